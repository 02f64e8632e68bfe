@keywords @classic
Feature: Classic keywords with a value: ステルス, 火・自然ブロッカー, 自然・光スレイヤー, blocking limits
  Each does what its printed reminder says, for the value it names only:
  - 自然ステルス「相手のマナゾーンに自然のカードが1枚でもあれば、このクリーチャーはブロックされない」;
  - 火・自然ブロッカー「相手の火または自然のクリーチャーが攻撃する時、このクリーチャーをタップして、その攻撃を
    阻止してもよい」: a blocker against those attackers only;
  - 自然・光スレイヤー「このクリーチャーとバトルした相手の自然または光のクリーチャーは、勝っても持ち主の墓地に
    置かれる」: a slayer against those creatures only (115: the loser first, then the slain);
  - 「このクリーチャーは、パワー2000以下のクリーチャーをブロックできない」.
  Reading: a blocker or slayer limited to some creatures is not a ブロッカー/スレイヤー for effects that
  count those keywords (the sources do not say; the engine reads the printed ability only).

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @tcg-general
  Scenario: A nature stealth is not blocked while the opponent's mana zone holds a nature card
    Given player A's battle zone holds, left to right: 隠密人形ゲザリー
    And player B's battle zone holds, left to right: シーマイン
    And player B's mana zone holds: フォレスト・ホーネット
    When player A attacks player B with 隠密人形ゲザリー
    Then under tcg player B could block with: nothing
    And under tcg player B has 4 shields

  @tcg-general
  Scenario: A nature stealth may be blocked when the opponent has no nature mana
    Given player A's battle zone holds, left to right: 隠密人形ゲザリー
    And player B's battle zone holds, left to right: シーマイン
    And player B's mana zone holds: シザー・アイ
    When player A attacks player B with 隠密人形ゲザリー
    Then under tcg player B could block with: シーマイン

  @tcg-general
  Scenario: A fire and nature blocker may block a fire attacker
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: バウンサー・イール
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: バウンサー・イール

  @tcg-general
  Scenario: A fire and nature blocker cannot block a darkness attacker
    Given player A's battle zone holds, left to right: 汚れた者スケルトンソルジャー
    And player B's battle zone holds, left to right: バウンサー・イール
    When player A attacks player B with 汚れた者スケルトンソルジャー
    Then under tcg player B could block with: nothing
    And under tcg player B has 4 shields

  @tcg-general
  Scenario: A blocker that cannot block creatures of power 2000 or less
    Given player A's battle zone holds, left to right: 不死身男爵ボーグ, 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 白金の守護者ラ・ブール
    When player A attacks player B with 不死身男爵ボーグ
    Then under tcg player B could block with: nothing
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: 白金の守護者ラ・ブール

  @tcg-general
  Scenario: A nature and light slayer destroys the nature creature it battled, even losing
    Given player A's battle zone holds, left to right: ギガゲイル
    And player B's battle zone holds, left to right: 毒吐きダリア (tapped)
    When player A attacks 毒吐きダリア with ギガゲイル
    Then under tcg 毒吐きダリア is in player B's graveyard
    And under tcg ギガゲイル is in player A's graveyard

  @tcg-general
  Scenario: A nature and light slayer is no slayer against a fire creature
    Given player A's battle zone holds, left to right: ギガゲイル
    And player B's battle zone holds, left to right: メテオレイジ・リザード (tapped)
    When player A attacks メテオレイジ・リザード with ギガゲイル
    Then under tcg ギガゲイル is in player A's graveyard
    And under tcg メテオレイジ・リザード is in player B's battle zone
