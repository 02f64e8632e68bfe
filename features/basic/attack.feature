@basic
Feature: Attacks, blockers, battles and shields
  003 基本構成細則 / クリーチャーカード / シールドについて: a creature attacks the opponent or a
  tapped creature of theirs; only blockers block; in a battle the lower power is destroyed
  (equal: both), and damage does not accumulate; an attack breaks one shield unless a
  breaker says more; a broken S-trigger may be used for free. 000 ブレイカー能力 (DMPS):
  the largest breaker applies.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @ex:BASIC-RULE-02 @cr:505.2 @cr:506.1e
  Scenario: An untapped creature cannot be attacked
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    When player A attacks 爆炎野郎ジョー with 群れを守るトライ・ホーン
    Then under tcg the last action is refused
    And under tcg 爆炎野郎ジョー is in player B's battle zone
    And under tcg 群れを守るトライ・ホーン is not tapped

  @ex:BASIC-RULE-02 @cr:505.2 @cr:506.1e @cr:508.1
  Scenario: A tapped creature can be attacked
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with 群れを守るトライ・ホーン
    Then under tcg the last action is allowed
    And under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg player B has 5 shields

  @ex:BASIC-RULE-02 @cr:507.1a
  Scenario: Only a creature with blocker may block
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 予言者リュゾル, シーマイン
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg player B could block with: シーマイン

  @ex:BASIC-RULE-02 @cr:507.2a @cr:508.1
  Scenario: A blocker blocks and battles the attacker
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: シーマイン
    And player B will block with シーマイン
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg シーマイン is in player B's graveyard
    And under tcg player B has 5 shields

  @ex:BASIC-CRE-01 @cr:115.3 @cr:115.3b
  Scenario: 5000 against 3000: the 3000 is destroyed
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with 群れを守るトライ・ホーン
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg 群れを守るトライ・ホーン is in player A's battle zone

  @ex:BASIC-CRE-01 @cr:115.3b
  Scenario: Equal power: both are destroyed
    Given player A's battle zone holds, left to right: クラッグザウルス
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with クラッグザウルス
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg クラッグザウルス is in player A's graveyard

  @ex:BASIC-CRE-01 @ex:BASIC-RULE-03
  Scenario: A creature that survives a battle carries no damage into the next one
    The 5000 wins against a 3000 on A's turn and against another 3000 on B's turn; with
    damage carried over (3000 + 3000) it would be destroyed the second time.

    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped), クラッグザウルス
    When player A attacks 爆炎野郎ジョー with 群れを守るトライ・ホーン
    And player A ends the turn
    And player B attacks 群れを守るトライ・ホーン with クラッグザウルス
    Then under tcg クラッグザウルス is in player B's graveyard
    And under tcg 群れを守るトライ・ホーン is in player A's battle zone

  @ex:BASIC-SHIELD-02
  Scenario: Playing turns never adds shields; only an effect does
    Given player A has 5 shields
    And player A's mana zone holds: 3 x 爆炎野郎ジョー
    And player A's hand holds: 爆炎野郎ジョー, ピコラのスパナ
    And player A's battle zone holds, left to right: クラッグザウルス
    When player A charges ピコラのスパナ
    And player A summons 爆炎野郎ジョー
    And player A attacks player B with クラッグザウルス
    And player A ends the turn
    And player B ends the turn
    Then under tcg player A has 5 shields
    And under tcg player B has 4 shields
    When an effect puts 1 card from player A's deck into their shields
    Then under tcg player A has 6 shields

  @ex:BASIC-SHIELD-03 @cr:113.5 @cr:509.2a
  Scenario: An unblocked attack breaks one shield
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B has 4 shields
    And under tcg player B's hand has 1 card

  @ex:BASIC-SHIELD-03 @cr:509.2b
  Scenario: A W-breaker breaks two
    Given player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 3 shields
    And under tcg player B's hand has 2 cards

  @ex:BASIC-SHIELD-04 @cr:112.3a
  Scenario: A broken S-trigger spell is cast for free
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's shield zone holds: デーモン・ハンド
    And player A will break shield 6
    And player B will use the shield trigger of デーモン・ハンド
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is in player A's graveyard
    And under tcg デーモン・ハンド is in player B's graveyard
    And under tcg player B's mana zone has 0 cards

  @ex:BASIC-SHIELD-04 @cr:112.3a
  Scenario: A broken S-trigger creature is summoned for free
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's shield zone holds: アクア・チャージャー
    And player A will break shield 6
    And player B will use the shield trigger of アクア・チャージャー
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg アクア・チャージャー is in player B's battle zone
    And under tcg player B's hand has 0 cards
    And under tcg player B has 5 shields

  @ex:DMPS-HELP-16
  Scenario: A W-breaker that gains T-breaker breaks exactly 3 shields
    Given player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    When an effect of player A's gives 暗黒の騎士ザガーン t breaker
    And player A attacks player B with 暗黒の騎士ザガーン
    Then under dmps and dmps-old player B has 2 shields

  @ex:DMPS-MISC-03
  Scenario: With W-breaker and T-breaker the larger applies; DMPS offers no choice
    000 lists this under the differences from the TCG. Reading: in the TCG the attacking
    player picks which breaker ability to use (here scripted: 2), which the tcg run records;
    DMPS applies the T-breaker whatever the player would pick.

    Given player A's battle zone holds, left to right: グラディアン・レッド・ドラゴン
    And player A will choose to break 2 shields
    When an effect of player A's gives グラディアン・レッド・ドラゴン w breaker
    And player A attacks player B with グラディアン・レッド・ドラゴン
    Then under dmps and dmps-old player B has 2 shields
