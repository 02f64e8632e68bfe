@faq
Feature: Official rulings on オーラ as objects
  An オーラ attached to a creature is a card of the battle zone, one of the cards of that
  creature (109.2c), and its abilities work from there (110.3d). 極幻空 ザハ・エルハ (the only
  オーラ of the catalog; its replacement ability as 004's example gives it) stands in for the
  オーラ of the rulings.

  Background:
    Given it is player A's turn
    And player A's hand holds: 冥府の覇者ガジラビュート
    And player B's shield zone holds: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル

  @qa:kazoku-v1.19-aura @cr:110.3d
  Scenario: The replacement ability of an オーラ attached to a creature works in the battle zone
    Comprehensive rules v1.19 (2020-07-10, as kazoku-de-dm reproduced the change list): sections
    310 (オーラ) and 311 were added, and 110.3d says that the static abilities of オーラ work
    while in the battle zone. Player B's 予言者リュゾル carries 極幻空 ザハ・エルハ ("your shields
    going to a zone other than the hand stay in the shield zone instead"); 冥府の覇者ガジラビュート
    enters and puts one of player B's shields into the graveyard: the shield stays.
    Given player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    When an effect puts 冥府の覇者ガジラビュート from player A's hand into the battle zone
    Then under tcg player B has 3 shields
    And under tcg 極幻空 ザハ・エルハ's replacement ability applies

  @tcg-general
  Scenario: Without the オーラ, the shield goes to the graveyard
    The control of the scenario above: no オーラ, and 冥府の覇者ガジラビュート's ability puts a
    shield into the graveyard.
    Given player B's battle zone holds, left to right: 予言者リュゾル
    When an effect puts 冥府の覇者ガジラビュート from player A's hand into the battle zone
    Then under tcg player B has 2 shields
