"""An oracle of what the comprehensive rules (Ver.1.48) allow a player to try, written as data.

It does not call the engine's legality code (engine.mechanics.playing / combat / legal / turn_steps):
it reads plain facts — where a card is, its printed type and cost, whose turn it is, what the
adversarial player saw done this turn (:class:`TurnLog`) — and the table :data:`ACTIONS`, one row
per action, quoting its rules. Its answer is ``refuse`` (a rule forbids it: the engine must refuse),
``allow`` (the rules ask nothing more: the engine must allow it), or ``None`` (the table does not
decide: a card text may change it). scenarios/adversary.py plays it against the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.model.cards import CardDef, CardType
from engine.model.objects import Card, Creature, Zone

MANA_CHARGE, MAIN, ATTACK = 3, 4, 5  # the steps' order (500.1): ターン開始, ドロー, マナチャージ, メイン, 攻撃, 終了
CREATURES = frozenset({CardType.CREATURE, CardType.EVOLUTION_CREATURE})  # summoned from the hand for a cost


@dataclass(frozen=True)
class Row:
    """What an action needs: its step, where the card is, what type it is, and the rules that say so."""

    step: int
    step_rule: str
    zone: Zone
    types: frozenset[CardType] | None  # None: any card
    type_rule: str
    pays: bool  # a cost of mana: the mana zone must hold at least that many cards (107.2, 112.2)


ACTIONS: dict[str, Row] = {
    # 503.1 ターン・プレイヤーは手札からカードを1枚…マナゾーンに置く（チャージする）ことができます
    "charge": Row(MANA_CHARGE, "503.1", Zone.HAND, None, "503.1", False),
    # 504.1 通常、メインステップにのみ、ターン・プレイヤーはカードを実行することができます
    # 805.4a / 811.2a: psychic and GR creatures are never summoned for their cost
    "summon": Row(MAIN, "504.1", Zone.HAND, CREATURES, "805.4a", True),
    "cast": Row(MAIN, "504.1", Zone.HAND, frozenset({CardType.SPELL}), "302", True),
    "generate": Row(MAIN, "504.1", Zone.HAND, frozenset({CardType.CROSS_GEAR}), "303", True),
    "use tamaseed": Row(MAIN, "504.1", Zone.HAND, frozenset({CardType.TAMASEED}), "315", True),
    # 505.2 攻撃ステップの間、ターン・プレイヤーのクリーチャーは非ターン・プレイヤーとそのプレイヤーのタップ状態の
    # クリーチャーに対して攻撃することができます
    "attack": Row(ATTACK, "505.2", Zone.BATTLE, CREATURES | {CardType.PSYCHIC_CREATURE, CardType.GR_CREATURE},
                  "505.3", False),
}


@dataclass
class TurnLog:
    """What the adversarial player saw done this turn (its own record, not the engine's)."""

    turn: tuple[str, int] = ("", 0)
    step: int = MANA_CHARGE  # a turn's actions begin in the mana charge step (501, 502 are automatic)
    charges: int = 0
    at_start: set[int] = field(default_factory=set)  # ids of the turn player's creatures as the turn began

    def new_turn(self, turn: tuple[str, int], creatures: set[int]) -> None:
        if turn != self.turn:
            self.turn, self.step, self.charges, self.at_start = turn, MANA_CHARGE, 0, creatures

    def done(self, kind: str) -> None:
        """An action went through: the turn moved on to its step (500.2a: never back)."""
        self.step = max(self.step, ACTIONS[kind].step)
        self.charges += kind == "charge"


@dataclass(frozen=True)
class Attempt:
    """One action a player tries: ``card`` for a card action (``onto``: the evolution source
    named), ``attacker`` and ``target`` (a player's name or a creature) for an attack."""

    kind: str
    player: str
    card: Card | None = None
    zone: Zone | None = None  # where the card is (as the attempt was made)
    onto: Creature | None = None
    attacker: Creature | None = None
    target: Creature | str | None = None


@dataclass(frozen=True)
class Judgement:
    verdict: str | None  # "refuse", "allow", or None: not decided by the table
    why: str


# Keywords that change nothing of whether a creature may attack (506.1a): the table judges those attackers.
PLAIN_KEYWORDS = frozenset({"blocker", "w breaker", "t breaker", "speed attacker", "unblockable", "power attacker",
                            "shield trigger"})


def _abilities_free(d: CardDef) -> bool:
    """A card whose text adds nothing to when and how it is used (no ability, keywords at most)."""
    return not d.abilities


def judge(attempt: Attempt, turn_player: str, log: TurnLog, mana_cards: int, *, simple_board: bool,
          attacker_tapped: bool = False, target_tapped: bool = False, target_owner: str = "",
          speed_attacker: bool = False, onto_matches: bool | None = None, waiting: bool = False) -> Judgement:
    """What the rules say of ``attempt``. ``simple_board``: no card in either battle zone has an ability
    (nothing there can lock, permit or reduce); ``onto_matches``: whether the source named meets the
    evolution condition's printed race / civilization (None: not an evolution, or not judged)."""
    row = ACTIONS[attempt.kind]
    if attempt.player != turn_player:
        return Judgement("refuse", f"only the turn player {attempt.kind}s (504.1, 505.2, 503.1: ターン・プレイヤー)")
    if waiting:
        return Judgement(None, "effects are waiting: not judged")
    if log.step > row.step:
        return Judgement("refuse", f"{attempt.kind} belongs to step {row.step} ({row.step_rule}); the turn is past it"
                                   " (500.2a)")
    if attempt.kind == "attack":
        return _attack(attempt, log, attacker_tapped, target_tapped, target_owner, speed_attacker, simple_board)
    card = attempt.card
    if card is None:
        return Judgement(None, "no card named")
    d = card.definition
    free_card = _abilities_free(d)
    if attempt.zone is not row.zone:
        return Judgement("refuse" if free_card and simple_board else None,
                         f"{attempt.kind} uses a card of the {row.zone.value} ({row.step_rule})")
    if row.types is not None and d.type not in row.types:
        twinpact = d.spell_side is not None
        return Judgement(None if twinpact else "refuse",
                         f"a {d.type} is not what {attempt.kind} uses ({row.type_rule})")
    if attempt.kind == "charge":
        if log.charges >= 1:
            return Judgement("refuse" if simple_board else None, "one charge a turn (503.2)")
        return Judgement("allow" if simple_board else None, "503.1: a card of the hand, in the mana charge step")
    if d.type is CardType.EVOLUTION_CREATURE and attempt.onto is not None and onto_matches is False:
        return Judgement("refuse" if free_card and simple_board else None, "an improper evolution source (801.1a)")
    if row.pays and mana_cards < d.cost and free_card and simple_board:
        return Judgement("refuse", f"a cost of {d.cost} with {mana_cards} mana cards (107.2, 112.2)")
    return Judgement(None, "the cost and the card's own conditions are the engine's to judge")


def _attack(attempt: Attempt, log: TurnLog, tapped: bool, target_tapped: bool, target_owner: str,
            speed: bool, simple_board: bool) -> Judgement:
    attacker = attempt.attacker
    if attacker is None:
        return Judgement(None, "no attacker named")
    if attacker.controller != attempt.player:
        return Judgement("refuse", "only the turn player's creatures attack (505.2)")
    if attacker.definition.type not in ACTIONS["attack"].types:  # type: ignore[operator]
        return Judgement("refuse", "only creatures attack (505.3)")
    if tapped:
        return Judgement("refuse", "a tapped creature cannot be chosen to attack (506.1a, 506.1c)")
    target = attempt.target
    if isinstance(target, str):
        if target == attempt.player:
            return Judgement("refuse", "a player attacks the non-turn player, not themself (505.2)")
    elif target_owner == attempt.player:
        return Judgement("refuse", "a creature attacks the opponent's creatures, not its own side (505.2)")
    elif not target_tapped:
        return Judgement("refuse" if simple_board else None, "an untapped creature is not attacked (505.2)")
    # 801.3: an evolution creature has no summoning sickness; else one not there as the turn began has it
    evolution = attacker.definition.type is CardType.EVOLUTION_CREATURE
    sick = id(attacker) not in log.at_start and not speed and not evolution
    if sick:
        return Judgement("refuse" if simple_board else None, "summoning sickness (506.1a)")
    plain = _abilities_free(attacker.definition) and attacker.definition.keywords <= PLAIN_KEYWORDS
    return Judgement("allow" if simple_board and plain else None,
                     "505.2: an untapped creature that did not enter this turn")
