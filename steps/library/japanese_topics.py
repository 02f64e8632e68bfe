"""The topic modules' steps in Japanese: one line per step, the Japanese pattern and the English
step it says (its twin).

:func:`say` registers a Japanese step that reads its named groups, turns each into the English
step's argument (a card list with :func:`~steps.library.japanese_phrasings.cards_en`, a zone with
``ZONE``, a word by a table) and calls the English step's function: there is one implementation
per step. A verdict keeps its English verdict's ``explores`` and ``order``. Tables below order
verdicts keep their English headers. ``dmrules steps --format json`` lists each step with its twin.
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Callable, Mapping
from typing import Any

from pytest_bdd import given, then, when

from steps.library import (
    actions,
    attack_steps,
    basic_rules,
    board,
    card_types,
    choices,
    declarations,
    game_state,
    knowledge,
    mana,
    pending,
    rebuild,
    replacement,
    resolution_order,
    simultaneous_moves,
    zones,
)
from steps.library.japanese_phrasings import ZONE, card_en, cards_en
from steps.runtime.phrases import phrase
from steps.runtime.twins import function_id, twin_of
from steps.runtime.verdicts import OPTIONS, PROFILES_JA, verdict
from steps.runtime.world import World

P = r"プレイヤー(?P<player>[AB])"
ANY_ZONE = r"(?P<zone>手札|マナゾーン|墓地|シールドゾーン|シールド|山札|超次元ゾーン|どこでもないゾーン)"
ZONES = {**ZONE, "どこでもないゾーン": "nowhere zone"}
CARD_GROUPS = ("card", "card2", "gear", "other", "a", "b", "onto", "creature")
Word = str | Mapping[str, str] | Callable[[str], str]
DEFAULT_WORDS: dict[str, Word] = {**{g: card_en for g in CARD_GROUPS}, "cards": cards_en, "zone": ZONES,
                                  "quant": {"いずれか": "some", "すべて": "every"}}


# say() runs at import, registering the steps where pytest-bdd looks for them (a frame up): mutation testing
# leaves it alone, as it leaves verdict() (a mutant's trampoline would add a frame and register nothing).
def say(kind: str, pattern: str, english: Callable[..., Any], *, words: Mapping[str, Word] | None = None,
        adapt: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> None:  # pragma: no mutate block
    """Register the Japanese step ``pattern`` (``given``/``when``/``then``; a ``then`` is a verdict
    unless ``english`` takes ``profiles``) saying ``english``. Each named group becomes the English
    argument of that name through ``words`` (a constant, a table or a function; card groups, ``cards``,
    ``zone`` and ``quant`` by default); ``adapt`` rewrites the arguments as a whole."""
    table = {**DEFAULT_WORDS, **(words or {})}
    groups = list(re.compile(pattern).groupindex)
    wanted = inspect.signature(english).parameters
    takes_table = "datatable" in wanted

    def english_args(kwargs: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, value in kwargs.items():
            word = table.get(name)
            if value is None or word is None or name == "datatable":
                out[name] = value
            elif isinstance(word, str):
                out[name] = word
            elif isinstance(word, Mapping):
                out[name] = word[value]
            else:
                out[name] = word(value)
        out.update({k: v for k, v in table.items() if isinstance(v, str) and k in wanted and k not in out})
        return adapt(out) if adapt else out

    def step(world: World, **kwargs: Any) -> Any:
        return english(world, **english_args(kwargs))

    params = [inspect.Parameter("world", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    params += [inspect.Parameter(g, inspect.Parameter.KEYWORD_ONLY, default=None) for g in groups if g != "profiles"]
    if "profiles" in groups:
        params.insert(1, inspect.Parameter("profiles", inspect.Parameter.POSITIONAL_OR_KEYWORD))
    if takes_table:
        params.append(inspect.Parameter("datatable", inspect.Parameter.KEYWORD_ONLY, default=None))
    step.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    step.__name__ = f"ja_{english.__name__}"
    step.__module__ = __name__
    step.__doc__ = _doc(english)
    step.__dict__["location"] = f"steps/library/japanese_topics.py:{sys._getframe(1).f_lineno}"
    twin_of(english)(step)
    if kind == "then" and "profiles" not in wanted:
        explores, order = OPTIONS[function_id(english)]
        verdict(pattern, "ja", explores, order, stacklevel=3)(step)
        return
    decorator = {"given": given, "when": when, "then": then}[kind]
    decorator(phrase(pattern), stacklevel=2)(step)


def _doc(english: Callable[..., Any]) -> str:
    """The English step's description (its first paragraph)."""
    return ((english.__doc__ or "").strip().split("\n\n")[0] or english.__name__).replace("\n", " ")


