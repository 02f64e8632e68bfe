@faq
Feature: マジボンバー: look at the top card, then put a creature from the hand or that card (公式Q&A 2020-03-27)
  The official Q&A of 2020-03-27 (33393-33395, through dmwiki's 公式Q&A 2020年3月27日更新版) on マジボンバー
  and 巡霊者メスタポ's 「誰も山札を見ることはできない。」. The keyword's text is dmwiki マジボンバー's, on its example
  card U・S・A・ELEKI (<マジボンバー>3); 巡霊者メスタポ is classic-ja dm14-014 (engine/catalog/cards/
  rulings_capabilities.yaml). The lock is read where a deck would be looked at (engine.mechanics.looking).

  Background:
    Given it is player A's turn
    And player B has 3 shields

  @qa:33393
  Scenario: マジボンバー3 offers the creatures of cost 3 or less of the hand and the top card looked at
    Q&A 33393: what does マジボンバー do? When the creature attacks, its controller looks at the top card of
    their deck, then may put one creature of the stated cost or less from the hand or that top card into
    the battle zone. Offered: クラッグザウルス (hand, cost 3) and 爆炎野郎ジョー (the top card, cost 3), not 紅神龍メルガルス
    (cost 4); player A puts the top card.
    Given player A's battle zone holds, left to right: U・S・A・ELEKI
    And player A's hand holds: クラッグザウルス, 紅神龍メルガルス
    And player A's deck holds, top first: 爆炎野郎ジョー, 予言者リュゾル
    And player A will choose 爆炎野郎ジョー to put into the battle zone
    When player A attacks player B with U・S・A・ELEKI
    Then under tcg player A's options for "put into battle zone" were: クラッグザウルス, 爆炎野郎ジョー, stop
    And under tcg 爆炎野郎ジョー is in player A's battle zone
    And under tcg player A's deck has 1 card
    And under tcg player A's hand has 2 cards

  @qa:33394
  Scenario: Under 巡霊者メスタポ マジボンバー is still used, from the hand only
    Q&A 33394: with 巡霊者メスタポ out no one may look at a deck; may マジボンバー still be used? Yes: the
    ability is used, but the top card cannot be looked at, so the creature can come only from the hand.
    Player B's メスタポ locks player A too (誰も: no one).
    Given player A's battle zone holds, left to right: U・S・A・ELEKI
    And player B's battle zone holds, left to right: 巡霊者メスタポ
    And player A's hand holds: クラッグザウルス
    And player A's deck holds, top first: 爆炎野郎ジョー, 予言者リュゾル
    And player A will choose クラッグザウルス to put into the battle zone
    When player A attacks player B with U・S・A・ELEKI
    Then under tcg player A's options for "put into battle zone" were: クラッグザウルス, stop
    And under tcg クラッグザウルス is in player A's battle zone
    And under tcg player A's deck has 2 cards

  @qa:33395
  Scenario: A top card known from an earlier look is not put once 巡霊者メスタポ forbids looking
    Q&A 33395: with メスタポ out, may マジボンバー put a top card known from an earlier effect (悪臭怪人ゴキーン put a
    known creature on top)? No: what cannot be referred to when マジボンバー resolves cannot be put. Here the
    earlier effect is パルピィ・ゴービー's look at the top five cards (player A keeps 爆炎野郎ジョー on top), made
    before player A summons 巡霊者メスタポ; the reading: any way of knowing the card is alike (ゴキーン is not in the
    card facts at hand).
    Given player A's battle zone holds, left to right: U・S・A・ELEKI
    And player A's mana zone holds: 3 x アクア・ビークル, 3 x 予言者クルト
    And player A's hand holds: パルピィ・ゴービー, 巡霊者メスタポ
    And player A's deck holds, top first: 爆炎野郎ジョー, 予言者リュゾル
    When player A summons パルピィ・ゴービー
    And player A summons 巡霊者メスタポ
    And player A attacks player B with U・S・A・ELEKI
    Then under tcg player A's options for "put into battle zone" were: stop
    And under tcg 爆炎野郎ジョー is in player A's deck
