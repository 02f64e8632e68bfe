"""Questions about the board that several rules ask: power, breakers, sickness, visibility, where a
card is, a player's creatures."""

from __future__ import annotations

from engine.kernel.rules import Rules
from engine.mechanics import continuous, statics
from engine.mechanics.filters import granted_power_attacker, has_keyword
from engine.mechanics.kinds import battle_mask, bit, bits, element_mask
from engine.model.cards import CardType
from engine.model.objects import Card, Creature, Zone
from engine.model.state import GameState

# Breaker keywords and how many shields each breaks.
BREAKERS = {"w breaker": 2, "t breaker": 3, "q breaker": 4}
_UNDER = bit("power from cards under")
_BONUS = bits("power", "power per card", "crossed")  # what statics.power_bonus reads of the battle zone


def shield_force_shield(game: Rules, creature: Creature) -> Card | None:
    """The shield the creature's shield force chose, while it is still one of its controller's
    shields (000: a shield send that overflows touches no shield, so it does not release
    shield force)."""
    card = game.state.shield_force.get(creature.uid)
    return card if card is not None and card in game.state.players[creature.controller].shields else None


def _shield_force_power(game: Rules, creature: Creature) -> int:
    if shield_force_shield(game, creature) is None:
        return 0
    return sum(int(ab.static["shield force"].get("power", 0)) for ab in game.abilities_of(creature)
               if ab.kind == "static" and "shield force" in ab.static)


def _static_power(game: Rules, creature: Creature) -> int:
    """Power its own ``power from cards under: sum`` gives (the printed powers of the cards under
    it: 超神龍バリアント・バデス); ``power per card`` is engine.mechanics.statics'."""
    return sum(sum(c.definition.power or 0 for c in creature.cards[1:]) for ab in game.abilities_of(creature)
               if ab.kind == "static" and ab.static.get("power from cards under") == "sum")


def _attacking_power(game: Rules, creature: Creature) -> int:
    """パワーアタッカー: its ``power attacker`` bonus while it is the attacking creature (510.2: until
    the attack ends): printed, gained from an effect this turn, or given by a static ``grant``
    (each one adds its amount)."""
    if game.state.attacking is not creature:
        return 0
    printed = sum(int(ab.static["power attacker"]) for ab in game.abilities_of(creature)
                  if ab.kind == "static" and "power attacker" in ab.static)
    return printed + creature.attack_power + granted_power_attacker(game, creature)


def power(game: Rules, creature: Creature) -> int:
    """Printed power, plus this turn's changes and static bonuses, in the profile's range."""
    printed = sum(c.definition.power or 0 for c in creature.cards) if creature.linked else creature.definition.power
    hyper = _hyper_power(creature) if creature.hyper_released else None
    if hyper is not None:  # 814.2b: while released, the hyper-mode power; the normal one is not referred to
        printed = hyper
    state = game.state
    base = (printed or 0) + creature.power_bonus
    # each part read only where it can add something (a whole sum: the order of the parts is no matter)
    if state.shield_force:
        base += _shield_force_power(game, creature)
    kinds = battle_mask(game) | element_mask(creature)  # engine.mechanics.kinds
    if kinds & _UNDER:
        base += _static_power(game, creature)
    if state.attacking is creature:
        base += _attacking_power(game, creature)
    if kinds & _BONUS or _castles(state):
        base += statics.power_bonus(game, creature)
    if state.lasting:
        base += continuous.modified_power(game, creature) + continuous.given_power(game, creature)
    if creature.linked_cards:
        base += sum(c.definition.power or 0 for c in creature.linked_cards)
    return game.profile.power.apply(base)


def _castles(state: GameState) -> bool:
    """Whether a player has a castle (its abilities may give power: engine.mechanics.statics)."""
    for p in state.players.values():
        if p.castles:
            return True
    return False


def _hyper_power(creature: Creature) -> int | None:
    """The hyper-mode power (``static: {hyper power: n}``) of a creature whose hyper mode is
    released (814.2b), else None. Read from the card, not from its abilities now: an effect that
    ignores its abilities leaves the power the resolved ハイパー化 gave it (official Q&A of 2024-04-12
    on 超霊淵 ヤバーダン=ロウ and ∞龍 ゲンムエンペラー)."""
    if not creature.hyper_released:
        return None
    return next((int(ab.static["hyper power"]) for ab in creature.definition.abilities
                 if ab.kind == "static" and "hyper power" in ab.static), None)


