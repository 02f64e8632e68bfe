@rules
Feature: Seals (封印): a sealed creature is ignored; a command removes one seal as it enters
  Comprehensive rules 116 (the reminder text of every sealing card): to seal a card, a player
  puts the top card of their deck face down on it; while a creature is sealed, both players
  ignore it; when a command enters the battle zone, its owner puts one seal on one of their own
  cards that shares a civilization with it into the graveyard. A seal has no characteristics;
  specified as a card it is a cost-0 card (200.3b). The engine keeps a sealed creature in the
  battle zone but out of every count, choice and ability (engine/mechanics/seals.py).

  @qa:kazoku-sealed-creature-state @cr:116.1 @cr:116.2 @cr:116.2a
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

  @qa:notice-2016-09-13-116.4a @cr:116.4 @cr:116.4a @cr:116.4b
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

  @tcg-general @cr:116.4a
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

  @qa:notice-2019-06-18-200.3b @qa:notice-2023-04-10-200.3b @cr:116.3 @cr:116.3a
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

  @qa:33700 @cr:116.2a
  Scenario: The cards under a sealed creature are ignored with it: a card-choosing effect can't choose them
    Q&A 33700 (2020-07-10, https://dm.takaratomy.co.jp/rule/qa/33700/, seen on
    https://m.dmwiki.net/?cmd=diff&page=%E5%85%AC%E5%BC%8FQ%EF%BC%86A+2020%E5%B9%B47%E6%9C%8810%E6%97%A5%E6%9B%B4%E6%96%B0%E7%89%88): 不夜城艦 クランヴィア has a spell under it and is sealed; can 龍脈術
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

  @qa:kazoku-sealed-noncreature
  Scenario: A sealed cross gear is not ignored: its crossed creature keeps its bonus
    Only creatures are ignored while sealed (116: "while a creature is sealed, both players ignore
    that creature"); a sealed non-creature element keeps working. Source:
    https://www.kazoku-de-dm.com/2020/07/blog-post_3.html (2020-07, a blog's explanation; its
    example is a forbidden heartbeat or field, here the cross gear インビジブル・スーツ, +1000 power
    to the creature it is crossed onto).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 予言者リュゾル, インビジブル・スーツ
    And インビジブル・スーツ is crossed onto 予言者リュゾル
    And インビジブル・スーツ has 1 seal
    Then under tcg 予言者リュゾル's power is 3000
    And under tcg インビジブル・スーツ has 1 seal

  @qa:dmwiki-seal-no-characteristics
  Scenario: Any command element that enters removes a seal, not only a command creature
    dmwiki 封印 (https://dmwiki.net/%E5%B0%81%E5%8D%B0, date unknown): a seal has no
    characteristics (see the cost-0 scenario above); its removal as a command enters is a
    state-based action on any element's entry, so a command タマシード removes one too. The catalog
    has no command タマシード: the command cross gear 天装 タイショウ・アームズ (light, エンジェル・コマンド)
    stands in for it (the engine's reading: the rule names elements, 116.4a). Generating it removes
    the seal on player A's light 予言者リュゾル.
    Given it is player A's turn
    And player A's mana zone holds: 3 x 予言者リュゾル
    And player A's hand holds: 天装 タイショウ・アームズ
    And player A's battle zone holds, left to right: 予言者リュゾル
    And 予言者リュゾル has 1 seal
    When player A generates 天装 タイショウ・アームズ
    Then under tcg 予言者リュゾル has 0 seals
    And under tcg 予言者リュゾル's power is 2000

  @qa:notice-2023-09-14-109.2c @cr:109.2c
  Scenario: A seal is not a component card: the element it is on leaves without it
    Rule notice of 2023-09-14 (https://dm.takaratomy.co.jp/?p=43812, 109.2c): an effect on an
    element applies to every card shown as part of it (its オーラ too), but seals are not
    component cards. 龍脈術 落城の計 returns player B's sealed cross gear インビジブル・スーツ to the
    hand: the gear goes alone. (Where the seal left behind goes, the sources do not say: the
    engine puts it into the graveyard, a reading not asserted here.)
    Given it is player A's turn
    And player A's hand holds: 龍脈術 落城の計
    And player B's battle zone holds, left to right: インビジブル・スーツ
    And インビジブル・スーツ has 1 seal
    And player A will choose インビジブル・スーツ as target
    When an effect of player A's casts 龍脈術 落城の計 from their hand without paying its cost
    Then under tcg player B's hand holds: インビジブル・スーツ

  @qa:dmps-ps-seal-counts-cap @tcg-general
  Scenario: DMPS: an ignored sealed creature still takes one of the seven places of the battle zone
    dmwiki P'S封印 (https://m.dmwiki.net/?cmd=diff&page=P%27S%E5%B0%81%E5%8D%B0, 2024-10, the DMPS
    FAQ): a P'S-sealed creature is ignored but counts toward the 7-object limit of the battle
    zone (000 ゾーンの枚数上限). With six creatures and one sealed, a creature an effect puts is
    put into the graveyard instead; TCG has no limit.
    Given it is player A's turn
    And player B's battle zone holds, left to right: 7 x 予言者リュゾル
    And 予言者リュゾル has 1 seal
    And player B's hand holds: うごめく者ボーン・グール
    When an effect puts うごめく者ボーン・グール from player B's hand into the battle zone
    Then under dmps うごめく者ボーン・グール is in player B's graveyard
    And under dmps player B's battle zone holds 6 creatures
    And under tcg うごめく者ボーン・グール is in player B's battle zone

  @qa:dmwiki-2020-07-10-mirei
  Scenario: A sealed creature's オーラ stays attached, and its abilities are ignored with it
    Official Q&A of 2020-07-10 (its number not visible where it was seen:
    https://m.dmwiki.net/?cmd=diff&page=%E5%85%AC%E5%BC%8FQ%EF%BC%86A+2020%E5%B9%B47%E6%9C%8810%E6%97%A5%E6%9B%B4%E6%96%B0%E7%89%88): 白皇世の意志 御嶺 with 無修羅デジルムカデ attached is sealed; the オーラ stays
    attached in the battle zone, but its abilities are ignored, since an オーラ is a component card
    of the sealed creature. Neither card is in the catalog: 予言者リュゾル with the オーラ 極幻空 ザハ・エルハ
    (your shields going anywhere but the hand stay instead) stands in. Sealed, the replacement
    does not apply: the shield an effect puts into the graveyard goes there.
    Given it is player A's turn
    And player B's shields holds: 爆炎野郎ジョー, 4 x 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    And 予言者リュゾル has 1 seal
    When an effect puts 爆炎野郎ジョー from player B's shields into the graveyard
    Then under tcg 爆炎野郎ジョー is in player B's graveyard
    And under tcg 極幻空 ザハ・エルハ is in player B's battle zone
    And under tcg 予言者リュゾル has 1 seal

  @tcg-general
  Scenario: Unsealed, the same オーラ keeps the shield in the shield zone
    The counterpart of the scenario above: without the seal, 極幻空 ザハ・エルハ's replacement applies.
    Given it is player A's turn
    And player B's shields holds: 爆炎野郎ジョー, 4 x 予言者リュゾル
    And player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    When an effect puts 爆炎野郎ジョー from player B's shields into the graveyard
    Then under tcg 爆炎野郎ジョー is in player B's shield zone

  @qa:dmps-ps-seal-card-removal @tcg-general
  Scenario: DMPS: an effect that chooses a card of the battle zone may choose a P'S seal
    dmwiki P'S封印 (https://m.dmwiki.net/?cmd=diff&page=P%27S%E5%B0%81%E5%8D%B0, 2024-10): in DMPS an
    effect that chooses "cards" of the battle zone can remove P'S seals (000: choosing a card there
    is choosing an element or a seal). 龍脈術 落城の計 (its DMPS text assumed the same) returns the
    seal on player B's 暗黒の騎士ザガーン, the only card it may choose (the sealed creature is
    ignored). The second half of the answer (DMPS rewording "destroy 1 card" texts to elements) is
    about card texts, not a rule: not asserted.
    Given it is player A's turn
    And player A's hand holds: 龍脈術 落城の計
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And 暗黒の騎士ザガーン has 1 seal
    When an effect of player A's casts 龍脈術 落城の計 from their hand without paying its cost
    Then under dmps, tcg player B's hand holds: 予言者リュゾル
    And under dmps, tcg 暗黒の騎士ザガーン has 0 seals

  @qa:deneblog-forbidden-summon-replaced @qa:dmwiki-2020-02-26-forbidden
  Scenario: FORBIDDEN STAR: a summoned command removes a seal even when a replacement keeps it out
    deneblog (https://deneblog.jp/blog-entry-12416.html, 2020-03-14, citing Takara Tomy's answers by
    phone): a command summoned but sent elsewhere by a replacement effect (「修羅」の頂 VAN・ベートーベン,
    単騎連射 マグナム) still was summoned, so FORBIDDEN STAR ~世界最後の日~'s seal removal, which happens
    as its controller summons a darkness or fire command of cost 5 or more, takes place. Player
    B's VAN・ベートーベン puts player A's summoned 暗黒の騎士ザガーン into the graveyard instead. The official
    Q&A of 2020-02-26 (ledger dmwiki-2020-02-26-forbidden, through dmwiki's 公式Q&A 2020年2月26日更新版) says
    the same of a "when you summon" trigger such as this seal removal.
    Given it is player A's turn
    And player A's mana zone holds: 6 x うごめく者ボーン・グール
    And player A's hand holds: 暗黒の騎士ザガーン
    And player A's battle zone holds, left to right: FORBIDDEN STAR ~世界最後の日~
    And FORBIDDEN STAR ~世界最後の日~ has 2 seals
    And player B's battle zone holds, left to right: 「修羅」の頂 VAN・ベートーベン
    When player A summons 暗黒の騎士ザガーン
    Then under tcg 暗黒の騎士ザガーン is in player A's graveyard
    And under tcg FORBIDDEN STAR ~世界最後の日~ has 1 seal

  @tcg-general
  Scenario: Without FORBIDDEN STAR, a command that never enters removes no seal
    The counterpart (116.4a: a seal comes off as a command enters): player A's summoned 暗黒の騎士ザガーン
    goes to the graveyard instead, so the seal on player A's darkness うごめく者ボーン・グール stays.
    Given it is player A's turn
    And player A's mana zone holds: 6 x うごめく者ボーン・グール
    And player A's hand holds: 暗黒の騎士ザガーン
    And player A's battle zone holds, left to right: うごめく者ボーン・グール
    And うごめく者ボーン・グール has 1 seal
    And player B's battle zone holds, left to right: 「修羅」の頂 VAN・ベートーベン
    When player A summons 暗黒の騎士ザガーン
    Then under tcg 暗黒の騎士ザガーン is in player A's graveyard
    And under tcg うごめく者ボーン・グール has 1 seal

  @qa:judgeall-forbidden-tokoshie
  Scenario: FORBIDDEN STAR: a command summoned from the graveyard and kept out by a replacement removes a seal
    dmjudgeall (FORBIDDEN STAR ~世界最後の日~, compiling an official Q&A): with the opponent's とこしえの超人 out,
    a darkness or fire command of cost 5 or more summoned from somewhere other than the hand is put
    into the graveyard instead; may a seal of FORBIDDEN STAR still come off? Yes: the command was
    summoned. とこしえの超人 is not in the catalog: player B's 「修羅」の頂 VAN・ベートーベン keeps the command out
    instead; 暗黒の騎士ザガーン (a darkness デーモン・コマンド) is summoned from player A's graveyard by the
    ムゲンクライム[闇(3)] that ∞大龍 ゲンムエンペラー gives it (three creatures tapped, three darkness mana).
    Given it is player A's turn
    And player A's mana zone holds: 3 x うごめく者ボーン・グール
    And player A's graveyard holds: 暗黒の騎士ザガーン
    And player A's battle zone holds, left to right: FORBIDDEN STAR ~世界最後の日~, ∞大龍 ゲンムエンペラー, うごめく者ボーン・グール, うごめく者ボーン・グール
    And FORBIDDEN STAR ~世界最後の日~ has 2 seals
    And player B's battle zone holds, left to right: 「修羅」の頂 VAN・ベートーベン
    When player A uses ムゲンクライム to summon 暗黒の騎士ザガーン
    Then under tcg 暗黒の騎士ザガーン is in player A's graveyard
    And under tcg FORBIDDEN STAR ~世界最後の日~ has 1 seal
