@faq
Feature: A creature card's power outside the battle zone is its printed number (206.2a)
  206.2a, as dmwiki's バトルゾーン以外の場所 quotes it (2020-07): a creature card whose printed power
  carries a "+" or "-" (its own ability changes it) has, outside the battle zone, the printed number
  before any change.

  @qa:cr-206.2a-plus-power
  Scenario: 革命の鉄拳 reveals ガルカーゴ・ドラゴン: its power is the printed 6000, not what it would have in the battle zone
    ガルカーゴ・ドラゴン (dm03-s04, printed 6000+: 「このクリーチャーのパワーは、バトルゾーンにある自分の他の火の
    クリーチャー１体につき+1000される」) is revealed from the deck by 革命の鉄拳 (「…その中から火のクリーチャーを1体
    選ぶ。そのクリーチャー以下のパワーを持つ相手のクリーチャーを1体破壊する」) while player A has two other fire
    creatures: in the battle zone it would be 8000, in the deck it is 6000. So 豪腕機兵ナックル・フィスト
    (7000) cannot be chosen, 予言者リュゾル (2000) is destroyed.
    Given it is player A's turn
    And player A's hand holds: 革命の鉄拳
    And player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー, 凶戦士ブレイズ・クロー
    And player A's deck holds, top first: ガルカーゴ・ドラゴン, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player B's battle zone holds, left to right: 豪腕機兵ナックル・フィスト, 予言者リュゾル
    When an effect of player A's casts 革命の鉄拳 from their hand without paying its cost
    Then under tcg player A's options for "target" were: 予言者リュゾル
    And under tcg 豪腕機兵ナックル・フィスト is in player B's battle zone
    And under tcg 予言者リュゾル is in player B's graveyard
