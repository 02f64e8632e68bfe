"""The card catalog: YAML files under ``engine/cards/``, validated with file, line and field.

Format (one list of cards per file; see ``engine/cards/README.md``)::

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

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.errors import CardDataError, ScriptError, UnknownCardError, did_you_mean, nearest
from engine.vocabulary import (
    COUNT_KEYS,
    EFFECT_OPS,
    EVENT_PARAMS,
    EVOLVES_FROM_KEYS,
    FILTER_KEYS,
    GRANT_KEYS,
    KEYWORDS,
    SELECTION_KEYS,
    STATIC_KINDS,
    TRIGGER_EVENTS,
    TRIGGER_KEYS,
)

CARDS_DIR = Path(__file__).parent / "cards"

CARD_FIELDS = {
    "name", "aliases", "type", "civilizations", "cost", "power", "races", "mana_number",
    "keywords", "abilities", "evolves_from", "battle_civilizations", "god", "dp_hall_of_fame",
    "source", "note", "dmps", "spell side",
}
SPELL_SIDE_FIELDS = {"name", "civilizations", "cost", "keywords", "abilities"}
ABILITY_FIELDS = {"when", "do", "if", "optional", "once per turn", "text", "instead of", "static", "label", "grants"}


@dataclass
class _Node:
    """A YAML value with the line it starts on (1-based)."""

    value: Any
    line: int
    children: dict[str, _Node] = field(default_factory=dict)
    items: list[_Node] = field(default_factory=list)


def _convert(node: yaml.Node) -> _Node:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out = _Node({}, line)
        for key_node, value_node in node.value:
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
    constructed = yaml.SafeLoader(b"").construct_object(node)
    return _Node(constructed, line)


class _Reader:
    """Validates one file's nodes, raising :class:`CardDataError` with file:line:field."""

    def __init__(self, path: str) -> None:
        self.path = path

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
        cost = base.cost if cost_node.value is None and base else self.integer(cost_node, "cost")
        power: int | None = base.power if base else None
        if "power" in node.children:
            power = self.integer(node.children["power"], "power")
        if ctype.is_creature and power is None:
            raise self.fail(node, "power", "a creature needs a power")
        keywords = frozenset(base.keywords if base else ())
        if "keywords" in node.children:
            kw_node = node.children["keywords"]
            keywords = frozenset(self.strings(kw_node, "keywords"))
            for kw in keywords:
                if kw not in KEYWORDS:
                    raise self.fail(kw_node, "keywords", f"unknown keyword {kw!r}; known: "
                                    + ", ".join(sorted(KEYWORDS)))
        abilities = base.abilities if base else ()
        if "abilities" in node.children:
            ab_node = node.children["abilities"]
            if not isinstance(ab_node.value, list):
                raise self.fail(ab_node, "abilities", "must be a list")
            abilities = tuple(self.ability(a) for a in ab_node.items)
        god = str(node.value.get("god", base.god if base else ""))
        if god not in ("", "god card", "central g link"):
            raise self.fail(node.children["god"], "god", "one of 'god card', 'central g link'")
        mana_number = base.mana_number if base else 1
        if "mana_number" in node.children:
            mana_number = self.integer(node.children["mana_number"], "mana_number")
        battle_civs = base.battle_civilizations if base else ()
        if "battle_civilizations" in node.children:
            battle_civs = self.civs(node.children["battle_civilizations"], "battle_civilizations")
        if "evolves_from" in node.children:
            self.keys(node.children["evolves_from"], "evolves_from", {**FILTER_KEYS, **EVOLVES_FROM_KEYS},
                      "in evolves_from (a filter)")
        evolves_from = dict(node.value.get("evolves_from") or (base.evolves_from if base else {}))
        if ctype is CardType.EVOLUTION_CREATURE and not evolves_from:
            raise self.fail(node, "evolves_from", "an evolution creature needs evolves_from")
        card = CardDef(
            name=name.strip(),
            type=ctype,
            civilizations=civs,
            cost=cost,
            power=power,
            races=tuple(self.strings(node.children["races"], "races")) if "races" in node.children
            else (base.races if base else ()),
            aliases=tuple(self.strings(node.children["aliases"], "aliases")) if "aliases" in node.children
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
        )
        if "spell side" in node.children:
            card = CardDef(**{**card.__dict__, "spell_side": self.spell_side(node.children["spell side"])})
        if "dmps" in node.children and base is None:
            dmps = self.card(node.children["dmps"], base=card)
            card = CardDef(**{**card.__dict__, "dmps": dmps})
        return card

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
        keywords = frozenset(self.strings(node.children["keywords"], "keywords")) if "keywords" in node.children \
            else frozenset()
        unknown = sorted(k for k in keywords if k not in KEYWORDS)
        if unknown:
            raise self.fail(node.children["keywords"], "keywords", f"unknown keyword {unknown[0]!r}; known: "
                            + ", ".join(sorted(KEYWORDS)))
        ab_node = node.children.get("abilities")
        if ab_node is not None and not isinstance(ab_node.value, list):
            raise self.fail(ab_node, "abilities", "must be a list")
        return CardDef(name=str(node.value["name"]).strip(), type=CardType.SPELL,
                       civilizations=self.civs(node.children["civilizations"], "civilizations"),
                       cost=self.integer(node.children["cost"], "cost"), keywords=keywords,
                       abilities=tuple(self.ability(a) for a in ab_node.items) if ab_node is not None else ())

    def ability(self, node: _Node) -> Ability:
        if not isinstance(node.value, dict):
            raise self.fail(node, "abilities", "each ability must be a mapping")
        for key, child in node.children.items():
            if key not in ABILITY_FIELDS:
                hint = nearest(key, ABILITY_FIELDS)
                raise self.fail(child, key, "unknown ability field"
                                + (f"; did you mean {hint[0]!r}?" if hint else ""))
        text = str(node.value.get("text", ""))
        effects = self.effects(node.children["do"]) if "do" in node.children else ()
        condition = node.value.get("if") or {}
        if not isinstance(condition, dict):
            raise self.fail(node.children["if"], "if", "a condition is a mapping")
        common: dict[str, Any] = dict(text=text, effects=effects, condition=condition,
                                      optional=bool(node.value.get("optional", False)),
                                      once_per_turn=bool(node.value.get("once per turn", False)),
                                      label=str(node.value.get("label", "")))
        if "when" in node.children:
            when = node.children["when"]
            if isinstance(when.value, list):
                triggers = [self.trigger(item, "when") for item in when.items]
                if not triggers:
                    raise self.fail(when, "when", "an empty list of trigger events")
                return Ability(kind="triggered", trigger=triggers[0], also=tuple(triggers[1:]), **common)
            return Ability(kind="triggered", trigger=self.trigger(when, "when"), **common)
        if "instead of" in node.children:
            return Ability(kind="replacement", trigger=self.trigger(node.children["instead of"], "instead of"),
                           **common)
        if "static" in node.children:
            st = node.children["static"]
            if not isinstance(st.value, dict) or len(st.value) != 1:
                raise self.fail(st, "static", "a static ability is a one-key mapping, e.g. {grant: ...}")
            (kind, _), = st.value.items()
            if kind not in STATIC_KINDS:
                raise self.fail(st, "static", f"unknown static ability {kind!r}"
                                + did_you_mean(str(kind), STATIC_KINDS))
            self.static_keys(st.children[kind], kind)
            static = dict(st.value)
            if "grants" in node.children:
                gr = node.children["grants"]
                if not isinstance(gr.value, list):
                    raise self.fail(gr, "grants", "a list of abilities")
                static["abilities"] = tuple(self.ability(a) for a in gr.items)
            return Ability(kind="static", static=static, **common)
        raise self.fail(node, "when", "an ability needs 'when', 'instead of' or 'static'")

    def trigger(self, node: _Node, fld: str) -> Trigger:
        value = node.value
        if isinstance(value, str):
            event, filt = value, {}
        elif isinstance(value, dict) and "event" in value:
            event, filt = value["event"], {k: v for k, v in value.items() if k != "event"}
        else:
            raise self.fail(node, fld, "a trigger is an event name or {event: ..., filter fields}")
        if event not in TRIGGER_EVENTS:
            raise self.fail(node, fld, f"unknown event {event!r}" + did_you_mean(str(event), TRIGGER_EVENTS))
        if isinstance(value, dict):
            allowed = {"event", *FILTER_KEYS, *TRIGGER_KEYS, *EVENT_PARAMS.get(str(event), {})}
            self.keys(node, fld, allowed, f"for the event {event!r} (a filter key, or one of the event's own)")
        return Trigger(event=event, filter=filt)

    def effects(self, node: _Node) -> tuple[Effect, ...]:
        if not isinstance(node.value, list):
            raise self.fail(node, "do", "must be a list of effects")
        out = []
        for item in node.items:
            args: dict[str, Any]
            if isinstance(item.value, str):
                op, args = item.value, {}
            elif isinstance(item.value, dict) and len(item.value) == 1:
                (op, raw), = item.value.items()
                args = raw if isinstance(raw, dict) else {"n": raw}
            else:
                raise self.fail(item, "do", "an effect is a name or a one-key mapping {name: args}")
            if op not in EFFECT_OPS:
                raise self.fail(item, "do", f"unknown effect {op!r}" + did_you_mean(str(op), EFFECT_OPS))
            if isinstance(item.value, dict) and isinstance(item.value[op], dict):
                self.effect_keys(item.children[str(op)], str(op))
            out.append(Effect(op=op, args=dict(args)))
        return tuple(out)

    def keys(self, node: _Node, fld: str, allowed: Iterable[str], what: str) -> None:
        """Every key of a mapping is one ``allowed`` knows (an unknown one would be silently
        ignored by the engine, so an author could believe a condition is encoded when it is not)."""
        if not isinstance(node.value, dict):
            return
        known = list(allowed)
        for key, child in node.children.items():
            if key not in known:
                raise self.fail(child, fld, f"unknown key {key!r} {what}" + did_you_mean(key, known))

    def filter_keys(self, node: _Node, fld: str, extra: Iterable[str] = (), what: str = "in a filter") -> None:
        self.keys(node, fld, [*FILTER_KEYS, *extra], what)

    def count_keys(self, node: _Node, fld: str) -> None:
        """A count expression (``{count: {zone, player, name, filter}, plus: k}`` or its inner mapping)."""
        if isinstance(node.value, dict) and "count" in node.children:
            self.keys(node, fld, ("count", "plus"), "in a count")
            node = node.children["count"]
        self.keys(node, fld, COUNT_KEYS, "in a count")
        if "filter" in node.children:
            self.filter_keys(node.children["filter"], fld)

    def effect_keys(self, args: _Node, op: str) -> None:
        """The filters inside an operation's arguments: ``filter``, ``in``, ``target`` (a filter plus
        the selection keys) and counts."""
        for key in ("filter", "in"):
            if key in args.children:
                self.filter_keys(args.children[key], op)
        if "target" in args.children:
            self.filter_keys(args.children["target"], op, SELECTION_KEYS, "in a target (a filter or a selection key)")
        n = args.children.get("n")
        if n is not None and isinstance(n.value, dict):
            self.count_keys(n, op)
        if "do" in args.children:  # steps that happen later (after the attack)
            self.effects(args.children["do"])

    def static_keys(self, spec: _Node, kind: str) -> None:
        """The filters inside a static ability: a grant is a filter; others hold one as ``filter``."""
        if kind == "grant":
            self.filter_keys(spec, "static", GRANT_KEYS, "in a grant (a filter, keywords or player)")
        elif kind == "power per card":
            self.count_keys(spec, "static")
        elif isinstance(spec.value, dict) and "filter" in spec.children:
            self.filter_keys(spec.children["filter"], "static")

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

    def integer(self, node: _Node, fld: str) -> int:
        if not isinstance(node.value, int) or isinstance(node.value, bool):
            raise self.fail(node, fld, f"must be an integer, got {node.value!r}")
        return node.value


