"""A compiled card as one catalog entry: keywords gathered, abilities in text order with ``when``/``do``/``text``,
headers (「次の能力」) applied to the line they introduce, hints dropped."""

from __future__ import annotations

from typing import Any

from engine.catalog.text.canonical import canonical, self_keywords
from engine.catalog.text.compiler import CompiledCard
from engine.catalog.text.entries.keyword_entries import (
    KEYWORD_ABILITIES,
    KEYWORD_VALUES,
    TYPE_KEYWORDS,
    add_magic,
    entry_keyword,
    share_with_survivors,
)
from engine.catalog.text.entries.sequences import chained_condition, export_do, triggers_usable
from engine.catalog.text.entries.static_entries import export_static, target_filter
from engine.catalog.text.entries.steps import clean, step_args
from engine.catalog.text.entries.when import export_when
from engine.catalog.text.grammar import CIVILIZATIONS
from engine.catalog.text.templates import Value, strip_hints
from engine.model.keywords import DEFINITIONS

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

# Headers (「…次の能力…」) and what they make of the ability on the next line (their definitions' Header).
_HEADERS = {k.name: k.header for k in DEFINITIONS if k.header is not None}
# The event the next line's effect is used on (tap skills).
HEADER_WHEN = {name: h.when for name, h in _HEADERS.items() if h.when}
# Headers whose gated one-shot effect happens as the card is used (creature: enters; spell: cast).
HEADER_ON_USE = tuple(name for name, h in _HEADERS.items() if h.on_use)
# Headers that are also a keyword other cards look for (ウェーブストライカー: two or more others with it).
HEADER_KEYWORDS = tuple(name for name, h in _HEADERS.items() if h.marks)
HEADER_IF: dict[str, dict[str, Any]] = {name: dict(h.condition) for name, h in _HEADERS.items() if h.condition}



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
    parts: list[dict[str, Any]] = []  # the parts of an O・ドライブ that names them (「光1枚または闇2枚またはその両方」)
    printed = [ln for ln in (card.get("text") or "").split("\n") if ln.strip()]
    is_spell = entry["type"] == "spell"
    for line_no, items in enumerate(compiled.lines):
        text = printed[line_no].strip() if line_no < len(printed) else None
        header, pending_header = pending_header, None
        for raw in items or []:
            if isinstance(raw, dict) and isinstance(raw.get("do"), list):
                raw = {**raw, "do": chained_condition(raw["do"])}
            read = canonical(strip_hints(raw))
            if header is not None and _plain_keyword(read):  # the keyword the header's ability gives: a grant
                read = {"static": {"target": {"self": True}, "keywords": [read["keyword"]]}}
            # a static grant of keywords to itself with no condition: the keywords
            keyword_items = self_keywords(read) if header is None else None
            for item in [{"keyword": k} for k in keyword_items] if keyword_items is not None else [read]:
                if "keyword" in item:
                    keyword = entry_keyword(item)
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
                    entry["evolves_from"] = _evolves_from(clean(item["evolves_from"]))
                elif "header" in item and _o_drive_parts(item["header"]):
                    parts = _o_drive_parts(item["header"])  # each gates the lines printed with its civilization
                elif "header" in item:
                    pending_header = item["header"]
                    if pending_header in HEADER_KEYWORDS and pending_header not in keywords:
                        keywords.append(pending_header)  # the others count the creatures that have it
                elif "reminder" in item:  # a note on the ability before it (その「S・トリガー」を使ってもよい)
                    if abilities and "do" in abilities[-1]:
                        abilities[-1]["do"] = triggers_usable({"_kr": item}, abilities[-1]["do"])
                    continue
                elif "static" in item:
                    for ability in export_static(clean(item["static"])):
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
                        ability["if"] = clean(item["if"])
                    if optional:
                        ability["optional"] = True
                    ability.update({"text": text, "do": steps})
                    abilities.append(_gate(_crossed_subject(ability), header))
                elif "do" in item:
                    if "o drive part" in item:
                        header = {"o drive": next((p for p in parts if p["civilization"] == item["o drive part"]),
                                                  {"civilization": item["o drive part"]})}
                    steps, optional = export_do(item["do"])
                    steps = triggers_usable(raw, steps)
                    if item.get("continues") and abilities and "do" in abilities[-1]:
                        cont = steps
                        if "if" in item and cont:
                            (op, args), = cont[0].items()
                            cont[0] = {op: {**step_args(op, args), "if": item["if"]}}
                        abilities[-1]["do"].extend(cont)
                        abilities[-1]["text"] = f"{abilities[-1]['text']}\n{text}"
                        continue
                    ability = {}
                    if "label" in item:
                        ability["label"] = item["label"]
                    if "when" in item:
                        when = clean(item["when"])
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
                        ability["if"] = {**ability.get("if", {}), **clean(item["if"])}
                    if optional:
                        ability["optional"] = True
                    ability["text"] = text
                    ability["do"] = steps
                    abilities.append(_gate(_delayed(_crossed_subject(ability), is_spell), header))
    _after_this_battles(abilities)
    _upgrades(abilities)
    share_with_survivors(keywords, abilities)
    add_magic(keywords, abilities)
    if keywords:
        entry["keywords"] = keywords
    abilities = [_event_roles(_whole_group(_power_attacker_grant(_standing_grant(ab, is_spell)))) for ab in abilities]
    if abilities:
        entry["abilities"] = abilities
    entry["source"] = f"classic-ja {card['id']}"
    return entry


