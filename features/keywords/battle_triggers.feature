@keywords
Feature: 「バトルする時」: abilities that resolve as a battle begins, before the powers are compared
  スマッシュブロウ・ドラグーン (DM-20, power 2000): 「このクリーチャーが「ブロッカー」を持つクリーチャーとバトルする時、
  このクリーチャーのパワーは+4000される」. Read: the ability triggers as the battle begins and resolves before the
  powers are compared, so against クリスタル・ブレイダー (blocker, 5000) it battles at 6000 and wins; against a
  creature without 「ブロッカー」 it does not trigger.

  @classic @tcg-general
  Scenario: Against a blocker it battles at +4000 and wins
    Given it is player A's turn
    And player A's battle zone holds, left to right: スマッシュブロウ・ドラグーン
    And player B has 5 shields
    And player B's battle zone holds, left to right: クリスタル・ブレイダー
    And player B will block with クリスタル・ブレイダー
    When player A attacks player B with スマッシュブロウ・ドラグーン
    Then under tcg クリスタル・ブレイダー is in player B's graveyard
    And under tcg スマッシュブロウ・ドラグーン is in player A's battle zone
    And under tcg スマッシュブロウ・ドラグーン's power is 6000

  @classic @tcg-general
  Scenario: Against a creature without 「ブロッカー」 it battles at its printed power and loses
    Given it is player A's turn
    And player A's battle zone holds, left to right: スマッシュブロウ・ドラグーン
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with スマッシュブロウ・ドラグーン
    Then under tcg スマッシュブロウ・ドラグーン is in player A's graveyard
    And under tcg 爆炎野郎ジョー is in player B's battle zone
