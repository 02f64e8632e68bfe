"""The keywords: one definition each, from which the card text grammar, the exporter and the engine's
keyword list are built.

A :class:`Keyword` says what a keyword is printed as and what the engine does with it:

- ``name``: the engine's name (a card's ``keywords: [...]``, a filter's ``keyword``, what effects grant);
- ``meaning``: what the rules that read it do (they live in the mechanics; the name is data);
- ``printed``: the names printed inside 「」 when other texts refer to it (「ブロッカー」を持つ; a name with a slot,
  「パワーアタッカー+{n:num}」, reads as the value of the keyword's first form);
- ``forms``: the printed forms of the keyword on a card, each a pattern of the card text grammar
  (:mod:`engine.catalog.text.templates`: slots ``{c:civ}``, choices ``[a|b]``) with its reminder texts
  and the value it reads as (the name, or a mapping of the name to its parameters);
- ``applies``: how the engine applies a card's keyword: ``keyword`` (the card's ``keywords:``, read by
  the mechanics), ``ability`` (the exporter writes the ability it stands for), ``both`` (the name and
  the ability), ``header`` (a line that gates the next: :class:`Header`), ``card type`` (the card
  type's own rule, printed as a reminder: nothing to write), ``lacking`` (the engine lacks it: the
  catalog refuses a card that prints it). A form with parameters may apply otherwise (``Form.applies``).

:data:`KEYWORDS` (the names the catalog accepts) is built from the definitions; ``tests/engine/
test_keyword_definitions.py`` checks that every form the grammar reads exports to what the engine applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Applies = Literal["keyword", "ability", "both", "header", "card type", "lacking"]


@dataclass(frozen=True)
class Form:
    """One printed form of a keyword on a card: a grammar pattern, its reminder texts and its value.

    ``value``: what the form reads as (default: the keyword's name; a mapping ``{name: parameters}``
    for a keyword with parameters, slot values written ``"$slot"``); ``hint``: surface hints that tell
    this wording from another of the same value (dropped on export); ``applies``: when this form is
    applied otherwise than the keyword's other forms (a keyword with parameters, often an ability).
    """

    pattern: str
    reminders: tuple[str, ...] = ()
    value: Any = None
    hint: Mapping[str, Any] = field(default_factory=dict)
    applies: Applies | None = None


@dataclass(frozen=True)
class Header:
    """A header line (「…次の能力…」): what it makes of the ability on the next line.

    ``when``: the event the next line's effect is used on (tap skills); ``on_use``: a gated one-shot
    effect happens as the card is used (a creature enters, a spell is cast); ``condition``: the
    condition the next line's ability holds to (default: ``{name: true}``); ``marks``: the card also
    has the keyword's name (others count the creatures that have it); ``takes_effect``: the next line is
    an effect used (「次の能力を使ってもよい」「次の能力を1回行ってもよい」), not an ability the card has
    (「次の能力を得る」: a static or triggered ability)."""

    when: str | None = None
    on_use: bool = False
    condition: Mapping[str, Any] | None = None
    marks: bool = False
    takes_effect: bool = False


@dataclass(frozen=True)
class Keyword:
    """One keyword: its engine name, meaning, printed names and forms, and how the engine applies it."""

    name: str
    meaning: str
    printed: tuple[str, ...] = ()
    forms: tuple[Form, ...] = ()
    applies: Applies = "keyword"
    header: Header | None = None

    def applies_to(self, form: Form) -> Applies:
        """How the engine applies ``form`` of this keyword."""
        return form.applies or self.applies


def _breaker(n: int) -> tuple[Form, ...]:
    return (Form(f"{'WTQ'[n - 2]}・ブレイカー", (f"このクリーチャーはシールドを{n}枚ブレイクする",
                                                f"シールドを攻撃した時、このクリーチャーはシールドを{n}枚ブレイクする",
                                                f"このクリーチャーはシールドを{n}枚破壊する")),)


_BLOCK = "相手クリーチャーが攻撃する時、このクリーチャーをタップして、その攻撃を阻止してもよい。その後、その相手クリーチャーとバトルする"
_GOD = ("バトルゾーンに自分の指定ゴッドがあれば、このカードをリンクしてもよい。リンクしたゴッドは、各ゴッドの特性(パワーや能力)"
        "を持つ1体のクリーチャーとなる。バトルゾーンを離れる時は、どちらか1枚を選ぶ")
_NINJA = ("相手のクリーチャーが攻撃またはブロックした時、自分のマナゾーンにカードが{n:num}枚@あり、その攻撃中に"
          "「ニンジャ・ストライク」能力を使っていなかった場合、このシノビをコストを支払わずに召喚してもよい。"
          "そのターンの終わりに、このシノビを自分の山札の一番下に置く")
_SYMPATHY = "バトルゾーンにある自分の{a:race}または{b:race}1体につき1少なくなる。ただし"
_L_GATE = ("このクリーチャーが破壊される時、墓地に置くかわりに、@を1体、自分の墓地から手札に戻してもよい。"
           "そうした場合、このクリーチャーを山札の一番下に置く")
_THRILL = ("このクリーチャーをバトルゾーンに出した時、自分の山札の上から3枚を表向きにする。表向きにした@1体につき、次の能力を1回行って"
           "もよい。その後、表向きにしたカードをすべて、好きな順序で山札の一番下に戻す")
_O_DRIVE = "自分のマナゾーンでさらに{a:civ}{n:num}枚と{b:civ}{m:num}枚@をタップしてもよい。そうした場合、次の能力を得る"


def _g_link_forms() -> tuple[Form, ...]:
    forms: list[Form] = []
    for side, en in (("右横", "right"), ("左横", "left")):
        one = {"with": ["$x"], "side": en}
        two = {"with": ["$x", "$y"], "side": en}
        forms += [Form(f"G・リンク[|:]《{{x:name}}》の{side}", (_GOD,), {"g link": one}),
                  Form(f"G・リンク[|:]《{{x:name}}》の{side}。", (), {"g link": one}, {"_p": "。"}),
                  Form(f"G・リンク[|:]《{{x:name}}》または《{{y:name}}》の{side}", (_GOD,), {"g link": two}),
                  Form(f"G・リンク[|:]《{{x:name}}》または《{{y:name}}》の{side}。", (), {"g link": two}, {"_p": "。"})]
    between = {"g link": {"right of": "$x", "left of": "$y"}}  # a link between two gods
    forms += [Form("G・リンク《{x:name}》の右横または《{y:name}》の左横。", (), between, {"_p": "。"}, applies="lacking"),
              Form("G・リンク《{x:name}》の右横または《{y:name}》の左横", (_GOD,), between, applies="lacking")]
    return tuple(forms)


# The definitions, in the order the grammar registers their forms (the order in which it tries them).
DEFINITIONS: tuple[Keyword, ...] = (
    Keyword("blocker", "may block an attack, tapping itself; the attack then targets it", ("ブロッカー",),
            (Form("ブロッカー", (_BLOCK,)),
             Form(f"ブロッカー({_BLOCK}。", hint={"_r": "unclosed"}),  # a printing without its ")"
             Form("{a:civ}・{b:civ}ブロッカー", ("相手の{a:civ}または{b:civ}のクリーチャーが攻撃する時、このクリーチャーをタップして、"
                                              "その攻撃を阻止してもよい。その後、その相手クリーチャーとバトルする",),
                  {"blocker": ["$a", "$b"]}, applies="ability"),
             Form("ドラゴン・ブロッカー", ("相手のドラゴンが攻撃する時、このクリーチャーをタップして、その攻撃を阻止してもよい。"
                                       "その後、そのドラゴンとバトルする",),
                  {"blocker": {"race category": "ドラゴン"}}, applies="ability"))),
    Keyword("speed attacker", "not summoning sick", ("スピードアタッカー",),
            (Form("スピードアタッカー", ("このクリーチャーは召喚酔いしない",)),)),
    Keyword("w breaker", "breaks 2 shields", ("W・ブレイカー",), _breaker(2)),
    Keyword("t breaker", "breaks 3 shields", ("T・ブレイカー",), _breaker(3)),
    Keyword("q breaker", "breaks 4 shields", ("Q・ブレイカー",), _breaker(4)),
    Keyword("shield trigger", "when broken, may be used for free", ("S・トリガー",),
            (Form("S・トリガー", ("この呪文をシールドゾーンから手札に加える時、コストを支払わずにすぐ唱えてもよい",
                                 "このクリーチャーをシールドゾーンから手札に加える時、コストを支払わずにすぐ召喚してもよい",
                                 "このカードをシールドゾーンから手札に加える時、コストを支払わずにすぐ召喚してもよい",
                                 "このカードをシールドゾーンから手札に加える時、コストを支払わずにすぐ使ってもよい",
                                 "このカードをシールドゾーンから手札に戻す時、コストを支払わずにすぐ使ってもよい",
                                 "このカードをシールドゾーンから手札に加える時、コストを支払わずにすぐ唱えてもよい",
                                 "このカードをシールドゾーンから手札に戻す時、コストを支払わずにすぐに使ってもよい")),)),
    Keyword("power attacker", "パワーアタッカー+n: while attacking, its power is +n (the engine's static ``power "
            "attacker``; granted, the grant's ``power attacker: n``)", ("パワーアタッカー+{n:num}",),
            (Form("パワーアタッカー+{n:num}", ("攻撃中、このクリーチャーのパワーは+{n:num}される",), {"power attacker": "$n"}),),
            applies="ability"),
    Keyword("slayer", "スレイヤー: when this creature battles, after the battle the creature it battled is destroyed "
            "(its printed reminder; 115 バトル: the battle's loser is destroyed first)", ("スレイヤー",),
            (Form("スレイヤー", ("このクリーチャーがバトルする時、バトルの後、相手クリーチャーを破壊する",
                                "このクリーチャーとバトルした相手クリーチャーは、勝っても持ち主の墓地に置かれる")),
             Form("{a:civ}・{b:civ}スレイヤー", ("このクリーチャーとバトルした相手の{a:civ}または{b:civ}のクリーチャーは、"
                                              "勝っても持ち主の墓地に置かれる",),
                  {"slayer": ["$a", "$b"]}, applies="ability"))),
    Keyword("charger", "チャージャー: after it is cast, it is put into the mana zone instead of the graveyard", ("チャージャー",),
            (Form("チャージャー", ("この呪文を唱えた後、墓地に置くかわりに自分のマナゾーンに置く",)),
             Form("この呪文を、自分の墓地ではなく自分のマナゾーンに置く。", hint={"_r": "ではなく"}),
             Form("この呪文を唱えた後、墓地に置くかわりにタップして自分のマナゾーンに置く。", value={"charger": {"tapped": True}},
                  applies="ability"))),  # put tapped: the replacement it stands for, written out
    Keyword("enters mana tapped", "put into the mana zone tapped (TCG)", (),
            (Form("マナゾーンに置く時、このカードはタップして置く。"),
             Form("このクロスギアはマナゾーンにタップして置かれる。", hint={"_r": "gear"}))),
    Keyword("cannot attack players", "this creature cannot attack players", (),
            (Form("このクリーチャーは、相手プレイヤーを攻撃できない。"),
             Form("このクリーチャーは相手プレイヤーを攻撃できない。", hint={"_r": "nc"}),
             Form("このクリーチャーは、相手プレイヤーを攻撃することができない。", hint={"_r": "koto"}))),
    Keyword("cannot attack", "this creature cannot attack", (), (Form("このクリーチャーは[|、]攻撃することができない。"),)),
    Keyword("unblockable", "this creature cannot be blocked", (), (Form("このクリーチャーは[|、]ブロックされない。"),)),
    Keyword("cannot be attacked", "このクリーチャーは攻撃されない: no creature may attack it", (),
            (Form("このクリーチャーは攻撃されない。"),)),
    Keyword("attacks untapped", "this creature may attack untapped creatures (its own ability: summoning sickness "
            "still applies, 000 砕神兵ガッツンダー)", (),
            (Form("このクリーチャーは、タップされていないクリーチャーを攻撃できる。"),)),
    Keyword("must attack", "this creature attacks every turn if able", (),
            (Form("このクリーチャーは、可能であれば毎ターン攻撃する。"),
             Form("このクリーチャーは、毎ターン攻撃しなければならない。", hint={"_r": "must"}),
             Form("このクリーチャーは攻撃可能であれば、必ず攻撃しなければならない。", hint={"_r": "必ず"}))),
    Keyword("cannot attack creatures", "このクリーチャーは、クリーチャーを攻撃できない: it may attack players only", (),
            (Form("このクリーチャーは、クリーチャーを攻撃できない。"),
             Form("このクリーチャーは[|、]クリーチャーを攻撃できない。", hint={"_r": "v"}))),
    Keyword("must block", "相手のクリーチャーが攻撃する時、このクリーチャーは可能であればブロックする: when it can block an "
            "attack, the defender blocks with it (or another that must block)", (),
            (Form("相手のクリーチャーが攻撃する時、このクリーチャーは可能であればブロックする。"),
             Form("相手のクリーチャーが攻撃する時、このクリーチャーは可能ならブロックする。", hint={"_r": "可能なら"}))),
    Keyword("dies after winning", "バトルに勝っても、バトルの後、持ち主の墓地に置かれる: after a battle this creature "
            "won, it is destroyed too (going from the battle zone to the graveyard is destruction)", (),
            (Form("このクリーチャーはバトルに勝っても、バトルの後、持ち主の墓地に置かれる。"),
             Form("このクリーチャーがバトルする時、バトルの後、このクリーチャーを破壊する。", hint={"_r": "battle"}),
             Form("このクリーチャーはバトルに勝っても、バトルの後[|、][破壊される|持ち主の墓地に置かれる]。", hint={"_r": "v"}))),
    Keyword("survivor", "サバイバー (a marker: its controller's other survivors gain the abilities printed above it, the "
            "card's static grant with label: survivor)", ("サバイバー",),
            (Form("サバイバー", ("このクリーチャーがバトルゾーンにある間、自分の他のサバイバーも上の能力を得る",)),), applies="both"),
    Keyword("dynamo", "ダイナモ: when a battle begins, or when this creature could attack, it may tap to give another "
            "ダイナモ of its controller its power and abilities until the end of the turn (engine.mechanics.dynamo)",
            ("ダイナモ",),
            (Form("ダイナモ", ("バトルが始まる時、あるいはこのクリーチャーで攻撃できる時、このクリーチャーをタップしてもよい。そうした場合、"
                              "そのターンの終わりまで、このクリーチャーのパワーと能力をバトルゾーンにある自分の他のダイナモ1体に加える",
                              "バトルが始まる時、あるいはこのクリーチャーで攻撃できる時、このクリーチャーをタップしてもよい。そうした場合、"
                              "そのターンの終わりまで、このクリーチャーのパワーと能力をバトルゾーンにある他のダイナモ1体に加える")),)),
    Keyword("stealth", "CIVステルス: while the opponent's mana zone has a card of the civilization, this creature cannot "
            "be blocked (a static grant of unblockable)", (),
            (Form("{c:civ}ステルス", ("相手のマナゾーンに{c:civ}のカードが1枚でもあれば、このクリーチャーはブロックされない",),
                  {"stealth": "$c"}),), applies="ability"),
    Keyword("cyclone", "サイクロン: after it is cast, it returns to the hand instead of the graveyard if the last card its "
            "caster used before it this turn was a creature they summoned", (),
            (Form("サイクロン", ("このターン、この呪文を唱える直前にクリーチャーを召喚していれば、この呪文を唱えた後、墓地に置くかわりに"
                                "自分の手札に戻す",
                                "このターン、この呪文を唱える前にクリーチャーを召喚していれば、この呪文を唱えた後、墓地に置くかわりに"
                                "自分の手札に戻す")),)),
    Keyword("magic", "RACE・マジック: while its caster has a creature of the race, the spell's abilities may be used once "
            "more (one more ``this cast`` ability; a spell whose steps choose twice is refused)", (),
            (Form("{r:race}・マジック", ("バトルゾーンに自分の{r:race}があれば、この呪文の能力をもう一度使ってもよい",),
                  {"magic": "$r"}),), applies="ability"),
    Keyword("ninja strike", "ニンジャ・ストライクN (112.3c): declared from the hand when an opponent's creature attacks or "
            "blocks; with N mana cards, once per attack, the shinobi is summoned for free and goes to the deck bottom "
            "at the end of the turn (the ``ninja strike`` operation)", (),
            (Form("ニンジャ・ストライク{n:num}", (_NINJA.replace("@", "以上"), _NINJA.replace("@", "上")), {"ninja strike": "$n"}),),
            applies="ability"),  # the second reminder: a misprint (…N枚あり)
    Keyword("shield saver", "シールド・セイバー (a marker: the saving itself is the card's replacement of a shield's break, "
            "instead of: your shield broken)", (),
            (Form("シールド・セイバー", ("自分のシールドがブレイクされる時、かわりにこのクリーチャーを破壊してもよい",)),
             Form("このクリーチャーがバトルゾーンにある間、自分のシールドが{n:num}枚ブレイクされる時、かわりにこのクリーチャーを"
                  "自分の墓地に置いてもよい。", (), {"shield saver": "$n"}, {"_r": "long"}, applies="ability"),  # of 1 shield
             Form("自分のシールドが1枚ブレイクされる時、かわりにこのクリーチャーを破壊してもよい。", hint={"_r": "bare"})),
            applies="both"),
    Keyword("saver", "セイバー (a marker: the saving itself is the card's replacement ability; DMPS texts have the "
            "sentence without the keyword, 000)", (),
            (Form("セイバー:{f:noun}", ("自分の{f:noun}1体が破壊される時、このクリーチャーをかわりに破壊してもよい",), {"saver": "$f"}),
             Form("セイバー:{f:noun}(このクリーチャーがバトルゾーンにある間、バトルゾーンにある自分の{f:noun}が自分の墓地に"
                  "置かれる時、その{f:noun}のかわりにこのクリーチャーを自分の墓地に置いてもよい)", (), {"saver": "$f"}, {"_r": "墓地"}),
             Form("セイバー:全種族(自分の他のクリーチャーが破壊される時、そのクリーチャー1体のかわりにこのクリーチャーを破壊してもよい)",
                  (), {"saver": {}}, {"_r": "全種族"})),
            applies="both"),
    Keyword("l gate", "L・ゲート:RACE: a replacement of its destruction (the engine's ``l gate`` operation)", (),
            (Form("L・ゲート:{r:race}", (_L_GATE.replace("@", "{r:race}"),), {"l gate": "$r"}),
             Form("L・ゲート:{r:racecat}", (_L_GATE.replace("@", "{r:racecat}"),), {"l gate": {"race category": "$r"}}),
             Form("L・ゲート:{a:race}と{b:race}",
                  ("このクリーチャーが破壊される時、墓地に置くかわりに、{a:race}か{b:race}を1体、または両方1体ずつを、"
                   "自分の墓地から手札に戻してもよい。そうした場合、このクリーチャーを[|自分の]山札の一番下に置く",),
                  {"l gate": ["$a", "$b"]})),
            applies="ability"),
    Keyword("lost prism", "ロスト・プリズム (a marker: the reveal is the card's own ability; DMPS texts have the sentence "
            "without the keyword, 000)", (),
            (Form("ロスト・プリズム", ("このクリーチャーをバトルゾーンに出した時、自分の山札の上から1枚目を表向きにしてもよい。"
                                    "それが多色カードであれば、手札に加える",)),), applies="both"),
    Keyword("samurai generate", "侍流ジェネレート: as it enters, a cross gear of the hand may be generated for free "
            "(its reminder as the ability it stands for)", (),
            (Form("侍流ジェネレート", ("このクリーチャーをバトルゾーンに出した時、自分の手札にあるクロスギアを1枚、コストを支払わずに"
                                    "ジェネレートしてもよい",)),), applies="ability"),
    Keyword("shield trigger x", "S・トリガーX (a cross gear): when broken, may be generated for free at once and crossed "
            "onto one of its owner's creatures", (),
            (Form("S・トリガーX", ("このクロスギアをシールドゾーンから手札に加える時、コストを支払わずにすぐジェネレートし、"
                                  "自分のクリーチャー1体にクロスしてもよい",)),)),
    Keyword("s-back", "S・バック-CIV: declared with the shield triggers, the card of that civilization discarded, this "
            "card is used for free (engine.mechanics.declarations)", (),
            (Form("S・バック-{c:civ}", ("{c:civ}のカードを自分のシールドゾーンから手札に加える時、そのカードを捨ててもよい。そうした場合、"
                                       "コストを支払わずにこのクリーチャーを召喚する",
                                       "{c:civ}のカードを自分のシールドゾーンから手札に加える時、そのカードを捨ててもよい。そうした場合、"
                                       "コストを支払わずにこの呪文を唱える"), {"s-back": "$c"}),), applies="ability"),
    Keyword("cross gear", "クロスギア: the card type's rule, printed as a reminder", (),
            (Form("クロスギア"),
             Form("クロスギア:このカードをバトルゾーンに置く。クリーチャーにクロスするには、このカードのコストをもう一度支払う。"
                  "そのクリーチャーがバトルゾーンを離れても、このカードはバトルゾーンに残る。", hint={"_r": "colon"})),
            applies="card type"),
    Keyword("castle", "城: the card type's rule, printed as a reminder", (),
            (Form("城-自分のシールドをひとつ選び、このカードを付けて要塞化する。その要塞化されたシールドがシールドゾーンから離れた時、"
                  "このカードを自分の墓地に置く。(「S・トリガー」能力を使う場合は、このカードを墓地に置く前に使う)"),),
            applies="card type"),
    Keyword("any evolution", "どんな種族の進化クリーチャーを、このクリーチャーの上に置いてもよい: an evolution creature of any "
            "race may go on it (the evolution's other conditions still hold)", (),
            (Form("どんな種族の進化クリーチャーを、このクリーチャーの上に置いてもよい。"),
             Form("このクリーチャーの上に、どの種族の進化クリーチャーを置いてもよい。", hint={"_r": "どの"}))),
    Keyword("when linked", "このクリーチャーは、リンクしている時「K」を得る: a grant to itself while linked", (),
            (Form("このクリーチャーは、リンクしている時「{k:kwname}」を得る。", (), {"when linked": "$k"}),), applies="ability"),
    Keyword("g link", "G・リンク《X》の左横: the card's ``g link`` field and its ability of entering; 「《X》または《Y》の"
            "左横」 links with either (one at a time); a god between two (「《X》の右横または《Y》の左横」) is not the "
            "engine's (refused)", (), _g_link_forms(), applies="ability"),
    Keyword("madness", "discarded during the opponent's turn: may enter the battle zone instead", (),
            (Form("相手のターン中[に|に、|、]このクリーチャーが[|自分の]手札から捨てられる時、墓地に置くかわりにバトルゾーンに出してもよい。"),
             Form("相手のターン中、このクリーチャーが自分の手札から捨てられる時、墓地に置くかわりにバトルゾーンに[出す|置く]。",
                  value={"madness": {"must": True}}, applies="ability"))),  # 出す: not "may" (the ability it stands for)
    Keyword("sympathy", "シンパシー:XおよびY: the engine's ``sympathy`` static (its cost reduction per creature of the races)",
            (),
            (Form("シンパシー:{a:race}[および|と]{b:race}",
                  ("このクリーチャーを召喚する時支払うコストは、" + _SYMPATHY + "コストは2より少なくならない",
                   "この呪文を唱える時支払うコストは、" + _SYMPATHY + "、コストは1より少なくならない",
                   "このクリーチャーを召喚する時支払うコストは、" + _SYMPATHY + "コストは1より少なくならない"),
                  {"sympathy": ["$a", "$b"]}),), applies="ability"),
    Keyword("unblockable when attacking creatures", "このクリーチャーは、クリーチャーを攻撃する時ブロックされない", (),
            (Form("このクリーチャーは、クリーチャーを攻撃する時ブロックされない。"),)),
    Keyword("unchoosable", "相手に選ばれない: the opponent's effects cannot choose it (an 'all' effect still reaches it)", (),
            (Form("相手が[バトルゾーンにある|バトルゾーンの|]クリーチャーを選ぶ時、[|相手は]このクリーチャーを選ぶことはできない。"),)),
    Keyword("unblockable by weaker", "パワーがこのクリーチャーより小さいクリーチャーにブロックされない: a creature of "
            "less power cannot block it", (),
            (Form("このクリーチャーは、パワーがこのクリーチャーより小さいクリーチャーにブロックされない。"),
             Form("このクリーチャーは、このクリーチャーよりパワーの小さいクリーチャーからブロックされない。", hint={"_r": "から"}))),
    Keyword("summon only after a spell", "呪文を唱えたターンのみ、このクリーチャーを召喚することができる: summoned only in a "
            "turn its summoner cast a spell", (),
            (Form("[呪文を唱えたターンのみ、このクリーチャーを召喚することができる。|呪文を唱えたターンのみ、このクリーチャーを召喚できる。]"),)),
    Keyword("attacks only blockers", "このクリーチャーは、「ブロッカー」を持つクリーチャーだけを攻撃できる: no player, no "
            "creature without blocker", (), (Form("このクリーチャーは、「ブロッカー」を持つクリーチャーだけを攻撃できる。"),)),
    Keyword("dies after attacking a player", "このクリーチャーは相手プレイヤーを攻撃した後、持ち主の墓地に置かれる: destroyed "
            "once its attack on a player is over", (), (Form("このクリーチャーは相手プレイヤーを攻撃した後、持ち主の墓地に置かれる。"),)),
    Keyword("cannot block", "this creature cannot block (e.g. given for a turn by an effect)", (),
            (Form("このクリーチャーは、{f:np}をブロックできない。", (), {"cannot block": "$f"}, applies="ability"),)),
    Keyword("crew breaker", "クルー・ブレイカー:RACE: one more shield broken per other creature of its controller of the "
            "race (the static ``extra breaks per``)", (),
            (Form("クルー・ブレイカー:{r:race}",
                  ("シールドを攻撃した時、バトルゾーンにある自分の他の{r:race}1体につき、このクリーチャーはシールドをさらに1枚ブレイクする",
                   "シールドを攻撃した時、バトルゾーンにある自分の他の{r:race}1体につき、シールドをさらにもう1枚ブレイクする"),
                  {"crew breaker": "$r"}),
             Form("クルー・ブレイカー:{r:racecat}",
                  ("このクリーチャーは、バトルゾーンにある自分の他の{r:racecat}1体につき、シールドをさらに1枚ブレイクする",
                   "このクリーチャーは、バトルゾーンにある自分の他の{r:racecat}1体につき、シールドをさらにもう1枚ブレイクする"),
                  {"crew breaker": {"race category": "$r"}})),
            applies="ability"),
    Keyword("civilization breaker", "文明ブレイカー: breaks one shield per civilization among the cards of its controller's "
            "mana zone", (),
            (Form("文明ブレイカー", ("このクリーチャーは、自分のマナゾーンにある文明ひとつにつき1枚、シールドをブレイクする",)),)),
    # Headers: a line whose ability is used or gained in a particular way (「次の能力」): the next line.
    Keyword("tap skill", "タップして次の能力を使う: instead of attacking, the creature taps and uses the next line's "
            "ability (its ``when: tap skill``)", (),
            (Form("このクリーチャーがバトルゾーンにある間、バトルゾーンにある自分の{f:np}をタップし、攻撃するかわりに次の能力を使ってもよい。",
                  value={"tap skill": {"grant to": "$f"}}),
             Form("このクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。"),
             Form("このクリーチャーで攻撃するかわりに、このクリーチャーと自分のマナゾーンのタップされていないカードを{n:num}枚タップして、"
                  "次の能力を使ってもよい。", value={"tap skill": {"tap mana": "$n"}})),
            applies="header", header=Header(when="tap skill", takes_effect=True)),
    Keyword("crossed tap skill", "これをクロスしたクリーチャーで攻撃するかわりに、タップして次の能力を使う: the crossed "
            "creature taps instead of attacking", (),
            (Form("これをクロスしたクリーチャーで攻撃するかわりに、タップして次の能力を使ってもよい。"),),
            applies="header", header=Header(when="crossed tap skill", takes_effect=True)),
    Keyword("silent skill", "サイレントスキル: at the start of its controller's turn, a tapped creature with it may stay "
            "tapped to use the next line's ability (engine.mechanics.skills)", ("サイレントスキル",),
            (Form("サイレントスキル", ("自分のターンのはじめに、このクリーチャーがタップされていたら、アンタップするかわりに次の能力を使ってもよい",)),),
            applies="header", header=Header(when="silent skill", marks=True, takes_effect=True)),
    Keyword("wave striker", "ウェーブストライカー: its abilities with `if: {wave striker: true}` work while two or more other "
            "creatures with it are in the battle zone (whose: the profile's fork)", ("ウェーブストライカー",),
            (Form("ウェーブストライカー", ("バトルゾーンに「ウェーブストライカー」を持つクリーチャーが他に2体以上あれば、このクリーチャーは次の能力を得る",)),),
            applies="header", header=Header(condition={"wave striker": True}, marks=True)),
    Keyword("accel", "アクセル: while a cross gear is crossed onto it, it has the next line's abilities", (),
            (Form("アクセル", ("このクリーチャーにクロスギアがクロスされている時、このクリーチャーは次の能力を得る",)),),
            applies="header", header=Header(condition={"crossed": True})),
    Keyword("super accel", "スーパー・アクセル: while a creature of its controller has a cross gear crossed, it has the "
            "next line's abilities", (),
            (Form("スーパー・アクセル", ("バトルゾーンにある自分のクリーチャーにクロスギアがクロスされている時、このクリーチャーは次の能力を得る",)),),
            applies="header", header=Header(condition={"you have a crossed creature": True})),
    Keyword("metamorph", "メタモーフ: while its controller has 7 or more mana cards, it has the next line's abilities", (),
            (Form("メタモーフ", ("自分のマナゾーンに7枚以上カードがあれば、このクリーチャーは次の能力を得る",
                                "自分のマナゾーンに7枚以上カードがあれば、この呪文は次の能力を得る")),),
            applies="header", header=Header(on_use=True, condition={"you have at least mana cards": 7})),
    Keyword("shield force", "シールド・フォース: as it enters, a shield may be chosen; while that shield stays, it has the "
            "next line's abilities (a filter's ``shield force``)", ("シールド・フォース",),
            (Form("シールド・フォース", ("このクリーチャーをバトルゾーンに出す時、自分のシールドを1枚選んでもよい。そのシールドがシールドゾーンに"
                                      "ある間、このクリーチャーは次の能力を得る",)),),
            applies="header", header=Header(on_use=True, condition={"shield force": True})),
    Keyword("turbo rush", "ターボラッシュ: after another creature of its controller broke a shield, it has the next line's "
            "abilities until the end of the turn", (),
            (Form("ターボラッシュ", ("自分の他のクリーチャーがシールドをブレイクした後、そのターンが終わるまで、このクリーチャーは次の能力を得る",)),),
            applies="header", header=Header(condition={"turbo rush": True})),
    Keyword("o drive", "O・ドライブ: more mana of the civilizations tapped as it is used; then it has the next line's "
            "abilities", (),
            (Form("O・ドライブ-{a:civ}x{n:num}と{b:civ}x{m:num}[|:]",
                  ("このクリーチャーを召喚する時、" + _O_DRIVE.replace("@", ""), "この呪文を唱える時、" + _O_DRIVE.replace("@", "")),
                  {"o drive": [{"civilization": "$a", "n": "$n"}, {"civilization": "$b", "n": "$m"}]}),
             Form("O・ドライブ-{a:civ}x{n:num}と{b:civ}x{m:num}と{c:civ}x{k:num}[|:]",
                  ("このクリーチャーを召喚する時、" + _O_DRIVE.replace("@", "と{c:civ}{k:num}枚"),),
                  {"o drive": [{"civilization": "$a", "n": "$n"}, {"civilization": "$b", "n": "$m"},
                               {"civilization": "$c", "n": "$k"}]}),
             # either civilization or both (or any of three): each part tapped gives the lines printed 「CIV:…」
             Form("O・ドライブ{a:civ}x{n:num}・{b:civ}x{m:num}",
                  ("このクリーチャーを召喚する時、自分のマナゾーンでさらに{a:civ}{n:num}枚または{b:civ}{m:num}枚またはその両方を"
                   "タップしてもよい。そうした場合、次の能力を得る",),
                  {"o drive": {"any of": [{"civilization": "$a", "n": "$n"}, {"civilization": "$b", "n": "$m"}]}}),
             Form("O・ドライブ{a:civ}x{n:num}・{b:civ}x{m:num}・{c:civ}x{k:num}",
                  ("このクリーチャーを召喚する時、自分のマナゾーンでさらに{a:civ}{n:num}枚、{b:civ}{m:num}枚、{c:civ}{k:num}枚"
                   "またはそのいずれかの組み合わせをタップしてもよい。そうした場合、次の能力を得る",),
                  {"o drive": {"any of": [{"civilization": "$a", "n": "$n"}, {"civilization": "$b", "n": "$m"},
                                          {"civilization": "$c", "n": "$k"}]}}),
             Form("O・ドライブ{c:civ}x{n:num}",
                  ("このクリーチャーを召喚する時、自分のマナゾーンで{c:civ}のカードをさらに{n:num}枚タップしてもよい。そうした場合、次の能力を得る",
                   "この呪文を唱える時、自分のマナゾーンで{c:civ}のカードをさらに{n:num}枚タップしてもよい。そうした場合、"
                   "この呪文は次の能力を得る"),
                  {"o drive": {"civilization": "$c", "n": "$n"}})),
            applies="header", header=Header(on_use=True, takes_effect=True)),
    Keyword("fort e", "フォートE:RACE: summoned with a creature of the race tapped in the mana zone, it has the next "
            "line's abilities as it enters", (),
            (Form("フォートE:{r:race}", ("このクリーチャーをバトルゾーンに出した時、{r:race}を自分のマナゾーンでタップしてこのクリーチャーを"
                                        "召喚していた場合、このクリーチャーは次の能力を得る",), {"fort e": "$r"}),
             Form("フォートE:{r:racecat}",
                  ("このクリーチャーをバトルゾーンに出した時、{r:racecat}を自分のマナゾーンでタップしてこのクリーチャーを召喚していた場合、"
                   "このクリーチャーは次の能力を得る",
                   "このクリーチャーをバトルゾーンに出した時、種族に{r:racecat}とあるクリーチャーを自分のマナゾーンでタップしてこのクリーチャーを"
                   "召喚していた場合、このクリーチャーは次の能力を得る"),
                  {"fort e": {"race category": "$r"}})),
            applies="header", header=Header(on_use=True, takes_effect=True)),
    Keyword("launcher e", "ランチャーE:RACE: as the spell is cast, untapped creatures of the race may be tapped; the "
            "next line's abilities count them (the engine lacks it)", (),
            (Form("ランチャーE:{r:race}", ("この呪文を唱える時、バトルゾーンにある自分のタップされていない{r:race}を好きな数タップする",),
                  {"launcher e": "$r"}),),
            applies="lacking", header=Header(on_use=True, takes_effect=True)),
    Keyword("thrilling three", "スリリング・スリー:RACE: as it enters, the top 3 cards are revealed; the next line's "
            "ability is done once per revealed card of the race", (),
            (Form("スリリング・スリー:{r:race}", (_THRILL.replace("@", "{r:race}"),), {"thrilling three": "$r"}),
             Form("スリリング・スリー:{r:racecat}", (_THRILL.replace("@", "{r:racecat}"),), {"thrilling three": {"race category": "$r"}}),
             Form("スリリング・スリー:{a:race}と{b:race}", (_THRILL.replace("@", "{a:race}または{b:race}"),),
                  {"thrilling three": ["$a", "$b"]})),
            applies="header", header=Header(on_use=True, takes_effect=True)),
    # Keywords of the engine no classic text prints as a keyword of its own (later sets, DMPS).
    Keyword("infinite breaker", "∞ブレイカー: breaks any number of the opponent's shields, its controller choosing how "
            "many (DMPS: all of them)"),
    Keyword("hyper energy", "ハイパーエナジー: as it is summoned, its player may tap any number of their creatures of "
            "pairwise different costs, each making the summon cost 2 less (never below 1)"),
    Keyword("guardman", "ガードマン: when an opponent's creature attacks another of your creatures, this one may tap to "
            "take the attack instead; not a block"),
    Keyword("super shield trigger", "スーパー・S・トリガー: a shield trigger; declared while its player has no shields "
            "(waiting broken shields not counted: 113.6a), the card has its S ability"),
    Keyword("mach fighter", "マッハファイター: the turn it entered, it may attack creatures, tapped or untapped"),
    Keyword("attacks players the turn it enters", "バトルゾーンに出たターン、相手プレイヤーを攻撃できる: the turn it "
            "entered, it may attack the opponent (not creatures) though summoning sick"),
    Keyword("g strike", "G・ストライク: as this card is broken from the shields, it may be shown to choose one of the "
            "opponent's creatures, which cannot attack this turn (declared with the shield triggers)"),
    Keyword("must be blocked", "blocked if able: the defender must block it with a blocker that can"),
    Keyword("escape", "エスケープ: when it would be destroyed, its controller may add one of their shields to their hand "
            "instead (no shield trigger)"),
    Keyword("eternal omega", "エターナル・Ω: when it would leave the battle zone, it returns to the hand instead"),
    Keyword("ex life", "EXライフ: as it is put, the top card of the deck becomes its EXライフ shield; when it would leave, "
            "that shield is put into the graveyard instead (while the shield is in its controller's shield zone)"),
    Keyword("shinkarize", "シンカライズ: an evolution creature may be put on this タマシード in the battle zone as if it "
            "were a creature (without it, a non-creature is no evolution source: Q&A 41412)"),
    Keyword("neo evolution", "NEO進化: summoned onto one of its controller's creatures passing its evolves_from, or "
            "not (802.1); while it has cards under it in the battle zone it is a NEO evolution creature, which is not "
            "summoning sick (802.2, 802.3)"),
    Keyword("d2 field", "D2フィールド: a field; when another D2 field enters, its own ability puts it into the graveyard"),
)

# Names printed in 「」 that no keyword of the engine is (yet): the grammar reads them, the catalog refuses
# what refers to them.
LACKING_PRINTED = {"ワールド・ブレイカー": "world breaker", "ナイト・マジック": "night magic", "メテオバーン": "meteorburn"}

BY_NAME: dict[str, Keyword] = {k.name: k for k in DEFINITIONS}

# The keywords the catalog accepts (``keywords: [...]``, a filter's ``keyword``, grants): every definition the
# engine applies as a name (its mechanics read it), with what it means.
KEYWORDS: dict[str, str] = {k.name: k.meaning for k in DEFINITIONS
                            if k.applies in ("keyword", "both") or k.header is not None and k.header.marks}
