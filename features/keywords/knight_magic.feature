@keywords @classic
Feature: ナイト・マジック: a spell's abilities used once more while its caster has a knight
  ナイト・マジック「バトルゾーンに自分のナイトがあれば、この呪文の能力をもう一度使ってもよい」: after the spell's
  abilities are used, they may be used once more if its caster has a ナイト in the battle zone (judged then).

  Background:
    Given it is player A's turn
    And player A's mana zone holds: 汚れた者スケルトンソルジャー, 汚れた者スケルトンソルジャー, 汚れた者スケルトンソルジャー, 汚れた者スケルトンソルジャー
    And player A's hand holds: 魔弾バレット・バイス
    And player B's hand holds: 爆炎野郎ジョー, 爆炎野郎ジョー, 爆炎野郎ジョー

  @tcg-general
  Scenario: With a knight, 魔弾バレット・バイス makes the opponent discard twice
    Given player A's battle zone holds, left to right: 魔光王機デ・アシス公
    And player A will use the optional ability of 魔弾バレット・バイス
    When player A casts 魔弾バレット・バイス
    Then under tcg player B's hand has 1 cards

  @tcg-general
  Scenario: Without a knight, 魔弾バレット・バイス is used once
    Given player A's battle zone holds, left to right: 藍電草
    When player A casts 魔弾バレット・バイス
    Then under tcg player B's hand has 2 cards
