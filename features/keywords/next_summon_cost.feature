@keywords @classic @tcg-general
Feature: A one-shot reduction of the next summon this turn
  フェアリー・ギフト (DM-14) 「このターン、次に召喚するクリーチャー1体は支払うコストが3少なくなる。ただしコストは1より
  少なくならない」: the controller's next summon this turn costs 3 less, never below 1 (compulsory in
  the DM-14 text; 004: a cost change applies as the use is declared); the summon after it pays in
  full. Reading: the next summon uses it up whatever it costs (a creature of cost 2 is summoned for 1).

  Background:
    Given it is player A's turn
    And player A's hand holds: フェアリー・ギフト, 群れを守るトライ・ホーン, シェル・ラック

  Scenario: After フェアリー・ギフト a creature of cost 5 is summoned with 2 mana
    Given player A's mana zone holds: 3 x シェル・ラック
    When player A casts フェアリー・ギフト
    And player A summons 群れを守るトライ・ホーン
    Then under tcg the last action is allowed
    And under tcg 群れを守るトライ・ホーン is in player A's battle zone

  Scenario: Without it the same mana cannot summon the creature of cost 5
    Given player A's mana zone holds: 3 x シェル・ラック
    Then under tcg player A cannot summon 群れを守るトライ・ホーン

  Scenario: Only the next summon costs less
    Given player A's mana zone holds: 6 x シェル・ラック
    When player A casts フェアリー・ギフト
    And player A summons シェル・ラック
    And player A summons 群れを守るトライ・ホーン
    Then under tcg the last action is refused
