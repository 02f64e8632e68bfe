"""Steps: one internal step as the catalog's operations (``{op: args}``), with the catalog's conventions for
their arguments (owners, counts, numbers) and the engine's own operation where it has one."""

from __future__ import annotations

import re
from typing import Any

from engine.catalog.text.templates import Value


def _number(v: Value) -> Value:
    if isinstance(v, str) and re.fullmatch(r"-?\d+", v):
        return int(v)
    return v


def clean(v: Value, key: str | None = None) -> Value:
    """Numbers as numbers; in card filters (``filter:``) the owner is ``whose`` (FILTER_KEYS); a
    condition the engine has under another name gets that name."""
    if isinstance(v, dict):
        out = {k: clean(x, k) for k, x in v.items()}
        named = out.get("you have creatures")
        if isinstance(named, dict) and list(named) == ["filter", "fewer than"] and named["fewer than"] == 1 \
                and isinstance(named["filter"], dict) and list(named["filter"]) == ["name"]:
            out = {("you have no creature named" if k == "you have creatures" else k):
                   (named["filter"]["name"] if k == "you have creatures" else x) for k, x in out.items()}
        if key == "filter" and "player" in out:
            out = {("whose" if k == "player" else k): x for k, x in out.items()}
        return out
    if isinstance(v, list):
        return [clean(x) for x in v]
    return _number(v)


# The argument name a bare value takes when an operation gets more arguments (``- draw: 1`` ->
# ``draw: {n: 1, if: ...}``).
_SCALAR_ARG = {"that card": "to", "redirect": "to"}


def step_args(op: str, args: Value) -> dict[str, Any]:
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
            args = {**step_args(op, args), **others}
        extra: dict[str, Any] = {}
        if may and i == 0:
            extra["may"] = True
        if cond is not None:  # every step one step of the text became (「…され、…を得る」) holds to it
            extra["if"] = cond
        if extra:
            args = {**step_args(op, args), **extra}
        out.append({op: clean(args)})
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
    for key in ("whose", "player"):  # the filter's owner key (``player`` until :func:`clean` renames it)
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


def bare_args(op: str, args: dict[str, Any]) -> Value:
    """The inverse of :func:`step_args`: a lone argument back to the bare value."""
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


def conventions(op: str, args: Value) -> Value:
    """The catalog's conventions for an operation's arguments.

    A target with no owner is ``player: each`` (「バトルゾーンにあるクリーチャー」); 「相手は…自分自身の」
    (``player: own``) is the chooser's; ``n``-operations take ``n``/``up to`` rather than a count;
    a filter of an operation that puts creatures into the battle zone leaves ``creature`` implied.
    """
    if args is True:
        return {}
    if op == "choose one":  # each option follows them too (the options: a list, or one argument of a may)
        def each(options: list[Any]) -> list[Any]:
            return [{o: conventions(o, a) for o, a in s.items()} if isinstance(s, dict) else s for s in options]
        if isinstance(args, list):
            return each(args)
        if isinstance(args, dict):
            return {k: each(v) if k in ("value", "options") and isinstance(v, list) else v for k, v in args.items()}
    if not isinstance(args, dict):
        return args
    args = dict(args)
    if op in ("repeat", "delayed") and isinstance(args.get("do"), list):  # the steps inside follow them too
        args["do"] = [{o: conventions(o, a) for o, a in s.items()} for s in args["do"]]
    if op == "put from hand" and args.get("player") == "opponent" and args.get("may"):
        n = re.sub(r"^up to ", "", str(args.get("count", 1)))  # 相手は…出してもよい: the opponent may stop
        args = {**{k: v for k, v in args.items() if k != "may"}, "count": f"up to {n}"}
    if isinstance(args.get("target"), dict) and args["target"].get("each player") and \
            args["target"].get("chooser") == "each":  # 各プレイヤーは…自分のクリーチャーを1体ずつ選び: each their own
        args["target"] = {**{k: v for k, v in args["target"].items() if k != "each player"}, "player": "each"}
    if isinstance(args.get("target"), dict) and args["target"].get("chooser") == "each" \
            and args["target"].get("count") == "all":
        args["target"] = {k: v for k, v in args["target"].items() if k != "chooser"}  # all: no one chooses
    if op == "discard" and args.get("pick") == "random" and args.get("chooser") == "opponent" \
            and args.get("player") == "each":
        del args["chooser"]  # 各プレイヤーは、相手の手札を1枚見ないで選び、捨てさせる: each hand loses a card at random
    if op == "mana from hand" and args.get("filter") == {}:
        del args["filter"]  # 手札からカードを1枚選び: any card
    if op == "shield to graveyard" and args.get("player") == args.get("chooser") == "each":
        del args["chooser"]  # 各プレイヤーは自分自身のシールドを…選び: each player's own choice, as the engine reads it
    if op == "look and take" and args.get("count") == 1 and args.get("rest count") == int(args.get("n", 1)) - 1:
        args = {k: v for k, v in args.items() if k not in ("count", "rest count")}  # one taken, the others the rest
    if op == "reveal and take" and args.get("count", 1) == 1 and args.get("rest count") == int(args.get("n", 1)) - 1:
        del args["rest count"]  # 「その中から…を手札に加え、他のN枚を…戻す」: one taken, the N others the rest
    if op == "reveal and take" and args.get("count") in ("all", "any"):
        args["take"] = args.pop("count")  # その中にあるすべての…を / その中から…を好きな数手札に加え
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