HAS = {"ある": "has", "持つ": "has", "ない": "does not have", "持たない": "does not have"}
IS = {"である": "is", "ではない": "is not", "いる": "is", "いない": "is not"}
CAN = {"できる": "can", "できない": "cannot"}
EFFECT_OPS: dict[str, dict[str, str | None]] = {
    "破壊する": {"op": "destroys", "dest": None}, "手札に戻す": {"op": "returns", "dest": "hand"},
    "マナゾーンに置く": {"op": "sends", "dest": "mana zone"}, "シールド化する": {"op": "sends", "dest": "shields"}}
COULD = {"できた": "could", "できなかった": "could not"}

# ------------------------------------------------------------------- 前提 (given)
say("given", rf"{P}の山札は空である", board.deck_empty)
say("given", rf"{P}のマナゾーンに\s*(?P<card>.+?)\s*が(?P<n>\d+)枚ある", board.mana_count)
say("given", rf"{P}はこのターンに(?P<n>\d+)マナ支払っている", board.spent)
say("given", rf"{P}はこのターンにマナチャージしている", board.charged)
say("given", r"(?P<card>.+?)\s*のシールド・フォースはシールド(?P<n>\d+)を選んでいる", zones.shield_force_chose)
say("given", rf"{P}のデッキリストに\s*(?P<cards>.+?)\s*が入っている", basic_rules.deck_list_includes)
say("given", r"両プレイヤーのデッキリストに\s*(?P<cards>.+?)\s*が入っている", basic_rules.each_deck_list_includes)
say("given", rf"{P}の超次元ゾーンのリストに\s*(?P<cards>.+?)\s*が入っている", basic_rules.hyperspatial_list_includes)
say("given", rf"{P}の超GRのリストに\s*(?P<cards>.+?)\s*が入っている", basic_rules.gr_list_includes)
say("given", rf"{P}のクリーチャーを左から\s*(?P<labels>.+?)\s*と呼ぶ", resolution_order.creatures_called,
    words={"labels": lambda t: t.replace("、", ", ")})
say("given", r"(?P<gear>.+?)\s*は\s*(?P<card>.+?)\s*にクロスされている", card_types.crossed_setup)
say("given", r"(?P<weapon>.+?)\s*は\s*(?P<card>.+?)\s*に装備されている", card_types.equipped_setup)
say("given", r"(?P<a>.+?)\s*と\s*(?P<b>.+?)\s*はリンクしている", card_types.linked_setup)
say("given", rf"{P}のシールド(?P<n>\d+)は\s*(?P<card>.+?)\s*に要塞化されている", card_types.fortified_setup)
say("given", rf"{P}のシールド(?P<n>\d+)の下には\s*(?P<cards>.+?)\s*が重ねてある", card_types.stacked_setup)
say("given", r"(?P<card>.+?)\s*に封印が(?P<n>\d+)つ付いている", card_types.sealed_setup)
say("given", rf"{P}は山札の上のカードを見ている", knowledge.looked_at_top)
say("given", rf"効果で{P}の{ANY_ZONE}の\s*(?P<card>.+?)\s*はキーワード「(?P<keyword>[^」]+)」を得ている",
    knowledge.card_given_keyword)

# ------------------------------------------------------------------- もし (when)
say("when", r"ラウンド(?P<n>\d+)の終わりまでターンが進む", actions.turns_pass)
say("when", rf"{P}の効果で\s*(?P<cards>(?:(?!の一番上のカード).)+?)\s*を"
            r"(?P<op>破壊する|手札に戻す|マナゾーンに置く|シールド化する)",
    actions.effect_on_creatures, adapt=lambda a: {**a, **EFFECT_OPS[a["op"]]})
