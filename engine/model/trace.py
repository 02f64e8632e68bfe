"""The trace: everything that happened in a game, in order, as typed records.

Each record is a small frozen dataclass with the facts a verdict or a report reads (who,
which card, which rule); :meth:`Record.text` renders it for people, at the edge. Verdict
steps and ``dmrules explain`` read the records' fields, never the rendered text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from dataclasses import fields as dataclass_fields
from typing import Any, ClassVar, TypeVar

from engine.model.events import Event
from engine.model.outcome import Outcome

R = TypeVar("R", bound="Record")


@dataclass(frozen=True)
class Record:
    """One thing the trace records. ``kind`` is its column in the rendered trace."""

    kind: ClassVar[str] = "note"
    shown: ClassVar[bool] = True  # rendered in the trace's lines (False: kept for verdicts and reports only)

    def text(self) -> str:
        raise NotImplementedError

    def fields(self) -> dict[str, Any]:
        """The record's facts, JSON-friendly (for reports). Records hold strings, numbers and
        tuples of them, so their values are taken as they are (no deep copy)."""
        return {f.name: v for f in dataclass_fields(self) if not isinstance(v := getattr(self, f.name), Outcome)}


# ------------------------------------------------------------------ the scenario's actions
@dataclass(frozen=True)
class Action(Record):
    """A player action a scenario (or a caller) asked for."""

    kind: ClassVar[str] = "action"
    description: str

    def text(self) -> str:
        return self.description


@dataclass(frozen=True)
class StepEntered(Record):
    """The turn moved on to one of its steps (500.1), and what moved it there; kept for
    ``explain``, not shown in the trace's lines."""

    kind: ClassVar[str] = "step"
    shown: ClassVar[bool] = False
    step: str
    japanese: str
    rule: str
    since: str

    def text(self) -> str:
        return f"{self.step} ({self.japanese}, {self.rule}): {self.since}"


@dataclass(frozen=True)
class Refused(Record):
    """An action the rules refused, or a board the profile refused."""

    kind: ClassVar[str] = "refused"
    why: str

    def text(self) -> str:
        return self.why


@dataclass(frozen=True)
class SetupStep(Record):
    """A step of setting up the game (003): shuffle, shields, hand, who goes first."""

    kind: ClassVar[str] = "setup"
    description: str
    player: str | None = None
    step: str = ""
    span: str = ""

    def text(self) -> str:
        return self.description


# ------------------------------------------------------------------ the game's own steps
@dataclass(frozen=True)
class EventRecord(Record):
    """An event (a change to the game), as it read when it happened."""

    kind: ClassVar[str] = "event"
    event: str
    player: str | None
    subject: str  # the creature or card concerned
    from_zone: str = ""
    to_zone: str = ""
    cause: str = ""
    detail: str = ""
    card: str = ""  # the card concerned, and its owner
    owner: str = ""
    creature: str = ""  # the battle-zone element concerned
    against: str = ""  # a battle: the other creature

    @staticmethod
    def of(event: Event) -> EventRecord:
        what = event.creature.name if event.creature is not None else (event.card.name if event.card else "")
        against = event.data.get("against")
        return EventRecord(event.kind, event.player, what, str(event.from_zone or ""), str(event.to_zone or ""),
                           event.cause, str(event.data.get("detail") or ""),
                           event.card.name if event.card is not None else "",
                           event.card.owner if event.card is not None else "",
                           event.creature.name if event.creature is not None else "",
                           str(getattr(against, "name", "")))

    def text(self) -> str:
        who = f"player {self.player} " if self.player else ""
        parts = [f"{who}{self.event}", self.subject]
        if self.from_zone or self.to_zone:
            parts.append(f"{self.from_zone or '-'} -> {self.to_zone or '-'}")
        if self.cause:
            parts.append(f"({self.cause})")
        if self.detail:
            parts.append(self.detail)
        return " ".join(p for p in parts if p)


@dataclass(frozen=True)
class WaitingRecord(Record):
    """A triggered ability started waiting (待機)."""

    kind: ClassVar[str] = "waiting"
    source: str
    ability: str
    controller: str
    zone: str  # where the ability waits from: battle | graveyard | hand | ...

    def text(self) -> str:
        return f"{self.source}: {self.ability}"


