@hidden_zones
Feature: Cards that can't be put: chosen or declared anyway in the TCG, not offered in DMPS
  000 ルールの違い / 出せないカードに関するルール: TCGでは、出せないのロックが働いていたり、進化元がいない進化
  クリーチャーでも「出す（出してもよい）」効果で出そうとするエレメントとして使用宣言したり選べる裁定が存在する。
  デュエプレではそうした場合に使用宣言や選ぶことができないケースが存在する。 (examples and footnotes below)
  000 その他: 「S・トリガー」以外の効果で出す進化クリーチャーの空撃ちができない。 `//` ただし、進化クリーチャーが
  S・トリガーを持っていた場合は、宣言時点では空撃ちになるものでも使用宣言ができる。W・ブレイカーで《大宇宙シンラ》
  と《突然の超人》が同時に手札に加わるなら、順番を間違えなければそこで召喚することができる。
  Reading for the footnotes (TCG-UNPL-02/03): "TCGのルールでは" applied to the same boards, i.e. the
  DMPS card texts under TCG rules (剛撃無双カンクロウ's removal exists only in its DMPS text).

  @ex:TCG-UNPL-01 @ex:DMPS-UNPL-01 @ex:DMPS-MISC-01
  Scenario: 連珠の精霊アガピトス's one-card put may choose a sourceless evolution creature in the TCG only
    000: 《連珠の精霊アガピトス》、《湧水の光陣》のように「進化ではない」の条件が付いていない1枚を踏み倒す効果
    全般で進化元がいない進化クリーチャーを選ぼうとする場合 … TCGのルールでは…選ぶことはできる。それを利用
    することで、強制効果を実質的に不発させることができた. 守護聖天ラルバ・ギア (light, cost 3, evolution onto
    a ガーディアン) has no source. The DMPS text is played under every profile.
    Given 連珠の精霊アガピトス plays its DMPS text under every profile
    And it is player A's turn
    And player A's hand holds: 連珠の精霊アガピトス
    And player A's deck holds, top first: 守護聖天ラルバ・ギア, 予言者クルト, シェル・ラック
    When an effect puts 連珠の精霊アガピトス from player A's hand into the battle zone
    Then under tcg player A's options for "put into battle zone" included 守護聖天ラルバ・ギア
    And under tcg in some choice player A may make for "put into battle zone", player A's battle zone holds 1 creature
    And under dmps player A's options for "put into battle zone" were: 予言者クルト
    And under dmps 予言者クルト is in player A's battle zone
    And under dmps 守護聖天ラルバ・ギア is in player A's deck

  @ex:DMPS-UNPL-02
  Scenario: 「命」の頂 グレイテスト・グレート puts an evolution creature together with its source
    000: 《「命」の頂 グレイテスト・グレート》は複数枚出せる効果であるため、進化元がいない進化クリーチャーを選ぶ
    ことができる。同時に進化元も出せば進化元不在の状況から進化クリーチャーを出すこともできる. 6 + 1 = 7. The
    source is put first, then クリスタル・ランサー onto it. DMPS text assumed = TCG.
    Given it is player A's turn
    And player A's mana zone holds: クリスタル・ランサー, アクア・ガード, 8 x アクア・ビークル
    And player A's hand holds: 「命」の頂 グレイテスト・グレート
    And player A will choose クリスタル・ランサー then アクア・ガード to put into the battle zone
    When player A summons 「命」の頂 グレイテスト・グレート
    Then under dmps player A's battle zone holds, left to right: 「命」の頂 グレイテスト・グレート, クリスタル・ランサー on アクア・ガード

  @ex:DMPS-UNPL-03
  Scenario: Under 族長の魂友 ワチャゴナ's lock an S-trigger D2 field can't be declared in DMPS
    000: 相手の《族長の魂友 ワチャゴナ》とD2フィールドがある状況で、自分のシールドからS・トリガー化したD2
    フィールドをブレイクした。この場合、D2フィールドのS・トリガーは宣言できない. The source does not say what
    gave the D2 field its S-trigger; the set-up step stands for that effect. TCG: it may be
    declared; still locked, nothing happens and it ends in the hand (reading).
    Given it is player B's turn
    And player B's battle zone holds, left to right: 族長の魂友 ワチャゴナ, 極悪!獄鬼夜城, 暗黒の騎士ザガーン
    And player A's shield zone holds: 大革命のD ワイルド・サファリ・チャンネル
    And an effect has given 大革命のD ワイルド・サファリ・チャンネル in player A's shield zone the keyword shield trigger
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under dmps player A could not declare 大革命のD ワイルド・サファリ・チャンネル
    And under tcg player A could declare 大革命のD ワイルド・サファリ・チャンネル
    And under every profile 大革命のD ワイルド・サファリ・チャンネル is in player A's hand
    And under every profile 極悪!獄鬼夜城 is in player B's battle zone

  @ex:TCG-UNPL-02
  Scenario: TCG: an S-trigger spell removes ワチャゴナ first, then the declared D2 field is put
    000 footnote: ①S・トリガー呪文、②D2フィールドと使用宣言し、①S・トリガー呪文で《ワチャゴナ》か相手のD2フィー
    ルドの除去、②「出せない」ロックが消滅した自分のD2フィールドのコスト踏み倒し、の順で動ける. The D2 rule
    then sends B's D2 field to the graveyard.
    Given it is player B's turn
    And player B's battle zone holds, left to right: 族長の魂友 ワチャゴナ, 極悪!獄鬼夜城, 暗黒の騎士ザガーン
    And player A's shield zone holds: デーモン・ハンド, 大革命のD ワイルド・サファリ・チャンネル
    And an effect has given 大革命のD ワイルド・サファリ・チャンネル in player A's shield zone the keyword shield trigger
    And player A will use the shield triggers in this order: デーモン・ハンド then 大革命のD ワイルド・サファリ・チャンネル
    And player A will choose 族長の魂友 ワチャゴナ as target
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under tcg 族長の魂友 ワチャゴナ is in player B's graveyard
    And under tcg 大革命のD ワイルド・サファリ・チャンネル is in player A's battle zone
    And under tcg 極悪!獄鬼夜城 is in player B's graveyard
    And under dmps 大革命のD ワイルド・サファリ・チャンネル is in player A's hand

  @ex:DMPS-UNPL-04 @ex:TCG-UNPL-03
  Scenario: Under ワチャゴナ's lock invasion ZERO can't be declared in DMPS; in the TCG カンクロウ clears the way
    000: …自分は手札に《ZEROの暴走 デッドリー・ハイウェイ》を持っている状況でターン終了ステップを迎えた。この
    場合、《ZEROの暴走 デッドリー・ハイウェイ》の侵略ZEROは宣言できない. Footnote (TCG): with an opposing
    creature of cost 11+ and power under 12500 (天海の精霊シリウス, 12000) and 剛撃無双カンクロウ in hand:
    ①《カンクロウ》、②《デッドリー・ハイウェイ》と使用宣言し、①-①《カンクロウ》のコスト踏み倒し、①-②《カンクロウ》
    の除去で相手の《ワチャゴナ》を除去、②…《デッドリー・ハイウェイ》のコスト踏み倒し. Kankurou's removal is its
    DMPS text, played under every profile (the catalog's DMPS reading: the highest power, 12500).
    Given 剛撃無双カンクロウ plays its DMPS text under every profile
    And it is player A's turn
    And player A's battle zone holds, left to right: 族長の魂友 ワチャゴナ, 極悪!獄鬼夜城, 天海の精霊シリウス
    And player A's hand holds: 予言者リュゾル
    And player B's hand holds: 剛撃無双カンクロウ, ZEROの暴走 デッドリー・ハイウェイ
    And player B will declare 剛撃無双カンクロウ then ZEROの暴走 デッドリー・ハイウェイ
    When an effect puts 予言者リュゾル from player A's hand into the battle zone
    And player A ends the turn
    Then under dmps player B could not declare ZEROの暴走 デッドリー・ハイウェイ
    And under dmps ZEROの暴走 デッドリー・ハイウェイ is in player B's hand
    And under tcg player B could declare ZEROの暴走 デッドリー・ハイウェイ
    And under tcg in some order of the waiting effects, ZEROの暴走 デッドリー・ハイウェイ is in player B's battle zone
    And under tcg in some order of the waiting effects, 族長の魂友 ワチャゴナ is in player A's graveyard

  @ex:DMPS-MISC-10 @ex:DMPS-MISC-01
  Scenario: The DMPS 大宇宙シンラ (S-trigger) is declared without a source and evolves onto 突然の超人 used first
    000 `//` line. Shinra's DMPS S-trigger is inferred from it; 突然の超人 is a DMPS S-trigger Giant
    (DMPP-02). The TCG Shinra has no S-trigger (recorded only).
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's shield zone holds: 大宇宙シンラ, 突然の超人
    And player A will use the shield triggers in this order: 突然の超人 then 大宇宙シンラ
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under dmps player A could declare 大宇宙シンラ
    And under dmps player A's battle zone holds, left to right: 大宇宙シンラ on 突然の超人

  @ex:DMPS-MISC-10
  Scenario: Used in the wrong order, the DMPS 大宇宙シンラ can't be summoned and stays in the hand
    Reading (the source says only 順番を間違えなければ): with no Giant when its turn comes, Shinra is not
    summoned and ends in the hand; 突然の超人 is summoned after it.
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's shield zone holds: 大宇宙シンラ, 突然の超人
    And player A will use the shield triggers in this order: 大宇宙シンラ then 突然の超人
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under dmps 大宇宙シンラ is in player A's hand
    And under dmps player A's battle zone holds, left to right: 突然の超人
