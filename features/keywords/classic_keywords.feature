@keywords
Feature: Keywords and triggers of the classic cards, from their printed reminder texts
  The classic cards (DM-01 to DM-30) compiled from their printed text (engine/catalog/text) use
  keywords whose meaning their reminder texts print: スレイヤー「このクリーチャーがバトルする時、バトル
  の後、相手クリーチャーを破壊する」 (115 バトル: the loser first, then the slayer's victim),
  パワーアタッカー+n「攻撃中、このクリーチャーのパワーは+nされる」 (510.2: from the attack's declaration
  to its end, blocked or not), 「バトルに勝っても、バトルの後、持ち主の墓地に置かれる」, 「クリーチャーを
  攻撃できない」, 「攻撃されない」, 「パワーN以下のクリーチャーにブロックされない」; and the triggers
  「ブロックした時」 (as the blocker is tapped to block, before the battle) and 「攻撃を受けた時」 (as the
  attack on the creature is declared).

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @tcg-general
  Scenario: A slayer that loses its battle destroys the creature it battled
    Given player A's battle zone holds, left to right: ギガジール
    And player B's battle zone holds, left to right: 群れを守るトライ・ホーン (tapped)
    When player A attacks 群れを守るトライ・ホーン with ギガジール
    Then under tcg ギガジール is in player A's graveyard
    And under tcg 群れを守るトライ・ホーン is in player B's graveyard

  @tcg-general
  Scenario: A slayer that wins its battle stays
    Given player A's battle zone holds, left to right: ギガジール
    And player B's battle zone holds, left to right: 予言者クルト (tapped)
    When player A attacks 予言者クルト with ギガジール
    Then under tcg ギガジール is in player A's battle zone
    And under tcg 予言者クルト is in player B's graveyard

  @tcg-general @cr:510.2
  Scenario: A power attacker wins a battle its printed power would lose
    Given player A's battle zone holds, left to right: ストーンザウルス
    And player B's battle zone holds, left to right: 群れを守るトライ・ホーン (tapped)
    Then under tcg ストーンザウルス's power is 4000
    When player A attacks 群れを守るトライ・ホーン with ストーンザウルス
    Then under tcg 群れを守るトライ・ホーン is in player B's graveyard
    And under tcg ストーンザウルス is in player A's battle zone
    And under tcg ストーンザウルス's power is 4000

  @tcg-general
  Scenario: A power attacker keeps its bonus when it is blocked
    Given player A's battle zone holds, left to right: ストーンザウルス
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with ストーンザウルス
    Then under tcg ストーンザウルス is in player A's graveyard
    And under tcg 天空の守護者グラン・ギューレ is in player B's battle zone

  @tcg-general
  Scenario: A creature that wins its battle is put into the graveyard after it
    Given player A's battle zone holds, left to right: 捕らえる者ボーン・スパイダー
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with 捕らえる者ボーン・スパイダー
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg 捕らえる者ボーン・スパイダー is in player A's graveyard

  @tcg-general
  Scenario: A creature that cannot attack creatures may attack a player
    Given player A's battle zone holds, left to right: 夜明けの超人
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with 夜明けの超人
    Then under tcg the last action is refused
    When player A attacks player B with 夜明けの超人
    Then under tcg the last action is allowed
    And under tcg player B has 3 shields

  @tcg-general
  Scenario: A creature that cannot be attacked is not attacked, even tapped
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 怪神兵ナグール (tapped)
    When player A attacks 怪神兵ナグール with 群れを守るトライ・ホーン
    Then under tcg the last action is refused
    And under tcg 怪神兵ナグール is in player B's battle zone

  @tcg-general
  Scenario: Blockers of the power the text names cannot block
    Given player A's battle zone holds, left to right: シェル・タワー
    And player B's battle zone holds, left to right: シーマイン, 天空の守護者グラン・ギューレ
    When player A attacks player B with シェル・タワー
    Then under tcg player B could block with: 天空の守護者グラン・ギューレ

  @tcg-general @cr:507.3 @cr:507.3a @cr:115.3a
  Scenario: A blocker's "when it blocks" resolves before the battle
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: バミューダ・クロウラー
    And player B will block with バミューダ・クロウラー
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg 爆炎野郎ジョー is in player A's hand
    And under tcg バミューダ・クロウラー is in player B's battle zone
    And under tcg player B has 5 shields

  @tcg-general
  Scenario: A creature that is attacked gains slayer for the battle
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: ポイズン・ティアラ (tapped)
    When player A attacks ポイズン・ティアラ with 群れを守るトライ・ホーン
    Then under tcg ポイズン・ティアラ is in player B's graveyard
    And under tcg 群れを守るトライ・ホーン is in player A's graveyard
