"""Seals (封印, 116): face-down cards put on an element in the battle zone.

To seal an element, a player puts the top card of their deck face down on it (116: 山札の上から
1枚目を裏向きのまま置く). A seal is a card of the battle zone with no characteristics (dmwiki 封印:
no card type, ability or civilization); specified as a card it is a cost-0 card and nothing else
(200.3b, rule notices 2019-06-18 and 2023-04-10). Seals are not component cards of the element
they are on (109.2c): effects on the element do not move them.

While a creature has a seal, both players ignore it (116): it stays in the battle zone but is
treated as not there — nothing counts, chooses or refers to it, its abilities don't work, it
neither attacks, blocks nor untaps. The engine keeps such creatures out of their player's
``battle`` list (``Player.sealed``), so every reader of the battle zone ignores them; a sealed
non-creature element keeps working (only creatures are ignored) and stays in ``battle``.

When a command enters the battle zone, its owner puts one seal on one of their own cards that
shares a civilization with it into the graveyard: a state-based action (116.4a/116.4b, 703.4k;
notice 2016-09-13), so it happens before any ability the entry triggered resolves, whatever kind
of element the command is (dmwiki 封印: a command タマシード too). A creature whose last seal left is
no longer ignored; it did not enter the battle zone (it never left).
"""

from __future__ import annotations

from contextlib import nullcontext

from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, matches, races_of
from engine.mechanics.kinds import bit, changed, having
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.objects import Card, Creature, Player, Zone

SEAL_REMOVED = "seal removed"


def elements(game: Rules) -> list[Creature]:
    """Every element of the battle zone that can hold seals, sealed creatures included."""
    return [cr for p in game.state.players.values() for cr in (*p.battle, *p.sealed)]


def holder_of(game: Rules, seal: Card) -> Creature | None:
    """The element a seal is on, or None."""
    return next((cr for cr in elements(game) if seal in cr.seals), None)


def is_sealed(game: Rules, creature: Creature) -> bool:
    """The creature is ignored because it has a seal (116)."""
    return creature in game.state.players[creature.controller].sealed


def put_seal(game: Rules, element: Creature, player: str, n: int = 1) -> list[Card]:
    """``player`` puts the top ``n`` cards of their deck face down on ``element`` (116), all at
    once when several (004: 複数枚の封印をつける場合に限り、1枚ずつではなく全て同時につける); as many
    as the deck holds. A creature with a seal is ignored from now on."""
    deck = game.state.players[player].deck
    if not deck:
        game.note(f"player {player}'s deck is empty: no seal is put on {element.name}")
        return []
    put = deck[:n]
    del deck[:n]
    with game.simultaneously() if len(put) > 1 else nullcontext():
        for seal in put:
            attach(game, element, seal)
            game.emit(Event("sealed", element.controller, card=element.top, creature=element,
                            from_zone=Zone.DECK, to_zone=Zone.BATTLE, cause="seal"))
    return put


def attach(game: Rules, element: Creature, seal: Card) -> None:
    """``seal`` (out of any zone) goes face down on ``element``; a creature is ignored from now on."""
    seal.given = frozenset()
    seal.seal = True
    element.seals.append(seal)
    owner = game.state.players[element.controller]
    if element.definition.type.is_creature and element in owner.battle:
        owner.battle.remove(element)
        changed()
        owner.sealed.append(element)
        if game.state.attacking is element:
            game.state.attacking = None  # an ignored creature attacks no more


def detach(game: Rules, seal: Card) -> tuple[Player, Zone] | None:
    """Take a seal off its element as it moves to another zone; a creature that has no seal left
    is no longer ignored (back at its place in the battle zone, left to right)."""
    element = holder_of(game, seal)
    if element is None:
        return None
    element.seals.remove(seal)
    seal.seal = False
    owner = game.state.players[element.controller]
    if not element.seals and element in owner.sealed:
        owner.sealed.remove(element)
        owner.battle.append(element)
        owner.battle.sort(key=lambda cr: cr.position)
        changed()
        game.note(f"{element.name} has no seal left: it is no longer ignored")
    return owner, Zone.BATTLE


