@rules
Feature: An オーラ goes where its creature goes (310.8a)
  An オーラ attached to a creature is a card in the battle zone. When the creature leaves the
  battle zone, its オーラ is put into the zone the creature went to, in that zone's proper state
  (face down as a new shield, untapped in the mana zone), by the rules: the effect that moved
  the creature does not move it, so an オーラ of a destroyed creature is put into the graveyard,
  not destroyed. (A zone an オーラ cannot be in alone, the hyperspatial zone, sends it to the
  graveyard: the engine's reading of 310.5, 310.4 in rule notice 31440 of 2019-06-18, "an オーラ
  attached to nothing is put into the graveyard".) The engine used to leave the オーラ in no zone
  at all. When only the creature's card is moved (an effect that chooses a card, 109.2a), the
  creature does not move and its オーラ does not follow: it is left alone, so it is put into the
  graveyard (310.5).

  @tcg-general
  Scenario: A destroyed creature's オーラ is put into the graveyard with it
    Given it is player A's turn
    And player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    When an effect of player A's destroys 予言者リュゾル
    Then under tcg, dmps 極幻空 ザハ・エルハ is in player B's graveyard
    And under tcg, dmps 予言者リュゾル is in player B's graveyard

  @tcg-general
  Scenario: A returned creature's オーラ goes to its owner's hand too
    Given it is player A's turn
    And player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    When an effect of player A's returns 予言者リュゾル to its owner's hand
    Then under tcg, dmps player B's hand holds: 予言者リュゾル, 極幻空 ザハ・エルハ

  @qa:dmwiki-aura-qa-1
  Scenario: A creature sent to the shields takes its オーラ there as a new shield
    Official Q&A quoted by dmwiki's オーラ page (2020-09-18; its number not visible there): 殴厳!暴拳MAX
    puts an opposing GR creature with an オーラ into the shield zone face up; is the オーラ face
    up too? No: it becomes a new face-down shield (310.8a). 殴厳!暴拳MAX and GR creatures are not
    in the catalog: an effect of player A's sends a creature with an オーラ to the shields; both
    become shields of player B.
    Given it is player A's turn
    And player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    When an effect of player A's sends 予言者リュゾル to shields
    Then under tcg 極幻空 ザハ・エルハ is in player B's shield zone
    And under tcg player B's shield zone has 2 cards

  @tcg-general
  Scenario: An effect that chooses cards may choose an オーラ alone; its creature stays
    An オーラ is a card in the battle zone (310): テック団の波壊Go!'s "return all of the opponent's
    cards of cost 5 or less in the battle zone" returns the cost-4 極幻空 ザハ・エルハ attached to
    the cost-6 暗黒の騎士ザガーン, which stays. (Under DMPS an effect designates elements, not cards:
    recorded only, the sources do not say how DMPS treats an オーラ.)
    Given it is player A's turn
    And player A's hand holds: テック団の波壊Go!
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン with 極幻空 ザハ・エルハ
    And player A will choose the mode "return cards"
    When an effect of player A's casts テック団の波壊Go! from their hand without paying its cost
    Then under tcg player B's hand holds: 極幻空 ザハ・エルハ
    And under tcg 暗黒の騎士ザガーン is in player B's battle zone

  @qa:notice-2019-06-18-310.4 @cr:310.5 @cr:109.2a
  Scenario: An effect that chooses the creature's card alone leaves its オーラ alone: it goes to the graveyard
    Rule-change notice 31440 (2019-06-18), 310.4 (310.5 in the current rules): オーラは単独ではバトル
    ゾーンに存在できません。不適正の場合は墓地へ置かれます. トンギヌスの槍 chooses a card: the card
    予言者リュゾル, under 極幻空 ザハ・エルハ, alone goes to the bottom of its owner's deck (109.2a: only
    the card chosen is affected; the creature does not move, so the オーラ does not follow it as
    310.8 has it follow a creature that moves; the Q&A on S級宇宙 アダムスキー quoted by dmwiki's
    オーラ page: a card moved on its own does not take the オーラ along). ザハ・エルハ is left with no
    creature under it and is put into the graveyard.
    Given it is player A's turn
    And player A's hand holds: トンギヌスの槍
    And player B's battle zone holds, left to right: 予言者リュゾル with 極幻空 ザハ・エルハ
    And player A will choose 予言者リュゾル as target
    When an effect of player A's casts トンギヌスの槍 from their hand without paying its cost
    Then under tcg 予言者リュゾル is in player B's deck
    And under tcg 極幻空 ザハ・エルハ is in player B's graveyard
    And under tcg player B's battle zone holds 0 creatures

  @qa:38558
  Scenario: Old-rule rebuild: the オーラ stay attached to a creature that stays
    Q&A 38558 (2020-07-10, seen through dmwiki's 公式Q&A 2020年7月10日更新版; the rules before
    2021-03-16): 暗黒凰ゼロ・フェニックス has two evolution sources and two オレガ・オーラ; トンギヌスの槍
    moves only its top card, and its sources are rebuilt. Where do the オーラ go? They must stay
    attached to a creature that remains; they are not put into the graveyard on their own. Two
    極幻空 ザハ・エルハ stand in for the Q&A's オーラ. Its 進化V sources are a darkness and a fire creature
    (its text: 自分の闇のクリーチャー1体と火のクリーチャー1体を重ねた上に置く); the old rule keeps both (進化V: two)
    as separate creatures, so none goes to the graveyard.
    Given it is player A's turn
    And player A's hand holds: トンギヌスの槍
    And player B's battle zone holds, left to right: 暗黒凰ゼロ・フェニックス with 極幻空 ザハ・エルハ with 極幻空 ザハ・エルハ on うごめく者ボーン・グール on 凶戦士ブレイズ・クロー
    And player A will choose 暗黒凰ゼロ・フェニックス as target
    When an effect of player A's casts トンギヌスの槍 from their hand without paying its cost
    Then under tcg-2020 暗黒凰ゼロ・フェニックス is in player B's deck
    And under tcg-2020 player B's graveyard has 0 cards
    And under tcg-2020 極幻空 ザハ・エルハ is in player B's battle zone
