"""The pytest-bdd steps, thin over the engine: each calls the engine's public API through
:class:`steps.runtime.world.World`. Three tiers, each importing only the ones before it:

- :mod:`steps.runtime`: what a scenario runs in and how a verdict is judged (the world, list and
  card-name parsing, exploring the players' choices, the ``under <profiles>`` machinery, the
  statuses) and, on top, the runner that binds a scenario's steps to the library;
- :mod:`steps.library`: the steps, one module per rules topic (:data:`steps.library.STEP_MODULES`);
- :mod:`steps.vocabulary`: the library as data: the step index, an example line per step, the
  closest steps to one the library lacks.
"""
