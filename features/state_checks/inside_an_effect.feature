@rules
Feature: Creatures of power 0 or less are destroyed between two steps of one effect
  The state-based check that destroys creatures of power 0 or less does not wait for the end of
  the effect that made one: an effect that puts a power-0 creature and then raises its power is
  too late. (The engine's reading of Q&A 46075: this one check runs between the steps of an
  effect; losing by an empty deck still waits for the effect's end.)

  @qa:46075 @cr:111.2d
  Scenario: 試作品 クロコギア put by ピザスターのアンティハムト is destroyed before its +3000
    Q&A 46075 (2025-02-12, seen through dmvault's FAQ): アンティハムト's enter ability puts 試作品
    クロコギア (power 0) into the battle zone and then gives it +3000; does it survive? No: it is
    destroyed by the state-based check before the +3000 is applied. The two cards' texts are
    reconstructed from the Q&A alone (the catalog says which facts are assumed).
    Given it is player A's turn
    And player A's hand holds: ピザスターのアンティハムト, 試作品 クロコギア
    When an effect puts ピザスターのアンティハムト from player A's hand into the battle zone
    Then under tcg 試作品 クロコギア is in player A's graveyard
    And under tcg ピザスターのアンティハムト is in player A's battle zone
