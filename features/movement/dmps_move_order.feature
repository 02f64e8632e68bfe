@movement
Feature: The order of cards that move together
  000 同時に複数のカードが移動する際の順序: in DMPS, cards that move together still move one at
  a time, in one unique order: "all" / "the rest" effects leftmost first, into the hand
  rightmost first; an evolution creature top card first; other effects in the order the
  cards were selected or drawn by lot. That order decides who overflows a full zone, the
  order madness applies, and the cards' order in the destination zone. The TCG moves them at
  once; where their order shows, each owner orders their own (the decider).

  @ex:DMPS-MOVE-05 @ex:DMPS-MOVE-01 @tcg-general
  Scenario: An "all" effect destroys the leftmost creature first
    Under the TCG the owner orders the cards that go to the graveyard together, so some of
    those orders differ from DMPS's single one.

    Given it is player B's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, クラッグザウルス, 予言者リュゾル
    When an effect of player B's destroys all creatures
    Then under dmps the last cards that moved together moved in this order: 爆炎野郎ジョー, クラッグザウルス, 予言者リュゾル
    And under dmps player A's graveyard holds: 爆炎野郎ジョー, クラッグザウルス, 予言者リュゾル
    And under dmps in every choice of the move order, player A's graveyard holds: 爆炎野郎ジョー, クラッグザウルス, 予言者リュゾル
    And under tcg in some choice of the move order, player A's graveyard holds: 予言者リュゾル, クラッグザウルス, 爆炎野郎ジョー

  @ex:DMPS-MOVE-06
  Scenario: An "all" effect returns the rightmost creature to the hand first
    Given it is player B's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, クラッグザウルス, 予言者リュゾル
    When an effect of player B's returns all creatures to their owners' hands
    Then under dmps the last cards that moved together moved in this order: 予言者リュゾル, クラッグザウルス, 爆炎野郎ジョー
    And under dmps player A's hand holds: 予言者リュゾル, クラッグザウルス, 爆炎野郎ジョー
    And under dmps in every choice of the move order, player A's hand holds: 予言者リュゾル, クラッグザウルス, 爆炎野郎ジョー

  @ex:DMPS-MOVE-09 @ex:DMPS-MOVE-06 @ex:DMPS-MOVE-08 @ex:DMPS-MOVE-01
  Scenario: キング・アトランティス returns all with 8 cards in hand: the rightmost reach the hand
    000: アクア・ハルカス, then クリスタル・ランサー (its top card before the アクア・ガード under it)
    reach the hand (10 cards); アクア・ガード and アクア・ビークル go to the graveyard by the hand
    limit, in that order.

    Given it is player B's turn
    And player A's hand has 8 cards
    And player A's battle zone holds, left to right: アクア・ビークル, クリスタル・ランサー on アクア・ガード, アクア・ハルカス
    And player B's hand holds: キング・アトランティス
    When an effect puts キング・アトランティス from player B's hand into the battle zone
    Then under dmps the last cards that moved together moved in this order: アクア・ハルカス, クリスタル・ランサー, アクア・ビークル
    And under dmps player A's hand has 10 cards
    And under dmps アクア・ハルカス is in player A's hand
    And under dmps クリスタル・ランサー is in player A's hand
    And under dmps player A's graveyard holds: アクア・ガード, アクア・ビークル
    And under dmps 2 cards overflowed into player A's graveyard

  @ex:DMPS-MOVE-07 @tcg-general
  Scenario: オリオティス・ジャッジ puts creatures on the bottom of the deck in an order drawn by lot
    000: オリオティス・ジャッジ is no leftmost-first "all" effect; its deck order is random (the
    source guesses why). Under DMPS either order comes from the lots; under the TCG ("in any
    order") from the owner's choice.

    Given it is player B's turn
    And player A's mana zone holds: シェル・ラック
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, クラッグザウルス
    And player A's deck has 5 cards
    And player B's hand holds: オリオティス・ジャッジ
    When player B casts オリオティス・ジャッジ without paying its cost
    Then under dmps in some draw of the lots, the bottom 2 cards of player A's deck are, top to bottom: 爆炎野郎ジョー, クラッグザウルス
    And under dmps in some draw of the lots, the bottom 2 cards of player A's deck are, top to bottom: クラッグザウルス, 爆炎野郎ジョー
    And under tcg in some choice of the move order, the bottom 2 cards of player A's deck are, top to bottom: 爆炎野郎ジョー, クラッグザウルス
    And under tcg in some choice of the move order, the bottom 2 cards of player A's deck are, top to bottom: クラッグザウルス, 爆炎野郎ジョー
    And under dmps and tcg player A's battle zone holds 0 creatures

  @ex:DMPS-MOVE-14
  Scenario: 偽りの名 ゾルゲ makes two creatures of equal power battle: the one that triggered it goes first
    000: the creature whose entering triggered Zorge is destroyed first, so it lands first in
    the graveyard. Reading of the catalog note: both creatures are the player's own, of equal
    power (the battle partner is chosen among all creatures in the battle zone).

    Given it is player A's turn
    And player A's battle zone holds, left to right: 偽りの名 ゾルゲ, 爆炎野郎ジョー
    And player A's hand holds: クラッグザウルス
    And player A will choose 爆炎野郎ジョー as target
    When an effect puts クラッグザウルス from player A's hand into the battle zone
    Then under dmps クラッグザウルス battled 爆炎野郎ジョー
    And under dmps player A's graveyard holds: クラッグザウルス, 爆炎野郎ジョー
    And under dmps in every choice of the move order, player A's graveyard holds: クラッグザウルス, 爆炎野郎ジョー

  @ex:DMPS-MOVE-15
  Scenario Outline: 爆竜トルネードシヴァXX makes two creatures battle: the one chosen first goes first
    Given it is player A's turn
    And player B has 5 shields
    And player A's battle zone holds, left to right: 爆竜トルネードシヴァXX, 爆炎野郎ジョー, クラッグザウルス
    And player A will choose <first> as target
    And player A will choose <second> as target
    When player A attacks player B with 爆竜トルネードシヴァXX
    Then under dmps player A's graveyard holds: <first>, <second>
    And under dmps in every choice of the move order, player A's graveyard holds: <first>, <second>

    Examples:
      | first          | second         |
      | クラッグザウルス | 爆炎野郎ジョー   |
      | 爆炎野郎ジョー   | クラッグザウルス |
