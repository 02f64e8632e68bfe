"""A ``do`` list as the catalog's steps: the steps of one ability read together (a choice used by a later step, a
search, restated sentences, repeats, battles of chosen creatures) and whether the ability is optional."""

from __future__ import annotations

import re
from typing import Any

from engine.catalog.text.entries.steps import SHIELD_OPS, bare_args, conventions, export_step, step_args
from engine.catalog.text.grammar import KEYWORD_REMINDERS, TRIGGERS_USABLE
from engine.catalog.text.templates import Value

_PUTS = ("put from zone", "put from hand", "put from deck", "search deck", "put same name")


# 「…を1体選ぶ。相手はそれを持ち主の墓地／マナゾーンに置く」: the creature chosen, moved. A creature put from
# the battle zone into the graveyard is destroyed (dmwiki 墓地送り: for a creature of one card it is the
# same as 破壊), into the mana zone a mana send; that its owner puts it there changes neither.
_THAT_CARD_MOVES = {"discarded": "destroy", "graveyard": "destroy", "mana zone": "mana send", "hand": "bounce"}


def _that_card_moved(before: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
    """``that card`` after a choice of creatures (``choose``) as the removal of the chosen."""
    to = step["that card"]
    extra: dict[str, Any] = {}
    if isinstance(to, dict) and "to" in to and set(to) <= {"to", "by", "may", "if"} \
            and to.get("by", "opponent") == "opponent":
        extra = {k: v for k, v in to.items() if k in ("may", "if")}  # 「…選び、墓地に置いてもよい」: the move's may
        to = to["to"]
    chosen = before.get("choose mana")
    if isinstance(chosen, dict) and to in ("hand", "discarded", "graveyard"):  # 相手のマナゾーンからカードを選ぶ。…
        m = re.fullmatch(r"up to (\d+)", str(chosen.get("count", 1)))
        n = {"n": int(m.group(1)), "up to": True} if m else {"n": chosen.get("count", 1)}
        return {"mana to hand" if to == "hand" else "mana to graveyard": {"player": chosen.get("player", "opponent"),
                                                                          **n}}
    if "choose" not in before or not isinstance(to, str) or to not in _THAT_CARD_MOVES:
        return step
    return {_THAT_CARD_MOVES[to]: {"target": {"chosen": True}, **extra}}


def _resolve_chosen(steps: list[dict[str, Any]], put_before: bool = False) -> list[dict[str, Any]]:
    """「…を1体選ぶ。そのクリーチャーは…」: a choice used by a single later step becomes that step's
    target. 「そのクリーチャー」 with no choice before it is the creature an earlier step put
    (``that put``), else the creature of the triggering event (``that``)."""
    def uses(step: dict[str, Any]) -> bool:
        args = next(iter(step.values()))
        return isinstance(args, dict) and args.get("target") == {"chosen": True}

    out = [_that_card_moved(steps[i - 1], s) if i and "that card" in s else s for i, s in enumerate(steps)]
    if out and out[0] == {"that card": "graveyard"}:  # 「…カードを置いた時、そのカードを墓地に置く」: the event's card
        out[0] = {"that card to graveyard": {}}
    moves_mana = ("mana to hand", "mana to graveyard")
    out = [s for i, s in enumerate(out)
           if not ("choose mana" in s and i + 1 < len(out) and any(op in out[i + 1] for op in moves_mana))]
    for i, step in enumerate(out):
        if "choose" in step and isinstance(step["choose"], dict):
            users = [j for j in range(i + 1, len(out)) if uses(out[j])]
            if len(users) == 1:  # the choice's own condition (自分が勝った場合、…選ぶ) goes with it
                (op, args), = out[users[0]].items()
                carried = {k: step["choose"][k] for k in ("if", "may") if k in step["choose"]}
                if "if" in carried and "if" in args:
                    carried["if"] = {**carried["if"], **args["if"]}
                out[users[0]] = {op: {**args, "target": step["choose"]["target"], **carried}}
                out[i] = {}
    out = [s for s in out if s]
    if not any("choose" in s for s in out):
        for i, step in enumerate(out):
            (op, args), = step.items()
            put_before = put_before or any(p in out[j] for j in range(i) for p in _PUTS)
            if uses(step):
                out[i] = {op: {**args, "target": {"that put": True} if put_before else {"that": True}}}
            elif op == "delayed" and isinstance(args, dict) and isinstance(args.get("do"), list):
                out[i] = {op: {**args, "do": _resolve_chosen(args["do"], put_before)}}
    return out


def _merge_search(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「自分の山札から…選び、手札に加える。その後、山札をシャッフルする。」 is the engine's search."""
    out: list[dict[str, Any]] = []
    for step in steps:
        if "shuffle deck" in step and out and "put from zone" in out[-1]:
            args = out[-1]["put from zone"]
            if args.get("zone") == "deck" and args.get("to") == "hand":
                out[-1] = {"search deck": {k: v for k, v in args.items() if k not in ("zone", "to")}}
                continue
        out.append(step)
    return out


def _drop_put_back(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「…シールドを1枚選んで見る。その後、それを元に戻す」: looking at shields leaves them where they are,
    so the second sentence restates it (the engine's ``look at shields``)."""
    return [s for i, s in enumerate(steps)
            if not (list(s) == ["put back"] and s["put back"] in ({}, True, None) and i
                    and "look at shields" in steps[i - 1])]


def triggers_usable(raw: Value, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「…シールドを…手札に加える。(その「S・トリガー」を使ってもよい)」: the reminder says the shields put
    into the hand keep their shield triggers — the last step says so (``shield triggers: true``; an
    operation that has no such argument is refused by the loader, never read without it)."""
    reminder = raw.get("_kr") if isinstance(raw, dict) else None
    index = reminder.get("reminder") if isinstance(reminder, dict) else None
    if not isinstance(index, int) or KEYWORD_REMINDERS[index] not in TRIGGERS_USABLE:
        return steps
    if not steps or len(steps[-1]) != 1:
        return steps
    (op, args), = steps[-1].items()
    return [*steps[:-1], {op: {**step_args(op, args), "shield triggers": True}}]


def _drop_no_shield_trigger(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「…シールドを1枚…手札に加える。ただし、その「S・トリガー」は使えない」: the engine's shield operations
    (:data:`SHIELD_OPS`) never let their shields' shield triggers be used, so the second sentence
    restates the first's (kept only where the step before is no such operation: the loader refuses it)."""
    return [s for i, s in enumerate(steps)
            if not (list(s) == ["no shield trigger"] and i and any(op in steps[i - 1] for op in SHIELD_OPS))]


# Operations that move n cards, or fewer if there are fewer (「1体しかない場合は、その1体を」 restates it),
# and where they put them.
_FEWER_IF_FEWER = {"put from zone": "to", "discard": "graveyard"}


def _drop_restated(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Sentences that restate the step before them as the engine reads it: 「…2体選び、手札に戻す。1体しか
    ない場合は、その1体を手札に戻す」 after an operation that takes fewer if there are fewer; 「その後、それを
    元に戻す」 after looking at the deck (the cards stay; 「好きな順番で」: the controller orders them)."""
    out: list[dict[str, Any]] = []
    for s in steps:
        (op, args), = s.items() if len(s) == 1 else ((None, None),)
        prev = next(iter(out[-1].items())) if out and len(out[-1]) == 1 else (None, None)
        if op == "if only one" and prev[0] in _FEWER_IF_FEWER:
            where = _FEWER_IF_FEWER[str(prev[0])]
            if args == (prev[1].get(where) if where == "to" and isinstance(prev[1], dict) else where):
                continue
        if op == "put back" and prev[0] == "look at deck" and args in ({}, {"order": "any"}, True, None):
            if args == {"order": "any"}:
                out[-1] = {"look at deck": {**step_args("look at deck", prev[1]), "reorder": True}}
            continue
        out.append(s)
    return out


def _repeat_previous(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「…。これをあと2回まで行ってよい」: the step before, done up to n more times, each time if its
    controller wants (``repeat: {n, do: [the step, may]}``)."""
    out: list[dict[str, Any]] = []
    for s in steps:
        args = s.get("repeat") if list(s) == ["repeat"] else None
        if isinstance(args, dict) and set(args) <= {"value", "may"} and out:
            m = re.fullmatch(r"up to (\d+)", str(args.get("value")))
            if m:
                (op, prev), = out[-1].items()
                again = {**step_args(op, prev), "may": True}
                out.append({"repeat": {"n": int(m.group(1)), "do": [{op: again}]}})
                continue
        out.append(s)
    return out


def _shield_force_filter(value: Any) -> Any:
    """「「シールド・フォース」を持つクリーチャー」: シールド・フォース is no keyword of the engine (its abilities
    are under ``if: {shield force: true}``): the filter key ``shield force``."""
    if isinstance(value, list):
        return [_shield_force_filter(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _shield_force_filter(v) for k, v in value.items()}
    if out.get("keyword") == "shield force":
        del out["keyword"]
        out["shield force"] = True
    return out


def _card_moved(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「自分の山札の上から1枚目を、マナゾーンに置く。そのカードがクリーチャーであれば、…」: after a step that puts the
    top card into the mana zone, 「そのカード」 is that card (the condition ``card moved is``)."""
    out: list[dict[str, Any]] = []
    for s in steps:
        prev = out[-1] if out else {}
        discarded = list(prev) == ["discard"] and isinstance(prev["discard"], dict) and prev["discard"].get("n") == 1
        put_one = prev in ({"mana from deck": 1}, {"mana from deck": {"n": 1}}) or discarded
        (op, args), = s.items()
        cond = args.get("if") if isinstance(args, dict) else None
        if put_one and isinstance(cond, dict) and list(cond) == ["that card is"]:
            s = {op: {**args, "if": {"card moved is": cond["that card is"]}}}
        elif put_one and isinstance(cond, dict) and list(cond) == ["that card is not"] \
                and isinstance(cond["that card is not"], dict) and len(cond["that card is not"]) == 1 \
                and isinstance(next(iter(cond["that card is not"].values())), bool):
            (key, value), = cond["that card is not"].items()  # 「それが多色カードでない場合」: the other value
            s = {op: {**args, "if": {"card moved is": {key: not value}}}}
        out.append(s)
    return out


def _that_creature(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「…クリーチャーを1体選び、タップする。それがドラゴンであれば、…」: after a step that targets creatures,
    「それ」 is the creature it chose — the condition ``that creature is`` (what another 「そのカード」 is,
    a card put or revealed, stays ``that card is``: the engine reads no such card yet)."""
    out: list[dict[str, Any]] = []
    for s in steps:
        prev = next(iter(out[-1].values())) if out and len(out[-1]) == 1 else None
        targeted = isinstance(prev, dict) and isinstance(prev.get("target"), dict) and "count" in prev["target"]
        if len(s) == 1 and targeted:
            (op, args), = s.items()
            cond = args.get("if") if isinstance(args, dict) else None
            if isinstance(args, dict) and isinstance(cond, dict) and list(cond) == ["that card is"]:
                s = {op: {**args, "if": {"that creature is": cond["that card is"]}}}
        out.append(s)
    return out


def chained_condition(do: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「そうした場合、Aし、Bする」: the condition a sentence opens with holds for every step it chains with 、 (B
    too), not for its first step only (read before the hints that mark the chain, ``_j``, are dropped)."""
    out: list[dict[str, Any]] = []
    for step in do:
        prev = out[-1] if out else None
        if isinstance(step, dict) and step.get("_j") == "、" and "if" not in step and isinstance(prev, dict) \
                and isinstance(prev.get("if"), dict) and list(prev["if"]) == ["moved a card"]:
            step = {"if": prev["if"], **step}
        out.append(step)
    return out


def export_do(do: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], bool]:
    """A ``do`` list and whether the ability is optional (its first step is a "may")."""
    steps = _drop_no_shield_trigger(_drop_put_back([s for step in do for s in export_step(step)]))
    steps = _repeat_previous(_drop_restated(steps))
    steps = _resolve_chosen(_merge_search([{op: conventions(op, args)} for s in steps for op, args in s.items()]))
    steps = _merge_reveal(_battle_chosen(_card_moved(_that_creature([_shield_force_filter(s) for s in steps]))))
    steps = [_opponents_next_turn(s) for s in _looked_to_bottom(_chosen_from_hand(steps))]
    steps = [_opponents_may(s) for s in steps]
    optional = False
    if steps:
        (op, args), = steps[0].items()
        if isinstance(args, dict) and args.get("may") is True and args.get("player") == "each":
            steps[0] = {op: {**args, "may": "each"}}  # 各プレイヤーは…てもよい: each player's own choice
        elif isinstance(args, dict) and args.get("may") is True:
            optional = True
            rest = {k: v for k, v in args.items() if k != "may"}
            steps[0] = {op: bare_args(op, rest)}
    return steps, optional


def _opponents_next_turn(step: dict[str, Any]) -> dict[str, Any]:
    """「(相手のクリーチャーを1体選ぶ。)そのクリーチャーは、次のターン、可能であれば攻撃する」 (高波男): what an
    opponent's creature gets for "the next turn" — the opponent's — lasts until the controller's next turn starts
    (the same moment when no extra turn comes between them)."""
    (op, args), = step.items()
    if op == "grant" and isinstance(args, dict) and args.get("until") == "end of next turn" \
            and isinstance(args.get("target"), dict) and args["target"].get("player") == "opponent":
        return {op: {**args, "until": "start of your next turn"}}
    return step


def _looked_to_bottom(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「相手の山札の上から1枚目を見る。そのカードを、持ち主の山札の一番下に戻してもよい」: the look's
    ``may bottom``."""
    out: list[dict[str, Any]] = []
    for step in steps:
        look = out[-1].get("look at deck") if out and list(out[-1]) == ["look at deck"] else None
        if isinstance(look, dict) and look.get("n") == 1 and step == {"that card": {"to": "deck bottom", "may": True}}:
            out[-1] = {"look at deck": {**look, "may bottom": True}}
            continue
        out.append(step)
    return out


def _chosen_from_hand(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「相手の手札を見て、その中から1枚選ぶ。相手はそれを持ち主の墓地に置く」 (策略の手): the hand is looked at, and
    the cards chosen from it are discarded, the effect's controller choosing (``discard``, ``pick: you choose``)."""
    out: list[dict[str, Any]] = []
    for step in steps:
        look = out[-1].get("look at hand") if out and list(out[-1]) == ["look at hand"] else None
        if isinstance(look, dict) and "choose" in look and step == {"that card": "discarded"}:
            out[-1] = {"look at hand": {k: v for k, v in look.items() if k != "choose"}}
            out.append({"discard": {"player": look.get("player", "opponent"), "n": look["choose"],
                                    "pick": "you choose"}})
            continue
        out.append(step)
    return out


def _opponents_may(step: dict[str, Any]) -> dict[str, Any]:
    """「相手は…選び、…戻してもよい」: the "may" of a step the opponent does (they choose its target, or it is
    done ``by`` them) is the opponent's (``may: opponent``), not the ability's controller's."""
    (op, args), = step.items()
    if not isinstance(args, dict) or args.get("may") is not True:
        return step
    target = args.get("target")
    if (isinstance(target, dict) and target.get("chooser") == "opponent") or args.get("by") == "opponent":
        return {op: {**args, "may": "opponent"}}
    return step


# Where 「それが…であれば…」 puts the revealed top card (``then``), and where 「それ以外のカードであれば…」 does
# (``else``).
_REVEAL_THEN = {"hand": "hand", "battle zone": "battle zone", "cast": "cast"}
_REVEAL_ELSE = {"graveyard": "graveyard", "deck bottom": "bottom", "hand": "hand"}


def _merge_reveal(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「自分の山札の上から1枚目を表向きにする。それが…であれば、手札に加える。それ以外のカードであれば、墓地に置く。」
    is the engine's ``reveal top`` (filter, then, else); with no 「それ以外」 the card stays on top."""
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(steps):
        step = steps[i]
        then = _that_card(steps[i + 1]) if i + 1 < len(steps) and list(step) == ["reveal top"] \
            and step["reveal top"] in (1, {"n": 1}) else None
        if then is None or "that card is" not in then[1] or then[0] not in _REVEAL_THEN:
            out.append(step)
            i += 1
            continue
        merged: dict[str, Any] = {"filter": _flip_not(then[1]["that card is"]), "then": _REVEAL_THEN[then[0]]}
        if then[2]:
            merged["may take"] = True  # 「…であれば、手札に加えてもよい」: the controller may leave it on top
        other = _that_card(steps[i + 2]) if i + 2 < len(steps) else None
        if other is not None and other[1] == {"otherwise": True} and other[0] in _REVEAL_ELSE:
            merged["else"] = _REVEAL_ELSE[other[0]]
            i += 1
        out.append({"reveal top": merged})
        i += 2
    return out


def _flip_not(filt: Any) -> Any:
    """「…以外の」 of one yes/no key as that key's other value (「進化クリーチャー以外のクリーチャー」: ``evolution:
    false``), the filters' own way of saying it."""
    if isinstance(filt, dict) and isinstance(filt.get("not"), dict) and len(filt["not"]) == 1:
        (key, value), = filt["not"].items()
        if isinstance(value, bool):
            return {**{k: v for k, v in filt.items() if k != "not"}, key: not value}
    return filt


def _that_card(step: dict[str, Any]) -> tuple[str, dict[str, Any], bool] | None:
    """A step moving the card an earlier step revealed: (where, its condition, whether it is a "may"); None
    for another step. 「コストを支払わずにすぐに唱えてもよい」 (``cast that card``) casts it: where is ``cast``."""
    if list(step) == ["cast that card"] and isinstance(step["cast that card"], dict):
        args: Any = {"to": "cast", **{k: v for k, v in step["cast that card"].items() if k in ("if", "may")}}
    else:
        args = step.get("that card") if list(step) == ["that card"] else None
    if not isinstance(args, dict) or set(args) - {"may"} != {"to", "if"} or not isinstance(args["if"], dict) \
            or args.get("may", True) is not True:
        return None
    return str(args["to"]), args["if"], bool(args.get("may"))


def _battle_chosen(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """「…を2体選び、その2体にバトルさせる」 (``battle`` with a target) and 「…を2体選び、タップする。そのクリーチャー
    同士をバトルさせる」 (``pair: chosen`` after a step that chose them): the creatures are chosen first
    (``choose``), the steps act on them (``chosen``), and they battle (``pair: chosen``)."""
    out: list[dict[str, Any]] = []
    for step in steps:
        (op, args), = step.items()
        if op == "battle" and isinstance(args, dict) and isinstance(args.get("target"), dict):
            rest = {k: v for k, v in args.items() if k not in ("target", "n", "pair")}
            out += [{"choose": {"target": args["target"]}}, {"battle": {**rest, "pair": "chosen"}}]
            continue
        if op == "battle" and isinstance(args, dict) and args.get("pair") == "chosen" and out:
            (prev, pargs), = out[-1].items()
            target = pargs.get("target") if isinstance(pargs, dict) else None
            if prev != "choose" and isinstance(target, dict) and not target.get("chosen"):
                out[-1:] = [{"choose": {"target": target}}, {prev: {**pargs, "target": {"chosen": True}}}]
        out.append(step)
    return out
