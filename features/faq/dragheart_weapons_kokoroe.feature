@faq
Feature: What a weapon (and an オーラ) does not add to 「こうして山札に加えたカード」
  ジョーカーズの心絵 counts the cards its effect put into each deck: an オーラ follows its creature by
  the rules (310.8a) and a weapon stays behind, alone, and goes to the hyperspatial zone (305.3,
  117.2); neither was put into the deck by the effect.

  @qa:dmwiki-2022-09-20-kokoroe @cr:117.2
  Scenario: ジョーカーズの心絵 shuffles in a creature with an オーラ and one with a weapon: two shields, not four
    Q&A of 2022-09-20 on ジョーカーズの心絵 (dmwiki 公式Q&A 2022年9月20日更新版): オーラやウエポンは山札に
    加えたカードの枚数に含めません…オーラも山札に加えてからシャッフルします。ただし、これはカードの効果による移動
    ではなく、オーラのルールによる移動ですので、その枚数は数えません。ウエポンは、クリーチャーが山札に加わった場合
    でも山札に加わらず、超次元ゾーンに置かれます。 Its text (dmwiki): 「このタマシードが出た時、各プレイヤーは
    自身のクリーチャーとタマシードを最大1つずつ選び、残りをすべて山札に加えてシャッフルする。その後、各プレイヤーは、
    こうして山札に加えたカード1枚につき、自身の山札の上から1枚目をシールド化する。」 Player B keeps nothing:
    予言者リュゾル with the オーラ 極幻空 ザハ・エルハ and 凶戦士ブレイズ・クロー equipped with 銀河剣 プロトハート
    go: the オーラ into the deck with its creature, the weapon to the hyperspatial zone. Player B put two
    cards into the deck and makes two shields; player A, keeping nothing, put ジョーカーズの心絵 itself
    there and makes one.
    Given it is player A's turn
    And player A has 0 shields
    And player B has 0 shields
    And player A's hand holds: ジョーカーズの心絵
    And player A's mana zone holds: 8 x 予言者リュゾル
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ, 凶戦士ブレイズ・クロー, 銀河剣 プロトハート
    And 銀河剣 プロトハート is equipped to 凶戦士ブレイズ・クロー
    When player A uses the タマシード ジョーカーズの心絵
    Then under tcg player B has 2 shields
    And under tcg player A has 1 shield
    And under tcg 銀河剣 プロトハート is in player B's hyperspatial zone
    And under tcg 銀河剣 プロトハート was never in player B's deck
