"""The card catalog: YAML files under ``engine/catalog/cards/``, validated with file, line and field.

The loader is the front end of the engine's vocabulary: every key and every value of the card data
is checked against what the engine declares (:mod:`engine.kernel.registry`, filled by
:mod:`engine.ops` and the mechanics; :mod:`engine.catalog.vocabulary` imports them all), so a typo
is a load error naming the file, the line, the field and the nearest names, never a silent default.
Nested abilities and effects (``grant replacement``'s ``ability``, ``after the attack``'s ``do``)
are read here too; card names the data refers to are checked once every card is loaded.

Format (one list of cards per file; see ``engine/catalog/cards/README.md``)::

    - name: 青銅の鎧
      aliases: [Bronze-Arm Tribe]
      type: creature
      civilizations: [nature]
      cost: 3
      power: 1000
      races: [ビーストフォーク]
      abilities:
        - when: this enters
          do:
            - mana from deck: 1
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.catalog import card_cache, reading, vocabulary  # noqa: F401  (imports every module that declares vocabulary)
from engine.kernel import registry
from engine.kernel.args import (
    AMOUNT,
    BOOL,
    TEXT,
    AbilityArg,
    Arg,
    ArgType,
    CardName,
    Condition,
    CountExpr,
    Effects,
    Filter,
    Keys,
    ListOf,
    OneOf,
    OneOrList,
    Target,
    choice,
    keys,
)
from engine.mechanics.abilities import GIVEN_STATICS
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.errors import CardDataError, DmRulesError, ScriptError, UnknownCardError, did_you_mean, nearest
from engine.model.keywords import KEYWORDS
from engine.model.text import name_key, normal

CARDS_DIR = Path(__file__).parent / "cards"
# Ranges of the printed numbers: a cost is paid from a mana zone (DMPS caps it at 99 cards); a power
# is held in a signed 32-bit integer by DMPS (its "power" fork wraps there); a mana number is 0-2 on
# printed cards (9 leaves room).
COST_RANGE = (0, 99)
POWER_RANGE = (0, 2**31 - 1)
MANA_NUMBER_RANGE = (0, 9)


def nfc(name: str) -> str:
    """A card name as the catalog keeps it: stripped, in Unicode NFC (a file saved in NFD, as macOS
    does, names the same card)."""
    return unicodedata.normalize("NFC", name.strip())


def same_name(name: str) -> str:
    """The form two names are the same card's by (NFKC, case-folded): the catalog refuses two cards
    whose names differ only in width, case or composition."""
    return unicodedata.normalize("NFKC", name).casefold().strip()

CARD_FIELDS = {
    "name", "aliases", "type", "civilizations", "cost", "power", "races", "mana_number",
    "keywords", "abilities", "evolves_from", "battle_civilizations", "god", "dp_hall_of_fame",
    "source", "note", "dmps", "spell side", "dmps-old", "ruby", "reference only", "g link", "dragheart",
}
DRAGHEART_SIDES = ("", "weapon", "fortress", "creature")  # 807.1: a dragheart's sides (305, 306)
SPELL_SIDE_FIELDS = {"name", "civilizations", "cost", "keywords", "abilities"}
ABILITY_FIELDS = {"when", "do", "if", "optional", "once per turn", "text", "instead of", "static", "label", "grants",
                  "modes"}


@dataclass
class _Node:
    """A YAML value with the line it starts on (1-based)."""

    value: Any
    line: int
    children: dict[str, _Node] = field(default_factory=dict)
    items: list[_Node] = field(default_factory=list)


_SCALARS = yaml.SafeLoader("")  # constructs scalar values (it reads no document)


def load_yaml(text: str, where: str = "<yaml>") -> Any:
    """The YAML document's value (as ``yaml.safe_load``), within :mod:`engine.catalog.reading`'s limits."""
    return reading.load_yaml(text, where)


def _convert(node: yaml.Node) -> _Node:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out = _Node({}, line)
        for key_node, value_node in node.value:  # keys are unique (reading.compose checked)
            child = _convert(value_node)
            key = str(key_node.value)
            out.children[key] = child
            out.value[key] = child.value
        return out
    if isinstance(node, yaml.SequenceNode):
        out = _Node([], line)
        for item in node.value:
            child = _convert(item)
            out.items.append(child)
            out.value.append(child.value)
        return out
    constructed = _SCALARS.construct_object(node)
    return _Node(constructed, line)


# A card's G・リンク partner (engine.mechanics.links).
G_LINK = keys(Arg("with", OneOrList(TEXT), doc="the partner's name, or the names of which either links (its card "
                  "need not be in the catalog)"),
              Arg("side", choice("left", "right", what="side"), "left", doc="its side when linked"))
MODE = keys(Arg("label", TEXT, doc="the mode's name"), Arg("do", Effects(), doc="its steps"))
COUNT_EXPR = keys(Arg("count", keys(*registry.COUNT_KEYS.values()), doc="the cards counted"),
                  Arg("plus", AMOUNT, doc="added to the count"),
                  Arg("cards of", choice("chosen", what="creatures"),
                      doc="chosen: the cards the creatures an earlier step chose consist of (109.2c)"),
                  Arg("cost of", choice("chosen", what="creatures"),
                      doc="chosen: the costs of the creatures an earlier step chose, added up "
                          "(そのクリーチャーのコストの数)"),
                  Arg("moved", choice("earlier steps", what="steps"),
                      doc="earlier steps: the cards the earlier steps of the effect moved (同じ枚数のカードを引く)"))


@dataclass(frozen=True)
class NameRef:
    """A card name the card data refers to, and where (checked once every card is loaded)."""

    name: str
    path: str
    line: int
    field: str


def _mapping_shaped(t: ArgType) -> bool:
    return isinstance(t, (Keys, Filter, CountExpr, Condition, AbilityArg))


class _Reader:
    """Validates one file's nodes, raising :class:`CardDataError` with file:line:field."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.names: list[NameRef] = []

    def fail(self, node: _Node, fld: str, problem: str) -> CardDataError:
        return CardDataError(self.path, node.line, fld, problem)

    def card(self, node: _Node, base: CardDef | None = None) -> CardDef:
        if not isinstance(node.value, dict):
            raise self.fail(node, "card", "each card must be a mapping of fields")
        for key, child in node.children.items():
            if key not in CARD_FIELDS:
                hint = nearest(key, CARD_FIELDS)
                raise self.fail(child, key, "unknown field" + (f"; did you mean {hint[0]!r}?" if hint else ""))
        get = node.children.get

        def req(key: str) -> _Node:
            child = get(key)
            if child is None:
                if base is not None:
                    return _Node(None, node.line)
                raise self.fail(node, key, "required field is missing")
            return child

        name_node = req("name")
        name = base.name if base is not None and name_node.value is None else name_node.value
        if not isinstance(name, str) or not name.strip():
            raise self.fail(name_node, "name", "must be a non-empty string")
        name = nfc(name)
        self.one_line(name_node, "name", [name])
        if "aliases" in node.children:
            self.one_line(node.children["aliases"], "aliases", self.strings(node.children["aliases"], "aliases"))
        if node.value.get("reference only"):
            return self.reference(node, name.strip())
        type_node = req("type")
        if type_node.value is None and base is not None:
            ctype = base.type
        else:
            try:
                ctype = CardType(type_node.value)
            except ValueError:
                raise self.fail(type_node, "type", f"unknown type {type_node.value!r}; one of "
                                + ", ".join(t.value for t in CardType)) from None
        civs_node = req("civilizations")
        civs = base.civilizations if civs_node.value is None and base else self.civs(civs_node, "civilizations")
        cost_node = req("cost")
        cost = base.cost if cost_node.value is None and base else self.integer(cost_node, "cost", COST_RANGE)
        power: int | None = base.power if base else None
        if "power" in node.children:
            power = self.integer(node.children["power"], "power", POWER_RANGE)
        if ctype.is_creature and power is None:
            raise self.fail(node, "power", "a creature needs a power")
        keywords = self.keywords(node.children["keywords"]) if "keywords" in node.children \
            else frozenset(base.keywords if base else ())
        abilities = self.abilities(node.children["abilities"]) if "abilities" in node.children \
            else (base.abilities if base else ())
        god = str(node.value.get("god", base.god if base else ""))
        if god not in ("", "god card", "central g link"):
            raise self.fail(node.children["god"], "god", "one of 'god card', 'central g link'")
        mana_number = base.mana_number if base else 1
        if "mana_number" in node.children:
            mana_number = self.integer(node.children["mana_number"], "mana_number", MANA_NUMBER_RANGE)
        battle_civs = base.battle_civilizations if base else ()
        if "battle_civilizations" in node.children:
            battle_civs = self.civs(node.children["battle_civilizations"], "battle_civilizations")
        evolves_from = dict(base.evolves_from) if base else {}
        if "evolves_from" in node.children:
            evolves_from = self.filter(node.children["evolves_from"], "evolves_from", (),
                                       tuple(registry.EVOLVES_FROM_KEYS.values()), "in evolves_from (a filter)")
        if ctype is CardType.EVOLUTION_CREATURE and not evolves_from:
            raise self.fail(node, "evolves_from", "an evolution creature needs evolves_from")
        dragheart = str(node.value.get("dragheart", base.dragheart if base else ""))
        if dragheart not in DRAGHEART_SIDES or (dragheart and ctype is not CardType.DRAGHEART):
            raise self.fail(node.children["dragheart"], "dragheart",
                            "one of 'weapon', 'fortress', 'creature', on a card of type dragheart")
        g_link = dict(base.g_link) if base else {}
        if "g link" in node.children:
            g_link = self.value(node.children["g link"], "g link", G_LINK, ())
        card = CardDef(
            name=name.strip(),
            type=ctype,
            civilizations=civs,
            cost=cost,
            power=power,
            races=tuple(self.strings(node.children["races"], "races")) if "races" in node.children
            else (base.races if base else ()),
            aliases=tuple(map(nfc, self.strings(node.children["aliases"], "aliases"))) if "aliases" in node.children
            else (base.aliases if base else ()),
            mana_number=mana_number,
            keywords=keywords,
            abilities=abilities,
            evolves_from=evolves_from,
            battle_civilizations=battle_civs,
            god=god,
            dp_hall_of_fame=bool(node.value.get("dp_hall_of_fame", base.dp_hall_of_fame if base else False)),
            source=str(node.value.get("source", base.source if base else "")),
            note=str(node.value.get("note", base.note if base else "")),
            ruby=self.ruby(node) or (base.ruby if base else ()),
            g_link=g_link,
            dragheart=dragheart,
        )
        if "spell side" in node.children:
            card = CardDef(**{**card.__dict__, "spell_side": self.spell_side(node.children["spell side"])})
        if "dmps" in node.children and base is None:
            dmps = self.card(node.children["dmps"], base=card)
            card = CardDef(**{**card.__dict__, "dmps": dmps})
        if "dmps-old" in node.children and base is None:  # only what differs from the DMPS version
            old = self.card(node.children["dmps-old"], base=card.dmps or card)
            card = CardDef(**{**card.__dict__, "dmps_old": old})
        return card

    def one_line(self, node: _Node, fld: str, names: list[str]) -> None:
        """A card's names are one line each (a line break or tab in one would break every listing)."""
        for name in names:
            if any(ch in name for ch in "\r\n\t"):
                raise self.fail(node, fld, f"a card name is one line, without tabs: {name!r}")

    def spell_side(self, node: _Node) -> CardDef:
        """A twinpact's spell side: name, civilizations, cost, keywords, abilities."""
        if not isinstance(node.value, dict):
            raise self.fail(node, "spell side", "a mapping: name, civilizations, cost, keywords, abilities")
        for key, child in node.children.items():
            if key not in SPELL_SIDE_FIELDS:
                hint = nearest(key, SPELL_SIDE_FIELDS)
                raise self.fail(child, key, "unknown field of a spell side"
                                + (f"; did you mean {hint[0]!r}?" if hint else ""))
        for key in ("name", "civilizations", "cost"):
            if key not in node.children:
                raise self.fail(node, key, "required field of a spell side is missing")
        keywords = self.keywords(node.children["keywords"]) if "keywords" in node.children else frozenset()
        abilities = self.abilities(node.children["abilities"]) if "abilities" in node.children else ()
        return CardDef(name=nfc(str(node.value["name"])), type=CardType.SPELL,
                       civilizations=self.civs(node.children["civilizations"], "civilizations"),
                       cost=self.integer(node.children["cost"], "cost", COST_RANGE), keywords=keywords,
                       abilities=abilities)

    def keywords(self, node: _Node) -> frozenset[str]:
        """``keywords: [...]``, each one the engine knows."""
        keywords = frozenset(self.strings(node, "keywords"))
        unknown = sorted(k for k in keywords if k not in KEYWORDS)
        if unknown:
            raise self.fail(node, "keywords", f"unknown keyword {unknown[0]!r}; known: " + ", ".join(sorted(KEYWORDS)))
        return keywords

    def abilities(self, node: _Node) -> tuple[Ability, ...]:
        if not isinstance(node.value, list):
            raise self.fail(node, "abilities", "must be a list")
        return tuple(self.ability(a) for a in node.items)

    def reference(self, node: _Node, name: str) -> CardDef:
        """A card known only by its name (and its reading): ``reference only: true`` with ``name``,
        ``ruby``, ``source``, ``note`` — for name queries (000's name-category examples)."""
        extra = set(node.children) - {"name", "reference only", "ruby", "source", "note", "aliases"}
        if extra:
            raise self.fail(node.children[sorted(extra)[0]], sorted(extra)[0],
                            "a reference-only card has only name, aliases, ruby, source and note")
        return CardDef(name=name, type=CardType.UNKNOWN, civilizations=(), cost=0, reference_only=True,
                       ruby=self.ruby(node), source=str(node.value.get("source", "")),
                       note=str(node.value.get("note", "")),
                       aliases=tuple(map(nfc, self.strings(node.children["aliases"], "aliases")))
                       if "aliases" in node.children else ())

    def ruby(self, node: _Node) -> tuple[tuple[str, str | None], ...]:
        """``ruby: [[written, reading or null], ...]``: the name's segments, which must spell the name."""
        raw = node.value.get("ruby")
        if raw is None:
            return ()
        rnode = node.children["ruby"]
        if not isinstance(raw, list) or not all(isinstance(s, list) and len(s) == 2 and isinstance(s[0], str)
                                                and (s[1] is None or isinstance(s[1], str)) for s in raw):
            raise self.fail(rnode, "ruby", "a list of [written, reading] pairs (reading: a string or null)")
        if "".join(s[0] for s in raw) != str(node.value.get("name", "")).strip():
            raise self.fail(rnode, "ruby", "the written segments must spell the card's name")
        return tuple((str(s[0]), s[1]) for s in raw)

    def ability(self, node: _Node) -> Ability:
        if not isinstance(node.value, dict):
            raise self.fail(node, "abilities", "each ability must be a mapping")
        for key, child in node.children.items():
            if key not in ABILITY_FIELDS:
                hint = nearest(key, ABILITY_FIELDS)
                raise self.fail(child, key, "unknown ability field"
                                + (f"; did you mean {hint[0]!r}?" if hint else ""))
        flag = {key: bool(self.value(node.children[key], key, BOOL, ())) if key in node.children else False
                for key in ("optional", "once per turn")}
        text = str(node.value.get("text", ""))
        effects = self.effects(node.children["do"]) if "do" in node.children else ()
        condition = self.condition(node.children["if"], "if") if "if" in node.children else {}
        common: dict[str, Any] = dict(text=text, effects=effects, condition=condition, modes=self.modes(node),
                                      optional=flag["optional"], once_per_turn=flag["once per turn"],
                                      label=str(node.value.get("label", "")))
        if "when" in node.children:
            when = node.children["when"]
            if isinstance(when.value, list):
                triggers = [self.trigger(item, "when") for item in when.items]
                if not triggers:
                    raise self.fail(when, "when", "an empty list of trigger events")
                return Ability(kind="triggered", trigger=triggers[0], also=tuple(triggers[1:]), **common)
            return Ability(kind="triggered", trigger=self.trigger(when, "when"), **common)
        if "modes" in node.children:  # only a resolving ability chooses a mode (a triggered one, a spell's)
            raise self.fail(node.children["modes"], "modes", "modes are chosen as a triggered ability or a spell "
                            "resolves: a replacement or static ability with modes would never choose one")
        if "instead of" in node.children:
            return Ability(kind="replacement", trigger=self.trigger(node.children["instead of"], "instead of"),
                           **common)
        if "static" in node.children:
            st = node.children["static"]
            if not isinstance(st.value, dict) or len(st.value) != 1:
                raise self.fail(st, "static", "a static ability is a one-key mapping, e.g. {grant: ...}")
            (kind, _), = st.value.items()
            found = registry.STATICS.get(str(kind))
            if found is None:
                raise self.fail(st, "static", f"unknown static ability {kind!r}"
                                + did_you_mean(str(kind), registry.STATICS))
            static: dict[str, Any] = {kind: self.value(st.children[kind], "static", found.value, (str(kind),))}
            if "grants" in node.children:
                gr = node.children["grants"]
                if kind != "grant" or not isinstance(gr.value, list):
                    raise self.fail(gr, "grants", "a list of abilities, with static: {grant: ...}")
                static["abilities"] = tuple(self.ability(a) for a in gr.items)
                for a, given in zip(gr.items, static["abilities"], strict=True):
                    if given.kind == "static" and not set(given.static) <= GIVEN_STATICS:
                        raise self.fail(a, "grants", f"a static ability {next(iter(given.static))!r} is not given "
                                        f"by a grant (given statics: {', '.join(sorted(GIVEN_STATICS))})")
            return Ability(kind="static", static=static, **common)
        raise self.fail(node, "when", "an ability needs 'when', 'instead of' or 'static'")

    def modes(self, node: _Node) -> tuple[tuple[str, tuple[Effect, ...]], ...]:
        """``modes: [{label: ..., do: [...]}, ...]``: 「次のうちいずれか１つを選ぶ」."""
        if "modes" not in node.children:
            return ()
        mnode = node.children["modes"]
        if not isinstance(mnode.value, list):
            raise self.fail(mnode, "modes", "a list of {label: ..., do: [...]}")
        out = []
        for m in mnode.items:
            mode = self.value(m, "modes", MODE, ())
            if "label" not in mode or "do" not in mode:
                raise self.fail(m, "modes", "a mode is {label: ..., do: [...]}")
            out.append((str(mode["label"]), tuple(mode["do"])))
        return tuple(out)

    def trigger(self, node: _Node, fld: str) -> Trigger:
        """A ``when:`` (a trigger event) or an ``instead of:`` (a replacement event): the event's name,
        or ``{event: ..., keys}``, each key a filter key (if the event reads the filter), a key every
        trigger (or replacement) may carry, or one of the event's own parameters."""
        value = node.value
        if isinstance(value, str):
            event, given = value, None
        elif isinstance(value, dict) and "event" in value:
            event, given = value["event"], node
        else:
            raise self.fail(node, fld, "a trigger is an event name or {event: ..., filter fields}")
        table, common, other = (registry.TRIGGERS, registry.TRIGGER_KEYS, registry.REPLACEMENTS) if fld == "when" \
            else (registry.REPLACEMENTS, registry.REPLACEMENT_KEYS, registry.TRIGGERS)
        found = table.get(str(event))
        if found is None:
            where = ("; it is a replacement event (instead of:)" if fld == "when" else
                     "; it is a trigger event (when:), which nothing replaces") if str(event) in other else ""
            raise self.fail(node, fld, f"unknown event {event!r}{where}" + did_you_mean(str(event), table))
        if given is None:
            return Trigger(event=event, filter={})
        own = [Arg("event", choice(str(event)), doc="the event"), *common.values(), *found.params]
        named = [*registry.FILTER_KEYS.values(), *own] if found.filtered else own
        filt = self.mapping(given, fld, named, f"for the event {event!r} ("
                            + ("a filter key, or " if found.filtered else "") + "one of the event's own)")
        filt.pop("event")
        return Trigger(event=event, filter=filt)

    def effects(self, node: _Node) -> tuple[Effect, ...]:
        """``do:``: the steps, each an operation's name or ``{name: arguments}`` (a bare value is the
        operation's first argument), every argument checked against the operation's declaration."""
        if not isinstance(node.value, list):
            raise self.fail(node, "do", "must be a list of effects")
        out = []
        for item in node.items:
            if isinstance(item.value, str):
                op, arg_node = item.value, None
            elif isinstance(item.value, dict) and len(item.value) == 1:
                op, = item.value
                arg_node = item.children[str(op)]
            else:
                raise self.fail(item, "do", "an effect is a name or a one-key mapping {name: args}")
            found = registry.OPS.get(str(op))
            if found is None:
                raise self.fail(item, "do", f"unknown effect {op!r}" + did_you_mean(str(op), registry.OPS))
            args: dict[str, Any]
            if arg_node is None:
                args = {}
            elif isinstance(arg_node.value, dict):
                args = self.mapping(arg_node, str(op), found.args, f"of {op!r}", "argument")
            else:
                first = found.args[0]
                if first.name == "if":
                    raise self.fail(arg_node, str(op), f"{op!r} takes no value (got {arg_node.value!r})")
                args = {first.name: self.value(arg_node, str(op), first.type, (first.name,))}
            missing = [a for a in found.args if a.required and a.name not in args]
            if missing:
                raise self.fail(item, str(op), f"missing argument {missing[0].name!r} ({missing[0].type.describe()})")
            out.append(Effect(op=op, args=args))
        return tuple(out)

    # ------------------------------------------------------------- typed values
    def value(self, node: _Node, fld: str, t: ArgType, path: tuple[str, ...]) -> Any:
        """``node``'s value, checked against ``t`` (nested card data read: effects, an ability)."""
        where = " > ".join(repr(p) for p in path) + ": " if path else ""
        if isinstance(t, OneOf):
            chosen = t.pick(node.value)
            if chosen is None:
                shaped = [o for o in t.options if _mapping_shaped(o)] if isinstance(node.value, dict) else []
                if len(shaped) != 1:
                    raise self.fail(node, fld, where + str(t.check(node.value)))
                chosen = shaped[0]
            return self.value(node, fld, chosen, path)
        problem = t.check(node.value)
        if problem is not None:
            raise self.fail(node, fld, where + problem)
        if isinstance(t, Effects):
            return self.effects(node)
        if isinstance(t, AbilityArg):
            ability = self.ability(node)
            if t.kind and ability.kind != t.kind:
                raise self.fail(node, fld, where + f"the ability must be a {t.kind} ability, not {ability.kind}")
            return ability
        if isinstance(t, Condition):
            return self.condition(node, fld, path)
        if isinstance(t, CountExpr):
            return self.value(node, fld, COUNT_EXPR, path)
        if isinstance(t, Target):
            return self.filter(node, fld, t.extra, tuple(registry.SELECTION_KEYS.values()),
                               "in a target (a filter or a selection key)", path)
        if isinstance(t, Filter):
            return self.filter(node, fld, t.extra, (), "in a filter" if not t.extra else f"in {t.what}", path)
        if isinstance(t, Keys):
            return self.mapping(node, fld, t.args, "in " + (t.what if t.what != "a mapping" else
                                                          f"{path[-1] if path else fld} {t.describe()}"), "key", path)
        if isinstance(t, ListOf):
            return [self.value(item, fld, t.item, path) for item in node.items]
        if isinstance(t, OneOrList):
            if isinstance(node.value, list):
                return [self.value(item, fld, t.item, path) for item in node.items]
            return self.value(node, fld, t.item, path)
        if isinstance(t, CardName):
            self.names.append(NameRef(str(node.value), self.path, node.line, fld))
        return node.value

    def mapping(self, node: _Node, fld: str, args: tuple[Arg, ...] | list[Arg], what: str,
                noun: str = "key", path: tuple[str, ...] = ()) -> dict[str, Any]:
        """A mapping of named arguments: every key one of ``args`` (an unknown one would be silently
        ignored by the engine, so an author could believe a condition is encoded when it is not),
        every value of its type, none that must be written left out."""
        named = {a.name: a for a in args}
        out: dict[str, Any] = {}
        for key, child in node.children.items():
            arg = named.get(key)
            if arg is None:
                raise self.fail(child, fld, f"unknown {noun} {key!r} {what}" + did_you_mean(key, named))
            out[key] = self.value(child, fld, arg.type, (*path, key))
        missing = [a for a in args if a.required and a.name not in out]
        if missing:
            raise self.fail(node, fld, f"missing {noun} {missing[0].name!r} ({missing[0].type.describe()}) {what}")
        return out

    def filter(self, node: _Node, fld: str, extra: tuple[Arg, ...], also: tuple[Arg, ...], what: str,
               path: tuple[str, ...] = ()) -> dict[str, Any]:
        """A filter: the filter keys, plus ``extra`` and ``also`` keys."""
        if not isinstance(node.value, dict):
            raise self.fail(node, fld, f"{node.value!r} is not a filter (a mapping of filter keys)")
        return self.mapping(node, fld, [*registry.FILTER_KEYS.values(), *extra, *also], what, "key", path)

    def condition(self, node: _Node, fld: str, path: tuple[str, ...] = ()) -> dict[str, Any]:
        """``if:`` (or a static's ``while:``): conditions the engine knows, each with a value of its type."""
        if not isinstance(node.value, dict):
            raise self.fail(node, fld, "a condition is a mapping, e.g. {you have at least shields: 3}")
        out: dict[str, Any] = {}
        for key, child in node.children.items():
            found = registry.CONDITIONS.get(key)
            if found is None:
                raise self.fail(child, fld, f"unknown condition {key!r}" + did_you_mean(key, registry.CONDITIONS))
            out[key] = self.value(child, fld, found.value, (*path, key))
        return out

    def civs(self, node: _Node, fld: str) -> tuple[Civ, ...]:
        out = []
        for raw in self.strings(node, fld):
            try:
                out.append(Civ(raw))
            except ValueError:
                raise self.fail(node, fld, f"unknown civilization {raw!r}; one of "
                                + ", ".join(c.value for c in Civ)) from None
        return tuple(out)

    def strings(self, node: _Node, fld: str) -> list[str]:
        if not isinstance(node.value, list) or not all(isinstance(v, str) for v in node.value):
            raise self.fail(node, fld, "must be a list of strings")
        return list(node.value)

    def integer(self, node: _Node, fld: str, bounds: tuple[int, int] | None = None) -> int:
        if not isinstance(node.value, int) or isinstance(node.value, bool):
            raise self.fail(node, fld, f"must be an integer, got {node.value!r}")
        if bounds is not None and not bounds[0] <= node.value <= bounds[1]:
            raise self.fail(node, fld, f"{node.value} is out of range ({bounds[0]:,} to {bounds[1]:,})")
        return node.value


