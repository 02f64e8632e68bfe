@trigger_order
Feature: Creatures put "together" enter one at a time
  001 (同列の優先順位の待機効果がある場合の解決順序): creatures put into the battle zone seemingly
  at once enter one at a time, in order; the TCG analogy: with 轟破天九十九語 you must put your
  龍世界 ドラゴ大王 in last, or its landing replacement sends your other creatures to the
  graveyard.

  Background:
    Given it is player A's turn
    And player A's mana zone holds: 龍世界 ドラゴ大王, 青銅の鎧, シェル・ラック
    And player A's hand holds: 轟破天九十九語

  @ex:TCG-SIM-01 @cr:409.1f
  Scenario: 龍世界 ドラゴ大王 put first: its landing replacement takes the others
    The spell ignores abilities triggered by those creatures entering (青銅の鎧's does not
    wait); ドラゴ大王's landing replacement is a replacement, not a trigger, so it applies.
    Player A chooses the order.
    Given player A will choose 龍世界 ドラゴ大王, 青銅の鎧 then シェル・ラック to put into the battle zone
    When player A casts 轟破天九十九語 without paying its cost
    Then under tcg player A's battle zone holds, left to right: 龍世界 ドラゴ大王
    And under tcg player A's graveyard holds: 青銅の鎧, シェル・ラック, 轟破天九十九語

  @ex:TCG-SIM-01
  Scenario: 龍世界 ドラゴ大王 put last: every creature stays
    Given player A will choose 青銅の鎧, シェル・ラック then 龍世界 ドラゴ大王 to put into the battle zone
    When player A casts 轟破天九十九語 without paying its cost
    Then under tcg player A's battle zone holds, left to right: 青銅の鎧, シェル・ラック, 龍世界 ドラゴ大王
    And under tcg player A's graveyard holds: 轟破天九十九語
    And under tcg 青銅の鎧's ability does not trigger
