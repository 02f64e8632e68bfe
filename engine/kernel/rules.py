"""What the rules mechanics and the effect operations may use of a game.

The mechanics modules (:mod:`engine.mechanics.zones`, :mod:`engine.mechanics.resolution`,
:mod:`engine.mechanics.combat`, ...) and the operations of the card data (:mod:`engine.ops`)
never import the game: they act on a :class:`Rules`, the game's public interface, which
:class:`engine.game.Game` provides; what changes during a game is its ``state``
(:class:`engine.model.state.GameState`).
So imports point one way, from the game down to the data, and a mechanic that needs another
(resolving waiting effects after a move) calls it through this interface.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any, Protocol

from engine.model.cards import Ability, CardDef, Civ
from engine.model.events import Event
from engine.model.made import Made
from engine.model.objects import Card, Creature, Zone
from engine.model.outcome import Outcome
from engine.model.view import GameView
from engine.policies.profiles import Profile


class CardSource(Protocol):
    """What the rules use of the card catalog (:class:`engine.catalog.loader.Catalog`, which sits
    above them: it checks the card data against the vocabulary they define)."""

    def get(self, name: str) -> CardDef: ...

    def __contains__(self, name: str) -> bool: ...

    def with_dmps_text(self, name: str) -> CardSource:
        """This catalog with the card ``name`` replaced by its DMPS version."""
        ...


class Rules(GameView, Protocol):
    profile: Profile
    catalog: CardSource
    made: Made  # the definitions of the cards the game made (engine.model.made)

    # ------------------------------------------------------------ queries
    def power(self, creature: Creature) -> int: ...

    def abilities_of(self, creature: Creature) -> tuple[Ability, ...]:
        """A creature's abilities in the battle zone now, ignore effects applied (engine.mechanics.abilities)."""
        ...

    def has_keyword(self, creature: Creature, keyword: str) -> bool: ...

    def ignores_abilities(self, creature: Creature) -> bool:
        """An effect ignores the creature's abilities now (無視, engine.mechanics.abilities)."""
        ...

    def ignores_spell_effects(self, card: Card, caster: str) -> bool:
        """An effect ignores the effects of this spell, cast by ``caster``, now (無視, engine.mechanics.abilities)."""
        ...

    def summoning_sick(self, creature: Creature) -> bool: ...

    def breaker_count(self, creature: Creature) -> int: ...

    def blocker_options(self, attacker: Creature) -> list[Creature]: ...

    def shield_force_shield(self, creature: Creature) -> Card | None: ...

    def new_card(self, name: str, owner: str) -> Card: ...

    # ------------------------------------------------------------ the resolution loop
    def emit(self, event: Event) -> Event: ...

    def simultaneously(self) -> AbstractContextManager[None]: ...

    def settle(self) -> None: ...

    def later(self, run: Callable[..., None], *args: Any) -> None: ...

    def state_based_actions(self) -> None: ...

    def destroy_powerless(self) -> None: ...

    def checkpoint(self, label: str, card: Card) -> None: ...

    def offer(self, player: str, kind: str, options: Sequence[str]) -> None: ...

    # ------------------------------------------------------------ moving cards
    def move_card(self, card: Card, to: Zone, cause: str, *, to_player: str | None = None,
                  bottom: bool = False, landing_civs: tuple[Civ, ...] | None = None,
                  by: Creature | None = None, from_zone: Zone | None = None) -> bool: ...

    def put_into_battle(self, player: str, cards: list[Card], cause: str, from_zone: Zone | None = None,
                        tapped: bool = False, onto: Creature | Card | Sequence[Creature | Card] | None = None
                        ) -> Creature | None: ...

    def remove_creature(self, creature: Creature, to: Zone, cause: str, bottom: bool = False) -> None: ...

    def destroy(self, creatures: Sequence[Creature], cause: str = "destroyed") -> None: ...

    def draw(self, player: str, n: int = 1) -> int: ...

    # ------------------------------------------------------------ playing and fighting
    def battle(self, a: Creature, b: Creature) -> None: ...

    def break_shields(self, attacker: Creature | None, defender: str, n: int) -> None: ...

    def use_for_free(self, player: str, card: Card, cause: str, bottom_of_deck: bool = False,
                     from_zone: Zone | None = None) -> None: ...

    def resolve_spell(self, player: str, card: Card, from_zone: Zone | None = None) -> None: ...

    def refuse(self, why: str) -> None: ...

    def end_game(self, outcome: Outcome) -> None: ...

