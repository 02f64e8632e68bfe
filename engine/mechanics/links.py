"""G-link (ゴッド・リンク, 003): two gods linked become one creature with the characteristics of both
(dm24: リンクしたゴッドは、各ゴッドの特性(パワーや能力)を持つ１体のクリーチャーとなる) — one attack,
one tapped state, their powers added, their keywords together. Only the named partner links, on
the named side (003: 組み合わせは公式設定で決められており). When a linked creature would leave the
battle zone its controller chooses the god that leaves (バトルゾーンを離れる時は、どちらか１枚を選ぶ);
the other stays, and takes the cross gear crossed onto the linked creature (003: 構成要素の中の任意の
1体にクロスギアを引き継がせる).

Whether the link is offered as a god enters or is an action is the profile's fork
(:mod:`engine.policies.g_link`).
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics.kinds import changed
from engine.mechanics.triggers import listens
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.objects import Creature


def _names(spec: dict[str, object]) -> list[object]:
    """The partners a G-link names: one name, or several (「G・リンク《X》または《Y》の左横」: either of them)."""
    named = spec.get("with")
    return list(named) if isinstance(named, list) else [named]


def partners(game: Rules, god: Creature) -> list[Creature]:
    """The unlinked creatures of the god's controller it may link with: a partner it names, which
    names it back (「《X》または《Y》の左横」: either; one link at a time, two gods a linked creature)."""
    spec = god.definition.g_link
    if god.linked or not spec:
        return []
    return [cr for cr in game.state.players[god.controller].battle
            if cr is not god and not cr.linked and cr.name in _names(spec)
            and god.name in _names(cr.definition.g_link)]


def partner(game: Rules, god: Creature) -> Creature | None:
    """The partner the god links with: the only one, or the one its controller chooses among several."""
    found = partners(game, god)
    if len(found) < 2:
        return found[0] if found else None
    return game.decide(god.controller, Decision.G_LINK_PARTNER, found, lambda cr: f"link {god.name} with {cr.name}")


def link(game: Rules, god: Creature, other: Creature) -> Creature:
    """Link two gods into one creature, left to right as their G-link says."""
    left, right = (god, other) if god.definition.g_link.get("side", "left") == "left" else (other, god)
    p = game.state.players[god.controller]
    linked = Creature(game.state.next_uid(), [left.top, right.top], god.controller, min(left.position, right.position),
                      max(left.entered_turn, right.entered_turn), tapped=left.tapped or right.tapped, linked=True)
    at = min(p.battle.index(left), p.battle.index(right))
    p.battle.remove(left)
    p.battle.remove(right)
    p.battle.insert(at, linked)
    changed()
    for cr in p.battle:
        if cr.attached_to in (left, right):
            cr.attached_to = linked
    game.note(f"{left.name} and {right.name} link: one creature")
    return linked


def link_in_play(game: Rules, god: Creature, other: Creature) -> Creature:
    """Link two gods during the game: the linked creature's 「リンクした時」 abilities (``this links``) trigger."""
    linked = link(game, god, other)
    if listens(game, ("this links",), [linked]):
        game.emit(Event("linked", linked.controller, card=linked.top, creature=linked,
                        data={"detail": f"{god.name} and {other.name} link"}))
    return linked


def separate(game: Rules, linked: Creature) -> Creature:
    """A linked creature is about to leave: its controller chooses the god that leaves; the other
    stays where it was (tapped or not), with the gears crossed onto the linked creature. Returns
    the creature that leaves."""
    pick = game.decide(linked.controller, Decision.LINK_LEAVE, list(linked.cards), lambda c: c.name)
    stay = next(c for c in linked.cards if c is not pick)
    p = game.state.players[linked.controller]
    leaving = Creature(linked.uid, [pick], linked.controller, linked.position, linked.entered_turn, linked.tapped)
    staying = Creature(game.state.next_uid(), [stay], linked.controller, linked.position, linked.entered_turn,
                       linked.tapped)
    at = p.battle.index(linked)
    p.battle[at:at + 1] = [staying, leaving]
    changed()
    for cr in p.battle:
        if cr.attached_to is linked:
            cr.attached_to = staying
    game.note(f"the link breaks: {pick.name} leaves, {stay.name} stays")
    return leaving


def activate(game: Rules, god: Creature) -> Creature:
    """The player activates the god's G-link (DMPS): it links with its partner."""
    if game.profile.g_link.on_entering:
        game.refuse(f"G-link is not an activated ability under this profile ({game.profile.g_link.name})")
    if god.controller != game.state.turn_player:
        game.refuse(f"it is not player {god.controller}'s turn")
    other = partner(game, god)
    if other is None:
        game.refuse(f"{god.name} has no partner to link with")
        return god  # not reached: refuse raises
    linked = link_in_play(game, god, other)
    game.settle()
    return linked
