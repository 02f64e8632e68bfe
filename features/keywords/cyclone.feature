@keywords @classic
Feature: サイクロン: a spell cast right after a summon returns to the hand
  サイクロン「このターン、この呪文を唱える直前にクリーチャーを召喚していれば、この呪文を唱えた後、墓地に置く
  かわりに自分の手札に戻す」: a replacement of the spell's going to the graveyard. dmwiki サイクロン: the
  play just before must be a creature's summon; a spell cast in between is a play (the cyclone spell then
  goes to the graveyard); a creature put by an effect is no play.

  Background:
    Given it is player A's turn
    And player B's hand holds: シザー・アイ, シザー・アイ
    And player A's mana zone holds: 汚れた者スケルトンソルジャー, 汚れた者スケルトンソルジャー, 汚れた者スケルトンソルジャー, 爆炎野郎ジョー, フォレスト・ホーネット, フォレスト・ホーネット

  @tcg-general
  Scenario: バイス・サイクロン cast right after a summon returns to the hand
    Given player A's hand holds: 爆炎野郎ジョー, バイス・サイクロン
    When player A summons 爆炎野郎ジョー
    And player A casts バイス・サイクロン
    Then under tcg バイス・サイクロン is in player A's hand
    And under tcg player B's hand has 1 cards

  @tcg-general
  Scenario: バイス・サイクロン cast with no summon before it goes to the graveyard
    Given player A's hand holds: バイス・サイクロン
    When player A casts バイス・サイクロン
    Then under tcg バイス・サイクロン is in player A's graveyard

  @tcg-general
  Scenario: A spell cast between the summon and バイス・サイクロン is the play just before it
    Given player A's hand holds: 爆炎野郎ジョー, ナチュラル・ブースト, バイス・サイクロン
    When player A summons 爆炎野郎ジョー
    And player A casts ナチュラル・ブースト
    And player A casts バイス・サイクロン
    Then under tcg バイス・サイクロン is in player A's graveyard
