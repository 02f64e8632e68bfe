@mana
Feature: TCG mana basics (003, 基本ルール細則 / 文明とマナカード)
  Mana comes from tapping untapped mana cards, one mana each, of the card's civilization (a
  multicolour card gives one of its civilizations, chosen at each payment); a card needs at
  least one mana of each of its civilizations. DMPS replaces all of it with released
  civilizations and usable mana (000 マナコスト).

  @ex:BASIC-MANA-01 @cr:112.2
  Scenario: A fire card needs untapped fire mana (tcg), only released fire (dmps)
    The fire mana card was tapped earlier this turn (tcg); under dmps the same spending
    lowered usable mana by 1, and no card is tapped.

    Given it is player A's turn
    And player A's mana zone holds: ピコラのスパナ, アクア・ビークル, アクア・ビークル
    And player A has spent 1 mana this turn
    And player A's hand holds: 凶戦士ブレイズ・クロー
    Then under tcg ピコラのスパナ is tapped
    And under tcg player A cannot summon 凶戦士ブレイズ・クロー
    And under dmps player A can summon 凶戦士ブレイズ・クロー
    When player A summons 凶戦士ブレイズ・クロー
    Then under tcg the last action is refused
    And under dmps the last action is allowed
    And under dmps player A's usable mana is 1

  @ex:BASIC-MANA-02 @cr:105.3
  Scenario: Paying taps that many mana cards; tapped mana is used again only after the untap
    Given it is player A's turn
    And player A's mana zone holds: 3 x シェル・ラック
    And player A's hand holds: 2 x シェル・ラック
    When player A summons シェル・ラック
    Then under tcg player A's mana zone has 2 tapped cards
    And under tcg player A's untapped mana is 1
    And under tcg player A cannot summon シェル・ラック
    When player A ends the turn
    And player B ends the turn
    Then under tcg player A's mana zone has 0 tapped cards
    And under tcg player A can summon シェル・ラック

  @ex:BASIC-MANA-03 @cr:107.2
  Scenario: One mana card gives one mana; a five-colour rainbow of mana number 0 gives none
    003 (2011): a printed mana number other than 1 counts as 1 unless the card says
    otherwise. The tcg profile follows the current rules, where the five-colour rainbows'
    mana number 0 gives no mana (the catalog's note: the modern exception).

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, 五元のロードライト
    And player A's hand holds: アクア・ガード, アクア・ビークル
    Then under tcg player A can summon アクア・ガード
    And under tcg player A cannot summon アクア・ビークル
    When player A summons アクア・ガード
    Then under tcg player A's untapped mana is 1
    And under tcg アクア・ビークル is tapped

  @ex:BASIC-MANA-04 @cr:503.1
  Scenario Outline: Any card can be charged to the mana zone: <kind>
    Given it is player A's turn
    And player A's hand holds: <card>
    When player A charges <card>
    Then under tcg the last action is allowed
    And under tcg <card> is in player A's mana zone
    And under tcg player A's untapped mana is 1

    Examples:
      | kind       | card                |
      | creature   | アクア・ビークル     |
      | spell      | クリムゾン・ハンマー |
      | cross gear | クリムゾン・ライフル |
      | castle     | 海底鬼面城           |

  @ex:BASIC-MANA-05
  Scenario: A card in the mana zone can't be summoned from there
    003's 2011 wording; later cards (mana summon and the like) make exceptions by their own
    text (the catalog's note). No such effect is on the board here.

    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, アクア・ビークル, アクア・ガード
    When player A tries to summon アクア・ガード from their mana zone
    Then under tcg the last action is refused
    And under tcg アクア・ガード is in player A's mana zone
    And under tcg アクア・ガード is not in player A's battle zone

  @ex:BASIC-MANA-06
  Scenario: A fire/nature mana card gives fire or nature at each payment, not both
    Given it is player A's turn
    And player A's mana zone holds: 無頼勇騎ゴンタ, アクア・ビークル
    And player A's hand holds: 凶戦士ブレイズ・クロー, シェル・ラック, 無頼勇騎ゴンタ
    Then under tcg player A can summon 凶戦士ブレイズ・クロー
    And under tcg player A can summon シェル・ラック
    And under tcg player A cannot summon 無頼勇騎ゴンタ
    When player A summons 凶戦士ブレイズ・クロー
    Then under tcg 無頼勇騎ゴンタ is tapped
    And under tcg player A's untapped mana is 1

  @ex:BASIC-MANA-08 @cr:112.2a
  Scenario: A fire/nature card needs a fire mana and a nature mana (tcg), both released (dmps)
    Given it is player A's turn
    And player A's mana zone holds: 無頼勇騎ゴンタ, アクア・ビークル
    And player A's hand holds: 無頼勇騎ゴンタ
    Then under tcg player A cannot summon 無頼勇騎ゴンタ
    And under dmps player A can summon 無頼勇騎ゴンタ
    When player A summons 無頼勇騎ゴンタ
    Then under tcg the last action is refused
    And under dmps the last action is allowed

  @ex:BASIC-MANA-08 @cr:112.2a
  Scenario: A fire mana card and a nature mana card pay for a fire/nature card (tcg)
    Given it is player A's turn
    And player A's mana zone holds: ピコラのスパナ, シェル・ラック
    And player A's hand holds: 無頼勇騎ゴンタ
    When player A summons 無頼勇騎ゴンタ
    Then under tcg and dmps the last action is allowed
    And under tcg player A's mana zone has 2 tapped cards
