"""Binds every feature under features/ to the step library. A malformed feature file is
skipped, so the others still run; it fails one test of its own with its ``file:line``."""

from pathlib import Path

from pytest_bdd import scenarios

from reports.model.feature_files import malformed_test, scan

ROOT = Path(__file__).resolve().parent.parent
FOUND = scan([ROOT / "features"], ROOT)
if FOUND.good:
    scenarios(*map(str, FOUND.good))
if FOUND.broken:
    test_feature_file_is_well_formed = malformed_test(FOUND.broken)
