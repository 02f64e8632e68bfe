@pending
Feature: Declared cards are not pending
  004 ルール: a declaration (使用宣言) made from a hidden zone to use a card's own ability is not
  pending: the declared card stays where it is, counted, and can be discarded before it is
  used. Under the current TCG, declared S-triggers go to the hand with the other broken shields
  and are used from there one at a time, in the order their player chooses (CR 113.6). DMPS
  keeps declared S-triggers out of every zone until they are used (000).

  @ex:PEND-RULE-04 @ex:PEND-EX-02
  Scenario: Two declared S-triggers: エマージェンシー・タイフーン discards the declared デーモン・ハンド
    004 ルール: 「-[[非公開ゾーン]]からカード自身の能力を発動させるために行う[[使用宣言]]は、保留状態に
    ならない。」 「複数の[[S・トリガー]]を宣言してその中の[[《エマージェンシー・タイフーン》]]で宣言済みの
    カードをわざと落とすなどは適正である。」 Player A declares both broken S-triggers and uses
    タイフーン first; its discard is not scripted, so the first card offered is taken — under the
    TCG that is the declared デーモン・ハンド, which is then never used. DMPS (000 ゲームの仕様に
    もとづく調整例, DMPS-SPEC-05): 「ディスカードする手札の選択時には、待機中の《デモハン》は存在して
    いない。」 — it is not offered, and is used afterwards.

    Given it is player B's turn
    And player B's battle zone holds, left to right: クリスタル・ランサー
    And player A's shields holds: エマージェンシー・タイフーン, デーモン・ハンド, 3 x 予言者リュゾル
    And player A's deck holds, top first: シェル・ラック, 予言者クルト, 10 x 予言者リュゾル
    And player A will use the shield triggers in this order: エマージェンシー・タイフーン then デーモン・ハンド
    When player B attacks player A with クリスタル・ランサー
    Then while エマージェンシー・タイフーン resolves, under tcg デーモン・ハンド is in player A's hand
    And while エマージェンシー・タイフーン resolves, under tcg デーモン・ハンド is not pending
    And while エマージェンシー・タイフーン resolves, under tcg player A's hand has 1 card
    And while エマージェンシー・タイフーン resolves, under dmps デーモン・ハンド is not in player A's hand
    And under tcg player A was offered to discard: デーモン・ハンド, シェル・ラック, 予言者クルト
    And under tcg デーモン・ハンド is in player A's graveyard
    And under tcg クリスタル・ランサー is in player B's battle zone
    And under dmps player A was offered to discard: シェル・ラック, 予言者クルト
    And under dmps クリスタル・ランサー is in player B's graveyard
