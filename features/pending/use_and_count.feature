@pending
Feature: A card being used is pending: it belongs to its zone but is not counted
  004 保留状態 / ルール: a card being used becomes pending before its costs are paid and stays
  pending until its use ends; a pending card is neither counted nor referred to by other
  cards' effects. Before 2022-09-14 (tcg-2021) a used card was moved to the nowhere zone
  instead, which gives the same counts. Use conditions and cost modifiers are evaluated when
  the use is declared, before the card becomes pending.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @ex:PEND-EX-03 @ex:PEND-DMPS-01 @ex:PEND-RULE-01 @ex:PEND-RULE-07 @cr:111.2d
  Scenario: 紅神龍オグリストヴァル dies while エナジー・ライト, the only card of the hand, is being cast
    004 ルール 例1 and デュエル・マスターズ プレイスでは: 「唱えている《エナジー・ライト》が保留状態となり、
    手札の枚数が0枚となるため、《紅神龍オグリストヴァル》のパワーが0になり破壊される。」 / 「カードを引く前に
    手札が0枚になるため」. Reading: the state-based check runs once the spell is pending and paid
    for, before its first effect — the only moment where both wordings hold; what it
    triggers waits until the spell is done. tcg-2021: the spell is in the nowhere zone
    meanwhile, the same count.

    Given player A's battle zone holds, left to right: 紅神龍オグリストヴァル
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: エナジー・ライト
    Then under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル's power is 3000
    When player A casts エナジー・ライト
    Then while エナジー・ライト resolves, under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル's power is 0
    And under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル was destroyed by the state-based check at power 0
    And under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル is in player A's graveyard
    And under tcg, tcg-2021 and dmps player A drew 2 cards

  @ex:PEND-EX-03 @ex:PEND-RULE-07
  Scenario: With one more card in the hand, 紅神龍オグリストヴァル counts one card while エナジー・ライト is cast
    The counterpart of 例1 that shows the pending card is not counted without killing the
    creature: the hand is エナジー・ライト and 予言者リュゾル. While the spell is pending the hand
    counts 1 card (3000), not 2 (6000); after the two draws it counts 3 (9000), and at 6000 or
    more it has W・ブレイカー (its printed text).

    Given player A's battle zone holds, left to right: 紅神龍オグリストヴァル
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: エナジー・ライト, 予言者リュゾル
    When player A casts エナジー・ライト
    Then while エナジー・ライト resolves, under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル's power is 3000
    And while エナジー・ライト resolves, under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル does not have the keyword w breaker
    And under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル's power is 9000
    And under tcg, tcg-2021 and dmps 紅神龍オグリストヴァル has the keyword w breaker

  @ex:PEND-HIST-01 @ex:PEND-RULE-03 @cr:409.1b
  Scenario: Where エナジー・ライト is while it resolves: pending in the hand, or in the nowhere zone before 2022-09-14
    004 ルール: 「--呪文は唱えてから効果を解決し終えるまでの間、保留状態になる。解決が終わった後、唱えて
    いた呪文は墓地に置かれる。」 裁定の変遷: 「--変更前のルールでは「どのゾーンにも該当しないゾーン
    （どこでもないゾーン）にカードを移動する」ことで、他の効果の影響を受けなくしていた。」 — today the card
    stays in the hand with the pending status; before, it was in the nowhere zone. Either way
    the hand counts one card and the graveyard none until the spell is done.

    Given player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: エナジー・ライト, 予言者リュゾル
    When player A casts エナジー・ライト
    Then while エナジー・ライト resolves, under tcg and dmps エナジー・ライト is in player A's hand
    And while エナジー・ライト resolves, under tcg and dmps エナジー・ライト is pending
    And while エナジー・ライト resolves, under tcg-2021 エナジー・ライト is in player A's nowhere zone
    And while エナジー・ライト resolves, under tcg-2021 エナジー・ライト is not in player A's hand
    And while エナジー・ライト resolves, under tcg, tcg-2021 and dmps player A's hand has 1 card
    And while エナジー・ライト resolves, under tcg, tcg-2021 and dmps player A's graveyard has 0 cards
    And under tcg, tcg-2021 and dmps player A's graveyard holds: エナジー・ライト
    And under tcg, tcg-2021 and dmps エナジー・ライト is not pending

  @ex:PEND-EX-04 @ex:PEND-DMPS-02
  Scenario: エマージェンシー・タイフーン cannot discard itself
    004 ルール 例2: 「--例2：手札から唱えた[[《エマージェンシー・タイフーン》]]の[[効果]]で[[手札]]のカードを
    捨てる場合、その唱えた《エマージェンシー・タイフーン》自身を捨てることはできない。」 and the DMPS
    section: 「その《エマージェンシー・タイフーン》は[[ディスカード]]できない。」 The discard is offered
    among the hand's other cards only. Player A chooses 予言者リュゾル.

    Given player A's mana zone holds: 2 x アクア・ビークル
    And player A's hand holds: エマージェンシー・タイフーン, 予言者リュゾル
    And player A's deck holds, top first: シェル・ラック, 予言者クルト, 10 x 予言者リュゾル
    And player A will choose 予言者リュゾル to discard
    When player A casts エマージェンシー・タイフーン
    Then under tcg, tcg-2021 and dmps player A was offered to discard: 予言者リュゾル, シェル・ラック, 予言者クルト
    And under tcg, tcg-2021 and dmps player A's graveyard holds: 予言者リュゾル, エマージェンシー・タイフーン
    And under tcg, tcg-2021 and dmps player A's hand holds: シェル・ラック, 予言者クルト

  @ex:PEND-RULE-17 @ex:PEND-RULE-18
  Scenario: 虹速 ザ・ヴェルデ summoned from a mana zone of four cards pays for itself while pending
    004 ルール: 「-カードを[[使う]]際、そのカードはコストを支払う前に保留状態となり、保留状態でコストを
    支払う。」 「--マナゾーンにあるカードを使う場合、保留状態になっているその使うカードをタップしてマナ
    コストと文明を支払える。（総合ルール601.1c）」 Four mana cards, cost 4: only by tapping itself can
    it be paid. While it is being summoned the mana zone counts 3 cards (it is pending) and it
    is already tapped (it paid). tcg-2021, recorded: the cost was paid first (reading), then
    the card went to the nowhere zone.

    Given player A's mana zone holds: 虹速 ザ・ヴェルデ, 3 x シェル・ラック
    When player A tries to summon 虹速 ザ・ヴェルデ from their mana zone
    Then under tcg the last action is allowed
    And while 虹速 ザ・ヴェルデ is being summoned, under tcg player A's mana zone has 3 cards
    And while 虹速 ザ・ヴェルデ is being summoned, under tcg 虹速 ザ・ヴェルデ is pending
    And while 虹速 ザ・ヴェルデ is being summoned, under tcg 虹速 ザ・ヴェルデ is tapped
    And under tcg player A's battle zone holds, left to right: 虹速 ザ・ヴェルデ
    And under tcg 虹速 ザ・ヴェルデ is not tapped
    And under tcg player A's mana zone has 3 tapped cards

  @ex:PEND-RULE-18
  Scenario: Without its own mana, 虹速 ザ・ヴェルデ cannot be summoned from a mana zone of three other cards
    The control of the scenario above: three cards besides it are not enough for cost 4 unless
    it pays for itself (and a card in the hand cannot).

    Given player A's mana zone holds: 3 x シェル・ラック
    And player A's hand holds: 虹速 ザ・ヴェルデ
    Then under tcg player A cannot summon 虹速 ザ・ヴェルデ
    When player A summons 虹速 ザ・ヴェルデ
    Then under tcg the last action is refused

  @ex:PEND-RULE-19 @ex:PEND-EX-09
  Scenario: “逆悪襲”ブランド with one other card in the hand: G・G・G is judged before it is pending
    004 ルール: 「-カードの使用条件を変更する効果や、マナコストを増減させる効果は、カードの使用を宣言し、
    そのカードが保留状態になる前に適用する。」 例: 「自分の手札が[[《“逆悪襲”ブランド》]]を含めて2枚の時、
    《“逆悪襲”ブランド》を[[G・G・G]]の[[コスト]]で[[召喚]]することはできない。」 The card's text was not
    found: G・G・G is read as "a hand of 1 card or fewer: it may be summoned without paying"
    (the G・G・G condition of dmwiki's G・G・G page; card note). With one mana card only the G・G・G
    cost can be paid; when the use is declared the hand holds 2 cards.

    Given player A's mana zone holds: 爆炎野郎ジョー
    And player A's hand holds: “逆悪襲”ブランド, 予言者リュゾル
    Then under tcg player A cannot summon “逆悪襲”ブランド
    When player A summons “逆悪襲”ブランド
    Then under tcg the last action is refused
    And under tcg “逆悪襲”ブランド is in player A's hand
    And under tcg “逆悪襲”ブランド is not pending

  @ex:PEND-RULE-19 @ex:PEND-EX-09
  Scenario: “逆悪襲”ブランド alone in the hand: G・G・G holds and it is summoned without paying
    The control of the scenario above: the same board with the card alone in the hand.

    Given player A's mana zone holds: 爆炎野郎ジョー
    And player A's hand holds: “逆悪襲”ブランド
    Then under tcg player A can summon “逆悪襲”ブランド
    When player A summons “逆悪襲”ブランド
    Then under tcg the last action is allowed
    And under tcg player A's battle zone holds, left to right: “逆悪襲”ブランド
    And under tcg player A's mana zone has 0 tapped cards
