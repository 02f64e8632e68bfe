@dmps_adjustments
Feature: Pumps, wave strikers and clone counts look at your own side in DMPS; one breaker per 6000 power
  000/001 系統的な調整例: 《光器ペトローバ》 等のパンプアップ対象、ウェーブストライカーの発動条件が''自分''の
  クリーチャーに、《伝承するクローン・ホーン》とクローン呪文の威力が上がる条件が''自分''の墓地にある同名カード
  になった。 これにより、ミラーマッチで相手を強化することがなくなった。 000 その他: ウェーブストライカーは、
  お互いのクリーチャーを参照していたのが、自分のクリーチャーだけを参照するようになっている。
  「パワー6000ごとにシールドブレイク数が1枚増える」というカードデザインの原則が、ほとんどのカードに適用されて
  いる。
  Petrova and the clone horn: card data (the DMPS versions say "your"). Wave striker: a keyword,
  so the scope is the profile's fork.

  @ex:DMPS-ADJ-20
  Scenario: 光器ペトローバ pumps both players' creatures of the chosen race in the TCG, only yours in DMPS
    TCG (dm09-s01): バトルゾーンにある、その種族のクリーチャーのパワーは+4000される.
    Given it is player A's turn
    And player A's hand holds: 光器ペトローバ
    And player A's battle zone holds, left to right: アクア・ビークル
    And player B's battle zone holds, left to right: アクア・ビークル
    And player A will choose the race リキッド・ピープル
    When an effect puts 光器ペトローバ from player A's hand into the battle zone
    Then under every profile アクア・ビークル#1's power is 5000
    And under tcg アクア・ビークル#2's power is 5000
    And under dmps and dmps-old アクア・ビークル#2's power is 1000

  @ex:DMPS-ADJ-21 @ex:DMPS-ADJ-20
  Scenario: 予言者ラメール's wave striker counts the opponent's wave striker only in the TCG
    Printed (dm11-022): バトルゾーンに「ウェーブストライカー」を持つクリーチャーが他に２体以上あれば. Others:
    アクア・トリックスター (A's) and シェル・チャーチ (B's) — two in the TCG, one in DMPS (the catalog's
    "3 with itself"). Active, Lamail gives A's creatures +1000.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者ラメール, アクア・トリックスター
    And player B's battle zone holds, left to right: シェル・チャーチ
    Then under tcg 予言者ラメール's power is 2500
    And under tcg アクア・トリックスター's power is 2000
    And under dmps and dmps-old 予言者ラメール's power is 1500
    And under dmps and dmps-old アクア・トリックスター's power is 1000

  @ex:DMPS-ADJ-22
  Scenario: 伝承するクローン・ホーン counts every graveyard in the TCG, only yours in DMPS
    One horn in A's graveyard, two in B's. TCG: 3000 + 3 × 3000; DMPS: 3000 + 3000. (It breaks 2
    shields either way: W-breaker from 6000.)
    Given it is player A's turn
    And player A's battle zone holds, left to right: 伝承するクローン・ホーン
    And player A's graveyard holds: 伝承するクローン・ホーン
    And player B's graveyard holds: 伝承するクローン・ホーン, 伝承するクローン・ホーン
    Then under tcg 伝承するクローン・ホーン's power is 12000
    And under dmps and dmps-old 伝承するクローン・ホーン's power is 6000
    And under every profile 伝承するクローン・ホーン breaks 2 shields when it attacks

  @ex:DMPS-ADJ-18
  Scenario: The DMPS versions shown break one shield plus one per 6000 power
    A check of card data against 000's design rule (testable: partial): 7000 → 2, 12000 → 3,
    15000 → 3, 1000 → 1. The principle holds for "almost all" cards; no exception is asserted.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 天海の精霊シリウス, グラディアン・レッド・ドラゴン, アクア・ビークル
    Then under dmps and dmps-old 暗黒の騎士ザガーン breaks 2 shields when it attacks
    And under dmps and dmps-old 天海の精霊シリウス breaks 3 shields when it attacks
    And under dmps and dmps-old グラディアン・レッド・ドラゴン breaks 3 shields when it attacks
    And under dmps and dmps-old アクア・ビークル breaks 1 shield when it attacks
