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
