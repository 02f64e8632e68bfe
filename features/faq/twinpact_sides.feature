@faq
Feature: A twinpact chosen by a condition, then used by either side
  201.2b: a twinpact card outside the battle zone has both sides' civilizations and costs; 810.1: it is used
  as one of its sides. An effect that checks a card and then, as a separate instruction, uses "that card"
  chose the card as a whole: either side may be used. ブレイン珊瑚の仙樹 (dmwiki): 「カードを3枚引く。その後、
  自分の手札の枚数以下のコストを持つ水のカードを1枚、自分の手札から選んでもよい。そうしたら、そのカードをコストを
  支払わずに使う。」

  @qa:dmwiki-twinpact-condition-vs-play
  Scenario: ブレイン珊瑚の仙樹 chooses the twinpact by its water creature side; its fire spell side is cast
    dmwiki ツインパクト (https://dmarchive.net/?ツインパクト, summarising the official FAQ of ブレイン珊瑚の仙樹): when
    the condition is checked and the card used as separate steps, the card qualifies as a whole and either
    side may be used. Player A's hand after drawing three holds four cards: 勇気と知識 テスタ・ロッサ&アリス (a water
    creature, cost 2) qualifies, its side 「行くぜアリス!」「行けるわテスタ!」 (a fire spell, cost 5) alone would not;
    カワモリデン (nature) does not. Both sides of the twinpact are offered, not カワモリデン; player A casts the
    fire spell, which destroys player B's 青銅の鎧.
    Given it is player A's turn
    And player A's hand holds: ブレイン珊瑚の仙樹, 勇気と知識 テスタ・ロッサ&アリス, カワモリデン
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's battle zone holds: 青銅の鎧
    And player A will cast 「行くぜアリス!」「行けるわテスタ!」 from the hand
    When an effect of player A's casts ブレイン珊瑚の仙樹 from their hand without paying its cost
    Then under tcg player A's options for "cast from hand" were: 勇気と知識 テスタ・ロッサ&アリス／「行くぜアリス!」「行けるわテスタ!」, 「行くぜアリス!」「行けるわテスタ!」, stop
    And under tcg 青銅の鎧 is in player B's graveyard
    And under tcg 勇気と知識 テスタ・ロッサ&アリス is in player A's graveyard
    And under tcg player A's hand has 4 cards

  @qa:dmwiki-twinpact-spell-summonion
  Scenario: スペル・サモニオン reveals a twinpact that wins as a spell and as a creature: only one side is used
    dmwiki ツインパクト (https://dmarchive.net/?ツインパクト): when the cards 蒼神龍スペル・サモニオン reveals are both
    twinpacts and one wins on both sides, its player chooses one side to use; once used the card has left its
    place, so both sides cannot be used. Player A reveals キング・ザ・スロットン7／7777777 (7777, its spell side costs 3),
    player B サイバー・K・ウォズレック／ウォズレックの審問 (6000, its spell side costs 2): player A wins both comparisons,
    casts 7777777 and is then not offered to summon キング・ザ・スロットン7, whose card is in the graveyard.
    Given it is player A's turn
    And player A's battle zone holds: 蒼神龍スペル・サモニオン
    And player A's deck holds, top first: キング・ザ・スロットン7, 4 x 予言者リュゾル
    And player B's deck holds, top first: サイバー・K・ウォズレック, 4 x 予言者リュゾル
    And player B has 5 shields
    When player A attacks player B with 蒼神龍スペル・サモニオン
    Then under tcg player A's options for "cast for free" were: 7777777, stop
    And under tcg player A was offered to put into the battle zone: nothing
    And under tcg キング・ザ・スロットン7 is in player A's graveyard
    And under tcg player A's battle zone holds 1 creatures

  @qa:dmwiki-twinpact-spell-summonion
  Scenario: The same reveal, player A declines the spell side and summons the creature side instead
    The other choice of the same ruling: player A does not cast 7777777, so the card is still on top of the
    deck when the creatures are compared, and player A summons キング・ザ・スロットン7 for free.
    Given it is player A's turn
    And player A's battle zone holds: 蒼神龍スペル・サモニオン
    And player A's deck holds, top first: キング・ザ・スロットン7, 4 x 予言者リュゾル
    And player B's deck holds, top first: サイバー・K・ウォズレック, 4 x 予言者リュゾル
    And player B has 5 shields
    And player A will not cast 7777777 for free
    When player A attacks player B with 蒼神龍スペル・サモニオン
    Then under tcg player A was offered to put into the battle zone: キング・ザ・スロットン7／7777777
    And under tcg キング・ザ・スロットン7 is in player A's battle zone
    And under tcg player A's graveyard has 0 cards
