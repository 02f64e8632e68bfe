@cr
Feature: "Break one more shield" adds to the breaks a creature's ability makes (701.14d)
  701.14d: シールドを追加でブレイクさせる効果は、攻撃によるブレイクにも効果によるブレイクにもどちらにも
  影響します — an effect that makes a creature break more shields affects the breaks its ability
  makes as well as its attack's. dmwiki 効果ブレイク (its rule section, citing 701.14d and the former
  official FAQ dm.takaratomy.co.jp/rule/qa_old/37975): 追加ブレイクの数だけ効果ブレイクによるブレイク
  の枚数が増える. 神拳の超人's 「このクリーチャーがブロックされたとき、…そのうちの１枚をブレイクする」
  is such a break.

  @tcg-general @cr:701.14d
  Scenario: 神拳の超人, given one more break by 無頼封魔アニマベルギス, breaks two shields as it is blocked
    Player A summons 無頼封魔アニマベルギス, whose enter ability makes 神拳の超人 break one more shield
    this turn; 神拳の超人 attacks and is blocked by 天空の守護者グラン・ギューレ: its ability breaks 1 + 1
    shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 神拳の超人
    And player A's hand holds: 無頼封魔アニマベルギス
    And player A's mana zone has 2 cards of 無頼封魔アニマベルギス
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 4 shields
    And player A will choose 神拳の超人 as target
    And player B will block with 天空の守護者グラン・ギューレ
    When player A summons 無頼封魔アニマベルギス
    And player A attacks player B with 神拳の超人
    Then under tcg player B has 2 shields

  @tcg-general @cr:701.14d
  Scenario: バジュラズ・ソウル's "one more" adds to the break 神拳の超人 makes as it is blocked
    The same with a static ability: 神拳の超人 crossed with バジュラズ・ソウル (これをクロスしたクリーチャーは
    …シールドをさらにもう１枚ブレイクする) is blocked; its ability breaks two shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 神拳の超人, バジュラズ・ソウル
    And バジュラズ・ソウル is crossed onto 神拳の超人
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 4 shields
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with 神拳の超人
    Then under tcg player B has 2 shields

  @qa:dmwiki-2023-06-23-tidal @cr:701.14d
  Scenario: Q&A of 2023-06-23: a creature crossed with バジュラズ・ソウル breaks one more shield by its own ability's break
    Official Q&A of 2023-06-23 (through dmwiki's 公式Q&A 2023年6月23日更新版): 炎渦双奏 タイダル&バーン, crossed
    with バジュラズ・ソウル, chooses "break one of the opponent's shields" by its ability: does it break two?
    Yes: the creature itself breaks the shield, so バジュラズ・ソウル's 「シールドをさらにもう１枚ブレイクする」
    applies. タイダル&バーン is not in the catalog (nor in ../shared/cards): 神拳の超人, whose ability breaks
    one shield as it is blocked, stands in; crossed with バジュラズ・ソウル it breaks two (the control, below,
    without the gear breaks one).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 神拳の超人, バジュラズ・ソウル
    And バジュラズ・ソウル is crossed onto 神拳の超人
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 4 shields
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with 神拳の超人
    Then under tcg player B has 2 shields

  @qa:dmwiki-2023-06-23-tidal @cr:701.14d
  Scenario: The control: without バジュラズ・ソウル, 神拳の超人's ability breaks one shield
    Given it is player A's turn
    And player A's battle zone holds, left to right: 神拳の超人
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 4 shields
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with 神拳の超人
    Then under tcg player B has 3 shields
