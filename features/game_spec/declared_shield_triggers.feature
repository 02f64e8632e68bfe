@game_spec
Feature: Declared S-triggers: in the hand (TCG) or in an unviewable place (DMPS)
  000 ゲームの仕様にもとづく調整例: 使用宣言したS・トリガーは確認不能な領域に移動する。保留状態ではなく、本当に
  どこでもないゾーンのような場所にあるということ。 …《エマージェンシー・タイフーン》と《デーモン・ハンド》を
  宣言し、1つ目の《エマタイ》の効果でディスカードする手札の選択時には、待機中の《デモハン》は存在していない。
  …手札が10枚ある状態で2つ以上S・トリガーを発動させても、TCG版通り一旦手札に移動させてしまえば11枚以上に
  なろうとした手札がルールで墓地に置かれ、捨ててないのに不発に終わることが起こってしまう。 …《邪眼皇アレク
  サンドルIII世》のような、どこから使われたかが参照される時は、手札から使われたとみなされる。
  TCG (004 ルール; 113.6): declared S-triggers go to the hand with the other shields and are used
  from there; they stay hand cards (PEND-RULE-04) and can be discarded (PEND-EX-02).

  Background:
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン

  @ex:DMPS-SPEC-04
  Scenario: A declared デーモン・ハンド is a hand card in the TCG and never one in DMPS
    Given player A's shield zone holds: デーモン・ハンド, 予言者クルト
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under tcg デーモン・ハンド was in player A's hand
    And under dmps デーモン・ハンド was never in player A's hand
    And under every profile 暗黒の騎士ザガーン is in player B's graveyard
    And under every profile 予言者クルト is in player A's hand

  @ex:DMPS-SPEC-05
  Scenario: エマージェンシー・タイフーン may discard the waiting デーモン・ハンド in the TCG, not in DMPS
    Both declared; Emergency Typhoon is used first. Its discard is offered the cards in A's hand
    at that moment. (Under tcg, discarding the declared Demon Hand means it is never used — the
    pending-state scope's PEND-EX-02; here only reachability is asserted.)
    Given player A's shield zone holds: エマージェンシー・タイフーン, デーモン・ハンド
    And player A's hand holds: 予言者クルト
    And player A will use the shield triggers in this order: エマージェンシー・タイフーン then デーモン・ハンド
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under tcg player A's options for "discard" included デーモン・ハンド
    And under tcg in some choice player A may make for "discard", 暗黒の騎士ザガーン is in player B's battle zone
    And under dmps player A's options for "discard" did not include デーモン・ハンド
    And under dmps in every choice player A may make for "discard", 暗黒の騎士ザガーン is in player B's graveyard

  @ex:DMPS-SPEC-06
  Scenario: With 10 cards in hand, three declared S-triggers are all used and none is lost to the limit
    グラディアン・レッド・ドラゴン (T-breaker) breaks three デーモン・ハンド; player B has three creatures.
    Under dmps the declared triggers never enter the full hand (10). The tcg profile has no hand
    limit; it is recorded.
    Given player B's battle zone holds, left to right: グラディアン・レッド・ドラゴン, アクア・ビークル
    And player A's hand has 10 cards
    And player A's shield zone holds: デーモン・ハンド, デーモン・ハンド, デーモン・ハンド
    When player B attacks player A with グラディアン・レッド・ドラゴン
    Then under dmps 0 cards overflowed into player A's graveyard
    And under dmps player B's battle zone holds 0 creatures
    And under dmps player A's hand has 10 cards
    And under dmps player A's graveyard holds: デーモン・ハンド, デーモン・ハンド, デーモン・ハンド

  @ex:DMPS-SPEC-07
  Scenario: A spell used as an S-trigger counts as cast from the hand for 邪眼皇アレクサンドルIII世
    Alexandr: 自分の手札または墓地から光、水、闇の呪文を唱えた時、バトルゾーンに自分のナイトが他に１枚でも
    あれば… (魔光ドラム・トレボール is the other ナイト).
    Given player A's battle zone holds, left to right: 邪眼皇アレクサンドルIII世, 魔光ドラム・トレボール
    And player A's shield zone holds: デーモン・ハンド
    And player A's deck holds, top first: デーモン・ハンド, 予言者リュゾル, 予言者リュゾル
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under dmps デーモン・ハンド was used from player A's hand
    And under dmps 邪眼皇アレクサンドルIII世's ability triggers
