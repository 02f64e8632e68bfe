@keywords @classic @tcg-general
Feature: Power by situation, added civilizations and power per civilization (classic cards)
  Static abilities of the classic cards that change power only in a situation: 「火のクリーチャーと
  バトルする時、このクリーチャーのパワーは+4000される」 (電脳聖者タージマル: read as the battle compares
  powers), 「このクリーチャーがブロックしている時、このクリーチャーのパワーは+2000される」 (宣凶師ゼルビア:
  from its block until the attack ends), 「自分のターン中、バトルゾーンにある自分の他のクリーチャーすべての
  パワーは+2000される」 (式神パイレーツ); 「バトルゾーンにある自分の闇のクリーチャーと自然のクリーチャーはすべて、
  火のクリーチャーでもある」 (染風の宮司カーズ); 「このクリーチャーのパワーは、自分のマナゾーンにあるカードの
  文明1つにつき+3000される」 (聖断の精霊エリクシア: civilizations counted once each).

  Background:
    Given it is player A's turn
    And player B has 5 shields

  Scenario: 電脳聖者タージマル battles a fire creature with 8000 power
    Given player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: 電脳聖者タージマル (tapped)
    When player A attacks 電脳聖者タージマル with ボルシャック・ドラゴン
    Then under tcg ボルシャック・ドラゴン is in player A's graveyard
    And under tcg 電脳聖者タージマル is in player B's battle zone

  Scenario: Against a creature that is not fire, 電脳聖者タージマル has its printed 4000
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 電脳聖者タージマル (tapped)
    When player A attacks 電脳聖者タージマル with 群れを守るトライ・ホーン
    Then under tcg 電脳聖者タージマル is in player B's graveyard
    And under tcg 群れを守るトライ・ホーン is in player A's battle zone

  Scenario: 宣凶師ゼルビア blocking has 6000 and wins against a 5000
    Given player A's battle zone holds, left to right: 群れを守るトライ・ホーン
    And player B's battle zone holds, left to right: 宣凶師ゼルビア
    And player B will block with 宣凶師ゼルビア
    Then under tcg 宣凶師ゼルビア's power is 4000
    When player A attacks player B with 群れを守るトライ・ホーン
    Then under tcg 群れを守るトライ・ホーン is in player A's graveyard
    And under tcg 宣凶師ゼルビア is in player B's battle zone
    And under tcg 宣凶師ゼルビア's power is 4000

  Scenario: 式神パイレーツ adds 2000 to its controller's other creatures during its controller's turn only
    Given player A's battle zone holds, left to right: 式神パイレーツ, 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 式神パイレーツ, 予言者クルト
    Then under tcg 爆炎野郎ジョー's power is 5000
    And under tcg 予言者クルト's power is 500
    And under tcg 式神パイレーツ's power is 2000

  @cr:106.4
  Scenario: 染風の宮司カーズ makes its controller's darkness creatures fire as well
    Given player A's battle zone holds, left to right: 染風の宮司カーズ, 凶犬人形ジュンカツ
    And player B's battle zone holds, left to right: 道化人形ミケ
    Then under tcg 凶犬人形ジュンカツ's civilizations are fire, darkness
    And under tcg 凶犬人形ジュンカツ's power is 3000
    And under tcg 道化人形ミケ's civilizations are darkness

  Scenario: 聖断の精霊エリクシア counts each civilization of its controller's mana zone once
    Given player A's battle zone holds, left to right: 聖断の精霊エリクシア
    And player A's mana zone holds: 3 x 爆炎野郎ジョー, シェル・ラック, 電脳聖者タージマル
    Then under tcg 聖断の精霊エリクシア's power is 13000
    And under tcg 聖断の精霊エリクシア has the keyword w breaker
    And under tcg 聖断の精霊エリクシア does not have the keyword t breaker
