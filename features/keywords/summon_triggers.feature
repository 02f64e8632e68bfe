@keywords @classic
Feature: 「自分の…を召喚した時」: abilities that trigger as their controller summons a creature
  彩大闘機マックスガイザー (DM-24) 「自分の水、闇、火、または自然のクリーチャーを召喚した時、あるいは、自分の水、闇、
  火、または自然の呪文を唱えた時、そのターン、このクリーチャーのパワーは+2000される」 and ラスティ・ザ・レインボー
  (DM-24) 「自分が多色の呪文を唱えた時、または、多色クリーチャーを召喚した時、カードを1枚引いてもよい」: one ability
  with two events (the catalog's list of events). A summon is a creature used from the hand, paid or by its shield
  trigger, or summoned by an effect; a creature an effect puts into the battle zone is not summoned (dmwiki 召喚した
  時). Read as the creature enters, as the classic rules did (過去のルールでは「召喚によってバトルゾーンに出た時」と
  同義); the current rule's trigger of a summon whose creature a landing replacement sends elsewhere is not modelled.

  Background:
    Given it is player A's turn
    And player A's mana zone holds: 3 x 無頼勇騎ゴンタ, 予言者リュゾル

  @tcg-general
  Scenario Outline: 彩大闘機マックスガイザー gets +2000 when its controller summons a creature of the four civilizations
    Given player A's battle zone holds, left to right: 彩大闘機マックスガイザー
    And player A's hand holds: <card>
    When player A summons <card>
    Then under tcg 彩大闘機マックスガイザー's power is <power>

    Examples:
      | card        | power |
      | 爆炎野郎ジョー | 4000  |
      | 予言者クルト   | 2000  |

  @tcg-general
  Scenario: A creature an effect puts into the battle zone is not summoned
    Given player A's battle zone holds, left to right: 彩大闘機マックスガイザー
    And player A's hand holds: 爆炎野郎ジョー
    When an effect puts 爆炎野郎ジョー from player A's hand into the battle zone
    Then under tcg 彩大闘機マックスガイザー's power is 2000

  @tcg-general
  Scenario Outline: ラスティ・ザ・レインボー draws when its controller summons a multicoloured creature
    Given player A's battle zone holds, left to right: ラスティ・ザ・レインボー
    And player A's hand holds: <card>
    And player A's deck holds, top first: 予言者リュゾル
    When player A summons <card>
    Then under tcg player A's hand has <hand> cards

    Examples:
      | card        | hand |
      | 無頼勇騎ゴンタ  | 1    |
      | 爆炎野郎ジョー | 0    |
