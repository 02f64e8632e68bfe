@dmps_adjustments
Feature: 探索 and random selection instead of a free choice from the whole zone
  000/001 系統的な調整例: サーチとDMPP-15までのマナゾーン・墓地を触る効果はすべて、探索もしくはランダムで
  カードを選ぶようになっている。 000: DMPP-16以降もランデス等はランダム選択になることがある … 墓地のカード
  を山札に戻す能力についてはランダムである。 設計図系や提督のように…非対象カードを山札の下に置く処理は、全て
  ランダムな順番で置くように変更されている。 「パワーが一番小さいクリーチャー」のような指定条件を満たす
  クリーチャーが複数出ている場合、その中から対象がランダムで選ばれる（カードテキストに注釈がついている）。
  探索 (dmwiki 探索): up to 3 different names drawn at random among the matching cards, then the
  player picks among them. These are card data (the DMPS version says 探索 / ランダム). DMPS-ADJ-16's
  examples (《悪魔龍王 ブットヴァーズ》, 《罪英雄 クロノパギャラ》) have no text in the sources: not modelled.

  @ex:DMPS-ADJ-14 @tcg-general @qa:dmps-search-explore
  Scenario: 幻想妖精カチュア searches: every dragon offered in the TCG, three names by lot in DMPS
    Four dragon names in the deck. Under dmps the lots (scripted) draw メルガルス, ボルテール, グラディアン
    in that order; ボルザード・ドラゴン is not offered and neither is "nothing" (forced). The ledger's
    dmps-search-explore (dmwiki 調整が加えられたカード (デュエプレ), a diff page, undated) says the same:
    a DMPS search picks among three explored kinds, not the whole zone.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 幻想妖精カチュア
    And player A's deck holds, top first: 紅神龍メルガルス, グラディアン・レッド・ドラゴン, ボルザード・ドラゴン, ボルテール・ドラゴン, 予言者クルト
    And player A's random choices will pick 紅神龍メルガルス then ボルテール・ドラゴン then グラディアン・レッド・ドラゴン
    When player A uses the tap skill of 幻想妖精カチュア
    Then under tcg player A's options for "put into battle zone" were: 紅神龍メルガルス, グラディアン・レッド・ドラゴン, ボルザード・ドラゴン, ボルテール・ドラゴン, stop
    And under dmps and dmps-old player A's options for "put into battle zone" were: 紅神龍メルガルス, ボルテール・ドラゴン, グラディアン・レッド・ドラゴン
    And under dmps and dmps-old in every draw of the lots, player A had 3 options for "put into battle zone"

  @ex:DMPS-ADJ-14
  Scenario: The DMPS 独裁者ケンジ・パンダネルラ将軍 puts a Dreammate from the deck at random, nobody chooses
    DMPS text: 攻撃する時、自分の山札からランダムな進化でないドリームメイト1枚をバトルゾーンに出す. The TCG
    card reveals the top card instead (recorded, not asserted).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 独裁者ケンジ・パンダネルラ将軍 on 霊樹幻獣カラフール
    And player A's deck holds, top first: 予言者クルト, 白銀のシュシュ, 花風の浪士ムネミツ, 予言者リュゾル
    And player B has 5 shields
    When player A attacks player B with 独裁者ケンジ・パンダネルラ将軍
    Then under dmps player A was not asked to "put into battle zone"
    And under dmps in some draw of the lots, 白銀のシュシュ is in player A's battle zone
    And under dmps in some draw of the lots, 花風の浪士ムネミツ is in player A's battle zone
    And under dmps in every draw of the lots, player A's battle zone holds 2 creatures

  @ex:DMPS-ADJ-15 @tcg-general
  Scenario: The DMPS 竜極神ゲキメツ (reprint) puts the opponent's mana cards into the graveyard at random
    000: DMPP-16以降もランデス等はランダム選択になることがある（《竜極神ゲキメツ》（再録後）、《未知なる弾丸
    リュウセイ》、《爆鏡 ヒビキ》等）. 竜極神メツ's linked attack (dm24-004): 相手のマナゾーンからカードを２枚まで
    選び、持ち主の墓地に置いてもよい. The DMPS reprint's wording is not given: random picks (000), two
    cards and forced are assumed (partial). リュウセイ and ヒビキ are not encoded (no text in the sources).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 竜極神ゲキ, 竜極神メツ
    And 竜極神ゲキ and 竜極神メツ are linked
    And player B's mana zone holds: 予言者クルト, アクア・ビークル, シェル・ラック
    And player B has 5 shields
    When player A attacks player B with 竜極神ゲキ
    Then under tcg player A's options for "mana to graveyard" were: 予言者クルト, アクア・ビークル, シェル・ラック, stop
    And under dmps player A was not asked to "mana to graveyard"
    And under dmps player B's mana zone has 1 card
    And under dmps in some draw of the lots, 予言者クルト is in player B's mana zone
    And under dmps in some draw of the lots, シェル・ラック is in player B's mana zone

  @ex:DMPS-ADJ-17 @cr:401.4
  Scenario: 進化設計図 puts the rest on the bottom in an order the TCG player picks and DMPS draws
    The five non-evolution cards go to the bottom; the first one moved ends highest among them.
    Under dmps the lots are scripted (the fifth card is the only one left: no lot), so the order is the one drawn; every order is reachable by
    lot, none is asked. Under tcg the owner orders them.
    Given it is player A's turn
    And player A's hand holds: 進化設計図
    And player A's deck holds, top first: クリスタル・ランサー, 予言者クルト, アクア・ビークル, シェル・ラック, 予言者リュゾル, ピコラのスパナ, 爆炎野郎ジョー
    And player A's random choices will pick シェル・ラック then 予言者クルト then ピコラのスパナ then 予言者リュゾル
    When player A casts 進化設計図 without paying its cost
    Then under every profile クリスタル・ランサー is in player A's hand
    And under dmps and dmps-old player A was not asked to "move order"
    And under dmps and dmps-old the bottom 5 cards of player A's deck are, top to bottom: シェル・ラック, 予言者クルト, ピコラのスパナ, 予言者リュゾル, アクア・ビークル
    And under dmps and dmps-old the last cards that moved together moved in this order: シェル・ラック, 予言者クルト, ピコラのスパナ, 予言者リュゾル, アクア・ビークル
    And under tcg player A was asked to "move order"
    And under tcg in some choice of the move order, the bottom 5 cards of player A's deck are, top to bottom: ピコラのスパナ, 予言者リュゾル, シェル・ラック, アクア・ビークル, 予言者クルト

  @ex:DMPS-ADJ-19 @ex:DMPS-MISC-02
  Scenario: The DMPS 連珠の精霊アガピトス taps one of two tied creatures at random
    DMPS text: …相手のパワーが一番小さい、アンタップしているクリーチャー1体をタップする。(複数あるなら、その中
    からランダムに1体). The annotation is card text (000's footnote), so the card carries the random
    tie-break. It is also DMPS-MISC-02's case (000/001 その他: 能力テキストの書かれてある括弧書きがされている
    テキストは注釈文ではなく能力である): the parenthesised sentence changes play — read as rules text, it
    makes the pick a lot; read as reminder text, the controller would choose (partial: the
    keyword explanations shown by tapping a keyword are UI).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 連珠の精霊アガピトス
    And player A's hand holds: 予言者クルト
    And player B's battle zone holds, left to right: ピコラのスパナ, シェル・ラック, 群れを守るトライ・ホーン
    When an effect puts 予言者クルト from player A's hand into the battle zone
    Then under dmps and dmps-old player A was not asked to "target"
    And under dmps and dmps-old in some draw of the lots, ピコラのスパナ is tapped
    And under dmps and dmps-old in some draw of the lots, シェル・ラック is tapped
    And under dmps and dmps-old in every draw of the lots, 群れを守るトライ・ホーン is not tapped

  @ex:DMPS-ADJ-19
  Scenario: The TCG 緑神龍ジオブリード lets its controller choose among tied creatures
    TCG text (dm22-052): …パワーが一番小さいクリーチャーを１体、持ち主のマナゾーンに置いてもよい。２体以上ある
    場合、好きなほうを選ぶ. The catalog's TCG line (general TCG practice) is this card's text. No DMPS
    version is known: dmps is recorded only.
    Given it is player A's turn
    And player A's hand holds: 緑神龍ジオブリード
    And player B's battle zone holds, left to right: ピコラのスパナ, シェル・ラック, 群れを守るトライ・ホーン
    When an effect puts 緑神龍ジオブリード from player A's hand into the battle zone
    Then under tcg player A's options for "target" were: ピコラのスパナ, シェル・ラック
    And under tcg in some choice player A may make for "target", シェル・ラック is in player B's mana zone
