@faq
Feature: Official rulings on what stays when the top card of a creature leaves (801.4)
  Since 2021-03-16 the cards under a top card that leaves stay stacked as the same creature
  (801.4); the non-creature cards that would be on top go to the graveyard one at a time until
  a creature is on top.

  @qa:notice-2021-03-16-801.4a
  Scenario: The card under the departed top card is a spell: it goes to the graveyard, the creature under it stays
    Rule-change notice of 2021-03-16 (https://dm.takaratomy.co.jp/rule/rulechange/31626/, 801.4):
    when the top card of an evolution creature leaves, the card just under it stays if it is a
    creature, else it is put into the graveyard, again and again until a creature is on top,
    which stays with the rest under it. クリスタル・ランサー is on エナジー・ライト (a spell put
    under it) on アクア・ガード; its top card alone goes to the graveyard: エナジー・ライト follows
    it, and アクア・ガード stays in the battle zone, the same creature, untapped as it was.
    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on エナジー・ライト on アクア・ガード
    When an effect of player B's puts only the top card of クリスタル・ランサー into its owner's graveyard
    Then under tcg player A's graveyard holds: クリスタル・ランサー, エナジー・ライト
    And under tcg player A's battle zone holds, left to right: アクア・ガード
    And under tcg the creatures put into player A's battle zone were: nothing
