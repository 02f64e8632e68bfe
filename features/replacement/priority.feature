@replacement
Feature: Which replacement effect applies: DMPS by priority 1-5, the TCG by the affected player's choice
  000 適用する置換効果の決定 (001 適用する置換効果の適用): when several replacement effects could
  apply, "プレイヤーは、適用する置換効果を選択することができない". The game applies them by
  priority: 1. the card's own ability (printed, or given by its own ability or continuous
  effect; FAQ 239); 2. given by another card's static "『○○』を与える" ability, the grantor
  further left first (FAQ 419); 3. given by another card's continuous effect, the one given
  earlier first; 4. another battle-zone card's ability, the one further right first (FAQ 238);
  5. the ability of a card outside the battle zone. Under the TCG (609.9) the player the event
  happens to chooses; the explorer walks every choice.

  @ex:DMPS-REPL-01 @ex:DMPS-REPL-03 @qa:dmwiki-optional-vs-mandatory-replacement @cr:101.5
  Scenario: A creature's own printed replacement beats another card's, and no player chooses
    アクア・リバイバー (destroyed: to the hand instead) and 霊樹幻獣カラフール (a light, water,
    darkness or fire creature of yours destroyed: to the mana zone instead, optional) both fit
    the destruction of アクア・リバイバー. DMPS applies the creature's own ability (priority 1)
    without asking anyone; under tcg player A, whose creature it is, chooses. カラフール sits
    to the right: were the creature's own ability ranked with the other battle-zone abilities
    (priority 4, further right first), カラフール's would apply.
    Its TCG verdicts are dmwiki 任意 (undated rule section): of a mandatory and an optional
    replacement effect that fit one event, the player may apply either (a replacement does nothing
    until applied).

    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・リバイバー, 霊樹幻獣カラフール
    When an effect of player B's destroys アクア・リバイバー
    Then under dmps and dmps-old no player chooses a replacement effect
    And under dmps and dmps-old アクア・リバイバー is in player A's hand
    And under dmps and dmps-old 霊樹幻獣カラフール's replacement ability does not apply
    And under tcg player A chooses among the replacement effects of: アクア・リバイバー, 霊樹幻獣カラフール
    And under tcg in some choice of replacement effects, アクア・リバイバー is in player A's hand
    And under tcg in some choice of replacement effects, アクア・リバイバー is in player A's mana zone

  @ex:DMPS-REPL-03 @tcg-general
  Scenario: An ability a card gives itself is its own: ベートーベン's Eternal Ω beats the escape given from further left
    「戦慄」の頂 ベートーベン gives its controller's Dragons and Commands エターナル・Ω (leaving: to
    the hand instead), itself included; Dの楽園 サイケデリック・ガーデン, further left, gives its
    controller's other creatures エスケープ (destroyed: a shield to the hand instead). For
    ベートーベン itself, the Ω its own ability gives it is priority 1, ahead of the garden's
    priority 2.

    Given it is player A's turn
    And player A has 2 shields
    And player A's battle zone holds, left to right: Dの楽園 サイケデリック・ガーデン, 「戦慄」の頂 ベートーベン
    When an effect of player B's destroys 「戦慄」の頂 ベートーベン
    Then under dmps and dmps-old 「戦慄」の頂 ベートーベン is in player A's hand
    And under dmps and dmps-old player A has 2 shields
    And under dmps and dmps-old no player chooses a replacement effect
    And under tcg in some choice of replacement effects, 「戦慄」の頂 ベートーベン is in player A's battle zone

  @ex:DMPS-REPL-04 @tcg-general
  Scenario: Two static grantors: the garden, further left, gives the escape that applies
    Both grants fit the destruction of 紅神龍メルガルス (a Dragon): the garden's escape and
    ベートーベン's Eternal Ω, both priority 2. The grantor further left wins (000, confirmed
    by the operator 2025-01-24); 001 does not state this tie-break, so dmps-old is recorded only.
    The escaped shield is picked at random under DMPS (001 系統的な調整例).

    Given it is player A's turn
    And player A has 2 shields
    And player A's battle zone holds, left to right: Dの楽園 サイケデリック・ガーデン, 「戦慄」の頂 ベートーベン, 紅神龍メルガルス
    When an effect of player B's destroys 紅神龍メルガルス
    Then under dmps 紅神龍メルガルス is in player A's battle zone
    And under dmps player A has 1 shield
    And under dmps player A's hand has 1 card
    And under dmps Dの楽園 サイケデリック・ガーデン's replacement ability applies
    And under dmps no player chooses a replacement effect
    And under tcg player A chooses among the replacement effects of: Dの楽園 サイケデリック・ガーデン, 「戦慄」の頂 ベートーベン
    And under tcg in some choice of replacement effects, 紅神龍メルガルス is in player A's hand

  @ex:DMPS-REPL-04 @tcg-general
  Scenario: Two static grantors: ベートーベン, further left, gives the Eternal Ω that applies
    The same board with the two grantors swapped: now ベートーベン's Eternal Ω applies.

    Given it is player A's turn
    And player A has 2 shields
    And player A's battle zone holds, left to right: 「戦慄」の頂 ベートーベン, Dの楽園 サイケデリック・ガーデン, 紅神龍メルガルス
    When an effect of player B's destroys 紅神龍メルガルス
    Then under dmps 紅神龍メルガルス is in player A's hand
    And under dmps player A has 2 shields
    And under dmps 「戦慄」の頂 ベートーベン's replacement ability applies
    And under dmps no player chooses a replacement effect
    And under tcg in some choice of replacement effects, player A has 1 shield

  @ex:DMPS-REPL-04 @ex:DMPS-REPL-06 @tcg-general
  Scenario: A given ability (priority 2) comes before another battle-zone card's own (priority 4)
    霊樹幻獣カラフール is further right than the garden, but its ability is its own, for another
    creature: priority 4. The escape the garden gives 紅神龍メルガルス is priority 2.

    Given it is player A's turn
    And player A has 2 shields
    And player A's battle zone holds, left to right: Dの楽園 サイケデリック・ガーデン, 紅神龍メルガルス, 霊樹幻獣カラフール
    When an effect of player B's destroys 紅神龍メルガルス
    Then under dmps and dmps-old 紅神龍メルガルス is in player A's battle zone
    And under dmps and dmps-old player A has 1 shield
    And under dmps and dmps-old 霊樹幻獣カラフール's replacement ability does not apply
    And under dmps and dmps-old no player chooses a replacement effect
    And under tcg in some choice of replacement effects, 紅神龍メルガルス is in player A's mana zone

  @ex:DMPS-REPL-05 @tcg-general
  Scenario: Two continuous effects give a replacement: キリュー・ジルヴェス's, given first, applies
    鎧亜の咆哮キリュー・ジルヴェス enters: this turn the creatures of its controller (those in
    the battle zone then) go to the mana zone instead of being destroyed. Then 神羅奥義
    ルナティック・ギャラクシー gives them "to the hand instead" (its text is assumed: the card's
    note). For アクア・ビークル both are priority 3: the one given earlier applies.

    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: 鎧亜の咆哮キリュー・ジルヴェス, 神羅奥義 ルナティック・ギャラクシー
    When an effect puts 鎧亜の咆哮キリュー・ジルヴェス from player A's hand into the battle zone
    And player A casts 神羅奥義 ルナティック・ギャラクシー without paying its cost
    And an effect of player B's destroys アクア・ビークル
    Then under dmps and dmps-old アクア・ビークル is in player A's mana zone
    And under dmps and dmps-old no player chooses a replacement effect
    And under tcg player A chooses among the replacement effects of: 鎧亜の咆哮キリュー・ジルヴェス, 神羅奥義 ルナティック・ギャラクシー
    And under tcg in some choice of replacement effects, アクア・ビークル is in player A's hand

  @ex:DMPS-REPL-05 @tcg-general
  Scenario: Two continuous effects give a replacement: ルナティック・ギャラクシー's, given first, applies
    The same two effects in the other order: the spell's, given first, returns アクア・ビークル to
    the hand.

    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: 鎧亜の咆哮キリュー・ジルヴェス, 神羅奥義 ルナティック・ギャラクシー
    When player A casts 神羅奥義 ルナティック・ギャラクシー without paying its cost
    And an effect puts 鎧亜の咆哮キリュー・ジルヴェス from player A's hand into the battle zone
    And an effect of player B's destroys アクア・ビークル
    Then under dmps and dmps-old アクア・ビークル is in player A's hand
    And under dmps and dmps-old 鎧亜の咆哮キリュー・ジルヴェス's replacement ability does not apply
    And under dmps and dmps-old no player chooses a replacement effect
    And under tcg in some choice of replacement effects, アクア・ビークル is in player A's mana zone

  @ex:DMPS-REPL-06 @tcg-general
  Scenario: Two battle-zone abilities: 霊樹幻獣カラフール, further right, applies
    天光の精霊ミハイル (another creature leaving for the graveyard stays instead) and
    霊樹幻獣カラフール (to the mana zone instead) both fit; both are priority 4, and the one further
    right applies (FAQ 238).

    Given it is player A's turn
    And player A's battle zone holds, left to right: 天光の精霊ミハイル, 霊樹幻獣カラフール, アクア・ビークル
    When an effect of player B's destroys アクア・ビークル
    Then under dmps and dmps-old アクア・ビークル is in player A's mana zone
    And under dmps and dmps-old 天光の精霊ミハイル's replacement ability does not apply
    And under tcg in some choice of replacement effects, アクア・ビークル is in player A's battle zone
    And under tcg in some choice of replacement effects, アクア・ビークル is in player A's mana zone

  @ex:DMPS-REPL-06 @tcg-general
  Scenario: Two battle-zone abilities: 天光の精霊ミハイル, further right, applies
    The same two creatures swapped: ミハイル is further right, and アクア・ビークル stays.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 霊樹幻獣カラフール, 天光の精霊ミハイル, アクア・ビークル
    When an effect of player B's destroys アクア・ビークル
    Then under dmps and dmps-old アクア・ビークル is in player A's battle zone
    And under dmps and dmps-old 霊樹幻獣カラフール's replacement ability does not apply
    And under tcg in some choice of replacement effects, アクア・ビークル is in player A's mana zone

  @ex:DMPS-REPL-07 @tcg-general
  Scenario: A card outside the battle zone comes last: カラフール applies, オンセン・無敵タイム stays in the hand
    オンセン・無敵タイム's replacement works from the hand (which replacement it is, is assumed:
    the card's note). 霊樹幻獣カラフール in the battle zone is priority 4, the spell in the
    hand priority 5.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 霊樹幻獣カラフール, アクア・ビークル
    And player A's hand holds: オンセン・無敵タイム
    When an effect of player B's destroys アクア・ビークル
    Then under dmps and dmps-old アクア・ビークル is in player A's mana zone
    And under dmps and dmps-old オンセン・無敵タイム is in player A's hand
    And under dmps and dmps-old no player chooses a replacement effect
    And under tcg player A chooses among the replacement effects of: 霊樹幻獣カラフール, オンセン・無敵タイム
    And under tcg in some choice of replacement effects, オンセン・無敵タイム is in player A's graveyard

  @ex:DMPS-REPL-07 @tcg-general
  Scenario: With nothing higher, オンセン・無敵タイム's replacement applies from the hand
    Its DMPS version is forced (assumed: the card's note); the TCG's may be declined.

    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: オンセン・無敵タイム
    When an effect of player B's destroys アクア・ビークル
    Then under dmps and dmps-old オンセン・無敵タイム is in player A's graveyard
    And under dmps and dmps-old アクア・ビークル is in player A's battle zone
    And under dmps and dmps-old オンセン・無敵タイム's replacement ability applies
    And under dmps and dmps-old in every choice of replacement effects, アクア・ビークル is in player A's battle zone
    And under tcg in some choice of replacement effects, アクア・ビークル is in player A's graveyard
