@basic
Feature: Spells and destroyed creatures go to the graveyard; DMPS power is an int32
  003 場の構成: a spell goes to the graveyard after use, a destroyed creature to the
  graveyard, a psychic creature to the hyperspatial zone. 000 その他 (DMPS): power is stored
  in -2147483647..2147483647; pumping past the top overflows to a negative power and the
  creature is destroyed by the state-based check.

  Background:
    Given it is player A's turn

  @ex:BASIC-SPELL-01 @cr:404.1
  Scenario: A spell goes to the graveyard after it resolves; the creature it destroys too
    Given player A's mana zone holds: 6 x うごめく者ボーン・グール
    And player A's hand holds: デーモン・ハンド
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    When player A casts デーモン・ハンド
    Then under tcg デーモン・ハンド is in player A's graveyard
    And under tcg 爆炎野郎ジョー is in player B's graveyard

  @ex:BASIC-SPELL-01
  Scenario: A destroyed psychic creature goes to the hyperspatial zone, not the graveyard
    Given player A's mana zone holds: 6 x うごめく者ボーン・グール
    And player A's hand holds: デーモン・ハンド
    And player B's battle zone holds, left to right: 時空の火焔ボルシャック・ドラゴン
    When player A casts デーモン・ハンド
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player B's hyperspatial zone
    And under tcg player B's graveyard has 0 cards
    And under tcg デーモン・ハンド is in player A's graveyard

  @ex:DMPS-MISC-08
  Scenario: A power of exactly 2147483647 is representable
    Given player A's battle zone holds, left to right: 予言者リュゾル
    When 予言者リュゾル gets +2147481647 power
    Then under dmps and dmps-old 予言者リュゾル's power is 2147483647
    And under dmps and dmps-old 予言者リュゾル is in player A's battle zone

  @ex:DMPS-MISC-09
  Scenario: Pumping past 2147483647 overflows to a negative power and the creature is destroyed
    The exact value assumes a two's-complement int32 (the catalog's note; the source only
    says the power becomes negative).

    Given player A's battle zone holds, left to right: 予言者リュゾル
    When 予言者リュゾル gets +2147481000 power
    Then under dmps 予言者リュゾル's power is 2147483000
    When 予言者リュゾル gets +1000 power
    Then under dmps 予言者リュゾル was destroyed by the state-based check at power -2147483296
    And under dmps 予言者リュゾル is in player A's graveyard
