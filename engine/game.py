"""The game: one game under one profile — its state, and the façade of the rules engine.

:class:`Game` holds the state (players and their zones, whose turn it is, the waiting
effects, the trace) and offers the engine's public API. Each method hands over to the module
that owns that part of the rules; those modules see the game only through
:class:`engine.kernel.rules.Rules` (policies through :class:`engine.model.view.GameView`), so imports
point one way: from here down.

=====================  ==============================================================
``engine.mechanics.board``       set-up before play: cards and creatures, the turn, spent mana
``engine.mechanics.playing``     charge, summon, cast, use for free
``engine.mechanics.combat``      attacks, blocks, battles, breaking shields
``engine.mechanics.zones``       moving one card or creature, overflow, drawing
``engine.mechanics.moving_together``  cards moved together, what an ability refers to
``engine.mechanics.resolution``  events, triggers, state-based actions, the waiting effects
``engine.mechanics.turns``       the start and end of a turn, the end of the game
``engine.mechanics.queries``     power, breakers, summoning sickness, visibility
=====================  ==============================================================
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any, TypeVar
from typing import cast as cast_type

from engine.catalog.loader import default_catalog
from engine.kernel import registry
from engine.kernel.rules import CardSource
from engine.mechanics import (
    abilities,
    attack_steps,
    castles,
    combat,
    filters,
    galaxyshield,
    gear,
    hyper_mode,
    kinds,
    links,
    moving_together,
    playing,
    putting,
    queries,
    rebuild,
    resolution,
    shield_triggers,
    skills,
    turns,
    zones,
)
from engine.mechanics.board import Board
from engine.model.agenda import Step
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect
from engine.model.decisions import Decider, FirstLegal
from engine.model.errors import IllegalActionError, ScriptError, SkipTurn
from engine.model.events import Event
from engine.model.lot import GameRandom
from engine.model.made import Made
from engine.model.objects import Card, Creature, Zone
from engine.model.outcome import Outcome
from engine.model.state import GameState
from engine.model.trace import CastForFree, Chose, Offered, Refused, Trace
from engine.policies.profiles import Profile

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])


def an_action(method: F) -> F:
    """A player action or an effect a scenario applies. Called from outside the game, it runs,
    then the steps it asked for run until the agenda is empty (:meth:`Game.run_agenda`), unless
    something drives the game step by step (:attr:`Game.driven`: the explorer). Called while the
    game runs (an effect doing an action), its steps join the running step's. If an effect
    skips the rest of the turn (ターンの残りをとばす, 512.1), everything the action was doing
    stops there and the next turn starts (:func:`engine.mechanics.turns.skip_rest`)."""
    @functools.wraps(method)
    def run(self: Game, *args: Any, **kwargs: Any) -> Any:
        if self.running:
            return method(self, *args, **kwargs)
        self.running = True
        try:
            result = self.run_step(Step(_call, (method, args, kwargs)))
            if not self.driven:
                self.run_agenda()
        finally:
            self.running = False
        return result
    return cast_type(F, run)


def a_player_action(doing: str) -> Callable[[F], F]:
    """A player's own action (``doing``: "summoning"), an :func:`an_action` taken only when the procedure has
    nothing left to do: no attack in progress, no effect waiting or being processed (500.2, 505.1, 505.4,
    101.4d; engine.mechanics.attack_steps). Called while the game runs (an effect doing it), it is not checked."""
    def wrap(method: F) -> F:
        action = an_action(method)

        @functools.wraps(method)
        def run(self: Game, *args: Any, **kwargs: Any) -> Any:
            if not self.running:
                why = attack_steps.interrupt_problem(self, self.midway)
                if why:
                    self.refuse(f"{doing} is not possible now: {why}")
            return action(self, *args, **kwargs)
        return cast_type(F, run)
    return wrap


def _call(game: Game, method: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    return method(game, *args, **kwargs)


class Game:
    """One game under one profile. Players are "A" and "B"; A goes first unless told."""

    def __init__(self, profile: Profile, catalog: CardSource | None = None, seed: int = 0,
                 decider: Decider | None = None) -> None:
        self.profile = profile
        self.catalog: CardSource = catalog or default_catalog()
        self.decider: Decider = decider or FirstLegal()
        self.state = GameState(rng=GameRandom(seed))
        self.trace = Trace()
        self.watchers: list[Callable[[str, Card], None]] = []  # told of every checkpoint (:meth:`watch`)
        self.running = False  # an action is running (its steps, or the agenda after it)
        self.driven = False  # the explorer runs the agenda step by step (an action does not run it)
        self.midway = False  # an action is tried in the middle of the procedure (engine.trial)
        self.board = Board(self)
        self.made = Made()  # the definitions of the cards it made (engine.model.made)

    # ----------------------------------------------------------------- basics
    def note(self, text: str) -> None:
        self.trace.note(text)

    def new_card(self, name: str, owner: str) -> Card:
        d = self.catalog.get(name)
        if d.reference_only:
            raise ScriptError(f"{d.name} is a reference-only card (the sources give only its name): "
                              "it can't be put into a game")
        version = self.profile.texts.version(d)
        self.made.note(version)
        return Card.new(self.state.next_uid(), version, owner)

    def decide(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if not options:
            raise IllegalActionError(f"no options for {kind}")
        pick = self.decider.choose(player, kind, options, describe)
        if len(options) > 1:
            self.trace.add(Chose(player, str(kind), describe(pick), tuple(describe(o) for o in options)))
        else:
            self.offer(player, kind, [describe(pick)])
        return pick

    def offer(self, player: str, kind: str, options: Sequence[str]) -> None:
        """Record what a player was offered when there was nothing to choose: one option, or none
        (an effect that finds nothing), as an unshown ``Offered`` record of the trace."""
        self.trace.add(Offered(player, str(kind), tuple(options)))

    # --------------------------------------------------------------- queries
    def power(self, creature: Creature) -> int:
        return queries.power(self, creature)

    def abilities_of(self, creature: Creature) -> tuple[Ability, ...]:
        return abilities.of(self, creature)

    def may_have(self, kind: str, creatures: Sequence[Creature]) -> Sequence[Creature]:
        b = kinds.bit(kind)
        return kinds.having(self, b, creatures) if kinds.battle_mask(self) & b else ()

    def ignores_abilities(self, creature: Creature) -> bool:
        return abilities.ignore_statics_present(self) and abilities.ignored(self, creature)

    def ignores_spell_effects(self, card: Card, caster: str) -> bool:
        return abilities.spell_ignored(self, filters.cost_of(card), caster) is not None
    def civilizations(self, creature: Creature) -> tuple[Civ, ...]:
        """Its civilizations now: its top card's, plus those static abilities add (engine.mechanics.filters)."""
        return filters.civilizations_of(self, creature)

    def has_keyword(self, creature: Creature, keyword: str) -> bool:
        """Printed, given by an effect or a static ability, or had at a power; none while ignored
        (engine.mechanics.abilities)."""
        return filters.has_keyword(self, creature, keyword)

    def breaker_count(self, creature: Creature) -> int:
        return queries.breaker_count(self, creature)

    def visible_to(self, card: Card, viewer: str) -> bool:
        return queries.visible_to(self, card, viewer)

    def has_seen(self, card: Card, viewer: str) -> bool:
        """Whether ``viewer`` has seen the card (it is open to them now, or they looked at it)."""
        return card.uid in self.state.known[viewer] or self.visible_to(card, viewer)

    def summoning_sick(self, creature: Creature) -> bool:
        return queries.summoning_sick(self, creature)

    def shield_force_shield(self, creature: Creature) -> Card | None:
        return queries.shield_force_shield(self, creature)

    def mana_view(self, player: str) -> dict[str, int]:
        """The player's mana counters under the profile's mana policy."""
        return self.profile.mana.view(self, self.state.players[player])

    # ------------------------------------------------------------------ events
    def emit(self, event: Event) -> Event:
        return resolution.emit(self, event)

    def simultaneously(self) -> AbstractContextManager[None]:
        return resolution.simultaneously(self)

    @an_action
    def settle(self) -> None:
        """The state-based actions run and the waiting effects resolve, one step each, before the
        procedure goes on (engine.mechanics.resolution.settle_step)."""
        self.later(resolution.settle_step)

    # ------------------------------------------------------------------ the agenda
    def later(self, run: Callable[..., None], *args: Any) -> None:
        """Once the running step is done, the procedure goes on with ``run(game, *args)`` (before
        anything already on the agenda; several in the order asked: engine.model.agenda)."""
        self.state.followups.append(Step(run, args))

    def run_step(self, step: Step) -> Any:
        """Run one step; what it asks for next goes on top of the agenda. A step that skips the
        rest of the turn clears the agenda and the next turn starts; any other error clears it too
        and goes on up."""
        state = self.state
        outer, state.followups = state.followups, []
        try:
            result = step.run(self, *step.args)
        except SkipTurn:
            state.followups, state.agenda = outer, [Step(turns.skip_rest)]
            return None
        except BaseException:
            state.followups, state.agenda = outer, []
            raise
        asked, state.followups = state.followups, outer
        state.agenda.extend(reversed(asked))
        return result

    def run_next_step(self) -> None:
        """Run the agenda's next step as an action in progress (the explorer's unit of progress:
        a fork happens only between two such steps)."""
        self.running = True
        try:
            self.run_step(self.state.agenda.pop())
        finally:
            self.running = False

    def run_agenda(self) -> None:
        """Run the agenda's steps, next first, until none is left."""
        while self.state.agenda:
            self.run_step(self.state.agenda.pop())

    def state_based_actions(self) -> None:
        """The state-based check alone: what it triggers waits (engine.mechanics.resolution)."""
        resolution.state_based_actions(self)

    def destroy_powerless(self) -> None:
        """The state-based check between two steps of one effect (Q&A 46075): creatures of power
        0 or less are destroyed (engine.mechanics.resolution.destroy_powerless)."""
        resolution.destroy_powerless(self)

    def checkpoint(self, label: str, card: Card) -> None:
        """A moment a verdict may look at: ``card`` "resolves" (a spell being cast, paid for and
        pending, before its first effect) or "is being summoned" / "is being put" (just before
        its landing replacements). Nothing happens here; watchers are told."""
        for watcher in list(self.watchers):
            watcher(label, card)

    def watch(self, watcher: Callable[[str, Card], None]) -> None:
        """Be told of every checkpoint (label, card) from now on (a "while ..." verdict replays the
        scenario and looks at the board then)."""
        self.watchers.append(watcher)

    # ----------------------------------------------------------------- moving
    def move_card(self, card: Card, to: Zone, cause: str, *, to_player: str | None = None,
                  bottom: bool = False, landing_civs: tuple[Civ, ...] | None = None,
                  by: Creature | None = None, from_zone: Zone | None = None) -> bool:
        return zones.move_card(self, card, to, cause, to_player=to_player, bottom=bottom, landing_civs=landing_civs,
                               by=by, from_zone=from_zone)

    def put_into_battle(self, player: str, cards: list[Card], cause: str, from_zone: Zone | None = None,
                        tapped: bool = False, onto: Creature | Card | Sequence[Creature | Card] | None = None
                        ) -> Creature | None:
        return zones.put_into_battle(self, player, cards, cause, from_zone, tapped, onto)

    def remove_creature(self, creature: Creature, to: Zone, cause: str, bottom: bool = False) -> None:
        if creature.linked and creature in self.state.players[creature.controller].battle:
            creature = links.separate(self, creature)  # one god leaves, the other stays (engine.mechanics.links)
        zones.remove_creature(self, creature, to, cause, bottom)

    def destroy(self, creatures: Sequence[Creature], cause: str = "destroyed") -> None:
        """Destroy creatures together, in the order given (a battle: the first of the pair
        first), or as the profile's move policy orders them (:mod:`engine.mechanics.moving_together`)."""
        moving_together.move_together(self, creatures, Zone.GRAVEYARD, "destroyed")

    def draw(self, player: str, n: int = 1) -> int:
        return zones.draw(self, player, n)

    # ------------------------------------------------------------------ turns
    @an_action
    def start_turn(self, player: str) -> None:
        turns.start_turn(self, player)

    @a_player_action("ending the turn")
    def end_turn(self) -> None:
        turns.end_turn(self)

    def end_game(self, outcome: Outcome) -> None:
        turns.end_game(self, outcome)

    # --------------------------------------------------------------- actions
    def refuse(self, why: str) -> None:
        """The rules forbid an action: recorded, then raised as :class:`IllegalActionError`."""
        self.state.last_refusal = why
        self.trace.add(Refused(why))
        raise IllegalActionError(why)

    def card_action(self, kind: str, player: str, card: Card, onto: Creature | None = None) -> None:
        """A player's action with a card of theirs, by its name (random play, the adversarial player and the
        "trying to … now" verdicts name actions so): charge, summon (``onto``: the evolution source),
        cast, generate, use tamaseed. Each is the action itself, checked as it is."""
        if kind == "charge":
            self.charge(player, card)
        elif kind == "summon":
            self.summon(player, card, onto=onto)
        elif kind == "cast":
            self.cast(player, card)
        elif kind == "generate":
            self.generate(player, card)
        elif kind == "use tamaseed":
            self.use_tamaseed(player, card)
        else:
            raise ValueError(f"not an action with a card: {kind}")

    @a_player_action("charging mana")
    def charge(self, player: str, card: Card) -> None:
        playing.charge(self, player, card)

    def charge_problem(self, player: str, card: Card) -> str | None:
        return playing.charge_problem(self, player, card)

    def summon_problem(self, player: str, card: Card) -> str | None:
        return playing.summon_problem(self, player, card)

    def cast_problem(self, player: str, card: Card) -> str | None:
        return playing.cast_problem(self, player, card)

    def evolution_sources(self, player: str, d: CardDef) -> list[Creature | Card]:
        return zones.evolution_sources(self, player, d)

    @a_player_action("summoning")
    def summon(self, player: str, card: Card, paying: Sequence[Card] | None = None,
               onto: Creature | Card | Sequence[Creature | Card] | None = None) -> Creature | None:
        return playing.summon(self, player, card, paying, onto)

    def mugen_climb_problem(self, player: str, card: Card) -> str | None:
        return playing.mugen_climb_problem(self, player, card)

    @a_player_action("summoning by ムゲンクライム")
    def summon_by_mugen_climb(self, player: str, card: Card) -> Creature | None:
        return playing.summon_by_mugen_climb(self, player, card)

    def hyperize_problem(self, creature: Creature) -> str | None:
        return hyper_mode.hyperize_problem(self, creature)

    @a_player_action("using ハイパー化")
    def hyperize(self, creature: Creature) -> None:
        hyper_mode.hyperize(self, creature)

    def use_problem(self, player: str, card: Card) -> str | None:
        return playing.use_problem(self, player, card)

    @a_player_action("using a タマシード")
    def use_tamaseed(self, player: str, card: Card, paying: Sequence[Card] | None = None) -> Creature | None:
        return playing.use_tamaseed(self, player, card, paying)

    @a_player_action("using a ギャラクシールド")
    def use_galaxyshield(self, player: str, card: Card) -> None:
        """Pay the card's <ギャラクシールド> instead of its cost: it goes face up into the shield zone, a new shield."""
        galaxyshield.use(self, player, card)

    @a_player_action("casting a spell")
    def cast(self, player: str, card: Card, free: bool = False) -> None:
        playing.cast(self, player, card, free)

    def resolve_spell(self, player: str, card: Card, from_zone: Zone | None = None) -> None:
        playing.resolve_spell(self, player, card, from_zone=from_zone)

    def use_for_free(self, player: str, card: Card, cause: str, bottom_of_deck: bool = False,
                     from_zone: Zone | None = None) -> None:
        """Use a card without paying its cost (shield trigger and similar); ``bottom_of_deck``: a
        spell goes to the bottom of the deck afterwards instead of the graveyard; ``from_zone``:
        where it counts as used from when it is in no zone."""
        playing.use_for_free(self, player, card, cause, bottom_of_deck, from_zone)

    @a_player_action("attacking")
    def attack(self, attacker: Creature, target: Creature | str) -> None:
        """``target`` is the defending player's name or one of their creatures (engine.mechanics.combat)."""
        combat.attack(self, attacker, target)

    @a_player_action("generating a cross gear")
    def generate(self, player: str, card: Card) -> Creature | None:
        """ジェネレート a cross gear from the hand (engine.mechanics.gear)."""
        return gear.generate(self, player, card)

    @a_player_action("crossing a cross gear")
    def cross(self, gear_object: Creature, creature: Creature) -> None:
        """クロス a generated gear onto one of its owner's creatures (engine.mechanics.gear)."""
        gear.cross(self, gear_object, creature)

    @a_player_action("fortifying a castle")
    def fortify(self, player: str, card: Card, shield_number: int) -> None:
        """要塞化: put a castle from the hand onto one of the player's shields (engine.mechanics.castles)."""
        castles.fortify(self, player, card, shield_number)

    @an_action
    def activate_g_link(self, god: Creature) -> Creature:
        """The player activates a god's G-link (DMPS; engine.mechanics.links)."""
        return links.activate(self, god)

    @a_player_action("using a tap skill")
    def use_tap_skill(self, creature: Creature) -> None:
        """The creature taps instead of attacking and its tap skill triggers (engine.mechanics.skills)."""
        skills.use_tap_skill(self, creature)

    @a_player_action("using a 攻撃できる時 ability")
    def use_when_able_to_attack(self, creature: Creature) -> None:
        """The creature could attack: its 「攻撃できる時」 abilities are used (engine.mechanics.skills)."""
        skills.use_when_able_to_attack(self, creature)

    @a_player_action("using a ダイナモ")
    def use_dynamo(self, creature: Creature) -> None:
        """The creature could attack and taps instead, giving its power and abilities to another
        ダイナモ of its controller (engine.mechanics.dynamo)."""
        skills.use_dynamo(self, creature)

    def attack_problem(self, attacker: Creature, target: Creature | str) -> str | None:
        return combat.attack_problem(self, attacker, target)

    def blocker_options(self, attacker: Creature) -> list[Creature]:
        return combat.blocker_options(self, attacker)

    def battle(self, a: Creature, b: Creature) -> None:
        combat.battle(self, a, b)

    @an_action
    def break_shields(self, attacker: Creature | None, defender: str, n: int) -> None:
        combat.break_shields(self, attacker, defender, n)

    # ------------------------------------------------------- effects as actions
    @an_action
    def effect(self, player: str, *effects: Effect) -> None:
        """Apply effects of the vocabulary for ``player``, as one effect with no source card
        (a later step may refer to what an earlier one moved), then settle."""
        registry.run_effects(self, player, effects, source_card=None)
        self.settle()

    @an_action
    def cast_for_free(self, player: str, card: Card) -> None:
        """An effect of ``player``'s casts ``card`` from the zone it is in without paying its cost
        (a use: the card is pending meanwhile), then the waiting effects resolve."""
        where = self.state.locate(card)
        twinpact = card.definition.spell_side is not None  # cast as its spell side (808)
        if where is None or where[0].name != player or (card.definition.type is not CardType.SPELL and not twinpact):
            self.refuse(f"{card.name} is not a spell in one of player {player}'s zones")
        self.trace.add(CastForFree(card.name, str(where[1] if where else ""), player))
        playing.use_for_free(self, player, card, "cast for free", as_spell=twinpact)
        self.settle()

    @an_action
    def put(self, card: Card, to: Zone, from_zone: Zone | None = None) -> None:
        """An effect moves one card to another zone of its owner (into the battle zone it is put,
        not summoned), then the waiting effects resolve."""
        where = self.state.locate(card)
        if to is Zone.BATTLE:  # an evolution creature goes onto a source (engine.mechanics.putting)
            putting.put_card(self, card.owner, card, "effect", from_zone=from_zone)
        elif to is Zone.HAND and where is not None and where[1] is Zone.SHIELDS:  # S-triggers, S-backs
            shield_triggers.to_hand(self, card.owner, [card], "effect")
        else:
            self.move_card(card, to, "effect")
        self.settle()

    @an_action
    def remove_together(self, creatures: Sequence[Creature], to: Zone, cause: str) -> None:
        """An effect removes creatures together, in the order given (one batch of moves), then
        the waiting effects resolve."""
        with self.simultaneously():
            for cr in creatures:
                self.remove_creature(cr, to, cause)
        self.settle()

    @an_action
    def remove_top(self, creature: Creature, to: Zone, cause: str) -> None:
        """An effect makes only the top card of a creature leave the battle zone (退化); the profile's
        rebuild decides what stays (engine.mechanics.rebuild); then the waiting effects resolve."""
        rebuild.remove_top_card(self, creature, to, cause)
        self.settle()

    def reorder_under(self, creature: Creature, order: Sequence[Card]) -> None:
        """A player rearranges the cards under a creature (top to bottom): only before 2021-03-16."""
        rebuild.reorder_under(self, creature, order)

    def give_keyword(self, card: Card, keyword: str) -> None:
        """An effect gives a card outside the battle zone a keyword, for as long as it stays where
        it is (a card that becomes pending loses it once it is released: 004)."""
        card.given = card.given | {keyword}
        self.note(f"{card.name} is given {keyword}")

    @an_action
    def change_power(self, creature: Creature, delta: int) -> None:
        """An effect changes a creature's power until the end of the turn."""
        creature.power_bonus += delta
        self.note(f"{creature.name} gets {'+' if delta >= 0 else '-'}{abs(delta)} power")
        self.settle()

    @an_action
    def send_to_mana_then_put(self, leaving: Creature, entering: Callable[[], Card],
                              onto: Creature | None = None) -> None:
        """One effect puts a creature into its owner's mana zone, then a card from that mana zone
        (``entering`` finds it once the first move is done) into the battle zone (神歌の星域-type
        effects, 001); nothing resolves in between."""
        self.remove_creature(leaving, Zone.MANA, "mana send")
        card = entering()
        self.put_into_battle(card.owner, [card], "effect", from_zone=Zone.MANA, onto=onto)
        self.settle()

    @an_action
    def resolve_ability(self, player: str, card: CardDef, times: int = 1) -> None:
        """An ability whose timing the sources don't give (``when: unstated timing``) resolves
        for ``player``, ``times`` times (the card's version under this profile)."""
        resolution.resolve_unstated(self, player, self.profile.texts.version(card), times)

    def has_unstated_ability(self, card: CardDef) -> bool:
        """Whether the card's version under this profile has an ability of unstated timing."""
        return resolution.unstated_ability(self.profile.texts.version(card)) is not None
