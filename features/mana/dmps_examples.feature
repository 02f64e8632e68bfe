@mana
Feature: The mana examples of 000 that only DMPS allows

  @ex:DMPS-MANA-21
  Scenario: 青銅の鎧 then 凶戦士ブレイズ・クロー with fire, nature, nature
    The top card of the deck being a mono-colour nature card is the scenario's assumption
    (the catalog notes it).

    Given it is player A's turn
    And player A's mana zone holds: ピコラのスパナ, シェル・ラック, シェル・ラック
    And player A's hand holds: 青銅の鎧, 凶戦士ブレイズ・クロー
    And player A's deck holds, top first: シェル・ラック, 予言者リュゾル
    When player A summons 青銅の鎧
    Then under tcg and dmps player A's mana zone has 4 cards
    And under dmps player A's usable mana is 1
    And under tcg player A's untapped mana is 1
    And under dmps player A can summon 凶戦士ブレイズ・クロー
    And under tcg player A cannot summon 凶戦士ブレイズ・クロー
