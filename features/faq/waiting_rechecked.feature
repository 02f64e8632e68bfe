@rules
Feature: Rulings that waited, re-checked by writing their scenarios
  Ledger records (features/faq/rulings.yaml) once marked waiting on a capability, re-checked in issue
  31 by writing the scenario with today's vocabulary. Where the ruling's card is not in the catalog, a
  catalog card with the same relevant wording stands in for it, named in the description.

  @qa:dmwiki-shieldplus-both-triggers @cr:113.2
  Scenario Outline: A stacked shield with two shield triggers: both go to the hand, used in the order their owner chooses (<first> first)
    dmwiki シールド・プラス (a rules note): 「シールド1枚ブレイクで、元のシールドとその下に置いたシールドの
    両方が自分の手札に加わる … 両方S・トリガーだった場合、自分の好きな方からプレイできる」. Player B's shield
    1 is デーモン・ハンド with ナチュラル・トラップ under it (a stack is one shield: 113.2 with シールド・プラス's
    reminder text); 凶戦士ブレイズ・クロー breaks it. Both cards go to B's hand, both shield triggers are
    used, in either order B chooses: the one used first is already in the graveyard while the other
    resolves.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player B's shield zone holds: デーモン・ハンド, 予言者クルト
    And player B's shield 1 has under it: ナチュラル・トラップ
    And player A will break shield 1
    And player B will use the shield triggers in this order: <first> then <second>
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg player B has 1 shield
    And while <second> resolves, under tcg <first> is in player B's graveyard
    And under tcg <second> is in player B's graveyard
    And under tcg player B's hand has 0 cards

    Examples:
      | first            | second           |
      | デーモン・ハンド | ナチュラル・トラップ |
      | ナチュラル・トラップ | デーモン・ハンド |

  @qa:dmwiki-magando
  Scenario: An attack trigger that returns one of your shields to the hand takes a whole stacked shield
    dmwiki シールド回収 (a ruling quoted there; its Q&A number not shown): 殺意の悪魔龍 マガンド's attack
    trigger (「自分のシールドをひとつ、手札に戻す。ただし、その「S・トリガー」は使えない。」) chooses a shield
    made of two stacked shield cards: can it return only one of them? No: the stack is one shield, and
    both cards go to the hand. マガンド is not in the catalog; 黒神龍ヴァイザス, whose attack trigger reads
    the same (「自分のシールドを１枚選び、手札に加える。ただし、その「S・トリガー」は使えない。」), stands in.
    Player A's shield 1 is 予言者クルト with デーモン・ハンド under it; its S・トリガー is not used.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 黒神龍ヴァイザス
    And player A's shield zone holds: 予言者クルト, 予言者リュゾル
    And player A's shield 1 has under it: デーモン・ハンド
    And player A will choose player A's shield 1
    When player A attacks player B with 黒神龍ヴァイザス
    Then under tcg player A's hand holds: 予言者クルト, デーモン・ハンド
    And under tcg player A has 1 shield
    And under tcg player A's shield 1 is made of: 予言者リュゾル

  @qa:notice-2025-10-01
  Scenario: A discarded card whose replacement needs its text is shown first and its replacement keeps it in the hand
    Rule notice of 2025-10-01 (https://dm.takaratomy.co.jp/rule/rulechange/316675/, 400.2f): a card
    moving from a hidden zone to a public one is normally revealed after it moves, but when a
    replacement effect needs the moving card's text, every player sees its face just before it
    moves; the notice's example: 夜露死苦 キャロル discarded with water and fire in its owner's mana
    zone is identified before it reaches the graveyard, its replacement applies and it stays in the
    hand. Player B's effect makes player A discard キャロル: it is in player A's hand, not in the
    graveyard, and player B has seen it.
    Given it is player B's turn
    And player A's hand holds: 夜露死苦 キャロル
    And player A's mana zone holds: アクア・ビークル, 凶戦士ブレイズ・クロー
    When an effect of player B's makes player A discard 夜露死苦 キャロル
    Then under tcg 夜露死苦 キャロル is in player A's hand
    And under tcg player A's graveyard has 0 cards
    And under tcg player B has seen 夜露死苦 キャロル

  @qa:dmwiki-attack-chance-timing
  Scenario: アタック・チャンス waits with the attacker's own attack ability, in any order
    dmwiki アタック・チャンス (undated rule section): the ability is used at the time of the attack triggers,
    so it may be ordered freely with the attacking creature's own "when this attacks" abilities. The
    ruling's cards (合身秘伝メカ・マシーン, 黒神龍ダンチガイ・ファンキガイ) are not in the card facts at hand;
    ボルシャック・クリスド (an attack ability) and ボルシャック・ファイアー (アタック・チャンス for ボルシャック
    creatures) of the catalog stand in for them.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルシャック・クリスド
    And player A's hand holds: ボルシャック・ファイアー
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B has 3 shields
    And player A will declare ボルシャック・ファイアー
    When player A attacks player B with ボルシャック・クリスド
    Then under tcg player A declares ボルシャック・ファイアー
    And under tcg the waiting effects may resolve in any order

  @qa:dmwiki-attack-chance-timing
  Scenario: An アタック・チャンス card drawn by the attack ability comes too late for that attack
    dmwiki アタック・チャンス: "when it attacks" happens once per attack, so an アタック・チャンス card that an
    attack ability draws during that attack cannot be used for it. ボルシャック・クリスド's attack ability
    draws ボルシャック・ファイアー (the top card); player A may not declare it, and it stays in the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルシャック・クリスド
    And player A's deck holds, top first: ボルシャック・ファイアー, 5 x 予言者リュゾル
    And player B has 3 shields
    When player A attacks player B with ボルシャック・クリスド
    Then under tcg ボルシャック・ファイアー was in player A's hand
    And under tcg player A could not declare ボルシャック・ファイアー
    And under tcg ボルシャック・ファイアー is in player A's hand

  @qa:notice-2021-09-07-803.1c
  Scenario Outline: A god entering into a link: an enter ability reads the card that entered (<entering> enters)
    Rule-change notice of 2021-09-07 (https://dm.takaratomy.co.jp/rule/rulechange/31637/, 803.1c): when a
    god enters and links into one creature, the abilities that trigger on its entering refer to the
    characteristics of the card that entered, not of the linked creature. スナイプ・アルフェラス
    (「自分のグランド・デビルをバトルゾーンに出した時、カードを１枚引いてもよい」) watches; 封神ゴート is a
    グランド・デビル god, 闘神タウロス a god of other races, and they link (G・リンク). The linked creature is
    a グランド・デビル either way; the ability triggers only when the card entering is ゴート. The notice's
    second half (803.1d: replacement and state-defining effects applied as it enters) is not asserted here.
    Given it is player A's turn
    And player A's battle zone holds, left to right: スナイプ・アルフェラス, <in play>
    And player A's hand holds: <entering>
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When an effect puts <entering> from player A's hand into the battle zone
    Then under tcg 封神ゴート and 闘神タウロス are linked
    And under tcg スナイプ・アルフェラス's ability <triggers>

    Examples:
      | entering   | in play    | triggers         |
      | 闘神タウロス | 封神ゴート   | does not trigger |
      | 封神ゴート   | 闘神タウロス | triggers         |

  @qa:42847
  Scenario: 「出してもよい。そうしたら」: the creature a replacement keeps out was still tried, so 絶望神サガ is destroyed
    Official Q&A 42847 (https://dm.takaratomy.co.jp/rule/qa/42847/, seen through dmjudgeall 絶望神サガ): with the
    opponent's 赤い稲妻 テスタ・ロッサ out, 絶望神サガ A enters, its ability draws and discards, then tries to put
    絶望神サガ B from the graveyard; テスタ・ロッサ's replacement keeps B in the graveyard. Is A destroyed? Yes:
    「出そうとしたクリーチャーが結果的に出なかった場合でも、「そうしたら」以降の効果は解決されます」. Player A summons A
    (a summon: テスタ・ロッサ replaces only other puts).
    Given it is player A's turn
    And player B's battle zone holds, left to right: 赤い稲妻 テスタ・ロッサ
    And player A's mana zone holds: アクア・ビークル, うごめく者ボーン・グール, うごめく者ボーン・グール
    And player A's hand holds: 絶望神サガ
    And player A's graveyard holds: 絶望神サガ, 予言者リュゾル, 爆炎野郎ジョー
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A summons 絶望神サガ
    Then under tcg player A's battle zone holds: nothing
    And under tcg player A's graveyard has 5 cards

  @qa:42847
  Scenario: The control: with fewer than three creatures in the graveyard nothing is tried, and 絶望神サガ stays
    The same board with one creature in the graveyard: 絶望神サガ draws デーモン・ハンド and discards it (a spell),
    so the graveyard holds fewer than three creatures, no creature is tried, and 絶望神サガ is not destroyed.
    Given it is player A's turn
    And player B's battle zone holds, left to right: 赤い稲妻 テスタ・ロッサ
    And player A's mana zone holds: アクア・ビークル, うごめく者ボーン・グール, うごめく者ボーン・グール
    And player A's hand holds: 絶望神サガ
    And player A's graveyard holds: 予言者リュゾル
    And player A's deck holds, top first: デーモン・ハンド, 5 x 予言者リュゾル
    When player A summons 絶望神サガ
    Then under tcg 絶望神サガ is in player A's battle zone

  @qa:notice-2018-08-09-112.3d @cr:112.3e
  Scenario: G・ゼロ casts a spell without paying, as it summons a creature
    Rule-change notice of 2018-08-09 (https://dm.takaratomy.co.jp/rule/rulechange/31401/): G・ゼロ lets a
    creature be summoned or a spell be cast without paying its cost under its condition (the rule's text
    was extended to spells; today 112.3e). ゼロの裏技ニヤリー・ゲット (dmwiki: 「G・ゼロ：自分の無色クリーチャーが
    あれば、この呪文をコストを支払わずに唱えてもよい。」) is cast with no mana at all while player A has the
    colourless 「戦慄」の頂 ベートーベン, and resolves.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 「戦慄」の頂 ベートーベン
    And player A's hand holds: ゼロの裏技ニヤリー・ゲット
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A casts ゼロの裏技ニヤリー・ゲット
    Then under tcg the last action is allowed
    And under tcg ゼロの裏技ニヤリー・ゲット is in player A's graveyard

  @qa:notice-2018-08-09-112.3d
  Scenario: The control: without a colourless creature, ゼロの裏技ニヤリー・ゲット costs 4
    With no colourless creature of player A's, the condition does not hold and player A, with no mana,
    cannot cast it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player A's hand holds: ゼロの裏技ニヤリー・ゲット
    Then under tcg player A cannot cast ゼロの裏技ニヤリー・ゲット

  @qa:dmwiki-kensan-reveal
  Scenario: A card taken from the deck under a type condition is shown to the opponent
    Official Q&A of 2023-11-17 quoted on dmwiki 《剣参ノ裁キ》: when 剣参ノ裁キ puts a spell or a メタリカ from the
    top three cards into the hand, it must be shown to the opponent, since a card moved out of a hidden zone
    under a type condition is checked by both players. Player A takes デーモン・ハンド: player B has seen it,
    not the two cards put on the bottom.
    Given it is player A's turn
    And player A's mana zone holds: 3 x 予言者リュゾル
    And player A's hand holds: 剣参ノ裁キ
    And player A's deck holds, top first: 爆炎野郎ジョー, デーモン・ハンド, クラッグザウルス, 5 x 予言者リュゾル
    When player A casts 剣参ノ裁キ
    Then under tcg デーモン・ハンド is in player A's hand
    And under tcg player B has seen デーモン・ハンド
    And under tcg player B has not seen 爆炎野郎ジョー

  @qa:notice-2020-10-23-603.2e
  Scenario: A use declaration of a hand ability shows the card; the other hand cards stay unseen
    Rule-change notice of 2020-10-23 (https://dm.takaratomy.co.jp/rule/rulechange/31618, 603.2e): a use
    declaration is not a card use; when only its owner can see the ability (the card in the hand), the
    owner shows the card and declares it. Player B, with no shields, declares 革命の鉄拳's 革命0トリガー as
    暗黒の騎士ザガーン attacks: player A has seen 革命の鉄拳, not the 予言者リュゾル beside it in the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's hand holds: 革命の鉄拳, 予言者リュゾル
    And player B's deck holds, top first: 4 x 爆炎野郎ジョー, 5 x 予言者リュゾル
    And player B will declare 革命の鉄拳
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B declares 革命の鉄拳
    And under tcg player A has seen 革命の鉄拳
    And under tcg player A has not seen 予言者リュゾル

  @qa:kazoku-2018-06-11-603.2e
  Scenario: Under the nowhere-zone rule a declared triggered ability leaves its card where it is
    The rule change of 2018-06-11 (reproduced by kazoku-de-dm, v1.8; 603.2e): declaring a triggered
    ability that needs a use declaration is not declaring the use of a card, so the card does not go to
    the nowhere zone. Under tcg-2020 (the nowhere-zone rule), player A declares ZEROの侵略 ブラックアウト's
    侵略ZERO at the end of player B's turn: while the ability resolves the card is still in player A's hand
    and the nowhere zone is empty; the ability then puts it. (The notice's card, Dの博才 サイバーダイス・ベガス, is
    not in the card facts at hand; 侵略ZERO is a declared triggered ability of the same kind.)
    Given it is player B's turn
    And player B's hand holds: 青銅の鎧
    And player A's hand holds: ZEROの侵略 ブラックアウト
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player A will declare ZEROの侵略 ブラックアウト
    When an effect puts 青銅の鎧 from player B's hand into the battle zone
    And player B ends the turn
    Then while ZEROの侵略 ブラックアウト's ability resolves, under tcg-2020 ZEROの侵略 ブラックアウト is in player A's hand
    And while ZEROの侵略 ブラックアウト's ability resolves, under tcg-2020 player A's nowhere zone holds: nothing
    And under tcg-2020 ZEROの侵略 ブラックアウト is in player A's battle zone

  @qa:gachi-katsuking-2024 @cr:113.6c
  Scenario: A shield that gives itself S・トリガー with two shields or fewer counts the shields left when three of five are broken
    gachi-matome (https://gachi-matome.com/?p=201362, 2024) on the official よくある質問 of 1/19: 「《切札勝太&カツキング
    -熱血の物語-》のS・トリガーは、5枚のシールドからT・ブレイクされた際にも発動する。」 Its 革命2 as dmwiki prints it:
    「自分のシールドが2つ以下なら、自分のシールドゾーンから手札に加えるこのクリーチャーに「S・トリガー」を与える。」
    — an ability giving S・トリガー to a card added to the hand from the shield zone, which reads the shields as they
    wait (113.6c: 待機状態のシールドの状況を参照して), and broken shields waiting are not counted (113.6a). The reading:
    the card's current text is read (gachi-matome quotes an older 「シールドゾーンにあるこのクリーチャーに」, the
    113.6b kind, which reads the shields just before they wait: five). グラディアン・レッド・ドラゴン (T・ブレイカー)
    breaks three of player B's five shields, カツキング among them: two remain, so its S・トリガー is used and it is
    put into the battle zone. Under tcg-2021 and tcg-2020 broken shields still count until they reach the hand
    (the fork diverges there: five shields, no S・トリガー).
    Given it is player A's turn
    And player A's battle zone holds, left to right: グラディアン・レッド・ドラゴン
    And player B's shield zone holds: 切札勝太&カツキング -熱血の物語-, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player A will break shield 1
    And player A will break shield 2
    And player A will break shield 3
    And player B will use the shield trigger of 切札勝太&カツキング -熱血の物語-
    When player A attacks player B with グラディアン・レッド・ドラゴン
    Then under tcg 切札勝太&カツキング -熱血の物語- is in player B's battle zone
    And under tcg player B has 2 shields

  @qa:38584
  Scenario: A look a lock forbids does nothing, and the instruction after it is still done
    Official Q&A 38584 (2020-07-17, https://dm.takaratomy.co.jp/rule/qa/38584/): Dの劇場 テンダネス・エスセーキ's
    first ability (dmwiki: 「自分のターンの終わりに、自分の山札の上から1枚目を見る。それを、山札の一番下に置いても
    よい。その後、バトルゾーンに自分のスプラッシュ・クイーンがあれば、カードを1枚引く。」) is used while Q.Q.QX.
    keeps players from looking at decks, so the top card is not looked at and cannot be put on the bottom: with a
    スプラッシュ・クイーン of yours in the battle zone, do you still draw? Yes. Q.Q.QX. is not in the catalog;
    巡霊者メスタポ's 「誰も山札を見ることはできない。」 stands in for its lock. Player A's turn ends with
    テンダネス・エスセーキ and ローザ・ロッサ (a スプラッシュ・クイーン) in the battle zone: nothing is looked at, the
    top card stays, and player A draws it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: Dの劇場 テンダネス・エスセーキ, ローザ・ロッサ
    And player B's battle zone holds, left to right: 巡霊者メスタポ
    And player A's deck holds, top first: 爆炎野郎ジョー, 予言者リュゾル, 予言者リュゾル
    When player A ends the turn
    Then under tcg player A drew 1 card
    And under tcg player A's hand holds: 爆炎野郎ジョー
    And under tcg player A's deck holds, top first: 予言者リュゾル, 予言者リュゾル

  @qa:judgeall-jogiragon-2
  Scenario: Two declared shield triggers under a one-spell lock: the first removes the lock, the second is cast
    dmjudgeall ジョーカーズ (https://sites.google.com/view/dmjudgeall/デッキ別ルール/過去のデッキ/ジョーカーズ): the
    opponent's ジョギラゴン&ジョニー ~Jの旅路~ (dmwiki: 「相手は、自身の各ターンに1枚しか呪文を唱えられない。」) is out; on your
    turn マーシャル・クイーン shields and returns 龍脈術 水霊の計 and サイバー・ブレイン to your hand: may you declare both
    S・トリガー? Yes, both are declared; if the first spell removes ジョギラゴン&ジョニー the second can be cast too, if not
    the second can't be cast and stays in the hand. The lock is checked as each spell is cast. Those three cards are
    not in the catalog: 黒神龍ブライゼナーガ (「…自分のシールドをすべて自分の手札に加える。(その「S・トリガー」を使って
    もよい)」) brings two デーモン・ハンド to player A's hand in A's turn. Here the first destroys ジョギラゴン&ジョニー:
    the second is cast and destroys 予言者クルト.
    Given it is player A's turn
    And player B's battle zone holds, left to right: ジョギラゴン&ジョニー ~Jの旅路~, 予言者クルト
    And player A's hand holds: 黒神龍ブライゼナーガ
    And player A's mana zone has 6 cards of うごめく者ボーン・グール
    And player A's shield zone holds: デーモン・ハンド, デーモン・ハンド
    And player A will use the shield trigger of デーモン・ハンド
    And player A will use the shield trigger of デーモン・ハンド
    And player A will choose ジョギラゴン&ジョニー ~Jの旅路~ as target
    And player A will choose 予言者クルト as target
    When player A summons 黒神龍ブライゼナーガ
    Then under tcg player A's graveyard holds: デーモン・ハンド, デーモン・ハンド
    And under tcg player B's graveyard holds: ジョギラゴン&ジョニー ~Jの旅路~, 予言者クルト

  @qa:judgeall-jogiragon-2
  Scenario: Two declared shield triggers under a one-spell lock: the lock stays, the second is not cast and stays in the hand
    The same ruling, the other case: the first デーモン・ハンド destroys 予言者クルト, the lock stays, and the second
    デーモン・ハンド, declared, is not cast: it stays in player A's hand.
    Given it is player A's turn
    And player B's battle zone holds, left to right: ジョギラゴン&ジョニー ~Jの旅路~, 予言者クルト
    And player A's hand holds: 黒神龍ブライゼナーガ
    And player A's mana zone has 6 cards of うごめく者ボーン・グール
    And player A's shield zone holds: デーモン・ハンド, デーモン・ハンド
    And player A will use the shield trigger of デーモン・ハンド
    And player A will use the shield trigger of デーモン・ハンド
    And player A will choose 予言者クルト as target
    When player A summons 黒神龍ブライゼナーガ
    Then under tcg player A's graveyard holds: デーモン・ハンド
    And under tcg player A's hand holds: デーモン・ハンド
    And under tcg ジョギラゴン&ジョニー ~Jの旅路~ is in player B's battle zone
