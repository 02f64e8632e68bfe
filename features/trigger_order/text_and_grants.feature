@trigger_order
Feature: One element's abilities: text order, granted abilities last, then trigger order
  000 待機した効果の解決の順序: one element's abilities of equal rank that one event triggers
  resolve from the top of its text; granted abilities count as added to the end of its text,
  those of the leftmost granting element first; abilities of one element triggered by several
  events resolve in the order they triggered. 001 (同列の優先順位の待機効果) says the same for
  the older app.

  Background:
    Given it is player A's turn

  @ex:DMPS-TRIG-24 @ex:DMPS-TRIG-21 @ex:DMPS-TRIG-25
  Scenario: 龍覇 M・A・S puts a dragheart, then bounces
    000/001: 《龍覇 M・A・S》は、ドラグハートを出した後にバウンスが発動する (its two "enters"
    abilities, upper text first).
    Given player A's hand holds: 龍覇 M・A・S
    And player A's hyperspatial zone holds: 龍波動空母 エビデゴラス
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect puts 龍覇 M・A・S from player A's hand into the battle zone
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source       | ability   |
      | 龍覇 M・A・S | dragheart |
      | 龍覇 M・A・S | bounce    |
    And under dmps and dmps-old player A's battle zone holds, left to right: 龍覇 M・A・S, 龍波動空母 エビデゴラス
    And under dmps and dmps-old アクア・ビークル is in player B's hand
    And under dmps and dmps-old the waiting effects resolve in one fixed order

  @ex:DMPS-TRIG-25 @ex:DMPS-TRIG-21
  Scenario: 炎獄の剛魔ビルギアス: -3000 first, so the destroy reaches the 4000 creature
    001: 一番上のテキストから先に解決する（例：《炎獄の剛魔ビルギアス》…）. The TCG texts (dm24-022):
    the upper gives an opponent's creature -3000, the lower (O・ドライブ, assumed paid; DMPS makes
    it a cost in the text) destroys one with power 3000 or less. Upper first: 紅神龍メルガルス
    (4000) drops to 1000 and is destroyed. 000 does not repeat the example (catalog note).
    Given player A's hand holds: 炎獄の剛魔ビルギアス
    And player B's battle zone holds, left to right: 紅神龍メルガルス
    When an effect puts 炎獄の剛魔ビルギアス from player A's hand into the battle zone
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source               | ability      |
      | 炎獄の剛魔ビルギアス | -3000        |
      | 炎獄の剛魔ビルギアス | destroy 3000 |
    And under dmps and dmps-old 紅神龍メルガルス is in player B's graveyard
    And under dmps and dmps-old the waiting effects resolve in one fixed order

  @ex:DMPS-TRIG-26 @ex:DMPS-TRIG-22
  Scenario: A granted "when destroyed" draw resolves after the creature's own reanimate
    000/001: 《夢幻大帝ネロ・ソムニス》のマナ武装5を達成した状態で《クスクス・ハッカ》を破壊すると、
    《クスクス・ハッカ》のリアニメイトの後にカードを引く (001: 位置関係に関わらず). クスクス・ハッカ is
    in no card data: 悪魔神デスモナーク, a darkness creature whose own "when destroyed" reanimates,
    stands in. ネロ・ソムニス sits to its left; the granted draw still comes second, as the last line
    of デスモナーク's text. The reanimate returns 暗黒巨兵マギン, which was under デスモナーク.
    Given player A's battle zone holds, left to right: 夢幻大帝ネロ・ソムニス on うごめく者ボーン・グール, 悪魔神デスモナーク on 暗黒巨兵マギン
    And player A's mana zone has 5 cards of うごめく者ボーン・グール
    When an effect of player B's destroys 悪魔神デスモナーク
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source             | ability       |
      | 悪魔神デスモナーク | reanimate     |
      | 悪魔神デスモナーク | granted draw  |
    And under dmps and dmps-old 暗黒巨兵マギン is in player A's battle zone
    And under dmps and dmps-old player A's hand has 1 card
    And under dmps and dmps-old the waiting effects resolve in one fixed order

  @ex:DMPS-TRIG-27 @ex:DMPS-TRIG-23 @ex:DMPS-TRIG-22
  Scenario: 雲上の精霊オービスγ enters: its freeze, then granted abilities by their grantors, left first
    000: バトルゾーンに左から《フォボス・エレインγ》、《L・デストラーデ》、《キング・ムーγ》…
    ①フリーズ、②呪文ランダムサーチ、③連鎖、④バウンス. Read as the catalog does: the freeze is
    オービスγ's own (top text); the other three are granted, leftmost grantor first (フォボス's
    サバイバー search, デストラーデ's 連鎖 (its DMPS text is assumed: "your other creatures have
    連鎖"), キング・ムーγ's サバイバー bounce). The deck holds only spells, so 連鎖 puts nothing.
    Given player A's battle zone holds, left to right: 聖域の守護者フォボス・エレインγ, 龍聖大河・L・デストラーデ, キング・ムーγ
    And player A's hand holds: 雲上の精霊オービスγ
    And player A's deck holds, top first: 10 x デーモン・ハンド
    And player B's battle zone holds, left to right: 予言者クルト, アクア・ビークル
    When an effect puts 雲上の精霊オービスγ from player A's hand into the battle zone
    Then under dmps the waiting effects resolve in this order:
      | source             | ability             |
      | 雲上の精霊オービスγ | freeze              |
      | 雲上の精霊オービスγ | random spell search |
      | 雲上の精霊オービスγ | chain               |
      | 雲上の精霊オービスγ | bounce              |
    And under dmps the waiting effects resolve in one fixed order
    And under dmps デーモン・ハンド is in player A's hand

  @ex:DMPS-TRIG-28
  Scenario: A granted "enters" ability resolves before the creature's own other ability
    000: 《オービスγ》と《シータ・トゥレイト》が並んでいる状態で《六極 サルーエル》を出した場合、
    ①《オービス》によって付与されたフリーズ、②《サルーエル》が元々持つタップ: not the same rank,
    so "enters" first, text order second. シータ・トゥレイト makes the newcomer a Survivor, so it
    gets オービスγ's freeze. 六極 サルーエル is in no card data: 霊騎サンダール stands in, a
    non-Survivor whose own ability, triggered by its own entering, is "your creature enters".
    Given player A's battle zone holds, left to right: 雲上の精霊オービスγ, シータ・トゥレイト on 聖域の守護者フォボス・エレインγ
    And player A's hand holds: 霊騎サンダール
    And player B's battle zone holds, left to right: 予言者クルト
    When an effect puts 霊騎サンダール from player A's hand into the battle zone
    Then under dmps the waiting effects resolve in this order, ranked:
      | source         | ability       | rank   |
      | 霊騎サンダール | freeze        | enters |
      | 霊騎サンダール | mana recovery | other  |
    And under dmps 予言者クルト is tapped

  @ex:DMPS-TRIG-29
  Scenario: One element's abilities from two events resolve in the order they triggered, not text order
    000: テキストの順番によらず、実際に能力が誘発した順番で解決する. 母なる大地 puts シェル・ラック
    into the mana zone (封魔フォラス's lower ability triggers), then puts 爆炎野郎ジョー from it
    (its upper ability triggers). Both rank "other" and belong to one element: the mana one
    resolves first. (dmps-old ranks "your creature enters" above the rest and differs.)
    Given player A's battle zone holds, left to right: 封魔フォラス, シェル・ラック
    And player A's mana zone holds: 爆炎野郎ジョー, 4 x 予言者リュゾル
    And player A's hand holds: 母なる大地
    And player A will choose シェル・ラック as target
    And player A will choose 爆炎野郎ジョー to put into the battle zone
    When player A casts 母なる大地 without paying its cost
    Then under dmps the waiting effects resolve in this order:
      | source     | ability           |
      | 封魔フォラス | mana to graveyard |
      | 封魔フォラス | destroy it        |
    And under dmps シェル・ラック is in player A's graveyard
    And under dmps 爆炎野郎ジョー is in player A's graveyard
    And under dmps the waiting effects resolve in one fixed order
