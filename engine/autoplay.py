"""Random play to the end: a game set up from two deck lists and played by a decider.

:func:`play_game` sets a game up (003: shuffle, 5 shields, 5 cards), then asks the turn
player's decider for one of the legal plays (:func:`engine.mechanics.legal.legal_plays`, a
:attr:`~engine.model.decisions.Decision.PLAY` decision) until a player wins or loses or the turn
limit is reached; every other choice (blocks, shields, targets, shield triggers) goes to the
same decider. The same profile, decks, seed and decider give the same game, record for record.
The property suites (``tests/properties/test_random_play.py``) and the benchmarks (``bench/``) share it.

The cards random play uses (:data:`POOL`) are catalog cards whose data the engine plays
whole on any board: vanilla creatures, speed attackers, blockers, breakers, shield triggers,
simple enter / attack abilities and spells, one evolution creature and one multicoloured
card. Left out, and why:

- cards with a DMPS version (``dmps:``): one deck list should mean the same cards under
  every profile;
- cards whose facts are placeholders for one scenario (竜音のゼクス, 特攻汽車ジェニー) or
  with abilities the data leaves out (クック・ポロン, 嘆きの影ベルベットフロー: "not encoded");
- declared abilities, replacement abilities and abilities of unstated timing, whose
  scenarios script the context they need (S-back, invasion, revolution change, madness,
  meteorburn, ...);
- "must attack" creatures: kept out of this small pool (the turn's end is not offered while one
  must attack and can: engine.mechanics.forced_attacks; the classic pool plays them);
- psychic creatures, draghearts, cross gears, castles and fields: the engine has no play
  for them from the hand (hyperspatial zones stay empty here).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TypeVar

from engine.catalog.decks import MAIN_DECK_SIZE, DeckList
from engine.catalog.loader import Catalog, default_catalog
from engine.game import Game
from engine.mechanics import turn_steps
from engine.mechanics.legal import ATTACK, CAST, CHARGE, END_TURN, SUMMON, Play, legal_plays
from engine.mechanics.setup import set_up
from engine.model.decisions import Decider, Decision
from engine.model.objects import CARD_ZONES, Card
from engine.model.trace import Action
from engine.model.turn_step import TurnStep
from engine.policies.profiles import Profile

T = TypeVar("T")

# The cards of random play, by what they exercise (see the module's docstring).
POOL: dict[str, tuple[str, ...]] = {
    "vanilla creatures": ("予言者クルト", "予言者リュゾル", "アクア・ビークル", "うごめく者ボーン・グール",
                          "ピコラのスパナ", "シェル・ラック", "爆炎野郎ジョー", "クラッグザウルス", "紅神龍メルガルス",
                          "群れを守るトライ・ホーン", "晴天の守護者レゾ・パコス", "光撃巨兵レーザリオン"),
    "speed attackers": ("撃墜団長メッツアー", "轟速 ザ・レッド"),
    "blockers": ("シーマイン", "貪欲の影グレイ・バルーン", "嘆きの影ダーク・レイブン", "アクア・ガード",
                 "鎮圧の使徒サリエス"),
    "breakers": ("暗黒の騎士ザガーン", "グラディアン・レッド・ドラゴン", "天海の精霊シリウス"),
    "shield triggers": ("アクア・チャージャー", "デーモン・ハンド", "フェアリー・ライフ", "クリスタル・メモリー"),
    "simple abilities": ("青銅の鎧", "アクア・ハルカス", "ウォルタ", "光魂の伝道士クルス", "ブレイン・チャージャー",
                         "ロスト・ソウル"),
    "evolution": ("クリスタル・ランサー",),
    "multicoloured": ("無頼勇騎ゴンタ",),
}
POOL_NAMES: tuple[str, ...] = tuple(name for group in POOL.values() for name in group)


def classic_pool(catalog: Catalog | None = None) -> tuple[str, ...]:
    """The whole classic pool: every card compiled from its printed text (``source: classic-ja <id>``,
    engine/catalog/text), whatever it does. A card random play cannot use (a cross gear, a castle: no
    play generates or fortifies them) is still dealt, and charged as mana or kept in the hand."""
    cards = catalog or default_catalog()
    return tuple(sorted(c.name for c in cards
                        if c.source.startswith("classic-ja ") and c.dmps is None and not c.reference_only))
COPIES = 4  # at most 4 copies of a card (003)
TURN_LIMIT = 200  # turns of both players; a game with 40-card decks ends long before (deck out)


class RandomDecider:
    """Every decision picked uniformly at random on its own seeded RNG. Random draws of the
    rules (DMPS 抽選) stay on the game's RNG."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, player: str, kind: str, options: Sequence[T], describe: Callable[[T], str]) -> T:
        return options[self.rng.randrange(len(options))] if len(options) > 1 else options[0]

    def answers(self, player: str, kind: str) -> bool:
        return False