def _nodes(path: Path) -> _Node | None:
    """The file's YAML as nodes with lines (None: an empty file); any problem reading or parsing
    it is a :class:`CardDataError` with the line (1 when the file can't be read at all)."""
    shown = str(path)
    try:
        text = reading.read_text(path)
    except reading.InputError as exc:
        raise CardDataError(shown, exc.line, "file", exc.problem) from None
    return _text_nodes(text, shown)


def _text_nodes(text: str, shown: str) -> _Node | None:
    try:
        root = reading.compose(text, shown)
        return _convert(root) if root is not None else None
    except reading.InputError as exc:
        raise CardDataError(shown, exc.line, "yaml", exc.problem) from None
    except yaml.MarkedYAMLError as exc:  # a parser error, or a value no safe YAML type has (e.g. '=')
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise CardDataError(shown, line, "yaml", str(exc.problem or exc.context)) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow (a control character)
        char = f"#x{exc.character:04x}" if isinstance(exc.character, int) else repr(exc.character)
        raise CardDataError(shown, text.count("\n", 0, exc.position) + 1, "yaml",
                            f"unacceptable character {char}: {exc.reason}") from None


def read_file(path: Path) -> tuple[list[CardDef], list[NameRef]]:
    """Parse and validate one catalog file: its cards, and the card names they refer to."""
    return _read_top(_nodes(path), str(path))


