"""Policies: the engine's forks in the rules. A profile composes one of each."""
