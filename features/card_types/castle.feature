@card_types
Feature: Castles fortify shields; they leave with the shield, after its S-trigger
  003 カード構成 / 城カード: シールド用の装備品。城が付くことでシールドは“要塞化”する。 場のシールドに付ける形で配置
  する。 クロスギアとは異なり独立配置はできない（本来のコストのみで要塞化する）。 1枚のシールドに何枚でも付けられる。
  付いているシールドが破壊される際に一緒に破壊される。 ※シールド・トリガー能力は、城の破壊前に解決される。 要塞化
  そのものは特に効果を持たず、要塞化していてもシールドは普通に破壊される。
  Card text (dm30-*): その要塞化されたシールドがシールドゾーンから離れた時、このカードを自分の墓地に置く。(「S・トリ
  ガー」能力を使う場合は、このカードを墓地に置く前に使う). 000 (トンギヌスの槍): 城は状況起因処理により墓地に置かれる.
  Reading: the castle goes to the graveyard by the state-based check; it is not "destroyed"
  (003's 破壊, a doubt). A castle is not a shield.

  Background:
    Given it is player A's turn

  @ex:BASIC-CASTLE-01 @cr:113.4 @cr:406.1
  Scenario: 雪要塞 ダルマンディ fortifies a shield for its cost; the shield count is unchanged
    Given player A's mana zone holds: 3 x シェル・ラック
    And player A's hand holds: 雪要塞 ダルマンディ
    And player A has 3 shields
    And player A's battle zone holds, left to right: シェル・ラック
    When player A fortifies shield 1 with 雪要塞 ダルマンディ
    Then under tcg player A's shield 1 is fortified by: 雪要塞 ダルマンディ
    And under tcg player A has 3 shields
    And under tcg player A's mana zone has 3 tapped cards
    And under tcg シェル・ラック's power is 5000

  @ex:BASIC-CASTLE-01
  Scenario: A castle can't be played without a shield to fortify; one shield may hold several castles
    Given player A's mana zone holds: 6 x シェル・ラック
    And player A's hand holds: 雪要塞 ダルマンディ, 雪要塞 ダルマンディ
    When player A fortifies shield 1 with 雪要塞 ダルマンディ
    Then under tcg the last action is refused
    Given player A has 1 shield
    When player A fortifies shield 1 with 雪要塞 ダルマンディ
    And player A fortifies shield 1 with 雪要塞 ダルマンディ
    Then under tcg player A's shield 1 is fortified by: 雪要塞 ダルマンディ, 雪要塞 ダルマンディ

  @ex:BASIC-CASTLE-02 @ex:BASIC-CASTLE-04
  Scenario: The fortified shield is broken as usual, and its castle goes to the graveyard
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A has 3 shields
    And player A's shield 1 is fortified by 雪要塞 ダルマンディ
    And player B will break shield 1
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under tcg player A has 1 shield
    And under tcg 雪要塞 ダルマンディ is in player A's graveyard
    And under tcg player A's hand has 2 cards

  @ex:BASIC-CASTLE-03
  Scenario: The S-trigger of a fortified shield is used while the castle is still there
    アクア・チャージャー (S-trigger) is summoned from the fortified shield; ハッスル・キャッスル (自分のクリー
    チャーがバトルゾーンに出た時、カードを１枚引いてもよい) is still in play when it enters, so its draw
    triggers; then the castle goes to the graveyard.
    Given it is player B's turn
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's shield zone holds: アクア・チャージャー
    And player A's shield 1 is fortified by ハッスル・キャッスル
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg アクア・チャージャー is in player A's battle zone
    And under tcg ハッスル・キャッスル's ability triggers
    And under tcg player A drew 1 card
    And under tcg ハッスル・キャッスル is in player A's graveyard
