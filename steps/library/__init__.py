"""The step library: the steps a feature file may use, one module per rules topic.

Shared phrases live in :mod:`~steps.library.board` (the board a scenario starts from, and the
players' scripted answers), :mod:`~steps.library.actions` (the players' actions) and
:mod:`~steps.library.game_state` (verdicts on the game's state);
:mod:`~steps.library.zone_vocabulary` generates the steps every zone has (``holds:``, ``has n cards``,
``has X``) from one table, :mod:`~steps.library.japanese_zones` their Japanese twins; each topic
module adds its own; :mod:`~steps.library.japanese_phrasings` says the core vocabulary in Japanese,
:mod:`~steps.library.japanese_topics` the topic modules' steps.
"""

# The modules that register steps, in the order pytest registers them (conftest.py's ``pytest_plugins``;
# steps.runtime.runner's in-process lookup follows the same order). Where several steps match a line,
# pytest-bdd takes the last registered: the order is part of the library's meaning.
STEP_MODULES = ["steps.library.board", "steps.library.actions", "steps.library.game_state",
                "steps.library.zone_vocabulary", "steps.library.mana",
                "steps.library.zones", "steps.library.basic_rules", "steps.library.resolution_order",
                "steps.library.simultaneous_moves", "steps.library.replacement", "steps.library.pending",
                "steps.library.attack_steps",
                "steps.library.rebuild", "steps.library.declarations", "steps.library.choices",
                "steps.library.card_types", "steps.library.knowledge", "steps.library.japanese_phrasings",
                "steps.library.japanese_zones", "steps.library.japanese_topics"]
