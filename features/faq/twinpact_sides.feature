@faq
Feature: A twinpact chosen by a condition, then used by either side
  201.2b: a twinpact card outside the battle zone has both sides' civilizations and costs; 808: it is used
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
