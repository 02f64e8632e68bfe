@keywords @classic
Feature: L・ゲート: a creature destroyed returns a creature of its race from the graveyard instead
  L・ゲート:ドラゴン「このクリーチャーが破壊される時、墓地に置くかわりに、ドラゴンを1体、自分の墓地から手札に
  戻してもよい。そうした場合、このクリーチャーを山札の一番下に置く」: a replacement effect (dmwiki L・ゲート:
  the destruction is replaced by the return and the move to the deck's bottom). With two races
  (L・ゲート:ドリームメイトとビークル・ビー) one of either or one of each returns.
  Reading: with no creature of its race in the graveyard it cannot produce its result, so it does not
  apply and the creature is put into the graveyard (601.1a).

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: 黒神龍ギルガザメス destroyed returns a dragon and goes to the bottom of the deck
    Given player B's battle zone holds, left to right: 黒神龍ギルガザメス
    And player B's graveyard holds: ボルシャック・ドラゴン, 爆炎野郎ジョー
    And player B's deck holds, top first: 予言者クルト
    When an effect of player A's destroys 黒神龍ギルガザメス
    Then under tcg ボルシャック・ドラゴン is in player B's hand
    And under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg the bottom 1 cards of player B's deck are, top to bottom: 黒神龍ギルガザメス
    And under tcg 黒神龍ギルガザメス was not put into player B's graveyard

  @tcg-general
  Scenario: 黒神龍ギルガザメス with no dragon in the graveyard is put into the graveyard
    Given player B's battle zone holds, left to right: 黒神龍ギルガザメス
    And player B's graveyard holds: 爆炎野郎ジョー
    When an effect of player A's destroys 黒神龍ギルガザメス
    Then under tcg 黒神龍ギルガザメス is in player B's graveyard
    And under tcg 爆炎野郎ジョー is in player B's graveyard

  @tcg-general
  Scenario: L・ゲート declined: the creature is put into the graveyard
    Given player B's battle zone holds, left to right: 黒神龍ギルガザメス
    And player B's graveyard holds: ボルシャック・ドラゴン
    And player B will not use the replacement effect of 黒神龍ギルガザメス
    When an effect of player A's destroys 黒神龍ギルガザメス
    Then under tcg 黒神龍ギルガザメス is in player B's graveyard
    And under tcg ボルシャック・ドラゴン is in player B's graveyard
