@faq
Feature: A タマシード an effect puts is not used: a 'used this turn' condition does not count it
  701.5a (rule notice of 2022-04-08): to use a card is to pay its cost to play it, or to play it by an ability
  whose text says 'use' (S・トリガー); a card an effect puts (出す) is not used. 「正義星帝」 <ライオネル.Star>
  (dmwiki): 「このクリーチャーが出た時、カードを1枚引く。その後、光のタマシードを1枚、自分の手札から出してもよい。」;
  ラクリマ・クロウラー (dmwiki): 「各ターンの終わりに、自分がそのターン中、コスト5以上の呪文またはコスト5以上の
  タマシードを使っていたら、このクリーチャーを手札から出してもよい。」; ジョーカーズの心絵 is a light タマシード of
  cost 8.

  @qa:dmwiki-2022-09-16-lionel
  Scenario: ジョーカーズの心絵 put by 「正義星帝」 <ライオネル.Star>'s ability is not used: ラクリマ・クロウラー stays in the hand
    公式Q&A of 2022-09-16 (dmwiki 公式Q&A 2022年9月16日更新版): a タマシード of cost 5 or more that 「正義星帝」
    <ライオネル.Star>'s ability puts is not used (いいえ、出せません: using is paying its cost in the main step),
    so at the end of the turn ラクリマ・クロウラー cannot come out. Player A summons 「正義星帝」 <ライオネル.Star>
    onto 予言者リュゾル (a creature: not counted by ラクリマ・クロウラー); its ability draws a card and puts
    ジョーカーズの心絵 from the hand (whose own ability then shuffles, keeping nothing, every card of player A's
    battle zone into the deck).
    Given it is player A's turn
    And player A's battle zone holds: 予言者リュゾル
    And player A's mana zone holds: 5 x 予言者リュゾル
    And player A's hand holds: 「正義星帝」 <ライオネル.Star>, ジョーカーズの心絵, ラクリマ・クロウラー
    And player A's deck holds, top first: 10 x 予言者リュゾル
    When player A summons 「正義星帝」 <ライオネル.Star> onto 予言者リュゾル
    Then under tcg player A's hand does not have ジョーカーズの心絵
    When player A ends the turn
    Then under tcg ラクリマ・クロウラー is in player A's hand

  @qa:dmwiki-2022-09-16-lionel
  Scenario: The same ジョーカーズの心絵 used from the hand, paying its cost, is used: ラクリマ・クロウラー comes out
    The other side (701.5a): using a タマシード is paying its cost; player A uses ジョーカーズの心絵 (cost 8), and at
    the end of the turn ラクリマ・クロウラー comes out of the hand (the turn's end is after ジョーカーズの心絵's
    ability has shuffled it into the deck: the condition reads the use, not the card's zone).
    Given it is player A's turn
    And player A's mana zone holds: 8 x 予言者リュゾル
    And player A's hand holds: ジョーカーズの心絵, ラクリマ・クロウラー
    And player A's deck holds, top first: 10 x 予言者リュゾル
    When player A uses the タマシード ジョーカーズの心絵
    And player A ends the turn
    Then under tcg ラクリマ・クロウラー is in player A's battle zone
