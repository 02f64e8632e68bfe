"""ニンジャ・ストライク (112.3c): the shinobi summoned for free, put on the bottom of its owner's deck at
the end of that turn, and one ninja strike an attack.

The keyword's reminder text (光牙忍ハヤブサマル, dm29-037): 「相手のクリーチャーが攻撃またはブロックした時、
自分のマナゾーンにカードがN枚以上あり、その攻撃中に「ニンジャ・ストライク」能力を使っていなかった場合、このシノビを
コストを支払わずに召喚してもよい。そのターンの終わりに、このシノビを自分の山札の一番下に置く」. The move at the end
of the turn is an effect of the ability used, not an ability of the shinobi: ignoring the shinobi's abilities
does not stop it (Q&A of 2020-09-18 on ∞龍 ゲンムエンペラー and 斬隠テンサイ・ジャニット, through dmwiki).

The ability counts as used when it resolves with its conditions met (the reading chosen: a ninja strike
declared whose mana count fails as it resolves, 112.3c since 2022-08-10, was not used). What it leaves
behind is its delayed step: the "used during this attack" check reads the delayed steps of the turn, each
tagged with the attack it was used in (the sequence number of that attack's "attacked" event), so a
second shinobi declared in the same attack is not summoned (dmwiki ニンジャ・ストライク: only one per attack).
"""

from __future__ import annotations

from typing import Any

from engine.kernel.registry import Context, condition, op
from engine.kernel.rules import Rules
from engine.mechanics.queries import zone_of
from engine.model.agenda import Step
from engine.model.objects import Card, Zone
from engine.ops.declared_abilities import summon_this


def _current_attack(game: Rules) -> int:
    """The sequence number of this turn's latest attack declaration ("attacked" event), 0 if none."""
    turn = game.state.turn_id
    return max((e.seq for e in game.state.events if e.kind == "attacked" and e.data.get("turn") == turn), default=0)


def _shinobi_to_deck_bottom(game: Rules, card: Card, attack: int) -> None:
    """「そのターンの終わりに、このシノビを自分の山札の一番下に置く」: the creature the shinobi is the top card
    of goes to the bottom of its owner's deck (with the cards under it); a shinobi that left the battle zone
    meanwhile is a new object the effect no longer finds (it stays where it is)."""
    holder = game.state.creature_of(card)
    if holder is None or holder.top is not card:
        game.note(f"{card.name} is no longer in the battle zone: ninja strike's end-of-turn move does nothing")
        return
    game.remove_creature(holder, Zone.DECK, "deck bottom", bottom=True)


def ninja_strike_used(game: Rules, player: str) -> bool:
    """Whether ``player`` used a ninja strike during the current attack."""
    attack = _current_attack(game)
    return any(step.run is _shinobi_to_deck_bottom and step.args[1] == attack and step.args[0].owner == player
               for step in game.state.at_end_of_turn)


@op("summon this by ninja strike",
    doc="ninja strike (112.3c): summon this shinobi for free from the hand; at the end of the turn it goes "
        "to the bottom of its owner's deck")
def _ninja_strike(ctx: Context, args: dict[str, Any]) -> None:
    """The effect of a used ninja strike: summon this shinobi for free from the hand it waited in, and at
    the end of that turn put it on the bottom of its owner's deck (the reminder text's second sentence,
    a delayed effect of this ability: 512.1, a turn whose rest is skipped has no end)."""
    card = ctx.source_card
    if card is None or zone_of(ctx.game, card) is not Zone.HAND:
        ctx.game.note("the shinobi is no longer in the hand: it is not summoned")
        return
    summon_this(ctx)
    ctx.game.state.at_end_of_turn.append(Step(_shinobi_to_deck_bottom, (card, _current_attack(ctx.game))))


@condition("used a ninja strike this attack")
def _used_this_attack(ctx: Context, v: Any) -> bool:
    """The controller used a ninja strike during the current attack (その攻撃中に「ニンジャ・ストライク」能力を
    使っていなかった場合: false)."""
    return ninja_strike_used(ctx.game, ctx.controller) == bool(v)


@op("ninja strike", doc="ニンジャ・ストライク (the keyword, as the compiled cards write it): unless its controller "
                        "used a ninja strike during this attack, summon this shinobi for free from the hand; at "
                        "the end of that turn it goes to the bottom of its owner's deck")
def _ninja_strike_keyword(ctx: Context, args: dict[str, Any]) -> None:
    """The keyword's effect in one step (the mana count is the ability's ``if``): its 「その攻撃中に
    「ニンジャ・ストライク」能力を使っていなかった場合」 read as the condition ``used a ninja strike this attack``
    is, then ``summon this by ninja strike``."""
    if ninja_strike_used(ctx.game, ctx.controller):
        ctx.game.note(f"player {ctx.controller} already used a ninja strike during this attack: it is not summoned")
        return
    _ninja_strike(ctx, args)
