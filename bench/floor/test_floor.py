"""Every well-formed feature file under features/, bound to the catch-all steps."""

from pathlib import Path

from pytest_bdd import scenarios

from reports.model.feature_files import scan

ROOT = Path(__file__).resolve().parents[2]
scenarios(*map(str, scan([ROOT / "features"], ROOT).good))
