@card_types
Feature: Psychic creatures and the hyperspatial zone
  003 カード構成 / サイキック・クリーチャーカード: デッキに投入することはできず、ゲーム開始時には超次元ゾーンという
  専用空間に集められる。 デッキに投入されないので、原則として手札にもシールドにも加わることは無い。 コストの値が
  記載されているが、直接配置コストとして用いられるわけではない。 サイキック・クリーチャーカードが場から取り除かれる
  場合、墓地ではなく超次元ゾーンに戻される。 片方の面に“覚醒”の能力が記載されており、記載条件を満たすことで
  反対側の面に裏返る。 クリーチャーとして扱われるので、進化クリーチャーの進化元になりうる。 003 場の構成:
  超次元ゾーンは事実上第2の山札ではなく第2の手札として扱われる（ただし内容は相手に公開）。

  Background:
    Given it is player A's turn
    And player A's hyperspatial zone holds: 時空の火焔ボルシャック・ドラゴン, 時空の雷龍チャクラ

  @ex:BASIC-PSY-01 @cr:112.4
  Scenario: A psychic creature is put by an effect, no mana spent; it can't be summoned from the hyperspatial zone
    Given player A's mana zone holds: 3 x 爆炎野郎ジョー
    When player A tries to summon 時空の火焔ボルシャック・ドラゴン from their hyperspatial zone
    Then under tcg the last action is refused
    When an effect puts 時空の火焔ボルシャック・ドラゴン from player A's hyperspatial zone into the battle zone
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player A's battle zone
    And under tcg player A's mana zone has 0 tapped cards

  @ex:BASIC-PSY-01 @qa:dmwiki-hyperspatial-cards-only-there @cr:117.1
  Scenario: A psychic creature returned to the hand or sent to the shields goes to the hyperspatial zone
    003: 原則として手札にもシールドにも加わることは無い.
    dmwiki バトルゾーン (a revision diff; undated) says the same: a psychic creature that would go to the
    hand, the mana zone or the graveyard goes back to the hyperspatial zone.
    Given player A's battle zone holds, left to right: 時空の火焔ボルシャック・ドラゴン, 時空の雷龍チャクラ
    When an effect of player B's returns 時空の火焔ボルシャック・ドラゴン to its owner's hand
    And an effect of player B's sends 時空の雷龍チャクラ to its owner's shields
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player A's hyperspatial zone
    And under tcg 時空の雷龍チャクラ is in player A's hyperspatial zone
    And under tcg player A's hand has 0 cards
    And under tcg player A has 0 shields

  @ex:BASIC-PSY-02 @qa:psychic-leave-returns-hyperspatial @cr:117.1
  Scenario: A destroyed psychic creature goes to the hyperspatial zone, not the graveyard
    dm-wiki.net 超次元ゾーン (undated rule section) says the same: a
    psychic creature that leaves ends in the hyperspatial zone.
    Given player A's battle zone holds, left to right: 時空の火焔ボルシャック・ドラゴン
    When an effect of player B's destroys 時空の火焔ボルシャック・ドラゴン
    Then under tcg 時空の火焔ボルシャック・ドラゴン is in player A's hyperspatial zone
    And under tcg player A's graveyard has 0 cards

  @ex:BASIC-PSY-03 @cr:115.3d
  Scenario: 時空の火焔ボルシャック・ドラゴン awakens when it wins a battle, and its release flips it back
    Printed: 覚醒―このクリーチャーがバトルに勝った時、このクリーチャーをコストの大きいほうに裏返す. 勝利の覚醒者
    ボルシャック・メビウス: 解除(…バトルゾーンを離れるかわりに、コストの小さい方に裏返す). The flipped card is the
    same creature (tapped from its attack). 003's "put the stronger side from the start" is not
    asserted (no current source on it).
    Given player A's battle zone holds, left to right: 時空の火焔ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: アクア・ビークル (tapped)
    When player A attacks アクア・ビークル with 時空の火焔ボルシャック・ドラゴン
    Then under tcg player A's battle zone holds, left to right: 勝利の覚醒者ボルシャック・メビウス
    And under tcg 勝利の覚醒者ボルシャック・メビウス is tapped
    And under tcg 勝利の覚醒者ボルシャック・メビウス's power is 12000
    When an effect of player B's destroys 勝利の覚醒者ボルシャック・メビウス
    Then under tcg player A's battle zone holds, left to right: 時空の火焔ボルシャック・ドラゴン

  @ex:BASIC-PSY-04
  Scenario: A psychic creature is an evolution source like any creature
    超竜ヴァルキリアス evolves onto an アーマード・ドラゴン. Destroyed, the stack splits: the evolution card
    goes to the graveyard, the psychic card to the hyperspatial zone.
    Given player A's battle zone holds, left to right: 時空の火焔ボルシャック・ドラゴン
    And player A's mana zone holds: 9 x 爆炎野郎ジョー
    And player A's hand holds: 超竜ヴァルキリアス
    When player A summons 超竜ヴァルキリアス onto 時空の火焔ボルシャック・ドラゴン
    Then under tcg player A's battle zone holds, left to right: 超竜ヴァルキリアス on 時空の火焔ボルシャック・ドラゴン
    When an effect of player B's destroys 超竜ヴァルキリアス
    Then under tcg 超竜ヴァルキリアス is in player A's graveyard
    And under tcg 時空の火焔ボルシャック・ドラゴン is in player A's hyperspatial zone

  @ex:BASIC-PSY-05 @cr:400.2a @cr:407.2
  Scenario: The hyperspatial zone is open to the opponent, and an effect takes the named card from it
    Given player A's mana zone holds: 3 x 爆炎野郎ジョー
    Then under tcg player B can see the cards in player A's hyperspatial zone
    When an effect puts 時空の雷龍チャクラ from player A's hyperspatial zone into the battle zone
    Then under tcg 時空の雷龍チャクラ is in player A's battle zone
    And under tcg player A's hyperspatial zone holds: 時空の火焔ボルシャック・ドラゴン
