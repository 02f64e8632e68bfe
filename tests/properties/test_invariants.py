"""Property suites (hypothesis): invariants of the engine that hold on any board."""

from __future__ import annotations

from itertools import permutations

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

import scenarios.hypothesis_profiles  # noqa: F401  (registers and loads the settings profiles)
from engine.explorer import GameSession, explore
from engine.game import Game
from engine.model.cards import Ability, Trigger
from engine.model.events import Event
from engine.model.objects import Creature, Zone
from engine.model.trace import Resolved
from engine.model.waiting import Waiting
from engine.policies.mana_payment import PoolMana
from engine.policies.profiles import get_profile

MONO = ["予言者リュゾル", "アクア・ビークル", "うごめく者ボーン・グール", "ピコラのスパナ", "シェル・ラック"]


class DmpsManaMachine(RuleBasedStateMachine):
    """DMPS mana pool: max mana is the card count, usable never exceeds the cap, civilizations
    are released exactly by the cards in the mana zone."""

    def __init__(self) -> None:
        super().__init__()
        self.game = Game(get_profile("dmps"))
        self.game.board.cards("A", Zone.DECK, MONO * 4)
        self.pool = PoolMana()  # the profile's mana policy holds no state of its own
        self.player = self.game.state.players["A"]

    @rule(name=st.sampled_from(MONO))
    def put_mono(self, name: str) -> None:
        card = self.game.new_card(name, "A")
        before = self.pool.usable(self.game, self.player)
        self.game.move_card(card, Zone.MANA, "effect")
        assert self.pool.usable(self.game, self.player) == before + 1

    @rule()
    def put_multicolour(self) -> None:
        before = self.pool.usable(self.game, self.player)
        self.game.move_card(self.game.new_card("無頼勇騎ゴンタ", "A"), Zone.MANA, "effect")
        assert self.pool.usable(self.game, self.player) == before

    @rule(data=st.data())
    def remove(self, data: st.DataObject) -> None:
        if self.player.mana:
            card = data.draw(st.sampled_from(self.player.mana))
            self.game.move_card(card, Zone.HAND, "effect")

    @rule(n=st.integers(0, 5))
    def spend(self, n: int) -> None:
        self.pool.spend(self.game, self.player, n)

    @rule()
    def turn_start(self) -> None:
        self.pool.turn_start(self.game, self.player)
        assert self.pool.usable(self.game, self.player) == self.pool.cap(self.game, self.player)

    @invariant()
    def counters_agree(self) -> None:
        view = self.pool.view(self.game, self.player)
        assert view["max mana"] == len(self.player.mana)
        assert 0 <= view["usable mana"] <= view["usable-mana cap"] <= view["max mana"]
        civs = {c for card in self.player.mana for c in card.definition.civilizations}
        assert self.pool.available_civs(self.game, self.player) == civs


TestDmpsMana = DmpsManaMachine.TestCase


class ZoneLimitMachine(RuleBasedStateMachine):
    """Under dmps no zone ever holds more than its limit, whatever is put into it."""

    def __init__(self) -> None:
        super().__init__()
        self.game = Game(get_profile("dmps"))
        self.game.board.cards("A", Zone.DECK, MONO * 10)

    @rule(n=st.integers(1, 6))
    def draw(self, n: int) -> None:
        self.game.draw("A", n)

    @rule(zone=st.sampled_from([Zone.HAND, Zone.SHIELDS, Zone.MANA]))
    def put(self, zone: Zone) -> None:
        self.game.move_card(self.game.new_card("予言者リュゾル", "A"), zone, "effect")

    @rule()
    def put_creature(self) -> None:
        self.game.put_into_battle("A", [self.game.new_card("予言者リュゾル", "A")], "effect")

    @invariant()
    def within_limits(self) -> None:
        p = self.game.state.players["A"]
        for zone in (Zone.HAND, Zone.SHIELDS, Zone.BATTLE, Zone.MANA):
            cap = self.game.profile.limits.of(zone)
            assert cap is None or p.count(zone) <= cap


TestZoneLimits = ZoneLimitMachine.TestCase

NOOP = Ability(kind="triggered", text="", trigger=Trigger("your turn starts"), label="noop")


def _waiting(game: Game, event: Event, spec: tuple[str, int, bool, int]) -> Waiting:
    controller, position, is_enter, index = spec
    cr = Creature(game.state.next_uid(), [game.new_card("予言者リュゾル", controller)], controller, position, -1)
    return Waiting(seq=0, controller=controller, ability=NOOP, ability_index=index, event=event,
                   source_card=cr.top, source_creature=cr, zone="battle", position=position, is_enter=is_enter)


SPECS = st.lists(st.tuples(st.sampled_from("AB"), st.integers(0, 6), st.booleans(), st.integers(0, 2)),
                 min_size=1, max_size=5, unique_by=lambda s: (s[1], s[3]))


Spec = tuple[str, int, bool, int]


def resolve_order(profile: str, specs: list[Spec], order: list[int]) -> list[Spec]:
    game = Game(get_profile(profile))
    game.board.cards("A", Zone.DECK, MONO)
    game.board.cards("B", Zone.DECK, MONO)
    event = game.emit(Event("bench", "A"))
    made = [_waiting(game, event, s) for s in specs]
    for n, i in enumerate(order, 1):
        made[i].seq = n
    for i in order:
        game.state.waiting.add(made[i], game.profile.ordering.key(game, made[i]))
    game.settle()
    return [(w.controller, w.position, w.is_enter, w.ability_index) for w in game.trace.resolutions()]


def test_dmps_order_ignores_the_order_effects_started_waiting() -> None:
    """DMPS decides by precedence, not by arrival: any arrival order resolves alike."""
    from hypothesis import given

    @given(SPECS.flatmap(lambda specs: st.tuples(st.just(specs), st.permutations(range(len(specs))))))
    @settings(max_examples=50)
    def check(case: tuple[list[tuple[str, int, bool, int]], list[int]]) -> None:
        specs, order = case
        first = resolve_order("dmps", specs, list(range(len(specs))))
        assert resolve_order("dmps", specs, list(order)) == first
        tp = [s for s in first if s[0] == "A"]
        assert first[: len(tp)] == tp  # the turn player's effects come first

    check()


def test_tcg_explorer_reaches_every_order() -> None:
    """Under tcg, k independent waiting effects of the turn player can resolve in k! orders: the
    explorer's graph holds a run for each (its states merge where the orders meet)."""
    for k in range(1, 5):
        game = Game(get_profile("tcg"))
        game.board.cards("A", Zone.DECK, MONO)
        game.board.cards("B", Zone.DECK, MONO)
        event = game.emit(Event("bench", "A"))
        for i in range(k):
            w = _waiting(game, event, ("A", i, False, 0))
            w.seq = i + 1
            game.state.waiting.add(w, None)
        graph = explore(GameSession(game, [Game.settle]), ("order",))
        orders = {tuple(r.seq for r in records if isinstance(r, Resolved)) for _, records in graph.paths()}
        assert orders == set(permutations(range(1, k + 1)))
        assert graph.complete and graph.count_paths() == len(orders)
