@faq
Feature: Tapping a tapped creature does nothing and is not a tap (105.6)
  Rule-change notice of 2017-04-06 (rulechange 31395), 105.6: 「タップしているクリーチャーを「タップする」能力や
  効果で選ぶ事は可能ですが、その状態にしたことにはなりません」. A "tap" effect may choose a creature that is already tapped, but the creature is not thereby put into that state: the step did
  nothing, so what follows 「そうした場合」 does not happen (engine/ops/creatures.py, op tap: only the
  creatures it tapped are what the step did).

  @qa:notice-2017-04-06-105.6 @cr:105.6
  Scenario: キャプテン・ジャイロ already tapped: "tap this; if you do, untap the winner" untaps nothing
    キャプテン・ジャイロ (dm20-022): 「自分のグレートメカオーがバトルに勝った時、このクリーチャーをタップしてもよい。
    そうした場合、その勝ったグレートメカオーをアンタップする。」 豪腕機兵ナックル・フィスト (a グレートメカオー)
    attacks and beats the tapped 予言者リュゾル; ジャイロ is already tapped. Its ability may still be
    used (the tap may choose a tapped creature), but tapping it does nothing, so the winner is not
    untapped.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 豪腕機兵ナックル・フィスト, キャプテン・ジャイロ (tapped)
    And player B's battle zone holds, left to right: 予言者リュゾル (tapped)
    And player A will use the optional ability of キャプテン・ジャイロ
    When player A attacks 予言者リュゾル with 豪腕機兵ナックル・フィスト
    Then under tcg キャプテン・ジャイロ's ability triggers
    And under tcg 予言者リュゾル is in player B's graveyard
    And under tcg 豪腕機兵ナックル・フィスト is tapped

  @qa:notice-2017-04-06-105.6 @cr:105.6
  Scenario: The control: キャプテン・ジャイロ untapped taps, and the winner is untapped
    The same board with ジャイロ untapped: tapping it is a tap, so 「そうした場合」 holds.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 豪腕機兵ナックル・フィスト, キャプテン・ジャイロ
    And player B's battle zone holds, left to right: 予言者リュゾル (tapped)
    And player A will use the optional ability of キャプテン・ジャイロ
    When player A attacks 予言者リュゾル with 豪腕機兵ナックル・フィスト
    Then under tcg キャプテン・ジャイロ is tapped
    And under tcg 豪腕機兵ナックル・フィスト is not tapped
