"""The arguments of the card data's vocabulary, declared with what they take.

Every operation, condition, trigger event, replacement event, filter key, target key and static
ability declares its arguments where it is implemented (:mod:`engine.kernel.registry` keeps the
tables): an :class:`Arg` is a name, a type, a default (or none: it must be written) and a line of
doc, as fireplace's ``ActionArg``. The card loader (:mod:`engine.catalog.loader`) checks every key
and every value of the card data against these declarations when it loads, so an operation reads
its arguments as declared and never guesses (no ``args.get("target", args)``).

A type says what a value may be: :meth:`ArgType.check` gives the problem of a value (None: it is
fine) and :meth:`ArgType.describe` how the docs write it. Scalar types are checked here; the types
that hold card data of their own (a filter, a target, a condition, effects, an ability, a mapping
of named arguments) are walked by the loader, which reports each nested problem at its own line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.model.cards import CardType, Civ
from engine.model.errors import nearest
from engine.model.keywords import KEYWORDS
from engine.model.objects import ZONE_WORDS


class Required:
    """The default of an argument that must be written."""

    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = Required()


class ArgType:
    """What a value of the card data may be."""

    def check(self, value: Any) -> str | None:
        """The problem of ``value`` (None: it is fine)."""
        raise NotImplementedError

    def describe(self) -> str:
        raise NotImplementedError

    def fits(self, value: Any) -> bool:
        """Whether ``value`` has this type's shape (which alternative of a :class:`OneOf` reads it)."""
        return self.check(value) is None


def _shown(value: Any) -> str:
    return repr(value) if isinstance(value, str) else str(value)


@dataclass(frozen=True)
class Bool(ArgType):
    def check(self, value: Any) -> str | None:
        return None if isinstance(value, bool) else f"{_shown(value)} is not true or false"

    def describe(self) -> str:
        return "true | false"


@dataclass(frozen=True)
class Int(ArgType):
    low: int | None = None
    high: int | None = None

    def check(self, value: Any) -> str | None:
        if not isinstance(value, int) or isinstance(value, bool):
            return f"{_shown(value)} is not a whole number"
        if self.low is not None and value < self.low or self.high is not None and value > self.high:
            return f"{value} is outside {self.describe()}"
        return None

    def describe(self) -> str:
        if self.low is None and self.high is None:
            return "a whole number"
        if self.high is None:
            return f"a number ≥ {self.low}"
        return f"a number {self.low}..{self.high}" if self.low is not None else f"a number ≤ {self.high}"


@dataclass(frozen=True)
class Text(ArgType):
    """Any non-empty text (a race, a label)."""

    what: str = "text"

    def check(self, value: Any) -> str | None:
        return None if isinstance(value, str) and value.strip() else f"{_shown(value)} is not {self.describe()}"

    def describe(self) -> str:
        return self.what


@dataclass(frozen=True)
class CardName(Text):
    """A card's name: text, checked against the catalog once every card is loaded."""

    what: str = "a card name"


@dataclass(frozen=True)
class Choice(ArgType):
    """One of a few words (``what`` names them in problems: "zone", "player")."""

    values: tuple[str, ...]
    what: str = "value"
    shown: str = ""  # how the docs write it, when listing the values would be too long

    def check(self, value: Any) -> str | None:
        if isinstance(value, str) and value in self.values:
            return None
        close = nearest(value, self.values) if isinstance(value, str) else []
        return (f"unknown {self.what} {_shown(value)}; one of {', '.join(self.values)}"
                + (f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""))

    def describe(self) -> str:
        return self.shown or " | ".join(self.values)


def choice(*values: str, what: str = "value") -> Choice:
    return Choice(tuple(values), what)


def zones(*words: str) -> Choice:
    """Zone words (:data:`engine.model.objects.ZONE_WORDS`; all of them when none are given)."""
    unknown = [w for w in words if w not in ZONE_WORDS]
    if unknown:
        raise ValueError(f"not zone words: {unknown}")
    return Choice(tuple(words or ZONE_WORDS), "zone")


def players(*words: str) -> Choice:
    """Player words, relative to the ability's controller: you | opponent | each | any."""
    return Choice(tuple(words or ("you", "opponent", "each", "any")), "player")


@dataclass(frozen=True)
class ListOf(ArgType):
    item: ArgType
    empty: bool = False  # whether an empty list is allowed

    def check(self, value: Any) -> str | None:
        if not isinstance(value, list):
            return f"{_shown(value)} is not a list of {self.item.describe()}"
        return None if value or self.empty else "an empty list"

    def describe(self) -> str:
        return f"[{self.item.describe()}, ...]"


