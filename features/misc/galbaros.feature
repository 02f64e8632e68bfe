@misc
Feature: 黒神龍ガルバロス: "something happens", one of six effects drawn by lot
  000/001 オリジナルルール / 特別な能力: 《黒神龍ガルバロス》 ■バトルゾーンに出た時または攻撃する時、何かが起こる
  「何かが起こる」は、以下の6つの効果のどれかがランダムに発動します ①自分のランダムなシールド1つを手札に加える
  （そのS・トリガーを使っても良い） ②相手のランダムなシールド1つを墓地に置く ③自分の他の最もパワーの低いクリー
  チャー1体を破壊する ④相手の最もパワーの高いクリーチャー1体を破壊する ⑤自分の手札から最もコストの小さいカード
  1枚を捨てる ⑥相手の手札から最もコストの大きいカード1枚を捨てさせる Wiki注：ゾーンの状態は考慮せず、結果的に
  「見かけ上何も発動しない」こともある。選択されたゾーンでパワーやコストが同じものがあった場合、その中からランダム
  に選ばれる。
  Labels of the six branches: own shield to hand, opponent shield to graveyard, destroy own
  weakest, destroy opponent strongest, discard own cheapest, opponent discards priciest. Equal
  chances are not stated: only reachability is asserted. A DMPS original card: dmps and dmps-old.

  Background:
    Given it is player A's turn
    And player A's hand holds: 黒神龍ガルバロス

  @ex:DMPS-HELP-18
  Scenario: Entering, Galbaros's lot may give each of the six effects, whatever the board
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old 黒神龍ガルバロス's ability may draw: own shield to hand, opponent shield to graveyard, destroy own weakest, destroy opponent strongest, discard own cheapest, opponent discards priciest

  @ex:DMPS-HELP-18
  Scenario: Attacking, Galbaros draws the lot again
    Given player A's battle zone holds, left to right: 黒神龍ガルバロス
    And player B has 5 shields
    And player A's random choices will pick opponent shield to graveyard then shield 1
    When player A attacks player B with 黒神龍ガルバロス
    Then under dmps and dmps-old the lots drawn were: opponent shield to graveyard, shield 1
    And under dmps and dmps-old player B has 2 shields

  @ex:DMPS-HELP-19
  Scenario: ① one of your shields goes to your hand, and its S-trigger may be used
    Given player A's shield zone holds: デーモン・ハンド
    And player B's battle zone holds, left to right: アクア・ビークル
    And player A's random choices will pick own shield to hand
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old アクア・ビークル is in player B's graveyard
    And under dmps and dmps-old in some choice player A may make for "use shield trigger", デーモン・ハンド is in player A's hand

  @ex:DMPS-HELP-20
  Scenario: ② one of the opponent's shields goes to the graveyard: not broken, no S-trigger
    Given player B's shield zone holds: 予言者クルト, デーモン・ハンド
    And player A's random choices will pick opponent shield to graveyard then shield 2
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old デーモン・ハンド is in player B's graveyard
    And under dmps and dmps-old player B could not declare デーモン・ハンド
    And under dmps and dmps-old player B has 1 shield
    And under dmps and dmps-old 黒神龍ガルバロス is in player A's battle zone

  @ex:DMPS-HELP-21
  Scenario: ③ your other weakest creature is destroyed; a tie is drawn by lot, nobody chooses
    The lots are scripted (the branch, then the tie); reachability of the other tied creature is
    checked over every draw. (A scripted lot is overridden while the explorer walks the draws.)
    Given player A's battle zone holds, left to right: ピコラのスパナ, シェル・ラック, 群れを守るトライ・ホーン
    And player A's random choices will pick destroy own weakest then ピコラのスパナ
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old the lots drawn were: destroy own weakest, ピコラのスパナ
    And under dmps and dmps-old player A was not asked to "target"
    And under dmps and dmps-old ピコラのスパナ is in player A's graveyard
    And under dmps and dmps-old 群れを守るトライ・ホーン is in player A's battle zone
    And under dmps and dmps-old in some draw of the lots, シェル・ラック is in player A's graveyard

  @ex:DMPS-HELP-22
  Scenario: ④ the opponent's strongest creature is destroyed
    Given player B's battle zone holds, left to right: 暗黒の騎士ザガーン, グラディアン・レッド・ドラゴン
    And player A's random choices will pick destroy opponent strongest
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old グラディアン・レッド・ドラゴン is in player B's graveyard
    And under dmps and dmps-old 暗黒の騎士ザガーン is in player B's battle zone

  @ex:DMPS-HELP-23
  Scenario: ⑤ you discard your cheapest card; a tie is drawn by lot
    Given player A's hand holds: 予言者クルト, アクア・ガード, クリスタル・ランサー
    And player A's random choices will pick discard own cheapest then アクア・ガード
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old the lots drawn were: discard own cheapest, アクア・ガード
    And under dmps and dmps-old player A's hand holds: 予言者クルト, クリスタル・ランサー
    And under dmps and dmps-old in some draw of the lots, 予言者クルト is in player A's graveyard

  @ex:DMPS-HELP-24
  Scenario: ⑥ the opponent discards their priciest card
    Given player B's hand holds: 予言者クルト, グラディアン・レッド・ドラゴン
    And player A's random choices will pick opponent discards priciest
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old グラディアン・レッド・ドラゴン is in player B's graveyard
    And under dmps and dmps-old player B's hand holds: 予言者クルト

  @ex:DMPS-HELP-25
  Scenario: ③ with no other creature of yours: nothing visible happens, and no second lot is drawn
    Given player A's random choices will pick destroy own weakest
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old the lots drawn were: destroy own weakest
    And under dmps and dmps-old player A's battle zone holds, left to right: 黒神龍ガルバロス

  @ex:DMPS-HELP-25
  Scenario: ⑥ with the opponent's hand empty: nothing happens
    Given player A's random choices will pick opponent discards priciest
    When an effect puts 黒神龍ガルバロス from player A's hand into the battle zone
    Then under dmps and dmps-old the lots drawn were: opponent discards priciest
    And under dmps and dmps-old player B's graveyard has 0 cards
