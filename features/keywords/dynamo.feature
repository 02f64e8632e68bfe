@keywords
Feature: ダイナモ (dynamo): a creature taps to give another dynamo its power and abilities
  The printed reminder text (DM-19, DM-20): 「ダイナモ(バトルが始まる時、あるいはこのクリーチャーで攻撃できる時、
  このクリーチャーをタップしてもよい。そうした場合、そのターンの終わりまで、このクリーチャーのパワーと能力を
  バトルゾーンにある自分の他のダイナモ１体に加える)」. dmwiki ダイナモ: the giver keeps its own power and
  abilities; what receives is a creature of the race ダイナモ; every ability is given, the ダイナモ ability too.
  Read: "could attack" is the moment a tap skill is used (it taps instead of attacking), so a creature that
  cannot attack never has it; as a battle of an attack begins, each untapped dynamo of either player may
  give (the turn player's first); the power and abilities are taken as they are when it taps; it is offered
  only while another dynamo of its controller could receive.

  @classic @tcg-general
  Scenario: A dynamo that could attack taps and gives its power and its W・ブレイカー to another dynamo
    冒険探検アミトアキ (6000, W・ブレイカー) gives to 鋼鉄大使ジャンボ・アタッカー (2000): 8000, and it breaks
    two shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 冒険探検アミトアキ, 鋼鉄大使ジャンボ・アタッカー
    And player B has 5 shields
    When player A uses the dynamo of 冒険探検アミトアキ
    And player A attacks player B with 鋼鉄大使ジャンボ・アタッカー
    Then under tcg the last action is allowed
    And under tcg 冒険探検アミトアキ is tapped
    And under tcg 鋼鉄大使ジャンボ・アタッカー's power is 8000
    And under tcg 冒険探検アミトアキ's power is 6000
    And under tcg player B has 3 shields

  @classic @tcg-general
  Scenario: What a dynamo gave lasts until the end of the turn
    Given it is player A's turn
    And player A's battle zone holds, left to right: 冒険探検アミトアキ, 鋼鉄大使ジャンボ・アタッカー
    When player A uses the dynamo of 冒険探検アミトアキ
    And player A ends the turn
    Then under tcg 鋼鉄大使ジャンボ・アタッカー's power is 2000

  @classic @tcg-general @cr:115.2
  Scenario: As a battle begins, an untapped dynamo gives the attacker its power
    鋼鉄大使ジャンボ・アタッカー (2000) attacks 光撃巨兵レーザリオン (3500, tapped); 白銀のシュシュ (4000) gives it 4000: it
    wins the battle.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 鋼鉄大使ジャンボ・アタッカー, 白銀のシュシュ
    And player B's battle zone holds, left to right: 光撃巨兵レーザリオン (tapped)
    And player A will give the dynamo to 鋼鉄大使ジャンボ・アタッカー
    When player A attacks 光撃巨兵レーザリオン with 鋼鉄大使ジャンボ・アタッカー
    Then under tcg 光撃巨兵レーザリオン is in player B's graveyard
    And under tcg 鋼鉄大使ジャンボ・アタッカー is in player A's battle zone
    And under tcg 白銀のシュシュ is tapped

  @classic @tcg-general
  Scenario: A dynamo kept untapped as the battle begins gives nothing
    Given it is player A's turn
    And player A's battle zone holds, left to right: 鋼鉄大使ジャンボ・アタッカー, 白銀のシュシュ
    And player B's battle zone holds, left to right: 光撃巨兵レーザリオン (tapped)
    And player A will keep the dynamo
    When player A attacks 光撃巨兵レーザリオン with 鋼鉄大使ジャンボ・アタッカー
    Then under tcg 鋼鉄大使ジャンボ・アタッカー is in player A's graveyard
    And under tcg 白銀のシュシュ is not tapped
    And under tcg player A's options for "dynamo" were: keep, give to 鋼鉄大使ジャンボ・アタッカー

  @classic @tcg-general
  Scenario: The defending player's dynamo gives its power to the blocker as the battle begins
    爆腕ロボ・リターンエース (2000, ブロッカー) blocks 光撃巨兵レーザリオン (3500); 鋼鉄機甲ベンケロス (7000) gives
    it 7000: 9000.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン
    And player B's battle zone holds, left to right: 爆腕ロボ・リターンエース, 鋼鉄機甲ベンケロス
    And player B will block with 爆腕ロボ・リターンエース
    And player B will give the dynamo to 爆腕ロボ・リターンエース
    When player A attacks player B with 光撃巨兵レーザリオン
    Then under tcg 光撃巨兵レーザリオン is in player A's graveyard
    And under tcg 爆腕ロボ・リターンエース is in player B's battle zone
    And under tcg 鋼鉄機甲ベンケロス is tapped

  @classic @tcg-general
  Scenario: A dynamo that cannot attack never could, so it cannot tap for its dynamo on its turn
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆腕ロボ・リターンエース, 鋼鉄大使ジャンボ・アタッカー
    And player B has 5 shields
    When player A uses the dynamo of 爆腕ロボ・リターンエース
    Then under tcg the last action is refused
    And under tcg 爆腕ロボ・リターンエース is not tapped
    And under tcg 鋼鉄大使ジャンボ・アタッカー's power is 2000

  @classic @tcg-general
  Scenario: With no other dynamo there is nothing to give
    A creature of another race does not receive: 光撃巨兵レーザリオン is no ダイナモ.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 冒険探検アミトアキ, 光撃巨兵レーザリオン
    When player A uses the dynamo of 冒険探検アミトアキ
    Then under tcg the last action is refused
    And under tcg 冒険探検アミトアキ is not tapped
    And under tcg 光撃巨兵レーザリオン's power is 3500

  @classic @tcg-general @cr:507.3c
  Scenario: The receiver gets the giver's triggered abilities: it draws when it is not blocked
    大鉄漢シルバスターズ: 「このクリーチャーが相手プレイヤーを攻撃してブロックされなかった時、カードを１枚引いてもよい」.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 大鉄漢シルバスターズ, 鋼鉄大使ジャンボ・アタッカー
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player B has 5 shields
    And player A will use the optional ability of 鋼鉄大使ジャンボ・アタッカー
    When player A uses the dynamo of 大鉄漢シルバスターズ
    And player A attacks player B with 鋼鉄大使ジャンボ・アタッカー
    Then under tcg player A's hand holds: 予言者クルト
    And under tcg player B has 4 shields
