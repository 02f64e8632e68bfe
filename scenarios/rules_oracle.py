"""An oracle of what the comprehensive rules (Ver.1.48) allow a player to try, written as data.

It does not call the engine's legality code (engine.mechanics.playing / combat / legal / turn_steps):
it reads plain facts — where a card is, its printed type and cost, whose turn it is, what the
adversarial player saw done this turn (:class:`TurnLog`) — and the table :data:`ACTIONS`, one row
per action, quoting its rules. Its answer is ``refuse`` (a rule forbids it: the engine must refuse),
``allow`` (the rules ask nothing more: the engine must allow it), or ``None`` (the table does not
decide: a card text may change it). scenarios/adversary.py plays it against the engine.

Two more tables judge the middle of the procedure: :data:`MIDWAY` (no action of a player's own while an
attack is in progress or effects wait: 505.1, 505.4, 101.4a, 101.4d, 500.2), and :data:`DECLARATION_WINDOWS`
(which player declares a block or a declared ability, in which part of an attack: 506.3b, 506.3d, 507.1,
507.3f), read against the events of the attack so far (the attack's own record, not its sub-step).
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


# 500.2, 505.1, 505.4, 101.4a, 101.4d: the moments when no player takes an action of their own
MIDWAY: dict[str, str] = {
    "attack": "an attack is in progress: its sub-steps come in order and one attack is made at a time (505.1, 505.4)",
    "waiting": "effects wait or are being processed: nothing is put in between (101.4a, 101.4d, 500.2)",
    "procedure": "an action or an effect is being carried out: nothing is put in between (101.4d)",
}


@dataclass(frozen=True)
class Window:
    """When a declaration is made in an attack: by whom ("turn" / "non-turn" player), and the events of the
    attack after which its part of the attack is over (the block creature step begins with the block or its
    absence, 507; the battle step with the attacker's battle, 508)."""

    who: str
    too_late_after: frozenset[str]
    rule: str
    who_once_blocked: str = ""  # whose it is once the attacker is blocked, if another player's


_BLOCK_STEP_BEGUN = frozenset({"blocked", "unblocked"})  # 507.2c: the attacker is blocked or not blocked
DECLARATION_WINDOWS: dict[str, Window] = {
    # 507.1 非ターン・プレイヤーは、攻撃先を変更する能力を使用するクリーチャーを選びます (again after a block: 507.2)
    "block": Window("non-turn", frozenset({"unblocked", "battle"}), "507.1"),
    # 506.3b まずターン・プレイヤー側が使用するものをすべて宣言します (革命チェンジ, 侵略, アタック・チャンス)
    "revolution change": Window("turn", _BLOCK_STEP_BEGUN, "506.3b"),
    "invasion": Window("turn", _BLOCK_STEP_BEGUN, "506.3b"),
    "attack chance": Window("turn", _BLOCK_STEP_BEGUN, "506.3b"),
    # 506.3d 非ターン・プレイヤー側の、使用宣言が必要な誘発型能力の宣言; ニンジャ・ストライク 「相手のクリーチャーが攻撃
    # またはブロックした時」: on the opponent's block it is the turn player's, in the block creature step (507.3d)
    "ninja strike": Window("non-turn", frozenset({"battle"}), "506.3d, 507.3d", who_once_blocked="turn"),
    "revolution 0 trigger": Window("non-turn", _BLOCK_STEP_BEGUN, "506.3d"),
}


def judge_declaration(kind: str, player: str, turn_player: str, in_attack: bool, events: set[str]) -> Judgement:
    """Whether the engine may ask ``player`` to declare ``kind`` now (``events``: the kinds of the events of
    the attack in progress so far), by :data:`DECLARATION_WINDOWS`; kinds the table lacks are not judged."""
    window = DECLARATION_WINDOWS.get(kind)
    if window is None:
        return Judgement(None, f"{kind}: no window in the table")
    if not in_attack:
        return Judgement("refuse", f"{kind} is declared in an attack ({window.rule}); none is in progress")
    who = window.who_once_blocked if window.who_once_blocked and "blocked" in events else window.who
    if (player == turn_player) != (who == "turn"):
        return Judgement("refuse", f"{kind} is the {who} player's to declare then ({window.rule})")
    late = window.too_late_after & events
    if late:
        return Judgement("refuse", f"{kind} is declared before the attack's {', '.join(sorted(late))} ({window.rule})")
    return Judgement("allow", f"{kind}: the {window.who} player, in its part of the attack ({window.rule})")


@dataclass
class TurnLog:
    """What the adversarial player saw done this turn (its own record, not the engine's)."""

    turn: tuple[str, int] = ("", 0)
    step: int = MANA_CHARGE  # a turn's actions begin in the mana charge step (501, 502 are automatic)
    charges: int = 0
    at_start: set[int] = field(default_factory=set)  # ids of the turn player's creatures as the turn began
    in_attack: bool = False  # an attack was chosen and is being carried out (its own record: the play chosen)

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
          speed_attacker: bool = False, onto_matches: bool | None = None, midway: str = "") -> Judgement:
    """What the rules say of ``attempt``. ``simple_board``: no card in either battle zone has an ability
    (nothing there can lock, permit or reduce); ``onto_matches``: whether the source named meets the
    evolution condition's printed race / civilization (None: not an evolution, or not judged); ``midway``: the
    procedure is in the middle of something (a key of :data:`MIDWAY`), so no action is taken."""
    row = ACTIONS[attempt.kind]
    if attempt.player != turn_player:
        return Judgement("refuse", f"only the turn player {attempt.kind}s (504.1, 505.2, 503.1: ターン・プレイヤー)")
    if midway:
        return Judgement("refuse", MIDWAY[midway])
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
