"""The rules engine: a game under one profile, its actions, events and resolution loop."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from engine import combat, replacement
from engine.cards import CardDef, CardType, Civ, Effect
from engine.catalog import Catalog, default_catalog
from engine.continuous import Lasting
from engine.deciders import Decider, FirstLegal
from engine.errors import BoardLimitError, IllegalActionError, TriggerLoopError
from engine.events import Event, Trace
from engine.moves import move_together
from engine.policies.mana import PoolMana
from engine.profiles import Profile
from engine.state import Card, Creature, Player, Zone, other
from engine.waiting import Waiting, WaitingEffects

T = TypeVar("T")

# A chain of waiting effects longer than this is reported as a loop, not run forever.
RESOLUTION_BOUND = 10_000
INT32_MAX = 2**31 - 1
# Breaker keywords and how many shields each breaks.
BREAKERS = {"w breaker": 2, "t breaker": 3}


def wrap_int32(value: int) -> int:
    """Two's-complement wrap, as DMPS stores power."""
    return (value + 2**31) % 2**32 - 2**31


class Game:
    """One game under one profile. Players are "A" and "B"; A goes first unless told."""

    def __init__(self, profile: Profile, catalog: Catalog | None = None, seed: int = 0,
                 decider: Decider | None = None) -> None:
        self.profile = profile
        self.catalog = catalog or default_catalog()
        self.rng = random.Random(seed)
        self.decider: Decider = decider or FirstLegal()
        self.players = {"A": Player("A"), "B": Player("B")}
        self.first_player = "A"
        self.turn_player = "A"
        self.round = 1
        self.trace = Trace()
        self.waiting = WaitingEffects()
        self.game_over = False
        self._uid = 0
        self._position = 0
        self._event_seq = 0
        self._waiting_seq = 0
        self._batch: list[Event] | None = None
        self._batch_observers: list[Creature] | None = None
        self._batch_no = 0
        self.events: list[Event] = []  # every event, in order (engine.moves: "the first time this turn")
        self.last_refusal: str | None = None
        self.resolved: list[Waiting] = []
        self.shield_force: dict[int, Card] = {}  # creature uid -> the shield its shield force chose
        self.deferred: list[Event] = []  # events whose later-looking abilities wait for a second pass
        self.attacking: Creature | None = None  # the attacking creature (after invasions and swaps)
        self.lasting: list[Lasting] = []  # continuous effects of resolved abilities (engine.continuous)

    # ----------------------------------------------------------------- basics
    def player(self, name: str) -> Player:
        return self.players[name]

    def note(self, text: str, **data: Any) -> None:
        self.trace.add("note", text, **data)

    def next_uid(self) -> int:
        self._uid += 1
        return self._uid

    def new_card(self, name: str, owner: str) -> Card:
        definition = self.catalog.get(name).for_profile(self.profile.dmps)
        return Card(self.next_uid(), definition, owner)

    def decide(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        if not options:
            raise IllegalActionError(f"no options for {kind}")
        pick = self.decider.choose(player, kind, options, describe)
        if len(options) > 1:
            self.trace.add("decision", f"player {player} {kind}: {describe(pick)}",
                           options=[describe(o) for o in options], decision=kind)
        return pick

    # --------------------------------------------------------------- queries
    def locate(self, card: Card) -> tuple[Player, Zone] | None:
        for p in self.players.values():
            for zone in (Zone.HAND, Zone.MANA, Zone.SHIELDS, Zone.GRAVEYARD, Zone.DECK, Zone.HYPERSPATIAL):
                if card in p.cards_in(zone):
                    return p, zone
            for cr in p.battle:
                if card in cr.cards:
                    return p, Zone.BATTLE
        return None

    def creature_of(self, card: Card) -> Creature | None:
        for p in self.players.values():
            for cr in p.battle:
                if card in cr.cards:
                    return cr
        return None

    def all_creatures(self) -> list[Creature]:
        tp, ntp = self.players[self.turn_player], self.players[other(self.turn_player)]
        return [*tp.battle, *ntp.battle]

    def power(self, creature: Creature) -> int:
        base = (creature.definition.power or 0) + creature.power_bonus + self._shield_force_power(creature)
        return wrap_int32(base) if self.profile.power_int32 else base

    def breaker_options(self, creature: Creature) -> list[int]:
        """How many shields each breaker ability of the creature breaks, largest first; [1]
        without one (003 シールドについて: one shield per attack unless an effect says more)."""
        counts = sorted({n for kw, n in BREAKERS.items() if creature.has(kw)}, reverse=True)
        return counts or [1]

    def breaker_count(self, creature: Creature) -> int:
        """DMPS: the largest breaker applies by itself (000 ブレイカー能力, and その他 under
        ルールの違い, a difference from the TCG). TCG: a creature with several breaker abilities
        uses one of them, which its controller chooses (unscripted: the largest)."""
        options = self.breaker_options(creature)
        if self.profile.largest_breaker_only or len(options) == 1:
            return options[0]
        return self.decide(creature.controller, "breaker", options, lambda n: f"break {n}")

    def visible_to(self, card: Card, viewer: str) -> bool:
        """Whether ``viewer`` may look at the card: the deck and the shields are face down
        (003 シールドについて: シールドのカード内容を確認することはできない), a hand is its
        owner's; every other zone is open."""
        where = self.locate(card)
        if where is None:
            return True
        owner, zone = where
        if zone in (Zone.DECK, Zone.SHIELDS):
            return False
        return zone is not Zone.HAND or owner.name == viewer

    def usable_mana_reduction(self, player: Player) -> int:
        """DMPS: how much the static abilities of the opponent's cards lower the usable-mana cap."""
        from engine.policies.mana import static_reduction

        return static_reduction(self, player)

    def mana_view(self, player: str) -> dict[str, int]:
        return self.profile.mana.view(self, self.players[player])

    def summoning_sick(self, creature: Creature) -> bool:
        if creature.has("speed attacker"):
            return False
        if creature.definition.type is CardType.EVOLUTION_CREATURE:
            return False
        return creature.entered_turn == self.turn_id and creature.controller == self.turn_player

    @property
    def turn_id(self) -> int:
        """A number unique to the current turn."""
        p = self.players[self.turn_player]
        return p.turns_taken * 2 + (0 if self.turn_player == self.first_player else 1)

    # ------------------------------------------------------------- board set-up
    def setup_cards(self, owner: str, zone: Zone, names: Sequence[str], tapped: bool = False) -> list[Card]:
        """Put cards directly into a zone (set-up: no events, no limits checked yet)."""
        cards = [self.new_card(n, owner) for n in names]
        for c in cards:
            c.tapped = tapped and zone is Zone.MANA
        p = self.players[owner]
        p.cards_in(zone).extend(cards)
        if zone is Zone.MANA and isinstance(self.profile.mana, PoolMana):
            p.usable_mana = self.profile.mana.cap(self, p)
        return cards

    def setup_creature(self, owner: str, names: Sequence[str], tapped: bool = False,
                       sick: bool = False) -> Creature:
        """Put a creature (top card first, then the cards under it) into the battle zone."""
        cards = [self.new_card(n, owner) for n in names]
        cr = Creature(self.next_uid(), cards, owner, self._next_position(),
                      entered_turn=self.turn_id if sick else -1, tapped=tapped)
        self.players[owner].battle.append(cr)
        return cr

    def validate_board(self) -> None:
        """Refuse a board that breaks the profile's zone limits."""
        for p in self.players.values():
            for zone in (Zone.HAND, Zone.SHIELDS, Zone.BATTLE, Zone.MANA):
                cap = self.profile.limits.of(zone)
                if cap is not None and p.count(zone) > cap:
                    unit = "objects" if zone is Zone.BATTLE else "cards"
                    raise BoardLimitError(
                        f"board breaks the {self.profile.name} limit: the {zone} holds at most "
                        f"{cap} {unit} per player, player {p.name} has {p.count(zone)}")

    def _next_position(self) -> int:
        self._position += 1
        return self._position

    # ------------------------------------------------------------------ events
    def emit(self, event: Event) -> Event:
        self._event_seq += 1
        event.seq = self._event_seq
        event.data.setdefault("turn", self.turn_id)
        event.data.setdefault("batch", self._batch_no if self._batch is not None else -event.seq)
        self.events.append(event)
        self.trace.add("event", event.describe(), event=event.kind)
        if self._batch is not None:
            self._batch.append(event)
        else:
            self._collect_triggers(event, None)
        return event

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """Moves made together: leave triggers look back at the board before the batch."""
        if self._batch is not None:
            yield
            return
        self._batch = []
        self._batch_no += 1
        self._batch_observers = [cr for p in self.players.values() for cr in p.battle]
        try:
            yield
        finally:
            batch, observers = self._batch, self._batch_observers
            self._batch = self._batch_observers = None
            for event in batch:
                self._collect_triggers(event, observers)

    def _collect_triggers(self, event: Event, before: list[Creature] | None, later: bool = False) -> None:
        """Abilities ``event`` triggers start waiting; declared ones only if declared, and the
        non-turn player's later-looking ones in a second pass (``later``, :mod:`engine.declarations`)."""
        from engine.declarations import admit
        from engine.triggers import collect

        for w in admit(self, event, collect(self, event, before), later):
            self._waiting_seq += 1
            w.seq = self._waiting_seq
            self.waiting.add(w, self.profile.ordering.key(self, w))
            self.trace.add("waiting", w.describe(), controller=w.controller, zone=w.zone,
                           category=w.category)

    # ----------------------------------------------------------------- moving
    def _capacity_ok(self, player: Player, zone: Zone) -> bool:
        return self.profile.limits.fits(zone, player.count(zone))

    def _overflow(self, card: Card, zone: Zone, cause: str) -> None:
        """The zone is full: the card is put into the graveyard as if it had always been
        there. No event, so nothing triggers (000, ゾーンの枚数上限)."""
        owner = self.players[card.owner]
        owner.graveyard.append(card)
        self.trace.add("overflow", f"{card.name} would go to player {owner.name}'s {zone} "
                       f"({cause}); the {zone} is full, so it is put into the graveyard instead",
                       card=card.name, player=owner.name, zone=str(zone))

    def _take(self, card: Card) -> tuple[Player, Zone] | None:
        where = self.locate(card)
        if where is None:
            return None
        p, zone = where
        if zone is Zone.BATTLE:
            raise IllegalActionError(f"{card.name} is in the battle zone; move its creature instead")
        usable_was_max = False
        if zone is Zone.MANA and isinstance(self.profile.mana, PoolMana):
            pm = self.profile.mana
            usable_was_max = pm.usable(self, p) == pm.max_mana(p)
        p.cards_in(zone).remove(card)
        if zone is Zone.MANA:
            self.profile.mana.on_removed(self, p, card, usable_was_max)
        return p, zone

    def move_card(self, card: Card, to: Zone, cause: str, *, to_player: str | None = None,
                  bottom: bool = False, landing_civs: tuple[Civ, ...] | None = None,
                  by: Creature | None = None, from_zone: Zone | None = None) -> bool:
        """Move one card (not a creature) to a zone of its owner. Replacement abilities apply
        first (:mod:`engine.replacement`); then a full zone overflows. Returns False when the
        card does not arrive (replaced or overflowed). ``by``: the creature breaking a shield;
        ``from_zone``: where a card that is already out of every zone came from."""
        where = self.locate(card)
        origin = where[1] if where else from_zone
        dest_name = to_player or card.owner
        if to is not Zone.BATTLE and replacement.apply(
                self, replacement.Pending(card, to, cause, dest_name, origin, by)):
            return False
        src = self._take(card)
        from_zone = src[1] if src else from_zone
        dest = self.players[dest_name]
        if card.definition.type.is_hyperspatial and to not in (Zone.BATTLE, Zone.HYPERSPATIAL):
            self.note(f"{card.name} is a {card.definition.type}: it goes to the hyperspatial zone")
            to = Zone.HYPERSPATIAL
        if to is Zone.BATTLE:
            self.put_into_battle(dest.name, [card], cause, from_zone=from_zone)
            return True
        if not self._capacity_ok(dest, to):
            self._overflow(card, to, cause)
            return False
        card.tapped = False
        zone_list = dest.cards_in(to)
        if to is Zone.DECK and not bottom:
            zone_list.insert(0, card)
        else:
            zone_list.append(card)
        if to is Zone.MANA:
            self.profile.mana.on_put(self, dest, card, landing_civs or card.definition.civilizations)
        self.emit(Event("moved", dest.name, card=card, from_zone=from_zone, to_zone=to, cause=cause))
        return True

    def put_into_battle(self, player: str, cards: list[Card], cause: str,
                        from_zone: Zone | None = None, tapped: bool = False,
                        onto: Creature | Sequence[Creature] | None = None) -> Creature | None:
        """Put a creature into the battle zone (top card first in ``cards``). ``onto``: the
        evolution source(s); several (進化V) are stacked in the order given, and the new stack
        is tapped if any source was (an assumption: the sources don't say). A landing
        replacement (:mod:`engine.replacement`) applies to a single card before it moves; a
        full battle zone (DMPS: 7 objects) then sends the cards to the graveyard, no event."""
        p = self.players[player]
        if len(cards) == 1:
            where = self.locate(cards[0])
            origin = from_zone or (where[1] if where else None)
            if replacement.apply(self, replacement.Pending(cards[0], Zone.BATTLE, cause, player, origin)):
                return None
        for c in cards:
            if self.locate(c) is not None:
                self._take(c)
        if onto is None and not self._capacity_ok(p, Zone.BATTLE):
            for c in cards:
                self._overflow(c, Zone.BATTLE, cause)
            return None
        if isinstance(onto, Creature):
            onto = [onto]
        if onto:
            stack = list(cards)
            for src in onto:
                p.battle.remove(src)
                stack.extend(src.cards)
            tapped = any(src.tapped for src in onto)
        else:
            stack = list(cards)
        cr = Creature(self.next_uid(), stack, player, self._next_position(), self.turn_id,
                      tapped=tapped, entered_by=cause)
        p.battle.append(cr)
        if onto and self.attacking in onto:
            self.attacking = cr  # an evolved attacker goes on attacking (侵略)
        self._choose_shield_force(cr)
        self.emit(Event("entered", player, card=cr.top, creature=cr, from_zone=from_zone,
                        to_zone=Zone.BATTLE, cause=cause))
        return cr

    def _choose_shield_force(self, cr: Creature) -> None:
        """シールド・フォース (DM-28): as the creature enters, its controller may choose one of
        their shields; the creature has its shield-force abilities while that shield stays."""
        if not any(ab.kind == "static" and "shield force" in ab.static for ab in cr.definition.abilities):
            return
        shields = self.players[cr.controller].shields
        pick = self.decide(cr.controller, "shield force", [*shields, None],
                           lambda c: "none" if c is None else f"shield {shields.index(c) + 1}")
        if pick is not None:
            self.shield_force[cr.uid] = pick

    def shield_force_shield(self, creature: Creature) -> Card | None:
        """The shield the creature's shield force chose, while it is still one of its
        controller's shields (000: a shield send that overflows touches no shield, so it
        does not release shield force)."""
        card = self.shield_force.get(creature.uid)
        return card if card is not None and card in self.players[creature.controller].shields else None

    def _shield_force_power(self, creature: Creature) -> int:
        if self.shield_force_shield(creature) is None:
            return 0
        return sum(int(ab.static["shield force"].get("power", 0)) for ab in creature.definition.abilities
                   if ab.kind == "static" and "shield force" in ab.static)

    def remove_creature(self, creature: Creature, to: Zone, cause: str, bottom: bool = False) -> None:
        """A creature leaves the battle zone: its cards go to ``to``, top card first
        (``bottom``: to the bottom of the deck instead of the top)."""
        p = self.players[creature.controller]
        if creature not in p.battle:
            return
        if replacement.apply(self, replacement.Pending(creature.top, to, cause, creature.controller,
                                                       Zone.BATTLE, leaving=creature)):
            return  # a leave replacement (e.g. meteorburn) keeps it in the battle zone
        p.battle.remove(creature)
        destroyed = cause == "destroyed"
        self.emit(Event("left", creature.controller, card=creature.top, creature=creature,
                        from_zone=Zone.BATTLE, to_zone=to, cause=cause, data={"destroyed": destroyed}))
        for c in creature.cards:
            landing = None
            if to is Zone.MANA:
                landing = self._landing_civs(creature, c)
            self._place_from_battle(c, to, cause, landing, bottom)

    def _landing_civs(self, creature: Creature, card: Card) -> tuple[Civ, ...]:
        """The civilizations a card has as it lands in the mana zone. A God card reverts to its
        card form before landing; a 中央G・リンク card only after (000, the God rows)."""
        d = card.definition
        if card is creature.top and d.god == "central g link" and d.battle_civilizations:
            return d.battle_civilizations
        return d.civilizations

    def _place_from_battle(self, card: Card, to: Zone, cause: str,
                           landing: tuple[Civ, ...] | None, bottom: bool = False) -> None:
        owner = self.players[card.owner]
        if card.definition.type.is_hyperspatial and to is not Zone.HYPERSPATIAL:
            to = Zone.HYPERSPATIAL
        if replacement.apply(self, replacement.Pending(card, to, cause, owner.name, Zone.BATTLE)):
            return
        if not self._capacity_ok(owner, to):
            self._overflow(card, to, cause)
            return
        card.tapped = False
        if to is Zone.DECK and not bottom:
            owner.deck.insert(0, card)
        else:
            owner.cards_in(to).append(card)
        if to is Zone.MANA:
            self.profile.mana.on_put(self, owner, card, landing or card.definition.civilizations)
        self.emit(Event("moved", owner.name, card=card, from_zone=Zone.BATTLE, to_zone=to, cause=cause))

    def destroy(self, creatures: Sequence[Creature], cause: str = "destroyed") -> None:
        """Destroy creatures together, in the order given (a battle: the first of the pair
        first), or as the profile's move policy orders them (:mod:`engine.moves`)."""
        move_together(self, creatures, Zone.GRAVEYARD, "destroyed")

    # ------------------------------------------------------------ basic moves
    def draw(self, player: str, n: int = 1) -> int:
        """Draw n cards one at a time. A draw with a full hand is no draw (DMPS): the card
        goes to the graveyard and no "drew" event happens. Returns cards drawn."""
        p = self.players[player]
        drawn = 0
        for _ in range(n):
            if not p.deck:
                self.note(f"player {player} cannot draw: the deck is empty")
                break
            card = p.deck[0]
            if not self._capacity_ok(p, Zone.HAND):
                p.deck.pop(0)
                self._overflow(card, Zone.HAND, "draw")
                continue
            p.deck.pop(0)
            p.hand.append(card)
            drawn += 1
            self.emit(Event("drew", player, card=card, from_zone=Zone.DECK, to_zone=Zone.HAND, cause="draw"))
        return drawn

    # ------------------------------------------------------------------ turns
    def start_turn(self, player: str) -> None:
        self.turn_player = player
        p = self.players[player]
        p.turns_taken += 1
        p.charged_this_turn = False
        if player == self.first_player and p.turns_taken > 1:
            self.round += 1
        self.trace.add("turn", f"player {player}'s turn {p.turns_taken} starts (round {self.round})")
        for cr in p.battle:
            cr.tapped = False
        self.profile.mana.turn_start(self, p)
        self.emit(Event("turn started", player))
        self.settle()
        if self.game_over:
            return
        if player == self.first_player and p.turns_taken == 1:
            self.note(f"player {player} goes first and skips the first draw")
        else:
            self.draw(player, 1)
        self.settle()

    def end_turn(self) -> None:
        player = self.turn_player
        self.emit(Event("turn ended", player))
        self.settle()
        for p in self.players.values():
            p.cap_doubled = False
            for cr in p.battle:  # "this turn" effects of the grant and power operations end
                cr.power_bonus = 0
                cr.granted_keywords.clear()
        if self.game_over:
            return
        limit = self.profile.turn_limit
        second = other(self.first_player)
        if limit is not None and player == second and self.players[second].turns_taken >= limit:
            self._end_game(winner=None, reason=f"the turn limit ({limit}) ran out: both players lose")
            return
        self.start_turn(other(player))

    def win(self, player: str, reason: str) -> None:
        """``player`` wins now (a card's own win condition, 003 勝利条件)."""
        self._end_game(player, reason)

    def _end_game(self, winner: str | None, reason: str) -> None:
        if self.game_over:
            return
        self.game_over = True
        for p in self.players.values():
            p.won = p.name == winner
            p.lost = p.name != winner
        self.trace.add("game", reason)

    # --------------------------------------------------------------- actions
    def refuse(self, why: str) -> None:
        self.last_refusal = why
        self.trace.add("refused", why)
        raise IllegalActionError(why)

    def charge(self, player: str, card: Card) -> None:
        p = self.players[player]
        if card not in p.hand:
            self.refuse(f"{card.name} is not in player {player}'s hand")
        if player != self.turn_player:
            self.refuse(f"it is not player {player}'s turn: only the turn player charges mana")
        if p.charged_this_turn:
            self.refuse(f"player {player} has already charged mana this turn")
        p.charged_this_turn = True
        self.move_card(card, Zone.MANA, "charge")
        self.settle()

    def summon_problem(self, player: str, card: Card) -> str | None:
        p = self.players[player]
        d = card.definition
        if card not in p.hand:
            return f"{card.name} is not in player {player}'s hand"
        if player != self.turn_player:
            return f"it is not player {player}'s turn"
        if not d.type.is_creature:
            return f"{card.name} is not a creature"
        need = int(d.evolves_from.get("count", 1))
        if d.type is CardType.EVOLUTION_CREATURE and len(self.evolution_sources(player, d)) < need:
            return (f"{card.name} needs an evolution source in the battle zone" if need == 1 else
                    f"{card.name} needs {need} evolution sources in the battle zone")
        full = self.profile.limits.summon_problem(len(p.battle), d.type is CardType.EVOLUTION_CREATURE)
        if full:
            return full
        return self.profile.mana.payment_problem(self, p, d, d.cost)

    def cast_problem(self, player: str, card: Card) -> str | None:
        p = self.players[player]
        if card not in p.hand:
            return f"{card.name} is not in player {player}'s hand"
        if player != self.turn_player:
            return f"it is not player {player}'s turn"
        if card.definition.type is not CardType.SPELL:
            return f"{card.name} is not a spell"
        return self.profile.mana.payment_problem(self, p, card.definition, card.definition.cost)

    def evolution_sources(self, player: str, d: CardDef) -> list[Creature]:
        want = d.evolves_from
        out = []
        for cr in self.players[player].battle:
            if "race" in want and want["race"] in cr.definition.races:
                out.append(cr)
            elif "name" in want and want["name"] == cr.name:
                out.append(cr)
            elif "civilization" in want and want["civilization"] in cr.civilizations:
                out.append(cr)
            elif "race category" in want and any(want["race category"] in r for r in cr.definition.races):
                out.append(cr)
        return out

    def summon(self, player: str, card: Card, paying: Sequence[Card] | None = None,
               onto: Creature | Sequence[Creature] | None = None) -> Creature | None:
        why = self.summon_problem(player, card)
        if why:
            self.refuse(f"player {player} cannot summon {card.name}: {why}")
        d = card.definition
        try:
            self.profile.mana.pay(self, self.players[player], d, d.cost, paying)
        except IllegalActionError as exc:
            self.refuse(f"player {player} cannot summon {card.name}: {exc}")
        if d.type is CardType.EVOLUTION_CREATURE and onto is None:
            sources = self.evolution_sources(player, d)
            chosen: list[Creature] = []
            for _ in range(int(d.evolves_from.get("count", 1))):  # 進化V / GV: 2 / 3 sources (003)
                chosen.append(self.decide(player, "evolve onto", [c for c in sources if c not in chosen],
                                          lambda c: c.name))
            onto = chosen[0] if len(chosen) == 1 else chosen
        self.players[player].hand.remove(card)
        cr = self.put_into_battle(player, [card], "summon", from_zone=Zone.HAND, onto=onto)
        self.settle()
        return cr

    def cast(self, player: str, card: Card, free: bool = False) -> None:
        if not free:
            why = self.cast_problem(player, card)
            if why:
                self.refuse(f"player {player} cannot cast {card.name}: {why}")
            self.profile.mana.pay(self, self.players[player], card.definition, card.definition.cost)
        self._resolve_spell(player, card)
        self.settle()

    def _resolve_spell(self, player: str, card: Card) -> None:
        where = self.locate(card)
        if where is not None:
            where[0].cards_in(where[1]).remove(card)
        self.emit(Event("cast", player, card=card, from_zone=where[1] if where else None, cause="cast"))
        from engine.effects import run_effects

        run_effects(self, player, self.spell_effects(card.definition), source_card=card)
        self.move_card(card, Zone.GRAVEYARD, "spell resolved")

    @staticmethod
    def spell_effects(d: CardDef) -> tuple[Effect, ...]:
        """What a spell does: the effects of its ``when: this cast`` abilities, in text order."""
        return tuple(e for ab in d.abilities if ab.kind == "triggered" and ab.trigger is not None
                     and ab.trigger.event == "this cast" for e in ab.effects)

    # ---------------------------------------------------------------- attacks
    def attack(self, attacker: Creature, target: Creature | str) -> None:
        """``target`` is the defending player's name or one of their creatures (engine.combat)."""
        combat.attack(self, attacker, target)

    def blocker_options(self, attacker: Creature) -> list[Creature]:
        return combat.blocker_options(self, attacker)

    def battle(self, a: Creature, b: Creature) -> None:
        combat.battle(self, a, b)

    def break_shields(self, attacker: Creature | None, defender: str, n: int) -> None:
        combat.break_shields(self, attacker, defender, n)

    def use_for_free(self, player: str, card: Card, cause: str) -> None:
        """Use a card without paying its cost (shield trigger and similar)."""
        combat.use_for_free(self, player, card, cause)

    # ---------------------------------------------------------- effect helpers
    def effect(self, player: str, effect: Effect) -> None:
        """Apply one effect of the vocabulary for ``player`` (no source card), then settle."""
        from engine.effects import run_effects

        run_effects(self, player, (effect,), source_card=None)
        self.settle()

    # -------------------------------------------------------------- resolution
    def state_based_actions(self) -> None:
        if self.game_over:
            return
        losers = [p.name for p in self.players.values() if not p.deck]
        if losers:  # each loss may be replaced; an empty deck is checked again at once (engine.replacement)
            losers = replacement.losses(self, losers, "deck out", lambda name: not self.players[name].deck)
            if self.game_over:
                return
        if losers:
            if len(losers) == 2:
                self._end_game(None, "both decks are empty: both players lose")
            else:
                self._end_game(other(losers[0]),
                               f"player {losers[0]}'s deck is empty: player {losers[0]} loses")
            return
        dead = [cr for cr in self.all_creatures() if cr.definition.type.is_creature and self.power(cr) <= 0]
        if dead:
            self.note("state-based: power 0 or less is destroyed: "
                      + ", ".join(f"{c.name} (power {self.power(c)})" for c in dead),
                      sba_destroyed={c.name: self.power(c) for c in dead})
            self.destroy(dead, "destroyed")
        if isinstance(self.profile.mana, PoolMana):
            for p in self.players.values():
                self.profile.mana.normalise(self, p)

    def _next_waiting(self) -> tuple[Waiting, str]:
        """The next effect to resolve (removed from the waiting ones) and why it is next."""
        popped = self.waiting.pop_by_key()
        if popped is not None:
            best, key, runner, runner_key = popped
            return best, self.profile.ordering.explain(best, key, runner, runner_key)
        pick, why = self.profile.ordering.next(self, self.waiting.as_list())
        self.waiting.remove(pick)
        return pick, why

    def settle(self) -> None:
        """Run state-based actions and resolve waiting effects until none are left."""
        steps = 0
        while True:
            self.state_based_actions()
            if self.game_over:
                return
            if self.deferred and not any(w.controller == self.turn_player for w in self.waiting):
                events, self.deferred = self.deferred, []
                for event in events:  # the non-turn player's later-looking abilities (000)
                    self._collect_triggers(event, None, later=True)
            if not self.waiting:
                return
            pick, why = self._next_waiting()
            self.trace.add("resolve", f"{pick.describe()}  [{why}]", rule=why,
                           controller=pick.controller)
            self.resolved.append(pick)
            from engine.effects import resolve_waiting

            resolve_waiting(self, pick)
            steps += 1
            if steps >= RESOLUTION_BOUND:
                raise TriggerLoopError(f"waiting effects kept triggering: stopped after {steps} "
                                       f"resolutions (bound {RESOLUTION_BOUND}); the last was "
                                       f"{pick.describe()}")
