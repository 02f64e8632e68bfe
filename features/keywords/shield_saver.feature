@keywords @classic
Feature: シールド・セイバー: a creature destroyed instead of a shield's break
  シールド・セイバー「自分のシールドがブレイクされる時、かわりにこのクリーチャーを破壊してもよい」: a replacement of
  one shield's break; the shield stays in the shield zone, unbroken (no shield trigger, no "broken" event).
  光封樹「このクリーチャーがバトルゾーンにある間、自分のシールドが1枚ブレイクされる時、かわりにこのクリーチャーを
  自分の墓地に置いてもよい」 is put into the graveyard, which is no destruction. One saver saves one shield: a
  W・ブレイカー's second shield is broken unless another saver replaces it.

  Background:
    Given it is player A's turn
    And player B has 3 shields

  @tcg-general
  Scenario: 斬雪妖精バケット・バケット is destroyed instead of the shield's break, and its destroyed ability works
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 斬雪妖精バケット・バケット
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B has 3 shields
    And under tcg 斬雪妖精バケット・バケット is in player B's graveyard
    And under tcg 爆炎野郎ジョー is in player A's mana zone

  @tcg-general
  Scenario: The saver declined, the shield is broken
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 斬雪妖精バケット・バケット
    And player B will not use the replacement effect of 斬雪妖精バケット・バケット
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B has 2 shields
    And under tcg 斬雪妖精バケット・バケット is in player B's battle zone

  @tcg-general
  Scenario: 光封樹 saves one of the two shields a W・ブレイカー breaks, going to the graveyard undestroyed
    Given player A's battle zone holds, left to right: ブレイドラッシュ・ワイバーンδ
    And player B's battle zone holds, left to right: 光封樹
    When player A attacks player B with ブレイドラッシュ・ワイバーンδ
    Then under tcg player B has 2 shields
    And under tcg 光封樹 is in player B's graveyard
