@faq
Feature: Rule-change notices the engine models, each side of its date
  Each notice changed how the paper game is played from a date on. The ruling of the notice (or
  of the Q&A that applies it) is asserted under the profile for its side of the date: tcg after
  it; tcg-2021 (the rules as of 2022-09-13) or tcg-2020 (as of 2021-03-15) before it. The forks
  are lines of engine/policies/profiles.py RULE_CHANGES.

  @qa:notice-2021-06-24 @qa:31632 @cr:511.1 @cr:511.1d
  Scenario: 511.1 (2021-06-24): the non-turn player declares 侵略ZERO after the turn player's end-of-turn ability
    Ruling notice 31632 (ターン終了ステップの処理に関する裁定変更のお知らせ, accompanying the
    511.1 rewrite of 2021-06-24), example 1: the opponent of the turn player holds ZERO ハンド and
    the turn player has 天獄の正義 ヘブンズ・ヘブン; from 2021-06-24 the 侵略ZERO is declared
    only after the turn player has used ヘブンズ・ヘブン's ability (511.1b-d). Our board: the
    ability puts 天海の精霊シリウス without paying its cost, which is what makes 侵略ZERO usable;
    player B then declares it, casts ZERO ハンド and destroys a creature of A.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 天獄の正義 ヘブンズ・ヘブン, 予言者リュゾル
    And player A's hand holds: 天海の精霊シリウス
    And player B's hand holds: ZERO ハンド
    And player B will declare ZERO ハンド
    When player A ends the turn
    Then under tcg these happen in this order:
      | step                                           |
      | 天獄の正義 ヘブンズ・ヘブン: turn end resolves |
      | 天海の精霊シリウス enters                      |
      | player B declares ZERO ハンド                  |
      | ZERO ハンド: invasion zero resolves            |
    And under tcg ZERO ハンド is in player B's graveyard

  @qa:dmvault-2188
  Scenario: before 2021-06-24: both players declare as the turn ends, 侵略ZERO before ヘブンズ・ヘブン resolves
    dmvault faqId 2188 (an answer confirmed with the Duel Masters office on 2017-03-01, posted
    2017-03-12; the rule that notice 31632 replaced): the 侵略ZERO declaration comes before any
    end-of-turn effect is processed; the card may be declared then whether or not its condition
    holds yet, and the turn player's effects resolve first. So player B declares ZERO ハンド
    before ヘブンズ・ヘブン resolves, and by the time it resolves its condition holds: it is cast.
    Asserted under tcg-2020 (the rules of 2021-03-15).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 天獄の正義 ヘブンズ・ヘブン, 予言者リュゾル
    And player A's hand holds: 天海の精霊シリウス
    And player B's hand holds: ZERO ハンド
    And player B will declare ZERO ハンド
    When player A ends the turn
    Then under tcg-2020 these happen in this order:
      | step                                           |
      | player B declares ZERO ハンド                  |
      | 天獄の正義 ヘブンズ・ヘブン: turn end resolves |
      | 天海の精霊シリウス enters                      |
      | ZERO ハンド: invasion zero resolves            |
    And under tcg-2020 ZERO ハンド is in player B's graveyard

  @qa:dmvault-2188
  Scenario: before 2021-06-24: a 侵略ZERO not declared as the turn ends cannot be used afterwards
    dmvault faqId 2188 (confirmed 2017-03-01): a 侵略ZERO not shown and declared at that moment
    cannot be used. Player B declares nothing as the turn ends; ヘブンズ・ヘブン then puts a
    creature without paying, but under tcg-2020 B is never asked again. Under tcg B's window
    comes after, and declining it there (the first legal answer) keeps ZERO ハンド in hand too:
    the verdict is B's declaration being offered after the turn player's effects (see the
    scenario above), not the outcome.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 天獄の正義 ヘブンズ・ヘブン
    And player A's hand holds: 天海の精霊シリウス
    And player B's hand holds: ZERO ハンド
    And player B will not declare ZERO ハンド
    When player A ends the turn
    Then under tcg-2020 player B does not declare ZERO ハンド
    And under tcg-2020 ZERO ハンド is in player B's hand
    And under tcg-2020 天海の精霊シリウス is in player A's battle zone

  @qa:41804 @cr:112.3c
  Scenario: 112.3c (2022-08-10): ニンジャ・ストライク 4 declared with 3 mana cards, not summoned
    Q&A 41804 (published 2022-08-10, seen through dmwiki's 公式Q&A 2022年8月10日更新版): with
    only 3 cards in the mana zone, 光牙忍ハヤブサマル's ninja strike may be declared when an
    opposing creature attacks; if the mana zone still has 3 cards as it resolves, it is not
    summoned and stays in the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 3 cards of 予言者リュゾル
    And player B's hand holds: 光牙忍ハヤブサマル
    And player B has 3 shields
    And player B will declare 光牙忍ハヤブサマル
    When player A attacks player B with 予言者リュゾル
    Then under tcg player B declares 光牙忍ハヤブサマル
    And under tcg 光牙忍ハヤブサマル is in player B's hand
    And under tcg player B has 2 shields

  @qa:notice-2022-08-10 @qa:notice-2018-08-09-112.3c
  Scenario: before 2022-08-10: ninja strike could be declared only if its mana count held then
    Rule-change notice 31659 (2022-08-10) replaced 112.3c of 2018-08-09 (rulechange 31401, whose
    rule is also asserted here: a ninja strike may be used when its conditions hold as it is
    declared), by which a ninja strike's conditions had to hold at its declaration: with 3 mana cards
    光牙忍ハヤブサマル's ニンジャ・ストライク 4 cannot be declared at all. Asserted under
    tcg-2020 (the rules of 2021-03-15); tcg-2021 (2022-09-13) is after the change.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 3 cards of 予言者リュゾル
    And player B's hand holds: 光牙忍ハヤブサマル
    And player B has 3 shields
    And player B will declare 光牙忍ハヤブサマル
    When player A attacks player B with 予言者リュゾル
    Then under tcg-2020 player B does not declare 光牙忍ハヤブサマル
    And under tcg and tcg-2021 player B declares 光牙忍ハヤブサマル
    And under every profile 光牙忍ハヤブサマル is in player B's hand

  @qa:41804 @cr:112.3c
  Scenario: ニンジャ・ストライク 4 with 4 mana cards: declared and summoned, on either side of 2022-08-10
    The other half of Q&A 41804's answer (and of 112.3c before and after): with the count met
    the shinobi is summoned without paying its cost, and its enter ability gives a creature
    ブロッカー (here itself, the only creature of B).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 光牙忍ハヤブサマル
    And player B has 3 shields
    And player B will declare 光牙忍ハヤブサマル
    When player A attacks player B with 予言者リュゾル
    Then under tcg, tcg-2021 and tcg-2020 光牙忍ハヤブサマル is in player B's battle zone
    And under tcg, tcg-2021 and tcg-2020 光牙忍ハヤブサマル has the keyword blocker

  @qa:44581 @question:waiting-shields-not-counted @cr:113.6 @cr:113.6a
  Scenario: 113.6 (2024-02-15): with ヤミノリミット out, the shields being broken are not counted
    Q&A 44581 (2024-02-16, seen through dmwiki's 公式Q&A 2024年2月16日更新版): ヤミノリミット
    stops the opponent's shield triggers while they have 4 or more shields; broken shields that
    wait for the declarations are not counted (113.6a), so when a break leaves fewer than 4
    counted, the shield triggers among them can be used. The Q&A breaks all 5 shields at once
    (DARK MATERIAL COMPLEX); our board breaks 2 of 5 with a W-breaker, leaving 3 counted: the
    same rule, a card of the catalog. Player B uses デーモン・ハンド and destroys the attacker (暗黒の騎士ザガーン, W-breaker).
    Given it is player A's turn
    And player A's battle zone holds, left to right: ヤミノリミット, 暗黒の騎士ザガーン
    And player B's shield zone holds: デーモン・ハンド, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player A will break shield 1
    And player A will break shield 2
    And player B will use the shield trigger of デーモン・ハンド
    And player B will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B could use the shield trigger of デーモン・ハンド
    And under tcg 暗黒の騎士ザガーン is not in player A's battle zone

  @qa:notice-2024-02-15 @question:waiting-shields-not-counted
  Scenario: before 2024-02-15: the shields being broken still counted, so ヤミノリミット's lock held
    Rule-change notice 316661 (2024-02-15) added 113.6 (waiting shields). Before it the broken
    shields went to the hand only once the declarations were over (509.3d, 2021-12-16 wording),
    so while player B decided, they were 5 shields and ヤミノリミット forbade the shield
    trigger (our reading of the old text; no official answer on the old side was found).
    Asserted under tcg-2021 (the rules of 2022-09-13).
    Given it is player A's turn
    And player A's battle zone holds, left to right: ヤミノリミット, 暗黒の騎士ザガーン
    And player B's shield zone holds: デーモン・ハンド, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player A will break shield 1
    And player A will break shield 2
    And player B will use the shield trigger of デーモン・ハンド
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg-2021 and tcg-2020 player B could not use the shield trigger of デーモン・ハンド
    And under tcg-2021 and tcg-2020 暗黒の騎士ザガーン is in player A's battle zone
    And under tcg-2021 and tcg-2020 デーモン・ハンド is in player B's hand

  @qa:44581
  Scenario: ヤミノリミット's lock still holds when 4 counted shields are left
    Q&A 44581's rule from the other side: with 6 shields, a W-breaker leaves 4 counted shields,
    so the lock holds under every dated TCG profile.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ヤミノリミット, 暗黒の騎士ザガーン
    And player B's shield zone holds: デーモン・ハンド, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player A will break shield 1
    And player A will break shield 2
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg, tcg-2021 and tcg-2020 player B could not use the shield trigger of デーモン・ハンド
