@faq
Feature: Official rulings on mana: paying nothing, mana numbers, G・ゼロ and the public mana zone
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-mana-zero
  Scenario: A card of cost 0 is used without paying: no mana is needed
    dmwiki マナ (https://m.dmwiki.net/マナ; undated rule section): 0 mana cannot be paid; a card whose
    cost is 0 is used "without paying its cost". 陰陽の舞's マナ爆誕0 summons it from the mana zone
    while every other mana card is tapped, and no card is tapped for it.
    Given it is player A's turn
    And player A's mana zone holds: 陰陽の舞, アクア・ビークル (tapped), アクア・ビークル (tapped)
    When player A tries to summon 陰陽の舞 from their mana zone
    Then under tcg the last action is allowed
    And under tcg 陰陽の舞 is in player A's battle zone
    And under tcg player A's mana zone has 2 tapped cards

  @qa:dmwiki-rainbow-mana-zero
  Scenario: A five-colour rainbow of mana number 0 gives a civilization and no mana
    dmwiki マナ数 (http://dm-wiki.net/?マナ数; undated rule section): a five-colour rainbow card has
    mana number 0: it supplies its civilizations, not points. Two 五元のロードライト and one
    アクア・ビークル pay for a cost-1 creature, not a cost-2 one.
    Given it is player A's turn
    And player A's mana zone holds: 五元のロードライト, 五元のロードライト, アクア・ビークル
    And player A's hand holds: アクア・ガード, アクア・ビークル
    Then under tcg player A can summon アクア・ガード
    And under tcg player A cannot summon アクア・ビークル

  @qa:dmwiki-manazone-public @cr:400.2a @cr:405.2
  Scenario: The mana zone is public: the opponent may see every card of it
    dmwiki マナゾーン (https://m.dmwiki.net/?マナゾーン; undated rule section): like the battle zone and
    the graveyard, the mana zone is a public zone; the hand is not (the control).
    Given it is player A's turn
    And player A's mana zone holds: アクア・ビークル, 予言者リュゾル
    And player A's hand holds: アクア・ガード
    Then under tcg player B can see the cards in player A's mana zone
    And under tcg player B cannot see the cards in player A's hand

  @qa:dmwiki-gzero-same-procedure @cr:112.3e @cr:112.3g
  Scenario: A creature summoned by G・ゼロ is summoned as usual, only without paying
    dmwiki G・ゼロ (https://dmwiki.net/G・ゼロ; undated): apart from not paying its cost, a G・ゼロ card is
    summoned through the same procedure. Three デーモン・コマンド are in the battle zone (two of
    player A's, one of player B's: the condition counts both players'), so 漆黒戦鬼デュランザメス
    (cost 12) is summoned with no mana at all, and its enter ability returns player A's graveyard
    creatures to the hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 暗黒の騎士ザガーン
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's hand holds: 漆黒戦鬼デュランザメス
    And player A's graveyard holds: アクア・ビークル
    When player A summons 漆黒戦鬼デュランザメス
    Then under tcg the last action is allowed
    And under tcg 漆黒戦鬼デュランザメス is in player A's battle zone
    And under tcg 漆黒戦鬼デュランザメス is summoning sick
    And under tcg アクア・ビークル is in player A's hand

  @qa:dmwiki-gzero-same-procedure
  Scenario: The control: without the G・ゼロ condition, 漆黒戦鬼デュランザメス costs 12
    With two デーモン・コマンド only, the condition does not hold and player A, with no mana, cannot
    summon it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 暗黒の騎士ザガーン
    And player A's hand holds: 漆黒戦鬼デュランザメス
    Then under tcg player A cannot summon 漆黒戦鬼デュランザメス

  @qa:dmwiki-2024-09-20-hyper-1
  Scenario: ハイパーエナジー: each creature of a different cost tapped makes the summon 2 cheaper
    公式Q&A 2024年9月20日更新版 (read on dmwiki: https://dmwiki.net/公式Q＆A 2024年9月20日更新版): as a
    creature with ハイパーエナジー is summoned, its player taps any number of their creatures whose
    costs differ, each making the summon cost 2 less. 超天使 ゴルドラン・ゴルギーニ (cost 10) stands
    in for the Q&A's 喜びの夜 エルボロム・ハッピー: tapping creatures of cost 2, 3 and 4 leaves 4 to pay.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者ウィン, 碧玉草, 弾丸の使徒イーレ, 月光の守護者ディア・ノーク
    And player A's mana zone holds: 4 x 予言者リュゾル
    And player A's hand holds: 超天使 ゴルドラン・ゴルギーニ
    And player A will tap 予言者ウィン, 弾丸の使徒イーレ, 月光の守護者ディア・ノーク for hyper energy
    When player A summons 超天使 ゴルドラン・ゴルギーニ
    Then under tcg the last action is allowed
    And under tcg 超天使 ゴルドラン・ゴルギーニ is in player A's battle zone
    And under tcg player A's mana zone has 4 tapped cards
    And under tcg 予言者ウィン is tapped
    And under tcg 弾丸の使徒イーレ is tapped
    And under tcg 月光の守護者ディア・ノーク is tapped
    And under tcg 碧玉草 is not tapped

  @qa:dmwiki-2024-09-20-hyper-1
  Scenario: ハイパーエナジー: two creatures of the same cost cannot both be tapped
    The same Q&A: two creatures of cost 2 count once. With 予言者ウィン and 碧玉草 (both cost 2) and
    six mana, 超天使 ゴルドラン・ゴルギーニ would cost 6 if both could be tapped; it costs 8, so player A
    cannot summon it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者ウィン, 碧玉草
    And player A's mana zone holds: 6 x 予言者リュゾル
    And player A's hand holds: 超天使 ゴルドラン・ゴルギーニ
    Then under tcg player A cannot summon 超天使 ゴルドラン・ゴルギーニ

  @qa:dmwiki-2024-09-20-hyper-2
  Scenario: ハイパーエナジー may tap a creature of the same cost as the one summoned
    The same page's second Q&A: a creature whose cost is the summoned creature's own may be tapped
    for 2 less. 雷雲の守護者ラーザ・ベガ (cost 10) and 予言者ウィン (cost 2) tapped make 超天使 ゴルドラン・
    ゴルギーニ (cost 10) cost 6, which player A's six mana pay.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 雷雲の守護者ラーザ・ベガ, 予言者ウィン
    And player A's mana zone holds: 6 x 予言者リュゾル
    And player A's hand holds: 超天使 ゴルドラン・ゴルギーニ
    And player A will tap 雷雲の守護者ラーザ・ベガ, 予言者ウィン for hyper energy
    Then under tcg player A can summon 超天使 ゴルドラン・ゴルギーニ
    When player A summons 超天使 ゴルドラン・ゴルギーニ
    Then under tcg 超天使 ゴルドラン・ゴルギーニ is in player A's battle zone
    And under tcg 雷雲の守護者ラーザ・ベガ is tapped
    And under tcg player A's mana zone has 6 tapped cards
