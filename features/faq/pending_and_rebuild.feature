@faq
Feature: Official rulings on the pending state (2022-09-14), the rebuild (2021-03-16), choosing a card and skipping a turn
  The rule-change notices of 2022-09-14 (rulechange 31662, 総合ルール 409: 保留状態 replaces the
  nowhere zone) and 2021-03-16 (rulechange 31626, 総合ルール 801.4: 再構築), the official Q&A the
  pending-state page (seed 004) quotes, the 2017-10-06 wording of 109.2a and a Q&A of
  2020-12-15/17 on skipping the rest of a turn. Each scenario restates the question in its own
  words and asserts the official answer under the profile it speaks for; a notice that changed
  the rules has a scenario on each side of its date (tcg-2021 before 2022-09-14, tcg-2020 before
  2021-03-16).

  Background:
    Given it is player A's turn

  @qa:notice-2022-09-14 @cr:409.1
  Scenario: 409 (2022-09-14): a creature an effect puts out of the mana zone is pending, so the mana zone counts one card less
    Rule-change notice 31662 (2022-09-14), 409: a card being used, or being put into the battle
    zone by an effect, is pending until it really moves; it is still in its zone but that
    zone does not count it. Question restated: with 獣軍隊 ヤドック on the other side (a creature
    costing more than the number of its owner's mana cards goes to the mana zone instead), an
    effect puts 虹速 ザ・ヴェルデ (cost 4) out of a mana zone of four cards: does it enter?
    Answer under the current rules: while it is being put it is pending, the mana zone counts
    3, so ヤドック's replacement applies and it stays in the mana zone.

    Given player B's battle zone holds, left to right: 獣軍隊 ヤドック
    And player A's mana zone holds: 虹速 ザ・ヴェルデ, 3 x シェル・ラック
    When an effect puts 虹速 ザ・ヴェルデ from player A's mana zone into the battle zone
    Then while 虹速 ザ・ヴェルデ is being put, under tcg 虹速 ザ・ヴェルデ is pending
    And while 虹速 ザ・ヴェルデ is being put, under tcg player A's mana zone has 3 cards
    And under tcg 獣軍隊 ヤドック's replacement ability applies
    And under tcg the creatures put into player A's battle zone were: nothing
    And under tcg 虹速 ザ・ヴェルデ is in player A's mana zone

  @qa:notice-2022-09-14
  Scenario: before 2022-09-14: a creature an effect put was still counted in its zone, and it entered
    The before side of notice 31662 (the change's history as seed 004 and dmwiki's どこでもない
    ゾーン record it): only a card being used went to the nowhere zone; a card an effect put into
    the battle zone did not, so it was still counted where it was. The same board as above under
    tcg-2021: the mana zone counts 4, 4 is not more than 4, ヤドック does not apply and 虹速 ザ・ヴェルデ
    enters.

    Given player B's battle zone holds, left to right: 獣軍隊 ヤドック
    And player A's mana zone holds: 虹速 ザ・ヴェルデ, 3 x シェル・ラック
    When an effect puts 虹速 ザ・ヴェルデ from player A's mana zone into the battle zone
    Then while 虹速 ザ・ヴェルデ is being put, under tcg-2021 虹速 ザ・ヴェルデ is not pending
    And while 虹速 ザ・ヴェルデ is being put, under tcg-2021 player A's mana zone has 4 cards
    And under tcg-2021 獣軍隊 ヤドック's replacement ability does not apply
    And under tcg-2021 the creatures put into player A's battle zone were: 虹速 ザ・ヴェルデ

  @qa:notice-2022-09-14-ex1 @cr:409.1c
  Scenario: Notice 31662, example 1: 紅神龍オグリストヴァル dies before エナジー・ライト, the only card of the hand, draws
    Rule-change notice 31662 (2022-09-14), first example. Question restated: my 紅神龍オグリストヴァル
    (+3000 power per card in my hand, base 0) is out and エナジー・ライト (draw 2) is the only card
    in my hand; I cast it. Answer: the spell being cast is pending and not counted, the hand
    counts 0, オグリストヴァル's power is 0 and it is destroyed before the two cards are drawn.
    Reading: the state-based check runs once the spell is pending and paid for, before its
    effect (the engine's order for 004 例1). tcg-2021: the spell was in the nowhere zone, the
    same count.

    Given player A's battle zone holds, left to right: 紅神龍オグリストヴァル
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: エナジー・ライト
    When player A casts エナジー・ライト
    Then while エナジー・ライト resolves, under tcg and tcg-2021 紅神龍オグリストヴァル's power is 0
    And under tcg and tcg-2021 紅神龍オグリストヴァル was destroyed by the state-based check at power 0
    And under tcg and tcg-2021 紅神龍オグリストヴァル is in player A's graveyard
    And under tcg and tcg-2021 player A drew 2 cards

  @qa:notice-2022-09-14-ex2 @cr:409.1c
  Scenario: Notice 31662, example 2: エマージェンシー・タイフーン cast from the hand cannot discard itself
    Rule-change notice 31662 (2022-09-14), second example (also a Q&A of the 2022-09-14 update).
    Question restated: エマージェンシー・タイフーン draws up to two cards, then its caster discards a
    card; may the discarded card be the Typhoon being cast? Answer: no, it is pending and not
    a card of the hand then. The discard is offered among the other cards; player A discards
    予言者リュゾル.

    Given player A's mana zone holds: 2 x アクア・ビークル
    And player A's hand holds: エマージェンシー・タイフーン, 予言者リュゾル
    And player A's deck holds, top first: シェル・ラック, 予言者クルト, 10 x 予言者リュゾル
    And player A will choose 予言者リュゾル to discard
    When player A casts エマージェンシー・タイフーン
    Then under tcg player A was offered to discard: 予言者リュゾル, シェル・ラック, 予言者クルト
    And under tcg player A's graveyard holds: 予言者リュゾル, エマージェンシー・タイフーン

  @qa:notice-2022-09-14-ex3 @cr:409.1c @cr:409.2
  Scenario: Notice 31662, example 3: 虹速 ザ・ヴェルデ summoned from a mana zone of four cards meets 獣軍隊 ヤドック
    Rule-change notice 31662 (2022-09-14), third example. Question restated: four cards in my
    mana zone, the opponent's 獣軍隊 ヤドック out; I summon 虹速 ザ・ヴェルデ (cost 4) from my mana
    zone: does ヤドック's replacement apply? Answer: yes, the pending ザ・ヴェルデ is not counted,
    the mana zone counts 3 and 4 is more than 3, so it is put into the mana zone instead. The
    cards' texts are the engine's reconstruction (engine/catalog/cards/pending.yaml); ザ・ヴェルデ pays
    its own cost while pending (004).

    Given player B's battle zone holds, left to right: 獣軍隊 ヤドック
    And player A's mana zone holds: 虹速 ザ・ヴェルデ, 3 x シェル・ラック
    When player A tries to summon 虹速 ザ・ヴェルデ from their mana zone
    Then under tcg the last action is allowed
    And while 虹速 ザ・ヴェルデ is being summoned, under tcg player A's mana zone has 3 cards
    And under tcg 獣軍隊 ヤドック's replacement ability applies
    And under tcg 虹速 ザ・ヴェルデ is in player A's mana zone
    And under tcg the creatures put into player A's battle zone were: nothing

  @qa:42630
  Scenario: Q&A 42630: 轟破天九十九語 puts a mana evolution creature, which finds no source in the mana zone
    Official Q&A 42630 as seed 004 quotes it (example 4 of 保留状態; date not shown). Question
    restated: the spell side of キングダム・オウ禍武斗／轟破天九十九語 puts every creature of each
    player's mana zone into the battle zone; can a マナ進化 creature among them evolve from one
    of the others? Answer: no, every creature of the mana zone is pending, so it has no source
    to choose and cannot be put. 密林の総督ハックル・キリンソーヤ (マナ進化) is put first and stays in
    the mana zone; 青銅の鎧 then enters, its enter ability ignored by the spell.

    Given player A's mana zone holds: 10 x フェアリー・ライフ, 密林の総督ハックル・キリンソーヤ, 青銅の鎧
    And player A's hand holds: 轟破天九十九語
    And player A will choose 密林の総督ハックル・キリンソーヤ then 青銅の鎧 to put into the battle zone
    When player A casts 轟破天九十九語
    Then under tcg 密林の総督ハックル・キリンソーヤ is in player A's mana zone
    And under tcg player A's battle zone holds, left to right: 青銅の鎧

  @qa:38718
  Scenario: Q&A 38718: the deck cards ドンドン吸い込むナウ looks at are still deck cards, so a five-card deck does not run out
    Official Q&A 38718 as seed 004 cites it (その他 of 保留状態; date not shown). Question
    restated: my deck has exactly five cards and ドンドン吸い込むナウ looks at the top five; with
    them set aside face down, is my deck empty, so that I lose? Answer: no, they are not
    pending and still count as the deck's cards. Reading: the check that runs while the spell
    resolves sees five cards; one card goes to the hand and four to the bottom.

    Given player A's deck holds, top first: 予言者リュゾル, シェル・ラック, 予言者クルト, アクア・ビークル, 爆炎野郎ジョー
    And player A's mana zone holds: 4 x アクア・ビークル
    And player A's hand holds: ドンドン吸い込むナウ
    When player A casts ドンドン吸い込むナウ
    Then while ドンドン吸い込むナウ resolves, under tcg player A's deck has 5 cards
    And under tcg the game goes on
    And under tcg player A's deck has 4 cards

  @qa:notice-2021-03-16
  Scenario: 801.4 (2021-03-16): when only the top card of an evolution creature leaves, the cards under it stay as one creature
    Rule-change notice 31626 (2021-03-16), 801.4 and 801.4b: the cards under an evolution
    creature whose top card alone leaves are rebuilt: the topmost creature card stays, the
    rest stacked under it, as one creature. Restated on a board: クリスタル・ランサー over
    アクア・ガード over アクア・ビークル; an effect puts only the top card into the graveyard. Today
    one creature stays, アクア・ガード with アクア・ビークル under it.

    Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル
    And player A will keep アクア・ガード and アクア・ビークル as separate creatures
    When an effect of player B's puts only the top card of クリスタル・ランサー into its owner's graveyard
    Then under tcg player A's battle zone holds, left to right: アクア・ガード on アクア・ビークル
    And under tcg player A's battle zone holds 1 creature
    And under tcg player A's graveyard holds: クリスタル・ランサー

  @qa:notice-2021-03-16
  Scenario: before 2021-03-16: the owner kept creatures from under it as separate creatures, as many as its evolution type allowed
    The before side of notice 31626, in the wording of the rule it replaced (dmwiki
    2021年3月16日ルール改訂): the owner chose creatures among the cards under it to stay as separate
    creatures, as many as the evolution type allowed (one for a normal evolution), and the rest
    went to the graveyard. Player A asks to keep both; under tcg-2020 one stays.

    Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル
    And player A will keep アクア・ガード and アクア・ビークル as separate creatures
    When an effect of player B's puts only the top card of クリスタル・ランサー into its owner's graveyard
    Then under tcg-2020 player A's battle zone holds, left to right: アクア・ガード
    And under tcg-2020 player A's graveyard holds: クリスタル・ランサー, アクア・ビークル

  @qa:notice-2017-10-06-109.2a @cr:109.2a
  Scenario: 109.2a (2017-10-06): an effect that chooses a card of an evolution creature affects that card alone
    Rule-change notice of 2017-10-06 (?p=31397), 109.2a (its wording revised, the ruling
    unchanged): an effect that chooses a card affects that card alone, even when it is one of
    the cards of an evolution creature. Restated on a board: 龍脈術 落城の計 (return a card of
    cost 6 or less of the battle zone to its owner's hand) may choose any of the three cards of
    クリスタル・ランサー over アクア・ガード over アクア・ビークル; it chooses the top card (the first
    offered). Only クリスタル・ランサー goes to the hand; the two cards under it stay, rebuilt as
    one creature (801.4).

    Given it is player B's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル
    And player B's mana zone holds: 3 x アクア・ビークル
    And player B's hand holds: 龍脈術 落城の計
    When player B casts 龍脈術 落城の計
    Then under tcg player B was offered to choose: クリスタル・ランサー, アクア・ガード, アクア・ビークル
    And under tcg player A's hand holds: クリスタル・ランサー
    And under tcg player A's battle zone holds, left to right: アクア・ガード on アクア・ビークル

  @qa:dmwiki-2020-12-15-clock
  Scenario: Q&A of 2020-12-15/17: with the rest of the turn skipped, "at the end of the turn" does not happen
    Official Q&A of the 2020-12-15/17 update as dmwiki quotes it. Question restated: in the
    extra turn of 鬼ヶ王魔 エンド・ジャオウガ (whose end destroys my creatures), 終末の時計 ザ・クロック
    enters and skips the rest of the turn: are my creatures destroyed at its end? Answer: no,
    the turn's end is skipped with the rest, so nothing "at the end of the turn" happens.
    Extra turns are not in the engine: 特攻小僧スカイラブ ("at the end of your turn, destroy this
    creature", classic dm23-032) stands in for the end-of-turn destruction, on an ordinary turn
    (the reading chosen). Player A summons ザ・クロック; player B's turn starts, スカイラブ alive.

    Given player A's battle zone holds, left to right: 特攻小僧スカイラブ
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: 終末の時計 ザ・クロック
    When player A summons 終末の時計 ザ・クロック
    Then under tcg 特攻小僧スカイラブ's ability does not trigger
    And under tcg 特攻小僧スカイラブ is in player A's battle zone
    And under tcg player B drew 1 card

  @qa:dmwiki-2020-12-15-clock
  Scenario: Q&A of 2020-12-15/17, the control: a turn that ends normally destroys 特攻小僧スカイラブ
    The same board, without skipping: the turn ends and 特攻小僧スカイラブ's ability destroys it,
    so the scenario above shows the skip, not a missing ability.

    Given player A's battle zone holds, left to right: 特攻小僧スカイラブ
    When player A ends the turn
    Then under tcg 特攻小僧スカイラブ's ability triggers
    And under tcg 特攻小僧スカイラブ is in player A's graveyard
