@faq
Feature: Official rulings on shield triggers: when a shield's S-Trigger may be used
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-shield-burn-kinds
  Scenario: A broken shield that a replacement sends to the graveyard gives no S-Trigger
    dmwiki シールド焼却 (http://dm-wiki.net/?シールド焼却; undated rule section): ボルメテウス・ホワイト・
    ドラゴン's ability replaces the shield's move to the hand when it breaks it; the card never
    reaches the hand, so its S-Trigger cannot be used.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ボルメテウス・ホワイト・ドラゴン
    And player B's shield zone holds: DNA・スパーク
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When player A attacks player B with ボルメテウス・ホワイト・ドラゴン
    Then under tcg player B was not asked to "use shield trigger"
    And under tcg DNA・スパーク is in player B's graveyard
    And under tcg DNA・スパーク was never in player B's hand
    And under tcg player B has 0 shields

  @qa:dmwiki-shield-burn-kinds
  Scenario: A shield an effect puts into the graveyard is not broken and gives no S-Trigger
    The same section: 冥府の覇者ガジラビュート's enter ability chooses a shield and puts it into the
    graveyard; that is no break, the card never reaches the hand, and its S-Trigger cannot be used.
    Unscripted, the effect's controller chooses the first shield, DNA・スパーク.
    Given it is player A's turn
    And player A's hand holds: 冥府の覇者ガジラビュート
    And player B's shield zone holds: DNA・スパーク, 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When an effect puts 冥府の覇者ガジラビュート from player A's hand into the battle zone
    Then under tcg DNA・スパーク is in player B's graveyard
    And under tcg player B was not asked to "use shield trigger"
    And under tcg player B has 1 shields

  @qa:dmwiki-shield-burn-kinds
  Scenario: The control: a plain break offers the broken shield's S-Trigger
    What the two scenarios above deny: a W-breaker without a replacement breaks DNA・スパーク into
    the hand, and player B is asked whether to use its S-Trigger.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: DNA・スパーク
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B was asked to "use shield trigger"

  @qa:dmvault-clock-timing @qa:dmwiki-waiting-no-interrupt @cr:101.4d @cr:112.3a
  Scenario: An S-Trigger breaks into an effect only up to its summon; its enter ability waits for the turn player's effects
    dmvault, FAQ of 終末の時計 ザ・クロック (http://dmvault.ath.cx/card/441551/faqs.html, 2018-08-29): a
    shield broken by an attack-time effect of player A's gives ザ・クロック, summoned by S-Trigger in
    the middle of that effect (S-Triggers are the exception that interrupts); its enter ability
    then waits until every waiting effect of the turn player has resolved. Catalog cards stand in
    for the named ones: 魔の革命 デス・ザ・ロスト's revolution 0 breaks the shields (for ジョット・ガン・
    ジョラゴン and アイアン・マンハッタン), and 邪悪の魔黒デビル・マーシャル's attack ability is the turn
    player's other waiting effect. dmwiki 待機 (revision of 2019-10, https://dmarchive.net/?待機) states
    the general rule: a waiting effect never resolves in the middle of another one's resolution;
    only S-Triggers, replacement effects and uses the effect itself makes break in.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 邪悪の魔黒デビル・マーシャル on 嘆きの影ベルベットフロー, 魔の革命 デス・ザ・ロスト on 嘆きの影ベルベットフロー
    And player B's shield zone holds: 終末の時計 ザ・クロック, 予言者リュゾル
    And player B's hand holds: 予言者リュゾル
    And player B will use the shield trigger of 終末の時計 ザ・クロック
    And player A will resolve 魔の革命 デス・ザ・ロスト first
    When player A attacks player B with 魔の革命 デス・ザ・ロスト
    Then under tcg these happen in this order:
      | step                                            |
      | 魔の革命 デス・ザ・ロスト: revolution 0 resolves |
      | 終末の時計 ザ・クロック enters                   |
      | 邪悪の魔黒デビル・マーシャル: discard resolves   |
      | 終末の時計 ザ・クロック: this enters resolves    |
    And under tcg player B has 0 shields
