@dmps_adjustments
Feature: Optional effects made forced: draws at the maximum, replacements applied without asking
  000 カード効果の違い / 系統的な調整例: 多くの任意効果が強制となっている。特にドローの効果は最大枚数
  かつほとんどが強制である … DMPP-24時点でも枚数を選べるカードは存在せず、最大枚数を引くか1枚も引か
  ないかの2択である。 置換効果の適用もほぼすべてが強制である。 (001 has the first two lines too.)
  Which effects became forced is card data: the TCG text says "may" / "up to", the DMPS version
  does not. (The forced search of 幻想妖精カチュア, 000's own example, is in
  hidden_zones/forced_puts.feature.)

  @ex:DMPS-ADJ-02 @qa:dmps-optional-to-mandatory
  Scenario: エマージェンシー・タイフーン draws "up to 2" in the TCG, exactly 2 in DMPS
    TCG text (dm11-043): カードを２枚まで引く. The DMPS text is assumed to read カードを2枚引く
    (000: ドローの効果は最大枚数かつほとんどが強制; the card's note). The TCG player is offered
    every number from 2 down to 0; DMPS asks nothing and draws 2.
    dmwiki 調整が加えられたカード (デュエプレ) (a revision diff; undated) says the same: DMPS makes most optional
    effects mandatory and 'up to X' exactly X.
    Given it is player A's turn
    And player A's hand holds: エマージェンシー・タイフーン, 予言者クルト
    And player A's deck holds, top first: シェル・ラック, ピコラのスパナ, 爆炎野郎ジョー
    When player A casts エマージェンシー・タイフーン without paying its cost
    Then under tcg player A's options for "draw up to" were: 2 cards, 1 card, 0 cards
    And under tcg in some choice player A may make for "draw up to", player A drew 0 cards
    And under dmps and dmps-old player A was not asked to "draw up to"
    And under dmps and dmps-old player A drew 2 cards
    And under every profile player A's hand has 2 cards

  @ex:DMPS-ADJ-03 @tcg-general
  Scenario: 完全防御革命's replacement is asked in the TCG and applied at once in DMPS
    The catalog's TCG text is "捨ててもよい" (optional) and its DMPS text "捨てる" (000: 置換効果の
    適用もほぼすべてが強制; DMPS-REPL-09 for the deck-out that follows). Player B would lose by
    deck out at the start of their turn: under tcg B is asked whether to use it; under dmps
    nobody is asked and it is discarded (B still loses: the empty deck is checked again).
    Given it is player A's turn
    And player B's deck is empty
    And player B's hand holds: 完全防御革命
    When player A ends the turn
    Then under tcg player B's options for "use replacement" were: use 完全防御革命, skip 完全防御革命
    And under tcg in some choice player B may make for "use replacement", 完全防御革命 is in player B's hand
    And under dmps player B was not asked to "use replacement"
    And under dmps 完全防御革命 is in player B's graveyard
    And under every profile player B loses
