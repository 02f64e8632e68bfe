@keywords
Feature: サイレントスキル (silent skill): the untap at the start of the turn replaced by an ability
  The printed reminder text (DM-10 on): 「サイレントスキル(自分のターンのはじめに、このクリーチャーが
  タップされていたら、アンタップするかわりに次の能力を使ってもよい)」. dmwiki サイレントスキル: a
  creature of yours that enters your untap step tapped may, instead of untapping (a replacement),
  use the ability. Read: the choice is made as the creature would untap; the creature stays tapped
  and its ability triggers with the turn's start, before the turn's draw.

  @classic @tcg-general @cr:501.1a
  Scenario: A tapped creature uses its silent skill instead of untapping
    ボーグのリボルバー (power 2000) destroys every creature of power 2000 or less: itself too.
    Given it is player B's turn
    And player A's battle zone holds, left to right: ボーグのリボルバー (tapped)
    And player B's battle zone holds, left to right: 予言者クルト, 天空の守護者グラン・ギューレ
    And player A will use the optional ability of ボーグのリボルバー
    When player A's turn starts
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg ボーグのリボルバー is in player A's graveyard
    And under tcg player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ

  @classic @tcg-general
  Scenario: A silent skill not used: the creature untaps and nothing happens
    Given it is player B's turn
    And player A's battle zone holds, left to right: ボーグのリボルバー (tapped)
    And player B's battle zone holds, left to right: 予言者クルト, 天空の守護者グラン・ギューレ
    And player A will not use the optional ability of ボーグのリボルバー
    When player A's turn starts
    Then under tcg ボーグのリボルバー is not tapped
    And under tcg 予言者クルト is in player B's battle zone

  @classic @tcg-general
  Scenario: An untapped creature has no silent skill to use
    Given it is player B's turn
    And player A's battle zone holds, left to right: ボーグのリボルバー
    And player B's battle zone holds, left to right: 予言者クルト
    When player A's turn starts
    Then under tcg ボーグのリボルバー is not tapped
    And under tcg 予言者クルト is in player B's battle zone

  @classic @tcg-general @cr:501.1a
  Scenario: The silent skill's ability resolves before the turn's draw
    Given it is player B's turn
    And player A's battle zone holds, left to right: ミルポロ (tapped)
    And player A's deck holds, top first: 予言者クルト, 天空の守護者グラン・ギューレ
    And player A will use the optional ability of ミルポロ
    When player A's turn starts
    Then under tcg player A's hand holds: 予言者クルト, 天空の守護者グラン・ギューレ
    And under tcg ミルポロ is tapped
