@keywords
Feature: Nothing discarded, a meteorburn's card return, the blocker destroyed after the battle
  「自分の手札をすべて捨てる。このようにして手札を1枚も捨てない場合、このクリーチャーを破壊する」 (霊騎秘宝ヒャックメー),
  「メテオバーン-…このクリーチャーの下にあるカードを1枚選び墓地に置いてもよい。そうした場合、バトルゾーンにあるコスト3
  以下のカードを1枚選び、持ち主の手札に戻す」 (魔皇バルパス; its printed trigger reads 「クリーチャーが攻撃する時」) and
  「自分のビークル・ビーがブロックされた時、バトルの後、ブロックしたクリーチャーを破壊する」 (肝っ玉メリー).

  @classic @tcg-general
  Scenario: 霊騎秘宝ヒャックメー with an empty hand discards nothing, so it is destroyed
    Given it is player A's turn
    And player A's hand holds: 霊騎秘宝ヒャックメー
    And player A's mana zone holds: 予言者リュゾル, うごめく者ボーン・グール, シェル・ラック, シェル・ラック, シェル・ラック
    When player A summons 霊騎秘宝ヒャックメー
    Then under tcg 霊騎秘宝ヒャックメー is in player A's graveyard

  @classic @tcg-general
  Scenario: 霊騎秘宝ヒャックメー discards the hand and stays
    Given it is player A's turn
    And player A's hand holds: 霊騎秘宝ヒャックメー, 予言者クルト
    And player A's mana zone holds: 予言者リュゾル, うごめく者ボーン・グール, シェル・ラック, シェル・ラック, シェル・ラック
    When player A summons 霊騎秘宝ヒャックメー
    Then under tcg 予言者クルト is in player A's graveyard
    And under tcg 霊騎秘宝ヒャックメー is in player A's battle zone

  @classic @tcg-general
  Scenario: 魔皇バルパス burns a card and returns a card of cost 3 or less to its owner's hand
    Given it is player A's turn
    And player A's battle zone holds, left to right: 魔皇バルパス on 封魔ガルプルス
    And player B's battle zone holds, left to right: アクア・ビークル
    And player B has 3 shields
    And player A will choose アクア・ビークル as target
    When player A attacks player B with 魔皇バルパス
    Then under tcg 封魔ガルプルス is in player A's graveyard
    And under tcg アクア・ビークル is in player B's hand

  @classic @tcg-general
  Scenario: 肝っ玉メリー: the creature that blocked its controller's ビークル・ビー is destroyed after the battle
    Given it is player A's turn
    And player A's battle zone holds, left to right: 肝っ玉メリー, スカイチーフ・ハッチン
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 3 shields
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with スカイチーフ・ハッチン
    Then under tcg 天空の守護者グラン・ギューレ is in player B's graveyard
