"""Compiled cards as catalog entries (the shape of ``engine/catalog/cards/*.yaml``).

The compiler's values keep the text's structure (one list of items per line) and surface hints;
this module turns a compiled card into one catalog entry: keywords gathered, abilities in text
order with ``when``/``do``/``text``, "may" lifted to ``optional``, headers (「次の能力」) applied to
the line they introduce, internal trigger events mapped to the engine's names, hints dropped.
"""

from __future__ import annotations

import copy
import csv
import re
from pathlib import Path
from typing import Any

import yaml

from engine.catalog.text.compiler import CompiledCard
from engine.catalog.text.grammar import CIVILIZATIONS, KEYWORD_REMINDERS, TRIGGERS_USABLE
from engine.catalog.text.templates import Value, strip_hints
from engine.catalog.writing import write_atomic
from engine.mechanics.abilities import GIVEN_STATICS

CARD_TYPES = {
    "クリーチャー": "creature",
    "進化クリーチャー": "evolution creature",
    "進化クリーチャー(進化V)": "evolution creature",
    "進化クリーチャー(進化GV)": "evolution creature",
    "進化クリーチャー(マナ進化)": "evolution creature",
    "進化クリーチャー(マナ進化V)": "evolution creature",
    "呪文": "spell",
    "クロスギア": "cross gear",
    "進化クロスギア": "evolution cross gear",
    "城": "castle",
}

# Headers (「…次の能力を…」) and what they make of the ability on the next line.
HEADER_WHEN = {"tap skill": "tap skill", "crossed tap skill": "crossed tap skill", "silent skill": "silent skill"}
# Headers whose gated one-shot effect happens as the card is used (creature: enters; spell: cast).
HEADER_ON_USE = ("o drive", "fort e", "thrilling three", "metamorph", "shield force", "launcher e")
# Headers that are also a keyword other cards look for (ウェーブストライカー: two or more others with it).
HEADER_KEYWORDS = ("wave striker",)
HEADER_IF: dict[str, dict[str, Any]] = {
    "wave striker": {"wave striker": True}, "metamorph": {"you have at least mana cards": 7},
    "accel": {"crossed": True}, "super accel": {"you have a crossed creature": True},
    "shield force": {"shield force": True}, "turbo rush": {"turbo rush": True}}


# ------------------------------------------------------------------------------------ triggers

def _rename_player(d: dict[str, Any]) -> dict[str, Any]:
    return {("whose" if k == "player" else k): v for k, v in d.items()}


def export_when(when: Value) -> Value:
    """An internal trigger value as the catalog's ``when:`` (an event name or {event, filters}; several
    events 「…時、または、…時」: a list of them)."""
    if not isinstance(when, dict):
        return when
    if "any event" in when:  # 「…時または…時」: one ability, several events
        rest = {k: v for k, v in when.items() if k != "any event"}
        return [export_when({**rest, **sub}) for sub in when["any event"]]  # the catalog's list of events
    w = dict(when)
    w.pop("while in battle zone", None)  # the default: abilities wait from the battle zone
    event = w.get("event")
    if isinstance(event, str) and event.startswith("creature "):
        verb = event[len("creature "):]
        if w.pop("self", False):
            name = {"enters": "this enters", "attacks": "this attacks", "destroyed": "this destroyed",
                    "leaves": "this leaves", "wins a battle": "this wins a battle",
                    "breaks a shield": "this breaks a shield"}.get(verb)
            if verb == "put into graveyard":
                w["event"], w["to"] = "this leaves", "graveyard"
            elif verb == "unblocked":
                w["event"], w["self"] = "your creature unblocked", True
            else:
                w["event"] = name or f"this {verb}"
        elif w.pop("crossed", False):
            w["event"] = f"crossed creature {verb}"
        else:
            player = w.pop("player", None)
            if verb == "destroyed" and w.pop("other", False):
                w["event"] = "another creature destroyed"
                if player:
                    w["whose"] = player
            elif player == "you" and verb in ("enters", "attacks", "leaves", "unblocked"):
                w["event"] = f"your creature {verb}"
            elif player == "opponent" and verb in ("attacks", "unblocked"):
                w["event"] = f"opponent creature {verb}"
            else:
                w["event"] = f"a creature {verb}" if verb != "enters" else "a creature enters"
                if player:
                    w["whose"] = player
    nested = w.pop("filter", None)  # 「自分の光の呪文を唱える時」: the filter's keys are the trigger's own
    if isinstance(nested, dict):
        w.update(nested)
    w = _rename_player(w)
    if list(w) == ["event"]:
        return w["event"]
    return w


# ------------------------------------------------------------------------------------ steps

def _number(v: Value) -> Value:
    if isinstance(v, str) and re.fullmatch(r"-?\d+", v):
        return int(v)
    return v


def _clean(v: Value, key: str | None = None) -> Value:
    """Numbers as numbers; in card filters (``filter:``) the owner is ``whose`` (FILTER_KEYS); a
    condition the engine has under another name gets that name."""
    if isinstance(v, dict):
        out = {k: _clean(x, k) for k, x in v.items()}
        named = out.get("you have creatures")
        if isinstance(named, dict) and list(named) == ["filter", "fewer than"] and named["fewer than"] == 1 \
                and isinstance(named["filter"], dict) and list(named["filter"]) == ["name"]:
            out = {("you have no creature named" if k == "you have creatures" else k):
                   (named["filter"]["name"] if k == "you have creatures" else x) for k, x in out.items()}
        if key == "filter" and "player" in out:
            out = {("whose" if k == "player" else k): x for k, x in out.items()}
        return out
    if isinstance(v, list):
        return [_clean(x) for x in v]
    return _number(v)


# The argument name a bare value takes when an operation gets more arguments (``- draw: 1`` ->
# ``draw: {n: 1, if: ...}``).
_SCALAR_ARG = {"that card": "to", "redirect": "to"}


def _args(op: str, args: Value) -> dict[str, Any]:
    if isinstance(args, dict):
        return dict(args)
    if isinstance(args, bool):
        return {}
    if isinstance(args, int):
        return {"n": args}
    return {_SCALAR_ARG.get(op, "value"): args}


def export_step(step: dict[str, Any]) -> list[dict[str, Any]]:
    """One internal step as catalog steps (``{op: args}``); step-level may/if move into args."""
    step = dict(step)
    may = step.pop("may", False)
    cond = step.pop("if", None)
    step.pop("continues", None)
    steps: list[dict[str, Any]]
    if "one of" in step:
        choices = [s for choice in step.pop("one of") for s in export_step(choice)]
        steps = [{"choose one": choices}]
    elif "modify" in step:
        steps = _modify(step.pop("modify"))
    elif "repeat" in step and isinstance(step["repeat"], dict) and "do" in step["repeat"]:
        r = step.pop("repeat")
        steps = [{"repeat": {**{k: v for k, v in r.items() if k != "do"}, "do": export_step(r["do"])}}]
    elif "delayed" in step:
        d = step.pop("delayed")
        inner = [s for part in (d["do"] if isinstance(d["do"], list) else [d["do"]]) for s in export_step(part)]
        # 「…アンタップしてもよい」 is asked as the delayed steps happen (their own may), not now
        asked = any(isinstance(a, dict) and a.get("may") for s in inner for a in s.values())
        steps = [{"delayed": {**{k: v for k, v in d.items() if k != "do" and not (k == "may" and asked)},
                              "do": inner}}]
        may = may and not asked
    else:
        steps = [step]
    out: list[dict[str, Any]] = []
    for i, s in enumerate(map(_engine_op, steps)):
        op = next(iter(s))
        args: Any = s[op]
        others = {k: v for k, v in s.items() if k != op}
        if others:
            args = {**_args(op, args), **others}
        extra: dict[str, Any] = {}
        if may and i == 0:
            extra["may"] = True
        if cond is not None:  # every step one step of the text became (「…され、…を得る」) holds to it
            extra["if"] = cond
        if extra:
            args = {**_args(op, args), **extra}
        out.append({op: _clean(args)})
    return out


