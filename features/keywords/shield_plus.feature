@keywords @classic
Feature: シールド・プラス (shield plus): a stack of cards that is one shield
  The printed text (DM-28): 「シールド・プラス-…自分の山札の上から1枚目を裏向きのまま、自分のシールドいずれかの
  下に置いてもよい。(こうして重ねたカードの束を1枚のシールドとみなす)」. The card goes under the shield its
  controller chooses; the stack counts as one shield. Broken, every card of it goes to the hand and each
  card with a shield trigger may be used (dmwiki シールド・プラス: 「シールド1枚ブレイクで、元のシールドとその下に
  置いたシールドの両方が自分の手札に加わる」). An effect that moves a shield (「自分のシールドを1枚墓地に置く」)
  moves the whole stack: a classic text's 「シールド」 is the shield, not one of its cards (dmwiki
  シールドカード). Read: with no shield there is nothing to put the card under, and nothing happens.

  Background:
    Given it is player A's turn

  @tcg-general @cr:113.2
  Scenario: The deck's top card goes under the chosen shield; the shields are still two
    Given player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's deck holds, top first: デーモン・ハンド, 予言者クルト
    And player A's hand holds: ピュアランダース
    And player A will choose player A's shield 2
    When an effect puts ピュアランダース from player A's hand into their battle zone
    Then under tcg player A has 2 shields
    And under tcg player A's shield 2 is made of: 予言者リュゾル, デーモン・ハンド
    And under tcg player A's shield 1 is made of: 予言者クルト
    And under tcg player A's deck has 1 card

  @tcg-general
  Scenario: With no shield, the card stays on top of the deck
    Given player A's deck holds, top first: デーモン・ハンド, 予言者クルト
    And player A's hand holds: ピュアランダース
    When an effect puts ピュアランダース from player A's hand into their battle zone
    Then under tcg player A has 0 shields
    And under tcg player A's deck has 2 cards

  @tcg-general
  Scenario: A stacked shield is broken as one shield: both cards go to the hand, the shield trigger under it is used
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player B's shield zone holds: 予言者リュゾル, 予言者クルト
    And player B's shield 1 has under it: デーモン・ハンド
    And player A will break shield 1
    And player B will use the shield trigger of デーモン・ハンド
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg player B has 1 shield
    And under tcg 予言者リュゾル is in player B's hand
    And under tcg デーモン・ハンド is in player B's graveyard
    And under tcg 凶戦士ブレイズ・クロー is in player A's graveyard
    And under tcg player B's shield 1 is made of: 予言者クルト

  @tcg-general
  Scenario: A creature destroyed puts the card under a shield (予言者ヒョウ)
    Given player A's shield zone holds: 予言者クルト
    And player A's deck holds, top first: 予言者リュゾル, 予言者クルト
    And player A's battle zone holds, left to right: 予言者ヒョウ
    When an effect of player B's destroys 予言者ヒョウ
    Then under tcg player A's shield 1 is made of: 予言者クルト, 予言者リュゾル

  @tcg-general
  Scenario: A shield put into the graveyard goes with every card under it (ガルデス・ドラグーン)
    Given player A's shield zone holds: 予言者クルト
    And player A's shield 1 has under it: デーモン・ハンド
    And player A's deck holds, top first: 予言者リュゾル, 予言者クルト
    And player A's hand holds: ガルデス・ドラグーン
    When an effect puts ガルデス・ドラグーン from player A's hand into their battle zone
    Then under tcg player A has 0 shields
    And under tcg player A's graveyard holds: 予言者クルト, デーモン・ハンド
    And under tcg player A's deck has 2 cards

  @tcg-general
  Scenario: ウルトラシールド・プラス puts up to five cards under one shield (奇跡の精霊ミルザム)
    Given player A's shield zone holds: 予言者クルト, 予言者クルト
    And player A's deck holds, top first: 予言者リュゾル, デーモン・ハンド, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者クルト
    And player A's hand holds: 奇跡の精霊ミルザム
    And player A will choose player A's shield 1
    When an effect puts 奇跡の精霊ミルザム from player A's hand into their battle zone
    Then under tcg player A's options for "choose" were: 5 cards, 4 cards, 3 cards, 2 cards, 1 cards, 0 cards
    And under tcg player A's shield 1 is made of: 予言者クルト, 予言者リュゾル, デーモン・ハンド, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And under tcg player A has 2 shields
