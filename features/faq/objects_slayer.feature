@faq
Feature: Official rulings on スレイヤー
  スレイヤー's reminder text (since DM-10): 「このクリーチャーがバトルする時、バトルの後、相手クリーチャーを
  破壊する」. The creature a slayer battled is destroyed after the battle, whoever won it and
  whoever controls it (115 バトル: the battle's loser is destroyed first).

  @qa:fandom-slayer-own-creatures
  Scenario: A slayer destroys its controller's own creature it was made to battle
    Duel Masters fandom wiki, Slayer (https://breezewiki.discard.no/duelmasters/wiki/Slayer; the
    ruling it reports is undated): does a slayer destroy one of its controller's own creatures
    that it battles through a "these two creatures battle" effect? Yes: スレイヤー destroys the
    creature it battled, whatever its controller. 爆竜トルネードシヴァXX makes player A's ギガジール
    (3000, slayer) battle player A's own 暗黒の騎士ザガーン (7000): ギガジール loses, and ザガーン,
    which won, is destroyed after the battle.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆竜トルネードシヴァXX, ギガジール, 暗黒の騎士ザガーン
    And player B has 5 shields
    And player A will use the optional ability of 爆竜トルネードシヴァXX
    And player A will choose ギガジール as target
    And player A will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 爆竜トルネードシヴァXX
    Then under tcg ギガジール is in player A's graveyard
    And under tcg 暗黒の騎士ザガーン is in player A's graveyard
    And under tcg player B has 3 shields

  @qa:fandom-slayer-not-winning
  Scenario: A creature destroyed by a slayer still won its battle
    Duel Masters fandom wiki, Slayer (https://breezewiki.discard.no/duelmasters/wiki/Slayer;
    undated): is a creature a slayer destroys the battle's loser, and does スレイヤー work on a
    creature that wins its battle? Being destroyed by スレイヤー is not losing the battle (nor is
    the slayer its winner), and since the DM-10 text it destroys the other creature after the
    battle whatever the powers. 牙男 (1000, slayer) attacks player B's tapped 機動聖者ミールマックス
    (3000): ミールマックス wins, so its "when this wins a battle" ability triggers, and it is
    destroyed after the battle all the same.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 牙男
    And player B's battle zone holds, left to right: 機動聖者ミールマックス (tapped)
    When player A attacks 機動聖者ミールマックス with 牙男
    Then under tcg 機動聖者ミールマックス's ability triggers 1 time
    And under tcg 牙男 is in player A's graveyard
    And under tcg 機動聖者ミールマックス is in player B's graveyard

  @qa:dmwiki-slayer-text-change
  Scenario: A slayer that wins still destroys the creature it battled after the battle
    dmwiki スレイヤー (http://dm-wiki.net/?%A5%B9%A5%EC%A5%A4%A5%E4%A1%BC; the date of the text change is
    not shown there): since the reminder text became "after the battle, destroy the creature it
    battled", スレイヤー applies when the slayer wins too, and older cards are read with the new
    text. 黒神龍ハルヴェルド (6000, slayer) attacks player B's tapped 緑神龍グレガリゴン (4000), which
    loses; player B's 雪渓妖精マルル (セイバー：アース・ドラゴン) is destroyed in its place, and after
    the battle スレイヤー destroys グレガリゴン all the same.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 黒神龍ハルヴェルド
    And player B's battle zone holds, left to right: 緑神龍グレガリゴン (tapped), 雪渓妖精マルル
    When player A attacks 緑神龍グレガリゴン with 黒神龍ハルヴェルド
    Then under tcg 雪渓妖精マルル is in player B's graveyard
    And under tcg 緑神龍グレガリゴン is in player B's graveyard
    And under tcg 黒神龍ハルヴェルド is in player A's battle zone

  @tcg-general
  Scenario: Without スレイヤー, the creature a セイバー saved stays
    The control of the scenario above: ボルシャック・ドラゴン (6000, no slayer) beats 緑神龍グレガリゴン
    the same way; マルル is destroyed in its place and グレガリゴン stays.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: 緑神龍グレガリゴン (tapped), 雪渓妖精マルル
    When player A attacks 緑神龍グレガリゴン with ボルシャック・ドラゴン
    Then under tcg 雪渓妖精マルル is in player B's graveyard
    And under tcg 緑神龍グレガリゴン is in player B's battle zone


  @qa:42392 @cr:510.2
  Scenario: A creature that blocks is still not destroyed while blocking when スレイヤー destroys after the battle
    Official Q&A 42392 (2022-11-11, https://dm.takaratomy.co.jp/rule/qa/42392/, seen on dmwiki 公式Q&A
    2022年11月11日更新版): 相手の「スレイヤー」を持つクリーチャーによる攻撃を、《サッヴァーク-MAX》でブロックしました。
    バトルの後、《サッヴァーク-MAX》は破壊されますか? いいえ、破壊されません。「ブロック中」の効果が消えるのは、
    攻撃終了ステップです (510.2)。「バトルの後」の能力を解決し終えてから攻撃終了ステップに移るため、「スレイヤー」を
    解決するタイミングでは「ブロック中破壊されない」効果がまだ消えていません。ギガジール (3000, slayer) attacks
    player B, whose サッヴァーク-MAX (11000, 「自分のクリーチャーは、ブロック中破壊されない。」) blocks it:
    ギガジール loses the battle and is destroyed; サッヴァーク-MAX stays in the battle zone.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ギガジール
    And player B's battle zone holds, left to right: サッヴァーク-MAX
    And player B has 5 shields
    And player B will block with サッヴァーク-MAX
    When player A attacks player B with ギガジール
    Then under tcg サッヴァーク-MAX is in player B's battle zone
    And under tcg ギガジール is in player A's graveyard
    And under tcg player B has 5 shields

  @qa:dmwiki-slayer-zaitaku
  Scenario: A creature not destroyed during its battle is destroyed by スレイヤー after the battle
    The official Q&A quoted by dmwiki スレイヤー (https://dm-wiki.net/%E3%82%B9%E3%83%AC%E3%82%A4%E3%83%A4%E3%83%BC;
    its number and date not shown): 自分の《ザイタク・チュリス》が、相手のスレイヤー能力を持つクリーチャーとバトル
    しました。《ザイタク・チュリス》は破壊されますか? はい、破壊されます。「バトル中」は破壊されませんがスレイヤーの
    ような「バトルの後」の能力が解決する時点では効果が適用されません。ザイタク・チュリス's text was not found; 爆ぜる
    革命 ドラッケンA (dmwiki: 「バトル中、このクリーチャーは破壊されない。」) stands in for it. Player B's ドラッケンA
    (13000), tapped, is attacked by player A's ギガジール (3000, slayer): it wins the battle, and after the battle
    スレイヤー destroys it. The reading: バトル中 covers the battle's own destruction of its loser (115.3b), not what resolves
    after the battle.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ギガジール
    And player B's battle zone holds, left to right: 爆ぜる革命 ドラッケンA (tapped)
    When player A attacks 爆ぜる革命 ドラッケンA with ギガジール
    Then under tcg 爆ぜる革命 ドラッケンA is in player B's graveyard
    And under tcg ギガジール is in player A's graveyard
