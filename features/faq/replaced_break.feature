@faq
Feature: A break that a replacement stops is no break: "when it breaks" does not trigger
  Official Q&A of 2020-10-23 (through dmwiki's 公式Q&A 2020年10月23日更新版): 勝熱龍主 モモキング attacks a player
  who has 「雷光の聖騎士」, whose owner discards instead of each break, so nothing is broken; does モモキング's
  "when it breaks" ability trigger? No: the break was replaced and never carried out. Neither card is in
  the catalog: 光封樹 (dm07-007, a defender-side replacement of a break: 「自分のシールドが１枚ブレイクされる
  とき、かわりにこのクリーチャーを自分の墓地に置いてもよい」) stands in for 「雷光の聖騎士」, ハザード・ホッパー
  (dm11-029, 「このクリーチャーがシールドをブレイクした時、…」) for モモキング. And a replacement of breaks has
  nothing to replace when there is no shield: the direct attack wins.

  @qa:dmwiki-2020-10-23-momoking
  Scenario: 光封樹 replaces the break: ハザード・ホッパー broke nothing, its "when it breaks" does not trigger
    Given it is player A's turn
    And player A's battle zone holds, left to right: ハザード・ホッパー
    And player B's battle zone holds, left to right: 光封樹
    And player B has 2 shields
    When player A attacks player B with ハザード・ホッパー
    Then under tcg 光封樹 is in player B's graveyard
    And under tcg player B has 2 shields
    And under tcg ハザード・ホッパー's ability does not trigger

  @qa:dmwiki-2020-10-23-momoking
  Scenario: The control: without the replacement, ハザード・ホッパー breaks a shield and its ability triggers
    Given it is player A's turn
    And player A's battle zone holds, left to right: ハザード・ホッパー
    And player B has 2 shields
    When player A attacks player B with ハザード・ホッパー
    Then under tcg player B has 1 shield
    And under tcg ハザード・ホッパー's ability triggers

  @qa:dmwiki-direct-attack-no-shields @cr:104.2a
  Scenario: With no shields, a shield saver ready does not stop the direct attack: player B loses
    dmwiki (白騎士の聖霊王アルカディアス/完全決闘's page): a player with no shields is attacked and the attack is
    not stopped, but has a "shields cannot be broken" effect or a shield saver ready: do they lose? Yes:
    only whether shields exist is checked; with none, those effects have nothing to apply to. Asserted
    with the shield saver 光封樹 (no catalog card has a "shields cannot be broken" effect).
    Given it is player A's turn
    And player A's battle zone holds, left to right: ハザード・ホッパー
    And player B's battle zone holds, left to right: 光封樹
    And player B has 0 shields
    When player A attacks player B with ハザード・ホッパー
    Then under tcg player B loses
    And under tcg 光封樹 is in player B's battle zone
