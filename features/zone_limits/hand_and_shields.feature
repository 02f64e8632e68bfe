@zone_limits
Feature: DMPS zone limits: the hand and the shields hold at most 10 cards
  000 and 001, ゾーンの枚数上限: a card that would exceed a limit goes straight to the
  graveyard instead of joining the zone, "as if it had always been there": no event happens,
  so nothing triggers. The TCG has no such limits (recorded, not asserted).

  @ex:DMPS-ZONE-01 @qa:dmps-zone-caps
  Scenario: The graveyard and the deck have no limit; the hand, shields, battle zone and mana do
    The official DMPS beginners' column 3390 (dmps.takaratomy.co.jp/special/column/3390; undated)
    states the battle zone's 7 and the shields' 10; the hand's 10 is dmwiki's.
    Given it is player A's turn
    And player A's graveyard has 35 cards
    And player A's deck has 45 cards
    And player A's battle zone holds, left to right: アクア・ビークル
    When an effect of player A's destroys アクア・ビークル
    Then under dmps player A's graveyard has 36 cards
    And under dmps player A's deck has 45 cards
    And under dmps the graveyard has no card limit
    And under dmps the deck has no card limit
    And under dmps the hand holds at most 10 cards per player
    And under dmps the shield zone holds at most 10 cards per player
    And under dmps the battle zone holds at most 7 objects per player
    And under dmps the mana zone holds at most 99 cards per player

  @ex:DMPS-ZONE-02 @qa:dmps-overflow-graveyard
  Scenario: Hand 9: of 3 cards an effect adds, one joins the hand and two go to the graveyard
    Which card joins the hand is not stated: the engine moves the top card first, so the
    first card fills the hand and the next two overflow (only the counts are asserted).
    The same answer as dmwiki's TCG版との差異点 (DMPS; undated): a card beyond the hand's 10 goes to the
    graveyard.
    Given it is player A's turn
    And player A's hand has 9 cards
    And player A's deck holds, top first: アクア・ビークル, シェル・ラック, ピコラのスパナ, 予言者クルト, 予言者クルト
    When an effect puts 3 cards from player A's deck into their hand
    Then under dmps and dmps-old player A's hand has 10 cards
    And under dmps and dmps-old player A's graveyard has 2 cards
    And under dmps and dmps-old 2 cards overflowed into player A's graveyard

  @ex:DMPS-ZONE-03 @qa:dmps-shield-cap-10
  Scenario: Shields 9: of 2 cards an effect adds as shields, the excess one goes to the graveyard
    The cards become shields one at a time, top card first: the second is the excess.
    The DMPS fandom wiki (Shield Zone; undated) states the cap of 10 shields.
    Given it is player A's turn
    And player A has 9 shields
    And player A's deck holds, top first: アクア・ビークル, シェル・ラック, 予言者クルト, 予言者クルト
    When an effect puts 2 cards from player A's deck into their shields
    Then under dmps and dmps-old player A has 10 shields
    And under dmps and dmps-old player A's graveyard holds: シェル・ラック
    And under dmps and dmps-old 1 card overflowed into player A's graveyard

  @ex:DMPS-ZONE-04
  Scenario: Hand 10: a draw is no draw; the card goes from the deck to the graveyard
    Given it is player A's turn
    And player A's hand has 10 cards
    And player A's deck holds, top first: アクア・ビークル, 予言者クルト, 予言者クルト
    When player A draws 1 card
    Then under dmps and dmps-old player A's hand has 10 cards
    And under dmps and dmps-old player A's graveyard holds: アクア・ビークル
    And under dmps and dmps-old player A drew 0 cards
    And under dmps and dmps-old player A's deck has 2 cards

  @ex:DMPS-ZONE-05
  Scenario: 邪道外道神キキカイカイ's discard does not happen when the draw is no draw
    The seed doesn't say whose draw the card watches. Reading (the catalog's note): its
    ability triggers when the opponent draws, and the opponent's hand is 10. The card's data
    is assumed (see its note in engine/catalog/cards/zones.yaml).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 邪道外道神キキカイカイ
    And player B's hand has 10 cards
    And player B's deck holds, top first: アクア・ビークル, 予言者クルト, 予言者クルト
    When player B draws 1 card
    Then under dmps and dmps-old 邪道外道神キキカイカイ's ability does not trigger
    And under dmps and dmps-old player B's hand has 10 cards
    And under dmps and dmps-old player B's graveyard holds: アクア・ビークル

  @ex:DMPS-ZONE-06
  Scenario: A madness creature drawn into a full hand in the opponent's turn does not enter
    宣凶師ビンゴレ stands for a madness creature (its DM-12 text: discarded from the hand
    during the opponent's turn, it is put into the battle zone instead). The overflow is no
    discard, so the replacement has nothing to replace.
    Given it is player A's turn
    And player B's hand has 10 cards
    And player B's deck holds, top first: 宣凶師ビンゴレ, 予言者クルト, 予言者クルト
    When player B draws 1 card
    Then under dmps and dmps-old 宣凶師ビンゴレ is in player B's graveyard
    And under dmps and dmps-old player B's battle zone holds 0 creatures
    And under dmps and dmps-old 1 card overflowed into player B's graveyard

  @ex:DMPS-ZONE-06 @tcg-general
  Scenario: Contrast: discarded during the opponent's turn, the madness creature enters instead
    The same creature, really discarded, is replaced into the battle zone (the card's text,
    so every profile).
    Given it is player A's turn
    And player B's hand holds: 宣凶師ビンゴレ
    When an effect of player A's makes player B discard 宣凶師ビンゴレ
    Then under every profile player B's battle zone holds, left to right: 宣凶師ビンゴレ
    And under every profile player B's graveyard has 0 cards

  @ex:DMPS-ZONE-07
  Scenario: A shield send onto 10 shields goes to the graveyard and leaves shield force alone
    Reading (the catalog's note): another creature of the player is shield-sent; the
    overflow touches none of the 10 shields, so the shield that 封魔アルバラム's shield force
    chose stays, and so does its +4000.
    Given it is player A's turn
    And player B has 10 shields
    And player B's battle zone holds, left to right: 封魔アルバラム, アクア・ビークル
    And 封魔アルバラム's shield force chose shield 3
    When an effect of player A's sends アクア・ビークル to its owner's shields
    Then under dmps and dmps-old player B has 10 shields
    And under dmps and dmps-old アクア・ビークル is in player B's graveyard
    And under dmps and dmps-old 1 card overflowed into player B's graveyard
    And under dmps and dmps-old 封魔アルバラム's shield force is active
    And under dmps and dmps-old 封魔アルバラム's power is 5000

  @ex:DMPS-ZONE-08 @qa:dmps-overflow-graveyard
  Scenario: Hand 10: a broken shield's shield trigger can still be used
    暗黒の騎士ザガーン breaks two shields: デーモン・ハンド is declared and resolves (it
    destroys the attacker); the other broken shield overflows into the graveyard.
    dmwiki's TCG版との差異点 (DMPS; undated) says so too: with a hand of 10 a broken shield's shield
    trigger can still be used.
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's hand has 10 cards
    And player A's shield zone holds: デーモン・ハンド, 予言者クルト
    And player A will use the shield trigger of デーモン・ハンド
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under dmps and dmps-old player A's hand has 10 cards
    And under dmps and dmps-old player A's graveyard holds: 予言者クルト, デーモン・ハンド
    And under dmps and dmps-old 暗黒の騎士ザガーン is in player B's graveyard

  @ex:DMPS-HELP-03
  Scenario: Hand 10: a card added to the hand goes to the graveyard; its graveyard ability doesn't trigger
    Given it is player A's turn
    And player A's hand has 10 cards
    And player A's deck holds, top first: 爆撃男, 予言者クルト, 予言者クルト
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect puts 1 card from player A's deck into their hand
    Then under dmps and dmps-old 爆撃男 is in player A's graveyard
    And under dmps and dmps-old 爆撃男's ability does not trigger
    And under dmps and dmps-old アクア・ビークル's power is 1000

  @ex:DMPS-HELP-11
  Scenario: 10 shields: an added shield goes to the graveyard; its graveyard ability doesn't trigger
    Given it is player A's turn
    And player A has 10 shields
    And player A's deck holds, top first: 爆撃男, 予言者クルト, 予言者クルト
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect puts 1 card from player A's deck into their shields
    Then under dmps and dmps-old player A has 10 shields
    And under dmps and dmps-old 爆撃男 is in player A's graveyard
    And under dmps and dmps-old 爆撃男's ability does not trigger
    And under dmps and dmps-old アクア・ビークル's power is 1000