say("when", rf"効果で\s*(?P<card>.+?)\s*を{P}の(?P<zone>手札|マナゾーン|墓地|山札|シールド|超次元ゾーン)から"
            r"(?P<dest>バトルゾーン|マナゾーン|手札|シールド|墓地)に(?:出す|置く|加える)",
    actions.effect_moves_card, words={"dest": {**ZONE, "シールド": "shields"}})
say("when", r"(?P<card>.+?)\s*のパワーが(?P<sign>[+-])(?P<n>\d+)される", actions.power_change)
say("when", rf"{P}は\s*(?P<card>.+?)\s*を(?P<zone>マナゾーン|墓地|シールドゾーン|シールド|超次元ゾーン)から"
            r"(?P<verb>召喚|詠唱)しようとする",
    mana.play_from_zone, words={"verb": {"召喚": "summon", "詠唱": "cast"}})
say("when", rf"(?P<card>.+?)\s*の能力が{P}のために(?:(?P<n>\d+)回)?解決される", mana.ability_resolves)
say("when", rf"{P}の効果で{P.replace('player', 'target')}は\s*(?P<card>.+?)\s*を捨てる", zones.effect_discard)
say("when", r"ゲームの準備をする", basic_rules.game_set_up)
say("when", rf"{P}の効果で\s*(?P<card>.+?)\s*は「(?P<keyword>[^」]+)」を得る", basic_rules.grant_keyword)
say("when", rf"{P}の、手札からクリーチャーを1体ずつバトルゾーンに出す効果が\s*(?P<cards>.+?)\s*を選んで解決される",
    resolution_order.effect_puts_from_hand)
say("when", rf"{P}の、パワー(?P<n>\d+)以下のクリーチャーをすべて破壊する効果が解決される",
    resolution_order.effect_destroys_all)
say("when", rf"{P}の、プレイヤー(?P<owner>[AB])のクリーチャーを(?P<n>\d+)体まで破壊する効果が"
            r"\s*(?P<cards>.+?)\s*を選んで解決される",
    resolution_order.effect_destroys_chosen)
say("when", rf"{P}の、\s*(?P<card>.+?)\s*を持ち主のマナゾーンに置き、そのマナゾーンから\s*(?P<card2>.+?)\s*を"
            r"(?:(?P<onto>.+?)\s*の上に)?バトルゾーンに出す効果が解決される", resolution_order.effect_mana_then_battle)
say("when", rf"{P}の効果ですべてのクリーチャーを(?P<op>破壊する|持ち主の手札に戻す)", simultaneous_moves.effect_on_all,
    words={"op": {"破壊する": "destroys", "持ち主の手札に戻す": "returns"}})
say("when", rf"{P}の効果で\s*(?P<card>.+?)\s*を(?P<zone>手札|マナゾーン|墓地|シールドゾーン|シールド)から"
            r"コストを支払わずに唱える",
    pending.effect_casts)
say("when", rf"{P}の効果で(?P<zone>手札|マナゾーン|墓地|シールドゾーン)の\s*(?P<card>.+?)\s*は"
            r"キーワード「(?P<keyword>[^」]+)」を得る",
    pending.gives_keyword)
say("when", rf"{P}の効果で\s*(?P<card>.+?)\s*の一番上のカードだけを"
            r"(?P<dest>持ち主の手札に戻す|持ち主の墓地に置く|持ち主のマナゾーンに置く)",
    rebuild.top_card_leaves, words={"dest": {"持ち主の手札に戻す": "to its owner's hand",
                                            "持ち主の墓地に置く": "into its owner's graveyard",
                                            "持ち主のマナゾーンに置く": "into its owner's mana zone"}})
say("when", rf"{P}は\s*(?P<card>.+?)\s*の下のカードを\s*(?P<cards>.+?)\s*の順に並べ替える", rebuild.reorder)
say("when", rf"{P}は\s*(?P<card>.+?)\s*のタップスキルを使う", card_types.tap_skill)
say("when", rf"{P}は\s*(?P<card>.+?)\s*のダイナモを使う", card_types.dynamo)
say("when", rf"{P}は\s*(?P<card>.+?)\s*の「攻撃できる時」の能力を使う", card_types.could_attack_ability)
say("when", rf"{P}は\s*(?P<card>.+?)\s*をジェネレートする", card_types.generate)
say("when", rf"{P}は\s*(?P<gear>.+?)\s*を\s*(?P<card>.+?)\s*にクロスする", card_types.cross)
say("when", rf"{P}は\s*(?P<card>.+?)\s*のG・リンクを使う", card_types.activate_g_link)
say("when", rf"{P}はシールド(?P<n>\d+)を\s*(?P<card>.+?)\s*で要塞化する", card_types.fortify)

