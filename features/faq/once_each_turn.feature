@faq
Feature: An ability usable once each turn: spent when used, and each card's own
  「各ターンに一度」 (older wording: 「この能力は、各ターン1度しか使えない」) limits how often an ability is
  used, not how often it triggers: it triggers each time its condition is met (603.2, 603.2b) and its
  controller chooses each time whether to use it; it is spent only by a use. An evolution creature
  is one creature, but its abilities come from its cards (109.2c): the card put on top is another
  source, whose ability is unused.

  @qa:judgeall-lionel-once
  Scenario: 「正義星帝」 <ライオネル.Star>'s ability skipped on the first タマシード is used on the second, and not on the third
    dmjudgeall デッキ別ルール 光水タマシード, on 「正義星帝」 <ライオネル.Star>: 「自分がタマシードを出すたびに、
    この能力を使うかどうかを選択できます。ターン中最初にタマシードを出した時に能力を使ってもいいですし、最初に出した
    時には使わず、次にタマシードを出した時に能力を使うこともできます。」 Its text: 「各ターンに一度、自分のタマシードが
    出た時、コスト6以下の進化クリーチャーを1体、自分の手札から出してもよい。」 Player A uses three カーネンの心絵:
    on the first the ability is not used, on the second it puts 聖皇エール・ソニアス onto 宣凶師ベルモーレ, on the
    third it is spent and the other 聖皇エール・ソニアス stays in the hand.
    Given it is player A's turn
    And player A's battle zone holds: 「正義星帝」 <ライオネル.Star> on 宣凶師キンゼラ, 宣凶師ベルモーレ, 宣凶師ベルモーレ
    And player A's hand holds: 3 x カーネンの心絵, 2 x 聖皇エール・ソニアス
    And player A's mana zone holds: 9 x 宣凶師キンゼラ
    And player A's deck holds, top first: 10 x 予言者リュゾル
    And player A will not use the optional ability of 「正義星帝」 <ライオネル.Star>
    And player A will use the optional ability of 「正義星帝」 <ライオネル.Star>
    When player A uses the タマシード カーネンの心絵
    Then under tcg player A's hand holds: 2 x カーネンの心絵, 2 x 聖皇エール・ソニアス
    When player A uses the タマシード カーネンの心絵
    Then under tcg player A's hand holds: カーネンの心絵, 聖皇エール・ソニアス
    And under tcg 聖皇エール・ソニアス is in player A's battle zone
    When player A uses the タマシード カーネンの心絵
    Then under tcg player A's hand holds: 聖皇エール・ソニアス

  @qa:judgeall-lionel-stack @cr:109.2c
  Scenario: A second 「正義星帝」 <ライオネル.Star> put on the first by its ability has the ability unused
    The same page: 「《「正義星帝」 <ライオネル.Star>》の上に進化した《「正義星帝」 <ライオネル.Star>》は、進化前と
    同じクリーチャーとして扱われますが、効果の発生源となるカードはそれぞれ別です。新たに出した…」 (the answer: はい、
    もう1度能力を使えます). The first カーネンの心絵: the ability puts the other 「正義星帝」 <ライオネル.Star> on it;
    that card's 出た時 ability draws a card and puts the other カーネンの心絵 from the hand, and the card on
    top, a source of its own, uses its ability again: 聖皇エール・ソニアス onto 宣凶師ベルモーレ.
    Given it is player A's turn
    And player A's battle zone holds: 「正義星帝」 <ライオネル.Star> on 宣凶師キンゼラ, 宣凶師ベルモーレ
    And player A's hand holds: 2 x カーネンの心絵, 「正義星帝」 <ライオネル.Star>, 聖皇エール・ソニアス
    And player A's mana zone holds: 6 x 宣凶師キンゼラ
    And player A's deck holds, top first: 10 x 予言者リュゾル
    And player A will use the optional ability of 「正義星帝」 <ライオネル.Star>
    And player A will evolve onto 「正義星帝」 <ライオネル.Star>
    And player A will use the optional ability of 「正義星帝」 <ライオネル.Star>
    When player A uses the タマシード カーネンの心絵
    Then under tcg player A's hand does not have 「正義星帝」 <ライオネル.Star>
    And under tcg player A's hand does not have カーネンの心絵
    And under tcg 聖皇エール・ソニアス is in player A's battle zone
