"""Durations (``dur``), subjects (``subj``) and what they gain (``gain``: power, keywords)."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G

# Durations: one template per duration, its printed wordings a choice (この/その ターン, 、/中、/の終わりまで、/
# が終わるまで、/no comma; 次の自分の/自分の次の ターンのはじめ/が始まる まで).
G.add("dur", "[この|その]ターン[、|の終わりまで、|が終わるまで、|中、|]", {"until": "end of turn"})
G.add("dur", "[次の自分の|自分の次の]ターン[のはじめ|が始まる]まで、", {"until": "start of your next turn"})
G.add("durnc", "[自分の次の|次の自分の]ターン[のはじめ|が始まる]まで", {"until": "start of your next turn"})
G.add("durnc", "[この|その]ターン[の終わり|が終わる]まで", {"until": "end of turn"})
G.add("dur", "このターンの攻撃中、", {"until": "end of turn", "while attacking": True})

# Creatures' power and abilities for a while (one-shot effects).
G.add("subj", "このクリーチャー", {"self": True})
G.add("subj", "そのクリーチャー", {"chosen": True})
G.add("subj", "そのドラゴン", {"chosen": True, "_sd": "ドラゴン"})
G.add("subj", "選ばれたクリーチャー", {"chosen": True, "_sd": "選ばれた"})
G.add("subj", "{np}すべて", {"*np": None, "count": "all"})
G.add("subj", "すべての{np}", {"*np": None, "count": "all", "_a": "pre"})
G.add("subj", "{np}{c:count}", {"*np": None, "count": "$c"})
G.add("subj", "{np}", {"*np": None, "_a": "bare"})
G.add("kws", "「{k:kwname}」", ["$k"])
G.add("kws", "「{k:kwname}」と{r:kws}", ["$k", "*r"])
G.add("gain", "のパワーは[|、|それぞれ]+{n:num}される", {"power": "$n"})
G.add("gain", "のパワーは[|、]-{n:num}される", {"power": "-$n"})
G.add("gain", "は[|、]{k:kws}を得る", {"keywords": "$k"})
G.add("gain", "のパワーは[|、|それぞれ]+{n:num}され、{k:kws}を得る", {"power": "$n", "keywords": "$k"})
G.add("gain", "のパワーは[|、]+{n:num}され、ターンの終わりにアンタップされる", {"power": "$n", "untap at end of turn": True})
G.add("gain", "は[|、]ブロックされない", {"keywords": ["unblockable"]})
G.add("gain", "はすべて[|、]{k:kws}を得る", {"keywords": "$k", "_a": "はすべて"})
G.add("gain", "は[それぞれ|さらに]{k:kws}を得る", {"keywords": "$k", "_a": "はそれぞれ"})
G.add("gain", "はすべて、可能なら攻撃する", {"keywords": ["must attack"], "_a": "はすべて、可能なら"})
G.add("gain", "は{k:kws}を得、シールドをもう{n:num}枚ブレイクし、種族に{r:race}を追加する",
      {"keywords": "$k", "extra breaks": "$n", "add race": "$r"})
G.add("gain", "は、アンタップされているクリーチャーを攻撃することができ、クリーチャーを攻撃する時ブロックされない",
      {"keywords": ["attacks untapped", "unblockable when attacking creatures"]})
G.add("gain", "は[、|すべて、|]タップされていないクリーチャーを攻撃できる", {"keywords": ["attacks untapped"]})
G.add("gain", "は攻撃されない", {"keywords": ["cannot be attacked"]})
G.add("gain", "は、クリーチャーを攻撃できる", {"keywords": ["may attack creatures"]})
G.add("gainpred", "タップされていないクリーチャーを攻撃できる", {"keywords": ["attacks untapped"]})
G.add("gainpred", "{c:np}にブロックされない", {"unblockable by": "$c"})
G.add("subj", "これをクロスしたクリーチャー", {"crossed": True})
G.add("dur", "ターンの終わりまで、", {"until": "end of turn", "_d": "ターンの終わりまで"})

G.add("subj", "バトルゾーンにあるすべての{np}", {"_bz": True, "*np": None, "count": "all", "_a": "bz pre"})
G.add("subj", "攻撃している自分のクリーチャー", {"player": "you", "attacking": True})
G.add("gain", "は攻撃することができない", {"keywords": ["cannot attack"]})
G.add("gain", "は、ブロックすることができない", {"keywords": ["cannot block"]})
G.add("gain", "は、{c:np}にブロックされない", {"unblockable by": "$c"})
G.add("gain", "のパワーは+{n:num}され、{g:gainpred}", {"power": "$n", "*g": None})
G.add("gain", "はシールドを[さらに|もう]{n:num}枚ブレイクする", {"extra breaks": "$n"})
G.add("gain", "は[、|すべて、]シールドをさらに{n:num}枚ブレイクする", {"extra breaks": "$n", "_c": 1})
G.add("gainpred", "ブロックされない", {"keywords": ["unblockable"]})
G.add("gainpred", "シールドをさらに[もう|]{n:num}枚ブレイクする", {"extra breaks": "$n"})
G.add("gainpred", "「{k:kwname}」を得る", {"keywords": ["$k"]})
G.add("atend", "そのターンの終わりに、", {"at": "end of turn"})
G.add("atend", "このターンの終わりに、", {"at": "end of turn", "_a": "この"})
G.add("atend", "このターンが終わる時、", {"at": "end of turn", "_a": "終わる時"})
# 「このターンが終わるまで、…はすべて、次の能力を得る。「このクリーチャーはブロックされない」」: a keyword's own
# sentence, quoted on the line after the one that gives it (the line ends with the quote).
G.add("item", "{d:dur}{f:np}はすべて、次の能力を得る。「{q:kwquote}」",
      {"do": [{"modify": {"*d": None, "target": {"*f": None, "count": "all"}, "*q": None}}]})
