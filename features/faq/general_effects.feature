@faq
Feature: Official rulings on how card texts are read: old wordings, copies, twinpact card types
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-old-wording-destroy
  Scenario: An old text's "put into its owner's graveyard" from the battle zone destroys
    dmwiki 破壊 (https://dmarchive.net/?破壊; undated rule section): cards up to the 闘魂編 era say "put
    into its owner's graveyard" where newer ones say "destroy"; they are read as "destroy". 冥将
    ダムド's ability puts every creature of power 3000 or less into its owner's graveyard: player
    B's 予言者ファルシ is destroyed by it, so its "when destroyed" ability triggers.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 冥将ダムド
    And player B's battle zone holds, left to right: 予言者ファルシ
    When an effect of player B's destroys 冥将ダムド
    Then under tcg 予言者ファルシ is in player B's graveyard
    And under tcg 予言者ファルシ's ability triggers

  @qa:dmvault-siruku-aqua
  Scenario: Each copy of a creature applies its own static ability
    dmvault, FAQ of the author siruku (http://dmvault.ath.cx/author/siruku/faqs.html, 2017-02-18): with
    two or more 大集結!アクア・ブラザーズ each one's effect can be used. A catalog card stands in:
    霊騎アラク・カイ・バデス (+2000 to your other アーク・セラフィム); with two of them, a third
    アーク・セラフィム gets +2000 from each, and each of the two gets +2000 from the other.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 霊騎アラク・カイ・バデス, 霊騎アラク・カイ・バデス, 霊騎ラハース
    Then under tcg 霊騎ラハース's power is 7000
    And under tcg 霊騎アラク・カイ・バデス's power is 5500

  @qa:pohu-twinpact-forced-effects
  Scenario: A twinpact is a spell card too: "return a spell from your mana zone" must take it
    dmasters-pohu (http://www.dmasters-pohu.com/entry/2018/06/05/…, 2018-06-05), on the twinpact
    rulings: a twinpact card is both a creature card and a spell card, so a mandatory effect that
    refers to spell cards applies to it. ウィザード・リザレクション puts the top card of the deck into
    the mana zone, then returns a spell from the mana zone to the hand: the only spell card there
    is the twinpact ハザード・オウ禍武斗／禍武斗の轟印, and it returns.
    Given it is player A's turn
    And player A's hand holds: ウィザード・リザレクション
    And player A's mana zone holds: ハザード・オウ禍武斗／禍武斗の轟印, アクア・ビークル
    And player A's deck holds, top first: 予言者リュゾル, 5 x 予言者リュゾル
    When player A casts ウィザード・リザレクション without paying its cost
    Then under tcg ハザード・オウ禍武斗／禍武斗の轟印 is in player A's hand
    And under tcg player A's mana zone holds: アクア・ビークル, 予言者リュゾル

  @qa:dmwiki-shield-feed-evolution
  Scenario: An evolution creature sent to the shields becomes one new shield per card
    dmwiki シールド送り (revision of 2025-05, https://dmwiki.net/シールド送り): an evolution creature put
    into the shield zone with the cards under it becomes a separate new shield for each card,
    face down as the effect says, unless the text stacks them. 宣凶師ロンドビル's tap skill puts
    クリスタル・ランサー (on アクア・ビークル) into player A's shields: two new shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 宣凶師ロンドビル, クリスタル・ランサー on アクア・ビークル
    And player A's shield zone holds: 予言者リュゾル
    And player A will choose クリスタル・ランサー as target
    When player A uses the tap skill of 宣凶師ロンドビル
    Then under tcg player A has 3 shields
    And under tcg player A's battle zone holds, left to right: 宣凶師ロンドビル

  @qa:notice-2017-04-06-106.2c @cr:106.2c
  Scenario: A card with no civilization is a colourless card
    Rule-change notice 31395 (2017-04-06, https://dm.takaratomy.co.jp/rule/rulechange/31395), 106.2c: a
    card that has no civilization is called a colourless card. ゼロの裏技ニヤリー・ゲット takes every
    colourless card among the top three: 「命」の頂 グレイテスト・グレート (no civilization) is taken,
    the water アクア・ビークル and the light 予言者リュゾル go to the bottom of the deck.
    Given it is player A's turn
    And player A's hand holds: ゼロの裏技ニヤリー・ゲット
    And player A's deck holds, top first: アクア・ビークル, 「命」の頂 グレイテスト・グレート, 予言者リュゾル, 5 x 青銅の鎧
    When an effect of player A's casts ゼロの裏技ニヤリー・ゲット from their hand without paying its cost
    Then under tcg player A's hand holds: 「命」の頂 グレイテスト・グレート
    And under tcg アクア・ビークル is in player A's deck
    And under tcg 予言者リュゾル is in player A's deck
