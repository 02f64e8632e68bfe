@keywords
Feature: Each player's own choice, each player's hand, and a card chosen from the looked-at hand
  「各プレイヤーはカードを1枚引いてもよい」 (ファンキー・ウィザード: each player decides for themselves, the turn
  player first), 「各プレイヤーは、相手の手札を1枚見ないで選び、捨てさせる」 (憔悴の影ブロークン・ヘッド: each hand
  loses a card chosen without looking, drawn by lot) and 「相手の手札を見て、その中から1枚選ぶ。相手はそれを持ち主の
  墓地に置く」 (策略の手: a discard the caster chooses, having seen the hand).

  @classic @tcg-general
  Scenario: ファンキー・ウィザード: the opponent declines its draw, its controller draws
    Given it is player A's turn
    And player A's hand holds: ファンキー・ウィザード
    And player A's mana zone has 4 cards of アクア・ビークル
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player B's deck holds, top first: 爆炎野郎ジョー, 予言者リュゾル
    And player B will not use the optional ability of ファンキー・ウィザード
    When player A summons ファンキー・ウィザード
    Then under tcg 予言者クルト is in player A's hand
    And under tcg 爆炎野郎ジョー is in player B's deck

  @classic @tcg-general
  Scenario: 憔悴の影ブロークン・ヘッド: each player's hand loses a card
    Given it is player A's turn
    And player A's battle zone holds, left to right: 憔悴の影ブロークン・ヘッド
    And player A's hand holds: 予言者クルト
    And player B's hand holds: 爆炎野郎ジョー
    When player A uses the tap skill of 憔悴の影ブロークン・ヘッド
    Then under tcg 予言者クルト is in player A's graveyard
    And under tcg 爆炎野郎ジョー is in player B's graveyard

  @classic @tcg-general
  Scenario: 策略の手: the caster looks at the opponent's hand and chooses the card they discard
    Given it is player A's turn
    And player A's hand holds: 策略の手
    And player B's hand holds: 予言者クルト, 爆炎野郎ジョー
    And player A will choose 爆炎野郎ジョー to discard
    When player A casts 策略の手 without paying its cost
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg 予言者クルト is in player B's hand
    And under tcg player A has seen 予言者クルト

  @classic @tcg-general
  Scenario: 高波男: the chosen opponent's creature must attack during the next turn, the opponent's
    「バトルゾーンにある相手のクリーチャーを1体選ぶ。そのクリーチャーは、次のターン、可能であれば攻撃する」. Read: the next
    turn is the opponent's; what it gets lasts until its controller's next turn starts.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 高波男
    And player B's battle zone holds, left to right: 予言者クルト, 予言者リュゾル
    And player A will choose 予言者クルト as target
    When player A uses the tap skill of 高波男
    And player A ends the turn
    Then under tcg 予言者クルト has the keyword must attack
    And under tcg 予言者リュゾル does not have the keyword must attack
