"""The result model and what is computed from it, apart from any rendering: per scenario and profile
what was observed (results), what moved since the baseline (the regression gate), which example ids
and rulings are covered, merged results and shards; and what a run reads: the feature files, their
tags, the locations a user types, the sources of the example ids."""
