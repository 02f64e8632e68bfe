@faq
Feature: メクレイド: look at three, use one of the race for free, the rest to the bottom (公式Q&A 2023-04-14)
  The official Q&A of 2023-04-14 (through dmwiki's 公式Q&A 2023年4月14日更新版) on 強襲竜 ボルシャック・レイダー／
  レイド・エントリー's アーマード・メクレイド8, and dmwiki メクレイド: the top three cards are looked at; one with an
  アーマード race and a cost of 8 or less may be used without paying its cost, whatever its card type (a
  creature summoned, a spell cast, a タマシード used; a twinpact by either side); the rest go to the bottom
  of the deck. The card's text is from all-en (engine/catalog/cards/faq.yaml).

  Background:
    Given it is player A's turn

  @qa:dmwiki-2023-04-14-mekuraid-1
  Scenario: メクレイド may use any card type of the race: a タマシード, or either side of a twinpact
    Q&A of 2023-04-14: may メクレイド use only creatures? No: spells and タマシード of the race too, and a
    twinpact by either side. 強襲竜 ボルシャック・レイダー attacks: its アーマード・メクレイド8 looks at ボル武者の炎霊
    (an アーマード・ドラゴン タマシード), a second ボルシャック・レイダー／レイド・エントリー and 予言者リュゾル. Offered: the
    タマシード and both sides of the twinpact, not 予言者リュゾル. Player A uses the タマシード (the first offer);
    the two others go to the bottom of the deck, under 青銅の鎧 (their order is player A's).
    Given player A's battle zone holds, left to right: 強襲竜 ボルシャック・レイダー
    And player A's deck holds, top first: ボル武者の炎霊, 強襲竜 ボルシャック・レイダー, 予言者リュゾル, 青銅の鎧
    And player B has 3 shields
    When player A attacks player B with 強襲竜 ボルシャック・レイダー
    Then under tcg player A's options for "cast for free" were: ボル武者の炎霊, 強襲竜 ボルシャック・レイダー／レイド・エントリー, レイド・エントリー, stop
    And under tcg ボル武者の炎霊 is in player A's battle zone
    And under tcg player A's deck has 3 cards
    And under tcg 青銅の鎧 is in player A's deck

  @qa:dmwiki-2023-04-14-mekuraid-2
  Scenario: レイド・エントリー is shuffled into the deck first, so its own メクレイド may find it
    Q&A of 2023-04-14: when レイド・エントリー is cast, is the card shuffled into the deck before the
    メクレイド? Yes: the text is done in its written order. Player A's deck holds two cards, so after the
    shuffle the three cards looked at are the whole deck, レイド・エントリー's own card among them: player A
    summons 強襲竜 ボルシャック・レイダー from it for free. (Were the メクレイド done first, the card would not
    be in the deck to be found.)
    Given player A's hand holds: レイド・エントリー
    And player A's deck holds, top first: 予言者リュゾル, 青銅の鎧
    When an effect of player A's casts レイド・エントリー from their hand without paying its cost
    Then under tcg 強襲竜 ボルシャック・レイダー is in player A's battle zone
    And under tcg player A's deck has 2 cards
    And under tcg player A's graveyard has 0 cards
