"""``dmrules steps``, ``profiles`` and ``cards``: the vocabulary a scenario writer looks up.

Nothing is ever cut: on a terminal the tables fold long cells; piped or redirected, the output
is plain text at full length (one row a line), fit for grep.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text
from tabulate import tabulate

from engine.model.errors import DmRulesError


def print_table(console: Console, title: str, headers: list[str], rows: list[list[str]],
                show_lines: bool = False) -> None:
    """A table: rich (long cells fold, never cut) on a terminal; plain text at full width elsewhere."""
    if not console.is_terminal:
        console.print(Text(title), soft_wrap=True)
        console.print(Text(tabulate(rows, headers=headers, tablefmt="plain", disable_numparse=True)),
                      soft_wrap=True)
        return
    table = Table(title=title, show_lines=show_lines)
    for h in headers:
        table.add_column(h, overflow="fold")
    for row in rows:
        table.add_row(*row)
    console.print(table)


def cmd_steps(args: argparse.Namespace) -> int:
    from steps.vocabulary.index import accepts_line, as_json, gherkin_line, glue, known_steps, markdown, pairs

    if args.i18n:
        return _print_keywords(args.i18n)
    steps = known_steps()
    twins = pairs(steps)
    if args.markdown:
        print(markdown(steps), end="")
        return 0
    if args.keyword:
        steps = [s for s in steps if s.type == args.keyword]
    if args.language:
        steps = [s for s in steps if s.language == args.language]
    if args.word:
        steps = [s for s in steps if s.matches(args.word) or any(t.matches(args.word) for t in twins[s])]
    if args.format == "json":
        print(json.dumps(as_json(steps, twins), ensure_ascii=False, indent=1))
        return 0
    if args.format == "glue":
        print(glue(steps), end="")
        return 0
    console = Console(soft_wrap=True, highlight=False)
    kind = f"{args.keyword} " if args.keyword else ""
    word = f" {{}} {args.word!r}" if args.word else ""
    if not steps:
        Console(stderr=True).print(f"no {kind}step{word.format('mentions')} (`dmrules steps` lists them all)",
                                   highlight=False)
        return 0
    shown = set(id(s) for s in steps)
    steps = [s for s in steps if not (s.language == "ja" and any(id(t) in shown for t in twins[s]))]
    n = len(steps)
    console.print(Text(f"{n} {kind}step{'s' if n != 1 else ''}{word.format('mention' if n != 1 else 'mentions')}",
                       style="bold"))
    for s in steps:  # a Japanese step is printed beside its English twin
        console.print(Text.assemble("\n", (s.keyword, "bold"), " ", s.example))
        if s.doc:
            console.print(Text(f"    {s.doc}", style="dim"))
        console.print(Text.assemble("    example: ", (s.sample, "green")))
        for entry in s.accepts:
            console.print(Text(f"    {accepts_line(*entry)}", style="dim"))
        for t in twins[s]:
            label = "日本語" if t.language == "ja" else "English"
            console.print(Text.assemble(f"    {label}: ", (gherkin_line(t, s), "cyan")))
    return 0


def _print_keywords(language: str) -> int:
    """``dmrules steps --i18n ja``: the Gherkin keywords of a language, as cucumber's ``--i18n`` prints them."""
    from gherkin.dialect import Dialect

    dialect = Dialect.for_name(language)
    if dialect is None:
        raise DmRulesError(f"unknown Gherkin language {language!r}; e.g. en, ja")
    spec: dict[str, object] = dict(dialect.spec)
    rows = [[name, " | ".join(f'"{k}"' for k in spec[key])]  # type: ignore[attr-defined]
            for name, key in (("feature", "feature"), ("background", "background"), ("scenario", "scenario"),
                              ("scenario outline", "scenarioOutline"), ("examples", "examples"), ("rule", "rule"),
                              ("given", "given"), ("when", "when"), ("then", "then"), ("and", "and"),
                              ("but", "but"))]
    print(f"# language: {language}  ({spec.get('name')} / {spec.get('native')})")
    print(tabulate(rows, tablefmt="plain"))
    return 0


