"""Declared abilities (使用宣言) and when the non-turn player's abilities see their zone.

An ability whose trigger says ``declare: <kind>`` must be declared by its controller to be
used (invasion, revolution change, attack chance, revenge chance, invasion ZERO, revolution
0 trigger, S-back, ...). A profile's :class:`DeclarationPolicy` says

- *when* the declaration is made. TCG (506.3, 2020-10-23; 511.1, 2021-06-24): the turn
  player declares all its optional hidden-zone triggers as they trigger, then resolves;
  the non-turn player declares only when none of the turn player's waiting effects are
  left. DMPS (000 待機した効果の解決の順序, steps 2-3): the specials are declared as they
  trigger and resolve before everything else, in the order chosen (invasion, revolution
  change, attack chance at an attack; revenge chance and invasion ZERO at the end of a
  turn); any other declared ability waits like the rest and is chosen when it resolves
  (the revolution 0 trigger is chosen after El Dorado's ability resolved). Older DMPS
  (000 on 剛撃無双カンクロウ and 天真妖精オチャッピィ; 001 疑似使用宣言): nothing is declared
  ahead; each card is offered as its ability resolves, its condition checked then, so
  several Kankurou come out one at a time, each with its own enter ability first.
- *which zone state* the non-turn player's abilities see (000 非ターン・プレイヤー側の誘発型
  能力の誘発タイミングと使用宣言について). TCG, by declaration: an ability that needs none
  triggers only from cards in its zone when the event happened; one that needs a
  declaration sees its zone right after all the turn player's waiting effects resolved.
  DMPS, by timing: an ability timed at the end of a turn sees its zone right after all the
  turn player's waiting effects resolved; any other only cards there when the event
  happened. Later-looking abilities are collected by :func:`admit` in a second pass
  (:meth:`engine.game.Game.settle` runs it when no turn-player effect is waiting).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cards import Ability
from engine.effects import Context, check
from engine.policies.ordering import SPECIAL_RANK
from engine.state import Card, Zone, other
from engine.waiting import Waiting

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game

# The declared abilities that DMPS resolves before all others (000, steps 2 and 3).
SPECIALS = frozenset(SPECIAL_RANK)
DONE = "done"
WHEN_TRIGGERED, SPECIALS_WHEN_TRIGGERED, WHEN_RESOLVING = "when triggered", "specials when triggered", "when resolving"
BY_DECLARATION, BY_TIMING = "by declaration", "by timing"


@dataclass(frozen=True)
class DeclarationPolicy:
    """When declared abilities are declared, and what the non-turn player's abilities see."""

    name: str
    declare: str  # WHEN_TRIGGERED | SPECIALS_WHEN_TRIGGERED | WHEN_RESOLVING
    non_turn_player: str  # BY_DECLARATION (TCG) | BY_TIMING (DMPS)

    def up_front(self, kind: str) -> bool:
        """Whether an ability of this declaration kind is declared as it triggers."""
        if self.declare == WHEN_TRIGGERED:
            return True
        return self.declare == SPECIALS_WHEN_TRIGGERED and kind in SPECIALS

    def looks_later(self, game: Game, w: Waiting, kind: str) -> bool:
        """Whether ``w`` sees its zone only once the turn player's waiting effects are gone."""
        if w.controller == game.turn_player:
            return False
        if self.non_turn_player == BY_DECLARATION:
            return bool(kind)
        return w.event.kind == "turn ended"

    def looks_again(self, game: Game, event: Event) -> bool:
        """Whether the non-turn player's abilities may see ``event`` again later (then the game
        runs the second pass for it), even from cards that were not in their zone yet."""
        return self.non_turn_player == BY_DECLARATION or event.kind == "turn ended"

    @property
    def one_at_a_time(self) -> bool:
        """Pseudo declarations (001 疑似使用宣言): each card offered and used on its own."""
        return self.declare == WHEN_RESOLVING


TCG_DECLARATIONS = DeclarationPolicy(
    "declared as they trigger, turn player first; the non-turn player's declared abilities see "
    "their zone after the turn player's effects (506.3, 511.1)", WHEN_TRIGGERED, BY_DECLARATION)
DMPS_DECLARATIONS = DeclarationPolicy(
    "specials declared as they trigger and resolved first; other declared abilities chosen as they "
    "resolve; the non-turn player's end-of-turn abilities see their zone last (000)",
    SPECIALS_WHEN_TRIGGERED, BY_TIMING)
DMPS_OLD_DECLARATIONS = DeclarationPolicy(
    "pseudo declarations: each card offered as its ability resolves, one at a time (001 疑似使用宣言, "
    "000 カンクロウ / オチャッピィ)", WHEN_RESOLVING, BY_TIMING)


def declare_kind(ability: Ability) -> str:
    """The declaration an ability needs (``declare:`` on one of its triggers), or ""."""
    for t in ability.triggers:
        if t.filter.get("declare"):
            return str(t.filter["declare"])
    return ""


def _eligible(game: Game, w: Waiting) -> bool:
    return check(Context(game, w.controller, w.source_card, w.source_creature, event=w.event), w.ability.condition)


def _describe(option: Waiting | str) -> str:
    return option if isinstance(option, str) else option.source_name


def _use(game: Game, player: str, name: str) -> str:
    """A declaration offered as the ability is used: "use" or "skip"."""
    return game.decide(player, "use optional", ["use", "skip"], lambda o: f"{o} {name}")


def _declared(game: Game, w: Waiting, kind: str) -> None:
    game.trace.add("declare", f"player {w.controller} declares {w.source_name} ({kind})",
                   player=w.controller, card=w.source_name, declared=kind)


