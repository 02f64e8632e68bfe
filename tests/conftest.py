"""What every test may use: :func:`new_game`, the one way a test makes a game.

(The step library, the hypothesis profiles and the dmrules plugin are loaded by the project's own
conftest.py and pyproject; the helpers the tests share live in tests/helpers/.)"""

from __future__ import annotations

from collections.abc import Iterable

from engine.catalog.loader import Catalog, default_catalog
from engine.game import Game
from engine.model.cards import CardDef
from engine.model.decisions import Decider, Scripted
from engine.model.objects import Zone
from engine.policies.profiles import get_profile
from steps.runtime.world import FILLER


def new_game(profile: str = "tcg", *extra: CardDef, script: Iterable[tuple[str, str, str]] = (),
             decider: Decider | None = None, deck: int = 10, turn: str | None = None,
             only: Iterable[str] | None = None) -> Game:
    """A game under ``profile``, as a test wants it:

    - its cards: the card catalog (only the cards named in ``only``, if given) and the ``extra`` definitions;
    - its choices: ``decider``, else the answers of ``script`` (each ``(player, kind, answer)``; a
      decision the script does not answer takes the first legal option);
    - each player's deck: ``deck`` filler cards (予言者リュゾル);
    - ``turn``: it is that player's turn, not the first of the game (without it, as a new game starts).
    """
    base = default_catalog()
    if only is not None:
        catalog = Catalog([*(base.get(name) for name in only), *extra])
    else:
        catalog = Catalog([*base, *extra]) if extra else base
    if decider is None:
        decider = Scripted()
        for player, kind, answer in script:
            decider.add(player, kind, answer)
    g = Game(get_profile(profile), catalog=catalog, decider=decider)
    if turn is not None:
        g.board.turn(turn)
    for p in "AB":
        g.board.cards(p, Zone.DECK, [FILLER] * deck)
    return g
