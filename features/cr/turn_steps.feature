@cr
Feature: The turn's steps: each action in its own step
  The turn's procedure of the comprehensive rules (Ver.1.48, rule 500 and after), asserted clause
  by clause. 500.1: ターンは順に「ターン開始」「ドロー」「マナチャージ」「メイン」「攻撃」「ターン終了」の6つの
  ステップで構成されます. 500.2a: 一度次のステップに移行したら、それ以前のステップに戻ることはありません.
  504.1: 通常、メインステップにのみ、ターン・プレイヤーはカードを実行することができます. A board set up
  by hand is in the mana charge step: a first summon starts the main step, a first attack the attack
  step. The sources name no DMPS difference in these steps (none was found): the verdicts that hold
  under every profile say so.

  @tcg-general @cr:504.1 @cr:500.2a
  Scenario: No summon after the turn's first attack
    504.1: only in the main step does the turn player use cards; the first attack moved the turn on to
    its attack step (505), and a step once over does not come back (500.2a).
    Given player A's battle zone holds, left to right: 青銅の鎧
    And player A's hand holds: アクア・ビークル
    And player A's mana zone has 3 cards of アクア・ビークル
    And player B has 5 shields
    When player A attacks player B with 青銅の鎧
    And player A summons アクア・ビークル
    Then under all profiles the last action is refused: summoning is a main step action (rule 504.1); the main step is over
    And under all profiles アクア・ビークル is in player A's hand

  @tcg-general @cr:504.1
  Scenario: A summon before the attack is allowed, and the attack after it too
    504.1: the main step comes before the attack step (500.1); what is summoned in it stays.
    Given player A's battle zone holds, left to right: 青銅の鎧
    And player A's hand holds: アクア・ビークル
    And player A's mana zone has 3 cards of アクア・ビークル
    And player B has 5 shields
    When player A summons アクア・ビークル
    And player A attacks player B with 青銅の鎧
    Then under all profiles the last action is allowed
    And under all profiles アクア・ビークル is in player A's battle zone
    And under all profiles player B has 4 shields

  @tcg-general @cr:504.1
  Scenario: No spell is cast after the turn's first attack
    504.1: casting a spell is using a card, a main-step action.
    Given player A's battle zone holds, left to right: 青銅の鎧
    And player B's battle zone holds, left to right: アクア・ガード
    And player A's hand holds: スパイラル・ゲート
    And player A's mana zone has 2 cards of アクア・ビークル
    And player B has 5 shields
    When player A attacks player B with 青銅の鎧
    And player A casts スパイラル・ゲート
    Then under all profiles the last action is refused: casting a spell is a main step action (rule 504.1)
    And under all profiles スパイラル・ゲート is in player A's hand

  @tcg-general @cr:504.1
  Scenario: No cross gear is generated after the turn's first attack
    504.1: generating a cross gear is using a card, a main-step action.
    Given player A's battle zone holds, left to right: 青銅の鎧
    And player A's hand holds: インビジブル・スーツ
    And player A's mana zone has 2 cards of アクア・ビークル
    And player B has 5 shields
    When player A attacks player B with 青銅の鎧
    And player A generates インビジブル・スーツ
    Then under all profiles the last action is refused: generating a cross gear is a main step action (rule 504.1)
    And under all profiles インビジブル・スーツ is in player A's hand

  @tcg-general @cr:504.2
  Scenario: A cross gear generated in the main step is not crossed after the first attack
    504.2: バトルゾーンにあるクロスギアのマナコストをもう一度支払うことで、クリーチャーにクロスギアをクロスする
    ことができます — in the main step (504): once the first attack moved the turn on, it is too late.
    Given player A's battle zone holds, left to right: 青銅の鎧, アクア・ガード
    And player A's hand holds: インビジブル・スーツ
    And player A's mana zone has 4 cards of アクア・ビークル
    And player B has 5 shields
    When player A generates インビジブル・スーツ
    And player A attacks player B with 青銅の鎧
    And player A crosses インビジブル・スーツ onto アクア・ガード
    Then under all profiles the last action is refused: crossing a cross gear is a main step action (rule 504.2)
    And under all profiles インビジブル・スーツ is not crossed onto any creature

  @tcg-general @cr:503.2
  Scenario: A second mana charge in one turn is refused
    503.2: 通常、プレイヤーは自分のマナチャージステップの間にマナを1つだけチャージすることができます.
    Given player A's hand holds: アクア・ビークル, 青銅の鎧
    When player A charges アクア・ビークル
    And player A charges 青銅の鎧
    Then under all profiles the last action is refused
    And under all profiles 青銅の鎧 is in player A's hand
    And under all profiles player A's mana zone has 1 card

  @tcg-general @cr:503.1 @cr:500.2a
  Scenario: No mana charge once the main step began
    503.1: the charge is made in the mana charge step, which comes before the main step (500.1); a
    summon began the main step, and a step once over does not come back (500.2a). dmwiki チャージ:
    メインステップの前に行われるので、例えばクリーチャーを召喚したりしてからチャージを行うということはできない.
    Asserted under the paper rules only: DMPS's own charge timing is not in the sources.
    Given player A's hand holds: アクア・ビークル, 青銅の鎧
    And player A's mana zone has 3 cards of アクア・ビークル
    When player A summons アクア・ビークル
    And player A charges 青銅の鎧
    Then under tcg the last action is refused: charging mana is a mana charge step action (rule 503.2)
    And under tcg 青銅の鎧 is in player A's hand

  @tcg-general @cr:500.1 @cr:503.1
  Scenario: A turn's steps in order: charge, summon, attack, then the next turn starts anew
    500.1: the steps in order; each turn has them all, so the next turn's mana charge step comes again
    (503.1) after player A's attack step.
    Given player A's battle zone holds, left to right: 青銅の鎧
    And player A's hand holds: アクア・ビークル, アクア・ガード
    And player A's mana zone has 2 cards of アクア・ビークル
    And player B's hand holds: 予言者リュゾル
    And player B has 5 shields
    When player A's turn starts
    And player A charges アクア・ガード
    And player A summons アクア・ビークル
    And player A attacks player B with 青銅の鎧
    And player A ends the turn
    And player B charges 予言者リュゾル
    Then under all profiles the last action is allowed
    And under all profiles 予言者リュゾル is in player B's mana zone

  @tcg-general @cr:801.1a
  Scenario: An evolution named onto a creature that is not its evolution source is refused
    801.1a: 適正な進化元がなければ進化クリーチャーをバトルゾーンに出すことはできません — the source named must
    be a proper one; a proper one elsewhere in the battle zone does not make it so. クリスタル・ランサー
    evolves from a リキッド・ピープル: 青銅の鎧 (a ビーストフォーク) is not one, though アクア・ビークル is.
    Given player A's battle zone holds, left to right: 青銅の鎧, アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    And player A's mana zone has 6 cards of アクア・ビークル
    When player A summons クリスタル・ランサー onto 青銅の鎧
    Then under all profiles the last action is refused: 青銅の鎧 is not a proper evolution source of クリスタル・ランサー (rule 801.1a)
    And under all profiles クリスタル・ランサー is in player A's hand
    And under all profiles 青銅の鎧 is in player A's battle zone

  @tcg-general @cr:505.2
  Scenario: A creature attacks the non-turn player, never its own player
    505.2: 攻撃ステップの間、ターン・プレイヤーのクリーチャーは非ターン・プレイヤーとそのプレイヤーのタップ状態の
    クリーチャーに対して攻撃することができます. Found by the adversarial random player: an attack on its own
    player was allowed.
    Given player A's battle zone holds, left to right: 青銅の鎧
    And player A has 5 shields
    When player A attacks player A with 青銅の鎧
    Then under all profiles the last action is refused: a creature attacks the non-turn player (rule 505.2)
    And under all profiles player A has 5 shields
    And under all profiles 青銅の鎧 is not tapped
