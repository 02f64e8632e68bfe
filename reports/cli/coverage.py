"""``dmrules coverage`` and ``dmrules sources``: the suite against the examples file."""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console

from engine.policies.profiles import profile_names
from reports.cli.project import examples_path, project_root

if TYPE_CHECKING:
    from reports.model.coverage import Coverage


def examples_of(args: argparse.Namespace) -> Path:
    path = examples_path(args.examples, project_root(args.root))
    assert path is not None  # required: a missing examples file is a DmRulesError
    return path


def cmd_coverage(args: argparse.Namespace) -> int:
    from reports.model.coverage import RULINGS_FILE, cover, load_examples, load_not_modelled, load_rulings, unknown_ids
    from reports.model.outputs import check_writable, project_inputs, write_atomic
    from reports.render.coverage import render_json, render_markdown, render_rich

    if args.out:
        inputs = [*project_inputs(project_root(args.root)), examples_of(args),
                  *([Path(args.results)] if args.results else [])]
        check_writable(Path(args.out), inputs)
    examples = load_examples(examples_of(args))
    if args.results:
        from reports.model.merge import load_result

        result = load_result(Path(args.results))
    else:
        from reports.cli.runs import run_with_progress
        from reports.plugin.run import Selection

        result, _ = run_with_progress(project_root(args.root), Selection(workers=args.workers))
    rulings = load_rulings(project_root(args.root) / RULINGS_FILE)
    coverage = cover(examples + rulings, result, profile_names(), load_not_modelled())
    if args.only:
        coverage = [c for c in coverage if c.state in args.only]
    unknown = unknown_ids(examples + rulings, result)
    if args.format == "rich" and not args.out:
        render_rich(coverage, unknown, Console())
        return 0
    renderers = {"json": render_json, "markdown": render_markdown, "rich": rich_text}
    text = renderers[args.format](coverage, unknown)
    if args.out:
        write_atomic(Path(args.out), text)
        Console(stderr=True).print(f"wrote the coverage to {args.out}", highlight=False)
    else:
        sys.stdout.write(text)
    return 0


def rich_text(coverage: list[Coverage], unknown: dict[str, list[str]]) -> str:
    from reports.render.coverage import render_rich

    buf = io.StringIO()
    render_rich(coverage, unknown, Console(file=buf, width=120, no_color=True))
    return buf.getvalue()


def cmd_sources(args: argparse.Namespace) -> int:
    from reports.model.sources import write_sources

    n = write_sources(examples_of(args))
    Console().print(f"wrote the sources of {n} example ids to reports/sources.tsv", highlight=False)
    return 0