@dataclass(frozen=True)
class Resolved(Record):
    """A waiting effect resolved; ``rule``: the precedence rule or choice that put it next."""

    kind: ClassVar[str] = "resolve"
    source: str
    ability: str
    controller: str
    rule: str = ""
    tag: str = ""  # which waiting effect (the same in every order the players may choose)
    rank: str = ""  # the class the profile's precedence put it in (engine.policies.ordering)
    waited: bool = True  # False: an ability of unstated timing, resolved by a scenario's step
    # the facts the ordering rules looked at (engine.model.waiting.Waiting)
    seq: int = 0
    position: int = 0
    is_enter: bool = False
    ability_index: int = 0
    special: str = ""
    choice_rank: int = 0

    def text(self) -> str:
        return f"{self.source}: {self.ability}" + (f"  [{self.rule}]" if self.rule else "")

    @property
    def source_uid(self) -> int:
        """The object number of the source card (from the tag, ``controller/source/...``; 0: none)."""
        parts = self.tag.split("/")
        return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


@dataclass(frozen=True)
class Chose(Record):
    """A player made a decision among several options."""

    kind: ClassVar[str] = "decision"
    player: str
    decision: str
    picked: str
    options: tuple[str, ...]

    def text(self) -> str:
        return f"player {self.player} {self.decision}: {self.picked}"


@dataclass(frozen=True)
class Offered(Record):
    """A decision with one option or none (no choice): kept so verdicts can tell what a player was
    offered (a forced put, a search that found one card, an effect that found nothing). Decisions
    with several options are :class:`Chose` records."""

    kind: ClassVar[str] = "offer"
    shown: ClassVar[bool] = False  # not a line of the rendered trace: a decision nobody had to make
    player: str
    decision: str
    options: tuple[str, ...]

    def text(self) -> str:
        return f"player {self.player} {self.decision}: only {', '.join(self.options)}"


@dataclass(frozen=True)
class Lots(Record):
    """A random draw (DMPS 抽選) on the game's seeded RNG."""

    kind: ClassVar[str] = "decision"
    player: str
    picked: str
    options: tuple[str, ...]

    def text(self) -> str:
        return f"lots for player {self.player}: {self.picked}"


@dataclass(frozen=True)
class TriggerBarred(Record):
    """A broken shield's shield trigger could not be used (a lock such as ヤミノリミット's)."""

    kind: ClassVar[str] = "barred"
    player: str
    card: str
    why: str

    def text(self) -> str:
        return f"player {self.player} cannot use the shield trigger of {self.card}: {self.why}"


@dataclass(frozen=True)
class WaitingIgnored(Record):
    """An ability that had just started waiting is ignored: it does not trigger after all (an
    effect that says so, e.g. 九十九語's "those creatures' enter abilities are ignored")."""

    kind: ClassVar[str] = "note"
    source: str
    ability: str

    def text(self) -> str:
        return f"{self.source}: {self.ability} is ignored"


@dataclass(frozen=True)
class Note(Record):
    """Something worth telling that changes nothing by itself."""

    kind: ClassVar[str] = "note"
    message: str

    def text(self) -> str:
        return self.message


@dataclass(frozen=True)
class MovedTogether(Record):
    """Cards that moved together, in the order they moved (000)."""

    kind: ClassVar[str] = "note"
    order: tuple[str, ...]

    def text(self) -> str:
        return "moved together, in this order: " + ", ".join(self.order)


@dataclass(frozen=True)
class RefersTo(Record):
    """What an ability refers to as "the creature that did it"."""

    kind: ClassVar[str] = "note"
    source: str
    card: str

    def text(self) -> str:
        return f"{self.source}: refers to {self.card}"


@dataclass(frozen=True)
class PowerDestroyed(Record):
    """The state-based check destroyed creatures of power 0 or less: (name, power) pairs."""

    kind: ClassVar[str] = "note"
    creatures: tuple[tuple[str, int], ...]

    def text(self) -> str:
        return "state-based: power 0 or less is destroyed: " + ", ".join(
            f"{name} (power {power})" for name, power in self.creatures)


@dataclass(frozen=True)
class Overflow(Record):
    """A card went to the graveyard instead of a full zone (000: no event)."""

    kind: ClassVar[str] = "overflow"
    card: str
    player: str
    zone: str
    cause: str

    def text(self) -> str:
        return (f"{self.card} would go to player {self.player}'s {self.zone} ({self.cause}); the {self.zone} "
                "is full, so it is put into the graveyard instead")


@dataclass(frozen=True)
class TurnStarted(Record):
    kind: ClassVar[str] = "turn"
    player: str
    turn: int
    round: int

    def text(self) -> str:
        return f"player {self.player}'s turn {self.turn} starts (round {self.round})"


@dataclass(frozen=True)
class GameOver(Record):
    kind: ClassVar[str] = "game"
    outcome: Outcome

    def text(self) -> str:
        return self.outcome.reason

    def fields(self) -> dict[str, Any]:
        o = self.outcome
        return {"termination": str(o.termination), "winner": o.winner, "reason": o.reason}


