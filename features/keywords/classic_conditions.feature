@keywords
Feature: Conditions of the classic cards' abilities (「…であれば」「…の時」), from their printed text
  Each condition is read from the printed text: 「バトルゾーンにある自分のクリーチャーがこのクリーチャーだけで
  あれば」, 「このクリーチャーがバトルゾーンにあれば」, 「相手にシールドが１枚もなければ」, 「自分の墓地に《X》が
  １枚でもあれば」. A triggered ability's condition is checked as it resolves; a static ability's while it
  applies. Read: "only creature" counts creatures, not other cards of the battle zone.

  Background:
    Given it is player A's turn
    And player B has 1 shield

  @classic @tcg-general
  Scenario: A creature alone at the end of its owner's turn goes to the graveyard
    Given player A's battle zone holds, left to right: 戦慄の剛将アブリン
    When player A ends the turn
    Then under tcg 戦慄の剛将アブリン is in player A's graveyard

  @classic @tcg-general
  Scenario: With another creature of its owner, it stays
    Given player A's battle zone holds, left to right: 戦慄の剛将アブリン, 予言者クルト
    When player A ends the turn
    Then under tcg 戦慄の剛将アブリン is in player A's battle zone

  @classic @tcg-general
  Scenario: A creature still in the battle zone at the end of its owner's turn returns to the hand
    Given player A's battle zone holds, left to right: バザガジール・ドラゴン
    When player A ends the turn
    Then under tcg バザガジール・ドラゴン is in player A's hand

  @classic @tcg-general
  Scenario: A creature that cannot attack while the opponent has no shield
    Given player A's battle zone holds, left to right: 剣舞の修羅ヴァシュナ, 爆炎野郎ジョー
    When player A attacks player B with 爆炎野郎ジョー
    And player A attacks player B with 剣舞の修羅ヴァシュナ
    Then under tcg the last action is refused

  @classic @tcg-general
  Scenario: While the opponent has a shield it may attack
    Given player A's battle zone holds, left to right: 剣舞の修羅ヴァシュナ
    When player A attacks player B with 剣舞の修羅ヴァシュナ
    Then under tcg the last action is allowed
    And under tcg player B has 0 shields

  @classic @tcg-general
  Scenario: A card of the same name in its owner's graveyard lets the ability draw
    Given player A's hand holds: バブル・ランプ
    And player A's graveyard holds: バブル・ランプ
    When an effect puts バブル・ランプ from player A's hand into their battle zone
    Then under tcg player A's hand has 1 card

  @classic @tcg-general
  Scenario: Without one, nothing is drawn
    Given player A's hand holds: バブル・ランプ
    When an effect puts バブル・ランプ from player A's hand into their battle zone
    Then under tcg player A's hand has 0 cards
