@faq
Feature: Official rulings on スレイヤー
  スレイヤー's reminder text (since DM-10): 「このクリーチャーがバトルする時、バトルの後、相手クリーチャーを
  破壊する」. The creature a slayer battled is destroyed after the battle, whoever won it and
  whoever controls it (115 バトル: the battle's loser is destroyed first).

  @qa:fandom-slayer-own-creatures
  Scenario: A slayer destroys its controller's own creature it was made to battle
    Duel Masters fandom wiki, Slayer (https://breezewiki.discard.no/duelmasters/wiki/Slayer; the
    ruling it reports is undated): does a slayer destroy one of its controller's own creatures
    that it battles through a "these two creatures battle" effect? Yes: スレイヤー destroys the
    creature it battled, whatever its controller. 爆竜トルネードシヴァXX makes player A's ギガジール
    (3000, slayer) battle player A's own 暗黒の騎士ザガーン (7000): ギガジール loses, and ザガーン,
    which won, is destroyed after the battle.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆竜トルネードシヴァXX, ギガジール, 暗黒の騎士ザガーン
    And player B has 5 shields
    And player A will use the optional ability of 爆竜トルネードシヴァXX
    And player A will choose ギガジール as target
    And player A will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 爆竜トルネードシヴァXX
    Then under tcg ギガジール is in player A's graveyard
    And under tcg 暗黒の騎士ザガーン is in player A's graveyard
    And under tcg player B has 3 shields

  @qa:fandom-slayer-not-winning
  Scenario: A creature destroyed by a slayer still won its battle
    Duel Masters fandom wiki, Slayer (https://breezewiki.discard.no/duelmasters/wiki/Slayer;
    undated): is a creature a slayer destroys the battle's loser, and does スレイヤー work on a
    creature that wins its battle? Being destroyed by スレイヤー is not losing the battle (nor is
    the slayer its winner), and since the DM-10 text it destroys the other creature after the
    battle whatever the powers. 牙男 (1000, slayer) attacks player B's tapped 機動聖者ミールマックス
    (3000): ミールマックス wins, so its "when this wins a battle" ability triggers, and it is
    destroyed after the battle all the same.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 牙男
    And player B's battle zone holds, left to right: 機動聖者ミールマックス (tapped)
    When player A attacks 機動聖者ミールマックス with 牙男
    Then under tcg 機動聖者ミールマックス's ability triggers 1 time
    And under tcg 牙男 is in player A's graveyard
    And under tcg 機動聖者ミールマックス is in player B's graveyard

  @qa:dmwiki-slayer-text-change
  Scenario: A slayer that wins still destroys the creature it battled after the battle
    dmwiki スレイヤー (http://dm-wiki.net/?%A5%B9%A5%EC%A5%A4%A5%E4%A1%BC; the date of the text change is
    not shown there): since the reminder text became "after the battle, destroy the creature it
    battled", スレイヤー applies when the slayer wins too, and older cards are read with the new
    text. 黒神龍ハルヴェルド (6000, slayer) attacks player B's tapped 緑神龍グレガリゴン (4000), which
    loses; player B's 雪渓妖精マルル (セイバー：アース・ドラゴン) is destroyed in its place, and after
    the battle スレイヤー destroys グレガリゴン all the same.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 黒神龍ハルヴェルド
    And player B's battle zone holds, left to right: 緑神龍グレガリゴン (tapped), 雪渓妖精マルル
    When player A attacks 緑神龍グレガリゴン with 黒神龍ハルヴェルド
    Then under tcg 雪渓妖精マルル is in player B's graveyard
    And under tcg 緑神龍グレガリゴン is in player B's graveyard
    And under tcg 黒神龍ハルヴェルド is in player A's battle zone

  @tcg-general
  Scenario: Without スレイヤー, the creature a セイバー saved stays
    The control of the scenario above: ボルシャック・ドラゴン (6000, no slayer) beats 緑神龍グレガリゴン
    the same way; マルル is destroyed in its place and グレガリゴン stays.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: 緑神龍グレガリゴン (tapped), 雪渓妖精マルル
    When player A attacks 緑神龍グレガリゴン with ボルシャック・ドラゴン
    Then under tcg 雪渓妖精マルル is in player B's graveyard
    And under tcg 緑神龍グレガリゴン is in player B's battle zone
