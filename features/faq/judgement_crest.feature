@faq
Feature: 裁きの紋章: a spell that goes onto a shield after it is cast from the hand
  裁きの紋章 (dmwiki 裁きの紋章): 「この呪文を自分の手札から唱えた後、墓地に置くかわりに、表向きのまま自分のシールド1つの
  上に置く。」 A replacement of the spell's move to the graveyard after it is cast (engine.mechanics.replacement:
  `this spell put into graveyard` with `cast from: hand`), and the spell put face up on top of a shield, the
  stack one shield (engine.mechanics.stacked_shields.put_on_top). The ruling's card 隻眼ノ裁キ is not in the
  catalog; 剣参ノ裁キ (dmwiki: a 裁きの紋章 with the same rule text) stands in for it.

  @qa:dmwiki-sabaki-crest-from-hand
  Scenario: Cast from the hand, the spell goes face up on top of a shield instead of the graveyard
    dmwiki 裁きの紋章 (2024-04; its rules section): a 裁きの紋章 spell goes onto a shield only when it was cast from
    the hand. Player A casts 剣参ノ裁キ from the hand with two shields and puts it on shield 2: still two shields,
    shield 2 made of 剣参ノ裁キ on 予言者リュゾル; nothing in the graveyard.
    Given it is player A's turn
    And player A's mana zone holds: 3 x 予言者リュゾル
    And player A's hand holds: 剣参ノ裁キ
    And player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player A will choose player A's shield 2
    When player A casts 剣参ノ裁キ
    Then under tcg player A has 2 shields
    And under tcg player A's shield 2 is made of: 剣参ノ裁キ, 予言者リュゾル
    And under tcg player A's graveyard has 0 cards

  @qa:dmwiki-sabaki-crest-from-hand
  Scenario: Cast from the graveyard, the spell goes to the graveyard
    The same ruling: cast from the graveyard (or the mana zone), a 裁きの紋章 goes to the graveyard as spells do.
    An effect of player A's casts 剣参ノ裁キ from the graveyard: it is back in the graveyard; the shields are as
    they were.
    Given it is player A's turn
    And player A's graveyard holds: 剣参ノ裁キ
    And player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When an effect of player A's casts 剣参ノ裁キ from the graveyard without paying its cost
    Then under tcg 剣参ノ裁キ is in player A's graveyard
    And under tcg player A's shield 1 is made of: 予言者クルト
    And under tcg player A's shield 2 is made of: 予言者リュゾル

  @qa:dmwiki-sabaki-crest-from-hand
  Scenario: Cast by its shield trigger, the spell counts as cast from the hand and goes onto another shield
    The same ruling: a 裁きの紋章 used by S・トリガー counts as cast from the hand (the shield was added to the hand
    first), so it goes onto one of its owner's other shields. 天雷龍姫エリザベス (「シールドゾーンから自分の手札に加えら
    れる呪文はすべて、「S・トリガー」を得る。」) gives 剣参ノ裁キ its S・トリガー; player B's 凶戦士ブレイズ・クロー breaks it;
    player A casts it: it goes on top of A's remaining shield.
    Given it is player B's turn
    And player B's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player A's battle zone holds, left to right: 天雷龍姫エリザベス
    And player A's shield zone holds: 剣参ノ裁キ, 予言者リュゾル
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B will break shield 1
    And player A will use the shield trigger of 剣参ノ裁キ
    When player B attacks player A with 凶戦士ブレイズ・クロー
    Then under tcg player A has 1 shield
    And under tcg player A's shield 1 is made of: 剣参ノ裁キ, 予言者リュゾル

  @qa:dmwiki-sabaki-crest-from-hand
  Scenario: Cast by its shield trigger with no shield left, the spell goes to the graveyard
    The same ruling: with no shield to go on, the 裁きの紋章 goes to the graveyard (a replacement that can't be
    carried out is not applied). Player B's グラディアン・レッド・ドラゴン (T・ブレイカー) breaks both of player A's
    shields, 剣参ノ裁キ among them; its S・トリガー is used after both reached the hand: A has no shield, and it
    goes to the graveyard.
    Given it is player B's turn
    And player B's battle zone holds, left to right: グラディアン・レッド・ドラゴン
    And player A's battle zone holds, left to right: 天雷龍姫エリザベス
    And player A's shield zone holds: 剣参ノ裁キ, 予言者リュゾル
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player A will use the shield trigger of 剣参ノ裁キ
    When player B attacks player A with グラディアン・レッド・ドラゴン
    Then under tcg player A has 0 shields
    And under tcg 剣参ノ裁キ is in player A's graveyard
