@keywords
Feature: Counts of the classic texts: exact shield counts, any number, up to n cards looked at
  「自分のシールドが3枚または4枚の時」 (exactly one of the counts, as effects count shields: 113.6a),
  「自分の手札を好きな枚数、自分のマナゾーンに置いてもよい」 (as many as the controller chooses, one at a time,
  up to the whole hand) and 「自分の山札の上から5枚まで見て、好きな順番で山札に戻す」 (the controller chooses how
  many of the top cards, at most 5, before looking). Read: a decision left unscripted takes its first option
  (the most: every card of the hand, all 5 cards).

  @classic @tcg-general
  Scenario: ダイヤモンド・フォール with 3 shields: its creatures get +2000
    Given it is player A's turn
    And player A's battle zone holds, left to right: ダイヤモンド・フォール
    And player A has 3 shields
    Then under tcg ダイヤモンド・フォール's power is 7000
    And under tcg ダイヤモンド・フォール breaks 2 shields when it attacks

  @classic @tcg-general
  Scenario: ダイヤモンド・フォール with 5 shields: no bonus, and below 6000 no W・ブレイカー
    Given it is player A's turn
    And player A's battle zone holds, left to right: ダイヤモンド・フォール
    And player A has 5 shields
    Then under tcg ダイヤモンド・フォール's power is 5000
    And under tcg ダイヤモンド・フォール breaks 1 shields when it attacks

  @classic @tcg-general
  Scenario: ダイヤモンド・フォール with 2 shields: +4000 instead
    Given it is player A's turn
    And player A's battle zone holds, left to right: ダイヤモンド・フォール
    And player A has 2 shields
    Then under tcg ダイヤモンド・フォール's power is 9000

  @classic @tcg-general
  Scenario: スナフ・マッシュルーム destroyed: any number of hand cards into the mana zone
    Given it is player A's turn
    And player A's battle zone holds, left to right: スナフ・マッシュルーム
    And player A's hand holds: 予言者クルト, 予言者リュゾル, アクア・ビークル
    When an effect of player B's destroys スナフ・マッシュルーム
    Then under tcg player A's mana zone has 3 cards
    And under tcg player A's hand has 0 cards

  @classic @tcg-general
  Scenario: スナフ・マッシュルーム: the controller may stop after one card
    Given it is player A's turn
    And player A's battle zone holds, left to right: スナフ・マッシュルーム
    And player A's hand holds: 予言者クルト, 予言者リュゾル, アクア・ビークル
    And player A will choose 予言者クルト, stop to put into mana
    When an effect of player B's destroys スナフ・マッシュルーム
    Then under tcg player A's mana zone has 1 cards
    And under tcg 予言者クルト is in player A's mana zone

  @classic @tcg-general
  Scenario: アクア・アナライザー looks at up to 5 cards of the deck's top, not the sixth
    Given it is player A's turn
    And player A's hand holds: アクア・アナライザー
    And player A's mana zone has 3 cards of アクア・ビークル
    And player A's deck holds, top first: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 爆炎野郎ジョー, 予言者クルト
    When player A summons アクア・アナライザー
    Then under tcg player A has seen 爆炎野郎ジョー
    And under tcg player A has not seen 予言者クルト

  @classic @tcg-general
  Scenario: 天雷の導士アヴァラルド公 takes any number of the revealed spells, the rest to the deck bottom
    Given it is player A's turn
    And player A's hand holds: 天雷の導士アヴァラルド公
    And player A's mana zone has 3 cards of 予言者リュゾル
    And player A's deck holds, top first: デーモン・ハンド, 予言者クルト, エナジー・ライト, アクア・ビークル
    When player A summons 天雷の導士アヴァラルド公
    Then under tcg デーモン・ハンド is in player A's hand
    And under tcg エナジー・ライト is in player A's hand
    And under tcg player A's deck holds, top first: アクア・ビークル, 予言者クルト

  @classic @tcg-general
  Scenario: インビンシブル・テクノロジー: any number of cards from the deck into the hand
    Given it is player A's turn
    And player A's hand holds: インビンシブル・テクノロジー
    And player A's deck holds, top first: 予言者クルト, アクア・ビークル, 爆炎野郎ジョー
    When player A casts インビンシブル・テクノロジー without paying its cost
    Then under tcg player A's hand has 3 cards
    And under tcg player A's deck has 0 cards
    And under tcg player B has seen 爆炎野郎ジョー

  @classic @tcg-general
  Scenario: 煉獄の開放: each player returns the creatures of their graveyard to their hand
    Given it is player A's turn
    And player A's hand holds: 煉獄の開放
    And player A's graveyard holds: 予言者クルト, デーモン・ハンド
    And player B's graveyard holds: 予言者リュゾル
    When player A casts 煉獄の開放 without paying its cost
    Then under tcg 予言者クルト is in player A's hand
    And under tcg デーモン・ハンド is in player A's graveyard
    And under tcg 予言者リュゾル is in player B's hand

  @classic @tcg-general
  Scenario: コラプス・ウェーブ chooses a card from either mana zone, onto its owner's deck top
    Given it is player A's turn
    And player A's hand holds: コラプス・ウェーブ
    And player A's mana zone holds: アクア・ビークル
    And player B's mana zone holds: 爆炎野郎ジョー
    When player A casts コラプス・ウェーブ without paying its cost
    Then under tcg player A's options for "mana to deck" were: アクア・ビークル, 爆炎野郎ジョー

  @classic @tcg-general
  Scenario: ノーダンディ・ネギオ puts a mana card on its deck's top; having done so, a graveyard card into the mana zone
    Given it is player A's turn
    And player A's hand holds: ノーダンディ・ネギオ
    And player A's mana zone holds: 4 x シェル・ラック
    And player A's graveyard holds: 予言者クルト
    And player A's deck holds, top first: アクア・ビークル
    When player A summons ノーダンディ・ネギオ
    Then under tcg player A's deck holds, top first: シェル・ラック, アクア・ビークル
    And under tcg 予言者クルト is in player A's mana zone

  @classic @tcg-general
  Scenario: シャドーウェーブ・サイクロン returns a card chosen among the battle zone and either mana zone
    「バトルゾーン、またはいずれかのマナゾーンからカードを1枚選び、持ち主の手札に戻す」: a card of either player's
    battle zone or mana zone (a designation of a card).
    Given it is player A's turn
    And player A's hand holds: シャドーウェーブ・サイクロン
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player A's mana zone holds: アクア・ビークル
    And player B's battle zone holds, left to right: 予言者クルト
    And player B's mana zone holds: 爆炎野郎ジョー
    And player A will choose 爆炎野郎ジョー as target
    When player A casts シャドーウェーブ・サイクロン without paying its cost
    Then under tcg 爆炎野郎ジョー is in player B's hand
    And under tcg player A had 4 options for "target"
