"""The JUnit XML report: a test suite per topic, a test case per scenario and profile.

A case fails (``<failure>``) when a verdict asserted for its profile does not hold and errs
(``<error>``) when the scenario could not run; recorded-only and refused runs pass, with
what they observed in ``<system-out>``. Collection problems and skipped (malformed) feature
files are error cases of a suite named ``dmrules``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from datetime import UTC, datetime

from reports.model.results import ProfileRun, RunResult, ScenarioResult
from reports.render.escaping import visible_controls
from steps.runtime.status import Status

_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def clean(text: str) -> str:
    """Text XML 1.0 can carry, each control character shown as ``[U+202E]`` (never raw)."""
    return _ILLEGAL.sub("\ufffd", visible_controls(text))


def case(s: ScenarioResult, run: ProfileRun) -> ET.Element:
    el = ET.Element("testcase", {
        "classname": clean(s.feature.removesuffix(".feature").replace("/", ".")),
        "name": clean(f"{' '.join(s.ids) or '(no id)'} {s.title} [{run.profile}]"),
        "file": clean(f"features/{s.feature}"), "line": str(s.line), "time": f"{run.duration:.6f}"})
    props = ET.SubElement(el, "properties")
    for name, value in (("profile", run.profile), ("status", run.status), ("ids", " ".join(s.ids)),
                        ("asserted", "yes" if run.asserted else "no"), ("diverges", "yes" if s.diverges() else "no"),
                        ("difference", ", ".join(s.difference_kinds())),
                        ("forks", "; ".join(f"{a.pair}: {' + '.join(a.forks) or a.finding}" for a in s.attributions)),
                        ("source", s.source), ("trace_digest", run.trace_digest)):
        ET.SubElement(props, "property", {"name": name, "value": clean(value)})
    if run.status.failing:
        tag = "failure" if run.status is Status.failed else "error"
        first = run.detail.strip().splitlines()[0] if run.detail.strip() else run.status
        ET.SubElement(el, tag, {"message": clean(first), "type": run.status}).text = clean(run.detail)
    out = [f"status: {run.status}", f"outcome: {run.outcome}"]
    if run.detail and not run.status.failing:
        out.append(f"detail: {run.detail}")
    out += ["trace:", *run.trace]
    ET.SubElement(el, "system-out").text = clean("\n".join(out))
    return el


def render_junit(result: RunResult) -> str:
    stamp = datetime.fromtimestamp(result.created, UTC).strftime("%Y-%m-%dT%H:%M:%S")
    root = ET.Element("testsuites", {"name": "dmrules"})
    suites: list[ET.Element] = []
    troubles = [("problem", p) for p in result.problems] + [("skipped feature file", s) for s in result.skipped]
    if troubles:
        suite = ET.SubElement(root, "testsuite", {"name": "dmrules", "timestamp": stamp})
        for n, (kind, problem) in enumerate(troubles, 1):
            el = ET.SubElement(suite, "testcase", {"classname": "dmrules", "name": f"{kind} {n}", "time": "0"})
            ET.SubElement(el, "error", {"message": clean(problem.splitlines()[0] if problem else kind),
                                        "type": kind}).text = clean(problem)
        suites.append(suite)
    for topic, scenarios in result.by_topic().items():
        suite = ET.SubElement(root, "testsuite", {"name": topic or "(no topic)", "timestamp": stamp})
        for s in scenarios:
            for run in s.runs.values():
                suite.append(case(s, run))
        suites.append(suite)
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    time_total = 0.0
    for suite in suites:
        cases = suite.findall("testcase")
        counts = {"tests": len(cases), "failures": sum(1 for c in cases if c.find("failure") is not None),
                  "errors": sum(1 for c in cases if c.find("error") is not None), "skipped": 0}
        seconds = sum(float(c.get("time", "0")) for c in cases)
        suite.attrib.update({k: str(v) for k, v in counts.items()}, time=f"{seconds:.6f}")
        for k, v in counts.items():
            totals[k] += v
        time_total += seconds
    root.attrib.update({k: str(v) for k, v in totals.items()}, time=f"{time_total:.6f}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
