@cr
Feature: The attack's sub-steps: what is declared in each, and nothing else while an attack or an effect is under way
  The attack's procedure of the comprehensive rules (Ver.1.48, rules 505–510), asserted clause by
  clause. 505.1: 攻撃ステップは順に「攻撃クリーチャー指定」「ブロッククリーチャー指定」「バトル」
  「ダイレクトアタック」「攻撃終了」の5つのサブステップで構成されます. What is declared has its own
  sub-step (a block: 507.1; the turn player's 革命チェンジ: 506.3b; the non-turn player's ニンジャ・ストライク:
  506.3d, 507.3f), and while an attack is in progress or an effect waits, a player takes no action of
  their own (505.4, 500.2, 101.4d). The sources name no DMPS difference in these sub-steps (none was
  found): the verdicts hold under every profile.

  Background:
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧, 予言者リュゾル
    And player A's hand holds: アクア・ビークル, アクア・ハルカス
    And player A's mana zone has 3 cards of アクア・ビークル
    And player B has 5 shields

  @tcg-general @cr:505.1 @cr:500.2
  Scenario: An unblocked attack on a player goes through its sub-steps in order, with no battle step
    505.1: the sub-steps in their order; 505.2a: a sub-step with nothing to do is skipped — an attack on
    a player that is not blocked has no battle (508.1: a battle happens only when a creature is attacked
    or the attack was redirected). 500.2: each sub-step moves on once the players have nothing more to do.
    When player A attacks player B with 青銅の鎧
    Then under all profiles the last attack went through its attack creature step, block creature step, direct attack step, end of attack step
    And under all profiles player B has 4 shields

  @tcg-general @cr:506.2
  Scenario: A turn with no attack declared enters none of the attack's sub-steps
    506.2: 攻撃クリーチャーが指定されなかった場合、その他のサブステップは飛ばされます. Player A ends the turn without
    attacking: no sub-step of an attack is entered, though the turn passed through its attack step.
    When player A summons アクア・ビークル
    And player A ends the turn
    Then under all profiles the last attack went through its nothing
    And under all profiles アクア・ビークル is in player A's battle zone

  @tcg-general @cr:505.2a @cr:508.1
  Scenario: A blocked attack on a player has a battle step and no direct attack step
    507.2a: the block changes the attack's target to the blocker; 508.1: a battle happens; 509.1: the
    attack reaches no player, so its direct attack step is skipped (505.2a: nothing is declared from a
    skipped sub-step — no shield is broken, no shield trigger declared).
    Given player B's battle zone holds, left to right: アクア・ガード
    And player B will block with アクア・ガード
    When player A attacks player B with 青銅の鎧
    Then under all profiles the last attack went through its attack creature step, block creature step, battle step, end of attack step
    And under all profiles player B has 5 shields

  @tcg-general @cr:505.4
  Scenario: No second attack is declared while an attack is in progress
    505.4: クリーチャーは1体ずつ攻撃したりブロックします。複数のクリーチャーで同時に攻撃したり…はできません.
    While the attack of 青銅の鎧 is in its block creature step, 予言者リュゾル (untapped, not
    summoning sick) cannot attack: once the attack has ended it can.
    When player A attacks player B with 青銅の鎧
    Then while the attack of 青銅の鎧 is in its block creature step, under all profiles player A trying to attack player B with 予言者リュゾル now is refused by rule 505.4
    And while the attack of 青銅の鎧 is in its end of attack step, under all profiles player A trying to attack player B with 予言者リュゾル now is refused by rule 505.4
    And under all profiles player A trying to attack player B with 予言者リュゾル now is allowed

  @tcg-general @cr:505.1 @cr:500.1
  Scenario: The turn does not end in the middle of an attack
    500.1: 各ステップはさらにサブステップを持つことがあります。それらは、順番に処理されます; 505.1: the attack
    step's sub-steps come in their order, so the turn end step (511) does not start while an attack is in
    its battle step; once the attack is over, the turn may end.
    Given player B's battle zone holds, left to right: アクア・ガード (tapped)
    When player A attacks アクア・ガード with 青銅の鎧
    Then while the attack of 青銅の鎧 is in its battle step, under all profiles player A trying to end the turn now is refused by rule 505.1
    And under all profiles the last attack went through its attack creature step, block creature step, battle step, end of attack step
    And under all profiles player A trying to end the turn now is allowed

  @tcg-general @cr:505.1 @cr:504.1
  Scenario: Nothing is summoned during the attack's own sub-steps
    505.1 and 504.1: summoning is a main step action and the attack creature step is the attack's own;
    the refusal names the attack in progress (its sub-steps in their order, 505.1).
    When player A attacks player B with 青銅の鎧
    Then while the attack of 青銅の鎧 is in its attack creature step, under all profiles player A trying to summon アクア・ビークル now is refused by rule 505.1
    And while the attack of 青銅の鎧 is in its direct attack step, under all profiles player A trying to charge アクア・ビークル now is refused by rule 505.1

  @tcg-general @cr:507.1
  Scenario: A block is declared by the non-turn player, in the block creature step only
    507.1: 非ターン・プレイヤーは、攻撃先を変更する能力を使用するクリーチャーを選びます — in the block creature
    step (507). Not in the attack creature step (506), not in the battle step (508), and never by the
    turn player.
    Given player B's battle zone holds, left to right: アクア・ガード
    And player B will not block
    When player A attacks player B with 青銅の鎧
    Then while the attack of 青銅の鎧 is in its block creature step, under all profiles player B may declare a block now
    And while the attack of 青銅の鎧 is in its block creature step, under all profiles player A may not declare a block now, by rule 507.1
    And while the attack of 青銅の鎧 is in its attack creature step, under all profiles player B may not declare a block now, by rule 507.1
    And while the attack of 青銅の鎧 is in its direct attack step, under all profiles player B may not declare a block now, by rule 507.1
    And under all profiles player B may not declare a block now, by rule 507.1

  @tcg-general @cr:506.3d @cr:507.3d
  Scenario: ニンジャ・ストライク on an attack is the non-turn player's, in the attack creature step; on a block the turn player's
    ニンジャ・ストライク: 「相手のクリーチャーが攻撃またはブロックした時」 (光牙忍ハヤブサマル); 603.2e names it a declared
    ability. 506.3d: 非ターン・プレイヤー側の、使用宣言が必要な誘発型能力の宣言を行います — on the opponent's attack, in
    the attack creature step; 507.3d: in the block creature step the turn player declares first — on the
    opponent's block, the turn player's ninja strike. Not in the battle or direct attack step.
    When player A attacks player B with 青銅の鎧
    Then while the attack of 青銅の鎧 is in its attack creature step, under all profiles player B may declare ニンジャ・ストライク now
    And while the attack of 青銅の鎧 is in its attack creature step, under all profiles player A may not declare ニンジャ・ストライク now, by rule 506.3d
    And while the attack of 青銅の鎧 is in its block creature step, under all profiles player A may declare ニンジャ・ストライク now
    And while the attack of 青銅の鎧 is in its block creature step, under all profiles player B may not declare ニンジャ・ストライク now, by rule 507.3d
    And while the attack of 青銅の鎧 is in its direct attack step, under all profiles player B may not declare ニンジャ・ストライク now, by rule 506.3d

  @tcg-general @cr:507.3d
  Scenario: The turn player's ninja strike, declared as the opponent's creature blocks
    ニンジャ・ストライク4 of 光牙忍ハヤブサマル: 「相手のクリーチャーが攻撃またはブロックした時、自分のマナゾーンにカードが
    4枚以上あり…、このシノビをコストを支払わずに召喚してもよい」. Player B's アクア・ガード blocks player A's attack:
    player A, the turn player, declares it in the block creature step (507.3d) and it is summoned.
    Given player A's hand holds: 光牙忍ハヤブサマル
    And player A's mana zone has 4 cards of 予言者リュゾル
    And player B's battle zone holds, left to right: アクア・ガード
    And player B will block with アクア・ガード
    And player A will declare 光牙忍ハヤブサマル
    When player A attacks player B with 青銅の鎧
    Then under tcg player A declares 光牙忍ハヤブサマル
    And under tcg 光牙忍ハヤブサマル is in player A's battle zone

  @tcg-general @cr:506.3b
  Scenario: 革命チェンジ is declared by the turn player, in the attack creature step
    506.3b: 使用する場合、まずターン・プレイヤー側が使用するものをすべて宣言します。使用宣言が必要な誘発型能力
    とは、ニンジャ・ストライクや革命チェンジなど… — the turn player's declared abilities triggered by the
    attack are declared in the attack creature step; not later in the attack, not by the non-turn player.
    When player A attacks player B with 青銅の鎧
    Then while the attack of 青銅の鎧 is in its attack creature step, under all profiles player A may declare 革命チェンジ now
    And while the attack of 青銅の鎧 is in its block creature step, under all profiles player A may not declare 革命チェンジ now, by rule 506.3b
    And while the attack of 青銅の鎧 is in its attack creature step, under all profiles player B may not declare 革命チェンジ now, by rule 506.3b

  @tcg-general @cr:101.4d @cr:101.4a
  Scenario: No summon while an ability resolves
    101.4a: the waiting effects are processed one after another; 101.4d: 効果の処理中に置換効果以外の他の
    効果を割り込ませることはできません. Read: a card is not used (504.1) while an effect waits or is
    processed, since the main step does not end and nothing is put between (500.2). While the enter
    ability of アクア・ハルカス resolves, player A cannot summon アクア・ビークル; once it has, they can.
    Given the turn is in its main step
    And player A's mana zone has 6 cards of アクア・ビークル
    When player A summons アクア・ハルカス
    Then while アクア・ハルカス's ability resolves, under all profiles player A trying to summon アクア・ビークル now is refused by rule 101.4d
    And under all profiles player A trying to summon アクア・ビークル now is allowed

  @tcg-general @cr:500.3
  Scenario: A bonus while attacking ends with the attack, not with the attack step
    500.3: 「攻撃中」続く効果は、各クリーチャーの攻撃終了時に消滅するのであり、攻撃ステップの終了時ではありません.
    ストーンザウルス (power 4000, パワーアタッカー+2000) has 6000 during its attack, 4000 once the attack has
    ended, while the turn is still in its attack step (another attack may be declared).
    Given player A's battle zone holds, left to right: ストーンザウルス
    When player A attacks player B with ストーンザウルス
    Then while the attack of ストーンザウルス is in its direct attack step, under tcg ストーンザウルス's power is 6000
    And under tcg ストーンザウルス's power is 4000
    And under tcg player A trying to attack player B with 青銅の鎧 now is allowed

  @tcg-general @cr:505.1
  Scenario: 攻撃のサブステップ（日本語）
    同じ手順を日本語で: 攻撃されたタップ状態のクリーチャーとのバトル。
    Given プレイヤーBのバトルゾーンにアクア・ガード (tapped)がいる
    When プレイヤーAは 青銅の鎧 で アクア・ガード を攻撃する
    Then すべてのプロファイルでは、直前の攻撃のサブステップは 攻撃クリーチャー指定ステップ、ブロッククリーチャー指定ステップ、バトルステップ、攻撃終了ステップ
    And 青銅の鎧 の攻撃がバトルステップにあるとき、すべてのプロファイルでは、プレイヤーAが今 予言者リュゾル で プレイヤーB を攻撃しようとすると、ルール505.4により拒否される
    And 青銅の鎧 の攻撃がブロッククリーチャー指定ステップにあるとき、すべてのプロファイルでは、プレイヤーBは今ブロックを宣言できる
    And すべてのプロファイルでは、プレイヤーAが今ターンを終了しようとすると、許可される
