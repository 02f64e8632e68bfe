@faq
Feature: Dragheart weapons: equipped to a creature, never alone in the battle zone
  A dragheart weapon (ドラグハート・ウエポン, 305) is an element of the battle zone equipped to a creature
  (305.2: 「ウエポンはクリーチャーに装備することができます」). It can't be there alone (305.3: 「ウエポンは単独で
  バトルゾーンに存在することができません」): 117.2 「バトルゾーンにある単一のウエポンは、超次元ゾーンに置かれます。」
  is a state-based action, so a weapon put with no creature to equip, or whose creature left, goes to
  the hyperspatial zone; a weapon itself put into another zone goes there instead (117.1, 807.4b). It
  is no component card of its creature (109.2c): it does not follow it.

  @qa:42359 @cr:117.2
  Scenario: A weapon put with no creature to equip goes back to the hyperspatial zone; its 「出た時」 ability is still used
    Q&A 42359 (2022-10-28, https://dm.takaratomy.co.jp/rule/qa/42359/, read on dmwiki 公式Q&A 2022年10月28日
    更新版): casting 《超次元パンドラ・ホール》 with no creature of one's own, a cost-5-or-less weapon may
    be put into the battle zone, but it can't stay alone and goes back to the hyperspatial zone at
    once; its 「出た時」 ability can still be used. Player A has no creature; 超次元パンドラ・ホール puts
    邪帝斧 ボアロアックス (「このドラグハートが出た時…、自然のコスト5以下のクリーチャーを1体、自分のマナゾーン
    からバトルゾーンに出してもよい」): it is equipped to nothing, the state-based check sends it to the
    hyperspatial zone, and its ability, waiting, puts 青銅の鎧 from the mana zone.
    Given it is player A's turn
    And player A's hand holds: 超次元パンドラ・ホール
    And player A's hyperspatial zone holds: 邪帝斧 ボアロアックス
    And player A's mana zone holds: 青銅の鎧
    When an effect of player A's casts 超次元パンドラ・ホール from their hand without paying its cost
    Then under tcg 邪帝斧 ボアロアックス is in player A's hyperspatial zone
    And under tcg 青銅の鎧 is in player A's battle zone
    And under tcg these happen in this order:
      | step                                  |
      | 邪帝斧 ボアロアックス enters          |
      | 邪帝斧 ボアロアックス: from mana resolves |
      | 青銅の鎧 enters                       |

  @qa:42359 @cr:117.2
  Scenario: With a creature of one's own, the weapon is equipped to it and stays
    The same Q&A's case with a creature to equip (「(それがウエポンであれば、自分のクリーチャーに装備して出す)」):
    邪帝斧 ボアロアックス is equipped to 凶戦士ブレイズ・クロー and stays in the battle zone.
    Given it is player A's turn
    And player A's battle zone holds: 凶戦士ブレイズ・クロー
    And player A's hand holds: 超次元パンドラ・ホール
    And player A's hyperspatial zone holds: 邪帝斧 ボアロアックス
    When an effect of player A's casts 超次元パンドラ・ホール from their hand without paying its cost
    Then under tcg 邪帝斧 ボアロアックス is in player A's battle zone
    And under tcg 邪帝斧 ボアロアックス is equipped to 凶戦士ブレイズ・クロー

  @qa:dmwiki-dh-weapon-leave @cr:117.2
  Scenario: The creature equipped with a weapon is destroyed: the weapon goes straight to the hyperspatial zone
    dmwiki ドラグハート・ウエポン (a 2018-07 revision, on 銀河剣 プロトハート): as a weapon it returns directly
    to the hyperspatial zone through no other zone; it can't stay in the battle zone alone. Player B
    destroys 凶戦士ブレイズ・クロー, equipped with 銀河剣 プロトハート: the creature goes to the graveyard,
    the weapon, alone, to the hyperspatial zone, never to the graveyard.
    Given it is player B's turn
    And player A's battle zone holds: 凶戦士ブレイズ・クロー, 銀河剣 プロトハート
    And 銀河剣 プロトハート is equipped to 凶戦士ブレイズ・クロー
    When an effect of player B's destroys 凶戦士ブレイズ・クロー
    Then under tcg 凶戦士ブレイズ・クロー is in player A's graveyard
    And under tcg 銀河剣 プロトハート is in player A's hyperspatial zone
    And under tcg 銀河剣 プロトハート was never in player A's graveyard

  @qa:dmwiki-dh-weapon-leave @cr:117.1
  Scenario: A weapon chosen as a card leaves alone, straight to the hyperspatial zone; its creature stays
    The same page: a weapon that leaves the battle zone as a weapon returns directly to the
    hyperspatial zone. トンギヌスの槍 chooses 銀河剣 プロトハート (a card of the battle zone): it goes to the
    hyperspatial zone, not to the deck; 凶戦士ブレイズ・クロー, no longer equipped, stays.
    Given it is player B's turn
    And player A's battle zone holds: 凶戦士ブレイズ・クロー, 銀河剣 プロトハート
    And 銀河剣 プロトハート is equipped to 凶戦士ブレイズ・クロー
    And player B's hand holds: トンギヌスの槍
    And player B will choose 銀河剣 プロトハート as target
    When an effect of player B's casts トンギヌスの槍 from their hand without paying its cost
    Then under tcg 銀河剣 プロトハート is in player A's hyperspatial zone
    And under tcg 銀河剣 プロトハート is not in player A's deck
    And under tcg 凶戦士ブレイズ・クロー is in player A's battle zone

  @qa:dmwiki-weapon-seal-2015 @cr:117.2
  Scenario: A sealed creature keeps its weapon equipped
    dmwiki ドラグハート・ウエポン (the office confirmed it 2015-12-18): when a creature equipped with a
    weapon is sealed, the creature is ignored but the weapon stays equipped, and its abilities are
    not ignored. ジ・エンド・オブ・エックス has player A seal 凶戦士ブレイズ・クロー, equipped with 銀河剣
    プロトハート: the sealed creature is still in the battle zone (116), so the weapon is not alone and
    stays, equipped to it. (That its abilities still work is not observed: 銀河剣 プロトハート's abilities
    are not encoded.)
    Given it is player B's turn
    And player A's battle zone holds: 凶戦士ブレイズ・クロー, 銀河剣 プロトハート
    And 銀河剣 プロトハート is equipped to 凶戦士ブレイズ・クロー
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's hand holds: ジ・エンド・オブ・エックス
    When an effect of player B's casts ジ・エンド・オブ・エックス from their hand without paying its cost
    Then under tcg 凶戦士ブレイズ・クロー has 1 seal
    And under tcg 銀河剣 プロトハート is in player A's battle zone
    And under tcg 銀河剣 プロトハート is equipped to 凶戦士ブレイズ・クロー
