@faq
Feature: Using a card (使う): a spell cast, a creature summoned, a タマシード used — what a 'used this turn' condition counts
  701.5a (rule notice of 2022-04-08, https://dm.takaratomy.co.jp/rule/rulechange/31650/): to use a card is to pay
  its cost to play it — summon a creature, cast a spell, generate a cross gear, fortify with a castle, deploy a
  field, use an オーラ, オレガ・オーラ or タマシード; an ability may let a card be used without paying (S・トリガー). A
  card an effect puts (出す) is not used. ラクリマ・クロウラー (dmwiki, DM22-RP1): 「各ターンの終わりに、自分がそのターン
  中、コスト5以上の呪文またはコスト5以上のタマシードを使っていたら、このクリーチャーを手札から出してもよい。」

  @qa:notice-2022-04-08-701.5a
  Scenario: A cost-6 spell cast paying its cost is used: ラクリマ・クロウラー comes out of the hand at the turn's end
    701.5a: casting a spell, paying its cost, is using it. Player A casts ホーリー・スパーク (cost 6) in the main step;
    at the end of the turn ラクリマ・クロウラー's condition is met and A puts it from the hand.
    Given it is player A's turn
    And player A's mana zone holds: 6 x 予言者リュゾル
    And player A's hand holds: ホーリー・スパーク, ラクリマ・クロウラー
    When player A casts ホーリー・スパーク
    And player A ends the turn
    Then under tcg ラクリマ・クロウラー is in player A's battle zone

  @qa:notice-2022-04-08-701.5a
  Scenario: A cost-6 creature summoned is used, but is no spell or タマシード: ラクリマ・クロウラー stays in the hand
    The other side: summoning is a use too (701.5a), but ラクリマ・クロウラー counts only spells and タマシード of cost 5 or
    more; player A summons 暗黒の騎士ザガーン (cost 6) and casts nothing.
    Given it is player A's turn
    And player A's mana zone holds: 6 x 暗黒の騎士ザガーン
    And player A's hand holds: 暗黒の騎士ザガーン, ラクリマ・クロウラー
    When player A summons 暗黒の騎士ザガーン
    And player A ends the turn
    Then under tcg ラクリマ・クロウラー is in player A's hand

  @qa:dmwiki-2022-09-16-usedcard
  Scenario Outline: A spell its S・トリガー lets be cast in the opponent's turn is used (<shield trigger> it): <where>
    公式Q&A of 2022-09-16 (dmwiki 公式Q&A 2022年9月16日更新版, with 「正義星帝」 <ライオネル.Star> and ラクリマ・クロウラー):
    a card is used when its cost is paid in the main step, or when an ability whose text says 'use' plays it
    (S・トリガー). Player A's 青銅の鎧 breaks player B's shield, デーモン・ハンド (cost 6, S・トリガー); B casts it (or
    does not); at the end of A's turn B's ラクリマ・クロウラー comes out of B's hand only if B used it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's shield zone holds: デーモン・ハンド
    And player B's hand holds: ラクリマ・クロウラー
    And player B will <shield trigger> the shield trigger of デーモン・ハンド
    When player A attacks player B with 青銅の鎧
    And player A ends the turn
    Then under tcg ラクリマ・クロウラー is in player B's <where>

    Examples:
      | shield trigger | where       |
      | use            | battle zone |
      | not use        | hand        |
