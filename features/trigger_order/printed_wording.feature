@trigger_order
Feature: An order table names abilities in the cards' printed words
  The ability column of an order table takes the ability as the trace names it (its label, else its
  trigger event), another of its trigger events, or its printed wording (the catalog card's text,
  whole or its start): steps/runtime/ability_words.py. The scenario of heavens_gate.feature
  (DMPS-TRIG-15) with its table in those words.

  Background:
    Given it is player A's turn
    And player A's deck has 10 cards

  @ex:DMPS-TRIG-15 @ex:DMPS-TRIG-01 @ex:DMPS-TRIG-09
  Scenario: ヘブンズ・ゲート puts 知識の精霊ロードリエス, then 天門の精霊ヘブンズ: the table in printed words
    000 (待機した効果の解決の順序) and 001: ① Heavens ② Lordriess ③ Lordriess, as in
    heavens_gate.feature; here Heavens's ability is named by the start of its text, Lordriess's by its
    whole text and by its trigger event.
    Given player A's hand holds: 知識の精霊ロードリエス, 天門の精霊ヘブンズ, ヘブンズ・ゲート
    And player A will choose 知識の精霊ロードリエス then 天門の精霊ヘブンズ to put into the battle zone
    When player A casts ヘブンズ・ゲート without paying its cost
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                 | ability                                                                      |
      | 天門の精霊ヘブンズ     | このクリーチャーをバトルゾーンに出した時                                     |
      | 知識の精霊ロードリエス | 自分の「ブロッカー」を持つクリーチャーをバトルゾーンに出した時、カードを1枚引いてもよい。 |
      | 知識の精霊ロードリエス | your creature enters                                                         |
    And under dmps and dmps-old these happen in this order:
      | step                                                      |
      | 天門の精霊ヘブンズ: このクリーチャーをバトルゾーンに出した時 resolves |
      | 知識の精霊ロードリエス: your creature enters resolves      |
      | 知識の精霊ロードリエス: your blocker entered resolves      |
