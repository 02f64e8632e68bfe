@dmps_adjustments
Feature: Bounce: most DMPS versions return only the opponent's creatures
  000/001 系統的な調整例: 全体バウンス以外のバウンスの多くは、相手のクリーチャーのみがバウンス対象と
  なっている。 000: DMPP-16以降、ごくわずかだが自分のクリーチャーも選べるバウンスが登場している
  （《超次元ガロウズ・ホール》、《英雄奥義 スパイラル・ハリケーン》、《龍脈術 落城の計》等）… 《謎帥の
  艦隊》のように相手のみになるものもあるため変更基準は不明。
  Card data: the TCG text targets any creature (player: each), the DMPS version the opponent's.
  《英雄奥義 スパイラル・ハリケーン》 (same single bounce as ガロウズ・ホール's) and 《龍脈術 落城の計》 (no text
  in the sources) are not encoded.

  Background:
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player B's battle zone holds, left to right: 予言者クルト, 時空の喧嘩屋キル

  @ex:DMPS-ADJ-06 @ex:DMPS-ADJ-07 @qa:dmps-optional-to-mandatory
  Scenario: 謎帥の艦隊 may return either player's creature in the TCG, only the opponent's in DMPS
    dmwiki 調整が加えられたカード (デュエプレ) (a revision diff; undated): a bounce that could pick
    your own creature usually picks only the opponent's in DMPS.
    Given player A's hand holds: 謎帥の艦隊
    When player A casts 謎帥の艦隊 without paying its cost
    Then under tcg player A's options for "target" were: アクア・ビークル, 予言者クルト, 時空の喧嘩屋キル
    And under dmps and dmps-old player A's options for "target" were: 予言者クルト, 時空の喧嘩屋キル

  @ex:DMPS-ADJ-07 @tcg-general
  Scenario: 超次元ガロウズ・ホール keeps "any non-psychic creature" in DMPS
    000 names it among the DMPS bounces that may choose your own creature. Its psychic put finds
    no water or darkness psychic in A's (empty) hyperspatial zone.
    Given player A's hand holds: 超次元ガロウズ・ホール
    When player A casts 超次元ガロウズ・ホール without paying its cost
    Then under dmps player A's options for "target" were: アクア・ビークル, 予言者クルト
    And under dmps player A's options for "target" did not include 時空の喧嘩屋キル
    And under tcg player A's options for "target" were: アクア・ビークル, 予言者クルト