def breaker_options(game: Rules, creature: Creature) -> list[int]:
    """How many shields each breaker ability of the creature breaks (printed, given by an effect
    or by a static ability), largest first; [1] without one (003 シールドについて: one shield per
    attack unless an effect says more)."""
    counts = {n for kw, n in BREAKERS.items() if has_keyword(game, creature, kw)}
    if has_keyword(game, creature, "infinite breaker"):
        counts |= set(range(1, _opponent_shields(game, creature) + 1))
    if has_keyword(game, creature, "civilization breaker"):  # 文明ブレイカー: one per civilization of its mana
        mana = game.state.players[creature.controller].mana
        counts |= {len({c for m in mana for c in m.definition.card_civilizations})} - {0}
    return sorted(counts, reverse=True) or [1]


def _opponent_shields(game: Rules, creature: Creature) -> int:
    """How many shields the creature's opponents have: the most an ∞ breaker can break."""
    return max((len(p.shields) for name, p in game.state.players.items() if name != creature.controller),
               default=0)


def extra_breaks(game: Rules, creature: Creature) -> int:
    """How many more shields the creature breaks than it would (シールドをさらにn枚ブレイクする): what static
    abilities and effects in force add. They add to every break the creature makes, its attack's and
    one an ability makes it make (701.14d: シールドを追加でブレイクさせる効果は、攻撃によるブレイクにも効果に
    よるブレイクにもどちらにも影響します)."""
    return statics.extra_breaks(game, creature) + continuous.modified_breaks(game, creature)


def breaker_count(game: Rules, creature: Creature) -> int:
    """How many shields the creature breaks: its breaker abilities, as the profile's breaker
    policy picks among several (:mod:`engine.policies.breakers`), plus what static abilities and
    effects in force add (シールドをさらに1枚ブレイクする, :func:`engine.mechanics.statics.extra_breaks`,
    :func:`engine.mechanics.continuous.modified_breaks`)."""
    n = game.profile.breakers.count(game, creature.controller, breaker_options(game, creature)) \
        + extra_breaks(game, creature)
    cap = statics.breaks_at_most(game, creature)  # 攻撃1回につきシールドをn枚しかブレイクできない
    return n if cap is None else min(n, cap)


def summoning_sick(game: Rules, creature: Creature) -> bool:
    """Summoning sickness: it entered this turn under the turn player's control and has no speed attacker
    (printed, gained, or given by a static grant: 紅神龍ジャガルザー) and was not flipped by 覚醒
    (``Creature.awakened``); evolution creatures never have it, nor a NEO creature with cards under it
    (802.3: a NEO evolution creature; one put with none under it is summoning sick)."""
    if has_keyword(game, creature, "speed attacker") or creature.awakened:
        return False
    if creature.definition.type is CardType.EVOLUTION_CREATURE:
        return False
    if len(creature.cards) > 1 and has_keyword(game, creature, "neo evolution"):
        return False
    return creature.entered_turn == game.state.turn_id and creature.controller == game.state.turn_player


def counted_shields(game: Rules, player: str) -> int:
    """How many shields the player has, as effects count them: broken shields waiting for
    declarations are not counted unless the profile says so (113.6a, engine.policies.waiting_shields)."""
    shields = game.state.players[player].shields
    if game.profile.shields.counted:
        return len(shields)
    return sum(1 for s in shields if s not in game.state.waiting_shields)


def visible_to(game: Rules, card: Card, viewer: str) -> bool:
    """Whether ``viewer`` may look at the card: the deck is face down, so are the shields (003
    シールドについて: シールドのカード内容を確認することはできない) unless turned face up, or the profile keeps a
    shield viewable where it came from (:mod:`engine.policies.visibility`), a hand is its
    owner's; every other zone is open."""
    where = game.state.locate(card)
    if where is None:
        return True
    owner, zone = where
    if zone is Zone.SHIELDS:  # a face-up shield (表向きにしたシールド) is open to both players
        return card.face_up or game.profile.visibility.shield_visible(shield_origin(game, card), owner.name, viewer)
    if zone is Zone.DECK:
        return False
    return zone is not Zone.HAND or owner.name == viewer


def shield_origin(game: Rules, card: Card) -> Zone | None:
    """The zone a shield came from, by the last move that put it there (None: set up there)."""
    return card.shielded_from


def zone_of(game: Rules, card: Card | None) -> Zone | None:
    """The zone ``card`` is in (None: no card, or in no zone)."""
    found = game.state.locate(card) if card is not None else None
    return found[1] if found else None


def creatures_of(game: Rules, player: str) -> list[Creature]:
    """A player's creatures (dragheart fortresses and fields in the battle zone are not)."""
    return [cr for cr in game.state.players[player].battle if cr.definition.type.is_creature]
