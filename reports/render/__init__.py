"""Renderers: one model, many formats (:mod:`~reports.render.formats` dispatches ``--format``):
the terminal (rich), Markdown, the HTML divergence page, JUnit XML, Cucumber JSON; the gate's
moves, coverage, and one card of the card catalog."""
