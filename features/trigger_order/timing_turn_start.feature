@trigger_order
Feature: An ability triggers from the right zone and checks its condition when it resolves
  000 (待機した効果の解決の順序): timing works as in the TCG: an ability triggers only if its card
  is in the right zone when the event happens, and it needs its condition met when it
  resolves. DMPS's fixed order can make such a condition come true in between.

  @ex:DMPS-TRIG-35 @ex:DMPS-TRIG-34 @cr:501.2
  Scenario: 暗黒凰ゼロ・フェニックス comes back after キラ・ゼクス・ドラグーン recruits 竜音のゼクス
    000: at the start of player A's turn 暗黒凰ゼロ・フェニックス is in the graveyard and only a
    fire creature is in the battle zone. キラ・ゼクス・ドラグーン's turn-start ability (battle
    zone, first) puts two mana cards into the graveyard and recruits 竜音のゼクス; then Zero
    Phoenix's graveyard ability resolves, finds fire and darkness creatures, and evolves onto
    them. Under the TCG the player chooses: Kira Zex first brings Zero Phoenix back, Zero
    Phoenix first finds its condition unmet and does nothing (DMPS-TRIG-34: checked at
    resolution). Both abilities are the DMPS versions 000 describes (the TCG cards have
    neither), so the scenario gives every profile the DMPS texts; 竜音のゼクス is taken as a
    darkness creature (see the catalog note).
    Given 暗黒凰ゼロ・フェニックス plays its DMPS text under every profile
    And キラ・ゼクス・ドラグーン plays its DMPS text under every profile
    And it is player B's turn
    And player A's battle zone holds, left to right: キラ・ゼクス・ドラグーン
    And player A's graveyard holds: 暗黒凰ゼロ・フェニックス
    And player A's mana zone has 3 cards of 予言者リュゾル
    And player A's deck holds, top first: 竜音のゼクス, 10 x 予言者リュゾル
    When player A's turn starts
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source                  | ability    |
      | キラ・ゼクス・ドラグーン | turn start |
      | 暗黒凰ゼロ・フェニックス | turn start |
    And under dmps and dmps-old the waiting effects resolve in one fixed order
    And under dmps and dmps-old 暗黒凰ゼロ・フェニックス is in player A's battle zone
    And under dmps and dmps-old player A's battle zone holds 1 creature
    And under tcg in some order of the waiting effects, 暗黒凰ゼロ・フェニックス is in player A's battle zone
    And under tcg in some order of the waiting effects, 暗黒凰ゼロ・フェニックス is in player A's graveyard

  @ex:DMPS-TRIG-39 @ex:DMPS-TRIG-34
  Scenario: two 奇術ロボ・ジェントルマン in the hand; a third drawn meanwhile cannot use its ability
    001 (疑似使用宣言): when the attacking Great Mecha King is not blocked, as many abilities
    are used as there were 奇術ロボ・ジェントルマン in the hand, one by one; a Gentleman that
    reaches the hand after that timing (here: drawn by the first one) cannot use its
    ability. Reading: the Gentlemen are in the attacker's hand, as the card's own text says
    (自分のグレートメカオーが…攻撃して; the catalog inferred the defender's hand). Same under
    every profile: in the right zone at trigger time (DMPS-TRIG-34).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン
    And player A's hand holds: 奇術ロボ・ジェントルマン, 奇術ロボ・ジェントルマン
    And player A's deck holds, top first: 奇術ロボ・ジェントルマン, 10 x 予言者リュゾル
    And player A will declare 奇術ロボ・ジェントルマン and 奇術ロボ・ジェントルマン
    And player B has 3 shields
    When player A attacks player B with 光撃巨兵レーザリオン
    Then under every profile the waiting effects resolve in this order:
      | source                   | ability |
      | 奇術ロボ・ジェントルマン | bio-K   |
      | 奇術ロボ・ジェントルマン | bio-K   |
    And under every profile player A's graveyard holds: 奇術ロボ・ジェントルマン, 奇術ロボ・ジェントルマン
    And under every profile 奇術ロボ・ジェントルマン is in player A's hand
