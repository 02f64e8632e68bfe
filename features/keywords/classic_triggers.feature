@keywords
Feature: Trigger events of the classic cards, from their printed text
  「自分のディープ・マリーンが破壊された時」 (a creature of the race destroyed: looks back at it), 「このクリーチャーが
  クリーチャーを攻撃する時」 (as the attack on a creature is declared; 「そのクリーチャー」 is the attacked one),
  「自分のグランド・デビルがバトルに勝った時」, 「相手がクリーチャーを召喚するか呪文を唱えた場合」, 「相手が
  「S・トリガー」を使った時」, 「相手がブロックする前に」 (an attack trigger resolves before the block step),
  「他のクリーチャーがバトルゾーンから墓地に置かれるたびに」, 「誰かが呪文を唱えた場合」 (after the spell is done),
  「グランド・デビルが攻撃する時」 (either player's), and the replacement 「自分の他のシノビがバトルゾーンを離れる時、
  かわりに…マナゾーンに置いてもよい」. Read: 「そのターンが終わるまで…「ブロッカー」を得る」
  is a keyword gained for that turn; a trigger of a creature that left the battle zone still resolves.

  @classic @tcg-general
  Scenario: A creature of the race destroyed triggers its owner's ability
    Given it is player A's turn
    And player A's battle zone holds, left to right: 封魔ザレオス, ウェービング・アルゴルス
    And player B's battle zone holds, left to right: 予言者クルト
    When an effect of player B's destroys ウェービング・アルゴルス
    Then under tcg 予言者クルト is in player B's graveyard

  @classic @tcg-general
  Scenario: A creature of another race destroyed triggers nothing
    Given it is player A's turn
    And player A's battle zone holds, left to right: 封魔ザレオス, ウェービング・アルゴルス
    And player B's battle zone holds, left to right: 予言者クルト
    When an effect of player B's destroys 封魔ザレオス
    Then under tcg 予言者クルト is in player B's battle zone

  @classic @tcg-general
  Scenario: A creature that destroys the creature it attacks: no battle
    Given it is player A's turn
    And player A's battle zone holds, left to right: エンドブリンガー・ドラグーン
    And player B's battle zone holds, left to right: 群れを守るトライ・ホーン (tapped)
    When player A attacks 群れを守るトライ・ホーン with エンドブリンガー・ドラグーン
    Then under tcg 群れを守るトライ・ホーン is in player B's graveyard
    And under tcg エンドブリンガー・ドラグーン is in player A's battle zone

  @classic @tcg-general
  Scenario: A creature that gets +4000 as it attacks a creature wins the battle
    Given it is player A's turn
    And player A's battle zone holds, left to right: ライジン・ドラグーン
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with ライジン・ドラグーン
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg ライジン・ドラグーン is in player A's battle zone

  @classic @tcg-general
  Scenario: A creature of the race that wins a battle lets its owner draw
    Given it is player A's turn
    And player A's battle zone holds, left to right: ウェービング・アルゴルス, 封魔ザレオス
    And player B's battle zone holds, left to right: 予言者クルト (tapped)
    When player A attacks 予言者クルト with 封魔ザレオス
    Then under tcg player A's hand has 1 card

  @classic @tcg-general
  Scenario: A creature of the race that loses its battle lets nobody draw
    Given it is player A's turn
    And player A's battle zone holds, left to right: ウェービング・アルゴルス, 封魔ザレオス
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with 封魔ザレオス
    Then under tcg player A's hand has 0 cards

  @classic @tcg-general
  Scenario: The opponent casts a spell: the creature is a blocker for that turn
    Given it is player B's turn
    And player A's battle zone holds, left to right: デコ・クラスター
    And player B's hand holds: ブレイン・チャージャー
    Then under tcg デコ・クラスター does not have the keyword blocker
    When an effect of player B's casts ブレイン・チャージャー from their hand without paying its cost
    Then under tcg デコ・クラスター has the keyword blocker
    When player B ends the turn
    Then under tcg デコ・クラスター does not have the keyword blocker

  @classic @tcg-general
  Scenario: The opponent uses a shield trigger: its owner's ability puts a card into the mana zone
    Given it is player B's turn
    And player B's battle zone holds, left to right: 霊騎ドゥール・カリオン, 爆炎野郎ジョー
    And player A's shield zone holds: デーモン・ハンド
    And player A will use the shield trigger of デーモン・ハンド
    And player A will choose 爆炎野郎ジョー as target
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg player B's mana zone has 1 card

  @classic @tcg-general
  Scenario: A shield trigger not used triggers nothing
    Given it is player B's turn
    And player B's battle zone holds, left to right: 霊騎ドゥール・カリオン, 爆炎野郎ジョー
    And player A's shield zone holds: デーモン・ハンド
    And player A will not use the shield trigger of デーモン・ハンド
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg player B's mana zone has 0 cards

  @classic @tcg-general
  Scenario: Before the opponent blocks, the attack destroys the blocker
    Given it is player A's turn
    And player A's battle zone holds, left to right: メタルウィング・ワイバーン
    And player B has 5 shields
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    When player A attacks player B with メタルウィング・ワイバーン
    Then under tcg player B could block with: nothing
    And under tcg 天空の守護者グラン・ギューレ is in player B's graveyard
    And under tcg player B has 3 shields

  @classic @tcg-general
  Scenario: Another creature put into the graveyard from the battle zone: its owner's 屑男 draws
    Given it is player A's turn
    And player A's battle zone holds, left to right: 屑男
    And player B's battle zone holds, left to right: 予言者クルト
    When an effect of player A's destroys 予言者クルト
    Then under tcg player A's hand has 1 card

  @classic @tcg-general
  Scenario: Any player's spell makes the creature stronger once the spell is done
    Given it is player B's turn
    And player A's battle zone holds, left to right: 日輪の守護者ソル・ガーラ
    And player B's hand holds: ブレイン・チャージャー
    When an effect of player B's casts ブレイン・チャージャー from their hand without paying its cost
    Then under tcg 日輪の守護者ソル・ガーラ's power is 4000

  @classic @tcg-general
  Scenario: A creature of the race attacking, either player's: each player discards
    Given it is player A's turn
    And player A's battle zone holds, left to right: 封魔ガルプルス
    And player B has 5 shields
    And player A's hand holds: 予言者クルト
    And player B's hand holds: 予言者リュゾル
    When player A attacks player B with 封魔ガルプルス
    Then under tcg player A's graveyard holds: 予言者クルト
    And under tcg player B's graveyard holds: 予言者リュゾル

  @classic @tcg-general
  Scenario: Another シノビ of its owner leaving goes to the mana zone instead
    Given it is player A's turn
    And player A's battle zone holds, left to right: 土隠妖精ユウナギ, 光牙忍ハヤブサマル
    When an effect of player B's destroys 光牙忍ハヤブサマル
    Then under tcg 光牙忍ハヤブサマル is in player A's mana zone
