@text_rules
Feature: Meteorburn without a stated choice burns the source selected first
  000 その他: メテオバーンは、特に記述がない場合、進化元として先に選択したクリーチャーから順に墓地へ置かれる。
  TCG: the controller chooses the card under it (メテオバーン …下にあるカードを１枚墓地に置いてもよい).
  超神星アポロヌス・ドラゲリオン (進化GV, three dragons) evolves onto グラディアン, then メルガルス, then
  ボルテール, in that order of selection; the DMPS text is assumed to be the TCG's.

  @ex:DMPS-TEXT-03 @tcg-general
  Scenario: 超神星アポロヌス・ドラゲリオン's meteorburn takes グラディアン・レッド・ドラゴン in DMPS; any card in the TCG
    Given it is player A's turn
    And player A's mana zone has 6 cards of 爆炎野郎ジョー
    And player A's battle zone holds, left to right: グラディアン・レッド・ドラゴン, 紅神龍メルガルス, ボルテール・ドラゴン
    And player A's hand holds: 超神星アポロヌス・ドラゲリオン
    And player A will evolve onto グラディアン・レッド・ドラゴン then 紅神龍メルガルス then ボルテール・ドラゴン
    And player B has 5 shields
    When player A summons 超神星アポロヌス・ドラゲリオン
    And player A attacks player B with 超神星アポロヌス・ドラゲリオン
    Then under dmps and dmps-old グラディアン・レッド・ドラゴン is in player A's graveyard
    And under dmps and dmps-old player A was not asked to "meteorburn"
    And under dmps and dmps-old player A's battle zone holds, left to right: 超神星アポロヌス・ドラゲリオン on 紅神龍メルガルス on ボルテール・ドラゴン
    And under tcg player A's options for "meteorburn" were: グラディアン・レッド・ドラゴン, 紅神龍メルガルス, ボルテール・ドラゴン
    And under tcg in some choice player A may make for "meteorburn", ボルテール・ドラゴン is in player A's graveyard
