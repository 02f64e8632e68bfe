@pending
Feature: Spells cast from the graveyard or the mana zone, and cards that go back where they came from
  004 ルール and デュエル・マスターズ プレイスでは: a spell cast from the graveyard is pending there and
  not counted; if it goes back to the graveyard it is not "put into" it, yet a replacement of
  its own that applies when it would be put into the graveyard after casting still applies
  (a charger goes to the mana zone); an effect "cast it from the graveyard" given twice is not
  reset by graveyard → pending → graveyard. DMPS mostly follows; it differs in one listed case:
  a spell recast from the graveyard that goes back there does count as put into the graveyard
  (偽りの王 ヴィルヘルム triggers twice). Before 2022-09-14 (tcg-2021) a used card came back
  from the nowhere zone, which was being put into the zone.

  Background:
    Given it is player A's turn

  @ex:PEND-RULE-07 @ex:PEND-DMPS-03
  Scenario: The only クローン・バイス of the graveyard, cast from there, does not count itself
    004 DMPS: 「--自分の墓地に[[《クローン・バイス》]]が1枚の状態でその《クローン・バイス》を唱えた時、1枚
    [[ハンデス]]する。」 ルール: 「-''保留状態にある[[カード]]は、他の[[カード]]の[[効果]]などで参照されたり
    カウントされたりしない。''」 The TCG text counts every graveyard, the DMPS text the caster's
    own (000 系統的な調整例); the cast card is pending (tcg-2021: in the nowhere zone) in either.
    Cast by an unnamed effect.

    Given player A's graveyard holds: クローン・バイス
    And player B's hand holds: 3 x 予言者リュゾル
    When an effect of player A's casts クローン・バイス from their graveyard without paying its cost
    Then while クローン・バイス resolves, under tcg, tcg-2021 and dmps player A's graveyard has 0 cards
    And under tcg, tcg-2021 and dmps player B's hand has 2 cards
    And under tcg, tcg-2021 and dmps クローン・バイス is in player A's graveyard

  @ex:PEND-DMPS-04 @ex:PEND-RULE-07
  Scenario: 再誕の聖地 cast from the graveyard cannot put itself into the mana zone
    004 DMPS: 「--自分の墓地の[[《再誕の聖地》]]を唱えた時、その《再誕の聖地》はマナゾーンに置かれない。」 The
    card's text (all-en Shrine of Rebirth): up to two cards of your graveyard into your mana
    zone. Asserted for tcg too: the same rule of 004 ルール (PEND-RULE-07).

    Given player A's graveyard holds: 再誕の聖地, 予言者リュゾル, シェル・ラック
    When an effect of player A's casts 再誕の聖地 from their graveyard without paying its cost
    Then under tcg and dmps player A was offered to put into mana: 予言者リュゾル, シェル・ラック
    And under tcg and dmps player A's mana zone holds: 予言者リュゾル, シェル・ラック
    And under tcg and dmps player A's graveyard holds: 再誕の聖地

  @ex:PEND-RULE-11 @ex:PEND-EX-08 @ex:PEND-DMPS-09 @ex:PEND-RULE-06 @cr:409.2b
  Scenario: A charger spell cast from the graveyard goes to the mana zone
    004 ルール: 「--例外として、[[呪文]]が[[墓地]]に置かれることで適用される[[置換効果]]は、墓地から唱えた呪文が
    再び墓地に置かれる場合でも適用される。」 「---例：[[墓地]]から[[チャージャー]][[呪文]]を唱えた場合、唱えた後
    [[マナゾーン]]に置かれる。」 DMPS: 「-[[呪文]]が持つ「唱えた後墓地に置くかわりに～」を持つ呪文を墓地から
    唱え墓地に置こうとする場合、その[[置換効果]]を適用する。」 And 「--[[置換効果]]が適用される…解決後に…
    保留状態は解除される」: afterwards it is an ordinary card of the mana zone.

    Given player A's graveyard holds: ブレイン・チャージャー
    When an effect of player A's casts ブレイン・チャージャー from their graveyard without paying its cost
    Then under tcg, tcg-2021 and dmps ブレイン・チャージャー is in player A's mana zone
    And under tcg, tcg-2021 and dmps ブレイン・チャージャー is not pending
    And under tcg, tcg-2021 and dmps player A's mana zone has 1 card
    And under tcg, tcg-2021 and dmps player A drew 1 card

  @ex:PEND-RULE-13
  Scenario: Two 術英雄 チュレンテンホウ each recast the same spell from the graveyard
    004 ルール: 「-上の例外で、一度唱えた呪文を墓地から唱えるという効果を1枚に対して複数回与えられ、[[墓地]]→
    保留状態→[[墓地]]という処理が行われても、踏み倒し効果はリセットされない。」 (2021-12-17 and
    2024-06-21 rulings — the first inside tcg-2021's range) and 「デュエプレの[[《術英雄 チュレンテン
    ホウ》]]も複数体あればその数だけ同じカードを対象に墓地詠唱できる。」 The spell is cast from the hand,
    then once by each Churentenhou from the graveyard (two free casts): three casts, six draws.

    Given player A's battle zone holds, left to right: 術英雄 チュレンテンホウ, 術英雄 チュレンテンホウ
    And player A's mana zone holds: 5 x アクア・ビークル
    And player A's hand holds: エナジー・ライト
    When player A casts エナジー・ライト
    Then under tcg, tcg-2021 and dmps these happen in this order:
      | step                    |
      | エナジー・ライト is cast |
      | エナジー・ライト is cast |
    And under tcg, tcg-2021 and dmps player A drew 6 cards
    And under tcg, tcg-2021 and dmps エナジー・ライト is in player A's graveyard

  @ex:PEND-DMPS-06 @ex:PEND-DMPS-05
  Scenario: 不死帝 ブルース summoned from the graveyard is sent back there by 龍世界 ドラゴ大王: 偽りの王 ヴィルヘルム does not trigger
    004 DMPS: 「--相手が[[《偽りの王 ヴィルヘルム》]]と[[《龍世界 ドラゴ大王》]]を出している状態で、墓地の
    [[《不死帝 ブルース》]]を[[墓地召喚]]した時、《ブルース》は[[着地置換効果]]によりバトルゾーンに出るかわりに
    墓地に置かれるが、《ヴィルヘルム》の「相手のカードがどこからでも墓地に置かれた時」の能力は誘発しない。」
    「-保留状態の前後でゾーンの移動が発生しなかった場合、…そのゾーンにカードが置かれたことにはならない。」
    Asserted for tcg by 409.2a (004 ルール, PEND-RULE-09); before 2022-09-14 the return from the
    nowhere zone was a placement (裁定の変遷), so ヴィルヘルム triggers under tcg-2021.

    Given player B's battle zone holds, left to right: 偽りの王 ヴィルヘルム, 龍世界 ドラゴ大王
    And player A's graveyard holds: 不死帝 ブルース
    And player A's mana zone holds: 8 x デーモン・ハンド
    When player A tries to summon 不死帝 ブルース from their graveyard
    Then under tcg, tcg-2021 and dmps the last action is allowed
    And under tcg, tcg-2021 and dmps 龍世界 ドラゴ大王's replacement ability applies
    And under tcg, tcg-2021 and dmps 不死帝 ブルース is in player A's graveyard
    And under tcg and dmps 不死帝 ブルース was not put into player A's graveyard
    And under tcg and dmps 偽りの王 ヴィルヘルム's ability does not trigger
    And under tcg-2021 不死帝 ブルース was put into player A's graveyard
    And under tcg-2021 偽りの王 ヴィルヘルム's ability triggers

  @ex:PEND-DMPS-07 @tcg-general
  Scenario: 夜露死苦 キャロル summoned from the graveyard and sent back is not put into the graveyard, so it does not return to the hand
    004 DMPS: 「--相手が[[《龍世界 ドラゴ大王》]]を、自分が[[《不死帝 ブルース》]]を出している状態で、墓地の
    [[《夜露死苦 キャロル》]]や[[《疾封怒闘 キューブリック》]]を[[墓地召喚]]した時、《キャロル》は手札に戻らず、
    《キューブリック》の[[バウンス]]効果も発動しない。」 ブルース lets its controller summon non-evolution
    Outrage from the graveyard. キャロル's "instead of the graveyard, to the hand" needs a card
    put into the graveyard; there is none. tcg by 409.2a. tcg-2021, recorded: the return from
    the nowhere zone is a placement, so キャロル goes to the hand.

    Given player B's battle zone holds, left to right: 龍世界 ドラゴ大王
    And player A's battle zone holds, left to right: 不死帝 ブルース
    And player A's graveyard holds: 夜露死苦 キャロル
    And player A's mana zone holds: 爆炎野郎ジョー, 2 x アクア・ビークル
    When player A tries to summon 夜露死苦 キャロル from their graveyard
    Then under tcg and dmps the last action is allowed
    And under tcg and dmps 夜露死苦 キャロル is in player A's graveyard
    And under tcg and dmps 夜露死苦 キャロル's replacement ability does not apply

  @ex:PEND-DMPS-07 @tcg-general
  Scenario: 疾封怒闘 キューブリック summoned from the graveyard and sent back does not bounce
    The same sentence of 004, second card: its "when put into your graveyard from anywhere"
    bounce (water mana 3+; all-en Kubrick, Spiral Accelerator, identity assumed) does not
    trigger. Before 2022-09-14 the return was a placement: it triggers under tcg-2021.

    Given player B's battle zone holds, left to right: 龍世界 ドラゴ大王
    And player A's battle zone holds, left to right: 不死帝 ブルース
    And player A's graveyard holds: 疾封怒闘 キューブリック
    And player A's mana zone holds: 3 x アクア・ビークル, 4 x 爆炎野郎ジョー
    When player A tries to summon 疾封怒闘 キューブリック from their graveyard
    Then under tcg, tcg-2021 and dmps 疾封怒闘 キューブリック is in player A's graveyard
    And under tcg and dmps 疾封怒闘 キューブリック's ability does not trigger
    And under tcg-2021 疾封怒闘 キューブリック's ability triggers

  @ex:PEND-DMPS-08 @ex:PEND-DMPS-11 @ex:PEND-DMPS-05
  Scenario: A charger spell cast from the mana zone goes back to the mana zone: put there only in older DMPS
    004 DMPS, two bullets of the same list: 「--マナゾーンから[[チャージャー]]呪文を唱え、唱えた後再度マナゾーンに
    置かれた場合、「自分のマナゾーンにカードを置いた時」は誘発しない。（[[DMPP-26]]リリース時バグ修正後）」 and
    「-マナゾーンから[[チャージャー]]呪文を唱え、唱えた後再度マナゾーンに置かれた場合、「自分のマナゾーンに
    カードを置いた時」が誘発する。マナゾーンの並びも、唱えたものが一番最近置いたカードに更新されている。」
    Reading (the catalog's): the first is current DMPS (after the DMPP-26 fix), the second older
    DMPS. 龍素記号Cg ダイシャリン gives player A's spells チャージャー; the spell is cast from the
    mana zone by an unnamed effect (004 names 神羅サンダー・ムーン's enter ability as the way to
    see it in the app). tcg: not put there (409.2a); tcg-2021: put there (from the nowhere zone).

    Given player A's battle zone holds, left to right: 龍素記号Cg ダイシャリン, 護聖妖精トビ・ゴンゴン
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A's mana zone holds: エナジー・ライト, 3 x アクア・ビークル
    When an effect of player A's casts エナジー・ライト from their mana zone without paying its cost
    Then under tcg, tcg-2021, dmps and dmps-old エナジー・ライト is in player A's mana zone
    And under tcg, tcg-2021, dmps and dmps-old player A drew 2 cards
    And under tcg and dmps エナジー・ライト was not put into player A's mana zone
    And under tcg and dmps 護聖妖精トビ・ゴンゴン's ability does not trigger
    And under tcg and dmps player A's mana zone holds: エナジー・ライト, アクア・ビークル, アクア・ビークル, アクア・ビークル
    And under dmps-old and tcg-2021 エナジー・ライト was put into player A's mana zone
    And under dmps-old and tcg-2021 護聖妖精トビ・ゴンゴン's ability triggers
    And under dmps-old and tcg-2021 player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル, エナジー・ライト

  @ex:PEND-DMPS-10 @tcg-general
  Scenario: ガチンコ・ジョーカー loses its judge, is recast by 術英雄 チュレンテンホウ, wins, and returns to the hand
    004 DMPS: 「--自分の[[《術英雄 チュレンテンホウ》]]がある状態で、手札から[[《ガチンコ・ジョーカー》]]を唱え、
    [[ガチンコ・ジャッジ]]に失敗した場合で、2回目に唱えた時のガチンコ・ジャッジに成功すれば、その《ガチンコ・
    ジョーカー》は手札に戻ってくる。」 The decks decide the judges: first 予言者クルト (1) against
    紅神龍メルガルス (4), lost; then グラディアン・レッド・ドラゴン (10) against 紅神龍メルガルス (4),
    won. Each cast discards two of player B's cards. tcg: the same (PEND-RULE-11).

    Given player A's battle zone holds, left to right: 術英雄 チュレンテンホウ
    And player A's mana zone holds: 5 x アクア・ビークル, デーモン・ハンド
    And player A's hand holds: ガチンコ・ジョーカー
    And player A's deck holds, top first: 予言者クルト, グラディアン・レッド・ドラゴン, 10 x 予言者リュゾル
    And player B's deck holds, top first: 紅神龍メルガルス, 紅神龍メルガルス, 10 x 予言者リュゾル
    And player B's hand holds: 4 x 予言者リュゾル
    When player A casts ガチンコ・ジョーカー
    Then under dmps and tcg these happen in this order:
      | step                        |
      | ガチンコ・ジョーカー is cast |
    And under dmps and tcg ガチンコ・ジョーカー is in player A's hand
    And under dmps and tcg player B's hand has 0 cards

  @ex:PEND-DMPS-12
  Scenario: A spell recast from the graveyard by 術英雄 チュレンテンホウ: 偽りの王 ヴィルヘルム triggers twice in DMPS, once in the TCG
    004 DMPS, listed as differing from the TCG: 「-自分の[[《術英雄 チュレンテンホウ》]]と相手の[[《偽りの王
    ヴィルヘルム》]]がある状態で、手札から呪文を唱え、《チュレンテンホウ》の能力で墓地から唱え直した場合、
    「相手のカードがどこからでも墓地に置かれた時」の能力が2回（2ブースト分）誘発する。」 TCG: the recast
    spell back in the graveyard is not put into it (409.2a): one trigger. tcg-2021: the return
    from the nowhere zone is a placement: two.

    Given player A's battle zone holds, left to right: 術英雄 チュレンテンホウ
    And player B's battle zone holds, left to right: 偽りの王 ヴィルヘルム
    And player A's mana zone holds: 5 x アクア・ビークル
    And player A's hand holds: エナジー・ライト
    When player A casts エナジー・ライト
    Then under dmps and tcg-2021 偽りの王 ヴィルヘルム's ability triggers 2 times
    And under tcg 偽りの王 ヴィルヘルム's ability triggers 1 time
