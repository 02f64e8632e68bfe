@faq
Feature: Official rulings on twinpact cards outside the battle zone
  Outside the battle zone a twinpact card has both sides' characteristics (201.2b): it is a
  creature card and a spell card, and it has two costs; an effect that refers to its cost refers
  to one of them, the one the player using the effect chooses.

  Background:
    Given it is player A's turn
    And player A's hand holds: キング・ザ・スロットン7／7777777
    And player B's battle zone holds, left to right: 黒神龍ベルザローグ, 光輪の精霊シャウナ
    And player B's deck holds, top first: ハザード・オウ禍武斗／禍武斗の轟印, 予言者リュゾル, アクア・ビークル, 5 x 予言者リュゾル

  @qa:notice-2021-06-24-201.2b
  Scenario: 7777777 reveals a twinpact: its caster refers to the creature side's cost 9
    Rule-change notice 31631 (2021-06-24, https://dm.takaratomy.co.jp/rule/rulechange/31631, 201.2b)
    and its example: when an effect refers to the cost of a card with two costs, the player
    using the effect chooses which one; the caster of 7777777 chooses the cost of an opposing
    twinpact it revealed. Player A casts 7777777, player B reveals ハザード・オウ禍武斗／禍武斗の轟印
    (a cost-9 creature and a cost-7 spell) among three cards, player A chooses it and refers to
    cost 9: player B's cost-9 黒神龍ベルザローグ goes to the bottom of the deck, the cost-7
    光輪の精霊シャウナ stays.
    Given player A will choose cost 9
    When an effect of player A's casts 7777777 from their hand without paying its cost
    Then under tcg 黒神龍ベルザローグ is in player B's deck
    And under tcg player B's battle zone holds, left to right: 光輪の精霊シャウナ
    And under tcg ハザード・オウ禍武斗／禍武斗の轟印 is in player B's deck

  @qa:notice-2021-06-24-201.2b @qa:jokers-0006-3
  Scenario: The same twinpact, its caster referring to the spell side's cost 7
    The other choice of the same notice, and Q&A jokers-0006 (2018-03-15,
    http://dm.takaratomy.co.jp/rule/qa/jokers-0006/; its third question): when the card is referred
    to as a card, either of its costs may be chosen, 7 (the spell side's) or 9 (the Q&A asks it
    of ジョット・ガン・ジョラゴンJoe, not in the catalog: 7777777 stands in for an effect that
    refers to a card's cost). Player A refers to cost 7: 光輪の精霊シャウナ goes to the bottom of
    the deck, 黒神龍ベルザローグ stays.
    Given player A will choose cost 7
    When an effect of player A's casts 7777777 from their hand without paying its cost
    Then under tcg 光輪の精霊シャウナ is in player B's deck
    And under tcg player B's battle zone holds, left to right: 黒神龍ベルザローグ
