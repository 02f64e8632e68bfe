"""How mana is paid: tapping cards (TCG) or a DMPS mana pool with released civilizations."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from engine.model.cards import CardDef, Civ
from engine.model.decisions import Decision
from engine.model.errors import IllegalActionError
from engine.model.memo import per_definition
from engine.model.objects import Card, Player, Zone, other
from engine.model.view import GameView


class ManaPolicy(Protocol):
    name: str

    def payment_problem(self, game: GameView, player: Player, card: CardDef, cost: int) -> str | None:
        """Why ``card`` can't be paid for now, or None when it can."""

    def pay(self, game: GameView, player: Player, card: CardDef, cost: int,
            chosen: Sequence[Card] | None = None, own: Card | None = None, prefer: Sequence[Card] = ()) -> None:
        """Pay ``cost`` for ``card`` (``chosen``: the mana cards named). ``own``: the card being
        used, which may tap itself if it is pending from this player's mana zone (601.1c).
        ``prefer``: mana cards to tap if the payment can take them (フォートE)."""

    def on_put(self, game: GameView, player: Player, card: Card, landing_civs: tuple[Civ, ...],
               tapped: bool = False) -> None:
        """A card was put into ``player``'s mana zone (already in the zone); ``tapped``: an effect puts it
        tapped (停滞の影タイム・トリッパー)."""

    def take(self, game: GameView, player: Player, card: Card) -> None:
        """Take ``card`` out of ``player``'s mana zone (and account for it)."""

    def after_setup(self, game: GameView, player: Player) -> None:
        """Cards were put into the mana zone by the scenario's set-up (no event)."""

    def normalise(self, game: GameView, player: Player) -> None:
        """The state-based check: keep the counters within their bounds."""

    def turn_start(self, game: GameView, player: Player, stays_tapped: Callable[[Card], bool] | None = None) -> None:
        """The start of ``player``'s turn (501.1); ``stays_tapped``: the mana cards an effect keeps tapped."""

    def spend(self, game: GameView, player: Player, n: int) -> None:
        """Set-up helper: ``player`` has already spent ``n`` mana this turn."""

    def recover(self, game: GameView, player: Player, n: int | None) -> bool:
        """「使用可能マナをn回復する」 (None: as much as possible). False: no pool to recover."""

    def increase(self, game: GameView, player: Player, n: int) -> bool:
        """ワイルド・サファリ・チャンネル's +n usable mana. False: no pool."""

    def reduce(self, game: GameView, player: Player, n: int, lasting: bool) -> bool:
        """「使用可能マナをn少なくする」. False: no pool."""

    def untap_all(self, game: GameView, player: Player, only: Callable[[Card], bool] | None = None) -> bool:
        """Untap every card of the mana zone (``only``: those it accepts). False: no tapped mana under this
        policy."""

    def view(self, game: GameView, player: Player) -> dict[str, int]: ...

    def available_civs(self, game: GameView, player: Player) -> set[Civ]: ...

    def can_tap_more(self, game: GameView, player: Player, needs: Sequence[Civ]) -> bool:
        """O・ドライブ: whether ``player`` could tap one more untapped mana card of each civilization listed
        (a card for each entry: ``[water, water]`` is two water cards)."""

    def tap_more(self, game: GameView, player: Player, needs: Sequence[Civ]) -> None:
        """Tap them (the player chooses each card)."""


@per_definition
def _card_civs(d: CardDef) -> tuple[Civ, ...]:
    return d.card_civilizations


def _civs(card: Card) -> tuple[Civ, ...]:
    """What a mana card gives: its civilizations as a card (a twinpact: both sides', 201.2b)."""
    return _card_civs(card.definition)


def _tapping(player: Player, needs: list[Civ], taken: list[Card]) -> list[Card] | None:
    """Distinct untapped mana cards not in ``taken``, one of each civilization of ``needs`` (None: there are
    none such): a small search, each card tried for the first need."""
    if not needs:
        return []
    for c in player.mana:
        if not c.tapped and c not in taken and needs[0] in _civs(c):
            rest = _tapping(player, needs[1:], [*taken, c])
            if rest is not None:
                return [c, *rest]
    return None


def _itself(player: Player, own: Card | None) -> list[Card]:
    """The card being used, if it is pending from ``player``'s mana zone: it may tap itself to
    pay its own cost and civilization (004, 601.1c)."""
    state = own.pending if own is not None else None
    return [own] if own is not None and state is not None and state.zone is Zone.MANA \
        and state.owner == player.name else []


