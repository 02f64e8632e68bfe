@keywords @classic
Feature: 「AかBを破壊する」: the caster chooses which of two groups of creatures is destroyed
  Three classic spells name two groups of creatures with one verb: ボンバ・ドール (DM-22) 「相手の
  パワー2000以下のクリーチャーを1体、または、相手のタップされているパワー5000以下のクリーチャーを1体、
  破壊する」, オメガ・スイーパー (DM-24) 「相手のパワー5000以下のクリーチャー1体か、相手のパワー2000以下の
  クリーチャー2体を破壊する」 and 天地爆炎 (DM-24) 「パワー6000以下のタップされているクリーチャーすべて、
  または、パワー3000以下のタップされていないクリーチャーすべてを破壊する」. Reading (the sources give no
  ruling on these cards): like 「AするかBする」, the caster chooses one of the two as the spell resolves
  (601.1: the choices an effect asks for are made as it resolves) and only that group is destroyed;
  天地爆炎 names no owner, so both players' creatures are destroyed.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario Outline: 天地爆炎 destroys the tapped creatures of power 6000 or less, or the untapped ones of 3000 or less
    Given player A's hand holds: 天地爆炎
    And player A's battle zone holds, left to right: 予言者クルト
    And player B's battle zone holds, left to right: 無頼勇騎ゴンタ (tapped), 予言者リュゾル, 天空の守護者グラン・ギューレ (tapped)
    And player A will choose the mode "<mode>"
    When player A casts 天地爆炎 without paying its cost
    Then under tcg 無頼勇騎ゴンタ is in player B's <gonta>
    And under tcg 予言者リュゾル is in player B's <ryuzoru>
    And under tcg 予言者クルト is in player A's <kuruto>
    And under tcg 天空の守護者グラン・ギューレ is in player B's battle zone

    Examples:
      | mode | gonta       | ryuzoru     | kuruto      |
      | 1    | graveyard   | battle zone | battle zone |
      | 2    | battle zone | graveyard   | graveyard   |

  @tcg-general
  Scenario: オメガ・スイーパー's first choice destroys the one creature of power 5000 or less chosen
    Given player A's hand holds: オメガ・スイーパー
    And player B's battle zone holds, left to right: 無頼勇騎ゴンタ, 予言者リュゾル, 予言者クルト
    And player A will choose the mode "1"
    And player A will choose 無頼勇騎ゴンタ as target
    When player A casts オメガ・スイーパー without paying its cost
    Then under tcg 無頼勇騎ゴンタ is in player B's graveyard
    And under tcg 予言者リュゾル is in player B's battle zone
    And under tcg 予言者クルト is in player B's battle zone

  @tcg-general
  Scenario: オメガ・スイーパー's second choice destroys two creatures of power 2000 or less
    Given player A's hand holds: オメガ・スイーパー
    And player B's battle zone holds, left to right: 無頼勇騎ゴンタ, 予言者リュゾル, 予言者クルト
    And player A will choose the mode "2"
    When player A casts オメガ・スイーパー without paying its cost
    Then under tcg 無頼勇騎ゴンタ is in player B's battle zone
    And under tcg 予言者リュゾル is in player B's graveyard
    And under tcg 予言者クルト is in player B's graveyard

  @tcg-general
  Scenario Outline: ボンバ・ドール destroys a creature of power 2000 or less, or a tapped one of 5000 or less
    Given player A's hand holds: ボンバ・ドール
    And player B's battle zone holds, left to right: 無頼勇騎ゴンタ (tapped), 予言者クルト
    And player A will choose the mode "<mode>"
    When player A casts ボンバ・ドール without paying its cost
    Then under tcg 無頼勇騎ゴンタ is in player B's <gonta>
    And under tcg 予言者クルト is in player B's <kuruto>

    Examples:
      | mode | gonta       | kuruto      |
      | 1    | battle zone | graveyard   |
      | 2    | graveyard   | battle zone |
