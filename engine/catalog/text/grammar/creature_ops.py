"""Operations on creatures (``op``): chosen creatures destroyed, returned, tapped, modified; this creature moved."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G

_verb: str
_op: str

# Operations on chosen creatures.
for _verb, _op in (("<破壊する>", "destroy"), ("持ち主の墓地に<置く>", "destroy"), ("持ち主の手札に<戻す>", "bounce"),
                   ("持ち主のマナゾーンに<置く>", "mana send"), ("<タップする>", "tap"), ("<アンタップする>", "untap"),
                   ("持ち主の山札の一番下に<置く|戻す>", "deck bottom"), ("持ち主の山札の[一番|1番]上に<置く|戻す>", "deck top"),
                   ("裏向きにして、持ち主のシールドに<加える>", "shield send"), ("自分の墓地に<置く>", "destroy"),
                   ("墓地に<置く>", "destroy"), ("自分のマナゾーンに<置く>", "mana send"), ("自分の手札に<戻す>", "bounce"),
                   ("それぞれの墓地に<置く>", "destroy")):
    _w = {} if _verb in ("<破壊する>", "持ち主の手札に<戻す>", "持ち主のマナゾーンに<置く>", "<タップする>",
                         "<アンタップする>", "持ち主の山札の一番下に<置く|戻す>", "持ち主の山札の[一番|1番]上に<置く|戻す>",
                         "裏向きにして、持ち主のシールドに<加える>") else {"_w": _verb}
    G.add("op", "{t:target}" + _verb, {_op: {"target": "$t", **_w}})
    G.add("op", "相手は{t:target}" + _verb, {_op: {"target": {"chooser": "opponent", "*t": None}, **_w}})
    G.add("op", "各プレイヤーは{t:target}" + _verb, {_op: {"target": {"chooser": "each", "*t": None}, **_w}})
    G.add("op", "相手は、{t:target}" + _verb, {_op: {"target": {"chooser": "opponent", "*t": None, "_c": "、"}, **_w}})
    G.add("op", "各プレイヤーは、{t:target}" + _verb, {_op: {"target": {"chooser": "each", "*t": None, "_c": "、"}, **_w}})
G.add("op", "{t:tsel}<選ぶ>", {"choose": {"target": "$t"}})
G.add("op", "{t:target}バトルさせる", {"battle": {"target": "$t"}})
G.add("op", "{d:dur}{s:subj}{g:gain}", {"modify": {"*d": None, "target": "$s", "*g": None}})
G.add("op", "{s:subj}は、{d:dur}{k:kws}を得る", {"modify": {"target": "$s", "*d": None, "keywords": "$k", "_o": "late dur"}})
G.add("op", "{s:subj}{g:gain}", {"modify": {"target": "$s", "*g": None}})
G.add("op", "{d:durnc}{s:subj}{g:gain}", {"modify": {"*d": None, "target": "$s", "*g": None, "_o": "dur no comma"}})
G.add("op", "{d:dur}{s:subj}のパワーは[|、]{p:per}[|それぞれ]+{n:num}される",
      {"power per card": {"*d": None, "target": "$s", "count": "$p", "amount": "$n"}})

# Untapping this creature, breaking, battle follow-ups.
G.add("op", "<アンタップする>", {"untap": {"target": {"self": True}, "_o": "bare"}})
G.add("op", "バトルの後で[|このクリーチャーを]<アンタップする>", {"untap": {"target": {"self": True}, "after battle": True}})
G.add("op", "バトルの後、このクリーチャーを<アンタップする>", {"untap": {"target": {"self": True}, "after battle": True, "_o": "後、"}})
G.add("op", "バトルの後でこのクリーチャーを<破壊する>", {"destroy": {"target": {"self": True}, "after battle": True}})
G.add("op", "攻撃の後、このクリーチャーを<破壊する>", {"destroy": {"target": {"self": True}, "after attack": True}})
G.add("op", "攻撃の後、このクリーチャーを<アンタップする>", {"untap": {"target": {"self": True}, "after attack": True}})
G.add("op", "バトルの後、{t:target}持ち主の手札に<戻す>", {"bounce": {"target": "$t", "after battle": True}})
G.add("op", "バトルの後、{t:target}<破壊する>", {"destroy": {"target": "$t", "after battle": True}})
G.add("op", "そのターンの終わりにこのクリーチャーをバトルゾーンから自分の手札に<戻す>",
      {"bounce": {"target": {"self": True}, "at": "end of turn"}})

# Moving chosen creatures: 「<creatures>を1体、バトルゾーンから手札に戻す」.
G.add("op", "{t:tsel}、バトルゾーンから[自分の|]手札に<戻す>", {"bounce": {"target": "$t", "_w": "from bz"}})
G.add("op", "{t:tsel}、バトルゾーンから持ち主の手札に<戻す>", {"bounce": {"target": "$t", "_w": "from bz owner"}})
G.add("op", "{t:tsel}手札に<戻す>", {"bounce": {"target": "$t", "_w": "bare hand"}})
G.add("op", "{t:tsel}破壊する", {"destroy": {"target": "$t", "_s": "no choose"}})
G.add("op", "{t:tsel}、追加で<破壊する>", {"destroy": {"target": "$t", "_s": "追加で"}})
G.add("op", "相手[の|]クリーチャーを[|、]パワーの合計が{n:num}以下になるように好きな数選び、<破壊する>",
      {"destroy": {"target": {"player": "opponent", "count": "any", "total power at most": "$n"}}})
G.add("op", "このクリーチャーアンタップされ、{d:durnc}{k:kws}を<得る>",  # a misprint: no は after このクリーチャー
      {"modify": {"target": {"self": True}, "untap first": True, "*d": None, "keywords": "$k", "_o": "misprint"}})

# Implicit "this creature" as the object of a move.
G.add("op", "[自分の|]手札に<戻す>", {"bounce": {"target": {"self": True}, "_i": "implicit"}})
G.add("op", "自分の墓地に<置く>", {"destroy": {"target": {"self": True}, "_i": "implicit"}})
G.add("op", "自分のマナゾーンに<置く>", {"mana send": {"target": {"self": True}, "_i": "implicit"}})
G.add("op", "このクリーチャーをバトルゾーンから自分の手札に<戻す>", {"bounce": {"target": {"self": True}, "_i": "from bz"}})
G.add("op", "このクリーチャーをバトルゾーンに<置く>", {"put this": True})
G.add("op", "バトルゾーンにあるこのクリーチャーを<アンタップする>", {"untap": {"target": {"self": True}, "_i": "bz"}})
G.add("op", "このクリーチャーを自分のマナゾーンに<置く>", {"mana send": {"target": {"self": True}, "_i": "explicit"}})
G.add("op", "これをクロスしたクリーャーを<アンタップする>", {"untap": {"target": {"crossed": True}, "_i": "typo"}})
G.add("op", "これをクロスしたクリーチャーを<アンタップする>", {"untap": {"target": {"crossed": True}}})
G.add("op", "相手は自分自身の{t:tsel}選び、[持ち主の|]手札に<戻す>", {"bounce": {"target": {"chooser": "opponent", "player": "opponent", "*t": None}}})
G.add("op", "{t:tsel}選び、裏向きにして[持ち主の|自分の]シールドに<加える>", {"shield send": {"target": "$t", "_w": "選び"}})
G.add("op", "そのターンの終わりにこのクリーチャーを<破壊する>", {"destroy": {"target": {"self": True}, "at": "end of turn"}})
G.add("op", "{d:dur}{s:subj}は、可能であれば<攻撃する>", {"modify": {"*d": None, "target": "$s", "keywords": ["must attack"]}})
G.add("op", "選んだクリーチャーをすべて、持ち主の手札に<戻す>", {"bounce": {"target": {"chosen": True, "count": "all"}}})
G.add("op", "選んだクリーチャーをすべて<タップする>", {"tap": {"target": {"chosen": True, "count": "all"}}})
G.add("op", "選んだクリーチャーをすべて<破壊する>", {"destroy": {"target": {"chosen": True, "count": "all"}}})
G.add("op", "{t:target}持主の手札に<戻す>", {"bounce": {"target": "$t", "_w": "持主"}})
G.add("op", "そのクリーチャーの下にあるカードをすべて、持ち主の手札に<戻す>", {"cards under to hand": {"target": {"chosen": True}}})
G.add("op", "{t:tsel}選び、その{n:num}体にバトル<させる>", {"battle": {"target": "$t", "pair": "chosen", "n": "$n"}})
G.add("op", "相手は[|、]バトルゾーンにある自分自身のクリーチャーすべてを持ち主の墓地に<置く>",
      {"destroy": {"target": {"player": "opponent", "count": "all"}, "_w": "相手は"}})
G.add("op", "{t:target}そのクリーチャーの一番上のカードを持ち主のマナゾーンに<置く>", {"top card to mana": {"target": "$t"}})
G.add("op", "{t:target}一番上のカードを持ち主のマナゾーンに<置く>", {"top card to mana": {"target": "$t", "_o": "short"}})
G.add("op", "{t:target}そのクリーチャーの一番上のカードを持ち主の墓地に<置く>", {"top card to graveyard": {"target": "$t"}})
G.add("op", "バトルゾーンにあるすべての{f:cnp}の一番上のカードを、持ち主のマナゾーンに<置く>",
      {"top card to mana": {"target": {"*f": None, "player": "each", "count": "all"}, "_o": "すべての"}})
G.add("op", "そうしない場合、このクリーチャーを手札に<戻す>", {"bounce": {"target": {"self": True}, "if": {"moved a card": False}}})
G.add("op", "バトルゾーンに自分のクリーチャーが{n:num}体でもあれば、その中から{m:num}体選び、自分の墓地に<置く>",
      {"destroy": {"target": {"player": "you", "count": "$m"}, "if any": "$n"}})
G.add("op", "選んだクリーチャーを<アンタップする>", {"untap": {"target": {"chosen": True}, "_o": "選んだ"}})
G.add("op", "そのドラゴンを自分の墓地に<置く>", {"destroy": {"target": {"chosen": True}, "_o": "ドラゴン"}})
G.add("op", "そのクリーチャーは、次のターン、可能であれば<攻撃する>", {"modify": {"target": {"chosen": True}, "until": "end of next turn", "keywords": ["must attack"]}})
G.add("op", "このターン、選んだクリーチャーがタップされていなくても攻撃できる", {"may attack untapped creatures": {"target": {"chosen": True}}})
G.add("op", "[次の相手のターンのはじめに、そのクリーチャーはアンタップされない|相手は次の自分自身のターンのはじめに、そのクリーチャーを"
      "アンタップできない]", {"freeze": {"target": {"chosen": True}}})
# 「文明をひとつ選ぶ。それ以外の文明を持つクリーチャーをすべてタップする」: every creature with a civilization other
# than the chosen one (a multicoloured creature with it too).
G.add("op", "それ以外の文明を持つクリーチャーをすべて<タップする>",
      {"tap": {"target": {"player": "each", "count": "all", "civilization other than": "chosen"}}})
# 「自分の手札をすべて捨てる。このようにして手札を1枚も捨てない場合、このクリーチャーを破壊する」: nothing discarded.
G.add("op", "このようにして手札を1枚も捨てない場合、このクリーチャーを<破壊する>",
      {"destroy": {"target": {"self": True}, "if": {"moved a card": False}}})