@dataclass(frozen=True)
class Declared(Record):
    """A player declared a declared ability (使用宣言); S-back names the card it discards."""

    kind: ClassVar[str] = "declare"
    player: str
    card: str
    declared: str
    discarding: str = ""

    def text(self) -> str:
        tail = f", discarding {self.discarding}" if self.discarding else ""
        return f"player {self.player} declares {self.card} ({self.declared}){tail}"


@dataclass(frozen=True)
class CastForFree(Record):
    """An ability cast a spell for free (who, which spell, from which zone)."""

    kind: ClassVar[str] = "cast"
    spell: str
    zone: str
    player: str
    by: str | None = None  # the creature whose ability cast it
    by_uid: int | None = None

    def text(self) -> str:
        who = self.by if self.by is not None else f"player {self.player}"
        return f"{who} casts {self.spell} from the {self.zone} for free"


@dataclass(frozen=True)
class ReplacementChoice(Record):
    """Several replacement effects could apply to one event; who chose, or which the game applied."""

    kind: ClassVar[str] = "replacement"
    event: str
    options: tuple[str, ...]
    names: tuple[str, ...]  # the cards the options are named by
    chooser: str | None
    picked: str | None
    why: str

    def text(self) -> str:
        return (f"{self.event}: {len(self.options)} replacement effects could apply "
                f"({'; '.join(self.options)}); {self.why}")


@dataclass(frozen=True)
class Replaced(Record):
    """A replacement effect replaced an event."""

    kind: ClassVar[str] = "replaced"
    subject: str
    instead: str
    cause: str
    source: str  # the card the replacement is named by
    holder: str  # the card that has it
    ability_text: str
    ability_id: int = field(compare=False, default=0)
    source_uid: int = 0
    turn: int = 0

    def text(self) -> str:
        return f"{self.subject} {self.instead} ({self.cause}): {self.source} replaces it — {self.ability_text}"


@dataclass(frozen=True)
class CannotReplace(Record):
    """A replacement that fitted an event could not be used (601.1a)."""

    kind: ClassVar[str] = "note"
    origin: str
    message: str

    def text(self) -> str:
        return self.message


# ------------------------------------------------------------------ the trace
@dataclass(frozen=True)
class TraceEntry:
    seq: int
    record: Record

    @property
    def kind(self) -> str:
        return self.record.kind

    @property
    def text(self) -> str:
        return self.record.text()

    def as_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "kind": self.kind, "type": type(self.record).__name__, "text": self.text,
                **self.record.fields()}

    def __str__(self) -> str:
        return f"{self.seq:>3} {self.kind:<8} {self.text}"


class Trace:
    """Everything that happened, in order: events, waiting effects, resolutions, decisions."""

    def __init__(self) -> None:
        self.entries: list[TraceEntry] = []
        self._shown = 0

    def add(self, record: Record) -> TraceEntry:
        """Add a record. A record that is not shown keeps the number of the last shown one, so
        the rendered lines read the same with or without it."""
        if record.shown:
            self._shown += 1
        entry = TraceEntry(self._shown, record)
        self.entries.append(entry)
        return entry

    def mark(self) -> tuple[int, int]:
        """Where the trace is now (:meth:`rewind` goes back there)."""
        return len(self.entries), self._shown

    def rewind(self, mark: tuple[int, int]) -> None:
        """Forget what was added since ``mark`` (the explorer goes back to an earlier state)."""
        del self.entries[mark[0]:]
        self._shown = mark[1]

    def since(self, mark: tuple[int, int]) -> tuple[Record, ...]:
        """The records added since ``mark``."""
        return tuple(e.record for e in self.entries[mark[0]:])

    def extend(self, records: Iterable[Record]) -> None:
        for record in records:
            self.add(record)

    def note(self, text: str) -> TraceEntry:
        return self.add(Note(text))

    def of(self, kind: type[R]) -> list[R]:
        """The records of one type, in order."""
        return [e.record for e in self.entries if isinstance(e.record, kind)]

    def triggered(self, source: str) -> int:
        """How many times abilities of cards called ``source`` started waiting (not counting those
        ignored at once)."""
        return (sum(1 for r in self.of(WaitingRecord) if r.source == source)
                - sum(1 for r in self.of(WaitingIgnored) if r.source == source))

    def resolutions(self) -> list[Resolved]:
        """The waiting effects that resolved, in order (not abilities a scenario resolved itself)."""
        return [r for r in self.of(Resolved) if r.waited]

    def __iter__(self) -> Iterator[TraceEntry]:
        return iter(self.entries)

    def lines(self) -> list[str]:
        """The rendered trace: the records that are shown."""
        return [str(e) for e in self.entries if e.record.shown]

    def as_dicts(self) -> list[dict[str, Any]]:
        return [e.as_dict() for e in self.entries]
