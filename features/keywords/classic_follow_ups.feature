@keywords @classic
Feature: Classic steps that follow an earlier one: one more under a condition, an untap at the end of the turn
  ゴレン・キャノン (DM-27) 「相手のパワー3000以下のクリーチャーを1体破壊する。自分のマナゾーンにすべての
  文明が揃っていれば、相手のパワー3000以下のクリーチャーをもう1体、破壊する」: the second destruction
  happens only with a card of each of the five civilizations in the caster's mana zone. 脈動の化身 (DM-24)
  「このクリーチャーが水または闇のクリーチャーを攻撃する時、このターン、このクリーチャーのパワーは+3000され、
  ターンの終わりにアンタップされる」: the power lasts the turn and the creature untaps as the turn ends.
  キャプテン・ジャイロ (DM-20) 「自分のグレートメカオーがバトルに勝った時、このクリーチャーをタップしてもよい。
  そうした場合、その勝ったグレートメカオーをアンタップする」: the creature that won is untapped only if
  ジャイロ was tapped. 超鎧亜キングダム・ゲオルグ (DM-25) 「…進化ではないクリーチャー1体をタップまたはアンタップ
  してもよい」: its controller chooses to tap or to untap one non-evolution creature of either player.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario Outline: ゴレン・キャノン destroys a second creature only with every civilization in the mana zone
    Given player A's hand holds: ゴレン・キャノン
    And player A's mana zone holds: <mana>
    And player B's battle zone holds, left to right: 予言者クルト, 予言者リュゾル
    When player A casts ゴレン・キャノン without paying its cost
    Then under tcg player B's graveyard has <n> cards

    Examples:
      | mana                                                        | n |
      | 予言者クルト, アクア・ビークル, 暗黒の騎士ザガーン, 爆炎野郎ジョー, フォレスト・ホーネット | 2 |
      | 予言者クルト, アクア・ビークル, シザー・アイ, 爆炎野郎ジョー, フォレスト・ホーネット     | 1 |

  @tcg-general
  Scenario: 脈動の化身 attacking a water creature gets +3000 this turn and untaps as the turn ends
    Given player A's battle zone holds, left to right: 脈動の化身
    And player B's battle zone holds, left to right: アクア・ビークル (tapped)
    When player A attacks アクア・ビークル with 脈動の化身
    Then under tcg 脈動の化身's power is 7000
    And under tcg 脈動の化身 is tapped
    When player A ends the turn
    Then under tcg 脈動の化身 is not tapped

  @tcg-general @cr:105.6
  Scenario Outline: キャプテン・ジャイロ untaps the グレートメカオー that won the battle only if it taps itself
    Given player A's battle zone holds, left to right: 魔光王機デ・アシス公, キャプテン・ジャイロ
    And player B's battle zone holds, left to right: 予言者クルト (tapped)
    And player A will <use> the optional ability of キャプテン・ジャイロ
    When player A attacks 予言者クルト with 魔光王機デ・アシス公
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg 魔光王機デ・アシス公 is <gm>
    And under tcg キャプテン・ジャイロ is <gyro>

    Examples:
      | use     | gm         | gyro       |
      | use     | not tapped | tapped     |
      | not use | tapped     | not tapped |
