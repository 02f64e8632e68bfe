@faq
Feature: Official rulings on when triggered abilities trigger
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:cls-2024-08-24-endturn
  Scenario: A creature put during the end of the turn does not trigger "at the end of the turn"
    cardlifestyle (https://cardlifestyle.com/20240824dmturnend, 2024-08-24; a player's explanation,
    not an official Q&A text): "at the end of the turn" abilities trigger once, as the end step
    starts; a creature that arrives while the end of the turn is being processed does not trigger
    its own. Catalog cards stand in for the named ones: 天獄の正義 ヘブンズ・ヘブン puts 浄化の精霊
    ウルス at the end of player A's turn, and ウルス's end-of-turn untap does not trigger then.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 天獄の正義 ヘブンズ・ヘブン
    And player A's hand holds: 浄化の精霊ウルス
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When player A ends the turn
    Then under tcg 浄化の精霊ウルス is in player A's battle zone
    And under tcg 天獄の正義 ヘブンズ・ヘブン's ability triggers
    And under tcg 浄化の精霊ウルス's ability does not trigger

  @qa:dmwiki-ultra-dorongo-leave
  Scenario: ウルトラ・ドロン・ゴー triggers however the creature leaves the battle zone
    dmwiki ウルトラ・ドロン・ゴー (revision of 2021-08, https://dmwiki.net/ウルトラ・ドロン・ゴー): unlike
    ドロン・ゴー ("when destroyed"), it triggers whenever the creature leaves the battle zone.
    豚乱舞 ブータン・ジャクソン, returned to the hand by player B's effect, puts 凶槍乱舞 デスメタル・パンク
    from player A's hand into the battle zone.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 豚乱舞 ブータン・ジャクソン
    And player A's hand holds: 凶槍乱舞 デスメタル・パンク
    And player A will use the optional ability of 豚乱舞 ブータン・ジャクソン
    When an effect of player B's returns 豚乱舞 ブータン・ジャクソン to its owner's hand
    Then under tcg 豚乱舞 ブータン・ジャクソン's ability triggers
    And under tcg player A's battle zone holds, left to right: 凶槍乱舞 デスメタル・パンク
    And under tcg 豚乱舞 ブータン・ジャクソン is in player A's hand

  @qa:dmwiki-ultra-dorongo-leave
  Scenario: ウルトラ・ドロン・ゴー triggers when the creature is put into the mana zone too
    The same page: sent to the mana zone, 豚乱舞 ブータン・ジャクソン's ウルトラ・ドロン・ゴー triggers as well.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 豚乱舞 ブータン・ジャクソン
    And player A's hand holds: 凶槍乱舞 デスメタル・パンク
    And player A will use the optional ability of 豚乱舞 ブータン・ジャクソン
    When an effect of player B's sends 豚乱舞 ブータン・ジャクソン to its owner's mana zone
    Then under tcg player A's battle zone holds, left to right: 凶槍乱舞 デスメタル・パンク
    And under tcg 豚乱舞 ブータン・ジャクソン is in player A's mana zone

  @qa:notice-2017-04-06-101.4f @cr:101.4f
  Scenario: In a battle an effect makes, what works during a battle works at once: スレイヤー
    Rule-change notice 31395 (2017-04-06, https://dm.takaratomy.co.jp/rule/rulechange/31395), 101.4f:
    abilities that work during a battle take effect at once in a battle made by an effect too.
    偽りの名 ゾルゲ makes the entering 切り裂く者ボーン・アサシン (2000, スレイヤー) battle player B's
    暗黒の騎士ザガーン (7000): the assassin loses, and its スレイヤー destroys ザガーン after the battle.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 偽りの名 ゾルゲ
    And player A's hand holds: 切り裂く者ボーン・アサシン
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A will choose 暗黒の騎士ザガーン as target
    When an effect puts 切り裂く者ボーン・アサシン from player A's hand into the battle zone
    Then under tcg 切り裂く者ボーン・アサシン battled 暗黒の騎士ザガーン
    And under tcg 切り裂く者ボーン・アサシン is in player A's graveyard
    And under tcg 暗黒の騎士ザガーン is in player B's graveyard
