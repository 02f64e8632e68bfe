@replacement
Feature: The examples of 000 適用する置換効果の決定
  Two worked examples follow the priority list of 000 (the first also in 001): a landing
  replacement further right that spends its once a turn, and a loss replacement that cannot
  avoid a deck-out loss because the state-based check runs again before any waiting effect
  resolves ("状況起因処理と待機した効果の解決順序（TCGと同様）のルールに基づき").

  @ex:DMPS-REPL-08 @tcg-general
  Scenario: VAN・ベートーベン left of 単騎連射 マグナム: Magnum takes the Dragon, and its once a turn is spent
    "そのクリーチャーがドラゴンやコマンドであるかにかわらず、《単騎連射 マグナム》の能力により
    墓地送りになり、《マグナム》のターン1は消化されてしまう". Both landing replacements fit the
    Dragon 紅神龍メルガルス; Magnum, further right, applies (priority 4) and spends its once a
    turn (its DMPS version, the card's note), so 爆炎野郎ジョー, neither a Dragon nor a Command,
    then enters. The TCG text has no once a turn: Magnum sends ジョー away too.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 「修羅」の頂 VAN・ベートーベン, 単騎連射 マグナム
    And player B's hand holds: 紅神龍メルガルス, 爆炎野郎ジョー
    When an effect puts 紅神龍メルガルス from player B's hand into the battle zone
    And an effect puts 爆炎野郎ジョー from player B's hand into the battle zone
    Then under dmps and dmps-old the replacement effects that applied were, in order: 単騎連射 マグナム
    And under dmps and dmps-old 紅神龍メルガルス is in player B's graveyard
    And under dmps and dmps-old 爆炎野郎ジョー is in player B's battle zone
    And under dmps and dmps-old no player chooses a replacement effect
    And under tcg player B chooses among the replacement effects of: 「修羅」の頂 VAN・ベートーベン, 単騎連射 マグナム
    And under tcg 爆炎野郎ジョー is in player B's graveyard

  @ex:DMPS-REPL-08 @tcg-general
  Scenario: A creature that is neither a Dragon nor a Command first: Magnum takes it, then VAN・ベートーベン the Dragon
    The other half of "whether or not it is a dragon or command": 爆炎野郎ジョー fits Magnum
    only, which spends its once a turn; the Dragon that follows fits VAN・ベートーベン only.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 「修羅」の頂 VAN・ベートーベン, 単騎連射 マグナム
    And player B's hand holds: 爆炎野郎ジョー, 紅神龍メルガルス
    When an effect puts 爆炎野郎ジョー from player B's hand into the battle zone
    And an effect puts 紅神龍メルガルス from player B's hand into the battle zone
    Then under dmps and dmps-old in every choice of replacement effects, the replacement effects that applied were, in order: 単騎連射 マグナム, 「修羅」の頂 VAN・ベートーベン
    And under dmps and dmps-old player B's graveyard holds: 爆炎野郎ジョー, 紅神龍メルガルス
    And under dmps and dmps-old player B's battle zone holds 0 creatures
    And under tcg in some choice of replacement effects, the replacement effects that applied were, in order: 単騎連射 マグナム, 単騎連射 マグナム

  @ex:DMPS-REPL-09 @ex:DMPS-REPL-07
  Scenario: Deck-out with 不敗のダイハード・リュウセイ in the battle zone and 完全防御革命 in the hand
    Player A draws the last card of the deck: the state-based check finds the empty deck. Both
    replacements fit the loss; リュウセイ, in the battle zone (priority 4), applies first and is
    destroyed. The check runs again before its "this turn you don't lose" ability can resolve:
    the deck is still empty, and now only 完全防御革命 in the hand fits (priority 5): it is
    discarded. The third check finds no replacement, and player A loses; リュウセイ's ability is
    still waiting. Both cards' DMPS versions are forced (the cards' notes).

    Given it is player A's turn
    And player A's deck has 1 card
    And player A's battle zone holds, left to right: 不敗のダイハード・リュウセイ
    And player A's hand holds: 完全防御革命
    When player A draws 1 card
    Then under dmps the replacement effects that applied were, in order: 不敗のダイハード・リュウセイ, 完全防御革命
    And under dmps 不敗のダイハード・リュウセイ is in player A's graveyard
    And under dmps 完全防御革命 is in player A's graveyard
    And under dmps 不敗のダイハード・リュウセイ's ability is still waiting
    And under dmps player A loses
    And under dmps no player chooses a replacement effect
