@rules
Feature: A twinpact outside the battle zone has both sides' characteristics (201.2b)
  Outside the battle zone a twinpact is one card with two sides: it is a creature card and a
  spell card, its civilizations are both sides', and an effect that refers to its cost sees
  either side's (the player using the effect choosing). In the battle zone it is a creature and
  has its creature side's characteristics only. A card with a civilization is not colourless.

  @qa:42358
  Scenario: ゼロの裏技ニヤリー・ゲット does not take a twinpact whose creature side alone is colourless
    Q&A 42358 (2022-10-28, seen through dmwiki's 公式Q&A 2022年10月28日更新版): ニヤリー・ゲット
    reveals 神豚 ブータンPUNK／ブータン両成敗; may it be put into the hand as a colourless card? No:
    its creature side is colourless, but the card is a darkness card. The colourless 「命」の頂
    グレイテスト・グレート revealed with it is taken; the twinpact and the other card go to the
    bottom of the deck.
    Given it is player A's turn
    And player A's hand holds: ゼロの裏技ニヤリー・ゲット
    And player A's deck holds, top first: 神豚 ブータンPUNK／ブータン両成敗, 「命」の頂 グレイテスト・グレート, 予言者リュゾル, 5 x アクア・ビークル
    When an effect of player A's casts ゼロの裏技ニヤリー・ゲット from their hand without paying its cost
    Then under tcg player A's hand holds: 「命」の頂 グレイテスト・グレート
    And under tcg 神豚 ブータンPUNK／ブータン両成敗 is in player A's deck
    And under tcg 神豚 ブータンPUNK／ブータン両成敗 is not in player A's hand

  @qa:jokers-0006-1
  Scenario: A twinpact revealed by 予言者キュービック is a spell card, so it goes to the hand
    Q&A jokers-0006 (2018-03-15, dm.takaratomy.co.jp/rule/qa/jokers-0006): ハザード・オウ禍武斗／
    禍武斗の轟印 is a cost-9 creature and a cost-7 spell at once, so an effect looking for a
    creature and one looking for a spell both find it. 予言者キュービック ("if the revealed card is a
    spell, put it into your hand; otherwise into your graveyard") stands in for the search of the
    Q&A's question: the twinpact is a spell card and goes to the hand.
    Given it is player A's turn
    And player A's hand holds: 予言者キュービック
    And player A's deck holds, top first: ハザード・オウ禍武斗／禍武斗の轟印, 5 x 予言者リュゾル
    When an effect puts 予言者キュービック from player A's hand into the battle zone
    Then under tcg ハザード・オウ禍武斗／禍武斗の轟印 is in player A's hand
    And under tcg player A's graveyard has 0 cards

  @tcg-general
  Scenario: A twinpact in the mana zone gives both sides' civilizations
    魔導管理室 カリヤドネ／ハーミット・サークル has a water creature side and a light spell side:
    in the mana zone it is a water and light card (201.2b), so it pays for the light 予言者クルト.
    Given it is player A's turn
    And player A's mana zone holds: 魔導管理室 カリヤドネ／ハーミット・サークル
    And player A's hand holds: 予言者クルト
    When player A summons 予言者クルト
    Then under tcg, dmps 予言者クルト is in player A's battle zone