# ----------------------------------------------------------------- ならば (then)
T = PROFILES_JA
say("then", rf"{P}の解放された文明は\s*(?P<civs>.+)", game_state.released,
    words={"civs": lambda t: t.replace("、", ", ")})
say("then", rf"{P}のシールドは(?P<n>\d+)つ", game_state.shields)
say("then", r"(?P<card>.+?)\s*に付いている封印は(?P<n>\d+)つ", card_types.seal_count)
CIVS_JA = {"光": "light", "水": "water", "闇": "darkness", "火": "fire", "自然": "nature", "ゼロ": "zero",
           "無色": "colourless"}
say("then", r"(?P<card>.+?)\s*の文明は\s*(?P<civs>.+)", game_state.creature_civilizations,
    words={"civs": lambda t: ", ".join(CIVS_JA.get(w, w) for w in re.split(r"[、と,]\s*", t.strip()) if w)})
say("then", r"(?P<card>.+?)\s*のパワーは(?P<n>-?\d+)", game_state.power_is)
say("then", r"(?P<card>.+?)\s*は攻撃するとシールドを(?P<n>\d+)つブレイクする", game_state.breaks)
say("then", r"(?P<card>.+?)\s*の能力はトリガー(?P<did>する|しない)", game_state.triggered,
    words={"did": {"する": "triggers", "しない": "does not trigger"}})
say("then", r"どの能力もトリガーしない", game_state.nothing_triggered)
say("then", r"(?P<card>.+?)\s*は召喚酔い(?P<is_>である|ではない|している|していない)", game_state.sick,
    words={"is_": {"である": "is", "ではない": "is not", "している": "is", "していない": "is not"}})
say("then", r"(?P<card>.+?)\s*はタップされて(?P<is_>いる|いない)", game_state.tapped, words={"is_": IS})
say("then", rf"{P}のマナゾーンのタップされたカードは(?P<n>\d+)枚", mana.tapped_mana)
say("then", rf"(?P<n>\d+)枚のカードがあふれて{P}の墓地に置かれた", zones.overflowed)
say("then", r"(?P<card>.+?)\s*の能力は(?P<n>\d+)回トリガーする", zones.triggered_times)
say("then", r"(?P<card>.+?)\s*のシールド・フォースは(?P<state>有効|解除されている)", zones.shield_force,
    words={"state": {"有効": "active", "解除されている": "released"}})
say("then", r"(?P<zone>手札|マナゾーン|シールドゾーン|バトルゾーン|墓地|山札)の枚数上限は"
            r"(?:(?P<n>\d+)(?P<limit>枚|個)|(?P<none>ない))",
    zones.zone_limit, words={"zone": {**ZONE, "バトルゾーン": "battle zone"}},
    adapt=lambda a: {"zone": a["zone"], "n": a["n"],
                     "limit": "has no card limit" if a.pop("none", None) else
                     f"holds at most {a['n']} {'objects' if a['limit'] == '個' else 'cards'} per player"})
say("then", rf"{T}盤面は拒否される[:：]\s*(?P<why>.+)", zones.board_refused)
say("then", rf"{P}のデッキリストは認められる", basic_rules.deck_accepted)
say("then", rf"{P}のデッキリストは認められない[:：]\s*(?P<reason>.+)", basic_rules.deck_rejected)
say("then", rf"{P}のゲームの準備は[:：]\s*(?P<steps>.+)", basic_rules.setup_was)
say("then", r"どのプレイヤーにもマリガンは提示されない", basic_rules.no_mulligan)
say("then", rf"{P}がブロックに使えたのは[:：]?\s*(?P<cards>.+)", basic_rules.could_block)
say("then", r"(?P<card>(?:(?!プレイヤー[AB]の).)+?)\s*はキーワード「(?P<keyword>[^」]+)」を(?P<has>持つ|持たない)",
    basic_rules.has_keyword, words={"has": HAS})
