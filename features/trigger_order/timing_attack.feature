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

  @ex:DMPS-TRIG-20
  Scenario: the revolution 0 trigger is chosen after 大河聖霊エル・ドラード's ability resolved
    000: declared abilities other than the specials don't resolve early: player B chooses
    the revolution 0 trigger it uses only after El Dorado's "when an opponent's creature
    attacks" resolved. Reading: 000 calls El Dorado's ability 「相手のクリーチャーが攻撃する時」,
    so its DMPS version triggers on the attack (the TCG text: attacks you and is not blocked).
    The catalog note's castle variant (超鯱城) is left out: it needs a shield, the revolution 0
    trigger none. Under the TCG the declaration comes once player A's effects are resolved,
    before El Dorado's (it would only trigger when the attack is not blocked).
    Given player B's battle zone holds, left to right: 大河聖霊エル・ドラード
    And player B's hand holds: 革命の鉄拳
    And player B's deck holds, top first: 予言者リュゾル, 紅神龍メルガルス, 10 x 予言者リュゾル
    And player B will declare 革命の鉄拳
    And player A's battle zone holds, left to right: 轟速 ザ・レッド
    When player A attacks player B with 轟速 ザ・レッド
    Then under dmps these happen in this order:
      | step                                              |
      | 大河聖霊エル・ドラード: opponent attacks resolves |
      | player B declares 革命の鉄拳                      |
      | 革命の鉄拳 is cast                                |
    And under dmps 轟速 ザ・レッド is not in player A's battle zone

  @ex:DMPS-NTP-03 @ex:TCG-NTP-02 @ex:DMPS-NTP-01
  Scenario: a revolution 0 trigger broken into the hand by the attacker's own ability
    000: 魔の革命 デス・ザ・ロスト attacks with 革命0 met (player A has no shields) and its
    attack ability breaks all of player B's shields; 革命の鉄拳 comes from a shield into B's
    hand. DMPS: an ability not timed at the end of a turn triggers only from cards in its
    zone just before the opponent's ability resolved, with or without declaration: it cannot
    be used, and the attack goes on to the player with no shields. TCG: an ability that
    needs a declaration sees the hand after all of the attacker's waiting abilities
    resolved: it is declared and cast; the fire creature it reveals (グラディアン・レッド・
    ドラゴン, 15000) destroys Death the Lost (13000).
    Given player A's battle zone holds, left to right: 魔の革命 デス・ザ・ロスト on うごめく者ボーン・グール
    And player B's shield zone holds: 革命の鉄拳, 予言者リュゾル
    And player B's deck holds, top first: グラディアン・レッド・ドラゴン, 10 x 予言者リュゾル
    And player B will declare 革命の鉄拳
    When player A attacks player B with 魔の革命 デス・ザ・ロスト
    Then under every profile 革命の鉄拳 is not in player B's shield zone
    And under dmps 革命の鉄拳's ability does not trigger
    And under dmps player A wins
    And under tcg 革命の鉄拳's ability triggers
    And under tcg 魔の革命 デス・ザ・ロスト is not in player A's battle zone
    And under tcg the game goes on
