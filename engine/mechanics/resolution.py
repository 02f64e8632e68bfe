"""The resolution loop: events, the abilities they trigger, state-based actions, and the
waiting effects resolved one at a time in the order the profile gives.

Every change is an event (:func:`emit`); the abilities it triggers start waiting (待機), the
declared ones only if declared (:mod:`engine.mechanics.declarations`). Moves made together
(:func:`simultaneously`) collect their events and trigger once the batch ends, looking back
at the board before it. :func:`settle` runs the state-based actions and resolves waiting
effects until none are left; a chain longer than :data:`RESOLUTION_BOUND` is a loop.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engine.kernel.registry import Context, check, run
from engine.kernel.rules import Rules
from engine.mechanics import castles, gr, replacement, seals, stacked_shields, weapons
from engine.mechanics.declarations import admit, declare_kind, declared_at_resolution
from engine.mechanics.kinds import steady
from engine.mechanics.triggers import collect
from engine.model.cards import Ability, CardDef
from engine.model.decisions import Decision
from engine.model.errors import ScriptError, TriggerLoopError
from engine.model.events import Batch, Event
from engine.model.objects import Creature, Zone, other
from engine.model.outcome import Outcome, Termination
from engine.model.snapshot import state_key
from engine.model.trace import Chose, EventRecord, PowerDestroyed, Resolved, WaitingRecord
from engine.model.waiting import Waiting

# A chain of waiting effects longer than this is reported as a loop, not run forever.
RESOLUTION_BOUND = 10_000
# Checks of power 0 or less in a row (each destroy kept by a replacement that changed the board) before
# the repetition is reported as a loop.
POWER_CHECK_BOUND = 100


def emit(game: Rules, event: Event) -> Event:
    """Record an event; the abilities it triggers start waiting (at the end of a batch)."""
    game.state.event_seq += 1
    event.seq = game.state.event_seq
    event.data.setdefault("turn", game.state.turn_id)
    event.data.setdefault("batch", game.state.batch.number if game.state.batch is not None else -event.seq)
    game.state.events.append(event)
    if event.to_zone is Zone.SHIELDS and event.card is not None:
        event.card.shielded_from = event.from_zone
    game.trace.add(EventRecord.of(event))
    if game.state.batch is not None:
        game.state.batch.events.append(event)
    else:
        collect_triggers(game, event, None)
    return event


@contextmanager
def simultaneously(game: Rules) -> Iterator[None]:
    """Moves made together: leave triggers look back at the board before the batch."""
    if game.state.batch is not None:
        yield
        return
    game.state.batches += 1
    batch = game.state.batch = Batch(game.state.batches, [cr for p in game.state.players.values() for cr in p.battle])
    try:
        yield
    finally:
        game.state.batch = None
        for event in batch.events:
            collect_triggers(game, event, batch.observers)


def collect_triggers(game: Rules, event: Event, before: list[Creature] | None, later: bool = False) -> None:
    """Abilities ``event`` triggers start waiting; declared ones only if declared, and the
    non-turn player's later-looking ones in a second pass (``later``, :mod:`engine.mechanics.declarations`)."""
    for w in admit(game, event, collect(game, event, before), later):
        game.state.waiting_seq += 1
        w.seq = game.state.waiting_seq
        if w.ability.modes and not game.profile.modes.at_resolution:  # before 2022-06-24
            w.mode = choose_mode(game, w)
        game.state.waiting.add(w, game.profile.ordering.key(game, w))
        game.state.triggered_in_batch.add((id(w.ability), w.source_card.uid if w.source_card is not None else 0,
                                           event.data.get("batch")))
        game.trace.add(WaitingRecord(w.source_name, w.ability_name, w.controller, w.zone))


