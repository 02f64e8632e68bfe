@keywords
Feature: ニンジャ・ストライク, from the classic shinobi's printed text
  「ニンジャ・ストライク N(相手のクリーチャーが攻撃またはブロックした時、自分のマナゾーンにカードがN枚以上あり、その
  攻撃中に「ニンジャ・ストライク」能力を使っていなかった場合、このシノビをコストを支払わずに召喚してもよい。そのターンの
  終わりに、このシノビを自分の山札の一番下に置く)」 (総合ルール 112.3c: declared from the hand after the turn player's
  creature attacks, or after the non-turn player's creature blocks). Read: a ninja strike is used when it
  resolves and summons its shinobi; 「その攻撃中」 is the current attack, its block included; the shinobi goes
  to the deck bottom at the end of that turn if it is still in the battle zone.

  @classic @tcg-general
  Scenario: 威牙忍クロカゲ's ninja strike 4 summons it as the attack is declared, and its enter ability resolves
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player A's hand holds: 予言者クルト
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 威牙忍クロカゲ
    And player B has 3 shields
    And player B will declare 威牙忍クロカゲ
    When player A attacks player B with 予言者リュゾル
    Then under tcg 威牙忍クロカゲ is in player B's battle zone
    And under tcg 予言者クルト is in player A's graveyard

  @classic @tcg-general
  Scenario: At the end of that turn the shinobi goes to the bottom of its owner's deck
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 威牙忍クロカゲ
    And player B's deck holds, top first: 予言者クルト, 予言者クルト
    And player B has 3 shields
    And player B will declare 威牙忍クロカゲ
    When player A attacks player B with 予言者リュゾル
    And player A ends the turn
    Then under tcg 威牙忍クロカゲ is not in player B's battle zone
    And under tcg the bottom 1 cards of player B's deck are, top to bottom: 威牙忍クロカゲ

  @classic @tcg-general
  Scenario: Two ninja strikes declared in one attack: only the first to resolve summons its shinobi
    The reminder's 「その攻撃中に「ニンジャ・ストライク」能力を使っていなかった場合」: both are declared as the attack
    is; once one has summoned its shinobi, the other is not used and stays in the hand (with the shield the
    unblocked attack breaks: 2 cards).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B's mana zone has 4 cards of 予言者リュゾル
    And player B's hand holds: 威牙忍クロカゲ, 光牙忍ライデン
    And player B has 3 shields
    And player B will declare 威牙忍クロカゲ
    And player B will declare 光牙忍ライデン
    When player A attacks player B with 予言者リュゾル
    Then under tcg player B's battle zone holds 1 creatures
    And under tcg player B's hand holds 2 cards

  @classic @tcg-general
  Scenario: 光牙忍ライデン's ninja strike 1 after the opponent's creature blocks: the turn player's shinobi
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player A's mana zone has 1 card of 予言者リュゾル
    And player A's hand holds: 光牙忍ライデン
    And player B's battle zone holds, left to right: 天空の守護者グラン・ギューレ
    And player B has 3 shields
    And player B will block with 天空の守護者グラン・ギューレ
    And player A will declare 光牙忍ライデン
    When player A attacks player B with 予言者リュゾル
    Then under tcg 光牙忍ライデン is in player A's battle zone
    And under tcg 天空の守護者グラン・ギューレ is tapped
