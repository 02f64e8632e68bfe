@text_rules
Feature: Abilities that tap mana in the TCG are costs written in the text in DMPS
  000 その他: 自分のマナゾーンをタップして使う能力（O・ドライブやクロス、《龍覇 ザ＝デッドマン》）が、「テキスト内の
  コスト」（紙のキリフダッシュに近いテキスト）になっている。
  The cross cost (003: “ジェネレート”と“クロス”のコストの値は同じ) is paid with the profile's mana: the TCG
  taps mana cards, DMPS spends usable mana and taps nothing. 《龍覇 ザ＝デッドマン》 is not encoded (its
  DMPS wording is not given).

  @ex:DMPS-TEXT-04 @ex:BASIC-XGEAR-01
  Scenario: Generating and crossing インビジブル・スーツ costs 2 + 2
    Given it is player A's turn
    And player A's mana zone holds: 4 x アクア・ビークル
    And player A's hand holds: インビジブル・スーツ
    And player A's battle zone holds, left to right: アクア・ガード
    When player A generates インビジブル・スーツ
    Then under tcg player A's mana zone has 2 tapped cards
    And under dmps player A's usable mana is 2
    When player A crosses インビジブル・スーツ onto アクア・ガード
    Then under tcg player A's mana zone has 4 tapped cards
    And under dmps player A's usable mana is 0
    And under dmps player A's mana zone has 0 tapped cards
    And under every profile インビジブル・スーツ is crossed onto アクア・ガード
    And under every profile アクア・ガード's power is 3000
