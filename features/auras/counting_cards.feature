@rules
Feature: A creature's cards, オーラ included (109.2c)
  109.2c: 「クリーチャーの上下に重なっているオーラや魔導具等はクリーチャーの構成カードに含まれます」 (draghearts
  and cross gears are not). An effect that counts the cards a creature consists of counts its stack and
  the オーラ attached to it (engine.mechanics.targets.amount, ``{cards of: chosen}``).

  @qa:32928 @cr:109.2c
  Scenario: 死神アトミック・デストロイヤー chooses a creature with one オーラ: the opponent destroys two
    Q&A 32928 (2019-11-15, seen through dmwiki's 公式Q&A 2019年11月15日更新版): 死神アトミック・デストロイヤー
    chooses your アネモⅢ with one オレガ・オーラ attached; how many creatures must the opponent destroy?
    Two: the attached オーラ counts as a card of that creature. 予言者リュゾル with 極幻空 ザハ・エルハ (an
    オレガ・オーラ) stands in for アネモⅢ and its オーラ (not in the catalog). Player B has three creatures
    and keeps one.
    Given it is player A's turn
    And player A's hand holds: 死神アトミック・デストロイヤー
    And player A's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ, 青銅の鎧
    And player B's battle zone holds, left to right: アクア・ビークル, 凶戦士ブレイズ・クロー, 予言者クルト
    And player A will choose 予言者リュゾル as target
    When an effect of player A's casts 死神アトミック・デストロイヤー from their hand without paying its cost
    Then under tcg player B's battle zone holds 1 creatures
    And under tcg player B's graveyard has 2 cards

  @qa:32928 @cr:109.2c
  Scenario: The control: a creature of one card, no オーラ, makes the opponent destroy one
    The same spell choosing 青銅の鎧 (one card): one of player B's creatures is destroyed.
    Given it is player A's turn
    And player A's hand holds: 死神アトミック・デストロイヤー
    And player A's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ, 青銅の鎧
    And player B's battle zone holds, left to right: アクア・ビークル, 凶戦士ブレイズ・クロー, 予言者クルト
    And player A will choose 青銅の鎧 as target
    When an effect of player A's casts 死神アトミック・デストロイヤー from their hand without paying its cost
    Then under tcg player B's battle zone holds 2 creatures

  @cr:109.2c @tcg-general
  Scenario: An evolution creature with an オーラ: its two cards and the オーラ count three
    109.2c: an evolution creature consists of its stack (the evolution and the card under it) and the
    オーラ attached to it: three cards (クリスタル・ランサー on アクア・ガード with 極幻空 ザハ・エルハ), so
    player B destroys three of their four creatures.
    Given it is player A's turn
    And player A's hand holds: 死神アトミック・デストロイヤー
    And player A's battle zone holds, left to right: クリスタル・ランサー with 極幻空 ザハ・エルハ on アクア・ガード
    And player B's battle zone holds, left to right: アクア・ビークル, 凶戦士ブレイズ・クロー, 予言者クルト, 青銅の鎧
    And player A will choose クリスタル・ランサー as target
    When an effect of player A's casts 死神アトミック・デストロイヤー from their hand without paying its cost
    Then under tcg player B's battle zone holds 1 creatures
    And under tcg player B's graveyard has 3 cards
