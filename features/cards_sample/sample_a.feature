@cards_sample @classic @tcg-general
Feature: A random sample of compiled classic cards, each exercised from its printed text (1 of 2)
  Issue 31, item 5: 50 cards drawn from engine/catalog/cards/classic_ja.yaml (the compiled classic
  cards; ウェーブ・クロウラー and 聖騎士ヴォイジャー left out, being the issue's own), with
  `random.Random(31050).sample(sorted(names), 50)`; cards 1–25 of the draw here, 26–50 in sample_b.feature.
  Each scenario follows the card's printed text (quoted); where the text leaves a point open, the
  scenario says the reading. リップ・ウォッピー was wrong: 「ドラゴンをバトルゾーンに出した時」 has the
  ability's controller as its unsaid subject (「出した」, not 「出た」): the opponent's dragon does not
  trigger it (the compiled card drew for either player's dragon).

  Background:
    Given it is player A's turn

  Scenario: トーピード・クラスター 「自分のマナゾーンにあるカードを1枚自分の手札に戻す」: any card, a spell too
    Given player A's hand holds: トーピード・クラスター
    And player A's mana zone holds: ボルカニック・アロー
    When an effect puts トーピード・クラスター from player A's hand into the battle zone
    Then under tcg ボルカニック・アロー is in player A's hand
    And under tcg player A's mana zone has 0 cards

  Scenario: ペインシュート・ドラグーン: one revealed ティラノ・ドレイク, so once -3000 to an opponent's creature
    「表向きにしたティラノ・ドレイクまたはブレイブ・スピリット1体につき、次の能力を1回行ってもよい」:
    one of the three revealed is a ティラノ・ドレイク (リップ・ウォッピー is no ティラノ・ドレイク: 3 cards, one counted).
    Given player A's hand holds: ペインシュート・ドラグーン
    And player A's deck holds, top first: ペインシュート・ドラグーン, 予言者クルト, 予言者リュゾル
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A will use the optional ability of ペインシュート・ドラグーン
    When an effect puts ペインシュート・ドラグーン from player A's hand into the battle zone
    Then under tcg 爆炎野郎ジョー is in player B's graveyard

  Scenario: ゾンビ・カーニバル returns up to three creatures of the chosen race from the graveyard
    Given player A's hand holds: ゾンビ・カーニバル
    And player A's mana zone holds: 5 x 凶犬人形ジュンカツ
    And player A's graveyard holds: 予言者クルト, 予言者リュゾル, 爆炎野郎ジョー
    And player A will choose the race ライトブリンガー
    When player A casts ゾンビ・カーニバル
    Then under tcg 予言者クルト is in player A's hand
    And under tcg 予言者リュゾル is in player A's hand
    And under tcg 爆炎野郎ジョー is in player A's graveyard

  Scenario: 捜索甲冑ゴロンガー cannot attack the opponent
    「このクリーチャーは、相手プレイヤーを攻撃できない」.
    Given player A's battle zone holds, left to right: 捜索甲冑ゴロンガー
    When player A attacks player B with 捜索甲冑ゴロンガー
    Then under tcg the last action is refused

  Scenario: 予言者アレス destroyed goes to its owner's shields instead of the graveyard
    「このクリーチャーがバトルゾーンから自分の墓地に置かれるとき、裏向きにして自分のシールドに加える」.
    Given player A's battle zone holds, left to right: 予言者アレス
    And player A has 2 shields
    When an effect of player A's destroys 予言者アレス
    Then under tcg 予言者アレス is in player A's shields
    And under tcg player A has 3 shields

  Scenario: 静電の守護者パルスマルス taps instead of attacking, tapping the opponent's blocker
    Given player A's battle zone holds, left to right: 静電の守護者パルスマルス
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    When player A uses the tap skill of 静電の守護者パルスマルス
    Then under tcg the last action is allowed
    And under tcg 天空の守護者グラン・ギューレ is tapped

  Scenario: エメラル swaps a card of the hand with a shield, and the shield's S・トリガー is not used
    Given player A's hand holds: エメラル, 予言者クルト
    And player A's shields holds: ボルカニック・アロー
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will use the optional ability of エメラル
    When an effect puts エメラル from player A's hand into the battle zone
    Then under tcg player A has 1 shields
    And under tcg 予言者クルト is in player A's shields
    And under tcg ボルカニック・アロー is in player A's hand
    And under tcg 予言者リュゾル is in player B's battle zone

  Scenario: メタルウィング・ワイバーン destroys an opponent's blocker as it attacks, before blocks
    Given player A's battle zone holds, left to right: メタルウィング・ワイバーン
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 3 shields
    When player A attacks player B with メタルウィング・ワイバーン
    Then under tcg 天空の守護者グラン・ギューレ is in player B's graveyard
    And under tcg player B has 1 shields

  Scenario: トラブル・キーボード makes another darkness creature cost one more, the opponent's too
    「他の闇のクリーチャーを召喚する時、支払うコストは1多くなる」 names no owner.
    Given player B's battle zone holds, left to right: トラブル・キーボード
    And player A's mana zone holds: 2 x 凶犬人形ジュンカツ
    And player A's hand holds: 凶犬人形ジュンカツ
    Then under tcg player A cannot summon 凶犬人形ジュンカツ

  Scenario: タイラント・クワザリ puts two cards of the hand into the mana zone
    Given player A's hand holds: タイラント・クワザリ, 予言者クルト, 予言者リュゾル, 爆炎野郎ジョー
    And player A will choose 予言者クルト, 予言者リュゾル to put into mana
    When an effect puts タイラント・クワザリ from player A's hand into the battle zone
    Then under tcg player A's mana zone has 2 cards
    And under tcg player A's hand holds: 爆炎野郎ジョー

  Scenario: 幻獣賢者エレファウスト destroyed: the top card of the deck into the mana zone, if chosen
    「自分の山札の上から1枚目をマナゾーンに置くか、バトルゾーンにある自分のクリーチャーを2体までアンタップする」.
    Given player A's battle zone holds, left to right: 幻獣賢者エレファウスト
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    When an effect of player A's destroys 幻獣賢者エレファウスト
    Then under tcg in some choice player A may make for "mode", 予言者クルト is in player A's mana zone
    And under tcg in some choice player A may make for "mode", 予言者クルト is in player A's deck

  Scenario: ソル・チューブ taps one of the opponent's creatures
    Given player A's hand holds: ソル・チューブ
    And player A's mana zone holds: 予言者クルト
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    When player A casts ソル・チューブ
    Then under tcg 爆炎野郎ジョー is tapped

  Scenario: リップ・ウォッピー draws when its controller puts a dragon into the battle zone
    Given player A's battle zone holds, left to right: リップ・ウォッピー
    And player A's hand holds: ボルシャック・ドラゴン
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player A will use the optional ability of リップ・ウォッピー
    When an effect puts ボルシャック・ドラゴン from player A's hand into the battle zone
    Then under tcg 予言者クルト is in player A's hand

  Scenario: リップ・ウォッピー does not draw when the opponent puts a dragon into the battle zone
    「ドラゴンをバトルゾーンに出した時」: the unsaid subject is the ability's controller.
    Given it is player B's turn
    And player A's battle zone holds, left to right: リップ・ウォッピー
    And player B's hand holds: ボルシャック・ドラゴン
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    When an effect puts ボルシャック・ドラゴン from player B's hand into the battle zone
    Then under tcg リップ・ウォッピー's ability does not trigger
    And under tcg player A was not asked to "use optional"
    And under tcg 予言者クルト is in player A's deck

  Scenario: 草原の種 taps instead of attacking and puts up to three cards of the hand into the mana zone
    Given player A's battle zone holds, left to right: 草原の種
    And player A's hand holds: 予言者クルト, 予言者リュゾル
    And player A will choose 予言者クルト, 予言者リュゾル to put into mana
    When player A uses the tap skill of 草原の種
    Then under tcg player A's mana zone has 2 cards

  Scenario: 修羅王ガラサラマ may draw a card as it attacks
    Given player A's battle zone holds, left to right: 修羅王ガラサラマ
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player B has 3 shields
    And player A will use the optional ability of 修羅王ガラサラマ
    When player A attacks player B with 修羅王ガラサラマ
    Then under tcg 予言者クルト is in player A's hand
    And under tcg player B has 2 shields

  Scenario: 反発のタグタップ: +1000 per water card in the opponent's mana zone
    Given player A's battle zone holds, left to right: 反発のタグタップ
    And player B's mana zone holds: 3 x アクア・ビークル, 爆炎野郎ジョー
    Then under tcg 反発のタグタップ's power is 6000
    And under tcg 反発のタグタップ breaks 2 shields when it attacks

  Scenario: 反発のタグタップ below 6000 breaks one shield
    Given player A's battle zone holds, left to right: 反発のタグタップ
    And player B's mana zone holds: 2 x アクア・ビークル
    Then under tcg 反発のタグタップ's power is 5000
    And under tcg 反発のタグタップ breaks 1 shields when it attacks

  Scenario: スイスイ・スパイドン broken from the shields is summoned without paying
    Given it is player B's turn
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's shields holds: スイスイ・スパイドン
    And player A will use the shield trigger of スイスイ・スパイドン
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg スイスイ・スパイドン is in player A's battle zone

  Scenario: コズミック・ウイング makes one of the caster's creatures unblockable this turn
    Given player A's hand holds: コズミック・ウイング
    And player A's mana zone holds: 3 x 予言者クルト
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    When player A casts コズミック・ウイング
    Then under tcg 爆炎野郎ジョー has the keyword unblockable

  Scenario: 奇跡の精霊ミルザム puts up to five cards of the deck under one shield
    Given player A's hand holds: 奇跡の精霊ミルザム
    And player A has 1 shields
    And player A's deck has 10 cards
    And player A will use the optional ability of 奇跡の精霊ミルザム
    When an effect puts 奇跡の精霊ミルザム from player A's hand into the battle zone
    Then under tcg player A has 1 shields
    And under tcg player A's deck has 5 cards

  Scenario: 爆裂兵ダーク・ブラスター is 4000 while its controller has a darkness creature
    Given player A's battle zone holds, left to right: 爆裂兵ダーク・ブラスター, 凶犬人形ジュンカツ
    Then under tcg 爆裂兵ダーク・ブラスター's power is 4000

  Scenario: 爆裂兵ダーク・ブラスター is 2000 when only the opponent has a darkness creature
    Given player A's battle zone holds, left to right: 爆裂兵ダーク・ブラスター
    And player B's battle zone holds, left to right: 凶犬人形ジュンカツ
    Then under tcg 爆裂兵ダーク・ブラスター's power is 2000

  Scenario: 驚愕秘宝デロリン broken from the shields is summoned without paying
    Given it is player B's turn
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's shields holds: 驚愕秘宝デロリン
    And player A will use the shield trigger of 驚愕秘宝デロリン
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg 驚愕秘宝デロリン is in player A's battle zone

  Scenario: ボルメテウス・武者・ドラゴン puts one of its own shields into the graveyard to destroy a creature
    Given player A's battle zone holds, left to right: ボルメテウス・武者・ドラゴン
    And player A has 3 shields
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン
    And player B has 3 shields
    And player A will use the optional ability of ボルメテウス・武者・ドラゴン
    When player A attacks player B with ボルメテウス・武者・ドラゴン
    Then under tcg player A has 2 shields
    And under tcg ボルシャック・ドラゴン is in player B's graveyard

  Scenario: 脈動の化身 attacking a darkness creature is 7000 and untaps at the end of the turn
    Given player A's battle zone holds, left to right: 脈動の化身
    And player B's battle zone holds, left to right: 凶犬人形ジュンカツ (tapped)
    When player A attacks 凶犬人形ジュンカツ with 脈動の化身
    Then under tcg 凶犬人形ジュンカツ is in player B's graveyard
    When player A ends the turn
    Then under tcg 脈動の化身 is not tapped
