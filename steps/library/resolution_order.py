"""Steps about waiting effects: the order they resolved in, and what other orders allow."""

from __future__ import annotations

import re
from collections.abc import Callable
from math import factorial

from pytest_bdd import given, when

from engine.model.cards import Effect
from engine.model.decisions import Decision
from engine.model.objects import Zone
from engine.model.trace import CastForFree, Declared, EventRecord, Record, Resolved
from steps.runtime.ability_words import ABILITY_COLUMN, ability_named
from steps.runtime.exploring import branches, explored_worlds, numbered, read_order
from steps.runtime.lists import in_order, names, parse_list, split_index
from steps.runtime.phrases import phrase
from steps.runtime.refs import base_name, card_name, copies
from steps.runtime.verdicts import evaluate, quantified, verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
RULE_SOURCE = "(rule)"  # the source of an effect that waits by a rule, not a card
ORDER = (Decision.ORDER,)  # what the order verdicts explore: which waiting effect resolves next


def resolutions(world: World) -> list[Resolved]:
    """The waiting effects that resolved, in order (from the trace)."""
    return world.game.trace.resolutions()


def _resolution_row(record: Resolved, columns: list[str], numbers: dict[int, str]) -> str:
    source = record.source + numbers.get(record.source_uid, "")
    cells = {"source": source, "ability": record.ability, "controller": f"player {record.controller}",
             "rank": record.rank}
    return " | ".join(cells.get(c, "?") for c in columns)


def copy_numbers(world: World, datatable: list[list[str]]) -> dict[int, str]:
    """``#k`` for each copy of a card the table names with an index (``X#2``), by object number: the
    k-th copy the set-up made, as the set-up steps number them. A source written ``X#k`` is then
    compared with the copy that resolved, so ``X#9`` fails where there are two copies."""
    header = [h.strip().lower() for h in datatable[0]]
    indexed = {base_name(world, cell) for row in datatable[1:] for h, cell in zip(header, row, strict=False)
               if h == "source" and cell.strip() != RULE_SOURCE and split_index(cell)[1]}
    out: dict[int, str] = {}
    for name in indexed:
        uids = sorted({card.uid for _, _, card in copies(world, name)})
        out.update({uid: f"#{k}" for k, uid in enumerate(uids, 1)})
    return out


def resolution_steps(world: World, datatable: list[list[str]]) -> Callable[[Record], list[str]]:
    """What each record shows of the order of resolution: a resolved waiting effect, as its
    source (with its copy's ``#k`` where the table numbers that card), and its ability and
    controller if the table has those columns."""
    header = [h.strip().lower() for h in datatable[0]]
    columns = ["source", *(c for c in ("ability", "controller") if c in header)]
    return _resolutions_as(columns, copy_numbers(world, datatable))


def ranked_steps(world: World, datatable: list[list[str]]) -> Callable[[Record], list[str]]:
    """What each record shows of the ranked order of resolution: a resolved waiting effect, in the
    table's columns (source, ability, controller, rank)."""
    return _resolutions_as([h.strip().lower() for h in datatable[0]], copy_numbers(world, datatable))


def _resolutions_as(columns: list[str], numbers: dict[int, str]) -> Callable[[Record], list[str]]:
    def shows(record: Record) -> list[str]:
        if isinstance(record, Resolved) and record.waited:
            return [_resolution_row(record, columns, numbers)]
        return []
    return shows


def _cell(world: World, column: str, value: str) -> str:
    """A cell of an order table as the engine writes it: ``player A`` for a controller, the
    catalog's name for a source (checked: a misspelt source is an error)."""
    value = value.strip()
    if column == "controller" and not value.startswith("player"):
        return f"player {value}"
    if column == "source" and value != RULE_SOURCE:
        return card_name(world, value)  # with its #k, if any (compared with the copy that resolved)
    return value


