@keywords @classic
Feature: A creature that does not untap at the start of its controller's next turn
  The classic cards compiled from their printed text (engine/catalog/text) say 「バトルゾーンにある相手の
  タップされているクリーチャーを1体選ぶ。次の相手のターンのはじめに、そのクリーチャーはアンタップされない」:
  as that turn starts its controller's other creatures untap and this one stays tapped; the turn after,
  it untaps as usual.

  Background:
    Given it is player A's turn

  @tcg-general @cr:501.1
  Scenario: The creature chosen stays tapped through one untap, the other untaps
    Given player A's hand holds: 遊撃鉄人アザース
    And player B's battle zone holds, left to right: 予言者リュゾル (tapped), 予言者クルト (tapped)
    And player A will choose 予言者リュゾル as target
    When an effect puts 遊撃鉄人アザース from player A's hand into the battle zone
    And player A ends the turn
    Then under tcg 予言者リュゾル is tapped
    And under tcg 予言者クルト is not tapped
