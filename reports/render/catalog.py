"""The divergence catalog's contents, apart from how a page or a wiki draws them.

Which forks explain how many divergences per topic (the overview's heatmap), a section per fork
(its scenarios, policies and sources), each scenario's source links (seed page title, section and
address; the official ruling's address), and the divergences that are only "does not apply
under ..." (``n/a``), listed apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.policies.citations import CITATIONS, SEEDS
from engine.policies.profiles import FORKS, PROFILES, RULE_CHANGES
from reports.model.readings import ReadingRun
from reports.model.results import RunResult, ScenarioResult
from reports.model.sources import load_rulings, seed_sections

NO_FORK = "no fork found"  # the heatmap's row of divergences no set of forks explains


@dataclass(frozen=True)
class Link:
    """A source as a writer cites it: text and address ("" when there is none)."""

    text: str
    address: str = ""


def slug(text: str) -> str:
    """An HTML id / file name part for a fork label or topic."""
    return "".join(ch if ch.isalnum() else "-" for ch in text.lower()).strip("-") or "none"


def scenario_sources(s: ScenarioResult, rulings: dict[str, str]) -> list[Link]:
    """A scenario's sources: each seed page (title § section, address) and official ruling."""
    out = [Link(f"{SEEDS[n].title} § {section}" if n in SEEDS else f"{n} § {section}",
                SEEDS[n].address if n in SEEDS else "") for n, section in seed_sections(s.source)]
    for tag in s.tags:
        if tag.startswith("qa:"):
            qa = tag[3:]
            address = rulings.get(qa, "")
            out.append(Link(f"official ruling {qa}", address if address.startswith("http") else ""))
    return out


def fork_sources(label: str) -> list[Link]:
    """The sources of a fork's policies: rule numbers, seed pages and sections, notices, rule changes."""
    field_name = next(f for f, lbl in FORKS.items() if lbl == label)
    cite = CITATIONS[field_name]
    out = [Link(f"総合ルール {rule}") for rule in cite.rules]
    out += [Link(f"{seed.title} § {section}", seed.address) for seed, section in cite.seed_pages()]
    out += [Link(f"{'Q&A' if '/qa/' in n else 'notice'} {n.rstrip('/').rsplit('/', 1)[-1]}", n) for n in cite.notices]
    out += [Link(f"rule change {c.date}: {c.notice}") for c in RULE_CHANGES if c.fork == field_name]
    return out


@dataclass
class ForkSection:
    """One fork: its policy under each profile, its sources, and the divergences it explains by topic."""

    label: str
    policies: dict[str, str]
    sources: list[Link]
    module: str
    by_topic: dict[str, list[ScenarioResult]] = field(default_factory=dict)

    @property
    def count(self) -> int:
        return sum(len(v) for v in self.by_topic.values())


@dataclass
class Catalog:
    """What the catalog shows, computed once from a run."""

    result: RunResult
    diverging: list[ScenarioResult]  # real divergences (not only n/a)
    not_applicable: list[tuple[ScenarioResult, list[str]]]  # n/a-only, with the profiles it does not apply under
    topics: list[str]
    forks: list[ForkSection]  # the forks that explain something, in FORKS order; NO_FORK last if any
    rulings: dict[str, str]

    def count(self, fork: str, topic: str) -> int:
        section = next((f for f in self.forks if f.label == fork), None)
        return len(section.by_topic.get(topic, [])) if section else 0

    @property
    def most(self) -> int:
        return max((len(v) for f in self.forks for v in f.by_topic.values()), default=0)

    def sources(self, s: ScenarioResult) -> list[Link]:
        return scenario_sources(s, self.rulings)


def build(result: RunResult) -> Catalog:
    diverging, apart = [], []
    for s in result.scenarios:
        na = s.only_not_applicable()
        if na:
            apart.append((s, na))
        elif s.diverges():
            diverging.append(s)
    topics = list(dict.fromkeys(s.topic for s in diverging))
    sections: dict[str, ForkSection] = {}
    for s in diverging:
        for label in s.fork_labels() or [NO_FORK]:
            section = sections.get(label)
            if section is None:
                section = sections[label] = fork_section(label, result.profiles)
            section.by_topic.setdefault(s.topic, []).append(s)
    order = [*FORKS.values(), NO_FORK]
    forks = [sections[lbl] for lbl in order if lbl in sections]
    return Catalog(result, diverging, apart, topics, forks, load_rulings())


def fork_section(label: str, profiles: list[str]) -> ForkSection:
    if label == NO_FORK:
        return ForkSection(label, {}, [], "")
    field_name = next(f for f, lbl in FORKS.items() if lbl == label)
    policies = {p: str(getattr(PROFILES[p], field_name).name) for p in profiles if p in PROFILES}
    return ForkSection(label, policies, fork_sources(label), f"engine/policies/{CITATIONS[field_name].module}.py")


@dataclass
class QuestionTable:
    """A question a scenario names, with the verdicts' values under each reading side by side."""

    id: str
    title: str
    status: str
    page: str
    pin: str  # "pinned to R by SOURCE on DATE" ("" for an open question)
    columns: list[str]  # "tcg · counted", with marks: (pinned), (today)
    rows: list[tuple[str, list[str]]]  # verdict, value per column
    differs: bool


def question_tables(s: ScenarioResult) -> list[QuestionTable]:
    from engine.policies.questions import questions

    known = questions()
    out = []
    for qid in dict.fromkeys(r.question for r in s.readings):
        runs = [r for r in s.readings if r.question == qid]
        q = known.get(qid)
        pin = (f"closed: pinned to {q.pinned.reading} by {q.pinned.source}" + (f" ({q.pinned.date})" if q.pinned.date
                                                                                else "")) if q and q.pinned else ""
        claims = max((r.observations for r in runs), key=len, default=[])

        def values(r: ReadingRun, count: int = len(claims)) -> tuple[str, ...]:
            return tuple(str(r.observations[n]["observed"]) if n < len(r.observations) else (r.stopped or "not reached")
                         for n in range(count))

        groups: dict[tuple[str, tuple[str, ...]], list[ReadingRun]] = {}
        for r in runs:  # the profiles that observe the same under a reading share a column
            groups.setdefault((r.reading, values(r)), []).append(r)
        columns = [f"{reading} ({', '.join(r.profile for r in group)})" + (" pinned" if group[0].pinned else "")
                   + (f"; today: {', '.join(r.profile for r in group if r.current)}" if any(r.current for r in group)
                      else "") for (reading, _), group in groups.items()]
        rows = [(str(o["claim"]), [vals[n] for (_, vals) in groups]) for n, o in enumerate(claims)]
        differs = any(len(set(values)) > 1 for _, values in rows)
        out.append(QuestionTable(qid, q.title if q else qid, q.status if q else "", q.page if q else "", pin, columns,
                                 rows, differs))
    return out
