"""Run every benchmark and print the figures as README shows them (``python -m bench [--long]``);
``--engine-only``: only the engine-only scenario runs (a quick check that every scenario runs)."""

from __future__ import annotations

import argparse

from bench import engine_only
from bench.report import markdown

if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bench",
                                     description="Run every benchmark and print the figures as README shows them.")
    parser.add_argument("--long", action="store_true", help="add the long run of the random-play property suite")
    parser.add_argument("--engine-only", action="store_true",
                        help="only every scenario under every profile through the scenario runner, no pytest")
    args = parser.parse_args()
    if args.engine_only:
        scenarios, runs, seconds, statuses = engine_only.main(repeat=1)
        counts = ", ".join(f"{n} {status}" for status, n in sorted(statuses.items()))
        print(f"{scenarios} scenarios, {runs} runs in {seconds:.2f} s ({runs / seconds:.0f} runs/s): {counts}")
    else:
        print(markdown(long=args.long), end="")
