@pending
Feature: What is not pending: a twinpact cast by smash burst, deck cards looked at
  004 ルール: smash burst / 輪廻∞ cast a copy of the spell side of a twinpact creature in the
  battle zone; the copy is pending, the creature is not. 004 その他: deck cards set aside by
  an effect are not pending (they would not count as deck cards otherwise).

  @ex:PEND-RULE-21 @ex:PEND-EX-11
  Scenario: カワモリデン's smash burst casts リーフストーム・トラップ, which may put カワモリデン itself into the mana zone
    004 ルール: 「それらの能力は「[[呪文]]側のコピーを生成し、それを唱える」処理になっており、唱える際は生成した
    コピーを保留状態にする。」 「--例：[[《カワモリデン／リーフストーム・トラップ》]]の[[スマッシュ・バースト]]
    を使用した際、[[クリーチャー]]の《カワモリデン》は保留状態でないため、唱えた《リーフストーム・トラップ》の
    [[効果]]で[[マナゾーン]]に置くことができる。」 The copy ceases to exist after the cast: no
    graveyard event (dmwiki スマッシュ・バースト: the card is not put into the graveyard). The
    attacker having left, the attack ends.

    Given it is player A's turn
    And player A's battle zone holds, left to right: カワモリデン／リーフストーム・トラップ
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player B has 5 shields
    When player A attacks player B with カワモリデン／リーフストーム・トラップ
    Then while リーフストーム・トラップ resolves, under tcg リーフストーム・トラップ is pending
    And while リーフストーム・トラップ resolves, under tcg カワモリデン／リーフストーム・トラップ is not pending
    And under tcg player A was offered to choose: カワモリデン／リーフストーム・トラップ
    And under tcg カワモリデン／リーフストーム・トラップ is in player A's mana zone
    And under tcg 予言者リュゾル is in player B's mana zone
    And under tcg player A's graveyard has 0 cards
    And under tcg player B has 5 shields

  @ex:PEND-OTHER-01
  Scenario: Deck cards looked at by ドンドン吸い込むナウ stay deck cards: an exact five-card deck does not run out
    004 その他: 「--もしもそれらが保留状態と扱われたら、''保留状態のカードはそのゾーンの枚数に数えない''原則で
    想定外の現象が起こってしまう。例えば[[《ドンドン吸い込むナウ》]]のようなカードで裏向きで伏せた状態の山札が
    なくなってしまえば、そこで[[ライブラリアウト]]が発動することになる。もちろん[[その状態でも敗北しない]]
    ので保留状態ではないと説明できる。」 (Q&A 38718). Reading: the looked-at cards stay in the
    deck (not pending, no move) until four go to the bottom; the state-based check that runs as
    the spell resolves sees a deck of five.

    Given it is player A's turn
    And player A's deck holds, top first: 予言者リュゾル, シェル・ラック, 予言者クルト, アクア・ビークル, 爆炎野郎ジョー
    And player A's mana zone holds: 4 x アクア・ビークル
    And player A's hand holds: ドンドン吸い込むナウ
    When player A casts ドンドン吸い込むナウ
    Then while ドンドン吸い込むナウ resolves, under tcg player A's deck has 5 cards
    And under tcg the game goes on
    And under tcg player A's deck has 4 cards
    And under tcg player A's hand has 1 card