@dataclass(frozen=True)
class OneOrList(ArgType):
    """A value, or a list of them (any one of which will do)."""

    item: ArgType

    def check(self, value: Any) -> str | None:
        if isinstance(value, list):
            return None if value else "an empty list"
        return self.item.check(value)

    def fits(self, value: Any) -> bool:
        return isinstance(value, list) or self.item.fits(value)

    def describe(self) -> str:
        return f"{self.item.describe()} (or a list)"


@dataclass(frozen=True)
class OneOf(ArgType):
    """One of several types: the first whose shape fits reads the value."""

    options: tuple[ArgType, ...]

    def pick(self, value: Any) -> ArgType | None:
        return next((t for t in self.options if t.fits(value)), None)

    def check(self, value: Any) -> str | None:
        chosen = self.pick(value)
        if chosen is None:
            return f"{_shown(value)} is not {self.describe()}"
        return chosen.check(value)

    def fits(self, value: Any) -> bool:
        return self.pick(value) is not None

    def describe(self) -> str:
        return " | ".join(t.describe() for t in self.options)


def one_of(*options: ArgType) -> OneOf:
    return OneOf(tuple(options))


@dataclass(frozen=True)
class Count(ArgType):
    """How many: ``n``, ``up to n`` (when ``up_to``), or one of ``words`` (all, any)."""

    words: tuple[str, ...] = ()
    up_to: bool = True
    low: int = 0

    def check(self, value: Any) -> str | None:
        if isinstance(value, str) and value in self.words:
            return None
        if isinstance(value, int) and not isinstance(value, bool):
            return None if value >= self.low else f"{value} is less than {self.low}"
        if self.up_to and isinstance(value, str) and value.startswith("up to "):
            rest = value[len("up to "):].strip()
            if rest.isdigit():
                return None
        return f"{_shown(value)} is not a count: {self.describe()}"

    def describe(self) -> str:
        return " | ".join(["n", *(["up to n"] if self.up_to else []), *self.words])


def quantity(*words: str, up_to: bool = True, low: int = 0) -> Count:
    """A :class:`Count`: n, up to n (unless not ``up_to``), or one of ``words``."""
    return Count(tuple(words), up_to, low)


def how_many(raw: Any) -> tuple[int, bool]:
    """A :class:`Count` value that is a number: ``3`` or ``up to 3`` -> (3, whether "up to")."""
    text = str(raw)
    up_to = text.startswith("up to")
    return int(text.replace("up to", "").strip()), up_to


@dataclass(frozen=True)
class Keys(ArgType):
    """A mapping of named arguments (its keys are :class:`Arg`; those without a default must be written)."""

    args: tuple[Arg, ...]
    what: str = "a mapping"

    def check(self, value: Any) -> str | None:
        return None if isinstance(value, dict) else f"{_shown(value)} is not {self.describe()}"

    def fits(self, value: Any) -> bool:
        """A mapping with every required key, and no key it does not know."""
        named = self.named
        return isinstance(value, dict) and all(k in named for k in value) \
            and all(a.name in value for a in self.args if a.required)

    @property
    def named(self) -> dict[str, Arg]:
        return {a.name: a for a in self.args}

    def describe(self) -> str:
        return "{" + ", ".join(a.name for a in self.args) + "}"


def keys(*args: Arg, what: str = "a mapping") -> Keys:
    return Keys(tuple(args), what)


@dataclass(frozen=True)
class Filter(ArgType):
    """A filter (the filter keys of :mod:`engine.mechanics.filters`), plus ``extra`` keys."""

    extra: tuple[Arg, ...] = ()
    what: str = "a filter"

    def check(self, value: Any) -> str | None:
        return None if isinstance(value, dict) else f"{_shown(value)} is not {self.what} (a mapping of filter keys)"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def describe(self) -> str:
        return self.what + (" + " + ", ".join(a.name for a in self.extra) if self.extra else "")


@dataclass(frozen=True)
class Target(Filter):
    """A target spec: a filter plus the selection keys of :mod:`engine.mechanics.targets`."""

    what: str = "a target"

    def describe(self) -> str:
        return "a target (a filter + player, count, ...)"


