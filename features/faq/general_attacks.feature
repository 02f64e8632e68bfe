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

  @qa:dmwiki-sickness-rule-not-ability @cr:101.1
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

  @qa:dmwiki-guardman-use @qa:dmwiki-unblockable-answers @cr:507.2b
  Scenario: ガードマン takes an attack on another creature, even from a creature that cannot be blocked
    dmwiki ガードマン (https://m.dmwiki.net/ガードマン, revision of 2021-08): ガードマン is used when one of
    the player's other creatures is attacked, by an untapped creature; it is no block, so "cannot
    be blocked" does not stop it. dmwiki ブロックされない (revision of 2019-08) lists ガードマン among
    what still answers an unblockable attacker (the other answers it lists are not encoded here).
    クリスタル・ランサー (unblockable) attacks player B's tapped 予言者リュゾル; ウッカ・リザード takes the
    attack and battles it instead.
    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル
    And player B's battle zone holds, left to right: 予言者リュゾル (tapped), ウッカ・リザード
    And player B will use the guardman of ウッカ・リザード
    When player A attacks 予言者リュゾル with クリスタル・ランサー
    Then under tcg クリスタル・ランサー battled ウッカ・リザード
    And under tcg ウッカ・リザード is in player B's graveyard
    And under tcg 予言者リュゾル is in player B's battle zone
    And under tcg the blocks of the last attack were: nothing

  @qa:dmwiki-guardman-use @cr:507.1a
  Scenario: ガードマン cannot take an attack on its player
    The same page: ガードマン answers an attack on another creature only; when player B is attacked,
    player B is not even asked.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's battle zone holds, left to right: ウッカ・リザード
    And player B's shield zone holds: 予言者リュゾル
    When player A attacks player B with 青銅の鎧
    Then under tcg player B was not asked to "block"
    And under tcg ウッカ・リザード is not tapped
    And under tcg player B has 0 shields

  @qa:dmwiki-redirect-guardman
  Scenario: After a block, ガードマン still cannot be used: the attack's original target was the player
    dmwiki 攻撃先変更能力 (revision of 2021-09-07, https://dmwiki.net/攻撃先変更能力): redirects are chosen
    against the target the attacker chose; when a creature attacks the player, a blocker may make
    the target a creature, but ガードマン still cannot be used. アクア・ガード blocks 青銅の鎧's attack on
    player B; in every choice player B may make, ウッカ・リザード stays untapped.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's battle zone holds, left to right: アクア・ガード, ウッカ・リザード
    And player B's shield zone holds: 予言者リュゾル
    When player A attacks player B with 青銅の鎧
    Then under tcg player B's options for "block" were: no block, アクア・ガード
    And under tcg in every choice player B may make for "block", ウッカ・リザード is not tapped
    And under tcg in some choice player B may make for "block", 青銅の鎧 battled アクア・ガード

  @qa:deneblog-forced-block-memento @cr:507.1b
  Scenario: Every creature that must block if able blocks the one attack, in turn
    deneblog (https://deneblog.jp/blog-entry-9857.html, 2018-11-28, an official answer by phone
    reconfirmed): when the defender's creatures must block if able, each that can block uses its
    blocker ability, so one attack taps them all, and the last one applied is the blocker; dmwiki
    可能であればブロックする says the same since the blocker text of DMR-17. Catalog cards stand in
    for メメント守神宮 and 小結 座美の花: two 死劇人形ピエール, forced blockers themselves. 青銅の鎧
    attacks player B: both block, the second battles it (and スレイヤー destroys 青銅の鎧).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's battle zone holds, left to right: 死劇人形ピエール, 死劇人形ピエール
    And player B's shield zone holds: 予言者リュゾル
    When player A attacks player B with 青銅の鎧
    Then under tcg the blocks of the last attack were: 死劇人形ピエール, 死劇人形ピエール
    And under tcg player B's options for "block" were: 死劇人形ピエール, 死劇人形ピエール
    And under tcg player B has 1 shields

  @qa:fandom-block-if-able-choice @cr:101.2
  Scenario: "Cannot be blocked" wins over "blocks if able"
    Duel Masters fandom wiki, Block if Able (https://duelmasters.fandom.com/wiki/Block_if_Able): a
    creature that cannot be blocked is not blocked by a creature that must block if able. (The
    page's other half, the defender choosing which of several forced blockers blocks, predates
    the DMR-17 blocker text: since then all of them block, deneblog-forced-block-memento.)
    クリスタル・ランサー attacks player B past 死劇人形ピエール.
    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル
    And player B's battle zone holds, left to right: 死劇人形ピエール
    And player B's shield zone holds: 予言者リュゾル, 予言者リュゾル
    When player A attacks player B with クリスタル・ランサー
    Then under tcg the blocks of the last attack were: nothing
    And under tcg 死劇人形ピエール is not tapped
    And under tcg player B has 0 shields
