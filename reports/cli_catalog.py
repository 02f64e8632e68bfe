"""``dmrules coverage`` and ``dmrules sources``: the suite against the catalog of examples."""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console

from engine.policies.profiles import profile_names
from reports.project import catalog_path, project_root

if TYPE_CHECKING:
    from reports.coverage import Coverage


def catalog_of(args: argparse.Namespace) -> Path:
    path = catalog_path(args.catalog, project_root(args.root))
    assert path is not None  # required: a missing catalog is a DmRulesError
    return path


def cmd_coverage(args: argparse.Namespace) -> int:
    from reports.coverage import RULINGS_FILE, cover, load_catalog, load_not_modelled, load_rulings, unknown_ids
    from reports.outputs import check_writable, write_atomic
    from reports.render_coverage import render_json, render_markdown, render_rich

    if args.out:
        check_writable(Path(args.out))
    catalog = load_catalog(catalog_of(args))
    if args.results:
        from reports.merge import load_result

        result = load_result(Path(args.results))
    else:
        from reports.cli_run import run_with_progress
        from reports.runner import Selection

        result, _ = run_with_progress(project_root(args.root), Selection(workers=args.workers))
    rulings = load_rulings(project_root(args.root) / RULINGS_FILE)
    coverage = cover(catalog + rulings, result, profile_names(), load_not_modelled())
    if args.only:
        coverage = [c for c in coverage if c.state in args.only]
    unknown = unknown_ids(catalog + rulings, result)
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
    from reports.render_coverage import render_rich

    buf = io.StringIO()
    render_rich(coverage, unknown, Console(file=buf, width=120, no_color=True))
    return buf.getvalue()


def cmd_sources(args: argparse.Namespace) -> int:
    from reports.sources import write_sources

    n = write_sources(catalog_of(args))
    Console().print(f"wrote the sources of {n} catalog ids to reports/sources.tsv", highlight=False)
    return 0
