@keywords
Feature: シールド・フォース (shield force) of the classic cards: abilities while the chosen shield stays
  The printed reminder text (DM-28): 「シールド・フォース(このクリーチャーをバトルゾーンに出す時、自分のシールドを
  １枚選んでもよい。そのシールドがシールドゾーンにある間、このクリーチャーは次の能力を得る)」. The abilities the
  next line prints apply while the shield chosen as the creature entered is still in its owner's shield
  zone; another shield leaving changes nothing. モエルグレンオー's printed power is 0: without its
  shield force it is destroyed by the state-based check. 「「シールド・フォース」を持つクリーチャー」 (フォース・
  リローデッド, フォース・オペレーション) are the creatures with such abilities; 「その後、そのクリーチャーをバトル
  ゾーンに出してもよい」 puts the returned card again (it chooses a shield anew as it enters).

  @classic @tcg-general
  Scenario: The shield-force abilities apply as the creature enters with a shield chosen
    Given it is player A's turn
    And player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's hand holds: モエルグレンオー
    When an effect puts モエルグレンオー from player A's hand into their battle zone
    Then under tcg モエルグレンオー's shield force is active
    And under tcg モエルグレンオー's power is 11000
    And under tcg モエルグレンオー has the keyword w breaker

  @classic @tcg-general
  Scenario: Another shield leaving changes nothing; the chosen one leaving ends the abilities
    Given it is player A's turn
    And player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's battle zone holds, left to right: モエルグレンオー
    And モエルグレンオー's shield force chose shield 1
    When an effect puts 予言者リュゾル from player A's shields into their hand
    Then under tcg モエルグレンオー's power is 11000
    When an effect puts 予言者クルト from player A's shields into their hand
    Then under tcg モエルグレンオー is in player A's graveyard

  @classic @tcg-general
  Scenario: 「シールド・フォース」を持つクリーチャー: フォース・リローデッド returns one and puts it again
    Given it is player A's turn
    And player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's battle zone holds, left to right: 予言者リュゾル, モエルグレンオー
    And モエルグレンオー's shield force chose shield 1
    And player A's hand holds: フォース・リローデッド
    When an effect of player A's casts フォース・リローデッド from their hand without paying its cost
    Then under tcg player A's options for "target" were: モエルグレンオー
    And under tcg モエルグレンオー is in player A's battle zone
    And under tcg モエルグレンオー's shield force is active
    And under tcg player A's hand holds 0 cards

  @classic @tcg-general
  Scenario: フォース・オペレーション draws a card per creature of yours with シールド・フォース
    Given it is player A's turn
    And player A's shield zone holds: 予言者クルト
    And player A's battle zone holds, left to right: 予言者リュゾル, モエルグレンオー
    And モエルグレンオー's shield force chose shield 1
    And player A's hand holds: フォース・オペレーション
    When an effect of player A's casts フォース・オペレーション from their hand without paying its cost
    Then under tcg player A's hand holds 1 card
