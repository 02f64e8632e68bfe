@basic
Feature: Deck validation: 40 cards, 4 copies, psychic creatures in the hyperspatial zone, DP殿堂
  003 事前準備 (2011 TCG overview): the main deck has exactly 40 cards, at most 4 copies of
  a card, and no psychic creature; the hyperspatial zone holds 0 to 8 cards, at most 4 copies
  of a card, psychic creatures only. 000 DP殿堂 (DMPS): a DP殿堂 card at most once.

  Background:
    Given player A's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス

  @ex:BASIC-DECK-01 @cr:100.2
  Scenario: Exactly 40 cards is accepted
    Given player A's deck list includes: 4 x 群れを守るトライ・ホーン
    Then under tcg player A's deck list is accepted

  @ex:BASIC-DECK-01 @cr:100.2
  Scenario: 39 cards is rejected
    Given player A's deck list includes: 3 x 群れを守るトライ・ホーン
    Then under tcg player A's deck list is rejected: the main deck has 39 cards, not exactly 40

  @ex:BASIC-DECK-01 @cr:100.2
  Scenario: 41 cards is rejected
    Given player A's deck list includes: 4 x 群れを守るトライ・ホーン, 撃墜団長メッツアー
    Then under tcg player A's deck list is rejected: the main deck has 41 cards, not exactly 40

  @ex:BASIC-DECK-02 @cr:100.2a
  Scenario: A fifth copy of a card is rejected, in the main deck
    Given player A's deck list includes: 3 x 群れを守るトライ・ホーン, 予言者クルト
    Then under tcg player A's deck list is rejected: 5 x 予言者クルト in the main deck (at most 4 copies of a card)

  @ex:BASIC-DECK-02 @cr:100.3a
  Scenario: Four copies of a psychic creature in the hyperspatial zone are accepted, five are not
    Given player A's deck list includes: 4 x 群れを守るトライ・ホーン
    And player A's hyperspatial list includes: 4 x 時空の火焔ボルシャック・ドラゴン
    Then under tcg player A's deck list is accepted
    Given player A's hyperspatial list includes: 時空の火焔ボルシャック・ドラゴン
    Then under tcg player A's deck list is rejected: 5 x 時空の火焔ボルシャック・ドラゴン in the hyperspatial zone (at most 4 copies of a card)

  @ex:BASIC-DECK-03
  Scenario: A psychic creature in the main deck is rejected
    Given player A's deck list includes: 3 x 群れを守るトライ・ホーン, 時空の火焔ボルシャック・ドラゴン
    Then under tcg player A's deck list is rejected: 時空の火焔ボルシャック・ドラゴン is a psychic creature: it cannot be in the main deck

  @ex:BASIC-DECK-04 @cr:100.3 @cr:407.1
  Scenario: An empty hyperspatial zone is accepted
    Given player A's deck list includes: 4 x 群れを守るトライ・ホーン
    Then under tcg player A's deck list is accepted

  @ex:BASIC-DECK-04 @qa:dmwiki-hyperspatial-limits @cr:100.3 @cr:407.1
  Scenario: Eight psychic creatures in the hyperspatial zone are accepted, nine are not
    The catalog has two psychic creatures, so a ninth card is also a fifth copy: the engine
    reports every rule the list breaks, and both are asserted.
    dmwiki 超次元ゾーン (undated rule section) gives the same limits: 8 cards, at most 4 of a name.

    Given player A's deck list includes: 4 x 群れを守るトライ・ホーン
    And player A's hyperspatial list includes: 4 x 時空の火焔ボルシャック・ドラゴン, 4 x 時空の雷龍チャクラ
    Then under tcg player A's deck list is accepted
    Given player A's hyperspatial list includes: 時空の雷龍チャクラ
    Then under tcg player A's deck list is rejected: the hyperspatial zone has 9 cards (at most 8); 5 x 時空の雷龍チャクラ in the hyperspatial zone (at most 4 copies of a card)

  @ex:BASIC-DECK-04
  Scenario: A card that is not a psychic creature in the hyperspatial zone is rejected
    The catalog note reads 003's "psychic creatures only" as the 2011 rule; the engine admits
    any card that lives in the hyperspatial zone (psychic creatures, and the later draghearts)
    and rejects the rest, which is what this scenario checks.

    Given player A's deck list includes: 4 x 群れを守るトライ・ホーン
    And player A's hyperspatial list includes: 撃墜団長メッツアー
    Then under tcg player A's deck list is rejected: 撃墜団長メッツアー is a creature: only psychic cards go in the hyperspatial zone

  @ex:DMPS-HELP-26
  Scenario: Two copies of a DP殿堂 card are rejected in DMPS
    インビンシブル・テクノロジー is DP殿堂 (2021-06-10). The TCG has its own hall-of-fame
    list, which no source here describes, so the tcg run only records that DP殿堂 does not
    apply there.

    Given player A's deck list includes: 2 x 群れを守るトライ・ホーン, 2 x インビンシブル・テクノロジー
    Then under dmps and dmps-old player A's deck list is rejected: 2 x インビンシブル・テクノロジー (a DP殿堂 card: at most 1 copy in a deck)

  @ex:DMPS-HELP-26
  Scenario: One copy of a DP殿堂 card is accepted in DMPS
    Given player A's deck list includes: 3 x 群れを守るトライ・ホーン, インビンシブル・テクノロジー
    Then under dmps and dmps-old player A's deck list is accepted
