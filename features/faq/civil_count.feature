@faq
Feature: シビルカウント: a creature that ignores its "cannot attack players" still can't attack when nothing else lets it
  赤翼の精霊エルラ・ルージュ's シビルカウント3 makes your blockers ignore 「相手プレイヤーを攻撃できない」 only:
  an ignored ability is as if it were not there, and every other rule that keeps a creature from
  attacking (summoning sickness) still holds.

  @qa:42045
  Scenario: With シビルカウント3, a blocker that can't attack players attacks them; a summoning-sick one still can't attack
    Q&A 42045 (2022-09-16, https://dm.takaratomy.co.jp/rule/qa/42045/, read on dmwiki 公式Q&A 2022年9月16日
    更新版): with エルラ・ルージュ's シビルカウント3 active, your blockers can't ignore summoning sickness
    to attack; it ignores only the abilities that stop them attacking players. Its text: 「シビルカウント3:
    自分の光のクリーチャーまたは光のタマシードが合計3つ以上あれば、自分の「ブロッカー」を持つクリーチャーは、その
    クリーチャーが持つ相手プレイヤーを攻撃できない能力を無視する。…」 Player A has three light creatures:
    宣凶師キンゼラ (ブロッカー, 「このクリーチャーは相手プレイヤーを攻撃できない」) may attack player B;
    宣凶師ベルモーレ (the same, summoned this turn) still can't attack, player B nor B's tapped creature;
    罪無 ミズゲム垓 (ブロッカー, 「このクリーチャーは攻撃できない」) can't attack B's creature either.
    Given it is player A's turn
    And player A's battle zone holds: 赤翼の精霊エルラ・ルージュ, 宣凶師キンゼラ, 宣凶師ベルモーレ (summoned this turn), 罪無 ミズゲム垓
    And player B's battle zone holds: 青銅の鎧 (tapped)
    Then under tcg player A trying to attack player B with 宣凶師キンゼラ now is allowed
    When player A attacks player B with 宣凶師ベルモーレ
    Then under tcg the last action is refused: 宣凶師ベルモーレ has summoning sickness
    When player A attacks 青銅の鎧 with 宣凶師ベルモーレ
    Then under tcg the last action is refused: 宣凶師ベルモーレ has summoning sickness
    When player A attacks 青銅の鎧 with 罪無 ミズゲム垓
    Then under tcg the last action is refused: 罪無 ミズゲム垓 cannot attack

  @qa:42045
  Scenario: Below three light elements the blocker still can't attack players
    The same text's condition: with only two light creatures (エルラ・ルージュ and 宣凶師キンゼラ),
    シビルカウント3 is not met and 宣凶師キンゼラ's 「相手プレイヤーを攻撃できない」 holds.
    Given it is player A's turn
    And player A's battle zone holds: 赤翼の精霊エルラ・ルージュ, 宣凶師キンゼラ
    When player A attacks player B with 宣凶師キンゼラ
    Then under tcg the last action is refused: 宣凶師キンゼラ cannot attack players