@dataclass(frozen=True)
class CountExpr(ArgType):
    """A count of cards: ``{count: {zone, player, name, filter}, plus: k}``, ``{cards of: chosen}``: the
    cards the creatures an earlier step chose consist of (109.2c, :mod:`engine.mechanics.targets`),
    ``{cost of: chosen}``: their costs added up (そのクリーチャーのコストの数), or ``{moved: earlier steps, plus: k}``:
    the cards the earlier steps of the effect moved (「その後、同じ枚数のカードを引く」)."""

    def check(self, value: Any) -> str | None:
        if not isinstance(value, dict):
            return f"{_shown(value)} is not a count expression"
        if "moved" in value:
            return None if value.get("moved") == "earlier steps" and set(value) <= {"moved", "plus"} else \
                f"{_shown(value)}: 'moved' takes only 'earlier steps' (and 'plus')"
        for key in ("cards of", "cost of"):
            if key in value:
                return None if value == {key: "chosen"} else \
                    f"{_shown(value)}: '{key}' takes only 'chosen' (the creatures an earlier step chose)"
        return None if "count" in value else f"{_shown(value)} is not a count expression (it has no 'count')"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict) and ("count" in value or "cards of" in value or "cost of" in value
                                            or "moved" in value)

    def describe(self) -> str:
        return ("{count: {zone, player, name, filter}, plus: k} | {cards of: chosen} | {cost of: chosen} | "
                "{moved: earlier steps, plus: k}")


@dataclass(frozen=True)
class Condition(ArgType):
    """A condition: ``{condition name: value, ...}`` (every one must hold)."""

    def check(self, value: Any) -> str | None:
        return None if isinstance(value, dict) else f"{_shown(value)} is not a condition (a mapping)"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def describe(self) -> str:
        return "a condition"


@dataclass(frozen=True)
class Effects(ArgType):
    """Steps of effects (``do:``), read into :class:`engine.model.cards.Effect` when the card loads."""

    def check(self, value: Any) -> str | None:
        return None if isinstance(value, list) else f"{_shown(value)} is not a list of effects"

    def fits(self, value: Any) -> bool:
        return isinstance(value, list)

    def describe(self) -> str:
        return "[effects]"


@dataclass(frozen=True)
class AbilityArg(ArgType):
    """An ability written like a card's, read into :class:`engine.model.cards.Ability` when the card
    loads; ``kind`` the kind it must be (replacement: an ``instead of`` ability)."""

    kind: str = ""

    def check(self, value: Any) -> str | None:
        return None if isinstance(value, dict) else \
            f"{_shown(value)} is not an ability (a mapping, e.g. {{instead of: ..., do: [...]}})"

    def fits(self, value: Any) -> bool:
        return isinstance(value, dict)

    def describe(self) -> str:
        return "an ability" + (f" ({self.kind})" if self.kind else "")


@dataclass(frozen=True)
class Arg:
    """One argument: its name, type, default (:data:`REQUIRED`: none, it must be written; None: it
    may be left out, and then is absent) and doc."""

    name: str
    type: ArgType
    default: Any = None
    doc: str = ""

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    def describe(self) -> str:
        """``name`` (type; default d): doc, as the docs write it."""
        shown = self.type.describe()
        if self.required:
            shown += "; required"
        elif self.default is not None:
            shown += f"; default {_default(self.default)}"
        return f"`{self.name}` ({shown})" + (f": {self.doc}" if self.doc else "")


def _default(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_default(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_default(v) for v in value) + "]"
    return str(value)


@dataclass(frozen=True)
class Signature:
    """The arguments of one entry of the vocabulary, with their defaults."""

    args: tuple[Arg, ...] = ()
    defaults: Mapping[str, Any] = field(default_factory=dict)
    required: frozenset[str] = frozenset()

    @classmethod
    def of(cls, args: Iterable[Arg]) -> Signature:
        found = tuple(args)
        names = [a.name for a in found]
        duplicated = sorted({n for n in names if names.count(n) > 1})
        if duplicated:
            raise ValueError(f"arguments declared twice: {duplicated}")
        return cls(found, {a.name: a.default for a in found if a.default is not None and not a.required},
                   frozenset(a.name for a in found if a.required))

    @property
    def named(self) -> dict[str, Arg]:
        return {a.name: a for a in self.args}

    def complete(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """The arguments given, with the declared defaults of those left out (an argument that must
        be written and is not: a :class:`KeyError` naming it — the loader reports it with its line;
        this catches effects an engine caller builds)."""
        if self.required and not self.required <= given.keys():
            raise KeyError(f"missing argument {sorted(self.required - given.keys())[0]!r}")
        return {**self.defaults, **given} if self.defaults else dict(given)


# Common types.
BOOL = Bool()
NUMBER = Int()
AMOUNT = Int(0)
TEXT = Text()
RACE = Text("a race")
CIVILIZATION = Choice(tuple(c.value for c in Civ), "civilization")
CARD_TYPE = Choice(tuple(t.value for t in CardType if t is not CardType.UNKNOWN), "card type")
KEYWORD = Choice(tuple(KEYWORDS), "keyword", "a keyword (see Keywords)")
ZONE = zones()
FILTER = Filter()
TARGET = Target()
CONDITION = Condition()
EFFECTS = Effects()
