@keywords @classic
Feature: 進化V and 進化GV sources named by race
  「進化V-自分のマーフォーク1体とキマイラ1体を重ねた上に置く」 needs one source of each race, two different
  creatures; 「進化V-自分のアーク・セラフィム、セイント・ヘッド、アポロニア・ドラゴンのいずれか2体を重ねた上に置く」
  needs two creatures each of one of the races.

  Background:
    Given it is player A's turn
    And player A's mana zone holds: シザー・アイ, シザー・アイ, シザー・アイ, 汚れた者スケルトンソルジャー, 汚れた者スケルトンソルジャー, 汚れた者スケルトンソルジャー
    And player A's hand holds: 蛇魂王ナーガ

  @tcg-general
  Scenario: A マーフォーク and a キマイラ are the sources of 蛇魂王ナーガ
    Given player A's battle zone holds, left to right: タイム・スカウト, ギガゲイル
    Then under tcg player A can summon 蛇魂王ナーガ

  @tcg-general
  Scenario: Two マーフォーク are not the sources of 蛇魂王ナーガ
    Given player A's battle zone holds, left to right: タイム・スカウト, パッション・マリアッチ
    Then under tcg player A cannot summon 蛇魂王ナーガ
