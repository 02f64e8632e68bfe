"""What using a card costs: its printed cost, raised by cost increases, lowered by cost reductions,
nothing under G・ゼロ — fixed as its use is declared, the card still in its zone (004: 「マナコストを
増減させる効果は、カードの使用を宣言し、そのカードが保留状態になる前に適用する」).

Static abilities of the battle zone (its creatures and cross gears, while the ability's ``if:`` holds):

- ``cost increase: {summon | cast: filter, n, player}`` — 「闇のクリーチャーを召喚するコストと闇の呪文を
  唱えるコストは、それぞれ+2される」, 「呪文を唱えるコストは2多くなる」: every player's (``player: each``)
  or the holder's opponent's (``opponent``: 「相手の呪文を唱えるコストは1多くなる」) creatures / spells
  passing the filter cost n more.
- ``cost reduction: {summon | cast: filter, n | up to, min}`` — 「自分のドラゴンの召喚コストを1少なくしても
  よい。ただし、コストは1より少なくならない」: the holder's controller's creatures / spells passing the
  filter cost n less (``up to``: 「最大n」, at most n less), never below ``min`` (default 1); ``player:
  each``: every player's (フィーバー・ナッツ 「各プレイヤーはクリーチャーを召喚する時、支払うコストが1少なくなる」).

The card's own statics: ``cost reduction: {n, if}`` without ``summon``/``cast`` (G・G・G, ``n: all``),
``sympathy: {races, floor}`` (シンパシー: 1 less per creature of the races, never below floor)
and ``g zero: CONDITION`` (G・ゼロ: 「…あれば、このクリーチャーをコストを支払わずに召喚してもよい」).

Reading (recorded because the classic texts do not say it): increases apply first, then each
reduction with its own floor (a reduction never lowers a cost already at or below its floor:
「ただし、コストが1のときは少なくならない」); a reduction that "may" be applied (「少なくしてもよい」,
「最大n」) and G・ゼロ are always taken in full — paying less is never a disadvantage the engine models
(the card is summoned either way, 「召喚」 both: 侵略ZERO's "without paying" reads the cause, not the
amount paid).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics.filters import Perspective, matches, races_of
from engine.mechanics.kinds import bit, having
from engine.model.cards import CardType
from engine.model.objects import Card, Creature


def _verb(card: Card) -> str:
    return "cast" if card.definition.type is CardType.SPELL else "summon"


def _battle_statics(game: Rules, kind: str) -> Iterator[tuple[Creature, dict[str, Any]]]:
    """(holder, spec) for each static ability of this kind in the battle zone whose ``if:`` holds."""
    for holder in having(game, bit(kind)):  # the elements that may have one (engine.mechanics.kinds)
        for ab in game.abilities_of(holder):  # none while ignored (engine.mechanics.abilities)
            spec = ab.static.get(kind) if ab.kind == "static" else None
            if isinstance(spec, dict) and check(Context(game, holder.controller, holder.top, holder), ab.condition):
                yield holder, spec


def _reaches(game: Rules, holder: Creature, spec: dict[str, Any], player: str, card: Card) -> bool:
    """Whether the spec's ``summon``/``cast`` filter admits the card ``player`` uses."""
    verb = _verb(card)
    if verb not in spec:
        return False
    return matches(game, card, dict(spec.get(verb) or {}), Perspective(holder.controller, holder.top, holder))


def increase(game: Rules, player: str, card: Card) -> int:
    """How much more the battle zone's ``cost increase`` statics make ``player``'s use of ``card`` cost."""
    total = 0
    for holder, spec in _battle_statics(game, "cost increase"):
        if str(spec.get("player", "each")) == "opponent" and player == holder.controller:
            continue
        if _reaches(game, holder, spec, player, card):
            total += int(spec.get("n", 0))
    return total


def _reduce(cost: int, spec: dict[str, Any]) -> int:
    """One reduction: n (or up to n) less, never below its floor (a cost at the floor stays)."""
    n = int(spec.get("n", spec.get("up to", 0)))
    floor = int(spec.get("min", 1))
    return cost if cost <= floor else max(floor, cost - n)


def g_zero(game: Rules, player: str, card: Card) -> bool:
    """G・ゼロ: a condition of the card's ``g zero`` static holds, so it is summoned or cast without paying
    (112.3e: 「Ｇ・ゼロは指定された条件下においてクリーチャーや呪文のコストを支払わずに召喚したり唱えたりする能力
    です。」; the rule covers spells since the notice of 2018-08-09: ゼロの裏技ニヤリー・ゲット)."""
    return any(
        ab.kind == "static" and "g zero" in ab.static and check(Context(game, player, card), dict(ab.static["g zero"]))
        for ab in card.definition.abilities)


def _sympathizers(game: Rules, player: str, races: Sequence[str]) -> int:
    """シンパシー counts the player's creatures in the battle zone with one of the races: creatures
    only (a cross gear or a タマシード of such a race is not one; dmwiki シンパシー)."""
    return sum(1 for cr in game.state.players[player].battle
               if cr.definition.type.is_creature and set(races) & set(races_of(game, cr)))


def cost_of_use(game: Rules, player: str, card: Card) -> int:
    """The cost ``player`` pays to use ``card`` now (without a free permission)."""
    if g_zero(game, player, card):
        return 0
    cost = card.definition.cost + increase(game, player, card)
    for ab in card.definition.abilities:  # the card's own: G・G・G (n: all) and the like
        spec = ab.static.get("cost reduction") if ab.kind == "static" else None
        if spec and "summon" not in spec and "cast" not in spec and check(
                Context(game, player, card), dict(spec.get("if") or {})):
            cost = 0 if spec.get("n") == "all" else max(1, cost - int(spec.get("n", 0)))
        sympathy = ab.static.get("sympathy") if ab.kind == "static" else None
        if sympathy:
            cost = max(int(sympathy.get("floor", 1)), cost - _sympathizers(game, player, sympathy["races"]))
    return _reduced_by_others(game, player, card, cost)


def _reduced_by_others(game: Rules, player: str, card: Card, cost: int) -> int:
    """``cost`` less the reductions other cards give ``player``'s use of ``card``: the battle zone's
    ``cost reduction`` statics, then the one-shot reductions of the next summon."""
    for holder, spec in _battle_statics(game, "cost reduction"):
        if (holder.controller == player or spec.get("player") == "each") and _reaches(game, holder, spec, player, card):
            cost = _reduce(cost, spec)
    if _verb(card) == "summon":
        for whose, n, floor in game.state.next_summon_reductions:
            if whose == player:
                cost = _reduce(cost, {"n": n, "min": floor})
    return cost


def mugen_climb_mana(game: Rules, player: str, card: Card, n: int) -> int:
    """The mana a <ムゲンクライム>n summon pays: n, with the increases and the reductions of other cards
    that reach the summon (Q&A of 2020-09-11, through dmwiki's 公式Q&A 2020年9月11日更新版: summon cost
    reducers such as コッコ・ルピア reduce the mana part; the number of creatures tapped stays n). The card's
    own cost statics (G・G・G, シンパシー) read its printed cost and are not applied (the reading chosen)."""
    return _reduced_by_others(game, player, card, n + increase(game, player, card))


def use_next_summon_reductions(game: Rules, player: str) -> None:
    """``player`` summons a creature: the one-shot reductions of their next summon this turn are used
    up (フェアリー・ギフト 「このターン、次に召喚するクリーチャー1体は…」: the next one, whatever it costs)."""
    game.state.next_summon_reductions[:] = [r for r in game.state.next_summon_reductions if r[0] != player]
