@misc
Feature: No S-back from the mana zone, even where a creature may be summoned from it
  000 ルールの違い / その他: マナ召喚ができる状況でも、マナゾーンからS・バックを使えない。
  地封龍 ギャイア: 自分のターン中、クリーチャーを1体、自分のマナゾーンから召喚してもよい (its DMPS version
  assumed to keep the sentence). The shield reaches the hand by an effect during A's own turn, which
  offers S-triggers and S-backs like a break does. The TCG side is only implied by 000's contrast:
  recorded, not asserted.

  @ex:DMPS-MISC-06
  Scenario: 天真妖精オチャッピィ in the mana zone is not offered an S-back
    Given it is player A's turn
    And player A's battle zone holds, left to right: 地封龍 ギャイア
    And player A's mana zone holds: 天真妖精オチャッピィ, 3 x シェル・ラック
    And player A's shield zone holds: シェル・ラック
    When an effect puts シェル・ラック from player A's shields into their hand
    Then under dmps player A could not declare 天真妖精オチャッピィ
    And under dmps 天真妖精オチャッピィ is in player A's mana zone
    And under dmps シェル・ラック is in player A's hand
