@battle
Feature: One change of attack target per attack (an older ruling DMPS keeps)
  000 / 001 最新のものとは異なる裁定: in DMPS an attack's target changes (a block, a guardman)
  only once per attack. Under the TCG's latest ruling a blocker "changes the attack target",
  so after one blocker blocks another may block the same attack again.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @ex:DMPS-OLD-01
  Scenario: A second blocker may block the same attack only under the TCG
    Player B scripts both blocks; DMPS offers the second one no more.

    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: アクア・ガード, シーマイン
    And player B will block with アクア・ガード
    And player B will block with シーマイン
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg the blocks of the last attack were: アクア・ガード, シーマイン
    And under tcg 群れを守るトライ・ホーン battled シーマイン
    And under tcg アクア・ガード is tapped
    And under dmps and dmps-old the blocks of the last attack were: アクア・ガード
    And under dmps and dmps-old 群れを守るトライ・ホーン battled アクア・ガード
    And under dmps and dmps-old シーマイン is in player B's battle zone
    And under dmps and dmps-old シーマイン is not tapped

  @ex:DMPS-OLD-02
  Scenario: 薩摩の超人 must be blocked if able: every blocker under the TCG, exactly one under DMPS
    000: under the latest ruling one attack taps every blocker and battles the last one to
    block. No block is scripted: "blocked if able" leaves player B no "no block".

    Given player A's battle zone holds, left to right: 薩摩の超人
    And player B's battle zone holds, left to right: アクア・ガード, シーマイン, 知識の精霊ロードリエス
    When player A attacks player B with 薩摩の超人
    Then under tcg the blocks of the last attack were: アクア・ガード, シーマイン, 知識の精霊ロードリエス
    And under tcg 薩摩の超人 battled 知識の精霊ロードリエス
    And under tcg アクア・ガード is tapped
    And under tcg シーマイン is tapped
    And under dmps and dmps-old the blocks of the last attack were: アクア・ガード
    And under dmps and dmps-old 薩摩の超人 battled アクア・ガード
    And under dmps and dmps-old シーマイン is in player B's battle zone
    And under dmps and dmps-old シーマイン is not tapped
    And under every profile player B has 5 shields
