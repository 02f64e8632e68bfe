@keywords @classic
Feature: Classic one-line abilities about attacking, blocking, evolving and summoning
  Each as its printed sentence says:
  - 「相手のクリーチャーが攻撃する時、このクリーチャーは可能であればブロックする」 (ルナ・イーグル);
  - 「このクリーチャーは、クリーチャーを攻撃する時ブロックされない」 (ジョー・リザード);
  - 「このクリーチャーは、「ブロッカー」を持つクリーチャーだけを攻撃できる」 (戦男);
  - 「どんな種族の進化クリーチャーを、このクリーチャーの上に置いてもよい」 (式神イノセント);
  - 「呪文を唱えたターンのみ、このクリーチャーを召喚することができる」 (予言者ユーク);
  - 文明ブレイカー「このクリーチャーは、自分のマナゾーンにある文明ひとつにつき1枚、シールドをブレイクする」.
  Readings: a creature that must block if able leaves the defender no choice of "no block" nor of
  another blocker while it can block (blocking with another would make it unable); "呪文を唱えたターン"
  is a turn in which the summoning player cast a spell.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @tcg-general
  Scenario: A creature that must block if able blocks the attack
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: ルナ・イーグル
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B has 5 shields
    And under tcg 爆炎野郎ジョー is in player A's graveyard

  @tcg-general
  Scenario: ジョー・リザード is not blocked when it attacks a creature
    Given player A's battle zone holds, left to right: ジョー・リザード
    And player B's battle zone holds, left to right: シーマイン, 爆炎野郎ジョー (tapped)
    When player A attacks 爆炎野郎ジョー with ジョー・リザード
    Then under tcg player B could block with: nothing

  @tcg-general
  Scenario: ジョー・リザード may be blocked when it attacks a player
    Given player A's battle zone holds, left to right: ジョー・リザード
    And player B's battle zone holds, left to right: シーマイン
    When player A attacks player B with ジョー・リザード
    Then under tcg player B could block with: シーマイン

  @tcg-general
  Scenario: 戦男 attacks only creatures that have blocker
    Given player A's battle zone holds, left to right: 戦男
    And player B's battle zone holds, left to right: 爆炎野郎ジョー (tapped), シーマイン (tapped)
    When player A attacks 爆炎野郎ジョー with 戦男
    Then under tcg the last action is refused
    When player A attacks シーマイン with 戦男
    Then under tcg the last action is allowed
    And under tcg シーマイン is in player B's graveyard

  @tcg-general
  Scenario: An evolution creature of another race may go on 式神イノセント
    # 式神イノセント's 「どんな種族の進化クリーチャーを…置いてもよい」 is under メタモーフ (自分のマナゾーンに7枚以上
    # カードがあれば、このクリーチャーは次の能力を得る): seven mana cards.
    Given player A's battle zone holds, left to right: 式神イノセント
    And player A's mana zone holds: シザー・アイ, シザー・アイ, シザー・アイ, シザー・アイ, シザー・アイ, シザー・アイ, シザー・アイ
    And player A's hand holds: クリスタル・パラディン
    Then under tcg player A can summon クリスタル・パラディン

  @tcg-general
  Scenario: Without 式神イノセント the evolution creature needs a creature of its race
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's mana zone holds: シザー・アイ, シザー・アイ, シザー・アイ, シザー・アイ
    And player A's hand holds: クリスタル・パラディン
    Then under tcg player A cannot summon クリスタル・パラディン

  @tcg-general
  Scenario: 予言者ユーク is summoned only in a turn its summoner cast a spell
    Given player A's mana zone holds: 藍電草, フォレスト・ホーネット
    And player A's hand holds: 予言者ユーク, ナチュラル・ブースト
    Then under tcg player A cannot summon 予言者ユーク
    When player A casts ナチュラル・ブースト
    Then under tcg player A can summon 予言者ユーク

  @tcg-general
  Scenario: 文明ブレイカー breaks one shield per civilization of its controller's mana zone
    Given player A's battle zone holds, left to right: 彩強の巨人
    And player A's mana zone holds: フォレスト・ホーネット, シザー・アイ, 爆炎野郎ジョー, フォレスト・ホーネット
    When player A attacks player B with 彩強の巨人
    Then under tcg player B has 2 shields

  @tcg-general
  Scenario: ねじれる者ボーン・スライム is put into the graveyard after it attacks a player
    Given player A's battle zone holds, left to right: ねじれる者ボーン・スライム
    When player A attacks player B with ねじれる者ボーン・スライム
    Then under tcg player B has 4 shields
    And under tcg ねじれる者ボーン・スライム is in player A's graveyard

  @tcg-general
  Scenario: ねじれる者ボーン・スライム stays after it attacks a creature
    Given player A's battle zone holds, left to right: ねじれる者ボーン・スライム
    And player B's battle zone holds, left to right: 予言者クルト (tapped)
    When player A attacks 予言者クルト with ねじれる者ボーン・スライム
    Then under tcg ねじれる者ボーン・スライム is in player A's battle zone
