@faq
Feature: Official rulings on ムゲンクライム
  <ムゲンクライム>n: tap n of your creatures and pay n mana of the stated civilization to summon the
  creature from your hand or your graveyard (dmwiki ムゲンクライム). It is an alternative cost: the
  creature is summoned, its cost paid, and the summon must be possible before anything is tapped
  or paid.

  Background:
    Given it is player A's turn
    And player A's deck holds, top first: 10 x 予言者リュゾル

  @qa:dmwiki-2020-09-11-mugen-1
  Scenario: ムゲンクライム 2 taps two creatures and pays two water mana to summon from the graveyard
    Official Q&A of 2020-09-11 (seen through dmwiki's 公式Q&A 2020年9月11日更新版): what is
    ムゲンクライム? Tap the stated number of your creatures, pay the stated mana, and summon the
    creature from your hand or graveyard. 罪無 ミズゲム垓 (ムゲンクライム 2, water) is summoned from
    player A's graveyard: アクア・ビークル and 予言者リュゾル are tapped, two water mana cards pay.
    Given player A's battle zone holds, left to right: アクア・ビークル, 予言者リュゾル
    And player A's graveyard holds: 罪無 ミズゲム垓
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル
    When player A uses ムゲンクライム to summon 罪無 ミズゲム垓
    Then under tcg 罪無 ミズゲム垓 is in player A's battle zone
    And under tcg アクア・ビークル is tapped
    And under tcg 予言者リュゾル is tapped
    And under tcg player A's mana zone has 2 tapped cards

  @qa:dmwiki-2020-09-11-mugen-1
  Scenario: ムゲンクライム needs as many untapped creatures as its number
    The other side of the definition: with one creature to tap, ムゲンクライム 2 cannot be used.
    Given player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: 罪無 ミズゲム垓
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル
    When player A uses ムゲンクライム to summon 罪無 ミズゲム垓
    Then under tcg the last action is refused
    And under tcg 罪無 ミズゲム垓 is in player A's hand

  @qa:dmwiki-2020-09-11-mugen-2
  Scenario: A creature that cannot be summoned cannot use ムゲンクライム: nothing is tapped, nothing paid
    Official Q&A of 2020-09-11 (same page): when creatures cannot be summoned, can ムゲンクライム be
    used just to tap and pay? No: if the creature cannot be summoned, ムゲンクライム cannot be used.
    Player B's 聖霊王アルファディオス lets nobody summon a creature that is not light; player A's
    ムゲンクライム of the water 罪無 ミズゲム垓 is refused and player A's creatures and mana stay
    untapped.
    Given player A's battle zone holds, left to right: アクア・ビークル, 予言者リュゾル
    And player B's battle zone holds, left to right: 聖霊王アルファディオス
    And player A's hand holds: 罪無 ミズゲム垓
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル
    When player A uses ムゲンクライム to summon 罪無 ミズゲム垓
    Then under tcg the last action is refused
    And under tcg アクア・ビークル is not tapped
    And under tcg player A's mana zone has 0 tapped cards

  @qa:dmwiki-mugen-climb-alt-cost
  Scenario: A creature summoned by ムゲンクライム was paid for: 侵略ZERO does not see a free creature
    dmwiki ムゲンクライム (https://m.dmwiki.net/ムゲンクライム; a 2020-09 revision): ムゲンクライム is an
    alternative cost, not "without paying its cost", so effects watching for creatures put without
    paying miss it. Player A summons 罪無 ミズゲム垓 by ムゲンクライム and ends the turn; player B's
    ZERO ハンド (侵略ZERO: "if the opponent put a creature without paying its cost this turn") is
    not cast, and player A's creatures all stay.
    Given player A's battle zone holds, left to right: アクア・ビークル, 予言者リュゾル
    And player A's hand holds: 罪無 ミズゲム垓
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ビークル
    And player B's hand holds: ZERO ハンド
    And player B will declare ZERO ハンド
    When player A uses ムゲンクライム to summon 罪無 ミズゲム垓
    And player A ends the turn
    Then under tcg ZERO ハンド is in player B's hand
    And under tcg player A's battle zone holds 3 creatures

  @qa:dmwiki-2022-07-22-mugen
  Scenario: The ムゲンクライム [闇(3)] that ∞大龍 ゲンムエンペラー gives is paid with darkness only
    Official Q&A of 2022-07-22 (seen through dmwiki's 公式Q&A 2022年7月22日更新版): summoning a
    non-darkness creature from the graveyard by the ムゲンクライム 3 that ∞大龍 ゲンムエンペラー gives,
    which civilizations are paid? Darkness only, whatever the creature's own. Player A's water
    アクア・ビークル is summoned from the graveyard with three darkness mana cards (no water):
    ∞大龍 ゲンムエンペラー and two creatures are tapped.
    Given player A's battle zone holds, left to right: ∞大龍 ゲンムエンペラー, 予言者リュゾル, 予言者リュゾル
    And player A's graveyard holds: アクア・ビークル
    And player A's mana zone holds: 暗黒の騎士ザガーン, 暗黒の騎士ザガーン, 暗黒の騎士ザガーン
    When player A uses ムゲンクライム to summon アクア・ビークル
    Then under tcg アクア・ビークル is in player A's battle zone
    And under tcg player A's mana zone has 3 tapped cards
    And under tcg ∞大龍 ゲンムエンペラー is tapped

  @qa:dmwiki-2020-09-11-mugen-3
  Scenario: A summon cost reducer reduces ムゲンクライム's mana, not the number of creatures tapped
    Official Q&A of 2020-09-11 (seen through dmwiki's 公式Q&A 2020年9月11日更新版): can summon cost
    reducers such as コッコ・ルピア reduce 幻龍 ゲンムエンペラー's ムゲンクライム? Yes: they reduce the mana part;
    the number of creatures to tap stays the same. ドクガンリュー・パイン (「自分のドラゴンの召喚コストを１少なく
    してもよい」) stands in for コッコ・ルピア and ∞大龍 ゲンムエンペラー (an ∞・ドラゴン, ムゲンクライム4) for
    幻龍 ゲンムエンペラー (neither is in the catalog): four creatures are tapped, three darkness mana pay.
    Given player A's battle zone holds, left to right: ドクガンリュー・パイン, アクア・ビークル, 予言者リュゾル, 予言者クルト
    And player A's hand holds: ∞大龍 ゲンムエンペラー
    And player A's mana zone holds: 3 x うごめく者ボーン・グール
    When player A uses ムゲンクライム to summon ∞大龍 ゲンムエンペラー
    Then under tcg ∞大龍 ゲンムエンペラー is in player A's battle zone
    And under tcg player A's mana zone has 3 tapped cards
    And under tcg ドクガンリュー・パイン is tapped
    And under tcg 予言者クルト is tapped

  @qa:dmwiki-2020-09-11-mugen-3
  Scenario: The control: without the reducer, ムゲンクライム4 needs four darkness mana
    The same board without ドクガンリュー・パイン (and a fourth creature to tap): three mana cards do not pay
    ムゲンクライム4.
    Given player A's battle zone holds, left to right: 青銅の鎧, アクア・ビークル, 予言者リュゾル, 予言者クルト
    And player A's hand holds: ∞大龍 ゲンムエンペラー
    And player A's mana zone holds: 3 x うごめく者ボーン・グール
    When player A uses ムゲンクライム to summon ∞大龍 ゲンムエンペラー
    Then under tcg the last action is refused
    And under tcg ∞大龍 ゲンムエンペラー is in player A's hand
