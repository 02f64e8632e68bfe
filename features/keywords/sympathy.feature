@keywords @classic
Feature: シンパシー: a cost 1 less per creature of the races it names
  シンパシー:ゲル・フィッシュおよびスノーフェアリー「このクリーチャーを召喚する時支払うコストは、バトルゾーンにある
  自分のゲル・フィッシュまたはスノーフェアリー1体につき1少なくなる。ただしコストは2より少なくならない」: judged as
  its summon is declared (the cost fixed then, 004); the opponent's creatures do not count.

  Background:
    Given it is player A's turn
    And player A's hand holds: 霊樹海嶺ガウルザガンタ

  @tcg-general
  Scenario: Two ゲル・フィッシュ make 霊樹海嶺ガウルザガンタ cost 3
    Given player A's battle zone holds, left to right: シザー・アイ, シザー・アイ
    And player A's mana zone holds: シザー・アイ, フォレスト・ホーネット, フォレスト・ホーネット
    Then under tcg player A can summon 霊樹海嶺ガウルザガンタ

  @tcg-general
  Scenario: One ゲル・フィッシュ, and the opponent's, leave it at cost 4
    Given player A's battle zone holds, left to right: シザー・アイ
    And player B's battle zone holds, left to right: シザー・アイ
    And player A's mana zone holds: シザー・アイ, フォレスト・ホーネット, フォレスト・ホーネット
    Then under tcg player A cannot summon 霊樹海嶺ガウルザガンタ
