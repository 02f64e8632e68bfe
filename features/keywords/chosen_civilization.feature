@keywords
Feature: A civilization chosen by the effect, read by its later steps
  「文明をひとつ選ぶ。それ以外の文明を持つクリーチャーをすべてタップする」 (紅蓮の守護者ラ・バル・プラトーン: every
  creature with a civilization other than the chosen one, either player's, itself included) and 「闇以外の文明をひとつ
  選ぶ。このターン、選ばれた文明のクリーチャーはすべて「スレイヤー」を得る」 (道連人形スイムチャッピー). Read: the
  choice is among the five civilizations (not ゼロ文明); left unscripted, the first offered (光) is chosen.

  @classic @tcg-general
  Scenario: 紅蓮の守護者ラ・バル・プラトーン taps every creature with another civilization than the one chosen
    Given it is player A's turn
    And player A's hand holds: 紅蓮の守護者ラ・バル・プラトーン
    And player A's mana zone has 4 cards of 予言者リュゾル
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 予言者クルト, アクア・ビークル
    When player A summons 紅蓮の守護者ラ・バル・プラトーン
    Then under tcg player A's options for "choose civilization" were: light, water, darkness, fire, nature
    And under tcg 爆炎野郎ジョー is tapped
    And under tcg アクア・ビークル is tapped
    And under tcg 予言者クルト is not tapped
    And under tcg 紅蓮の守護者ラ・バル・プラトーン is not tapped

  @classic @tcg-general
  Scenario: 道連人形スイムチャッピー gives スレイヤー to the creatures of the civilization chosen, not 闇
    Given it is player A's turn
    And player A's battle zone holds, left to right: 道連人形スイムチャッピー
    And player B's battle zone holds, left to right: 予言者クルト, アクア・ビークル
    When player A uses the tap skill of 道連人形スイムチャッピー
    Then under tcg player A's options for "choose civilization" were: light, water, fire, nature
    And under tcg 予言者クルト has the keyword slayer
    And under tcg アクア・ビークル does not have the keyword slayer
    And under tcg 道連人形スイムチャッピー does not have the keyword slayer

  @classic @tcg-general
  Scenario: フォール・クロウラー: a card of each mana zone back to its owner's hand, the opponent choosing theirs
    「カードを1枚、自分のマナゾーンから手札に戻す。その後、相手もカードを1枚、自分自身のマナゾーンから手札に戻す」:
    both are done (not "up to"), the opponent choosing among their own mana cards.
    Given it is player A's turn
    And player A's hand holds: フォール・クロウラー
    And player A's mana zone holds: 4 x アクア・ビークル
    And player B's mana zone holds: 爆炎野郎ジョー, 予言者クルト
    When player A summons フォール・クロウラー
    Then under tcg player A's mana zone has 3 cards
    And under tcg player B's mana zone has 1 cards
    And under tcg player B's hand has 1 cards
    And under tcg player B had 2 options for "take"