# The creature a triggering event concerns (the target ``that``), by the part it plays: the events of an attack
# concern the attacker (engine.mechanics.combat emits them with it), those of a block the blocker.
_ATTACK_EVENTS = frozenset({"this attacks", "this is attacked", "your creature attacks", "opponent creature attacks",
                            "a creature attacks", "crossed creature attacks"})
_BLOCK_EVENTS = frozenset({"this blocks", "a creature blocks", "this is blocked", "crossed creature is blocked"})


def _plain_keyword(item: dict[str, Any]) -> bool:
    """A keyword that is only a name of the engine (no ability written for it, not the card type's)."""
    keyword = item.get("keyword")
    return isinstance(keyword, str) and keyword not in TYPE_KEYWORDS and keyword not in KEYWORD_ABILITIES


def _event_roles(ability: dict[str, Any]) -> dict[str, Any]:
    """「攻撃クリーチャー」「ブロックしたクリーチャー」「ブロックされたクリーチャー」 (``that: attacker | blocker``):
    the event's creature (``that: true``) when it plays that part in the event; else the role stays, and the
    catalog refuses the card (the engine names no other creature of the event)."""
    when = ability.get("when")
    event = when.get("event") if isinstance(when, dict) else when if isinstance(when, str) else None
    concerned = "attacker" if event in _ATTACK_EVENTS else "blocker" if event in _BLOCK_EVENTS else None
    for step in ability.get("do", []):
        for args in step.values() if isinstance(step, dict) else ():
            target = args.get("target") if isinstance(args, dict) else None
            if isinstance(target, dict) and target.get("that") in ("attacker", "blocker") \
                    and target["that"] == concerned:
                target["that"] = True
            elif isinstance(target, dict) and target.get("that") is True and event == "a creature is blocked":
                target["that"] = "attacker"  # 「…がブロックされた時、そのクリーチャー」: the blocked one
    return ability


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
    static = {**target_filter(target), "keywords": args["keywords"]}
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


