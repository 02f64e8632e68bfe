"""The pytest-bdd step library: board set-up (given), actions (when), verdicts (then).

Steps are thin: each calls the engine's public API through :class:`steps.world.World`.
"""
