@faq
Feature: Official rulings on abilities that trigger before a break (ブレイクの前に)
  A "before the break" ability triggers when the shields to break are chosen, once per shield
  (603.7), and the waiting effects of those abilities resolve before anything else waiting; then
  the effects they made wait resolve; then the shields chosen are broken, even if the breaking
  creature has left (509.4, rule notice of 2023-09-14). マスター・ブレイカー: "the turn this
  creature entered, before each break, destroy one of the opponent's creatures".

  Background:
    Given it is player A's turn
    And player A's battle zone holds, left to right: ジョニー・ザ・ビギニング (summoned this turn)
    And player B has 3 shields

  @qa:dmwiki-master-breaker @cr:509.3
  Scenario: マスター・ブレイカー destroys an opposing creature before ジョニー・ザ・ビギニング breaks a shield
    Official Q&A quoted by dmwiki マスター・ブレイカー (https://m.dmwiki.net/マスター・ブレイカー; undated, 2017):
    the turn ジョニー・ザ・ビギニング entered, before it breaks shields one of the opponent's
    creatures is destroyed; attacking, it is not blocked, destroys, then breaks. Put this turn,
    it attacks player B (which it may, the turn it entered): player B's 予言者クルト is destroyed
    and then one shield is broken.
    Given player B's battle zone holds, left to right: 予言者クルト
    When player A attacks player B with ジョニー・ザ・ビギニング
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg player B has 2 shields

  @tcg-general
  Scenario: マスター・ブレイカー does nothing after the turn ジョニー・ザ・ビギニング entered
    The control of the scenario above: ジョニー・ザ・ビギニング was there before this turn; its
    break destroys nothing.
    Given player A's battle zone holds, left to right: ジョニー・ザ・ビギニング
    And player B's battle zone holds, left to right: 予言者クルト
    When player A attacks player B with ジョニー・ザ・ビギニング#2
    Then under tcg 予言者クルト is in player B's battle zone
    And under tcg player B has 2 shields

  @qa:notice-2023-09-14 @cr:509.4 @cr:509.4a
  Scenario: Two before-break abilities resolve first, then what they made wait, then the two shields are broken
    Rule-change notice of 2023-09-14 (https://dm.takaratomy.co.jp/?p=43812, 509.4 and 603.7): the
    effects of the "before the break" abilities resolve first; after they are all done, the
    other waiting effects resolve; the shields chosen are broken after that. ジョニー・ザ・ビギニング,
    given W・ブレイカー, breaks two shields: its マスター・ブレイカー triggers twice and destroys
    player B's two アクア・ウォリアー one after the other; only then do their two "when this
    creature is destroyed" abilities resolve (player B draws), and then the shields are broken.
    Given player B's battle zone holds, left to right: アクア・ウォリアー, アクア・ウォリアー
    And player B's deck holds, top first: 10 x 予言者リュゾル
    When an effect of player A's gives ジョニー・ザ・ビギニング w breaker
    And player A attacks player B with ジョニー・ザ・ビギニング
    Then under tcg, tcg-2021 player B has 1 shield
    And under tcg, tcg-2021 player B's graveyard holds: アクア・ウォリアー, アクア・ウォリアー
    And under tcg, tcg-2021 these happen in this order:
      | step                                          |
      | ジョニー・ザ・ビギニング: master breaker resolves |
      | ジョニー・ザ・ビギニング: master breaker resolves |
      | アクア・ウォリアー: this destroyed resolves       |
      | アクア・ウォリアー: this destroyed resolves       |
    And under tcg, tcg-2021 player B drew 4 cards
