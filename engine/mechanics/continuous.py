"""Continuous effects (継続的効果) in force: which are active, what they give, whom they protect.

``grant replacement`` gives creatures a replacement ability for a while (鎧亜の咆哮キリュー・
ジルヴェス: "そのターン中、それらのクリーチャーが破壊される時、墓地に置くかわりに自分のマナ
ゾーンに置く"): :mod:`engine.mechanics.replacement` finds it on the creatures it was given to, and 000
(適用する置換効果の決定) ranks it as priority 3, "the one given earlier first" — or 1 for the
card whose own ability gave it. ``you do not lose this turn`` protects its controller from
losing the game (不敗のダイハード・リュウセイ). The data is :mod:`engine.model.lasting`; the operations
that make them are :mod:`engine.ops.lasting_effects`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, matches, spell_effect_ignored
from engine.model.cards import Ability
from engine.model.lasting import ATTACK_UNTAPPED, GIVES, MODIFY, NO_LOSS, Lasting
from engine.model.objects import Card, Creature


def active(game: Rules) -> list[Lasting]:
    """The continuous effects still in force, oldest first: a spell's does nothing while an effect
    ignores that spell's effects (:func:`engine.mechanics.filters.spell_effect_ignored`)."""
    return [e for e in game.state.lasting if e.lasts(game.state.turn_id, game.state.players[e.controller].turns_taken)
            and not spell_effect_ignored(game, e)]


def given_to(game: Rules, creature: Creature) -> list[Lasting]:
    """Replacement abilities continuous effects give ``creature``, the one given earliest first."""
    return [e for e in active(game) if e.ability.kind == "replacement" and any(t is creature for t in e.targets)]


def modifications(game: Rules, creature: Creature) -> list[dict[str, Any]]:
    """What the ``modify`` effects in force change of ``creature`` ({power, unblockable by, extra
    breaks}), oldest first: an effect with targets changes those creatures (バトルゾーンにある…すべて:
    the creatures there as it resolved); one without changes every creature its filter names while
    it lasts (その種族のクリーチャーは: one entering later too)."""
    out = []
    for e in active(game):
        spec = e.ability.static.get(MODIFY)
        if spec is None:
            continue
        if e.targets:
            if any(t is creature for t in e.targets):
                out.append(spec)
            continue
        whose = str(spec.get("player", "you"))
        if whose != "each" and (creature.controller == e.controller) != (whose == "you"):
            continue
        if matches(game, creature, spec.get("filter") or {}, Perspective(e.controller, e.source)):
            out.append(spec)
    return out


def modified_power(game: Rules, creature: Creature) -> int:
    """The power ``modify`` effects in force add to the creature."""
    return sum(int(m.get("power", 0)) for m in modifications(game, creature)) if game.state.lasting else 0


def modified_breaks(game: Rules, creature: Creature) -> int:
    """How many more shields ``modify`` effects in force make the creature break (シールドをさらにn枚ブレイクする)."""
    return sum(int(m.get("extra breaks", 0)) for m in modifications(game, creature)) if game.state.lasting else 0


def unblockable_by_effect(game: Rules, attacker: Creature, blocker: Creature) -> bool:
    """A ``modify`` effect in force says ``blocker`` cannot block ``attacker`` (このターン、…は、パワー3000以下の
    クリーチャーにブロックされない): the blocker passes its ``unblockable by`` filter, read from the effect's
    controller."""
    if not game.state.lasting:
        return False
    return any(matches(game, blocker, m["unblockable by"], Perspective(attacker.controller, attacker.top, attacker))
               for m in modifications(game, attacker) if m.get("unblockable by") is not None)


def _gifts(game: Rules, creature: Creature) -> list[dict[str, object]]:
    """What continuous effects that give a creature power and abilities (ダイナモ) give it now."""
    if not game.state.lasting:
        return []
    return [e.ability.static[GIVES] for e in active(game) if GIVES in e.ability.static
            and any(t is creature for t in e.targets)]


def gifts_made(game: Rules) -> bool:
    """Whether some continuous effect gives creatures abilities (the fast path of trigger lookups)."""
    return any(GIVES in e.ability.static for e in game.state.lasting)


def given_abilities(game: Rules, creature: Creature) -> tuple[Ability, ...]:
    """The abilities continuous effects gave the creature (ダイナモ: another dynamo's), oldest first;
    its keywords given so are read by ``engine.mechanics.filters.has_keyword`` (a ``grant``)."""
    found: list[Ability] = []
    for gift in _gifts(game, creature):
        found += list(gift.get("abilities") or ())  # type: ignore[call-overload]
    return tuple(found)


def given_power(game: Rules, creature: Creature) -> int:
    """The power continuous effects added to the creature (ダイナモ: another dynamo's power)."""
    return sum(int(gift.get("power") or 0) for gift in _gifts(game, creature))  # type: ignore[call-overload]


def may_attack_untapped(game: Rules, creature: Creature) -> bool:
    """An effect lets this creature attack untapped creatures (フル・コマンド, the TCG クエイク・ゲート):
    000 — the spell's effect overrides the creature's summoning sickness for such an attack."""
    for e in active(game):
        spec = e.ability.static.get(ATTACK_UNTAPPED)
        if spec is None or (spec.get("player", "you") == "you" and creature.controller != e.controller):
            continue
        if matches(game, creature, spec.get("filter") or {}, Perspective(e.controller, e.source)):
            return True
    return False


def protected(game: Rules, player: str) -> bool:
    """An effect says ``player`` does not lose the game now."""
    return any(e.controller == player and e.ability.static.get(NO_LOSS) for e in active(game))


def start(game: Rules, controller: str, source: Card, source_creature: Creature | None, ability: Ability,
          targets: tuple[Creature, ...], until: str) -> Lasting:
    """Start a continuous effect of a resolving ability's card."""
    effect = Lasting(len(game.state.lasting) + 1, ability, controller, source, source_creature, targets,
                     until, game.state.turn_id, game.state.players[controller].turns_taken)
    game.state.lasting.append(effect)
    return effect


def inherit(game: Rules, sources: Sequence[Creature], creature: Creature) -> None:
    """An evolution creature keeps the continuous effects its sources had: what effects gave
    them stays with it (公式Q&A 2021-04-16, 《「正義星帝」》 / 《オヴ・シディア <サザン.Star>》:
    進化元のクリーチャーに与えられていた継続的効果は、進化後のクリーチャーにも引き継がれます).
    This turn's power changes and keywords given by effects carry over too."""
    if not sources:
        return
    for src in sources:
        creature.power_bonus += src.power_bonus
        creature.granted_keywords = creature.granted_keywords | src.granted_keywords
        creature.attack_power += src.attack_power
    for i, effect in enumerate(game.state.lasting):
        if any(t in sources for t in effect.targets):
            kept = tuple(t for t in effect.targets if t not in sources)
            game.state.lasting[i] = replace(effect, targets=(*kept, creature))
