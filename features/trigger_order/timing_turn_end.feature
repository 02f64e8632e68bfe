@trigger_order
Feature: The end of a turn: revenge chance, invasion ZERO, dragsolutions, the non-turn player
  000 (待機した効果の解決の順序, step 3): at the end of a turn DMPS resolves revenge chance and
  invasion ZERO first, in the order chosen. DMPS (非ターン・プレイヤー側の誘発型能力…): the
  non-turn player's end-of-turn abilities trigger from every card in their zone right after
  all of the turn player's waiting abilities resolved. TCG (511.1): the turn player's
  effects first; the non-turn player declares only when none are left, and an ability that
  needs no declaration triggers only from cards in its zone when the turn ended.

  Background:
    Given it is player A's turn

  @ex:DMPS-TRIG-30
  Scenario: 極魔王殿 ウェルカム・ヘル's dragsolution, then 真聖教会 エンドレス・ヘブン's
    000: right to left ウェルカム・ヘル, エンドレス・ヘブン; the turn ends: ① Welcome Hell's
    suicide dragsolution, ② Endless Heaven's, which compares the shields. Destroying at ①
    triggers Endless Heaven's shield addition, but one element's abilities resolve in the
    order they triggered, so it comes after ②: with equal shields at ①, Endless Heaven does
    not flip, though it ends with more shields. Welcome Hell's cost is the TCG text's four
    creatures (the DMPS text is not given). Only the steps 000 names are listed (Deathgoros's
    own "when this dragsolutions" also resolves, between ① and ②, and destroys nothing).
    Given player A's battle zone holds, left to right: 4 x 予言者リュゾル, 真聖教会 エンドレス・ヘブン, 極魔王殿 ウェルカム・ヘル
    And player A has 3 shields
    And player B has 3 shields
    When player A ends the turn
    Then under dmps these happen in this order:
      | step                                               |
      | 極魔王殿 ウェルカム・ヘル: dragsolution resolves   |
      | 真聖教会 エンドレス・ヘブン: dragsolution resolves |
      | 真聖教会 エンドレス・ヘブン: shield resolves       |
      | 真聖教会 エンドレス・ヘブン: shield resolves       |
      | 真聖教会 エンドレス・ヘブン: shield resolves       |
      | 真聖教会 エンドレス・ヘブン: shield resolves       |
    And under dmps player A's battle zone holds, left to right: 真聖教会 エンドレス・ヘブン, 極・魔壊王 デスゴロス
    And under dmps player A has 7 shields

  @ex:DMPS-TRIG-30
  Scenario: 真聖教会 エンドレス・ヘブン flips when player A already had more shields at ①
    The same turn end with 4 shields against 3: ② finds more shields, Endless Heaven flips.
    Given player A's battle zone holds, left to right: 4 x 予言者リュゾル, 真聖教会 エンドレス・ヘブン, 極魔王殿 ウェルカム・ヘル
    And player A has 4 shields
    And player B has 3 shields
    When player A ends the turn
    Then under dmps player A's battle zone holds, left to right: 真・天命王 ネバーエンド, 極・魔壊王 デスゴロス

  @ex:DMPS-TRIG-05
  Scenario: invasion ZERO, then revenge chance, in the order declared
    Player A put 予言者リュゾル without paying its cost this turn and has 天海の精霊シリウス
    (cost 11): at the end of A's turn player B declares ZEROの侵略 ブラックアウト (invasion
    ZERO), then 剛撃無双カンクロウ (revenge chance). They resolve in that order, before
    Kankurou's enter ability (its DMPS version removes A's most powerful creature).
    Given player A's battle zone holds, left to right: 天海の精霊シリウス
    And player A's hand holds: 予言者リュゾル
    And player B's hand holds: 剛撃無双カンクロウ, ZEROの侵略 ブラックアウト
    And player B will declare ZEROの侵略 ブラックアウト then 剛撃無双カンクロウ
    When an effect puts 予言者リュゾル from player A's hand into the battle zone
    And player A ends the turn
    Then under dmps the waiting effects resolve in this order:
      | source                    | ability        |
      | ZEROの侵略 ブラックアウト | invasion zero  |
      | 剛撃無双カンクロウ        | revenge chance |
      | 剛撃無双カンクロウ        | enters         |
    And under dmps 天海の精霊シリウス is not in player A's battle zone

  @ex:DMPS-TRIG-05 @ex:DMPS-TRIG-36
  Scenario: revenge chance, then invasion ZERO, when declared the other way round; enter abilities last
    The same board, declared in the other order: the order chosen, not the kind, decides
    (000: 選んだ順). Both cards are put first, and only then does Kankurou's enter ability
    resolve (000: DMPP-29 時点では…選んだカードを全てコスト踏み倒しした後で、各々が持つcipを解決する).
    Given player A's battle zone holds, left to right: 天海の精霊シリウス
    And player A's hand holds: 予言者リュゾル
    And player B's hand holds: 剛撃無双カンクロウ, ZEROの侵略 ブラックアウト
    And player B will declare 剛撃無双カンクロウ then ZEROの侵略 ブラックアウト
    When an effect puts 予言者リュゾル from player A's hand into the battle zone
    And player A ends the turn
    Then under dmps the waiting effects resolve in this order:
      | source                    | ability        |
      | 剛撃無双カンクロウ        | revenge chance |
      | ZEROの侵略 ブラックアウト | invasion zero  |
      | 剛撃無双カンクロウ        | enters         |

  @ex:DMPS-TRIG-37 @ex:DMPS-TRIG-36
  Scenario: two 剛撃無双カンクロウ against one qualifying creature
    Player A has exactly one creature meeting the revenge chance (天海の精霊シリウス, cost 11)
    and a 予言者リュゾル. DMPS: both Kankurou declared are summoned, then two removals of A's
    most powerful creature (Sirius, then Ryuzoru). Older DMPS (000, 001 疑似使用宣言): one at a
    time, condition checked, summoned, its enter ability first; the first removal takes the
    only qualifying creature, so the second Kankurou fails its condition and stays in the
    hand. The even older bug that let it come out anyway (000's footnote) is not modelled.
    Given player A's battle zone holds, left to right: 天海の精霊シリウス, 予言者リュゾル
    And player B's hand holds: 剛撃無双カンクロウ, 剛撃無双カンクロウ
    And player B will declare 剛撃無双カンクロウ then 剛撃無双カンクロウ
    When player A ends the turn
    Then under dmps the waiting effects resolve in this order:
      | source             | ability        |
      | 剛撃無双カンクロウ | revenge chance |
      | 剛撃無双カンクロウ | revenge chance |
      | 剛撃無双カンクロウ | enters         |
      | 剛撃無双カンクロウ | enters         |
    And under dmps player B's battle zone holds 2 creatures
    And under dmps player A's battle zone holds 0 creatures
    And under dmps-old the waiting effects resolve in this order:
      | source             | ability        |
      | 剛撃無双カンクロウ | revenge chance |
      | 剛撃無双カンクロウ | enters         |
      | 剛撃無双カンクロウ | revenge chance |
    And under dmps-old 剛撃無双カンクロウ is in player B's hand
    And under dmps-old player B's battle zone holds 1 creature
    And under dmps-old player A's battle zone holds, left to right: 予言者リュゾル

  @ex:DMPS-NTP-04 @ex:DMPS-NTP-02 @ex:TCG-NTP-01
  Scenario: 悪魔聖霊バルホルス enters while the opponent's end-of-turn ability resolves
    000: at the end of player A's turn, A's effect brings B's 悪魔聖霊バルホルス into play;
    under DMPS its "at the end of the opponent's turn" ability still triggers (it looks at the
    battle zone after all of A's waiting abilities resolved), under the TCG it has missed
    its timing (no declaration: only cards there when the turn ended). The seed's examples
    are 母なる大地 or 幻影 ミスキュー; here A's 極悪!獄鬼夜城 makes A choose B's shield, whose
    S-trigger ヘブンズ・ゲート puts Balhorus in (any such method, 000: などの手法). Both lines
    weigh the DMPS Balhorus (destroys one of A's untapped, non-sick creatures at random);
    the TCG card has no such ability, so the scenario gives every profile the DMPS text.
    Given 悪魔聖霊バルホルス plays its DMPS text under every profile
    And player A's battle zone holds, left to right: 極悪!獄鬼夜城, 轟速 ザ・レッド, 予言者リュゾル
    And player B has 2 shields
    And player B's shield zone holds: ヘブンズ・ゲート
    And player B's hand holds: 悪魔聖霊バルホルス
    And player A will choose player B's shield 2
    When player A attacks player B with 轟速 ザ・レッド
    And player A ends the turn
    Then under every profile 悪魔聖霊バルホルス is in player B's battle zone
    And under dmps 悪魔聖霊バルホルス's ability triggers
    And under dmps 予言者リュゾル is not in player A's battle zone
    And under tcg 悪魔聖霊バルホルス's ability does not trigger
    And under tcg 予言者リュゾル is in player A's battle zone