say("then", rf"プレイヤー(?P<viewer>[AB])は{P}の{ANY_ZONE}のカードを見ることが(?P<can>できる|できない)",
    basic_rules.can_see, words={"can": CAN})
say("then", r"(?P<card>.+?)\s*はパワー(?P<n>-?\d+)で状況起因処理により破壊された", basic_rules.sba_destroyed)
say("then", r"待機した効果の(?P<quant>いずれか|すべて)の順で、(?P<claim>.+)", resolution_order.in_some_order)
say("then", r"待機した効果は次の順とランクで解決される[:：]?", resolution_order.resolve_order_ranked)
say("then", r"呪文は次の順に唱えられる[:：]?", resolution_order.spells_cast)
say("then", r"次のことがこの順に起こる[:：]?", resolution_order.happen_in_order)
say("then", r"直前に同時に移動したカードの順は\s*(?P<cards>.+)", simultaneous_moves.move_order)
say("then", rf"{P}のバトルゾーンに出たクリーチャーは\s*(?P<cards>.+)", simultaneous_moves.entered)
say("then", rf"{P}の山札の下(?P<n>\d+)枚は上から\s*(?P<cards>.+)", simultaneous_moves.deck_bottom)
say("then", r"直前の攻撃のブロックは\s*(?P<cards>.+)", simultaneous_moves.blocks)
say("then", r"(?P<card>.+?)\s*は\s*(?P<other>.+?)\s*とバトルした", simultaneous_moves.battled)
say("then", r"(?P<card>.+?)\s*の置換能力は適用(?P<did>される|されない)", simultaneous_moves.replaced,
    words={"did": {"される": "applies", "されない": "does not apply"}})
say("then", r"(?P<card>.+?)\s*の能力が参照しうるのは\s*(?P<cards>.+)", simultaneous_moves.may_refer_to)
say("then", r"(?P<what>抽選|移動順の選択|能力が参照するものの選択)の(?P<quant>いずれか|すべて)で、(?P<claim>.+)",
    simultaneous_moves.in_some_branch,
    words={"what": {"抽選": "draw of the lots", "移動順の選択": "choice of the move order",
                    "能力が参照するものの選択": "choice of what the abilities refer to"}})
say("then", r"どのプレイヤーも置換効果を選ばない", replacement.nobody_chooses)
say("then", rf"{P}は\s*(?P<cards>.+?)\s*の置換効果から選ぶ", replacement.player_chooses)
say("then", r"置換効果を選んだプレイヤーは順に(?P<players>プレイヤー[AB](?:、プレイヤー[AB])*)",
    replacement.choosers_in_order)
say("then", r"適用された置換効果は順に\s*(?P<cards>.+)", replacement.appliedin_order)
say("then", r"(?P<card>.+?)\s*の置換能力は使え(?P<neg>た|なかった)", replacement.was_usable,
    words={"neg": {"た": "", "なかった": "not "}}, adapt=lambda a: {**a, "neg": a["neg"] or None})
say("then", r"(?P<card>.+?)\s*の能力は(?P<is_>まだ待機している|待機していない)", replacement.still_waiting,
    words={"is_": {"まだ待機している": "is still", "待機していない": "is not"}})
say("then", r"置換効果の(?P<quant>いずれか|すべて)の選び方で、(?P<claim>.+)", replacement.in_some_choice)
say("then", rf"(?P<card>.+?)\s*(?P<moment>が解決される|が召喚される|が出る|の能力が解決される)とき、{T}(?P<claim>.+)",
    pending.while_verdict,
    words={"moment": {"が解決される": "resolves", "が召喚される": "is being summoned", "が出る": "is being put",
                      "の能力が解決される": "'s ability resolves"}})
say("then", r"(?P<card>.+?)\s*は保留状態(?P<is_>である|ではない)", pending.is_pending, words={"is_": IS})
# the attack's sub-steps (505.1) and what a player tries now (steps/library/attack_steps.py)
SUB_STEPS_JA = {ja.removesuffix("ステップ"): en for en, ja, _ in attack_steps.ATTACK_STEP_NAMES.values()}
RESULT_JA = r"(?P<result>許可される|ルール(?P<rule>\d{3}(?:\.\d+[a-z]?)?)により拒否される)"


