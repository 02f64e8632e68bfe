@card_types
Feature: Cross gear: generated, then crossed for its cost again, onto your own creatures only
  003 カード構成 / クロスギアカード: まず“ジェネレート”として場に配置され、“クロス”として特定のクリーチャーに付ける。
  “ジェネレート”と“クロス”のコストの値は同じである。 自分のクリーチャーにしか付けることができない。 1体のクリーチャー
  に複数のクロスギアカードを付けることができる。 特定のクリーチャーに付けたクロスギアカードを、別のクリーチャーに
  移すこともできる（コストは必要）。 バトルで破壊されることは無い。付けてあったクリーチャーが破壊された場合、
  クロスギアカードはそのまま場に残る。 クロスギアが付いた合体クリーチャーが分離する場合、構成要素の中の任意の
  1体にクロスギアを引き継がせる。
  (The cost example, generate + cross = twice the cost, is BASIC-XGEAR-01 in
  text_rules/in_text_costs.feature, where the DMPS way of paying is compared.)

  Background:
    Given it is player A's turn

  @ex:BASIC-XGEAR-02
  Scenario: A cross gear can't be crossed onto the opponent's creature
    Given player A's mana zone holds: 4 x アクア・ビークル
    And player A's battle zone holds, left to right: インビジブル・スーツ
    And player B's battle zone holds, left to right: 予言者クルト
    When player A crosses インビジブル・スーツ onto 予言者クルト
    Then under tcg the last action is refused
    And under tcg インビジブル・スーツ is not crossed onto any creature

  @ex:BASIC-XGEAR-02 @cr:504.2
  Scenario: Two gears on one creature; moving a gear to another creature costs its cost again
    The nature gear needs a nature card among the mana paid (003: 少なくとも 1マナはカードと文明が一致).
    Given player A's mana zone holds: 5 x アクア・ビークル, シェル・ラック
    And player A's battle zone holds, left to right: アクア・ガード, 予言者クルト, インビジブル・スーツ, 覇翼 フェアリー・アクセラー
    When player A crosses インビジブル・スーツ onto アクア・ガード
    And player A crosses 覇翼 フェアリー・アクセラー onto アクア・ガード
    Then under tcg インビジブル・スーツ is crossed onto アクア・ガード
    And under tcg 覇翼 フェアリー・アクセラー is crossed onto アクア・ガード
    And under tcg player A's mana zone has 3 tapped cards
    When player A crosses インビジブル・スーツ onto 予言者クルト
    Then under tcg インビジブル・スーツ is crossed onto 予言者クルト
    And under tcg player A's mana zone has 5 tapped cards
    And under tcg 予言者クルト's power is 1500
    And under tcg アクア・ガード's power is 2000

  @ex:BASIC-XGEAR-03
  Scenario: The crossed creature is destroyed; the gear stays in the battle zone, uncrossed
    Given player A's battle zone holds, left to right: アクア・ガード, インビジブル・スーツ
    And インビジブル・スーツ is crossed onto アクア・ガード
    When an effect of player B's destroys アクア・ガード
    Then under tcg インビジブル・スーツ is in player A's battle zone
    And under tcg インビジブル・スーツ is not crossed onto any creature
    And under tcg player A's battle zone holds 0 creatures

  @ex:BASIC-XGEAR-04
  Scenario: A linked god with a gear separates; the god that stays keeps the gear
    Partial: the separation here is the linked god leaving (「バトルゾーンを離れる時は、どちらか１枚を選ぶ」);
    one component stays, so it takes the gear. (Two components staying would ask the controller.)
    Given player A's battle zone holds, left to right: 竜極神ゲキ, 竜極神メツ, インビジブル・スーツ
    And 竜極神ゲキ and 竜極神メツ are linked
    And インビジブル・スーツ is crossed onto 竜極神ゲキ
    And player A will choose 竜極神ゲキ to leave the battle zone
    When an effect of player B's destroys 竜極神ゲキ
    Then under tcg 竜極神ゲキ is in player A's graveyard
    And under tcg インビジブル・スーツ is crossed onto 竜極神メツ
