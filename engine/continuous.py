"""Continuous effects (継続的効果) that a resolved ability leaves behind for a while.

``grant replacement`` gives creatures a replacement ability for a while (鎧亜の咆哮キリュー・
ジルヴェス: "そのターン中、それらのクリーチャーが破壊される時、墓地に置くかわりに自分のマナ
ゾーンに置く"): :mod:`engine.replacement` finds it on the creatures it was given to, and 000
(適用する置換効果の決定) ranks it as priority 3, "the one given earlier first" — or 1 for the
card whose own ability gave it. ``you do not lose this turn`` protects its controller from
losing the game (不敗のダイハード・リュウセイ).

Each effect remembers when it was made and expires by itself: ``end of turn`` when that turn
is over, ``start of your next turn`` when its controller's next turn starts. The creatures
given an ability are those chosen when the effect resolved ("それらのクリーチャー").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import yaml

from engine.cards import Ability
from engine.effects import Context, op, select_creatures
from engine.errors import CardDataError
from engine.state import Card, Creature

if TYPE_CHECKING:
    from engine.game import Game

THIS_TURN = "end of turn"
NEXT_TURN = "start of your next turn"
UNTIL = (THIS_TURN, NEXT_TURN)
NO_LOSS = "no loss"  # the static marker of "you do not lose the game"


@dataclass(frozen=True)
class Lasting:
    """One continuous effect: an ability it gives (or, with no targets, has itself) while it lasts."""

    seq: int  # made in this order (000 priority 3: the one given earlier first)
    ability: Ability
    controller: str
    source: Card
    source_creature: Creature | None
    targets: tuple[Creature, ...]  # the creatures it gives the ability to
    until: str
    turn: int  # game.turn_id when it was made
    controller_turns: int  # its controller's turns taken when it was made

    def lasts(self, game: Game) -> bool:
        if self.until == THIS_TURN:
            return game.turn_id == self.turn
        return game.players[self.controller].turns_taken == self.controller_turns


def active(game: Game) -> list[Lasting]:
    """The continuous effects still in force, oldest first."""
    return [e for e in game.lasting if e.lasts(game)]


def given_to(game: Game, creature: Creature) -> list[Lasting]:
    """Replacement abilities continuous effects give ``creature``, the one given earliest first."""
    return [e for e in active(game) if e.ability.kind == "replacement" and any(t is creature for t in e.targets)]


def protected(game: Game, player: str) -> bool:
    """An effect says ``player`` does not lose the game now."""
    return any(e.controller == player and e.ability.static.get(NO_LOSS) for e in active(game))


def parse_ability(raw: Any, where: str) -> Ability:
    """An ability written inside an effect's arguments, checked like the card data's abilities."""
    from engine.catalog import _convert, _Reader

    if not isinstance(raw, dict):
        raise CardDataError(where, 0, "ability", "give an ability as a mapping, e.g. {instead of: ..., do: [...]}")
    root = yaml.compose(yaml.safe_dump(raw, allow_unicode=True))
    if root is None:
        raise CardDataError(where, 0, "ability", "an empty ability")
    return _Reader(where).ability(_convert(root))


def _until(ctx: Context, args: dict[str, Any]) -> str:
    until = str(args.get("until", THIS_TURN))
    if until not in UNTIL:
        raise CardDataError(_where(ctx), 0, "until", f"unknown duration {until!r}; one of {', '.join(UNTIL)}")
    return until


def _where(ctx: Context) -> str:
    return f"card data of {ctx.source_card.name}" if ctx.source_card is not None else "card data"


def make(ctx: Context, ability: Ability, targets: tuple[Creature, ...], until: str) -> Lasting | None:
    """Start a continuous effect of the resolving ability's card."""
    game = ctx.game
    if ctx.source_card is None:
        game.note("an effect with no card makes no continuous effect")
        return None
    effect = Lasting(len(game.lasting) + 1, ability, ctx.controller, ctx.source_card, ctx.source_creature, targets,
                     until, game.turn_id, game.players[ctx.controller].turns_taken)
    game.lasting.append(effect)
    return effect


@op("grant replacement")
def _grant_replacement(ctx: Context, args: dict[str, Any]) -> None:
    """Give creatures (``target``, default all of yours) a replacement ability (``ability``:
    written like a card's, ``instead of: ...``) until ``until`` (end of turn | start of your
    next turn): a continuous "gives" effect (000 priority 3)."""
    ability = parse_ability(args.get("ability"), _where(ctx))
    if ability.kind != "replacement":
        raise CardDataError(_where(ctx), 0, "grant replacement", "the ability given must be an 'instead of' ability")
    targets = tuple(select_creatures(ctx, args.get("target", {"player": "you", "count": "all"}), "you"))
    until = _until(ctx, args)
    if make(ctx, ability, targets, until) is not None:
        ctx.game.note(f"{ctx.source_card.name if ctx.source_card else 'an effect'}: "
                      f"{', '.join(c.name for c in targets) or 'no creature'} get "
                      f"「{ability.text or ability.name}」 until the {until}")


@op("you do not lose this turn")
def _no_loss(ctx: Context, args: dict[str, Any]) -> None:
    """This turn the controller does not lose the game (the loss is not checked for them)."""
    marker = Ability(kind="static", text="このターン、自分はゲームに負けない。", static={NO_LOSS: True})
    if make(ctx, marker, (), THIS_TURN) is not None:
        ctx.game.note(f"player {ctx.controller} does not lose the game this turn")
