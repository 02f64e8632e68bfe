"""The one lookup of an element's abilities in the battle zone, ignore effects (無視) applied.

A static ability that ignores the abilities of creatures (``static: {ignore abilities: {filter}}``,
∞龍 ゲンムエンペラー: コスト5以下のクリーチャーの能力…を無視する) makes the creatures its filter names
have, in effect, a blank text box: every ability they print and every ability or keyword an effect
or another card gives them does nothing (110.3d: a static ability makes a continuous effect while
its card is in the battle zone, so only creatures in the battle zone are affected; official Q&A of
2020-09-18 on ゲンムエンペラー: abilities added by "gain"/"give" are ignored too). What an ability
already did is not undone: an effect that resolved stays (the same Q&A page; 814.2b). A creature
that leaves is looked back at (603.5c, notice 31617): its leave abilities see the ignore effects
of the battle zone just before it left (``among``).

The mechanics read a creature's abilities through :func:`of` (``game.abilities_of``) and its
keywords through ``engine.mechanics.filters.has_keyword`` (which asks ``game.ignores_abilities``),
never ``definition.abilities`` of a creature directly.

A creature also has the static abilities another's static grant gives it (``static: {grant:
{filter}}`` with ``grants: [{static: ...}]``; サバイバー: 「このクリーチャーがバトルゾーンにある間、自分の
他のサバイバーも上の能力を得る」): they are its own, "this creature" in them is the creature that
gained them (dmwiki サバイバー能力: 「付与された能力の発生源は、共有先の個々のクリーチャーとなる」), and an
ability gained so is not given on (「一度他のクリーチャーに付加された能力には、アイコンが付いていない」:
two 威嚇するスマッシュ・ホーンα get +2000 each, not more): only printed grants give.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.kernel.registry import Context, check
from engine.kernel.rules import Rules
from engine.mechanics import continuous
from engine.mechanics.filters import Perspective, grants_to, matches
from engine.mechanics.kinds import GRANTS_STATICS, battle_mask, bits
from engine.model.cards import Ability, CardDef
from engine.model.memo import per_definition
from engine.model.objects import Creature

IGNORE = "ignore abilities"
# The static abilities a grant may give (``grants: [{static: ...}]``): those every reader takes
# from :func:`of` (power: engine.mechanics.statics).
GIVEN_STATICS = frozenset({"power", "power per card"})
IGNORE_SPELLS = "ignore spell effects"
# The kinds that make a lookup read the whole battle zone: an ignore effect, a static grant of statics.
_IGNORING = bits(IGNORE, IGNORE_SPELLS)
_SLOW = _IGNORING | bits(GRANTS_STATICS)


@per_definition
def ignore_statics(d: CardDef) -> tuple[Ability, ...]:
    """The card's static abilities that ignore abilities or spell effects."""
    return tuple(ab for ab in d.abilities
                 if ab.kind == "static" and (IGNORE in ab.static or IGNORE_SPELLS in ab.static))


def _ignorers(game: Rules, among: Iterable[Creature] | None) -> list[tuple[Creature, Ability]]:
    holders = game.state.all_creatures() if among is None else among
    return [(h, ab) for h in holders for ab in ignore_statics(h.definition)]


def ignored(game: Rules, creature: Creature, among: Iterable[Creature] | None = None) -> bool:
    """Whether a static ability of an element of the battle zone (``among``: of these, for a look
    back) ignores the creature's abilities now. An ignoring element's own ability is read as
    printed (an ignore effect does not switch another one off: none of the sources' cards can
    ignore an ignoring card)."""
    if not creature.definition.type.is_creature:
        return False  # "creatures' abilities": a gear, a field, a タマシード keeps its own
    for holder, ab in _ignorers(game, among):
        spec = ab.static.get(IGNORE)
        if spec is None:
            continue
        who = Perspective(holder.controller, holder.top, holder)
        if matches(game, creature, dict(spec or {}), who) and check(
                Context(game, holder.controller, holder.top, holder), ab.condition):
            return True
    return False


def spell_ignored(game: Rules, cost: int, caster: str) -> str | None:
    """Why the effects of a spell being cast are ignored (``static: {ignore spell effects:
    {filter}}``, ゲンムエンペラー: コスト5以下の呪文の効果を無視する): the name of the card that ignores
    them, or None. ``cost``: the spell's (a pending card's, as it was before). The spell is cast;
    its effects do nothing."""
    for holder, ab in _ignorers(game, None):
        spec = ab.static.get(IGNORE_SPELLS)
        if spec is None:
            continue
        f = dict(spec or {})
        if "max cost" in f and cost > int(f["max cost"]):
            continue
        if str(f.get("whose", "any")) != "any" and (caster == holder.controller) != (f["whose"] == "you"):
            continue
        if check(Context(game, holder.controller, holder.top, holder), ab.condition):
            return holder.name
    return None


def printed(creature: Creature) -> tuple[Ability, ...]:
    """The abilities its card gives it: the top card's (a linked god: each god's)."""
    if creature.linked:
        return tuple(ab for c in creature.cards for ab in c.definition.abilities)
    return creature.definition.abilities


def of(game: Rules, creature: Creature, among: Iterable[Creature] | None = None) -> tuple[Ability, ...]:
    """The abilities a creature of the battle zone has now: its printed ones, those a continuous
    effect gave it (ダイナモ: another dynamo's, engine.mechanics.dynamo), then the static abilities
    static grants give it (サバイバー); none while an effect ignores them (``among``: the elements
    whose ignore effects count, for a look back)."""
    if not battle_mask(game, among) & _SLOW:  # nothing ignores, nothing grants (engine.mechanics.kinds)
        own = printed(creature)
        if game.state.lasting:
            given = continuous.given_abilities(game, creature)
            if given:
                own = own + given
        return own
    checking = ignore_statics_present(game, among)
    if checking and ignored(game, creature, among):
        return ()
    own = printed(creature)
    given = continuous.given_abilities(game, creature) if game.state.lasting else ()
    if given:
        own = own + given
    holders = game.state.all_creatures() if among is None else among
    granting = [h for h in holders if static_grants(h.definition)]
    if not granting:
        return own
    return own + tuple(given for h in granting for ab in static_grants(h.definition)
                       if not (checking and ignored(game, h, among)) and grants_to(game, h, ab, creature)
                       for given in ab.static["abilities"] if given.kind == "static")


@per_definition
def static_grants(d: CardDef) -> tuple[Ability, ...]:
    """The card's static grants that give static abilities (サバイバー's)."""
    return tuple(ab for ab in d.abilities if ab.kind == "static" and "grant" in ab.static
                 and any(g.kind == "static" for g in ab.static.get("abilities", ())))


def ignore_statics_present(game: Rules, among: Iterable[Creature] | None = None) -> bool:
    """Whether any element (of ``among``) has an ignore ability: the fast path of every lookup."""
    if not battle_mask(game, among) & _IGNORING:
        return False
    holders = game.state.all_creatures() if among is None else among
    return any(ignore_statics(h.definition) for h in holders)
