"""Binds the feature files under features/ to the step library: those the session selects
(``dmrules verify FILE`` passes ``--dmrules-features``), else all of them. A malformed feature file
is skipped, so the others still run; it fails one test of its own with its ``file:line``."""

from pathlib import Path

from pytest_bdd import scenarios

from reports.model.feature_files import malformed_test, scan
from reports.plugin.hooks import bound_feature_paths

BINDS_SELECTION = True  # imported again by each pytest session of a process (reports/plugin/hooks.py)
ROOT = Path(__file__).resolve().parent.parent
FOUND = scan(bound_feature_paths(ROOT), ROOT)
if FOUND.good:
    scenarios(*map(str, FOUND.good))
if FOUND.broken:
    test_feature_file_is_well_formed = malformed_test(FOUND.broken)
