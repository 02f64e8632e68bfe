"""How mana is paid: tapping cards (TCG) or a DMPS mana pool with released civilizations."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from engine.cards import CardDef, Civ
from engine.state import Card, Player

if TYPE_CHECKING:
    from engine.game import Game


class ManaPolicy(Protocol):
    name: str

    def payment_problem(self, game: Game, player: Player, card: CardDef, cost: int) -> str | None:
        """Why ``card`` can't be paid for now, or None when it can."""

    def pay(self, game: Game, player: Player, card: CardDef, cost: int,
            chosen: Sequence[Card] | None = None) -> None: ...

    def on_put(self, game: Game, player: Player, card: Card, landing_civs: tuple[Civ, ...]) -> None:
        """A card was put into ``player``'s mana zone (already in the zone)."""

    def on_removed(self, game: Game, player: Player, card: Card, usable_was_max: bool) -> None:
        """A card left the mana zone (already gone)."""

    def turn_start(self, game: Game, player: Player) -> None: ...

    def spend(self, game: Game, player: Player, n: int) -> None:
        """Set-up helper: ``player`` has already spent ``n`` mana this turn."""

    def view(self, game: Game, player: Player) -> dict[str, int]: ...

    def available_civs(self, game: Game, player: Player) -> set[Civ]: ...


def _civs(card: Card) -> tuple[Civ, ...]:
    return card.definition.civilizations


class TappedMana:
    """TCG: tap untapped mana cards; each of the card's civilizations needs its own mana card
    of that civilization; a multicolour mana card gives one civilization of the payer's choice;
    multicolour cards (and 'enters mana tapped' cards) are put into the mana zone tapped."""

    name = "tap mana cards"

    def _produces(self, card: Card) -> int:
        return 0 if card.definition.mana_number == 0 else 1

    def _plan(self, player: Player, card: CardDef, cost: int,
              chosen: Sequence[Card] | None) -> tuple[list[Card] | None, str]:
        untapped = [c for c in player.mana if not c.tapped]
        pool = list(chosen) if chosen is not None else untapped
        if chosen is not None:
            bad = [c for c in chosen if c.tapped or c not in player.mana]
            if bad:
                return None, f"{bad[0].name} is not an untapped card in the mana zone"
        needed = [c for c in card.civilizations if c is not Civ.ZERO]
        # Match each needed civilization to a distinct mana card (augmenting paths).
        match: dict[int, Civ] = {}

        def assign(civ: Civ, seen: set[int]) -> bool:
            for i, mc in enumerate(pool):
                if civ in _civs(mc) and self._produces(mc) and i not in seen:
                    seen.add(i)
                    if i not in match or assign(match[i], seen):
                        match[i] = civ
                        return True
            return False

        for civ in needed:
            if not assign(civ, set()):
                if any(civ in _civs(c) for c in player.mana):
                    return None, f"no untapped {civ} mana left (its mana cards are tapped or used)"
                return None, f"no {civ} mana card to tap"
        producing = [c for c in pool if self._produces(c)]
        if len(producing) < cost:
            return None, f"needs {cost} mana, only {len(producing)} untapped mana"
        if chosen is not None:
            if sum(self._produces(c) for c in chosen) != cost:
                return None, f"the chosen cards give {len(chosen)} mana, the cost is {cost}"
            return list(chosen), ""
        plan = [pool[i] for i in sorted(match)]
        for c in producing:
            if len(plan) >= cost:
                break
            if c not in plan:
                plan.append(c)
        return plan[:max(cost, len(match))], ""

    def payment_problem(self, game: Game, player: Player, card: CardDef, cost: int) -> str | None:
        plan, why = self._plan(player, card, cost, None)
        return None if plan is not None else why

    def pay(self, game: Game, player: Player, card: CardDef, cost: int,
            chosen: Sequence[Card] | None = None) -> None:
        plan, why = self._plan(player, card, cost, chosen)
        if plan is None:
            from engine.errors import IllegalActionError
            raise IllegalActionError(why)
        for c in plan:
            c.tapped = True
        game.note(f"player {player.name} taps " + ", ".join(c.name for c in plan) + f" for {card.name}")

    def on_put(self, game: Game, player: Player, card: Card, landing_civs: tuple[Civ, ...]) -> None:
        if card.definition.is_multicolour or card.definition.has("enters mana tapped"):
            card.tapped = True

    def on_removed(self, game: Game, player: Player, card: Card, usable_was_max: bool) -> None:
        return None

    def turn_start(self, game: Game, player: Player) -> None:
        for c in player.mana:
            c.tapped = False

    def spend(self, game: Game, player: Player, n: int) -> None:
        for c in [c for c in player.mana if not c.tapped][:n]:
            c.tapped = True

    def view(self, game: Game, player: Player) -> dict[str, int]:
        untapped = sum(1 for c in player.mana if not c.tapped)
        return {"mana cards": len(player.mana), "untapped mana": untapped}

    def available_civs(self, game: Game, player: Player) -> set[Civ]:
        return {civ for c in player.mana if not c.tapped for civ in _civs(c)}


