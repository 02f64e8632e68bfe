"""The runs fork attribution shares (reports/model/attribution_runs.py): a run is taken for any profile
with the same policies on the forks it read, never for another name when it names its profile, and
a taken run counts in the search as one made, so the search ends the same with or without them."""

from __future__ import annotations

from typing import Any

from engine.policies.profiles import DMPS, DMPS_OLD, FORKS, TCG, TCG_2021, Profile, fork_fields, switched
from reports.model.attribution import MAX_UNITS, STOPPED, explain_pair, search, view
from reports.model.attribution_runs import Observed, Runs
from tests.helpers.sample_results import obs


def recording(reads: set[str], value: Any = None) -> tuple[list[str], Any]:
    """A run that reads ``reads`` and observes the policies of those forks (``value``: what to
    observe instead, from the profile), and the names of the profiles it ran."""
    ran: list[str] = []

    def run(profile: Profile) -> Observed:
        ran.append(profile.name)
        seen = value(profile) if value else "; ".join(str(getattr(profile, f).name) for f in sorted(reads))
        return Observed([obs("the value", seen)], False, "", units=5)

    return ran, run


def test_a_run_is_taken_for_any_profile_with_the_same_policies_on_the_forks_it_read() -> None:
    ran, run = recording({"mana", "breakers"})
    runs = Runs(run)
    first, read = runs.get(TCG)
    assert read == {"mana", "breakers"}
    # tcg-2021 differs from tcg only on forks this run never reads: it is the same run
    again, _ = runs.get(TCG_2021)
    # tcg with the pending state of dmps: the same again; with dmps's mana: another run
    runs.get(switched(TCG, DMPS, ["pending"]))
    other, _ = runs.get(switched(TCG, DMPS, ["mana"]))
    assert ran == ["tcg", "tcg+dmps[mana]"] and runs.taken == 2
    assert again is first and other.observations != first.observations


def test_a_run_that_names_its_profile_is_taken_only_under_that_name() -> None:
    ran, run = recording({"mana"}, lambda profile: f"board breaks the {profile.name} limit")
    runs = Runs(run)
    runs.get(DMPS)
    runs.get(DMPS)
    runs.get(DMPS_OLD)  # the same mana policy, but the message would name dmps-old
    assert ran == ["dmps", "dmps-old"]


def test_a_taken_run_counts_as_made_so_the_search_ends_where_it_would() -> None:
    target = view([obs("the value", "never")], False, "", [0])
    reads = set(fork_fields(TCG, DMPS))

    def expensive(profile: Profile) -> Observed:
        for f in reads:
            getattr(profile, f)
        return Observed([obs("the value", "tcg")], False, "", units=MAX_UNITS // 8)

    own = view([obs("the value", "tcg")], False, "", [0])
    alone = search(TCG, DMPS, [0], own, target, expensive)
    shared = Runs(expensive)
    first = search(TCG, DMPS, [0], own, target, expensive, shared)
    second = search(TCG, DMPS, [0], own, target, expensive, shared)  # every run taken
    assert alone == first == second
    assert alone[1] == STOPPED.format(runs=alone[2], units=alone[2] * (MAX_UNITS // 8), budget=MAX_UNITS)
    assert shared.taken == alone[2]


def test_pairs_sharing_their_runs_find_what_each_finds_alone() -> None:
    # tcg-2021 against tcg and against dmps, as attribution explains one scenario: the value depends on
    # the policies of three forks, so some switched runs of one pair are runs of the other's
    forks = ["pending", "declarations", "mana"]

    def value(profile: Profile) -> str:
        return "/".join(str(getattr(profile, f).name) for f in forks)

    _, run = recording(set(forks), value)
    seen = {p.name: Observed([obs("the value", value(p))], False, "") for p in (TCG, TCG_2021, DMPS)}
    shared = Runs(run)
    for q in ("tcg", "dmps"):
        alone = explain_pair(None, "tcg-2021", q, seen["tcg-2021"], seen[q], Runs(run))
        together = explain_pair(None, "tcg-2021", q, seen["tcg-2021"], seen[q], shared)
        assert (alone.forks, alone.alternatives, alone.finding, alone.runs) == \
            (together.forks, together.alternatives, together.finding, together.runs)
    assert shared.taken > 0 and set(FORKS) > set(forks)
