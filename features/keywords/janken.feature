@keywords @classic
Feature: ジャンケン: 「相手とジャンケンで勝敗を決める」 and the abilities that wait for the opponent's hand
  JK軍曹チョキパン (DM-29): 「このクリーチャーをバトルゾーンに出した時、相手とジャンケンで勝敗を決める。自分が勝った
  場合、そのターン、このクリーチャーは「スピードアタッカー」を得る。」 and 「相手がジャンケンで「グー」を出した時、相手の
  パワー2000以下のクリーチャーを１体破壊する。」. Rock beats scissors, scissors beat paper, paper beats rock; a draw
  is played again until one wins. Read: a drawn round changes nothing, and 「相手が…を出した時」 waits for the
  deciding round's hand (so the player who plays it chooses a hand, the opponent one of the two others).

  Background:
    Given it is player A's turn
    And player B has 5 shields
    And player A's mana zone holds: 2 x 爆炎野郎ジョー
    And player A's hand holds: JK軍曹チョキパン
    And player B's battle zone holds, left to right: 予言者クルト

  @tcg-general
  Scenario: A wins the janken: チョキパン gets speed attacker and attacks the turn it entered
    Given player A will show rock in janken
    And player B will show scissors in janken
    When player A summons JK軍曹チョキパン
    And player A attacks player B with JK軍曹チョキパン
    Then under tcg the last action is allowed
    And under tcg player B has 4 shields
    And under tcg 予言者クルト is in player B's battle zone

  @tcg-general
  Scenario: A loses with scissors against rock: no speed attacker, and B's rock destroys B's 2000-or-less creature
    Given player A will show scissors in janken
    And player B will show rock in janken
    When player A summons JK軍曹チョキパン
    Then under tcg 予言者クルト is in player B's graveyard
    When player A attacks player B with JK軍曹チョキパン
    Then under tcg the last action is refused
