@faq
Feature: サバキZ: a 裁きの紋章 added to the hand from the shield zone, discarded, pays for one free use
  dmwiki サバキZ (DMRP-06, DMSD-07): 「サバキZ(裁きの紋章が自分のシールドゾーンから手札に加えられた時、そのカードを捨ててもよい。
  そうしたら、このクリーチャーをコストを支払わずに召喚する)」 (a spell's: 「この呪文をコストを支払わずに唱える」). Each サバキZ
  triggers as the 裁きの紋章 card reaches the hand and waits there; the one resolved first discards the card, and a
  later one finds it gone: one card pays for one サバキZ. 煌メク聖戦 絶十 and 刻鳥ノ正裁Z with their texts as dmwiki quotes
  them; 剣参ノ裁キ is a 裁きの紋章.

  @qa:dmwiki-sabaki-z
  Scenario Outline: One 裁きの紋章 broken, two サバキZ in the hand: <first> resolved first is used, the other is not
    dmwiki サバキZ and a player's article (note.com): when a 裁きの紋章 card is added to your hand from your shield zone,
    broken or by an effect, you may discard it to use one サバキZ card for free; each discarded card enables one use.
    Player A's 青銅の鎧 breaks player B's only shield, 剣参ノ裁キ; B's 煌メク聖戦 絶十 and 刻鳥ノ正裁Z both trigger; B resolves
    <first> first: it discards 剣参ノ裁キ and <first> is used for free; the other finds no card to discard.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's shield zone holds: 剣参ノ裁キ
    And player B's hand holds: 煌メク聖戦 絶十, 刻鳥ノ正裁Z
    And player B will resolve <first> first
    When player A attacks player B with 青銅の鎧
    Then under tcg 剣参ノ裁キ is in player B's graveyard
    And under tcg <first> is in player B's <used in>
    And under tcg <second> is in player B's hand

    Examples:
      | first            | used in     | second           |
      | 煌メク聖戦 絶十  | battle zone | 刻鳥ノ正裁Z      |
      | 刻鳥ノ正裁Z      | graveyard   | 煌メク聖戦 絶十  |
