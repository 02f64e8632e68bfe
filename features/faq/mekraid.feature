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

  @qa:dmwiki-mekraid-is-summon
  Scenario: A creature used by メクレイド is summoned: 赤い稲妻 テスタ・ロッサ's "except by summoning" does not stop it
    dmwiki メクレイド: using a creature card by the effect is summoning, so a hoser of creatures put
    "in any way except by summoning" (赤い稲妻 テスタ・ロッサ, all-en text) does not apply. Player B's テスタ・ロッサ
    is out on player A's turn; 強襲竜 ボルシャック・レイダー attacks and its メクレイド summons the second
    ボルシャック・レイダー found on top of the deck.
    Given player A's battle zone holds, left to right: 強襲竜 ボルシャック・レイダー
    And player A's deck holds, top first: 強襲竜 ボルシャック・レイダー, 予言者リュゾル, 予言者リュゾル, 青銅の鎧
    And player B's battle zone holds, left to right: 赤い稲妻 テスタ・ロッサ
    And player B has 3 shields
    When player A attacks player B with 強襲竜 ボルシャック・レイダー
    Then under tcg player A's battle zone holds 2 creatures
    And under tcg player A's graveyard has 0 cards

  @qa:dmwiki-mekraid-is-summon
  Scenario: The control: a creature put by an effect, not summoned, is sent to the graveyard by テスタ・ロッサ
    Given player A's hand holds: 暗黒の騎士ザガーン
    And player B's battle zone holds, left to right: 赤い稲妻 テスタ・ロッサ
    When an effect puts 暗黒の騎士ザガーン from player A's hand into their battle zone
    Then under tcg 暗黒の騎士ザガーン is in player A's graveyard

  @qa:dmwiki-mekraid-is-summon
  Scenario: A hoser that stops a creature entering still applies to メクレイド's summon
    dmwiki メクレイド: hosers that stop or redirect a creature entering (検問の守り 輝羅, とこしえの超人) still
    apply. Player B's 「修羅」の頂 VAN・ベートーベン (a dragon or command the opponent puts goes to the
    graveyard instead) stands in for them: the ボルシャック・レイダー メクレイド summons goes to the graveyard.
    Given player A's battle zone holds, left to right: 強襲竜 ボルシャック・レイダー
    And player A's deck holds, top first: 強襲竜 ボルシャック・レイダー, 予言者リュゾル, 予言者リュゾル, 青銅の鎧
    And player B's battle zone holds, left to right: 「修羅」の頂 VAN・ベートーベン
    And player B has 3 shields
    When player A attacks player B with 強襲竜 ボルシャック・レイダー
    Then under tcg player A's battle zone holds 1 creatures
    And under tcg 強襲竜 ボルシャック・レイダー is in player A's graveyard