def _upgrades(abilities: list[dict[str, Any]]) -> None:
    """An upgrade of the step before under a header (メタモーフ: 「自分の山札の上から1枚目のかわりに、上から3枚を…」,
    「…を、1体のかわりにすべてタップする」): the upgraded ability holds while the header's condition does, the one
    before it (the same timing) only while it does not (``unless``), and the upgrade comes first, so that a step
    that adds mana cards (セブンス・タワー's 1 card) cannot make the upgrade's condition hold after it; a step
    whose ``upgrades`` names another count than the ability before it, or with none before it, keeps the marker
    (the catalog refuses it)."""
    for i, ability in enumerate(abilities):
        steps = ability.get("do") or []
        marked = [s for s in steps if isinstance(s, dict) and isinstance(next(iter(s.values())), dict)
                  and "upgrades" in next(iter(s.values()))]
        if not marked or i == 0 or len(steps) != 1 or "if" not in ability:
            continue
        before = abilities[i - 1]
        (op, args), = steps[0].items()
        replaced = args["upgrades"]
        earlier = before.get("do") or []
        if len(earlier) != 1 or not isinstance(earlier[0], dict) or before.get("when") != ability.get("when") \
                or op not in earlier[0]:
            continue
        old = earlier[0][op]
        old_count = old.get("target", {}).get("count") if isinstance(old, dict) else old
        if isinstance(old, dict) and "n" in replaced:
            old_count = old.get("n")
        if old_count != next(iter(replaced.values())):
            continue
        steps[0] = {op: {k: v for k, v in args.items() if k != "upgrades"}}
        before["if"] = {**before.get("if", {}), "unless": dict(ability["if"])}
        abilities[i - 1], abilities[i] = ability, before  # read once: the upgrade first (its step adds mana at
        # most, so the replaced step's "unless" then reads what the upgrade's condition read)


def _o_drive_parts(header: Value) -> list[dict[str, Any]]:
    """The parts of an O・ドライブ that names them (``{o drive: {any of: [...]}}``; none: another header)."""
    spec = header.get("o drive") if isinstance(header, dict) else None
    return list(spec["any of"]) if isinstance(spec, dict) and "any of" in spec else []


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
        when = {"event": HEADER_WHEN[name], **clean(params)} if params else HEADER_WHEN[name]
        return {"when": when, **{k: v for k, v in ability.items() if k != "when"}}
    if name == "thrilling three" and isinstance(header, dict) and ability.get("when") == "unstated timing":
        return _thrilling_three(ability, header[name])
    if name in HEADER_ON_USE and ability.get("when") == "unstated timing":
        ability["when"] = "this enters"
    if isinstance(header, str):
        cond: dict[str, Any] = HEADER_IF.get(name) or {name: True}
    else:
        cond = {name: clean(header[name])}
    previous = ability.get("if", {})
    ability["if"] = {**previous, **cond} if isinstance(previous, dict) else cond
    return ability


def _delayed(ability: dict[str, Any], is_spell: bool) -> dict[str, Any]:
    """「このターン、…時、…」: an effect that leaves a triggered ability for the rest of the turn (a delayed
    triggered ability, 110.3b), the ``delayed trigger`` step of the spell as it is cast (of the ability a
    header's line uses, else of an ability of unstated timing)."""
    when = ability.get("when")
    if not isinstance(when, dict) or not when.get("this turn"):
        return ability
    inner_when = {k: v for k, v in when.items() if k != "this turn"}
    inner: dict[str, Any] = {"when": inner_when["event"] if list(inner_when) == ["event"] else inner_when}
    if ability.get("optional"):
        inner["optional"] = True
    inner["do"] = ability["do"]
    _event_roles(inner)
    rest = {k: v for k, v in ability.items() if k not in ("when", "optional", "do", "text")}
    return {"when": "this cast" if is_spell else "unstated timing", **rest, "text": ability["text"],
            "do": [{"delayed trigger": {"ability": inner}}]}


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
    steps = {"filter": clean(counted), "do": ability["do"]}
    rest = {k: v for k, v in ability.items() if k not in ("when", "optional", "do", "text")}
    return {"when": "this enters", "text": ability.get("text"), **rest, "do": [{"thrilling three": steps}]}
