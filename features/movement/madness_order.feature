@movement
Feature: Madness creatures discarded together meet the battle-zone limit in move order
  000 同時に複数のカードが移動する際の順序: with 6 creatures in the battle zone and three madness
  creatures discarded together, the first in move order enters (7th) and the rest go to the
  graveyard by the battle-zone limit, as if they had always been there: their "enters"
  abilities don't trigger, but an ability that is part of the madness replacement itself
  still runs. ロスト・ソウル ("all") discards leftmost first; 特攻汽車ジェニー in the order
  selected; ニコル・ボーラス's order is not determined. The TCG has no battle-zone limit.

  Background:
    Given it is player B's turn
    And player A's battle zone holds, left to right: 予言者クルト, アクア・ビークル, うごめく者ボーン・グール, ピコラのスパナ, シェル・ラック, 爆炎野郎ジョー
    And player A's hand holds: 緑神龍アーク・デラセルナ, 翔竜提督ザークピッチ, 蒼神龍バイケン
    And player B's battle zone holds, left to right: クラッグザウルス

  @ex:DMPS-MOVE-10 @ex:DMPS-MOVE-05
  Scenario: ロスト・ソウル: アーク・デラセルナ enters, ザークピッチ and バイケン go to the graveyard
    蒼神龍バイケン's bounce follows its madness in the same replacement ("その後", its text
    before the 2025-05-29 maintenance, which the seed of 2025-03-31 describes), so it returns
    player B's creature although バイケン itself went to the graveyard.

    Given player B's hand holds: ロスト・ソウル
    When player B casts ロスト・ソウル without paying its cost
    Then under dmps the last cards that moved together moved in this order: 緑神龍アーク・デラセルナ, 翔竜提督ザークピッチ, 蒼神龍バイケン
    And under dmps player A's battle zone holds 7 creatures
    And under dmps 緑神龍アーク・デラセルナ is in player A's battle zone
    And under dmps player A's graveyard holds: 翔竜提督ザークピッチ, 蒼神龍バイケン
    And under dmps 翔竜提督ザークピッチ's ability does not trigger
    And under dmps クラッグザウルス is in player B's hand

  @ex:DMPS-MOVE-12 @ex:DMPS-MOVE-11
  Scenario: 特攻汽車ジェニー: the creature selected first enters, the second goes to the graveyard
    The card data has nothing on 特攻汽車ジェニー; its ability is assumed (the card's note):
    its controller selects two cards of the opponent's hand, discarded in the order selected.
    Selecting the rightmost-but-one first shows the order is the selection's, not left-first.

    Given player B's hand holds: 特攻汽車ジェニー
    And player B will choose 翔竜提督ザークピッチ then 緑神龍アーク・デラセルナ to discard
    When an effect puts 特攻汽車ジェニー from player B's hand into the battle zone
    Then under dmps the last cards that moved together moved in this order: 翔竜提督ザークピッチ, 緑神龍アーク・デラセルナ
    And under dmps 翔竜提督ザークピッチ is in player A's battle zone
    And under dmps player A's graveyard holds: 緑神龍アーク・デラセルナ
    And under dmps 蒼神龍バイケン is in player A's hand

  @ex:DMPS-MOVE-13
  Scenario: ニコル・ボーラス: exactly one madness creature enters, and which one is not determined
    Reading: ニコル・ボーラス makes player A discard 7 of 3 cards, so the selection takes every
    card and selects no order: DMPS draws it by lot (000: "抽選された順"). Every draw leaves 7
    creatures; each of the three can be the one that enters.

    Given player B's hand holds: ニコル・ボーラス
    When an effect puts ニコル・ボーラス from player B's hand into the battle zone
    Then under dmps in every draw of the lots, player A's battle zone holds 7 creatures
    And under dmps in some draw of the lots, 緑神龍アーク・デラセルナ is in player A's battle zone
    And under dmps in some draw of the lots, 翔竜提督ザークピッチ is in player A's battle zone
    And under dmps in some draw of the lots, 蒼神龍バイケン is in player A's battle zone
