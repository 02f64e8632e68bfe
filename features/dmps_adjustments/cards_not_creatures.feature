@dmps_adjustments
Feature: Outside the battle zone DMPS counts 枚, not 体: abilities that name no card type reach non-creatures
  000/001 系統的な調整例: バトルゾーン以外にあるクリーチャーは、原則「枚」で数える。 クリーチャーのみを
  範囲とする目的の効果では、「○○・クリーチャー」と表記される。 この変更に伴い、カードタイプを指定しない
  能力は、非クリーチャーも対象に指定したり、枚数にカウントできるようになった。
  Card data: a TCG text in 体 keeps the creature-only default of the put / return operations; a
  DMPS text in 枚 with no card type writes `creature: false`; 「○○・クリーチャー」 stays
  creature-only. Races are read on any card (a cross gear, a spell, a tamaseed may have one).

  @ex:DMPS-ADJ-08 @ex:DMPS-ADJ-10
  Scenario: 偽りの星夜 ブラック・オブ・ライオネル turns the cross gear 天装 タイショウ・アームズ into a shield only in DMPS
    000: 「体」から「枚」に変更された《偽りの星夜 ブラック・オブ・ライオネル》は非クリーチャーの《天装
    タイショウ・アームズ》を墓地からシールド化することができる. コマンド is read as a race category
    (エンジェル・コマンド contains it). The TCG text asks for a コマンド creature: there is none.
    Given it is player A's turn
    And player A's hand holds: 偽りの星夜 ブラック・オブ・ライオネル
    And player A's graveyard holds: 天装 タイショウ・アームズ
    And player A has 2 shields
    And player B has 2 shields
    When an effect puts 偽りの星夜 ブラック・オブ・ライオネル from player A's hand into the battle zone
    Then under every profile player B has 1 shield
    And under tcg 天装 タイショウ・アームズ is in player A's graveyard
    And under tcg player A has 2 shields
    And under dmps and dmps-old 天装 タイショウ・アームズ is in player A's shield zone
    And under dmps and dmps-old player A has 3 shields

  @ex:DMPS-ADJ-09 @tcg-general
  Scenario: 戦極竜ヴァルキリアス・ムサシ asks for サムライ・クリーチャー: the Samurai cross gear is not offered
    000: クリーチャーのみを範囲とする目的の効果では、「○○・クリーチャー」と表記される（例：《戦極竜ヴァルキ
    リアス・ムサシ》…）. The TCG text already says サムライ・クリーチャー, so every profile offers only the
    creature. 《オリジナル・サイン》 (000's other example) is not encoded.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 戊辰の超人, 花風の浪士ムネミツ
    And player A's hand holds: 戦極竜ヴァルキリアス・ムサシ, 牛若剣士トドロキ, 天装 タイショウ・アームズ
    And player A will evolve onto 戊辰の超人 then 花風の浪士ムネミツ
    When an effect puts 戦極竜ヴァルキリアス・ムサシ from player A's hand into the battle zone
    Then under dmps and dmps-old player A's options for "put into battle zone" were: 牛若剣士トドロキ, stop
    And under dmps and dmps-old player A's options for "put into battle zone" did not include 天装 タイショウ・アームズ
    And under tcg player A's options for "put into battle zone" were: 牛若剣士トドロキ, stop

  @ex:DMPS-ADJ-11 @cr:500.5
  Scenario: ザ・ユニバース・ゲート counts the spell フェニックス・ライフ as a phoenix only in DMPS
    000: 「体」から「枚」に変更された《ザ・ユニバース・ゲート》は非クリーチャーの《フェニックス・ライフ》も追加
    ターン獲得のためのフェニックスに数えられるようになった. フェニックス・ライフ is a 呪文:フェニックス;
    究極銀河ユニバース a phoenix creature.
    Given it is player A's turn
    And player A's hand holds: ザ・ユニバース・ゲート
    And player A's deck holds, top first: フェニックス・ライフ, 究極銀河ユニバース, 予言者クルト, 予言者リュゾル
    When player A casts ザ・ユニバース・ゲート without paying its cost
    Then under tcg player A has 1 extra turn
    And under dmps player A has 2 extra turns

  @ex:DMPS-ADJ-12
  Scenario: 超竜ヴァルキリアス puts the non-creature Armored Dragon ボル武者の炎霊 only in DMPS
    000: 《バロン・ゴーヤマ》や《超竜ヴァルキリアス》など、多くのカードでタマシード等の非クリーチャーを踏み倒せる
    ようになっている. The DMPS Valkyrias is read as 「…種族にドラゴンとある…1枚」 (its exact DMPS
    wording is not given). ボル武者の炎霊's facts beyond "non-creature アーマード・ドラゴン" are unverified
    (card note). Under tcg nothing in the mana zone qualifies, so nothing is offered.
    Given it is player A's turn
    And player A's battle zone holds, left to right: グラディアン・レッド・ドラゴン
    And player A's hand holds: 超竜ヴァルキリアス
    And player A's mana zone holds: ボル武者の炎霊, 爆炎野郎ジョー
    When an effect puts 超竜ヴァルキリアス from player A's hand into the battle zone
    Then under tcg player A's battle zone holds, left to right: 超竜ヴァルキリアス on グラディアン・レッド・ドラゴン
    And under dmps player A's battle zone holds, left to right: 超竜ヴァルキリアス on グラディアン・レッド・ドラゴン, ボル武者の炎霊
    And under tcg player A was not asked to "put into battle zone"
    And under tcg ボル武者の炎霊 is in player A's mana zone
    And under dmps ボル武者の炎霊 is in player A's battle zone

  @ex:DMPS-ADJ-13
  Scenario: バロン・ゴーヤマ, first and updated DMPS texts, with a Wild Veggies creature in the mana zone
    000: 初出時の《バロン・ゴーヤマ》の能力は「…ワイルド・ベジーズを1体、自分のマナゾーンから」だったが、後の
    アップデートで「自分のマナゾーンからカード1枚を墓地に置き、《バロン・ゴーヤマ》以外の進化ではないワイルド・
    ベジーズ1枚をバトルゾーンに出す」に修正されている. dmps-old plays the first text (card section
    dmps-old), dmps the updated one. Read: the Veggies comes from the mana zone in both (the
    fragments don't say). With a creature the two texts agree; the 体/枚 difference would need a
    non-creature Wild Veggies card, which no source names (partial). The deck part: a 探索 of
    any card (assumed), here the only deck card. Mana picks are random in DMPS; one of the
    mana cards other than the tomato goes to the graveyard whichever lot is drawn.
    Given it is player A's turn
    And player A's hand holds: バロン・ゴーヤマ
    And player A's deck holds, top first: シェル・ラック
    And player A's mana zone holds: プリーチ・トマト, 爆炎野郎ジョー
    And player A's random choices will pick 爆炎野郎ジョー
    When an effect puts バロン・ゴーヤマ from player A's hand into the battle zone
    Then under dmps and dmps-old プリーチ・トマト is in player A's battle zone
    And under dmps and dmps-old 爆炎野郎ジョー is in player A's graveyard
    And under dmps and dmps-old シェル・ラック is in player A's mana zone
