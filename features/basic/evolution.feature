@basic
Feature: Evolution creatures
  003 進化クリーチャーカード: an evolution needs its source in the battle zone, goes on top of
  it and is one creature with only the top card's text; it is the same individual, so it is
  not summoning sick; its stars count its sources (進化V: two, 進化GV: three).

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @ex:BASIC-EVO-01
  Scenario: No evolution source, no evolution
    Given player A's mana zone holds: 6 x アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    Then under tcg player A cannot summon クリスタル・ランサー
    When player A summons クリスタル・ランサー
    Then under tcg the last action is refused
    And under tcg クリスタル・ランサー is in player A's hand

  @ex:BASIC-EVO-02
  Scenario: The evolved stack is one creature with only the top card's text
    アクア・ガード (blocker, cannot attack) goes under クリスタル・ランサー: the stack is still
    one creature, not a blocker, and may attack.

    Given player A's mana zone holds: 6 x アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    And player A's battle zone holds, left to right: アクア・ガード
    When player A summons クリスタル・ランサー onto アクア・ガード
    Then under tcg player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード
    And under tcg player A's battle zone holds 1 creature
    And under tcg クリスタル・ランサー does not have the keyword blocker
    And under tcg クリスタル・ランサー does not have the keyword cannot attack
    And under tcg クリスタル・ランサー has the keyword w breaker

  @ex:BASIC-EVO-03
  Scenario: An evolution onto a creature in play since the last turn attacks at once
    The catalog's safe reading: the source has been in the battle zone since before this
    turn. (Evolving onto a creature summoned this same turn is not addressed by 003.)

    Given player A's mana zone holds: 6 x アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    And player A's battle zone holds, left to right: アクア・ビークル
    When player A summons クリスタル・ランサー onto アクア・ビークル
    Then under tcg クリスタル・ランサー is not summoning sick
    When player A attacks player B with クリスタル・ランサー
    Then under tcg the last action is allowed
    And under tcg player B has 3 shields

  @ex:BASIC-EVO-04
  Scenario: 進化V needs two sources
    龍炎凰インフィニティ・フェニックス: 進化V on two fire creatures. Ultimate evolution (究極進化)
    is not encoded: the card data (DM-01 to DM-30) has no such card.

    Given player A's mana zone holds: 7 x 爆炎野郎ジョー
    And player A's hand holds: 龍炎凰インフィニティ・フェニックス
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    Then under tcg player A cannot summon 龍炎凰インフィニティ・フェニックス
    Given player A's battle zone holds, left to right: ピコラのスパナ
    Then under tcg player A can summon 龍炎凰インフィニティ・フェニックス
    When player A summons 龍炎凰インフィニティ・フェニックス
    Then under tcg player A's battle zone holds, left to right: 龍炎凰インフィニティ・フェニックス on 爆炎野郎ジョー on ピコラのスパナ
    And under tcg player A's battle zone holds 1 creature

  @ex:BASIC-EVO-04
  Scenario: 進化GV needs three sources
    超神星アポロヌス・ドラゲリオン: 進化GV on three dragons (races containing ドラゴン).

    Given player A's mana zone holds: 6 x 爆炎野郎ジョー
    And player A's hand holds: 超神星アポロヌス・ドラゲリオン
    And player A's battle zone holds, left to right: 2 x 紅神龍メルガルス
    Then under tcg player A cannot summon 超神星アポロヌス・ドラゲリオン
    Given player A's battle zone holds, left to right: グラディアン・レッド・ドラゴン
    When player A summons 超神星アポロヌス・ドラゲリオン
    Then under tcg player A's battle zone holds, left to right: 超神星アポロヌス・ドラゲリオン on 紅神龍メルガルス on 紅神龍メルガルス on グラディアン・レッド・ドラゴン
