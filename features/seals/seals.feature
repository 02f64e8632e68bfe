@rules
Feature: Seals (封印): a sealed creature is ignored; a command removes one seal as it enters
  Comprehensive rules 116 (the reminder text of every sealing card): to seal a card, a player
  puts the top card of their deck face down on it; while a creature is sealed, both players
  ignore it; when a command enters the battle zone, its owner puts one seal on one of their own
  cards that shares a civilization with it into the graveyard. A seal has no characteristics;
  specified as a card it is a cost-0 card (200.3b). The engine keeps a sealed creature in the
  battle zone but out of every count, choice and ability (engine/mechanics/seals.py).

  @qa:kazoku-sealed-creature-state
  Scenario: A sealed creature is out of every count and every "all" effect, and does not untap
    A sealed creature is ignored (116): the battle zone counts only the other creature, an
    effect that destroys "all" creatures passes it by, and it stays tapped through its owner's
    untap step. Source: https://www.kazoku-de-dm.com/2020/07/blog-post_3.html (2020-07, a blog's
    explanation of 封印: fully ignored, its tap state frozen); the rule is 116.
    Given it is player A's turn
    And player B's battle zone holds, left to right: うごめく者ボーン・グール (tapped), 予言者リュゾル
    And うごめく者ボーン・グール has 1 seal
    When an effect of player A's destroys all creatures
    And player A ends the turn
    Then under tcg player B's battle zone holds 0 creatures
    And under tcg うごめく者ボーン・グール is in player B's battle zone
    And under tcg 予言者リュゾル is in player B's graveyard
    And under tcg うごめく者ボーン・グール is tapped
    And under tcg うごめく者ボーン・グール has 1 seal

  @qa:notice-2016-09-13-116.4a
  Scenario: A command entering removes one seal from its owner's card of a shared civilization
    Rule notice of 2016-09-13 (https://dm.takaratomy.co.jp/?p=31392): putting a seal into the
    graveyard when a command enters is a state-based action (116.4a, 116.4b, 703.4k). The darkness
    command 暗黒の騎士ザガーン enters: the seal on player A's darkness うごめく者ボーン・グール goes to the
    graveyard, so it is no longer ignored; the seal on the light 予言者リュゾル (no shared
    civilization) stays.
    Given it is player A's turn
    And player A's mana zone holds: 6 x うごめく者ボーン・グール
    And player A's hand holds: 暗黒の騎士ザガーン
    And player A's battle zone holds, left to right: うごめく者ボーン・グール, 予言者リュゾル
    And うごめく者ボーン・グール has 1 seal
    And 予言者リュゾル has 1 seal
    When player A summons 暗黒の騎士ザガーン
    Then under tcg うごめく者ボーン・グール has 0 seals
    And under tcg 予言者リュゾル has 1 seal
    And under tcg player A's battle zone holds, left to right: うごめく者ボーン・グール, 暗黒の騎士ザガーン
    And under tcg player A's graveyard holds: 予言者リュゾル

  @tcg-general
  Scenario: A creature that is not a command removes no seal
    The same board as above, but the darkness creature that enters is not a command (116.4a
    names commands only): both seals stay.
    Given it is player A's turn
    And player A's mana zone holds: 2 x うごめく者ボーン・グール
    And player A's hand holds: さまよう者ブレイン・イーター
    And player A's battle zone holds, left to right: うごめく者ボーン・グール
    And うごめく者ボーン・グール has 1 seal
    When player A summons さまよう者ブレイン・イーター
    Then under tcg うごめく者ボーン・グール has 1 seal
    And under tcg player A's battle zone holds, left to right: さまよう者ブレイン・イーター

  @qa:notice-2019-06-18-200.3b @qa:notice-2023-04-10-200.3b
  Scenario: A seal chosen as a card is a cost-0 card, whatever card lies face down
    Rule notices of 2019-06-18 (https://dm.takaratomy.co.jp/rule/rulechange/31440/) and
    2023-04-10 (https://dm.takaratomy.co.jp/rule/rulechange/316639, no change): a seal's
    characteristics can't be checked; specified as a card it is a cost-0 card (200.3b). ジ・エンド・オブ
    ・エックス has player B seal 暗黒の騎士ザガーン with the cost-10 グラディアン・レッド・ドラゴン from the top
    of their deck; 龍脈術 落城の計 ("a card of cost 6 or less in the battle zone") can then choose
    that seal, the only such card (the sealed ザガーン is ignored), and returns it to its owner's
    hand: ザガーン is no longer sealed.
    Given it is player A's turn
    And player A's hand holds: ジ・エンド・オブ・エックス, 龍脈術 落城の計
    And player B's deck holds, top first: グラディアン・レッド・ドラゴン, 5 x 予言者リュゾル
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    When an effect of player A's casts ジ・エンド・オブ・エックス from their hand without paying its cost
    And an effect of player A's casts 龍脈術 落城の計 from their hand without paying its cost
    Then under tcg player B's hand holds: グラディアン・レッド・ドラゴン
    And under tcg 暗黒の騎士ザガーン has 0 seals
    And under tcg player B's battle zone holds, left to right: 暗黒の騎士ザガーン

  @qa:33700
  Scenario: The cards under a sealed creature are ignored with it: a card-choosing effect can't choose them
    Q&A 33700 (2020-07-10, https://dm.takaratomy.co.jp/rule/qa/33700/, seen through dmwiki's
    公式Q&A 2020年7月10日更新版): 不夜城艦 クランヴィア has a spell under it and is sealed; can 龍脈術
    落城の計 choose that spell? No: the cards under it are ignored too. The spell under it is set up
    (its abilities are not encoded); the only card 落城の計 may choose is the seal (cost 0), which
    goes back to its owner's hand, and the spell stays under クランヴィア. (An engine that offered
    the spell would have a run where it returns, and the hand verdict would fail.)
    Given it is player A's turn
    And player A's hand holds: 龍脈術 落城の計
    And player B's battle zone holds, left to right: 不夜城艦 クランヴィア on 龍脈術 落城の計
    And 不夜城艦 クランヴィア has 1 seal
    When an effect of player A's casts 龍脈術 落城の計 from their hand without paying its cost
    Then under tcg player B's hand holds: 予言者リュゾル
    And under tcg 龍脈術 落城の計 is in player B's battle zone
    And under tcg 不夜城艦 クランヴィア has 0 seals
