@keywords @classic @tcg-general
Feature: Cost reduction and cost increase of the battle zone (classic cards)
  The classic cards print static abilities that change what using a card costs while they are in
  the battle zone: 「自分のドラゴンの召喚コストを1少なくしてもよい。ただし、コストは1より少なくならない」
  (ドクガンリュー・パイン), 「呪文を唱えるコストは2多くなる」 (封魔ゴーゴンシャック), 「闇のクリーチャーを
  召喚するコストと闇の呪文を唱えるコストは、それぞれ+2される」 (牢黒の伝道師ミリエス). 004: 「マナコストを
  増減させる効果は、カードの使用を宣言し、そのカードが保留状態になる前に適用する」. Reading (the texts do
  not say it): increases apply first, then each reduction with its own floor; a reduction that "may" be
  taken is taken in full. A text without 自分の / 相手の (ゴーゴンシャック, ミリエス) reaches every player's
  cards, its controller's too. G・ゼロ 「…あれば、このクリーチャーをコストを支払わずに召喚してもよい」 is
  taken whenever its condition holds.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  Scenario: A dragon costs one less with ドクガンリュー・パイン in the battle zone
    Given player A's battle zone holds, left to right: ドクガンリュー・パイン
    And player A's mana zone holds: 5 x 爆炎野郎ジョー
    And player A's hand holds: ボルシャック・ドラゴン
    Then under tcg player A can summon ボルシャック・ドラゴン
    When player A summons ボルシャック・ドラゴン
    Then under tcg the last action is allowed
    And under tcg player A's mana zone has 5 tapped cards

  Scenario: Without ドクガンリュー・パイン the same dragon is one mana short
    The control of the scenario above.

    Given player A's mana zone holds: 5 x 爆炎野郎ジョー
    And player A's hand holds: ボルシャック・ドラゴン
    Then under tcg player A cannot summon ボルシャック・ドラゴン

  Scenario: ドクガンリュー・パイン does not lower the cost of a creature that is no dragon
    The reduction names 自分のドラゴン: 爆炎野郎ジョー (a ヒューマノイド) still costs 3.

    Given player A's battle zone holds, left to right: ドクガンリュー・パイン
    And player A's mana zone holds: 2 x 爆炎野郎ジョー
    And player A's hand holds: 爆炎野郎ジョー
    Then under tcg player A cannot summon 爆炎野郎ジョー

  Scenario: 封魔ゴーゴンシャック makes the opponent's spell cost two more
    Given player B's battle zone holds, left to right: 封魔ゴーゴンシャック
    And player A's mana zone holds: 3 x 爆炎野郎ジョー
    And player A's hand holds: ボルカニック・アロー
    Then under tcg player A cannot cast ボルカニック・アロー

  Scenario: With four mana the taxed spell is cast, all four tapped
    Given player B's battle zone holds, left to right: 封魔ゴーゴンシャック
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's mana zone holds: 4 x 爆炎野郎ジョー
    And player A's hand holds: ボルカニック・アロー
    Then under tcg player A can cast ボルカニック・アロー
    When player A casts ボルカニック・アロー
    Then under tcg the last action is allowed
    And under tcg player A's mana zone has 4 tapped cards

  Scenario: 牢黒の伝道師ミリエス taxes its own controller's darkness creatures too
    Given player A's battle zone holds, left to right: 牢黒の伝道師ミリエス
    And player A's mana zone holds: 3 x 凶犬人形ジュンカツ
    And player A's hand holds: 凶犬人形ジュンカツ
    Then under tcg player A cannot summon 凶犬人形ジュンカツ

  Scenario: G・ゼロ: バルケリオス・ドラゴン is summoned without paying while two Armored Dragons are out
    「G・ゼロ-バトルゾーンにアーマード・ドラゴンが2体以上あれば、このクリーチャーをコストを支払わずに召喚しても
    よい」: either player's dragons count (the text names no player); player A has no mana. It is a summon
    all the same (G・ゼロ replaces the payment, not the use).
    Given player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン
    And player A's hand holds: バルケリオス・ドラゴン
    Then under tcg player A can summon バルケリオス・ドラゴン
    When player A summons バルケリオス・ドラゴン
    Then under tcg the last action is allowed
    And under tcg バルケリオス・ドラゴン is in player A's battle zone

  Scenario: G・ゼロ does not hold with one Armored Dragon out
    The control of the scenario above.

    Given player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player A's hand holds: バルケリオス・ドラゴン
    Then under tcg player A cannot summon バルケリオス・ドラゴン
