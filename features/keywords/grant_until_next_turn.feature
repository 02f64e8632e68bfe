@keywords @classic
Feature: Keywords given until the start of the controller's next turn
  フル・ディフェンサー「自分の次のターンが始まるまで、バトルゾーンにある自分のクリーチャーはすべて「ブロッカー」を
  得る」: a continuous effect on the creatures of the battle zone as it resolves; it lasts through the
  opponent's turn and ends as its controller's next turn starts.

  Background:
    Given it is player A's turn
    And player A's mana zone holds: 藍電草, 藍電草
    And player A's hand holds: フル・ディフェンサー
    And player A's battle zone holds, left to right: 激闘するフェザー・ホーン
    And player B's battle zone holds, left to right: 爆炎野郎ジョー

  @tcg-general
  Scenario: A creature given blocker by フル・ディフェンサー blocks in the opponent's turn
    When player A casts フル・ディフェンサー
    And player A ends the turn
    And player B attacks player A with 爆炎野郎ジョー
    Then under tcg player A could block with: 激闘するフェザー・ホーン

  @tcg-general
  Scenario: Without フル・ディフェンサー the creature cannot block
    When player A ends the turn
    And player B attacks player A with 爆炎野郎ジョー
    Then under tcg player A could block with: nothing
