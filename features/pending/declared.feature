@pending
Feature: Declared cards are not pending
  004 ルール: a declaration (使用宣言) made from a hidden zone to use a card's own ability is not
  pending: the declared card stays where it is, counted, and can be discarded before it is
  used. Under the current TCG, declared S-triggers go to the hand with the other broken shields
  and are used from there one at a time, in the order their player chooses (CR 113.6). DMPS
  keeps declared S-triggers out of every zone until they are used (000), in the order they
  were broken (the sources give no order: reading).

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

  @ex:PEND-RULE-05 @ex:PEND-RULE-22 @cr:512.1
  Scenario: ルシファー skips the turn while it is pending: it goes to the graveyard, the declared デーモン・ハンド stays
    004 ルール: 「---[[ターンの残りをとばす]]効果で、総合ルール512.1.により強制的に墓地送りになるカードは
    保留状態で、墓地送りではなく元のゾーンに戻るのは保留状態ではないと考えればわかりやすい。」 「-次の
    ターンに移行する時、その時点で保留状態のカードはすべて墓地に置かれる。この時、新たに能力はトリガー
    しない。」 ルシファー, used first on player A's turn, skips the rest of the turn during its own
    resolution, so it is pending at the turn transition: it goes to the graveyard and player
    A's 偽りの王 ヴィルヘルム ("an opponent's card is put into a graveyard from anywhere") does not
    trigger. デーモン・ハンド was declared but not used: it stays in the hand (reading: under the
    current TCG a declared S-trigger is in the hand, CR 113.6 — the 「元のゾーン」 of 004). Player
    B's turn then starts (it draws). DMPS, recorded: declared S-triggers wait out of every zone
    there; where デーモン・ハンド ends up is not given (the engine loses track of it).

    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー, 偽りの王 ヴィルヘルム
    And player B's shields holds: ルシファー, デーモン・ハンド, 3 x 予言者リュゾル
    And player B will use the shield triggers in this order: ルシファー then デーモン・ハンド
    When player A attacks player B with クリスタル・ランサー
    Then under tcg ルシファー is in player B's graveyard
    And under tcg デーモン・ハンド is in player B's hand
    And under tcg 偽りの王 ヴィルヘルム's ability does not trigger
    And under tcg クリスタル・ランサー is in player A's battle zone
    And under tcg player B drew 1 card
    And under tcg the game goes on

  @ex:PEND-EX-01
  Scenario: The declared 龍装者 バルチュリス is discarded by ゴースト・タッチ before it can be put
    004 ルール: 「--例えば宣言済みの[[《龍装者 バルチュリス》]]が[[《ゴースト・タッチ》]]で落とされたり、」
    バルチュリス (text from all-en, card note): when your creature's attack is the second of the
    turn and it is in your hand, after that attack you may put it into the battle zone. It is
    declared as the second attack is declared (not pending: it stays in the hand); that attack
    breaks ゴースト・タッチ, whose random discard can only take バルチュリス; after the attack
    its ability finds it no longer in the hand. Shield 1 is broken by the first attack,
    ゴースト・タッチ (then shield 4) by the second.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー, ピコラのスパナ
    And player A's hand holds: 龍装者 バルチュリス
    And player B's shields holds: 4 x 予言者リュゾル, ゴースト・タッチ
    And player A will break shield 1
    And player A will break shield 4
    And player A will declare 龍装者 バルチュリス
    When player A attacks player B with 爆炎野郎ジョー
    And player A attacks player B with ピコラのスパナ
    Then under tcg 龍装者 バルチュリス is in player A's graveyard
    And under tcg the creatures put into player A's battle zone were: nothing
    And under tcg player A's hand has 0 cards
    And under tcg these happen in this order:
      | step                                 |
      | player A declares 龍装者 バルチュリス |
    And under tcg ゴースト・タッチ is in player B's graveyard
