"""Steps and bodies: operations chained by 、 / 。 / その後、 / そうした場合、 (``step``, ``body``, ``tail``, ``conn``)."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G

_f: str

G.add("fin", "{a:step}", "$a")
G.add("fin", "{a:step.may}", "$a")

G.add("conn", "。", {})
G.add("conn", "。その後、", {"_j": "その後"})
G.add("conn", "。そうした場合、", {"if": {"moved a card": True}})
G.add("conn", "。そうしたなら、", {"if": {"moved a card": True}, "_j": "そうしたなら"})
G.add("conn", "。そうしなければ、", {"if": {"moved a card": False}})
G.add("conn", "。{c:ifc}", {"*c": None})
G.add("conn", "。その後、{c:ifc}", {"*c": None, "_j": "その後"})

G.add("body", "{a:fin}{r:tail}", ["$a", "*r"])
G.add("body", "{a:step.stem}{r:ctail}", ["$a", "*r"])
G.add("tail", "。", [])
G.add("tail", "{c:conn}{a:fin}{r:tail}", [{"*c": None, "*a": None}, "*r"])
G.add("tail", "{c:conn}{a:step.stem}{r:ctail}", [{"*c": None, "*a": None}, "*r"])
G.add("ctail", "、{a:fin}{r:tail}", [{"*a": None, "_j": "、"}, "*r"])
G.add("ctail", "、{a:step.stem}{r:ctail}", [{"*a": None, "_j": "、"}, "*r"])
G.add("ctail", "、その後、{a:fin}{r:tail}", [{"*a": None, "_j": "、その後"}, "*r"])

# A step is an operation, or a choice between two (「AするかBする」).
for _f in ("", ".may", ".stem", ".te", ".past"):
    G.add("step" + _f, "{a:op" + _f + "}", "$a")
G.add("step", "{a:op}か、{b:op}", {"one of": ["$a", "$b"]})
G.add("step", "{a:op}か{b:op}", {"one of": ["$a", "$b"], "_k": "no comma"})
G.add("step.may", "{a:op}か、{b:op.may}", {"one of": ["$a", "$b"], "may": True})
G.add("step.may", "{a:op}か{b:op.may}", {"one of": ["$a", "$b"], "may": True, "_k": "no comma"})
G.add("step", "バトルゾーンにあるすべての{a:np}か、すべての{b:np}どちらかをタップする",
      {"one of": [{"tap": {"target": {"*a": None, "count": "all"}}}, {"tap": {"target": {"*b": None, "count": "all"}}}],
       "_k": "どちらか"})
G.add("step.may", "{t:target}タップまたはアンタップしてもよい",
      {"one of": [{"tap": {"target": "$t"}}, {"untap": {"target": "$t"}}], "may": True, "_k": "タップまたはアンタップ"})
# 「AかBを破壊する」 / 「A、または、Bを破壊する」: one verb for two choices of creatures; the
# controller chooses one as the effect resolves (choose one).
G.add("step", "{a:tsel}、または、{b:tsel}、破壊する",
      {"one of": [{"destroy": {"target": "$a"}}, {"destroy": {"target": "$b"}}], "_k": "tsel または"})
G.add("step", "{a:subj}[か、|、または、]{b:subj}を破壊する",
      {"one of": [{"destroy": {"target": "$a"}}, {"destroy": {"target": "$b"}}], "_k": "subj か"})

G.add("step", "{s:subj}は、{d:durnc}{k:kws}を得る", {"modify": {"target": "$s", "*d": None, "keywords": "$k", "_o": "late dur no comma"}})
G.add("step", "{s:subj}のパワーは、{d:durnc}+{n:num}される", {"modify": {"target": "$s", "*d": None, "power": "$n", "_o": "late dur"}})
# 「このクリーチャーは可能であれば攻撃する」 given for a while: the keyword ``must attack`` (each wording a hint).
G.add("step", "{s:subj}は、{d:durnc}「このクリーチャーは、可能なら攻撃する」を得る",
      {"modify": {"target": "$s", "*d": None, "keywords": ["must attack"], "_o": "late dur quoted 、可能なら"}})
G.add("op", "{d:dur}{s:subj}は「このクリーチャーは可能であれば攻撃する」を得る",
      {"modify": {"*d": None, "target": "$s", "keywords": ["must attack"], "_o": "quoted 可能であれば"}})
G.add("conn", "。自分が勝った場合、", {"if": {"won the janken": True}})
G.add("conn", "。自分が負けた場合、", {"if": {"won the janken": False}})
G.add("step", "このクリーチャーはこのターンが終わるまで{k:kws}を得る", {"modify": {"target": {"self": True}, "until": "end of turn", "keywords": "$k", "_o": "no comma"}})
