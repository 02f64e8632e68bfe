@zone_limits
Feature: DMPS zone limits: 7 objects in the battle zone, 99 cards in the mana zone
  000 and 001, ゾーンの枚数上限 and the in-app help (バトルゾーン, マナゾーン, クリーチャー):
  cards under an evolution creature don't count; at 7 summoning is not offered, but
  effects may still put creatures, which then go straight to the graveyard without
  entering. The 99-card mana limit was not enforced by the older app (dmps-old).

  @ex:DMPS-ZONE-09
  Scenario: Six creatures and an evolution creature on its source are 7 objects
    The board (8 cards, 7 objects) is legal; one more creature does not fit.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 6 x 予言者リュゾル, クリスタル・ランサー on アクア・ビークル
    And player A's hand holds: 爆炎野郎ジョー
    When an effect puts 爆炎野郎ジョー from player A's hand into the battle zone
    Then under dmps and dmps-old player A's battle zone holds 7 creatures
    And under dmps and dmps-old 爆炎野郎ジョー is in player A's graveyard

  @ex:DMPS-HELP-10
  Scenario: Cards under an evolution creature don't count: 5 objects leave room for 2 more
    Given it is player A's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on クリスタル・ランサー on アクア・ビークル, 4 x 予言者リュゾル
    And player A's hand holds: 爆炎野郎ジョー, ピコラのスパナ
    When an effect puts 爆炎野郎ジョー from player A's hand into the battle zone
    And an effect puts ピコラのスパナ from player A's hand into the battle zone
    Then under dmps and dmps-old player A's battle zone holds 7 creatures
    And under dmps and dmps-old player A's graveyard has 0 cards

  @ex:DMPS-ZONE-10 @qa:dmps-overflow-graveyard
  Scenario: With 7 creatures, summoning is not offered: nothing is paid
    Generating cross gears is not modelled (the engine has no generate action; the
    catalog's one cross gear, クリムゾン・ライフル, is only ever charged), so only creatures
    fill the 7 places here. Whether an evolution creature (which adds no object) may still
    be summoned is not stated; the engine still offers it, and no verdict here depends on
    that reading.
    dmwiki's TCG版との差異点 (DMPS; undated) says so too: with 7 creatures out, summoning is not offered.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 7 x 予言者リュゾル
    And player A's mana zone has 3 cards of 爆炎野郎ジョー
    And player A's hand holds: 爆炎野郎ジョー
    Then under dmps and dmps-old player A cannot summon 爆炎野郎ジョー
    When player A summons 爆炎野郎ジョー
    Then under dmps and dmps-old the last action is refused
    And under dmps and dmps-old 爆炎野郎ジョー is in player A's hand
    And under dmps and dmps-old player A's usable mana is 3
    And under dmps and dmps-old player A's battle zone holds 7 creatures

  @ex:DMPS-ZONE-11
  Scenario: With 7 creatures, a shield-trigger creature can still be used; it goes to the graveyard
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 7 x 予言者リュゾル
    And player B's shield zone holds: アクア・チャージャー
    And player B will use the shield trigger of アクア・チャージャー
    When player A attacks player B with 爆炎野郎ジョー
    Then under dmps and dmps-old アクア・チャージャー is in player B's graveyard
    And under dmps and dmps-old player B's battle zone holds 7 creatures
    And under dmps and dmps-old 1 card overflowed into player B's graveyard

  @ex:DMPS-ZONE-11
  Scenario: With 7 creatures, a cost-free "put into the battle zone" effect still runs
    Given it is player A's turn
    And player A's battle zone holds, left to right: 7 x 予言者リュゾル
    And player A's mana zone holds: クラッグザウルス
    When an effect puts クラッグザウルス from player A's mana zone into the battle zone
    Then under dmps and dmps-old the last action is allowed
    And under dmps and dmps-old クラッグザウルス is in player A's graveyard
    And under dmps and dmps-old player A's battle zone holds 7 creatures

  @ex:DMPS-ZONE-12 @ex:DMPS-HELP-09
  Scenario: Battle zone full: put creatures go to the graveyard; no enter and no graveyard ability triggers
    The seed's example is one creature with an "enters" and a "pig" ability; here two
    cards carry them: 青銅の鎧 (enters: mana boost) and 爆撃男 (put into the graveyard
    from anywhere: -2000 to an opposing creature).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 7 x 予言者リュゾル
    And player A's hand holds: 青銅の鎧, 爆撃男
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect puts 青銅の鎧 from player A's hand into the battle zone
    And an effect puts 爆撃男 from player A's hand into the battle zone
    Then under dmps and dmps-old player A's graveyard holds: 青銅の鎧, 爆撃男
    And under dmps and dmps-old no ability triggers
    And under dmps and dmps-old player A's mana zone has 0 cards
    And under dmps and dmps-old アクア・ビークル's power is 1000

  @ex:DMPS-HELP-12
  Scenario: Creatures enter from the left: each new one to the right of those already there
    Reading (the catalog's note): 「左から順番に出ます」 means each creature that enters is
    placed to the right of those already there, so left to right is the order of entry
    (as DMPS-TRIG-07's "left = entered earlier").
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル, シェル・ラック
    And player A's hand holds: 爆炎野郎ジョー, ピコラのスパナ
    When an effect puts 爆炎野郎ジョー from player A's hand into the battle zone
    And an effect puts ピコラのスパナ from player A's hand into the battle zone
    Then under dmps and dmps-old player A's battle zone holds, left to right: アクア・ビークル, シェル・ラック, 爆炎野郎ジョー, ピコラのスパナ

  @ex:DMPS-HELP-13
  Scenario: An evolution creature goes on its source and to the rightmost place
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル, シェル・ラック, 予言者クルト
    And player A's mana zone has 6 cards of アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    When player A summons クリスタル・ランサー onto アクア・ビークル
    Then under dmps and dmps-old player A's battle zone holds, left to right: シェル・ラック, 予言者クルト, クリスタル・ランサー on アクア・ビークル

  @ex:DMPS-HELP-04
  Scenario: Mana 99: a card an effect puts into the mana zone goes to the graveyard (not in the older app)
    000 strikes through the wiki note that the app let 100+ cards into the mana zone and
    says the 99 limit is now enforced (date unknown): dmps enforces it, dmps-old does not.
    Given it is player A's turn
    And player A's mana zone has 99 cards of シェル・ラック
    And player A's deck holds, top first: アクア・ビークル, 予言者クルト, 予言者クルト
    When an effect puts 1 card from player A's deck into their mana zone
    Then under dmps player A's mana zone has 99 cards
    And under dmps アクア・ビークル is in player A's graveyard
    And under dmps-old player A's mana zone has 100 cards
    And under dmps-old アクア・ビークル is in player A's mana zone

  @ex:DMPS-HELP-05
  Scenario: Mana 99: the diverted card's "put into the graveyard" ability doesn't trigger
    No card of the local data has a "when this is put into the mana zone" ability; the
    mana side is shown by tests/test_zones.py with a made-up card.
    Given it is player A's turn
    And player A's mana zone has 99 cards of シェル・ラック
    And player A's deck holds, top first: 爆撃男, 予言者クルト, 予言者クルト
    And player B's battle zone holds, left to right: アクア・ビークル
    When an effect puts 1 card from player A's deck into their mana zone
    Then under dmps 爆撃男 is in player A's graveyard
    And under dmps no ability triggers
    And under dmps アクア・ビークル's power is 1000