def _wanted_rows(world: World, datatable: list[list[str]]) -> list[str]:
    header = [h.strip().lower() for h in datatable[0]]
    rows = [[_cell(world, h, c) for h, c in zip(header, row, strict=False)] for row in datatable[1:]]
    if "source" in header and "ability" in header:  # the ability as the trace names it (its printed wording too)
        s, a = header.index("source"), header.index("ability")
        for row in rows:
            if a < len(row) and s < len(row) and row[s] != RULE_SOURCE:
                row[a] = ability_named(world, split_index(row[s])[0], row[a])
    return [" | ".join(row) for row in rows]


def resolve_order(world: World, datatable: list[list[str]]) -> tuple[str, str]:
    """The effects that waited resolved exactly in this order (table: source [, ability]
    [, controller]); every source must be a catalog card. The ability: as the trace names it (its
    label, else its trigger event), another of its trigger events, or its printed wording (the
    card's text, or its start)."""
    return read_order(world, resolution_steps, datatable=datatable), numbered(_wanted_rows(world, datatable))


verdict(r"the waiting effects resolve in this order:", order=resolution_steps)(resolve_order)
resolve_order.__dict__["accepts"] = ABILITY_COLUMN


def _orders(world: World) -> set[tuple[str, ...]]:
    """The distinct orders (by which waiting effect, not just its name) the players can reach."""
    orders = {tuple(r.tag for r in resolutions(branch)) for branch in explored_worlds(world, ORDER)}
    world.reached = [str(o) for o in orders]
    return orders


def _nothing_to_order(world: World, orders: set[tuple[str, ...]]) -> str | None:
    """What the order verdicts observe when their premise is absent: no run was read (the
    exploration's guard stopped it before any run ended: what waited is unknown, not none), or in
    no run did two or more effects wait together (one effect has no order to choose or to fix)."""
    if not orders:
        return f"no run was explored to its end ({branches(world, ORDER).graph.stopped or 'none found'})"
    most = max(len(o) for o in orders)
    return None if most >= 2 else f"nothing to order ({most} waiting effect{'' if most == 1 else 's'})"


def any_order(world: World) -> tuple[str, str]:
    """Every order of the waiting effects is reachable (the players choose); at least two must
    wait, else the verdict fails (it would hold of nothing)."""
    orders = _orders(world)
    if absent := _nothing_to_order(world, orders):
        return absent, "any order"
    everything = factorial(max(len(o) for o in orders))
    observed = "any order" if len(orders) == everything else f"{len(orders)} of {everything} orders"
    return observed, "any order"


verdict(r"the waiting effects may resolve in any order", explores=True)(any_order)


def fixed_order(world: World) -> tuple[str, str]:
    """No player choice changes the order of the waiting effects; at least two must wait, else
    the verdict fails (it would hold of nothing)."""
    orders = _orders(world)
    if absent := _nothing_to_order(world, orders):
        return absent, "one fixed order"
    return ("one fixed order" if len(orders) == 1 else f"{len(orders)} orders reachable"), "one fixed order"


verdict(r"the waiting effects resolve in one fixed order", explores=True)(fixed_order)


def in_some_order(world: World, quant: str, claim: str) -> tuple[str, str]:
    """A claim that holds after some (or every) order of the waiting effects the players may choose."""
    results = [evaluate(branch, claim) for branch in explored_worlds(world, ("order",))]
    world.reached = [obs for obs, _ in results]
    return quantified(quant, results, "orders")


verdict(r"in (?P<quant>some|every) order of the waiting effects, (?P<claim>.+)", explores=True)(in_some_order)


# ------------------------------------------------ ranks, and effects that move several cards
def resolve_order_ranked(world: World, datatable: list[list[str]]) -> tuple[str, str]:
    """The order table with a ``rank`` column: the class the profile's precedence put each effect
    in (DMPS: ``enters`` / ``other`` in the battle zone, else ``<zone> zone``; older DMPS: the
    trigger kind; TCG: none)."""
    return read_order(world, ranked_steps, datatable=datatable), numbered(_wanted_rows(world, datatable))


