@faq
Feature: Official rulings on タマシード
  A タマシード is used by the turn player from the hand in the main step, paying its cost; it is
  put into the battle zone, an element that is no creature (315). Using one is not summoning.

  @qa:notice-2022-04-08-315
  Scenario: The turn player uses a タマシード from the hand, paying its cost: it enters the battle zone, no creature
    Rule-change notice 31650 (2022-04-08, https://dm.takaratomy.co.jp/rule/rulechange/31650/, 315):
    the turn player may use a タマシード from the hand in the main step; used, it is put into the
    battle zone. Player A pays 3 for ボル武者の炎霊 (a cost-3 fire タマシード, the catalog's only one):
    it is in the battle zone, and no creature is.
    Given it is player A's turn
    And player A's hand holds: ボル武者の炎霊
    And player A's mana zone holds: 3 x 凶戦士ブレイズ・クロー
    When player A uses the タマシード ボル武者の炎霊
    Then under tcg ボル武者の炎霊 is in player A's battle zone
    And under tcg player A's battle zone holds 0 creatures
    And under tcg player A's mana zone has 3 tapped cards

  @qa:notice-2022-04-08-315
  Scenario: A タマシード's cost is paid: two mana cards do not use a cost-3 タマシード
    The other side of 315: using a タマシード pays its cost; with two mana cards the cost-3
    ボル武者の炎霊 cannot be used.
    Given it is player A's turn
    And player A's hand holds: ボル武者の炎霊
    And player A's mana zone holds: 2 x 凶戦士ブレイズ・クロー
    When player A uses the タマシード ボル武者の炎霊
    Then under tcg the last action is refused
    And under tcg ボル武者の炎霊 is in player A's hand

  @qa:notice-2022-04-08-315
  Scenario: Only the turn player uses a タマシード
    The other side of 315: in player B's turn, player A cannot use ボル武者の炎霊.
    Given it is player B's turn
    And player A's hand holds: ボル武者の炎霊
    And player A's mana zone holds: 3 x 凶戦士ブレイズ・クロー
    When player A uses the タマシード ボル武者の炎霊
    Then under tcg the last action is refused
    And under tcg ボル武者の炎霊 is in player A's hand
