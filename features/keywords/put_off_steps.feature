@keywords @classic
Feature: Steps the classic cards put off: after the battle, at the end of the turn
  The classic cards compiled from their printed text (engine/catalog/text) say 「このクリーチャーが攻撃された
  時、バトルの後、攻撃クリーチャーを持ち主の手札に戻す」 and 「ブロックした時、バトルの後でこのクリーチャーを
  破壊する」 (the step happens once the battle is over: the battle is fought first), and 「シールドをブレイク
  した時、そのターンの終わりにこのクリーチャーを…手札に戻す」 (the step happens as the turn ends).
  Reading: a step put off until after a battle that never happens (the attack ends first) never happens.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: The attacker is returned to its owner's hand after the battle, not before it
    Given player A's battle zone holds, left to right: 予言者リュゾル
    And player B's battle zone holds, left to right: バイバイ・アメーバ (tapped)
    When player A attacks バイバイ・アメーバ with 予言者リュゾル
    Then under tcg バイバイ・アメーバ is in player B's graveyard
    And under tcg 予言者リュゾル is in player A's hand

  @tcg-general
  Scenario: A blocker destroyed after the battle still blocks and wins it
    Given player A's battle zone holds, left to right: 予言者リュゾル
    And player B's battle zone holds, left to right: 黒神龍ジャグラヴィーン
    And player B has 2 shields
    And player B will block with 黒神龍ジャグラヴィーン
    When player A attacks player B with 予言者リュゾル
    Then under tcg 予言者リュゾル is in player A's graveyard
    And under tcg 黒神龍ジャグラヴィーン is in player B's graveyard
    And under tcg player B has 2 shields

  @tcg-general
  Scenario: A creature that broke a shield returns to the hand as the turn ends
    Given player A's battle zone holds, left to right: ハザード・ホッパー
    And player B has 2 shields
    When player A attacks player B with ハザード・ホッパー
    Then under tcg ハザード・ホッパー is in player A's battle zone
    When player A ends the turn
    Then under tcg ハザード・ホッパー is in player A's hand

  @tcg-general
  Scenario: A blocker chooses a creature as it blocks and untaps it after its battle
    粛清者アイザク (DM-10, 4000): 「このクリーチャーがブロックする時、バトルゾーンにある自分のクリーチャーを１体選んで
    もよい。このクリーチャーのバトルの後、選んだクリーチャーをアンタップする」.
    Given player A's battle zone holds, left to right: 光撃巨兵レーザリオン
    And player B's battle zone holds, left to right: 粛清者アイザク, 予言者クルト (tapped)
    And player B will block with 粛清者アイザク
    And player B will use the optional ability of 粛清者アイザク
    And player B will choose 予言者クルト as target
    When player A attacks player B with 光撃巨兵レーザリオン
    Then under tcg 光撃巨兵レーザリオン is in player A's graveyard
    And under tcg 予言者クルト is not tapped