def remove_seal(game: Rules, seal: Card) -> None:
    """A seal is put into its owner's graveyard (封印を外す)."""
    game.move_card(seal, Zone.GRAVEYARD, SEAL_REMOVED)


def seals_of(game: Rules, player: str) -> list[Card]:
    """A player's seals: those on the elements they control, sealed creatures included (自分の封印)."""
    p = game.state.players[player]
    return [s for cr in (*p.battle, *p.sealed) for s in cr.seals]


def choose_seal(game: Rules, player: str, seals: list[Card]) -> Card | None:
    """One of ``seals``, chosen by ``player`` (each by the element it is on); None if there is none."""
    if not seals:
        return None
    if len(seals) == 1:
        return seals[0]
    return game.decide(player, Decision.TARGET, seals, lambda s: f"seal on {_on(game, s)}")


def _on(game: Rules, seal: Card) -> str:
    holder = holder_of(game, seal)
    return holder.name if holder is not None else "nothing"


SUMMON_RULE = "seals removed by summoning"


def summon_rule(game: Rules, player: str) -> dict[str, object] | None:
    """The filter of a static of one of ``player``'s elements that says their seals come off only
    as they summon such a command (FORBIDDEN STAR ~世界最後の日~), or None."""
    for element in having(game, bit(SUMMON_RULE), game.state.players[player].battle):
        for ab in game.abilities_of(element):
            if ab.kind == "static" and SUMMON_RULE in ab.static:
                return dict(ab.static[SUMMON_RULE] or {})
    return None


def note_entry(game: Rules, element: Creature) -> None:
    """An element entered the battle zone: a command owes its owner's seal removal to the next
    state-based check (116.4a) — unless its owner's seals come off only by summoning."""
    owner = element.top.owner
    if any("コマンド" in race for race in races_of(game, element)) and summon_rule(game, owner) is None:
        game.state.unsealing.append((owner, element.civilizations, element.name))


def note_summon(game: Rules, player: str, card: Card) -> None:
    """``player`` summons ``card``: where their seals come off only as they summon such a command
    (FORBIDDEN STAR), the summon itself owes a removal, whether or not the creature then enters
    (a replacement may put it elsewhere: official answers quoted by deneblog, 2020-03-14)."""
    rule = summon_rule(game, player)
    if rule is not None and matches(game, card, rule, Perspective(player)):
        game.state.unsealing.append((player, card.definition.civilizations, card.name))


def unseal_for_commands(game: Rules) -> None:
    """State-based (116.4a, 703.4k): for each command that entered (or was summoned, under a
    summon rule), its owner puts into the graveyard one seal on one of their own cards that shares
    a civilization with the command (the owner chooses among several); none: nothing happens."""
    due, game.state.unsealing = game.state.unsealing, []
    for owner, civilizations, name in due:
        civs = set(civilizations)
        seals = [s for cr in elements(game) if cr.top.owner == owner and civs & set(cr.civilizations)
                 for s in cr.seals]
        seal = choose_seal(game, owner, seals)
        if seal is not None:
            game.note(f"{name}: player {owner} removes a seal from {_on(game, seal)} (116.4a)")
            remove_seal(game, seal)


def orphaned(game: Rules, element: Creature) -> None:
    """An element left the battle zone: its seals, not its cards (109.2c), don't go with it; they
    are put into their owners' graveyards (the engine's reading: a seal on nothing, as an オーラ
    attached to nothing, 310.4)."""
    for seal in list(element.seals):
        element.seals.remove(seal)
        seal.seal = False
        game.state.players[seal.owner].graveyard.append(seal)
        game.emit(Event("moved", seal.owner, card=seal, from_zone=Zone.BATTLE, to_zone=Zone.GRAVEYARD,
                        cause=SEAL_REMOVED))
