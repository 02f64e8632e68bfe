@keywords @classic
Feature: Effects that last this turn or until the controller's next turn: power, per-card power, blocks, breaks
  A resolving ability may change creatures for a while (継続的効果): オーラ・ブラスター 「このターンの攻撃中、
  バトルゾーンにある自分のクリーチャーすべてのパワーは+2000される」 (only while each attacks), 戦域の守護者
  リーン・イグナス 「次の自分のターンのはじめまで、…「ブロッカー」を持つクリーチャーすべてのパワーは+4000される」,
  黄金の円盾 「そのターン、そのクリーチャーのパワーは、自分のマナゾーンにある文明ひとつにつき+1000される」 (read:
  the civilizations are counted as the ability resolves, as 公式Q&A 2021-04-16 counts シンカパワー's cards 「解決の
  際に」), 無頼封魔アニマベルギス 「そのターン、そのクリーチャーはシールドをさらに１枚ブレイクする」 and 夢蒼の剛剣
  「このターン、その種族のクリーチャーは、パワー3000以下のクリーチャーにブロックされない」 (read: the subject names
  no zone, so every creature of that race is changed while the effect lasts).

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @tcg-general
  Scenario: オーラ・ブラスター's +2000 holds while the creature attacks, not before
    Given player A's mana zone holds: 4 x 激闘するフェザー・ホーン
    And player A's hand holds: オーラ・ブラスター
    And player A's battle zone holds, left to right: 激闘するフェザー・ホーン
    And player B's battle zone holds, left to right: 群れを守るトライ・ホーン (tapped)
    When player A casts オーラ・ブラスター
    Then under tcg 激闘するフェザー・ホーン's power is 4000
    When player A attacks 群れを守るトライ・ホーン with 激闘するフェザー・ホーン
    Then under tcg 群れを守るトライ・ホーン is in player B's graveyard
    And under tcg 激闘するフェザー・ホーン is in player A's battle zone

  @tcg-general
  Scenario: リーン・イグナス's +4000 to blockers lasts through the opponent's turn and ends as A's next turn starts
    Given player A's mana zone holds: 5 x 藍電草
    And player A's hand holds: 戦域の守護者リーン・イグナス
    And player A's battle zone holds, left to right: 鉄壁の守護者ガリア・ゾールα, 白銀の牙
    When player A summons 戦域の守護者リーン・イグナス
    And player A ends the turn
    Then under tcg 鉄壁の守護者ガリア・ゾールα's power is 6000
    And under tcg 戦域の守護者リーン・イグナス's power is 10000
    And under tcg 白銀の牙's power is 3000
    When player B ends the turn
    Then under tcg 鉄壁の守護者ガリア・ゾールα's power is 2000
    And under tcg 戦域の守護者リーン・イグナス's power is 6000

  @tcg-general
  Scenario: 黄金の円盾 gets +1000 per civilization of A's mana zone this turn
    Given player A's mana zone holds: 藍電草, 激闘するフェザー・ホーン, 腐卵虫ハングワーム
    And player A's hand holds: 黄金の円盾
    When player A summons 黄金の円盾
    Then under tcg 黄金の円盾's power is 6000
    When player A ends the turn
    Then under tcg 黄金の円盾's power is 3000

  @tcg-general
  Scenario: The creature アニマベルギス chose breaks one more shield this turn
    Given player A's mana zone holds: 激闘するフェザー・ホーン, 腐卵虫ハングワーム
    And player A's hand holds: 無頼封魔アニマベルギス
    And player A's battle zone holds, left to right: 白銀の牙
    And player A will choose 白銀の牙 as target
    When player A summons 無頼封魔アニマベルギス
    And player A attacks player B with 白銀の牙
    Then under tcg player B has 3 shields

  @tcg-general
  Scenario: After 夢蒼の剛剣's tap skill, creatures of the chosen race are not blocked by creatures of power 3000 or less
    Given player A's battle zone holds, left to right: 夢蒼の剛剣, 白銀の牙
    And player B's battle zone holds, left to right: 鉄壁の守護者ガリア・ゾールα, 戦域の守護者リーン・イグナス
    And player A will choose the race ビーストフォーク
    When player A uses the tap skill of 夢蒼の剛剣
    And player A attacks player B with 白銀の牙
    Then under tcg player B could block with: 戦域の守護者リーン・イグナス

  @tcg-general
  Scenario: Without the tap skill both blockers may block
    Given player A's battle zone holds, left to right: 夢蒼の剛剣, 白銀の牙
    And player B's battle zone holds, left to right: 鉄壁の守護者ガリア・ゾールα, 戦域の守護者リーン・イグナス
    When player A attacks player B with 白銀の牙
    Then under tcg player B could block with: 鉄壁の守護者ガリア・ゾールα, 戦域の守護者リーン・イグナス
