"""Rebuild (再構築, 801.4): only the top card of a creature leaves the battle zone, and the cards
under it, the order of those cards, and putting cards under a creature.

002 (the 2021-03-16 revision) is the source; the profile's
:class:`engine.policies.stacked_or_split.RebuildPolicy` says what stays: since 2021-03-16 the cards
under stay stacked as the same creature (its tapped state, its effects, its place; not newly
entered: no event; summoning sick only if its new top card came into the battle zone this
turn, 801.4c), the non-creature cards on top going to the graveyard one by one until a
creature is on top (801.4b); before, the owner kept creature cards under it as separate
creatures, as many as the evolution type allows, an evolution card only with a proper source
under it, and the rest went to the graveyard; DMPS gives back the elements it evolved from as
they were used (000 リンク). A top card that is not an evolution takes every card under it to
the graveyard (002). Cards put under a creature go to the bottom (403.4a); their order may be
rearranged only before 2021-03-16.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.kernel.rules import Rules
from engine.mechanics import replacement
from engine.mechanics.filters import Perspective, matches
from engine.mechanics.kinds import changed
from engine.mechanics.zones import auras_follow, auras_left_alone, place_from_battle, sources_needed, take
from engine.model.cards import CardType
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.impending import ImpendingEvent
from engine.model.objects import Card, Creature, Zone
from engine.model.view import choose_several


def remove_top_card(game: Rules, creature: Creature, to: Zone, cause: str, bottom: bool = False) -> None:
    """Only the top card of ``creature`` leaves the battle zone for ``to`` (its owner's), then the
    profile's rebuild decides what stays. The creature itself does not leave (no "left" event);
    a leave replacement of the top card applies to that card alone (エターナル・Ω)."""
    p = game.state.players[creature.controller]
    if creature not in p.battle:
        return
    top = creature.top
    if replacement.apply(game, ImpendingEvent(top, to, cause, creature.controller, Zone.BATTLE,
                                              leaving=creature, top_only=True)):
        return
    creature.cards.pop(0)
    if not creature.cards:  # its last card: the creature is gone before the card arrives (nothing sees an empty one)
        p.battle.remove(creature)
    changed()
    place_from_battle(game, top, to, cause, None, bottom)
    if not creature.cards:
        auras_left_alone(game, creature)  # its last card left alone: its オーラ stay behind, alone (310.5)
        return
    if top.definition.type is not CardType.EVOLUTION_CREATURE:  # 002: 非進化であれば、下のカードはすべて墓地に置く
        _to_graveyard(game, creature, creature.cards, "rebuild")
        return
    policy = game.profile.rebuild
    if policy.as_used and creature.sources:
        _as_used(game, creature)
    elif policy.stacked:
        _stacked(game, creature)
    else:
        _separate(game, creature, top)


def remove_card(game: Rules, creature: Creature, card: Card, to: Zone, cause: str, bottom: bool = False) -> None:
    """One card of a creature leaves the battle zone alone (TCG card designation, 109.2a): its
    top card (a rebuild follows), one card of a link (the other stays, unlinked: G・リンク's
    どちらか１枚を選ぶ), a card under it or an オーラ attached to it (the creature stays as it is)."""
    if card in creature.auras:  # an オーラ moves on its own (310)
        creature.auras = [a for a in creature.auras if a is not card]
        place_from_battle(game, card, to, cause, None, bottom)
        return
    if card is creature.top and not creature.linked_cards:
        remove_top_card(game, creature, to, cause, bottom)
        return
    if card is creature.top:
        creature.cards[0] = creature.linked_cards.pop(0)
    elif card in creature.linked_cards:
        creature.linked_cards.remove(card)
    else:
        creature.cards.remove(card)
    changed()
    place_from_battle(game, card, to, cause, None, bottom)


def _to_graveyard(game: Rules, creature: Creature, cards: Sequence[Card], cause: str) -> None:
    """Cards under a creature go to the graveyard (ordinary moves); the creature is gone if none is left."""
    p = game.state.players[creature.controller]
    cards = [c for c in cards if c in creature.cards]
    for c in cards:
        creature.cards.remove(c)
    gone = not creature.cards and creature in p.battle
    if gone:
        p.battle.remove(creature)
    changed()
    for c in cards:
        place_from_battle(game, c, Zone.GRAVEYARD, cause)
    if gone:
        auras_follow(game, creature, Zone.GRAVEYARD)


def _new_top(game: Rules, creature: Creature) -> None:
    """The creature's top card changed: summoning sick only if that card came into the battle zone
    this turn (801.4c; a card set up there is not)."""
    since = creature.top.entered_battle
    creature.entered_turn = since if since is not None else -1


def _stacked(game: Rules, creature: Creature) -> None:
    """801.4 (2021-03-16): non-creature cards on top go to the graveyard one by one; the rest stay
    stacked as the same creature, not newly entered."""
    while creature.cards and not creature.cards[0].definition.type.is_creature:
        _to_graveyard(game, creature, [creature.cards[0]], "rebuild")
    if creature.cards:
        _new_top(game, creature)
        game.note(f"rebuild: {' on '.join(c.name for c in creature.cards)} stays as one creature")


def _separate(game: Rules, creature: Creature, departed: Card) -> None:
    """The rule before 2021-03-16 (002 Old Rule): the owner keeps, among the creature cards under
    it, as many as the departed evolution type allows (進化 1, 進化V 2, 進化GV 3, 超無限 any) as
    separate creatures; an evolution card among them stays only with a proper source among the
    cards not kept (it goes on it); the rest go to the graveyard."""
    p = game.state.players[creature.controller]
    _, most = sources_needed(departed.definition)
    rest = list(creature.cards)
    kept = choose_several(game, creature.controller, Decision.KEEP_SEPARATE,
                          [c for c in rest if c.definition.type.is_creature], most, least=1)
    stacks: list[list[Card]] = []
    spare = [c for c in rest if c not in kept]
    dropped: list[Card] = []
    for card in kept:
        if card.definition.type is CardType.EVOLUTION_CREATURE:
            want = {k: v for k, v in card.definition.evolves_from.items() if k not in ("count", "zone")}
            source = next((c for c in spare if matches(game, c, want, Perspective(creature.controller))), None)
            if source is None:
                game.note(f"rebuild (old rule): {card.name} has no proper evolution source under it: "
                          "it goes to the graveyard")
                dropped.append(card)
                continue
            spare.remove(source)
            stacks.append([card, source])
        else:
            stacks.append([card])
    creature.cards = [c for stack in stacks for c in stack] + dropped + spare  # for the moves below
    changed()
    _to_graveyard(game, creature, [c for c in creature.cards if not any(c in s for s in stacks)], "rebuild")
    if not stacks:
        if creature in p.battle:
            p.battle.remove(creature)
            changed()
        auras_follow(game, creature, Zone.GRAVEYARD)
        return
    creature.cards = stacks[0]
    _new_top(game, creature)
    at = p.battle.index(creature)
    for i, stack in enumerate(stacks[1:], 1):
        other = Creature(game.state.next_uid(), stack, creature.controller, game.state.next_position(), -1,
                         tapped=creature.tapped)
        _new_top(game, other)
        p.battle.insert(at + i, other)
    changed()
    game.note("rebuild (old rule): " + ", ".join(" on ".join(c.name for c in s) for s in stacks)
              + " stay as separate creatures")


def _as_used(game: Rules, creature: Creature) -> None:
    """DMPS (000 リンク): each element it evolved from comes back as it was used — a linked god
    still linked — in the order they were under it."""
    p = game.state.players[creature.controller]
    at = p.battle.index(creature)
    p.battle.remove(creature)
    changed()
    back: list[Creature] = []
    gone: list[Card] = []
    for src in creature.sources:
        if not isinstance(src, Creature):
            src = Creature(game.state.next_uid(), [src], creature.controller, game.state.next_position(), -1)
        if not src.top.definition.type.is_creature:  # a spell it evolved from (超無限墓地呪文進化) can't stay
            gone += src.cards
            continue
        src.tapped = creature.tapped
        back.append(src)
    for i, cr in enumerate(back):
        _new_top(game, cr)
        p.battle.insert(at + i, cr)
    changed()
    for c in gone:
        place_from_battle(game, c, Zone.GRAVEYARD, "rebuild")
    if back:  # its オーラ stay attached to a creature that stays (Q&A 38558)
        back[0].auras = [*back[0].auras, *creature.auras]
        creature.auras = []
    auras_follow(game, creature, Zone.GRAVEYARD)
    game.note("rebuild (DMPS): " + ", ".join(cr.name for cr in back) + " come back as they were used")


def put_under(game: Rules, creature: Creature, card: Card, cause: str) -> None:
    """A card goes under a creature, at the bottom of its cards (403.4a; 002). An event: it moves
    from its zone to the battle zone (under the creature)."""
    where = take(game, card)
    creature.cards.append(card)
    changed()
    card.entered_battle = game.state.turn_id
    game.emit(Event("moved", creature.controller, card=card, creature=creature,
                    from_zone=where[1] if where else None, to_zone=Zone.BATTLE, cause=cause))


def reorder_under(game: Rules, creature: Creature, order: Sequence[Card]) -> None:
    """Rearrange the cards under a creature (given top to bottom): allowed only before
    2021-03-16 (002: 旧ルールでは…並び替えが許されていた; since: 順番を入れ替えることはできない)."""
    if not game.profile.rebuild.may_reorder:
        game.refuse(f"the order of the cards under {creature.name} cannot be changed (002, 2021-03-16)")
    under = creature.cards[1:]
    if sorted(c.uid for c in order) != sorted(c.uid for c in under):
        game.refuse(f"the cards under {creature.name} are {', '.join(c.name for c in under)}")
    creature.cards[1:] = list(order)
    changed()
    game.note(f"the cards under {creature.name} are now, top to bottom: {', '.join(c.name for c in order)}")
