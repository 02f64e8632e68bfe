"""Noun phrases: modifiers (``mod``/``cmod``), nouns (``noun``/``cnoun``), counts, zones, chosen targets, counts per card (``per``)."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G
from engine.catalog.text.templates import Value

_p: str
_v: Value

def _mods(nt: str, mods: list[tuple[str, Value]]) -> None:
    """Each modifier, followed by 、 or not (one template, the choice made its hint)."""
    for p, v in mods:
        G.add(nt, p + "[|、]", v)


# Modifiers of a creature noun phrase, as filter entries in text order; each may be followed by
# 、 (recorded as a hint). The first group names the owner and is used for creatures only.
_OWNER_MODS: list[tuple[str, Value]] = [
    ("相手の", {"player": "opponent"}),
    ("自分の", {"player": "you"}),
    ("自分自身の", {"player": "own"}),
    ("各プレイヤーの", {"player": "each"}),
]
_MODS: list[tuple[str, Value]] = [
    ("パワー{n:num}以下の", {"max power": "$n"}),
    ("パワー{n:num}以上の", {"min power": "$n"}),
    ("パワーが{n:num}以下の", {"max power": "$n", "_pw": "が"}),
    ("パワーが{n:num}以上の", {"min power": "$n", "_pw": "が"}),
    ("パワー{n:num}の", {"power": "$n"}),
    ("パワーが{n:numabove}より大きい", {"min power": "$n", "_pw": "より大きい"}),
    ("コスト{n:num}以下の", {"max cost": "$n"}),
    ("コスト{n:num}以上の", {"min cost": "$n"}),
    ("コストが{n:num}以下の", {"max cost": "$n", "_cw": "が"}),
    ("タップされていない", {"untapped": True}),
    ("タップされている", {"tapped": True}),
    ("{c:civ}の", {"civilization": "$c"}),
    ("{a:civ}または{b:civ}の", {"civilization": ["$a", "$b"]}),
    ("{a:civ}と{b:civ}の", {"civilization": ["$a", "$b"], "_cv": "と"}),
    ("{a:civ}、{b:civ}または{c:civ}の", {"civilization": ["$a", "$b", "$c"]}),
    ("{c:civ}以外の", {"not civilization": "$c"}),
    ("他の", {"other": True}),
    ("「{k:kwname}」を持つ", {"keyword": "$k"}),
    ("「{k:kwname}」能力を持つ", {"keyword": "$k", "_kw": "能力"}),
    ("「{k:kwname}」を持たない", {"not keyword": "$k"}),
    ("進化ではない", {"evolution": False}),
    ("進化クリーチャーではない", {"evolution": False, "_ev": "long"}),
    ("{r:race}以外の", {"not race": "$r"}),
    ("{a:race}と{b:race}以外の", {"not race": ["$a", "$b"]}),
    ("{r:race}以外の種族の", {"not race": "$r", "_nr": "種族の"}),
    ("《{x:name}》以外の", {"not name": "$x"}),
    ("名前が《{x:name}》の", {"name": "$x", "_nm": "名前が"}),
    ("多色ではない", {"multicolour": False}),
    ("名前の異なる", {"distinct names": True}),
]

_mods("mod", _OWNER_MODS + _MODS)
_mods("cmod", _MODS)

# Nouns: the head of a creature phrase (np) and of a card phrase (cnp, cards in a zone).
_RACE_NOUNS: list[tuple[str, Value]] = [
    ("{r:race}", {"race": "$r"}),
    ("{r:racecat}", {"race category": "$r"}),
    ("{a:race}または{b:race}", {"race": ["$a", "$b"]}),
    ("{a:race}と{b:race}", {"race": ["$a", "$b"], "_rj": "と"}),
    ("{a:racecat}または{b:race}", {"any of": [{"race category": "$a"}, {"race": "$b"}]}),
    ("{a:race}または{b:racecat}", {"any of": [{"race": "$a"}, {"race category": "$b"}]}),
    ("{r:race}・クリーチャー", {"race": "$r", "_n": "・クリーチャー"}),
    ("種族に{r:racecat}とあるクリーチャー", {"race category": "$r", "_n": "種族に"}),
    ("「{r:racecat}」と付く種族", {"race category": "$r", "_n": "と付く種族"}),
    ("《{x:name}》", {"name": "$x"}),
]
for _p, _v in [("クリーチャー", {}), ("進化クリーチャー", {"evolution": True}),
               ("多色クリーチャー", {"multicolour": True})] + _RACE_NOUNS:
    G.add("noun", _p, _v)
for _p, _v in [("カード", {}), ("クリーチャー", {"creature": True}), ("呪文", {"type": "spell"}),
               ("クロスギア", {"type": "cross gear"}), ("サムライ・クロスギア", {"type": "cross gear", "race": "サムライ"}),
               ("進化クリーチャー", {"evolution": True}),
               ("多色カード", {"multicolour": True}), ("多色クリーチャー", {"creature": True, "multicolour": True}),
               ("{a:civ}または{b:civ}の呪文", {"type": "spell", "civilization": ["$a", "$b"], "_x": 1})] + _RACE_NOUNS:
    G.add("cnoun", _p, _v)
# 「自分のマナゾーンから…種族にドラゴンとある自分のクリーチャーを」: the zone already says whose.
G.add("cnoun", "種族に{r:racecat}とある自分のクリーチャー", {"race category": "$r", "_n": "種族に自分の"})

G.add("np", "{m:mod}{r:np}", {"*m": None, "*r": None})
G.add("np", "{n:noun}", {"*n": None})
G.add("np", "バトルゾーンにある[|、]{r:np}", {"_bz": True, "*r": None})
G.add("np", "バトルゾーンで{r:np}", {"_bz": "で", "*r": None})
G.add("cnp", "{m:cmod}{r:cnp}", {"*m": None, "*r": None})
G.add("cnp", "{n:cnoun}", {"*n": None})

# Counts of creatures (a number) and of cards (count entries merged into an operation's args).
G.add("count", "{n:num}体", "$n")
G.add("count", "{n:num}体まで", "up to $n")
G.add("count", "すべて", "all")
G.add("count", "好きな数", "any")  # as many as the chooser likes (none too)
G.add("count", "同じ数", {"moved": "earlier steps"})  # as many as the steps before moved (「…を同じ数選び」)
G.add("ccount", "{n:num}枚", {"count": "$n"})
G.add("ccount", "{n:num}体", {"count": "$n", "_u": "体"})
G.add("ccount", "{n:num}枚まで", {"count": "up to $n"})
G.add("ccount", "{n:num}体まで", {"count": "up to $n", "_u": "体"})
G.add("ccount", "すべて", {"count": "all"})
G.add("ccount", "好きな数", {"count": "any"})
G.add("ccount", "好きな枚数", {"count": "any", "_u": "枚数"})

# Zones.
for _p, _v in (("墓地", "graveyard"), ("マナゾーン", "mana zone"), ("手札", "hand"), ("山札", "deck"),
               ("シールドゾーン", "shield zone"), ("バトルゾーン", "battle zone")):
    G.add("zone", _p, _v)

# A chosen creature target: the noun phrase, its count, and how the choice is worded.
G.add("tsel", "{np}を{c:count}", {"*np": None, "count": "$c"})
G.add("tsel", "{np}{c:count}を", {"*np": None, "count": "$c", "_o": "np-count-wo"})
G.add("tsel", "{np}を{c:count}ずつ", {"*np": None, "count": "$c", "each player": True})
G.add("tsel", "{np}をもう{c:count}", {"*np": None, "count": "$c", "_o": "もう"})  # one more, after an earlier step
G.add("target", "{t:tsel}選び、", {"*t": None, "_s": "選び、"})
G.add("target", "{t:tsel}選んで", {"*t": None, "_s": "選んで"})
G.add("target", "{t:tsel}、", {"*t": None, "_s": "、"})
G.add("target", "{t:tsel}", {"*t": None})
G.add("target", "そのクリーチャーを", {"chosen": True})
G.add("target", "その勝った{r:race}を", {"that": True, "race": "$r"})  # the creature that won the battle, of the race
G.add("target", "このクリーチャーを", {"self": True})
G.add("target", "これを", {"self": True, "_o": "これ"})  # 「…自分のターンの終わりに、これをアンタップする」: this creature

# 「…のパワーは、<zone>にある<cards>1体につき+N される」
G.add("per", "バトルゾーンにある{f:np}1体につき", {"zone": "battle zone", "filter": "$f"})
G.add("per", "{f:np}1体につき", {"zone": "battle zone", "filter": "$f", "_z": "bare"})
G.add("per", "{w:perwho}の墓地にある{f:cnp}1[枚|体]につき", {"zone": "graveyard", "player": "$w", "filter": "$f", "_w": 1})
# Whose zone a count of 「…1枚につき」 reads: one template for 自分の / 相手の / 自分と相手の.
G.add("perwho", "自分", "you")
G.add("perwho", "相手", "opponent")
G.add("perwho", "自分と相手", "each")
G.add("per", "{w:perwho}のマナゾーンにある{f:cnp}1枚につき", {"zone": "mana zone", "player": "$w", "filter": "$f", "_w": 1})
G.add("per", "自分のマナゾーンでタップされているカード1枚につき", {"zone": "mana zone", "player": "you", "filter": {"tapped": True}, "_z": "で"})
G.add("per", "相手のマナゾーンでタップされているカード1枚につき", {"zone": "mana zone", "player": "opponent", "filter": {"tapped": True}, "_z": "で"})
G.add("per", "自分のシールドゾーンにあるカード1枚につき", {"zone": "shield zone", "player": "you"})
G.add("per", "{w:perwho}のシールド1枚につき", {"zone": "shield zone", "player": "$w", "_z": "short"})
G.add("per", "{w:perwho}の手札1枚につき", {"zone": "hand", "player": "$w", "_w": 1})
for _p, _v in (("その種族の", {"race": "chosen"}), ("選んだ種族の", {"race": "chosen", "_ch": "選んだ"}),
               ("選ばれた種族の", {"race": "chosen", "_ch": "選ばれた"}), ("その文明の", {"civilization": "chosen"}),
               ("選んだ文明の", {"civilization": "chosen", "_ch": "選んだ"}),
               ("選ばれた文明の", {"civilization": "chosen", "_ch": "選ばれた"}),
               ("選んだ文明と同じ文明の", {"civilization": "chosen", "_ch": "と同じ文明"})):
    G.add("mod", _p, _v)
    G.add("cmod", _p, _v)

G.add("np", "バトルゾーンから{r:np}", {"_bz": "から", "*r": None})
G.add("mod", "パワーの一番小さい", {"extreme": "lowest power"})
G.add("mod", "パワーの一番大きい", {"extreme": "highest power"})
G.add("mod", "パワーがこのクリーチャーより小さい", {"weaker than this": True})
G.add("mod", "パワーがこのクリーチャーより大きい", {"stronger than this": True})
G.add("mod", "このクリーチャーよりパワーの小さい", {"weaker than this": True, "_w": "よりパワーの"})
G.add("mod", "このクリーチャーよりパワーが小さい", {"weaker than this": True, "_w": "よりパワーが"})
G.add("mod", "このクリーチャーと同じ種族を持つ", {"shares a race with": "this"})
for _p, _v in (("このクリーチャーと同じ種族をひとつでも持つ", {"shares a race with": "this", "_sr": "ひとつでも"}),
               ("そのクリーチャーと同じ種族をひとつでも持つ", {"shares a race with": "that", "_sr": "ひとつでも"})):
    G.add("mod", _p, _v)
    G.add("cmod", _p, _v)
G.add("mod", "これをクロスしたクリーチャーと同じ種族の", {"shares a race with": "crossed"})
G.add("mod", "タップされた", {"tapped": True, "_t": "された"})
G.add("mod", "アンタップされている", {"untapped": True, "_t": "アンタップ"})
G.add("noun", "クロスギア", {"type": "cross gear"})
G.add("noun", "{a:race}または{b:noun}", {"any of": [{"race": "$a"}, "$b"]})
G.add("noun", "進化クリーチャーまたは{r:racecat}", {"any of": [{"evolution": True}, {"race category": "$r"}]})
G.add("np", "自分の{a:np}と自分の{b:np}", {"player": "you", "any of": ["$a", "$b"]})
G.add("tsel", "{np}を{n:num}枚", {"*np": None, "count": "$n", "_u": "枚"})
G.add("target", "{t:tsel}選び", {"*t": None, "_s": "選び"})

# More counts of 「…1体/1枚/ひとつにつき」.
for _p, _v in (("すべてのマナゾーンにあるカード1枚につき", {"zone": "mana zone", "player": "each"}),
               ("自分の墓地にある{f:cnp}1[体|枚]につき", {"zone": "graveyard", "player": "you", "filter": "$f", "_p": 1}),
               ("自分の墓地にあるクリーチャー1体につき", {"zone": "graveyard", "player": "you", "filter": {"creature": True}, "_p": 2})):
    G.add("per", _p, _v)

# More nouns and modifiers.
G.add("noun", "{a:civ}のクリーチャーと{b:civ}のクリーチャー", {"civilization": ["$a", "$b"], "_n": "のクリーチャーと"})
G.add("noun", "{a:race}とサムライ・クリーチャー", {"race": ["$a", "サムライ"], "_n": "とサムライ・クリーチャー"})
G.add("cnoun", "{c:civ}クリーチャー", {"creature": True, "civilization": "$c", "_n": "no の"})
G.add("cnoun", "呪文カード", {"type": "spell", "_n": "カード"})
G.add("mod", "{a:civ}、{b:civ}、または{c:civ}の", {"civilization": ["$a", "$b", "$c"], "_c": "または"})
G.add("cmod", "{a:civ}、{b:civ}、または{c:civ}の", {"civilization": ["$a", "$b", "$c"], "_c": "または"})
G.add("mod", "進化クリーチャーでない", {"evolution": False, "_ev": "でない"})
G.add("cmod", "進化以外の", {"evolution": False, "_ev": "以外の"})
G.add("mod", "「{k:kwname}」以外の", {"not keyword": "$k", "_k": "以外"})
G.add("mod", "攻撃している", {"attacking": True})
G.add("mod", "クロスギアをクロスしている", {"crossed with gear": True})
G.add("mod", "クロスギアをクロスされた", {"crossed with gear": True, "_x": "された"})
# The creatures of the triggering attack or block, by their part in it (the exporter names the one the event concerns).
G.add("target", "[攻撃クリーチャー|ブロックされたクリーチャー]を", {"that": "attacker"})  # the attack blocked: the attacker
G.add("target", "ブロックしたクリーチャーを", {"that": "blocker"})
G.add("per", "バトルゾーンにある{f:np}1体につき", {"zone": "battle zone", "filter": "$f"})
G.add("per", "バトルゾーンにある文明[1つ|ひとつ]につき", {"civilizations in": "battle zone", "player": "each"})
G.add("per", "自分のマナゾーンにある文明[1つ|ひとつ]につき", {"civilizations in": "mana zone", "player": "you"})
G.add("per", "自分のマナゾーンにあるカードの文明1つにつき", {"civilizations in": "mana zone", "player": "you", "_p": "カードの"})
G.add("per", "バトルゾーンにある相手のクリーチャーの種族ひとつにつき", {"races of": "opponent creatures"})
G.add("per", "すべての墓地にある{f:cnp}1枚につき[|、]", {"zone": "graveyard", "player": "each", "filter": "$f"})
G.add("per", "このターンにブレイクされた相手のシールド1枚につき", {"broken shields this turn": True})

_mods("mod", [("{a:civ}、{b:civ}、{c:civ}[、または|または]{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"], "_4": 1})])
_mods("cmod", [("{a:civ}、{b:civ}、{c:civ}[、または|または]{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"], "_4": 1}),
               ("「{k:kwname}」付き[|の]", {"keyword": "$k", "_k": "付き"})])
G.add("cmod", "多色の", {"multicolour": True, "_mc": "の"})  # not 多色カード (a noun of its own)
G.add("cmod", "自分のマナゾーンにある文明の数以下のコストを持つ", {"max cost": "civilizations in your mana"})
# 「バトルゾーンにあるクリーチャー1体またはクロスギア1枚を選び」: one object of either kind.
G.add("tsel", "バトルゾーンにある{a:noun}1体または{b:noun}1枚を", {"_bz": True, "any of": ["$a", "$b"], "count": 1})
