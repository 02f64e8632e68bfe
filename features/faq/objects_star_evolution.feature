@faq
Feature: Official rulings on スター進化
  スター進化 (811): an evolution creature whose leaving is replaced: when it would leave the battle
  zone, its top card leaves instead and the cards under it stay (rebuilt, 801.4). Being a
  replacement, it makes a swap that needs the creature to leave fail (革命チェンジ).

  Background:
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルシャック・大和・モモキング on 凶戦士ブレイズ・クロー

  @qa:dmwiki-star-evo-leave
  Scenario: A destroyed star evolution creature: its top card leaves, the creature under it stays
    dmwiki スター進化 (https://dmwiki.net/?cmd=backup&page=スター進化&age=35&action=diff; a 2021-02
    revision): what leaves when a star evolution creature would leave? By a replacement, its top
    card alone; the cards under it stay. ボルシャック・大和・モモキング on 凶戦士ブレイズ・クロー is
    destroyed: 大和・モモキング goes to the graveyard and ブレイズ・クロー stays in the battle zone.
    The ruling's second point (no help against a removal that is itself a replacement, 神羅スカル・ムーン)
    is not asserted: 神羅スカル・ムーン is not in the catalog.
    When an effect of player B's destroys ボルシャック・大和・モモキング
    Then under tcg ボルシャック・大和・モモキング is in player A's graveyard
    And under tcg player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And under tcg 凶戦士ブレイズ・クロー is not in player A's graveyard

  @qa:dmwiki-star-evo-revchange-fails
  Scenario: A star evolution creature cannot be swapped out by 革命チェンジ
    dmwiki スター進化 (same revision): 革命チェンジ always fails from a star evolution creature: the
    swap cannot be carried out, since its leaving is replaced by its top card leaving. Player A's
    ボルシャック・大和・モモキング (a fire アーマード・ドラゴン of cost 6) attacks and player A declares
    蒼き団長 ドギラゴン剣's 革命チェンジ: the swap fails; ドギラゴン剣 stays in the hand and
    大和・モモキング in the battle zone.
    Given player A's hand holds: 蒼き団長 ドギラゴン剣
    And player B has 3 shields
    And player A will declare 蒼き団長 ドギラゴン剣
    When player A attacks player B with ボルシャック・大和・モモキング
    Then under tcg player A declares 蒼き団長 ドギラゴン剣
    And under tcg 蒼き団長 ドギラゴン剣 is in player A's hand
    And under tcg ボルシャック・大和・モモキング is in player A's battle zone
