@rules
Feature: Rulings that waited, re-checked by writing their scenarios
  Ledger records (features/faq/rulings.yaml) once marked waiting on a capability, re-checked in issue
  31 by writing the scenario with today's vocabulary. Where the ruling's card is not in the catalog, a
  catalog card with the same relevant wording stands in for it, named in the description.

  @qa:dmwiki-shieldplus-both-triggers @cr:113.2
  Scenario Outline: A stacked shield with two shield triggers: both go to the hand, used in the order their owner chooses (<first> first)
    dmwiki シールド・プラス (a rules note): 「シールド1枚ブレイクで、元のシールドとその下に置いたシールドの
    両方が自分の手札に加わる … 両方S・トリガーだった場合、自分の好きな方からプレイできる」. Player B's shield
    1 is デーモン・ハンド with ナチュラル・トラップ under it (a stack is one shield: 113.2 with シールド・プラス's
    reminder text); 凶戦士ブレイズ・クロー breaks it. Both cards go to B's hand, both shield triggers are
    used, in either order B chooses: the one used first is already in the graveyard while the other
    resolves.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player B's shield zone holds: デーモン・ハンド, 予言者クルト
    And player B's shield 1 has under it: ナチュラル・トラップ
    And player A will break shield 1
    And player B will use the shield triggers in this order: <first> then <second>
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg player B has 1 shield
    And while <second> resolves, under tcg <first> is in player B's graveyard
    And under tcg <second> is in player B's graveyard
    And under tcg player B's hand has 0 cards

    Examples:
      | first            | second           |
      | デーモン・ハンド | ナチュラル・トラップ |
      | ナチュラル・トラップ | デーモン・ハンド |

  @qa:dmwiki-magando
  Scenario: An attack trigger that returns one of your shields to the hand takes a whole stacked shield
    dmwiki シールド回収 (a ruling quoted there; its Q&A number not shown): 殺意の悪魔龍 マガンド's attack
    trigger (「自分のシールドをひとつ、手札に戻す。ただし、その「S・トリガー」は使えない。」) chooses a shield
    made of two stacked shield cards: can it return only one of them? No: the stack is one shield, and
    both cards go to the hand. マガンド is not in the catalog; 黒神龍ヴァイザス, whose attack trigger reads
    the same (「自分のシールドを１枚選び、手札に加える。ただし、その「S・トリガー」は使えない。」), stands in.
    Player A's shield 1 is 予言者クルト with デーモン・ハンド under it; its S・トリガー is not used.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 黒神龍ヴァイザス
    And player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's shield 1 has under it: デーモン・ハンド
    And player A will choose player A's shield 1
    When player A attacks player B with 黒神龍ヴァイザス
    Then under tcg player A's hand holds: 予言者クルト, デーモン・ハンド
    And under tcg player A has 1 shield
    And under tcg player A's shield 1 is made of: 予言者リュゾル

  @qa:notice-2025-10-01
  Scenario: A discarded card whose replacement needs its text is shown first and its replacement keeps it in the hand
    Rule notice of 2025-10-01 (https://dm.takaratomy.co.jp/rule/rulechange/316675/, 400.2f): a card
    moving from a hidden zone to a public one is normally revealed after it moves, but when a
    replacement effect needs the moving card's text, every player sees its face just before it
    moves; the notice's example: 夜露死苦 キャロル discarded with water and fire in its owner's mana
    zone is identified before it reaches the graveyard, its replacement applies and it stays in the
    hand. Player B's effect makes player A discard キャロル: it is in player A's hand, not in the
    graveyard, and player B has seen it.
    Given it is player B's turn
    And player A's hand holds: 夜露死苦 キャロル
    And player A's mana zone holds: アクア・ビークル, 凶戦士ブレイズ・クロー
    When an effect of player B's makes player A discard 夜露死苦 キャロル
    Then under tcg 夜露死苦 キャロル is in player A's hand
    And under tcg player A's graveyard has 0 cards
    And under tcg player B has seen 夜露死苦 キャロル
