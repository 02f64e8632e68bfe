@zone_limits
Feature: Overflow is not a move into the graveyard; replacement effects are
  000 and 001, ゾーンの枚数上限: a card that overflows a zone does not "go" to the
  graveyard, it is "as if it had always been there" (like a rebuild), so "when put into the
  graveyard" abilities don't trigger. A shield burned by a break replacement or a creature
  sent to the graveyard by a landing replacement is put into the graveyard, and does
  trigger them.

  @ex:DMPS-ZONE-13 @qa:dmps-overflow-no-trigger
  Scenario: A "when put into the graveyard" card overflowing the hand, the shields or the battle zone doesn't trigger
    A player's blog summary (mikegamo.hatenablog.com, 2021-05-21, updated 2024-02-04; not official)
    says the same: a card sent to the graveyard by overflow triggers nothing.
    Given it is player A's turn
    And player A's hand has 10 cards
    And player A has 10 shields
    And player A's battle zone holds, left to right: 7 x 予言者リュゾル
    And player A's deck holds, top first: 爆撃男, 爆撃男, 予言者クルト, 予言者クルト
    And player A's mana zone holds: 爆撃男
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect puts 1 card from player A's deck into their hand
    And an effect puts 1 card from player A's deck into their shields
    And an effect puts 爆撃男 from player A's mana zone into the battle zone
    Then under dmps and dmps-old player A's graveyard holds: 爆撃男, 爆撃男, 爆撃男
    And under dmps and dmps-old 3 cards overflowed into player A's graveyard
    And under dmps and dmps-old 爆撃男's ability does not trigger
    And under dmps and dmps-old アクア・ビークル's power is 1000

  @ex:DMPS-ZONE-14
  Scenario: A "card put into a graveyard from anywhere" ability doesn't see overflowing cards
    偽りの王 ヴィルヘルム watches the opponent's cards going to their graveyard.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 偽りの王 ヴィルヘルム
    And player B's hand has 10 cards
    And player B has 10 shields
    And player B's battle zone holds, left to right: 7 x 予言者リュゾル
    And player B's deck holds, top first: アクア・ビークル, シェル・ラック, 予言者クルト, 予言者クルト
    And player B's mana zone holds: ピコラのスパナ
    When player B draws 1 card
    And an effect puts 1 card from player B's deck into their shields
    And an effect puts ピコラのスパナ from player B's mana zone into the battle zone
    Then under dmps and dmps-old player B's graveyard holds: アクア・ビークル, シェル・ラック, ピコラのスパナ
    And under dmps and dmps-old 偽りの王 ヴィルヘルム's ability does not trigger
    And under dmps and dmps-old player A's mana zone has 0 cards

  @ex:DMPS-ZONE-15
  Scenario: Shields burned by a break replacement are put into the graveyard: Wilhelm triggers for each
    ボルメテウス・ホワイト・ドラゴン breaks two shields; instead of going to the hand they are
    put into the graveyard (シールド焼却), and each is an opponent's card put into their
    graveyard.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 偽りの王 ヴィルヘルム, ボルメテウス・ホワイト・ドラゴン
    And player B's shield zone holds: 予言者クルト, アクア・ビークル, シェル・ラック
    When player A attacks player B with ボルメテウス・ホワイト・ドラゴン
    Then under dmps and dmps-old player B's graveyard holds: 予言者クルト, アクア・ビークル
    And under dmps and dmps-old 偽りの王 ヴィルヘルム's ability triggers 2 times
    And under dmps and dmps-old player A's mana zone has 2 cards
    And under dmps and dmps-old 0 cards overflowed into player B's graveyard

  @ex:DMPS-ZONE-15
  Scenario: The same shields overflowing a full hand: Wilhelm does not trigger
    Given it is player A's turn
    And player A's battle zone holds, left to right: 偽りの王 ヴィルヘルム, 暗黒の騎士ザガーン
    And player B's hand has 10 cards
    And player B's shield zone holds: 予言者クルト, アクア・ビークル, シェル・ラック
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under dmps and dmps-old player B's graveyard holds: 予言者クルト, アクア・ビークル
    And under dmps and dmps-old 偽りの王 ヴィルヘルム's ability does not trigger
    And under dmps and dmps-old player A's mana zone has 0 cards

  @ex:DMPS-ZONE-15
  Scenario: A creature a landing replacement sends to the graveyard is put there: Wilhelm triggers
    U・S・A・BRELLA: a creature of cost 4 or less the opponent would put into the battle
    zone from anywhere but the hand goes to the graveyard instead (着地置換効果).
    Given it is player B's turn
    And player A's battle zone holds, left to right: 偽りの王 ヴィルヘルム, U・S・A・BRELLA
    And player B's mana zone holds: ピコラのスパナ
    When an effect puts ピコラのスパナ from player B's mana zone into the battle zone
    Then under dmps and dmps-old ピコラのスパナ is in player B's graveyard
    And under dmps and dmps-old 偽りの王 ヴィルヘルム's ability triggers 1 time
    And under dmps and dmps-old player A's mana zone has 1 card

  @ex:DMPS-ZONE-15
  Scenario: The same creature overflowing a full battle zone: Wilhelm does not trigger
    Given it is player B's turn
    And player A's battle zone holds, left to right: 偽りの王 ヴィルヘルム
    And player B's battle zone holds, left to right: 7 x 予言者リュゾル
    And player B's mana zone holds: ピコラのスパナ
    When an effect puts ピコラのスパナ from player B's mana zone into the battle zone
    Then under dmps and dmps-old ピコラのスパナ is in player B's graveyard
    And under dmps and dmps-old 偽りの王 ヴィルヘルム's ability does not trigger
    And under dmps and dmps-old player A's mana zone has 0 cards

  @ex:DMPS-ZONE-16
  Scenario: Hand 10: a broken 悠久を統べる者 フォーエバー・プリンセス overflows; no deck recovery
    The card's replacement ("put into your graveyard from anywhere: shuffle it and your
    graveyard into your deck instead") has no move to replace: the card is simply there.
    Given it is player B's turn
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's hand has 10 cards
    And player A's graveyard holds: 予言者クルト, アクア・ビークル
    And player A's shield zone holds: 悠久を統べる者 フォーエバー・プリンセス
    And player A's deck has 20 cards
    When player B attacks player A with 爆炎野郎ジョー
    Then under dmps player A's graveyard holds: 予言者クルト, アクア・ビークル, 悠久を統べる者 フォーエバー・プリンセス
    And under dmps player A's deck has 20 cards
    And under dmps player A's hand has 10 cards

  @ex:DMPS-ZONE-16 @tcg-general
  Scenario: Contrast: discarded, フォーエバー・プリンセス and the graveyard are shuffled into the deck
    The TCG text (all-en); no DMPS text is available, so the DMPS profiles play it too and
    are only recorded here.
    Given it is player B's turn
    And player A's hand holds: 悠久を統べる者 フォーエバー・プリンセス
    And player A's graveyard holds: 予言者クルト, アクア・ビークル
    And player A's deck has 20 cards
    When an effect of player B's makes player A discard 悠久を統べる者 フォーエバー・プリンセス
    Then under tcg player A's graveyard has 0 cards
    And under tcg player A's deck has 23 cards

  @ex:DMPS-ZONE-17
  Scenario: Opponent's hand 10: the shield you break overflows into their graveyard; no mana boost
    Given it is player A's turn
    And player A's battle zone holds, left to right: 偽りの王 ヴィルヘルム, 爆炎野郎ジョー
    And player B's hand has 10 cards
    And player B's shield zone holds: アクア・ビークル, 予言者クルト
    When player A attacks player B with 爆炎野郎ジョー
    Then under dmps アクア・ビークル is in player B's graveyard
    And under dmps 偽りの王 ヴィルヘルム's ability does not trigger
    And under dmps player A's mana zone has 0 cards
