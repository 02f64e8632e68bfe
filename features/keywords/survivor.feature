@keywords @classic
Feature: サバイバー: a survivor's abilities are shared with its controller's other survivors
  サバイバー「このクリーチャーがバトルゾーンにある間、自分の他のサバイバーも上の能力を得る」: while a survivor
  is in the battle zone, its controller's other survivors have the keywords and abilities printed above
  the keyword (a static grant; the catalog writes 聖域の守護者フォボス・エレインγ so). The opponent's
  survivors gain nothing.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @tcg-general
  Scenario: A survivor may block with the blocker that another survivor shares
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 鉄壁の守護者ガリア・ゾールα (tapped), スフィンティラノスβ
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: スフィンティラノスβ

  @tcg-general
  Scenario: Without the blocker survivor, the other survivor cannot block
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: スフィンティラノスβ
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: nothing

  @tcg-general
  Scenario: A survivor attacks with the W・ブレイカー another survivor shares
    Given player A's battle zone holds, left to right: ツインヘッド・タートルβ, ブレイドラッシュ・ワイバーンδ
    When player A attacks player B with ツインヘッド・タートルβ
    Then under tcg player B has 3 shields

  @tcg-general
  Scenario: A survivor attacks with the パワーアタッカー+1000 another survivor shares
    Given player A's battle zone holds, left to right: ブレイズザウルスα, ブレイドラッシュ・ワイバーンδ
    And player B's battle zone holds, left to right: 粛清の伝道師ラー (tapped)
    When player A attacks 粛清の伝道師ラー with ブレイドラッシュ・ワイバーンδ
    Then under tcg 粛清の伝道師ラー is in player B's graveyard
    And under tcg ブレイドラッシュ・ワイバーンδ is in player A's battle zone

  @tcg-general
  Scenario: The opponent's survivor shares nothing with player A's
    Given player A's battle zone holds, left to right: スフィンティラノスβ
    And player B's battle zone holds, left to right: ブレイドラッシュ・ワイバーンδ
    When player A attacks player B with スフィンティラノスβ
    Then under tcg player B has 4 shields

  @tcg-general
  Scenario: A survivor's power static is shared: each other survivor gets its +1000
    A power static printed above the keyword is shared like any other ability: the survivor that
    gains it is "this creature" of the gained ability (dmwiki サバイバー能力: 付与された能力の発生源は、
    共有先の個々のクリーチャー), so ブレイズザウルスα gets +1000 and 威嚇するスマッシュ・ホーンα keeps its own.
    Given player A's battle zone holds, left to right: 威嚇するスマッシュ・ホーンα, ブレイズザウルスα
    And player B's battle zone holds, left to right: ツインヘッド・タートルβ
    Then under tcg ブレイズザウルスα's power is 2000
    And under tcg 威嚇するスマッシュ・ホーンα's power is 3000
    And under tcg ツインヘッド・タートルβ's power is 2000

  @tcg-general
  Scenario: Two 威嚇するスマッシュ・ホーンα give each other +1000: 4000 each, and one wins a battle against 3500
    Each has its own +1000 and gains the other's; a gained ability is not shared on (dmwiki
    サバイバー能力: 一度他のクリーチャーに付加された能力には、アイコンが付いていない), so 4000, not more.
    Alone it has 3000 and loses to 光撃巨兵レーザリオン (3500).
    Given player A's battle zone holds, left to right: 威嚇するスマッシュ・ホーンα, 威嚇するスマッシュ・ホーンα
    And player B's battle zone holds, left to right: 光撃巨兵レーザリオン (tapped)
    When player A attacks 光撃巨兵レーザリオン with 威嚇するスマッシュ・ホーンα
    Then under tcg 光撃巨兵レーザリオン is in player B's graveyard
    And under tcg player A's battle zone holds 2 creatures

  @tcg-general
  Scenario: A lone 威嚇するスマッシュ・ホーンα has 3000 and loses a battle against 3500
    Given player A's battle zone holds, left to right: 威嚇するスマッシュ・ホーンα
    And player B's battle zone holds, left to right: 光撃巨兵レーザリオン (tapped)
    When player A attacks 光撃巨兵レーザリオン with 威嚇するスマッシュ・ホーンα
    Then under tcg 威嚇するスマッシュ・ホーンα is in player A's graveyard
    And under tcg 光撃巨兵レーザリオン is in player B's battle zone

  @qa:dmwiki-2023-10-20-gyarashi
  Scenario: A survivor in the hand shares nothing: the sharing works only from the battle zone
    Official Q&A of 2023-10-20 (through dmwiki's 公式Q&A 2023年10月20日更新版): while 予言者ギャラシβ is in
    the hand, does its スーパー・サバイバー give the other survivors in the hand ギャラクシールド 2? No: it
    works only while 予言者ギャラシβ is in the battle zone. ギャラシβ and ギャラクシールド are not in the
    catalog: 鉄壁の守護者ガリア・ゾールα (a survivor sharing ブロッカー) is in player B's hand, so
    スフィンティラノスβ in the battle zone cannot block (the first scenario of this feature is the
    control, with ガリア・ゾールα in the battle zone).
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: スフィンティラノスβ
    And player B's hand holds: 鉄壁の守護者ガリア・ゾールα
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: nothing
