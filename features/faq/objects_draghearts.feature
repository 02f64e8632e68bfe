@faq
Feature: Official rulings on draghearts as objects of the battle zone
  A dragheart fortress (ドラグハート・フォートレス) is an object of the battle zone on its own: it
  does not depend on the dragoner that put it, it is no creature (effects on creatures miss it),
  an effect that chooses a card may choose it, and, a hyperspatial card, it goes back to the
  hyperspatial zone whatever zone it would be put into.

  @qa:dmwiki-dh-fortress-independent
  Scenario: A dragheart fortress stays when its dragoner leaves; a card-choosing effect sends it to the hyperspatial zone
    dmwiki ドラグハート・フォートレス (https://m.dmwiki.net/ドラグハート・フォートレス; a 2023-06 revision):
    does a fortress leave with the dragoner that put it? No, it stays on its own; mostly only an
    effect that chooses a card (トンギヌスの槍) removes it, and it then goes straight back to the
    hyperspatial zone. Player B destroys 龍覇 M・A・S: 龍波動空母 エビデゴラス stays; then
    トンギヌスの槍 chooses the fortress, which goes to the hyperspatial zone, not to the deck.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 龍覇 M・A・S, 龍波動空母 エビデゴラス
    And player B's hand holds: トンギヌスの槍
    When an effect of player B's destroys 龍覇 M・A・S
    Then under tcg 龍波動空母 エビデゴラス is in player A's battle zone
    Given player B will choose 龍波動空母 エビデゴラス as target
    When an effect of player B's casts トンギヌスの槍 from their hand without paying its cost
    Then under tcg 龍波動空母 エビデゴラス is in player A's hyperspatial zone
    And under tcg 龍波動空母 エビデゴラス is not in player A's deck
