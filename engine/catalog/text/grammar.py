"""The grammar: templates from printed Japanese to the dmrules card vocabulary.

Every template is written once (see :mod:`engine.catalog.text.templates` for the notation: slots, wording
choices ``[a|b]``, conjugated verbs ``<verb>``, value skeletons) and composes with the others
through nonterminals. From the bottom up:

- terminals: ``num``, ``name`` (a card name inside 《》), ``civ``, ``race``, ``racecat``;
- ``kwname``: a keyword named inside 「」 (「ブロッカー」 -> blocker);
- ``mod`` + ``noun`` -> ``np``: a creature noun phrase as a filter dict in text order
  (相手の / パワー2000以下の / タップされていない / 「ブロッカー」を持つ ... + クリーチャー or a race);
  ``cmod`` + ``cnoun`` -> ``cnp``: the same for cards in a zone;
- ``count`` (1体, 2体まで, すべて), ``ccount`` (1枚 ...), ``zone``, ``per`` (「…1体につき」);
- ``tsel`` / ``target``: a noun phrase with its count and how the choice is worded (…を1体選び、);
- ``dur`` (このターン、), ``subj`` (このクリーチャー, …すべて) and ``gain`` (のパワーは+Nされる, は「…」を得る);
- ``op``: one operation, ending in a conjugated verb (so ``op.may`` 〜てもよい, ``op.stem`` 〜し、,
  ``op.te``, ``op.past`` exist too); ``step``: an operation or a choice of two (「AするかBする」);
- ``body``: steps chained by 、 / 。 / その後、 / そうした場合、 ..., ending with 。;
- ``cond`` (「…があれば」), ``trigger`` (「…時、」: ``tsubj`` が ``tevent`` 時), ``instead`` + ``repl``
  (replacement abilities), ``spre`` (the situation of a static ability);
- ``item``: what a line is made of — a keyword (its reminder text recognised), a header (「次の能力」),
  a triggered ability, a one-shot effect (spells), a static ability, an evolution condition;
- ``line``: a sequence of items.

Values follow the catalog's YAML (``engine/catalog/cards/README.md``): ability dicts with
``when``/``do``, operations as ``{op: args}``, targets as ``{player, count, filter keys...}``;
:mod:`engine.catalog.text.entries` maps the few internal shapes (trigger events, statics) to the catalog's.
Keys starting with ``_`` are surface hints (a wording the vocabulary does not distinguish), dropped
on export. Where two templates could give the same value, one of them records a hint, so the
renderer's first applicable template is always the printed wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from engine.catalog.text.templates import Grammar, Value

CIVILIZATIONS = {"光": "light", "水": "water", "闇": "darkness", "火": "fire", "自然": "nature"}

# The races printed on the classic cards, and the race categories texts refer to.
RACES = (
    "アポロニア・ドラゴン アーク・セラフィム アースイーター アース・ドラゴン アーマロイド アーマード・ドラゴン "
    "アーマード・ワイバーン イニシエート エメラルド・モンスター エンジェル・コマンド ガーゴイル ガーディアン "
    "キカイヒーロー キマイラ グラディエーター グランド・デビル グレートメカオー ゲル・フィッシュ コスモ・ウォーカー "
    "コロニー・ビートル ゴッド ゴースト サイバーロード サイバー・ウイルス サイバー・クラスター サイバー・ムーン "
    "サバイバー サムライ シノビ シャイン・モンスター シー・ハッカー ジャイアント ジャイアント・インセクト スターノイド "
    "スターライト・ツリー スノーフェアリー スピリット・クォーツ スプラッシュ・クイーン セイント・ヘッド "
    "セイント・ペガサス ゼノパーツ ソルトルーパー ダイナモ ダークロード ダーク・モンスター ツリーフォーク "
    "ティラノ・ドレイク ディープ・マリーン デスパペット デビルマスク デューンゲッコー デーモン・コマンド ドラゴノイド "
    "ドラゴン・ゾンビ ドリームメイト ナイト ナーガ バルーン・マッシュルーム バーサーカー パラサイトワーム "
    "パンドラボックス ヒューマノイド ビッグマッスル ビークル・ビー ビーストフォーク ファイアー・バード フィッシュ "
    "フェザーノイド フェニックス フレイム・モンスター ブルー・モンスター ブレイブ・スピリット ブレインジャッカー "
    "ヘドリアン ホーン・ビースト ボルケーノ・ドラゴン ポセイディア・ドラゴン マシン・イーター マーフォーク "
    "ミステリー・トーテム メカサンダー メカ・デル・ソル メルト・ウォリアー ライトブリンガー リキッド・ピープル "
    "リビング・デッド リヴァイアサン レインボー・ファントム ロスト・クルセイダー ロック・ビースト ワイルド・ベジーズ "
    "ワンダー・トリック ワールド・ドラゴン ワールド・バード"
).split()
RACE_CATEGORIES = ("ドラゴン", "コマンド", "サイバー", "モンスター", "ビースト")

G = Grammar()

# Loop variables of the template tables below (module-level names, reused table after table).
_p: str
_v: Value
_d: str
_dv: Value
_e: str


# --------------------------------------------------------------------------------------
# Terminals: numbers, card names, civilizations, races.


def _num(text: str, pos: int) -> Iterator[tuple[Value, int]]:
    m = re.compile(r"\d+").match(text, pos)
    if m:
        yield int(m.group()), m.end()


def _name(text: str, pos: int) -> Iterator[tuple[Value, int]]:
    m = re.compile(r"[^《》]+").match(text, pos)
    if m:
        yield m.group(), m.end()


def _words(words: dict[str, Value]) -> tuple[Callable[[str, int], Iterator[tuple[Value, int]]],
                                               Callable[[Value], str | None]]:
    ordered = sorted(words, key=len, reverse=True)

    def parse(text: str, pos: int) -> Iterator[tuple[Value, int]]:
        for w in ordered:
            if text.startswith(w, pos):
                yield words[w], pos + len(w)

    inverse = {v: k for k, v in words.items()}
    return parse, (lambda v: inverse.get(v) if isinstance(v, str) else None)


G.terminal("num", _num, lambda v: str(v) if isinstance(v, int) and not isinstance(v, bool) else None, "0123456789")
G.terminal("name", _name, lambda v: v if isinstance(v, str) and v else None)


def _num_above(text: str, pos: int) -> Iterator[tuple[Value, int]]:
    """「Nより大きい」 as the least whole number above N (powers and costs are whole numbers)."""
    for n, end in _num(text, pos):
        yield n + 1, end


G.terminal("numabove", _num_above,
           lambda v: str(v - 1) if isinstance(v, int) and not isinstance(v, bool) and v > 0 else None, "0123456789")
for _terminal, _table in (("civ", CIVILIZATIONS), ("race", {r: r for r in RACES}),
                          ("racecat", {r: r for r in RACE_CATEGORIES})):
    _parse, _render = _words(_table)
    G.terminal(_terminal, _parse, _render, {w[0] for w in _table})


# --------------------------------------------------------------------------------------
# Keywords: 「ブロッカー」 and the like, each with its reminder texts (recognised, recorded as a hint).


def keyword(pattern: str, value: Value, *reminders: str) -> None:
    """A keyword item: printed bare or followed by one of its reminder texts (recognised).

    The reminder's wording is recorded as a hint (``_r``: its index), so each printing is
    rendered back exactly; a reminder's slots repeat the keyword's and must agree with them.
    """
    G.add("item", pattern, value)
    for i, r in enumerate(reminders):
        G.add("item", f"{pattern}({r})", {**value, "_r": i})


KEYWORD_NAMES = {
    "ブロッカー": "blocker", "スピードアタッカー": "speed attacker", "W・ブレイカー": "w breaker",
    "T・ブレイカー": "t breaker", "Q・ブレイカー": "q breaker", "スレイヤー": "slayer",
    "S・トリガー": "shield trigger", "ワールド・ブレイカー": "world breaker", "ナイト・マジック": "night magic",
    "サイレントスキル": "silent skill", "シールド・フォース": "shield force", "ウェーブストライカー": "wave striker",
    "サバイバー": "survivor", "ダイナモ": "dynamo", "チャージャー": "charger", "メテオバーン": "meteorburn",
}
for jp, en in KEYWORD_NAMES.items():
    G.add("kwname", jp, en)
G.add("kwname", "パワーアタッカー+{n:num}", {"power attacker": "$n"})

_BLOCK = "相手クリーチャーが攻撃する時、このクリーチャーをタップして、その攻撃を阻止してもよい。その後、その相手クリーチャーとバトルする"
keyword("ブロッカー", {"keyword": "blocker"}, _BLOCK)
G.add("item", f"ブロッカー({_BLOCK}。", {"keyword": "blocker", "_r": "unclosed"})  # a printing without its ")"
keyword("スピードアタッカー", {"keyword": "speed attacker"}, "このクリーチャーは召喚酔いしない")
for _jp, _en, _n in (("W・ブレイカー", "w breaker", 2), ("T・ブレイカー", "t breaker", 3),
                     ("Q・ブレイカー", "q breaker", 4)):
    keyword(_jp, {"keyword": _en}, f"このクリーチャーはシールドを{_n}枚ブレイクする",
            f"シールドを攻撃した時、このクリーチャーはシールドを{_n}枚ブレイクする",
            f"このクリーチャーはシールドを{_n}枚破壊する")
keyword("S・トリガー", {"keyword": "shield trigger"},
        "この呪文をシールドゾーンから手札に加える時、コストを支払わずにすぐ唱えてもよい",
        "このクリーチャーをシールドゾーンから手札に加える時、コストを支払わずにすぐ召喚してもよい",
        "このカードをシールドゾーンから手札に加える時、コストを支払わずにすぐ召喚してもよい",
        "このカードをシールドゾーンから手札に加える時、コストを支払わずにすぐ使ってもよい",
        "このカードをシールドゾーンから手札に戻す時、コストを支払わずにすぐ使ってもよい",
        "このカードをシールドゾーンから手札に加える時、コストを支払わずにすぐ唱えてもよい",
        "このカードをシールドゾーンから手札に戻す時、コストを支払わずにすぐに使ってもよい")
keyword("パワーアタッカー+{n:num}", {"keyword": {"power attacker": "$n"}}, "攻撃中、このクリーチャーのパワーは+{n:num}される")
keyword("スレイヤー", {"keyword": "slayer"},
        "このクリーチャーがバトルする時、バトルの後、相手クリーチャーを破壊する",
        "このクリーチャーとバトルした相手クリーチャーは、勝っても持ち主の墓地に置かれる")
keyword("チャージャー", {"keyword": "charger"}, "この呪文を唱えた後、墓地に置くかわりに自分のマナゾーンに置く")
keyword("マナゾーンに置く時、このカードはタップして置く。", {"keyword": "enters mana tapped"})
keyword("このクリーチャーは、相手プレイヤーを攻撃できない。", {"keyword": "cannot attack players"})
keyword("このクリーチャーは相手プレイヤーを攻撃できない。", {"keyword": "cannot attack players", "_r": "nc"})
keyword("このクリーチャーは[|、]攻撃することができない。", {"keyword": "cannot attack"})
keyword("このクリーチャーは[|、]ブロックされない。", {"keyword": "unblockable"})
keyword("このクリーチャーは攻撃されない。", {"keyword": "cannot be attacked"})
keyword("このクリーチャーは、タップされていないクリーチャーを攻撃できる。", {"keyword": "attacks untapped"})
keyword("このクリーチャーは、可能であれば毎ターン攻撃する。", {"keyword": "must attack"})
keyword("このクリーチャーは、毎ターン攻撃しなければならない。", {"keyword": "must attack", "_r": "must"})
keyword("このクリーチャーは、クリーチャーを攻撃できない。", {"keyword": "cannot attack creatures"})
keyword("相手のクリーチャーが攻撃する時、このクリーチャーは可能であればブロックする。", {"keyword": "must block"})
keyword("このクリーチャーはバトルに勝っても、バトルの後、持ち主の墓地に置かれる。", {"keyword": "dies after winning"})
keyword("このクリーチャーがバトルする時、バトルの後、このクリーチャーを破壊する。",
        {"keyword": "dies after winning", "_r": "battle"})

keyword("サバイバー", {"keyword": "survivor"}, "このクリーチャーがバトルゾーンにある間、自分の他のサバイバーも上の能力を得る")
keyword("ダイナモ", {"keyword": "dynamo"},
        "バトルが始まる時、あるいはこのクリーチャーで攻撃できる時、このクリーチャーをタップしてもよい。そうした場合、"
        "そのターンの終わりまで、このクリーチャーのパワーと能力をバトルゾーンにある自分の他のダイナモ1体に加える",
        "バトルが始まる時、あるいはこのクリーチャーで攻撃できる時、このクリーチャーをタップしてもよい。そうした場合、"
        "そのターンの終わりまで、このクリーチャーのパワーと能力をバトルゾーンにある他のダイナモ1体に加える")
keyword("{c:civ}ステルス", {"keyword": {"stealth": "$c"}},
        "相手のマナゾーンに{c:civ}のカードが1枚でもあれば、このクリーチャーはブロックされない")
keyword("{a:civ}・{b:civ}スレイヤー", {"keyword": {"slayer": ["$a", "$b"]}},
        "このクリーチャーとバトルした相手の{a:civ}または{b:civ}のクリーチャーは、勝っても持ち主の墓地に置かれる")
keyword("{a:civ}・{b:civ}ブロッカー", {"keyword": {"blocker": ["$a", "$b"]}},
        "相手の{a:civ}または{b:civ}のクリーチャーが攻撃する時、このクリーチャーをタップして、その攻撃を阻止してもよい。"
        "その後、その相手クリーチャーとバトルする")
keyword("ドラゴン・ブロッカー", {"keyword": {"blocker": {"race category": "ドラゴン"}}},
        "相手のドラゴンが攻撃する時、このクリーチャーをタップして、その攻撃を阻止してもよい。その後、そのドラゴンとバトルする")
keyword("サイクロン", {"keyword": "cyclone"},
        "このターン、この呪文を唱える直前にクリーチャーを召喚していれば、この呪文を唱えた後、墓地に置くかわりに自分の手札に戻す",
        "このターン、この呪文を唱える前にクリーチャーを召喚していれば、この呪文を唱えた後、墓地に置くかわりに自分の手札に戻す")
keyword("{r:race}・マジック", {"keyword": {"magic": "$r"}},
        "バトルゾーンに自分の{r:race}があれば、この呪文の能力をもう一度使ってもよい")
keyword("ニンジャ・ストライク{n:num}", {"keyword": {"ninja strike": "$n"}},
        "相手のクリーチャーが攻撃またはブロックした時、自分のマナゾーンにカードが{n:num}枚以上あり、その攻撃中に"
        "「ニンジャ・ストライク」能力を使っていなかった場合、このシノビをコストを支払わずに召喚してもよい。"
        "そのターンの終わりに、このシノビを自分の山札の一番下に置く",
        "相手のクリーチャーが攻撃またはブロックした時、自分のマナゾーンにカードが{n:num}枚上あり、その攻撃中に"  # a misprint
        "「ニンジャ・ストライク」能力を使っていなかった場合、このシノビをコストを支払わずに召喚してもよい。"
        "そのターンの終わりに、このシノビを自分の山札の一番下に置く")
keyword("シールド・セイバー", {"keyword": "shield saver"}, "自分のシールドがブレイクされる時、かわりにこのクリーチャーを破壊してもよい")
keyword("セイバー:{f:noun}", {"keyword": {"saver": "$f"}}, "自分の{f:noun}1体が破壊される時、このクリーチャーをかわりに破壊してもよい")
G.add("item", "セイバー:{f:noun}(このクリーチャーがバトルゾーンにある間、バトルゾーンにある自分の{f:noun}が自分の墓地に"
      "置かれる時、その{f:noun}のかわりにこのクリーチャーを自分の墓地に置いてもよい)", {"keyword": {"saver": "$f"}, "_r": "墓地"})
G.add("item", "セイバー:全種族(自分の他のクリーチャーが破壊される時、そのクリーチャー1体のかわりにこのクリーチャーを破壊してもよい)",
      {"keyword": {"saver": {}}, "_r": "全種族"})
keyword("L・ゲート:{r:race}", {"keyword": {"l gate": "$r"}},
        "このクリーチャーが破壊される時、墓地に置くかわりに、{r:race}を1体、自分の墓地から手札に戻してもよい。"
        "そうした場合、このクリーチャーを山札の一番下に置く")
keyword("L・ゲート:{r:racecat}", {"keyword": {"l gate": {"race category": "$r"}}},
        "このクリーチャーが破壊される時、墓地に置くかわりに、{r:racecat}を1体、自分の墓地から手札に戻してもよい。"
        "そうした場合、このクリーチャーを山札の一番下に置く")
keyword("L・ゲート:{a:race}と{b:race}", {"keyword": {"l gate": ["$a", "$b"]}},
        "このクリーチャーが破壊される時、墓地に置くかわりに、{a:race}か{b:race}を1体、または両方1体ずつを、"
        "自分の墓地から手札に戻してもよい。そうした場合、このクリーチャーを[|自分の]山札の一番下に置く")
keyword("ロスト・プリズム", {"keyword": "lost prism"},
        "このクリーチャーをバトルゾーンに出した時、自分の山札の上から1枚目を表向きにしてもよい。それが多色カードであれば、手札に加える")
keyword("侍流ジェネレート", {"keyword": "samurai generate"},
        "このクリーチャーをバトルゾーンに出した時、自分の手札にあるクロスギアを1枚、コストを支払わずにジェネレートしてもよい")
keyword("S・トリガーX", {"keyword": "shield trigger x"},
        "このクロスギアをシールドゾーンから手札に加える時、コストを支払わずにすぐジェネレートし、自分のクリーチャー1体にクロスしてもよい")
keyword("S・バック-{c:civ}", {"keyword": {"s-back": "$c"}},
        "{c:civ}のカードを自分のシールドゾーンから手札に加える時、そのカードを捨ててもよい。そうした場合、コストを支払わずにこのクリーチャーを召喚する",
        "{c:civ}のカードを自分のシールドゾーンから手札に加える時、そのカードを捨ててもよい。そうした場合、コストを支払わずにこの呪文を唱える")
keyword("クロスギア", {"keyword": "cross gear"})
keyword("クロスギア:このカードをバトルゾーンに置く。クリーチャーにクロスするには、このカードのコストをもう一度支払う。"
        "そのクリーチャーがバトルゾーンを離れても、このカードはバトルゾーンに残る。", {"keyword": "cross gear", "_r": "colon"})
keyword("このクロスギアはマナゾーンにタップして置かれる。", {"keyword": "enters mana tapped", "_r": "gear"})
keyword("城-自分のシールドをひとつ選び、このカードを付けて要塞化する。その要塞化されたシールドがシールドゾーンから離れた時、"
        "このカードを自分の墓地に置く。(「S・トリガー」能力を使う場合は、このカードを墓地に置く前に使う)", {"keyword": "castle"})
keyword("どんな種族の進化クリーチャーを、このクリーチャーの上に置いてもよい。", {"keyword": "any evolution"})
keyword("このクリーチャーは、リンクしている時「{k:kwname}」を得る。", {"keyword": {"when linked": "$k"}})
keyword("このクリーチャーは、パワーが{n:num}以上の時、「{k:kwname}」を得る。",
        {"static": {"keyword at power": {"keyword": "$k", "at least": "$n"}}})
keyword("このクリーチャーは、パワーが{n:num}以上の時、「{k:kwname}」を得る。({r:kwreminder})",
        {"static": {"keyword at power": {"keyword": "$k", "at least": "$n"}}, "_kr": "$r"})

_GOD = ("バトルゾーンに自分の指定ゴッドがあれば、このカードをリンクしてもよい。リンクしたゴッドは、各ゴッドの特性(パワーや能力)"
        "を持つ1体のクリーチャーとなる。バトルゾーンを離れる時は、どちらか1枚を選ぶ")
for _side, _en in (("右横", "right"), ("左横", "left")):
    keyword(f"G・リンク[|:]《{{x:name}}》の{_side}", {"keyword": {"g link": {"with": ["$x"], "side": _en}}}, _GOD)
    keyword(f"G・リンク[|:]《{{x:name}}》の{_side}。", {"keyword": {"g link": {"with": ["$x"], "side": _en}}, "_p": "。"})
    keyword(f"G・リンク[|:]《{{x:name}}》または《{{y:name}}》の{_side}", {"keyword": {"g link": {"with": ["$x", "$y"], "side": _en}}}, _GOD)
    keyword(f"G・リンク[|:]《{{x:name}}》または《{{y:name}}》の{_side}。",
            {"keyword": {"g link": {"with": ["$x", "$y"], "side": _en}}, "_p": "。"})
keyword("G・リンク《{x:name}》の右横または《{y:name}》の左横。", {"keyword": {"g link": {"right of": "$x", "left of": "$y"}}})
keyword("G・リンク《{x:name}》の右横または《{y:name}》の左横", {"keyword": {"g link": {"right of": "$x", "left of": "$y"}}}, _GOD)
G.add("item", "相手のターン中[に|に、|、]このクリーチャーが[|自分の]手札から捨てられる時、墓地に置くかわりにバトルゾーンに出してもよい。",
      {"keyword": "madness"})
keyword("シンパシー:{a:race}[および|と]{b:race}", {"keyword": {"sympathy": ["$a", "$b"]}},
        "このクリーチャーを召喚する時支払うコストは、バトルゾーンにある自分の{a:race}または{b:race}1体につき1少なくなる。ただしコストは2より少なくならない",
        "この呪文を唱える時支払うコストは、バトルゾーンにある自分の{a:race}または{b:race}1体につき1少なくなる。ただし、コストは1より少なくならない",
        "このクリーチャーを召喚する時支払うコストは、バトルゾーンにある自分の{a:race}または{b:race}1体につき1少なくなる。ただしコストは1より少なくならない")

# One sentence about this creature, read as a keyword of the catalog.
keyword("このクリーチャーは[|、]クリーチャーを攻撃できない。", {"keyword": "cannot attack creatures", "_r": "v"})
keyword("このクリーチャーは、相手プレイヤーを攻撃することができない。", {"keyword": "cannot attack players", "_r": "koto"})
keyword("このクリーチャーは、クリーチャーを攻撃する時ブロックされない。", {"keyword": "unblockable when attacking creatures"})
keyword("このクリーチャーは攻撃可能であれば、必ず攻撃しなければならない。", {"keyword": "must attack", "_r": "必ず"})
keyword("このクリーチャーはバトルに勝っても、バトルの後[|、][破壊される|持ち主の墓地に置かれる]。", {"keyword": "dies after winning", "_r": "v"})
keyword("相手が[バトルゾーンにある|バトルゾーンの|]クリーチャーを選ぶ時、[|相手は]このクリーチャーを選ぶことはできない。", {"keyword": "unchoosable"})
keyword("このクリーチャーは、パワーがこのクリーチャーより小さいクリーチャーにブロックされない。", {"keyword": "unblockable by weaker"})
keyword("このクリーチャーは、このクリーチャーよりパワーの小さいクリーチャーからブロックされない。", {"keyword": "unblockable by weaker", "_r": "から"})
keyword("このクリーチャーの上に、どの種族の進化クリーチャーを置いてもよい。", {"keyword": "any evolution", "_r": "どの"})
G.add("item", "このクリーチャーがバトルゾーンにある間、自分のシールドが{n:num}枚ブレイクされる時、かわりにこのクリーチャーを自分の墓地に置いてもよい。",
      {"keyword": {"shield saver": "$n"}, "_r": "long"})
keyword("相手のクリーチャーが攻撃する時、このクリーチャーは可能ならブロックする。", {"keyword": "must block", "_r": "可能なら"})
keyword("[呪文を唱えたターンのみ、このクリーチャーを召喚することができる。|呪文を唱えたターンのみ、このクリーチャーを召喚できる。]",
        {"keyword": "summon only after a spell"})
keyword("相手のターン中、このクリーチャーが自分の手札から捨てられる時、墓地に置くかわりにバトルゾーンに[出す|置く]。",
        {"keyword": "madness", "_r": "must"})

# More keyword-like sentences.
keyword("このクリーチャーは、「ブロッカー」を持つクリーチャーだけを攻撃できる。", {"keyword": "attacks only blockers"})
keyword("このクリーチャーは相手プレイヤーを攻撃した後、持ち主の墓地に置かれる。", {"keyword": "dies after attacking a player"})
keyword("この呪文を、自分の墓地ではなく自分のマナゾーンに置く。", {"keyword": "charger", "_r": "ではなく"})
keyword("この呪文を唱えた後、墓地に置くかわりにタップして自分のマナゾーンに置く。", {"keyword": "charger", "tapped": True})
keyword("自分のシールドが1枚ブレイクされる時、かわりにこのクリーチャーを破壊してもよい。", {"keyword": "shield saver", "_r": "bare"})
keyword("このクリーチャーは、{f:np}をブロックできない。", {"keyword": {"cannot block": "$f"}})
keyword("進化-自分のツリー・フォーク1体の上に置く。", {"evolves_from": {"race": "ツリーフォーク", "_typo": True}})
keyword("クルー・ブレイカー:{r:race}", {"keyword": {"crew breaker": "$r"}},
        "シールドを攻撃した時、バトルゾーンにある自分の他の{r:race}1体につき、このクリーチャーはシールドをさらに1枚ブレイクする",
        "シールドを攻撃した時、バトルゾーンにある自分の他の{r:race}1体につき、シールドをさらにもう1枚ブレイクする")
keyword("クルー・ブレイカー:{r:racecat}", {"keyword": {"crew breaker": {"race category": "$r"}}},
        "このクリーチャーは、バトルゾーンにある自分の他の{r:racecat}1体につき、シールドをさらに1枚ブレイクする",
        "このクリーチャーは、バトルゾーンにある自分の他の{r:racecat}1体につき、シールドをさらにもう1枚ブレイクする")
keyword("文明ブレイカー", {"keyword": "civilization breaker"},
        "このクリーチャーは、自分のマナゾーンにある文明ひとつにつき1枚、シールドをブレイクする")


# --------------------------------------------------------------------------------------
# Reminder texts of keywords an effect gives, and other printed notes in parentheses.


# Reminders of keywords an effect gives (「…」を得たクリーチャーは…): recognised, exported as nothing
# (but those of :data:`TRIGGERS_USABLE`, which entries read: the shields put into a hand keep their
# shield triggers).
KEYWORD_REMINDERS = ["「スピードアタッカー」を[得た|持つ]クリーチャーは召喚酔いしない",
           "「スレイヤー」を[得た|持つ]クリーチャーがバトルする時、バトルの後、相手クリーチャーを破壊する",
           "「スレイヤー」を[得た|持つ]クリーチャーとバトルした相手クリーチャーは、勝っても持ち主の墓地に置かれる",
           "「W・ブレイカー」を[得た|持つ]クリーチャーは[|、]シールドを2枚ブレイクする",
           "「T・ブレイカー」を[得た|持つ]クリーチャーは[|、]シールドを3枚ブレイクする",
           "「Q・ブレイカー」を[得た|持つ]クリーチャーは[|、]シールドを4枚ブレイクする",
           "攻撃中、「パワーアタッカー+{n:num}」を[得た|持つ]クリーチャーのパワーは+{n:num}される",
           "「パワーアタッカー+{n:num}」を[得た|持つ]クリーチャーのパワーは、攻撃中、+{n:num}される",
           "攻撃中、そのクリーチャーのパワーは+{n:num}され、シールドを攻撃した時、シールドを2枚ブレイクする",
           "攻撃中、そのクリーチャーのパワーは+{n:num}される",
           "攻撃中、これらのクリーチャーのパワーは+{n:num}される",
           "シールドを攻撃した時、[このクリーチャーは|それぞれ|]シールドを2枚ブレイクする",
           "このクリーチャーはシールドを[2|3]枚ブレイクする",
           "相手クリーチャーが攻撃する時、[このクリーチャー|「ブロッカー」を得たクリーチャー]をタップして、"
           "その攻撃を阻止してもよい。その後、その相手クリーチャーとバトルする",
           "このクリーチャーとバトルした相手クリーチャーは、勝っても持ち主の墓地に置かれる",
           "このクリーチャーは召喚酔いしない",
           "パワー[|が]{n:num}以下のクリーチャーは破壊される",
           "その「S・トリガー」は使えない",
           "その「S・トリガー」能力は使えない",
           "その「S・トリガー」を使ってもよい",
           "相手はその「S・トリガー」を使うことができる",
           "ただし、このクリーチャーを攻撃またはブロックしてもよい",
           "[|ただし、]まず何を攻撃するか選んでから、[タップしたい|タップする]クリーチャーを選ぶ",
           "まず、このクリーチャーが何を攻撃するかを選び、その後タップするクリーチャーを選ぶ",
           "こうして重ねたカードの束を1枚のシールドとみなす",
           "選んだシールドは、シールドゾーンにある間、表向きにしておく",
           "「スピードアタッカー」と「W・ブレイカー」を得たクリーチャーは召喚酔いせず、シールドを2枚ブレイクする",
           "「スピードアタッカー」と「パワーアタッカー+{n:num}」を得たクリーチャーは召喚酔いせず、攻撃中、パワーが+{n:num}される",
           "まず何を攻撃するかを選んでから、タップするクリーチャーを選ぶ",
           "シールドを攻撃した時、そのクリーチャーはシールドを2枚ブレイクする",
           "バトルは行われない",
           "相手クリーチャーが攻撃する時、「ブロッカー」を持つクリーチャーをタップして、その攻撃を阻止してもよい。その後、その相手クリーチャーとバトルする",
           "「スピードアタッカー」を得たクリーチャーは、召喚酔いしない",
           "そのクリーチャーとバトルした相手クリーチャーは、勝っても持ち主の墓地に置かれる",
           "ただし、その「S・トリガー」能力は使えない",
           "ただし、そのクリーチャーは召喚酔いする",
           "ただし、そのクリーチャーを攻撃またはブロックしてもよい",
           "ただし、これをクロスしてあるクリーチャーを攻撃またはブロックしてもよい",
           "ただし、こうして手札に加えられたシールドの「S・トリガー」能力は使えない",
           "まず何を攻撃するか選んでから、タップまたはアンタップするクリーチャーを選ぶ",
           "この呪文を唱えた後にバトルゾーンに出たクリーチャーも含まれる",
           "呪文の効果を行ってからクリーチャーのパワーを増やす",
           "下のカード{n:num}枚は、別々のクリーチャーとなる",
           "召喚酔いや、「このクリーチャーは攻撃することができない」または「このクリーチャーは相手プレイヤーを攻撃できない」などの効果が無効になる",
           "バトルゾーンに自分の指定ゴッドがあれば、このカードをリンクしてもよい",
           ]
TRIGGERS_USABLE = ("その「S・トリガー」を使ってもよい", "相手はその「S・トリガー」を使うことができる")
for _i, _p in enumerate(KEYWORD_REMINDERS):
    G.add("kwreminder", _p, {"reminder": _i, **({"n": "$n"} if "{n:num}" in _p else {})})
G.add("item", "({r:kwreminder})", "$r")
G.add("item", "{b:body}({r:kwreminder})", {"do": "$b", "_kr": "$r"})
G.add("item", "{w:trigger}{b:body}({r:kwreminder})", {"when": "$w", "do": "$b", "_kr": "$r"})


# --------------------------------------------------------------------------------------
# Headers: a line whose ability is used or gained in a particular way (「次の能力」) — the next line.

G.add("item", "このクリーチャーがバトルゾーンにある間、バトルゾーンにある自分の{f:np}をタップし、攻撃するかわりに次の能力を使ってもよい。",
      {"header": {"tap skill": {"grant to": "$f"}}})

keyword("O・ドライブ-{a:civ}x{n:num}と{b:civ}x{m:num}[|:]", {"header": {"o drive": [{"civilization": "$a", "n": "$n"}, {"civilization": "$b", "n": "$m"}]}},
        "このクリーチャーを召喚する時、自分のマナゾーンでさらに{a:civ}{n:num}枚と{b:civ}{m:num}枚をタップしてもよい。そうした場合、次の能力を得る",
        "この呪文を唱える時、自分のマナゾーンでさらに{a:civ}{n:num}枚と{b:civ}{m:num}枚をタップしてもよい。そうした場合、次の能力を得る")
keyword("O・ドライブ-{a:civ}x{n:num}と{b:civ}x{m:num}と{c:civ}x{k:num}[|:]",
        {"header": {"o drive": [{"civilization": "$a", "n": "$n"}, {"civilization": "$b", "n": "$m"}, {"civilization": "$c", "n": "$k"}]}},
        "このクリーチャーを召喚する時、自分のマナゾーンでさらに{a:civ}{n:num}枚と{b:civ}{m:num}枚と{c:civ}{k:num}枚をタップしてもよい。そうした場合、次の能力を得る")
keyword("O・ドライブ{a:civ}x{n:num}・{b:civ}x{m:num}", {"header": {"o drive": {"any of": [{"civilization": "$a", "n": "$n"}, {"civilization": "$b", "n": "$m"}]}}},
        "このクリーチャーを召喚する時、自分のマナゾーンでさらに{a:civ}{n:num}枚または{b:civ}{m:num}枚またはその両方をタップしてもよい。そうした場合、次の能力を得る")

G.add("item", "このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。", {"header": "tap skill"})
G.add("item", "これをクロスしたクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。", {"header": "crossed tap skill"})
G.add("item", "このクリーチャーで攻撃するかわりに、このクリーチャーと自分のマナゾーンのタップされていないカードを{n:num}枚タップして、次の能力を使ってもよい。",
      {"header": {"tap skill": {"tap mana": "$n"}}})
keyword("サイレントスキル", {"header": "silent skill"},
        "自分のターンのはじめに、このクリーチャーがタップされていたら、アンタップするかわりに次の能力を使ってもよい")
keyword("ウェーブストライカー", {"header": "wave striker"},
        "バトルゾーンに「ウェーブストライカー」を持つクリーチャーが他に2体以上あれば、このクリーチャーは次の能力を得る")
keyword("アクセル", {"header": "accel"}, "このクリーチャーにクロスギアがクロスされている時、このクリーチャーは次の能力を得る")
keyword("スーパー・アクセル", {"header": "super accel"},
        "バトルゾーンにある自分のクリーチャーにクロスギアがクロスされている時、このクリーチャーは次の能力を得る")
keyword("メタモーフ", {"header": "metamorph"}, "自分のマナゾーンに7枚以上カードがあれば、このクリーチャーは次の能力を得る",
        "自分のマナゾーンに7枚以上カードがあれば、この呪文は次の能力を得る")
keyword("シールド・フォース", {"header": "shield force"},
        "このクリーチャーをバトルゾーンに出す時、自分のシールドを1枚選んでもよい。そのシールドがシールドゾーンにある間、このクリーチャーは次の能力を得る")
keyword("ターボラッシュ", {"header": "turbo rush"},
        "自分の他のクリーチャーがシールドをブレイクした後、そのターンが終わるまで、このクリーチャーは次の能力を得る")
keyword("O・ドライブ{c:civ}x{n:num}", {"header": {"o drive": {"civilization": "$c", "n": "$n"}}},
        "このクリーチャーを召喚する時、自分のマナゾーンで{c:civ}のカードをさらに{n:num}枚タップしてもよい。そうした場合、次の能力を得る",
        "この呪文を唱える時、自分のマナゾーンで{c:civ}のカードをさらに{n:num}枚タップしてもよい。そうした場合、この呪文は次の能力を得る")
keyword("フォートE:{r:race}", {"header": {"fort e": "$r"}},
        "このクリーチャーをバトルゾーンに出した時、{r:race}を自分のマナゾーンでタップしてこのクリーチャーを召喚していた場合、このクリーチャーは次の能力を得る")
keyword("フォートE:{r:racecat}", {"header": {"fort e": {"race category": "$r"}}},
        "このクリーチャーをバトルゾーンに出した時、{r:racecat}を自分のマナゾーンでタップしてこのクリーチャーを召喚していた場合、このクリーチャーは次の能力を得る",
        "このクリーチャーをバトルゾーンに出した時、種族に{r:racecat}とあるクリーチャーを自分のマナゾーンでタップしてこのクリーチャーを召喚していた場合、このクリーチャーは次の能力を得る")
keyword("ランチャーE:{r:race}", {"header": {"launcher e": "$r"}},
        "この呪文を唱える時、バトルゾーンにある自分のタップされていない{r:race}を好きな数タップする")
keyword("スリリング・スリー:{r:race}", {"header": {"thrilling three": "$r"}},
        "このクリーチャーをバトルゾーンに出した時、自分の山札の上から3枚を表向きにする。表向きにした{r:race}1体につき、次の能力を1回行ってもよい。"
        "その後、表向きにしたカードをすべて、好きな順序で山札の一番下に戻す")
keyword("スリリング・スリー:{r:racecat}", {"header": {"thrilling three": {"race category": "$r"}}},
        "このクリーチャーをバトルゾーンに出した時、自分の山札の上から3枚を表向きにする。表向きにした{r:racecat}1体につき、次の能力を1回行ってもよい。"
        "その後、表向きにしたカードをすべて、好きな順序で山札の一番下に戻す")
keyword("スリリング・スリー:{a:race}と{b:race}", {"header": {"thrilling three": ["$a", "$b"]}},
        "このクリーチャーをバトルゾーンに出した時、自分の山札の上から3枚を表向きにする。表向きにした{a:race}または{b:race}1体につき、次の能力を1回行ってもよい。"
        "その後、表向きにしたカードをすべて、好きな順序で山札の一番下に戻す")


# --------------------------------------------------------------------------------------
# Noun phrases: modifiers, nouns, counts, zones, chosen targets.


def _mods(nt: str, mods: list[tuple[str, Value]]) -> None:
    for p, v in mods:
        G.add(nt, p, v)
        G.add(nt, p + "、", {**v, "_c" + next(iter(v)): True})


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
G.add("target", "その勝った{r:race}を", {"that": True, "_that": "$r"})  # the creature that won the battle
G.add("target", "このクリーチャーを", {"self": True})

# 「…のパワーは、<zone>にある<cards>1体につき+N される」
G.add("per", "バトルゾーンにある{f:np}1体につき", {"zone": "battle zone", "filter": "$f"})
G.add("per", "{f:np}1体につき", {"zone": "battle zone", "filter": "$f", "_z": "bare"})
G.add("per", "自分の墓地にある{f:cnp}1[枚|体]につき", {"zone": "graveyard", "player": "you", "filter": "$f"})
G.add("per", "自分のマナゾーンにある{f:cnp}1枚につき", {"zone": "mana zone", "player": "you", "filter": "$f"})
G.add("per", "自分のマナゾーンでタップされているカード1枚につき", {"zone": "mana zone", "player": "you", "filter": {"tapped": True}, "_z": "で"})
G.add("per", "相手のマナゾーンでタップされているカード1枚につき", {"zone": "mana zone", "player": "opponent", "filter": {"tapped": True}, "_z": "で"})
G.add("per", "自分のシールドゾーンにあるカード1枚につき", {"zone": "shield zone", "player": "you"})
G.add("per", "自分のシールド1枚につき", {"zone": "shield zone", "player": "you", "_z": "short"})
for _p, _v in (("その種族の", {"race": "chosen"}), ("選んだ種族の", {"race": "chosen", "_ch": "選んだ"}),
               ("選ばれた種族の", {"race": "chosen", "_ch": "選ばれた"}), ("その文明の", {"civilization": "chosen"}),
               ("選んだ文明の", {"civilization": "chosen", "_ch": "選んだ"}),
               ("選ばれた文明の", {"civilization": "chosen", "_ch": "選ばれた"})):
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
for _p, _v in (("相手のシールド1枚につき", {"zone": "shield zone", "player": "opponent"}),
               ("自分のシールド1枚につき", {"zone": "shield zone", "player": "you", "_p": "シールド"}),
               ("自分の手札1枚につき", {"zone": "hand", "player": "you"}),
               ("相手の手札1枚につき", {"zone": "hand", "player": "opponent"}),
               ("相手のマナゾーンにある{f:cnp}1枚につき", {"zone": "mana zone", "player": "opponent", "filter": "$f"}),
               ("相手の墓地にある{f:cnp}1枚につき", {"zone": "graveyard", "player": "opponent", "filter": "$f"}),
               ("すべてのマナゾーンにあるカード1枚につき", {"zone": "mana zone", "player": "each"}),
               ("自分と相手のシールド1枚につき", {"zone": "shield zone", "player": "each"}),
               ("自分の墓地にある{f:cnp}1[体|枚]につき", {"zone": "graveyard", "player": "you", "filter": "$f", "_p": 1}),
               ("自分の墓地にあるクリーチャー1体につき", {"zone": "graveyard", "player": "you", "filter": {"creature": True}, "_p": 2})):
    G.add("per", _p, _v)

# More nouns and modifiers.
G.add("noun", "{a:civ}のクリーチャーと{b:civ}のクリーチャー", {"civilization": ["$a", "$b"], "_n": "のクリーチャーと"})
G.add("noun", "{a:race}とサムライ・クリーチャー", {"race": ["$a", "サムライ"], "_n": "とサムライ・クリーチャー"})
G.add("cnoun", "{c:civ}クリーチャー", {"creature": True, "civilization": "$c", "_n": "no の"})
G.add("cnoun", "呪文カード", {"type": "spell", "_n": "カード"})
G.add("mod", "{a:civ}、{b:civ}、{c:civ}、または{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"]})
G.add("cmod", "{a:civ}、{b:civ}、{c:civ}、または{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"]})
G.add("cmod", "{a:civ}、{b:civ}、{c:civ}または{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"], "_c": "no comma"})
G.add("mod", "{a:civ}、{b:civ}、{c:civ}または{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"], "_c": "no comma"})
G.add("mod", "{a:civ}、{b:civ}、または{c:civ}の", {"civilization": ["$a", "$b", "$c"], "_c": "または"})
G.add("cmod", "{a:civ}、{b:civ}、または{c:civ}の", {"civilization": ["$a", "$b", "$c"], "_c": "または"})
G.add("mod", "進化クリーチャーでない", {"evolution": False, "_ev": "でない"})
G.add("cmod", "進化以外の", {"evolution": False, "_ev": "以外の"})
G.add("mod", "「{k:kwname}」以外の", {"not keyword": "$k", "_k": "以外"})
G.add("mod", "攻撃している", {"attacking": True})
G.add("mod", "クロスギアをクロスしている", {"crossed with gear": True})
G.add("mod", "クロスギアをクロスされた", {"crossed with gear": True, "_x": "された"})
G.add("target", "[攻撃クリーチャー|ブロックされたクリーチャー|ブロックしたクリーチャー]を", {"that": True})
G.add("per", "バトルゾーンにある{f:np}1体につき", {"zone": "battle zone", "filter": "$f"})
G.add("per", "バトルゾーンにある文明[1つ|ひとつ]につき", {"civilizations in": "battle zone", "player": "each"})
G.add("per", "自分のマナゾーンにある文明[1つ|ひとつ]につき", {"civilizations in": "mana zone", "player": "you"})
G.add("per", "自分のマナゾーンにあるカードの文明1つにつき", {"civilizations in": "mana zone", "player": "you", "_p": "カードの"})
G.add("per", "バトルゾーンにある相手のクリーチャーの種族ひとつにつき", {"races of": "opponent creatures"})
G.add("per", "すべての墓地にある{f:cnp}1枚につき[|、]", {"zone": "graveyard", "player": "each", "filter": "$f"})
G.add("per", "このターンにブレイクされた相手のシールド1枚につき", {"broken shields this turn": True})

_mods("mod", [("{a:civ}、{b:civ}、{c:civ}、または{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"], "_4": 1})])
_mods("cmod", [("{a:civ}、{b:civ}、{c:civ}、または{d:civ}の", {"civilization": ["$a", "$b", "$c", "$d"], "_4": 1}),
               ("「{k:kwname}」付き", {"keyword": "$k", "_k": "付き"})])
G.add("cmod", "「{k:kwname}」付きの", {"keyword": "$k", "_k": "付きの"})
G.add("cmod", "多色の", {"multicolour": True})


# --------------------------------------------------------------------------------------
# Durations, subjects and what they gain (power, keywords).


G.add("dur", "このターン、", {"until": "end of turn"})
G.add("dur", "そのターン、", {"until": "end of turn", "_d": "その"})
G.add("dur", "このターンの終わりまで、", {"until": "end of turn", "_d": "終わりまで"})
G.add("dur", "そのターンの終わりまで、", {"until": "end of turn", "_d": "その終わりまで"})
G.add("dur", "このターンが終わるまで、", {"until": "end of turn", "_d": "終わるまで"})
G.add("dur", "そのターンが終わるまで、", {"until": "end of turn", "_d": "その終わるまで"})
G.add("dur", "このターンの攻撃中、", {"until": "end of turn", "while attacking": True})
G.add("dur", "次の自分のターンのはじめまで、", {"until": "start of your next turn"})
G.add("dur", "自分の次のターンが始まるまで、", {"until": "start of your next turn", "_d": "次のターンが始まる"})
G.add("dur", "次の自分のターンが始まるまで、", {"until": "start of your next turn", "_d": "次の自分のターンが始まる"})
G.add("dur", "自分の次のターンのはじめまで、", {"until": "start of your next turn", "_d": "自分の次のはじめ"})
G.add("durnc", "自分の次のターンのはじめまで", {"until": "start of your next turn"})

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
G.add("gain", "のパワーは[|、]+{n:num}される", {"power": "$n"})
G.add("gain", "のパワーは[|、]-{n:num}される", {"power": "-$n"})
G.add("gain", "のパワーはそれぞれ+{n:num}される", {"power": "$n", "_e": "それぞれ"})
G.add("gain", "は[|、]{k:kws}を得る", {"keywords": "$k"})
G.add("gain", "のパワーは[|、]+{n:num}され、{k:kws}を得る", {"power": "$n", "keywords": "$k"})
G.add("gain", "のパワーは[|、]+{n:num}され、ターンの終わりにアンタップされる", {"power": "$n", "untap at end of turn": True})
G.add("gain", "は[|、]ブロックされない", {"keywords": ["unblockable"]})
G.add("gain", "はすべて[|、]{k:kws}を得る", {"keywords": "$k", "_a": "はすべて"})
G.add("gain", "はそれぞれ{k:kws}を得る", {"keywords": "$k", "_a": "はそれぞれ"})
G.add("gain", "はすべて、可能なら攻撃する", {"keywords": ["must attack"], "_a": "はすべて、可能なら"})
G.add("gain", "は{k:kws}を得、シールドをもう{n:num}枚ブレイクし、種族に{r:race}を追加する",
      {"keywords": "$k", "extra breaks": "$n", "add race": "$r"})
G.add("gain", "はすべて、タップされていないクリーチャーを攻撃できる", {"keywords": ["attacks untapped"], "_a": "はすべて、"})
G.add("gain", "は、アンタップされているクリーチャーを攻撃することができ、クリーチャーを攻撃する時ブロックされない",
      {"keywords": ["attacks untapped", "unblockable when attacking creatures"]})
G.add("gain", "は、タップされていないクリーチャーを攻撃できる", {"keywords": ["attacks untapped"]})
G.add("gain", "はタップされていないクリーチャーを攻撃できる", {"keywords": ["attacks untapped"], "_c": "no comma"})
G.add("gain", "は攻撃されない", {"keywords": ["cannot be attacked"]})
G.add("gain", "は、クリーチャーを攻撃できる", {"keywords": ["may attack creatures"]})
G.add("gainpred", "タップされていないクリーチャーを攻撃できる", {"keywords": ["attacks untapped"]})
G.add("gainpred", "{c:np}にブロックされない", {"unblockable by": "$c"})
G.add("subj", "これをクロスしたクリーチャー", {"crossed": True})
G.add("dur", "そのターン中、", {"until": "end of turn", "_d": "そのターン中"})
G.add("dur", "このターン中、", {"until": "end of turn", "_d": "このターン中"})
G.add("dur", "このターン", {"until": "end of turn", "_d": "no comma"})
G.add("dur", "ターンの終わりまで、", {"until": "end of turn", "_d": "ターンの終わりまで"})
G.add("durnc", "このターンの終わりまで", {"until": "end of turn"})
G.add("durnc", "このターンが終わるまで", {"until": "end of turn", "_d": "終わる"})
G.add("durnc", "そのターンの終わりまで", {"until": "end of turn", "_d": "その"})

G.add("subj", "バトルゾーンにあるすべての{np}", {"_bz": True, "*np": None, "count": "all", "_a": "bz pre"})
G.add("subj", "攻撃している自分のクリーチャー", {"player": "you", "attacking": True})
G.add("gain", "は攻撃することができない", {"keywords": ["cannot attack"]})
G.add("gain", "は、ブロックすることができない", {"keywords": ["cannot block"]})
G.add("gain", "はさらに{k:kws}を得る", {"keywords": "$k", "_s": "さらに"})
G.add("gain", "は、{c:np}にブロックされない", {"unblockable by": "$c"})
G.add("gain", "のパワーは+{n:num}され、{g:gainpred}", {"power": "$n", "*g": None})
G.add("gain", "はシールドをさらに{n:num}枚ブレイクする", {"extra breaks": "$n"})
G.add("gain", "は、シールドをさらに{n:num}枚ブレイクする", {"extra breaks": "$n", "_c": 1})
G.add("gain", "はすべて、シールドをさらに{n:num}枚ブレイクする", {"extra breaks": "$n", "_c": "すべて"})
G.add("gainpred", "ブロックされない", {"keywords": ["unblockable"]})
G.add("gainpred", "シールドをさらにもう{n:num}枚ブレイクする", {"extra breaks": "$n"})
G.add("gainpred", "シールドをさらに{n:num}枚ブレイクする", {"extra breaks": "$n", "_e": "no もう"})
G.add("gainpred", "「{k:kwname}」を得る", {"keywords": ["$k"]})
G.add("atend", "そのターンの終わりに、", {"at": "end of turn"})
G.add("atend", "このターンの終わりに、", {"at": "end of turn", "_a": "この"})
G.add("atend", "このターンが終わる時、", {"at": "end of turn", "_a": "終わる時"})


# --------------------------------------------------------------------------------------
# Operations on creatures.


# Operations on chosen creatures.
for _verb, _op in (("<破壊する>", "destroy"), ("持ち主の墓地に<置く>", "destroy"), ("持ち主の手札に<戻す>", "bounce"),
                   ("持ち主のマナゾーンに<置く>", "mana send"), ("<タップする>", "tap"), ("<アンタップする>", "untap"),
                   ("持ち主の山札の一番下に<置く|戻す>", "deck bottom"), ("持ち主の山札の一番上に<置く|戻す>", "deck top"),
                   ("裏向きにして、持ち主のシールドに<加える>", "shield send"), ("自分の墓地に<置く>", "destroy"),
                   ("墓地に<置く>", "destroy"), ("自分のマナゾーンに<置く>", "mana send"), ("自分の手札に<戻す>", "bounce"),
                   ("それぞれの墓地に<置く>", "destroy")):
    _w = {} if _verb in ("<破壊する>", "持ち主の手札に<戻す>", "持ち主のマナゾーンに<置く>", "<タップする>",
                         "<アンタップする>", "持ち主の山札の一番下に<置く|戻す>", "持ち主の山札の一番上に<置く|戻す>",
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
G.add("op", "バトルの後で<アンタップする>", {"untap": {"target": {"self": True}, "after battle": True}})
G.add("op", "バトルの後、このクリーチャーを<アンタップする>", {"untap": {"target": {"self": True}, "after battle": True, "_o": "後、"}})
G.add("op", "バトルの後でこのクリーチャーを<破壊する>", {"destroy": {"target": {"self": True}, "after battle": True}})
G.add("op", "攻撃の後、このクリーチャーを<破壊する>", {"destroy": {"target": {"self": True}, "after attack": True}})
G.add("op", "攻撃の後、このクリーチャーを<アンタップする>", {"untap": {"target": {"self": True}, "after attack": True}})
G.add("op", "バトルの後、{t:target}持ち主の手札に<戻す>", {"bounce": {"target": "$t", "after battle": True}})
G.add("op", "そのターンの終わりにこのクリーチャーをバトルゾーンから自分の手札に<戻す>",
      {"bounce": {"target": {"self": True}, "at": "end of turn"}})
G.add("op", "{t:target}持ち主の山札の1番上に<置く>", {"deck top": {"target": "$t", "_w": "1番"}})

# Moving chosen creatures: 「<creatures>を1体、バトルゾーンから手札に戻す」.
G.add("op", "{t:tsel}、バトルゾーンから[自分の|]手札に<戻す>", {"bounce": {"target": "$t", "_w": "from bz"}})
G.add("op", "{t:tsel}、バトルゾーンから持ち主の手札に<戻す>", {"bounce": {"target": "$t", "_w": "from bz owner"}})
G.add("op", "{t:tsel}手札に<戻す>", {"bounce": {"target": "$t", "_w": "bare hand"}})
G.add("op", "{t:tsel}破壊する", {"destroy": {"target": "$t", "_s": "no choose"}})
G.add("op", "{t:tsel}、追加で<破壊する>", {"destroy": {"target": "$t", "_s": "追加で"}})
G.add("op", "相手のクリーチャーをパワーの合計が{n:num}以下になるように好きな数選び、<破壊する>",
      {"destroy": {"target": {"player": "opponent", "count": "any", "total power at most": "$n"}}})
G.add("op", "相手クリーチャーをパワーの合計が{n:num}以下になるように好きな数選び、<破壊する>",
      {"destroy": {"target": {"player": "opponent", "count": "any", "total power at most": "$n"}, "_o": "相手クリーチャー"}})
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
G.add("op", "そうしない場合、このクリーチャーを手札に<戻す>", {"bounce": {"target": {"self": True}, "if": {"moved a card": False}}})
G.add("op", "バトルゾーンに自分のクリーチャーが{n:num}体でもあれば、その中から{m:num}体選び、自分の墓地に<置く>",
      {"destroy": {"target": {"player": "you", "count": "$m"}, "if any": "$n"}})
G.add("op", "選んだクリーチャーを<アンタップする>", {"untap": {"target": {"chosen": True}, "_o": "選んだ"}})
G.add("op", "そのドラゴンを自分の墓地に<置く>", {"destroy": {"target": {"chosen": True}, "_o": "ドラゴン"}})
G.add("op", "そのクリーチャーは、次のターン、可能であれば<攻撃する>", {"modify": {"target": {"chosen": True}, "until": "end of next turn", "keywords": ["must attack"]}})
G.add("op", "このターン、選んだクリーチャーがタップされていなくても攻撃できる", {"may attack untapped creatures": {"target": {"chosen": True}}})
G.add("op", "次の相手のターンのはじめに、そのクリーチャーはアンタップされない", {"freeze": {"target": {"chosen": True}}})
G.add("op", "相手は次の自分自身のターンのはじめに、そのクリーチャーをアンタップできない", {"freeze": {"target": {"chosen": True}, "_o": "相手は"}})


# --------------------------------------------------------------------------------------
# Operations on cards: hands, mana, shields, decks, graveyards.


# The controller's own cards.
G.add("op", "カードを{n:num}枚<引く>", {"draw": "$n"})
G.add("op", "カードを{n:num}枚まで<引く>", {"draw": {"n": "$n", "up to": True}})
G.add("op", "自分の山札の上から{n:num}枚目を[、|]自分のマナゾーンに<置く|加える>", {"mana from deck": "$n"})
G.add("op", "自分の山札の上から{n:num}枚目を[、|]マナゾーンに<置く|加える>", {"mana from deck": "$n", "_m": "bare"})
G.add("op", "自分の山札の上から{n:num}枚を[、|]自分のマナゾーンに<置く|加える>", {"mana from deck": "$n", "_m": "n枚"})
G.add("op", "自分の山札の一番上のカードを表にして[、|]自分のマナゾーンに<置く>", {"mana from deck": 1, "_m": "一番上"})
G.add("op", "自分の山札の一番上のカードを{n:num}枚[、|]表にして[、|]自分のマナゾーンに<置く>", {"mana from deck": "$n", "_m": "一番上n"})
G.add("op", "自分の山札の上から{n:num}枚目を[、|]裏向きのまま自分のシールドに<加える>", {"shields from deck": "$n"})
G.add("op", "自分の山札の上から{n:num}枚目を[、|]自分の墓地に<置く>", {"deck to graveyard": "$n"})
G.add("op", "自分の山札の上から{n:num}枚を[、|]自分の墓地に<置く>", {"deck to graveyard": "$n", "_m": "n枚"})
G.add("op", "自分の山札の上から{n:num}枚を<見る>", {"look at deck": "$n"})
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
G.add("op", "相手は自分自身の手札をすべて<捨てる>", {"discard": {"player": "opponent", "n": "all"}})
G.add("op", "各プレイヤーは自分自身の手札を{n:num}枚選び[、|]<捨てる>", {"discard": {"player": "each", "n": "$n", "pick": "choose"}})
G.add("op", "相手の手札を<見る>", {"look at hand": {"player": "opponent"}})
G.add("op", "自分の手札から{f:cnp}を{c:ccount}選び、自分のマナゾーンに<置く>",
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
G.add("op", "自分の{z:zone}から{f:cnp}を{c:ccount}選び、相手に見せてから[自分の|]手札に<加える>",
      {"put from zone": {"zone": "$z", "to": "hand", "*c": None, "filter": "$f", "reveal": True}})
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
G.add("op", "コストを支払わずにバトルゾーンにある自分のクリーチャー1体に<クロスする>", {"cross free": {"gear": "this", "onto": "choose"}})
G.add("op", "自分のクリーチャー1体に、コストを支払わずにこれを<クロスする>",
      {"cross free": {"gear": "this", "onto": "choose", "_o": "これを"}})
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
G.add("op", "相手は手札をすべて<捨てる>", {"discard": {"player": "opponent", "n": "all", "_o": "no 自分自身"}})
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
G.add("op", "山札の上から{n:num}枚目をマナゾーンに<置く>", {"mana from deck": "$n", "_m": "no 自分の"})
G.add("op", "自分の山札の上から{n:num}枚目を裏向きのまま[|、]シールドに<加える>", {"shields from deck": "$n", "_m": "bare"})
G.add("op", "自分の山札の上から{n:num}枚目を裏向きにしてシールドに<加える>", {"shields from deck": "$n", "_m": "裏向きにして"})
G.add("op", "自分の山札の上から{n:num}枚目を[、|]自分のシールドに<加える>", {"shields from deck": "$n", "_m": "no 裏向き"})
G.add("op", "その後さらにもう{n:num}枚を裏向きのまま自分のシールドに<加える>", {"shields from deck": "$n", "_m": "さらにもう"})
G.add("op", "相手の山札の上から{n:num}枚目を<見る>", {"look at deck": {"player": "opponent", "n": "$n"}})
G.add("op", "自分のシールドをすべて<見る>", {"look at shields": {"player": "you", "n": "all"}})
G.add("op", "相手のシールドを{n:num}枚選んで<見る>", {"look at shields": {"player": "opponent", "n": "$n", "_o": "選んで"}})

# Putting creatures from the hand, by the opponent.
G.add("op", "相手は自分自身の手札から{f:cnp}を{c:ccount}選び、バトルゾーンに<出す|置く>",
      {"put from hand": {"player": "opponent", "*c": None, "filter": "$f"}})
G.add("op", "{f:cnp}を{c:ccount}、自分の手札からバトルゾーンに<出す>", {"put from hand": {"*c": None, "filter": "$f"}})
G.add("op", "自分の墓地から{f:cnp}{c:ccount}まで選び、自分の手札に<戻す>",
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
G.add("op", "自分の手札から{c:ccount}選び、裏向きにして自分のシールドに<加える>", {"shields from hand": {"*c": None}})
G.add("op", "自分の手札からカードを{c:ccount}選び、裏向きにしてシールドに<加える>", {"shields from hand": {"*c": None, "_o": "カード"}})
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
G.add("op", "このターン、このクリーチャーはシールドをもう{n:num}枚ブレイクする", {"extra breaks": {"n": "$n", "until": "end of turn"}})

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
G.add("op", "このカードを自分の手札から<捨てる>", {"discard this": True})

# Other players, revealed cards, shields.
G.add("op", "自分の山札からカードを{n:num}枚まで<引く>", {"draw": {"n": "$n", "up to": True, "_o": "山札から"}})
G.add("op", "各プレイヤーは手札をすべて<捨てる>", {"discard": {"player": "each", "n": "all", "_o": "短"}})
G.add("op", "相手は自分自身の手札を{n:num}枚選び、<捨てる>", {"discard": {"player": "opponent", "n": "$n", "pick": "choose", "_o": "選び、"}})
G.add("op", "自分の手札を{n:num}枚、裏向きのまま自分のシールドに<加える>", {"shields from hand": {"count": "$n", "_o": "裏向きのまま"}})
G.add("op", "自分のマナゾーンからカードを{n:num}枚選び、裏向きにしてシールドに<加える>", {"shields from mana": {"count": "$n"}})
G.add("op", "相手の手札からカードを{n:num}枚見ないで選び、[相手は、それを|]持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "random", "_d": "相手は、"}})
G.add("op", "相手の手札を見て、その中から{n:num}枚<選ぶ>", {"look at hand": {"player": "opponent", "choose": "$n"}})
G.add("op", "その後、そのシールドを元の場所に<戻す>", {"put back": True, "_o": "シールド"})
G.add("op", "相手のシールドを{n:num}枚見てから元の場所に<戻す>", {"look at shields": {"player": "opponent", "n": "$n", "_o": "見てから"}})
G.add("op", "相手のシールドを{n:num}枚見てそれを元の場所に<戻す>", {"look at shields": {"player": "opponent", "n": "$n", "_o": "元の場所に戻す"}})
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
G.add("op", "自分の山札の上から{n:num}枚目を、裏向きのままシールドに<加える>", {"shields from deck": "$n", "_m": "、bare"})
G.add("op", "自分の山札の上から{n:num}枚を、マナゾーンに<置く>", {"mana from deck": "$n", "_m": "n枚、bare"})
G.add("op", "自分の山札の上から{n:num}枚、マナゾーンに<置く>", {"mana from deck": "$n", "_m": "n枚 no を"})
G.add("op", "さらにもう{n:num}枚、自分の山札の上からカードをマナゾーンに<置く>", {"mana from deck": "$n", "_m": "さらにもう"})
G.add("op", "{p:per}{n:num}枚、相手は自分自身の手札を選び、<捨てる>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "choose", "per": "$p"}})
G.add("op", "自分の手札を{n:num}枚、裏向きにしてシールドに<加える>", {"shields from hand": {"count": "$n", "_o": "裏向きにして"}})
G.add("op", "[|自分の]手札を{n:num}枚<捨てる>", {"discard": {"player": "you", "n": "$n", "pick": "choose", "_o": "bare"}})
G.add("op", "[自分の|]手札に<加える>", {"that card": "hand", "_i": "implicit"})
G.add("op", "シールドを{n:num}枚選んで<見る>", {"look at shields": {"player": "any", "n": "$n"}})
G.add("op", "シールドを{n:num}枚選び、<表向きにする>", {"turn shields face up": "$n"})
G.add("op", "バトルゾーンにある相手のクリーチャーと同じ枚数のカードを<引く>", {"draw": {"n": {"count": {"zone": "battle zone", "player": "opponent"}}}})
G.add("op", "自分のマナゾーンにあるカードの数と同じ枚数のカードを<引く>", {"draw": {"n": {"count": {"zone": "mana zone", "player": "you"}}}})
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
G.add("op", "自分の山札の上から{n:num}枚を見て、好きな順序[|番]で元に<戻す>", {"look at deck": {"n": "$n", "reorder": True}})
G.add("op", "その中から{n:num}枚選び、持ち主のマナゾーンに<置く>", {"from looked": {"count": "$n", "to": "mana zone"}})
G.add("op", "その中から{n:num}枚選び、裏向きにして相手のシールドに<加える>", {"from looked": {"count": "$n", "to": "opponent shields"}})
G.add("op", "相手の手札を見て、その中から{f:cnp}をすべて選び出し、持ち主の墓地に<置く>",
      {"discard": {"player": "opponent", "pick": "you choose", "count": "all", "filter": "$f", "_o": "選び出し"}})
G.add("op", "相手は[|、]自分自身のマナゾーンから{f:cnp}を{c:ccount}選び、[持ち主の|]墓地に<置く>",
      {"mana to graveyard": {"player": "opponent", "chooser": "opponent", "*c": None, "filter": "$f"}})
G.add("op", "相手はカードを{n:num}枚、自分自身のマナゾーンから選び、持ち主の墓地に<置く>",
      {"mana to graveyard": {"player": "opponent", "chooser": "opponent", "count": "$n", "_o": "カードを"}})
G.add("op", "相手もカードを{n:num}枚、自分自身のマナゾーンから手札に<戻す>", {"hand from mana": {"player": "opponent", "n": "$n"}})
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
G.add("op", "自分の墓地から、{f:cnp}を{c:ccount}選び、自分の手札に<加える>",
      {"put from zone": {"zone": "graveyard", "to": "hand", "*c": None, "filter": "$f", "_o": "から、"}})
G.add("op", "自分の手札からカードを{n:num}枚選び、裏向きにして自分のシールドに<加える>", {"shields from hand": {"count": "$n", "_o": "選び自分の"}})
G.add("op", "自分の手札を{n:num}枚選び、裏向きにして自分のシールドに<加える>", {"shields from hand": {"count": "$n", "_o": "手札を選び"}})
G.add("op", "自分の山札のカードを上から{n:num}枚まで、自分のシールドに<加える>", {"shields from deck": {"n": "$n", "up to": True}})
G.add("op", "自分の山札の一番上のカードを、マナゾーンに<置く>", {"mana from deck": 1, "_m": "一番上、"})
G.add("op", "自分の手札を{n:num}枚<見せる>", {"reveal from hand": "$n"})
G.add("op", "相手のシールドを裏向きのまま{n:num}枚まで選び、表にして持ち主の墓地に<置く>", {"shield to graveyard": {"player": "opponent", "n": "up to $n"}})
G.add("op", "自分のシールドをすべて裏向きにし、シャッフルして<並べる>", {"shuffle shields": True})
G.add("op", "自分のシールド1枚につき相手の手札を{n:num}枚見ないで選び、<捨てさせる>",
      {"discard": {"player": "opponent", "n": "$n", "pick": "random", "per": {"zone": "shield zone", "player": "you"}}})
G.add("op", "そのクリーチャーのコストの数と同じ枚数のカードを<引く>", {"draw": {"n": "cost of chosen"}})
G.add("op", "その後、破壊したクリーチャー1体につき{n:num}枚カードを<引く>", {"draw": {"n": "$n", "per": "destroyed"}})
G.add("op", "その後、手札を{n:num}枚自分の山札の一番上に<置く>", {"hand to deck top": "$n"})
G.add("op", "その後、自分の手札を{n:num}枚、好きな順序で山札の上に<置く>", {"hand to deck top": "$n", "_o": "好きな順序"})
G.add("op", "その後、自分のマナゾーンのカードを{n:num}枚、墓地に<置く>", {"mana to graveyard": {"player": "you", "n": "$n", "_o": "その後"}})
G.add("op", "そのカードを墓地に<置く>", {"that card": "graveyard", "_i": "そのカード"})
G.add("op", "そのカードを、持ち主の山札の一番下に<戻す>", {"that card": "deck bottom"})


# --------------------------------------------------------------------------------------
# Searching and revealing the deck.

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
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中から{f:cnp}を自分の手札に加え、他の{m:num}枚を好きな順序番で自分の山札の一番下に<戻す>",
      {"reveal and take": {"n": "$n", "filter": "$f", "rest": "bottom", "order": "any", "_others": "$m"}})
G.add("op", "自分の山札の上から{n:num}枚を表向きにする。その中から{f:cnp}をすべて自分の手札に加え、それ以外のカードを好きな順序で自分の山札の一番下に<戻す>",
      {"reveal and take": {"n": "$n", "filter": "$f", "count": "all", "rest": "bottom", "order": "any", "_m": "それ以外"}})
G.add("op", "自分の山札の上から{n:num}枚を見る。その中から{c:ccount}選んで自分の手札に加え、他の{m:num}枚を好きな順序で自分の山札の一番下に<戻す>",
      {"look and take": {"n": "$n", "*c": None, "rest": "bottom", "rest count": "$m", "order": "any"}})

# Searching the deck, general: 「自分の山札を見る。その中から…。その後、山札をシャッフルする。」
G.add("ssel", "{f:cnp}を{c:ccount}選び、", {"filter": "$f", "*c": None})
G.add("ssel", "{f:cnp}を{c:ccount}選んで", {"filter": "$f", "*c": None, "_s": "選んで"})
G.add("ssel", "{f:cnp}を{c:ccount}、", {"filter": "$f", "*c": None, "_s": "、"})
G.add("ssel", "{c:ccount}選び、", {"*c": None, "_s": "no noun"})
G.add("ssel", "{c:ccount}選んで", {"*c": None, "_s": "no noun 選んで"})
G.add("ssel", "好きな{f:cnp}を{c:ccount}、", {"filter": "$f", "*c": None, "_s": "好きな"})
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
G.add("op", "自分の山札から{f:cnp}を{c:ccount}さがして相手に見せ、自分の手札に加える。その後、山札を<シャッフルする>",
      {"search deck": {"filter": "$f", "*c": None, "reveal": True, "_m": "さがして"}})
G.add("op", "自分の山札から{f:cnp}を{c:ccount}さがして相手に見せ、自分の手札に加えてもよい。その後、山札を<シャッフルする>",
      {"search deck": {"filter": "$f", "*c": None, "reveal": True, "may": True, "_m": "さがして"}})
G.add("op", "自分の山札から{f:cnp}を{c:ccount}さがして表にし、自分のマナゾーンに置く。その後、山札を<シャッフルする>",
      {"search deck": {"filter": "$f", "*c": None, "to": "mana zone", "_m": "さがして"}})


# --------------------------------------------------------------------------------------
# Other operations.

G.add("op", "ただし、その「S・トリガー」は使えない", {"no shield trigger": True})

# Choosing a race, a civilization, a player.
G.add("op", "種族を[1つ|ひとつ]<選ぶ>", {"choose race": True})
G.add("op", "{r:race}以外の種族を[1つ|ひとつ]<選ぶ>", {"choose race": {"not": "$r"}})
G.add("op", "文明を[ひとつ|1つ]<選ぶ>", {"choose civilization": True})
G.add("op", "{c:civ}以外の文明を[ひとつ|1つ]<選ぶ>", {"choose civilization": {"not": "$c"}})
G.add("op", "プレイヤーをひとり<選ぶ>", {"choose player": True})
G.add("op", "このターンの後にもう一度自分のターンを<行う>", {"extra turns": 1})
G.add("op", "その後、それを元に<戻す>", {"put back": True})
G.add("op", "それを元に<戻す>", {"put back": True, "_o": "no その後"})
G.add("op", "これをあと{n:num}回まで<行う>", {"repeat": "up to $n"})
G.add("op", "相手はそれを持ち主の{z:zone}に<置く|戻す>", {"that card": {"to": "$z", "by": "opponent"}})
G.add("op", "このクリーチャーはバトルゾーンに<留まる>", {"stay in the battle zone": True})
G.add("op", "{p:per}、{a:op}", {"repeat": {"per": "$p", "do": "$a"}})
G.add("op.may", "{p:per}、{a:op.may}", {"repeat": {"per": "$p", "do": "$a"}, "may": True})
G.add("op.may", "{p:per}シールドを{n:num}枚選び、表向きにしてもよい",
      {"repeat": {"per": "$p", "do": {"turn shields face up": "$n", "may": True}}, "may": True, "_c": "no comma"})
G.add("op", "{w:atend}{a:op}", {"delayed": {"*w": None, "do": "$a"}})
# 「そのターンの終わりにAし、各プレイヤーは…Bする」: both steps wait for the end of the turn. The second step is
# read only here (``dop``): read alone after 「Aし、」 it would happen at once, which the text does not say.
G.add("dop", "各プレイヤーは自分自身のマナゾーンからカードを{n:num}枚選んで持ち主の墓地に<置く>",
      {"mana to zone": {"player": "each", "count": "$n", "to": "graveyard", "_o": "選んで持ち主の"}})
G.add("op", "そのターンの終わりに{a:op.stem}、{b:dop}", {"delayed": {"at": "end of turn", "do": ["$a", "$b"], "_a": "no comma"}})
G.add("op.may", "{w:atend}{a:op.may}", {"delayed": {"*w": None, "do": "$a"}, "may": True})

# Janken (rock-paper-scissors) cards.
G.add("op", "相手[|プレイヤー]とジャンケン[で|して]勝敗を<決める>", {"janken": True})

# Battles that don't happen.
G.add("op", "バトルは<行われない>", {"no battle": True})
G.add("op", "ただし、両クリーチャーはタップしたままである", {"both stay tapped": True})
G.add("op", "コストを支払わずにすぐに<唱える>", {"cast that card": True})
G.add("op", "コストを支払わずに<唱える>", {"cast that card": True, "_o": "no すぐに"})
G.add("op", "自分の手札から{f:cnp}を{c:ccount}、コストを支払わずに<唱える>", {"cast from zone": {"zone": "hand", "*c": None, "filter": "$f"}})
G.add("op", "バトルゾーンに<出す>", {"that card": "battle zone", "_i": "implicit"})
G.add("op", "その後、それを好きな順序番で元に<戻す>", {"put back": {"order": "any"}, "_o": "順序番"})
G.add("op", "その後[|、]それを元に<戻す>", {"put back": True, "_o": "その後"})
G.add("op", "その後、そのクリーチャーをバトルゾーンに<出す>", {"put chosen into the battle zone": True})
G.add("op", "そのターンの終わりに、自分はゲームに<負ける>", {"lose the game": {"at": "end of turn"}})
G.add("op", "このターンの後にもう一度自分のターンを<行う>", {"extra turns": 1})
G.add("op", "そのクリーチャー同士をバトル<させる>", {"battle": {"pair": "chosen"}})


# --------------------------------------------------------------------------------------
# Steps and bodies: operations chained by 、 / 。 / その後、 / そうした場合、.


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
G.add("step", "{a:subj}か、{b:subj}を破壊する",
      {"one of": [{"destroy": {"target": "$a"}}, {"destroy": {"target": "$b"}}], "_k": "subj か"})
G.add("step", "{a:subj}、または、{b:subj}を破壊する",
      {"one of": [{"destroy": {"target": "$a"}}, {"destroy": {"target": "$b"}}], "_k": "subj または"})

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


# --------------------------------------------------------------------------------------
# Conditions (「…があれば、」).


_CONDS: list[tuple[str, Value]] = [
    ("バトルゾーンに自分の{f:np}があれば", {"you have creatures": {"filter": "$f"}}),
    ("バトルゾーンに自分の{f:np}が{n:num}体でもあれば", {"you have creatures": {"filter": "$f", "at least": "$n"}, "_q": "でも"}),
    ("バトルゾーンに自分の{f:np}が{n:num}体以上あれば", {"you have creatures": {"filter": "$f", "at least": "$n"}}),
    ("バトルゾーンに{f:np}が{n:num}体でもあれば", {"creatures in the battle zone": {"filter": "$f", "at least": "$n"}}),
    ("自分のシールドが1枚もなければ", {"you have no shields": True}),
    ("相手のシールドが1枚もなければ", {"opponent has no shields": True}),
    ("相手のマナゾーンにあるカードの数が自分のより多い場合", {"opponent has more mana": True}),
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
    ("バトルゾーンに他に自分のクリーチャーがなければ", {"you have no other creatures": True}),
    ("自分の墓地に《{x:name}》が1枚でもあれば", {"graveyard has name": "$x"}),
    ("《{x:name}》が自分の墓地にあれば", {"graveyard has name": "$x", "_q": "name first"}),
]
for _p, _v in _CONDS:
    G.add("cond", _p, _v)
G.add("ifc", "{c:cond}、", {"if": "$c"})
G.add("ifc", "それ以外のカードの場合は", {"if": {"otherwise": True, "_q": "場合は"}, "_c": "no comma"})

G.add("cond", "バトルゾーンに{f:np}が{n:num}体以上あれば", {"creatures in the battle zone": {"filter": "$f", "at least": "$n", "_q": "以上"}})
G.add("cond", "自分の墓地に{f:cnp}が{n:num}体以上あれば", {"cards in zone": {"zone": "graveyard", "player": "you", "filter": "$f", "at least": "$n"}})
G.add("cond", "相手の墓地に{f:cnp}が{n:num}体以上あれば", {"cards in zone": {"zone": "graveyard", "player": "opponent", "filter": "$f", "at least": "$n"}})
G.add("cond", "このターンに呪文を唱えていれば", {"you cast a spell this turn": True})
G.add("cond", "相手のシールドが{n:num}枚以下であれば", {"opponent has at most shields": "$n"})
G.add("cond", "自分のシールドが{n:num}枚以下であれば", {"you have at most shields": "$n"})
G.add("cond", "自分のシールドが{n:num}枚以上あれば", {"you have at least shields": "$n"})
G.add("cond", "相手の手札の枚数が自分より多ければ", {"opponent has more cards in hand": True})
G.add("cond", "そのターンすでに自分のシールドが1枚でもブレイクされていれば", {"your shield broken this turn": True})
G.add("cond", "相手の手札が自分の手札より多ければ", {"opponent has more cards in hand": True, "_q": "手札が"})
G.add("cond", "自分のマナゾーンに{f:cnp}が{n:num}枚でもあれば", {"cards in zone": {"zone": "mana zone", "player": "you", "filter": "$f", "at least": "$n"}})
G.add("cond", "自分の墓地に{f:cnp}が{n:num}[体|枚]でもあれば", {"cards in zone": {"zone": "graveyard", "player": "you", "filter": "$f", "at least": "$n", "_q": "でも"}})
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
G.add("cond", "そのカードが{f:cnp}でなければ", {"that card is not": "$f"})
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
               ("バトルゾーンに自分のクリーチャーが他になければ", {"you have no other creatures": True, "_q": "他になければ"}),
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


# --------------------------------------------------------------------------------------
# Triggers (「…時、」) and replacement abilities (「…時、…かわりに…」).


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
_seen: set[str] = set()
for _p, _e in _CREATURE_EVENTS:
    # a second wording of the same event is recorded as a hint
    G.add("tevent", _p, {"event": _e} if _e not in _seen else {"event": _e, "_e": _p})
    _seen.add(_e)
G.add("tsubj", "このクリーチャー", {"self": True})
G.add("tsubj", "これをクロスしたクリーチャー", {"crossed": True})
G.add("tsubj", "{f:np}", {"*f": None})
G.add("trig", "{s:tsubj}が{e:tevent}時、", {"*e": None, "*s": None})
G.add("trig", "{s:tsubj}が{e:tevent}時", {"*e": None, "*s": None, "_t": "no comma"})
G.add("trig", "{s:tsubj}をバトルゾーンに出した時、", {"event": "creature enters", "*s": None, "_t": "出した"})
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
G.add("trigger", "相手のターン中、{t:trig}", {"during": "opponent turn", "*t": None})
G.add("trigger", "自分のターン中、{t:trig}", {"during": "your turn", "*t": None})

# Replacement abilities: 「…時、墓地に置くかわりに…」.
for _p, _v in [
    ("このクリーチャーが破壊される時、", {"event": "this destroyed"}),
    ("このクリーチャーがバトルゾーンから自分の墓地に置かれる時、", {"event": "this destroyed", "_t": "置かれる"}),
    ("このクリーチャーがバトルゾーンを離れる時、", {"event": "this leaves"}),
]:
    G.add("instead", _p, _v)
_REPL = [("墓地に置くかわりに[自分の|]手札に<戻す>", {"redirect": "hand"}),
         ("墓地に置くかわりに自分のマナゾーンに<置く>", {"redirect": "mana zone"}),
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
G.add("item", "{w:instead}{r:repl.may}。", {"instead of": "$w", "do": ["$r"]})
G.add("item", "{w:instead}{c:cond}、{r:repl.may}。", {"instead of": "$w", "if": "$c", "do": ["$r"]})
# 「…手札に加えてもよい。ただし、その「S・トリガー」は使えない」: the shields it adds never offer their triggers
G.add("item", "{w:instead}{r:repl.may}。ただし、その「S・トリガー」は使えない。", {"instead of": "$w", "do": ["$r"], "_nt": True})
G.add("item", "相手の呪文の効果でこのクリーチャーがバトルゾーンから離れる時、バトルゾーンから離れずにとどまる。",
      {"instead of": {"event": "this leaves", "by": "opponent spell"}, "do": [{"stay in the battle zone": True}]})
G.add("tsubj", "このクリーチャーにクロスしているクリーチャー", {"crossed": True, "_c": "このクリーチャーに"})

# More event wordings.
for _p, _e in [("バトルゾーンから墓地に置かれる", "creature put into graveyard"),
               ("バトルゾーンに置かれる", "creature enters"),
               ("バトルゾーンから自分の墓地に置かれる", "creature put into graveyard"),
               ("バトルゾーンに出る", "creature enters"),
               ("攻撃またはブロックする", "creature attacks or blocks"),
               ("ブロックされる", "creature is blocked"),
               ("相手プレイヤーを攻撃してブロックされた", "creature is blocked"),
               ("リンクした", "creature links"),
               ("このターンはじめて攻撃する", "creature attacks"),
               ("攻撃した", "creature attacks"),
               ("バトルゾーンを離れる", "creature leaves")]:
    G.add("tevent", _p, {"event": _e, "_e": _p})
G.add("trig", "{s:tsubj}が{e:tevent}たびに、", {"*e": None, "*s": None, "_t": "たびに"})
G.add("trig", "{s:tsubj}が{e:tevent}たび、", {"*e": None, "*s": None, "_t": "たび"})
G.add("trig", "{s:tsubj}が{a:tevent}時または{b:tevent}時、", {"any event": ["$a", "$b"], "*s": None})
G.add("trig", "{s:tsubj}が{r:np}とリンクした時、", {"event": "creature links", "*s": None, "with": "$r"})
G.add("trig", "{s:tsubj}が{r:np}を攻撃する時、", {"event": "creature attacks a creature", "*s": None, "attacked": "$r"})
G.add("trig", "{s:tsubj}がバトルゾーンから自分の墓地に置かれた場合、", {"event": "creature put into graveyard", "*s": None, "_t": "場合"})
G.add("trig", "{s:tsubj}がバトルゾーンに置かれた場合、", {"event": "creature enters", "*s": None, "_t": "置かれた場合"})
G.add("trigger", "このクリーチャーがリンクしていて、{t:trig}", {"if linked": True, "*t": None})
G.add("trigger", "このクリーチャーがリンクしている時、{t:trig}", {"if linked": True, "*t": None, "_l": "時"})
G.add("trigger", "このクリーチャーがバトルゾーンにある間に、{t:trig}", {"while in battle zone": True, "*t": None, "_b": "に"})
G.add("trigger", "相手のターン中に、{t:trig}", {"during": "opponent turn", "*t": None, "_b": "に"})
G.add("trigger", "相手のターンに、{t:trig}", {"during": "opponent turn", "*t": None, "_b": "ターンに"})
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
G.add("tevent", "相手を攻撃してブロックされなかった", {"event": "creature unblocked", "_e": "相手を"})
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
    ("ターンの終わりに、", {"event": "each turn ends", "_t": "ターンの終わりに"}),
    ("各ターンの終わりに、", {"event": "each turn ends"}),
    ("各ターン、このクリーチャーがはじめてタップした時、", {"event": "this taps", "first time this turn": True}),
    ("相手のクリーチャーが自分を攻撃してブロックされなかった時、", {"event": "opponent creature unblocked"}),
    ("相手のクリーチャーがこのクリーチャーを攻撃した時、", {"event": "creature is attacked", "self": True, "_t": "相手の"}),
    ("攻撃を受けた時、", {"event": "creature is attacked", "self": True, "_t": "攻撃を受けた"}),
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
G.add("instead", "このクリーチャーがバトルゾーンにある間、{s:tsubj}がバトルゾーンから墓地に置かれる時、",
      {"event": "creature destroyed", "*s": None, "_t": "間 置かれる"})
_REPL2 = [("墓地に置くかわりに[自分の|]手札に<戻す>", {"redirect": "hand"}),
          ("墓地に置くかわりに[自分の|]マナゾーンに<置く>", {"redirect": "mana zone"}),
          ("そのクリーチャーを墓地に置くかわりに[自分の|]手札に<戻す>", {"redirect": "hand", "_w": "その"}),
          ("そのクリーチャーを墓地に置くかわりに[自分の|]マナゾーンに<置く>", {"redirect": "mana zone", "_w": "その"}),
          ("そのゴッドを墓地に置くかわりに[自分の|]手札に<戻す>", {"redirect": "hand", "_w": "ゴッド"}),
          ("墓地に置くかわりに山札に入れて<シャッフルする>", {"redirect": "deck", "shuffle": True}),
          ("墓地に置くかわりに[自分の|]山札に戻す。その後、山札を<シャッフルする>", {"redirect": "deck", "shuffle": True, "_w": "その後"}),
          ("墓地に置くかわりに裏向きにして自分のシールドに<加える>", {"redirect": "shields", "_w": "墓地に置くかわりに裏向き"}),
          ("墓地に置かれるかわりにバトルゾーンに<とどまる>", {"stay in the battle zone": True, "_w": "かわりに"}),
          ("そのクリーチャーは墓地に置かれるかわりにバトルゾーンに<とどまる>", {"stay in the battle zone": True, "_w": "その かわりに"}),
          ("かわりにこのクリーチャーを<破壊する>", {"destroy this": True}),
          ("このクリーチャーをかわりに<破壊する>", {"destroy this": True, "_w": "をかわりに"}),
          ("かわりに自分の他のクリーチャーを1体<破壊する>", {"destroy": {"target": {"player": "you", "other": True, "count": 1}}}),
          ("かわりにそのクリーチャーをマナゾーンに<置く>", {"redirect": "mana zone", "_w": "かわりにその"})]
_REPL2 += [("そのクリーチャーを墓地に置くかわりに、[自分の|]マナゾーンに<置く>", {"redirect": "mana zone", "_w": "その、"}),
           ("このクリーチャーを墓地に置くかわりに[自分の|]手札に<戻す>", {"redirect": "hand", "_w": "この"})]
for _p, _v in _REPL2:
    G.add("repl", _p, _v)
G.add("trig", "このクリーチャーまたは自分の他のクリーチャーをバトルゾーンに出した時、", {"event": "creature enters", "player": "you", "including this": True})
G.add("trig", "{s:tsubj}が相手プレイヤーを攻撃してブロックされなかった時、", {"event": "creature unblocked", "*s": None, "_t": "explicit"})
G.add("trig", "相手がジャンケンで「{h:janken}」を出した時、", {"event": "opponent shows janken", "hand": "$h"})
for _p, _v in (("グー", "rock"), ("チョキ", "scissors"), ("パー", "paper")):
    G.add("janken", _p, _v)
G.add("tevent", "攻撃をブロックした", {"event": "creature blocks", "_e": "攻撃を"})

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


# --------------------------------------------------------------------------------------
# Static abilities and costs.


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
G.add("item", "{c:cond}、このクリーチャーは相手プレイヤーを攻撃できない。", {"static": {"if": "$c", "target": {"self": True}, "keywords": ["cannot attack players"]}})
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
G.add("spre", "このクリーチャーがブロックしている時、", {"while blocking": True})
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
G.add("spre", "ブロック中、", {"while blocking": True, "_b": "中"})
G.add("spre", "相手のターン中、", {"during": "opponent turn"})
G.add("spre", "{c:cond}、", {"if": "$c"})

# Cost increases.
G.add("item", "{pre:spre}クリーチャーは[、|]攻撃1回につきシールドを{n:num}枚しかブレイクできない。",
      {"static": {"*pre": None, "creatures break at most": "$n"}})
G.add("item", "相手がバトルゾーンにあるクリーチャーを選ぶ時、{f:np}を選ぶことはできない。",
      {"static": {"target": "$f", "keywords": ["unchoosable"], "_u": "にある"}})
G.add("item", "相手がバトルゾーンのクリーチャーを1体選ぶ時、これをクロスしてあるクリーチャーを選ぶことはできない。({r:kwreminder})",
      {"static": {"target": {"crossed": True}, "keywords": ["unchoosable"], "_u": "選ぶ時"}, "_kr": "$r"})
G.add("item", "{f:cnp}を唱える時、支払うコストは{n:num}多くなる。", {"static": {"cost increase": {"cast": "$f", "n": "$n"}}})
G.add("item", "{f:np}を召喚する時、支払うコストは{n:num}多くなる。", {"static": {"cost increase": {"summon": "$f", "n": "$n"}}})
G.add("item", "呪文を唱えるコストは{n:num}多くなる。", {"static": {"cost increase": {"cast": {}, "n": "$n", "_w": "short"}}})

# What may not attack this creature, and other restrictions.
G.add("item", "{f:np}は、このクリーチャーを攻撃[できない|することができない]。", {"static": {"target": {"self": True}, "unattackable by": "$f", "_w": "は"}})
G.add("item", "このクリーチャーがバトルゾーンにある間、すべてのクリーチャーは、可能なら毎ターン攻撃する。",
      {"static": {"target": {"count": "all"}, "keywords": ["must attack"], "_bz": True}})
G.add("item", "自分のクリーチャーはすべて、可能であれば毎ターン攻撃する。", {"static": {"target": {"player": "you", "count": "all"}, "keywords": ["must attack"]}})
G.add("item", "{f:np}は、それよりパワーの小さいクリーチャーにブロックされない。", {"static": {"target": "$f", "unblockable by weaker": True}})
G.add("item", "相手のクリーチャーは、可能であればこのクリーチャーを攻撃する。", {"static": {"opponent creatures must attack this": True}})
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
G.add("item", "{f:np}を召喚する時、支払うコストは最大{n:num}少なくなる。{m:costmin}。",
      {"static": {"cost reduction": {"summon": "$f", "up to": "$n", "*m": None}}})

# Players' restrictions (static).
for _p, _v in [
    ("このクリーチャーがタップされている時、誰も呪文を唱えることはできない。", {"if": {"this is tapped": True}, "cannot cast": {"player": "each"}}),
    ("相手は{f:cnp}を唱えることができない。", {"cannot cast": {"player": "opponent", "filter": "$f"}}),
    ("相手のカードは、タップされた状態でマナゾーンに置かれる。", {"opponent cards enter mana tapped": True}),
    ("相手クリーチャーはタップされた状態でバトルゾーンに出る。", {"opponent creatures enter tapped": True}),
    ("「スピードアタッカー」を持つクリーチャーは、バトルゾーンに出たターン、攻撃することができない。",
     {"speed attackers wait a turn": True}),
    ("このクリーチャーがバトルゾーンにある間、{f:np}はタップされた状態でバトルゾーンに出る。",
     {"creatures enter tapped": {"filter": "$f"}}),
    ("相手のクリーチャーは、攻撃1回につきシールドを{n:num}枚しかブレイクできない。", {"opponent breaks at most": "$n"}),
    ("このクリーチャーがバトルゾーンにある間、自分のシールドが相手のクリーチャーにブレイクされる時、ブレイクされるシールドを裏向きのまま自分で選ぶ。",
     {"you choose your broken shields": True, "_bz": True}),
    ("自分のシールドが相手のクリーチャーにブレイクされる時、ブレイクされるシールドを裏向きのまま自分で選ぶ。",
     {"you choose your broken shields": True}),
    ("相手は、このクリーチャーがブレイクするシールドの「S・トリガー」を使えない。", {"no shield triggers": {"player": "opponent", "broken by": "this"}}),
    ("相手は、このクリーチャーがブレイクしたシールドの「S・トリガー」を使うことができない。",
     {"no shield triggers": {"player": "opponent", "broken by": "this", "_o": "した"}}),
    ("誰も、このクリーチャーがブレイクしたシールドの「S・トリガー」を使うことはできない。",
     {"no shield triggers": {"player": "each", "broken by": "this"}}),
    ("誰も山札を見ることはできない。", {"nobody may look at decks": True}),
    ("誰も、自分自身のクリーチャーの能力を使うことはできない。", {"nobody may use creature abilities": True}),
    ("誰も、自分自身のマナゾーンの呪文カードをアンタップできない。", {"spells in mana do not untap": True}),
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


# --------------------------------------------------------------------------------------
# Items and lines.

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

G.add("item", "{w:trigger}{c:ifc}{b:body}", {"when": "$w", "*c": None, "do": "$b"})
G.add("item", "{w:trigger}{b:body}", {"when": "$w", "do": "$b"})
G.add("item", "{c:ifc}{b:body}", {"*c": None, "do": "$b"})
G.add("item", "{b:body}", {"do": "$b"})

# Evolution conditions.
G.add("item", "進化-自分の{f:np}1体の上に置く。", {"evolves_from": "$f"})
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


@lru_cache(maxsize=1)
def grammar() -> Grammar:
    """The grammar, checked once (every slot's nonterminal exists, values and patterns agree)."""
    problems = G.check()
    if problems:
        raise ValueError("; ".join(problems))
    return G

