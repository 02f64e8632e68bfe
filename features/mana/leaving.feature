@mana
Feature: DMPS counters when a card leaves the mana zone, and psychic cards sent to it
  000 (マナコスト), the second table: max mana and the cap drop with the card (the cap not for
  a rainbow); usable mana drops only when it equalled max mana. Psychic creatures and
  draghearts never stay in the mana zone: they go to the hyperspatial zone, and no counter
  moves (the first table's サイキック、ドラグハート row and the second table's).

  @ex:DMPS-MANA-17
  Scenario: A mono-colour card leaves while usable mana equals max mana
    Given it is player A's turn
    And player A's mana zone holds: 5 x アクア・ビークル
    Then under dmps player A's usable mana is 5
    When an effect puts アクア・ビークル from player A's mana zone into their hand
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 4

  @ex:DMPS-MANA-17
  Scenario: With the cap doubled, a card leaves while usable mana equals max mana
    The table's rule read as written: usable mana drops by 1 when it equalled max mana,
    whatever the cap. With ワイルド・サファリ・チャンネル's doubled cap (10) nothing else lowers it:
    usable mana 5 of max mana 5 drops to 4 (the cap becomes 8), not stays at 5.
    Given it is player A's turn
    And player A's mana zone holds: 5 x アクア・ビークル
    And player A has spent 1 mana this turn
    When the ability of 大革命のD ワイルド・サファリ・チャンネル resolves for player A
    Then under dmps player A's usable mana is 5
    When an effect puts アクア・ビークル from player A's mana zone into their hand
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 8
    And under dmps player A's usable mana is 4

  @ex:DMPS-MANA-17
  Scenario: A mono-colour card leaves after mana was spent: usable mana stays
    Given it is player A's turn
    And player A's mana zone holds: 5 x アクア・ビークル
    And player A has spent 3 mana this turn
    When an effect puts アクア・ビークル from player A's mana zone into their hand
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 2

  @ex:DMPS-MANA-18
  Scenario: A multicolour card leaves at the start of the turn (usable mana equals max mana)
    Given it is player B's turn
    And player A's mana zone holds: 4 x アクア・ビークル, 無頼勇騎ゴンタ
    And player A has spent 5 mana this turn
    When player A's turn starts
    Then under dmps player A's usable mana is 5
    When an effect puts 無頼勇騎ゴンタ from player A's mana zone into their hand
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 4

  @ex:DMPS-MANA-18
  Scenario: A multicolour card leaves while usable mana is below max mana
    Given it is player A's turn
    And player A's mana zone holds: 4 x アクア・ビークル, 無頼勇騎ゴンタ
    And player A has spent 4 mana this turn
    When an effect puts 無頼勇騎ゴンタ from player A's mana zone into their hand
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 1

  @ex:DMPS-MANA-19
  Scenario: The rainbow leaves: only max mana drops
    Given it is player A's turn
    And player A's mana zone holds: 4 x アクア・ビークル, 五元のロードライト
    Then under dmps player A's max mana is 5
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 4
    When an effect puts 五元のロードライト from player A's mana zone into their hand
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 4

  @ex:DMPS-MANA-10
  Scenario: A psychic creature sent to the mana zone goes to the hyperspatial zone; nothing changes
    The footnote says the values probably rise for an instant and fall again; only the net
    result is observable, and the engine moves the card straight to the hyperspatial zone
    (a psychic card never stays outside the battle and hyperspatial zones).

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル
    And player A has spent 2 mana this turn
    And player A's battle zone holds, left to right: 時空の喧嘩屋キル
    When an effect of player B's sends 時空の喧嘩屋キル to its owner's mana zone
    Then under dmps 時空の喧嘩屋キル is in player A's hyperspatial zone
    And under dmps player A's mana zone has 3 cards
    And under dmps player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps player A's usable mana is 1
    And under dmps player A's released civilizations are water

  @ex:DMPS-MANA-20
  Scenario: A psychic creature never stays in the mana zone, so its leaving changes nothing
    The row documents that no net change happens (the catalog notes such a card can't stay
    in the mana zone). Read with usable mana equal to max mana: had it entered and left like
    a mono-colour card, the in-and-out would still net zero; the engine shows that net.

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル
    And player A's battle zone holds, left to right: 時空の喧嘩屋キル
    When an effect of player B's sends 時空の喧嘩屋キル to its owner's mana zone
    Then under dmps 時空の喧嘩屋キル is in player A's hyperspatial zone
    And under dmps player A's max mana is 3
    And under dmps player A's usable-mana cap is 3
    And under dmps player A's usable mana is 3
