@rules
Feature: An evolution creature goes on a タマシード only with シンカライズ
  Evolving puts the evolution creature on a creature; a タマシード is not a creature, and one goes
  under an evolution creature only by シンカライズ ("an evolution creature may be put on this
  タマシード as if it were a creature"), an ability that works in the battle zone.

  @qa:41412
  Scenario: 超竜ヴァルキリアス cannot evolve onto a タマシード without シンカライズ
    Q&A 41412 (2022-06-24, seen through dmwiki's 公式Q&A 2022年6月24日更新版): can an evolution creature be put
    on バライフの地版, a タマシード? No: without シンカライズ a タマシード is no evolution source.
    バライフの地版 is not in the catalog; ボル武者の炎霊 (a non-creature アーマード・ドラゴン タマシード,
    given no シンカライズ by the catalog: its facts are unverified) stands in for it under the
    アーマード・ドラゴン evolution 超竜ヴァルキリアス.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボル武者の炎霊
    And player A's mana zone holds: 9 x 凶戦士ブレイズ・クロー
    And player A's hand holds: 超竜ヴァルキリアス
    Then under tcg player A cannot summon 超竜ヴァルキリアス
