"""``@tcg-general``: a scenario whose TCG verdicts come from the general paper rules, not from a
source. The examples file says which profiles each example's source speaks for, and
the ledger (features/faq/rulings.yaml) each official ruling's: a scenario that asserts a verdict under ``tcg``
while none of its ``@ex:`` / ``@qa:`` ids speaks for the TCG carries the tag, and only such a
scenario does (the dated TCG profiles follow ``tcg``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import yaml

from reports.cli.project import examples_path
from reports.model.coverage import RULINGS_FILE, load_rulings
from reports.model.feature_files import scan
from reports.model.results import TCG_GENERAL
from steps.runtime.verdicts import profiles_spoken_for
from tests.helpers import ROOT

EXAMPLES = examples_path(None, ROOT)  # the project's own reports/examples.yaml


def scenarios() -> Iterator[tuple[str, set[str], set[str]]]:
    """Each scenario of features/: where, its tags (its feature's and rule's too), the profiles its
    verdicts speak for."""
    for path, document in scan([ROOT / "features"], ROOT).documents.items():
        feature = document.get("feature") or {}
        yield from _walk(feature.get("children", []), {t["name"].lstrip("@") for t in feature.get("tags", [])},
                         f"{path.relative_to(ROOT)}")


def _walk(children: list[dict[str, Any]], tags: set[str], where: str) -> Iterator[tuple[str, set[str], set[str]]]:
    for child in children:
        if "rule" in child:
            rule = child["rule"]
            yield from _walk(rule.get("children", []), tags | {t["name"].lstrip("@") for t in rule.get("tags", [])},
                             where)
        elif "scenario" in child:
            sc = child["scenario"]
            own = tags | {t["name"].lstrip("@") for t in sc.get("tags", [])}
            spoken = {p for step in sc.get("steps", []) for p in profiles_spoken_for(step["text"])}
            yield f"{where}:{sc['location']['line']}", own, spoken


def test_tcg_general_marks_exactly_the_tcg_verdicts_no_source_speaks_for() -> None:
    assert EXAMPLES is not None
    speaks = {e["id"]: set(e.get("profiles", [])) for e in yaml.safe_load(EXAMPLES.read_text(encoding="utf-8"))}
    # an official TCG ruling speaks for the TCG on both sides of its date (its profiles: tcg, tcg-2021, ...)
    speaks |= {r.id: {"tcg"} if any(p.startswith("tcg") for p in r.profiles) else set(r.profiles)
               for r in load_rulings(ROOT / RULINGS_FILE)}
    wrong = []
    for where, tags, spoken in scenarios():
        ids = [t[3:] for t in tags if t.startswith("ex:")] + [t for t in tags if t.startswith("qa:")]
        general = "tcg" in spoken and not any("tcg" in speaks.get(i, set()) for i in ids)
        if general and TCG_GENERAL not in tags:
            wrong.append(f"{where}: asserts under tcg, no source of {ids or 'it'} speaks for tcg: tag @{TCG_GENERAL}")
        if TCG_GENERAL in tags and not general:
            wrong.append(f"{where}: @{TCG_GENERAL}, but " + ("it asserts nothing under tcg" if "tcg" not in spoken
                                                              else "a source of it speaks for tcg"))
    assert not wrong, "\n".join(wrong)
