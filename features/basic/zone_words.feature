@basic
Feature: Every zone in the same words: holds, has n cards, has a card
  The zone steps come from one table (steps/library/zone_vocabulary.py): for every zone, set-up and
  verdicts say "holds: <cards>", "has n cards" (the battle zone: "n creatures") and "has <card>". These
  scenarios say in those words what attack.feature (BASIC-SHIELD-03, BASIC-SHIELD-04, BASIC-CRE-01) and
  zone_limits/hand_and_shields.feature (DMPS-ZONE-02) say in the older ones, so both spellings run.

  Background:
    Given it is player A's turn
    And player B's shield zone has 5 cards

  @ex:BASIC-SHIELD-03
  Scenario: An unblocked attack breaks one shield, which goes to the hand (the regular zone words)
    Given player A's battle zone has 爆炎野郎ジョー
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B's shield zone has 4 cards
    And under tcg player B's hand has 1 card
    And under tcg player A's battle zone holds: 爆炎野郎ジョー

  @ex:BASIC-SHIELD-04
  Scenario: A broken S-trigger spell is cast for free (the regular zone words)
    Given player A's battle zone has 爆炎野郎ジョー
    And player B's shield zone has デーモン・ハンド
    And player A will break shield 6
    And player B will use the shield trigger of デーモン・ハンド
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player A's battle zone does not have 爆炎野郎ジョー
    And under tcg player A's graveyard has 爆炎野郎ジョー
    And under tcg player B's graveyard holds: デーモン・ハンド
    And under tcg player B's shield zone has 5 cards

  @ex:BASIC-CRE-01
  Scenario: 5000 against 3000: the 3000 is destroyed (the regular zone words)
    Given player A's battle zone has 群れを守るトライ・ホーン
    And player B's battle zone has 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with 群れを守るトライ・ホーン
    Then under tcg player B's battle zone has 0 creatures
    And under tcg player B's graveyard has 爆炎野郎ジョー
    And under tcg player A's battle zone has 群れを守るトライ・ホーン

  @ex:DMPS-ZONE-02 @qa:dmps-overflow-graveyard @tcg-general
  Scenario: Hand 9: of 3 cards an effect adds, one joins the hand and two go to the graveyard (the regular zone words)
    As in hand_and_shields.feature, only the counts are asserted (which card joins the hand is not
    stated); the deck's rest is the same under every profile: the three top cards left it.
    Given player A's hand has 9 cards
    And player A's deck holds: アクア・ビークル, シェル・ラック, ピコラのスパナ, 予言者クルト, 予言者クルト
    When an effect puts 3 cards from player A's deck into their hand
    Then under dmps and dmps-old player A's hand has 10 cards
    And under dmps and dmps-old player A's graveyard has 2 cards
    And under every profile player A's deck holds: 予言者クルト, 予言者クルト
