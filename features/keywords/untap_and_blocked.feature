@keywords
Feature: Phoenixes of the mana zone untapped; the creature whose attack was blocked, after the battle
  「自分のマナゾーンにあるフェニックスをすべてアンタップする」 (森の歌い手ケロディナンス: only those of the race;
  TCG, DMPS has no tapped mana) and 「このクリーチャーがブロックする時、バトルの後、ブロックされたクリーチャーを持ち主の
  手札に戻す」 (パナオン: the attacker of the block, after the battle, even though パナオン lost it).

  @classic @tcg-general
  Scenario: 森の歌い手ケロディナンス untaps the phoenixes of its controller's mana zone, not the other cards
    Given it is player A's turn
    And player A's hand holds: 森の歌い手ケロディナンス
    And player A's mana zone holds: シェル・ラック, シェル・ラック, 超神星アポロヌス・ドラゲリオン (tapped), アクア・ビークル (tapped)
    When player A summons 森の歌い手ケロディナンス
    Then under tcg 超神星アポロヌス・ドラゲリオン is not tapped
    And under tcg アクア・ビークル is tapped

  @classic @tcg-general
  Scenario: パナオン blocks and loses the battle; after it the attacker goes back to its owner's hand
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: パナオン
    And player B will block with パナオン
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is in player A's hand
    And under tcg パナオン is in player B's graveyard

  @classic @tcg-general
  Scenario: 聖霊王エルフェウス: the opponent's creatures enter the battle zone tapped, its controller's do not
    「相手クリーチャーはタップされた状態でバトルゾーンに出る」: the creatures entering on the other side only.
    Given it is player A's turn
    And player A's hand holds: 爆炎野郎ジョー
    And player A's mana zone has 3 cards of クラッグザウルス
    And player B's battle zone holds, left to right: 聖霊王エルフェウス on 星海の精霊エーテル
    When player A summons 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is tapped
