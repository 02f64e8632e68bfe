@trigger_order
Feature: A creature that leaves and comes back: its later "enters" ability resolves first
  000 待機した効果の解決の順序 / 001 トリガー別の解決順序: a creature with an "enters" ability
  and a "destroyed" / "leaves" ability that goes out and comes back in one effect: the
  "enters" ability, which waited later, resolves before the "destroyed" / "leaves" one. The
  TCG lets the controller choose (the seeds state only the DMPS order; the TCG side is the
  general rule that players order their own waiting effects).

  @ex:DMPS-TRIG-12
  Scenario: リアルとデスの大逆転 destroys 鎧亜の氷爪メフィスト and gives it back
    000: 後に待機した「出た時」能力が「破壊された/離れた時」能力より繰り上がって先に解決される.
    The spell destroys one of its caster's opponent's creatures, and that opponent puts a
    creature from their graveyard into the battle zone (classic-ja dm26-011), so player B casts
    it on player A's メフィスト (catalog note: it cannot hit your own). Both waiting effects are
    player A's. The DMPS text of the spell is not given; the TCG text is used.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 鎧亜の氷爪メフィスト
    And player B's hand holds: リアルとデスの大逆転
    When player B casts リアルとデスの大逆転 without paying its cost
    Then under every profile player A's battle zone holds, left to right: 鎧亜の氷爪メフィスト
    And under dmps and dmps-old the waiting effects resolve in this order:
      | source               | ability        |
      | 鎧亜の氷爪メフィスト | lost prism     |
      | 鎧亜の氷爪メフィスト | when destroyed |
    And under tcg the waiting effects may resolve in any order

  @ex:DMPS-TRIG-13
  Scenario: 母なる大地 puts 薔薇の使者 into the mana zone and back into the battle zone
    000/001: 《薔薇の使者》…を《母なる大地》で出し入れすると… its "enters" (2 cards into the mana
    zone) resolves before its "leaves" (2 mana cards onto the deck). With 5 cards in the mana
    zone, 薔薇の使者 (cost 6) makes 6, so it may come back.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 薔薇の使者
    And player A's mana zone has 5 cards of 予言者リュゾル
    And player A's hand holds: 母なる大地
    And player A will choose 薔薇の使者 as target
    And player A will choose 薔薇の使者 to put into the battle zone
    When player A casts 母なる大地 without paying its cost
    Then under every profile player A's battle zone holds, left to right: 薔薇の使者
    And under dmps and dmps-old the waiting effects resolve in this order:
      | source     | ability      |
      | 薔薇の使者 | mana 2       |
      | 薔薇の使者 | mana to deck |
    And under tcg the waiting effects may resolve in any order

  @ex:DMPS-TRIG-14
  Scenario: 薔薇の使者 goes to the mana zone and エンペラー・キリコ comes out of it
    001: どうあがいても《薔薇の使者》のマナゾーンのカードを山札に戻す効果が《エンペラー・キリコ》で
    山札から踏み倒した後になってしまう. 神歌の星域 is in no card data: the step plays what 001
    says it does, as one effect (your 薔薇の使者 into the mana zone, then エンペラー・キリコ from
    the mana zone into the battle zone, evolving on ウォルタ). キリコ's "enters" puts 3 creatures
    from the deck before 薔薇の使者's "leaves" puts mana cards on the deck. 000 dropped the example;
    its rules give the same order (catalog note).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 薔薇の使者, ウォルタ
    And player A's mana zone holds: エンペラー・キリコ, 5 x 予言者リュゾル
    When an effect of player A's that puts 薔薇の使者 into its owner's mana zone and then エンペラー・キリコ from that mana zone into the battle zone onto ウォルタ resolves
    Then under dmps and dmps-old the waiting effects resolve in this order:
      | source             | ability      |
      | エンペラー・キリコ | enters       |
      | 薔薇の使者         | mana to deck |
    And under dmps and dmps-old the waiting effects resolve in one fixed order
    And under dmps and dmps-old player A's battle zone holds 4 creatures
