@keywords
Feature: 「このクリーチャーがタップした時」: abilities that trigger when their creature taps
  タイタンクラッシュ・クロウラー (DM-28): 「各ターン、このクリーチャーがはじめてタップした時、アンタップする」.
  A creature taps when it attacks, blocks, uses a tap skill or its ダイナモ, or an effect or a cost taps it.
  Read: 「各ターン…はじめて」 counts every way it tapped this turn; tapping a creature already tapped is no tap.

  @classic @tcg-general
  Scenario: The first block of the turn taps it, and it untaps
    Given it is player A's turn
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン
    And player B's battle zone holds, left to right: タイタンクラッシュ・クロウラー
    And player B will block with タイタンクラッシュ・クロウラー
    When player A attacks player B with 光撃巨兵レーザリオン
    Then under tcg 光撃巨兵レーザリオン is in player A's graveyard
    And under tcg タイタンクラッシュ・クロウラー is not tapped

  @classic @tcg-general
  Scenario: The second block of the turn is not the first tap: it stays tapped
    Given it is player A's turn
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン, 光撃巨兵レーザリオン
    And player B's battle zone holds, left to right: タイタンクラッシュ・クロウラー
    And player B will block with タイタンクラッシュ・クロウラー
    And player B will block with タイタンクラッシュ・クロウラー
    When player A attacks player B with 光撃巨兵レーザリオン
    And player A attacks player B with 光撃巨兵レーザリオン
    Then under tcg player A's graveyard holds: 光撃巨兵レーザリオン, 光撃巨兵レーザリオン
    And under tcg タイタンクラッシュ・クロウラー is tapped

  @classic @tcg-general
  Scenario: Its attack taps it, and it untaps
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルバルザーク・紫電・ドラゴン
    And player B has 5 shields
    When player A attacks player B with ボルバルザーク・紫電・ドラゴン
    Then under tcg player B has 3 shields
    And under tcg ボルバルザーク・紫電・ドラゴン is not tapped