verdict(r"the waiting effects resolve in this order, ranked:", order=ranked_steps)(resolve_order_ranked)
resolve_order_ranked.__dict__["accepts"] = ABILITY_COLUMN


def _run_effect(world: World, player: str, description: str, effect: Effect, choices: list[str]) -> None:
    """Script the targets / picks, then resolve one effect of the player's and settle."""
    if not world.begin():
        return
    kind = "put into battle zone" if effect.op == "put from hand" else "target"
    for name in choices:
        world.decider.add(player, kind, name)
    world.act(description, world.game.effect, player, effect)


@when(phrase(rf"an effect of {P}'s that puts creatures from their hand into the battle zone one at a time "
                 r"resolves, choosing (?P<cards>.+)"))
def effect_puts_from_hand(world: World, player: str, cards: str) -> None:
    """One effect puts creatures from the hand one at a time, in the order chosen (each
    enters on its own event, 000 help: クリーチャー)."""
    chosen = in_order(cards)
    effect = Effect("put from hand", {"count": len(chosen)})
    _run_effect(world, player, f"put {cards} from hand", effect, chosen)


@when(phrase(rf"an effect of {P}'s that destroys all creatures with power (?P<n>\d+) or less resolves"))
def effect_destroys_all(world: World, player: str, n: str) -> None:
    """A "destroy all" effect: every creature of both players with at most that power (000: the
    creatures move left first)."""
    effect = Effect("destroy", {"target": {"player": "each", "count": "all", "max power": int(n)}})
    _run_effect(world, player, f"destroy all with power {n} or less", effect, [])


@when(phrase(rf"an effect of {P}'s that destroys up to (?P<n>\d+) of player (?P<owner>[AB])'s creatures "
                 r"resolves, choosing (?P<cards>.+)"))
def effect_destroys_chosen(world: World, player: str, n: str, owner: str, cards: str) -> None:
    """A "destroy n" effect: the creatures go in the order they were chosen (000)."""
    whose = "you" if owner == player else "opponent"
    effect = Effect("destroy", {"target": {"player": whose, "count": f"up to {n}"}})
    _run_effect(world, player, f"destroy up to {n}", effect, in_order(cards))


@when(phrase(rf"an effect of {P}'s that puts (?P<card>.+?) into its owner's mana zone and then "
                 r"(?P<card2>.+?) from that mana zone into the battle zone(?: onto (?P<onto>.+?))? resolves"))
def effect_mana_then_battle(world: World, player: str, card: str, card2: str, onto: str | None) -> None:
    """One effect moves a creature to its owner's mana zone, then puts a card from that mana
    zone into the battle zone (神歌の星域-type effects, 001); nothing resolves in between."""
    if not world.begin():
        return
    leaving = world.find_creature(card)
    base = world.find_creature(onto, leaving.controller) if onto else None
    world.act(f"put {card} into mana, then {card2} into the battle zone", world.game.send_to_mana_then_put,
              leaving, lambda: world.find_card(leaving.top.owner, card2, (Zone.MANA,)), base)


# ------------------------------------------------ declared abilities and timing (000 / 001)
def _labels(world: World) -> dict[int, str]:
    """Names a scenario gave creatures (by creature uid), kept on the world."""
    store: dict[int, str] = world.__dict__.setdefault("creature_labels", {})
    return store


@given(phrase(rf"{P}'s creatures are called, left to right: (?P<labels>.+)"))
def creatures_called(world: World, player: str, labels: str) -> None:
    """Name a player's creatures left to right (``C, B and A``), for tables that must tell
    creatures of the same name apart."""
    for cr, label in zip(world.game.state.players[player].battle, names(parse_list(labels)), strict=True):
        _labels(world)[cr.uid] = label


