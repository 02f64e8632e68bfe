@faq
Feature: <ギャラクシールド>: a cost paid instead of the card's own, the card put face up as a new shield
  dmwiki ギャラクシールド (DMRP-13): 「<ギャラクシールド>[光(3)](このカードを使うコストの代わりに、[光(3)]を支払ってもよい。
  そうしたら、このカードを表向きにし、新しいシールドとしてシールドゾーンに置く)」. It replaces the cost of using the card
  (701.5a: using a card is paying its cost to play it), so a card that could not be used now cannot use it either.
  「純愛の紅」 (light, cost 6) and 三・騎・繚・乱 (water spell, cost 5) with their texts as dmwiki quotes them.

  @qa:dmwiki-2020-03-27-galaxyshield
  Scenario: 「純愛の紅」's ギャラクシールド: 3 light mana paid instead of 6, it is a face-up new shield
    公式Q&A of 2020-03-27 (dmwiki 公式Q&A 2020年3月27日更新版): 「ギャラクシールド」 pays its cost instead of the card's
    and puts the card face up into the shield zone as a new shield. Player A, with two shields and three mana cards
    (「純愛の紅」 costs 6), pays 3: it is a third shield, face up, so its 「表向きでシールドゾーンに置かれた時」 ability taps
    player B's 青銅の鎧.
    Given it is player A's turn
    And player A has 2 shields
    And player A's mana zone holds: 3 x 予言者リュゾル
    And player A's hand holds: 「純愛の紅」
    And player B's battle zone holds, left to right: 青銅の鎧
    When player A uses the ギャラクシールド of 「純愛の紅」
    Then under tcg player A has 3 shields
    And under tcg 「純愛の紅」 is in player A's shield zone
    And under tcg 青銅の鎧 is tapped
    And under tcg player A's mana zone has 3 tapped cards

  @qa:dmwiki-2020-03-27-galaxyshield
  Scenario: 「純愛の紅」's ギャラクシールド is a cost: two light mana cards do not pay it
    The other side: the ギャラクシールド's [光(3)] is paid like any cost; with two mana cards it is not, and the card stays.
    Given it is player A's turn
    And player A has 2 shields
    And player A's mana zone holds: 2 x 予言者リュゾル
    And player A's hand holds: 「純愛の紅」
    And player B's battle zone holds, left to right: 青銅の鎧
    When player A uses the ギャラクシールド of 「純愛の紅」
    Then under tcg the last action is refused
    And under tcg player A has 2 shields
    And under tcg 「純愛の紅」 is in player A's hand
    And under tcg 青銅の鎧 is not tapped

  @qa:39612
  Scenario: A spell that cannot be cast cannot use its ギャラクシールド either
    公式Q&A 39612 (2021-04-14): 「相手の《ジェイ-SHOCKER》の能力によりコスト6のクリーチャーがバトルゾーンに出せない状態です。
    この時、コスト6の《「蒼刀の輝将」》の「ギャラクシールド」を使えますか?」 A: 「いいえ、使えません。…召喚を行うことが
    できない状況では「ギャラクシールド」を使うこともできない」. ジェイ-SHOCKER's Jトルネード and 「蒼刀の輝将」's text are not in
    the catalog; 聖霊王アルファディオス (「誰も、光以外のクリーチャーを召喚したり、光以外の呪文を唱えることはできない」) and
    三・騎・繚・乱 (water) stand in: the card cannot be used, so its ギャラクシールド cannot be paid instead of its cost.
    Given it is player A's turn
    And player A has 2 shields
    And player A's mana zone holds: 5 x アクア・ビークル
    And player A's hand holds: 三・騎・繚・乱
    And player B's battle zone holds, left to right: 聖霊王アルファディオス on 予言者リュゾル
    When player A uses the ギャラクシールド of 三・騎・繚・乱
    Then under tcg the last action is refused: 三・騎・繚・乱 cannot be used
    And under tcg player A has 2 shields
    And under tcg 三・騎・繚・乱 is in player A's hand
