@mana
Feature: Effects that move the DMPS usable-mana cap and usable mana
  000 (マナコスト), after the tables: ワイルド・サファリ・チャンネル raises both (the cap becomes
  twice max mana this turn); 「使用可能マナをn回復する」 (賢察するエンシェント・ホーン, ボルバルザーク・エクス)
  raises usable mana only, never above the cap; 「使用可能マナをn少なくする」 (龍神メタル of the God
  card 破壊龍神, メガ・マナロック・ドラゴン) lowers the cap too, so nothing recovers the lost mana.

  @ex:DMPS-MANA-25 @tcg-general
  Scenario: ワイルド・サファリ・チャンネル lets usable mana exceed the cards in the mana zone
    000 quotes the effect but not when it triggers: the scenario resolves it directly. 000
    lists this among the plays the TCG can't make: TCG mana is untapped cards, never more
    than the cards of the zone (the TCG card's own text, multicolour cards giving 2 mana,
    is not encoded: its TCG version resolves nothing here).

    Given it is player A's turn
    And player A's mana zone holds: 5 x シェル・ラック
    When the ability of 大革命のD ワイルド・サファリ・チャンネル resolves for player A
    Then under dmps player A's usable mana is 6
    And under dmps player A's max mana is 5
    And under tcg and dmps player A's mana zone has 5 cards
    And under tcg player A's untapped mana is 5

  @ex:DMPS-MANA-26
  Scenario: ワイルド・サファリ・チャンネル's +1 makes the cap twice max mana, and no more
    Given it is player A's turn
    And player A's mana zone holds: 5 x シェル・ラック
    When the ability of 大革命のD ワイルド・サファリ・チャンネル resolves for player A
    Then under dmps player A's usable mana is 6
    And under dmps player A's usable-mana cap is 10
    When the ability of 大革命のD ワイルド・サファリ・チャンネル resolves for player A 5 times
    Then under dmps player A's usable mana is 10
    And under dmps player A's usable-mana cap is 10

  @ex:DMPS-MANA-26
  Scenario: The doubled cap lasts for the turn
    The quoted text gives no duration for the doubled cap. Reading: it lasts for the turn
    the effect applied; at the next refill the cap is the ordinary one again.

    Given it is player A's turn
    And player A's mana zone holds: 5 x シェル・ラック
    When the ability of 大革命のD ワイルド・サファリ・チャンネル resolves for player A
    And player A ends the turn
    And player B ends the turn
    Then under dmps player A's usable-mana cap is 5
    And under dmps player A's usable mana is 5

  @ex:DMPS-MANA-27
  Scenario: 賢察するエンシェント・ホーン recovers 5 usable mana, never above the cap
    DMPS text assumed to keep the TCG five-shield condition (card note).

    Given it is player A's turn
    And player A has 5 shields
    And player A's mana zone holds: 6 x シェル・ラック
    And player A has spent 3 mana this turn
    And player A's hand holds: 賢察するエンシェント・ホーン
    When an effect puts 賢察するエンシェント・ホーン from player A's hand into the battle zone
    Then under dmps player A's usable mana is 6
    And under dmps player A's usable-mana cap is 6
    And under dmps player A's max mana is 6

  @ex:DMPS-MANA-27
  Scenario: ボルバルザーク・エクス recovers usable mana up to the cap; the cap is unchanged
    The seed leaves its n unstated; read as "as much as the cap allows" (card note).

    Given it is player A's turn
    And player A's mana zone holds: 3 x シェル・ラック, 3 x ピコラのスパナ
    And player A has spent 5 mana this turn
    And player A's hand holds: ボルバルザーク・エクス
    When an effect puts ボルバルザーク・エクス from player A's hand into the battle zone
    Then under dmps player A's usable mana is 6
    And under dmps player A's usable-mana cap is 6

  @ex:DMPS-MANA-28
  Scenario: エンシェント・ホーン put into the battle zone for free with 3 cards in the mana zone: usable 3, not 5
    FAQ 0208 (quoted by 000). The board has usable mana 0 before, so a recovery not capped
    would reach 5.

    Given it is player A's turn
    And player A has 5 shields
    And player A's mana zone holds: 3 x シェル・ラック
    And player A has spent 3 mana this turn
    And player A's hand holds: 賢察するエンシェント・ホーン
    When an effect puts 賢察するエンシェント・ホーン from player A's hand into the battle zone
    Then under dmps player A's usable mana is 3
    And under dmps player A's usable-mana cap is 3

  @ex:DMPS-MANA-29
  Scenario: 龍神メタル (破壊龍神) lowers the cap: the refill and ボルバルザーク・エクス stop short
    The DMPS 龍神メタル reads 「相手の使用可能マナは1少なくなる。(この効果は重複しない)」
    (dmwiki 《破壊龍神》), so n = 1 here (the catalog's n = 2 is illustrative). 001 says only
    that with 破壊龍神 max mana and the fully refilled usable mana can differ: dmps-old is
    asserted on that.

    Given it is player B's turn
    And player B's battle zone holds, left to right: 龍神メタル
    And player A's mana zone holds: 4 x シェル・ラック, 3 x ピコラのスパナ
    And player A's hand holds: シェル・ラック, ボルバルザーク・エクス
    When player A's turn starts
    Then under dmps and dmps-old player A's max mana is 7
    And under dmps and dmps-old player A's usable mana is 6
    And under dmps player A's usable-mana cap is 6
    When player A summons シェル・ラック
    And an effect puts ボルバルザーク・エクス from player A's hand into the battle zone
    Then under dmps player A's usable mana is 6
    And under dmps player A's usable-mana cap is 6

  @ex:DMPS-MANA-29
  Scenario: Two 龍神メタル don't stack
    「この効果は重複しない」: a second copy lowers nothing more.

    Given it is player B's turn
    And player B's battle zone holds, left to right: 龍神メタル, 龍神メタル
    And player A's mana zone holds: 7 x シェル・ラック
    When player A's turn starts
    Then under dmps player A's usable-mana cap is 6
    And under dmps player A's usable mana is 6

  @ex:DMPS-MANA-29
  Scenario: メガ・マナロック・ドラゴン lowers the opponent's cap through their next turn
    Its DMPS wording is not in the sources; assumed (card note): n is the number of
    civilizations in the opponent's mana zone, lasting to the end of their next turn. Player
    A's mana holds water and nature: n = 2.

    Given it is player B's turn
    And player B's mana zone holds: 6 x ピコラのスパナ
    And player B's hand holds: メガ・マナロック・ドラゴン
    And player A's mana zone holds: 4 x シェル・ラック, 3 x アクア・ビークル
    And player A's hand holds: シェル・ラック, ボルバルザーク・エクス
    When player B summons メガ・マナロック・ドラゴン
    And player B ends the turn
    Then under dmps player A's max mana is 7
    And under dmps player A's usable-mana cap is 5
    And under dmps player A's usable mana is 5
    When player A summons シェル・ラック
    And an effect puts ボルバルザーク・エクス from player A's hand into the battle zone
    Then under dmps player A's usable mana is 5
    When player A ends the turn
    And player B ends the turn
    Then under dmps player A's usable-mana cap is 7
    And under dmps player A's usable mana is 7