class TappedMana:
    """TCG (003, 基本ルール細則 / 文明とマナカード): tap untapped mana cards, one mana each
    (a five-colour rainbow whose mana number is 0 gives none); each of the card's
    civilizations needs its own mana card of that civilization; a multicolour mana card gives
    one civilization of the payer's choice; multicolour cards (and 'enters mana tapped'
    cards) are put into the mana zone tapped; tapped mana untaps at its owner's turn start."""

    name = "tap mana cards"

    def _produces(self, card: Card) -> int:
        return 0 if card.definition.mana_number == 0 else 1

    def _plan(self, player: Player, card: CardDef, cost: int, chosen: Sequence[Card] | None,
              own: Card | None = None, prefer: Sequence[Card] = ()) -> tuple[list[Card] | None, str]:
        mana = [*player.mana, *_itself(player, own)] if own is not None else player.mana
        untapped = [c for c in mana if not c.tapped]
        if prefer:
            untapped = [*(c for c in prefer if c in untapped), *(c for c in untapped if c not in prefer)]
        pool = list(chosen) if chosen is not None else untapped
        if chosen is not None:
            bad = [c for c in chosen if c.tapped or c not in mana]
            if bad:
                return None, f"{bad[0].name} is not an untapped card in the mana zone"
        needed = [c for c in card.civilizations if c is not Civ.ZERO]
        # Match each needed civilization to a distinct mana card (augmenting paths); each pool card's
        # civilizations read once, those of a card that gives no mana as none (it matches nothing).
        gives = [self._produces(mc) for mc in pool]
        civs = [_civs(mc) if n else () for mc, n in zip(pool, gives, strict=True)]
        match: dict[int, Civ] = {}

        def assign(civ: Civ, seen: set[int]) -> bool:
            for i, given in enumerate(civs):
                if civ in given and i not in seen:
                    seen.add(i)
                    if i not in match or assign(match[i], seen):
                        match[i] = civ
                        return True
            return False

        for civ in needed:
            if not assign(civ, set()):
                if any(civ in _civs(c) for c in mana):
                    return None, f"no untapped {civ} mana left (its mana cards are tapped or used)"
                return None, f"no {civ} mana card to tap"
        producing = [c for c, n in zip(pool, gives, strict=True) if n]
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

    def payment_problem(self, game: GameView, player: Player, card: CardDef, cost: int) -> str | None:
        needed = [c for c in card.civilizations if c is not Civ.ZERO]
        if len(needed) > 1:
            plan, why = self._plan(player, card, cost, None)
            return None if plan is not None else why
        # one civilization or none: no matching to search, the answer and the words of _plan's
        producing = [c for c in player.mana if not c.tapped and self._produces(c)]
        if needed and not any(needed[0] in _civs(c) for c in producing):
            if any(needed[0] in _civs(c) for c in player.mana):
                return f"no untapped {needed[0]} mana left (its mana cards are tapped or used)"
            return f"no {needed[0]} mana card to tap"
        if len(producing) < cost:
            return f"needs {cost} mana, only {len(producing)} untapped mana"
        return None

    def pay(self, game: GameView, player: Player, card: CardDef, cost: int,
            chosen: Sequence[Card] | None = None, own: Card | None = None, prefer: Sequence[Card] = ()) -> None:
        plan, why = self._plan(player, card, cost, chosen, own, prefer)
        if plan is None:
            raise IllegalActionError(why)
        for c in plan:
            c.tapped = True
        game.note(f"player {player.name} taps " + ", ".join(c.name for c in plan) + f" for {card.name}")

    def on_put(self, game: GameView, player: Player, card: Card, landing_civs: tuple[Civ, ...],
               tapped: bool = False) -> None:
        if tapped or card.definition.is_multicolour or card.definition.has("enters mana tapped"):
            card.tapped = True

    def take(self, game: GameView, player: Player, card: Card) -> None:
        player.mana.remove(card)

    def after_setup(self, game: GameView, player: Player) -> None:
        return None

    def normalise(self, game: GameView, player: Player) -> None:
        return None

    def turn_start(self, game: GameView, player: Player, stays_tapped: Callable[[Card], bool] | None = None) -> None:
        self.untap_all(game, player, None if stays_tapped is None else (lambda c: not stays_tapped(c)))

    def untap_all(self, game: GameView, player: Player, only: Callable[[Card], bool] | None = None) -> bool:
        """Untap every card of the mana zone (the TCG texts of ボルバルザーク・エクス and co.); ``only``: the cards
        it accepts (「自分のマナゾーンにあるフェニックスをすべてアンタップする」)."""
        for c in player.mana:
            if only is None or only(c):
                c.tapped = False
        return True

    def recover(self, game: GameView, player: Player, n: int | None) -> bool:
        return False

    def increase(self, game: GameView, player: Player, n: int) -> bool:
        return False

    def reduce(self, game: GameView, player: Player, n: int, lasting: bool) -> bool:
        return False

    def spend(self, game: GameView, player: Player, n: int) -> None:
        for c in [c for c in player.mana if not c.tapped][:n]:
            c.tapped = True

    def view(self, game: GameView, player: Player) -> dict[str, int]:
        untapped = sum(1 for c in player.mana if not c.tapped)
        return {"mana cards": len(player.mana), "untapped mana": untapped}

    def available_civs(self, game: GameView, player: Player) -> set[Civ]:
        return {civ for c in player.mana if not c.tapped for civ in _civs(c)}

    def can_tap_more(self, game: GameView, player: Player, needs: Sequence[Civ]) -> bool:
        return _tapping(player, list(needs), []) is not None

    def tap_more(self, game: GameView, player: Player, needs: Sequence[Civ]) -> None:
        chosen: list[Card] = []
        for n, civ in enumerate(needs):
            options = [c for c in player.mana if not c.tapped and c not in chosen and civ in _civs(c)
                       and _tapping(player, list(needs[n + 1:]), [*chosen, c]) is not None]
            chosen.append(game.decide(player.name, Decision.TAP_MANA, options, lambda c: f"tap {c.name}"))
        for c in chosen:
            c.tapped = True


