@trigger_order
Feature: Heavens Gate: "enters" abilities before "your creature enters" abilities

  Background:
    Given it is player A's turn
    And player A's deck has 10 cards

  @ex:DMPS-TRIG-15 @ex:DMPS-TRIG-01 @ex:DMPS-TRIG-09
  Scenario: ヘブンズ・ゲート puts 知識の精霊ロードリエス, then 天門の精霊ヘブンズ
    000 (待機した効果の解決の順序) and 001: ① Heavens ② Lordriess ③ Lordriess. Lordriess's
    ability triggers on "your blocker enters", including its own entering, so it is not an
    "enters" ability (DMPS-TRIG-09). The TCG order is the turn player's choice: every order
    of the three is legal (the seed states only the DMPS order; TCG from the general rules).
    Given player A's hand holds: 知識の精霊ロードリエス, 天門の精霊ヘブンズ, ヘブンズ・ゲート
    And player A will choose 知識の精霊ロードリエス then 天門の精霊ヘブンズ to put into the battle zone
    When player A casts ヘブンズ・ゲート without paying its cost
    Then under every profile player A's battle zone holds, left to right: 知識の精霊ロードリエス, 天門の精霊ヘブンズ
    And under dmps and dmps-old the waiting effects resolve in this order:
      | source                 | ability              |
      | 天門の精霊ヘブンズ     | enters               |
      | 知識の精霊ロードリエス | your blocker entered |
      | 知識の精霊ロードリエス | your blocker entered |
    And under dmps and dmps-old the waiting effects resolve in one fixed order
    And under tcg the waiting effects may resolve in any order

  @ex:DMPS-TRIG-41 @ex:DMPS-HELP-15 @ex:DMPS-TRIG-07 @tcg-general
  Scenario: ヘブンズ・ゲート puts 光輪の精霊 ピカリエ and 神門の精霊エールフリート: left to right
    001: they enter one at a time, so the "enters" abilities resolve in the order the
    creatures entered, left first: Pikarie's draw, then Aerfried's spell search.
    Given player A's hand holds: 光輪の精霊 ピカリエ, 神門の精霊エールフリート, ヘブンズ・ゲート
    And player A will choose 光輪の精霊 ピカリエ then 神門の精霊エールフリート to put into the battle zone
    When player A casts ヘブンズ・ゲート without paying its cost
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                   | ability      |
      | 光輪の精霊 ピカリエ      | draw 1       |
      | 神門の精霊エールフリート | spell search |
    And under dmps and dmps-old the waiting effects resolve in one fixed order
    And under tcg the waiting effects may resolve in any order
