@hidden_zones
Feature: No "fail to find" in DMPS: forced puts and casts from hidden zones must be carried out
  000 ルールの違い (001: ゲームの仕様にもとづく調整例): 「非公開ゾーンにあるカードを操作する効果は、強制であっても
  任意として扱ってもよい」というルールがない — 「手札/山札/シールドから〇〇を出す/唱える」といった能力は、「出して
  もよい/唱えてもよい」でなく、その対象が所定のゾーンにあるなら必ずその対象を出したり唱える必要がある。
  《幻想妖精カチュア》、《ラッキー・ダーツ》などで確認可能。 デュエル・マスターズ プレイスでは、該当するカードが
  非公開ゾーンにあったかどうかをゲーム側が判定できる。 `//`（《カチュア》はカード版では能力の文が「出してもよい」
  だが、ゲーム版では「出す」に変更されている。）
  Two things differ: the TCG rule lets a forced hidden-zone put be declined (a fork), and many
  DMPS texts drop the TCG's "may" (card data, DMPS-ADJ-01).

  @ex:DMPS-HIDDEN-01 @ex:DMPS-HIDDEN-03
  Scenario: A forced search of the deck may come back empty in the TCG, never in DMPS
    The DMPS 連珠の精霊アガピトス is played under every profile, so only the rule differs: 探索し、1枚を
    バトルゾーンに出す is forced. Under tcg the hidden-zone rule offers "nothing"; under DMPS the game
    knows the deck holds a light creature of cost 3 or less, and no false "none found" is possible.
    Given 連珠の精霊アガピトス plays its DMPS text under every profile
    And it is player A's turn
    And player A's hand holds: 連珠の精霊アガピトス
    And player A's deck holds, top first: シェル・ラック, 予言者クルト, ピコラのスパナ
    When an effect puts 連珠の精霊アガピトス from player A's hand into the battle zone
    Then under tcg player A's options for "put into battle zone" were: 予言者クルト, stop
    And under tcg in some choice player A may make for "put into battle zone", 予言者クルト is in player A's deck
    And under dmps and dmps-old player A's options for "put into battle zone" were: 予言者クルト
    And under dmps and dmps-old 予言者クルト is in player A's battle zone

  @ex:DMPS-ADJ-01 @ex:DMPS-HIDDEN-02
  Scenario: 幻想妖精カチュア "may put" a dragon in the TCG and "puts" one in DMPS
    TCG (dm08-005): ドラゴンを１体選び、バトルゾーンに出してもよい. DMPS: 探索し、1枚をバトルゾーンに出す.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 幻想妖精カチュア
    And player A's deck holds, top first: 予言者クルト, 紅神龍メルガルス, 予言者リュゾル
    When player A uses the tap skill of 幻想妖精カチュア
    Then under tcg player A's options for "put into battle zone" were: 紅神龍メルガルス, stop
    And under tcg in some choice player A may make for "put into battle zone", player A's battle zone holds 1 creature
    And under dmps and dmps-old player A's options for "put into battle zone" were: 紅神龍メルガルス
    And under dmps and dmps-old 紅神龍メルガルス is in player A's battle zone
    And under dmps and dmps-old 紅神龍メルガルス has the keyword speed attacker

  @ex:DMPS-HIDDEN-02 @tcg-general
  Scenario: ラッキー・ダーツ casts a shield spell in DMPS without asking
    Player B chooses A's shield 1 (デーモン・ハンド). TCG: コストを支払わずにすぐ唱えてもよい; the DMPS
    text is assumed to be forced (000 names the card as proof of the rule).
    Given it is player A's turn
    And player A's hand holds: ラッキー・ダーツ
    And player A's shield zone holds: デーモン・ハンド, 予言者クルト
    And player B's battle zone holds, left to right: アクア・ビークル
    And player B will choose player A's shield 1
    When player A casts ラッキー・ダーツ without paying its cost
    Then under tcg player A's options for "cast for free" were: cast デーモン・ハンド, skip デーモン・ハンド
    And under tcg in some choice player A may make for "cast for free", デーモン・ハンド is in player A's shield zone
    And under dmps player A was not asked to "cast for free"
    And under dmps アクア・ビークル is in player B's graveyard
    And under dmps player A has 1 shield
