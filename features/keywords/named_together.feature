@keywords @classic
Feature: Creatures named together (「AまたはB」, 「AとB以外の」, 「自分のAと自分の他のB」)
  Classic texts name two kinds of creatures in one noun phrase: 鎧兵機サーボルト (DM-22) 「このクリーチャー
  は、進化クリーチャーまたはドラゴンをブロックできない」 (a creature that is either kind), キャプテン・
  ミリオンパーツ (DM-21) 「バトルゾーンにある、グレートメカオーとキカイヒーロー以外のクリーチャーは、ブロック
  することができない」 (a creature of neither race, both players'), and 強襲の長 (DM-19) 「バトルゾーンに
  ある自分のアーク・セラフィムと自分の他のビーストフォークすべてのパワーは+3000され、「W・ブレイカー」を
  得る」 (a creature of either kind; the filter keys any of and not race: engine/mechanics/filters.py),
  ラプトル・ドラグーン (DM-19) 「自分のブレイブ・スピリットが1体でもバトルゾーンにある時、自分のティラノ・ドレイクと
  ブレイブ・スピリットは攻撃されない」 and オメガ・クライシス・ドラグーン (DM-19) 「自分のティラノ・ドレイクを
  バトルゾーンに出した時、各プレイヤーは自分自身の、ティラノ・ドレイク以外の種族のクリーチャーを1体選び、
  破壊する」. Reading of 「ティラノ・ドレイク以外の種族のクリーチャー」: a creature none of whose races is
  ティラノ・ドレイク (the sources give no ruling on a creature with it and another race).

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario Outline: 鎧兵機サーボルト cannot block an evolution creature or a dragon
    Given player A's battle zone holds, left to right: <attacker>
    And player B's battle zone holds, left to right: 鎧兵機サーボルト
    When player A attacks player B with <attacker>
    Then under tcg player B could block with: <blockers>

    Examples:
      | attacker               | blockers      |
      | 爆炎野郎ジョー          | 鎧兵機サーボルト |
      | ボルシャック・ドラゴン    | nothing       |
      | アストラル・テンペスト    | nothing       |

  @tcg-general
  Scenario: Under キャプテン・ミリオンパーツ only グレートメカオー and キカイヒーロー block
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: キャプテン・ミリオンパーツ, 天空の守護者グラン・ギューレ
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: キャプテン・ミリオンパーツ

  @tcg-general
  Scenario: 強襲の長 gives +3000 to the other ビーストフォーク of its controller, not to the others
    Given player A's hand holds: Assault Champion
    And player A's battle zone holds, left to right: 無頼勇騎ゴンタ, 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 白銀の牙
    When an effect puts Assault Champion from player A's hand into the battle zone
    Then under tcg 無頼勇騎ゴンタ's power is 7000
    And under tcg 爆炎野郎ジョー's power is 3000
    And under tcg Assault Champion's power is 4000
    And under tcg 白銀の牙's power is 3000

  @tcg-general
  Scenario Outline: ラプトル・ドラグーン's ティラノ・ドレイク cannot be attacked while a ブレイブ・スピリット of theirs is there
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: ラプトル・ドラグーン (tapped)<others>
    When player A attacks ラプトル・ドラグーン with 爆炎野郎ジョー
    Then under tcg the last action is <verdict>

    Examples:
      | others            | verdict |
      | , 竜脈のダンジェン   | refused |
      | , 予言者クルト      | allowed |

  @tcg-general
  Scenario: オメガ・クライシス・ドラグーン makes each player destroy one creature that is not a ティラノ・ドレイク
    Given player A's hand holds: チルドホーン・ドラグーン
    And player A's battle zone holds, left to right: オメガ・クライシス・ドラグーン, 予言者クルト
    And player B's battle zone holds, left to right: ヘッドハンター・ドラグーン, 予言者リュゾル
    When an effect puts チルドホーン・ドラグーン from player A's hand into the battle zone
    Then under tcg 予言者クルト is in player A's graveyard
    And under tcg 予言者リュゾル is in player B's graveyard
    And under tcg ヘッドハンター・ドラグーン is in player B's battle zone
    And under tcg オメガ・クライシス・ドラグーン is in player A's battle zone

  @tcg-general
  Scenario: 邪眼銃士アレクセイ候 may put a cross gear (「サムライまたはクロスギア」) on the bottom of its owner's deck
    Given player A's hand holds: 邪眼銃士アレクセイ候
    And player B's battle zone holds, left to right: 予言者クルト, エメラルド・クロー
    And player A will choose エメラルド・クロー as target
    When an effect puts 邪眼銃士アレクセイ候 from player A's hand into the battle zone
    Then under tcg エメラルド・クロー is in player B's deck
    And under tcg 予言者クルト is in player B's battle zone
