@keywords @classic
Feature: Powers and counts of the classic cards that read the board: a crossed creature's races, the opponent's multicoloured cards, creatures of two kinds
  チェーン・ヘリックス (DM-16, a cross gear) 「バトルゾーンにある、これをクロスしたクリーチャーと同じ種族のクリーチャー
  すべてのパワーは+2000される」: every creature, either player's, that shares a race with the creature the gear is
  crossed onto (itself included) gets +2000 while it is crossed (the filter key shares a race with: crossed).
  芸術機甲サン・オブ・サンダー (DM-25) 「バトルゾーンに相手の多色カードが1枚もない時、このクリーチャーのパワーは
  +4000される」: the opponent's cards in the battle zone (creatures and cross gears) are counted.
  連龍毒 (DM-22) 「…その後、バトルゾーンにある自分のドラゴンまたはフェニックス1体につき、相手のクリーチャーを1体、
  追加で破壊する」: one more destruction for each creature of the caster's of either kind.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: チェーン・ヘリックス gives +2000 to the creatures sharing a race with the one it is crossed onto
    Given player A's battle zone holds, left to right: 予言者クルト, 爆炎野郎ジョー, チェーン・ヘリックス
    And player B's battle zone holds, left to right: 予言者リュゾル
    And チェーン・ヘリックス is crossed onto 予言者クルト
    Then under tcg 予言者クルト's power is 2500
    And under tcg 予言者リュゾル's power is 4000
    And under tcg 爆炎野郎ジョー's power is 3000

  @tcg-general
  Scenario Outline: 芸術機甲サン・オブ・サンダー gets +4000 while the opponent has no multicoloured card in the battle zone
    Given player A's battle zone holds, left to right: 芸術機甲サン・オブ・サンダー
    And player B's battle zone holds, left to right: <cards>
    Then under tcg 芸術機甲サン・オブ・サンダー's power is <power>

    Examples:
      | cards         | power |
      | 予言者クルト    | 7000  |
      | 無頼勇騎ゴンタ  | 3000  |

  @tcg-general
  Scenario: 連龍毒 destroys one more creature for each dragon or phoenix of the caster's
    Given player A's hand holds: 連龍毒
    And player A's battle zone holds, left to right: ボルシャック・ドラゴン, 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 予言者クルト, 予言者リュゾル, 無頼勇騎ゴンタ
    When player A casts 連龍毒 without paying its cost
    Then under tcg player B's graveyard has 2 cards
