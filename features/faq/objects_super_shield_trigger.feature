@faq
Feature: Official rulings on スーパー・S・トリガー and the shields waiting for declarations
  スーパー・S・トリガー: a shield trigger whose S ability is given when its player has no shields.
  Broken shields waiting for declarations are still in the shield zone but are not counted as
  shields (113.6a, since 2024-02-15), so breaking the last two shields at once leaves no shield
  to count when the first one's spell is used.

  Background:
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, アクア・ビークル
    And player A's hand holds: 5 x 予言者リュゾル
    And player B's shield zone holds: 魔王の傲慢, 予言者リュゾル
    And player B will use the shield trigger of 魔王の傲慢

  @qa:dmwiki-2024-02-19-waiting @qa:dmwiki-waiting-113.6d @cr:113.6a @cr:113.6c
  Scenario: The last two shields broken at once: 魔王の傲慢's S ability is given, the other broken shield not counted
    dmwiki 待機状態 (https://dmwiki.net/?cmd=backup&page=待機状態&age=8&action=diff; 2024-02-19, on
    113.6a and 113.6d): a broken shield waiting for declarations is in the shield zone but is not
    counted as a shield, so a スーパー・S・トリガー's bonus applies when a break leaves no shield.
    暗黒の騎士ザガーン (W・ブレイカー) breaks player B's last two shields; 魔王の傲慢 is used while
    予言者リュゾル, broken with it, still waits: player B has no shield to count, the S ability is
    given, and player A puts seven of their cards in the battle zone and hand into the graveyard
    (all six left). Before 2024-02-15 (tcg-2021) the waiting shield counted: no S ability. (The
    page's other point, shield-zone static abilities of a waiting card still working, 正義ノ裁キ,
    is not asserted: the card is not in the catalog.)
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg アクア・ビークル is in player A's graveyard
    And under tcg player A's hand has 0 cards
    And under tcg 暗黒の騎士ザガーン is in player A's graveyard
    And under tcg-2021 player A's hand has 5 cards
    And under tcg-2021 暗黒の騎士ザガーン is in player A's battle zone
