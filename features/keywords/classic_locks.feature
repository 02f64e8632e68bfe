@keywords @classic @tcg-general
Feature: Attack permissions and locks of the classic cards
  Static abilities printed on classic cards: 「このクリーチャーは、タップされていない闇のクリーチャーを攻撃
  できる」 (飛翔の精霊アリエス: untapped creatures of that kind only), 「このクリーチャーの攻撃がブロックされた
  場合、バトルは行われない。ただし、両クリーチャーはタップしたままである」 (ピーカプ・リザード), 「このクリーチャーが
  タップされている時、誰も呪文を唱えることはできない」 (お騒がせチューザ: while it is tapped only, both players),
  「誰も闇のカードの「S・トリガー」を使えない」 (暴風の求道者フ・レイル: both players, that civilization only),
  「このクリーチャーは、パワー4000以上のクリーチャーにブロックされない」 (乱雲の使徒カルゴ), 「自分の多色クリーチャーは、シールドを
  さらに1枚ブレイクする」 (ヴァリアブル・アモン・ドラゴン), 「相手のクリーチャーは、攻撃1回につきシールドを1枚しか
  ブレイクできない」 (光神龍ラル・アブゾーバー), 「自分のターンのはじめにアンタップする時、このクリーチャーはアンタップ
  されない」 (ルナ・リボルバーホイール).

  Background:
    Given it is player A's turn

  Scenario: 飛翔の精霊アリエス attacks an untapped darkness creature
    Given player A's battle zone holds, left to right: 飛翔の精霊アリエス
    And player B's battle zone holds, left to right: 凶犬人形ジュンカツ
    When player A attacks 凶犬人形ジュンカツ with 飛翔の精霊アリエス
    Then under tcg the last action is allowed
    And under tcg 凶犬人形ジュンカツ is in player B's graveyard

  Scenario: 飛翔の精霊アリエス cannot attack an untapped creature that is not darkness
    Given player A's battle zone holds, left to right: 飛翔の精霊アリエス
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    When player A attacks 爆炎野郎ジョー with 飛翔の精霊アリエス
    Then under tcg the last action is refused

  Scenario: A blocked ピーカプ・リザード does not battle; both stay tapped
    Given player A's battle zone holds, left to right: ピーカプ・リザード
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 5 shields
    And player B will block with 天空の守護者グラン・ギューレ
    When player A attacks player B with ピーカプ・リザード
    Then under tcg ピーカプ・リザード is in player A's battle zone
    And under tcg 天空の守護者グラン・ギューレ is in player B's battle zone
    And under tcg player B has 5 shields

  Scenario: A tapped お騒がせチューザ forbids its opponent's spell
    Given player B's battle zone holds, left to right: お騒がせチューザ (tapped)
    And player A's mana zone holds: 2 x 爆炎野郎ジョー
    And player A's hand holds: ボルカニック・アロー
    Then under tcg player A cannot cast ボルカニック・アロー

  Scenario: An untapped お騒がせチューザ forbids nothing
    Given player B's battle zone holds, left to right: お騒がせチューザ
    And player A's mana zone holds: 2 x 爆炎野郎ジョー
    And player A's hand holds: ボルカニック・アロー
    Then under tcg player A can cast ボルカニック・アロー

  Scenario: With 暴風の求道者フ・レイル in its own battle zone, player B cannot use a darkness shield trigger
    Given player B's battle zone holds, left to right: 暴風の求道者フ・レイル
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: デーモン・ハンド, 予言者リュゾル, 予言者リュゾル
    And player A will break shield 1
    And player A will break shield 2
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B could not use the shield trigger of デーモン・ハンド
    And under tcg 暗黒の騎士ザガーン is in player A's battle zone
    And under tcg デーモン・ハンド is in player B's hand

  Scenario: Without 暴風の求道者フ・レイル the same shield trigger destroys the attacker
    The control of the scenario above.

    Given player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: デーモン・ハンド, 予言者リュゾル, 予言者リュゾル
    And player A will break shield 1
    And player A will break shield 2
    And player B will use the shield trigger of デーモン・ハンド
    And player B will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg 暗黒の騎士ザガーン is not in player A's battle zone

  Scenario: 乱雲の使徒カルゴ cannot be blocked by a creature of power 4000 or more
    Given player A's battle zone holds, left to right: 乱雲の使徒カルゴ
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 5 shields
    When player A attacks player B with 乱雲の使徒カルゴ
    Then under tcg player B could block with: nothing

  Scenario: ヴァリアブル・アモン・ドラゴン: its controller's multicoloured creature breaks one more shield
    「自分の多色クリーチャーは、シールドをさらに1枚ブレイクする」: 無頼勇騎ゴンタ (fire and nature, no breaker
    ability) breaks 2 shields of 5; a creature of one civilization still breaks 1 (the next scenario).
    Given player A's battle zone holds, left to right: ヴァリアブル・アモン・ドラゴン, 無頼勇騎ゴンタ
    And player B has 5 shields
    When player A attacks player B with 無頼勇騎ゴンタ
    Then under tcg player B has 3 shields

  Scenario: ヴァリアブル・アモン・ドラゴン does not add a break to a creature of one civilization
    Given player A's battle zone holds, left to right: ヴァリアブル・アモン・ドラゴン, 爆炎野郎ジョー
    And player B has 5 shields
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B has 4 shields

  Scenario: 光神龍ラル・アブゾーバー lets the opponent's W-breaker break one shield only
    「相手のクリーチャーは、攻撃1回につきシールドを1枚しかブレイクできない」.
    Given player B's battle zone holds, left to right: 光神龍ラル・アブゾーバー
    And player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B has 5 shields
    And player B will not block
    When player A attacks player B with ボルシャック・ドラゴン
    Then under tcg player B has 4 shields

  Scenario: Without 光神龍ラル・アブゾーバー the W-breaker breaks two
    The control of the scenario above.

    Given player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B has 5 shields
    When player A attacks player B with ボルシャック・ドラゴン
    Then under tcg player B has 3 shields

  @cr:105.2 @cr:501.1
  Scenario: ルナ・リボルバーホイール stays tapped as its controller's turn starts; the others untap
    「自分のターンのはじめにアンタップする時、このクリーチャーはアンタップされない」.
    Given player A's battle zone holds, left to right: ルナ・リボルバーホイール (tapped), 爆炎野郎ジョー (tapped)
    When player A ends the turn
    And player B ends the turn
    Then under tcg ルナ・リボルバーホイール is tapped
    And under tcg 爆炎野郎ジョー is not tapped
