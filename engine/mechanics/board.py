"""Setting up a board before play, the way a rules lawyer describes one: cards in zones,
creatures in the battle zone, whose turn it is, mana already spent.

Set-up puts cards straight where they are said to be: no events, nothing triggers, and the
profile's limits are checked only by :meth:`Board.validate` (a scenario calls it before its
first action). Scenarios and tests use this instead of assigning the game's state.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.kernel.rules import Rules
from engine.mechanics import castles, links, seals, weapons
from engine.mechanics.kinds import changed
from engine.model.errors import BoardLimitError, ScriptError
from engine.model.objects import Card, Creature, Zone, other
from engine.model.turn_step import TurnStep

LIMITED_ZONES = (Zone.HAND, Zone.SHIELDS, Zone.BATTLE, Zone.MANA)


class Board:
    """The set-up API of one game."""

    def __init__(self, game: Rules) -> None:
        self.game = game

    def turn(self, player: str, number: int | None = None) -> None:
        """It is ``player``'s turn: their ``number``-th (A went first), or, without a number, a
        turn that is not the first of the game (round 2)."""
        g = self.game
        g.state.turn_player = player
        opponent = other(player)
        if number is None:
            g.state.players["A"].turns_taken = 2
            g.state.players["B"].turns_taken = 1 if player == "A" else 2
            g.state.round = 2
            return
        g.state.players[player].turns_taken = number
        g.state.players[opponent].turns_taken = number if player == "B" else number - 1
        g.state.round = number

    def step(self, step: TurnStep) -> None:
        """The turn is in ``step`` (500.1): a board set up by hand is in the mana charge step unless told."""
        self.game.state.step, self.game.state.step_since = step, "the set-up"

    def cards(self, owner: str, zone: Zone, names: Sequence[str], tapped: bool = False) -> list[Card]:
        """Put cards into a zone (not the battle zone), left to right; ``tapped`` marks mana cards."""
        cards = [self.game.new_card(n, owner) for n in names]
        for c in cards:
            c.tapped = tapped and zone is Zone.MANA
        p = self.game.state.players[owner]
        p.cards_in(zone).extend(cards)
        if zone is Zone.MANA:
            self.game.profile.mana.after_setup(self.game, p)
        return cards

    def creature(self, owner: str, names: Sequence[str], tapped: bool = False, sick: bool = False,
                 auras: Sequence[str] = ()) -> Creature:
        """Put a creature (top card first, then the cards under it) into the battle zone, at the
        right end; ``sick``: it was put there this turn. A name ``A + B`` is two cards linked side
        by side (G・リンク): on top, the creature is linked; under, they are one element it evolved
        from. Each name under the top card is an element it evolved from (DMPS remembers them).
        ``auras``: オーラ attached to it."""
        g = self.game
        since = g.state.turn_id if sick else None
        layers = [[g.new_card(n.strip(), owner) for n in name.split(" + ")] for name in names]
        for layer in layers:
            for c in layer:
                c.entered_battle = since
        top = layers[0]
        under = [c for layer in layers[1:] for c in layer]
        cr = Creature(g.state.next_uid(), [top[0], *under], owner, g.state.next_position(),
                      entered_turn=g.state.turn_id if sick else -1, tapped=tapped)
        cr.linked_cards = top[1:]
        cr.auras = [g.new_card(a, owner) for a in auras]
        for layer in layers[1:]:
            source = Creature(g.state.next_uid(), list(layer[:1]), owner, 0, entered_turn=cr.entered_turn)
            source.linked_cards = layer[1:]
            cr.sources.append(source)
        g.state.players[owner].battle.append(cr)
        changed()
        return cr

    def face_up(self, shields: Sequence[Card]) -> None:
        """These shields are face up (ギャラクシールド)."""
        for card in shields:
            card.face_up = True

    def castle(self, owner: str, name: str, shield: Card) -> Card:
        """A castle in the shield zone fortifying one of the owner's shields (要塞化)."""
        card = self.game.new_card(name, owner)
        card.fortifies = shield
        self.game.state.players[owner].castles.append(card)
        return card

    def stacked(self, player: str, shield_number: int, names: Sequence[str]) -> list[Card]:
        """Cards (made here) already under the player's shield (counted from the left), in order
        (シールド・プラス: the stack is one shield; engine.mechanics.stacked_shields)."""
        shields = self.game.state.players[player].shields
        if not 1 <= shield_number <= len(shields):
            raise ScriptError(f"player {player} has {len(shields)} shields; there is no shield {shield_number}")
        cards = [self.game.new_card(n, player) for n in names]
        for c in cards:
            c.stacked_under = shields[shield_number - 1]
        self.game.state.players[player].under_shields.extend(cards)
        return cards

    def deck_top(self, owner: str, names: Sequence[str]) -> list[Card]:
        """Put cards on top of the owner's deck (the first name on top)."""
        cards = [self.game.new_card(n, owner) for n in names]
        self.game.state.players[owner].deck[:0] = cards
        return cards

    def fortified(self, player: str, shield_number: int, name: str) -> Card:
        """A castle (made here) already fortifies the player's shield (counted from the left)."""
        shields = self.game.state.players[player].shields
        if not 1 <= shield_number <= len(shields):
            raise ScriptError(f"player {player} has {len(shields)} shields; there is no shield {shield_number}")
        castle = self.game.new_card(name, player)
        castles.attach(self.game, castle, shields[shield_number - 1])
        return castle

    def seal(self, element: Creature, n: int, name: str) -> None:
        """``n`` seals (cards called ``name``, its controller's) are already on the element (116):
        a creature is sealed, so ignored."""
        for _ in range(n):
            seals.attach(self.game, element, self.game.new_card(name, element.controller))

    def link(self, a: Creature, b: Creature) -> None:
        """The two gods (one player's, in the battle zone) were linked before (G-link)."""
        if links.partner(self.game, a) is not b:
            raise ScriptError(f"{a.name} and {b.name} are not G-link partners")
        links.link(self.game, a, b)

    def cross(self, gear: Creature, creature: Creature) -> None:
        """The gear was crossed onto the creature (both the same player's, already in the battle zone)."""
        if gear.controller != creature.controller:
            raise ScriptError(f"{gear.name} and {creature.name} are not the same player's")
        gear.attached_to = creature

    def equip(self, weapon: Creature, creature: Creature) -> None:
        """The dragheart weapon was equipped to the creature (both the same player's, already in the battle
        zone; 305.2)."""
        if not weapons.is_weapon(weapon):
            raise ScriptError(f"{weapon.name} is not a dragheart weapon")
        if weapon.controller != creature.controller or not creature.definition.type.is_creature:
            raise ScriptError(f"{weapon.name} can only be equipped to a creature of its controller's")
        weapon.attached_to = creature

    def give_keyword(self, card: Card, keyword: str) -> None:
        """An effect has given the card itself a keyword (S・トリガー化: a shield that becomes a
        shield trigger)."""
        card.keywords = card.keywords | {keyword}

    def looked_at_deck_top(self, player: str) -> None:
        """The player has looked at the top card of their deck (it joins what they have seen)."""
        deck = self.game.state.players[player].deck
        if not deck:
            raise ScriptError(f"player {player}'s deck is empty: there is no top card to have looked at")
        self.game.state.known[player].add(deck[0].uid)

    def empty_deck(self, player: str) -> None:
        self.game.state.players[player].deck.clear()

    def spent_mana(self, player: str, n: int) -> None:
        """The player has already spent ``n`` mana this turn (TCG: tapped cards; DMPS: usable mana)."""
        self.game.profile.mana.spend(self.game, self.game.state.players[player], n)

    def charged_mana(self, player: str) -> None:
        """The player has already charged mana this turn."""
        self.game.state.players[player].charged_this_turn = True

    def shield_force(self, creature: Creature, shield: int) -> None:
        """The shield (counted from the left, from 1) a shield-force creature chose as it entered."""
        shields = self.game.state.players[creature.controller].shields
        if not 1 <= shield <= len(shields):
            raise ScriptError(f"player {creature.controller} has {len(shields)} shields; there is no shield {shield}")
        self.game.state.shield_force[creature.uid] = shields[shield - 1]

    def use_dmps_text(self, name: str) -> None:
        """Every profile plays this card's DMPS version from now on (cards made earlier keep
        their text): 000 weighs some DMPS texts under TCG timing."""
        self.game.catalog = self.game.catalog.with_dmps_text(name)

    def validate(self) -> None:
        """Refuse a board that breaks the profile's zone limits (:class:`BoardLimitError`)."""
        g = self.game
        for p in g.state.players.values():
            for zone in LIMITED_ZONES:
                cap = g.profile.limits.of(zone)
                if cap is not None and p.count(zone) > cap:
                    unit = "objects" if zone is Zone.BATTLE else "cards"
                    raise BoardLimitError(
                        f"board breaks the {g.profile.name} limit: the {zone} holds at most "
                        f"{cap} {unit} per player, player {p.name} has {p.count(zone)}")
