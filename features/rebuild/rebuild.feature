@rebuild
Feature: Rebuild: only the top card of a creature leaves the battle zone
  002 (2021年3月16日ルール改訂) and CR 801.4 (the official notice of 2021-03-16): since then, when
  only the top card of an evolution creature leaves, the cards under it stay stacked as one
  creature — with the tapped state, the effects and the summoning sickness its cards had, not
  newly entered — and non-creature cards on top go to the graveyard until a creature is on top.
  Before (tcg-2020), the owner chose, by evolution type, creatures among the cards under it to
  stay as separate creatures and the rest went to the graveyard. A non-evolution creature with
  cards under it loses them all, then as now.

  Background:
    Given it is player A's turn

  @ex:REBUILD-EX-01 @ex:REBUILD-RULE-01 @ex:REBUILD-RULE-04
  Scenario: An evolution GV over three Dragons loses its top card: one stacked creature now, three creatures before
    002: 「…一番上のカードがバトルゾーンを離れたら、旧ルールでは下にあった3枚のクリーチャーは別々の3体のクリーチャー
    としてバトルゾーンに残ったが、新ルールでは3枚のクリーチャーが重なった状態（クリーチャー1体の下に2枚のカードが
    ある状態）でバトルゾーンに残る。」 Old Rule: 「…進化の種類に応じてクリーチャーを1体以上選んでバトルゾーンに
    別々のクリーチャーとして残し、それ以外は墓地に置く。」 超神星アポロヌス・ドラゲリオン (進化GV) is the
    catalog's GV over three non-evolution Dragons; player A keeps all three under the old rule.
    The tapped state carries over (801.4; under the old rule too, reading: the old rule keeps
    the creatures where the evolution creature was).

    Given player A's battle zone holds, left to right: 超神星アポロヌス・ドラゲリオン on 紅神龍メルガルス on 紅神龍メルガルス on グラディアン・レッド・ドラゴン (tapped)
    And player A will keep 紅神龍メルガルス, 紅神龍メルガルス and グラディアン・レッド・ドラゴン as separate creatures
    When an effect of player B's puts only the top card of 超神星アポロヌス・ドラゲリオン into its owner's graveyard
    Then under tcg and tcg-2021 player A's battle zone holds, left to right: 紅神龍メルガルス on 紅神龍メルガルス on グラディアン・レッド・ドラゴン
    And under tcg and tcg-2021 player A's battle zone holds 1 creature
    And under tcg-2020 player A's battle zone holds, left to right: 紅神龍メルガルス, 紅神龍メルガルス, グラディアン・レッド・ドラゴン
    And under tcg-2020 player A's battle zone holds 3 creatures
    And under tcg, tcg-2021 and tcg-2020 紅神龍メルガルス is tapped
    And under tcg, tcg-2021 and tcg-2020 the creatures put into player A's battle zone were: nothing
    And under tcg, tcg-2021 and tcg-2020 player A's graveyard holds: 超神星アポロヌス・ドラゲリオン

  @ex:REBUILD-RULE-04
  Scenario: A normal evolution over two creatures: one stacked creature now; before, only one creature could stay
    002: 「旧ルールでは、バトルゾーンに残せるクリーチャーの数が、一番上の離れたクリーチャー・カードによって違いが
    あったが、新ルールでは離れた一番上のクリーチャーがなんであっても、下にあったクリーチャーが重なったまま1体の
    クリーチャーとして残る。」 The number per type (進化 1, 進化V 2, 進化GV 3) is from dmwiki's page on
    the rule before the revision (not a seed); here only 1 for a normal evolution is asserted
    (the catalog's reading). Player A asks to keep both; the old rule keeps one.

    Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ガード on アクア・ビークル
    And player A will keep アクア・ガード and アクア・ビークル as separate creatures
    When an effect of player B's puts only the top card of クリスタル・ランサー into its owner's graveyard
    Then under tcg and tcg-2021 player A's battle zone holds, left to right: アクア・ガード on アクア・ビークル
    And under tcg and tcg-2021 player A's graveyard has 1 card
    And under tcg-2020 player A's battle zone holds, left to right: アクア・ガード
    And under tcg-2020 player A's graveyard holds: クリスタル・ランサー, アクア・ビークル

  @ex:REBUILD-RULE-02 @qa:notice-2021-03-16-801.4c
  Scenario: The cards under stay as one creature: tapped as it was, with the effects it had, not newly entered
    002: 「New Rule：クリーチャーの一番上のカードのみが離れる時、下にあったカードは重ねたままバトルゾーンに残す。」
    CR 801.4 / 801.4c (2021-03-16): 「この時、タップとアンタップの位相は、バトルゾーンを離れた進化クリーチャーと
    同じになります。」 「再構築されたクリーチャーは新たにバトルゾーンに出るわけではなく…バトルゾーンに出た時に
    誘発する効果は発生しません。…再構築前に受けていた効果があれば再構築後も引き継ぎます。」 アクア・ハルカス
    has an enter ability; it does not trigger. The +2000 given to the creature stays (2000 +
    2000). tcg-2020, recorded: the old rule (one creature card stays, separately).

    Given player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ハルカス on アクア・ガード (tapped)
    When クリスタル・ランサー gets +2000 power
    And an effect of player B's returns only the top card of クリスタル・ランサー to its owner's hand
    Then under tcg and tcg-2021 player A's battle zone holds, left to right: アクア・ハルカス on アクア・ガード
    And under tcg and tcg-2021 アクア・ハルカス is tapped
    And under tcg and tcg-2021 アクア・ハルカス's power is 4000
    And under tcg and tcg-2021 アクア・ハルカス's ability does not trigger
    And under tcg and tcg-2021 the creatures put into player A's battle zone were: nothing
    And under tcg and tcg-2021 クリスタル・ランサー is in player A's hand

  @ex:REBUILD-RULE-02 @qa:notice-2021-03-16-801.4c
  Scenario: The card under since the turn began is not summoning sick after the rebuild
    CR 801.4c: 「また、それらのクリーチャーはターンのはじめから進化クリーチャーの下に存在していたのであれば、
    新たに召喚酔いしません。」 dmwiki 再構築: summoning sickness is decided by whether the card that
    stays has been in the battle zone since the start of the turn. アクア・ビークル was there
    before the turn; クリスタル・ランサー evolves onto it this turn and is removed again.

    Given player A's battle zone holds, left to right: アクア・ビークル
    And player A's mana zone holds: 6 x アクア・ガード
    And player A's hand holds: クリスタル・ランサー
    When player A summons クリスタル・ランサー onto アクア・ビークル
    And an effect of player B's returns only the top card of クリスタル・ランサー to its owner's hand
    Then under tcg, tcg-2021 and tcg-2020 player A's battle zone holds, left to right: アクア・ビークル
    And under tcg, tcg-2021 and tcg-2020 アクア・ビークル is not summoning sick

  @ex:REBUILD-RULE-02
  Scenario: A card that came into the battle zone this turn is summoning sick after the rebuild
    The counterpart: アクア・ビークル was summoned this turn, so after the rebuild it is summoning
    sick (dmwiki 退化: so since a ruling of 2014, inside every dated profile).

    Given player A's battle zone holds, left to right: アクア・ビークル (summoned this turn)
    And player A's mana zone holds: 6 x アクア・ガード
    And player A's hand holds: クリスタル・ランサー
    When player A summons クリスタル・ランサー onto アクア・ビークル
    And an effect of player B's returns only the top card of クリスタル・ランサー to its owner's hand
    Then under tcg, tcg-2021 and tcg-2020 アクア・ビークル is summoning sick

  @ex:REBUILD-RULE-03 @ex:REBUILD-RULE-06
  Scenario: 卍 デ・スザーク 卍, a non-evolution creature with four cards under it, loses its top card: all four go to the graveyard
    002: 「非進化であれば、下のカードはすべて墓地に置く。」 「あくまでこのルール改訂で変わるのは進化の特性を持つ
    カードが離れた時の再構築のことであり、進化の特性を持たないが下にカードがあるクリーチャーを構成する一番上のカード
    が離れた場合は今まで通り、残りの構成されていたカードは全て墓地に置かれる。（無月の門によりバトルゾーンに出た
    進化ではないクリーチャー等）」 The four cards under it stand for the 魔導具 無月の門 puts it on
    (which ones does not matter to the rule).

    Given player A's battle zone holds, left to right: 卍 デ・スザーク 卍 on アクア・ガード on アクア・ビークル on 爆炎野郎ジョー on ピコラのスパナ
    When an effect of player B's returns only the top card of 卍 デ・スザーク 卍 to its owner's hand
    Then under tcg, tcg-2021 and tcg-2020 player A's battle zone holds 0 creatures
    And under tcg, tcg-2021 and tcg-2020 player A's graveyard has 4 cards
    And under tcg, tcg-2021 and tcg-2020 卍 デ・スザーク 卍 is in player A's hand

  @ex:REBUILD-RULE-05
  Scenario: The evolution card that becomes the top has no proper source under it: it stays now, it went to the graveyard before
    002: 「下にあったカードが進化クリーチャーだった場合、旧ルールでは適切な進化元が下にあったカードの中になければ
    そのまま墓地に置かれたが、新ルールでは特別な処理を行わず、1体のクリーチャーとしてバトルゾーンに残る。」
    クリスタル・ランサー evolves from a リキッド・ピープル; the card under it is 爆炎野郎ジョー (the
    board is set up, whatever led to it). Under the old rule player A asks to keep both (進化V:
    up to two): ランサー has no proper source and goes to the graveyard, ジョー stays.

    Given player A's battle zone holds, left to right: 龍炎凰インフィニティ・フェニックス on クリスタル・ランサー on 爆炎野郎ジョー
    And player A will keep クリスタル・ランサー and 爆炎野郎ジョー as separate creatures
    When an effect of player B's puts only the top card of 龍炎凰インフィニティ・フェニックス into its owner's graveyard
    Then under tcg and tcg-2021 player A's battle zone holds, left to right: クリスタル・ランサー on 爆炎野郎ジョー
    And under tcg-2020 player A's battle zone holds, left to right: 爆炎野郎ジョー
    And under tcg-2020 クリスタル・ランサー is in player A's graveyard
