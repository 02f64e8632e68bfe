"""Steps about what a player was offered and what they may reach by choosing.

Every decision the engine asks goes through :meth:`engine.game.Game.decide`: one with several
options leaves a ``Chose`` record, one with a single option an ``Offered`` record (kept out of
the rendered trace). So a verdict can say what a player was offered — a forced put from a
hidden zone offers one card and no "stop" (000: 非公開ゾーンにあるカードを操作する効果) — and whether they were
asked at all (asked: offered two options or more). Random draws (DMPS 抽選) are ``Lots``
records, or ``lottery`` decisions when a scenario scripts or explores them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from pytest_bdd import given

from engine.model.decisions import Decision
from engine.model.trace import Chose, Lots, Offered, Resolved
from steps.runtime.exploring import explored_worlds
from steps.runtime.lists import in_order
from steps.runtime.phrases import phrase
from steps.runtime.refs import base_name, present
from steps.runtime.verdicts import evaluate, quantified, verdict
from steps.runtime.world import World

P = r"player (?P<player>[AB])"
KIND = r'"(?P<kind>[^"]+)"'
DECLARING = (Decision.DECLARE, Decision.USE_SHIELD_TRIGGER, Decision.USE_OPTIONAL)


def offers(world: World, player: str, kind: str) -> Iterator[tuple[str, ...]]:
    """The options of each ``kind`` decision of ``player``, in the order they were offered."""
    for entry in world.game.trace:
        r = entry.record
        if isinstance(r, (Chose, Offered)) and r.player == player and r.decision == kind:
            yield r.options


def options_text(text: str) -> list[str]:
    """Options as written: ``a, b, c`` (no other splitting: an option may hold "and" or "on")."""
    return [o.strip() for o in re.split(r",\s*", text) if o.strip()]


def first_offer(world: World, player: str, kind: str) -> tuple[str, ...] | None:
    return next(offers(world, player, kind), None)


# -------------------------------------------------------------------- then
def options_were(world: World, player: str, kind: str, options: str) -> tuple[str, str]:
    """The options of the player's first ``kind`` decision during the actions, in the order
    offered (``stop``: the option to stop or find nothing)."""
    got = first_offer(world, player, kind)
    return ((", ".join(got) or "nothing") if got is not None else "no such decision"), ", ".join(options_text(options))


verdict(rf"{P}'s options for {KIND} were: (?P<options>.+)")(options_were)


def options_included(world: World, player: str, kind: str, did: str, card: str) -> tuple[str, str]:
    """Whether the player's first ``kind`` decision offered this option (order-free)."""
    got = first_offer(world, player, kind)
    if got is None:
        return "no such decision", did
    return ("included" if card.strip() in got else "did not include"), did


verdict(rf"{P}'s options for {KIND} (?P<did>included|did not include) (?P<card>.+)")(options_included)


def option_count(world: World, player: str, kind: str, n: str) -> tuple[str, str]:
    """How many options the player's first ``kind`` decision had, not counting ``stop``."""
    got = first_offer(world, player, kind)
    return (str(len([o for o in got if o != "stop"])) if got is not None else "no such decision"), n


verdict(rf"{P} had (?P<n>\d+) options? for {KIND}")(option_count)


def was_asked(world: World, player: str, was: str, kind: str) -> tuple[str, str]:
    """Whether the player made a ``kind`` decision among two options or more (a forced pick of
    one option, or a random draw, is no question)."""
    asked = any(len(o) > 1 for o in offers(world, player, kind))
    return ("was" if asked else "was not"), was


verdict(rf"{P} (?P<was>was|was not) asked to {KIND}")(was_asked)


def in_some_choice(world: World, quant: str, player: str, kind: str, claim: str) -> tuple[str, str]:
    """A claim that holds after some (or every) answer the player may give to their ``kind``
    decisions (the other decisions as scripted, or the first legal option)."""
    results = [evaluate(branch, claim) for branch in explored_worlds(world, (kind,), (player,))]
    return quantified(quant, results, "choices")


verdict(rf"in (?P<quant>some|every) choice {P} may make for {KIND}, (?P<claim>.+)")(in_some_choice)


def could_declare(world: World, player: str, could: str, card: str) -> tuple[str, str]:
    """Whether the card was offered to the player as a declaration: a declared ability, a shield
    trigger, an S-back (000 出せないカードに関するルール: DMPS may not offer it). The card must be in the game."""
    name = present(world, card)
    seen = False
    for kind in DECLARING:
        for options in offers(world, player, kind):
            seen = seen or any(o == name or o.removeprefix("use ") == name for o in options)
    return ("could" if seen else "could not"), could


verdict(rf"{P} (?P<could>could|could not) declare (?P<card>.+)")(could_declare)


def _lots(world: World) -> list[str]:
    """Every random pick of the run, in order: drawn on the RNG, scripted or explored."""
    out: list[str] = []
    for entry in world.game.trace:
        r = entry.record
        if isinstance(r, Lots) or (isinstance(r, (Chose, Offered)) and r.decision == Decision.LOTTERY):
            out.append(r.picked if isinstance(r, (Lots, Chose)) else r.options[0])
    return out


