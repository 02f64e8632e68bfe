@cardsel
Feature: DMPS card selection and links
  000 カード指定除去の概念が異なる: in DMPS a text that chooses a "card" of the battle zone chooses an
  element (or a seal), never a card under an evolution creature, and the element moves with
  all its cards (no rebuild); a "card" of the shield zone is a shield card. 000 リンクによって…:
  a linked creature is handled as if it were one card, and an evolution source that was linked
  is remembered as such. The TCG side (card designation may pick any card of the zone,
  constituent cards included; links dissolve under an evolution, Q&A 40121) is read from 000's
  own contrast and 002 (801.4).

  @ex:DMPS-CARDSEL-01 @ex:DMPS-CARDSEL-02 @ex:DMPS-CARDSEL-03 @qa:dmps-card-removal-evolution
  Scenario: 龍脈術 落城の計 chooses a card of the battle zone: an element in DMPS, any card in the TCG
    000: 「[[バトルゾーン]]から''[[カード]]''を選ぶことを要求するテキストは、TCGで言うところの[[エレメント]]+
    [[封印]]を選ぶことに相当する。」 「-カードを選ぶ効果によって、[[進化クリーチャー]]の[[進化元]]を選ぶことは
    できない。」 「-進化クリーチャーを「カードを選ぶ効果」によって除去した場合、進化元も進化クリーチャーと同じ
    ゾーンに移動する。[[再構築]]（[[退化]]）は発生しない。」 The choice is not scripted: the first card
    offered, クリスタル・ランサー, is taken. TCG: only that card returns and アクア・ガード stays,
    rebuilt, still tapped (801.4). The DMPS text of 落城の計 is assumed to be the TCG one (000
    lists it among the bounces that may choose your own creatures). Seals: the engine has none
    (no seal card in the sources' examples); the "element" half is what is asserted.
    dmwiki 調整が加えられたカード一覧 (DMPS; a diff page, undated) states the DMPS side: a removal that chooses
    a card takes every card of the evolution creature.

    Given it is player B's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード (tapped), 予言者リュゾル
    And player B's mana zone holds: 3 x アクア・ビークル
    And player B's hand holds: 龍脈術 落城の計
    When player B casts 龍脈術 落城の計
    Then under dmps and dmps-old player B was offered to choose: クリスタル・ランサー, 予言者リュゾル
    And under dmps and dmps-old player A's hand holds: クリスタル・ランサー, アクア・ガード
    And under dmps and dmps-old player A's battle zone holds, left to right: 予言者リュゾル
    And under tcg player B was offered to choose: クリスタル・ランサー, アクア・ガード, 予言者リュゾル
    And under tcg player A's hand holds: クリスタル・ランサー
    And under tcg player A's battle zone holds, left to right: アクア・ガード, 予言者リュゾル
    And under tcg アクア・ガード is tapped

  @ex:DMPS-CARDSEL-02
  Scenario: A card under an evolution creature can be chosen in the TCG alone: the creature stays as it is
    000's contrast (カードを選ぶ効果によって、進化元を選ぶことはできない) read for the TCG side: a
    card-designating effect may offer every card of a creature, the cards under it included;
    DMPS offers the element only.

    Given it is player B's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル
    And player B's mana zone holds: 3 x アクア・ビークル
    And player B's hand holds: 龍脈術 落城の計
    When player B casts 龍脈術 落城の計
    Then under tcg player B was offered to choose: クリスタル・ランサー, アクア・ガード, アクア・ビークル
    And under dmps player B was offered to choose: クリスタル・ランサー

  @ex:DMPS-CARDSEL-04 @ex:DMPS-CARDSEL-05 @tcg-general
  Scenario: トンギヌスの槍 chooses a fortified shield: only the shield card goes to the deck, the castle to the graveyard
    000: 「[[シールドゾーン]]から''[[カード]]''を選ぶことを要求するテキストは、TCGで言うところの[[シールド
    カード]]を選ぶことに相当する。」 「-[[《トンギヌスの槍》]]で[[要塞化]]されたシールドを選んだ場合、あくまでも
    [[シールドカード]]のみが山札送りの対象となる。要塞化していた[[城]]は[[状況起因処理]]により墓地に置かれる。」
    海底鬼面城 fortifies 予言者リュゾル. The spell is cast without paying (its アタック・チャンス is
    not modelled). TCG, recorded: the castle is a card of the shield zone and is offered too.

    Given it is player A's turn
    And player B's shields holds: 海底鬼面城 on 予言者リュゾル, 予言者クルト, シェル・ラック
    And player B's deck holds, top first: 10 x 爆炎野郎ジョー
    And player A's hand holds: トンギヌスの槍
    And player A will choose 予言者リュゾル as target
    When player A casts トンギヌスの槍 without paying its cost
    Then under dmps and dmps-old player A was offered to choose: 予言者リュゾル, 予言者クルト, シェル・ラック
    And under dmps and dmps-old the bottom 1 cards of player B's deck are, top to bottom: 予言者リュゾル
    And under dmps and dmps-old 海底鬼面城 is in player B's graveyard
    And under dmps and dmps-old player B has 2 shields
    And under tcg player A was offered to choose: 予言者リュゾル, 予言者クルト, シェル・ラック, 海底鬼面城

  @ex:DMPS-LINK-01 @tcg-general
  Scenario: A linked god is one card in DMPS: 龍脈術 落城の計 (cost 6 or less) cannot choose it; in the TCG each card can be chosen
    000: 「[[リンク]]によって1体のクリーチャーになった場合、カードとしては存在していないがあたかもカード1枚でその
    状態になったものとして進行する」 G・E・レオパルド (6) and G・A・ペガサス (5) linked: in DMPS one
    card whose cost is the sum, 11 (reading: dmwiki リンク, a linked god's cost and power are the
    sums), so nothing can be chosen; in the TCG each card can be chosen (the first offered,
    レオパルド, returns; ペガサス stays, unlinked).

    Given it is player B's turn
    And player A's battle zone holds, left to right: G・E・レオパルド + G・A・ペガサス
    And player B's mana zone holds: 3 x アクア・ビークル
    And player B's hand holds: 龍脈術 落城の計
    When player B casts 龍脈術 落城の計
    Then under dmps and dmps-old player B was offered to choose: nothing
    And under dmps and dmps-old player A's battle zone holds, left to right: G・E・レオパルド + G・A・ペガサス
    And under dmps and dmps-old player A's battle zone holds 1 creature
    And under tcg player B was offered to choose: G・E・レオパルド, G・A・ペガサス
    And under tcg player A's battle zone holds, left to right: G・A・ペガサス
    And under tcg G・E・レオパルド is in player A's hand

  @ex:DMPS-LINK-02 @qa:40121
  Scenario: 太陽王ソウル・フェニックス over a linked god leaves: in DMPS the god comes back linked, in the TCG the cards stay stacked, unlinked
    Official Q&A 40121 (its date is not given; 000 cites it for the TCG side): a linked creature
    used as an evolution source does not stay linked, and the rebuild does not make it one linked
    creature again.
    000: 「-デュエプレでは[[《太陽王ソウル・フェニックス》]]の進化元にしても[[G・リンク]]や[[覚醒リンク]]状態は
    分離せず記憶される。離れる時、[[置換効果]]で進化元として使った形態そのままでバトルゾーンに戻ってくる。」
    「--TCG版では[[G・リンク]]や[[覚醒リンク]]したクリーチャーを進化元にすると、下のカードは結合を維持できず、
    [[再構築]]で1体のクリーチャーに戻ることはない。」 The stack is set up (the DMPS evolution condition
    is not given): its sources were the linked G・E・レオパルド + G・A・ペガサス (an Earth Dragon) and
    クック・ポロン (a Fire Bird). ソウル・フェニックス's own text makes only its top card leave. TCG:
    the rebuild of 801.4 keeps the cards stacked in the order they were put (レオパルド on top),
    not linked. tcg-2020, recorded: the old rule, separate creatures chosen by player A.

    Given it is player B's turn
    And player A's battle zone holds, left to right: 太陽王ソウル・フェニックス on G・E・レオパルド + G・A・ペガサス on クック・ポロン
    When an effect of player B's destroys 太陽王ソウル・フェニックス
    Then under dmps player A's battle zone holds, left to right: G・E・レオパルド + G・A・ペガサス, クック・ポロン
    And under dmps 太陽王ソウル・フェニックス is in player A's graveyard
    And under tcg player A's battle zone holds, left to right: G・E・レオパルド on G・A・ペガサス on クック・ポロン
    And under tcg player A's battle zone holds 1 creature
    And under tcg 太陽王ソウル・フェニックス is in player A's graveyard
