@keywords @classic
Feature: A spell's replacement for the turn: 「このターン、自分のクリーチャーが破壊される時、…かわりに…」
  フラッシュ・アーマー (DM-22) 「このターン、自分のクリーチャーが破壊される時、墓地に置かれるかわりにバトルゾーン
  にとどまる」: the spell gives its caster's creatures a replacement ability until the end of the turn (the
  catalog's grant replacement). Reading (the sources give no ruling on this card): the creatures given it are
  the ones in the battle zone as the spell resolves, as for the spell's other effects on 「自分のクリーチャー」; a
  creature destroyed stays in the battle zone; the opponent's creatures are not given it.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: After フラッシュ・アーマー the caster's creature destroyed this turn stays in the battle zone
    Given player A's hand holds: フラッシュ・アーマー
    And player A's battle zone holds, left to right: 予言者クルト
    And player B's battle zone holds, left to right: 予言者リュゾル
    When player A casts フラッシュ・アーマー without paying its cost
    And an effect of player B's destroys 予言者クルト
    And an effect of player A's destroys 予言者リュゾル
    Then under tcg 予言者クルト is in player A's battle zone
    And under tcg 予言者リュゾル is in player B's graveyard
