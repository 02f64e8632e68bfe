"""Triggers (``trig``/``trigger``: 「…時、」) and replacement abilities (``instead`` + ``repl``: 「…時、…かわりに…」)."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G
from engine.catalog.text.templates import Value

_p: str
_v: Value
_e: str

# Events of creatures: (wording after the subject's が, event). The subject is このクリーチャー
# (``self``), or a noun phrase (its filter joins the trigger's).
_CREATURE_EVENTS: list[tuple[str, str]] = [
    ("バトルゾーンに出た", "creature enters"),
    ("攻撃する", "creature attacks"),
    ("破壊された", "creature destroyed"),
    ("バトルゾーンを離れた", "creature leaves"),
    ("バトルゾーンから自分の墓地に置かれた", "creature put into graveyard"),
    ("バトルゾーンから墓地に置かれた", "creature put into graveyard"),
    ("ブロックした", "creature blocks"),
    ("ブロックする", "creature blocks"),
    ("ブロックされた", "creature is blocked"),
    ("バトルに勝った", "creature wins a battle"),
    ("シールドをブレイクした", "creature breaks a shield"),
    ("相手プレイヤーを攻撃してブロックされなかった", "creature unblocked"),
    ("攻撃された", "creature is attacked"),
    ("バトルする", "creature battles"),
    ("クリーチャーを攻撃する", "creature attacks a creature"),
]
# More wordings of the same events (the first wording of an event above is its canonical one).
_CREATURE_EVENTS += [("バトルゾーンから墓地に置かれる", "creature put into graveyard"),
                     ("バトルゾーンに置かれる", "creature enters"),
                     ("バトルゾーンから自分の墓地に置かれる", "creature put into graveyard"),
                     ("バトルゾーンに出る", "creature enters"),
                     ("攻撃またはブロックする", "creature attacks or blocks"),
                     ("ブロックされる", "creature is blocked"),
                     ("相手プレイヤーを攻撃してブロックされた", "creature is blocked"),
                     ("リンクした", "creature links"),
                     ("このターンはじめて攻撃する", "creature attacks"),
                     ("攻撃した", "creature attacks"),
                     ("バトルゾーンを離れる", "creature leaves"),
                     ("相手を攻撃してブロックされなかった", "creature unblocked"),
                     ("攻撃をブロックした", "creature blocks")]
# One template per event, its wordings a choice (the choice made is the hint that renders it back).
_WORDINGS: dict[str, list[str]] = {}
for _p, _e in _CREATURE_EVENTS:
    _WORDINGS.setdefault(_e, []).append(_p)
for _e, _ws in _WORDINGS.items():
    G.add("tevent", _ws[0] if len(_ws) == 1 else "[" + "|".join(_ws) + "]", {"event": _e})
G.add("tsubj", "このクリーチャー", {"self": True})
G.add("tsubj", "これをクロスしたクリーチャー", {"crossed": True})
G.add("tsubj", "{f:np}", {"*f": None})
G.add("trig", "{s:tsubj}が{e:tevent}時、", {"*e": None, "*s": None})
# 「…を出した時」: the unsaid subject of the verb is the ability's controller (「出た時」: whoever put it).
G.add("trig", "{s:tsubj}をバトルゾーンに出した時、", {"event": "creature enters", "*s": None, "put by you": True, "_t": "出した"})
G.add("trig", "{s:tsubj}が{r:np}とバトルする時、", {"event": "creature battles", "*s": None, "against": "$r"})
for _p, _v in [
    ("自分のターンのはじめに、", "your turn starts"),
    ("自分のターンの終わりに、", "your turn ends"),
    ("自分のターンが終わる時、", {"event": "your turn ends", "_t": "終わる時"}),
    ("このターンが終わる時、", {"event": "this turn ends"}),
    ("このターンの終わりに、", {"event": "this turn ends", "_t": "終わりに"}),
    ("相手のターンの終わりに、", "opponent turn ends"),
    ("相手が呪文を唱えた時、", "opponent casts a spell"),
    ("自分が呪文を唱えた時、", "you cast a spell"),
    ("相手が「S・トリガー」を使った時、", "opponent uses a shield trigger"),
    ("自分のシールドを相手のクリーチャーがブレイクした時、", "your shield broken"),
    ("相手が自分自身のシールドの「S・トリガー」を使った時、", {"event": "opponent uses a shield trigger", "_t": "自分自身のシールドの"}),
]:
    G.add("trig", _p, _v if isinstance(_v, dict) else {"event": _v})
G.add("trigger", "{t:trig}", "$t")
G.add("item", "相手は、自分自身のシールドの「S・トリガー」を使った時、手札を{n:num}枚選んで捨てる。",
      {"when": {"event": "opponent uses a shield trigger"},
       "do": [{"discard": {"player": "opponent", "n": "$n", "pick": "choose", "_o": "相手は…選んで捨てる"}}]})
G.add("trigger", "このクリーチャーがバトルゾーンにある間、{t:trig}", {"while in battle zone": True, "*t": None})
G.add("trigger", "相手のターン[中|に]、{t:trig}", {"during": "opponent turn", "*t": None})
G.add("trigger", "自分のターン中、{t:trig}", {"during": "your turn", "*t": None})

# Replacement abilities: 「…時、墓地に置くかわりに…」.
for _p, _v in [
    ("このクリーチャーが破壊される時、", {"event": "this destroyed"}),
    ("このクリーチャーがバトルゾーンから自分の墓地に置かれる時、", {"event": "this destroyed", "_t": "置かれる"}),
    ("このクリーチャーがバトルゾーンを離れる時、", {"event": "this leaves"}),
]:
    G.add("instead", _p, _v)
_REPL = [("[|そのクリーチャーを|このクリーチャーを|そのゴッドを]墓地に置くかわりに[自分の|]手札に<戻す>", {"redirect": "hand"}),
         ("[|そのクリーチャーを|このクリーチャーを]墓地に置くかわりに[|、][自分の|]マナゾーンに<置く>", {"redirect": "mana zone"}),
         ("墓地に置くかわりに自分のシールドに<加える>", {"redirect": "shields"}),
         ("裏向きにして自分のシールドに<加える>", {"redirect": "shields", "_w": "裏向き"}),
         ("バトルゾーンから離れずに<とどまる>", {"stay in the battle zone": True}),
         ("このクリーチャーを墓地に置くかわりに自分のシールドを{n:num}枚選び、手札に<加える>", {"add shield to hand": "$n"}),
         ("かわりに自分のシールドを{n:num}枚墓地に<置く>", {"shield to graveyard": {"player": "you", "n": "$n"}})]
_REPL.append(("一番上のカードだけがバトルゾーンから<離れる>", {"only the top card leaves": True}))
for _p, _v in _REPL:
    G.add("repl", _p, _v)
G.add("item", "{w:instead}{r:repl}。", {"instead of": "$w", "do": ["$r"]})
G.add("item", "{w:instead}{c:ifc}{r:repl}。", {"instead of": "$w", "*c": None, "do": ["$r"]})
# 「…かわりに…に置く。その後、…」: the replacement's move, then the steps after it (竜舞の化身).
G.add("item", "{w:instead}{c:ifc}{r:repl}。その後、{b:body}", {"instead of": "$w", "*c": None, "do": ["$r", "*b"]})
G.add("item", "{w:instead}{r:repl.may}。", {"instead of": "$w", "do": ["$r"]})
G.add("item", "{w:instead}{c:cond}、{r:repl.may}。", {"instead of": "$w", "if": "$c", "do": ["$r"]})
# 「…手札に加えてもよい。ただし、その「S・トリガー」は使えない」: the shields it adds never offer their triggers
G.add("item", "{w:instead}{r:repl.may}。ただし、その「S・トリガー」は使えない。", {"instead of": "$w", "do": ["$r"], "_nt": True})
G.add("item", "相手の呪文の効果でこのクリーチャーがバトルゾーンから離れる時、バトルゾーンから離れずにとどまる。",
      {"instead of": {"event": "this leaves", "by": "opponent spell"}, "do": [{"stay in the battle zone": True}]})
G.add("tsubj", "このクリーチャーにクロスしているクリーチャー", {"crossed": True, "_c": "このクリーチャーに"})

G.add("trig", "{s:tsubj}が{e:tevent}たびに、", {"*e": None, "*s": None, "_t": "たびに"})
G.add("trig", "{s:tsubj}が{e:tevent}[たび、|時]", {"*e": None, "*s": None, "_t": "たび"})
G.add("trig", "{s:tsubj}が{a:tevent}時または{b:tevent}時、", {"any event": ["$a", "$b"], "*s": None})
G.add("trig", "{s:tsubj}が{r:np}とリンクした時、", {"event": "creature links", "*s": None, "with": "$r"})
G.add("trig", "{s:tsubj}が{r:np}を攻撃する時、", {"event": "creature attacks a creature", "*s": None, "attacked": "$r"})
G.add("trig", "{s:tsubj}がバトルゾーンから自分の墓地に置かれた場合、", {"event": "creature put into graveyard", "*s": None, "_t": "場合"})
G.add("trig", "{s:tsubj}がバトルゾーンに置かれた場合、", {"event": "creature enters", "*s": None, "_t": "置かれた場合"})
G.add("trigger", "このクリーチャーがリンクしていて、{t:trig}", {"if linked": True, "*t": None})
G.add("trigger", "このクリーチャーがリンクしている時、{t:trig}", {"if linked": True, "*t": None, "_l": "時"})
G.add("trigger", "このクリーチャーがバトルゾーンにある間に、{t:trig}", {"while in battle zone": True, "*t": None, "_b": "に"})
G.add("trigger", "相手のターン中に、{t:trig}", {"during": "opponent turn", "*t": None, "_b": "に"})
G.add("trig", "このクリーチャーが自分の手札から自分の墓地に置かれた場合、", {"event": "this discarded", "_t": "手札から墓地 場合"})
G.add("trigger", "このターン、{t:trig}", {"this turn": True, "*t": None})
G.add("trig", "このクリーチャーがリンクしていてバトルに勝った時、", {"event": "creature wins a battle", "self": True, "if linked": True})
G.add("trig", "このクリーチャーがリンクしていて攻撃する時、", {"event": "creature attacks", "self": True, "if linked": True})

G.add("item", "このクリーチャーがシールドをブレイクする時、相手はそのシールドを手札に加えるかわりに[|持ち主の]墓地に置く。",
      {"instead of": {"event": "this breaks a shield"}, "do": [{"redirect": "graveyard"}]})
G.add("item", "このクリーチャーがシールドをブレイクする時、相手はそのシールドを手札ではなく持ち主のマナゾーンに置く。",
      {"instead of": {"event": "this breaks a shield"}, "do": [{"redirect": "mana zone"}]})
G.add("item", "このクリーチャーがシールドをブレイクした時、相手はそのシールドを持ち主の墓地に置く。",
      {"instead of": {"event": "this breaks a shield", "_t": "した時"}, "do": [{"redirect": "graveyard"}]})
G.add("trig", "{s:tsubj}が攻撃する時、相手がブロックする前に、", {"event": "creature attacks", "*s": None, "before blocks": True})
G.add("trig", "{s:tsubj}がブロックしてバトルに勝った時、", {"event": "creature wins a battle", "*s": None, "blocking": True})
G.add("trig", "このクリーチャーが攻撃できる時、", {"event": "creature can attack", "self": True})
G.add("trig", "このクリーチャーがバトルゾーンを離れる時、", {"event": "creature leaves", "self": True, "_t": "離れる"})
G.add("biok", "K", "bio K")
G.add("biok", "T", "bio T")
G.add("trig", "{s:tsubj}が攻撃して、バトルが始まった時、", {"event": "creature battles", "*s": None, "attacking": True})

# Other triggers.
for _p, _v in [
    ("相手がクリーチャーを召喚するか呪文を唱えた場合、", {"event": "opponent summons or casts"}),
    ("[各|]ターンの終わりに、", {"event": "each turn ends"}),
    ("各ターン、このクリーチャーがはじめてタップした時、", {"event": "this taps", "first time this turn": True}),
    ("相手のクリーチャーが自分を攻撃してブロックされなかった時、", {"event": "opponent creature unblocked"}),
    ("[相手のクリーチャーがこのクリーチャーを攻撃した|攻撃を受けた]時、", {"event": "creature is attacked", "self": True, "_t": "受"}),
    ("自分のマナゾーンにカードを置いた時、", {"event": "card put into mana zone", "whose": "you"}),
    ("自分の{f:cnp}をマナゾーンに置いた時、", {"event": "card put into mana zone", "whose": "you", "filter": "$f"}),
    ("自分のクロスギアをジェネレートした時、", {"event": "you generate a cross gear"}),
    ("このカードをバトルゾーンに置いた時、", {"event": "creature enters", "self": True, "_t": "このカードを置いた"}),
    ("相手が{f:cnp}を唱えた時、", {"event": "opponent casts a spell", "filter": "$f"}),
    ("自分が{f:cnp}を唱えた時、", {"event": "you cast a spell", "filter": "$f"}),
    ("自分の{f:np}を召喚した時、", {"event": "you summon", "filter": "$f"}),
    ("自分の{a:np}を召喚した時、あるいは、自分の{b:cnp}を唱えた時、",
     {"any event": [{"event": "you summon", "filter": "$a"}, {"event": "you cast a spell", "filter": "$b"}]}),
    ("自分が{b:cnp}を唱えた時、または、{a:np}を召喚した時、",
     {"any event": [{"event": "you cast a spell", "filter": "$b"}, {"event": "you summon", "filter": "$a"}]}),
    ("相手が自分自身の手札を捨てた時、", {"event": "opponent discards"}),
    ("自分の{f:np}が進化した時、", {"event": "creature evolves", "whose": "you", "filter": "$f"}),
    ("他のクリーチャーが進化した時、", {"event": "creature evolves", "other": True}),
    ("バトルゾーンに他のクリーチャーが出た時、", {"event": "creature enters", "other": True, "_t": "バトルゾーンに他の"}),
]:
    G.add("trig", _p, _v)
G.add("trigger", "相手のターン中に{t:trig}", {"during": "opponent turn", "*t": None, "_b": "に no comma"})
G.add("trigger", "{c:ifc}{t:trig}", {"*c": None, "*t": None})

# Replacement abilities with a subject.
G.add("instead", "{s:tsubj}が破壊される時、", {"event": "creature destroyed", "*s": None})
G.add("instead", "{s:tsubj}がバトルゾーンから自分の墓地に置かれる時、", {"event": "creature destroyed", "*s": None, "_t": "置かれる"})
G.add("instead", "このターン、{s:tsubj}がバトルゾーンから自分の墓地に置かれる時、", {"event": "creature destroyed", "*s": None, "until": "end of turn"})
G.add("instead", "このターン、{s:tsubj}が破壊される時、", {"event": "creature destroyed", "*s": None, "until": "end of turn", "_t": "破壊"})
G.add("instead", "{s:tsubj}がバトルゾーンを離れる時、", {"event": "creature leaves", "*s": None})
G.add("instead", "このクリーチャーがバトルゾーンにある間[、|に、]{s:tsubj}がバトルゾーンから墓地に置かれる時、",
      {"event": "creature destroyed", "*s": None, "_t": "間 置かれる"})
_REPL2 = [("墓地に置くかわりに[山札に入れて|自分の山札に戻す。その後、山札を|山札に戻す。その後、山札を]<シャッフルする>",
           {"redirect": "deck", "shuffle": True}),
          ("墓地に置くかわりに裏向きにして自分のシールドに<加える>", {"redirect": "shields", "_w": "墓地に置くかわりに裏向き"}),
          ("[|そのクリーチャーは]墓地に置かれるかわりにバトルゾーンに<とどまる>", {"stay in the battle zone": True, "_w": "かわりに"}),
          ("かわりにこのクリーチャーを<破壊する>", {"destroy this": True}),
          ("このクリーチャーをかわりに<破壊する>", {"destroy this": True, "_w": "をかわりに"}),
          ("かわりに自分の他のクリーチャーを1体<破壊する>", {"destroy": {"target": {"player": "you", "other": True, "count": 1}}}),
          ("かわりにそのクリーチャーをマナゾーンに<置く>", {"redirect": "mana zone", "_w": "かわりにその"})]
# 「…の他の自然のクリーチャーが…墓地に置かれる時、その自然のクリーチャーを自分のマナゾーンに置く」: the creature
# about to be put there, named again by its noun phrase (DM-03's wording of the replacement, without かわりに).
_REPL2 += [("その{f:np}を[自分の|]手札に<戻す>", {"redirect": "hand", "_that": "$f"}),
           ("その{f:np}を[自分の|]マナゾーンに<置く>", {"redirect": "mana zone", "_that": "$f"})]
for _p, _v in _REPL2:
    G.add("repl", _p, _v)
G.add("trig", "このクリーチャーまたは自分の他のクリーチャーをバトルゾーンに出した時、", {"event": "creature enters", "player": "you", "including this": True})
G.add("trig", "{s:tsubj}が相手プレイヤーを攻撃してブロックされなかった時、", {"event": "creature unblocked", "*s": None, "_t": "explicit"})
G.add("trig", "相手がジャンケンで「{h:janken}」を出した時、", {"event": "opponent shows janken", "hand": "$h"})
for _p, _v in (("グー", "rock"), ("チョキ", "scissors"), ("パー", "paper")):
    G.add("janken", _p, _v)

# Other triggers.
for _p, _v in [
    ("誰かが呪文を唱えた場合、", {"event": "a spell is cast", "_t": "場合"}),
    ("自分の{f:cnp}を唱える時、", {"event": "you cast a spell", "filter": "$f", "_t": "唱える時"}),
    ("相手のターン中、自分の手札を捨てた時、", {"event": "you discard", "during": "opponent turn"}),
    ("このターン、そのクリーチャーがバトルに勝った時、", {"event": "creature wins a battle", "chosen": True, "this turn": True}),
    ("このクリーチャーをブロックのためにタップした時は、", {"event": "creature blocks", "self": True, "_t": "タップした時は"}),
    ("このクリーチャーのバトルの後、", {"event": "after this battles"}),
    ("自分のマナゾーンからカードが離れる時、", {"event": "card leaves your mana zone"}),
    ("このターンが終わる時、", {"event": "this turn ends"}),
]:
    G.add("trig", _p, _v)
