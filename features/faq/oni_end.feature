@faq
Feature: 鬼エンド: a declared attack ability of either player (dmjudgeall on 百鬼の邪王門)
  鬼エンド (dmwiki 《百鬼の邪王門》): 「クリーチャーが攻撃する時、シールドが1つもないプレイヤーがいて、自分のマナゾーンに
  闇のカードと火のカードがそれぞれ1枚以上あれば、この呪文を自分の手札からコストを支払わずに唱えてもよい。」 A declared
  ability (使用宣言) of either player as a creature attacks: the turn player's with the other attack triggers
  (506.3b), the non-turn player's once the turn player's waiting effects are gone, its condition met then (506.3d).

  @qa:judgeall-jaoumon-1 @cr:506.3d
  Scenario: 鬼エンド is declared once the shield triggers the attacker's ability brought are used
    dmjudgeall 百鬼の邪王門 (https://sites.google.com/view/dmjudgeall/追加分2023-4/百鬼の邪王門): 相手の
    《超神羅星アポロヌス・ドラゲリオン》が「侵略」によって出て、「メテオバーン」を使い、シールドをすべてブレイク
    しました。「S・トリガー」等の能力解決が終わった後で手札に《百鬼の邪王門》があれば、《百鬼の邪王門》の「鬼
    エンド」の使用宣言ができます。 Its 鬼エンド (dmwiki): 「クリーチャーが攻撃する時、シールドが1つもないプレイヤー
    がいて、自分のマナゾーンに闇のカードと火のカードがそれぞれ1枚以上あれば、この呪文を自分の手札からコストを支払わず
    に唱えてもよい。」; the non-turn player's declared abilities are declared after the turn player's waiting effects,
    with their condition met then (506.3d). Player A's ボルシャック・ドギラゴン (a fire evolution dragon, on two
    cards) attacks; 超神羅星アポロヌス・ドラゲリオン invades onto it, and its メテオバーン puts the three cards under
    it into the graveyard and breaks both of player B's shields; B uses アクア・チャージャー's S・トリガー; then B,
    with no shields, declares 鬼エンド and casts 百鬼の邪王門. Player A has shields throughout.
    Given it is player A's turn
    And player A has 3 shields
    And player A's battle zone holds, left to right: ボルシャック・ドギラゴン on 凶戦士ブレイズ・クロー on 紅神龍メルガルス
    And player A's hand holds: 超神羅星アポロヌス・ドラゲリオン
    And player B's shield zone holds: アクア・チャージャー, 予言者リュゾル
    And player B's hand holds: 百鬼の邪王門
    And player B's mana zone holds: うごめく者ボーン・グール, 凶戦士ブレイズ・クロー
    And player B's deck holds, top first: 10 x 予言者リュゾル
    And player A will declare 超神羅星アポロヌス・ドラゲリオン
    And player B will use the shield trigger of アクア・チャージャー
    And player B will declare 百鬼の邪王門
    When player A attacks player B with ボルシャック・ドギラゴン
    Then under tcg these happen in this order:
      | step                                                   |
      | 超神羅星アポロヌス・ドラゲリオン: meteorburn resolves |
      | アクア・チャージャー enters                            |
      | player B declares 百鬼の邪王門                         |
      | 百鬼の邪王門 is cast                                   |

  @qa:judgeall-jaoumon-2
  Scenario Outline: A creature's S・トリガー ends with its summon: its enter ability waits with 鬼エンド, in B's order (<first> first)
    dmjudgeall 百鬼の邪王門 (the same page): the shields 《超神羅星アポロヌス・ドラゲリオン》 broke held 《百鬼の
    邪王門》 and 《切札勝太&カツキング ー熱血の物語ー》, whose S・トリガー was used and which was summoned. クリーチャー
    の「S・トリガー」は召喚することまでが「S・トリガー」能力ですので、《切札勝太&カツキング》の出た時の能力が解決
    されるのは、この時点で手札にある《百鬼の邪王門》の「鬼エンド」の使用宣言をした後です。…解決は好きな順番で行え
    ます. カツキング's enter ability is not in the catalog; アクア・ハルク (S・トリガー, 「このクリーチャーをバトル
    ゾーンに出した時、カードを1枚引く」) stands in for it. 百鬼の邪王門 reaches player B's hand from the shields;
    アクア・ハルク is summoned; 鬼エンド is declared; then B resolves the two in the order it chooses.
    Given it is player A's turn
    And player A has 3 shields
    And player A's battle zone holds, left to right: ボルシャック・ドギラゴン on 凶戦士ブレイズ・クロー on 紅神龍メルガルス
    And player A's hand holds: 超神羅星アポロヌス・ドラゲリオン
    And player B's shield zone holds: 百鬼の邪王門, アクア・ハルク
    And player B's mana zone holds: うごめく者ボーン・グール, 凶戦士ブレイズ・クロー
    And player B's deck holds, top first: 10 x 予言者リュゾル
    And player A will declare 超神羅星アポロヌス・ドラゲリオン
    And player B will use the shield trigger of アクア・ハルク
    And player B will declare 百鬼の邪王門
    And player B will resolve <first> first
    When player A attacks player B with ボルシャック・ドギラゴン
    Then under tcg these happen in this order:
      | step                                |
      | アクア・ハルク enters               |
      | player B declares 百鬼の邪王門      |
      | <first>: <first ability> resolves   |
      | <second>: <second ability> resolves |

    Examples:
      | first          | first ability | second         | second ability |
      | アクア・ハルク | this enters   | 百鬼の邪王門   | oni end        |
      | 百鬼の邪王門   | oni end       | アクア・ハルク | this enters    |
