@keywords @classic
Feature: S・バック of the classic creatures
  S・バック-水「水のカードを自分のシールドゾーンから手札に加える時、そのカードを捨ててもよい。そうした場合、
  コストを支払わずにこのクリーチャーを召喚する」: declared as the broken shields are about to reach the hand,
  with the shield triggers (113.6; 000 on 天真妖精オチャッピィ), discarding a card of its civilization.

  Background:
    Given it is player B's turn

  @tcg-general
  Scenario: クラック・クロウラー is summoned by discarding a broken water shield
    Given player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's shield zone holds: シザー・アイ
    And player A's hand holds: クラック・クロウラー
    And player A will declare クラック・クロウラー
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg クラック・クロウラー is in player A's battle zone
    And under tcg シザー・アイ is in player A's graveyard

  @tcg-general
  Scenario: A broken shield of another civilization does not let クラック・クロウラー be summoned
    Given player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's shield zone holds: フォレスト・ホーネット
    And player A's hand holds: クラック・クロウラー
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg クラック・クロウラー is in player A's hand
    And under tcg フォレスト・ホーネット is in player A's hand
