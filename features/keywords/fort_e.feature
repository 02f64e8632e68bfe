@keywords @classic
Feature: フォートE (fort E): a race's mana card tapped for the summon gives the next ability
  The printed reminder text (DM-20): 「フォートE：デスパペット(このクリーチャーをバトルゾーンに出した時、デスパペットを
  自分のマナゾーンでタップしてこのクリーチャーを召喚していた場合、このクリーチャーは次の能力を得る)」; 「フォートE：
  ドラゴン」 reads 「種族にドラゴンとあるクリーチャー」 (闘竜勇士ナオヤ's reminder). Read: which mana cards pay a cost is
  the summoner's choice, so for each race named they may choose a mana card of that race among those tapped; only a
  summon counts (a creature put into the battle zone otherwise tapped nothing); DMPS has no mana cards to tap (not
  offered, as O・ドライブ).

  Background:
    Given it is player A's turn
    And player A's battle zone holds, left to right: 白銀の牙

  @tcg-general
  Scenario: A dragon tapped to summon 闘竜勇士ナオヤ: A's creatures get +3000 this turn
    Given player A's mana zone holds: 4 x クラッグザウルス, ボルシャック・ドラゴン
    And player A's hand holds: 闘竜勇士ナオヤ
    When player A summons 闘竜勇士ナオヤ
    Then under tcg 白銀の牙's power is 6000
    And under tcg 闘竜勇士ナオヤ's power is 5000

  @tcg-general
  Scenario: The summoner may leave the dragon untapped: no +3000
    Given player A's mana zone holds: 5 x クラッグザウルス, ボルシャック・ドラゴン
    And player A's hand holds: 闘竜勇士ナオヤ
    And player A will not use the optional ability of 闘竜勇士ナオヤ
    When player A summons 闘竜勇士ナオヤ
    Then under tcg 白銀の牙's power is 3000
    And under tcg ボルシャック・ドラゴン is not tapped

  @tcg-general
  Scenario: No dragon in the mana zone: no +3000
    Given player A's mana zone holds: 5 x クラッグザウルス
    And player A's hand holds: 闘竜勇士ナオヤ
    When player A summons 闘竜勇士ナオヤ
    Then under tcg 白銀の牙's power is 3000

  @tcg-general
  Scenario: 忘却人形ラビオール summoned tapping a デスパペット: each player discards their hand
    Given player A's mana zone holds: 5 x 腐卵虫ハングワーム, 凶犬人形ジュンカツ
    And player A's hand holds: 忘却人形ラビオール, 予言者クルト
    And player B's hand holds: 予言者リュゾル, 予言者クルト
    When player A summons 忘却人形ラビオール
    Then under tcg player A's hand holds: nothing
    And under tcg player B's hand holds: nothing