def parse_ability(raw: Any, where: str) -> Ability:
    """An ability written inside an effect's arguments (``grant replacement``), checked like
    the card data's abilities."""
    if not isinstance(raw, dict):
        raise CardDataError(where, 0, "ability", "give an ability as a mapping, e.g. {instead of: ..., do: [...]}")
    root = yaml.compose(yaml.safe_dump(raw, allow_unicode=True))
    if root is None:
        raise CardDataError(where, 0, "ability", "an empty ability")
    return _Reader(where).ability(_convert(root))


def load_file(path: Path) -> list[CardDef]:
    """Parse and validate one catalog file."""
    shown = str(path)
    try:
        root = yaml.compose(path.read_text(encoding="utf-8"))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        line = mark.line + 1 if mark else 0
        raise CardDataError(shown, line, "yaml", str(exc.problem)) from None
    if root is None:
        return []
    top = _convert(root)
    if not isinstance(top.value, list):
        raise CardDataError(shown, top.line, "file", "a catalog file is a YAML list of cards")
    reader = _Reader(shown)
    return [reader.card(item) for item in top.items]


class Catalog:
    """Every card the scenarios may name, by Japanese name and by alias."""

    def __init__(self, cards: Iterable[CardDef]) -> None:
        self._by_name: dict[str, CardDef] = {}
        for card in cards:
            for key in (card.name, *card.aliases):
                if key in self._by_name and self._by_name[key] is not card:
                    raise CardDataError(card.source or "catalog", 0, "name", f"duplicate card name {key!r}")
                self._by_name[key] = card

    @classmethod
    def load(cls, directory: Path | None = None) -> Catalog:
        cards: list[CardDef] = []
        for path in sorted((directory or CARDS_DIR).glob("*.yaml")):
            cards.extend(load_file(path))
        return cls(cards)

    def get(self, name: str) -> CardDef:
        key = name.strip()
        card = self._by_name.get(key)
        if card is None:
            raise UnknownCardError(key, nearest(key, self._by_name))
        return card

    def __contains__(self, name: str) -> bool:
        return name.strip() in self._by_name

    def with_dmps_text(self, name: str) -> Catalog:
        """This catalog with the card ``name`` replaced by its DMPS version (every profile plays it)."""
        d = self.get(name)
        if d.dmps is None:
            raise ScriptError(f"{name} has no DMPS version in the catalog")
        return Catalog([d.dmps if c is d else c for c in self])

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
