@mana
Feature: The in-app help on the mana zone and mana charge, and max mana as the card count
  000 and 001, オリジナルルール (アプリ内ヘルプ) / マナゾーン and マナチャージ; 001, 5文明カード.
  The help text is simplified: its rules hold as written for mono-colour cards with no
  special effects (the catalog's note); multicolour and rainbow cards follow the tables.

  @ex:DMPS-HELP-06
  Scenario: With mono-colour cards, each card put into the mana zone adds 1 usable mana and the turn start refills to max
    Given it is player A's turn
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A has spent 2 mana this turn
    And player A's hand holds: アクア・ビークル
    And player A's deck holds, top first: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    When player A charges アクア・ビークル
    Then under dmps and dmps-old player A's usable mana is 2
    When an effect puts 1 card from player A's deck into their mana zone
    Then under dmps and dmps-old player A's usable mana is 3
    And under dmps and dmps-old player A's max mana is 5
    When player A ends the turn
    And player B ends the turn
    Then under dmps and dmps-old player A's usable mana is 5
    And under dmps and dmps-old player A's max mana is 5

  @ex:DMPS-HELP-06
  Scenario: Usable mana never exceeds max mana (no special effects)
    A recovery at full usable mana adds nothing: 賢察するエンシェント・ホーン's "recover 5".

    Given it is player A's turn
    And player A has 5 shields
    And player A's mana zone holds: 3 x シェル・ラック
    And player A's hand holds: 賢察するエンシェント・ホーン
    When an effect puts 賢察するエンシェント・ホーン from player A's hand into the battle zone
    Then under dmps and dmps-old player A's usable mana is 3
    And under dmps and dmps-old player A's max mana is 3

  @ex:DMPS-HELP-07
  Scenario: One released fire card is enough: the other 4 usable mana may come from water cards
    Given it is player A's turn
    And player A's mana zone holds: ピコラのスパナ, 4 x アクア・ビークル
    And player A's hand holds: ドラグライド
    Then under dmps and dmps-old player A can summon ドラグライド
    When player A summons ドラグライド
    Then under dmps and dmps-old ドラグライド is in player A's battle zone
    And under dmps and dmps-old player A's usable mana is 0

  @ex:DMPS-HELP-08 @ex:BASIC-MANA-07
  Scenario: A charged multicolour card releases its civilizations but gives no mana this turn
    003: a multicolour card is put into the mana zone tapped (tcg: it can't pay this turn);
    DMPS: it raises max mana, not usable mana. Both profiles refuse to let it pay for a second
    card this turn; DMPS already lets its civilizations through.

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル
    And player A's hand holds: 無頼勇騎ゴンタ, 凶戦士ブレイズ・クロー, アクア・ビークル
    When player A charges 無頼勇騎ゴンタ
    Then under tcg 無頼勇騎ゴンタ is tapped
    And under tcg player A's untapped mana is 2
    And under dmps and dmps-old player A's max mana is 3
    And under dmps and dmps-old player A's usable mana is 2
    And under dmps and dmps-old player A's released civilizations are water, fire and nature
    And under tcg player A cannot summon 凶戦士ブレイズ・クロー
    And under dmps and dmps-old player A can summon 凶戦士ブレイズ・クロー
    When player A summons アクア・ビークル
    Then under tcg and dmps player A cannot summon 凶戦士ブレイズ・クロー

  @ex:DMPS-MANA-30
  Scenario: 光魂の伝道士クルス counts max mana, the rainbow included
    001: effects that count the cards of the mana zone use max mana. The example is 001's
    only: the dmps outcome is inferred from 000's definition of max mana (the catalog's
    note, DMPS-MANA-04). Player A has 4 light
    cards and a rainbow (max mana 5, cap 4), player B 5 cards: B does not have more, so
    クルス puts nothing into the mana zone (counting the cap, 4, it would).

    Given it is player A's turn
    And player A's mana zone holds: 4 x 予言者クルト, 五元のロードライト
    And player B's mana zone holds: 5 x アクア・ビークル
    And player A's hand holds: 光魂の伝道士クルス
    When player A summons 光魂の伝道士クルス
    Then under dmps and dmps-old player A's max mana is 5
    And under dmps and dmps-old player A's mana zone has 5 cards
    And under dmps and dmps-old player A's usable mana is 0
