@faq
Feature: Official rulings on hyper mode (ハイパーモード) and ハイパー化
  814: a creature with a hyper mode has, while its hyper mode is released, its hyper-mode
  abilities besides its normal ones and its hyper-mode power instead of its normal power; not
  released, or outside the battle zone, they do not exist. ハイパー化 releases it: in the main
  step, nothing resolving or waiting, tap another creature of yours; it lasts until the start of
  your next turn, and a released creature cannot use ハイパー化 again.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @qa:notice-2024-04-12-814
  Scenario: Released, 蒼き王道 ドギラゴン超 has its hyper-mode power and T・ブレイカー as well as its normal abilities
    Rule-change notice of 2024-04-12 (https://dm.takaratomy.co.jp/?p=44856, 814.2, 814.3):
    while the hyper mode is released the creature has its hyper-mode abilities besides its normal
    ones and its hyper-mode power; otherwise they do not exist. ドギラゴン超 (6000, W・ブレイカー)
    uses ハイパー化, tapping 予言者リュゾル: it is 13000 and breaks three shields (T・ブレイカー).
    Given player A's battle zone holds, left to right: 蒼き王道 ドギラゴン超, 予言者リュゾル
    Then under tcg 蒼き王道 ドギラゴン超's power is 6000
    And under tcg 蒼き王道 ドギラゴン超 breaks 2 shields when it attacks
    When player A uses the ハイパー化 of 蒼き王道 ドギラゴン超
    Then under tcg 予言者リュゾル is tapped
    And under tcg 蒼き王道 ドギラゴン超's power is 13000
    And under tcg 蒼き王道 ドギラゴン超 breaks 3 shields when it attacks

  @qa:gachi-hyperize-activated
  Scenario: A released hyper mode lasts until its controller's next turn starts, and ハイパー化 is not used again meanwhile
    The official FAQ of DM24-RP1 as gachi-matome summarised it (2024-04-17,
    https://gachi-matome.com/p-dm-topics-20240417): ハイパー化 is an activated ability of the main
    step; a creature whose hyper mode is released cannot use it again; the mode ends when the
    creature leaves or its duration, until the start of your next turn, runs out. ドギラゴン超
    uses ハイパー化; a second use is refused; it is still 13000 in player B's turn, and 6000 again
    once player A's next turn has started.
    Given player A's battle zone holds, left to right: 蒼き王道 ドギラゴン超, 予言者リュゾル, アクア・ビークル
    When player A uses the ハイパー化 of 蒼き王道 ドギラゴン超
    And player A uses the ハイパー化 of 蒼き王道 ドギラゴン超
    Then under tcg the last action is refused
    And under tcg アクア・ビークル is not tapped
    When player A ends the turn
    Then under tcg 蒼き王道 ドギラゴン超's power is 13000
    When player B ends the turn
    Then under tcg 蒼き王道 ドギラゴン超's power is 6000

  @qa:dmwiki-hyperize-tap-required
  Scenario: ハイパー化 cannot be used without another untapped creature to tap
    dmwiki ハイパー化 (https://m.dmwiki.net/ハイパー化; a 2024-04 revision, citing the official rules
    account): the tap cannot be left unpaid; another creature of yours must be tapped. Player A's
    only other creature, 予言者リュゾル, is tapped: ハイパー化 is refused and ドギラゴン超 stays 6000.
    Given player A's battle zone holds, left to right: 蒼き王道 ドギラゴン超, 予言者リュゾル (tapped)
    When player A uses the ハイパー化 of 蒼き王道 ドギラゴン超
    Then under tcg the last action is refused
    And under tcg 蒼き王道 ドギラゴン超's power is 6000

  @qa:dmwiki-2024-04-12-yabadan
  Scenario: An ignore effect ignores a released creature's abilities, hyper-mode ones too, not its hyper-mode power
    Official Q&A of 2024-04-12 (seen through dmwiki's 公式Q&A 2024年4月12日更新版; its number not shown there): my
    超霊淵 ヤバーダン=ロウ released its hyper mode on my turn; on the opponent's next turn ∞龍 ゲンムエンペラー (「コスト5
    以下のクリーチャーの能力…を無視する。」) enters: both its normal and its hyper-mode abilities are ignored, but its
    power stays the hyper-mode power, 9000, until the start of my next turn: the ハイパー化 that released it has
    resolved and is not ignored. Player A's ヤバーダン=ロウ (cost 5) uses ハイパー化 tapping 予言者リュゾル; in player
    B's turn an effect puts ゲンムエンペラー into B's battle zone: ヤバーダン=ロウ is 9000 and has no W・ブレイカー.
    Given player A's battle zone holds, left to right: 超霊淵 ヤバーダン=ロウ, 予言者リュゾル
    And player B's hand holds: ∞龍 ゲンムエンペラー
    When player A uses the ハイパー化 of 超霊淵 ヤバーダン=ロウ
    Then under tcg 超霊淵 ヤバーダン=ロウ has the keyword w breaker
    When player A ends the turn
    And an effect puts ∞龍 ゲンムエンペラー from player B's hand into the battle zone
    Then under tcg 超霊淵 ヤバーダン=ロウ's power is 9000
    And under tcg 超霊淵 ヤバーダン=ロウ does not have the keyword w breaker
