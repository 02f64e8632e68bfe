"""Benchmarks: ``python -m bench`` (or ``tox -e bench``). Figures go in README."""
