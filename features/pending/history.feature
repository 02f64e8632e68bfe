@pending
Feature: The nowhere-zone rulings before 2022-09-14 against today's pending state
  004 裁定の変遷（史料）: before the 2022-09-14 revision a used card went to the nowhere zone; when
  it came back to the zone it had left, it had not left that zone but had been put into it.
  Today it has done neither. A summon of a creature that cannot be put could be declared
  then; later it could not. A "does not leave the zone" lock still allows the declaration
  today, without the placement.

  Background:
    Given it is player A's turn

  @ex:PEND-HIST-06 @ex:PEND-HIST-07
  Scenario: 陰陽の舞 from the mana zone under バリバリ・ケドケド: declared and put into mana before, not declarable today
    004 裁定の変遷: 「--後者の裁定を悪用したのが、[[【ケドケドベラドマイ】]]である。[[《バリバリ・ケドケド》]]が
    バトルゾーンにいる状態でも[[《陰陽の舞》]]の召喚宣言自体は可能であり、召喚宣言をした場合[[《陰陽の舞》]]は
    バトルゾーンに出ずにマナに置かれる。このとき[[スペース・チャージ]]等の能力はトリガーするという裁定が出て
    いたため…」 「---その後、[[召喚]]についてのルール変更があり、[[出せない]]状況では召喚宣言自体ができなく
    なってしまった。」 護聖妖精トビ・ゴンゴン ("when you put a card into your mana zone") stands in
    for スペース・チャージ. 陰陽の舞's マナ爆誕0 summons it from the mana zone for free. The date of
    the summon rule change is not given: tcg-2021 keeps the declaration allowed (catalog's
    reading; it may already have been refused late in that range).

    Given player B's battle zone holds, left to right: バリバリ・ケドケド, 爆炎野郎ジョー
    And player A's battle zone holds, left to right: 護聖妖精トビ・ゴンゴン
    And player A's mana zone holds: 陰陽の舞, 4 x シェル・ラック
    When player A tries to summon 陰陽の舞 from their mana zone
    Then under tcg the last action is refused
    And under tcg 護聖妖精トビ・ゴンゴン's ability does not trigger
    And under tcg-2021 the last action is allowed
    And under tcg-2021 陰陽の舞 was put into player A's mana zone
    And under tcg-2021 陰陽の舞 did not leave player A's mana zone
    And under tcg-2021 護聖妖精トビ・ゴンゴン's ability triggers
    And under tcg and tcg-2021 陰陽の舞 is in player A's mana zone
    And under tcg and tcg-2021 the creatures put into player A's battle zone were: nothing

  @ex:PEND-HIST-08 @cr:409.2a
  Scenario: 陰陽の舞 from the mana zone under 若き大長老 アプル: declared, stays, not put into the mana zone
    004 裁定の変遷: 「保留状態の策定により、召喚宣言は可能な「○○(ゾーン)を離れない」状態（例えば相手が
    [[《若き大長老 アプル》]]を出していて自分が[[《陰陽の舞》]]を召喚すること）で再現しても、置かれたことになる
    という裁定も損なわれ、[[友情コンボ]]でも不可能になった。」 アプル (all-en): the opponent's cards
    can't leave their graveyard or mana zone — a "does not leave" lock, so the summon may be
    declared; the card stays and is released in place (409.2a). tcg-2021, recorded: put there.

    Given player B's battle zone holds, left to right: 若き大長老 アプル, 爆炎野郎ジョー
    And player A's battle zone holds, left to right: 護聖妖精トビ・ゴンゴン
    And player A's mana zone holds: 陰陽の舞, 4 x シェル・ラック
    When player A tries to summon 陰陽の舞 from their mana zone
    Then under tcg the last action is allowed
    And under tcg 陰陽の舞 is in player A's mana zone
    And under tcg 陰陽の舞 was not put into player A's mana zone
    And under tcg 護聖妖精トビ・ゴンゴン's ability does not trigger
    And under tcg the creatures put into player A's battle zone were: nothing

  @ex:PEND-HIST-05 @ex:PEND-RULE-08
  Scenario: 「純愛の紅」's Galaxy GO from the shield zone kept there by 極幻空 ザハ・エルハ never leaves the shield zone
    004 裁定の変遷: 「--前者について、例えば自分の[[《極幻空 ザハ・エルハ》]]がいる時に、[[ギャラクシーGO]]を持つ
    クリーチャーをシールドゾーンから召喚した場合、そのクリーチャーはシールドゾーン→どこでもないゾーン→シールド
    ゾーンと移動するが、この場合シールドゾーンから全く移動していない扱いになる。そのため、「カードがシールドゾーン
    を離れた時」などの能力は[[誘発]]しない。」 ザハ・エルハ (an aura, attached to 予言者リュゾル): "your
    shields put from the shield zone into any zone but the hand stay in the shield zone instead".
    Before 2022-09-14 the return also counted as being put into the shield zone (「『そのゾーンに
    置かれたことにはなる』」), so 「純愛の紅」's own "put face up into the shield zone" ability
    triggers and taps player B's creature; today neither (Galaxy GO itself triggers in both: 1
    trigger against 2). Reading: the card stays face up on its return (the source does not say).

    Given it is player B's turn
    And player A's shields holds: 「純愛の紅」 (face up), 4 x 予言者リュゾル
    And player A's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    When player A's turn starts
    Then under tcg and tcg-2021 「純愛の紅」 is in player A's shield zone
    And under tcg and tcg-2021 「純愛の紅」 did not leave player A's shield zone
    And under tcg and tcg-2021 極幻空 ザハ・エルハ's replacement ability applies
    And under tcg and tcg-2021 the creatures put into player A's battle zone were: nothing
    And under tcg 「純愛の紅」 was not put into player A's shield zone
    And under tcg 「純愛の紅」's ability triggers 1 time
    And under tcg 爆炎野郎ジョー is not tapped
    And under tcg-2021 「純愛の紅」 was put into player A's shield zone
    And under tcg-2021 「純愛の紅」's ability triggers 2 times
    And under tcg-2021 爆炎野郎ジョー is tapped
