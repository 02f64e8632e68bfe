"""The floor of ``dmrules verify``: pytest-bdd itself (see ``bench/floor.py``)."""
