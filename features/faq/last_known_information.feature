@faq
Feature: Last-known information: an effect reads an element that has left the battle zone as it was just before it left
  605.2e: 「バトルゾーンにあるエレメントの特定の情報を必要とする効果を処理する際、そのエレメントがすでにバトルゾーンを
  離れている場合は、離れる直前の情報を参照します。そのエレメントが封印された場合も同様です。」 蒼き王道 ドギラゴン超's
  hyper mode (dmwiki): 「自分の多色クリーチャーが攻撃する時、その多色クリーチャーよりコストが小さいクリーチャーを1体、
  自分のマナゾーンから出してもよい。」; 革命チェンジ returns the attacking creature to the hand before it resolves.

  @qa:notice-2025-10-01-605.2e
  Scenario: Hyper-mode ドギラゴン超 reads the cost of the attacker that 革命チェンジ returned to the hand
    Rule notice of 2025-10-01 (https://dm.takaratomy.co.jp/rule/rulechange/316675/, 605.2e): with hyper-mode
    ドギラゴン超 out, チアスペース アカネ attacks and revolution-changes into 超重竜 ゴルファンタジスタ; ドギラゴン超's
    ability reads アカネ's cost as it was just before it left. Here the attacker is 刀の3号 カツえもん剣 (fire and
    nature, cost 5) and it changes into 蒼き団長 ドギラゴン剣 (cost 8), resolved first: only a creature of cost 4 or
    less may come from the mana zone, フォレスト・ホーネット (cost 4), not ギガボアー (cost 6), whatever the order.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 蒼き王道 ドギラゴン超, 予言者リュゾル, 刀の3号 カツえもん剣
    And player A's mana zone holds: フォレスト・ホーネット, ギガボアー
    And player A's hand holds: 蒼き団長 ドギラゴン剣
    And player B has 5 shields
    And player A will declare 蒼き団長 ドギラゴン剣
    And player A will resolve 蒼き団長 ドギラゴン剣 first
    And player A will choose フォレスト・ホーネット to put into the battle zone
    When player A uses the ハイパー化 of 蒼き王道 ドギラゴン超
    And player A attacks player B with 刀の3号 カツえもん剣
    Then under tcg 刀の3号 カツえもん剣 is in player A's hand
    And under tcg 蒼き団長 ドギラゴン剣 is in player A's battle zone
    And under tcg player A was offered to put into the battle zone: フォレスト・ホーネット
    And under tcg フォレスト・ホーネット is in player A's battle zone
    And under tcg in every order of the waiting effects, ギガボアー is in player A's mana zone