class PoolMana:
    """DMPS (000, マナコスト): there is no tapping. Three counters manage payment:

    - max mana: the number of cards in the mana zone, mana-number-0 rainbows included;
    - the usable-mana cap: max mana minus the mana-number-0 five-colour rainbows; twice the
      max mana on a turn when ワイルド・サファリ・チャンネル's "+1 usable mana" applied; lowered
      by "usable mana n lower" effects (static ones of the opponent's cards and one-shot ones
      that last to the end of the player's next turn);
    - usable mana: stored, never above the cap; it refills to the cap at the start of its
      owner's turn; paying a cost lowers it by the cost.

    A civilization is released while any card of it is in the mana zone. Putting a card into
    the mana zone raises usable mana by 1 only for a card that lands non-multicoloured and is
    not a mana-number-0 rainbow (God cards land in their card form: see
    ``engine.mechanics.zones.landing_civs``); a card leaving lowers it by 1 only when usable mana equalled max
    mana and the card is not a rainbow (the two tables of 000).
    """

    name = "DMPS mana pool"

    def max_mana(self, player: Player) -> int:
        return len(player.mana)

    def reduction(self, game: GameView, player: Player) -> int:
        """How much lower the cap is: static abilities of the opponent's creatures, plus the
        one-shot reductions still lasting (000: they lower the cap, not only usable mana)."""
        lasting = sum(n for n, _ in self._lasting(game, player)) if player.cap_reductions else 0
        return static_reduction(game, player) + lasting

    @staticmethod
    def _lasting(game: GameView, player: Player) -> list[tuple[int, int]]:
        """Reductions that last until the end of the player's turn number ``last``."""
        return [(n, last) for n, last in player.cap_reductions
                if player.turns_taken < last or (player.turns_taken == last and game.state.turn_player == player.name)]

    def cap(self, game: GameView, player: Player) -> int:
        base = len(player.mana) - _rainbows(game, player)
        if player.cap_doubled:
            base = 2 * self.max_mana(player)
        return max(0, base - self.reduction(game, player))

    def usable(self, game: GameView, player: Player) -> int:
        if player.usable_mana <= 0:
            return 0  # whatever the cap (never below 0)
        return max(0, min(player.usable_mana, self.cap(game, player)))

    def normalise(self, game: GameView, player: Player) -> None:
        player.usable_mana = self.usable(game, player)

    def payment_problem(self, game: GameView, player: Player, card: CardDef, cost: int) -> str | None:
        released = self.available_civs(game, player)
        locked = [c for c in card.civilizations if c is not Civ.ZERO and c not in released]
        if locked:
            return f"{', '.join(locked)} not released (no such card in the mana zone)"
        usable = self.usable(game, player)
        return f"needs {cost} usable mana, has {usable}" if usable < cost else None

    def pay(self, game: GameView, player: Player, card: CardDef, cost: int,
            chosen: Sequence[Card] | None = None, own: Card | None = None, prefer: Sequence[Card] = ()) -> None:
        why = self.payment_problem(game, player, card, cost)  # nothing is tapped: ``prefer`` names nothing here
        if why:
            raise IllegalActionError(why)
        player.usable_mana = self.usable(game, player) - cost
        game.note(f"player {player.name} spends {cost} usable mana for {card.name}"
                  f" (usable {player.usable_mana})")

    def on_put(self, game: GameView, player: Player, card: Card, landing_civs: tuple[Civ, ...],
               tapped: bool = False) -> None:
        if len(landing_civs) < 2 and not card.definition.is_rainbow_zero and not tapped:
            player.usable_mana = self.usable(game, player) + 1
        self.normalise(game, player)

    def take(self, game: GameView, player: Player, card: Card) -> None:
        usable_was_max = self.usable(game, player) == self.max_mana(player)
        player.mana.remove(card)
        if usable_was_max and not card.definition.is_rainbow_zero:
            player.usable_mana -= 1
        self.normalise(game, player)

    def after_setup(self, game: GameView, player: Player) -> None:
        player.usable_mana = self.cap(game, player)

    def turn_start(self, game: GameView, player: Player, stays_tapped: Callable[[Card], bool] | None = None) -> None:
        player.cap_reductions = self._lasting(game, player)
        player.usable_mana = self.cap(game, player)

    def spend(self, game: GameView, player: Player, n: int) -> None:
        player.usable_mana = max(0, self.usable(game, player) - n)

    def recover(self, game: GameView, player: Player, n: int | None) -> bool:
        """「使用可能マナをn回復する」: +n (None: as much as possible), never above the cap."""
        cap = self.cap(game, player)
        player.usable_mana = cap if n is None else min(cap, self.usable(game, player) + n)
        return True

    def increase(self, game: GameView, player: Player, n: int) -> bool:
        """ワイルド・サファリ・チャンネル: +n usable mana; this turn the cap is twice max mana."""
        player.cap_doubled = True
        return self.recover(game, player, n)

    def untap_all(self, game: GameView, player: Player, only: Callable[[Card], bool] | None = None) -> bool:
        return False

    def reduce(self, game: GameView, player: Player, n: int, lasting: bool) -> bool:
        """「使用可能マナをn少なくする」: usable mana and the cap are n lower; a lasting one
        holds to the end of the player's next turn (so the refill and recoveries stop short)."""
        before = self.usable(game, player)
        if lasting:
            player.cap_reductions.append((n, player.turns_taken + 1))
        player.usable_mana = max(0, before - n)
        self.normalise(game, player)
        return True

    def view(self, game: GameView, player: Player) -> dict[str, int]:
        return {"max mana": self.max_mana(player), "usable-mana cap": self.cap(game, player),
                "usable mana": self.usable(game, player)}

    def available_civs(self, game: GameView, player: Player) -> set[Civ]:
        return {civ for c in player.mana for civ in _civs(c)}

    def can_tap_more(self, game: GameView, player: Player, needs: Sequence[Civ]) -> bool:
        """Nothing is tapped in DMPS: an ability that taps more mana cards (O・ドライブ, classic texts only) is
        not offered. Read: the sources give no DMPS version of it."""
        return False

    def tap_more(self, game: GameView, player: Player, needs: Sequence[Civ]) -> None:
        raise IllegalActionError("DMPS has no mana cards to tap")


