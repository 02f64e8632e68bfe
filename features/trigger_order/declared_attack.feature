@trigger_order
Feature: Declared abilities at an attack: invasion, revolution change, attack chance
  000 (待機した効果の解決の順序, step 2): at an attack DMPS resolves the turn player's declared
  abilities first: 1. invasions in the order chosen, 2. revolution change, 3. attack chances
  in the order chosen; then the battle zone ("enters" left to right, the rest right to left).
  Under the TCG (506.3b/c) the turn player declares them as they trigger, then resolves all
  its waiting effects in the order it likes.

  Background:
    Given it is player A's turn
    And player B has 3 shields

  @ex:DMPS-TRIG-16
  Scenario: 火ノ鳥カゲキリ is revolution-changed into 刀の3号 カツえもん剣
    000: under the TCG, resolving Kagekiri's meteorburn first untaps Kagekiri, and the
    revolution change then puts Katsuemon in untapped; DMPS resolves the revolution change
    first, and when the meteorburn resolves it finds Katsuemon, with nothing under it, so it
    does nothing and Katsuemon stays tapped. (In the engine the meteorburn's creature is the
    Kagekiri that left, so it does nothing either way: the observable outcome is the seed's.)
    Given player A's battle zone holds, left to right: 火ノ鳥カゲキリ on クック・ポロン
    And player A's hand holds: 刀の3号 カツえもん剣
    And player A will declare 刀の3号 カツえもん剣
    When player A attacks player B with 火ノ鳥カゲキリ
    Then under dmps the waiting effects resolve in this order:
      | source               | ability           |
      | 刀の3号 カツえもん剣 | revolution change |
      | 刀の3号 カツえもん剣 | enters            |
      | 火ノ鳥カゲキリ       | meteorburn        |
    And under dmps 刀の3号 カツえもん剣 is tapped
    And under dmps player A's hand holds: 火ノ鳥カゲキリ, クック・ポロン
    And under tcg in some order of the waiting effects, 刀の3号 カツえもん剣 is not tapped
    And under tcg in some order of the waiting effects, 刀の3号 カツえもん剣 is tapped

  @ex:DMPS-TRIG-04 @cr:506.3b
  Scenario: two invasions and a revolution change, before the battle zone's attack ability
    轟速 ザ・レッド (a fire Sonic Command and invader) attacks; player A declares 音速 ガトリング,
    then 轟く侵略 レッドゾーン, then 刀の3号 カツえもん剣. DMPS: the invasions in the order
    declared, then the revolution change (it swaps the invaded stack), then the battle zone:
    "enters" left to right, then 邪悪の魔黒デビル・マーシャル's "your creature attacks".
    No single real attacker among the cards checked meets two invasions, a revolution change
    and an attack chance at once: the attack chance is ordered in the next scenario.
    Given player A's battle zone holds, left to right: 邪悪の魔黒デビル・マーシャル on 嘆きの影ベルベットフロー, 轟速 ザ・レッド
    And player A's hand holds: 音速 ガトリング, 轟く侵略 レッドゾーン, 刀の3号 カツえもん剣
    And player B's hand holds: 予言者リュゾル
    And player A will declare 音速 ガトリング then 轟く侵略 レッドゾーン then 刀の3号 カツえもん剣
    When player A attacks player B with 轟速 ザ・レッド
    Then under dmps the waiting effects resolve in this order:
      | source                       | ability              |
      | 音速 ガトリング              | invasion             |
      | 轟く侵略 レッドゾーン        | invasion             |
      | 刀の3号 カツえもん剣         | revolution change    |
      | 轟く侵略 レッドゾーン        | enters               |
      | 刀の3号 カツえもん剣         | enters               |
      | 邪悪の魔黒デビル・マーシャル | discard              |
    And under dmps player A's hand holds: 轟く侵略 レッドゾーン, 音速 ガトリング, 轟速 ザ・レッド

  @ex:DMPS-TRIG-04
  Scenario: invasions resolve in the order chosen
    The same attack, the invasions declared the other way round: DMPS follows the order chosen.
    Given player A's battle zone holds, left to right: 邪悪の魔黒デビル・マーシャル on 嘆きの影ベルベットフロー, 轟速 ザ・レッド
    And player A's hand holds: 音速 ガトリング, 轟く侵略 レッドゾーン
    And player B's hand holds: 予言者リュゾル
    And player A will declare 轟く侵略 レッドゾーン then 音速 ガトリング
    When player A attacks player B with 轟速 ザ・レッド
    Then under dmps the waiting effects resolve in this order:
      | source                       | ability   |
      | 轟く侵略 レッドゾーン        | invasion  |
      | 音速 ガトリング              | invasion  |
      | 轟く侵略 レッドゾーン        | enters    |
      | 邪悪の魔黒デビル・マーシャル | discard   |
    And under dmps player A's battle zone holds, left to right: 邪悪の魔黒デビル・マーシャル on 嘆きの影ベルベットフロー, 音速 ガトリング on 轟く侵略 レッドゾーン on 轟速 ザ・レッド

  @ex:DMPS-TRIG-04
  Scenario: the revolution change before the attack chance, whatever the order declared
    ボルシャック・クリスド attacks; player A declares the attack chance ボルシャック・ファイアー
    first, then the revolution change 刀の3号 カツえもん剣. DMPS ranks by kind (revolution
    change, then attack chance), then the battle zone: Katsuemon's "enters", then Crisd's
    attack ability (it triggered before Crisd left, and waits on).
    Given player A's battle zone holds, left to right: ボルシャック・クリスド
    And player A's hand holds: ボルシャック・ファイアー, 刀の3号 カツえもん剣
    And player A will declare ボルシャック・ファイアー then 刀の3号 カツえもん剣
    When player A attacks player B with ボルシャック・クリスド
    Then under dmps the waiting effects resolve in this order:
      | source                   | ability           |
      | 刀の3号 カツえもん剣     | revolution change |
      | ボルシャック・ファイアー | attack chance     |
      | 刀の3号 カツえもん剣     | enters            |
      | ボルシャック・クリスド   | attacks           |
