@mana
Feature: The DMPS mana pool: released civilizations, max mana, the usable-mana cap, usable mana
  000 (マナコスト) and the older text of 001: no card is tapped; civilizations are released by
  the cards in the mana zone; max mana counts every card, the cap leaves out the
  mana-number-0 five-colour rainbows, usable mana refills to the cap at its owner's turn start.
  The scenarios' rainbow is 五元のロードライト (mana number 0).

  @ex:DMPS-MANA-01
  Scenario: One water card in the mana zone pays for a water card, never for a fire card
    Paying lowers usable mana by the cost; no particular mana card is spent (none is tapped).

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル
    And player A's hand holds: アクア・ガード, 凶戦士ブレイズ・クロー
    Then under dmps and dmps-old player A's released civilizations are water
    And under dmps and dmps-old player A cannot summon 凶戦士ブレイズ・クロー
    And under dmps and dmps-old player A can summon アクア・ガード
    When player A summons アクア・ガード
    Then under dmps and dmps-old player A's usable mana is 0
    And under dmps and dmps-old player A's max mana is 1
    And under dmps and dmps-old player A's mana zone has 0 tapped cards
    And under dmps and dmps-old アクア・ガード is in player A's battle zone

  @ex:DMPS-MANA-02
  Scenario: Returning the only fire card from the mana zone locks fire again
    Mana recovery is an effect that puts the card from the mana zone into the hand.

    Given it is player A's turn
    And player A's mana zone holds: ピコラのスパナ, アクア・ビークル, アクア・ビークル
    And player A's hand holds: 凶戦士ブレイズ・クロー
    Then under dmps and dmps-old player A can summon 凶戦士ブレイズ・クロー
    When an effect puts ピコラのスパナ from player A's mana zone into their hand
    Then under dmps and dmps-old player A's released civilizations are water
    And under dmps and dmps-old player A's usable mana is 2
    And under dmps and dmps-old player A cannot summon 凶戦士ブレイズ・クロー
    And under dmps and dmps-old player A cannot summon ピコラのスパナ

  @ex:DMPS-MANA-03
  Scenario: Three counters manage payment, and paying taps no card
    000 names three counters (max mana, the usable-mana cap, usable mana); 001 names two (max
    mana, usable mana) and states the rainbow rule as the turn-start refill stopping at max
    mana minus the five-colour cards. Reading (the catalog notes the question is open): the
    engine keeps the cap for both profiles, since every outcome 001 describes coincides;
    dmps-old is asserted only on what 001 says.

    Given it is player B's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル, アクア・ビークル, 五元のロードライト
    And player A has spent 4 mana this turn
    And player A's hand holds: アクア・ビークル
    When player A's turn starts
    Then under dmps player A's max mana is 5
    And under dmps player A's usable-mana cap is 4
    And under dmps and dmps-old player A's usable mana is 4
    When player A summons アクア・ビークル
    Then under dmps and dmps-old player A's usable mana is 2
    And under dmps and dmps-old player A's max mana is 5
    And under dmps player A's usable-mana cap is 4
    And under dmps and dmps-old player A's mana zone has 0 tapped cards

  @ex:DMPS-MANA-04 @tcg-general
  Scenario: Max mana counts every card of the mana zone, the rainbow too
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, ピコラのスパナ, シェル・ラック, 五元のロードライト
    Then under dmps and dmps-old player A's max mana is 4
    And under every profile player A's mana zone has 4 cards

  @ex:DMPS-MANA-05
  Scenario: The usable-mana cap leaves out the mana-number-0 rainbow
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, ピコラのスパナ, シェル・ラック, 五元のロードライト
    Then under dmps player A's usable-mana cap is 3
    And under dmps player A's max mana is 4
    And under dmps player A's usable mana is 3

  @ex:DMPS-MANA-06
  Scenario: Usable mana refills to the cap at its owner's turn start only
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, シェル・ラック, シェル・ラック, 五元のロードライト
    And player A has spent 4 mana this turn
    Then under dmps and dmps-old player A's usable mana is 0
    When player A ends the turn
    Then under dmps and dmps-old player A's usable mana is 0
    When player B ends the turn
    Then under dmps and dmps-old player A's usable mana is 4
    And under dmps and dmps-old player A's max mana is 5

  @ex:DMPS-MANA-07
  Scenario: A charged mono-colour card adds usable mana at once and releases its civilization
    The row's "非多色カード" is every non-multicolour card the later rows don't cover (the
    catalog's note): here an ordinary fire creature.

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル
    And player A has spent 2 mana this turn
    And player A's hand holds: ピコラのスパナ, 凶戦士ブレイズ・クロー
    When player A charges ピコラのスパナ
    Then under dmps and dmps-old player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps and dmps-old player A's usable mana is 1
    And under dmps and dmps-old player A's released civilizations are water and fire
    When player A summons 凶戦士ブレイズ・クロー
    Then under dmps and dmps-old 凶戦士ブレイズ・クロー is in player A's battle zone
    And under dmps and dmps-old player A's usable mana is 0

  @ex:DMPS-MANA-07
  Scenario: A mono-colour card an effect puts into the mana zone adds usable mana too
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル
    And player A has spent 2 mana this turn
    And player A's deck holds, top first: シェル・ラック, 予言者リュゾル, 予言者リュゾル
    When an effect puts 1 card from player A's deck into their mana zone
    Then under dmps and dmps-old player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps and dmps-old player A's usable mana is 1
    And under dmps and dmps-old player A's released civilizations are water and nature

  @ex:DMPS-MANA-08 @qa:dmps-multicolour-mana
  Scenario: A multicolour card raises max mana and the cap, not usable mana, until the next refill
    dmwiki TCG版との差異点 (DMPS; undated) says the same: a multicoloured card put into the mana zone
    raises max mana by 1 and usable mana by nothing (DMPS's counterpart of entering tapped).
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル
    And player A's hand holds: 無頼勇騎ゴンタ
    When player A charges 無頼勇騎ゴンタ
    Then under dmps and dmps-old player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps and dmps-old player A's usable mana is 2
    And under dmps and dmps-old player A's released civilizations are water, fire and nature
    When player A ends the turn
    And player B ends the turn
    Then under dmps and dmps-old player A's usable mana is 3

  @ex:DMPS-MANA-09 @qa:dmps-five-colour-mana
  Scenario: A mana-number-0 rainbow raises only max mana, now and at later turn starts
    dmwiki TCG版との差異点 (DMPS; undated, citing a DMPS FAQ) says the same: a five-civilization card
    releases its civilizations and raises max mana only; at a turn start usable mana recovers to
    max mana minus such cards.
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル
    And player A's hand holds: 五元のロードライト
    When player A charges 五元のロードライト
    Then under dmps and dmps-old player A's max mana is 3
    And under dmps player A's usable-mana cap is 2
    And under dmps and dmps-old player A's usable mana is 2
    And under dmps and dmps-old player A's released civilizations are light, water, darkness, fire and nature
    When player A ends the turn
    And player B ends the turn
    Then under dmps and dmps-old player A's usable mana is 2
    And under dmps and dmps-old player A's max mana is 3
