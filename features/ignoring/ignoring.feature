@rules
Feature: Ignoring abilities (無視): a creature whose abilities are ignored has a blank text box
  A static ability makes a continuous effect while its card is in the battle zone (110.3d).
  ∞龍 ゲンムエンペラー ignores the abilities of creatures of cost 5 or less and the effects of spells
  of cost 5 or less. The engine reads every creature's abilities and keywords through one lookup
  that applies such effects (engine/mechanics/abilities.py): printed ones and those given by an
  effect or another card are ignored alike; a creature that leaves is looked back at.

  @qa:dmwiki-2020-09-18-genmu-2 @cr:110.3d
  Scenario: ゲンムエンペラー ignores a small creature's printed ability: its blocker can't block
    Official Q&A of 2020-09-18 on ∞龍 ゲンムエンペラー (seen on
    https://dmwiki.net/%E5%85%AC%E5%BC%8FQ%EF%BC%86A%202020%E5%B9%B49%E6%9C%8818%E6%97%A5%E6%9B%B4%E6%96%B0%E7%89%88):
    the abilities of creatures of cost 5 or less in the battle zone end up doing nothing
    (abilities added by "gain" or "give" too: next scenario). Player B's cost-4 blocker 月光の守護者
    ディア・ノーク can't block while player B's own ゲンムエンペラー (tapped) is out.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: ∞龍 ゲンムエンペラー (tapped), 月光の守護者ディア・ノーク
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: nothing

  @tcg-general
  Scenario: Without ゲンムエンペラー the same blocker may block
    The counterpart of the scenario above.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆炎野郎ジョー
    And player B's battle zone holds, left to right: 月光の守護者ディア・ノーク
    When player A attacks player B with 爆炎野郎ジョー
    Then under tcg player B could block with: 月光の守護者ディア・ノーク

  @qa:dmwiki-2020-09-18-genmu-2
  Scenario: ゲンムエンペラー ignores what an effect gave a small creature, and the effects of small spells
    The same Q&A (2020-09-18, https://dmwiki.net/%E5%85%AC%E5%BC%8FQ%EF%BC%86A%202020%E5%B9%B49%E6%9C%8818%E6%97%A5%E6%9B%B4%E6%96%B0%E7%89%88):
    abilities added by "gain"/"give" are ignored too, and the rules text of a spell of
    cost 5 or less does nothing. スネークアタック (cost 4) gives player A's 予言者リュゾル W・ブレイカー
    before ゲンムエンペラー enters; once it is out, リュゾル breaks one shield. エナジー・ライト (cost 3),
    cast after it entered, draws nothing.
    Given it is player A's turn
    And player A's hand holds: スネークアタック, エナジー・ライト
    And player B's hand holds: ∞龍 ゲンムエンペラー
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B has 5 shields
    And player B will not block
    When an effect of player A's casts スネークアタック from their hand without paying its cost
    And an effect puts ∞龍 ゲンムエンペラー from player B's hand into the battle zone
    And an effect of player A's casts エナジー・ライト from their hand without paying its cost
    And player A attacks player B with 予言者リュゾル
    Then under tcg player B has 4 shields
    And under tcg player A's hand has 0 cards
    And under tcg エナジー・ライト is in player A's graveyard

  @tcg-general
  Scenario: Without ゲンムエンペラー the same spells work
    The counterpart of the scenario above: two shields broken, two cards drawn.
    Given it is player A's turn
    And player A's hand holds: スネークアタック, エナジー・ライト
    And player A's battle zone holds, left to right: 予言者リュゾル
    And player B has 5 shields
    When an effect of player A's casts スネークアタック from their hand without paying its cost
    And an effect of player A's casts エナジー・ライト from their hand without paying its cost
    And player A attacks player B with 予言者リュゾル
    Then under tcg player B has 3 shields
    And under tcg player A's hand has 2 cards

  @qa:judgeall-atari-ponnosuke
  Scenario: Ignored abilities are a blank text box: a W・ブレイカー breaks one shield
    dmjudgeall (https://sites.google.com/view/dmjudgeall/要注意カード/龍ゲンムエンペラー, date
    unknown): "ignore all abilities" (あたりポンの助) treats the card's rules text as absent, breaker
    abilities included; ゲンムエンペラー's ignoring works only in the battle zone. あたりポンの助 is not
    in the catalog: ゲンムエンペラー's ignoring stands in (the page explains both alike). Player A's
    cost-5 W・ブレイカー ギガベロス breaks one shield.
    Given it is player A's turn
    And player A's battle zone holds, left to right: ギガベロス
    And player B's battle zone holds, left to right: ∞龍 ゲンムエンペラー (tapped)
    And player B has 5 shields
    When player A attacks player B with ギガベロス
    Then under tcg player B has 4 shields

  @qa:notice-31617-ignore-leave
  Scenario: A creature whose abilities were ignored as it left does not trigger on leaving
    Rule notice 31617 (https://dm.takaratomy.co.jp/rule/rulechange/31617/, new ruling, seen on
    https://sites.google.com/view/dmjudgeall/その他のルール/ルールの変更点; date not given there): a leave
    ability looks at the state just before the creature left (603.5c); its ability was ignored then,
    so it does not trigger. アクア・ウォリアー (cost 4, "when destroyed, draw up to 2") is destroyed
    while player B's ゲンムエンペラー is out; then with ゲンムエンペラー destroyed together with it (the
    look back still sees ゲンムエンペラー).
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ウォリアー
    And player B's battle zone holds, left to right: ∞龍 ゲンムエンペラー
    When an effect of player B's destroys アクア・ウォリアー
    Then under tcg アクア・ウォリアー's ability does not trigger
    And under tcg player A's hand has 0 cards

  @qa:notice-31617-ignore-leave
  Scenario: Destroyed together with the creature that ignores it, it still does not trigger
    The same notice: the look back sees the battle zone just before both left, ゲンムエンペラー in it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ウォリアー
    And player B's battle zone holds, left to right: ∞龍 ゲンムエンペラー
    When an effect of player A's destroys all creatures
    Then under tcg アクア・ウォリアー's ability does not trigger

  @tcg-general
  Scenario: Without ゲンムエンペラー the same creature's leave ability triggers
    The counterpart of the two scenarios above.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ウォリアー
    When an effect of player B's destroys アクア・ウォリアー
    Then under tcg アクア・ウォリアー's ability triggers

  @qa:fandom-evo-source-card-characteristics-2019
  Scenario: A card under an evolution creature is ignored, but an effect that names a card reads its cost
    Duel Masters fandom wiki's summary of the 2019-06-18 rules revision (200.3a-c,
    https://duelmasters.fandom.com/wiki/Evolution_Source): the abilities and
    characteristics of the cards under an evolution creature are ignored, but an effect that
    specifies "a card" may refer to them (their cost). 龍脈術 落城の計 ("a card of cost 6 or less in
    the battle zone") chooses the cost-2 アクア・ビークル under the cost-7 クリスタル・ジャベリン and returns
    it; the evolution creature's power is its top card's alone.
    Given it is player A's turn
    And player A's hand holds: 龍脈術 落城の計
    And player B's battle zone holds, left to right: クリスタル・ジャベリン on アクア・ビークル
    And player A will choose アクア・ビークル as target
    When an effect of player A's casts 龍脈術 落城の計 from their hand without paying its cost
    Then under tcg player B's hand holds: アクア・ビークル
    And under tcg クリスタル・ジャベリン is in player B's battle zone
    And under tcg クリスタル・ジャベリン's power is 7000

  @qa:dmwiki-gstrike-lock
  Scenario: A G・ストライク is used under a lock on casting spells, since nothing is cast
    dm-wiki's rules note on G・ストライク (https://dm-wiki.net/G%E3%83%BB%E3%82%B9%E3%83%88%E3%83%A9%E3%82%A4%E3%82%AF,
    date not given): it can be used while summoning or casting is locked, since nothing is summoned
    or cast; a spell's G・ストライク is affected by effects that ignore spells' effects (next
    scenario). Player B's own 聖霊王アルファディオス forbids casting spells other than light ones;
    B still uses the G・ストライク of the nature spell フェアリー・Re:ライフ on player A's 予言者リュゾル.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 予言者リュゾル
    And player B's battle zone holds, left to right: 聖霊王アルファディオス (tapped)
    And player B's shield zone holds: フェアリー・Re:ライフ
    And player B will use the G・ストライク of フェアリー・Re:ライフ
    And player B will choose 予言者リュゾル as target
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg 予言者リュゾル has the keyword cannot attack

  @qa:dmwiki-gstrike-lock
  Scenario: A spell's G・ストライク is an effect of the spell: ゲンムエンペラー ignores it
    The same note: a spell's G・ストライク is affected by "ignore the effects of spells". Player A's
    ∞龍 ゲンムエンペラー ignores the effects of spells of cost 5 or less: the G・ストライク of the cost-2
    フェアリー・Re:ライフ does nothing: the cost-7 混沌の獅子デスライガー it chose can still attack (a creature
    of cost 6 or more, so that its own keywords are not ignored).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン, 混沌の獅子デスライガー, ∞龍 ゲンムエンペラー
    And player B's shield zone holds: フェアリー・Re:ライフ
    And player B will use the G・ストライク of フェアリー・Re:ライフ
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B was not asked to "target"
    And under tcg 混沌の獅子デスライガー does not have the keyword cannot attack
    And under tcg フェアリー・Re:ライフ is in player B's hand

  @qa:judgeall-atari-ponnosuke @cr:110.2d
  Scenario: A small spell's effect that already applies is ignored once ゲンムエンペラー arrives
    dmjudgeall on ∞龍 ゲンムエンペラー (https://sites.google.com/view/dmjudgeall/要注意カード/龍ゲンムエンペラー,
    with its Q&A): it ignores a creature's abilities only while the creature is in the battle zone,
    and a spell's effects even once they apply (呪文はすでに適用されている効果や、解決中の効果であっても
    無視します). スネークアタック (cost 4) gives player A's メテオレイジ・リザード (cost 6, not ignored
    itself) W・ブレイカー for the turn; then player B's ゲンムエンペラー enters: the spell's effect does
    nothing from then on, and メテオレイジ・リザード breaks one shield.
    Given it is player A's turn
    And player A's hand holds: スネークアタック
    And player B's hand holds: ∞龍 ゲンムエンペラー
    And player A's battle zone holds, left to right: メテオレイジ・リザード
    And player A has 3 shields
    And player B has 5 shields
    And player B will not block
    When an effect of player A's casts スネークアタック from their hand without paying its cost
    And an effect puts ∞龍 ゲンムエンペラー from player B's hand into the battle zone
    And player A attacks player B with メテオレイジ・リザード
    Then under tcg player B has 4 shields

  @tcg-general
  Scenario: Without ゲンムエンペラー the same spell's W・ブレイカー breaks two shields
    The control of the scenario above.
    Given it is player A's turn
    And player A's hand holds: スネークアタック
    And player A's battle zone holds, left to right: メテオレイジ・リザード
    And player A has 3 shields
    And player B has 5 shields
    When an effect of player A's casts スネークアタック from their hand without paying its cost
    And player A attacks player B with メテオレイジ・リザード
    Then under tcg player B has 3 shields

  @tcg-general @cr:110.2d @cr:110.5a
  Scenario: What a small creature's ability made before ゲンムエンペラー arrived stays: the ability is ignored, not its effect
    110.2d: an ability makes effects; 110.5a: an effect, once made, goes on without its source.
    ゲンムエンペラー ignores the abilities of small creatures, not the continuous effects their
    abilities already made (dmjudgeall's page above: 無視 of a creature is of its abilities, of a spell
    of its effects). 無頼封魔アニマベルギス (cost 2) enters and makes player A's メテオレイジ・リザード
    break one more shield this turn; player B's ゲンムエンペラー then enters, ignoring アニマベルギス's
    abilities; メテオレイジ・リザード still breaks two shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: メテオレイジ・リザード
    And player A's hand holds: 無頼封魔アニマベルギス
    And player A's mana zone has 2 cards of 無頼封魔アニマベルギス
    And player B's hand holds: ∞龍 ゲンムエンペラー
    And player B has 5 shields
    And player B will not block
    And player A will choose メテオレイジ・リザード as target
    When player A summons 無頼封魔アニマベルギス
    And an effect puts ∞龍 ゲンムエンペラー from player B's hand into the battle zone
    And player A attacks player B with メテオレイジ・リザード
    Then under tcg player B has 3 shields
