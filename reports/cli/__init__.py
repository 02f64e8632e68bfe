"""The ``dmrules`` command line (:func:`reports.cli.main.main`; ``python -m reports.cli``): the
argument parser, and one module per group of commands."""
