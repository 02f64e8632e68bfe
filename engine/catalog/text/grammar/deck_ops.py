"""Operations on the deck (``op``): searching it (``search``, ``ssel``, ``sdest``) and revealing its top cards."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G
from engine.catalog.text.templates import Value

_d: str
_dv: Value

G.add("op", "自分の山札を見る。{s:search.may}。その後、山札をシャッフルする", {"search deck": {"*s": None}})
G.add("op", "自分の山札を見る。{s:search}。その後、山札をシャッフルする", {"search deck": {"*s": None, "_m": "must"}})
G.add("op", "相手の山札を見る。{s:search.may}。その後、相手は[|自分自身の]山札をシャッフルする",
      {"search deck": {"player": "opponent", "*s": None}})

# Revealing the top cards and taking some.
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中から{f:cnp}を{c:ccount}手札に加え、"
      "[その後、|]残りを好きな順序で山札の一番下に<戻す|置く>",
      {"reveal and take": {"n": "$n", "filter": "$f", "*c": None, "rest": "bottom", "order": "any"}})
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中の{f:cnp}を{c:ccount}手札に加え、"
      "残りを好きな順序で山札の一番下に<戻す>",
      {"reveal and take": {"n": "$n", "filter": "$f", "*c": None, "rest": "bottom", "order": "any", "_m": "その中の"}})
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中から{f:cnp}を{c:ccount}選んで手札に加え、"
      "残りを自分の墓地に<置く>",
      {"reveal and take": {"n": "$n", "filter": "$f", "*c": None, "rest": "graveyard", "_m": "選んで"}})
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中にあるすべての{f:cnp}を自分の手札に加え、"
      "[その後、|]残りを好きな順序で山札の一番下に<戻す|置く>",
      {"reveal and take": {"n": "$n", "filter": "$f", "count": "all", "rest": "bottom", "order": "any", "_m": "その中にある"}})
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中から{f:cnp}を自分の手札に加え、他の{m:num}枚を好きな順序で自分の山札の一番下に<戻す>",
      {"reveal and take": {"n": "$n", "filter": "$f", "rest": "bottom", "order": "any", "rest count": "$m"}})
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中から{f:cnp}をすべて自分の手札に加え、それ以外のカードを好きな順序で自分の山札の一番下に<戻す>",
      {"reveal and take": {"n": "$n", "filter": "$f", "count": "all", "rest": "bottom", "order": "any", "_m": "それ以外"}})
# 「自分の山札のカードを、上から4枚表向きにする。その中の水のカードをすべて自分の手札に加え、それ以外のカードを自分の墓地に
# 置く。」 (DM-03/04's wording): the revealed cards of the kind to the hand, the others to the graveyard.
G.add("op", "自分の山札[のカードを、上から|を上から]{n:num}枚[|、]表向きにする。その中の{f:cnp}をすべて自分の手札に加え、"
      "それ以外のカードを自分の墓地に<置く>",
      {"reveal and take": {"n": "$n", "filter": "$f", "count": "all", "rest": "graveyard", "_m": "その中の"}})
G.add("op", "自分の山札[のカードを、上から|を上から]{n:num}枚[|、]表向きにしてもよい。その中の{f:cnp}をすべて自分の手札に加え、"
      "それ以外のカードを自分の墓地に<置く>",
      {"reveal and take": {"n": "$n", "filter": "$f", "count": "all", "rest": "graveyard", "_m": "その中の"}, "may": True})
G.add("op", "自分の山札の上から{n:num}枚を見る。その中から{c:ccount}選んで自分の手札に加え、他の{m:num}枚を好きな順序で自分の山札の一番下に<戻す>",
      {"look and take": {"n": "$n", "*c": None, "rest": "bottom", "rest count": "$m", "order": "any"}})
G.add("op", "自分の山札の上から{n:num}枚を見てもよい。そうした場合、その中から{c:ccount}を自分の手札に加え、他の{m:num}枚を好きな順序で"
      "自分の山札の一番下に<戻す>",
      {"look and take": {"n": "$n", "*c": None, "rest": "bottom", "rest count": "$m", "order": "any"}, "may": True})

# Searching the deck, general: 「自分の山札を見る。その中から…。その後、山札をシャッフルする。」
G.add("ssel", "[|好きな]{f:cnp}を{c:ccount}[選び|]、", {"filter": "$f", "*c": None})
G.add("ssel", "{f:cnp}を{c:ccount}選んで", {"filter": "$f", "*c": None, "_s": "選んで"})
G.add("ssel", "{a:cnp}1体または{b:cnp}1枚を選び、", {"filter": {"any of": ["$a", "$b"]}, "count": 1})  # 戦技の化身
G.add("ssel", "{c:ccount}選び、", {"*c": None, "_s": "no noun"})
G.add("ssel", "{c:ccount}選んで", {"*c": None, "_s": "no noun 選んで"})
G.add("ssel", "好きな枚数の{f:cnp}を選び、", {"filter": "$f", "count": "any", "_s": "好きな枚数の"})
G.add("ssel", "{f:cnp}を好きな数選んで", {"filter": "$f", "count": "any", "_s": "好きな数選んで"})
for _d, _dv in [("相手に見せてから[、|][自分の|]手札に<加える>", {"reveal": True}),
                ("相手に見せ、[自分の|]手札に<加える>", {"reveal": True, "_r": "見せ、"}),
                ("[自分の|]手札に<加える>", {}),
                ("バトルゾーンに<出す>", {"to": "battle zone"}),
                ("バトルゾーンにタップして<出す>", {"to": "battle zone", "tapped": True}),
                ("コストを支払わずにバトルゾーンに<出す>", {"to": "battle zone", "_f": "free"}),
                ("[自分の|]マナゾーンに<置く>", {"to": "mana zone"}),
                ("[自分の|持ち主の]墓地に<置く>", {"to": "graveyard"})]:
    G.add("sdest", _d, _dv)
G.add("search", "その中から[|、]{s:ssel}{d:sdest}", {"*s": None, "*d": None})
G.add("search.may", "その中から[|、]{s:ssel}{d:sdest.may}", {"*s": None, "*d": None})
G.add("search.may", "その中から[|、]{s:ssel}{d:sdest.may}", {"*s": None, "*d": None})
G.add("op", "[自分の|]山札を見る。{s:search.may}。その後、山札を<シャッフルする>", {"search deck": {"*s": None, "_g": 1}})
G.add("op", "[自分の|]山札を見る。{s:search}。その後、山札を<シャッフルする>", {"search deck": {"*s": None, "_m": "must", "_g": 1}})
G.add("op", "自分の山札から{f:cnp}を{c:ccount}選[び|んで]相手に見せてから手札に加え、その後山札を<シャッフルする>",
      {"search deck": {"filter": "$f", "*c": None, "reveal": True, "_m": "山札から選び"}})
G.add("op", "自分の山札から{f:cnp}を{c:ccount}さがして相手に見せ、自分の手札に加える。その後、山札を<シャッフルする>",
      {"search deck": {"filter": "$f", "*c": None, "reveal": True, "_m": "さがして"}})
G.add("op", "自分の山札から{f:cnp}を{c:ccount}さがして相手に見せ、自分の手札に加えてもよい。その後、山札を<シャッフルする>",
      {"search deck": {"filter": "$f", "*c": None, "reveal": True, "may": True, "_m": "さがして"}})
G.add("op", "自分の山札から{f:cnp}を{c:ccount}さがして表にし、自分のマナゾーンに置く。その後、山札を<シャッフルする>",
      {"search deck": {"filter": "$f", "*c": None, "to": "mana zone", "_m": "さがして"}})

# Revealing the top cards, composed: 「自分の山札の上からN枚を表向きに[する|してもよい]。その中から…を…[手札に加え|マナゾーンに
# 置き]、[その後、]残りを[好きな順序で山札の一番下|墓地]に[置く|戻す]」 (the wordings the templates above do not print).
G.add("revmay", "する", {})
G.add("revmay", "してもよい", {"may": True})
G.add("rdest", "[自分の|]手札に加え", {})
G.add("rdest", "[自分の|]マナゾーンに置き", {"to": "mana zone"})
G.add("rdest", "バトルゾーンに出し", {"to": "battle zone"})
G.add("rrest", "好きな順序で山札の一番下に", {"rest": "bottom", "order": "any"})
G.add("rrest", "[自分の|]墓地に", {"rest": "graveyard"})
G.add("op", "自分の山札の上から{n:num}枚を表向きに{m:revmay}。その中から{f:cnp}を{c:ccount}{d:rdest}、[その後、|]残りを{r:rrest}<置く|戻す>",
      {"reveal and take": {"n": "$n", "filter": "$f", "*c": None, "*d": None, "*r": None}, "*m": None})
G.add("op", "自分の山札の上から{n:num}枚を表向きに{m:revmay}。そのうちの{c:ccount}を山札の一番上に裏向きにして置き、残りを{r:rrest}<置く>",
      {"reveal and take": {"n": "$n", "*c": None, "to": "deck top", "*r": None}, "*m": None})
# 「…1枚選び、相手に見せてもよい。その後、山札をシャッフルして、選んだカードを山札の一番上に置く」: the card on top.
G.add("op", "自分の山札を見る。その中から{f:cnp}を{c:ccount}選び、相手に見せてもよい。その後、[自分の山札をシャッフルし、そのカード|"
      "山札をシャッフルして、選んだカード]を山札の一番上に<置く>",
      {"search deck": {"filter": "$f", "*c": None, "reveal": True, "may": True, "to": "deck top"}})
G.add("op", "自分の山札を見る。その中から{f:cnp}を{c:ccount}選び、山札をシャッフルした後、その呪文をコストを支払わずに<唱える>",
      {"cast from zone": {"zone": "deck", "filter": "$f", "*c": None}})
