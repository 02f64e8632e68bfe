@keywords
Feature: The revealed top card: cast for free, or taken if wanted; a creature's attack blocked
  「自分の山札の上から1枚目を表向きにする。そのカードがコスト7以下の呪文であれば、コストを支払わずにすぐに唱えてもよい。
  それ以外のカードの場合は墓地に置く」 (蒼神龍スペル・グレートブルー) and 「自分のクリーチャーがブロックした時またはブロック
  された時、自分の山札の上から1枚目を表向きにする。そのカードがナイトであれば、自分の手札に加えてもよい」
  (邪眼死龍デモトリーV世: the event of a creature of its controller's being blocked, as the blocker is tapped). Read:
  a card that passes and is not taken stays on top of the deck; the spell is cast from the deck top.

  @classic @tcg-general
  Scenario: 蒼神龍スペル・グレートブルー casts the revealed spell of cost 7 or less for free
    Given it is player A's turn
    And player A's battle zone holds, left to right: 蒼神龍スペル・グレートブルー
    And player A's deck holds, top first: エナジー・ライト, 予言者クルト, 予言者リュゾル
    And player B has 3 shields
    When player A attacks player B with 蒼神龍スペル・グレートブルー
    Then under tcg エナジー・ライト is in player A's graveyard
    And under tcg 予言者クルト is in player A's hand
    And under tcg 予言者リュゾル is in player A's hand

  @classic @tcg-general
  Scenario: 蒼神龍スペル・グレートブルー: any other revealed card goes to the graveyard
    Given it is player A's turn
    And player A's battle zone holds, left to right: 蒼神龍スペル・グレートブルー
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player B has 3 shields
    When player A attacks player B with 蒼神龍スペル・グレートブルー
    Then under tcg 予言者クルト is in player A's graveyard
    And under tcg player A's deck holds, top first: 予言者リュゾル

  @classic @tcg-general
  Scenario: 邪眼死龍デモトリーV世 blocked: the revealed ナイト may go to the hand
    Given it is player A's turn
    And player A's battle zone holds, left to right: 邪眼死龍デモトリーV世
    And player A's deck holds, top first: 天雷の導士アヴァラルド公, 予言者リュゾル
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with 邪眼死龍デモトリーV世
    Then under tcg 天雷の導士アヴァラルド公 is in player A's hand

  @classic @tcg-general
  Scenario: 邪眼死龍デモトリーV世: the revealed ナイト not taken stays on top of the deck
    Given it is player A's turn
    And player A's battle zone holds, left to right: 邪眼死龍デモトリーV世
    And player A's deck holds, top first: 天雷の導士アヴァラルド公, 予言者リュゾル
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B will block with 天空の守護者グラン・ギューレ
    And player A will not use the optional ability of 天雷の導士アヴァラルド公
    When player A attacks player B with 邪眼死龍デモトリーV世
    Then under tcg player A's deck holds, top first: 天雷の導士アヴァラルド公, 予言者リュゾル
