@faq
Feature: Official rulings on declared abilities: invasion and revolution change
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.

  @qa:dmwiki-invasion-multiple
  Scenario: Several invasions in one attack; a declared invasion is not checked again as it resolves
    dmwiki 侵略 (https://dmwiki.net/侵略; undated rule section): several invasions may be used in one
    attack, and an invasion's condition need not hold any more when it resolves. 轟速 ザ・レッド (a
    fire command) attacks; player A declares 音速 ガトリング and 轟く侵略 レッドゾーン (侵略－火のコマンド).
    In the order where ガトリング invades first, the attacking creature is no command any more
    (ヒューマノイド爆, 侵略者), and レッドゾーン still invades onto it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 轟速 ザ・レッド
    And player A's hand holds: 音速 ガトリング, 轟く侵略 レッドゾーン
    And player B's shield zone holds: 予言者リュゾル, 予言者リュゾル, 予言者リュゾル
    And player A will declare 音速 ガトリング then 轟く侵略 レッドゾーン
    When player A attacks player B with 轟速 ザ・レッド
    Then under tcg in some order of the waiting effects, player A's battle zone holds, left to right: 轟く侵略 レッドゾーン on 音速 ガトリング on 轟速 ザ・レッド
    And under tcg in every order of the waiting effects, player A's hand has 0 cards

  @qa:dmwiki-revchange-enter
  Scenario: A revolution change puts the new creature into the battle zone: it enters and is the attacker
    dmwiki 革命チェンジ (revision of 2020, https://dm-wiki.com/?革命チェンジ): the creature from the hand
    is put into the battle zone (its "enters" abilities trigger), it becomes the attacking creature
    and only the tapped state carries over. 刀の3号 カツえもん剣 swaps with the attacking 轟速 ザ・レッド,
    which returns to the hand; カツえもん剣's enter ability triggers, it is tapped and its attack
    breaks player B's shield.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 轟速 ザ・レッド
    And player A's hand holds: 刀の3号 カツえもん剣
    And player B's shield zone holds: 予言者リュゾル, 予言者リュゾル
    And player A will declare 刀の3号 カツえもん剣
    When player A attacks player B with 轟速 ザ・レッド
    Then under tcg 轟速 ザ・レッド is in player A's hand
    And under tcg 刀の3号 カツえもん剣 is in player A's battle zone
    And under tcg these happen in this order:
      | step                                          |
      | 刀の3号 カツえもん剣: revolution change resolves |
      | 刀の3号 カツえもん剣 enters                      |
      | 刀の3号 カツえもん剣: enters resolves            |
    And under tcg 刀の3号 カツえもん剣 is tapped
    And under tcg player B has 1 shields
    And under tcg the creatures put into player A's battle zone were: 刀の3号 カツえもん剣

  @qa:dmwiki-invasion-zero
  Scenario: 侵略ZERO: at the end of the opponent's turn in which they put a creature without paying
    dmwiki 侵略ZERO (revision of 2018-10, https://dmarchive.net/?侵略ZERO): at the end of the opponent's
    turn, if during it they put a creature into the battle zone without paying its cost, the card
    may be put from the hand into the battle zone. Player B puts 青銅の鎧 by an effect; at the end
    of player B's turn player A declares ZEROの侵略 ブラックアウト and puts it.
    Given it is player B's turn
    And player B's hand holds: 青銅の鎧
    And player A's hand holds: ZEROの侵略 ブラックアウト
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player A will declare ZEROの侵略 ブラックアウト
    When an effect puts 青銅の鎧 from player B's hand into the battle zone
    And player B ends the turn
    Then under tcg ZEROの侵略 ブラックアウト is in player A's battle zone

  @qa:dmwiki-invasion-zero
  Scenario: 侵略ZERO: not after a turn in which every creature was paid for
    The control: player B summons 青銅の鎧, paying its cost; at the end of the turn player A may
    not declare ZEROの侵略 ブラックアウト, which stays in the hand.
    Given it is player B's turn
    And player B's hand holds: 青銅の鎧
    And player B's mana zone holds: 3 x 青銅の鎧
    And player A's hand holds: ZEROの侵略 ブラックアウト
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When player B summons 青銅の鎧
    And player B ends the turn
    Then under tcg player A could not declare ZEROの侵略 ブラックアウト
    And under tcg ZEROの侵略 ブラックアウト is in player A's hand

  @qa:dmwiki-r0-trigger-window
  Scenario: 革命0トリガー: used from the hand when a creature attacks a player who has no shields
    dmwiki 革命0トリガー (revision of 2024-11, https://dmwiki.net/革命0トリガー): when a creature attacks
    you while you have no shields, the card may be used from the hand without paying. 暗黒の騎士
    ザガーン attacks player B, who has no shield; player B declares 革命の鉄拳, and it is cast.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's hand holds: 革命の鉄拳
    And player B's deck holds, top first: 4 x 爆炎野郎ジョー, 5 x 予言者リュゾル
    And player B will declare 革命の鉄拳
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B declares 革命の鉄拳
    And under tcg 革命の鉄拳 is in player B's graveyard

  @qa:dmwiki-r0-trigger-window
  Scenario: 革命0トリガー: not while the attacked player has a shield
    The control: with one shield, player B may not declare 革命の鉄拳.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's hand holds: 革命の鉄拳
    And player B's shield zone holds: 予言者リュゾル
    And player B's deck holds, top first: 4 x 爆炎野郎ジョー, 5 x 予言者リュゾル
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B could not declare 革命の鉄拳
    And under tcg 革命の鉄拳 is in player B's hand

  @qa:dmwiki-sback-discard @cr:112.3b @cr:509.5c
  Scenario: S・バック: the shield card is discarded and the S・バック card is summoned from the hand for free
    dmwiki S・バック (https://m.dmwiki.net/S・バック; undated rule section): when a card of the named
    kind would be added to the hand from your shield zone, you discard it (to the graveyard) and
    use the S・バック card from your hand without paying. 天真妖精オチャッピィ (S・バック－自然): the
    nature 青銅の鎧 broken from player B's shields is discarded and オチャッピィ is summoned (its
    enter ability then moves 青銅の鎧 on from the graveyard to the mana zone).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's hand holds: 天真妖精オチャッピィ
    And player B's shield zone holds: 青銅の鎧
    And player B will declare 天真妖精オチャッピィ
    When player A attacks player B with 青銅の鎧
    Then under tcg 天真妖精オチャッピィ is in player B's battle zone
    And under tcg 青銅の鎧 was put into player B's graveyard
    And under tcg 青銅の鎧 was never in player B's hand
