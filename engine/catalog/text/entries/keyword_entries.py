"""Keywords as the catalog writes them: the name (``keywords:``), or the ability a keyword stands for (its
reminder made explicit), per the keyword definitions (:mod:`engine.model.keywords`)."""

from __future__ import annotations

import copy
from typing import Any

from engine.catalog.text.entries.steps import clean
from engine.catalog.text.templates import Value
from engine.mechanics.abilities import GIVEN_STATICS
from engine.model.keywords import DEFINITIONS


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
TYPE_KEYWORDS = tuple(k.name for k in DEFINITIONS if k.applies == "card type")


def _g_link(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """G・リンク《X》の左横: the card's ``g link`` field and its ability of entering (as the catalog
    writes 竜極神ゲキ); 「《X》または《Y》の左横」: either partner (``with: [X, Y]``)."""
    assert isinstance(keyword, dict)
    spec = keyword["g link"]
    partners = spec.get("with", []) if isinstance(spec, dict) else []
    if not partners or "right of" in spec:
        return keyword, {}
    return None, {"g link": {"with": partners[0] if len(partners) == 1 else partners, "side": spec.get("side", "left")},
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


def add_magic(keywords: list[Value], abilities: list[dict[str, Any]]) -> None:
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
    """サバイバー: the marker and a placeholder of its grant, which :func:`share_with_survivors` fills in."""
    return keyword, {"label": "survivor", "survivor": True}


def share_with_survivors(keywords: list[Value], abilities: list[dict[str, Any]]) -> None:
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
def _madness_must(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """「相手のターン中、このクリーチャーが自分の手札から捨てられる時、墓地に置くかわりにバトルゾーンに出す。」: the
    replacement the keyword マッドネス stands for, with no "may" (the keyword's is optional)."""
    return None, {"instead of": {"event": "this discarded", "during": "opponent turn"},
                  "do": [{"redirect": "battle zone"}]}


def _ninja_strike(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """ニンジャ・ストライクN (112.3c; printed: 相手のクリーチャーが攻撃またはブロックした時、自分のマナゾーンに
    カードがN枚以上あり、…このシノビをコストを支払わずに召喚してもよい。そのターンの終わりに、…山札の一番下に
    置く): declared from the hand when an opponent's creature attacks or blocks
    (engine.mechanics.declarations), the mana count its ``if``, the rest the ``ninja strike`` operation
    (once per attack, the end-of-turn return)."""
    assert isinstance(keyword, dict)
    declared = {"from": "hand", "declare": "ninja strike"}
    return None, {"when": [{"event": "opponent creature attacks", **declared},
                           {"event": "a creature blocks", "whose": "opponent", **declared}],
                  "label": "ninja strike", "if": {"you have at least mana cards": keyword["ninja strike"]},
                  "do": ["ninja strike"]}


def _charger_tapped(keyword: Value) -> tuple[Value, dict[str, Any]]:
    """「この呪文を唱えた後、墓地に置くかわりにタップして自分のマナゾーンに置く。」 (ピクシー・コクーン): the
    replacement チャージャー stands for, the card put tapped."""
    return None, {"instead of": "this spell put into graveyard", "label": "charger",
                  "do": [{"redirect": {"to": "mana zone", "tapped": True}}]}


# Keywords with a value (「水ステルス」, 「火・自然ブロッカー」): the ability the value makes of them.
KEYWORD_VALUES = {"stealth": _stealth, "slayer": _slayer_against, "blocker": _blocker_against,
                  "crew breaker": _crew_breaker,
                  "cannot block": _cannot_block, "l gate": _l_gate, "s-back": _s_back, "sympathy": _sympathy,
                  "madness": _madness_must, "ninja strike": _ninja_strike,
                  "charger": _charger_tapped}
# Keywords whose ability is made from the whole card (ナイト・マジック: the spell's steps once more): add_magic.
CARD_WIDE = ("magic",)


def entry_keyword(item: dict[str, Any]) -> Value:
    return clean(item["keyword"])
