@faq
Feature: A replacement of a discard of several cards at once: all of them, or none
  グラディアン・バレット・ドラゴン (dmwiki, DM24-RP1): 「各ターンに一度、コスト3以下のクリーチャーを1体以上自分の手札から捨てる時、
  それらを墓地に置くかわりにすべて出してもよい。このターン、それらに「スピードアタッカー」を与える。」 The cards discarded
  together are one event, which the ability replaces once (609): its controller chooses once, for all of them.

  @qa:dmwiki-2024-04-12-gradian-all-or-none
  Scenario: Three cost-3 creatures discarded at once with グラディアン・バレット・ドラゴン out: all of them enter, B asked once
    公式Q&A of 2024-04-12 (dmwiki 公式Q&A 2024年4月12日更新版): four cost-3 creatures discarded at once by ロスト・Re:ソウル with
    グラディアン・バレット・ドラゴン out: can only some of them be put out? No: all of them or none. ロスト・Re:ソウル's text is
    not in the catalog; ロスト・ソウル (classic-ja dm02-029, 「相手は自分自身の手札をすべて、持ち主の墓地に置く。」) stands in, and
    three 爆炎野郎ジョー for the four creatures. Player A casts it; player B uses the replacement: all three enter, and B
    is never asked which of them.
    Given it is player A's turn
    And player A's mana zone holds: 7 x うごめく者ボーン・グール
    And player A's hand holds: ロスト・ソウル
    And player B's battle zone holds, left to right: グラディアン・バレット・ドラゴン
    And player B's hand holds: 3 x 爆炎野郎ジョー
    When player A casts ロスト・ソウル
    Then under tcg player B's battle zone holds 4 creatures
    And under tcg player B's graveyard has 0 cards
    And under tcg player B was not asked to "put into battle zone"

  @qa:dmwiki-2024-04-12-gradian-all-or-none
  Scenario: The same discard with the replacement declined: none of them enters
    The other side of the one choice: B declines it, and all three are discarded.
    Given it is player A's turn
    And player A's mana zone holds: 7 x うごめく者ボーン・グール
    And player A's hand holds: ロスト・ソウル
    And player B's battle zone holds, left to right: グラディアン・バレット・ドラゴン
    And player B's hand holds: 3 x 爆炎野郎ジョー
    And player B will not use the replacement effect of グラディアン・バレット・ドラゴン
    When player A casts ロスト・ソウル
    Then under tcg player B's battle zone holds 1 creatures
    And under tcg player B's graveyard has 3 cards
