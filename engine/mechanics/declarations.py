"""Declared abilities (使用宣言) and when the non-turn player's abilities see their zone.

An ability whose trigger says ``declare: <kind>`` must be declared by its controller to be
used (invasion, revolution change, attack chance, revenge chance, invasion ZERO, revolution
0 trigger, S-back, ...). *When* it is declared and *which zone state* the non-turn player's
abilities see is the profile's :class:`engine.policies.declaration_timing.DeclarationPolicy`; this
module carries it out: :func:`admit` decides which triggered abilities start waiting (the
later-looking ones are collected in a second pass, which :func:`engine.mechanics.resolution.settle_step`
runs when no turn-player effect is waiting), :func:`declared_at_resolution` offers the ones
not declared yet, and S-back is declared as broken shields are about to reach the hand.
"""

from __future__ import annotations

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics import attack_steps
from engine.mechanics.filters import Perspective, matches
from engine.mechanics.kinds import bit, having
from engine.mechanics.putting import put_problem
from engine.model.cards import Ability, CardType
from engine.model.decisions import Decision
from engine.model.events import Event
from engine.model.objects import Card, Zone, other
from engine.model.trace import Declared
from engine.model.waiting import Waiting

DONE = "done"


def declare_kind(ability: Ability) -> str:
    """The declaration an ability needs (``declare:`` on one of its triggers), or ""."""
    for t in ability.triggers:
        if t.filter.get("declare"):
            return str(t.filter["declare"])
    return ""


PUTS_ITSELF = ("put this", "summon this", "return this to the battle zone")


def _eligible(game: Rules, w: Waiting) -> bool:
    ctx = Context(game, w.controller, w.source_card, w.source_creature, event=w.event)
    return check(ctx, w.ability.condition) and _offered(game, w)


def _offered(game: Rules, w: Waiting) -> bool:
    """A declared ability that puts its own card is offered, while the card can't be put, as
    the profile says (000 出せないカードに関するルール: DMPS does not offer 侵略ZERO of a locked D2
    field)."""
    if w.source_card is None or not any(e.op in PUTS_ITSELF for e in w.ability.effects):
        return True
    problem = put_problem(game, w.controller, w.source_card)
    if game.profile.unplayable.offers(problem):
        return True
    game.note(f"{problem}: {w.source_name} can't be declared")
    return False


def _describe(option: Waiting | str) -> str:
    return option if isinstance(option, str) else option.source_name


def _use(game: Rules, player: str, name: str) -> str:
    """A declaration offered as the ability is used: "use" or "skip"."""
    return game.decide(player, Decision.USE_OPTIONAL, ["use", "skip"], lambda o: f"{o} {name}")


def _declared(game: Rules, w: Waiting, kind: str) -> None:
    game.trace.add(Declared(w.controller, w.source_name, kind))


def admit(game: Rules, event: Event, found: list[Waiting], later: bool = False) -> list[Waiting]:
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
        game.state.deferred.append(event)
    chosen = _declare(game, offered)
    return [w for w in found if w in keep or w in chosen]


def _declare(game: Rules, offered: list[Waiting]) -> list[Waiting]:
    """Each controller (turn player first) declares any of its offered abilities, one at a
    time; the order of declaration ranks the specials (000: 選んだ順). Each only in its window (506.3b, 506.3d,
    507.3f, 511.1b, 511.1d: engine.mechanics.attack_steps)."""
    chosen: list[Waiting] = []
    for player in (game.state.turn_player, other(game.state.turn_player)):
        pool = [w for w in offered if w.controller == player and _in_window(game, w) and (
            game.profile.declarations.declarable_unmet(declare_kind(w.ability), w.event) or _eligible(game, w))]
        rank = 0
        while pool:
            options: list[Waiting | str] = [DONE, *pool]
            pick = game.decide(player, Decision.DECLARE, options, _describe)
            if isinstance(pick, str):
                break
            pool.remove(pick)
            kind = declare_kind(pick.ability)
            pick.special, pick.choice_rank = kind, rank
            rank += 1
            chosen.append(pick)
            _declared(game, pick, kind)
    return chosen


def _in_window(game: Rules, w: Waiting) -> bool:
    """The declaration's window is open now (engine.mechanics.attack_steps), else it is not offered (noted)."""
    late = attack_steps.window_problem(game, w.controller, declare_kind(w.ability))
    if late:
        game.note(f"player {w.controller} cannot declare {w.source_name}: {late}")
    return late is None


def declared_at_resolution(game: Rules, w: Waiting) -> bool:
    """Called as ``w`` resolves (its condition already checked): an ability that needs a
    declaration and was not declared as it triggered is offered now, like any "may" (001: 公開
    ゾーンから使う任意の能力と同じく、実際に使うタイミングで判断ができる). False: not used."""
    kind = declare_kind(w.ability)
    if not kind or w.special:
        return True
    if not _in_window(game, w) or not _offered(game, w):
        return False
    if _use(game, w.controller, w.source_name) == "skip":
        game.note(f"player {w.controller} does not declare {w.source_name}")
        return False
    _declared(game, w, kind)
    return True