def read_text(text: str, shown: str) -> tuple[list[CardDef], list[NameRef]]:
    """Parse and validate catalog data given as text (``shown`` names it in errors): its cards,
    and the card names they refer to (the card-text compiler checks what it writes with it)."""
    return _read_top(_text_nodes(text, shown), shown)


def _read_top(top: _Node | None, shown: str) -> tuple[list[CardDef], list[NameRef]]:
    if top is None:
        return [], []
    if not isinstance(top.value, list):
        raise CardDataError(shown, top.line, "file", "a catalog file is a YAML list of cards")
    reader = _Reader(shown)
    return [reader.card(item) for item in top.items], reader.names


def load_file(path: Path) -> list[CardDef]:
    """Parse and validate one catalog file (the card names it refers to are checked by
    :meth:`Catalog.load`, which knows every card)."""
    return read_file(path)[0]


def check_names(refs: Iterable[NameRef], known: Iterable[str]) -> None:
    """Every card name the card data refers to is a card of the catalog (or an alias)."""
    names = set(known)
    for ref in refs:
        if ref.name.strip() not in names:
            raise CardDataError(ref.path, ref.line, ref.field, f"unknown card {ref.name!r}"
                                + did_you_mean(ref.name, names))


def _places(path: Path, key: str) -> list[int]:
    """The lines of ``path`` where a card is named or aliased ``key``."""
    top = _nodes(path)
    out: list[int] = []
    for item in top.items if top is not None else []:
        for field_name in ("name", "aliases"):
            child = item.children.get(field_name)
            values = [] if child is None else [child] if field_name == "name" else child.items
            out += [v.line for v in values if isinstance(v.value, str) and same_name(v.value) == same_name(key)]
    return out or [1]