def _engine_op(step: dict[str, Any]) -> dict[str, Any]:
    """The engine's operation for a step of the grammar, a card put elsewhere than the battle zone
    read as any card: ``put from zone`` assumes a creature card unless its filter names a type or
    says ``creature: false``, and 「カードを…手札に戻す／マナゾーンに置く」 is any card."""
    out = _engine_form(step)
    args = out.get("put from zone")
    if len(out) == 1 and isinstance(args, dict) and args.get("to", "battle zone") != "battle zone":
        filt = dict(args.get("filter") or {})
        if "creature" not in filt and "type" not in filt:
            return {"put from zone": {**args, "filter": {"creature": False, **filt}}}
    return out


def _engine_form(step: dict[str, Any]) -> dict[str, Any]:
    """The engine's own operation where one exists for the general form the grammar gives.

    - ``destroy``/``untap`` of this creature alone -> ``destroy this`` / ``untap this``;
    - ``destroy`` (tap, bounce, mana send) of 「パワーの一番小さい」 one -> ``pick extreme``;
    - ``put from zone`` from the hand into the battle zone -> ``put from hand``;
    - ``search deck`` into the battle zone or mana zone -> ``put from zone`` (zone: deck).
    """
    if len(step) != 1:
        return step
    (op, args), = step.items()
    if not isinstance(args, dict):
        return step
    if op in ("destroy", "untap") and args.get("target") == {"self": True} and set(args) <= {"target", "_w"}:
        return {f"{op} this": True}
    target = args.get("target")
    if op in ("destroy", "tap", "bounce", "mana send") and isinstance(target, dict) and "extreme" in target \
            and target.get("count", 1) == 1:
        which, by = str(target["extreme"]).split(" ", 1)  # 「パワーの一番小さい」: lowest power
        rest = {k: v for k, v in target.items() if k not in ("extreme", "count", "player") and not k.startswith("_")}
        player = target.get("player", "each")  # no owner: either player's (the targets' convention)
        among = {"filter": rest} if rest else {}
        return {"pick extreme": {"do": op, "player": player, "which": which, "by": by, **among,
                                 **{k: v for k, v in args.items() if k != "target"}}}
    if op == "put from zone" and args.get("zone") == "hand" and "to" not in args:
        return {"put from hand": {k: v for k, v in args.items() if k != "zone"}}
    if op == "put from zone" and args.get("zone") == "mana zone" and args.get("to") == "graveyard" \
            and not args.get("filter"):
        rest = {k: v for k, v in args.items() if k not in ("zone", "to", "filter")}
        return {"mana to graveyard": {"player": "you", **rest}}
    if op == "put from zone" and args.get("zone") == "graveyard" and args.get("to") == "mana zone" \
            and not args.get("filter") and args.get("count") == 1:
        return {"mana from graveyard": {k: v for k, v in args.items() if k not in ("zone", "to", "filter", "count")}}
    if op == "search deck" and args.get("to") in ("battle zone", "mana zone"):
        rest = {k: v for k, v in args.items() if k not in ("to", "reveal")}
        to = {} if args["to"] == "battle zone" else {"to": args["to"]}
        return {"put from zone": {"zone": "deck", **to, **rest}}
    if op == "repeat" and isinstance(args.get("per"), dict):
        rest = {k: v for k, v in args.items() if k != "per"}
        return {"repeat": {"n": {"count": _counted(args["per"])}, **rest}}
    if op == "discard" and isinstance(args.get("per"), dict) and args.get("n", 1) == 1:
        rest = {k: v for k, v in args.items() if k not in ("n", "per")}
        return {"discard": {"n": {"count": _counted(args["per"])}, **rest}}
    if op == "draw" and (isinstance(args.get("per"), dict) and args.get("n", 1) == 1 or "count" in args
                         or isinstance(args.get("n"), dict) and list(args["n"]) == ["count"]):
        rest = {k: v for k, v in args.items() if k not in ("n", "per", "count")}
        counted = args.get("per") or args.get("count") or args["n"]["count"]
        return {"draw": {"n": {"count": _counted(counted)}, **rest}}
    return step


def _counted(spec: dict[str, Any]) -> dict[str, Any]:
    """A count of the grammar (``{zone, player, filter}``; whose cards may be the filter's ``whose``)
    as the engine's count expression: ``player`` from ``whose``; creatures of the battle zone only
    (「バトルゾーンにある…クリーチャー1体につき」: a cross gear there is not counted), every player's when
    the text names no owner."""
    spec = dict(spec)
    filt = dict(spec.pop("filter", None) or {})
    for key in ("whose", "player"):  # the filter's owner key (``player`` until :func:`_clean` renames it)
        if key in filt and "player" not in spec:
            spec["player"] = filt.pop(key)
    if spec.get("zone") == "battle zone":
        filt.setdefault("creature", True)
        spec.setdefault("player", "each")  # 「バトルゾーンにあるクリーチャー1体につき」 names no owner: everyone's
    return {**spec, **({"filter": filt} if filt else {})}


def _modify(m: dict[str, Any]) -> list[dict[str, Any]]:
    """「…のパワーは+n され、「…」を得る」 as the engine's power and grant operations; what else changes
    (…にブロックされない, シールドをさらにn枚ブレイクする) as the modify operation, on the creatures a
    target selects or, for a bare subject, every creature it names while the effect lasts."""
    m = dict(m)
    target = m.pop("target")
    common: dict[str, Any] = {k: m.pop(k) for k in ("until", "while attacking") if k in m}
    steps: list[dict[str, Any]] = []
    if m.pop("untap first", False):  # 「このクリーチャー(は)アンタップされ、…を得る」
        steps.append({"untap": {"target": target}})
    if "power" in m:
        steps.append({"power": {"amount": m.pop("power"), "target": target, **common}})
    if "keywords" in m:
        steps.append({"grant": {"keywords": m.pop("keywords"), "target": target, **common}})
    if m.pop("untap at end of turn", False):  # 「…され、ターンの終わりにアンタップされる」
        steps.append({"delayed": {"at": "end of turn", "do": [{"untap": {"target": target}}]}})
    if m and isinstance(target, dict) and not set(target) & {"count", *_WHOSE[1:]}:
        # a bare subject (その種族のクリーチャーは): every creature it names while the effect lasts
        f = {k: v for k, v in target.items() if k not in ("player", "whose")}
        whose = target.get("player", target.get("whose", "each"))  # no owner named: anyone's
        steps.append({"modify": {"filter": f, "player": whose, **common, **m}})
    elif m:
        steps.append({"modify": {"target": target, **common, **m}})
    return steps


