@faq
Feature: Official rulings on evolution creatures: their top card and the cards under them
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:fandom-evo-top-removed
  Scenario: The cards left under a removed top card were in the battle zone already
    Duel Masters fandom wiki, Evolution Source (https://duelmasters.fandom.com/wiki/Evolution_Source),
    citing the ruling of 2014-02-21: when only the top card of an evolution creature leaves, what
    stays is no new creature: it keeps the tapped state, is not summoning sick and its "enters"
    abilities do not trigger. The ruling is of the old rule (tcg-2020: the card stays as a
    separate creature); the same holds of the creature rebuilt since 2021-03-16 (tcg).
    Given it is player B's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ハルカス (tapped)
    And player A will keep アクア・ハルカス as separate creatures
    When an effect of player B's returns only the top card of クリスタル・ランサー to its owner's hand
    Then under tcg and tcg-2020 player A's battle zone holds, left to right: アクア・ハルカス
    And under tcg and tcg-2020 アクア・ハルカス is tapped
    And under tcg and tcg-2020 アクア・ハルカス's ability does not trigger
    And under tcg and tcg-2020 the creatures put into player A's battle zone were: nothing
    When player B ends the turn
    Then under tcg and tcg-2020 アクア・ハルカス is not summoning sick

  @qa:fandom-evo-choose-card-2014
  Scenario: "Choose a card of the battle zone" may choose the card under an evolution creature
    Duel Masters fandom wiki, Evolution Source (https://duelmasters.fandom.com/wiki/Evolution_Source):
    since the ruling change of 2014-01-17 the cards under an evolution creature are cards of the
    battle zone that "choose a card" may choose, so the bottom card alone can be removed.
    龍脈術 落城の計 (a card of cost 6 or less back to its owner's hand) chooses アクア・ビークル
    under クリスタル・ランサー: it alone returns and the evolution creature stays (every choice
    player B may make is explored: one of them leaves クリスタル・ランサー alone on the board).
    Given it is player B's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル
    And player B's mana zone holds: 3 x アクア・ビークル
    And player B's hand holds: 龍脈術 落城の計
    When player B casts 龍脈術 落城の計
    Then under tcg player B was offered to choose: クリスタル・ランサー, アクア・ビークル
    And under tcg in some choice player B may make for "target", player A's battle zone holds, left to right: クリスタル・ランサー
    And under tcg in some choice player B may make for "target", player A's hand holds: アクア・ビークル
