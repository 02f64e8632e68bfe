"""Given: the board. Set-up puts cards straight into zones (no events, nothing triggers);
the profile's limits are checked when the first action runs."""

from __future__ import annotations

from pytest_bdd import given, parsers

from engine.state import Zone
from steps.lists import in_order, names, parse_list, zone_of
from steps.world import FILLER, World

P = r"player (?P<player>[AB])"
ZONES = r"(?P<zone>hand|mana zone|shield zone|shields|graveyard|hyperspatial zone)"


@given(parsers.re(rf"it is {P}'s turn"))
def turn_of(world: World, player: str) -> None:
    """It is a player's turn (not the first turn of the game); A went first."""
    world.game.board.turn(player)


@given(parsers.re(rf"it is {P}'s turn (?P<n>\d+)"))
def turn_number(world: World, player: str, n: str) -> None:
    """It is a player's n-th turn; A went first."""
    world.game.board.turn(player, int(n))


@given(parsers.re(rf"{P}'s {ZONES} holds: (?P<cards>.+)"))
def zone_holds(world: World, player: str, zone: str, cards: str) -> None:
    """Cards in a zone, left to right (mark a mana card ``(tapped)``, a shield ``(face up)``; in the
    shield zone ``X on Y`` is the castle X fortifying the shield Y)."""
    z = zone_of(zone)
    for entry in parse_list(cards):
        if entry.under and z is Zone.SHIELDS:
            shield = world.game.board.cards(player, z, entry.under[:1])[0]
            world.game.board.castle(player, entry.name, shield)
            continue
        made = world.game.board.cards(player, z, [entry.name] * entry.count, tapped="tapped" in entry.marks)
        if "face up" in entry.marks and z is Zone.SHIELDS:
            world.game.board.face_up(made)


@given(parsers.re(rf"{P}'s deck holds, top first: (?P<cards>.+)"))
def deck_holds(world: World, player: str, cards: str) -> None:
    """The deck, top card first; nothing else is added to it."""
    world.game.board.cards(player, Zone.DECK, names(parse_list(cards)))
    world.mark_deck_set(player)


@given(parsers.re(rf"{P}'s deck is empty"))
def deck_empty(world: World, player: str) -> None:
    world.game.board.empty_deck(player)
    world.mark_deck_set(player)


@given(parsers.re(rf"{P}'s deck has (?P<n>\d+) cards?"))
def deck_size(world: World, player: str, n: str) -> None:
    world.game.board.cards(player, Zone.DECK, [FILLER] * int(n))
    world.mark_deck_set(player)


@given(parsers.re(rf"{P}'s (?P<zone>hand|graveyard) has (?P<n>\d+) cards?"))
def zone_size(world: World, player: str, zone: str, n: str) -> None:
    """Fill a zone with filler cards (予言者リュゾル) up to n cards."""
    z = zone_of(zone)
    have = world.game.players[player].count(z)
    world.game.board.cards(player, z, [FILLER] * max(0, int(n) - have))


@given(parsers.re(rf"{P} has (?P<n>\d+) shields?"))
def shield_count(world: World, player: str, n: str) -> None:
    """Fill the shields with filler cards up to n."""
    have = len(world.game.players[player].shields)
    world.game.board.cards(player, Zone.SHIELDS, [FILLER] * max(0, int(n) - have))


@given(parsers.re(rf"{P}'s mana zone has (?P<n>\d+) cards? of (?P<card>.+)"))
def mana_count(world: World, player: str, n: str, card: str) -> None:
    world.game.board.cards(player, Zone.MANA, [card.strip()] * int(n))


@given(parsers.re(rf"{P}'s battle zone holds, left to right: (?P<cards>.+)"))
def battle_holds(world: World, player: str, cards: str) -> None:
    """Creatures left to right. ``X on Y`` is X evolved onto Y; ``A + B`` linked cards; ``X with
    A`` the オーラ A attached to X; marks: ``(tapped)``, ``(summoned this turn)``."""
    for entry in parse_list(cards):
        name, *auras = entry.name.split(" with ")
        for _ in range(entry.count):
            world.game.board.creature(player, [name.strip(), *entry.under], tapped="tapped" in entry.marks,
                                      sick="summoned this turn" in entry.marks, auras=[a.strip() for a in auras])


@given(parsers.re(rf"{P} has spent (?P<n>\d+) mana this turn"))
def spent(world: World, player: str, n: str) -> None:
    """TCG: that many mana cards are tapped; DMPS: usable mana is that much lower."""
    world.game.board.spent_mana(player, int(n))


@given(parsers.re(rf"{P} has charged mana this turn"))
def charged(world: World, player: str) -> None:
    world.game.board.charged_mana(player)


@given(parsers.re(rf"{P} will (?P<answer>block with .+|not block|use the shield trigger of .+|"
                  r"not use the shield trigger of .+|choose .+ as target|choose .+ to put into mana|"
                  r"choose .+ to put into the battle zone|resolve .+ first|"
                  r"break shield .+|declare .+|not declare .+|cast .+ from (?:the )?(?:hand|graveyard|mana zone)|"
                  r"choose player [AB]'s shield \d+)"))
def script(world: World, player: str, answer: str) -> None:
    """Script a decision; unscripted decisions take the first legal option."""
    kinds = [
        ("block with ", "block", ""), ("not block", "block", "no block"),
        ("use the shield trigger of ", "use shield trigger", "use "),
        ("not use the shield trigger of ", "use shield trigger", "don't use "),
        ("break shield ", "break", "shield "),
    ]
    for prefix, kind, lead in kinds:
        if answer.startswith(prefix):
            rest = answer[len(prefix):].strip()
            world.decider.add(player, kind, (lead + rest) if lead and rest else (lead or rest))
            return
    if answer.startswith("choose ") and answer.endswith(" as target"):
        world.decider.add(player, "target", answer[len("choose "):-len(" as target")].strip())
    elif answer.startswith("choose ") and answer.endswith(" to put into mana"):
        for n in names(parse_list(answer[len("choose "):-len(" to put into mana")])):
            world.decider.add(player, "put into mana", n)
    elif answer.startswith("choose ") and answer.endswith(" to put into the battle zone"):
        for n in in_order(answer[len("choose "):-len(" to put into the battle zone")]):
            world.decider.add(player, "put into battle zone", n)
    elif answer.startswith("resolve ") and answer.endswith(" first"):
        world.decider.add(player, "order", answer[len("resolve "):-len(" first")].strip())
    elif answer.startswith("declare "):  # declared abilities (使用宣言), in the order declared
        for n in in_order(answer[len("declare "):]):
            world.decider.add(player, "declare", n)
    elif answer.startswith("not declare "):
        world.decider.add(player, "declare", "done")
    elif answer.startswith("cast ") and " from " in answer:
        kind = "cast from hand" if answer.endswith("hand") else "cast from zone"
        for n in in_order(answer[len("cast "):answer.rindex(" from ")]):
            world.decider.add(player, kind, n)
    elif answer.startswith("choose player "):
        world.decider.add(player, "choose shield", answer[len("choose "):])