class Catalog:
    """Every card the scenarios may name, by Japanese name and by alias."""

    def __init__(self, cards: Iterable[CardDef]) -> None:
        self._by_name: dict[str, CardDef] = {}
        for card in cards:
            for key in (card.name, *card.aliases):
                if key in self._by_name and self._by_name[key] is not card:
                    raise CardDataError(card.source or "catalog", 0, "name", f"duplicate card name {key!r}")
                self._by_name[key] = card
        # Scenarios name cards in any width and case (NFKC, casefold): a name is looked up exactly, then so.
        self._by_key: dict[str, CardDef] = {}
        for key, card in self._by_name.items():
            self._by_key.setdefault(name_key(key), card)
        self._with_dmps: dict[str, Catalog] = {}  # with_dmps_text's catalogs, made once (a catalog never changes)

    @classmethod
    def load(cls, directory: Path | None = None) -> Catalog:
        """Every ``*.yaml`` file of the folder, validated once: the cards are kept in a cache
        (:mod:`engine.catalog.card_cache`: plain JSON, ``__pycache__/catalog.json`` in the folder)
        that stands while neither the files' contents nor the engine's code change; without it,
        :meth:`read` checks every file."""
        folder = directory or CARDS_DIR
        key = card_cache.cache_key(folder)
        cached = card_cache.load(folder, key) if key is not None else None
        if cached is not None:
            try:
                return cls(cached)
            except DmRulesError as exc:  # a cache no load would have written
                card_cache.note(f"the card cache of {folder} is corrupt ({exc}); the card files were read instead")
        catalog = cls.read(folder)
        if key is not None:
            card_cache.keep(folder, key, list(catalog))
        return catalog

    @classmethod
    def read(cls, directory: Path | None = None) -> Catalog:
        """Every ``*.yaml`` file of the folder, each checked; a name or alias that two cards share is
        reported at the second card, with where the first one is."""
        cards: list[CardDef] = []
        seen: dict[str, tuple[str, Path]] = {}  # same_name(name) -> (the name as written, its file)
        refs: list[NameRef] = []
        for path in sorted((directory or CARDS_DIR).glob("*.yaml")):
            found, named = read_file(path)
            refs += named
            for card in found:
                for key in dict.fromkeys((card.name, *card.aliases)):
                    if same_name(key) in seen:
                        other, where = seen[same_name(key)]
                        first, second = _places(where, key)[0], _places(path, key)[-1]
                        also = "" if other == key else f", written {other!r}"
                        raise CardDataError(str(path), second, "name",
                                            f"duplicate card name {key!r} (also at {where}:{first}{also})")
                    seen[same_name(key)] = (key, path)
                cards.append(card)
        check_names(refs, [name for name, _ in seen.values()])
        return cls(cards)

    def get(self, name: str) -> CardDef:
        key = name.strip()
        card = self._by_name.get(key) or self._by_key.get(name_key(key))
        if card is None:
            raise UnknownCardError(key, nearest(normal(key), self._by_name))
        return card

    def __contains__(self, name: str) -> bool:
        return name.strip() in self._by_name or name_key(name) in self._by_key

    def with_dmps_text(self, name: str) -> Catalog:
        """This catalog with the card ``name`` replaced by its DMPS version (every profile plays it); made
        once per name, as a catalog never changes (every run of a scenario that asks it takes the same one)."""
        d = self.get(name)
        if d.dmps is None:
            raise ScriptError(f"{name} has no DMPS version in the catalog")
        made = self._with_dmps.get(d.name)
        if made is None:
            made = self._with_dmps[d.name] = Catalog([d.dmps if c is d else c for c in self])
        return made

    def __iter__(self) -> Iterator[CardDef]:
        seen: set[int] = set()
        for card in self._by_name.values():
            if id(card) not in seen:
                seen.add(id(card))
                yield card

    def __len__(self) -> int:
        return len(set(map(id, self._by_name.values())))


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The project's catalog, loaded once."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Catalog.load()
    return _DEFAULT