def _unargs(op: str, args: dict[str, Any]) -> Value:
    """The inverse of :func:`_args`: a lone argument back to the bare value."""
    if not args:
        return {}
    if len(args) == 1:
        (k, v), = args.items()
        if (k == "n" or k == _SCALAR_ARG.get(op, "value")) and not isinstance(v, dict):  # a mapping reads as args
            return v
    return args


# Operations whose number of cards is ``n`` (with ``up to: true``), as the engine reads them.
N_OPS = ("mana to graveyard", "mana to deck top", "discard", "shield to graveyard", "hand from mana", "draw",
         "deck to graveyard", "mana from hand", "mana to zone", "mana to hand",
         "shields from hand", "tap mana")
# Operations whose change lasts until the end of the turn without saying so (このターン、…).
ONE_TURN_OPS = ("power", "grant")
# Operations on shields that do nothing when there is none.
SHIELD_OPS = ("add shield to hand", "shield to graveyard")
# Operations that do nothing when there is no card (or creature) to take one from.
_NOTHING_IF_NONE = (*SHIELD_OPS, "break shields", "hand from mana", "destroy", "discard")
# Selection keys that already say whose creature a target is.
_WHOSE = ("player", "self", "chosen", "that", "crossed", "that put")


def _conventions(op: str, args: Value) -> Value:
    """The catalog's conventions for an operation's arguments.

    A target with no owner is ``player: each`` (「バトルゾーンにあるクリーチャー」); 「相手は…自分自身の」
    (``player: own``) is the chooser's; ``n``-operations take ``n``/``up to`` rather than a count;
    a filter of an operation that puts creatures into the battle zone leaves ``creature`` implied.
    """
    if args is True:
        return {}
    if op == "choose one":  # each option follows them too (the options: a list, or one argument of a may)
        def each(options: list[Any]) -> list[Any]:
            return [{o: _conventions(o, a) for o, a in s.items()} if isinstance(s, dict) else s for s in options]
        if isinstance(args, list):
            return each(args)
        if isinstance(args, dict):
            return {k: each(v) if k in ("value", "options") and isinstance(v, list) else v for k, v in args.items()}
    if not isinstance(args, dict):
        return args
    args = dict(args)
    if op in ("repeat", "delayed") and isinstance(args.get("do"), list):  # the steps inside follow them too
        args["do"] = [{o: _conventions(o, a) for o, a in s.items()} for s in args["do"]]
    if op == "put from hand" and args.get("player") == "opponent" and args.get("may"):
        n = re.sub(r"^up to ", "", str(args.get("count", 1)))  # 相手は…出してもよい: the opponent may stop
        args = {**{k: v for k, v in args.items() if k != "may"}, "count": f"up to {n}"}
    if isinstance(args.get("target"), dict) and args["target"].get("each player") and \
            args["target"].get("chooser") == "each":  # 各プレイヤーは…自分のクリーチャーを1体ずつ選び: each their own
        args["target"] = {**{k: v for k, v in args["target"].items() if k != "each player"}, "player": "each"}
    if isinstance(args.get("target"), dict) and args["target"].get("chooser") == "each" \
            and args["target"].get("count") == "all":
        args["target"] = {k: v for k, v in args["target"].items() if k != "chooser"}  # all: no one chooses
    if op == "mana from hand" and args.get("filter") == {}:
        del args["filter"]  # 手札からカードを1枚選び: any card
    if op == "shield to graveyard" and args.get("player") == args.get("chooser") == "each":
        del args["chooser"]  # 各プレイヤーは自分自身のシールドを…選び: each player's own choice, as the engine reads it
    if op == "look and take" and args.get("count") == 1 and args.get("rest count") == int(args.get("n", 1)) - 1:
        args = {k: v for k, v in args.items() if k not in ("count", "rest count")}  # one taken, the others the rest
    if op == "reveal and take" and args.get("count") == "all":
        del args["count"]
        args["take"] = "all"  # その中にあるすべての…を手札に加え
    if op == "reveal and take" and args.get("count") == 1:
        del args["count"]  # その中から…を1枚手札に加え: one, chosen (the operation's default)
    if op == "mana to graveyard" and args.get("chooser") == args.get("player") == "opponent":
        args["chooser"] = "owner"  # 相手は自分自身のマナゾーンから…選び
    one = args.get("n") == 1 or isinstance(args.get("target"), dict) and args["target"].get("count") == 1
    if op in _NOTHING_IF_NONE and args.get("if any") == 1 and one:
        del args["if any"]  # 自分のシールドが1枚でもあれば、その中から1枚: with none these operations do nothing
    if op in ONE_TURN_OPS and args.get("until") == "end of turn":
        del args["until"]  # what these operations give lasts until the end of the turn (engine.mechanics.turns)
    target = args.get("target")
    if isinstance(target, dict):
        target = dict(target)
        if target.get("player") == "own":
            target["player"] = target.get("chooser", "you")
        if not any(k in target for k in _WHOSE):
            target = {"player": "each", **target}
        args["target"] = target
    if op in N_OPS and "count" in args and "n" not in args:
        count = args.pop("count")
        m = re.fullmatch(r"up to (\d+)", str(count))
        args = {"n": int(m.group(1)), "up to": True, **args} if m else {"n": count, **args}
    if op in ("put from hand", "put from zone") and "to" not in args and isinstance(args.get("filter"), dict):
        args["filter"] = {k: v for k, v in args["filter"].items() if k != "creature"}
    return args


_PUTS = ("put from zone", "put from hand", "put from deck", "search deck", "put same name")


# 「…を1体選ぶ。相手はそれを持ち主の墓地／マナゾーンに置く」: the creature chosen, moved. A creature put from
# the battle zone into the graveyard is destroyed (dmwiki 墓地送り: for a creature of one card it is the
# same as 破壊), into the mana zone a mana send; that its owner puts it there changes neither.
_THAT_CARD_MOVES = {"discarded": "destroy", "graveyard": "destroy", "mana zone": "mana send", "hand": "bounce"}


