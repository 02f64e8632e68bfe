"""One value per meaning: where two templates read the same words as two equivalent values, the one the
exporter writes.

The grammar has general templates and particular ones (「バトルゾーンに自分の…が1体でもあれば」 is both
「バトルゾーンに<noun phrase>が…あれば」 with 自分の in the phrase and the template of ``you have creatures``);
both readings are exact and mean the same. :func:`canonical` maps each such value to one form, so the
readings of a line differ only where the words mean different things (the assay counts what is left as
decided by a tie-break). Each rule names the two readings it makes one.
"""

from __future__ import annotations

from typing import Any

from engine.catalog.text.templates import Value

_PLAYER_HAS = {"you": "you have creatures", "opponent": "opponent has creatures"}
_NO_SHIELDS = {"you have fewer shields than": "you have no shields",
               "opponent has fewer shields than": "opponent has no shields"}
_CAST_EVENTS = ("you cast a spell", "opponent casts a spell")
_GEAR_OPS = {"destroy": "destroy gear", "bounce": "bounce gear"}  # the operations that move a target of the zone


def canonical(value: Value) -> Value:
    """``value`` (hints stripped) with every equivalent reading in its one form (recursively)."""
    if isinstance(value, list):
        return [canonical(v) for v in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for key, v in value.items():
        v = canonical(v)
        if key == "any of" and _races_only(v):  # 「AまたはB」 (races): a list of races, not a choice of filters
            out["race"] = [r for f in v for r in (f["race"] if isinstance(f["race"], list) else [f["race"]])]
        elif key == "creatures in the battle zone" and isinstance(v, dict) \
                and isinstance(v.get("filter"), dict) and v["filter"].get("player") in _PLAYER_HAS:
            # 「バトルゾーンに自分の…があれば」: the player's creatures
            f = {k: x for k, x in v["filter"].items() if k != "player"}
            out[_PLAYER_HAS[v["filter"]["player"]]] = {**v, "filter": f}
        elif key in _NO_SHIELDS and v == 1:  # 「シールドが1枚もなければ」: none
            out[_NO_SHIELDS[key]] = True
        elif key == "cards in zone" and isinstance(v, dict) and _graveyard_name(v):
            out["graveyard has name"] = v["filter"]["name"]  # 「自分の墓地に《X》が1枚でもあれば」
        elif key in ("attacked", "filter") and v == {}:  # 「クリーチャーを攻撃する時」, 「カードを」: any
            continue
        elif key == "cast" and v == {"type": "spell"}:  # 「自分の呪文を唱えるコスト」: every spell
            out[key] = {}
        else:
            out[key] = v
    if out.get("event") in _CAST_EVENTS and out.get("filter") == {"type": "spell"}:
        del out["filter"]  # 「呪文を唱えた時」: every spell is one
    return _operation(out)


def _races_only(v: Value) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(f, dict) and list(f) == ["race"] for f in v)


def _graveyard_name(v: dict[str, Any]) -> bool:
    return (v.get("zone"), v.get("player"), v.get("at least")) == ("graveyard", "you", 1) \
        and isinstance(v.get("filter"), dict) and list(v["filter"]) == ["name"] \
        and set(v) <= {"zone", "player", "filter", "at least"}


def _operation(step: dict[str, Any]) -> dict[str, Any]:
    """Equivalent operations: one form."""
    for op, gear_op in _GEAR_OPS.items():  # 「…クロスギアを1枚選び、持ち主の墓地に置く」: a target of the battle zone
        args = step.get(gear_op)
        if isinstance(args, dict) and set(args) <= {"player", "count"}:
            whose = {"player": args["player"]} if args.get("player", "any") != "any" else {}
            gear = {**whose, "type": "cross gear", "count": args.get("count", 1)}
            return _replace(step, gear_op, op, {"target": gear})
    args = step.get("put from zone")
    if isinstance(args, dict) and args.get("zone") == "hand" and args.get("to") == "mana zone" \
            and not args.get("filter") and set(args) <= {"zone", "to", "count", "filter"}:
        # 「自分の手札から…選び、自分のマナゾーンに置く」
        return _replace(step, "put from zone", "mana from hand", {"count": args.get("count", 1)})
    if isinstance(step.get("break shields"), int):
        step = {**step, "break shields": {"n": step["break shields"]}}
    for op in ("destroy", "bounce", "tap", "untap", "mana send"):  # 「…すべてを」: all, whoever would choose
        moved = step.get(op)
        spec = moved.get("target") if isinstance(moved, dict) else None
        if isinstance(moved, dict) and isinstance(spec, dict) and spec.get("count") == "all" \
                and spec.get("chooser") == "opponent" and spec.get("player") == "own":
            rest = {k: v for k, v in spec.items() if k not in ("chooser", "player")}
            step = {**step, op: {**moved, "target": {"player": "opponent", **rest}}}
    repeat = step.get("repeat")
    if isinstance(repeat, dict) and set(repeat) == {"per", "do"} and repeat["do"] == {"draw": 1, "may": True}:
        rest = {k: v for k, v in step.items() if k != "repeat"}  # 「…1体につき、カードを1枚引いてもよい」
        return {"draw": {"n": 1, "per": repeat["per"]}, **rest, "may": True}
    if step.get("that card") == {"to": "graveyard", "by": "opponent"}:
        step = {**step, "that card": "discarded"}  # 「相手はそれを持ち主の墓地に置く」: a card of their hand
    return step


def _replace(step: dict[str, Any], op: str, new: str, args: dict[str, Any]) -> dict[str, Any]:
    return {(new if k == op else k): (args if k == op else v) for k, v in step.items()}


def self_keywords(item: dict[str, Any]) -> list[Value] | None:
    """A static ability that gives this creature keywords and nothing else, with no condition: the keywords
    themselves (「このクリーチャーは、タップされていないクリーチャーを攻撃できる。」 is the keyword
    ``attacks untapped`` whether read as a keyword or as a static grant to itself)."""
    static = item.get("static")
    if not isinstance(static, dict) or set(item) != {"static"} or static.get("target") != {"self": True}:
        return None
    rest = {k: v for k, v in static.items() if k != "target"}
    if list(rest) == ["keywords"] and all(isinstance(k, str) for k in rest["keywords"]):
        return list(rest["keywords"])
    if rest == {"may attack": {"untapped": True}}:
        return ["attacks untapped"]
    if rest == {"unblockable by": {"weaker than this": True}}:  # パワーがこのクリーチャーより小さいクリーチャーに
        return ["unblockable by weaker"]
    if list(rest) == ["cannot block"]:  # 「このクリーチャーは、…をブロックできない。」
        return [{"cannot block": rest["cannot block"]}]
    return None
