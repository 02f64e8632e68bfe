@faq
Feature: Official rulings on シンパシー
  シンパシー: the cost paid to summon the creature (or cast the spell) is 1 less for each of its
  controller's creatures in the battle zone with one of the races it names, never below the
  number its text gives (2 on 悪魔聖霊アウゼス and 聖霊龍騎アサイラム). It counts creatures: a
  タマシード of such a race in the battle zone is not one.

  Background:
    Given it is player A's turn

  @qa:dmwiki-sympathy-floor @cr:110.4e
  Scenario: Six Dreammates make ドリーム・リンク・ファーム cost 1, its floor, not 0
    dmwiki シンパシー (https://www.dmwiki.net/シンパシー; undated): how low can シンパシー make a cost?
    As low as its text says: most (the spells of this cycle) stop at 1; 悪魔聖霊アウゼス and the other
    two-civilization creatures at 2. ドリーム・リンク・ファーム (cost 6) with six of player A's
    ドリームメイト in the battle zone costs 1, not 0: with no mana card it cannot be cast, with one it
    can.
    Given player A's battle zone holds, left to right: 隠れんぼの達人コンコーン, 隠れんぼの達人コンコーン, 隠れんぼの達人コンコーン, 隠れんぼの達人コンコーン, 隠れんぼの達人コンコーン, 隠れんぼの達人コンコーン
    And player A's hand holds: ドリーム・リンク・ファーム
    And player A's deck holds, top first: 青銅の鎧, 10 x 予言者リュゾル
    Then under tcg player A cannot cast ドリーム・リンク・ファーム
    When an effect puts 1 cards from player A's deck into the mana zone
    Then under tcg player A can cast ドリーム・リンク・ファーム

  @qa:dmwiki-sympathy-floor
  Scenario: Five Demon Commands: two mana cards pay for 悪魔聖霊アウゼス
    悪魔聖霊アウゼス (cost 6) with five of player A's デーモン・コマンド: two mana cards pay for it (6,
    less one for each, never below its floor 2; a cost below 2 could not be told apart here, since
    paying for a light and darkness card takes two mana cards anyway).
    Given player A's battle zone holds, left to right: 憎悪の騎士ガミル, 冥府の覇者ガジラビュート, 血土の無僧ザハク, 古の羅漢バグレン, 暗黒巨兵マギン
    And player A's mana zone holds: 英知の防壁, 予言者クルト
    And player A's hand holds: 悪魔聖霊アウゼス
    When player A summons 悪魔聖霊アウゼス
    Then under tcg 悪魔聖霊アウゼス is in player A's battle zone
    And under tcg player A's mana zone has 2 tapped cards

  @qa:dmwiki-sympathy-instances
  Scenario: A タマシード of the race is not counted by シンパシー
    dmwiki シンパシー (https://www.dmwiki.net/シンパシー; undated): a text that counts creatures (体)
    does not count a cross gear or a タマシード. 聖霊龍騎アサイラム (cost 6; シンパシー: エンジェル・コマンド
    and アーマード・ドラゴン) with player A's ボルザード・ドラゴン and three ボル武者の炎霊 (non-creature
    アーマード・ドラゴン タマシード) in the battle zone costs 5, not 2: four mana cards do not pay it.
    The ruling's other point, two シンパシー abilities reducing twice, is not asserted: no card of
    the catalog gives a creature a second シンパシー.
    Given player A's battle zone holds, left to right: ボルザード・ドラゴン, ボル武者の炎霊, ボル武者の炎霊, ボル武者の炎霊
    And player A's mana zone holds: 予言者クルト, 予言者クルト, 凶戦士ブレイズ・クロー, 凶戦士ブレイズ・クロー
    And player A's hand holds: 聖霊龍騎アサイラム
    Then under tcg player A cannot summon 聖霊龍騎アサイラム

  @qa:dmwiki-sympathy-instances
  Scenario: The same board with five mana cards: the creature alone is counted, 聖霊龍騎アサイラム costs 5
    Given player A's battle zone holds, left to right: ボルザード・ドラゴン, ボル武者の炎霊, ボル武者の炎霊, ボル武者の炎霊
    And player A's mana zone holds: 予言者クルト, 予言者クルト, 凶戦士ブレイズ・クロー, 凶戦士ブレイズ・クロー, 凶戦士ブレイズ・クロー
    And player A's hand holds: 聖霊龍騎アサイラム
    When player A summons 聖霊龍騎アサイラム
    Then under tcg 聖霊龍騎アサイラム is in player A's battle zone
    And under tcg player A's mana zone has 5 tapped cards
