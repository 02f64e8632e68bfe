@game_spec
Feature: What each player may see: no peeping on conditional discards, shields that stay viewable
  000/001 ゲームの仕様にもとづく調整例: 相手の手札から特定条件のカードを捨てさせる効果に、ピーピングが付随して
  いない。 プレイヤーから見えるゾーンからシールド化されたカードは、何が置かれたのかいつでも確認できるようになって
  いる。バトルゾーンからシールド化されたクリーチャーは両プレイヤーが、自分の手札からシールド化されたカードは自分
  だけがいつでも確認できる。 山札操作等により山札の上が確定している状況下での、山札の上からシールドになったカード
  は確認できない。山札の上はあくまでも非公開ゾーンである。
  The engine keeps, per player, the hidden cards they have seen ("has seen"), apart from what they
  may look at now ("can see"). 003 (TCG): シールドのカード内容を確認することはできない.

  @ex:DMPS-SPEC-01
  Scenario: 根絶のデクロワゾー looks at the hand in the TCG; the DMPS version discards without looking
    TCG (dm10-s10): …その後、相手の手札を見る。相手は自分自身の手札からパワー3000以下のクリーチャーをすべて
    捨てる. The DMPS text has no look (000; 《解体人形ジェニー》, the other example, has a DMPS condition
    the sources don't give). デーモン・ハンド stays in B's hand: only the TCG caster has seen it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 根絶のデクロワゾー
    And player B's hand holds: 予言者クルト, 爆炎野郎ジョー, デーモン・ハンド
    When player A uses the tap skill of 根絶のデクロワゾー
    Then under every profile player B's hand holds: デーモン・ハンド
    And under every profile 爆炎野郎ジョー is in player B's graveyard
    And under tcg player A has seen デーモン・ハンド
    And under dmps and dmps-old player A has not seen デーモン・ハンド

  @ex:DMPS-SPEC-02 @tcg-general @cr:400.2e
  Scenario: A creature shielded from the battle zone is viewable by both; a card shielded from the hand by its owner
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: 予言者クルト
    When an effect of player B's sends アクア・ビークル to its owner's shields
    And an effect puts 予言者クルト from player A's hand into their shields
    Then under dmps and dmps-old player A can see アクア・ビークル in player A's shield zone
    And under dmps and dmps-old player B can see アクア・ビークル in player A's shield zone
    And under dmps and dmps-old player A can see 予言者クルト in player A's shield zone
    And under dmps and dmps-old player B cannot see 予言者クルト in player A's shield zone
    And under tcg player A cannot see アクア・ビークル in player A's shield zone
    And under tcg player B cannot see アクア・ビークル in player A's shield zone

  @ex:DMPS-SPEC-03 @cr:400.2b @cr:401.2
  Scenario: A known top card that becomes a shield is not viewable: the top of the deck is a hidden zone
    Given it is player A's turn
    And player A's deck holds, top first: シェル・ラック, 予言者リュゾル, 予言者リュゾル
    And player A has looked at the top card of their deck
    When an effect puts 1 card from player A's deck into their shields
    Then under dmps and dmps-old シェル・ラック is in player A's shield zone
    And under dmps and dmps-old player A cannot see シェル・ラック in player A's shield zone
    And under dmps and dmps-old player A has seen シェル・ラック
