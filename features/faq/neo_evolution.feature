@faq
Feature: NEO進化: a NEO creature is a NEO evolution creature only while it has cards under it
  802.1: a NEO creature is a creature that may also be put as a NEO evolution creature by its NEO進化 ability.
  802.2: it is treated as a NEO evolution creature while it is in the battle zone with cards under it (and
  while being put as one); elsewhere, and with nothing under it, it is a creature that is not an evolution.
  802.3: a NEO evolution creature is not summoning sick. 崇高なる智略 オクトーパ (dmwiki, NEOクリーチャー:ムートピア,
  water 5): 「NEO進化:自分の水のクリーチャー1体の上に置いてもよい。(クリーチャーが下にあれば、これをNEO進化
  クリーチャーとして扱う)」

  @qa:fandom-neo-no-under
  Scenario: 崇高なる智略 オクトーパ summoned with no card under it is a plain creature: summoning sick, its attack refused
    duelmasters.fandom.com, Neo Evolution Creature: a NEO creature put into the battle zone without a creature
    under it remains a non-evolution NEO creature and has summoning sickness. Player A summons 崇高なる智略
    オクトーパ without its NEO進化 (アクア・ビークル, a water creature, stays alone) and attacks player B with it.
    Given it is player A's turn
    And player A's battle zone holds: アクア・ビークル
    And player A's mana zone holds: 5 x アクア・ビークル
    And player A's hand holds: 崇高なる智略 オクトーパ
    When player A summons 崇高なる智略 オクトーパ
    Then under tcg 崇高なる智略 オクトーパ is summoning sick
    When player A attacks player B with 崇高なる智略 オクトーパ
    Then under tcg the last action is refused: summoning sickness

  @qa:fandom-neo-no-under
  Scenario: 崇高なる智略 オクトーパ summoned by its NEO進化 onto アクア・ビークル is a NEO evolution creature: it attacks
    The other side (802.2, 802.3): with アクア・ビークル under it, 崇高なる智略 オクトーパ is a NEO evolution creature,
    not summoning sick, and breaks a shield the turn it is summoned.
    Given it is player A's turn
    And player A's battle zone holds: アクア・ビークル
    And player A's mana zone holds: 5 x アクア・ビークル
    And player A's hand holds: 崇高なる智略 オクトーパ
    And player B has 5 shields
    When player A summons 崇高なる智略 オクトーパ onto アクア・ビークル
    Then under tcg 崇高なる智略 オクトーパ is not summoning sick
    When player A attacks player B with 崇高なる智略 オクトーパ
    Then under tcg player B has 4 shields