def random_deck(rng: random.Random, names: Sequence[str] = POOL_NAMES, size: int = MAIN_DECK_SIZE) -> DeckList:
    """A legal main deck of ``size`` cards drawn from ``names``, at most 4 copies of each."""
    counts: Counter[str] = Counter()
    deck: list[str] = []
    open_names = list(names)  # the names with copies left, in the pool's order
    while len(deck) < size:
        if not open_names:
            raise ValueError(f"{len(names)} names give at most {COPIES * len(names)} cards, not {size}")
        name = rng.choice(open_names)
        counts[name] += 1
        deck.append(name)
        if counts[name] == COPIES:
            open_names = [n for n in open_names if n != name]
    return DeckList(tuple(deck))


def new_game(profile: Profile, decks: dict[str, DeckList], seed: int = 0, decider: Decider | None = None) -> Game:
    """A game set up from the deck lists (shuffled on the seeded RNG), the first turn started."""
    game = Game(profile, seed=seed, decider=decider)
    set_up(game, decks)
    game.start_turn(game.state.first_player)
    return game


def perform(game: Game, play: Play) -> None:
    """Make a legal play (recorded in the trace as the action it is)."""
    game.trace.add(Action(play.describe()))
    if play.kind in (CHARGE, SUMMON, CAST) and play.card is not None:
        game.card_action(play.kind, play.player, play.card)
    elif play.kind == ATTACK and play.attacker is not None and play.target is not None:
        game.attack(play.attacker, play.target)
    elif play.kind == END_TURN:
        game.end_turn()
    else:
        raise ValueError(f"not a play: {play}")


def turns_played(game: Game) -> int:
    return sum(p.turns_taken for p in game.state.players.values())


def step(game: Game) -> Play | None:
    """The turn player makes one legal play, chosen by the game's decider; None when the game
    is over. In the mana charge step the first decision is which card to charge, or none (then the
    turn moves on to the main step: 500.2a, no charge after it)."""
    plays = legal_plays(game)
    if not plays:
        return None
    player = game.state.turn_player
    charges = [p for p in plays if p.kind == CHARGE]
    if charges and len(charges) < len(plays):
        # the mana charge step (503.1): charge one of these cards, or none and move on to the main step
        pick = game.decide(player, Decision.PLAY, [*charges, None],
                           lambda p: "move on to the main step" if p is None else p.describe())
        if pick is not None:
            perform(game, pick)
            return pick
        turn_steps.enter(game, TurnStep.MAIN, f"player {player} moving on to the main step")
        plays = [p for p in plays if p.kind != CHARGE]
    play = game.decide(player, Decision.PLAY, plays, Play.describe)
    perform(game, play)
    return play


def play_game(profile: Profile, seed: int = 0, decks: dict[str, DeckList] | None = None,
              decider: Decider | None = None, turn_limit: int = TURN_LIMIT,
              after: Callable[[Game, Play], None] | None = None, pool: Sequence[str] = POOL_NAMES) -> Game:
    """One game played to a win, a loss or ``turn_limit`` turns: random decks from ``pool`` and
    a :class:`RandomDecider` unless given, everything seeded by ``seed``. ``after`` is called
    after every play (the property suites check their invariants there)."""
    rng = random.Random(seed)
    decks = decks or {"A": random_deck(rng, pool), "B": random_deck(rng, pool)}
    game = new_game(profile, decks, seed, decider or RandomDecider(seed))
    while not game.state.game_over and turns_played(game) < turn_limit:
        play = step(game)
        if play is None:
            break
        if after is not None:
            after(game, play)
    return game


def every_card(game: Game) -> list[Card]:
    """Every card of the game, wherever it is: the cards of each creature (linked cards and auras
    included), pending cards, castles, cards stacked under shields, declared DMPS shield triggers waiting
    out of every zone."""
    out: list[Card] = []
    for p in game.state.players.values():
        for zone in CARD_ZONES:
            out += p.cards_in(zone)
        out += p.pending + p.castles + p.under_shields + p.declared
        for cr in p.battle:
            out += [*cr.cards, *cr.linked_cards, *cr.auras]
    return out