class PoolMana:
    """DMPS: max mana (cards in the mana zone), the usable-mana cap (max minus mana-number-0
    rainbows, modified by effects) and usable mana; civilizations are released by any card
    of that civilization in the mana zone. Values follow the tables of 000 (マナコスト)."""

    name = "DMPS mana pool"

    def max_mana(self, player: Player) -> int:
        return len(player.mana)

    def cap(self, game: Game, player: Player) -> int:
        base = sum(1 for c in player.mana if not c.definition.is_rainbow_zero)
        if player.cap_doubled:
            base = 2 * self.max_mana(player)
        return max(0, base - game.usable_mana_reduction(player))

    def usable(self, game: Game, player: Player) -> int:
        return max(0, min(player.usable_mana, self.cap(game, player)))

    def normalise(self, game: Game, player: Player) -> None:
        player.usable_mana = self.usable(game, player)

    def payment_problem(self, game: Game, player: Player, card: CardDef, cost: int) -> str | None:
        released = self.available_civs(game, player)
        locked = [c for c in card.civilizations if c is not Civ.ZERO and c not in released]
        if locked:
            return f"{', '.join(locked)} not released (no such card in the mana zone)"
        if self.usable(game, player) < cost:
            return f"needs {cost} usable mana, has {self.usable(game, player)}"
        return None

    def pay(self, game: Game, player: Player, card: CardDef, cost: int,
            chosen: Sequence[Card] | None = None) -> None:
        why = self.payment_problem(game, player, card, cost)
        if why:
            from engine.errors import IllegalActionError
            raise IllegalActionError(why)
        player.usable_mana = self.usable(game, player) - cost
        game.note(f"player {player.name} spends {cost} usable mana for {card.name}"
                  f" (usable {player.usable_mana})")

    def on_put(self, game: Game, player: Player, card: Card, landing_civs: tuple[Civ, ...]) -> None:
        mono = len(landing_civs) < 2
        if mono and not card.definition.is_rainbow_zero:
            player.usable_mana = self.usable(game, player) + 1
        self.normalise(game, player)

    def on_removed(self, game: Game, player: Player, card: Card, usable_was_max: bool) -> None:
        if usable_was_max and not card.definition.is_rainbow_zero:
            player.usable_mana -= 1
        self.normalise(game, player)

    def turn_start(self, game: Game, player: Player) -> None:
        player.usable_mana = self.cap(game, player)

    def spend(self, game: Game, player: Player, n: int) -> None:
        player.usable_mana = max(0, self.usable(game, player) - n)

    def recover(self, game: Game, player: Player, n: int) -> None:
        player.usable_mana = min(self.cap(game, player), self.usable(game, player) + n)

    def view(self, game: Game, player: Player) -> dict[str, int]:
        return {"max mana": self.max_mana(player), "usable-mana cap": self.cap(game, player),
                "usable mana": self.usable(game, player)}

    def available_civs(self, game: Game, player: Player) -> set[Civ]:
        return {civ for c in player.mana for civ in _civs(c)}
