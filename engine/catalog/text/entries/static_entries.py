"""Static abilities as the engine's ``static:`` kinds (one ability per kind; the condition an ability-level ``if:``)."""

from __future__ import annotations

from typing import Any


def target_filter(target: dict[str, Any]) -> dict[str, Any]:
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
            args["target"] = target_filter(target)
        out.append({"static": {"power per card": args}})
    elif "target" in s and ("power" in s or "keywords" in s):
        target = s.pop("target")
        common: dict[str, Any] = {k: s.pop(k) for k in ("while attacking", "while blocking", "while battling",
                                                        "during", "until") if k in s}
        tf = target_filter(target)
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
        extra = target_filter(target) if target else {}
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
    spells = {k: v for k, v in (lock.get("filter") or {}).items() if (k, v) != ("type", "spell")}
    if "filter" in lock and len(spells) == 1 and isinstance(next(iter(spells.values())), bool):
        (key, value), = spells.items()  # 「相手は多色ではない呪文を唱えることができない」: only multicoloured ones
        del out["filter"]
        out["except"] = {key: not value}
    return out
