@faq
Feature: Rule-change notices: the rules they state, asserted on boards of the catalog
  Each official notice of a change to the comprehensive rules (総合ゲームルール 変更点, dated by
  the notice) states rules the engine models; each scenario asserts one of them under the
  profile it speaks for (tcg; a dated profile on the old side of a change). The tag names the
  notice (@qa:notice-YYYY-MM-DD-rule) or the ruling notice's number.

  @qa:notice-2018-03-02 @cr:104.2a
  Scenario: 104.2a (2018-03-02): an attack on a player with no shields whose target changed wins nothing
    Rule-change notice 31399 (2018-03-02), 104.2a: attacking the opponent with a creature wins
    the game at once when the opponent has no shields and the attack's target was not changed
    (the wording changed from "was not blocked"). Player B has no shields and blocks with
    アクア・ガード: the target changed, so the attack is a battle and the game goes on. What the
    notice changed (a target changed by something other than a block, 攻撃先の変更) cannot be
    asserted yet: the engine changes an attack's target only by a block, where the old wording
    ("not blocked") and the new one agree, and no profile precedes 2018-03-02.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: アクア・ガード
    And player B will block with アクア・ガード
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg the game goes on
    And under tcg 群れを守るトライ・ホーン battled アクア・ガード

  @qa:notice-2018-03-02
  Scenario: 104.2a (2018-03-02): the same attack, its target unchanged, wins the game
    The other side of 104.2a: player B does not block, the target is unchanged, and player A
    wins.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: アクア・ガード
    And player B will not block
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg player A wins

  @qa:notice-2018-03-02-110.5a @cr:110.5a
  Scenario: 110.5a (2018-03-02): a waiting effect resolves though its creature has left
    Rule-change notice 31399 (2018-03-02), 110.5a: once triggered, an effect waits independently
    of its source; the card that has the ability moving to another zone does not cancel it.
    ボルシャック・クリスド attacks and player A declares 刀の3号 カツえもん剣's revolution change,
    resolving it first: クリスド returns to the hand, and its attack ability, waiting since the
    attack, still resolves (player A draws a card).
    Given it is player A's turn
    And player B has 3 shields
    And player A's battle zone holds, left to right: ボルシャック・クリスド
    And player A's hand holds: 刀の3号 カツえもん剣
    And player A's deck holds, top first: 予言者リュゾル, 5 x 予言者リュゾル
    And player A will declare 刀の3号 カツえもん剣
    And player A will resolve 刀の3号 カツえもん剣 first
    And player A will resolve 刀の3号 カツえもん剣 first
    When player A attacks player B with ボルシャック・クリスド
    Then under tcg these happen in this order:
      | step                                             |
      | 刀の3号 カツえもん剣: revolution change resolves |
      | ボルシャック・クリスド: attacks resolves         |
    And under tcg ボルシャック・クリスド is in player A's hand
    And under tcg player A drew 1 card

  @qa:notice-2018-03-02-405.1 @cr:405.1
  Scenario: 405.1 (2018-03-02): a multicolour card is put into the mana zone tapped
    Rule-change notice 31399 (2018-03-02), 405.1: cards go into the mana zone upside down, a
    multicolour card tapped. Player A charges 陰謀と計略の手 (water/darkness): it is tapped; a
    mono-colour card an effect puts there is not.
    Given it is player A's turn
    And player A's hand holds: 陰謀と計略の手, アクア・ビークル
    When player A charges 陰謀と計略の手
    And an effect puts アクア・ビークル from player A's hand into the mana zone
    Then under tcg 陰謀と計略の手 is tapped
    And under tcg アクア・ビークル is not tapped

  @qa:notice-2017-10-06-200.2b @qa:notice-2019-06-18-200.3a
  Scenario: 200.2b (2017-10-06) and 200.3a (2019-06-18): an evolution creature is its top card only
    Rule-change notice of 2017-10-06 (?p=31397), 200.2b: the characteristics of cards put under
    another by evolution are ignored; notice 31440 (2019-06-18), 200.3a and its example: a water
    evolution on a light/water creature is a water creature, and neither its power nor its races
    come from the card below. クリスタル・ランサー (water, 8000) evolves onto アクア・リバイバー
    (light/water, 1000, blocker; "when this creature would be destroyed, return it to the hand
    instead"): the creature has ランサー's power and keywords only, and when it is destroyed the
    card below does not return to the hand. The example's own point, the civilization, is
    asserted too: the creature is water only, though the card under it is light and water.
    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・リバイバー
    Then under tcg クリスタル・ランサー's civilizations are water
    When an effect of player B's destroys クリスタル・ランサー
    Then under tcg player A's graveyard holds: クリスタル・ランサー, アクア・リバイバー

  @qa:notice-2017-10-06-200.2b @qa:notice-2019-06-18-200.3a
  Scenario: 200.2b and 200.3a: the evolution's power and keywords are the top card's
    The same stack, looked at before anything happens.
    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・リバイバー
    Then under tcg クリスタル・ランサー's power is 8000
    And under tcg クリスタル・ランサー has the keyword unblockable
    And under tcg クリスタル・ランサー does not have the keyword blocker

  @qa:notice-2019-06-18-200.3a
  Scenario: 200.3a (2019-06-18): an effect that designates cards sees the card under an evolution
    What notice 31440 (2019-06-18) added to 200.3a, with its own example: the characteristics of
    a card under an evolution creature are ignored in normal play, but an effect that designates
    cards refers to them, so テック団の波壊Go! ("return all of the opponent's cards of cost 5 or
    less in the battle zone") returns the cost-4 アクア・リバイバー under the cost-6
    クリスタル・ランサー, which stays.
    Given it is player B's turn
    And player B's hand holds: テック団の波壊Go!
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・リバイバー
    And player B will choose the mode "return cards"
    When an effect of player B's casts テック団の波壊Go! from their hand without paying its cost
    Then under tcg player A's hand holds: アクア・リバイバー
    And under tcg player A's battle zone holds, left to right: クリスタル・ランサー

  @qa:notice-2017-10-06-110.7 @cr:110.2c @cr:110.7
  Scenario: 110.7 (2017-10-06): the same ability had twice works twice
    Rule-change notice of 2017-10-06 (?p=31397), 110.7: some abilities take effect once for each
    copy a card has. Two キング・ムーγ each give player A's other Survivors their SV bounce; the
    Survivor 聖域の守護者フォボス・エレインγ enters with both copies: both trigger (with its own
    spell search), and player B's two creatures return to the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: キング・ムーγ, キング・ムーγ
    And player A's hand holds: 聖域の守護者フォボス・エレインγ
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's battle zone holds, left to right: アクア・ビークル, シーマイン
    When an effect puts 聖域の守護者フォボス・エレインγ from player A's hand into the battle zone
    Then under tcg 聖域の守護者フォボス・エレインγ's ability triggers 3 times
    And under tcg player B's battle zone holds 0 creatures

  @qa:notice-2018-08-09-605.2b @cr:101.3
  Scenario: 605.2b (2018-08-09): nothing to choose, that part does nothing and the rest resolves
    Rule-change notice 31401 (2018-08-09), 605.2b: an effect chooses as many as it can; when it
    can choose none, that part does nothing and its other parts resolve as usual. Player B has no
    creature for 陰謀と計略の手 to return; player B still discards a card.
    Given it is player A's turn
    And player A's hand holds: 陰謀と計略の手
    And player B's hand holds: 予言者リュゾル, アクア・ビークル
    When player A casts 陰謀と計略の手 without paying its cost
    Then under tcg player B's hand has 1 card
    And under tcg player B's graveyard has 1 card

  @qa:notice-2018-08-09-100.2a @cr:100.2a
  Scenario: 100.2a (2018-08-09): at most four copies of a card in the deck
    Rule-change notice 31401 (2018-08-09), 100.2a: a deck holds at most four cards of the same
    name (unless a card says otherwise). A fifth 予言者クルト is refused.
    Given player A's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス, 3 x 群れを守るトライ・ホーン, 予言者クルト
    Then under tcg player A's deck list is rejected: 5 x 予言者クルト in the main deck (at most 4 copies of a card)

  @qa:notice-2018-08-09-100.3a @cr:100.3a
  Scenario: 100.3a (2018-08-09): at most four copies of a card in the hyperspatial zone
    Rule-change notice 31401 (2018-08-09), 100.3a: the same limit for the hyperspatial zone.
    Four 時空の雷龍チャクラ are accepted, a fifth is refused.
    Given player A's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス, 4 x 群れを守るトライ・ホーン
    And player A's hyperspatial list includes: 4 x 時空の雷龍チャクラ
    Then under tcg player A's deck list is accepted
    Given player A's hyperspatial list includes: 時空の雷龍チャクラ
    Then under tcg player A's deck list is rejected: 5 x 時空の雷龍チャクラ in the hyperspatial zone (at most 4 copies of a card)

  @qa:notice-2023-04-10-316
  Scenario: 316 (2023-04-10): destroying an evolution creature puts every card of it into the graveyard
    Rule-change notice 316639 (2023-04-10), 316: an effect on an element affects every card it is
    made of; when an evolution creature is destroyed, the cards under it go to the graveyard
    too. クリスタル・ランサー on アクア・ビークル is destroyed: both cards are in the graveyard and
    nothing stays in the battle zone.
    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル
    When an effect of player B's destroys クリスタル・ランサー
    Then under tcg player A's graveyard holds: クリスタル・ランサー, アクア・ビークル
    And under tcg player A's battle zone holds 0 creatures

  @qa:notice-2023-04-10-316
  Scenario: 316.3 (2023-04-10): an effect that chooses an element takes every card of an evolution creature
    Rule-change notice 316639 (2023-04-10), 316.3 and its example: an effect that designates an
    element does not designate a card, so choosing an evolution creature with "choose one of the
    opponent's elements and destroy it" puts the cards under it into the graveyard too, as
    destroying a creature does. 英知の防壁 ("相手のエレメントを1つ選び、破壊する") chooses
    クリスタル・ランサー on アクア・ビークル: both cards go to the graveyard (player A declines to
    cast 英知の防壁 in turn).
    Given it is player B's turn
    And player B's hand holds: 英知の防壁
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル
    And player B will choose クリスタル・ランサー as target
    And player A will not use the optional ability of 英知の防壁
    When an effect of player B's casts 英知の防壁 from their hand without paying its cost
    Then under tcg player A's graveyard holds: クリスタル・ランサー, アクア・ビークル
    And under tcg player A's battle zone holds 0 creatures

  @qa:notice-2023-04-10-316
  Scenario: 316.3: an effect that chooses a card moves that card only, and the creature under it stays
    The other side of 316.3 (and 109.2a): an effect that designates a card affects that card
    only. トンギヌスの槍 chooses クリスタル・ランサー, the top card of the same stack: it alone goes
    to the deck, and アクア・ビークル, the card under it, stays in the battle zone as a creature.
    Given it is player B's turn
    And player B's hand holds: トンギヌスの槍
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル
    And player B will choose クリスタル・ランサー as target
    When an effect of player B's casts トンギヌスの槍 from their hand without paying its cost
    Then under tcg クリスタル・ランサー is in player A's deck
    And under tcg player A's battle zone holds, left to right: アクア・ビークル

  @qa:notice-31636 @cr:507.1 @cr:507.2 @cr:507.2a
  Scenario: 507.1 (2021-09-07): two blockers redirect one attack, and the last one blocks
    Ruling notice 31636 (攻撃先を変更する能力の処理に関する裁定変更のお知らせ, with the rewrite of
    507.1 on 2021-09-07, rulechange 31637): the defender chooses the creatures whose redirecting
    abilities it uses, resolves them in any order, and the creature whose ブロッカー resolved last
    becomes the blocking creature. Player B uses both blockers: アクア・ガード, then シーマイン;
    the attacker battles シーマイン.
    Given it is player A's turn
    And player B has 5 shields
    And player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: アクア・ガード, シーマイン
    And player B will block with アクア・ガード
    And player B will block with シーマイン
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg and tcg-2021 the blocks of the last attack were: アクア・ガード, シーマイン
    And under tcg and tcg-2021 群れを守るトライ・ホーン battled シーマイン

  @qa:notice-2021-09-07
  Scenario: before 2021-09-07: one change of the attack's target per attack
    Before the change of rulechange 31637 / ruling notice 31636 (2021-09-07), an attack's target
    changed at most once: after one blocker blocked, no other could (the older ruling seed 000
    says DMPS keeps, 最新のものとは異なる裁定; that it was the TCG's until 2021-09-07 is our
    reading of the ruling notice, which announces the new procedure as a change). Asserted under
    tcg-2020 (the rules of 2021-03-15).
    Given it is player A's turn
    And player B has 5 shields
    And player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: アクア・ガード, シーマイン
    And player B will block with アクア・ガード
    And player B will block with シーマイン
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg-2020 the blocks of the last attack were: アクア・ガード
    And under tcg-2020 群れを守るトライ・ホーン battled アクア・ガード
    And under tcg-2020 シーマイン is not tapped

  @qa:notice-31636-attacked-blocker @cr:507.1a
  Scenario: 507.1a (2021-09-07): the creature under attack cannot block that attack
    Ruling notice 31636, step 1 and its example: while an untapped creature with ブロッカー is
    being attacked, it cannot be chosen to use its ブロッカー. 闘争類拳嘩目 ステゴロ・カイザー put
    this turn (マッハファイター: it may attack an untapped creature the turn it entered) attacks
    player B's untapped シーマイン; player B may block with アクア・ガード only.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 闘争類拳嘩目 ステゴロ・カイザー (summoned this turn)
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's battle zone holds, left to right: シーマイン, アクア・ガード
    When player A attacks シーマイン with 闘争類拳嘩目 ステゴロ・カイザー
    Then under tcg and tcg-2021 player B could block with: アクア・ガード

  @qa:notice-swap @qa:dmwiki-swap-fizzle
  Scenario: A swap one of whose moves a replacement would change is not carried out (革命チェンジ)
    Ruling notice クリーチャーの入れ替えに関する裁定変更のお知らせ (dm.takaratomy.co.jp/?p=39018; the
    page shows no date): when one of the two creatures a swap exchanges (革命チェンジ and the like)
    would not go where it should because of a replacement effect, the swap is not carried out at
    all and that replacement is not applied; before, only the replacement was applied and the
    other creature stayed where it was. Player B's 「修羅」の頂 VAN・ベートーベン puts the
    opponent's Dragons and Commands that would enter into the graveyard instead; player A's
    群れを守るトライ・ホーン attacks and player A declares 刀の3号 カツえもん剣 (a Dragon): nothing
    moves, カツえもん剣 stays in the hand and トライ・ホーン goes on attacking. The old ruling has no
    date, so it is not a dated fork.
    dmwiki 入れ替える (undated rule section) says the same: a swap that cannot be completed is not
    carried out at all.
    Given it is player A's turn
    And player B has 3 shields
    And player B's battle zone holds, left to right: 「修羅」の頂 VAN・ベートーベン
    And player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player A's hand holds: 刀の3号 カツえもん剣
    And player A will declare 刀の3号 カツえもん剣
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg player A declares 刀の3号 カツえもん剣
    And under tcg 刀の3号 カツえもん剣 is in player A's hand
    And under tcg 群れを守るトライ・ホーン is in player A's battle zone
    And under tcg player B has 2 shields

  @qa:notice-2021-06-24-511.2 @cr:511.2
  Scenario: 511.2 (2021-06-24): the effects that last "this turn" end together with the turn
    Rule-change notice 31631 (2021-06-24), 511.2: as the turn ends, the effects that last "during
    that turn" or "until the end of the turn" all end at once. 鎧亜の咆哮キリュー・ジルヴェス gave
    player A's creatures speed attacker and "go to the mana zone instead of being destroyed" for
    that turn; in player B's turn neither holds: アクア・ビークル has no speed attacker, and
    destroyed, it goes to the graveyard.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: 鎧亜の咆哮キリュー・ジルヴェス
    When an effect puts 鎧亜の咆哮キリュー・ジルヴェス from player A's hand into the battle zone
    Then under tcg アクア・ビークル has the keyword speed attacker
    When player A ends the turn
    Then under tcg アクア・ビークル does not have the keyword speed attacker
    When an effect of player B's destroys アクア・ビークル
    Then under tcg アクア・ビークル is in player A's graveyard

  @qa:notice-2022-08-10-112.3b @cr:112.3b
  Scenario: 112.3b (2022-08-10): an S-back card broken together with the card it needs cannot be used
    Rule-change notice 31659 (2022-08-10), 112.3b (a rewording, no change of ruling): when the
    S-back card and the card it would discard are added from the shields at the same time, the
    S-back card is not in the hand then, so its S-back cannot be used. Player B's W-breaker
    breaks 天真妖精オチャッピィ (S-back: nature) and 群れを守るトライ・ホーン (nature) together: no
    S-back is declared, and both reach the hand. The control: with オチャッピィ already in the
    hand, the same break lets player A declare it (features/faq/shield_triggers_and_attacks.feature,
    101.4d).
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's shield zone holds: 天真妖精オチャッピィ, 群れを守るトライ・ホーン
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under tcg player A could not declare 天真妖精オチャッピィ
    And under tcg player A does not declare 天真妖精オチャッピィ
    And under tcg player A's hand holds: 天真妖精オチャッピィ, 群れを守るトライ・ホーン

  @qa:notice-2023-08-10-601.1a
  Scenario: 601.1a (2023-08-10): a replacement effect whose result cannot be carried out cannot be used
    Rule-change notice 316646 (2023-08-10) restates 601.1a (a rewording, no change of ruling): a
    replacement effect cannot be used when what it needs to do cannot be done. 超神星ヴィーナス・
    ラ・セイントマザー's meteorburn ("instead of leaving, put a card from under it into the
    graveyard") has no card under it: destroyed, it leaves.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 超神星ヴィーナス・ラ・セイントマザー
    When an effect of player B's destroys 超神星ヴィーナス・ラ・セイントマザー
    Then under tcg 超神星ヴィーナス・ラ・セイントマザー's replacement ability was not usable
    And under tcg 超神星ヴィーナス・ラ・セイントマザー is in player A's graveyard

  @qa:notice-2023-04-10 @cr:101.5b
  Scenario: 609.9 (2023-04-10): events at once, each player chooses for its own, the turn player first
    Rule-change notice 316639 (2023-04-10), 609.9 and 609.9a: when several events happen at once
    and different replacement effects could modify them, each player decides how its own apply,
    the turn player first. An "all" effect destroys one creature of each player; each has two
    replacement effects that fit its creature (アクア・リバイバー's own and 霊樹幻獣カラフール's):
    player A, the turn player, chooses first for its own, then player B for its own (not player A
    for both, nor only the player who chose first). The notice adds the rule; there is no old side
    to assert.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・リバイバー, 霊樹幻獣カラフール
    And player B's battle zone holds, left to right: アクア・リバイバー, 霊樹幻獣カラフール
    When an effect of player A's that destroys all creatures with power 1000 or less resolves
    Then under tcg player A chooses among the replacement effects of: アクア・リバイバー, 霊樹幻獣カラフール
    And under tcg the players who chose among replacement effects were, in order: player A, player B
    And under tcg in some choice of replacement effects, player B's hand holds: アクア・リバイバー
    And under tcg in some choice of replacement effects, player B's mana zone holds: アクア・リバイバー

  @qa:notice-2021-12-16 @cr:509.5b @cr:509.5e
  Scenario: 509.3d (2021-12-16): a G・ストライク used before the shield trigger broken with it
    Rule-change notice 31647 (2021-12-16), 509.3b and 509.3d: G・ストライク is declared with the
    shield triggers as the shields are broken; once the declarations are over the shields go to
    the hand, and the shield triggers, S-backs and G・ストライク are used in any order; its example
    breaks サイバー・ブレイン and フェアリー・Re:ライフ together and allows both orders. デーモン・ハンド
    stands in for サイバー・ブレイン, so that the order shows on the board: フェアリー・Re:ライフ's
    G・ストライク first, on 予言者リュゾル (it cannot attack this turn); then デーモン・ハンド
    destroys the attacker.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 予言者リュゾル
    And player B's shield zone holds: デーモン・ハンド, フェアリー・Re:ライフ
    And player B will use the shield trigger of デーモン・ハンド
    And player B will use the G・ストライク of フェアリー・Re:ライフ
    And player B will use the shield triggers in this order: フェアリー・Re:ライフ then デーモン・ハンド
    And player B will choose 予言者リュゾル as target
    And player B will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B declares フェアリー・Re:ライフ
    And under tcg 予言者リュゾル has the keyword cannot attack
    And under tcg 暗黒の騎士ザガーン is in player A's graveyard
    And under tcg フェアリー・Re:ライフ is in player B's hand

  @qa:notice-2021-12-16 @cr:509.5e
  Scenario: 509.3d (2021-12-16): the same two cards, the shield trigger first
    The other order of the notice's example: デーモン・ハンド first destroys 予言者リュゾル; then
    the G・ストライク chooses 暗黒の騎士ザガーン.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 予言者リュゾル
    And player B's shield zone holds: デーモン・ハンド, フェアリー・Re:ライフ
    And player B will use the shield trigger of デーモン・ハンド
    And player B will use the G・ストライク of フェアリー・Re:ライフ
    And player B will use the shield triggers in this order: デーモン・ハンド then フェアリー・Re:ライフ
    And player B will choose 予言者リュゾル as target
    And player B will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg 予言者リュゾル is in player A's graveyard
    And under tcg 暗黒の騎士ザガーン has the keyword cannot attack
