@pending
Feature: A pending card may be used while it is pending
  004 ルール: 「-保留状態にあるカードも、何らかの効果でその状態にあるまま[[使う]]ことができる。」 with
  英知の防壁 as the example: 「[[多人数戦]]では1度唱えられたその呪文で選択されたプレイヤーは、唱え終わった
  呪文が墓地に置かれる処理の前に唱え直す権利を得る。」 In a two-player game the player its text
  chooses is the one opponent (reading: the multiplayer game of 004 only makes the choice of
  that player wider; the rule itself is the same in two players).

  @ex:PEND-RULE-23 @ex:PEND-EX-12
  Scenario: Player B casts player A's 英知の防壁 while it is pending; it goes to the graveyard once
    英知の防壁 (dmwiki): 「このターン、自分のエレメントは、呪文によって選ばれない。相手のエレメントを1つ選び、
    破壊する。その後、その相手は山札の上から1枚目をシールド化する。その相手は、この呪文を、コストを支払わずに
    唱えてもよい。」 Player A's cast destroys 爆炎野郎ジョー and gives player B a shield; player B
    casts the same card, still pending: player A's elements can't be chosen by spells this
    turn, so nothing is destroyed, and player A gets a shield; player A does not cast it again.
    Only then is the card put into player A's graveyard, once.

    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's mana zone holds: 2 x デーモン・ハンド, 2 x 予言者クルト
    And player A's hand holds: 英知の防壁
    And player A has 5 shields
    And player B has 5 shields
    And player B will use the optional ability of 英知の防壁
    And player A will not use the optional ability of 英知の防壁
    When player A casts 英知の防壁
    Then under tcg the spells are cast in this order:
      | caster   | spell      | from    |
      | player B | 英知の防壁 | pending |
    And under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg 予言者リュゾル is in player A's battle zone
    And under tcg player B has 6 shields
    And under tcg player A has 6 shields
    And under tcg player A's graveyard holds: 英知の防壁
    And under tcg 英知の防壁 is not pending
