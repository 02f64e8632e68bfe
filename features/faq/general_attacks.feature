@faq
Feature: Official rulings on attacking: summoning sickness, マッハファイター, attacked and blocked
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-mach-fighter-sickness
  Scenario: マッハファイター: the turn it entered, it may attack an untapped creature, not a player
    dmwiki マッハファイター (https://dm-wiki.net/?マッハファイター; undated rule section): during the
    turn it entered, a creature with マッハファイター may attack creatures, tapped or untapped, in
    spite of summoning sickness; it is a static ability, so it still cannot attack a player.
    Given it is player A's turn
    And player A's hand holds: 闘争類拳嘩目 ステゴロ・カイザー
    And player B's battle zone holds, left to right: 予言者リュゾル
    When an effect puts 闘争類拳嘩目 ステゴロ・カイザー from player A's hand into the battle zone
    Then under tcg 闘争類拳嘩目 ステゴロ・カイザー is summoning sick
    When player A attacks player B with 闘争類拳嘩目 ステゴロ・カイザー
    Then under tcg the last action is refused
    When player A attacks 予言者リュゾル with 闘争類拳嘩目 ステゴロ・カイザー
    Then under tcg the last action is allowed
    And under tcg 予言者リュゾル is in player B's graveyard

  @qa:dmwiki-mach-fighter-sickness
  Scenario: マッハファイター: from its next turn on, only tapped creatures may be attacked
    The same section: from the next turn the creature attacks creatures as any other, tapped ones
    only; an untapped creature cannot be attacked any more.
    Given it is player A's turn
    And player A's hand holds: 闘争類拳嘩目 ステゴロ・カイザー
    And player A's deck holds, top first: 10 x 予言者リュゾル
    And player B's deck holds, top first: 10 x 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者リュゾル
    When an effect puts 闘争類拳嘩目 ステゴロ・カイザー from player A's hand into the battle zone
    And player A ends the turn
    And player B ends the turn
    And player A attacks 予言者リュゾル with 闘争類拳嘩目 ステゴロ・カイザー
    Then under tcg the last action is refused
    And under tcg 予言者リュゾル is in player B's battle zone

  @qa:dmwiki-sickness-rule-not-ability
  Scenario: Summoning sickness is a rule an effect overrides mid-turn
    dmwiki 召喚酔い (https://dm-wiki.net/召喚酔い; undated rule section): summoning sickness is a rule,
    not an ability; a creature that gains スピードアタッカー in the middle of the turn it entered is no
    longer summoning sick and may attack. (The section's other half, sickness coming back when such
    a grant ends, is not observed here: the grant lasts the turn.)
    Given it is player A's turn
    And player A's hand holds: 青銅の鎧
    And player A's deck holds, top first: 10 x 予言者リュゾル
    And player B's shield zone holds: 予言者リュゾル
    When an effect puts 青銅の鎧 from player A's hand into the battle zone
    Then under tcg 青銅の鎧 is summoning sick
    When an effect of player A's gives 青銅の鎧 speed attacker
    Then under tcg 青銅の鎧 is not summoning sick
    When player A attacks player B with 青銅の鎧
    Then under tcg the last action is allowed
    And under tcg player B has 0 shields

  @qa:dmwiki-block-not-attacked-trigger
  Scenario: A blocker does not trigger its own "when this is attacked" ability
    dmwiki ブロック (http://dmwiki.net/?ブロック; undated rule section): "when attacked" abilities are
    dealt with before blocks are declared; becoming the attack's target by blocking is a redirect,
    not being attacked. 予言者リエーレ, made a blocker by an effect, blocks an attack on player B:
    its ability does not trigger.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's battle zone holds, left to right: 予言者リエーレ
    And player B's shield zone holds: 予言者リュゾル
    And player B will block with 予言者リエーレ
    When an effect of player B's gives 予言者リエーレ blocker
    And player A attacks player B with 青銅の鎧
    Then under tcg the blocks of the last attack were: 予言者リエーレ
    And under tcg 予言者リエーレ's ability does not trigger

  @qa:dmwiki-block-not-attacked-trigger
  Scenario: The control: attacked directly, 予言者リエーレ's ability triggers
    What the scenario above denies: when 予言者リエーレ (tapped) is itself the attack's target, its
    "when this is attacked" ability triggers.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's battle zone holds, left to right: 予言者リエーレ (tapped)
    When player A attacks 予言者リエーレ with 青銅の鎧
    Then under tcg 予言者リエーレ's ability triggers
