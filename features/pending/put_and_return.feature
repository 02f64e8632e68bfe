@pending
Feature: A card being put is pending; back in its own zone it is not "put into" it
  004 ルール and 裁定の変遷: a creature being summoned or put into the battle zone by an effect
  is pending until it actually moves; pending is not leaving the zone; a pending card that
  ends up in the zone it came from is not put into it (no "put into" triggers, same
  orientation, same place). Before 2022-09-14 (tcg-2021) only used cards went to the nowhere
  zone, and coming back from it did count as being put into the zone (but not as having left
  it). Replacement effects read the card as it was before it became pending.

  Background:
    Given it is player A's turn

  @ex:PEND-EX-05 @ex:PEND-RULE-02 @ex:PEND-RULE-06 @ex:PEND-RULE-08 @ex:PEND-RULE-09 @ex:PEND-RULE-10 @ex:PEND-HIST-03 @ex:PEND-HIST-04
  Scenario: 虹速 ザ・ヴェルデ summoned from four mana cards meets 獣軍隊 ヤドック and stays in the mana zone
    004 ルール 例3: 「--例3：自分のマナゾーンにカードが4枚あり、バトルゾーンに相手の[[《獣軍隊 ヤドック》]]が
    いる状況で、マナゾーンから[[《虹速 ザ・ヴェルデ》]]を[[召喚]]する。《虹速 ザ・ヴェルデ》が保留状態に
    なることでマナゾーンのカードの枚数が3枚になり、《獣軍隊 ヤドック》の置換効果が適用される。」 ヤドック:
    cost greater than the number of cards in the opponent's mana zone → put into the mana zone
    instead (4 > 3). Back in its own mana zone: 「そのゾーンにカードが置かれたことにはならない。」
    「…そのカードの位相は変化しない。」 It paid for itself, so it stays tapped, in its place.
    「-カードは保留状態になっても、そのゾーンを離れたことにはならない。」 「--置換効果が適用される…
    解決後に元々置かれていたゾーンに再度置かれた場合も、保留状態は解除される。」: afterwards it is a mana
    card like the others. Before 2022-09-14 (裁定の変遷): 「『そのゾーンを離れたことにはならない』が
    『そのゾーンに置かれたことにはなる』」 — 護聖妖精トビ・ゴンゴン ("when you put a card into your mana
    zone") triggers and the card is placed again: the newest card, untapped (a mono-colour card
    is put into the mana zone untapped, 405.1). Reading recorded: the tcg-2021 orientation and
    place follow from "placed".

    Given player B's battle zone holds, left to right: 獣軍隊 ヤドック
    And player A's battle zone holds, left to right: 護聖妖精トビ・ゴンゴン
    And player A's mana zone holds: 虹速 ザ・ヴェルデ, 3 x シェル・ラック
    When player A tries to summon 虹速 ザ・ヴェルデ from their mana zone
    Then under tcg and tcg-2021 the last action is allowed
    And while 虹速 ザ・ヴェルデ is being summoned, under tcg and tcg-2021 player A's mana zone has 3 cards
    And under tcg and tcg-2021 獣軍隊 ヤドック's replacement ability applies
    And under tcg and tcg-2021 虹速 ザ・ヴェルデ is in player A's mana zone
    And under tcg and tcg-2021 虹速 ザ・ヴェルデ is not pending
    And under tcg and tcg-2021 player A's mana zone has 4 cards
    And under tcg and tcg-2021 the creatures put into player A's battle zone were: nothing
    And under tcg and tcg-2021 虹速 ザ・ヴェルデ did not leave player A's mana zone
    And under tcg 虹速 ザ・ヴェルデ was not put into player A's mana zone
    And under tcg-2021 虹速 ザ・ヴェルデ was put into player A's mana zone
    And under tcg 護聖妖精トビ・ゴンゴン's ability does not trigger
    And under tcg-2021 護聖妖精トビ・ゴンゴン's ability triggers
    And under tcg 虹速 ザ・ヴェルデ is tapped
    And under tcg-2021 虹速 ザ・ヴェルデ is not tapped
    And under tcg player A's mana zone holds: 虹速 ザ・ヴェルデ, シェル・ラック, シェル・ラック, シェル・ラック
    And under tcg-2021 player A's mana zone holds: シェル・ラック, シェル・ラック, シェル・ラック, 虹速 ザ・ヴェルデ

  @ex:PEND-HIST-02 @ex:PEND-RULE-02 @ex:PEND-RULE-01 @cr:409.1a
  Scenario: An effect puts 虹速 ザ・ヴェルデ from four mana cards: pending today, counted before 2022-09-14
    004 ルール: 「--クリーチャーなど、バトルゾーンに出るカードを使用した際や、効果でバトルゾーンに出そうと
    した際、それらのカードは実際にゾーンを移動するまでの間、保留状態になる。」 裁定の変遷: 「--どこでもない
    ゾーンに置かれるのは「カードを使った時」だけだったが、「カードの効果でカードが[[バトルゾーン]]に置かれる
    時」にも保留状態が発生するようになった。」 The same cards as 例3, put by an effect this time: today
    the mana zone counts 3 and ヤドック applies; before, the card was still counted (4) and 4 is
    not greater than 4, so it enters.

    Given player B's battle zone holds, left to right: 獣軍隊 ヤドック
    And player A's mana zone holds: 虹速 ザ・ヴェルデ, 3 x シェル・ラック
    When an effect puts 虹速 ザ・ヴェルデ from player A's mana zone into the battle zone
    Then while 虹速 ザ・ヴェルデ is being put, under tcg and tcg-2021 虹速 ザ・ヴェルデ is in player A's mana zone
    And while 虹速 ザ・ヴェルデ is being put, under tcg 虹速 ザ・ヴェルデ is pending
    And while 虹速 ザ・ヴェルデ is being put, under tcg-2021 虹速 ザ・ヴェルデ is not pending
    And while 虹速 ザ・ヴェルデ is being put, under tcg player A's mana zone has 3 cards
    And while 虹速 ザ・ヴェルデ is being put, under tcg-2021 player A's mana zone has 4 cards
    And under tcg 獣軍隊 ヤドック's replacement ability applies
    And under tcg 虹速 ザ・ヴェルデ is in player A's mana zone
    And under tcg the creatures put into player A's battle zone were: nothing
    And under tcg-2021 獣軍隊 ヤドック's replacement ability does not apply
    And under tcg-2021 the creatures put into player A's battle zone were: 虹速 ザ・ヴェルデ

  @ex:PEND-EX-10 @ex:PEND-RULE-20
  Scenario: 薫風妖精コートニー's all-colour mana card stays multicoloured as it is put, so キング・アルカディアス does not replace it
    004 ルール: 「-ゾーン移動にともなう[[置換効果]]や[[状態定義効果]]でカードの特性を参照する場合、保留
    状態になる前のカードの状態を参照する。」 例: 「マナゾーンにあった時の文明が参照され、《キング・アルカディ
    アス》の[[着地置換効果]]は発生せずにバトルゾーンに出る。」 青銅の鎧 is mono-colour nature; in the
    mana zone with コートニー it has every civilization. 「出す」 is read as put by an effect (the
    step); the landing replacement reads the civilizations the pending card had. tcg-2021,
    recorded: the card put by an effect is not pending, still in the mana zone with コートニー.

    Given player B's battle zone holds, left to right: 聖鎧亜キング・アルカディアス
    And player A's battle zone holds, left to right: 薫風妖精コートニー
    And player A's mana zone holds: 青銅の鎧, 3 x シェル・ラック
    When an effect puts 青銅の鎧 from player A's mana zone into the battle zone
    Then under tcg 聖鎧亜キング・アルカディアス's replacement ability does not apply
    And under tcg 青銅の鎧 is in player A's battle zone

  @ex:PEND-EX-10 @ex:PEND-RULE-20
  Scenario: Without 薫風妖精コートニー the same mono-colour card is replaced by キング・アルカディアス
    The control of the scenario above: the landing replacement does apply to a mono-colour
    creature, so what keeps it out above is the civilizations the card had in the mana zone.

    Given player B's battle zone holds, left to right: 聖鎧亜キング・アルカディアス
    And player A's mana zone holds: 青銅の鎧, 3 x シェル・ラック
    When an effect puts 青銅の鎧 from player A's mana zone into the battle zone
    Then under tcg 聖鎧亜キング・アルカディアス's replacement ability applies
    And under tcg 青銅の鎧 is in player A's graveyard

  @ex:PEND-RULE-12 @cr:400.5 @cr:409.1d
  Scenario: An effect given to 虹速 ザ・ヴェルデ in the mana zone is lost once it comes back from pending
    004 ルール: 「-保留状態になったカードが保留状態ではなくなった後、そのカードは、保留状態になる前に与えられて
    いた効果を失う。これは、保留状態になっているカードが元あったゾーンに再度置かれた場合も同様である。」 No card
    of the sources gives an effect to one card of the mana zone: an unnamed effect gives 虹速
    ザ・ヴェルデ a keyword there (which one does not matter to the rule). Summoned, it meets
    獣軍隊 ヤドック and goes back to the mana zone, released in place (例3) — and without the
    effect. The control: 予言者リュゾル, given the same keyword and never used, keeps it.

    Given player B's battle zone holds, left to right: 獣軍隊 ヤドック
    And player A's mana zone holds: 虹速 ザ・ヴェルデ, 3 x シェル・ラック
    And player A's hand holds: 予言者リュゾル
    When an effect of player A's gives 虹速 ザ・ヴェルデ in their mana zone the keyword speed attacker
    And an effect of player A's gives 予言者リュゾル in their hand the keyword speed attacker
    And player A tries to summon 虹速 ザ・ヴェルデ from their mana zone
    Then under tcg 虹速 ザ・ヴェルデ is in player A's mana zone
    And while 虹速 ザ・ヴェルデ is being summoned, under tcg 虹速 ザ・ヴェルデ in player A's mana zone has the keyword speed attacker
    And under tcg 虹速 ザ・ヴェルデ in player A's mana zone does not have the keyword speed attacker
    And under tcg 予言者リュゾル in player A's hand has the keyword speed attacker
