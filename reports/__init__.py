"""Results, renderers, the baseline gate and the ``dmrules`` command line."""
