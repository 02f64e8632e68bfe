@faq
Feature: Official rulings on psychic creatures flipped in the battle zone
  A psychic creature that flips stays the same creature (no "enters", no summon) and is the face
  now up (200.3c, 805.5). 覚醒 ends its summoning sickness (805.6: 覚醒したサイキック・クリーチャーは召喚
  酔いに影響されません); a flip by 解除 or by another effect is no 覚醒, so the creature is summoning
  sick again if it entered the battle zone this turn, and not if it was there since the turn
  began (805.6a).

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @qa:psychic-awaken-no-sickness @cr:805.6
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

  @tcg-general @cr:805.6a
  Scenario: A flip by 解除 does not end summoning sickness
    The engine's reading (above): 勝利の覚醒者ボルシャック・メビウス, put awakened side up this turn, is
    destroyed; its 解除 flips it to 時空の火焔ボルシャック・ドラゴン, which stays, still summoning sick.
    Given player A's battle zone holds, left to right: 勝利の覚醒者ボルシャック・メビウス (summoned this turn)
    When an effect of player B's destroys 勝利の覚醒者ボルシャック・メビウス
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player A's battle zone
    And under tcg 時空の火焔ボルシャック・ドラゴン is summoning sick

  @tcg-general @cr:805.6 @cr:805.6a
  Scenario: Awakened this turn, then flipped back by 解除, a psychic creature is summoning sick again
    805.6a: 一度覚醒したサイキック・クリーチャーが覚醒以外の効果によって再度裏返っても、それがターンの
    はじめからバトルゾーンに…あったのであれば新たに召喚酔いに影響されません — so one put this turn is.
    時空の火焔ボルシャック・ドラゴン, put this turn, wins the battle 爆竜トルネードシヴァXX's attack
    trigger makes, and its 覚醒 flips it: not summoning sick (805.6). Player B's effect then destroys
    it; its 解除 flips it back instead, no 覚醒: it entered this turn, so it is summoning sick again.
    Given player A's battle zone holds, left to right: 爆竜トルネードシヴァXX, 時空の火焔ボルシャック・ドラゴン (summoned this turn)
    And player B's battle zone holds, left to right: 予言者クルト
    And player A will use the optional ability of 爆竜トルネードシヴァXX
    And player A will choose 時空の火焔ボルシャック・ドラゴン as target
    And player A will choose 予言者クルト as target
    When player A attacks player B with 爆竜トルネードシヴァXX
    Then under tcg 勝利の覚醒者ボルシャック・メビウス is not summoning sick
    When an effect of player B's destroys 勝利の覚醒者ボルシャック・メビウス
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player A's battle zone
    And under tcg 時空の火焔ボルシャック・ドラゴン is summoning sick

  @tcg-general @cr:805.6a
  Scenario: There since the turn began, a psychic creature flipped back by 解除 is not summoning sick
    The other half of 805.6a: 勝利の覚醒者ボルシャック・メビウス, in the battle zone since before this turn,
    is destroyed; its 解除 flips it to 時空の火焔ボルシャック・ドラゴン, which is not summoning sick.
    Given player A's battle zone holds, left to right: 勝利の覚醒者ボルシャック・メビウス
    When an effect of player B's destroys 勝利の覚醒者ボルシャック・メビウス
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player A's battle zone
    And under tcg 時空の火焔ボルシャック・ドラゴン is not summoning sick
