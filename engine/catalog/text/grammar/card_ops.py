"""Operations on cards (``op``): hands, mana, shields, decks, graveyards; cards moved between zones."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G
from engine.catalog.text.templates import Value

_d: str
_dv: Value

# The controller's own cards.
G.add("op", "カードを{n:num}枚<引く>", {"draw": "$n"})
G.add("op", "カードを{n:num}枚まで<引く>", {"draw": {"n": "$n", "up to": True}})
G.add("op", "[自分の|]山札の上から{n:num}枚目を[、|][自分の|]マナゾーンに<置く|加える>", {"mana from deck": "$n"})
G.add("op", "自分の山札の上から{n:num}枚を[、|]自分のマナゾーンに<置く|加える>", {"mana from deck": "$n", "_m": "n枚"})
G.add("op", "自分の山札の一番上のカードを表にして[、|]自分のマナゾーンに<置く>", {"mana from deck": 1, "_m": "一番上"})
G.add("op", "自分の山札の一番上のカードを{n:num}枚[、|]表にして[、|]自分のマナゾーンに<置く>", {"mana from deck": "$n", "_m": "一番上n"})
# The top card of the deck into the shields: one template, its wordings a choice.
G.add("op", "自分の山札の上から{n:num}枚目を[、裏向きのまま自分の|裏向きのまま自分の|裏向きのまま|裏向きのまま、|、裏向きのまま|"
      "裏向きにして|、自分の|自分の]シールドに<加える>", {"shields from deck": "$n"})
G.add("op", "自分の山札の上から{n:num}枚目を[、|]自分の墓地に<置く>", {"deck to graveyard": "$n"})
G.add("op", "自分の山札の上から{n:num}枚を[、|]自分の墓地に<置く>", {"deck to graveyard": "$n", "_m": "n枚"})
G.add("op", "自分の山札[の上から{n:num}枚を|のカードを上から{n:num}枚]<見る>", {"look at deck": "$n"})
G.add("op", "自分の山札の上から{n:num}枚を<表向きにする>", {"reveal top": "$n"})
G.add("op", "自分の山札の上から{n:num}枚目を<表向きにする>", {"reveal top": "$n", "_m": "枚目"})
G.add("op", "相手のシールドを{n:num}枚<見る>", {"look at shields": {"player": "opponent", "n": "$n"}})
G.add("op", "自分のシールドを{n:num}枚選び、[自分の|]手札に<加える>", {"add shield to hand": {"n": "$n"}})
G.add("op", "相手のシールドを{n:num}枚選び、持ち主の墓地に<置く>", {"shield to graveyard": {"player": "opponent", "n": "$n"}})
G.add("op", "自分のシールドを{n:num}枚選び、[自分の|]墓地に<置く>", {"shield to graveyard": {"player": "you", "n": "$n"}})
G.add("op", "相手は自分自身のシールドを{n:num}枚選び、[持ち主の|]墓地に<置く>",
      {"shield to graveyard": {"player": "opponent", "chooser": "opponent", "n": "$n"}})

# Hands.
G.add("op", "相手の手札からカードを{n:num}枚見ないで選び、相手はそれを持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "random"}})
G.add("op", "相手の手札から{n:num}枚見ないで選び、相手はそれを持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "random", "_d": "no card"}})
G.add("op", "相手の手札を見ないで{n:num}枚選び、<捨てさせる>", {"discard": {"player": "opponent", "n": "$n", "pick": "random", "_d": "sase2"}})
G.add("op", "自分の手札を{n:num}枚<捨てる>", {"discard": {"player": "you", "n": "$n", "pick": "choose"}})
G.add("op", "自分の手札をすべて<捨てる>", {"discard": {"player": "you", "n": "all"}})
G.add("op", "相手は自分自身の手札を{n:num}枚選び[、|]<捨てる>", {"discard": {"player": "opponent", "n": "$n", "pick": "choose"}})
G.add("op", "相手は自分自身の手札を{n:num}枚選んで<捨てる>", {"discard": {"player": "opponent", "n": "$n", "pick": "choose", "_d": "選んで"}})
G.add("op", "相手は[自分自身の|]手札をすべて<捨てる>", {"discard": {"player": "opponent", "n": "all"}})
G.add("op", "各プレイヤーは自分自身の手札を{n:num}枚選び[、|]<捨てる>", {"discard": {"player": "each", "n": "$n", "pick": "choose"}})
G.add("op", "相手の手札を<見る>", {"look at hand": {"player": "opponent"}})
G.add("op", "[自分の手札から{f:cnp}を|{f:cnp}を自分の手札から]{c:ccount}選び、自分のマナゾーンに<置く>",
      {"mana from hand": {"*c": None, "filter": "$f"}})
G.add("op", "自分の手札から{f:cnp}を{c:ccount}選び、[自分の|]墓地に<置く|捨てる>",
      {"discard": {"player": "you", "pick": "choose", "*c": None, "filter": "$f"}})

# Cards moved between zones: 「<cards>を<n>、自分の<zone>から<zone>に<verb>」 and
# 「自分の<zone>から<cards>を<n>選び、<zone>に<verb>」.
_DEST = [("[自分の|]手札に<戻す|加える>", {"to": "hand"}),
         ("バトルゾーンに<出す|置く>", {}),
         ("[自分の|]マナゾーンに<置く|加える>", {"to": "mana zone"}),
         ("[自分の|]墓地に<置く>", {"to": "graveyard"}),
         ("[自分の|]山札の一番下に<置く|戻す>", {"to": "deck bottom"})]
for _d, _dv in _DEST:
    G.add("op", "{f:cnp}を{c:ccount}、自分の{z:zone}から" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f"}})
    G.add("op", "自分の{z:zone}から{f:cnp}を{c:ccount}選び、" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "zone first"}})
    G.add("op", "{f:cnp}を{c:ccount}、自分の{z:zone}からコストを支払わずに" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "free"}})
    G.add("op", "自分の{z:zone}から{c:ccount}選び、" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": {}, "_o": "zone first, no noun"}})
    G.add("op", "自分の{z:zone}にある{f:cnp}を{c:ccount}、" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "にある"}})
    G.add("op", "自分の{f:cnp}を{c:ccount}{z:zone}から" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "自分の first"}})
    G.add("op", "自分の{z:zone}から好きな枚数の{f:cnp}を選び、" + _d,
          {"put from zone": {"zone": "$z", **_dv, "count": "any", "filter": "$f", "_o": "好きな枚数の"}})
G.add("op", "自分の{z:zone}から{f:cnp}を{c:ccount}選び、相手に見せてから[自分の|]手札に<加える>",
      {"put from zone": {"zone": "$z", "to": "hand", "*c": None, "filter": "$f", "reveal": True}})
G.add("op", "相手の{z:zone}から{c:ccount}の{f:cnp}を選び、好きな順序で持ち主の山札の一番下に<戻す>",
      {"put from zone": {"zone": "$z", "player": "opponent", "to": "deck bottom", "*c": None, "filter": "$f"}})
G.add("op", "自分の{a:zone}と{b:zone}から{f:cnp}を{c:ccount}、自分の手札に<戻す>",  # ダイヤモンド・ブリザード
      {"put from zone": {"zones": ["$a", "$b"], "to": "hand", "*c": None, "filter": "$f"}})
G.add("op", "自分の手札を、好きな枚数<捨てる>", {"discard": {"player": "you", "n": "any", "pick": "choose"}})
# 「その後、同じ枚数のカードを引く」: as many as the steps before moved.
G.add("op", "同じ枚数のカードを<引く>", {"draw": {"n": {"moved": "earlier steps"}}})
G.add("op", "その枚数と同じ数のカードを<引く>", {"draw": {"n": {"moved": "earlier steps"}, "_n": "その枚数と同じ数"}})
G.add("op", "その枚数より{k:num}枚多くカードを<引く>", {"draw": {"n": {"moved": "earlier steps", "plus": "$k"}}})
G.add("op", "相手のマナゾーンからカードを{c:ccount}選び、持ち主の墓地に<置く>",
      {"mana to graveyard": {"player": "opponent", "*c": None}})
G.add("op", "相手のマナゾーンからカードを{c:ccount}選び、持ち主の手札に<戻す>",
      {"mana to hand": {"player": "opponent", "*c": None}})
G.add("op", "相手は自分自身のマナゾーンからカードを{c:ccount}選び、持ち主の墓地に<置く>",
      {"mana to graveyard": {"player": "opponent", "chooser": "opponent", "*c": None}})
G.add("op", "各プレイヤーは自分自身のマナゾーンからカードを{n:num}枚ずつ選び、それぞれの{z:zone}に<戻す|置く>",
      {"mana to zone": {"player": "each", "n": "$n", "to": "$z"}})
G.add("op", "バトルゾーンにある[|、]相手のクロスギアを{n:num}枚選び、持ち主の墓地に<置く>",
      {"destroy gear": {"player": "opponent", "count": "$n"}})
G.add("op", "バトルゾーンにある自分の{f:cnp}を1枚、コストを支払わずにこのクリーチャーに<クロスする>",
      {"cross free": {"gear": "yours", "filter": "$f", "onto": "this"}})
G.add("op", "バトルゾーンにある自分の{f:cnp}を、コストを支払わずにこのクリーチャーに<クロスする>",
      {"cross free": {"gear": "yours", "filter": "$f", "onto": "this", "_n": "no count"}})
G.add("op", "バトルゾーンにある自分の{f:cnp}を1枚、コストを支払わずに自分のクリーチャー1体に<クロスする>",
      {"cross free": {"gear": "yours", "filter": "$f", "onto": "choose"}})
G.add("op", "[コストを支払わずにバトルゾーンにある自分のクリーチャー1体に|自分のクリーチャー1体に、コストを支払わずにこれを]"
      "<クロスする>", {"cross free": {"gear": "this", "onto": "choose"}})
G.add("op", "バトルゾーンにある[|、]クロスギアを{n:num}枚選び、持ち主の手札に<戻す>",
      {"bounce gear": {"player": "any", "count": "$n"}})

# Searching the deck: look, choose, then shuffle (three sentences, one operation).
_SEARCH_DEST = [("相手に見せてから[自分の|]手札に<加える>", {"reveal": True}),
                ("[自分の|]手札に<加える>", {}),
                ("バトルゾーンに<出す>", {"to": "battle zone"}),
                ("[自分の|]マナゾーンに<置く>", {"to": "mana zone"}),
                ("持ち主の墓地に<置く>", {"to": "graveyard"})]
for _d, _dv in _SEARCH_DEST:
    G.add("search", "その中から{f:cnp}を{c:ccount}選び、" + _d, {"*c": None, "filter": "$f", **_dv})
    G.add("search", "その中から{c:ccount}選び、" + _d, {"*c": None, **_dv})

# Deck.
G.add("op", "山札を<シャッフルする>", {"shuffle deck": True})
G.add("op", "相手の手札と同じ枚数になるまでカードを<引く>", {"draw to match the opponent's hand": True})
G.add("op", "自分の手札を山札に戻してシャッフルし、その枚数と同じ枚数のカードを<引く>", {"hand into deck then draw": True})
G.add("op", "各プレイヤーは自分自身の手札をそれぞれの山札に戻してシャッフルし、その枚数と同じ枚数のカードを<引く>",
      {"hand into deck then draw": {"player": "each"}})

# The chosen card's follow-up: 「相手はそれを…」.
G.add("op", "相手はそれを[持ち主の墓地に置く|捨てる]", {"that card": "discarded"})

# Shields.
G.add("op", "自分のシールドを{n:num}枚[、|]手札に<加える|戻す>", {"add shield to hand": {"n": "$n", "_o": "no choose"}})
G.add("op", "自分のシールドを{n:num}枚裏向きのまま選び、[自分の|]手札に<加える>", {"add shield to hand": {"n": "$n", "_o": "face down"}})
G.add("op", "自分のシールドが{n:num}枚でもあれば、その中から{m:num}枚を裏向きのまま選び、[自分の|]手札に<加える>",
      {"add shield to hand": {"n": "$m", "if any": "$n"}})
G.add("op", "自分のシールドから好きな枚数を裏向きのまま選び、[自分の|]手札に<加える>", {"add shield to hand": {"n": "any"}})
G.add("op", "自分のシールドから好きな枚数を裏向きのまま選び、表向きにして自分のマナゾーンに<置く>", {"shields to mana": {"n": "any"}})
G.add("op", "自分のシールドが{n:num}枚でもあれば、[その中から|]裏向きのまま{m:num}枚選び、[自分の|]墓地に<置く>",
      {"shield to graveyard": {"player": "you", "n": "$m", "if any": "$n"}})
G.add("op", "自分のシールドを{n:num}枚[、|]墓地に<置く>", {"shield to graveyard": {"player": "you", "n": "$n", "_o": "no choose"}})
G.add("op", "相手のシールドを{n:num}枚ブレイクする", {"break shields": {"n": "$n"}})
G.add("op", "このクリーチャーは相手のシールドを{n:num}枚ブレイクする", {"break shields": {"n": "$n", "_o": "subject"}})
G.add("op", "このクリーチャーが相手のシールドを{n:num}枚ブレイクする", {"break shields": {"n": "$n", "_o": "subject が"}})
G.add("op", "相手のシールドが{n:num}枚でもあれば、そのうちの{m:num}枚をブレイクする", {"break shields": {"n": "$m", "if any": "$n"}})
G.add("op", "相手のシールドが{n:num}枚でもあれば、そのうち{m:num}枚をブレイクする", {"break shields": {"n": "$m", "if any": "$n", "_o": "そのうち"}})
G.add("op", "相手は自分自身の手札をすべて、持ち主の墓地に<置く>", {"discard": {"player": "opponent", "n": "all", "_o": "graveyard"}})
G.add("op", "各プレイヤーは自分自身の手札をすべて、それぞれの墓地に<置く>", {"discard": {"player": "each", "n": "all"}})
G.add("op", "相手の手札が{n:num}枚でもあれば、その中から{m:num}枚見ないで選び、相手はそれを持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "n": "$m", "pick": "random", "if any": "$n"}})
G.add("op", "相手の手札が{n:num}枚でもあれば、相手はその中から{m:num}枚選んで持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "n": "$m", "pick": "choose", "if any": "$n"}})
G.add("op", "相手に手札を{n:num}枚<捨てさせる>", {"discard": {"player": "opponent", "n": "$n", "pick": "choose", "_o": "させる"}})
G.add("op", "相手の手札を{n:num}枚見ないで選び[、|]<捨てさせる>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "random", "_d": "sase"}})
G.add("op", "相手の手札を見て、その中から{f:cnp}を{c:ccount}選び、<捨てさせる>",
      {"discard": {"player": "opponent", "pick": "you choose", "*c": None, "filter": "$f"}})
G.add("op", "相手の手札を見て[、|]その中から{c:ccount}選び、<捨てさせる>",
      {"discard": {"player": "opponent", "pick": "you choose", "*c": None}})
G.add("op", "相手の手札を見て、その中から{f:cnp}を{c:ccount}<捨てさせる>",
      {"discard": {"player": "opponent", "pick": "you choose", "*c": None, "filter": "$f", "_o": "no 選び"}})
G.add("op", "相手の手札を見て[、|]その中から{c:ccount}選び、<捨てさせる>",
      {"discard": {"player": "opponent", "pick": "you choose", "*c": None}})
G.add("op", "自分の山札の上から{n:num}枚目を、タップして自分のマナゾーンに<置く>", {"mana from deck": "$n", "tapped": True})
G.add("op", "その後さらにもう{n:num}枚を裏向きのまま自分のシールドに<加える>", {"shields from deck": "$n", "_m": "さらにもう"})
G.add("op", "相手の山札の上から{n:num}枚目を<見る>", {"look at deck": {"player": "opponent", "n": "$n"}})
G.add("op", "自分のシールドをすべて<見る>", {"look at shields": {"player": "you", "n": "all"}})
G.add("op", "相手のシールドを{n:num}枚選んで<見る>", {"look at shields": {"player": "opponent", "n": "$n", "_o": "選んで"}})

# Putting creatures from the hand, by the opponent.
G.add("op", "相手は自分自身の手札から{f:cnp}を{c:ccount}選び、バトルゾーンに<出す|置く>",
      {"put from hand": {"player": "opponent", "*c": None, "filter": "$f"}})
G.add("op", "{f:cnp}を{c:ccount}、自分の手札からバトルゾーンに<出す>", {"put from hand": {"*c": None, "filter": "$f"}})
G.add("op", "自分の墓地から[{f:cnp}{c:ccount}まで選び|、{f:cnp}を{c:ccount}選び]、自分の手札に<戻す|加える>",
      {"put from zone": {"zone": "graveyard", "to": "hand", "*c": None, "filter": "$f", "_o": "no を"}})
G.add("op", "相手のマナゾーンから{c:ccount}選び、持ち主の手札に<戻す>", {"mana to hand": {"player": "opponent", "*c": None, "_o": "no カード"}})
G.add("op", "相手のマナゾーンから{c:ccount}選び、持ち主の墓地に<置く>", {"mana to graveyard": {"player": "opponent", "*c": None, "_o": "no カード"}})
G.add("op", "相手のマナゾーンからカードを{c:ccount}<選ぶ>", {"choose mana": {"player": "opponent", "*c": None}})
G.add("op", "自分のマナゾーンにカードが{n:num}枚でもあれば、その中から{m:num}枚選び、自分の手札に<戻す>",
      {"hand from mana": {"n": "$m", "if any": "$n"}})
G.add("op", "各プレイヤーは自分自身のマナゾーンから{f:cnp}を{c:ccount}選び、それぞれの墓地に<置く>",
      {"mana to zone": {"player": "each", "*c": None, "filter": "$f", "to": "graveyard"}})

# Players other than the controller doing things.
G.add("op", "各プレイヤーはカードを{n:num}枚<引く>", {"draw": {"n": "$n", "player": "each"}})
G.add("op", "相手はカードを{n:num}枚<引く>", {"draw": {"n": "$n", "player": "opponent"}})
G.add("op", "各プレイヤーは自分自身のシールドを{n:num}枚ずつ選び、持ち主の墓地に<置く>",
      {"shield to graveyard": {"player": "each", "chooser": "each", "n": "$n"}})
G.add("op", "各プレイヤーは自分自身の山札の上から{n:num}枚目を、それぞれのマナゾーンに<置く>", {"mana from deck": {"n": "$n", "player": "each"}})

# The hand to the mana zone / shields.
G.add("op", "[自分の|]手札を{c:ccount}、自分のマナゾーンに<置く|加える>", {"mana from hand": {"*c": None}})
G.add("op", "自分の手札を好きな枚数、自分のマナゾーンに<置く>", {"mana from hand": {"count": "any"}})
G.add("op", "自分の手札から{c:ccount}選び、自分のマナゾーンに<置く>", {"mana from hand": {"*c": None, "_o": "no noun"}})
# Cards of the hand into the shields, face down: one template, its wordings a choice.
G.add("op", "自分の手札[から|からカードを|を]{c:ccount}[選び、裏向きにして自分の|選び、裏向きにして|、裏向きのまま自分の|"
      "、裏向きにして]シールドに<加える>", {"shields from hand": {"*c": None}})
for _d, _dv in _DEST:
    G.add("op", "自分の{z:zone}から{f:cnp}を{c:ccount}、" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "zone first, no choose"}})
    G.add("op", "自分の{z:zone}から{f:cnp}を{c:ccount}選んで" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "zone first, 選んで"}})
    G.add("op", "{f:cnp}を{c:ccount}、自分の{z:zone}から" + _d.replace("<", "コストを支払わずに<"),
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "free late"}})
G.add("op", "自分のシールドをすべて[自分の|]手札に<加える>", {"add shield to hand": {"n": "all"}})
G.add("op", "自分の{z:zone}でタップされているカードをすべて自分の手札に<戻す>",
      {"put from zone": {"zone": "$z", "to": "hand", "count": "all", "filter": {"tapped": True}, "_o": "で"}})
G.add("op", "自分のマナゾーンにある{f:cnp}をすべて<アンタップする>", {"untap mana": {"filter": "$f"}})
G.add("op", "自分のマナゾーンのカードをすべて<アンタップする>", {"untap mana": {"_o": "のカード"}})
G.add("op", "このクリーチャーは、相手のシールドを{n:num}枚ブレイクする", {"break shields": {"n": "$n", "_o": "subject comma"}})

# Shield plus, meteorburn, bio: labelled abilities.
G.add("op", "自分の山札の上から{n:num}枚目を裏向きのまま、自分のシールドいずれかの下に<置く>", {"shield plus": "$n"})
G.add("op", "自分の山札の上から{n:num}枚まで、裏向きのまま、自分のシールドいずれか1枚の下に<置く>",
      {"shield plus": {"n": "$n", "up to": True}})
G.add("op", "自分の山札を上から1枚ずつ裏向きのまま、自分のすべてのシールドの下に<置く>", {"shield plus": {"n": 1, "each shield": True}})
G.add("op", "このクリーチャーの下にあるカードを{n:num}枚選び墓地に<置く>", {"meteorburn": {"n": "$n", "choose": True}})
G.add("op", "このクリーチャーの下にあるカードを{n:num}枚選んで墓地に<置く>", {"meteorburn": {"n": "$n", "choose": True, "_o": "選んで"}})
G.add("op", "このクリーチャーの下にあるカードを{n:num}枚墓地に<置く>", {"meteorburn": "$n"})
G.add("op", "このクリーチャーの下にあるカードを{n:num}枚まで墓地に<置く>", {"meteorburn": {"n": "$n", "up to": True}})
G.add("op", "このクリーチャーの下にあるカードを{n:num}枚、自分の手札に<加える>", {"meteorburn": {"n": "$n", "to": "hand"}})
G.add("op", "このカードを[自分の|]手札から<捨てる>", {"discard this": True})

# Other players, revealed cards, shields.
G.add("op", "自分の山札からカードを{n:num}枚まで<引く>", {"draw": {"n": "$n", "up to": True, "_o": "山札から"}})
G.add("op", "各プレイヤーは手札をすべて<捨てる>", {"discard": {"player": "each", "n": "all", "_o": "短"}})
G.add("op", "相手は自分自身の手札を{n:num}枚選び、<捨てる>", {"discard": {"player": "opponent", "n": "$n", "pick": "choose", "_o": "選び、"}})
G.add("op", "自分のマナゾーンからカードを{n:num}枚選び、裏向きにしてシールドに<加える>", {"shields from mana": {"count": "$n"}})
G.add("op", "相手の手札からカードを{n:num}枚見ないで選び、[相手は、それを|]持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "random", "_d": "相手は、"}})
G.add("op", "相手の手札を見て、その中から{n:num}枚<選ぶ>", {"look at hand": {"player": "opponent", "choose": "$n"}})
G.add("op", "相手のシールドを{n:num}枚見て[から|それを]元の場所に<戻す>", {"look at shields": {"player": "opponent", "n": "$n", "_o": "見てから"}})
G.add("op", "自分のマナゾーンにある{f:cnp}を{c:ccount}<タップする>", {"tap mana": {"*c": None, "filter": "$f"}})

# Counting, looking, discarding.
G.add("op", "1体しかない場合は、その1体を自分の手札に<戻す>", {"if only one": "hand"})
G.add("op", "1枚しかない場合は、相手はその1枚を持ち主の墓地に<置く>", {"if only one": "graveyard"})
G.add("op", "このクリーチャーが相手のシールドを{n:num}枚<ブレイクする>", {"break shields": "$n"})
# A card of one zone to one of two, or of one of two zones (the controller chooses which; 「カードを1枚」: any card).
G.add("op", "自分の手札を{n:num}枚、自分のマナゾーンか自分のシールドゾーンに<置く>",
      {"one of": [{"mana from hand": "$n"}, {"shields from hand": "$n"}], "_z": "手札→マナかシールド"})
G.add("op", "カードを{n:num}枚、自分のマナゾーンまたはシールドゾーンから自分の手札に<戻す>",
      {"one of": [{"put from zone": {"zone": "mana zone", "to": "hand", "count": "$n", "filter": {"creature": False}}},
                  {"add shield to hand": {"n": "$n", "shield triggers": True}}], "_z": "マナかシールド→手札"})
G.add("op", "自分の手札またはマナゾーンのカードを{n:num}枚、裏向きにして自分のシールドゾーンに<加える>",
      {"put from zone": {"zones": ["hand", "mana zone"], "to": "shields", "count": "$n", "filter": {"creature": False}}})
G.add("op", "相手のシールドをすべて<見る>", {"look at shields": {"player": "opponent", "n": "all"}})
G.add("op", "自分のマナゾーンの{f:cnp}を{c:ccount}<タップする>", {"tap mana": {"*c": None, "filter": "$f", "_o": "の"}})
G.add("op", "自分の山札の上から{n:num}枚を、マナゾーンに<置く>", {"mana from deck": "$n", "_m": "n枚、bare"})
G.add("op", "自分の山札の上から{n:num}枚、マナゾーンに<置く>", {"mana from deck": "$n", "_m": "n枚 no を"})
G.add("op", "さらにもう{n:num}枚、自分の山札の上からカードをマナゾーンに<置く>", {"mana from deck": "$n", "_m": "さらにもう"})
G.add("op", "{p:per}{n:num}枚、相手は自分自身の手札を選び、<捨てる>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "choose", "per": "$p"}})
G.add("op", "[|自分の]手札を{n:num}枚<捨てる>", {"discard": {"player": "you", "n": "$n", "pick": "choose", "_o": "bare"}})
G.add("op", "[自分の|]手札に<加える>", {"that card": "hand", "_i": "implicit"})
G.add("op", "シールドを{n:num}枚選んで<見る>", {"look at shields": {"player": "any", "n": "$n"}})
G.add("op", "シールドを{n:num}枚選び、<表向きにする>", {"turn shields face up": "$n"})
G.add("op", "バトルゾーンにある相手のクリーチャーと同じ枚数のカードを<引く>", {"draw": {"n": {"count": {"zone": "battle zone", "player": "opponent"}}}})
G.add("op", "自分のマナゾーンにあるカードの数と同じ枚数のカードを<引く>", {"draw": {"n": {"count": {"zone": "mana zone", "player": "you"}}}})
# 「バトルゾーンにあるサバイバーの数と同じ枚数のカードを引く」: every player's creatures the noun names.
G.add("op", "バトルゾーンにある{f:noun}の数と同じ枚数のカードを<引く>",
      {"draw": {"n": {"count": {"zone": "battle zone", "player": "each", "filter": "$f"}}}})
G.add("op", "相手は、自分自身のシールドをすべて手札に<加える>", {"add shield to hand": {"player": "opponent", "n": "all"}})
G.add("op", "相手は自分自身の手札から{f:cnp}をすべて<捨てる>", {"discard": {"player": "opponent", "n": "all", "filter": "$f"}})
G.add("op", "{p:per}{n:num}枚、カードを<引く>", {"draw": {"n": "$n", "per": "$p"}})
G.add("op", "{p:per}、カードを{n:num}枚<引く>", {"draw": {"n": "$n", "per": "$p", "_o": "、カード"}})
G.add("op", "{p:per}カードを{n:num}枚<引く>", {"draw": {"n": "$n", "per": "$p", "_o": "カード"}})

# Cards moved between zones (more destinations and wordings).
for _d, _dv in _DEST + [("[自分の|]山札の一番上に<置く>", {"to": "deck top"})]:
    G.add("op", "自分の{z:zone}にある{f:cnp}を{c:ccount}" + _d,
          {"put from zone": {"zone": "$z", **_dv, "*c": None, "filter": "$f", "_o": "にある no comma"}})
G.add("op", "{f:cnp}を{c:ccount}、自分のマナゾーンから[自分の|]山札の一番上に<置く>",
      {"put from zone": {"zone": "mana zone", "to": "deck top", "*c": None, "filter": "$f"}})
G.add("op", "[自分の|]墓地に<置く>", {"that card": "graveyard", "_i": "implicit"})
G.add("op", "自分の{z:zone}にあるすべての{f:cnp}を自分の手札に<戻す>",
      {"put from zone": {"zone": "$z", "to": "hand", "count": "all", "filter": "$f", "_o": "すべての"}})
G.add("op", "[自分の|]マナゾーンに<置く>", {"that card": "mana zone", "_i": "implicit"})
G.add("op", "墓地に<置く>", {"that card": "graveyard", "_i": "bare"})

# Rarer wordings.
G.add("op", "いずれかのマナゾーンからカードを{n:num}枚選び、持ち主の山札の一番上に<置く>", {"mana to deck top": {"player": "any", "n": "$n"}})
G.add("op", "相手の山札の上から{n:num}枚目と手札を<見る>", {"look at deck": {"player": "opponent", "n": "$n", "and hand": True}})
G.add("op", "その後[|、]そのシールドを元の場所に<戻す>", {"put back": True, "_o": "その後シールド"})
G.add("op", "自分の山札の上から{n:num}枚を見て、好きな順序で元に<戻す>", {"look at deck": {"n": "$n", "reorder": True}})
G.add("op", "自分の山札の上から{n:num}枚まで見て、好きな順序で山札に<戻す>",
      {"look at deck": {"n": "$n", "reorder": True, "up to": True}})
G.add("op", "その中から{n:num}枚選び、持ち主のマナゾーンに<置く>", {"from looked": {"count": "$n", "to": "mana zone"}})
G.add("op", "その中から{n:num}枚選び、裏向きにして相手のシールドに<加える>", {"from looked": {"count": "$n", "to": "opponent shields"}})
G.add("op", "相手の手札を見て、その中から{f:cnp}をすべて選び出し、持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "pick": "you choose", "count": "all", "filter": "$f", "_o": "選び出し"}})
G.add("op", "相手は[|、]自分自身のマナゾーンから{f:cnp}を{c:ccount}選び、[持ち主の|]墓地に<置く>",
      {"mana to graveyard": {"player": "opponent", "chooser": "opponent", "*c": None, "filter": "$f"}})
G.add("op", "相手はカードを{n:num}枚、自分自身のマナゾーンから選び、持ち主の墓地に<置く>",
      {"mana to graveyard": {"player": "opponent", "chooser": "opponent", "count": "$n", "_o": "カードを"}})
G.add("op", "相手もカードを{n:num}枚、自分自身のマナゾーンから手札に<戻す>",  # the opponent's own choice, not "up to"
      {"put from zone": {"zone": "mana zone", "to": "hand", "player": "opponent", "chooser": "opponent", "count": "$n",
                         "filter": {"creature": False}}})
G.add("op", "相手は{f:cnp}を{c:ccount}、自分自身の手札からバトルゾーンに<出す>",
      {"put from zone": {"zone": "hand", "player": "opponent", "*c": None, "filter": "$f"}})
G.add("op", "相手は{f:cnp}を{c:ccount}、自分自身のマナゾーンから選び、バトルゾーンに<出す>",
      {"put from zone": {"zone": "mana zone", "player": "opponent", "chooser": "opponent", "*c": None, "filter": "$f"}})
G.add("op", "各プレイヤーは、自分自身のマナゾーンからカードを{n:num}枚選び、それぞれの墓地に<置く>",
      {"mana to zone": {"player": "each", "count": "$n", "to": "graveyard", "_o": "、"}})
G.add("op", "各プレイヤーは自分自身のマナゾーンからカードを{n:num}枚選び、それぞれの墓地に<置く>",
      {"mana to zone": {"player": "each", "count": "$n", "to": "graveyard"}})
G.add("op", "各プレイヤーは{f:cnp}をすべて、自分自身のマナゾーンから持ち主の墓地に<置く>",
      {"mana to zone": {"player": "each", "count": "all", "filter": "$f", "to": "graveyard", "_o": "cards first"}})
G.add("op", "各プレイヤーは自分自身のマナゾーンにあるカードをすべて、それぞれの手札に<戻す>",
      {"mana to zone": {"player": "each", "count": "all", "to": "hand"}})
G.add("op", "各プレイヤーは、墓地のクリーチャーをすべて持ち主の手札に<戻す>",
      {"put from zone": {"zone": "graveyard", "player": "each", "to": "hand", "count": "all", "filter": {"creature": True}}})
G.add("op", "各プレイヤーは、相手の手札を{n:num}枚見ないで選び、<捨てさせる>", {"discard": {"player": "each", "n": "$n", "pick": "random", "chooser": "opponent"}})
G.add("op", "自分のマナゾーンから、{f:cnp}を{c:ccount}選び、自分の手札に<戻す>",
      {"put from zone": {"zone": "mana zone", "to": "hand", "*c": None, "filter": "$f", "_o": "から、"}})
G.add("op", "自分の山札のカードを上から{n:num}枚まで、自分のシールドに<加える>", {"shields from deck": {"n": "$n", "up to": True}})
G.add("op", "自分の山札の一番上のカードを、マナゾーンに<置く>", {"mana from deck": 1, "_m": "一番上、"})
G.add("op", "自分の手札を{n:num}枚<見せる>", {"reveal from hand": "$n"})
G.add("op", "相手のシールドを裏向きのまま{n:num}枚まで選び、表にして持ち主の墓地に<置く>", {"shield to graveyard": {"player": "opponent", "n": "up to $n"}})
G.add("op", "自分のシールドをすべて裏向きにし、シャッフルして<並べる>", {"shuffle shields": True})
G.add("op", "自分のシールド1枚につき相手の手札を{n:num}枚見ないで選び、<捨てさせる>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "random", "per": {"zone": "shield zone", "player": "you"}}})
G.add("op", "そのクリーチャーのコストの数と同じ枚数のカードを<引く>", {"draw": {"n": {"cost of": "chosen"}}})
G.add("op", "その後、破壊したクリーチャー1体につき{n:num}枚カードを<引く>", {"draw": {"n": "$n", "per": "destroyed"}})
G.add("op", "そのクリーチャー1体につき{n:num}枚カードを<引く>", {"draw": {"n": "$n", "per": "destroyed", "_p": "その"}})
G.add("op", "その後、[手札を{n:num}枚自分の山札の一番上|自分の手札を{n:num}枚、好きな順序で山札の上]に<置く>",
      {"hand to deck top": "$n"})
G.add("op", "その後、自分のマナゾーンのカードを{n:num}枚、墓地に<置く>", {"mana to graveyard": {"player": "you", "n": "$n", "_o": "その後"}})
G.add("op", "そのカードを墓地に<置く>", {"that card": "graveyard", "_i": "そのカード"})
G.add("op", "そのカードを、持ち主の山札の一番下に<戻す>", {"that card": "deck bottom"})
# 「バトルゾーンか、どちらかのプレイヤーのマナゾーンからカードを1枚選び、持ち主の手札に戻す」: a card chosen (designated)
# among both players' battle zones and mana zones (engine.mechanics.targets.designate).
G.add("op", "バトルゾーン[か、どちらかのプレイヤー|、またはいずれか]のマナゾーンからカードを{n:num}枚選び、持ち主の手札に<戻す>",
      {"bounce": {"target": {"card": True, "zones": ["battle zone", "mana zone"], "player": "each", "count": "$n"}}})
# 「バトルゾーンにあるコスト3以下のカードを1枚選び、持ち主の手札に戻す」 / 「…進化以外のカードを1枚、持ち主の手札に戻す」:
# a card chosen (designated) in either battle zone, with what the modifier says of it.
G.add("op", "バトルゾーンにある{f:cmod}カードを{m:num}枚[選び、|、]持ち主の手札に<戻す>",
      {"bounce": {"target": {"card": True, "player": "each", "*f": None, "count": "$m"}}})
# 「相手は、バトルゾーンかマナゾーンから自分自身のカードを1枚選び、持ち主の墓地に置く」: a card the opponent chooses
# (designates) among their own battle zone and mana zone; from the battle zone that is a destruction.
G.add("czones", "バトルゾーン[か|または]マナゾーン", {"zones": ["battle zone", "mana zone"]})
G.add("op", "相手は[|、]{z:czones}[から|にある]自分自身のカードを{n:num}枚選び、[持ち主の|]墓地に<置く>",
      {"destroy": {"target": {"card": True, "*z": None, "player": "opponent", "chooser": "opponent", "count": "$n"}}})
