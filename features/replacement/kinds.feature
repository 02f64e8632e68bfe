@replacement
Feature: Kinds of replacement effect: after casting, losing the game, once a turn
  Replacement effects intercept an event before it happens (DESIGN: "Replacement effects
  intercept events before they happen"). Besides moves between zones, destruction, leaving,
  landing and breaking, a spell may go elsewhere after it is cast (チャージャー) and a loss may
  be replaced.

  @tcg-general
  Scenario: チャージャー: after it is cast, the spell is put into the mana zone instead of the graveyard
    ブレイン・チャージャー draws a card, then goes to the mana zone. Under dmps that also adds
    one usable mana (a mono-colour card, 000 マナコスト).

    Given it is player A's turn
    And player A's hand holds: ブレイン・チャージャー
    When player A casts ブレイン・チャージャー without paying its cost
    Then under every profile ブレイン・チャージャー is in player A's mana zone
    And under every profile ブレイン・チャージャー is not in player A's graveyard
    And under every profile player A's hand has 1 card
    And under dmps player A's usable mana is 1

  @tcg-general
  Scenario: A loss to a direct attack is replaced once: 不敗のダイハード・リュウセイ is destroyed and the game goes on
    The contrast with the deck-out of DMPS-REPL-09: the attack's win is one event, replaced
    once, and nothing is left that would make player B lose again; リュウセイ's "this turn you
    don't lose" then resolves.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 不敗のダイハード・リュウセイ
    When player A attacks player B with 爆炎野郎ジョー
    Then under every profile the game goes on
    And under every profile 不敗のダイハード・リュウセイ is in player B's graveyard
    And under every profile 不敗のダイハード・リュウセイ's ability is not waiting
    And under every profile the replacement effects that applied were, in order: 不敗のダイハード・リュウセイ

  @tcg-general
  Scenario: 完全防御革命 does not replace a loss to a creature's attack
    Its text covers wins "by any means but a creature's attack".

    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's hand holds: 完全防御革命
    When player A attacks player B with 爆炎野郎ジョー
    Then under every profile player B loses
    And under every profile 完全防御革命 is in player B's hand

  @tcg-general
  Scenario: A once-a-turn replacement is usable again the next turn
    The DMPS 単騎連射 マグナム spends its once a turn on the first creature; on player A's next
    turn it replaces again.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 単騎連射 マグナム
    And player B's hand holds: 爆炎野郎ジョー, クラッグザウルス, ピコラのスパナ
    When an effect puts 爆炎野郎ジョー from player B's hand into the battle zone
    And an effect puts クラッグザウルス from player B's hand into the battle zone
    Then under dmps クラッグザウルス is in player B's battle zone
    And under dmps 単騎連射 マグナム's replacement ability was not usable
    When player A ends the turn
    And player B ends the turn
    And an effect puts ピコラのスパナ from player B's hand into the battle zone
    Then under every profile ピコラのスパナ is in player B's graveyard
    And under dmps the replacement effects that applied were, in order: 単騎連射 マグナム, 単騎連射 マグナム

  @ex:DMPS-REPL-01 @tcg-general
  Scenario: A scripted choice changes the TCG outcome and nothing under DMPS
    Player A's script says to apply 霊樹幻獣カラフール's replacement. Under tcg player A is asked
    and picks it; under DMPS no player is asked, so the script is never used and the creature's
    own replacement applies.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 霊樹幻獣カラフール, アクア・リバイバー
    And player A will apply the replacement effect of 霊樹幻獣カラフール
    When an effect of player B's destroys アクア・リバイバー
    Then under tcg アクア・リバイバー is in player A's mana zone
    And under dmps and dmps-old アクア・リバイバー is in player A's hand
