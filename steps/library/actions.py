"""The players' actions and the effects that act on the game (When). A refused action is
recorded (see ``the ... is refused``)."""

from __future__ import annotations

from pytest_bdd import when

from engine.model.cards import Effect
from engine.model.objects import Zone, other
from steps.runtime.lists import in_order, names, parse_list, zone_of
from steps.runtime.phrases import phrase
from steps.runtime.world import World

P = r"player (?P<player>[AB])"


@when(phrase(rf"{P} charges (?P<card>.+)"))
def charge(world: World, player: str, card: str) -> None:
    """Put a card from hand into the mana zone (once a turn)."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"charge {card}", world.game.charge, player, c)


@when(phrase(rf"{P} summons (?P<card>.+?)(?: onto (?P<onto>.+))?"))
def summon(world: World, player: str, card: str, onto: str | None) -> None:
    """Summon a creature from hand, paying its cost (``onto X`` for an evolution; ``onto X and
    Y`` for 進化V, stacked in that order, X directly under it)."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        bases = [world.find_creature(n, player) for n in in_order(onto)] if onto else []
        base = (bases[0] if len(bases) == 1 else bases) if bases else None
        world.act(f"summon {card}", world.game.summon, player, c, onto=base)


@when(phrase(rf"{P} uses the タマシード (?P<card>.+)"))
def use_tamaseed(world: World, player: str, card: str) -> None:
    """Use a タマシード from hand, paying its cost: it is put into the battle zone (315)."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"use {card}", world.game.use_tamaseed, player, c)


@when(phrase(rf"{P} uses the ギャラクシールド of (?P<card>.+)"))
def use_galaxyshield(world: World, player: str, card: str) -> None:
    """Pay a card's <ギャラクシールド> instead of its cost: it goes face up into the shield zone as a new shield."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"ギャラクシールド of {card}", world.game.use_galaxyshield, player, c)


@when(phrase(rf"{P} uses the ハイパー化 of (?P<card>.+)"))
def hyperize(world: World, player: str, card: str) -> None:
    """Use a creature's ハイパー化 (tap another creature of yours: its hyper mode is released)."""
    if world.begin():
        cr = world.find_creature(card, player)
        world.act(f"ハイパー化 of {card}", world.game.hyperize, cr)


@when(phrase(rf"{P} uses ムゲンクライム to summon (?P<card>.+)"))
def summon_by_mugen_climb(world: World, player: str, card: str) -> None:
    """Summon a creature from hand or graveyard by its <ムゲンクライム>n: tap n creatures, pay n."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND, Zone.GRAVEYARD))
        world.act(f"summon {card} by ムゲンクライム", world.game.summon_by_mugen_climb, player, c)


@when(phrase(rf"{P} casts (?P<card>.+?)(?P<free> without paying its cost)?"))
def cast(world: World, player: str, card: str, free: str | None) -> None:
    """Cast a spell from hand, paying its cost (or not: ``without paying its cost``)."""
    if world.begin():
        c = world.find_card(player, card, (Zone.HAND,))
        world.act(f"cast {card}", world.game.cast, player, c, free=bool(free))


@when(phrase(rf"{P} attacks (?P<target>player [AB]|.+?) with (?P<card>.+)"))
def attack(world: World, player: str, target: str, card: str) -> None:
    """Attack the opponent or one of their tapped creatures."""
    if world.begin():
        attacker = world.find_creature(card, player)
        tgt = target.split()[-1] if target.startswith("player ") else world.find_creature(target, other(player))
        world.act(f"attack with {card}", world.game.attack, attacker, tgt)


@when(phrase(rf"{P} ends the turn"))
def end_turn(world: World, player: str) -> None:
    """End the turn: end-of-turn effects, then the other player's turn starts (and draws)."""
    if world.begin():
        world.act("end the turn", world.game.end_turn)


@when(phrase(rf"{P}'s turn starts"))
def turn_starts(world: World, player: str) -> None:
    """The player's turn starts: untap / DMPS mana recovery, turn-start effects, the draw."""
    if world.begin():
        world.act("start the turn", world.game.start_turn, player)


@when(phrase(r"the turns pass until the end of round (?P<n>\d+)"))
def turns_pass(world: World, n: str) -> None:
    """Both players end their turns, doing nothing else, until round n ends or the game does."""
    if world.begin():
        g = world.game
        steps = 0
        while not g.state.game_over and g.state.round <= int(n) and steps < 1000:
            world.act("end the turn", g.end_turn)
            steps += 1


@when(phrase(rf"{P} draws (?P<n>\d+) cards?"))
def draws(world: World, player: str, n: str) -> None:
    if world.begin():
        world.act(f"draw {n}", world.game.effect, player, Effect("draw", {"n": int(n)}))


EFFECT_ZONES = {"hand": "hand from deck", "shields": "shields from deck", "mana zone": "mana from deck"}


@when(phrase(rf"an effect puts (?P<n>\d+) cards? from {P}'s deck into (?:their|the) "
                 r"(?P<zone>hand|shields|mana zone)"))
def effect_from_deck(world: World, n: str, player: str, zone: str) -> None:
    """An effect of the player's moves the top n cards of their deck (not a draw)."""
    if world.begin():
        world.act(f"put {n} into {zone}", world.game.effect, player, Effect(EFFECT_ZONES[zone], {"n": int(n)}))


@when(phrase(rf"an effect of {P}'s (?P<op>destroys|returns|sends) (?P<cards>(?!only the top card of ).+?)"
                 r"(?: to (?:the |its owner's |their owner's )?(?P<dest>hand|mana zone|shields))?"))
def effect_on_creatures(world: World, player: str, op: str, cards: str, dest: str | None) -> None:
    """An effect of a player's destroys creatures, returns them to hand, or sends them to the
    mana zone or the shields, together (one event)."""
    if not world.begin():
        return
    creatures = [world.find_creature(n) for n in names(parse_list(cards))]
    to = {None: Zone.GRAVEYARD, "hand": Zone.HAND, "mana zone": Zone.MANA, "shields": Zone.SHIELDS}[dest]
    if op == "destroys":
        to = Zone.GRAVEYARD
    cause = {Zone.GRAVEYARD: "destroyed", Zone.HAND: "bounce", Zone.MANA: "mana send",
             Zone.SHIELDS: "shield send"}[to]

    world.act(f"{op} {cards}", world.game.remove_together, creatures, to, cause)


@when(phrase(rf"an effect puts (?P<card>.+?) from {P}'s "
                 r"(?P<zone>hand|mana zone|graveyard|deck|shields|hyperspatial zone) into (?:the|their) "
                 r"(?P<dest>battle zone|mana zone|hand|shields|graveyard)"))
def effect_moves_card(world: World, card: str, player: str, zone: str, dest: str) -> None:
    """An effect moves one of a player's cards to another of their zones (into the battle
    zone it is put, not summoned)."""
    if not world.begin():
        return
    c = world.find_card(player, card, (zone_of(zone),))
    world.act(f"put {card} into {dest}", world.game.put, c, zone_of(dest), zone_of(zone))


@when(phrase(r"(?P<card>.+?) gets (?P<sign>[+-])(?P<n>\d+) power"))
def power_change(world: World, card: str, sign: str, n: str) -> None:
    """A creature's power changes (until the end of the turn)."""
    if world.begin():
        cr = world.find_creature(card)
        delta = int(n) if sign == "+" else -int(n)
        world.act(f"{card} gets {sign}{n} power", world.game.change_power, cr, delta)