def admit(game: Game, event: Event, found: list[Waiting], later: bool = False) -> list[Waiting]:
    """The waiting effects ``event`` creates now. ``later``: the second pass, once the turn
    player's waiting effects are gone, which keeps only the later-looking abilities. Abilities
    declared as they trigger are offered here (turn player first); the ones not declared don't
    wait. An event the non-turn player may look at again is remembered for the second pass."""
    policy = game.profile.declarations
    keep: list[Waiting] = []
    offered: list[Waiting] = []
    for w in found:
        kind = declare_kind(w.ability)
        if policy.looks_later(game, w, kind) == later:
            (offered if kind and policy.up_front(kind) else keep).append(w)
    if not later and policy.looks_again(game, event):
        game.deferred.append(event)
    chosen = _declare(game, offered)
    return [w for w in found if w in keep or w in chosen]


def _declare(game: Game, offered: list[Waiting]) -> list[Waiting]:
    """Each controller (turn player first) declares any of its offered abilities, one at a
    time; the order of declaration ranks the specials (000: 選んだ順)."""
    chosen: list[Waiting] = []
    for player in (game.turn_player, other(game.turn_player)):
        pool = [w for w in offered if w.controller == player and _eligible(game, w)]
        rank = 0
        while pool:
            options: list[Waiting | str] = [DONE, *pool]
            pick = game.decide(player, "declare", options, _describe)
            if isinstance(pick, str):
                break
            pool.remove(pick)
            kind = declare_kind(pick.ability)
            pick.special, pick.choice_rank = kind, rank
            rank += 1
            chosen.append(pick)
            _declared(game, pick, kind)
    return chosen


def declared_at_resolution(game: Game, w: Waiting) -> bool:
    """Called as ``w`` resolves (its condition already checked): an ability that needs a
    declaration and was not declared as it triggered is offered now, like any "may" (001: 公開
    ゾーンから使う任意の能力と同じく、実際に使うタイミングで判断ができる). False: not used."""
    kind = declare_kind(w.ability)
    if not kind or w.special:
        return True
    if _use(game, w.controller, w.source_name) == "skip":
        game.note(f"player {w.controller} does not declare {w.source_name}")
        return False
    _declared(game, w, kind)
    return True


# ------------------------------------------------------------------ S-back
def _shield_backs(game: Game, player: str) -> list[tuple[Card, Ability]]:
    """Cards in the player's hand with an S-back ability (``declare: s-back``)."""
    out = []
    for card in game.players[player].hand:
        for ab in card.definition.abilities:
            if ab.kind == "triggered" and declare_kind(ab) == "s-back":
                out.append((card, ab))
                break
    return out


def _backs(ab: Ability, shield: Card) -> bool:
    """Whether an S-back ability may discard this card (its civilization filter)."""
    want = next((t.filter.get("civilization") for t in ab.triggers if t.filter.get("civilization")), None)
    return want is None or str(want) in shield.definition.civilizations


def _name(option: Card | str) -> str:
    return option if isinstance(option, str) else option.name


def _discarded(game: Game, player: str, back: Card, shields: list[Card]) -> Card:
    """The arriving card an S-back discards (chosen when several fit), traced as declared."""
    shield = shields[0] if len(shields) == 1 else game.decide(player, "discard for S-back", shields, _name)
    game.trace.add("declare", f"player {player} declares {back.name} (s-back), discarding {shield.name}",
                   player=player, card=back.name, declared="s-back")
    return shield


def declare_shield_backs(game: Game, player: str, arriving: list[Card]) -> dict[Card, Card]:
    """S-back (000 on オチャッピィ): as broken shields are about to reach the hand, the player
    declares S-backs together with the shield triggers (113.6), each discarding one arriving
    card of its civilization. Returns {shield card: S-back card}. Under pseudo declarations
    nothing is declared here (see :func:`use_shield_backs`)."""
    if game.profile.declarations.one_at_a_time:
        return {}
    claimed: dict[Card, Card] = {}
    offers = [(c, ab) for c, ab in _shield_backs(game, player) if any(_backs(ab, s) for s in arriving)]
    while offers:
        options: list[Card | str] = [DONE, *[c for c, _ in offers]]
        pick = game.decide(player, "declare", options, _name)
        if isinstance(pick, str):
            break
        ab = next(a for c, a in offers if c is pick)
        offers = [(c, a) for c, a in offers if c is not pick]
        shields = [s for s in arriving if s not in claimed and _backs(ab, s)]
        if shields:
            claimed[_discarded(game, player, pick, shields)] = pick
    return claimed


def use_shield_backs(game: Game, player: str, claimed: dict[Card, Card], arrived: list[Card]) -> None:
    """Summon the declared S-back creatures for free (their enter abilities then wait). Under
    pseudo declarations (older DMPS, 000: 1枚ずつ「召喚しますか？→はいの場合召喚し、そのcipの解決
    割り込む」) each S-back card is offered in turn, eligibility judged at that moment, and its
    enter ability resolves before the next is offered."""
    if not game.profile.declarations.one_at_a_time:
        for card in claimed.values():
            game.put_into_battle(player, [card], "summon for free", from_zone=Zone.HAND)
        return
    for card, ab in _shield_backs(game, player):
        hand = game.players[player].hand
        shields = [s for s in arrived if s in hand and _backs(ab, s)]
        if not shields or card not in hand:
            continue
        if _use(game, player, card.name) == "skip":
            continue
        shield = _discarded(game, player, card, shields)
        game.move_card(shield, Zone.GRAVEYARD, "discard")
        game.put_into_battle(player, [card], "summon for free", from_zone=Zone.HAND)
        game.settle()


# Registers the effect operations and conditions of declared abilities.
import engine.declared_effects  # noqa: E402,F401
