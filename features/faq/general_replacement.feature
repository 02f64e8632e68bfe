@faq
Feature: Official rulings on destruction and replacement effects
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-destroy-repl-vs-pig
  Scenario: "Would be destroyed: instead" sends the creature straight to its new zone
    dmwiki 破壊置換効果 (https://dm-wiki.net/破壊置換効果; undated rule section): a destroy
    replacement acts before the destruction, so アクア・ソルジャー goes from the battle zone to the
    hand and is never in the graveyard.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ソルジャー
    When an effect of player B's destroys アクア・ソルジャー
    Then under tcg アクア・ソルジャー is in player A's hand
    And under tcg アクア・ソルジャー was never in player A's graveyard

  @qa:dmwiki-destroy-repl-vs-pig
  Scenario: "When destroyed" waits until the creature is in the graveyard
    The other half of the same section: a "when this is destroyed" ability (予言者ファルシ)
    triggers only once the creature was destroyed: it is in the graveyard when it triggers.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者ファルシ
    When an effect of player B's destroys 予言者ファルシ
    Then under tcg 予言者ファルシ is in player A's graveyard
    And under tcg 予言者ファルシ's ability triggers

  @qa:dmwiki-dorongo-pig-timing
  Scenario: A destruction that a replacement effect replaced does not trigger "when destroyed"
    dmwiki ドロン・ゴー (revision of 2019-06, https://dmarchive.net/?ドロン・ゴー): ドロン・ゴー is a
    "when destroyed" ability; when a destroy replacement (五連の精霊オファニス) is applied, the
    creature is never destroyed and ドロン・ゴー does not trigger. Catalog cards stand in for the
    named ones: 悪魔神デスモナーク's "when destroyed" ability for ドロン・ゴー, 救命人形バロール's
    セイバー for the destroy replacement.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 悪魔神デスモナーク, 救命人形バロール
    When an effect of player B's destroys 悪魔神デスモナーク
    Then under tcg 悪魔神デスモナーク is in player A's battle zone
    And under tcg 救命人形バロール is in player A's graveyard
    And under tcg 悪魔神デスモナーク's ability does not trigger

  @qa:fandom-reverse-slayer-after-battle
  Scenario: 黒神龍ギランド breaking a shield is no battle: it stays
    Duel Masters fandom wiki, Reverse Slayer (https://duelmasters.fandom.com/wiki/Reverse_Slayer,
    the Japanese text of dmwiki): the creature is destroyed after a battle it wins; breaking a
    shield is not a battle, so 黒神龍ギランド stays after breaking player B's shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 黒神龍ギランド
    And player B's shield zone holds: 予言者リュゾル, 予言者リュゾル
    When player A attacks player B with 黒神龍ギランド
    Then under tcg player B has 0 shields
    And under tcg 黒神龍ギランド is in player A's battle zone

  @qa:fandom-reverse-slayer-after-battle
  Scenario: 黒神龍ギランド is destroyed after a battle it wins
    The same page: after the battle it won, 黒神龍ギランド goes to its owner's graveyard.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 黒神龍ギランド
    And player B's battle zone holds, left to right: 予言者リュゾル (tapped)
    When player A attacks 予言者リュゾル with 黒神龍ギランド
    Then under tcg 予言者リュゾル is in player B's graveyard
    And under tcg 黒神龍ギランド is in player A's graveyard

  @qa:dmwiki-self-replacement-vs-continuous
  Scenario: 蒼神龍バイケン's replacement waits for a later discard during the opponent's turn
    dmwiki 置換効果 (revision of 2021-06, https://dmwiki.net/置換効果): a continuous replacement
    effect such as バイケン's replaces a later event: discarded from the hand during the opponent's
    turn, it is put into the battle zone instead of the graveyard; discarded during its owner's
    own turn, it goes to the graveyard (the control).
    Given it is player A's turn
    And player B's hand holds: 蒼神龍バイケン
    When an effect of player A's makes player B discard 蒼神龍バイケン
    Then under tcg 蒼神龍バイケン is in player B's battle zone
    And under tcg 蒼神龍バイケン was never in player B's graveyard

  @qa:dmwiki-self-replacement-vs-continuous
  Scenario: Discarded during its owner's own turn, 蒼神龍バイケン goes to the graveyard
    The control of the scenario above: the replacement is only for the opponent's turn.
    Given it is player B's turn
    And player B's hand holds: 蒼神龍バイケン
    When an effect of player A's makes player B discard 蒼神龍バイケン
    Then under tcg 蒼神龍バイケン is in player B's graveyard
