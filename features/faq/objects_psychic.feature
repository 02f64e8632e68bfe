@faq
Feature: Official rulings on psychic creatures flipped in the battle zone
  A psychic creature that flips stays the same creature (no "enters", no summon) and is the face
  now up (200.3c). 覚醒 ends its summoning sickness; the engine reads that as a property of 覚醒,
  not of flipping (dmwiki 召喚酔い: a 覚醒 psychic creature is not summoning sick because of 覚醒,
  not because it is a psychic creature), so a flip by 解除 or by another effect leaves the
  sickness as it was.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @qa:psychic-awaken-no-sickness
  Scenario: A psychic creature 覚醒 flips the turn it was put is no longer summoning sick
    The ruling recorded as psychic-awaken-no-sickness (2022-06, read on a reproduction of the
    official answer; its page is not known): a psychic creature that awakens is not summoning
    sick, and putting one from the hyperspatial zone is not a summon. 時空の火焔ボルシャック・ドラゴン,
    put this turn, is made by 爆竜トルネードシヴァXX's attack trigger to battle player B's
    予言者クルト; it wins, its 覚醒 flips it, and 勝利の覚醒者ボルシャック・メビウス may attack this turn.
    Given player A's battle zone holds, left to right: 爆竜トルネードシヴァXX, 時空の火焔ボルシャック・ドラゴン (summoned this turn)
    And player B's battle zone holds, left to right: 予言者クルト
    And player A will use the optional ability of 爆竜トルネードシヴァXX
    And player A will choose 時空の火焔ボルシャック・ドラゴン as target
    And player A will choose 予言者クルト as target
    When player A attacks player B with 爆竜トルネードシヴァXX
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg 勝利の覚醒者ボルシャック・メビウス is in player A's battle zone
    And under tcg 勝利の覚醒者ボルシャック・メビウス is not summoning sick

  @qa:notice-2019-06-18-200.3c
  Scenario: A flipped psychic creature is the face now up: its power and breakers are the new side's
    Rule notice of 2019-06-18 (https://dm.takaratomy.co.jp/rule/rulechange/31440/, 200.3c): a
    double-faced card is referred to by the face now up. After its 覚醒, 時空の火焔ボルシャック・ドラゴン
    (6000, W・ブレイカー) is 勝利の覚醒者ボルシャック・メビウス: 12000 and T・ブレイカー.
    Given player A's battle zone holds, left to right: 爆竜トルネードシヴァXX, 時空の火焔ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: 予言者クルト
    And player A will use the optional ability of 爆竜トルネードシヴァXX
    And player A will choose 時空の火焔ボルシャック・ドラゴン as target
    And player A will choose 予言者クルト as target
    When player A attacks player B with 爆竜トルネードシヴァXX
    Then under tcg 勝利の覚醒者ボルシャック・メビウス's power is 12000
    And under tcg 勝利の覚醒者ボルシャック・メビウス breaks 3 shields when it attacks

  @tcg-general
  Scenario: A flip by 解除 does not end summoning sickness
    The engine's reading (above): 勝利の覚醒者ボルシャック・メビウス, put awakened side up this turn, is
    destroyed; its 解除 flips it to 時空の火焔ボルシャック・ドラゴン, which stays, still summoning sick.
    Given player A's battle zone holds, left to right: 勝利の覚醒者ボルシャック・メビウス (summoned this turn)
    When an effect of player B's destroys 勝利の覚醒者ボルシャック・メビウス
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player A's battle zone
    And under tcg 時空の火焔ボルシャック・ドラゴン is summoning sick
