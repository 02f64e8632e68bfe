@rules
Feature: The super GR zone (超GRゾーン) and GR summon (GR召喚)
  A player may bring a super GR: a face-down, shuffled pile of GR creatures in the super GR zone,
  hidden and ordered, but not a deck. GR summon summons its top card as if its cost were paid: it
  is a summon, so a summoning lock stops it, and since 2021-04-14 a GR creature that could not
  come out is not summoned at all. A GR creature put into another zone goes there, then at once
  to the bottom of its owner's super GR, face down (engine/mechanics/gr.py, engine/ops/gr_summon.py).

  @qa:notice-2019-03-15-117.1 @qa:dmwiki-gr-leave-bottom @cr:118.1
  Scenario: A destroyed GR creature goes through the graveyard to the bottom of its super GR
    Rule notice of 2019-03-15 (https://dm.takaratomy.co.jp/rule/rulechange/31405, 117.1/118): GR
    creatures put into a zone other than the battle zone go to the bottom of the super GR; dmwiki
    超GRゾーン (https://dmwiki.net/%E8%B6%85GR%E3%82%BE%E3%83%BC%E3%83%B3, 2019): through the zone the
    effect names, then at once to the bottom, face down (the engine: a state-based action); the
    same in dm-wiki's 超GR (http://dm-wiki.net/?%C4%B6GR, 2019), where the ledger read it.
    Given it is player A's turn
    And player B's battle zone holds, left to right: ヤッタレロボ
    And player B's super GR zone holds: The ジョラゴン・ガンマスター
    When an effect of player A's destroys ヤッタレロボ
    Then under tcg ヤッタレロボ was put into player B's graveyard
    And under tcg ヤッタレロボ is not in player B's graveyard
    And under tcg player B's super GR zone holds: The ジョラゴン・ガンマスター, ヤッタレロボ

  @qa:notice-2019-03-15-117.1 @cr:118.1
  Scenario: A GR creature returned to the hand goes to the bottom of its super GR too
    The same notice, for a move to the hand.
    Given it is player A's turn
    And player B's battle zone holds, left to right: ヤッタレロボ
    When an effect of player A's returns ヤッタレロボ to its owner's hand
    Then under tcg player B's hand holds: nothing
    And under tcg player B's super GR zone holds: ヤッタレロボ

  @tcg-general
  Scenario: GR summon summons the top card of the super GR
    ガチャダマン's "when this enters, GR summon": the top card of player A's super GR is summoned.
    Given it is player A's turn
    And player A's hand holds: ガチャダマン
    And player A's super GR zone holds: ヤッタレロボ, The ジョラゴン・ガンマスター
    When an effect puts ガチャダマン from player A's hand into the battle zone
    Then under tcg player A's battle zone holds, left to right: ガチャダマン, ヤッタレロボ
    And under tcg player A's super GR zone holds: The ジョラゴン・ガンマスター

  @qa:dmwiki-gr-summon-2021
  Scenario: A GR creature that could not be summoned is not GR summoned: it stays on top
    dmwiki GR召喚 (https://m.dmwiki.net/GR%E5%8F%AC%E5%96%9A, the ruling change of 2021-04-14, Q&A
    39609/39612): a GR creature that could not come out is not summoned; a GR summon is a summon
    (as if its cost were paid), so a summoning lock stops it. Player B's 聖霊王アルファディオス forbids
    summoning creatures other than light ones: ガチャダマン, put by an effect (not summoned), cannot
    GR summon the colourless ヤッタレロボ, which stays on top of the super GR.
    Given it is player A's turn
    And player A's hand holds: ガチャダマン
    And player A's super GR zone holds: ヤッタレロボ, The ジョラゴン・ガンマスター
    And player B's battle zone holds, left to right: 聖霊王アルファディオス
    When an effect puts ガチャダマン from player A's hand into the battle zone
    Then under tcg player A's battle zone holds, left to right: ガチャダマン
    And under tcg player A's super GR zone holds: ヤッタレロボ, The ジョラゴン・ガンマスター

  @qa:dmwiki-chogr-setup
  Scenario: The super GR is not a deck: an empty super GR does nothing, an empty deck still loses
    dmwiki 超GR (https://m.dmwiki.net/%E8%B6%85GR, the official Q&A quoted there, 2019): the super GR
    is like a deck but is not one (an effect on the deck does not read it), and running out of it
    does nothing. ガチャダマン's GR summon with an empty super GR does nothing and the game goes on;
    with an empty deck, a super GR of cards does not keep player B from losing.
    Given it is player A's turn
    And player A's hand holds: ガチャダマン
    And player B's super GR zone holds: ヤッタレロボ
    And player B's deck is empty
    When an effect puts ガチャダマン from player A's hand into the battle zone
    Then under tcg player A's battle zone holds, left to right: ガチャダマン
    And under tcg player A wins

  @qa:notice-2019-03-15-100.4 @cr:100.4 @cr:408.1
  Scenario: A super GR is none or exactly 12 cards
    Rule notice of 2019-03-15 (https://dm.takaratomy.co.jp/rule/rulechange/31405, 100.4): using a
    super GR is optional; if used it holds exactly 12 cards, at most 2 of a name. Eleven are
    rejected; the main deck is legal.
    Given player A's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス, 4 x 群れを守るトライ・ホーン
    And player A's super GR list includes: 2 x ヤッタレロボ, 2 x The ジョラゴン・ガンマスター
    Then under tcg player A's deck list is rejected: the super GR has 4 cards (none, or exactly 12)

  @qa:dmwiki-gr-what-is @cr:100.4a @cr:408.1
  Scenario: A super GR holds GR creatures only, at most two of a name, and they go nowhere else
    dmwiki 超GR (http://dm-wiki.net/?%C4%B6GR, the official Q&A quoted there): the super GR is a
    deck-like pile for GR creatures only, up to two copies of the same GR creature (12 cards). Three
    copies are rejected, and a GR creature in the main deck is too.
    Given player A's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス, 3 x 群れを守るトライ・ホーン, ヤッタレロボ
    And player A's super GR list includes: 3 x The ジョラゴン・ガンマスター, 9 x 予言者リュゾル
    Then under tcg player A's deck list is rejected: ヤッタレロボ is a GR creature: it goes in the super GR only; 3 x The ジョラゴン・ガンマスター in the super GR (at most 2 copies of a card); 9 x 予言者リュゾル in the super GR (at most 2 copies of a card); 予言者リュゾル is a creature: only GR creatures go in the super GR
