"""Delayed triggered abilities (遅延誘発型能力, 110.3b: 「呪文やその他の効果によって誘発型能力を与えられる誘発型能力は
遅延誘発型能力と呼ばれます」): an effect that says 「このターン、…時、…」 leaves a triggered ability behind for the rest
of the turn. It belongs to the effect's controller, not to a creature: it triggers like a card's ability would
(:func:`engine.mechanics.triggers.delayed_waiting`), waits and resolves with its controller as the controller and
the effect's card as its source, and ends with the turn (a continuous effect, :mod:`engine.mechanics.continuous`).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.args import REQUIRED, AbilityArg, Arg
from engine.kernel.registry import Context, op
from engine.mechanics import continuous
from engine.model.lasting import THIS_TURN


@op("delayed trigger", Arg("ability", AbilityArg("triggered"), REQUIRED,
                           doc="written like a card's: {when: ..., do: [...]}"),
    doc="「このターン、…時、…」: until the end of the turn, its controller has this triggered ability (110.3b)")
def _delayed_trigger(ctx: Context, args: dict[str, Any]) -> None:
    """Until the end of the turn the controller has ``ability`` (a triggered ability, 110.3b)."""
    if ctx.source_card is None:
        ctx.game.note("an effect with no card makes no delayed triggered ability")
        return
    ability = args["ability"]
    continuous.start(ctx.game, ctx.controller, ctx.source_card, ctx.source_creature, ability, (), THIS_TURN)
    ctx.game.note(f"{ctx.source_card.name}: until the end of the turn, 「{ability.text or ability.name}」")