@given(phrase(r"(?P<card>.+?) plays its DMPS text under every profile"))
def dmps_text_everywhere(world: World, card: str) -> None:
    """Every profile plays the card's DMPS version (000 weighs the DMPS text under TCG timing).
    Put this before the board: cards made earlier keep their text."""
    world.game.board.use_dmps_text(card)


def cast_steps(world: World, datatable: list[list[str]]) -> Callable[[Record], list[str]]:
    """What each record shows of the order spells are cast in: a spell an ability cast, as
    caster | spell | from."""
    labels = _labels(world)

    def shows(r: Record) -> list[str]:
        if not isinstance(r, CastForFree):
            return []
        caster = labels.get(r.by_uid, str(r.by)) if r.by_uid is not None else f"player {r.player}"
        return [f"{caster} | {r.spell} | {r.zone}"]
    return shows


def spells_cast(world: World, datatable: list[list[str]]) -> tuple[str, str]:
    """Spells cast by abilities, in order (table: caster | spell | from; a caster is a
    creature's name, or the name given by ``creatures are called``)."""
    header = [h.strip().lower() for h in datatable[0]]
    want = [" | ".join(base_name(world, c) if h == "spell" else c.strip() for h, c in zip(header, row, strict=False))
            for row in datatable[1:]]
    return read_order(world, cast_steps, datatable=datatable), numbered(want)


verdict(r"the spells are cast in this order:", order=cast_steps)(spells_cast)


def _step_text(record: Record) -> str:
    """A trace record as a step of ``these happen in this order``."""
    if isinstance(record, Resolved):
        return f"{record.source}: {record.ability} resolves"
    if isinstance(record, Declared):
        return f"player {record.player} declares {record.card}"
    return record.text()


def _canonical(world: World, step: str) -> str:
    """A step of ``these happen in this order`` with its card named as the catalog does (a
    misspelt card is an error); a step of another form is kept as written."""
    step = step.strip()
    m = re.fullmatch(r"(?P<card>.+) (?P<what>enters|is cast)", step)
    if m:
        return f"{base_name(world, m['card'])} {m['what']}"
    m = re.fullmatch(r"(?P<card>[^:]+): (?P<ability>.+) resolves", step)
    if m:
        if m["card"] == RULE_SOURCE:
            return step
        source = base_name(world, m["card"])
        return f"{source}: {ability_named(world, source, m['ability'])} resolves"
    m = re.fullmatch(r"player (?P<player>[AB]) declares (?P<card>.+)", step)
    if m:
        return f"player {m['player']} declares {base_name(world, m['card'])}"
    return step


def _matches(record: Record, step: str) -> bool:
    if step.endswith(" enters") and isinstance(record, EventRecord) and record.event == "entered":
        return record.subject == step[: -len(" enters")]
    if step.endswith(" is cast") and isinstance(record, CastForFree):
        return record.spell == step[: -len(" is cast")]
    return _step_text(record) == step


def happening_steps(world: World, datatable: list[list[str]]) -> Callable[[Record], list[str]]:
    """What each record shows of ``these happen in this order``: the listed steps it is."""
    wanted = list(dict.fromkeys(_canonical(world, row[0]) for row in datatable[1:]))

    def shows(record: Record) -> list[str]:
        return [step for step in wanted if _matches(record, step)]
    return shows


def happen_in_order(world: World, datatable: list[list[str]]) -> tuple[str, str]:
    """The listed steps happened in this order, each as often as listed (other lines of the
    trace are ignored). Steps: ``<card> enters``, ``<source>: <ability> resolves``, ``player X
    declares <card>``, ``<spell> is cast``."""
    want = [_canonical(world, row[0]) for row in datatable[1:]]
    return read_order(world, happening_steps, datatable=datatable), numbered(want)


verdict(r"these happen in this order:", order=happening_steps)(happen_in_order)
happen_in_order.__dict__["accepts"] = ABILITY_COLUMN
