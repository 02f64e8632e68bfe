@keywords
Feature: バイオ・T: a card in the hand discarded as an attacking creature's battle begins
  DM-23: 「バイオ・T-自分のドリームメイトが攻撃して、バトルが始まった時、このカードを自分の手札から捨ててもよい。
  そうした場合、そのターンの終わりまで、攻撃している自分のクリーチャーは「パワーアタッカー+4000」を得る」
  (お祭番長ゴリヤンキー). The ability waits in the hand (「このカードを自分の手札から捨ててもよい」) and triggers as
  the battle of an attack by a creature of that race begins; it resolves before the powers are compared, as the
  「バトルする時」 abilities do. Read: an attack that ends in no battle (on a player, unblocked) begins none.

  @classic @tcg-general
  Scenario: Discarded as the Dreammate's battle begins, it makes the attacker win
    白銀のシュシュ (4000) attacks 冒険探検アミトアキ (6000, tapped): with パワーアタッカー+4000 it battles at 8000.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 白銀のシュシュ
    And player A's hand holds: お祭番長ゴリヤンキー
    And player B's battle zone holds, left to right: 冒険探検アミトアキ (tapped)
    And player A will use the optional ability of お祭番長ゴリヤンキー
    When player A attacks 冒険探検アミトアキ with 白銀のシュシュ
    Then under tcg お祭番長ゴリヤンキー is in player A's graveyard
    And under tcg 冒険探検アミトアキ is in player B's graveyard
    And under tcg 白銀のシュシュ is in player A's battle zone

  @classic @tcg-general
  Scenario: Kept in the hand, the attacker battles at its own power and loses
    Given it is player A's turn
    And player A's battle zone holds, left to right: 白銀のシュシュ
    And player A's hand holds: お祭番長ゴリヤンキー
    And player B's battle zone holds, left to right: 冒険探検アミトアキ (tapped)
    And player A will not use the optional ability of お祭番長ゴリヤンキー
    When player A attacks 冒険探検アミトアキ with 白銀のシュシュ
    Then under tcg お祭番長ゴリヤンキー is in player A's hand
    And under tcg 白銀のシュシュ is in player A's graveyard

  @classic @tcg-general
  Scenario: A battle of a creature of another race does not trigger it
    光撃巨兵レーザリオン is a グレートメカオー: the card stays in the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 光撃巨兵レーザリオン
    And player A's hand holds: お祭番長ゴリヤンキー
    And player B's battle zone holds, left to right: 冒険探検アミトアキ (tapped)
    When player A attacks 冒険探検アミトアキ with 光撃巨兵レーザリオン
    Then under tcg お祭番長ゴリヤンキー is in player A's hand
    And under tcg 光撃巨兵レーザリオン is in player A's graveyard

  @classic @tcg-general
  Scenario: The Arc Seraphim's bio T adds 2000 power to the attacker until the end of the turn
    霊騎ゼブルス・アームズ (2000, アーク・セラフィム) discards itself as the Arc Seraphim attacks: 霊騎ゼブルス・アームズ
    in the battle zone attacks 光撃巨兵レーザリオン (3500, tapped) at 4000.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 霊騎ゼブルス・アームズ
    And player A's hand holds: 霊騎ゼブルス・アームズ
    And player B's battle zone holds, left to right: 光撃巨兵レーザリオン (tapped)
    And player A will use the optional ability of 霊騎ゼブルス・アームズ
    When player A attacks 光撃巨兵レーザリオン with 霊騎ゼブルス・アームズ
    Then under tcg 光撃巨兵レーザリオン is in player B's graveyard
    And under tcg 霊騎ゼブルス・アームズ's power is 4000
