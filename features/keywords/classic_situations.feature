@keywords @classic @tcg-general
Feature: Classic static abilities that watch the board
  銀界の守護者ル・ギラ・レシール 「このクリーチャーがバトルゾーンにある間、進化クリーチャーはタップされた状態で
  バトルゾーンに出る」: every evolution creature, either player's, enters tapped. クイック・アボガド 「パワーが
  このクリーチャーより大きい他のクリーチャーがバトルゾーンに出た時、このクリーチャーを自分のマナゾーンに置く」:
  the power compared as the creature enters (a creature of equal or less power does not trigger it).
  奇襲兵ブルレイザー 「バトルゾーンにある相手のクリーチャーの数が自分のクリーチャーの数より多い時、このクリーチャーは
  攻撃することができない」: creatures only (cross gears are not counted). ディオーネ 「「スピードアタッカー」を持つ
  クリーチャーは、バトルゾーンに出たターン、攻撃することができない」: either player's creatures. 飛雲の求道者
  ダバ・トーレ 「相手のターンに、このクリーチャーが自分の手札から自分の墓地に置かれた場合、このクリーチャーを
  バトルゾーンに置く」: a trigger of the discard (捨てる: from the hand into the graveyard), in the opponent's
  turn only.

  Background:
    Given it is player A's turn

  Scenario: An evolution creature enters tapped while 銀界の守護者ル・ギラ・レシール is in the battle zone
    Given player A's battle zone holds, left to right: 嘲りの影マスクド・ホラー
    And player B's battle zone holds, left to right: 銀界の守護者ル・ギラ・レシール
    And player A's mana zone holds: 3 x うごめく者ボーン・グール
    And player A's hand holds: 恐慌の魔黒デス・スペクター
    When player A summons 恐慌の魔黒デス・スペクター
    Then under tcg 恐慌の魔黒デス・スペクター is tapped

  Scenario: Without it the evolution creature enters untapped
    Given player A's battle zone holds, left to right: 嘲りの影マスクド・ホラー
    And player A's mana zone holds: 3 x うごめく者ボーン・グール
    And player A's hand holds: 恐慌の魔黒デス・スペクター
    When player A summons 恐慌の魔黒デス・スペクター
    Then under tcg 恐慌の魔黒デス・スペクター is not tapped

  Scenario: A stronger creature entering sends クイック・アボガド to the mana zone
    Given player A's battle zone holds, left to right: クイック・アボガド
    And player A's mana zone holds: 5 x シェル・ラック
    And player A's hand holds: 群れを守るトライ・ホーン
    When player A summons 群れを守るトライ・ホーン
    Then under tcg クイック・アボガド is in player A's mana zone

  Scenario: A creature of less power leaves クイック・アボガド where it is
    Given player A's battle zone holds, left to right: クイック・アボガド
    And player A's mana zone holds: 2 x シェル・ラック
    And player A's hand holds: シェル・ラック
    When player A summons シェル・ラック
    Then under tcg クイック・アボガド is in player A's battle zone

  Scenario: 奇襲兵ブルレイザー cannot attack while the opponent has more creatures
    Given player A's battle zone holds, left to right: 奇襲兵ブルレイザー
    And player B's battle zone holds, left to right: 予言者クルト, 予言者クルト
    When player A attacks player B with 奇襲兵ブルレイザー
    Then under tcg the last action is refused

  Scenario: 奇襲兵ブルレイザー attacks when the opponent has as many creatures
    Given player A's battle zone holds, left to right: 奇襲兵ブルレイザー
    And player B's battle zone holds, left to right: 予言者クルト
    And player B has 5 shields
    When player A attacks player B with 奇襲兵ブルレイザー
    Then under tcg the last action is allowed

  Scenario: While ディオーネ is in the battle zone a speed attacker cannot attack the turn it entered
    Given player B's battle zone holds, left to right: ディオーネ
    And player A's mana zone holds: 3 x 爆炎野郎ジョー
    And player A's hand holds: 解体屋ピーカプ
    And player B has 5 shields
    When player A summons 解体屋ピーカプ
    And player A attacks player B with 解体屋ピーカプ
    Then under tcg the last action is refused

  Scenario: Without ディオーネ the speed attacker attacks the turn it entered
    Given player A's mana zone holds: 3 x 爆炎野郎ジョー
    And player A's hand holds: 解体屋ピーカプ
    And player B has 5 shields
    When player A summons 解体屋ピーカプ
    And player A attacks player B with 解体屋ピーカプ
    Then under tcg the last action is allowed

  Scenario: 飛雲の求道者ダバ・トーレ discarded in its owner's opponent's turn is put into the battle zone
    Given it is player B's turn
    And player B's mana zone holds: 2 x うごめく者ボーン・グール
    And player B's hand holds: ゴースト・タッチ
    And player A's hand holds: 飛雲の求道者ダバ・トーレ
    When player B casts ゴースト・タッチ
    Then under tcg 飛雲の求道者ダバ・トーレ is in player A's battle zone

  Scenario: Discarded in its owner's own turn, 飛雲の求道者ダバ・トーレ stays in the graveyard
    Given player A's mana zone holds: 2 x アクア・ビークル
    And player A's deck holds, top first: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player A's hand holds: エマージェンシー・タイフーン, 飛雲の求道者ダバ・トーレ
    And player A will choose 飛雲の求道者ダバ・トーレ to discard
    When player A casts エマージェンシー・タイフーン
    Then under tcg 飛雲の求道者ダバ・トーレ is in player A's graveyard
