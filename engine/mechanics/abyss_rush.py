"""アビスラッシュ (dmwiki アビスラッシュ, DM22-SD1: 「アビスラッシュ:このクリーチャーを自分の墓地から召喚してもよい。
そうしたら、このターン、このクリーチャーはプレイヤーを攻撃でき、ターンの終わりに山札の下に置かれる。」).

A use permission (``may use from: {zone: graveyard, abyss rush: true}``: 墓地召喚) whose summon gives the creature two
effects of that turn (dmwiki: 2種類の継続的効果): it may attack players though it entered this turn, and at the turn's
end it goes to the bottom of its owner's deck (a delayed effect: 512.1, a turn whose rest is skipped has no end). A
creature summoned from the hand the ordinary way gets neither.
"""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.model.agenda import Step
from engine.model.objects import Card, Creature, Zone


def follow(game: Rules, creature: Creature) -> None:
    """The effects of a summon by アビスラッシュ: it may attack players this turn; at the turn's end, deck bottom."""
    creature.granted_keywords = creature.granted_keywords | {"attacks players the turn it enters"}
    game.state.at_end_of_turn.append(Step(_to_deck_bottom, (creature.top,)))


def _to_deck_bottom(game: Rules, card: Card) -> None:
    """「ターンの終わりに山札の下に置かれる」: the creature the card is the top of goes to its deck's bottom; one that
    left the battle zone meanwhile is a new object the effect no longer finds."""
    holder = game.state.creature_of(card)
    if holder is None or holder.top is not card:
        game.note(f"{card.name} is no longer in the battle zone: アビスラッシュ's end-of-turn move does nothing")
        return
    game.remove_creature(holder, Zone.DECK, "deck bottom", bottom=True)
