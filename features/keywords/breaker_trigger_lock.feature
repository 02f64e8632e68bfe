@keywords @classic @tcg-general
Feature: Shield triggers locked for the shields one creature breaks
  闘匠メサイヤ 「誰も、このクリーチャーがブレイクしたシールドの「S・トリガー」を使うことはできない」: a shield
  it breaks offers no shield trigger; a shield another creature breaks does (the lock names the
  shields this creature broke only).

  Background:
    Given it is player A's turn
    And player B's shield zone holds: デーモン・ハンド, 予言者リュゾル, 予言者リュゾル
    And player A will break shield 1

  Scenario: A shield 闘匠メサイヤ breaks offers no shield trigger
    Given player A's battle zone holds, left to right: 闘匠メサイヤ
    When player A attacks player B with 闘匠メサイヤ
    Then under tcg player B could not use the shield trigger of デーモン・ハンド
    And under tcg 闘匠メサイヤ is in player A's battle zone
    And under tcg デーモン・ハンド is in player B's hand

  Scenario: A shield another creature breaks beside 闘匠メサイヤ offers its shield trigger
    Given player A's battle zone holds, left to right: 闘匠メサイヤ, 暗黒の騎士ザガーン
    And player A will break shield 2
    And player B will use the shield trigger of デーモン・ハンド
    And player B will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg 暗黒の騎士ザガーン is not in player A's battle zone
