@faq
Feature: 無月の門 and 無月の門・絶: summoned onto 魔導具 of the battle zone and the graveyard
  無月の門 (卍 デ・スザーク 卍, dmwiki): 「自分の魔導具をバトルゾーンに出した時、自分の魔導具をバトルゾーンと墓地から2つ
  ずつ選び、このクリーチャーを自分の手札または墓地からそれら4枚の上にコストを支払わずに召喚してもよい。」 無月の門・絶
  (「無月」の頂 $スザーク$, dmwiki): 「各ターンの終わりに、自分の魔導具をバトルゾーンまたは墓地から合計6つ選び、このクリー
  チャーを自分の手札または墓地からそれら6枚の上にコストを支払わずに召喚してもよい。」, a declared ability (dmjudgeall:
  使用宣言) at the end of a turn, the turn player's first (511.1b), the non-turn player's once the turn player's
  waiting effects are gone (511.1d). The engine's op: engine/ops/mugetsu.py.

  @qa:dmwiki-2022-08-10-desuzaku
  Scenario: A 魔導具 chosen from the battle zone goes under the new creature with the card under it
    Official Q&A of 2022-08-10 (seen through dmwiki's 公式Q&A 2022年8月10日更新版; its number not shown there, the
    answer cut after its first sentence): 卍 デ・スザーク 卍's 無月の門 chooses 堕魔 グリール, which has a card under
    it, and 堕魔 グリギャン in the battle zone: the card under グリール is put under デ・スザーク too. グリギャン is not in
    the catalog; a second 堕魔 グリール, the 魔導具 whose entering triggered 無月の門, stands in for it (dmwiki 無月の門:
    「出したばかりの魔導具をそのまま使うことも可能」). Player A's グリール has 予言者リュゾル under it (NEO進化 is not in the
    engine: the stack is set up); an effect puts a グリール from the hand; デ・スザーク is summoned from the hand onto
    the two of the battle zone and the two of the graveyard, and 予言者リュゾル is under it with them.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 堕魔 グリール on 予言者リュゾル
    And player A's graveyard holds: 堕魔 グリール, 堕魔 グリール
    And player A's hand holds: 卍 デ・スザーク 卍, 堕魔 グリール
    When an effect puts 堕魔 グリール from player A's hand into the battle zone
    Then under tcg player A's battle zone holds: 卍 デ・スザーク 卍 on 堕魔 グリール on 予言者リュゾル on 堕魔 グリール on 堕魔 グリール on 堕魔 グリール
    And under tcg player A's graveyard has 0 cards

  @qa:judgeall-suzaku-nap-declare @cr:511.1d
  Scenario: The non-turn player declares 無月の門・絶 of a creature the turn player's effect destroyed at that turn's end
    dmjudgeall 「無月」の頂 $スザーク$ (https://sites.google.com/view/dmjudgeall/追加分2023-4/無月の頂-スザーク): バトルゾーン
    に自分の《「無月」の頂 $スザーク$》がいる状況です。相手のターンの終わりに相手は《「無月」の頂 $スザーク$》を「無月の門・
    絶」で出し、自分の《「無月」の頂 $スザーク$》を破壊しました。この場合、自分は破壊された《「無月」の頂 $スザーク$》の
    「無月の門・絶」の使用宣言ができます。ターン・プレイヤーが待機状態の効果を一度すべて解決してから、非ターン・プレイヤー
    が使用宣言が必要な能力の宣言を行います。 Player B's turn ends: B declares its スザーク from the hand, summons it
    onto six 堕魔 グリール and destroys player A's スザーク (「召喚によって出た時…相手のクリーチャーを1体破壊し」); then A
    declares the one now in its graveyard and summons it onto its own six. Under tcg-2020 (before 2021-06-24 both
    players declared together as the turn ended) A's スザーク was still in the battle zone then.
    Given it is player B's turn
    And player B's hand holds: 「無月」の頂 $スザーク$
    And player B's graveyard holds: 6 x 堕魔 グリール
    And player A's battle zone holds, left to right: 「無月」の頂 $スザーク$
    And player A's graveyard holds: 6 x 堕魔 グリール
    And player B will declare 「無月」の頂 $スザーク$
    And player A will declare 「無月」の頂 $スザーク$
    When player B ends the turn
    Then under tcg these happen in this order:
      | step                                      |
      | player B declares 「無月」の頂 $スザーク$ |
      | player A declares 「無月」の頂 $スザーク$ |
    And under tcg 「無月」の頂 $スザーク$ is in player A's battle zone

  @qa:judgeall-suzaku-tp-declare
  Scenario: The turn player's window has passed when the non-turn player's 無月の門・絶 destroys its creature
    dmjudgeall 「無月」の頂 $スザーク$ (the same page): 自分のターンの終わりに相手は《「無月」の頂 $スザーク$》を「無月の門・
    絶」で出し、自分の《「無月」の頂 $スザーク$》を破壊しました。この場合、自分は破壊された《「無月」の頂 $スザーク$》の
    「無月の門・絶」の使用宣言はできません。 Player A's turn ends with its スザーク in the battle zone (nothing to
    declare from there); player B declares its スザーク, which destroys A's; A, the turn player, is not asked again
    (511.1b: its declarations came first).
    Given it is player A's turn
    And player B's hand holds: 「無月」の頂 $スザーク$
    And player B's graveyard holds: 6 x 堕魔 グリール
    And player A's battle zone holds, left to right: 「無月」の頂 $スザーク$
    And player A's graveyard holds: 6 x 堕魔 グリール
    And player B will declare 「無月」の頂 $スザーク$
    When player A ends the turn
    Then under tcg player B declares 「無月」の頂 $スザーク$
    And under tcg player A does not declare 「無月」の頂 $スザーク$
    And under tcg 「無月」の頂 $スザーク$ is in player A's graveyard

  @qa:judgeall-suzaku-apuru
  Scenario: A 無月の門・絶 that chose a graveyard 魔導具 under 若き大長老 アプル summons nothing into the battle zone
    dmjudgeall 「無月」の頂 $スザーク$ (the same page): 相手の《若き大長老アプル》がバトルゾーンにいる状況です。自分が《「無月」
    の頂 $スザーク$》を手札から「無月の門・絶」で召喚しようとする場合、選んだ魔導具が1枚でも墓地にあったものであれば
    《「無月」の頂 $スザーク$》は召喚はできるがバトルゾーンに出せません。 アプル (all-en: "Your opponent's cards can't leave
    their graveyard or mana zone") keeps the graveyard 魔導具 where they are, so the creature that would go on them
    can't enter (engine.mechanics.zones: a card of a zone under it that can't leave keeps it out). Player A has two
    堕魔 グリール in the battle zone and four in the graveyard: the six include graveyard ones; スザーク stays in the
    hand, the 魔導具 where they were.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 堕魔 グリール, 堕魔 グリール
    And player B's battle zone holds, left to right: 若き大長老 アプル
    And player A's graveyard holds: 4 x 堕魔 グリール
    And player A's hand holds: 「無月」の頂 $スザーク$
    And player A will declare 「無月」の頂 $スザーク$
    When player A ends the turn
    Then under tcg 「無月」の頂 $スザーク$ is in player A's hand
    And under tcg player A's graveyard has 4 cards
    And under tcg player A's battle zone holds: 堕魔 グリール, 堕魔 グリール
