@cards_sample @classic @tcg-general
Feature: A random sample of compiled classic cards, each exercised from its printed text (2 of 2)
  Cards 26–50 of the draw `random.Random(31050).sample(sorted(names), 50)` over the compiled classic
  cards (see sample_a.feature). Each scenario follows the card's printed text (quoted).

  Background:
    Given it is player A's turn

  Scenario: 悪魔霊騎グエム destroyed: the top card of the deck becomes a shield, then an opponent's shield goes to the graveyard
    Given player A's battle zone holds, left to right: 悪魔霊騎グエム
    And player A has 2 shields
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player B has 3 shields
    When an effect of player A's destroys 悪魔霊騎グエム
    Then under tcg player A has 3 shields
    And under tcg 予言者クルト is in player A's shields
    And under tcg player B has 2 shields
    And under tcg player B's graveyard has 1 cards

  Scenario: 超神機鎧冑ゼノメノン: the controller's other ゼノパーツ are +2000
    Given player A's battle zone holds, left to right: 超神機鎧冑ゼノメノン on 封魔フォルカロル, ピコラのスパナ
    Then under tcg ピコラのスパナ's power is 4000

  Scenario: 超神機鎧冑ゼノメノン does not raise the opponent's ゼノパーツ
    Given player A's battle zone holds, left to right: 超神機鎧冑ゼノメノン on 封魔フォルカロル
    And player B's battle zone holds, left to right: ピコラのスパナ
    Then under tcg ピコラのスパナ's power is 2000

  Scenario: 超神機鎧冑ゼノメノン: an unblocked ゼノパーツ makes the opponent put a mana card into the graveyard
    「自分のゼノパーツまたはジャイアント・インセクトが相手を攻撃してブロックされなかった時、相手は自分自身のマナゾーンからカードを1枚選び、持ち主の墓地に置く」.
    Given player A's battle zone holds, left to right: 超神機鎧冑ゼノメノン on ピコラのスパナ, ピコラのスパナ
    And player B's mana zone holds: 爆炎野郎ジョー
    And player B has 3 shields
    When player A attacks player B with ピコラのスパナ
    Then under tcg 爆炎野郎ジョー is in player B's graveyard

  Scenario: 罠々男 attacked gains スレイヤー: the stronger attacker is destroyed after the battle
    Given it is player B's turn
    And player A's battle zone holds, left to right: 罠々男 (tapped)
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン
    When player B attacks 罠々男 with ボルシャック・ドラゴン
    Then under tcg 罠々男 is in player A's graveyard
    And under tcg ボルシャック・ドラゴン is in player B's graveyard

  Scenario: カスミダケ makes a darkness creature cost one more, the opponent's too
    Given player B's battle zone holds, left to right: カスミダケ
    And player A's mana zone holds: 2 x 凶犬人形ジュンカツ
    And player A's hand holds: 凶犬人形ジュンカツ
    Then under tcg player A cannot summon 凶犬人形ジュンカツ

  Scenario: 神々の逆流 returns every mana card of each player to its owner's hand
    Given player A's hand holds: 神々の逆流
    And player A's mana zone holds: 9 x アクア・ビークル
    And player B's mana zone holds: 2 x 爆炎野郎ジョー
    When player A casts 神々の逆流
    Then under tcg player A's mana zone has 0 cards
    And under tcg player A's hand has 9 cards
    And under tcg player B's mana zone has 0 cards
    And under tcg player B's hand has 2 cards

  Scenario: 死劇人形ピエール cannot attack
    Given player A's battle zone holds, left to right: 死劇人形ピエール
    When player A attacks player B with 死劇人形ピエール
    Then under tcg the last action is refused

  Scenario: 切り裂く者ボーン・アサシン: the creature it battles is destroyed even if it wins
    Given player A's battle zone holds, left to right: 切り裂く者ボーン・アサシン
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン (tapped)
    When player A attacks ボルシャック・ドラゴン with 切り裂く者ボーン・アサシン
    Then under tcg 切り裂く者ボーン・アサシン is in player A's graveyard
    And under tcg ボルシャック・ドラゴン is in player B's graveyard

  Scenario: 福腹人形コダマンマ returns a shield to the hand, its S・トリガー not used
    Given player A's hand holds: 福腹人形コダマンマ
    And player A's shields holds: ボルカニック・アロー
    And player B's battle zone holds, left to right: 予言者リュゾル
    When an effect puts 福腹人形コダマンマ from player A's hand into the battle zone
    Then under tcg ボルカニック・アロー is in player A's hand
    And under tcg 予言者リュゾル is in player B's battle zone

  Scenario: 春風妖精ポップル taps instead of attacking and puts the top card of the deck into the mana zone
    Given player A's battle zone holds, left to right: 春風妖精ポップル
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    When player A uses the tap skill of 春風妖精ポップル
    Then under tcg 予言者クルト is in player A's mana zone

  Scenario: さまよう者ブレイン・イーター cannot attack
    Given player A's battle zone holds, left to right: さまよう者ブレイン・イーター
    When player A attacks player B with さまよう者ブレイン・イーター
    Then under tcg the last action is refused

  Scenario: スピリチュアル・ウォーター draws one card per tapped creature of the opponent
    Given player A's hand holds: スピリチュアル・ウォーター
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's deck has 5 cards
    And player B's battle zone holds, left to right: 予言者クルト (tapped), 予言者リュゾル (tapped), 爆炎野郎ジョー
    And player A will use the optional ability of スピリチュアル・ウォーター
    When player A casts スピリチュアル・ウォーター
    Then under tcg player A drew 2 cards

  Scenario: 黄金の翼 attacking is 4000 and wins against a 2000 creature
    Given player A's battle zone holds, left to right: 黄金の翼
    And player B's battle zone holds, left to right: 予言者リュゾル (tapped)
    Then under tcg 黄金の翼's power is 2000
    When player A attacks 予言者リュゾル with 黄金の翼
    Then under tcg 予言者リュゾル is in player B's graveyard
    And under tcg 黄金の翼 is in player A's battle zone

  Scenario: 藍電草 has no ability: summoned for 3, power 3000
    Given player A's mana zone holds: 3 x 予言者クルト
    And player A's hand holds: 藍電草
    When player A summons 藍電草
    Then under tcg the last action is allowed
    And under tcg 藍電草's power is 3000

  Scenario: 炎刃ズバット・アクセラー gives the creature it is crossed onto パワーアタッカー+3000
    爆炎野郎ジョー (3000) attacking is 6000: it and ボルシャック・ドラゴン (6000) destroy each other.
    Given player A's battle zone holds, left to right: 爆炎野郎ジョー, 炎刃ズバット・アクセラー
    And 炎刃ズバット・アクセラー is crossed onto 爆炎野郎ジョー
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン (tapped)
    When player A attacks ボルシャック・ドラゴン with 爆炎野郎ジョー
    Then under tcg ボルシャック・ドラゴン is in player B's graveyard
    And under tcg 爆炎野郎ジョー is in player A's graveyard

  Scenario: 勇騎聖者ジェット・アール・イー adds the top card as a shield, then destroys an opponent's blocker
    Given player A's hand holds: 勇騎聖者ジェット・アール・イー
    And player A has 1 shields
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ, 爆炎野郎ジョー
    When an effect puts 勇騎聖者ジェット・アール・イー from player A's hand into the battle zone
    Then under tcg player A has 2 shields
    And under tcg 天空の守護者グラン・ギューレ is in player B's graveyard
    And under tcg 爆炎野郎ジョー is in player B's battle zone

  Scenario: 巡霊者バティアス broken from the shields is summoned without paying
    Given it is player B's turn
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    And player A's shields holds: 巡霊者バティアス
    And player A will use the shield trigger of 巡霊者バティアス
    When player B attacks player A with 爆炎野郎ジョー
    Then under tcg 巡霊者バティアス is in player A's battle zone

  Scenario: 鎧亜の光牙ジクトゥス: a revealed multicoloured card goes to the hand
    Given player A's hand holds: 鎧亜の光牙ジクトゥス
    And player A's deck holds, top first: 幻獣賢者エレファウスト, 予言者クルト
    And player A will use the optional ability of 鎧亜の光牙ジクトゥス
    When an effect puts 鎧亜の光牙ジクトゥス from player A's hand into the battle zone
    Then under tcg 幻獣賢者エレファウスト is in player A's hand

  Scenario: 鎧亜の光牙ジクトゥス: a revealed single-coloured card stays on the deck
    Given player A's hand holds: 鎧亜の光牙ジクトゥス
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    And player A will use the optional ability of 鎧亜の光牙ジクトゥス
    When an effect puts 鎧亜の光牙ジクトゥス from player A's hand into the battle zone
    Then under tcg 予言者クルト is in player A's deck
    And under tcg player A's deck has 2 cards

  Scenario: アクア・ウォリアー destroyed draws up to two cards
    Given player A's battle zone holds, left to right: アクア・ウォリアー
    And player A's deck has 5 cards
    When an effect of player A's destroys アクア・ウォリアー
    Then under tcg in some choice player A may make for "use optional", player A's hand has 2 cards

  Scenario: ウェービング・アルゴルス draws when its controller's グランド・デビル wins a battle
    Given player A's battle zone holds, left to right: ウェービング・アルゴルス, 封魔フォルカロル
    And player A's deck has 5 cards
    And player B's battle zone holds, left to right: 予言者クルト (tapped)
    And player A will use the optional ability of ウェービング・アルゴルス
    When player A attacks 予言者クルト with 封魔フォルカロル
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg player A drew 1 cards

  Scenario: 青銅の鎖鎌 puts the top card of the deck into the mana zone as it enters
    Given player A's hand holds: 青銅の鎖鎌
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル
    When an effect puts 青銅の鎖鎌 from player A's hand into the battle zone
    Then under tcg 予言者クルト is in player A's mana zone

  Scenario: 暴神兵ジェットライオス summoned attacks at once (スピードアタッカー)
    Given player A's mana zone holds: 4 x 爆炎野郎ジョー
    And player A's hand holds: 暴神兵ジェットライオス
    And player B has 3 shields
    When player A summons 暴神兵ジェットライオス
    Then under tcg 暴神兵ジェットライオス is not summoning sick

  Scenario: 風撃の求道者ラ・バイル untaps after the battle of its block
    Given it is player B's turn
    And player A's battle zone holds, left to right: 風撃の求道者ラ・バイル
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will block with 風撃の求道者ラ・バイル
    When player B attacks player A with 予言者リュゾル
    Then under tcg 予言者リュゾル is in player B's graveyard
    And under tcg 風撃の求道者ラ・バイル is not tapped

  Scenario: ハッスル・ベリー tapped at the start of the turn puts the top card into the mana zone instead of untapping
    Given it is player B's turn
    And player A's battle zone holds, left to right: ハッスル・ベリー (tapped)
    And player A's deck holds, top first: 予言者クルト, 予言者リュゾル, 爆炎野郎ジョー
    And player A will use the optional ability of ハッスル・ベリー
    When player A's turn starts
    Then under tcg 予言者クルト is in player A's mana zone
    And under tcg ハッスル・ベリー is tapped

  Scenario: 超爆合体ダンギルバー evolves onto a ゼノパーツ and breaks two shields
    Given player A's battle zone holds, left to right: ピコラのスパナ
    And player A's mana zone holds: 5 x 爆炎野郎ジョー
    And player A's hand holds: 超爆合体ダンギルバー
    When player A summons 超爆合体ダンギルバー onto ピコラのスパナ
    Then under tcg the last action is allowed
    And under tcg 超爆合体ダンギルバー breaks 2 shields when it attacks

  Scenario: デコピン・クラッシュ destroys an opponent's creature of power 4000 or less
    Given player A's hand holds: デコピン・クラッシュ
    And player A's mana zone holds: 4 x 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 爆炎野郎ジョー, ボルシャック・ドラゴン
    When player A casts デコピン・クラッシュ
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg ボルシャック・ドラゴン is in player B's battle zone