def _result(text: str) -> str:
    rule = text.removeprefix("ルール").removesuffix("により拒否される")
    return "allowed" if text == "許可される" else f"refused by rule {rule}"


say("then", rf"(?P<card>.+?)\s*の攻撃が(?P<step>{'|'.join(SUB_STEPS_JA)})ステップにあるとき、{T}(?P<claim>.+)",
    attack_steps.while_attack_step, words={"step": SUB_STEPS_JA})
say("then", rf"{P}が今\s*(?P<card>.+?)\s*を(?P<verb>召喚し|唱え|チャージし|ジェネレートし)ようとすると、?{RESULT_JA}",
    attack_steps.trying_card, words={"verb": {"召喚し": "summon", "唱え": "cast", "チャージし": "charge",
                                              "ジェネレートし": "generate"}, "result": _result})
say("then", rf"{P}が今\s*(?P<card>.+?)\s*で\s*(?P<target>プレイヤー[AB]|.+?)\s*を攻撃しようとすると、?{RESULT_JA}",
    attack_steps.trying_attack,
    words={"result": _result, "target": lambda t: f"player {t[-1]}" if t.startswith("プレイヤー") else card_en(t)})
say("then", rf"{P}が今ターンを終了しようとすると、?{RESULT_JA}", attack_steps.trying_to_end, words={"result": _result})
DECLARATIONS_JA = {("ブロック" if en == "a block" else en): en for en in attack_steps.DECLARATIONS}
say("then", rf"{P}は今\s*(?P<what>{'|'.join(map(re.escape, DECLARATIONS_JA))})を宣言(?P<may>できる|できない)"
            r"(?:（ルール(?P<rule>\d{3}(?:\.\d+[a-z]?)?)により）)?",
    attack_steps.may_declare, words={"what": DECLARATIONS_JA, "may": {"できる": "may", "できない": "may not"}})
say("then", r"直前の攻撃のサブステップは[:：]?\s*(?P<steps>.+)", attack_steps.attack_went_through,
    words={"steps": lambda t: "nothing" if t.strip() == "なし" else ", ".join(
        SUB_STEPS_JA[w.strip().removesuffix("ステップ")] for w in re.split(r"[、,]", t) if w.strip())})
say("then", rf"(?P<card>.+?)\s*は{P}の{ANY_ZONE}に置かれ(?P<was>た|なかった)", pending.was_put_into,
    words={"was": {"た": "was", "なかった": "was not"}})
say("then", rf"(?P<card>.+?)\s*は{P}の{ANY_ZONE}を離れ(?P<did>た|なかった)", pending.left_zone,
    words={"did": {"た": "left", "なかった": "did not leave"}})
say("then", rf"{P}に(?P<what>捨てる|選ぶ|マナゾーンに置く|バトルゾーンに出す|進化元にする|唱える)"
            r"カードとして提示されたのは\s*(?P<cards>.+)",
    pending.offered, words={"what": {"捨てる": "discard", "選ぶ": "choose", "マナゾーンに置く": "put into mana",
                                     "バトルゾーンに出す": "put into the battle zone", "進化元にする": "evolve onto",
                                     "唱える": "cast"}})
say("then", rf"{P}の{ANY_ZONE}の\s*(?P<card>.+?)\s*はキーワード「(?P<keyword>[^」]+)」を(?P<has>持つ|持たない)",
    pending.card_has_keyword, words={"has": HAS})
say("then", rf"{P}は\s*(?P<card>.+?)\s*を使用宣言(?P<does>する|しない)", declarations.declares,
    words={"does": {"する": "declares", "しない": "does not declare"}})
say("then", rf"{P}は\s*(?P<card>.+?)\s*のシールド・トリガーを使うことが(?P<could>できた|できなかった)",
    declarations.could_use_trigger, words={"could": COULD})
say("then", rf"{P}の「(?P<kind>[^」]+)」の選択肢は\s*(?P<options>.+)", choices.options_were,
    words={"options": lambda t: "nothing" if t.strip() == "なし" else t.replace("、", ", ")})
say("then", rf"{P}の「(?P<kind>[^」]+)」の選択肢に\s*(?P<card>.+?)\s*は(?P<did>あった|なかった)",
    choices.options_included,
    words={"did": {"あった": "included", "なかった": "did not include"}})
