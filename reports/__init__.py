"""What a run of the scenarios gives: four tiers, each importing only the ones before it.

- :mod:`reports.model`: the result model, the regression gate's logic (baseline), coverage, merging
  and shards, and what a run reads (feature files, tags, locations, sources);
- :mod:`reports.render`: the renderers (terminal, Markdown, HTML, JUnit, Cucumber, the gate,
  coverage, a card);
- :mod:`reports.plugin`: the pytest plugin that runs each scenario under each profile and records
  it, and the in-process run of the suite through it;
- :mod:`reports.cli`: the ``dmrules`` command line.

Data: ``baseline.json`` (the gate's baseline), ``not_modelled.tsv``, ``sources.tsv``.
"""
