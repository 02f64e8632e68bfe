@rules @tcg-general
Feature: A creature of power 0 or less kept in the battle zone by a replacement no one chooses: a loop no player can stop
  The state-based check destroys a creature of power 0 or less; a replacement effect that no player
  chooses (天光の精霊ミハイル: 「…墓地に置かれるかわりにバトルゾーンにとどまる。」) keeps it there with
  its power unchanged, so the same check destroys it again, and again. dmwiki 無限ループ names
  exactly this pair (「バトルゾーンを離れる時、離れるかわりにとどまる。」 and 「(パワー0以下のクリーチャーは
  破壊される)」) as a loop no player can stop (選択肢のないループ); the tournament rules (競技イベント運営
  ルール) void such a game (older practice: a draw, or both players lose). The engine's reading: the game
  ends there with no winner ("no player wins"), under every profile (no DMPS source speaks of it).
  Found by the random play over the classic pool (tcg, seed 24108 of the 10,000-game run).

  Scenario: 命運の守護者ティオス with no shields beside 天光の精霊ミハイル: no player wins
    命運の守護者ティオス: 「このクリーチャーのパワーは、自分のシールドゾーンにあるカード1枚につき+1000される。」
    (printed power 0). With no shields its power is 0; ミハイル keeps it each time it is destroyed.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 天光の精霊ミハイル
    And player A has 0 shields
    And player A's hand holds: 命運の守護者ティオス
    When an effect puts 命運の守護者ティオス from player A's hand into the battle zone
    Then under every profile no player wins
    And under every profile 命運の守護者ティオス is in player A's battle zone

  Scenario: With one shield 命運の守護者ティオス has power 1000: the game goes on
    The same board with a shield: nothing is destroyed, nothing loops (the verdict above is the
    board's, not the cards').
    Given it is player A's turn
    And player A's battle zone holds, left to right: 天光の精霊ミハイル
    And player A has 1 shield
    And player A's hand holds: 命運の守護者ティオス
    When an effect puts 命運の守護者ティオス from player A's hand into the battle zone
    Then under every profile the game goes on
    And under every profile 命運の守護者ティオス's power is 1000
