"""dmrules rules engine: pure Python, no pytest imports.

The public entry points are :class:`engine.game.Game`, the profile registry in
:mod:`engine.profiles` and the card catalog in :mod:`engine.catalog`.
"""
