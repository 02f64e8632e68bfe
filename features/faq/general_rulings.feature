@faq
Feature: Rulings on the general rules, as dmwiki and the official rule-change pages state them
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.
  Most of these are dmwiki's statements of a rule (its ルール sections), not numbered Q&As: the
  ledger records that caveat. Cards of the catalog stand in where the ruling names none.

  @qa:dmwiki-sickness-any-entry
  Scenario: A creature put into the battle zone by an effect is summoning sick too
    dmwiki 召喚酔い (https://dm-wiki.net/召喚酔い; undated rule section): summoning sickness applies
    to a creature however it entered, not only when summoned. 青銅の鎧 put by an effect is
    summoning sick; so is アクア・ビークル, summoned: both cannot attack this turn.
    Given it is player A's turn
    And player A's hand holds: 青銅の鎧, アクア・ビークル
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's deck holds, top first: シェル・ラック, 5 x 予言者リュゾル
    When an effect puts 青銅の鎧 from player A's hand into the battle zone
    And player A summons アクア・ビークル
    Then under tcg 青銅の鎧 is summoning sick
    And under tcg アクア・ビークル is summoning sick

  @qa:dmwiki-sickness-any-entry
  Scenario: A creature put on the opponent's turn may attack on its controller's next turn
    The other half of the same rule section: a creature that entered during the opponent's turn
    (here put by an effect, as a shield trigger would) is no longer summoning sick when its
    controller's turn starts: 青銅の鎧 can attack player B.
    Given it is player B's turn
    And player A's hand holds: 青銅の鎧
    And player A's deck holds, top first: シェル・ラック, 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B's shield zone holds: 予言者リュゾル
    When an effect puts 青銅の鎧 from player A's hand into the battle zone
    And player B ends the turn
    Then under tcg 青銅の鎧 is not summoning sick
    When player A attacks player B with 青銅の鎧
    Then under tcg player B has 0 shields

  @qa:dmwiki-direct-attack-no-overflow
  Scenario: A W-breaker attacking a player with one shield breaks it, and the game goes on
    dmwiki ダイレクトアタック (revision of 2025-10): a W-breaker that attacks a player with one
    shield breaks that shield; there is no excess: the second break does not become a direct
    attack. Player B keeps playing with no shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 0 shields
    And under tcg 予言者リュゾル is in player B's hand
    And under tcg the game goes on

  @qa:dmwiki-destroy-only-bz
  Scenario: Discarding a creature card from the hand is not destroying it
    dmwiki 破壊 (http://m.dmwiki.net/?破壊, rule section; undated): only a creature going from the
    battle zone to the graveyard is destroyed; a creature card discarded from the hand is not.
    封魔妖スーパー・クズトレイン ("when another creature is destroyed") does not trigger on the
    discard, and does on a destruction (the control).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, アクア・ビークル
    And player A's hand holds: 予言者リュゾル
    When an effect of player A's makes player A discard 予言者リュゾル
    Then under tcg 封魔妖スーパー・クズトレイン's ability does not trigger
    And under tcg 予言者リュゾル is in player A's graveyard
    When an effect of player A's destroys アクア・ビークル
    Then under tcg 封魔妖スーパー・クズトレイン's ability triggers

  @qa:notice-2019-06-18-302.3
  Scenario: A spell does not stay anywhere once cast: it goes to the graveyard
    Rule-change notice 31440 (2019-06-18), 302.3: a spell cannot exist alone in the battle zone;
    where it would, it is put into the graveyard. A cast デーモン・ハンド ends in its owner's
    graveyard after destroying アクア・ガード.
    Given it is player A's turn
    And player A's hand holds: デーモン・ハンド
    And player A's mana zone holds: 6 x 暗黒の騎士ザガーン
    And player B's battle zone holds, left to right: アクア・ガード
    When player A casts デーモン・ハンド
    Then under tcg デーモン・ハンド is in player A's graveyard
    And under tcg デーモン・ハンド is not in player A's battle zone
    And under tcg アクア・ガード is in player B's graveyard
