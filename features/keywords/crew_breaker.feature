@keywords @classic @tcg-general
Feature: クルー・ブレイカー, and a race a cross gear adds
  クルー・ブレイカー:ドラゴン (アルティメット・ドラゴン 「このクリーチャーは、バトルゾーンにある自分の他のドラゴン
  1体につき、シールドをさらにもう1枚ブレイクする」): one more shield per other creature of its controller
  whose race names the category, counted as it breaks; the creature itself is not counted (dmwiki
  クルー・ブレイカー). ファイナル・ドラグアーマー 「これをクロスしたクリーチャーは…種族にアーマード・ドラゴンを
  追加する」: the creature it is crossed onto is an アーマード・ドラゴン too, so it counts for the
  クルー・ブレイカー.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  Scenario: Two other dragons: アルティメット・ドラゴン breaks three shields
    Given player A's battle zone holds, left to right: アルティメット・ドラゴン, ボルシャック・ドラゴン, ボルシャック・ドラゴン
    When player A attacks player B with アルティメット・ドラゴン
    Then under tcg player B has 2 shields

  Scenario: Other creatures that are no dragons add nothing
    Given player A's battle zone holds, left to right: アルティメット・ドラゴン, 爆炎野郎ジョー, 爆炎野郎ジョー
    When player A attacks player B with アルティメット・ドラゴン
    Then under tcg player B has 4 shields

  Scenario: A creature crossed with ファイナル・ドラグアーマー is an アーマード・ドラゴン, counted
    Given player A's battle zone holds, left to right: アルティメット・ドラゴン, 爆炎野郎ジョー, ファイナル・ドラグアーマー
    And ファイナル・ドラグアーマー is crossed onto 爆炎野郎ジョー
    When player A attacks player B with アルティメット・ドラゴン
    Then under tcg player B has 3 shields
