"""Static abilities (``spre`` + subject + what it gains), cost reductions and increases, players' restrictions."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G
from engine.catalog.text.templates import Value

_p: str
_v: Value

# 「このクリーチャーは、パワーが…以上の時、「…」を得る。」
G.add("item", "このクリーチャーは、パワーが{n:num}以上の時、「{k:kwname}」を得る。",
      {"static": {"keyword at power": {"keyword": "$k", "at least": "$n"}}})
G.add("item", "このクリーチャーは、パワーが{n:num}以上の時、「{k:kwname}」を得る。({r:kwreminder})",
      {"static": {"keyword at power": {"keyword": "$k", "at least": "$n"}}, "_kr": "$r"})

G.add("spre", "", {})
G.add("spre", "このクリーチャーがバトルゾーンにある間、", {"_bz": True})
G.add("spre", "バトルゾーンにある間、", {"_bz": "no subject"})
G.add("spre", "攻撃中、", {"while attacking": True})
G.add("spre", "このクリーチャーがバトルゾーンにある間、攻撃中、", {"_bz": True, "while attacking": True})
G.add("spre", "自分のターン中、", {"during": "your turn"})
G.add("spre", "{c:cond}、", {"if": "$c"})
G.add("spre", "{c:cond}、攻撃中、", {"if": "$c", "while attacking": True})
G.add("item", "{pre:spre}{s:subj}のパワーは[|、]{p:per}[|それぞれ]+{n:num}される。",
      {"static": {"power per card": {"*pre": None, "target": "$s", "count": "$p", "amount": "$n"}}})
G.add("item", "{pre:spre}{s:subj}のパワーは[|、]{p:per}[|それぞれ]-{n:num}される。",
      {"static": {"power per card": {"*pre": None, "target": "$s", "count": "$p", "amount": "-$n"}}})
G.add("item", "{pre:spre}{s:subj}のパワーは、{p:per}、+{n:num}される。",
      {"static": {"power per card": {"*pre": None, "target": "$s", "count": "$p", "amount": "$n", "_o": "、+"}}})
G.add("item", "{pre:spre}{s:subj}{g:gain}。", {"static": {"*pre": None, "target": "$s", "*g": None}})
G.add("item", "{pre:spre}{s:subj}{g:gain}。({r:kwreminder})", {"static": {"*pre": None, "target": "$s", "*g": None}, "_kr": "$r"})
G.add("item", "{pre:spre}{s:subj}は、{c:np}にブロックされない。", {"static": {"*pre": None, "target": "$s", "unblockable by": "$c"}})
G.add("item", "このクリーチャーは、{c:np}に攻撃またはブロックされない。", {"static": {"target": {"self": True}, "unattackable and unblockable by": "$c"}})
G.add("item", "このクリーチャーは、{c:np}を攻撃できる。", {"static": {"target": {"self": True}, "may attack": "$c"}})

# Cost reductions.
G.add("costwho", "自分の{f:np}を召喚するコスト", {"summon": "$f"})
G.add("costwho", "自分の{f:np}の召喚コスト", {"summon": "$f", "_w": "の召喚コスト"})
G.add("costwho", "自分の呪文を唱えるコスト", {"cast": {}})
G.add("costwho", "自分の{f:cnp}を唱えるコスト", {"cast": "$f"})
G.add("costmin", "ただし、コストは{m:num}より少なくならない", {"min": "$m"})
G.add("costmin", "ただしコストは{m:num}より少なくならない", {"min": "$m", "_m": "no comma"})
G.add("costmin", "ただし、コストは{m:num}より小さくならない", {"min": "$m", "_m": "小さく"})
G.add("costmin", "ただし、コストが{m:num}の時は少なくならない", {"min": "$m", "_m": "の時は"})
G.add("costmin", "ただし、コストが{m:numabove}以下になることはない", {"min": "$m", "_m": "以下"})
G.add("op", "このターン、次に召喚するクリーチャー1体は支払うコストが{n:num}少なくなる。{m:costmin}",
      {"next summon costs less": {"n": "$n", "*m": None}})
G.add("item", "{w:costwho}を{n:num}少なくしてもよい。{m:costmin}。",
      {"static": {"cost reduction": {"*w": None, "n": "$n", "*m": None}}})
G.add("item", "このクリーチャーがバトルゾーンにある間、自分の{f:np}を召喚する時、支払うコストは{n:num}少なくなる。{m:costmin}。",
      {"static": {"cost reduction": {"summon": "$f", "n": "$n", "*m": None, "_w": "支払うコスト"}}})
G.add("item", "このクリーチャーがバトルゾーンにある間、自分の呪文を唱える時、支払うコストは{n:num}少なくなる。{m:costmin}。",
      {"static": {"cost reduction": {"cast": {}, "n": "$n", "*m": None, "_w": "支払うコスト"}}})
G.add("item", "このクリーチャーがバトルゾーンにある間、{a:civ}のクリーチャーを召喚するコストと{b:civ}の呪文を唱えるコストは、それぞれ+{n:num}される。",
      {"static": {"cost increase": {"summon": {"civilization": "$a"}, "cast": {"civilization": "$b"}, "n": "$n"}}})
G.add("item", "G・ゼロ-{c:cond}、このクリーチャーをコストを支払わずに召喚してもよい。", {"static": {"g zero": "$c"}})
G.add("item", "このクリーチャーは、{c:np}[に|から]攻撃されない。", {"static": {"target": {"self": True}, "unattackable by": "$c"}})
G.add("item", "このクリーチャーは、{c:np}をブロックできない。", {"static": {"target": {"self": True}, "cannot block": "$c"}})
G.add("item", "{c:cond}、このクリーチャーは攻撃することができない。", {"static": {"if": "$c", "target": {"self": True}, "keywords": ["cannot attack"]}})
G.add("item", "{c:cond}、このクリーチャーはブロックされない。", {"static": {"if": "$c", "target": {"self": True}, "keywords": ["unblockable"]}})
G.add("item", "{c:cond}、このクリーチャーは相手プレイヤーを攻撃[できない|することができない]。",
      {"static": {"if": "$c", "target": {"self": True}, "keywords": ["cannot attack players"]}})
G.add("item", "{c:cond}、このクリーチャーは相手プレイヤーを攻撃することができない。",
      {"static": {"if": "$c", "target": {"self": True}, "keywords": ["cannot attack players"], "_w": "することが"}})
G.add("item", "このクリーチャーがバトルゾーンにある間、相手は「S・トリガー」を使えない。", {"static": {"no shield triggers": {"player": "opponent"}}})
G.add("item", "このクリーチャーがバトルゾーンにある間、誰も{c:civ}のカードの「S・トリガー」を使えない。",
      {"static": {"no shield triggers": {"player": "each", "civilization": "$c"}}})
G.add("item", "このクリーチャーがバトルゾーンにある間、誰も{c:civ}以外の呪文を唱えることができない。",
      {"static": {"cannot cast": {"player": "each", "not civilization": "$c"}}})
G.add("item", "このクリーチャーが攻撃したターン、自分の他のクリーチャーも、可能であれば攻撃する。",
      {"static": {"others must attack after this attacks": True}})
G.add("item", "相手のターンにこのクリーチャーがタップされていれば、相手のクリーチャーはすべて、可能であれば攻撃する。",
      {"static": {"if": {"this is tapped": True}, "during": "opponent turn", "opponent creatures must attack": True}})
G.add("item", "このクリーチャーの攻撃がブロックされた場合、バトルは行われない。ただし、両クリーチャーはタップしたままである。",
      {"static": {"no battle when blocked": True}})
G.add("item", "このクリーチャーのパワーは+{n:num}され、種族に{r:race}を追加する。", {"static": {"target": {"self": True}, "power": "$n", "add race": "$r"}})
G.add("item", "このクリーチャーのパワーは+{n:num}され、{g:gainpred}。", {"static": {"target": {"self": True}, "power": "$n", "*g": None}})
G.add("item", "{c:cond}、攻撃中、このクリーチャーのパワーは+{n:num}される。",
      {"static": {"if": "$c", "while attacking": True, "target": {"self": True}, "power": "$n", "_o": "cond first"}})
G.add("spre", "[このクリーチャーがブロックしている時|ブロック中]、", {"while blocking": True})
G.add("spre", "このクリーチャーがタップされている時、", {"if": {"this is tapped": True}, "_q": "時"})
G.add("spre", "このカードがどのクリーチャーにもクロスされていない時、", {"if": {"not crossed": True}})
G.add("spre", "このクリーチャーがバトルゾーンにあり、タップされていれば、", {"if": {"this is tapped": True}, "_q": "あり"})
G.add("spre", "相手のターン中、このクリーチャーがタップされていたら、", {"if": {"it is the opponent's turn": True, "this is tapped": True}})
G.add("spre", "{c:cond}、このターン、", {"if": "$c", "until": "end of turn"})

G.add("item", "このクリーチャーはタップされていないクリーチャーを攻撃でき、{k:kws}を得る。",
      {"static": {"target": {"self": True}, "keywords": ["attacks untapped", "*k"]}})
G.add("item", "このクリーチャーがバトルゾーンにある間、このクリーチャーのパワーは、{p:per}+{n:num}される。",
      {"static": {"power per card": {"_bz": True, "target": {"self": True}, "count": "$p", "amount": "$n", "_o": "bz"}}})
G.add("item", "このクリーチャーのパワーは、{p:per}-{n:num}される。",
      {"static": {"power per card": {"target": {"self": True}, "count": "$p", "amount": "-$n", "_o": "minus"}}})

# Static modifiers by condition or situation.
G.add("spre", "バトルゾーンにある間、", {"_bz": "short"})
G.add("spre", "{f:np}とバトルする時、", {"while battling": "$f"})
G.add("spre", "相手のターン中、", {"during": "opponent turn"})
G.add("spre", "{c:cond}、", {"if": "$c"})

# Cost increases.
G.add("item", "{pre:spre}クリーチャーは[、|]攻撃1回につきシールドを{n:num}枚しかブレイクできない。",
      {"static": {"*pre": None, "creatures break at most": "$n"}})
G.add("item", "相手がバトルゾーン[にある|の]クリーチャーを選ぶ時、{f:np}を選ぶことはできない。[|(ただし、{f:np}を攻撃またはブロック"
      "してもよい)]", {"static": {"target": "$f", "keywords": ["unchoosable"], "_u": "にある"}})
G.add("item", "相手がバトルゾーンのクリーチャーを1体選ぶ時、これをクロスしてあるクリーチャーを選ぶことはできない。({r:kwreminder})",
      {"static": {"target": {"crossed": True}, "keywords": ["unchoosable"], "_u": "選ぶ時"}, "_kr": "$r"})
G.add("item", "{f:cnp}を唱える時、支払うコストは{n:num}多くなる。", {"static": {"cost increase": {"cast": "$f", "n": "$n"}}})
G.add("item", "{f:np}を召喚する時、支払うコストは{n:num}多くなる。", {"static": {"cost increase": {"summon": "$f", "n": "$n"}}})
G.add("item", "呪文を唱えるコストは{n:num}多くなる。", {"static": {"cost increase": {"cast": {}, "n": "$n", "_w": "short"}}})

# What may not attack this creature, and other restrictions.
G.add("item", "{f:np}は、このクリーチャーを攻撃[できない|することができない]。", {"static": {"target": {"self": True}, "unattackable by": "$f", "_w": "は"}})
G.add("item", "このクリーチャーがバトルゾーンにある間、すべてのクリーチャーは、可能なら毎ターン攻撃する。",
      {"static": {"target": {"count": "all"}, "keywords": ["must attack"], "_bz": True}})
# 「自分の/相手のクリーチャーはすべて、可能であれば毎ターン攻撃する」: the owner (or any filter) the noun phrase names.
G.add("item", "{f:np}はすべて、可能であれば毎ターン攻撃する。", {"static": {"target": {"*f": None, "count": "all"}, "keywords": ["must attack"]}})
G.add("item", "{f:np}は、それよりパワーの小さいクリーチャーにブロックされない。", {"static": {"target": "$f", "unblockable by weaker": True}})
G.add("item", "相手のクリーチャーは、可能であればこのクリーチャーを攻撃する。", {"static": {"opponent creatures must attack this": True}})
G.add("item", "このクリーチャーがリンクしている時、相手のクリーチャーはこのクリーチャーを可能であれば攻撃する。",
      {"static": {"if": {"linked": True}, "opponent creatures must attack this": True}})
G.add("item", "相手はこのクリーチャーをタップできない。", {"static": {"target": {"self": True}, "untappable by opponent": True}})
G.add("item", "バトルゾーンにある自分の{f:np}はすべて、{c:civ}のクリーチャーでもある。",
      {"static": {"target": {"player": "you", "*f": None}, "add civilization": "$c"}})
G.add("item", "バトルゾーンにある自分のクリーチャーすべては、種族に{r:race}を追加する。",
      {"static": {"target": {"player": "you", "count": "all"}, "add race": "$r"}})
G.add("item", "このクリーチャーは、自分のマナゾーンから召喚してもよい。", {"static": {"may use from": {"zone": "mana zone"}}})
G.add("item", "自分のマナゾーンにある{f:cnp}を召喚してもよい。",
      {"static": {"may use from": {"zone": "mana zone", "cards": "yours", "filter": "$f"}}})

# More cost reductions.
G.add("costwho", "自分の{f:cnp}を唱える時、支払うコスト", {"cast": "$f", "_w": "時、支払う"})
G.add("costwho", "自分の呪文を唱える時、支払うコスト", {"cast": {}, "_w": "時、支払う"})
G.add("item", "{pre:spre}{w:costwho}を{n:num}少なくしてもよい。{m:costmin}。",
      {"static": {"*pre": None, "cost reduction": {"*w": None, "n": "$n", "*m": None}, "_p": 1}})
G.add("item", "{pre:spre}自分の{f:np}を召喚する時[、|]支払うコストは{n:num}少なくなる。{m:costmin}。",
      {"static": {"*pre": None, "cost reduction": {"summon": "$f", "n": "$n", "*m": None, "_w": "時支払うコスト"}}})
G.add("item", "各プレイヤーはクリーチャーを召喚する時、支払うコストが{n:num}少なくなる。{m:costmin}。",
      {"static": {"cost reduction": {"summon": {}, "player": "each", "n": "$n", "*m": None}}})
# No owner printed (「進化クリーチャーを召喚する時」, 聖騎士ヴォイジャー): every player's creatures, as the cost
# increases that name none (封魔ゴーゴンシャック, 牢黒の伝道師ミリエス) reach every player's cards.
G.add("item", "{f:np}を召喚する時、支払うコストは最大{n:num}少なくなる。{m:costmin}。",
      {"static": {"cost reduction": {"summon": "$f", "player": "each", "up to": "$n", "*m": None}}})

# Players' restrictions (static).
for _p, _v in [
    ("このクリーチャーがタップされている時、誰も呪文を唱えることはできない。", {"if": {"this is tapped": True}, "cannot cast": {"player": "each"}}),
    ("相手は{f:cnp}を唱えることができない。", {"cannot cast": {"player": "opponent", "filter": "$f"}}),
    ("相手のカードは、タップされた状態でマナゾーンに置かれる。", {"opponent cards enter mana tapped": True}),
    ("相手クリーチャーはタップされた状態でバトルゾーンに出る。", {"creatures enter tapped": {"player": "opponent"}}),
    ("「スピードアタッカー」を持つクリーチャーは、バトルゾーンに出たターン、攻撃することができない。",
     {"speed attackers wait a turn": True}),
    ("このクリーチャーがバトルゾーンにある間、{f:np}はタップされた状態でバトルゾーンに出る。",
     {"creatures enter tapped": {"filter": "$f"}}),
    ("相手のクリーチャーは、攻撃1回につきシールドを{n:num}枚しかブレイクできない。", {"opponent breaks at most": "$n"}),
    ("このクリーチャーがバトルゾーンにある間、自分のシールドが相手のクリーチャーにブレイクされる時、ブレイクされるシールドを裏向きのまま自分で選ぶ。",
     {"you choose your broken shields": True, "_bz": True}),
    ("自分のシールドが相手のクリーチャーにブレイクされる時、ブレイクされるシールドを裏向きのまま自分で選ぶ。",
     {"you choose your broken shields": True}),
    ("相手は、このクリーチャーが[ブレイクするシールドの「S・トリガー」を使えない|ブレイクしたシールドの「S・トリガー」を使うことが"
     "できない]。", {"no shield triggers": {"player": "opponent", "broken by": "this"}}),
    ("誰も、このクリーチャーがブレイクしたシールドの「S・トリガー」を使うことはできない。",
     {"no shield triggers": {"player": "each", "broken by": "this"}}),
    ("誰も山札を見ることはできない。", {"no one may look at decks": {}}),
    ("誰も、自分自身のクリーチャーの能力を使うことはできない。", {"nobody may use creature abilities": True}),
    ("誰も、自分自身のマナゾーンの呪文カードをアンタップできない。", {"mana does not untap": {"player": "each", "filter": {"type": "spell"}}}),
    ("自分のターンのはじめに、自分のマナゾーンにあるカードをアンタップできない。", {"mana does not untap": {"player": "you"}}),
    ("誰も、{c:civ}以外のクリーチャーを召喚したり、{d:civ}以外の呪文を唱えることはできない。",
     {"cannot summon": {"player": "each", "not civilization": "$c"}, "cannot cast": {"player": "each", "not civilization": "$d"}}),
    ("自分のマナゾーンにあるカードを、すべての文明のカードとして扱う。", {"mana civilizations": "all"}),
    ("自分のマナゾーンにある{c:civ}のカードは、{a:civ}または{b:civ}のカードでもある。", {"mana civilizations": {"civilization": "$c", "add": ["$a", "$b"]}}),
    ("シールドゾーンから自分の手札に加えられる呪文はすべて、「S・トリガー」を得る。", {"your shields gain": {"filter": {"type": "spell"}, "keywords": ["shield trigger"]}}),
    ("自分の手札に加えられるシールドはすべて「S・トリガー」を得る。", {"your shields gain": {"keywords": ["shield trigger"]}}),
    ("相手のシールドが{n:num}枚以上の時、相手は自分自身の「S・トリガー」を使えない。", {"no shield triggers": {"player": "opponent"}, "if": {"opponent has at least shields": "$n"}}),
    ("自分のターンのはじめにアンタップする時、このクリーチャーはアンタップされない。", {"target": {"self": True}, "does not untap": True}),
]:
    G.add("item", _p, {"static": _v})
G.add("evv", "V", "V")
G.add("evv", "GV", "GV")
