"""Items and lines: labelled abilities, continuations, triggered abilities, one-shot effects, evolution conditions."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G

G.add("item", "このクリーチャーが攻撃する時、自分の他のクリーチャーはこのターン中、攻撃することができない。",
      {"when": "this attacks", "do": [{"modify": {"target": {"player": "you", "other": True, "count": "all"}, "until": "end of turn", "keywords": ["cannot attack"]}}]})
G.add("item", "シールド・プラス-{w:trigger}{b:body}", {"label": "shield plus", "when": "$w", "do": "$b"})
G.add("item", "シールド・プラス-{b:body}", {"label": "shield plus", "do": "$b"})
G.add("item", "シールド・プラスー{b:body}", {"label": "shield plus", "do": "$b", "_d": "ー"})  # printed so (DM-28)
G.add("item", "ウルトラシールド・プラス-{w:trigger}{b:body}", {"label": "ultra shield plus", "when": "$w", "do": "$b"})
G.add("item", "スーパー・シールド・プラス-{w:trigger}{b:body}", {"label": "super shield plus", "when": "$w", "do": "$b"})
G.add("item", "メテオバーン-{w:trigger}{b:body}", {"label": "meteorburn", "when": "$w", "do": "$b"})
G.add("item", "メテオバーン-{w:instead}かわりに{b:body}", {"label": "meteorburn", "instead of": "$w", "do": "$b"})
G.add("item", "バイオ・{k:biok}-{w:trigger}{b:body}", {"label": "$k", "when": {"*w": None, "from": "hand"}, "do": "$b"})

# A line continuing the previous one: 「そうした場合、…」.
G.add("item", "そうした場合、{b:body}", {"continues": True, "if": {"moved a card": True}, "do": "$b"})
G.add("item", "その後、{b:body}", {"continues": True, "do": "$b"})
G.add("item", "相手とジャンケンで勝敗を決める。自分が勝った場合、{b:body}",
      {"do": [{"janken": True}, {"*b": None, "if": {"won the janken": True}}]})

# 「光:このクリーチャーをバトルゾーンに出した時、…」: an ability of an O・ドライブ that names its parts (「光1枚または闇2枚
# またはその両方」), which the part of that civilization gives.
G.add("item", "{p:civ}:{w:trigger}{b:body}", {"o drive part": "$p", "when": "$w", "do": "$b"})
G.add("item", "{w:trigger}{c:ifc}{b:body}", {"when": "$w", "*c": None, "do": "$b"})
G.add("item", "{w:trigger}{b:body}", {"when": "$w", "do": "$b"})
G.add("item", "{c:ifc}{b:body}", {"*c": None, "do": "$b"})
G.add("item", "{b:body}", {"do": "$b"})

# Evolution conditions.
G.add("item", "進化-自分の{f:np}1体の上に置く。", {"evolves_from": "$f"})
G.add("item", "進化-自分のツリー・フォーク1体の上に置く。", {"evolves_from": {"race": "ツリーフォーク", "_typo": True}})  # a misprint
G.add("item", "進化V-自分の{f:np}2体を重ねた上に置く。", {"evolves_from": {"*f": None, "count": 2}})
G.add("item", "進化V-自分の{f:np}2体の上に置く。", {"evolves_from": {"*f": None, "count": 2, "_e": "の上"}})
G.add("item", "進化V-自分の{a:np}1体と{b:np}1体を重ねた上に置く。", {"evolves_from": {"all of": ["$a", "$b"]}})
G.add("item", "進化GV-自分の{f:np}3体を重ねた上に置く。", {"evolves_from": {"*f": None, "count": 3}})
G.add("item", "進化{v:evv}-自分の{a:noun}、{b:noun}、{c:noun}のいずれか{n:num}体を重ねた上に置く。",
      {"evolves_from": {"any of": ["$a", "$b", "$c"], "count": "$n", "_v": "$v"}})
G.add("item", "進化-自分の{f:cnp}1枚の上に置く。", {"evolves_from": {"*f": None, "_g": "gear"}})
G.add("item", "マナ進化-{f:cnp}を1体自分のマナゾーンから選び、このクリーチャーをその上に重ねつつバトルゾーンに出す。",
      {"evolves_from": {"*f": None, "zone": "mana zone"}})
G.add("item", "マナ進化V-{f:cnp}を2体自分のマナゾーンから選び、このクリーチャーをその2体の上に重ねつつバトルゾーンに出す。",
      {"evolves_from": {"*f": None, "zone": "mana zone", "count": 2}})
G.add("item", "マナ進化GV-{f:cnp}を{c:count}自分のマナゾーンから選び、このクリーチャーをその上に重ねつつバトルゾーンに出す。",
      {"evolves_from": {"*f": None, "zone": "mana zone", "count": "$c", "_v": "GV"}})

G.add("line", "{i:item}", ["$i"])
G.add("line", "{i:item}{r:line}", ["$i", "*r"])