_REDUCE = "reduce usable mana"
_RAINBOW = "rainbow zero"


def _rainbows(game: GameView, player: Player) -> int:
    """The mana-number-0 rainbows in the player's mana zone: none to count unless the game made such a card
    (engine.model.made)."""
    made = game.made
    for d in made.unread(_RAINBOW):
        if d.is_rainbow_zero:
            made.facts[_RAINBOW] = True
    if _RAINBOW not in made.facts:
        return 0
    return sum(1 for c in player.mana if c.definition.is_rainbow_zero)


def static_reduction(game: GameView, player: Player) -> int:
    """The static "the opponent's usable mana is n lower" abilities of the creatures of
    ``player``'s opponent (DMPS 龍神メタル). ``{n: 1, stacks: false}`` (この効果は重複しない):
    copies of the same card count once."""
    total = 0
    seen: set[str] = set()
    for cr in game.may_have(_REDUCE, game.state.players[other(player.name)].battle):
        for ab in game.abilities_of(cr):  # none while ignored (engine.mechanics.abilities)
            if ab.kind != "static" or _REDUCE not in ab.static:
                continue
            spec = ab.static[_REDUCE]
            n, stacks = (int(spec.get("n", 1)), bool(spec.get("stacks", True))) if isinstance(spec, dict) \
                else (int(spec), True)
            if not stacks:
                if cr.definition.name in seen:
                    continue
                seen.add(cr.definition.name)
            total += n
    return total