def cmd_profiles(args: argparse.Namespace) -> int:
    from engine.policies.profiles import PROFILES, lineage

    console = Console()
    print_table(console, "profiles: what each stands for", ["profile", "title", "dates", "parent", "differs in"],
                [[p.name, p.title, p.dates, p.parent or "-",
                  "; ".join(diff) if p.parent else "(a root: every fork)"] for p, diff in lineage()])
    forks = list(next(iter(PROFILES.values())).forks())
    rows = [[fork, *(p.forks()[fork] for p in PROFILES.values())] for fork in forks]
    headers = ["fork", *(f"{p.name} ({p.title})" for p in PROFILES.values())]
    print_table(console, "profiles: one policy per fork in the rules", headers, rows, show_lines=True)
    return 0


def cmd_questions(args: argparse.Namespace) -> int:
    """The open questions of the rules, their readings (which ones the engine runs) and pins."""
    from engine.policies.questions import get_question, questions

    console = Console()
    chosen = [get_question(args.id)] if args.id else list(questions().values())
    rows = []
    for q in chosen:
        readings = "; ".join(r.name + (f" (runs: {r.fork})" if r.runs else "") for r in q.readings)
        pin = f"{q.pinned.reading}: {q.pinned.source} {q.pinned.date}".strip() if q.pinned else "-"
        rows.append([q.id, q.status, readings, pin, q.title if not args.id else f"{q.title}\n{q.question}\n{q.page}"])
    print_table(console, "open questions: a reading is a policy of a named question",
                ["question", "status", "readings", "pinned", "title"], rows, show_lines=True)
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    from engine.catalog.loader import Catalog
    from reports.model.card_search import CardQuery
    from reports.render.cards import LIST_HEADERS, lookup, render_card, rows

    console = Console()
    if args.vocabulary:
        from engine.catalog.vocabulary import sections

        for title, entries in sections():
            print_table(console, title.replace("`", ""), ["name", "what it is"], [[k, v] for k, v in entries.items()])
        return 0
    query = CardQuery.parse(args.name, args.keyword or (), args.text or (), args.race or (), args.type or (),
                            args.civilization or ())
    catalog = Catalog.load(Path(args.dir)) if args.dir else Catalog.load()
    if not query.prefix and not query.filters:
        print_table(console, f"card catalog ({len(catalog)} cards)", LIST_HEADERS, rows(catalog))
        return 0
    found = lookup(catalog, query)
    if not isinstance(found, list):
        render_card(found, console)
        return 0
    if not found:
        Console(stderr=True).print(f"no card: {query.describe()} (`dmrules cards` lists them all)", highlight=False)
        return 0
    print_table(console, f"{len(found)} card{'s' if len(found) != 1 else ''}: {query.describe()}", LIST_HEADERS,
                rows(found))
    return 0


def cmd_skeleton(args: argparse.Namespace) -> int:
    """``dmrules skeleton ruling ID``: a ruling of the ledger as a scenario to fill in, in its language."""
    from engine.catalog.loader import default_catalog
    from reports.cli.project import project_root
    from reports.model.outputs import check_writable, write_atomic
    from reports.model.skeletons import LEDGER, find_record, load_records, ruling_skeleton
    from reports.render.cards import named

    path = Path(args.ledger) if args.ledger else project_root(args.root) / LEDGER
    record = find_record(load_records(path), args.id, path)
    catalog = default_catalog()
    text = ruling_skeleton(record, lambda name: named(catalog, name), args.language)
    if args.out:  # a new file: a skeleton never writes over one
        check_writable(Path(args.out), [path], "skeleton", replace=False)
        write_atomic(Path(args.out), text, replace=False)
        Console(stderr=True).print(f"wrote {args.out}", highlight=False)
    else:
        print(text, end="")
    return 0
