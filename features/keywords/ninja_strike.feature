@keywords
Feature: ニンジャ・ストライク: the shinobi goes to the deck bottom at the end of the turn; one per attack (112.3c)
  The keyword's reminder text (光牙忍ハヤブサマル, dm29-037): 「…その攻撃中に「ニンジャ・ストライク」能力を使って
  いなかった場合、このシノビをコストを支払わずに召喚してもよい。そのターンの終わりに、このシノビを自分の山札の一番下に
  置く」. The end-of-turn move is an effect of the ninja strike used, not an ability of the shinobi
  (engine/ops/ninja_strike.py).

  @qa:dmwiki-ninja-strike-bottom @cr:112.3c
  Scenario: A shinobi summoned by ninja strike goes to the bottom of its owner's deck at the end of that turn; a second ninja strike in the same attack is not used
    dmwiki ニンジャ・ストライク (2021 revision): a shinobi summoned by ninja strike is put on the bottom
    of its owner's deck at the end of that turn, and only one ninja strike may be used per attack (the
    text requires that none was used during that attack). Two 光牙忍ハヤブサマル stand in for the page's
    威牙の幻ハンゾウ (not in the catalog); both are declared as 予言者リュゾル attacks (112.3c: declared
    whatever their conditions, checked as each resolves): the first is summoned, the second, a ninja
    strike having been used during the attack, stays in the hand. B does not block (the broken
    shield, a 予言者リュゾル, goes to the hand); A ends the turn and B draws アクア・ビークル.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 光牙忍ハヤブサマル, 光牙忍ハヤブサマル
    And player B's deck holds, top first: アクア・ビークル, 青銅の鎧
    And player B has 3 shields
    And player B will declare 光牙忍ハヤブサマル, 光牙忍ハヤブサマル
    And player B will not block
    When player A attacks player B with 予言者リュゾル
    And player A ends the turn
    Then under tcg player B's hand holds: 光牙忍ハヤブサマル, 予言者リュゾル, アクア・ビークル
    And under tcg the bottom 2 cards of player B's deck are, top to bottom: 青銅の鎧, 光牙忍ハヤブサマル
    And under tcg player B's battle zone holds 0 creatures

  @qa:dmwiki-ninja-strike-bottom @cr:112.3c
  Scenario: The control: one ninja strike per attack, not per turn; before the turn ends the shinobi is in the battle zone
    The same board with one 光牙忍ハヤブサマル: it is summoned, and it stays in the battle zone until the
    turn ends, so the scenario above shows the limit and the end-of-turn move, not a summon that failed;
    its two abilities trigger (the ninja strike, then its enter ability).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 光牙忍ハヤブサマル
    And player B has 3 shields
    And player B will declare 光牙忍ハヤブサマル
    And player B will not block
    When player A attacks player B with 予言者リュゾル
    Then under tcg 光牙忍ハヤブサマル is in player B's battle zone
    And under tcg 光牙忍ハヤブサマル's ability triggers 2 times
    And under tcg player B has 2 shields

  @qa:dmwiki-2020-09-18-genmu-3
  Scenario: With ∞龍 ゲンムエンペラー out, the shinobi's abilities are ignored but its ninja strike's end-of-turn move is not
    Q&A of 2020-09-18 (through dmwiki's 公式Q&A 2020年9月18日更新版): with ∞龍 ゲンムエンペラー out (it
    ignores the abilities of creatures of cost 5 or less), 斬隠テンサイ・ジャニット is summoned by ninja
    strike: is it still put on the bottom of the deck at the end of the turn? Yes: Janit's own
    abilities are ignored, but the effect of the ninja strike used is not. 光牙忍ハヤブサマル (cost 3;
    Janit is not in the catalog) stands in: summoned, its enter ability (a blocker for one creature)
    is ignored (of its two abilities only the ninja strike, used from the hand, triggers; the control
    of the scenario before has both), and at the end of the turn it goes to the bottom of B's deck.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル, ∞龍 ゲンムエンペラー
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 光牙忍ハヤブサマル
    And player B's deck holds, top first: アクア・ビークル, 青銅の鎧
    And player B has 3 shields
    And player B will declare 光牙忍ハヤブサマル
    When player A attacks player B with 予言者リュゾル
    And player A ends the turn
    Then under tcg 光牙忍ハヤブサマル's ability triggers 1 times
    And under tcg the bottom 2 cards of player B's deck are, top to bottom: 青銅の鎧, 光牙忍ハヤブサマル

  @qa:dmjudgeall-watch @cr:512.1
  Scenario: The rest of the turn skipped: the ninja strike's "at the end of that turn" never happens
    dmjudgeall (終末の監視者 ジ・ウォッチ): when the rest of a turn is skipped (ターンの残りをとばす, 百鬼の邪王門 or
    ジ・ウォッチ), the effects that would happen at the end of that turn are not used: the turn's end is
    skipped with the rest (512.1). 終末の時計 ザ・クロック (a shield trigger whose enter ability skips the
    rest of the turn) stands in for the page's cards. 光牙忍ハヤブサマル is summoned by ninja strike as
    予言者リュゾル attacks; the broken shield is ザ・クロック, used: the rest of A's turn is skipped, so
    the shinobi is not put on the bottom of B's deck and B's turn starts with it in the battle zone.
    (The control, a turn that ends, is the first scenario of this feature.)
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 光牙忍ハヤブサマル
    And player B's shield zone holds: 終末の時計 ザ・クロック
    And player B's deck holds, top first: アクア・ビークル, 青銅の鎧
    And player B will declare 光牙忍ハヤブサマル
    And player B will not block
    And player B will use the shield trigger of 終末の時計 ザ・クロック
    When player A attacks player B with 予言者リュゾル
    Then under tcg 光牙忍ハヤブサマル is in player B's battle zone
    And under tcg 終末の時計 ザ・クロック is in player B's battle zone
    And under tcg player B drew 1 card
    And under tcg player B's deck holds: 青銅の鎧