def state_based_actions(game: Rules) -> None:
    """Empty decks lose (each loss may be replaced), the cards and elements that can't be where they
    are go (a castle, a GR creature, a weapon alone), creatures of power 0 or less are destroyed, the
    mana counters are normalised."""
    if game.state.game_over:
        return
    losers = [p.name for p in game.state.players.values() if not p.deck]
    if losers:  # each loss may be replaced; an empty deck is checked again at once (engine.mechanics.replacement)
        losers = replacement.losses(game, losers, "deck out", lambda name: not game.state.players[name].deck)
        if game.state.game_over:
            return
    if losers:
        if len(losers) == 2:
            game.end_game(Outcome(Termination.BOTH_DECKS_OUT, None, "both decks are empty: both players lose"))
        else:
            game.end_game(Outcome(Termination.DECK_OUT, other(losers[0]),
                                  f"player {losers[0]}'s deck is empty: player {losers[0]} loses"))
        return
    stacked_shields.clean_up(game)  # a stack whose top card left alone is still a shield
    castles.clean_up(game)  # a castle whose shield left goes to the graveyard (engine.mechanics.castles)
    seals.unseal_for_commands(game)  # a command entered: its owner removes a seal (116.4a)
    gr.back_to_gr(game)  # a GR creature out of the battle zone goes to the bottom of its super GR (118)
    weapons.clean_up(game)  # a weapon equipped to no creature goes to the hyperspatial zone (117.2)
    destroy_powerless(game)
    for p in game.state.players.values():
        game.profile.mana.normalise(game, p)


def destroy_powerless(game: Rules) -> None:
    """Creatures of power 0 or less are destroyed, together. Checked with the other state-based
    actions, and also between two steps of one effect: Q&A 46075 (2025-02-12) has a power-0
    creature that an ability puts into the battle zone and then gives +3000 destroyed before the
    +3000 applies (the engine's reading: this one check runs inside an effect; losing by an empty
    deck waits for the effect's end, as before)."""
    for _ in range(POWER_CHECK_BOUND):
        if game.state.game_over:
            return
        with steady(game):  # reading powers changes nothing (engine.mechanics.kinds)
            dead = [cr for cr in game.state.all_creatures() if cr.definition.type.is_creature and game.power(cr) <= 0]
            if not dead:
                return
            powers = tuple((c.name, game.power(c)) for c in dead)
        before, mark = state_key(game.state), game.trace.mark()
        game.trace.add(PowerDestroyed(powers))
        game.destroy(dead, "destroyed")
        if state_key(game.state) == before and not any(isinstance(r, Chose) for r in game.trace.since(mark)):
            _endless(game, dead)
            return
    raise TriggerLoopError(f"creatures of power 0 or less kept being destroyed and kept: stopped after "
                           f"{POWER_CHECK_BOUND} checks")


def _endless(game: Rules, kept: list[Creature]) -> None:
    """The check destroyed creatures of power 0 or less, a replacement no player chose kept them, and
    nothing changed: the same check would do the same forever. dmwiki 無限ループ names this case
    (「バトルゾーンを離れる時、離れるかわりにとどまる。」 and 「パワー0以下のクリーチャーは破壊される」) as a
    loop no player can stop (選択肢のないループ); the tournament rules (競技イベント運営ルール) void such a
    game. The engine's reading: the game ends there with no winner."""
    names = ", ".join(cr.name for cr in kept)
    game.end_game(Outcome(Termination.LOOP, None,
                          f"{names} (power 0 or less) is destroyed and kept in the battle zone again and again, with "
                          "no choice to stop it: a loop no player can stop; the game ends with no winner"))


def next_waiting(game: Rules) -> tuple[Waiting, str]:
    """The next effect to resolve (removed from the waiting ones) and why it is next."""
    return game.profile.ordering.next(game, game.state.waiting)


def settle_step(game: Rules) -> None:
    """One step of settling (``game.settle()``): the state-based actions run; then, if an effect
    is waiting, the next one resolves and settling goes on after it (and after what it asked for
    next); when none is left, settling is done. Each resolution is its own step of the agenda
    (engine.model.agenda), so the choice of the next waiting effect comes first in a step."""
    state = game.state
    state_based_actions(game)
    if state.game_over:
        return
    if state.deferred and not any(w.controller == state.turn_player for w in state.waiting):
        events, state.deferred = state.deferred, []
        for event in events:  # the non-turn player's later-looking abilities (000)
            collect_triggers(game, event, None, later=True)
    if not state.waiting:
        state.chain = 0
        return
    game.later(resolve_next)


def resolve_next(game: Rules) -> None:
    """The next waiting effect (the profile's order, or its controller's choice) resolves; then
    settling goes on. A chain longer than RESOLUTION_BOUND is a loop."""
    state = game.state
    pick, why = next_waiting(game)
    game.trace.add(Resolved(pick.source_name, pick.ability_name, pick.controller, why, pick.tag,
                            game.profile.ordering.classify(game, pick), True, pick.seq, pick.position,
                            pick.is_enter, pick.ability_index, pick.special, pick.choice_rank))
    state.resolving = pick
    resolve_waiting(game, pick)
    state.resolving = None
    state.chain += 1
    if state.chain >= RESOLUTION_BOUND:
        raise TriggerLoopError(f"waiting effects kept triggering: stopped after {state.chain} "
                               f"resolutions (bound {RESOLUTION_BOUND}); the last was "
                               f"{pick.describe()}")
    game.settle()


