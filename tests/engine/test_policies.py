"""Each fork's policy on its own: the small decisions the scenarios reach only in passing (names,
bounds, the branches a profile never takes), name categories and their readings, wave strikers,
older DMPS texts, and the dated changes of a fork."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.catalog.loader import Catalog, default_catalog
from engine.game import Game
from engine.model.cards import Ability, CardDef, CardType, Civ, Trigger
from engine.model.decisions import Decision, Scripted
from engine.model.errors import DmRulesError, IllegalActionError
from engine.model.events import Event
from engine.model.objects import Zone
from engine.model.outcome import Termination
from engine.policies.attack_redirection import ONE_REDIRECTION, REPEATED_REDIRECTION
from engine.policies.breakers import LARGEST_BREAKER, PLAYER_CHOOSES_BREAKER
from engine.policies.deck_rules import DMPS_DECKS, TCG_DECKS
from engine.policies.declaration_timing import (
    DMPS_DECLARATIONS,
    DMPS_OLD_DECLARATIONS,
    TCG_DECLARATIONS,
    TCG_DECLARATIONS_2021_06,
)
from engine.policies.limits import DMPS_LIMITS, NO_LIMITS
from engine.policies.mana_payment import PoolMana, TappedMana, static_reduction
from engine.policies.mulligan import MULLIGAN_OFFERED, NO_MULLIGAN
from engine.policies.names import WITH_RUBY, WRITTEN_ONLY, reads
from engine.policies.power import INT32, INT32_MAX, UNBOUNDED, wrap_int32
from engine.policies.profiles import DMPS, TCG, RuleChange, as_of, get_profile
from engine.policies.texts import DMPS_OLD_TEXTS, DMPS_TEXTS, TCG_TEXTS
from engine.policies.turn_limit import DMPS_TURN_LIMIT, NO_TURN_LIMIT
from engine.policies.wave_striker import BOTH_SIDES, OWN_SIDE
from tests.conftest import new_game


def test_zone_limits() -> None:
    assert (DMPS_LIMITS.of(Zone.HAND), DMPS_LIMITS.of(Zone.GRAVEYARD), NO_LIMITS.of(Zone.HAND)) == (10, None, None)
    assert DMPS_LIMITS.fits(Zone.HAND, 9) and not DMPS_LIMITS.fits(Zone.HAND, 10)
    assert NO_LIMITS.fits(Zone.HAND, 10_000) and DMPS_LIMITS.fits(Zone.GRAVEYARD, 10_000)
    assert DMPS_LIMITS.summon_problem(6, evolution=False) is None
    assert DMPS_LIMITS.summon_problem(7, evolution=False) == "the battle zone is full (7): summoning is not offered"
    assert DMPS_LIMITS.summon_problem(7, evolution=True) is None
    assert NO_LIMITS.summon_problem(100, evolution=False) is None
    assert NO_LIMITS.name == NO_LIMITS.describe() == "no zone limits"
    assert DMPS_LIMITS.describe() == "hand 10, shield zone 10, battle zone 7, mana zone 99"


def test_mulligan() -> None:
    script = Scripted()
    script.add("A", Decision.MULLIGAN, "mulligan")
    script.add("B", Decision.MULLIGAN, "keep")
    g = new_game(decider=script)
    assert MULLIGAN_OFFERED.wants(g, "A") and not MULLIGAN_OFFERED.wants(g, "B")
    assert not NO_MULLIGAN.wants(g, "A")
    assert script.pending() == []  # both were asked where a mulligan is offered, never where it is not
    assert (NO_MULLIGAN.name, MULLIGAN_OFFERED.name) == ("none", "offered")


def test_power_wraps_as_a_signed_32_bit_integer() -> None:
    assert wrap_int32(INT32_MAX) == INT32_MAX == 2_147_483_647
    assert wrap_int32(INT32_MAX + 1) == -2**31
    assert wrap_int32(-2**31 - 1) == INT32_MAX
    assert wrap_int32(5000) == 5000 and wrap_int32(-5000) == -5000
    assert INT32.apply(INT32_MAX + 2) == -2**31 + 1 and UNBOUNDED.apply(INT32_MAX + 2) == INT32_MAX + 2


def test_attack_redirection() -> None:
    assert ONE_REDIRECTION.allows(0) and not ONE_REDIRECTION.allows(1)
    assert REPEATED_REDIRECTION.allows(0) and REPEATED_REDIRECTION.allows(99)
    assert (ONE_REDIRECTION.name, REPEATED_REDIRECTION.name) == ("1 per attack (older ruling)",
                                                                 "repeatedly (latest ruling)")


def test_breakers() -> None:
    script = Scripted()
    script.add("A", Decision.BREAKER, "break 2")
    g = new_game(decider=script)
    assert LARGEST_BREAKER.count(g, "A", [3, 2]) == 3
    assert PLAYER_CHOOSES_BREAKER.count(g, "A", [2]) == 2  # one breaker: no question
    assert script.pending() == ["player A breaker: break 2"]
    assert PLAYER_CHOOSES_BREAKER.count(g, "A", [3, 2]) == 2 and script.pending() == []


def test_texts_and_decks() -> None:
    card = default_catalog().get("凶戦士ブレイズ・クロー")
    assert TCG_TEXTS.version(card) is card
    assert DMPS_TEXTS.version(card) is (card.dmps or card)
    assert TCG_DECKS.name == "at most 4 copies" and DMPS_DECKS.name == "at most 4 copies; DP殿堂 cards once"


def test_the_turn_limit_runs_out_when_the_second_players_last_turn_ends() -> None:
    g = new_game("dmps")
    second = "B" if g.state.first_player == "A" else "A"
    g.state.players[second].turns_taken = 98
    assert DMPS_TURN_LIMIT.expired(g, second) is None
    g.state.players[second].turns_taken = 99
    assert DMPS_TURN_LIMIT.expired(g, g.state.first_player) is None  # only as the second player's turn ends
    outcome = DMPS_TURN_LIMIT.expired(g, second)
    assert outcome is not None and outcome.termination is Termination.TURN_LIMIT
    assert (outcome.winner, outcome.reason) == (None, "the turn limit (99) ran out: both players lose")
    assert NO_TURN_LIMIT.expired(g, second) is None
    assert (DMPS_TURN_LIMIT.name, NO_TURN_LIMIT.name) == ("99 rounds, both lose", "none")


# ------------------------------------------------------------------ mana
def mana_game(profile: str, cards: list[str], tapped: bool = False) -> Game:
    g = new_game(profile)
    g.board.cards("A", Zone.MANA, cards, tapped=tapped)
    return g


def test_tapped_mana_names_what_is_missing() -> None:
    tcg = TappedMana()
    fire = default_catalog().get("凶戦士ブレイズ・クロー")
    g = mana_game("tcg", ["アクア・ビークル", "アクア・ビークル"])
    assert tcg.payment_problem(g, g.state.players["A"], fire, 2) == "no fire mana card to tap"
    g = mana_game("tcg", ["ピコラのスパナ", "アクア・ビークル"], tapped=True)
    assert tcg.payment_problem(g, g.state.players["A"], fire, 2) == (
        "no untapped fire mana left (its mana cards are tapped or used)")
    g = mana_game("tcg", ["ピコラのスパナ"])
    assert tcg.payment_problem(g, g.state.players["A"], fire, 2) == "needs 2 mana, only 1 untapped mana"
    g = mana_game("tcg", ["ピコラのスパナ", "アクア・ビークル", "アクア・ビークル"])
    player = g.state.players["A"]
    assert tcg.payment_problem(g, player, fire, 2) is None
    with pytest.raises(IllegalActionError, match="the chosen cards give 3 mana, the cost is 2"):
        tcg.pay(g, player, fire, 2, chosen=player.mana)
    tcg.pay(g, player, fire, 2)
    assert [c.tapped for c in player.mana] == [True, True, False]  # the fire card and one more
    with pytest.raises(IllegalActionError, match="ピコラのスパナ is not an untapped card in the mana zone"):
        tcg.pay(g, player, fire, 1, chosen=player.mana[:1])
    assert tcg.view(g, player) == {"mana cards": 3, "untapped mana": 1}
    assert tcg.available_civs(g, player) == {Civ.WATER}
    assert tcg.untap_all(g, player) and not any(c.tapped for c in player.mana)
    assert not tcg.recover(g, player, 1) and not tcg.increase(g, player, 1) and not tcg.reduce(g, player, 1, False)
    tcg.spend(g, player, 2)
    assert [c.tapped for c in player.mana] == [True, True, False]


def test_the_dmps_pool() -> None:
    pool = PoolMana()
    g = mana_game("dmps", ["アクア・ビークル", "アクア・ビークル", "シェル・ラック"])
    player = g.state.players["A"]
    assert pool.view(g, player) == {"max mana": 3, "usable-mana cap": 3, "usable mana": 3}
    assert not pool.untap_all(g, player)
    fire = default_catalog().get("凶戦士ブレイズ・クロー")
    water = default_catalog().get("アクア・ビークル")
    assert pool.payment_problem(g, player, fire, 2) == "fire not released (no such card in the mana zone)"
    assert pool.payment_problem(g, player, water, 4) == "needs 4 usable mana, has 3"
    pool.pay(g, player, water, 2)
    assert pool.usable(g, player) == 1
    with pytest.raises(IllegalActionError, match="needs 2 usable mana, has 1"):
        pool.pay(g, player, water, 2)
    assert pool.recover(g, player, 1) and pool.usable(g, player) == 2
    assert pool.recover(g, player, 5) and pool.usable(g, player) == 3  # never above the cap
    pool.spend(g, player, 1)
    assert pool.usable(g, player) == 2
    pool.recover(g, player, None)
    assert pool.usable(g, player) == 3
    assert pool.reduce(g, player, 2, lasting=False) and pool.usable(g, player) == 1 and pool.cap(g, player) == 3
    assert pool.reduce(g, player, 1, lasting=True) and pool.cap(g, player) == 2
    assert player.cap_reductions == [(1, player.turns_taken + 1)]
    pool.spend(g, player, 5)
    assert pool.usable(g, player) == 0
    pool.recover(g, player, 1)
    assert pool.reduce(g, player, 3, lasting=False) and pool.usable(g, player) == 0  # never below 0
    assert pool.increase(g, player, 1) and player.cap_doubled and pool.cap(g, player) == 2 * 3 - 1


def test_a_card_leaving_the_pool_lowers_usable_mana_only_when_it_was_full() -> None:
    pool = PoolMana()
    g = mana_game("dmps", ["アクア・ビークル", "アクア・ビークル", "シェル・ラック"])
    player = g.state.players["A"]
    pool.take(g, player, player.mana[0])
    assert pool.view(g, player) == {"max mana": 2, "usable-mana cap": 2, "usable mana": 2}
    pool.spend(g, player, 1)
    pool.take(g, player, player.mana[0])
    assert pool.view(g, player)["usable mana"] == 1  # it was below max mana: it stays




def test_when_declared_abilities_are_declared() -> None:
    # TCG 506.3: every declared ability as it triggers; DMPS (000): only the specials; older DMPS: none
    assert TCG_DECLARATIONS.up_front("invasion") and TCG_DECLARATIONS.up_front("strike back")
    assert DMPS_DECLARATIONS.up_front("revolution change") and not DMPS_DECLARATIONS.up_front("strike back")
    assert not DMPS_OLD_DECLARATIONS.up_front("invasion") and not DMPS_OLD_DECLARATIONS.up_front("strike back")
    assert DMPS_OLD_DECLARATIONS.one_at_a_time and not DMPS_DECLARATIONS.one_at_a_time
    assert not TCG_DECLARATIONS.one_at_a_time


def lowering(name: str, spec: object, *before: Ability) -> CardDef:
    """A creature with a static "the opponent's usable mana is n lower" (DMPS 龍神メタル's form)."""
    return CardDef(name, CardType.CREATURE, (Civ.FIRE,), 7, power=7000,
                   abilities=(*before, Ability("static", "lower", static={"reduce usable mana": spec})))


def test_the_static_reduction_of_the_opponents_creatures_counts_a_card_once_if_it_does_not_stack() -> None:
    once = lowering("一度", {"n": 2, "stacks": False}, Ability("triggered", "enters", trigger=Trigger("this enters")))
    twice = lowering("二度", 3)  # a plain number stacks
    default = lowering("既定", {})  # 1, stacking
    catalog = Catalog([once, twice, default, *(default_catalog().get(n) for n in ("龍神メタル", "アクア・ビークル"))])
    g = Game(get_profile("dmps"), catalog=catalog)
    for name in ("一度", "一度", "二度", "二度", "既定", "既定"):
        g.board.creature("B", [name])
    assert static_reduction(g, g.state.players["A"]) == 2 + 3 + 3 + 1 + 1
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"])
    assert PoolMana().cap(g, g.state.players["A"]) == 0  # never below 0
    assert static_reduction(g, g.state.players["B"]) == 0  # only the opponent's creatures lower it
    g.board.creature("A", ["龍神メタル"])
    g.board.creature("A", ["龍神メタル"])
    assert static_reduction(g, g.state.players["B"]) == 1  # この効果は重複しない


def test_the_earliest_change_after_a_date_gives_the_policy_of_its_fork() -> None:
    import engine.policies.profiles as profiles

    early = replace(TCG_DECLARATIONS, name="early")
    late = replace(TCG_DECLARATIONS, name="late")
    changes = (RuleChange("2001-01-01", "a", "declarations", early),
               RuleChange("2002-01-01", "b", "declarations", late))
    saved = profiles.RULE_CHANGES
    profiles.RULE_CHANGES = changes
    try:
        assert as_of(TCG, "2000-06-01", "x", "x", "x").declarations is early
        assert as_of(TCG, "2001-06-01", "x", "x", "x").declarations is late
        assert as_of(TCG, "2002-06-01", "x", "x", "x").declarations is TCG_DECLARATIONS
    finally:
        profiles.RULE_CHANGES = saved


def test_attack_redirection_changed_on_2021_09_07() -> None:
    assert get_profile("tcg").redirection is REPEATED_REDIRECTION
    assert get_profile("tcg-2021").redirection is REPEATED_REDIRECTION
    assert get_profile("tcg-2020").redirection is ONE_REDIRECTION
    assert any(c.date == "2021-09-07" and c.fork == "redirection" for c in get_profile("tcg-2020").changes)


def card(name: str, ruby: tuple[tuple[str, str | None], ...] = ()) -> CardDef:
    return CardDef(name=name, type=CardType.CREATURE, civilizations=(Civ.LIGHT,), cost=1, ruby=ruby)


# 000's examples: 超聖竜 read スーパーチャンプ in one name, ちょうせいりゅう in the other; 神聖牙 is two segments.
SHIDEN = card("超聖竜シデン・ギャラクシー", (("超聖竜", "スーパーチャンプ"), ("シデン・ギャラクシー", None)))


BOLF = card("超聖竜ボルフェウス・ヘヴン", (("超聖竜", "ちょうせいりゅう"), ("ボルフェウス・ヘヴン", None)))


PUNK = card("神聖牙 UK パンク", (("神", "シェン"), ("聖牙", "チュリー"), (" UK パンク", None)))


PLAIN = card("アクア・ビークル")


def test_a_name_category_reads_its_ruby_under_the_tcg_only() -> None:
    assert WITH_RUBY.matches(SHIDEN, "超聖竜", "スーパーチャンプ")
    assert not WITH_RUBY.matches(BOLF, "超聖竜", "スーパーチャンプ")
    assert WRITTEN_ONLY.matches(BOLF, "超聖竜", "スーパーチャンプ")
    assert WITH_RUBY.matches(BOLF, "超聖竜", None)  # a category written without a reading
    assert not WITH_RUBY.matches(SHIDEN, "ボルフェウス", None)
    assert not WRITTEN_ONLY.matches(SHIDEN, "ボルフェウス", None)


def test_a_reading_spans_whole_segments_or_reads_a_plain_segment_as_written() -> None:
    assert reads(PUNK, "神聖牙", "シェンチュリー")  # two segments, their readings joined
    assert not reads(PUNK, "神聖牙", "シェン")
    assert reads(PLAIN, "アクア", "アクア")  # inside a segment without ruby: read as written
    assert not reads(PLAIN, "アクア", "あくあ")
    assert not reads(SHIDEN, "超聖竜", "超聖竜")  # the segment has ruby: not read as written
    assert not reads(SHIDEN, "ギャラクシー", "ぎゃらくしー")


def test_wave_strikers_count_on_both_sides_in_the_tcg_and_on_your_own_in_dmps() -> None:
    assert OWN_SIDE.counts("A", "A") and not OWN_SIDE.counts("A", "B")
    assert BOTH_SIDES.counts("A", "A") and BOTH_SIDES.counts("A", "B")


def test_older_dmps_texts_are_played_where_recorded() -> None:
    newer, older = card("バロン・ゴーヤマ"), card("バロン・ゴーヤマ (older)")
    both = replace(card("X"), dmps=newer, dmps_old=older)
    assert DMPS_OLD_TEXTS.version(both) is older
    assert DMPS_TEXTS.version(both) is newer
    assert TCG_TEXTS.version(both).name == "X"
    assert DMPS_OLD_TEXTS.version(replace(card("Y"), dmps=newer)) is newer  # no older text: the DMPS one


def test_before_2021_06_24_the_end_of_the_turn_is_not_looked_at_again() -> None:
    game = Game(get_profile("tcg"))
    ended = Event("turn ended", "A")
    assert not TCG_DECLARATIONS_2021_06.looks_again(game, ended)  # both players declared together
    assert TCG_DECLARATIONS.looks_again(game, ended)


# ------------------------------------------------------------------ open questions and profiles, field by field
def test_a_question_record_is_read_field_by_field() -> None:
    from engine.policies.questions import Pin, Reading, _question
    from engine.policies.waiting_shields import COUNTED

    q = _question({"id": "waiting-shields-not-counted", "title": "T", "status": "closed", "page": "http://p",
                   "section": "S", "evidence": "E", "question": " two\n  lines ", "needs": "a\n b",
                   "readings": [{"name": "counted", "says": "X", "basis": "B"}, {"name": "other", "says": "Y"}],
                   "pinned": {"reading": "counted", "source": "notice", "date": "2022-09-14"}})
    assert (q.id, q.title, q.status, q.page, q.section, q.evidence, q.question, q.needs) == (
        "waiting-shields-not-counted", "T", "closed", "http://p", "S", "E", "two lines", "a b")
    assert q.readings == (Reading("counted", "X", "B", "shields", COUNTED), Reading("other", "Y", "", None, None))
    assert q.pinned == Pin("counted", "notice", "2022-09-14") and q.runnable == [q.readings[0]]
    bare = _question({"id": "x", "title": "T", "status": "open", "readings": [{"name": "r", "says": "s"}],
                      "pinned": {"reading": "r", "source": "s"}})
    assert (bare.page, bare.section, bare.evidence, bare.question, bare.needs, bare.pinned) == (
        "", "", "", "", "", Pin("r", "s", ""))
    assert _question({"id": "x", "title": "T", "status": "open", "readings": []}).pinned is None


def test_a_bad_question_record_is_an_error_naming_it() -> None:
    from engine.policies import questions as qs
    from engine.policies.questions import _question

    with pytest.raises(DmRulesError, match=r"^questions\.yaml: x: status 'shut' is not one of open, provisional, "
                                           r"closed$"):
        _question({"id": "x", "title": "T", "status": "shut", "readings": []})
    with pytest.raises(DmRulesError, match="has no reading 'z'"):
        _question({"id": "x", "title": "T", "status": "open", "readings": [], "pinned": {"reading": "z", "source": ""}})
    saved = dict(qs.READING_POLICIES)
    try:
        qs.READING_POLICIES[("x", "r")] = ("no_such_fork", None)
        with pytest.raises(DmRulesError, match=r"^questions\.yaml: x: reading r names no fork 'no_such_fork'$"):
            _question({"id": "x", "title": "T", "status": "open", "readings": [{"name": "r", "says": "s"}]})
    finally:
        qs.READING_POLICIES.clear()
        qs.READING_POLICIES.update(saved)


def test_a_question_is_found_by_id_or_the_nearest_named() -> None:
    from engine.policies.questions import follows, get_question, under_reading

    q = get_question("waiting-shields-not-counted")
    assert q.id == "waiting-shields-not-counted"
    with pytest.raises(DmRulesError, match=r"^no open question 'zzz'$"):
        get_question("zzz")
    with pytest.raises(DmRulesError, match=r"^no open question 'waiting-shields'; did you mean: "
                                           r"waiting-shields-not-counted"):
        get_question("waiting-shields")
    unrunnable = replace(q.reading("counted"), fork=None)
    with pytest.raises(DmRulesError, match=r"^reading counted of waiting-shields-not-counted has no policy"):
        under_reading(TCG, q, unrunnable)
    assert follows(replace(TCG, shields=object()), q) is None  # type: ignore[arg-type]


def test_profiles_say_their_forks_and_what_switching_them_makes() -> None:
    from engine.policies.profiles import FORKS, PROFILES, fork_fields, forks_read, lineage, switched, watched

    assert DMPS.forks() == {label: str(getattr(DMPS, f).name) for f, label in FORKS.items()}
    assert TCG.differs(TCG) == [] and fork_fields(TCG, TCG) == []
    differ = fork_fields(TCG, DMPS)
    assert differ and TCG.differs(DMPS) == [FORKS[f] for f in differ]
    two = [f for f in FORKS if f in differ][:2]
    mixed = switched(TCG, DMPS, reversed(two))
    assert mixed.name == f"tcg+dmps[{','.join(two)}]" and mixed.parent == "tcg"
    assert fork_fields(mixed, TCG) == two and fork_fields(mixed, DMPS) == [f for f in differ if f not in two]
    roots = dict((p.name, forks) for p, forks in lineage())
    assert list(roots) == list(PROFILES) and roots["tcg"] == list(FORKS.values())
    assert roots["tcg-2021"] == PROFILES["tcg-2021"].differs(TCG)
    seen = watched(DMPS)
    assert seen.name == "dmps" and fork_fields(seen, DMPS) == []
    assert forks_read(seen) == frozenset({*FORKS}) and forks_read(DMPS) == frozenset()  # fork_fields read each
    seen = watched(DMPS)
    _ = seen.mana, seen.name, seen.parent
    assert forks_read(seen) == frozenset({"mana"})
