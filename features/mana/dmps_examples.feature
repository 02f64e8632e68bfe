@mana
Feature: The mana examples of 000 that only DMPS allows
  000 (マナコスト): "以上の仕様のため、次のようなTCG版ではできないプレイが可能となる". Each play is
  shown going through under dmps and refused (or impossible) under tcg.

  @ex:DMPS-MANA-21 @qa:dmps-mana-civ-release
  Scenario: 青銅の鎧 then 凶戦士ブレイズ・クロー with fire, nature, nature
    The top card of the deck being a mono-colour nature card is the scenario's assumption
    (the catalog notes it). Under tcg all three mana cards are tapped for 青銅の鎧 and the new
    mana card is nature: no fire mana is left.
    The same answer as dmwiki's TCG版との差異点 (DMPS; undated): a civilization is released while a card
    of it is in the mana zone, and a card of it is then paid with any usable mana.

    Given it is player A's turn
    And player A's mana zone holds: ピコラのスパナ, シェル・ラック, シェル・ラック
    And player A's hand holds: 青銅の鎧, 凶戦士ブレイズ・クロー
    And player A's deck holds, top first: シェル・ラック, 予言者リュゾル
    When player A summons 青銅の鎧
    Then under tcg and dmps player A's mana zone has 4 cards
    And under dmps player A's usable mana is 1
    And under tcg player A's untapped mana is 1
    And under dmps player A can summon 凶戦士ブレイズ・クロー
    And under tcg player A cannot summon 凶戦士ブレイズ・クロー
    When player A summons 凶戦士ブレイズ・クロー
    Then under tcg the last action is refused
    And under dmps the last action is allowed
    And under dmps 凶戦士ブレイズ・クロー is in player A's battle zone
    And under dmps player A's usable mana is 0

  @ex:DMPS-MANA-22
  Scenario: 無頼勇騎ゴンタ charged on turn 1, アクア・ガード on turn 2: ゴンタ can be summoned
    A second ゴンタ in the hand is the scenario's assumption (the catalog notes it). Under tcg
    the charged ゴンタ gives fire or nature, not both, and アクア・ガード gives water.

    Given it is player A's turn 1
    And player A's hand holds: 無頼勇騎ゴンタ, 無頼勇騎ゴンタ, アクア・ガード
    When player A charges 無頼勇騎ゴンタ
    Then under dmps player A's max mana is 1
    And under dmps player A's usable mana is 0
    When player A ends the turn
    And player B ends the turn
    Then under dmps player A's usable mana is 1
    When player A charges アクア・ガード
    Then under dmps player A's usable mana is 2
    And under tcg and dmps player A's released civilizations are water, fire and nature
    When player A summons 無頼勇騎ゴンタ
    Then under tcg the last action is refused
    And under dmps the last action is allowed
    And under dmps 無頼勇騎ゴンタ is in player A's battle zone
    And under tcg 無頼勇騎ゴンタ is not in player A's battle zone
    And under dmps player A's usable mana is 0

  @ex:DMPS-MANA-23
  Scenario: Two water mana, then 無頼勇騎ゴンタ charged: another ゴンタ can be summoned
    Under tcg the charged ゴンタ is put into the mana zone tapped and water can't pay for fire
    or nature.

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル
    And player A's hand holds: 無頼勇騎ゴンタ, 無頼勇騎ゴンタ
    When player A charges 無頼勇騎ゴンタ
    Then under dmps player A's usable mana is 2
    And under dmps player A's released civilizations are water, fire and nature
    And under tcg 無頼勇騎ゴンタ is tapped
    When player A summons 無頼勇騎ゴンタ
    Then under tcg the last action is refused
    And under dmps the last action is allowed
    And under dmps 無頼勇騎ゴンタ is in player A's battle zone
    And under dmps player A's usable mana is 0

  @ex:DMPS-MANA-24 @qa:dmps-mana-recovery-tapped @tcg-general
  Scenario: 二角の超人 boosts 鎮圧の使徒サリエス into the mana zone, then returns it: usable mana stays +2
    二角の超人's enter ability puts the top 2 cards of the deck into the mana zone, then returns
    up to 2 creatures from the mana zone to the hand (its DMPS text is assumed to be the TCG
    one). サリエス is player A's first light card in the mana zone. Usable mana (2) is below max
    mana (9) when サリエス leaves, so it does not drop; light is locked again (inferred from
    DMPS-MANA-02, as the catalog notes). Under tcg the two boosted cards are untapped mana;
    returning サリエス takes one of them away, so only 1 mana is left for a 2-cost card. dmwiki's
    TCG版との差異点 (デュエプレ, 2020-04; ledger dmps-mana-recovery-tapped): DMPS has no tapped mana; a
    recovery behaves as if a tapped card were taken, so a boost and a recovery together do not lower
    usable mana.

    Given it is player A's turn
    And player A's mana zone holds: 7 x シェル・ラック
    And player A's hand holds: 二角の超人, シェル・ラック
    And player A's deck holds, top first: 鎮圧の使徒サリエス, シェル・ラック, 予言者リュゾル, 予言者リュゾル
    And player A will choose 鎮圧の使徒サリエス to return to their hand
    When player A summons 二角の超人
    Then under tcg and dmps 鎮圧の使徒サリエス is in player A's hand
    And under tcg and dmps player A's mana zone has 8 cards
    And under dmps player A's usable mana is 2
    And under dmps player A's max mana is 8
    And under dmps player A's usable-mana cap is 8
    And under dmps player A's released civilizations are nature
    And under tcg player A's untapped mana is 1
    When player A summons シェル・ラック
    Then under tcg the last action is refused
    And under dmps the last action is allowed
    And under dmps player A's usable mana is 0
