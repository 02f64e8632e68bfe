@faq
Feature: Official rulings on breaking shields: what is broken is fixed before any shield trigger
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-2020-09-18-genmu-1
  Scenario: An ∞ breaker breaks every shield; a shield its S-Trigger adds afterwards is not broken
    公式Q&A 2020年9月18日更新版 (read on dmwiki: https://dmwiki.net/公式Q＆A 2020年9月18日更新版):
    ∞龍 ゲンムエンペラー breaks all of player B's shields; DNA・スパーク among them adds a new shield
    from the deck. Every break happens first and the S-Triggers are used after, so the new shield
    stays. Reading: the S-Trigger's optional shield add is used (the catalog runs it whenever its
    condition holds).
    Given it is player A's turn
    And player A's battle zone holds, left to right: ∞龍 ゲンムエンペラー
    And player B's shield zone holds: DNA・スパーク, 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player A will choose to break 2 shields
    And player B will use the shield trigger of DNA・スパーク
    When player A attacks player B with ∞龍 ゲンムエンペラー
    Then under tcg player B has 1 shields
    And under tcg player B's hand holds: 予言者リュゾル
    And under tcg ∞龍 ゲンムエンペラー is tapped

  @qa:dmwiki-wbreaker-simultaneous @cr:400.7 @cr:509.5
  Scenario: A W-breaker breaks both shields at once; ザ・クロック cannot stop the second break
    dmwiki W・ブレイカー (rule section, since the 2017-03-25 rule; https://dmwiki.net/W・ブレイカー):
    both shields are broken at the same time and the S-Triggers come after, so ザ・クロック, used
    from one of them, skips the rest of the turn but cannot save the other shield.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: 終末の時計 ザ・クロック, 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B will use the shield trigger of 終末の時計 ザ・クロック
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 0 shields
    And under tcg 予言者リュゾル is in player B's hand
    And under tcg 終末の時計 ザ・クロック is in player B's battle zone

  @qa:dmwiki-wbreaker-simultaneous
  Scenario: A shield an S-Trigger adds during a W-breaker's attack is not broken by it
    The same rule section: the shield DNA・スパーク adds comes after both breaks, so the attack
    leaves player B one shield, the new one.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: DNA・スパーク, 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B will use the shield trigger of DNA・スパーク
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 1 shields
    And under tcg 予言者リュゾル is in player B's hand

  @qa:cr-509.3-added-shields @cr:509.5
  Scenario: A W-breaker attacking one shield does not break the shield an S-Trigger adds
    Comprehensive rules 509.3 (2022-04-08 edition, read in translation on
    https://duelmasters.fandom.com/wiki/Direct_Attack): the shields to break are chosen, then broken
    together; a shield added after the choice cannot be broken by that attack even though the
    W-breaker chose fewer than two.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: DNA・スパーク
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B will use the shield trigger of DNA・スパーク
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 1 shields
    And under tcg DNA・スパーク is in player B's graveyard
    And under tcg the game goes on
