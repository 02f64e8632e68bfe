"""ダイナモ (DM-19 不死鳥編): 「バトルが始まる時、あるいはこのクリーチャーで攻撃できる時、このクリーチャーを
タップしてもよい。そうした場合、そのターンの終わりまで、このクリーチャーのパワーと能力をバトルゾーンにある
自分の他のダイナモ1体に加える」.

Two moments offer it, each a decision of the dynamo's controller at that point of the procedure:

- as a battle of an attack begins (:func:`battle_begins`, before the 「バトルする時」 abilities of the
  two creatures): every untapped dynamo of either player, the turn player's first, left to right
  (a reading: the sources order them nowhere; 101.3 the turn player acts first), whether or not it
  is one of the battling creatures;
- when the creature could attack (:func:`engine.mechanics.skills.use_dynamo`): on its controller's
  turn, untapped, not summoning sick, with something it may attack; it taps instead of attacking,
  as a tap skill does. A creature that cannot attack (「このクリーチャーは攻撃することができない」)
  never could, so only a battle offers it its dynamo.

Giving is tapping the creature and a continuous effect until the end of the turn on one other
creature of the race ダイナモ of its controller (the race, not the keyword: dmwiki ダイナモ, what
receives is a creature of the race): the giver's power as it is then is added to the receiver's,
and the abilities the giver has then — its keywords (this ダイナモ among them: a receiver may pass
them on), its printed abilities and those given to it — are added to the receiver's (read through
``game.abilities_of`` and ``has_keyword``). The giver keeps its own (dmwiki: 能力をなくしてしまう
わけではない). Read: the power and abilities are taken as they are when it taps (a later change of
the giver changes nothing); the tap is offered only while another dynamo could receive (with none
the ability would only tap). Battles an effect makes (「バトルさせる」) offer no window here.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.kernel.rules import Rules
from engine.mechanics import continuous
from engine.mechanics.filters import has_keyword, races_of
from engine.model.cards import Ability
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.keywords import KEYWORDS
from engine.model.lasting import GIVES, THIS_TURN
from engine.model.objects import Creature, other

DYNAMO = "dynamo"
RACE = "ダイナモ"
KEEP = "keep"
TEXT = "そのターンの終わりまで、このクリーチャーのパワーと能力を加える"


def receivers(game: Rules, giver: Creature) -> list[Creature]:
    """The other creatures of the race ダイナモ of the giver's controller in the battle zone."""
    return [cr for cr in game.state.players[giver.controller].battle
            if cr is not giver and cr.definition.type.is_creature and RACE in races_of(game, cr)]


def may_give(game: Rules, creature: Creature) -> bool:
    """It has ダイナモ, is untapped, and another dynamo of its controller could receive."""
    return (not creature.tapped and has_keyword(game, creature, DYNAMO)
            and bool(receivers(game, creature)))


def _describe(option: Creature | None) -> str:
    return KEEP if option is None else f"give to {option.name}"


def give(game: Rules, giver: Creature, receiver: Creature) -> None:
    """The giver taps; until the end of the turn the receiver gets its power and abilities."""
    power = game.power(giver)
    keywords = sorted(k for k in KEYWORDS if k != DYNAMO and has_keyword(game, giver, k))
    if has_keyword(game, giver, DYNAMO):
        keywords.append(DYNAMO)
    gift = Ability(kind="static", text=TEXT, label=DYNAMO,
                   static={GIVES: {"power": power, "abilities": game.abilities_of(giver)},
                           "grant": {"keywords": keywords}})
    giver.tapped = True
    continuous.start(game, giver.controller, giver.top, giver, gift, (receiver,), THIS_TURN)
    game.emit(Event(DYNAMO, giver.controller, card=giver.top, creature=giver,
                    data={"receiver": receiver, "detail": f"taps: {receiver.name} gets +{power} power and its "
                                                          "abilities until the end of the turn"}))


def choose(game: Rules, giver: Creature, may_keep: bool) -> Creature | None:
    """The giver's controller picks the receiver (or, when ``may_keep``, keeps it untapped)."""
    options: Sequence[Creature | None] = [*([None] if may_keep else []), *receivers(game, giver)]
    return game.decide(giver.controller, Decision.DYNAMO, options, _describe)


def battle_begins(game: Rules, asked: tuple[Creature, ...] = ()) -> None:
    """A battle begins: each untapped dynamo not ``asked`` yet may give, the turn player's first,
    left to right; after a gift its waiting effects resolve, then the next dynamo is asked."""
    tp = game.state.turn_player
    for player in (tp, other(tp)):
        for cr in list(game.state.players[player].battle):
            if cr in asked or not may_give(game, cr):
                continue
            asked = (*asked, cr)
            receiver = choose(game, cr, True)
            if receiver is not None:
                give(game, cr, receiver)
                game.settle()
                game.later(battle_begins, asked)
                return


def any_may_give(game: Rules) -> bool:
    """Whether some creature of the battle zone could give now (a battle's window is worth asking)."""
    return any(may_give(game, cr) for cr in game.state.all_creatures())
