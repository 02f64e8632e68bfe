@card_types
Feature: God link: two gods treated as one creature
  003 カード構成 / ゴッド・リンク: 複数のクリーチャーを合わせて、一時的に1体として扱う能力。この組み合わせた状態を
  “神”と呼ぶ。 カードの組み合わせは公式設定で決められており…その組み合わせの範囲内でのみ使用される。 進化などとは
  別概念の能力であるので注意すること。 Printed (dm24-003/004): リンクしたゴッドは、各ゴッドの特性(パワーや能力)を
  持つ１体のクリーチャーとなる. 竜極神ゲキ: このクリーチャーは、リンクしている時「Q・ブレイカー」を得る.
  Whether a god linked this turn may attack is not given by any source: the attack scenario links
  gods that were already in play (partial).

  @ex:BASIC-GOD-01
  Scenario: 竜極神ゲキ links with 竜極神メツ as it enters: one creature with combined power and Q-breaker
    Given it is player A's turn
    And player A's battle zone holds, left to right: 竜極神メツ
    And player A's hand holds: 竜極神ゲキ
    When an effect puts 竜極神ゲキ from player A's hand into the battle zone
    Then under tcg 竜極神ゲキ and 竜極神メツ are linked
    And under tcg player A's battle zone holds 1 creature
    And under tcg 竜極神ゲキ's power is 14000
    And under tcg 竜極神ゲキ breaks 4 shields when it attacks

  @ex:BASIC-GOD-01
  Scenario: The linked god attacks once: its other half can't attack again
    Given it is player A's turn
    And player A's battle zone holds, left to right: 竜極神ゲキ, 竜極神メツ
    And 竜極神ゲキ and 竜極神メツ are linked
    And player B has 5 shields
    When player A attacks player B with 竜極神メツ
    Then under tcg player B has 1 shield
    When player A attacks player B with 竜極神ゲキ
    Then under tcg the last action is refused

  @ex:BASIC-GOD-01
  Scenario: Only the named partner links: 金剛神ガナストラ does not link with 竜極神ゲキ
    Given it is player A's turn
    And player A's battle zone holds, left to right: 金剛神ガナストラ
    And player A's hand holds: 竜極神ゲキ
    When an effect puts 竜極神ゲキ from player A's hand into the battle zone
    Then under tcg 竜極神ゲキ and 金剛神ガナストラ are not linked
    And under tcg player A's battle zone holds 2 creatures
    And under tcg player A was not asked to "g link"
