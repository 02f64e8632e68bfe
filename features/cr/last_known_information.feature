@cr
Feature: An ability of a creature that left reads the creature as it last was (110.5a, 605.2e)
  110.5a: once triggered, an effect waits on its own; an effect that reads its source, or has it
  do something, reads it as it was just before it left the battle zone (its example: choosing
  creatures whose total power is at most the source's power reads 「そのカードがバトルゾーンから
  いなくなる直前のパワー」). 605.2e: an effect that needs an element's information reads, once the
  element has left, its information just before it left. The engine keeps a creature's power as it
  leaves (on its "left" event), and "weaker / stronger than this creature" reads that power once the
  creature is gone, not the power its card would have now.

  @tcg-general @cr:110.5a @cr:605.2e
  Scenario: 強撃砲士モービィー, gone before its attack ability resolves, reads the power it attacked with
    強撃砲士モービィー (2000) gets +2000 while it attacks from バーニング・パワー and attacks; player A
    declares 刀の3号 カツえもん剣's revolution change and resolves it first, so モービィー returns to
    the hand. Its ability 「パワーがこのクリーチャーより小さい相手のクリーチャーを１体破壊する」 then reads
    モービィー as it was just before it left: 4000, attacking. Player B's クラッグザウルス (3000) is
    weaker and is destroyed (read from its card as it is now, 2000, nothing would be).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 強撃砲士モービィー
    And player A's hand holds: 刀の3号 カツえもん剣, バーニング・パワー
    And player A's mana zone has 1 cards of バーニング・パワー
    And player B's battle zone holds, left to right: クラッグザウルス
    And player B has 4 shields
    And player A will declare 刀の3号 カツえもん剣
    And player A will resolve 刀の3号 カツえもん剣 first
    When player A casts バーニング・パワー
    And player A attacks player B with 強撃砲士モービィー
    Then under tcg 強撃砲士モービィー is in player A's hand
    And under tcg 刀の3号 カツえもん剣 is in player A's battle zone
    And under tcg クラッグザウルス is in player B's graveyard

  @tcg-general @cr:110.5a @cr:605.2e
  Scenario: The control: without the bonus it attacked with, モービィー read as it left is 2000
    The same attack and revolution change without バーニング・パワー: モービィー left at 2000, and
    クラッグザウルス (3000) is not weaker, so it stays.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 強撃砲士モービィー
    And player A's hand holds: 刀の3号 カツえもん剣
    And player B's battle zone holds, left to right: クラッグザウルス
    And player B has 4 shields
    And player A will declare 刀の3号 カツえもん剣
    And player A will resolve 刀の3号 カツえもん剣 first
    When player A attacks player B with 強撃砲士モービィー
    Then under tcg 強撃砲士モービィー is in player A's hand
    And under tcg クラッグザウルス is in player B's battle zone