def resolve_waiting(game: Rules, w: Waiting) -> None:
    """Resolve one waiting effect: its condition, its declaration, its "may", its effects."""
    ctx = Context(game, w.controller, w.source_card, w.source_creature, event=w.event)
    if not check(ctx, w.ability.condition):
        game.note(f"{w.describe()}: its condition is not met at resolution, it does nothing")
        return
    if not declared_at_resolution(game, w):  # a declared ability not declared yet is offered now
        return
    if w.source_card is not None:
        game.checkpoint("ability resolves", w.source_card)  # a moment verdicts may look at
    if w.ability.once_per_turn and _used_this_turn(game, w):
        game.note(f"{w.describe()}: it was used this turn already (each turn once), it does nothing")
        return
    if w.ability.optional and not declare_kind(w.ability):  # declared means used (Q&A 45607)
        use = game.decide(w.controller, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {w.source_name}")
        if use == "skip":
            return
    if w.ability.once_per_turn and w.source_card is not None:
        state = game.state
        state.replaced_this_turn = state.replaced_this_turn | {(id(w.ability), w.source_card.uid, state.turn_id)}
    run_ability(ctx, w.ability, w.mode)


def _used_this_turn(game: Rules, w: Waiting) -> bool:
    """「各ターンに一度」 / 「この能力は、各ターン1度しか使えない」: this card's ability was used this turn.
    It triggers each time (603.2) and is spent only when its controller uses it; each card of an
    element is a source of its own (109.2c; dmjudgeall on 「正義星帝」 <ライオネル.Star>: the card put
    on top has an unused ability). Kept with the once-per-turn replacements, by ability, card, turn."""
    return (w.source_card is not None
            and (id(w.ability), w.source_card.uid, game.state.turn_id) in game.state.replaced_this_turn)


def run_ability(ctx: Context, ability: Ability, mode: str = "") -> None:
    """What an ability does as it resolves: the mode chosen (「次のうちいずれか１つを選ぶ」: ``mode``
    if it was chosen as it started waiting, else its controller chooses now), then its effects."""
    if ability.modes:
        chosen = mode or pick_mode(ctx.game, ctx.controller, ability)
        run(ctx, dict(ability.modes)[chosen])
    run(ctx, ability.effects)


def pick_mode(game: Rules, controller: str, ability: Ability) -> str:
    """The controller chooses one of the ability's modes."""
    return game.decide(controller, Decision.MODE, [label for label, _ in ability.modes], str)


def choose_mode(game: Rules, w: Waiting) -> str:
    """The controller chooses one of the waiting ability's modes (the profile says when)."""
    return pick_mode(game, w.controller, w.ability)


def unstated_ability(card: CardDef) -> Ability | None:
    """The card's ability whose timing the sources don't give (``when: unstated timing``)."""
    abilities = [ab for ab in card.abilities if ab.trigger is not None and ab.trigger.event == "unstated timing"]
    if len(abilities) > 1:
        raise ScriptError(f"{card.name} has {len(abilities)} abilities of unstated timing; the step can't pick one")
    return abilities[0] if abilities else None


def resolve_unstated(game: Rules, player: str, card: CardDef, times: int = 1) -> None:
    """The ability of ``card`` whose timing the sources don't give resolves for ``player``,
    ``times`` times, each followed by the waiting effects it caused."""
    ab = unstated_ability(card)
    if ab is None:
        game.note(f"{card.name} has no ability of unstated timing under {game.profile.name}: nothing resolves")
        return
    _resolve_unstated_once(game, player, card.name, ab, times)


def _resolve_unstated_once(game: Rules, player: str, name: str, ab: Ability, times: int) -> None:
    """One of ``times`` resolutions of the ability of unstated timing of the card ``name``, then the
    waiting effects it caused, then the next."""
    game.trace.add(Resolved(name, ab.text, player, waited=False))
    ctx = Context(game, player, None)
    if check(ctx, ab.condition):
        run_ability(ctx, ab)
    game.settle()
    if times > 1:
        game.later(_resolve_unstated_once, player, name, ab, times - 1)
