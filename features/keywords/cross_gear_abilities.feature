@keywords @classic @tcg-general
Feature: What cross gears give the creature they are crossed onto, and アクセル (classic cards)
  003 クロスギアカード: a gear is generated, then crossed onto one of its owner's creatures; it stays
  when that creature leaves. Its printed abilities about 「これをクロスしたクリーチャー」 reach that
  creature only (エメラルド・クロー 「これをクロスしたクリーチャーのパワーは+2000される」); its abilities 「この
  カードがどのクリーチャーにもクロスされていない時」 hold only while it is crossed onto none (イモータル・ブレード:
  「バトルゾーンにあるクリーチャーはすべて「スレイヤー」を得る」 — every creature, either player's: the text
  names no player). アクセル 「このクリーチャーにクロスギアがクロスされている時、このクリーチャーは次の能力を
  得る」 (精撃の使徒アリッサ: +3000). スパイラル・オーラ 「これをクロスしたクリーチャーが破壊される時、墓地に置く
  かわりに自分の手札に戻す」 is a replacement of that creature's destruction.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  Scenario: A crossed gear adds its power to the creature it is crossed onto only
    Given player A's battle zone holds, left to right: アクア・ガード, 予言者クルト, エメラルド・クロー
    And エメラルド・クロー is crossed onto アクア・ガード
    Then under tcg アクア・ガード's power is 4000
    And under tcg 予言者クルト's power is 500

  Scenario: アクセル: 精撃の使徒アリッサ gets +3000 while a gear is crossed onto it
    Given player A's battle zone holds, left to right: 精撃の使徒アリッサ, エメラルド・クロー
    And player A's mana zone holds: 1 x シェル・ラック
    Then under tcg 精撃の使徒アリッサ's power is 2000
    When player A crosses エメラルド・クロー onto 精撃の使徒アリッサ
    Then under tcg the last action is allowed
    And under tcg 精撃の使徒アリッサ's power is 7000

  Scenario: An uncrossed イモータル・ブレード gives every creature in the battle zone slayer
    Given player A's battle zone holds, left to right: 予言者クルト, イモータル・ブレード
    And player B's battle zone holds, left to right: アクア・ガード
    Then under tcg 予言者クルト has the keyword slayer
    And under tcg アクア・ガード has the keyword slayer

  Scenario: Crossed, イモータル・ブレード gives slayer to nobody
    Given player A's battle zone holds, left to right: 予言者クルト, イモータル・ブレード
    And player B's battle zone holds, left to right: アクア・ガード
    And イモータル・ブレード is crossed onto 予言者クルト
    Then under tcg 予言者クルト does not have the keyword slayer
    And under tcg アクア・ガード does not have the keyword slayer

  Scenario: The creature スパイラル・オーラ is crossed onto goes to the hand instead of being destroyed
    Given player A's battle zone holds, left to right: アクア・ガード, スパイラル・オーラ
    And スパイラル・オーラ is crossed onto アクア・ガード
    When an effect of player B's destroys アクア・ガード
    Then under tcg アクア・ガード is in player A's hand
    And under tcg スパイラル・オーラ is in player A's battle zone

  Scenario: An uncrossed スパイラル・オーラ replaces nothing
    The control of the scenario above.

    Given player A's battle zone holds, left to right: アクア・ガード, スパイラル・オーラ
    When an effect of player B's destroys アクア・ガード
    Then under tcg アクア・ガード is in player A's graveyard

  Scenario: バザガベルグ・疾風・ドラゴン crosses a gear of the battle zone onto itself without paying
    「このクリーチャーをバトルゾーンに出した時、バトルゾーンにある自分のクロスギアを1枚、コストを支払わずにこの
    クリーチャーにクロスしてもよい」: no mana is tapped for the cross.
    Given player A's battle zone holds, left to right: エメラルド・クロー
    And player A's mana zone holds: 8 x 爆炎野郎ジョー
    And player A's hand holds: バザガベルグ・疾風・ドラゴン
    When player A summons バザガベルグ・疾風・ドラゴン
    Then under tcg エメラルド・クロー is crossed onto バザガベルグ・疾風・ドラゴン
    And under tcg バザガベルグ・疾風・ドラゴン's power is 10000
    And under tcg player A's mana zone has 8 tapped cards

  Scenario: 侍流ジェネレート: 風来の雲ベンケイ generates a gear of the hand without paying
    「このクリーチャーをバトルゾーンに出した時、自分の手札にあるクロスギアを1枚、コストを支払わずにジェネレート
    してもよい」.
    Given player A's mana zone holds: 5 x 爆炎野郎ジョー
    And player A's hand holds: 風来の雲ベンケイ, エメラルド・クロー
    When player A summons 風来の雲ベンケイ
    Then under tcg エメラルド・クロー is in player A's battle zone
    And under tcg エメラルド・クロー is not crossed onto any creature
    And under tcg player A's mana zone has 5 tapped cards

  Scenario: S・トリガーX: a broken マキシマム・ディフェンス is generated and crossed without paying
    「S・トリガーX(このクロスギアをシールドゾーンから手札に加える時、コストを支払わずにすぐジェネレートし、自分の
    クリーチャー1体にクロスしてもよい)」: player B has no mana; the gear (shield 6, after the background's five)
    gives the creature it is crossed onto
    +5000 (予言者クルト: 500 + 5000).
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 予言者クルト
    And player B's shield zone holds: マキシマム・ディフェンス
    And player A will break shield 6
    And player B will use the shield trigger of マキシマム・ディフェンス
    And player B will choose 予言者クルト as target
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg マキシマム・ディフェンス is crossed onto 予言者クルト
    And under tcg 予言者クルト's power is 5500

  Scenario: An uncrossed インパクト・アブソーバー lets every creature break one shield per attack
    「このカードがどのクリーチャーにもクロスされていない時、クリーチャーは攻撃1回につきシールドを1枚しかブレイク
    できない」: player B's gear limits player A's W-breaker.
    Given player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: インパクト・アブソーバー
    When player A attacks player B with ボルシャック・ドラゴン
    Then under tcg player B has 4 shields

  Scenario: Crossed, インパクト・アブソーバー limits nobody
    Given player A's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B's battle zone holds, left to right: 予言者クルト, インパクト・アブソーバー
    And インパクト・アブソーバー is crossed onto 予言者クルト
    When player A attacks player B with ボルシャック・ドラゴン
    Then under tcg player B has 3 shields
