@movement
Feature: "The first time" and looking back when cards move together
  000 同時に複数のカードが移動する際の順序: in DMPS only the card earlier in the move order counts
  as "destroyed for the first time"; the TCG counts every card moved together (Q&A 40030).
  The move order does not apply to abilities that look back (過去の状態を見る): a creature
  that leaves together with others still sees them leave.

  @ex:DMPS-MOVE-02 @ex:TCG-MOVE-01 @ex:DMPS-MOVE-11
  Scenario Outline: 希望のファンクラップソディ ×2 and 学校男 destroying 西部人形ザビ・バレル and itself
    The TCG text of 希望のファンクラップソディ has no "first time" (catalog note), so every
    profile plays its DMPS text here, as the seed compares the two rules on it. 学校男's
    "destroy 2 of your creatures" is a selection: DMPS destroys them in the order selected
    (DMPS-MOVE-11, the catalog's inference), and only the first counts as destroyed for the
    first time, so both abilities put out that card. Under the TCG both count, so each ability
    may refer to either: the proper play puts out one of each.

    Given 希望のファンクラップソディ plays its DMPS text under every profile
    And it is player A's turn
    And player A's battle zone holds, left to right: 希望のファンクラップソディ, 希望のファンクラップソディ, 西部人形ザビ・バレル
    And player A's hand holds: 学校男
    And player A's deck holds, top first: 西部人形ザビ・バレル, 西部人形ザビ・バレル, 学校男, 学校男, 5 x 予言者リュゾル
    And player A will choose <first> as target
    And player A will choose <second> as target
    When an effect puts 学校男 from player A's hand into the battle zone
    Then under dmps and tcg 希望のファンクラップソディ's ability triggers 2 times
    And under dmps 希望のファンクラップソディ's abilities may refer to: <first>
    And under dmps the creatures put into player A's battle zone were: 学校男, <first>, <first>
    And under tcg 希望のファンクラップソディ's abilities may refer to: 西部人形ザビ・バレル, 学校男
    And under tcg in some choice of what the abilities refer to, the creatures put into player A's battle zone were: 学校男, <first>, <second>

    Examples:
      | first              | second             |
      | 西部人形ザビ・バレル | 学校男             |
      | 学校男             | 西部人形ザビ・バレル |

  @ex:DMPS-MOVE-04
  Scenario: インフィニティ・ドラゴン and two other dragons are destroyed by an "all" effect: it triggers once
    The DMPS text is the seed's description ("自分のドラゴンがバトルゾーンを離れた"), read as "one
    or more of your dragons": it triggers once for the dragons leaving together. What it then
    does is not given (the card's note). インフィニティ・ドラゴン is leftmost, so it moves first.

    Given it is player B's turn
    And player A's battle zone holds, left to right: インフィニティ・ドラゴン, グラディアン・レッド・ドラゴン, 紅神龍メルガルス
    When an effect of player B's destroys all creatures
    Then under dmps インフィニティ・ドラゴン's ability triggers 1 time
    And under dmps player A's graveyard holds: インフィニティ・ドラゴン, グラディアン・レッド・ドラゴン, 紅神龍メルガルス

  @ex:DMPS-MOVE-04
  Scenario: インフィニティ・ドラゴン leaves last, selected, to the hand: it still triggers once
    Whatever their order, the kind of card used or the order selected (000).

    Given it is player B's turn
    And player A's battle zone holds, left to right: インフィニティ・ドラゴン, グラディアン・レッド・ドラゴン, 紅神龍メルガルス
    When an effect of player B's returns 紅神龍メルガルス, グラディアン・レッド・ドラゴン and インフィニティ・ドラゴン to their owner's hand
    Then under dmps インフィニティ・ドラゴン's ability triggers 1 time
    And under dmps player A's hand holds: 紅神龍メルガルス, グラディアン・レッド・ドラゴン, インフィニティ・ドラゴン

  @ex:DMPS-MOVE-03 @tcg-general
  Scenario: A watcher destroyed first, together with two others, still sees both destroyed
    封魔妖スーパー・クズトレイン ("when another creature is destroyed") is leftmost, so the "all"
    effect destroys it first in DMPS's move order; looking back, it sees the two others
    destroyed with it and triggers twice (the catalog's reading of 000 for DMPS). The TCG
    disagrees: 603.5c lets a card look back only at itself, so a watcher destroyed together with
    the others sees none of them (official Q&A 43783 and 39429; engine/policies/lookback.py).

    Given it is player B's turn
    And player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, 爆炎野郎ジョー, クラッグザウルス
    When an effect of player B's destroys all creatures
    Then under dmps the last cards that moved together moved in this order: 封魔妖スーパー・クズトレイン, 爆炎野郎ジョー, クラッグザウルス
    And under dmps 封魔妖スーパー・クズトレイン's ability triggers 2 times
    And under tcg 封魔妖スーパー・クズトレイン's ability does not trigger
