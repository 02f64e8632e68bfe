@text_rules
Feature: G-link: a static ability in the TCG, an activated one in DMPS
  000 その他: G・リンクは常在型能力から起動型能力になった。ゴッド・カードの登場含め、大幅に処理が変更されている。
  TCG text (dm24-003/004): G・リンク《竜極神メツ》の左横(バトルゾーンに自分の指定ゴッドがあれば、このカードを
  リンクしてもよい。…). DMPS: the link happens only when the player activates it; its timing is not
  given (catalog note) — read as the player's own main step. Partial.

  @ex:DMPS-TEXT-02
  Scenario: 竜極神ゲキ links with 竜極神メツ as it enters in the TCG; in DMPS only when activated
    Given it is player A's turn
    And player A's battle zone holds, left to right: 竜極神メツ
    And player A's hand holds: 竜極神ゲキ
    When an effect puts 竜極神ゲキ from player A's hand into the battle zone
    Then under tcg 竜極神ゲキ and 竜極神メツ are linked
    And under tcg player A's battle zone holds 1 creature
    And under dmps 竜極神ゲキ and 竜極神メツ are not linked
    And under dmps player A's battle zone holds 2 creatures
    When player A activates the G-link of 竜極神ゲキ
    Then under dmps 竜極神ゲキ and 竜極神メツ are linked
    And under dmps player A's battle zone holds 1 creature
    And under tcg the last action is refused
