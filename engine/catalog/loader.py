"""The card catalog: YAML files under ``engine/catalog/cards/``, validated with file, line and field.

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

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.catalog.vocabulary import (
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
from engine.model.cards import Ability, CardDef, CardType, Civ, Effect, Trigger
from engine.model.errors import CardDataError, ScriptError, UnknownCardError, did_you_mean, nearest

CARDS_DIR = Path(__file__).parent / "cards"

CARD_FIELDS = {
    "name", "aliases", "type", "civilizations", "cost", "power", "races", "mana_number",
    "keywords", "abilities", "evolves_from", "battle_civilizations", "god", "dp_hall_of_fame",
    "source", "note", "dmps", "spell side", "dmps-old", "ruby", "reference only", "g link",
}
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


# libyaml's parser where PyYAML has it (same documents, several times faster); errors are
# re-read with the pure-Python parser, whose messages and marks the reports quote.
FAST_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_SCALARS = yaml.SafeLoader("")  # constructs scalar values (it reads no document)


def compose(text: str) -> yaml.Node | None:
    """The YAML document's node tree (with line marks), or None for an empty document."""
    try:
        return yaml.compose(text, Loader=FAST_LOADER)
    except yaml.YAMLError:
        return yaml.compose(text, Loader=yaml.SafeLoader)


def load_yaml(text: str) -> Any:
    """The YAML document's value (as ``yaml.safe_load``)."""
    try:
        return yaml.load(text, Loader=FAST_LOADER)
    except yaml.YAMLError:
        return yaml.safe_load(text)


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
    constructed = _SCALARS.construct_object(node)
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
        cost = base.cost if cost_node.value is None and base else self.integer(cost_node, "cost")
        power: int | None = base.power if base else None
        if "power" in node.children:
            power = self.integer(node.children["power"], "power")
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
            mana_number = self.integer(node.children["mana_number"], "mana_number")
        battle_civs = base.battle_civilizations if base else ()
        if "battle_civilizations" in node.children:
            battle_civs = self.civs(node.children["battle_civilizations"], "battle_civilizations")
        if not isinstance(node.value.get("evolves_from") or {}, dict):
            raise self.fail(node.children["evolves_from"], "evolves_from", "a filter mapping, e.g. {race: ...}")
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
            ruby=self.ruby(node) or (base.ruby if base else ()),
            g_link=dict(node.value.get("g link") or (base.g_link if base else {})),
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
        return CardDef(name=str(node.value["name"]).strip(), type=CardType.SPELL,
                       civilizations=self.civs(node.children["civilizations"], "civilizations"),
                       cost=self.integer(node.children["cost"], "cost"), keywords=keywords, abilities=abilities)

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
                       aliases=tuple(self.strings(node.children["aliases"], "aliases")) if "aliases" in node.children
                       else ())

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
        text = str(node.value.get("text", ""))
        effects = self.effects(node.children["do"]) if "do" in node.children else ()
        condition = node.value.get("if") or {}
        if not isinstance(condition, dict):
            raise self.fail(node.children["if"], "if", "a condition is a mapping")
        common: dict[str, Any] = dict(text=text, effects=effects, condition=condition, modes=self.modes(node),
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

    def modes(self, node: _Node) -> tuple[tuple[str, tuple[Effect, ...]], ...]:
        """``modes: [{label: ..., do: [...]}, ...]``: 「次のうちいずれか１つを選ぶ」."""
        if "modes" not in node.children:
            return ()
        mnode = node.children["modes"]
        if not isinstance(mnode.value, list) or not all(isinstance(m, dict) and "label" in m and "do" in m
                                                        for m in mnode.value):
            raise self.fail(mnode, "modes", "a list of {label: ..., do: [...]}")
        return tuple((str(m.value["label"]), self.effects(m.children["do"])) for m in mnode.items)

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
        if "do" in args.children and isinstance(args.children["do"].value, list):  # steps that happen later
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


def _nodes(path: Path) -> _Node | None:
    """The file's YAML as nodes with lines (None: an empty file); any problem reading or parsing
    it is a :class:`CardDataError` with the line (1 when the file can't be read at all)."""
    shown = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise CardDataError(shown, 1, "file", f"not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise CardDataError(shown, 1, "file", f"can't be read ({exc.strerror})") from None
    try:
        root = compose(text)
        return _convert(root) if root is not None else None
    except yaml.MarkedYAMLError as exc:  # a parser error, or a value no safe YAML type has (e.g. '=')
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 1
        raise CardDataError(shown, line, "yaml", str(exc.problem or exc.context)) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow (a control character)
        char = f"#x{exc.character:04x}" if isinstance(exc.character, int) else repr(exc.character)
        raise CardDataError(shown, text.count("\n", 0, exc.position) + 1, "yaml",
                            f"unacceptable character {char}: {exc.reason}") from None


def load_file(path: Path) -> list[CardDef]:
    """Parse and validate one catalog file."""
    shown = str(path)
    top = _nodes(path)
    if top is None:
        return []
    if not isinstance(top.value, list):
        raise CardDataError(shown, top.line, "file", "a catalog file is a YAML list of cards")
    reader = _Reader(shown)
    return [reader.card(item) for item in top.items]


def _places(path: Path, key: str) -> list[int]:
    """The lines of ``path`` where a card is named or aliased ``key``."""
    top = _nodes(path)
    out: list[int] = []
    for item in top.items if top is not None else []:
        for field_name in ("name", "aliases"):
            child = item.children.get(field_name)
            values = [] if child is None else [child] if field_name == "name" else child.items
            out += [v.line for v in values if v.value == key]
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

    @classmethod
    def load(cls, directory: Path | None = None) -> Catalog:
        """Every ``*.yaml`` file of the folder; a name or alias that two cards share is reported
        at the second card, with where the first one is."""
        cards: list[CardDef] = []
        seen: dict[str, Path] = {}
        for path in sorted((directory or CARDS_DIR).glob("*.yaml")):
            for card in load_file(path):
                for key in dict.fromkeys((card.name, *card.aliases)):
                    if key in seen:
                        first, second = _places(seen[key], key)[0], _places(path, key)[-1]
                        raise CardDataError(str(path), second, "name",
                                            f"duplicate card name {key!r} (also at {seen[key]}:{first})")
                    seen[key] = path
                cards.append(card)
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
