@faq
Feature: A shield an effect puts into the hand: its S・トリガー may be used unless the effect says not
  The official notice of 2009 on マーシャル・クイーン, as a blog of 2009-09 quotes it: shields that an
  effect puts into the hand may use their S・トリガー unless the card doing it says they cannot (吸引のシーリゲル
  likewise). マーシャル・クイーン is not in the catalog: 吸引のシーリゲル, which the notice names, asserts the
  rule, and エメラル (「ただし、その「S・トリガー」は使えない」) the exception. The notice holds for the rules of
  its time (tcg-2020) and after (tcg).

  @qa:notice-2009-marshal-queen
  Scenario: 吸引のシーリゲル returns a shield to the hand: its S・トリガー may be used
    吸引のシーリゲル (dm13-020) attacks and returns player A's shield デーモン・ハンド to the hand; player A
    uses its S・トリガー and destroys 予言者リュゾル.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 吸引のシーリゲル
    And player A's shield zone holds: デーモン・ハンド
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will choose the mode "2"
    When player A attacks player B with 吸引のシーリゲル
    Then under tcg-2020 and tcg player A could use the shield trigger of デーモン・ハンド
    And under tcg-2020 and tcg 予言者リュゾル is in player B's graveyard

  @qa:notice-2009-marshal-queen @qa:dmwiki-shield-swap-no-trigger
  Scenario: エメラル says its shield's S・トリガー cannot be used: it is not offered
    エメラル (dm03-042) puts 予言者クルト from the hand into the shields, then returns the shield デーモン・ハンド
    to the hand: 「ただし、その「S(シールド)・トリガー」は使えない」, so デーモン・ハンド stays in the hand and
    予言者リュゾル stays. dmwiki シールド交換 (2024-07): a shield taken by a shield exchange (エメラル) usually
    cannot use its S・トリガー, as the texts say.
    Given it is player A's turn
    And player A's hand holds: エメラル, 予言者クルト
    And player A's shield zone holds: デーモン・ハンド
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will use the optional ability of エメラル
    And player A will choose player A's shield 1
    When an effect puts エメラル from player A's hand into their battle zone
    Then under tcg-2020 and tcg player A could not use the shield trigger of デーモン・ハンド
    And under tcg-2020 and tcg デーモン・ハンド is in player A's hand
    And under tcg-2020 and tcg 予言者リュゾル is in player B's battle zone

  @qa:dmwiki-shield-swap-no-trigger
  Scenario: エメラル exchanges a stacked shield: the whole stack goes to the hand, one card replaces it
    dmwiki シールド交換 (2024-07): when a stacked shield is exchanged, the whole stack goes to the hand and
    the one card put from the hand replaces it; the S・トリガー of a card of the stack cannot be used (エメラル's
    text). Player A's shield 1 is 予言者リュゾル with デーモン・ハンド under it.
    Given it is player A's turn
    And player A's hand holds: エメラル, 予言者クルト
    And player A's shield zone holds: 予言者リュゾル
    And player A's shield 1 has under it: デーモン・ハンド
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will use the optional ability of エメラル
    And player A will choose player A's shield 1
    When an effect puts エメラル from player A's hand into their battle zone
    Then under tcg player A's hand holds: 予言者リュゾル, デーモン・ハンド
    And under tcg player A has 1 shield
    And under tcg player A's shield 1 is made of: 予言者クルト
    And under tcg player A could not use the shield trigger of デーモン・ハンド
