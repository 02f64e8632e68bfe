@trigger_order
Feature: Abilities at an opponent's attack: the defender's abilities and their timing
  000 (待機した効果の解決の順序; 非ターン・プレイヤー側の誘発型能力の誘発タイミングと使用宣言に
  ついて): the defender is the non-turn player. TCG: its abilities that need no declaration
  trigger from cards in their zone when the attack happened; those that need one see their
  zone once all the attacker's waiting effects have resolved. DMPS: outside the end of a turn,
  both kinds trigger only from cards there when the attack happened, and a declared ability
  that is not a special waits like any other and is chosen when it resolves.

  Background:
    Given it is player A's turn

  @ex:DMPS-TRIG-33
  Scenario: three 術英雄 チュレンテンホウ cast from the hand and recast from the graveyard
    000: right to left チュレンテンホウ A, B, C, all with マナ武装5; the opponent attacks and
    their attack abilities cast クリスタル・メモリー, デーモン・ハンド, フェアリー・ライフ from the
    hand in that order. Each casting from the hand triggers every Churentenhou's recast: one
    element's abilities resolve in the order they triggered, elements right to left. The
    card's text is not in the local data: the catalog encodes the behaviour 000 describes
    (see its note). デーモン・ハンド's targets are player A's creatures.
    Given player A's battle zone holds, left to right: 轟速 ザ・レッド, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player B's battle zone holds, left to right: 術英雄 チュレンテンホウ, 術英雄 チュレンテンホウ, 術英雄 チュレンテンホウ
    And player B's creatures are called, left to right: C, B and A
    And player B's mana zone has 5 cards of クリスタル・メモリー
    And player B's hand holds: クリスタル・メモリー, デーモン・ハンド, フェアリー・ライフ
    And player B has 3 shields
    And player B will cast クリスタル・メモリー, デーモン・ハンド and フェアリー・ライフ from hand
    When player A attacks player B with 轟速 ザ・レッド
    Then under dmps the spells are cast in this order:
      | caster | spell                | from      |
      | A      | クリスタル・メモリー | hand      |
      | A      | クリスタル・メモリー | graveyard |
      | B      | デーモン・ハンド     | hand      |
      | A      | デーモン・ハンド     | graveyard |
      | B      | クリスタル・メモリー | graveyard |
      | B      | デーモン・ハンド     | graveyard |
      | C      | フェアリー・ライフ   | hand      |
      | A      | フェアリー・ライフ   | graveyard |
      | B      | フェアリー・ライフ   | graveyard |
      | C      | クリスタル・メモリー | graveyard |
      | C      | デーモン・ハンド     | graveyard |
      | C      | フェアリー・ライフ   | graveyard |
