@keywords @classic
Feature: Effects on shields of the classic cards: to the hand, to the graveyard, looked at, shuffled, from mana
  「自分のシールドをすべて自分の手札に加える。(その「S・トリガー」を使ってもよい)」 (黒神龍ブライゼナーガ): every
  shield goes to the hand and each shield trigger may be used, as for a break; 「自分のシールドから好きな枚数を
  裏向きのまま選び、自分の手札に加える。ただし、その「S・トリガー」は使えない」 (デビル・ドレーン): its controller
  first chooses how many, and no shield trigger is used; 「相手のシールドを裏向きのまま3枚まで選び、表にして持ち主の
  墓地に置く」 (インビンシブル・フォートレス): up to three, the caster may stop; 「シールドを1枚選んで見る」
  (予言者アドミス): a shield of either player; 「自分のマナゾーンからカードを1枚選び、裏向きにしてシールドに加える」
  (深緑の魔方陣): a new shield; 「自分のシールドをすべて裏向きにし、シャッフルして並べる」 (冥界の手): the shields
  stay shields, face down. Read: 「シールドを1枚選んで見る」 names no owner, so either player's shield may be chosen.
  Statics on shields: 「相手は、このクリーチャーがブレイクしたシールドの「S・トリガー」を使うことができない」 (霊騎ガリウム)
  bars only the shields that creature breaks; 「自分の手札に加えられるシールドはすべて「S・トリガー」を得る」
  (星龍パーフェクト・アース): a card with no shield trigger is used as one; 「自分のシールドが相手のクリーチャーに
  ブレイクされる時、ブレイクされるシールドを裏向きのまま自分で選ぶ」 (キュロロ): the defender chooses; 「このクリーチャーを
  墓地に置くかわりに自分のシールドを1枚選び、手札に加えてもよい」 (ピュアユニコーン): the creature stays, a shield goes
  to the hand. 「…クリーチャーを1体選び、タップする。それがドラゴンであれば、…シールドに加える」 (ドラコ・バリアー):
  「それ」 is the creature the step chose, read as it is, or as it left the battle zone (ウェーブ・ランス's returned
  creature). クルー・ブレイカー:ドラゴン (「このクリーチャーは、バトルゾーンにある自分の他のドラゴン1体につき、シールドを
  さらにもう1枚ブレイクする」): one more shield per other dragon of its controller's. 「自分のシールドを相手の
  クリーチャーがブレイクした時」 (血風神官フンヌー): once per shield an opponent's creature breaks. A card of one of two
  zones (「自分の手札またはマナゾーンのカードを1枚」) is any card of either; one zone of two (「自分のマナゾーンか自分の
  シールドゾーンに置いてもよい」, 「自分のマナゾーンまたはシールドゾーンから…手札に戻してもよい」) is the controller's
  choice, and a shield put into the hand offers its shield trigger (dmwiki S・トリガー: 「ブレイクに限らず、シールド
  カードを手札に加える効果ならば使用が可能」). Counts and conditions: 「自分のシールド1枚につき」 counts shields (a
  stacked shield is one); 「そのターンすでに自分のシールドが1枚でもブレイクされていれば」 looks at this turn's breaks.
  Read: 紅玉の守護者リオ・レンティス's next sentence (「そのターン、このクリーチャーのパワーは+5000され、「ブロッカー」を
  得る」) is part of the same conditional effect.

  Background:
    Given it is player A's turn

  @tcg-general
  Scenario: 黒神龍ブライゼナーガ puts every shield into the hand, and a shield trigger among them is used
    Given player A's shield zone holds: 予言者クルト, デーモン・ハンド
    And player A's hand holds: 黒神龍ブライゼナーガ
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will use the shield trigger of デーモン・ハンド
    When an effect puts 黒神龍ブライゼナーガ from player A's hand into their battle zone
    Then under tcg player A has 0 shields
    And under tcg 予言者クルト is in player A's hand
    And under tcg デーモン・ハンド is in player A's graveyard
    And under tcg 予言者リュゾル is in player B's graveyard

  @tcg-general
  Scenario: デビル・ドレーン lets its caster choose how many shields, and no shield trigger is used
    Given player A's shield zone holds: 予言者クルト, デーモン・ハンド
    And player A's hand holds: デビル・ドレーン
    And player B's battle zone holds, left to right: 予言者リュゾル
    When an effect of player A's casts デビル・ドレーン from their hand without paying its cost
    Then under tcg player A's options for "choose" were: 2 shields, 1 shields, 0 shields
    And under tcg 予言者リュゾル is in player B's battle zone

  @tcg-general
  Scenario: インビンシブル・フォートレス may stop before its third shield
    Given player B has 4 shields
    And player A's hand holds: インビンシブル・フォートレス
    When an effect of player A's casts インビンシブル・フォートレス from their hand without paying its cost
    Then under tcg player A's options for "choose shield" were: shield 1, shield 2, shield 3, shield 4, stop
    And under tcg player B has 1 shield

  @tcg-general
  Scenario: 深緑の魔方陣 makes a card of the mana zone a new shield
    Given player A's mana zone holds: 予言者クルト
    And player A's shield zone holds: 予言者リュゾル
    And player A's hand holds: 深緑の魔方陣
    When an effect of player A's casts 深緑の魔方陣 from their hand without paying its cost
    Then under tcg player A has 2 shields
    And under tcg 予言者クルト is in player A's shield zone

  @tcg-general
  Scenario: 冥界の手 shuffles the shields face down: a face-up shield is hidden again, the stacks stay
    Given player A's shield zone holds: 予言者クルト (face up), 予言者リュゾル
    And player A's shield 2 has under it: デーモン・ハンド
    And player A's hand holds: 冥界の手
    When an effect of player A's casts 冥界の手 from their hand without paying its cost
    Then under tcg player A has 2 shields
    And under tcg player B cannot see 予言者クルト in player A's shield zone

  @tcg-general
  Scenario: 霊騎ガリウム breaks a shield whose shield trigger cannot be used
    Given player A's battle zone holds, left to right: 霊騎ガリウム
    And player B's shield zone holds: デーモン・ハンド
    When player A attacks player B with 霊騎ガリウム
    Then under tcg 霊騎ガリウム is in player A's battle zone
    And under tcg デーモン・ハンド is in player B's hand

  @tcg-general
  Scenario: Another creature's break: the shield trigger is used despite 霊騎ガリウム
    Given player A's battle zone holds, left to right: 霊騎ガリウム, 凶戦士ブレイズ・クロー
    And player B's shield zone holds: デーモン・ハンド
    And player B will choose 凶戦士ブレイズ・クロー as target
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg 凶戦士ブレイズ・クロー is in player A's graveyard
    And under tcg デーモン・ハンド is in player B's graveyard

  @tcg-general
  Scenario: 星龍パーフェクト・アース gives a broken shield without a shield trigger one
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player B's battle zone holds, left to right: 星龍パーフェクト・アース
    And player B's shield zone holds: 予言者リュゾル
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg 予言者リュゾル is in player B's battle zone

  @tcg-general
  Scenario: キュロロ's controller chooses the shield the attacker breaks
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player B's battle zone holds, left to right: キュロロ
    And player B's shield zone holds: 予言者クルト, デーモン・ハンド
    And player B will break shield 2
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg 凶戦士ブレイズ・クロー is in player A's graveyard
    And under tcg 予言者クルト is in player B's shield zone

  @tcg-general
  Scenario: ピュアユニコーン stays, and one of its controller's shields goes to the hand instead
    Given player B's battle zone holds, left to right: ピュアユニコーン
    And player B's shield zone holds: デーモン・ハンド
    When an effect of player A's destroys ピュアユニコーン
    Then under tcg ピュアユニコーン is in player B's battle zone
    And under tcg デーモン・ハンド is in player B's hand
    And under tcg player B has 0 shields

  @tcg-general @cr:113.2
  Scenario: 光柱樹 counts a stacked shield as one shield
    Given player A's shield zone holds: 予言者クルト, 予言者クルト
    And player A's shield 1 has under it: 予言者リュゾル
    And player A's battle zone holds, left to right: 光柱樹
    Then under tcg 光柱樹's power is 5000

  @tcg-general
  Scenario: 紅玉の守護者リオ・レンティス untaps only once a shield of its controller's was broken this turn
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー, 予言者リュゾル
    And player B's battle zone holds, left to right: 紅玉の守護者リオ・レンティス (tapped)
    And player B has 3 shields
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg 紅玉の守護者リオ・レンティス is tapped
    When player A attacks player B with 予言者リュゾル
    Then under tcg 紅玉の守護者リオ・レンティス is not tapped
    And under tcg 紅玉の守護者リオ・レンティス's power is 7000

  @tcg-general
  Scenario: ナイトメア・ドラグーン makes the opponent discard as they use a shield trigger
    Given player A's battle zone holds, left to right: ナイトメア・ドラグーン
    And player B's shield zone holds: デーモン・ハンド
    And player B's hand holds: 予言者クルト
    And player B will choose 予言者リュゾル as target
    And player A's battle zone holds, left to right: 予言者リュゾル
    When player A attacks player B with 予言者リュゾル
    Then under tcg 予言者クルト is in player B's graveyard
    And under tcg 予言者リュゾル is in player A's graveyard

  @tcg-general
  Scenario: エレメンタル・シールド adds a shield only while the opponent has more
    Given player A's shield zone holds: 予言者クルト
    And player B has 2 shields
    And player A's hand holds: エレメンタル・シールド
    When an effect of player A's casts エレメンタル・シールド from their hand without paying its cost
    Then under tcg player A has 2 shields

  @tcg-general
  Scenario: クルー・ブレイカー breaks one more shield per other creature of the race (アルティメット・ドラゴン)
    Given player A's battle zone holds, left to right: アルティメット・ドラゴン, ボルシャック・ドラゴン, メテオ・ドラゴン, 予言者リュゾル
    Then under tcg アルティメット・ドラゴン breaks 3 shields when it attacks

  @tcg-general
  Scenario: ドラコ・バリアー adds a shield when the creature it tapped is a dragon
    Given player A's shield zone holds: 予言者クルト
    And player A's hand holds: ドラコ・バリアー
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン
    When an effect of player A's casts ドラコ・バリアー from their hand without paying its cost
    Then under tcg ボルシャック・ドラゴン is tapped
    And under tcg player A has 2 shields

  @tcg-general
  Scenario: ドラコ・バリアー adds no shield when the creature it tapped is no dragon
    Given player A's shield zone holds: 予言者クルト
    And player A's hand holds: ドラコ・バリアー
    And player B's battle zone holds, left to right: 予言者リュゾル
    When an effect of player A's casts ドラコ・バリアー from their hand without paying its cost
    Then under tcg 予言者リュゾル is tapped
    And under tcg player A has 1 shield

  @tcg-general
  Scenario: ウェーブ・ランス reads the creature it returned as it left: a dragon lets its caster draw
    Given player A's hand holds: ウェーブ・ランス
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン
    When an effect of player A's casts ウェーブ・ランス from their hand without paying its cost
    Then under tcg ボルシャック・ドラゴン is in player B's hand
    And under tcg player A's hand holds 1 card

  @tcg-general
  Scenario: 血風神官フンヌー is destroyed at the end of the turn an opponent's creature broke its controller's shield
    Given player A's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player B's battle zone holds, left to right: 血風神官フンヌー
    And player B has 2 shields
    When player A attacks player B with 凶戦士ブレイズ・クロー
    Then under tcg 血風神官フンヌー is in player B's battle zone
    When player A ends the turn
    Then under tcg 血風神官フンヌー is in player B's graveyard

  @tcg-general
  Scenario: 放出のゲッチェル puts a card of the hand into the shield zone, its controller's choice of zone
    Given player A's battle zone holds, left to right: 放出のゲッチェル
    And player A's hand holds: 予言者クルト
    And player A will choose the mode "2"
    When player A attacks player B with 放出のゲッチェル
    Then under tcg 予言者クルト is in player A's shield zone

  @tcg-general
  Scenario: 吸引のシーリゲル returns a shield to the hand, and its shield trigger may be used
    Given player A's battle zone holds, left to right: 吸引のシーリゲル
    And player A's shield zone holds: デーモン・ハンド
    And player B's battle zone holds, left to right: 予言者リュゾル
    And player A will choose the mode "2"
    When player A attacks player B with 吸引のシーリゲル
    Then under tcg 予言者リュゾル is in player B's graveyard
    And under tcg デーモン・ハンド is in player A's graveyard

  @tcg-general
  Scenario: 仮面鉄人ブリキオン takes a card of the hand or the mana zone, of any kind, as a new shield
    Given player A's mana zone holds: デーモン・ハンド
    And player A's hand holds: 仮面鉄人ブリキオン, 予言者クルト
    And player A's deck holds, top first: 豪腕機兵ナックル・フィスト, 予言者リュゾル, 予言者リュゾル
    When an effect puts 仮面鉄人ブリキオン from player A's hand into their battle zone
    Then under tcg player A's options for "put into shields" were: 予言者クルト, デーモン・ハンド
    And under tcg player A has 1 shield

  @tcg-general
  Scenario: 処罰の精霊ウラルス turns a shield face up per creature of its controller's
    Given player A's battle zone holds, left to right: 予言者クルト
    And player B's shield zone holds: デーモン・ハンド, 予言者クルト, 予言者リュゾル
    And player A's hand holds: 処罰の精霊ウラルス
    When an effect puts 処罰の精霊ウラルス from player A's hand into their battle zone
    Then under tcg player A can see デーモン・ハンド in player B's shield zone
    And under tcg player A can see 予言者クルト in player B's shield zone
    And under tcg player A cannot see 予言者リュゾル in player B's shield zone
