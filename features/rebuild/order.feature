@rebuild
Feature: The order of the cards under a creature
  002 (Cards underneath cards in the battle zone): since 2021-03-16 the cards under a creature
  have an order: the player putting an evolution out orders its sources, a card put under an
  existing creature goes to the bottom (CR 403.4a), the order cannot be changed, and when the
  top card leaves, cards are put into the graveyard from the top until a creature is on top
  (CR 801.4b). Before (tcg-2020) the order had no meaning and could be rearranged.

  Background:
    Given it is player A's turn

  @ex:REBUILD-ORDER-01 @ex:REBUILD-ORDER-04 @cr:403.4
  Scenario: Rearranging the cards under a creature: allowed before 2021-03-16, not since
    002: 「この再構築のルール変更によって、下にあるカードに順番という概念ができた[1]。旧ルールではカードの順番は
    ゲームに一切影響を与えず、再構築が発生した時点で好きなカードを選んで残すという都合上、順番を区別する意味がない
    ので並び替えが許されていた。」 「- カードの下に置かれたカードの順番を入れ替えることはできない。」

    Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル
    When player A reorders the cards under クリスタル・ランサー as: アクア・ビークル, アクア・ガード
    Then under tcg and tcg-2021 the last action is refused
    And under tcg and tcg-2021 player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル
    And under tcg-2020 the last action is allowed
    And under tcg-2020 player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル on アクア・ガード

  @ex:REBUILD-ORDER-02 @qa:notice-2021-09-07-801.1b
  Scenario Outline: 進化V: the player summoning it orders its two sources; the one directly under becomes the top after a rebuild
    002: 「- 進化Vなどで複数のカードを同時にカードの下に置く時、それらのカードを重ねる順番を決定する。その際、順番は
    そのクリーチャーを出すプレイヤーが好きに決められる。」 The stack order is written top to bottom
    after "onto".
    Rule-change notice 31637 (2021-09-07), 801.1b states it too: the player puts the sources under
    in any order.

    Given player A's mana zone holds: 7 x 爆炎野郎ジョー
    And player A's hand holds: 龍炎凰インフィニティ・フェニックス
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, ピコラのスパナ
    When player A summons 龍炎凰インフィニティ・フェニックス onto <first> and <second>
    And an effect of player B's returns only the top card of 龍炎凰インフィニティ・フェニックス to its owner's hand
    Then under tcg and tcg-2021 player A's battle zone holds, left to right: <first> on <second>

    Examples:
      | first          | second         |
      | ピコラのスパナ | 爆炎野郎ジョー |
      | 爆炎野郎ジョー | ピコラのスパナ |

  @ex:REBUILD-ORDER-03 @cr:403.4a
  Scenario: 時空工兵タイムチェンジャー puts a creature from the deck under an evolution creature: at the bottom
    002: 「- カードの下にカードを置く場合、それは一番下に置かれる（総合ルール 403.4a）。例えば、
    《時空工兵タイムチェンジャー》や《時空の庭園》などに関係している。」

    Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: 時空工兵タイムチェンジャー
    And player A's deck holds, top first: 予言者リュゾル, アクア・ビークル, 10 x 予言者リュゾル
    And player A will choose アクア・ビークル to put under クリスタル・ランサー
    When player A summons 時空工兵タイムチェンジャー
    Then under tcg and tcg-2021 player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル, 時空工兵タイムチェンジャー

  @ex:REBUILD-ORDER-03 @cr:403.4a
  Scenario: 時空の庭園 puts a creature from the mana zone under an evolution creature: at the bottom
    The same sentence of 002, second card (its Japanese text reconstructed from all-en
    Timeless Garden: the top card of the deck into the mana zone, then a creature of your mana
    zone under one of your evolution creatures).

    Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード
    And player A's mana zone holds: 2 x シェル・ラック, アクア・ビークル
    And player A's hand holds: 時空の庭園
    And player A's deck holds, top first: 予言者リュゾル, 10 x 予言者リュゾル
    And player A will choose アクア・ビークル to put under クリスタル・ランサー
    When player A casts 時空の庭園
    Then under tcg and tcg-2021 player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル

  @ex:REBUILD-ORDER-05 @ex:REBUILD-EX-02 @qa:dmwiki-reconstruct-spell-top
  Scenario: 「魔力」の極 ダークマター over spells and twinpacts: the nearest twinpact stays, with the rest under it
    002: 「- 下にあったカードのうち、一番上のカードがバトルゾーンに残せないカードだった場合、一番上がクリーチャーなる
    まで上から順にカードを墓地に置いていく。」 「- バトルゾーンで、上から《「魔力」の極 ダークマター》・呪文・
    呪文・ツインパクトカード・ツインパクトカード・呪文・呪文というカードの束になっていた場合、退化したら上から
    最も近いツインパクトの特性を持つクリーチャーが残る。」 CR 801.4b: 「…一番上のクリーチャーをバトルゾーンに
    残し、他はそのクリーチャーの下に重ねたままにします。」 — so the second twinpact and the last two
    spells stay under the first twinpact (the catalog's inference, stated by 801.4b).
    ダークマター's エターナル・Ω applies to the top card alone: it goes to the hand (dmwiki
    進化クリーチャーの一番上). tcg-2020, recorded: 超無限 lets player A keep any number of creature
    cards as separate creatures.
    dmwiki バトルゾーン (a revision diff; undated) says the same: a spell that would become the top goes to the
    graveyard; a twinpact stays as the top.

    Given player A's battle zone holds, left to right: 「魔力」の極 ダークマター on エナジー・ライト on ゴースト・タッチ on カワモリデン／リーフストーム・トラップ on 魔導管理室 カリヤドネ／ハーミット・サークル on ブレイン・チャージャー on クローン・バイス
    When an effect of player B's puts only the top card of 「魔力」の極 ダークマター into its owner's graveyard
    Then under tcg and tcg-2021 「魔力」の極 ダークマター is in player A's hand
    And under tcg and tcg-2021 player A's graveyard holds: エナジー・ライト, ゴースト・タッチ
    And under tcg and tcg-2021 player A's battle zone holds, left to right: カワモリデン／リーフストーム・トラップ on 魔導管理室 カリヤドネ／ハーミット・サークル on ブレイン・チャージャー on クローン・バイス
    And under tcg and tcg-2021 the creatures put into player A's battle zone were: nothing
