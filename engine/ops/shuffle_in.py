"""「各プレイヤーは自身のクリーチャーとタマシードを最大1つずつ選び、残りをすべて山札に加えてシャッフルする。その後、
各プレイヤーは、こうして山札に加えたカード1枚につき、自身の山札の上から1枚目をシールド化する。」 (ジョーカーズの心絵).

What the effect put into a deck is the cards of the creatures and タマシード it moved that reached it: an
オーラ attached to one follows it by the rules, not by the effect (310.8a), and a dragheart weapon
equipped to one does not move with it (109.2c) and goes to the hyperspatial zone alone (117.2); neither
is counted (Q&A of 2022-09-20 on ジョーカーズの心絵: オーラやウエポンは山札に加えたカードの枚数に含めません).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.kernel.args import BOOL, Arg
from engine.kernel.registry import Context, op
from engine.mechanics.moving_together import move_together
from engine.model.cards import CardType
from engine.model.decisions import Decision
from engine.model.objects import Creature, Zone
from engine.ops.mana import top_of_deck
from engine.policies.lots import shuffle

_KINDS = (("creature", lambda e: e.definition.type.is_creature),
          ("タマシード", lambda e: e.definition.type is CardType.TAMASEED))


def _keep_label(kind: str) -> Callable[[Creature | None], str]:
    """How a keep choice reads: the element's name, or keeping none of the kind."""
    return lambda e: f"keep no {kind}" if e is None else e.name


@op("keep one of each, shuffle in the rest",
    Arg("shields", BOOL, True, doc="then each player puts a shield from their deck's top for each card it got"),
    doc="each player keeps at most one of their creatures and one of their タマシード; the rest go into their "
        "owners' decks, shuffled; then one shield from the deck's top per card put there (ジョーカーズの心絵)")
def _keep_one_of_each(ctx: Context, args: dict[str, Any]) -> None:
    """Each player, the turn player first, chooses at most one creature and one タマシード of their own to
    keep; all the others move into their owners' decks together, each deck is shuffled, then each
    player makes a shield of their deck's top card once per card of theirs the effect put there."""
    game = ctx.game
    order = sorted(game.state.players, key=lambda name: name != game.state.turn_player)
    movers: list[Creature] = []
    for name in order:
        mine = list(game.state.players[name].battle)
        for kind, is_kind in _KINDS:
            pool: list[Creature | None] = [None, *(e for e in mine if is_kind(e))]
            kept = game.decide(name, Decision.TARGET, pool, _keep_label(kind))
            movers += [e for e in mine if is_kind(e) and e is not kept and e not in movers]
    cards = [c for e in movers for c in dict.fromkeys((*e.cards, *e.linked_cards))]
    move_together(game, movers, Zone.DECK, "effect")
    put = {name: 0 for name in order}
    for card in cards:
        where = game.state.locate(card)
        if where is not None and where[1] is Zone.DECK:
            put[where[0].name] += 1
    for name in order:
        if put[name]:
            shuffle(game, game.state.players[name].deck)
        game.note(f"player {name} put {put[name]} cards into their deck")
    if args["shields"]:
        for name in order:
            top_of_deck(ctx, put[name], Zone.SHIELDS, "effect", name)
