@faq
Feature: Official rulings on mana: paying nothing, mana numbers, G・ゼロ and the public mana zone
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-mana-zero
  Scenario: A card of cost 0 is used without paying: no mana is needed
    dmwiki マナ (https://m.dmwiki.net/マナ; undated rule section): 0 mana cannot be paid; a card whose
    cost is 0 is used "without paying its cost". 陰陽の舞's マナ爆誕0 summons it from the mana zone
    while every other mana card is tapped, and no card is tapped for it.
    Given it is player A's turn
    And player A's mana zone holds: 陰陽の舞, アクア・ビークル (tapped), アクア・ビークル (tapped)
    When player A tries to summon 陰陽の舞 from their mana zone
    Then under tcg the last action is allowed
    And under tcg 陰陽の舞 is in player A's battle zone
    And under tcg player A's mana zone has 2 tapped cards

  @qa:dmwiki-rainbow-mana-zero
  Scenario: A five-colour rainbow of mana number 0 gives a civilization and no mana
    dmwiki マナ数 (http://dm-wiki.net/?マナ数; undated rule section): a five-colour rainbow card has
    mana number 0: it supplies its civilizations, not points. Two 五元のロードライト and one
    アクア・ビークル pay for a cost-1 creature, not a cost-2 one.
    Given it is player A's turn
    And player A's mana zone holds: 五元のロードライト, 五元のロードライト, アクア・ビークル
    And player A's hand holds: アクア・ガード, アクア・ビークル
    Then under tcg player A can summon アクア・ガード
    And under tcg player A cannot summon アクア・ビークル

  @qa:dmwiki-manazone-public
  Scenario: The mana zone is public: the opponent may see every card of it
    dmwiki マナゾーン (https://m.dmwiki.net/?マナゾーン; undated rule section): like the battle zone and
    the graveyard, the mana zone is a public zone; the hand is not (the control).
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, 予言者リュゾル
    And player A's hand holds: アクア・ガード
    Then under tcg player B can see the cards in player A's mana zone
    And under tcg player B cannot see the cards in player A's hand

  @qa:dmwiki-gzero-same-procedure
  Scenario: A creature summoned by G・ゼロ is summoned as usual, only without paying
    dmwiki G・ゼロ (https://dmwiki.net/G・ゼロ; undated): apart from not paying its cost, a G・ゼロ card is
    summoned through the same procedure. Three デーモン・コマンド are in the battle zone (two of
    player A's, one of player B's: the condition counts both players'), so 漆黒戦鬼デュランザメス
    (cost 12) is summoned with no mana at all, and its enter ability returns player A's graveyard
    creatures to the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 暗黒の騎士ザガーン
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's hand holds: 漆黒戦鬼デュランザメス
    And player A's graveyard holds: アクア・ビークル
    When player A summons 漆黒戦鬼デュランザメス
    Then under tcg the last action is allowed
    And under tcg 漆黒戦鬼デュランザメス is in player A's battle zone
    And under tcg 漆黒戦鬼デュランザメス is summoning sick
    And under tcg アクア・ビークル is in player A's hand

  @qa:dmwiki-gzero-same-procedure
  Scenario: The control: without the G・ゼロ condition, 漆黒戦鬼デュランザメス costs 12
    With two デーモン・コマンド only, the condition does not hold and player A, with no mana, cannot
    summon it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 暗黒の騎士ザガーン
    And player A's hand holds: 漆黒戦鬼デュランザメス
    Then under tcg player A cannot summon 漆黒戦鬼デュランザメス