# ------------------------------------------------------------------ S-back
def mana_summon_allowed(game: Rules, player: str) -> bool:
    """A static ability of one of the player's creatures lets them summon from the mana zone now
    (地封龍 ギャイア: 自分のターン中、クリーチャーを1体、自分のマナゾーンから召喚してもよい)."""
    for cr in having(game, bit("may use from"), game.state.players[player].battle):
        for ab in game.abilities_of(cr):
            spec = ab.static.get("may use from") if ab.kind == "static" else None
            if spec and spec.get("cards") == "yours" and str(spec.get("zone")) == Zone.MANA.value \
                    and (spec.get("during") != "your turn" or game.state.turn_player == player):
                return True
    return False


def _shield_backs(game: Rules, player: str) -> list[tuple[Card, Ability]]:
    """Cards with an S-back ability (``declare: s-back``) in the player's hand — and their mana zone
    when a mana summon is allowed and the profile lets S-back be used from there."""
    out = []
    p = game.state.players[player]
    cards = list(p.hand)
    if game.profile.mana_summon.s_back_from_mana and mana_summon_allowed(game, player):
        cards += p.mana
    for card in cards:
        for ab in card.definition.abilities:
            if ab.kind == "triggered" and declare_kind(ab) == "s-back":
                out.append((card, ab))
                break
    return out


def _backs(game: Rules, ab: Ability, shield: Card) -> bool:
    """Whether an S-back ability may discard this card (its trigger's filter: civilization)."""
    return all(matches(game, shield, t.filter, Perspective(shield.owner)) for t in ab.triggers)


def _name(option: Card | str) -> str:
    return option if isinstance(option, str) else option.name


def _discarded(game: Rules, player: str, back: Card, shields: list[Card]) -> Card:
    """The arriving card an S-back discards (chosen when several fit), traced as declared."""
    shield = shields[0] if len(shields) == 1 else game.decide(player, Decision.DISCARD_FOR_S_BACK, shields, _name)
    game.trace.add(Declared(player, back.name, "s-back", shield.name))
    return shield


def declare_shield_backs(game: Rules, player: str, arriving: list[Card]) -> dict[Card, Card]:
    """S-back (000 on オチャッピィ): as broken shields are about to reach the hand, the player
    declares S-backs together with the shield triggers (113.6), each discarding one arriving
    card of its civilization. Returns {shield card: S-back card}. Under pseudo declarations
    nothing is declared here (see :func:`use_shield_backs`)."""
    if game.profile.declarations.one_at_a_time:
        return {}
    claimed: dict[Card, Card] = {}
    offers = [(c, ab) for c, ab in _shield_backs(game, player) if any(_backs(game, ab, s) for s in arriving)]
    while offers:
        options: list[Card | str] = [DONE, *[c for c, _ in offers]]
        pick = game.decide(player, Decision.DECLARE, options, _name)
        if isinstance(pick, str):
            break
        ab = next(a for c, a in offers if c is pick)
        offers = [(c, a) for c, a in offers if c is not pick]
        shields = [s for s in arriving if s not in claimed and _backs(game, ab, s)]
        if shields:
            claimed[_discarded(game, player, pick, shields)] = pick
    return claimed


def use_shield_backs(game: Rules, player: str, claimed: dict[Card, Card], arrived: list[Card]) -> None:
    """Summon the declared S-back creatures for free (their enter abilities then wait). Under
    pseudo declarations (older DMPS, 000: 1枚ずつ「召喚しますか？→はいの場合召喚し、そのcipの解決
    割り込む」) each S-back card is offered in turn, eligibility judged at that moment, and its
    enter ability resolves before the next is offered."""
    if not game.profile.declarations.one_at_a_time:
        for card in claimed.values():
            where = game.state.locate(card)
            _use_back(game, player, card, where[1] if where else Zone.HAND)
        return
    _offer_shield_backs(game, player, _shield_backs(game, player), arrived)


def _use_back(game: Rules, player: str, card: Card, from_zone: Zone) -> None:
    """An S-back card is used for free: a creature is summoned (このクリーチャーを召喚する), a spell is
    cast (コストを支払わずにこの呪文を唱える)."""
    if card.definition.type is CardType.SPELL:
        game.use_for_free(player, card, "s-back")
    else:
        game.put_into_battle(player, [card], "summon for free", from_zone=from_zone)


def _offer_shield_backs(game: Rules, player: str, backs: list[tuple[Card, Ability]], arrived: list[Card]) -> None:
    """Pseudo declarations: the next S-back card is offered; if used, its creature's enter
    ability resolves (a step: engine.model.agenda) before the one after is offered."""
    for i, (card, ab) in enumerate(backs):
        hand = game.state.players[player].hand
        shields = [s for s in arrived if s in hand and _backs(game, ab, s)]
        if not shields or card not in hand:
            continue
        if _use(game, player, card.name) == "skip":
            continue
        shield = _discarded(game, player, card, shields)
        game.move_card(shield, Zone.GRAVEYARD, "discard")
        _use_back(game, player, card, Zone.HAND)
        game.settle()
        game.later(_offer_shield_backs, player, backs[i + 1:], arrived)
        return

