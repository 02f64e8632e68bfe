@keywords @classic
Feature: Forced attacks (攻撃強制): a creature that must attack if able keeps its controller's turn from ending
  「可能であれば攻撃する」: a creature that can attack must, once a turn; one that cannot (summoning sick, tapped, nothing
  it may attack) need not, and nobody must make it able (dmwiki 攻撃強制, the rulings it gathers). The sources: 凶戦士
  ブレイズ・クロー 「このクリーチャーは、可能であれば毎ターン攻撃する」, 一撃勇者ホノオ 「このクリーチャーが攻撃した
  ターン、自分の他のクリーチャーも、可能であれば攻撃する」, イガルス・ドラグーン 「相手のターンにこのクリーチャーが
  タップされていれば、相手のクリーチャーはすべて、可能であれば攻撃する」. Read: the obligation is checked as the turn
  player ends the turn (the end is refused while a creature must attack and can).

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @tcg-general @cr:506.1b
  Scenario: A creature that must attack and can keeps the turn from ending
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    When player A ends the turn
    Then under tcg the last action is refused

  @tcg-general @cr:506.1b
  Scenario: Once it attacked, the turn may end
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    When player A attacks player B with 凶戦士ブレイズ・クロー
    And player A ends the turn
    Then under tcg the last action is allowed

  @tcg-general
  Scenario: A creature that must attack but is tapped need not
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー (tapped)
    When player A ends the turn
    Then under tcg the last action is allowed

  @tcg-general
  Scenario: After 一撃勇者ホノオ attacked, A's other creature must attack too
    Given player A's battle zone holds, left to right: 一撃勇者ホノオ, 白銀の牙
    When player A attacks player B with 一撃勇者ホノオ
    And player A ends the turn
    Then under tcg the last action is refused

  @tcg-general
  Scenario: 一撃勇者ホノオ not having attacked, A's other creature need not attack
    Given player A's battle zone holds, left to right: 一撃勇者ホノオ, 白銀の牙
    When player A attacks player B with 白銀の牙
    And player A ends the turn
    Then under tcg the last action is allowed

  @tcg-general
  Scenario: B's tapped イガルス・ドラグーン makes A's creatures attack in A's turn
    Given player A's battle zone holds, left to right: 白銀の牙
    And player B's battle zone holds, left to right: イガルス・ドラグーン (tapped)
    When player A ends the turn
    Then under tcg the last action is refused

  @tcg-general
  Scenario: B's untapped イガルス・ドラグーン makes no creature attack
    Given player A's battle zone holds, left to right: 白銀の牙
    And player B's battle zone holds, left to right: イガルス・ドラグーン
    When player A ends the turn
    Then under tcg the last action is allowed
