"""Builds RunResult objects for the report tests (no scenario has to run)."""

from __future__ import annotations

from typing import Any

from reports.model.results import ProfileRun, RunResult, ScenarioResult
from steps.runtime.status import Status


def obs(claim: str, observed: str, expected: str | None = None, asserted: bool = True,
        profiles: list[str] | None = None) -> dict[str, Any]:
    expected = observed if expected is None else expected
    return {"claim": claim, "profiles": profiles or [], "observed": observed, "expected": expected,
            "asserted": asserted, "held": observed == expected}


def prun(profile: str, status: str = "passed", observations: list[dict[str, Any]] | None = None,
         trace: list[str] | None = None, detail: str = "", duration: float = 0.01) -> ProfileRun:
    observations = observations if observations is not None else [obs("the answer is 4", "4")]
    outcome = "; ".join(f"{o['claim']} → {o['observed']}" for o in observations)
    return ProfileRun(profile, Status(status), detail, outcome, observations,
                      trace if trace is not None else ["  1 event    a thing happened"], duration)


def scenario(name: str, runs: list[ProfileRun], feature: str = "mana/sample.feature", line: int = 3,
             ids: list[str] | None = None, tags: list[str] | None = None, example: str = "") -> ScenarioResult:
    ids = ids if ids is not None else ["DMPS-MANA-01"]
    tags = tags or ["mana"] + [f"ex:{i}" for i in ids]
    return ScenarioResult(feature, line, name, "a description\nof two lines", tags, ids,
                          {r.profile: r for r in runs}, source="000 § マナコスト", example=example,
                          feature_name="sample")


def sample_result() -> RunResult:
    """Three scenarios over tcg and dmps: one agreeing, one diverging, one failing (with a pipe and
    Japanese text, which renderers must escape and align)."""
    agree = scenario("both agree", [prun("tcg"), prun("dmps")], line=3)
    diverge = scenario("マナの支払い | diverges", [
        prun("tcg", observations=[obs("player A can summon 凶戦士ブレイズ・クロー", "cannot"),
                                  obs("usable mana is 1", "n/a", "1", asserted=False)]),
        prun("dmps", observations=[obs("player A can summon 凶戦士ブレイズ・クロー", "can", "cannot", asserted=False),
                                   obs("usable mana is 1", "1")], trace=["  1 note     spends 3 usable mana"]),
    ], line=10, ids=["DMPS-MANA-21"])
    fail = scenario("a failing one", [
        prun("tcg", "failed", [obs("the answer is 4", "5", "4")], detail="under tcg: the answer is 4\n  observed: 5"),
        prun("dmps", "error", [], detail="internal error: boom <&>"),
    ], feature="zone_limits/limits.feature", line=7, ids=["DMPS-ZONE-01"], tags=["zone_limits", "ex:DMPS-ZONE-01"])
    return RunResult(["tcg", "dmps"], [agree, diverge, fail], created=1_700_000_000.0)


def choice_obs(claim: str, values: list[str], expected: str | None = None, asserted: bool = False) -> dict[str, Any]:
    """An observation where the players' choices reach several values."""
    observed = "by the players' choices, one of:\n" + "\n".join(f"• {v}" for v in values)
    expected = values[0] if expected is None else expected
    return {**obs(claim, observed, expected, asserted), "held": expected in values, "outcomes": values,
            "varies": True}


def kinds_result() -> RunResult:
    """Three scenarios over tcg, dmps and dmps-old, one per kind of difference: a different outcome,
    choice vs fixed (TCG allows 2 or 3 where DMPS forces 2), not reached (a board refused) — the
    choice one also differs in outcome from dmps-old, and comes from the TCG's general rules."""
    outcome = scenario("an outcome", [prun("tcg", observations=[obs("hand has 2 cards", "3", "2", asserted=False)]),
                                      prun("dmps", observations=[obs("hand has 2 cards", "2")]),
                                      prun("dmps-old", observations=[obs("hand has 2 cards", "2")])], line=3)
    choice = scenario("a choice", [
        prun("tcg", "observed", [choice_obs("B has 2 shields", ["2", "3"])]),
        prun("dmps", observations=[obs("B has 2 shields", "2")]),
        prun("dmps-old", "observed", [obs("B has 2 shields", "4", "2", asserted=False)]),
    ], line=12, ids=["DMPS-HELP-16"], tags=["mana", "ex:DMPS-HELP-16", "tcg-general"])
    unreached = scenario("unreached", [prun("tcg"), prun("dmps"),
                                       prun("dmps-old", "refused", [], detail="board breaks the limit")], line=20)
    return RunResult(["tcg", "dmps", "dmps-old"], [outcome, choice, unreached], created=1_700_000_000.0)
