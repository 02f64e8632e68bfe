"""Run every benchmark and print the figures as README shows them (``python -m bench [--long]``)."""

from __future__ import annotations

import sys

from bench.report import markdown

if __name__ == "__main__":
    print(markdown(long="--long" in sys.argv[1:]), end="")