def lots_drawn(world: World, labels: str) -> tuple[str, str]:
    """Every random pick (DMPS 抽選) of the run, in order, by what was picked."""
    return ", ".join(_lots(world)) or "none", ", ".join(options_text(labels))


verdict(r"the lots drawn were: (?P<labels>.+)")(lots_drawn)


def may_draw(world: World, card: str, labels: str) -> tuple[str, str]:
    """Every first random pick the run may make, over every draw of the lots (what a card's lot
    can give; frequencies are not claimed)."""
    seen: set[str] = set()
    for branch in explored_worlds(world, (Decision.LOTTERY,)):
        drawn = _lots(branch)
        if drawn:
            seen.add(drawn[0])
    return ", ".join(sorted(seen)) or "nothing", ", ".join(sorted(set(options_text(labels))))


verdict(r"(?P<card>.+?)'s ability may draw: (?P<labels>.+)")(may_draw)


__all__ = ["in_order", "offers"]


@given(phrase(rf"{P} will choose the race (?P<race>.+)"))
def will_choose_race(world: World, player: str, race: str) -> None:
    """Script the race an ability makes the player choose (光器ペトローバ, フル・コマンド)."""
    world.decider.add(player, Decision.CHOOSE_RACE, race.strip())


@given(phrase(rf"{P} will show (?P<hand>rock|paper|scissors) in janken"))
def will_show_janken(world: World, player: str, hand: str) -> None:
    """Script the hand the player shows in a ジャンケン (engine.ops.janken: the one who plays it chooses
    first, the opponent one of the two other hands)."""
    world.decider.add(player, Decision.JANKEN, f"show {hand}")


@given(phrase(rf"{P} will choose cost (?P<n>\d+)"))
def will_choose_cost(world: World, player: str, n: str) -> None:
    """Script which cost of a twinpact card an effect of the player's refers to (201.2b: the
    player using the effect chooses; 7777777)."""
    world.decider.add(player, Decision.COST, n)


@given(phrase(rf"{P} will (?:give the dynamo to (?P<card>.+)|(?P<keep>keep the dynamo))"))
def will_give_dynamo(world: World, player: str, card: str | None = None, keep: str | None = None) -> None:
    """Script the player's next ダイナモ decision: the dynamo taps and gives another dynamo (``card``) its
    power and abilities, or stays untapped (``keep``; an unscripted decision as a battle begins keeps)."""
    world.decider.add(player, Decision.DYNAMO, "keep" if keep else f"give to {(card or '').strip()}")


@given(phrase(rf"{P} will tap (?P<cards>.+) for hyper energy"))
def will_tap_for_hyper_energy(world: World, player: str, cards: str) -> None:
    """Script the creatures ハイパーエナジー taps as a creature is summoned, in order, then "stop"
    (``nothing``: none is tapped)."""
    names = [] if cards.strip() == "nothing" else in_order(cards)
    for name in names:
        world.decider.add(player, Decision.HYPER_ENERGY, name)
    world.decider.add(player, Decision.HYPER_ENERGY, "stop")


@given(phrase(rf"{P} will evolve onto (?P<cards>.+)"))
def will_evolve_onto(world: World, player: str, cards: str) -> None:
    """Script the evolution sources the player selects, in order (``X then Y``; 000: meteorburn
    without a stated choice burns the source selected first)."""
    for name in in_order(cards):
        world.decider.add(player, Decision.EVOLVE_ONTO, name)


@given(phrase(rf"{P} will choose (?P<card>.+?) to leave the battle zone"))
def will_choose_leaving_god(world: World, player: str, card: str) -> None:
    """Script which god of a linked creature leaves the battle zone (G-link: どちらか１枚を選ぶ)."""
    world.decider.add(player, Decision.LINK_LEAVE, card.strip())


@given(phrase(rf'{P} will choose the mode "(?P<label>[^"]+)"'))
def will_choose_mode(world: World, player: str, label: str) -> None:
    """Script the mode of an ability that says 「次のうちいずれか１つを選ぶ」 (by its label)."""
    world.decider.add(player, Decision.MODE, label)


def mode_timing(world: World, player: str, when: str, card: str, ability: str) -> tuple[str, str]:
    """Whether the player's first mode choice came before or after that waiting effect resolved
    (000 その他: モードを選ぶのは、解決の直前)."""
    name = base_name(world, card)
    chosen = resolved = None
    for i, entry in enumerate(world.game.trace):
        r = entry.record
        if chosen is None and isinstance(r, (Chose, Offered)) and r.player == player and r.decision == Decision.MODE:
            chosen = i
        if resolved is None and isinstance(r, Resolved) and r.source == name and r.ability == ability.strip():
            resolved = i
    if chosen is None or resolved is None:
        return ("no mode was chosen" if chosen is None else f"{card}'s {ability} never resolved"), when
    return ("before" if chosen < resolved else "after"), when


verdict(rf"{P} chose a mode (?P<when>before|after) (?P<card>.+?)'s (?P<ability>.+?) resolved")(mode_timing)