say("then", rf"{P}の「(?P<kind>[^」]+)」の選択肢の数は(?P<n>\d+)", choices.option_count)
say("then", rf"{P}は「(?P<kind>[^」]+)」を(?P<was>求められた|求められなかった)", choices.was_asked,
    words={"was": {"求められた": "was", "求められなかった": "was not"}})
say("then", rf"{P}の「(?P<kind>[^」]+)」の(?P<quant>いずれか|すべて)の選び方で、(?P<claim>.+)", choices.in_some_choice)
say("then", rf"{P}は\s*(?P<card>.+?)\s*を使用宣言(?P<could>できた|できなかった)", choices.could_declare,
    words={"could": {"できた": "could", "できなかった": "could not"}})
say("then", r"引かれたくじは\s*(?P<labels>.+)", choices.lots_drawn, words={"labels": lambda t: t.replace("、", ", ")})
say("then", r"(?P<card>.+?)\s*の能力が引きうるくじは\s*(?P<labels>.+)", choices.may_draw,
    words={"labels": lambda t: t.replace("、", ", ")})
say("then", rf"{P}は\s*(?P<card>.+?)\s*の「(?P<ability>[^」]+)」が解決される(?P<when>前|後)にモードを選んだ",
    choices.mode_timing,
    words={"when": {"前": "before", "後": "after"}, "ability": lambda t: t})
say("then", r"(?P<gear>.+?)\s*は\s*(?P<card>.+?)\s*にクロスされている", card_types.crossed,
    adapt=lambda a: {"gear": a["gear"], "card": a["card"], "is_": f"is crossed onto {a['card']}"})
say("then", r"(?P<gear>.+?)\s*はどのクリーチャーにもクロスされていない", card_types.crossed,
    adapt=lambda a: {"gear": a["gear"], "card": None, "is_": "is not crossed onto any creature"})
say("then", r"(?P<weapon>.+?)\s*は\s*(?P<card>.+?)\s*に装備されている", card_types.equipped,
    adapt=lambda a: {"weapon": a["weapon"], "card": a["card"], "is_": f"is equipped to {a['card']}"})
say("then", r"(?P<weapon>.+?)\s*はどのクリーチャーにも装備されていない", card_types.equipped,
    adapt=lambda a: {"weapon": a["weapon"], "card": None, "is_": "is not equipped to any creature"})
say("then", r"(?P<a>.+?)\s*と\s*(?P<b>.+?)\s*はリンクして(?P<are>いる|いない)", card_types.are_linked,
    words={"are": {"いる": "are", "いない": "are not"}})
say("then", rf"{P}のシールド(?P<n>\d+)を要塞化しているのは\s*(?P<cards>.+)", card_types.fortified_by)
say("then", rf"{P}のシールド(?P<n>\d+)を構成するカードは\s*(?P<cards>.+)", card_types.shield_made_of)
say("then", rf"{P}の追加ターンは(?P<n>\d+)回", knowledge.extra_turns)
say("then", rf"(?P<card>.+?)\s*は{P}の(?P<zone>手札|マナゾーン|墓地|シールドゾーン|山札)に"
            r"(?P<was>あった|一度もなかった)",
    knowledge.was_in, words={"was": {"あった": "was", "一度もなかった": "was never"}})
say("then", rf"(?P<card>.+?)\s*は{P}の(?P<zone>手札|シールドゾーン|マナゾーン|墓地|山札)から使われた",
    knowledge.used_from)
say("then", rf"{P}は\s*(?P<card>.+?)\s*を見(?P<has>た|ていない)", knowledge.has_seen,
    words={"has": {"た": "has", "ていない": "has not"}})
say("then", rf"プレイヤー(?P<viewer>[AB])は{P}の{ANY_ZONE}の\s*(?P<card>(?:(?!カード).)+?)\s*を"
            r"見ることが(?P<can>できる|できない)",
    knowledge.can_see_card, words={"can": CAN})
say("then", r"(?P<cards>.+?)\s*のうち、名前カテゴリ「(?P<text>[^」]+)」(?:\(読み(?P<reading>[^)]+)\))?に"
            r"当てはまるのは\s*(?P<matched>.+)", knowledge.name_category, words={"matched": cards_en})
