"""Conditions (``cond``: 「…があれば」) and the conditions an effect opens with (``ifc``)."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G
from engine.catalog.text.templates import Value

_p: str
_v: Value

_CONDS: list[tuple[str, Value]] = [
    ("バトルゾーンに自分の{f:np}があれば", {"you have creatures": {"filter": "$f"}}),
    ("バトルゾーンに自分の{f:np}が{n:num}体でもあれば", {"you have creatures": {"filter": "$f", "at least": "$n"}, "_q": "でも"}),
    ("バトルゾーンに自分の{f:np}が{n:num}体以上あれば", {"you have creatures": {"filter": "$f", "at least": "$n"}}),
    ("バトルゾーンに{f:np}が{n:num}体でもあれば", {"creatures in the battle zone": {"filter": "$f", "at least": "$n"}}),
    ("自分のシールドが1枚もなければ", {"you have no shields": True}),
    ("相手のシールドが1枚もなければ", {"opponent has no shields": True}),
    ("相手のマナゾーンにあるカードの数が自分のより多い場合", {"opponent has more mana": True}),
    ("自分のマナゾーンにある文明の数が、相手のより多い場合", {"more mana civilizations than opponent": True}),
    ("相手のマナゾーンのカードが自分のマナゾーンのカードより多ければ", {"opponent has more mana": True, "_q": "ければ"}),
    ("自分のマナゾーンにあるカードがすべて{c:civ}のカードである間", {"mana all civilization": "$c"}),
    ("自分のマナゾーンのカードがすべて{c:civ}のカードであれば", {"mana all civilization": "$c", "_q": "あれば"}),
    ("バトルゾーンに自分の{f:np}がある間", {"you have creatures": {"filter": "$f"}, "_q": "ある間"}),
    ("自分のシールドが{n:num}枚もなければ", {"you have fewer shields than": "$n"}),
    ("相手にシールドが{n:num}枚もなければ", {"opponent has fewer shields than": "$n"}),
    ("自分の手札が{n:num}枚もなければ", {"you have fewer cards in hand than": "$n"}),
    ("このクリーチャーがタップされていれば", {"this is tapped": True}),
    ("このクリーチャーがタップされている間", {"this is tapped": True, "_q": "ている間"}),
    ("このクリーチャーがリンクしていれば", {"linked": True}),
    ("このクリーチャーにクロスギアが1枚もクロスされていなければ", {"crossed": False}),
    ("バトルゾーンに[他に自分のクリーチャーが|自分のクリーチャーが他に]なければ", {"you have no other creatures": True}),
    ("自分の墓地に《{x:name}》が1枚でもあれば", {"graveyard has name": "$x"}),
    ("《{x:name}》が自分の墓地にあれば", {"graveyard has name": "$x", "_q": "name first"}),
]
for _p, _v in _CONDS:
    G.add("cond", _p, _v)
G.add("ifc", "{c:cond}、", {"if": "$c"})
G.add("ifc", "それ以外のカードの場合は", {"if": {"otherwise": True, "_q": "場合は"}, "_c": "no comma"})

G.add("cond", "バトルゾーンに{f:np}が{n:num}体以上あれば", {"creatures in the battle zone": {"filter": "$f", "at least": "$n", "_q": "以上"}})
G.add("cond", "自分の墓地に{f:cnp}が{n:num}[体以上あれば|体でもあれば|枚でもあれば]",
      {"cards in zone": {"zone": "graveyard", "player": "you", "filter": "$f", "at least": "$n"}})
G.add("cond", "相手の墓地に{f:cnp}が{n:num}体以上あれば", {"cards in zone": {"zone": "graveyard", "player": "opponent", "filter": "$f", "at least": "$n"}})
G.add("cond", "このターンに呪文を唱えていれば", {"you cast a spell this turn": True})
G.add("cond", "相手のシールドが{n:num}枚以下であれば", {"opponent has at most shields": "$n"})
G.add("cond", "自分のシールドが{n:num}枚以下であれば", {"you have at most shields": "$n"})
G.add("cond", "自分のシールドが{n:num}枚以上あれば", {"you have at least shields": "$n"})
G.add("cond", "相手の手札[の枚数が自分|が自分の手札]より多ければ", {"opponent has more cards in hand": True})
G.add("cond", "そのターンすでに自分のシールドが1枚でもブレイクされていれば", {"your shield broken this turn": True})
G.add("cond", "自分のマナゾーンに{f:cnp}が{n:num}[枚|体]でもあれば",
      {"cards in zone": {"zone": "mana zone", "player": "you", "filter": "$f", "at least": "$n"}})
G.add("cond", "バトルゾーンに自分の{f:np}が{n:num}体もなければ", {"you have creatures": {"filter": "$f", "fewer than": "$n"}})
G.add("cond", "バトルゾーンに相手の{f:np}が{n:num}体もなければ", {"opponent has creatures": {"filter": "$f", "fewer than": "$n"}})
G.add("cond", "バトルゾーンに相手の{f:np}が{n:num}体でもあれば", {"opponent has creatures": {"filter": "$f", "at least": "$n"}})
G.add("cond", "バトルゾーンに自分の{f:np}が他に{n:num}体以上出ているなら", {"you have creatures": {"filter": "$f", "at least": "$n", "other": True, "_q": "出ているなら"}})
G.add("cond", "バトルゾーンにある相手のクリーチャーの数が自分のクリーチャーの数より多い時", {"opponent has more creatures": True})
G.add("cond", "バトルゾーンに自分の{f:np}が他に{n:num}体でもあれば", {"you have creatures": {"filter": "$f", "at least": "$n", "other": True}})
G.add("cond", "自分の{f:np}が{n:num}体でもバトルゾーンにある時", {"you have creatures": {"filter": "$f", "at least": "$n"}, "_q": "が…ある時"})
G.add("cond", "このクリーチャーがバトルゾーンにあれば", {"this is in the battle zone": True})
G.add("cond", "バトルゾーンにある自分のクリーチャーがこのクリーチャーだけであれば", {"this is your only creature": True})
G.add("cond", "そのカードが{f:cnp}であれば", {"that card is": "$f"})
G.add("cond", "[そのカードが|それが]{f:cnp}[でなければ|でない場合]", {"that card is not": "$f"})
G.add("cond", "そのカードが{f:cnp}なら", {"that card is": "$f", "_q": "なら"})
G.add("cond", "それが{f:cnp}であれば", {"that card is": "$f", "_q": "それが"})
for _p, _v in (("自分のシールドが1枚もない時", {"you have no shields": True, "_q": "時"}),
               ("自分の手札が1枚もない時", {"you have no cards in hand": True}),
               ("相手のシールドが1枚もない時", {"opponent has no shields": True, "_q": "時"}),
               ("自分のシールドが{n:num}枚以下の時", {"you have at most shields": "$n", "_q": "時"}),
               ("相手のシールドが{n:num}枚以上の時", {"opponent has at least shields": "$n", "_q": "時"}),
               ("自分のマナゾーンのカードがすべてタップされている時", {"all your mana is tapped": True}),
               ("自分のマナゾーンにあるカードがすべて{c:civ}のカードであれば", {"mana all civilization": "$c", "_q": "にあるであれば"}),
               ("自分のマナゾーンに{c:civ}のカードがあれば", {"cards in zone": {"zone": "mana zone", "player": "you", "filter": {"civilization": "$c"}}}),
               ("バトルゾーンに自分の{f:np}が他に{n:num}体もなければ", {"you have creatures": {"filter": "$f", "fewer than": "$n", "other": True}}),
               ("バトルゾーンに相手の{f:np}が{n:num}枚もない時", {"opponent has creatures": {"filter": "$f", "fewer than": "$n", "_q": "枚もない時"}}),
               ("バトルゾーンに相手の多色カードが{n:num}枚もない時",  # cards: creatures and cross gears
                {"cards in zone": {"zone": "battle zone", "player": "opponent", "filter": {"multicolour": True},
                                   "at least": 0, "fewer than": "$n"}}),
               ("バトルゾーンに{f:np}が他に{n:num}体でもあれば", {"creatures in the battle zone": {"filter": "$f", "at least": "$n", "other": True}}),
               ("自分のシールドが相手のシールドより多ければ", {"more shields than opponent": True}),
               ("自分のマナゾーンにすべての文明が揃っていれば",
                {"mana has civilizations": ["light", "water", "darkness", "fire", "nature"]}),
               ("バトルゾーンに自分の{a:civ}のクリーチャーと{b:civ}のクリーチャーが少なくとも1体ずつある時",
                {"you have creatures of civilizations": ["$a", "$b"]}),
               ("相手のシールドが自分のより多い場合", {"opponent has more shields": True})):
    G.add("cond", _p, _v)

# Reveal the top card and act on what it is.
G.add("cond", "それ以外のカードであれば", {"otherwise": True})
G.add("cond", "それ以外のカードの場合は", {"otherwise": True, "_q": "場合は"})

# More conditions.
G.add("cond", "自分のシールドが{n:num}枚または{m:num}枚の時", {"you have shields": ["$n", "$m"]})
G.add("cond", "そのカードが{f:cnp}ならば", {"that card is": "$f", "_q": "ならば"})
G.add("cond", "それが{f:cnp}以外のクリーチャーであれば", {"that card is": {"creature": True, "not": "$f"}})
G.add("cond", "そのクリーチャーが{f:np}であれば", {"that creature is": "$f"})
G.add("cond", "相手は自分自身の墓地に文明が{n:num}つ以上なければ", {"opponent graveyard has fewer civilizations than": "$n"})