def _that_card_moved(before: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
    """``that card`` after a choice of creatures (``choose``) as the removal of the chosen."""
    to = step["that card"]
    if isinstance(to, dict) and set(to) == {"to", "by"} and to["by"] == "opponent":
        to = to["to"]
    chosen = before.get("choose mana")
    if isinstance(chosen, dict) and to in ("hand", "discarded", "graveyard"):  # 相手のマナゾーンからカードを選ぶ。…
        m = re.fullmatch(r"up to (\d+)", str(chosen.get("count", 1)))
        n = {"n": int(m.group(1)), "up to": True} if m else {"n": chosen.get("count", 1)}
        return {"mana to hand" if to == "hand" else "mana to graveyard": {"player": chosen.get("player", "opponent"),
                                                                          **n}}
    if "choose" not in before or not isinstance(to, str) or to not in _THAT_CARD_MOVES:
        return step
    return {_THAT_CARD_MOVES[to]: {"target": {"chosen": True}}}


def _resolve_chosen(steps: list[dict[str, Any]], put_before: bool = False) -> list[dict[str, Any]]:
    """「…を1体選ぶ。そのクリーチャーは…」: a choice used by a single later step becomes that step's
    target. 「そのクリーチャー」 with no choice before it is the creature an earlier step put
    (``that put``), else the creature of the triggering event (``that``)."""
    def uses(step: dict[str, Any]) -> bool:
        args = next(iter(step.values()))
        return isinstance(args, dict) and args.get("target") == {"chosen": True}

    out = [_that_card_moved(steps[i - 1], s) if i and "that card" in s else s for i, s in enumerate(steps)]
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


def _triggers_usable(raw: Value, steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
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
    return [*steps[:-1], {op: {**_args(op, args), "shield triggers": True}}]


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
                out[-1] = {"look at deck": {**_args("look at deck", prev[1]), "reorder": True}}
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
                again = {**_args(op, prev), "may": True}
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


def export_do(do: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], bool]:
    """A ``do`` list and whether the ability is optional (its first step is a "may")."""
    steps = _drop_no_shield_trigger(_drop_put_back([s for step in do for s in export_step(step)]))
    steps = _repeat_previous(_drop_restated(steps))
    steps = _resolve_chosen(_merge_search([{op: _conventions(op, args)} for s in steps for op, args in s.items()]))
    steps = _battle_chosen(_that_creature([_shield_force_filter(s) for s in steps]))
    optional = False
    if steps:
        (op, args), = steps[0].items()
        if isinstance(args, dict) and args.get("may"):
            optional = True
            rest = {k: v for k, v in args.items() if k != "may"}
            steps[0] = {op: _unargs(op, rest)}
    return steps, optional


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


# ------------------------------------------------------------------------------------ statics

def _target_filter(target: dict[str, Any]) -> dict[str, Any]:
    """A static's subject as the engine's grant/power arguments: player plus filter keys."""
    t = {k: v for k, v in target.items() if k != "count"}
    if t.get("self"):
        return {"self": True, **{k: v for k, v in t.items() if k != "self"}}
    player = t.pop("player", None)
    return ({"player": player} if player else {}) | t


# The argument name of a static kind's value, when the kind gets a subject or a period too.
_STATIC_ARG = {"unblockable by": "filter", "unattackable by": "filter", "unattackable and unblockable by": "filter",
               "may attack": "filter", "cannot block": "filter", "add race": "race", "add civilization": "civilization",
               "extra breaks": "n"}


def _static_kinds(s: dict[str, Any], extra: dict[str, Any]) -> list[dict[str, Any]]:
    """One ``static:`` per remaining kind; the subject/period (``extra``) joins each kind's args."""
    out = []
    for kind, value in s.items():
        if kind == "unblockable by weaker" and value is True:  # the keyword, given to the subject's creatures
            out.append({"static": {"grant": {**extra, "keywords": ["unblockable by weaker"]}}})
            continue
        if kind == "add civilization":  # the subject's civilizations are whose creatures gain it ("of")
            rest = {k: v for k, v in extra.items() if k not in ("player", "civilization")}
            of = extra.get("civilization")
            out.append({"static": {kind: {**({"player": extra["player"]} if "player" in extra else {}),
                                          **({"of": of if isinstance(of, list) else [of]} if of else {}),
                                          **({"filter": rest} if rest else {}), "civilization": value}}})
            continue
        if not extra:
            out.append({"static": {kind: value}})
        elif isinstance(value, dict) and kind not in _STATIC_ARG:
            out.append({"static": {kind: {**extra, **value}}})
        else:
            arg = {} if value is True else {_STATIC_ARG.get(kind, "value"): value}
            out.append({"static": {kind: {**extra, **arg}}})
    return out


def export_static(static: dict[str, Any]) -> list[dict[str, Any]]:
    """An internal static ability as the engine's ``static:`` kinds (one ability per kind).

    ``{target, power, keywords, if, ...}`` becomes ``static: {power: {amount, player, filter}}``
    and ``static: {grant: {filter..., keywords}}``, the condition an ability-level ``if:``;
    ``power per card`` gets its count's keys flattened as the engine reads them.
    """
    s = dict(static)
    cond = s.pop("if", None)
    out: list[dict[str, Any]] = []
    if "power per card" in s:
        ppc = dict(s.pop("power per card"))
        target = ppc.pop("target", {"self": True})
        count = ppc.pop("count", {})
        args = {"amount": ppc.pop("amount"), **(count if isinstance(count, dict) else {"count": count}), **ppc}
        filt = args.get("filter")
        if isinstance(filt, dict) and "whose" in filt and "player" not in args:
            args = {**args, "player": filt["whose"], "filter": {k: v for k, v in filt.items() if k != "whose"}}
            if not args["filter"]:
                del args["filter"]
        if args.get("zone") == "battle zone" and "player" not in args:
            args["player"] = "each"  # 「バトルゾーンにある…1体につき」 without 自分の / 相手の: every player's
        if not target.get("self"):
            args["target"] = _target_filter(target)
        out.append({"static": {"power per card": args}})
    elif "target" in s and ("power" in s or "keywords" in s):
        target = s.pop("target")
        common: dict[str, Any] = {k: s.pop(k) for k in ("while attacking", "while blocking", "while battling",
                                                        "during", "until") if k in s}
        tf = _target_filter(target)
        everyone = "player" not in tf and not set(tf) & {"self", "crossed", "chosen"}  # no 自分の / 相手の
        if "power" in s:
            filt = {k: v for k, v in tf.items() if k != "player"}
            args = {"amount": s.pop("power"), "player": "each" if everyone else tf.get("player", "you"), **common}
            if filt:
                args["filter"] = filt
            out.append({"static": {"power": args}})
        if "keywords" in s:
            whose = {"player": "any"} if everyone else {}
            out.append({"static": {"grant": {**whose, **tf, "keywords": s.pop("keywords"), **common}}})
        out.extend(_static_kinds(s, {**tf, **common}))
    else:
        target = s.pop("target", None)
        extra = _target_filter(target) if target else {}
        if "during" in s:
            extra["during"] = s.pop("during")
        out.extend(_static_kinds(s, extra))
    for ability in out:
        for kind in ("cannot summon", "cannot cast"):
            if isinstance(ability["static"].get(kind), dict):
                ability["static"][kind] = _play_lock(ability["static"][kind])
    if cond is not None:
        for ability in out:
            ability["if"] = cond
    return out


def _play_lock(lock: dict[str, Any]) -> dict[str, Any]:
    """誰も…以外の呪文を唱えることができない: the engine's lock on everyone (``player: any``) that spares
    the cards of a civilization (``except``)."""
    out = {("player" if k == "player" else k): ("any" if k == "player" and v == "each" else v)
           for k, v in lock.items() if k != "not civilization"}
    if "not civilization" in lock:
        out["except"] = {"civilization": lock["not civilization"]}
    return out


# ------------------------------------------------------------------------------------ cards

def _lost_prism(keyword: Value) -> tuple[Value, dict[str, Any]]:
    return keyword, {"when": "this enters", "label": "lost prism", "optional": True,
                     "do": [{"reveal top": {"filter": {"multicolour": True}, "then": "hand", "else": "top"}}]}


def _power_attacker(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """パワーアタッカー+n: the engine's static ability (its amount is not a keyword's)."""
    assert isinstance(keyword, dict)
    return None, {"static": {"power attacker": keyword["power attacker"]}}


def _saver(keyword: Value) -> tuple[Value, dict[str, Any]]:
    filt = keyword["saver"] if isinstance(keyword, dict) else {}
    return "saver", {"instead of": {"event": "a creature destroyed", "whose": "you", **filt, "other": True},
                     "label": "saver", "optional": True, "do": [{"destroy this": {}}]}


# Keyword lines that restate the card type's rule (クロスギア:…, 城-…): the entry's type says it.
TYPE_KEYWORDS = ("cross gear", "castle")

def _g_link(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """G・リンク《X》の左横: the card's ``g link`` field and its ability of entering (as the catalog
    writes 竜極神ゲキ); a link to several gods is not the engine's."""
    assert isinstance(keyword, dict)
    spec = keyword["g link"]
    partners = spec.get("with", []) if isinstance(spec, dict) else []
    if len(partners) != 1:
        return keyword, {}
    return None, {"g link": {"with": partners[0], "side": spec.get("side", "left")},
                  "when": "this enters", "label": "g link", "do": ["g link"]}


def _when_linked(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """このクリーチャーは、リンクしている時「W・ブレイカー」を得る: a grant to itself while linked."""
    assert isinstance(keyword, dict)
    granted = keyword["when linked"]
    if isinstance(granted, dict) and set(granted) == {"power attacker"}:
        return None, {"static": {"grant": {"self": True, "power attacker": granted["power attacker"]}},
                      "if": {"linked": True}}
    if not isinstance(granted, str):
        return keyword, {}
    return None, {"static": {"grant": {"self": True, "keywords": [granted]}}, "if": {"linked": True}}


def _civilizations_filter(value: Value) -> dict[str, Any]:
    """A keyword's subject: ``[fire, nature]`` (火・自然…) or a filter (``{race category: ドラゴン}``)."""
    return {"civilization": value} if isinstance(value, (list, str)) else dict(value)


def _stealth(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """水ステルス (printed: 相手のマナゾーンに水のカードが1枚でもあれば、このクリーチャーはブロックされない)."""
    assert isinstance(keyword, dict)
    return None, {"static": {"grant": {"self": True, "keywords": ["unblockable"]}},
                  "if": {"opponent's mana has civilization": keyword["stealth"]}}


def _slayer_against(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """自然・光スレイヤー: スレイヤー against those civilizations only."""
    assert isinstance(keyword, dict)
    return None, {"static": {"slayer against": {"filter": _civilizations_filter(keyword["slayer"])}}}


def _crew_breaker(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """クルー・ブレイカー:ドラゴン (printed: このクリーチャーは、バトルゾーンにある自分の他のドラゴン1体につき、
    シールドをさらにもう1枚ブレイクする): one more shield per other creature of yours of that race."""
    assert isinstance(keyword, dict)
    race = keyword["crew breaker"]
    f = {**(race if isinstance(race, dict) else {"race": race}), "other": True}
    return None, {"static": {"extra breaks per": {"zone": "battle zone", "player": "you", "filter": f}}}


def _blocker_against(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """火・自然ブロッカー, ドラゴン・ブロッカー: ブロッカー against those attackers only."""
    assert isinstance(keyword, dict)
    return None, {"static": {"blocker against": {"filter": _civilizations_filter(keyword["blocker"])}}}


def _cannot_block(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """このクリーチャーは、パワー2000以下のクリーチャーをブロックできない."""
    assert isinstance(keyword, dict)
    return None, {"static": {"cannot block": {"filter": dict(keyword["cannot block"])}}}


def _l_gate(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """L・ゲート:ドラゴン (printed: このクリーチャーが破壊される時、墓地に置くかわりに、…): a replacement of its
    destruction (the engine's ``l gate`` operation)."""
    assert isinstance(keyword, dict)
    value = keyword["l gate"]
    races = [{"race": r} for r in value] if isinstance(value, list) else \
        [{"race": value}] if isinstance(value, str) else [dict(value)]
    return None, {"instead of": "this destroyed", "label": "l gate", "optional": True,
                  "do": [{"l gate": {"races": races}}]}


def _s_back(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """S・バック-水 (printed: 水のカードを自分のシールドゾーンから手札に加える時、そのカードを捨ててもよい。そうした
    場合、コストを支払わずにこのクリーチャーを召喚する): declared with the shield triggers
    (engine.mechanics.declarations, as the catalog writes 天真妖精オチャッピィ); a spell's is cast
    (:func:`export_card` makes its step ``cast this``)."""
    assert isinstance(keyword, dict)
    return None, {"when": {"event": "your shield goes to hand", "from": "hand", "declare": "s-back",
                           "civilization": keyword["s-back"]}, "label": "s-back", "do": ["summon this"]}


def _sympathy(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """シンパシー:XおよびY: the engine's ``sympathy`` static (its floor: see :func:`export_card`)."""
    assert isinstance(keyword, dict)
    races = keyword["sympathy"]
    return None, {"static": {"sympathy": {"races": list(races) if isinstance(races, list) else [races],
                                          "floor": 2}}}


def _shield_saver(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """シールド・セイバー (printed: 自分のシールドがブレイクされる時、かわりにこのクリーチャーを破壊してもよい), or
    「…自分のシールドが1枚ブレイクされる時、かわりにこのクリーチャーを自分の墓地に置いてもよい」 (not a
    destruction): a replacement of one shield's break."""
    if isinstance(keyword, dict):
        if keyword["shield saver"] != 1:
            return keyword, {}
        return None, {"instead of": "your shield broken", "label": "shield saver", "optional": True,
                      "do": ["put this into graveyard"]}
    return keyword, {"instead of": "your shield broken", "label": "shield saver", "optional": True,
                     "do": ["destroy this"]}


def _magic(keywords: list[Value], abilities: list[dict[str, Any]]) -> None:
    """ナイト・マジック (printed: バトルゾーンに自分のナイトがあれば、この呪文の能力をもう一度使ってもよい): once
    the spell's abilities are used, they may be used once more while its caster has a creature of
    the race: one more ``this cast`` ability, last, with the spell's steps. A spell whose steps
    choose twice (the same creature meant) is not the engine's: the keyword stays, and is refused."""
    at = next((i for i, k in enumerate(keywords) if isinstance(k, dict) and "magic" in k), None)
    if at is None:
        return
    steps = [step for ab in abilities if ab.get("when") == "this cast" and "if" not in ab for step in ab["do"]]
    chosen = [step for step in steps for args in step.values()
              if isinstance(args, dict) and isinstance(args.get("target"), dict) and "count" in args["target"]]
    if not steps or len(chosen) > 1 or len(steps) != sum(len(ab.get("do", [])) for ab in abilities):
        return
    race = keywords.pop(at)["magic"]
    abilities.append({"when": "this cast", "label": "magic", "optional": True,
                      "if": {"you have creatures": {"filter": {"race": race}, "at least": 1}},
                      "do": copy.deepcopy(steps)})


def _survivor(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """サバイバー: the marker and a placeholder of its grant, which :func:`_share_with_survivors` fills in."""
    return keyword, {"label": "survivor", "survivor": True}


def _share_with_survivors(keywords: list[Value], abilities: list[dict[str, Any]]) -> None:
    """サバイバー (printed: このクリーチャーがバトルゾーンにある間、自分の他のサバイバーも上の能力を得る): a static
    grant to the controller's other survivors of the keywords and abilities printed above it, as the
    catalog writes 聖域の守護者フォボス・エレインγ; a power static is given as it is printed
    (engine.mechanics.abilities.GIVEN_STATICS: 威嚇するスマッシュ・ホーンα). Another static ability
    leaves the keyword with a value, which the catalog refuses."""
    at = next((i for i, ab in enumerate(abilities) if ab.get("survivor")), None)
    if at is None:
        return
    marker = abilities.pop(at)
    above = abilities[:at]
    grant: dict[str, Any] = {"race category": "サバイバー", "other": True}
    shared = [k for k in keywords if isinstance(k, str) and k != "survivor"]
    if shared:
        grant["keywords"] = shared
    granted = [copy.deepcopy(ab) for ab in above if "static" not in ab or set(ab["static"]) <= GIVEN_STATICS]
    for ab in above:
        if "static" not in ab or set(ab["static"]) <= GIVEN_STATICS:
            continue
        if set(ab["static"]) == {"power attacker"} and "if" not in ab:
            grant["power attacker"] = ab["static"]["power attacker"]
        else:
            keywords[keywords.index("survivor")] = {"survivor": "a static ability the engine does not grant"}
            return
    ability: dict[str, Any] = {"static": {"grant": grant}, "label": "survivor", "text": marker.get("text")}
    if granted:
        ability["grants"] = granted
    abilities.insert(at, ability)


# Keywords the catalog writes as a marker plus the ability it stands for (a reminder made explicit).
def _samurai_generate(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """侍流ジェネレート: its reminder as the ability it stands for (no keyword left)."""
    return None, {"when": "this enters", "label": "samurai generate", "optional": True,
                  "do": [{"generate free": {}}]}


KEYWORD_ABILITIES = {"lost prism": _lost_prism, "saver": _saver, "power attacker": _power_attacker,
                     "g link": _g_link, "when linked": _when_linked, "survivor": _survivor,
                     "shield saver": _shield_saver, "samurai generate": _samurai_generate}
# Keywords with a value (「水ステルス」, 「火・自然ブロッカー」): the ability the value makes of them.
KEYWORD_VALUES = {"stealth": _stealth, "slayer": _slayer_against, "blocker": _blocker_against,
                  "crew breaker": _crew_breaker,
                  "cannot block": _cannot_block, "l gate": _l_gate, "s-back": _s_back, "sympathy": _sympathy}


def _entry_keyword(item: dict[str, Any]) -> Value:
    return _clean(item["keyword"])


def export_card(compiled: CompiledCard, aliases: list[str] | None = None) -> dict[str, Any]:
    """A compiled card as a catalog entry."""
    card = compiled.card
    entry: dict[str, Any] = {"name": card["name"]}
    if aliases:
        entry["aliases"] = aliases
    entry["type"] = CARD_TYPES.get(card["cardType"], card["cardType"])
    entry["civilizations"] = [CIVILIZATIONS[c] for c in card["civilizations"]]
    entry["cost"] = card["cost"]
    if card.get("power") is not None:
        entry["power"] = abs(card["power"])  # the list writes a printed "6000−" (lowered by its ability) as -6000
    if card.get("races"):
        entry["races"] = list(card["races"])
    keywords: list[Value] = []
    abilities: list[dict[str, Any]] = []
    pending_header: Value = None
    printed = [ln for ln in (card.get("text") or "").split("\n") if ln.strip()]
    is_spell = entry["type"] == "spell"
    for line_no, items in enumerate(compiled.lines):
        text = printed[line_no].strip() if line_no < len(printed) else None
        header, pending_header = pending_header, None
        for raw in items or []:
            item = strip_hints(raw)
            if "keyword" in item:
                keyword = _entry_keyword(item)
                if keyword in TYPE_KEYWORDS:  # the card type's own rule, printed as a reminder
                    continue
                explicit = KEYWORD_ABILITIES.get(keyword) if isinstance(keyword, str) else \
                    (KEYWORD_ABILITIES | KEYWORD_VALUES).get(next(iter(keyword)))
                if explicit is not None:
                    keyword, extra = explicit(keyword)
                    if is_spell and extra.get("label") == "s-back":
                        extra["do"] = ["cast this"]  # コストを支払わずにこの呪文を唱える
                    if "sympathy" in extra.get("static", {}) and (is_spell or raw.get("_r") == 2):
                        extra["static"]["sympathy"]["floor"] = 1  # ただしコストは1より少なくならない
                    if "g link" in extra:  # the card's own field, then the ability that links it
                        entry["g link"] = extra.pop("g link")
                    if extra:
                        abilities.append({**extra, "text": text})
                if keyword is not None:
                    keywords.append(keyword)
            elif "evolves_from" in item:
                entry["evolves_from"] = _evolves_from(_clean(item["evolves_from"]))
            elif "header" in item:
                pending_header = item["header"]
                if pending_header in HEADER_KEYWORDS and pending_header not in keywords:
                    keywords.append(pending_header)  # the others count the creatures that have it
            elif "reminder" in item:
                continue
            elif "static" in item:
                for ability in export_static(_clean(item["static"])):
                    ability["text"] = text
                    abilities.append(_gate(_cast_grant(ability) if is_spell else ability, header))
            elif "instead of" in item and is_spell and _lasting(item["instead of"]):
                steps, optional = export_do(item["do"])
                abilities.append({"when": "this cast", "text": text,
                                  "do": [_granted_replacement(export_when(item["instead of"]), steps, optional)]})
            elif "instead of" in item:
                steps, optional = export_do(item["do"])
                ability = {"instead of": _replaced(export_when(item["instead of"]))}
                if "if" in item:  # 「…時、…があれば、…かわりに」: the replacement applies only while it holds
                    ability["if"] = _clean(item["if"])
                if optional:
                    ability["optional"] = True
                ability.update({"text": text, "do": steps})
                abilities.append(_gate(_crossed_subject(ability), header))
            elif "do" in item:
                steps, optional = export_do(item["do"])
                steps = _triggers_usable(raw, steps)
                if item.get("continues") and abilities and "do" in abilities[-1]:
                    cont = steps
                    if "if" in item and cont:
                        (op, args), = cont[0].items()
                        cont[0] = {op: {**_args(op, args), "if": item["if"]}}
                    abilities[-1]["do"].extend(cont)
                    abilities[-1]["text"] = f"{abilities[-1]['text']}\n{text}"
                    continue
                ability = {}
                if "label" in item:
                    ability["label"] = item["label"]
                if "when" in item:
                    when = _clean(item["when"])
                    lifted: dict[str, Any] = {}
                    if isinstance(when, dict):
                        lifted = when.pop("if", None) or {}
                        if when.pop("if linked", False):
                            lifted = {**lifted, "linked": True}
                    ability["when"] = export_when(when)
                    if lifted:
                        ability["if"] = lifted
                elif is_spell:
                    ability["when"] = "this cast"
                else:
                    ability["when"] = "unstated timing"
                if "if" in item and not item.get("continues"):
                    ability["if"] = {**ability.get("if", {}), **_clean(item["if"])}
                if optional:
                    ability["optional"] = True
                ability["text"] = text
                ability["do"] = steps
                abilities.append(_gate(_crossed_subject(ability), header))
    _after_this_battles(abilities)
    _share_with_survivors(keywords, abilities)
    _magic(keywords, abilities)
    if keywords:
        entry["keywords"] = keywords
    abilities = [_whole_group(_power_attacker_grant(_standing_grant(ab, is_spell))) for ab in abilities]
    if abilities:
        entry["abilities"] = abilities
    entry["source"] = f"classic-ja {card['id']}"
    return entry


def _cast_grant(ability: dict[str, Any]) -> dict[str, Any]:
    """A spell's 「このターン、…はすべて「…」を得る」 read as a static grant with a period is what the spell
    does as it is cast: the creatures there then gain the keywords this turn (the grant operation)."""
    grant = (ability.get("static") or {}).get("grant")
    if not isinstance(grant, dict) or grant.get("until") != "end of turn":
        return ability
    given = {k: grant[k] for k in ("keywords", "power attacker") if k in grant}
    target = {k: v for k, v in grant.items() if k not in ("keywords", "power attacker", "until")}
    rest = {k: v for k, v in ability.items() if k != "static"}
    return {"when": "this cast", **rest, "do": [{"grant": {**given, "target": {**target, "count": "all"}}}]}


def _standing_grant(ability: dict[str, Any], is_spell: bool) -> dict[str, Any]:
    """A creature's line that gives keywords with no timing and no period (「バトルゾーンにある自分の
    ティラノ・ドレイクはすべて「スピードアタッカー」を得る」) is a static ability: it applies while
    the creature is in the battle zone (常在型能力), not an effect of unstated timing."""
    if is_spell or ability.get("when") != "unstated timing" or len(ability.get("do", [])) != 1:
        return ability
    (op, args), = ability["do"][0].items()
    target = args.get("target", {}) if isinstance(args, dict) else {}
    if op != "grant" or set(args) - {"keywords", "target"} or set(target) & {"count", "that", "crossed", "chosen"}:
        return ability
    static = {**_target_filter(target), "keywords": args["keywords"]}
    return {"static": {"grant": static}, **{k: v for k, v in ability.items() if k not in ("when", "do")}}


# A one-shot change's subject that names one creature (or the ones an earlier step chose or put).
_ONE_NAMED = frozenset({"count", "self", "chosen", "crossed", "that", "that put"})


def _whole_group(ability: dict[str, Any]) -> dict[str, Any]:
    """A one-shot change whose subject is a noun phrase with no count (「このターン、自分のクリーチャーは
    ブロックされない」, 「その種族のクリーチャーは…を得る」) changes every creature the phrase names:
    ``count: all`` (the engine's target picks one creature when no count is given)."""
    def visit(steps: Value) -> None:
        for step in steps if isinstance(steps, list) else []:
            for op, args in (step.items() if isinstance(step, dict) else ()):
                if not isinstance(args, dict):
                    continue
                target = args.get("target")
                if op in ("grant", "power") and isinstance(target, dict) and not set(target) & _ONE_NAMED:
                    args["target"] = {**target, "count": "all"}
                for nested in ("do", "choose one"):
                    visit(args.get(nested))
            if isinstance(step, dict) and "choose one" in step:
                visit(step["choose one"])
    visit(ability.get("do"))
    return ability


def _power_attacker_grant(ability: dict[str, Any]) -> dict[str, Any]:
    """「パワーアタッカー+n」を得る: the keyword with its amount is the grant's ``power attacker: n``
    (the engine's keywords are names; the amount is the grant's argument)."""
    grants = [ability["static"]["grant"]] if "grant" in ability.get("static", {}) else []
    grants += [step["grant"] for step in ability.get("do", []) if isinstance(step, dict) and "grant" in step]
    for grant in grants:
        amounts = [k["power attacker"] for k in grant.get("keywords", []) if _is_power_attacker(k)]
        if len(amounts) == 1:
            grant["keywords"] = [k for k in grant["keywords"] if not _is_power_attacker(k)]
            grant["power attacker"] = amounts[0]
            if not grant["keywords"]:
                del grant["keywords"]
    return ability


def _evolves_from(value: Value) -> Value:
    """「自分のティラノ・ドレイク、ドリームメイト、ヒューマノイドのいずれか3体」: ``any of`` races (or
    civilizations) is the one filter that names them all (a source needs one of them)."""
    if not isinstance(value, dict) or "any of" not in value:
        return value
    filters = value["any of"]
    keys = {k for f in filters if isinstance(f, dict) for k in f}
    if len(keys) != 1 or not all(isinstance(f, dict) and len(f) == 1 for f in filters):
        return value
    key, = keys
    if key not in ("race", "civilization", "race category"):
        return value
    names = [n for f in filters for n in (f[key] if isinstance(f[key], list) else [f[key]])]
    return {key: names, **{k: v for k, v in value.items() if k != "any of"}}


def _is_power_attacker(keyword: Value) -> bool:
    return isinstance(keyword, dict) and "power attacker" in keyword


def _crossed_subject(ability: dict[str, Any]) -> dict[str, Any]:
    """An ability of a cross gear about 「これをクロスしたクリーチャー」: with a ``crossed creature ...``
    event, its steps' 「そのクリーチャー」 is that creature (``crossed: true``) and 「自分の他のクリーチャー」
    any other (``crossed: false``), not the gear's; the crossed creature is its owner's (``player: you``)."""
    event = ability.get("when", ability.get("instead of"))
    name = event.get("event") if isinstance(event, dict) else event
    about_crossed = isinstance(name, str) and name.startswith("crossed creature")
    for step in ability.get("do", []):
        for args in step.values():
            target = args.get("target") if isinstance(args, dict) else None
            if not isinstance(target, dict):
                continue
            if about_crossed and target.pop("that", False):
                target["crossed"] = True
            if about_crossed and target.pop("other", False):
                target["crossed"] = False
            if target.get("crossed") is True:
                target.setdefault("player", "you")
    return ability


def _after_this_battles(abilities: list[dict[str, Any]]) -> None:
    """「このクリーチャーがブロックする時、…を1体選んでもよい。このクリーチャーのバトルの後、選んだクリーチャーを
    アンタップする」 (粛清者アイザク): the second sentence goes on the first's effect, put off until the battle is
    over (``after battle``), acting on what it chose (``chosen``), not a trigger of its own."""
    for i in range(len(abilities) - 1, 0, -1):
        ability, before = abilities[i], abilities[i - 1]
        if ability.get("when") != "after this battles" or ability.get("text") != before.get("text") \
                or "do" not in before or set(ability) - {"when", "text", "do"}:
            continue
        steps = []
        for step in ability["do"]:
            (op, args), = step.items()
            args = dict(args)
            target = args.get("target")
            if isinstance(target, dict) and target.get("that"):
                args["target"] = {"chosen": True}
            steps.append({op: {**args, "after battle": True}})
        before["do"] = [*before["do"], *steps]
        del abilities[i]


def _gate(ability: dict[str, Any], header: Value) -> dict[str, Any]:
    """Apply a header line (「…次の能力…」) to the ability it introduces."""
    if header is None:
        return ability
    name = header if isinstance(header, str) else next(iter(header))
    if name in HEADER_WHEN and ability.get("when") == "this turn ends" and "if" not in ability:
        # 「次の能力を使ってもよい。このターンの終わりに、…」: the ability used makes a delayed effect
        delayed = {"delayed": {"at": "end of turn", "do": ability.pop("do")}}
        ability = {**{k: v for k, v in ability.items() if k != "when"}, "when": "unstated timing", "do": [delayed]}
    if name in HEADER_WHEN and ("when" not in ability or ability["when"] in ("unstated timing", "this cast")):
        params = header[name] if isinstance(header, dict) and isinstance(header[name], dict) else {}
        when = {"event": HEADER_WHEN[name], **_clean(params)} if params else HEADER_WHEN[name]
        return {"when": when, **{k: v for k, v in ability.items() if k != "when"}}
    if name == "thrilling three" and isinstance(header, dict) and ability.get("when") == "unstated timing":
        return _thrilling_three(ability, header[name])
    if name in HEADER_ON_USE and ability.get("when") == "unstated timing":
        ability["when"] = "this enters"
    if isinstance(header, str):
        cond: dict[str, Any] = HEADER_IF.get(name) or {name: True}
    else:
        cond = {name: _clean(header[name])}
    previous = ability.get("if", {})
    ability["if"] = {**previous, **cond} if isinstance(previous, dict) else cond
    return ability


def _lasting(event: Value) -> bool:
    """「このターン、自分のクリーチャーが破壊される時、…かわりに…」 on a spell: a replacement the spell gives
    for a while (its event names how long)."""
    return isinstance(event, dict) and "until" in event and event.get("event") == "creature destroyed"


def _granted_replacement(event: dict[str, Any], steps: list[dict[str, Any]], optional: bool) -> dict[str, Any]:
    """A spell's replacement for a while as ``grant replacement``: the creatures the event names (the
    controller's unless told), as the spell resolves, each get 「このクリーチャーが破壊される時、…かわりに…」
    until then (the reading of 「このターン、自分のクリーチャーが破壊される時」: the creatures there as it
    resolves, as a spell's other effects on 「自分のクリーチャー」 do)."""
    rest = {k: v for k, v in event.items() if k not in ("event", "until")}
    whose = rest.pop("whose", "you")
    ability: dict[str, Any] = {"instead of": "this destroyed", **({"optional": True} if optional else {}),
                               "do": steps}
    return {"grant replacement": {"target": {"player": whose, "count": "all", **rest}, "until": event["until"],
                                  "ability": ability}}


def _replaced(event: Value) -> Value:
    """A replacement's event: 「自分の…がバトルゾーンを離れる時、かわりに」 is the replacement event ``a creature
    leaves`` of a creature of yours (the trigger event ``your creature leaves`` replaces nothing); 「他の
    クリーチャーが…墓地に置かれる時、かわりに」 and 「他の…が破壊される時」 are ``a creature destroyed`` of another
    creature."""
    if isinstance(event, dict) and event.get("event") == "your creature leaves":
        return {**event, "event": "a creature leaves", "whose": "you"}
    if event == "another creature destroyed" or isinstance(event, dict) \
            and event.get("event") == "another creature destroyed":  # 他のクリーチャーが…時、かわりに
        rest = {k: v for k, v in event.items() if k != "event"} if isinstance(event, dict) else {}
        return {"event": "a creature destroyed", **rest, "other": True}
    return event


def _thrilling_three(ability: dict[str, Any], races: Value) -> dict[str, Any]:
    """スリリング・スリー: as the creature enters, its steps are done once per revealed card of the races, each
    time optionally (the step's own "may" is that choice)."""
    counted = races if isinstance(races, dict) else {"race": races}
    steps = {"filter": _clean(counted), "do": ability["do"]}
    rest = {k: v for k, v in ability.items() if k not in ("when", "optional", "do", "text")}
    return {"when": "this enters", "text": ability.get("text"), **rest, "do": [{"thrilling three": steps}]}


# ------------------------------------------------------------------------------------ aliases

def english_aliases(csv_path: Path) -> dict[tuple[str, str], list[dict[str, str]]]:
    """all-en.csv rows by (Set, SetNum)."""
    index: dict[tuple[str, str], list[dict[str, str]]] = {}
    with csv_path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            index.setdefault((row["Set"].strip(), row["SetNum"].strip()), []).append(row)
    return index


def alias_for(card: dict[str, Any], index: dict[tuple[str, str], list[dict[str, str]]]) -> list[str]:
    """The English name of the printing with the card's own set and number, when cost and
    civilizations agree (classic-ja ``dm01-043`` -> DM-01 43, ``dm01-s06`` -> DM-01 S6)."""
    m = re.fullmatch(r"(dmc?)(\d+)-(s?)(\d+)", card["id"])
    if not m:
        return []
    key = (("DMC-" if m.group(1) == "dmc" else "DM-") + m.group(2), ("S" if m.group(3) else "") + str(int(m.group(4))))
    civs = {CIVILIZATIONS[c] for c in card["civilizations"]}
    for row in index.get(key, []):
        row_civs = {c.strip().lower() for c in re.split(r"[/,]", row["Civilization"]) if c.strip()}
        if row["Mana"].strip() == str(card["cost"]) and (not row_civs or row_civs == civs):
            return [row["CardName"].strip()]
    return []


def write_yaml(compiled: list[CompiledCard], path: Path, en_csv: Path | None = None) -> Path:
    """Write the compiled cards as one YAML list of catalog entries."""
    index = english_aliases(en_csv) if en_csv else {}
    entries = [export_card(c, alias_for(c.card, index) if index else None) for c in compiled]
    path.parent.mkdir(parents=True, exist_ok=True)
    header = ("# Generated by `python -m engine.catalog.text.assay`: classic-ja cards whose printed text compiles and\n"
              "# renders back exactly (after normalisation). Vocabulary the engine lacks is listed in NOTES.md.\n")
    body = yaml.safe_dump(entries, allow_unicode=True, sort_keys=False, width=120, default_flow_style=None)
    write_atomic(path, header + body)  # the one guard: never through a symlink, never half-written
    return path
