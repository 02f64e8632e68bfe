@movement
Feature: A swap goes as far as it can (an older ruling DMPS keeps)
  000 最新のものとは異なる裁定: even when a replacement keeps one of a swap's moves from
  happening normally, DMPS carries the swap out as far as it goes, so the replacements of
  either move apply. 電磁無頼アカシック・サード's DMPS text is not in the data; the card's note
  gives the reading used: when it attacks, one of its controller's creatures (by lot) is
  swapped with a non-evolution creature of their deck (by lot). The random draws are scripted.
  Under the TCG the card has its printed text (not modelled), so only DMPS is asserted.

  Background:
    Given it is player A's turn
    And player B has 5 shields

  @ex:DMPS-OLD-04 @ex:DMPS-OLD-03 @question:swap-fails-if-one-side-stays
  Scenario: 超神星ヴィーナス・ラ・セイントマザー's meteorburn fires and the swap fizzles
    The lots pick ヴィーナス to go out: its meteorburn replaces its leaving (a card under it goes
    to the graveyard), so it stays and nothing comes in.

    Given player A's battle zone holds, left to right: 超神星ヴィーナス・ラ・セイントマザー on 晴天の守護者レゾ・パコス on 晴天の守護者レゾ・パコス on 晴天の守護者レゾ・パコス, 電磁無頼アカシック・サード
    And player A's deck holds, top first: クラッグザウルス, 5 x 予言者リュゾル
    And player A's random choices will pick 超神星ヴィーナス・ラ・セイントマザー
    When player A attacks player B with 電磁無頼アカシック・サード
    Then under dmps and dmps-old 超神星ヴィーナス・ラ・セイントマザー's replacement ability applies
    And under dmps and dmps-old player A's battle zone holds, left to right: 超神星ヴィーナス・ラ・セイントマザー on 晴天の守護者レゾ・パコス on 晴天の守護者レゾ・パコス, 電磁無頼アカシック・サード
    And under dmps and dmps-old player A's graveyard holds: 晴天の守護者レゾ・パコス
    And under dmps and dmps-old the creatures put into player A's battle zone were: nothing

  @ex:DMPS-OLD-05 @ex:DMPS-OLD-03 @question:swap-fails-if-one-side-stays
  Scenario: The swap is attempted and 聖鎧亜キング・アルカディアス replaces the non-multicolour creature
    The lots pick 予言者リュゾル (light, one civilization) to come in: player B's King Alcadeus
    puts it into the graveyard instead, while アカシック・サード has already left for the deck.

    Given player A's battle zone holds, left to right: 電磁無頼アカシック・サード
    And player B's battle zone holds, left to right: 聖鎧亜キング・アルカディアス on 無頼勇騎ゴンタ
    And player A's deck holds, top first: 無頼勇騎ゴンタ, 予言者リュゾル, 5 x シェル・ラック
    And player A's random choices will pick 予言者リュゾル
    When player A attacks player B with 電磁無頼アカシック・サード
    Then under dmps and dmps-old 聖鎧亜キング・アルカディアス's replacement ability applies
    And under dmps and dmps-old 予言者リュゾル is in player A's graveyard
    And under dmps and dmps-old 電磁無頼アカシック・サード is in player A's deck
    And under dmps and dmps-old player A's battle zone holds 0 creatures
    And under dmps and dmps-old player B has 5 shields

  @ex:DMPS-OLD-05
  Scenario: A multicolour creature drawn to come in is not replaced
    Given player A's battle zone holds, left to right: 電磁無頼アカシック・サード
    And player B's battle zone holds, left to right: 聖鎧亜キング・アルカディアス on 無頼勇騎ゴンタ
    And player A's deck holds, top first: 無頼勇騎ゴンタ, 予言者リュゾル, 5 x シェル・ラック
    And player A's random choices will pick 無頼勇騎ゴンタ
    When player A attacks player B with 電磁無頼アカシック・サード
    Then under dmps 聖鎧亜キング・アルカディアス's replacement ability does not apply
    And under dmps player A's battle zone holds, left to right: 無頼勇騎ゴンタ

  @ex:DMPS-OLD-05 @tcg-general
  Scenario: Once a non-multicolour creature was replaced this turn, the DMPS King Alcadeus lets the next one in
    The DMPS text of 聖鎧亜キング・アルカディアス applies only while none of the opponent's
    creatures was put into the graveyard by it this turn (its printed DMPS version; the seed's
    "まだ…墓地に置かれていない状況で"); the TCG text applies every time.

    Given player A's battle zone holds, left to right: 電磁無頼アカシック・サード
    And player A's hand holds: 予言者クルト
    And player B's battle zone holds, left to right: 聖鎧亜キング・アルカディアス on 無頼勇騎ゴンタ
    And player A's deck holds, top first: 無頼勇騎ゴンタ, 予言者リュゾル, 5 x シェル・ラック
    And player A's random choices will pick 予言者リュゾル
    When an effect puts 予言者クルト from player A's hand into the battle zone
    And player A attacks player B with 電磁無頼アカシック・サード
    Then under dmps and tcg 予言者クルト is in player A's graveyard
    And under dmps player A's battle zone holds, left to right: 予言者リュゾル
