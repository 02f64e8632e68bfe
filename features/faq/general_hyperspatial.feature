@faq
Feature: Official rulings on the hyperspatial zone and psychic creatures
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:notice-2019-03-15-201.1b @cr:112.4
  Scenario: A psychic creature has no mana cost: enough mana still does not summon it
    Rule-change notice 31405 (2019-03-15, https://dm.takaratomy.co.jp/rule/rulechange/31405), 201.1b:
    psychic creatures (and draghearts) have no mana cost that can be paid; the cost they show is
    only referred to. With eight fire mana, player A still cannot summon 時空の火焔ボルシャック・
    ドラゴン (cost 7) from the hyperspatial zone, and no mana is tapped.
    Given it is player A's turn
    And player A's hyperspatial zone holds: 時空の火焔ボルシャック・ドラゴン
    And player A's mana zone holds: 8 x 爆炎野郎ジョー
    When player A tries to summon 時空の火焔ボルシャック・ドラゴン from their hyperspatial zone
    Then under tcg the last action is refused
    And under tcg 時空の火焔ボルシャック・ドラゴン is in player A's hyperspatial zone
    And under tcg player A's mana zone has 0 tapped cards

  @qa:dmwiki-hyperspatial-nonpsychic
  Scenario: A card that is no psychic creature stays in the hyperspatial zone: a "psychic creature" effect cannot take it
    dmwiki 超次元送り (https://m.dmwiki.net/超次元送り; undated rule section): a main-deck creature sent to
    the hyperspatial zone stays there; effects that put out psychic creatures cannot choose it.
    超次元ガロウズ・ホール puts a water or darkness psychic creature of cost 7 or less from the
    hyperspatial zone: アクア・ビークル (water, cost 2, no psychic creature) is not taken.
    Given it is player A's turn
    And player A's hyperspatial zone holds: アクア・ビークル
    And player A's hand holds: 超次元ガロウズ・ホール
    And player B's battle zone holds, left to right: 予言者リュゾル
    When player A casts 超次元ガロウズ・ホール without paying its cost
    Then under tcg 予言者リュゾル is in player B's hand
    And under tcg アクア・ビークル is in player A's hyperspatial zone
    And under tcg player A's battle zone holds 0 creatures
