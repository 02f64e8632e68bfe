@faq
Feature: Official rulings on EXライフ
  EXライフ: as the creature is put (出す時: a state-defining effect, before it is in the battle
  zone), the top card of its controller's deck becomes a new shield, its EXライフ shield; when the
  creature would leave, that shield is put into the graveyard instead. Otherwise the shield is an
  ordinary shield: if it is gone first, the creature leaves as any other.

  Background:
    Given it is player A's turn
    And player A's hand holds: 聖魔連結王 バロディアス
    And player A's shield zone holds: 予言者リュゾル, 予言者リュゾル
    And player A's deck holds, top first: アクア・ビークル, 10 x 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者クルト

  @qa:dmwiki-exlife-as-put
  Scenario: The EXライフ shield is there before the creature's "when this enters" ability resolves
    dmwiki EXライフ (https://m.dmwiki.net/EXライフ; a 2021-04 revision): the EXライフ shield is made
    while the creature is put (出す時), a state-defining effect before it is in the battle zone, so
    it exists before any "when this enters" ability resolves. 聖魔連結王 バロディアス is put by an
    effect: while its ability resolves player A already has three shields, アクア・ビークル the new
    one; the ability destroys 予言者クルト.
    When an effect puts 聖魔連結王 バロディアス from player A's hand into the battle zone
    Then while 聖魔連結王 バロディアス's ability resolves, under tcg player A has 3 shields
    And under tcg アクア・ビークル is in player A's shield zone
    And under tcg 予言者クルト is in player B's graveyard

  @qa:dmwiki-exlife-as-put
  Scenario: The EXライフ shield is put into the graveyard instead of the creature leaving
    The replacement half of EXライフ (same page): バロディアス is destroyed; its EXライフ shield
    goes to the graveyard instead and バロディアス stays.
    When an effect puts 聖魔連結王 バロディアス from player A's hand into the battle zone
    And an effect of player B's destroys 聖魔連結王 バロディアス
    Then under tcg 聖魔連結王 バロディアス is in player A's battle zone
    And under tcg アクア・ビークル is in player A's graveyard
    And under tcg player A has 2 shields

  @qa:dmwiki-exlife-shield-normal
  Scenario: An EXライフ shield broken first is an ordinary shield: the creature then leaves as usual
    dmwiki EXライフ (https://dmwiki.net/?cmd=backup&page=EXライフ&age=15&action=source; 2021-04):
    if the EXライフ shield is broken (or leaves) before the creature would leave, does the creature
    leave too? No; later, with its shield gone, it simply leaves. Player B breaks the EXライフ
    shield (the third, アクア・ビークル) with 凶戦士ブレイズ・クロー: バロディアス stays; then it is
    destroyed and goes to the graveyard.
    When an effect puts 聖魔連結王 バロディアス from player A's hand into the battle zone
    And player A ends the turn
    Given player B's battle zone holds, left to right: 凶戦士ブレイズ・クロー
    And player B will break shield 3
    When player B attacks player A with 凶戦士ブレイズ・クロー
    Then under tcg アクア・ビークル is in player A's hand
    And under tcg 聖魔連結王 バロディアス is in player A's battle zone
    When an effect of player B's destroys 聖魔連結王 バロディアス
    Then under tcg 聖魔連結王 バロディアス is in player A's graveyard
