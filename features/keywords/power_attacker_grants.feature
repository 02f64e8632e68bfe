@keywords @classic
Feature: パワーアタッカー+n given by another card
  「パワーアタッカー+n」 is a keyword with an amount: 「攻撃中、「パワーアタッカー+n」を持つクリーチャーの
  パワーは+nされる」 (its printed reminder; 510.2: from the attack's declaration to its end). A creature
  gains it from a static ability (シェル・レガシー: 自分の光と火のクリーチャーは「パワーアタッカー+3000」を得る,
  for as long as シェル・レガシー is in the battle zone) or from a spell for the turn (ナチュラル・ブースト).
  Reading: a line of a creature that gives a keyword with no timing and no period is a static ability
  (常在型能力), not a one-shot effect.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @tcg-general
  Scenario: A fire creature gains パワーアタッカー+3000 from シェル・レガシー and wins the battle
    Given player A's battle zone holds, left to right: シェル・レガシー, 爆炎野郎ジョー
    And player B's battle zone holds, left to right: メテオレイジ・リザード (tapped)
    Then under tcg 爆炎野郎ジョー's power is 3000
    When player A attacks メテオレイジ・リザード with 爆炎野郎ジョー
    Then under tcg メテオレイジ・リザード is in player B's graveyard
    And under tcg 爆炎野郎ジョー is in player A's battle zone
    And under tcg 爆炎野郎ジョー's power is 3000

  @tcg-general
  Scenario: A nature creature gains nothing from シェル・レガシー
    Given player A's battle zone holds, left to right: シェル・レガシー, 激闘するフェザー・ホーン
    And player B's battle zone holds, left to right: メテオレイジ・リザード (tapped)
    When player A attacks メテオレイジ・リザード with 激闘するフェザー・ホーン
    Then under tcg 激闘するフェザー・ホーン is in player A's graveyard
    And under tcg メテオレイジ・リザード is in player B's battle zone

  @tcg-general
  Scenario: パワーアタッカー+1000 from ナチュラル・ブースト lasts the turn, while attacking only
    Given player A's battle zone holds, left to right: 激闘するフェザー・ホーン
    And player A's mana zone holds: フォレスト・ホーネット
    And player A's hand holds: ナチュラル・ブースト
    And player B's battle zone holds, left to right: 腐卵虫ハングワーム (tapped)
    When player A casts ナチュラル・ブースト
    Then under tcg 激闘するフェザー・ホーン's power is 4000
    When player A attacks 腐卵虫ハングワーム with 激闘するフェザー・ホーン
    Then under tcg 腐卵虫ハングワーム is in player B's graveyard
    And under tcg 激闘するフェザー・ホーン is in player A's battle zone
