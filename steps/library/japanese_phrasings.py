"""Japanese phrasings of the core vocabulary (``# language: ja`` feature files).

Each step translates its words (zones, counters, card lists) into the English step's arguments
and calls the English step function: there is one implementation per step. Card lists use
「、」; names may be written in 《》; marks: （タップ）, （このターンに召喚）, （Yの上） for an
evolution on Y (or ``Yの上のX``); ``A＋B`` linked cards; ``X×3`` is three of X; ``なし`` is nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pytest_bdd import given, when

from engine.model.trace import Record
from steps.library import (
    actions,
    basic_rules,
    board,
    choices,
    declarations,
    game_state,
    mana,
    pending,
    rebuild,
    replacement,
    resolution_order,
    simultaneous_moves,
    zones,
)
from steps.runtime.lists import split_list
from steps.runtime.phrases import phrase
from steps.runtime.twins import twin_of
from steps.runtime.verdicts import verdict_ja
from steps.runtime.world import World

P = r"プレイヤー(?P<player>[AB])"
ZONE = {"手札": "hand", "マナゾーン": "mana zone", "墓地": "graveyard", "シールドゾーン": "shield zone",
        "シールド": "shields", "山札": "deck", "超次元ゾーン": "hyperspatial zone", "バトルゾーン": "battle zone",
        "超GRゾーン": "super GR zone"}
MARKS = {"タップ": "tapped", "タップ状態": "tapped", "このターンに召喚": "summoned this turn",
         "召喚酔い": "summoned this turn", "表向き": "face up"}
COUNTERS = {"最大マナ": "max mana", "使用可能マナ": "usable mana", "使用可能マナの上限": "usable-mana cap",
            "アンタップしているマナ": "untapped mana"}
TABLE_HEADER = {"発生源": "source", "能力": "ability", "コントローラー": "controller"}


def card_en(name: str) -> str:
    """One card name: 《》 and spaces around it removed."""
    return name.replace("《", "").replace("》", "").strip()


def cards_en(text: str) -> str:
    """A Japanese card list written the way the English steps read it (``A, 3 x B on C (tapped)``)."""
    text = card_en(text)
    if text in ("なし", "何もない"):
        return "nothing"
    return ", ".join(_entry_en(item) for item in split_list(text))


def _entry_en(item: str) -> str:
    item = re.sub(r"\s*[+＋]\s*", " + ", item)  # ``A＋B``: linked cards (``A + B``)
    stacked = re.fullmatch(r"(.+?)の上の(.+)", item)  # ``Yの上のX``: X evolved onto Y
    if stacked:
        return f"{_entry_en(stacked.group(2))} on {card_en(stacked.group(1))}"
    m = re.fullmatch(r"(.+?)\s*[(（]([^)）]*)[)）]", item)
    name, marks = (m.group(1), [x.strip() for x in re.split(r"[,、]", m.group(2)) if x.strip()]) if m else (item, [])
    count = re.fullmatch(r"(.+?)\s*[×x]\s*(\d+)", name)
    name = f"{count.group(2)} x {count.group(1).strip()}" if count else name.strip()
    under = "".join(f" on {card_en(mk[:-2])}" for mk in marks if mk.endswith("の上"))
    rest = [MARKS.get(mk, mk) for mk in marks if not mk.endswith("の上")]
    return name + under + (f" ({', '.join(rest)})" if rest else "")


# ------------------------------------------------------------------- 前提 (given)
@given(phrase(rf"{P}のターンである"))
@twin_of(board.turn_of)
def ja_turn_of(world: World, player: str) -> None:
    """It is player A's turn (``it is player A's turn``)."""
    board.turn_of(world, player)


@given(phrase(rf"{P}の(?P<n>\d+)ターン目である"))
@twin_of(board.turn_number)
def ja_turn_number(world: World, player: str, n: str) -> None:
    """Player A's n-th turn (``it is player A's turn n``)."""
    board.turn_number(world, player, n)


@given(phrase(r"ターンは(?P<step>マナチャージ|メイン|攻撃)ステップにある"))
@twin_of(board.turn_step)
def ja_turn_step(world: World, step: str) -> None:
    """The turn is in this step (``the turn is in its main step``)."""
    board.turn_step(world, {"マナチャージ": "mana charge", "メイン": "main", "攻撃": "attack"}[step])


# 決定 (decisions): one Japanese step per English decision form, calling its step function.
@given(phrase(rf"{P}は(?:バトルゾーンに出すクリーチャーとして)?\s*(?P<cards>(?:(?!として).)+?)\s*の順に選ぶ"))
@twin_of(board.will_put_into_battle)
def ja_choose_for_battle(world: World, player: str, cards: str) -> None:
    """Script the creatures an effect puts into the battle zone, in order
    (``player A will choose X then Y to put into the battle zone``)."""
    board.will_put_into_battle(world, player, cards_en(cards))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*を対象に選ぶ"))
@twin_of(board.will_target)
def ja_choose_target(world: World, player: str, card: str) -> None:
    """Script a target (``player A will choose X as target``)."""
    board.will_target(world, player, card_en(card))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*を先に解決する"))
@twin_of(board.will_resolve_first)
def ja_resolve_first(world: World, player: str, card: str) -> None:
    """Script the order of waiting effects (``player A will resolve X first``)."""
    board.will_resolve_first(world, player, card_en(card))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*のガードマンを使う"))
@twin_of(board.will_use_guardman)
def ja_guardman(world: World, player: str, card: str) -> None:
    """Script a ガードマン (``player A will use the guardman of X``)."""
    board.will_use_guardman(world, player, card_en(card))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*でブロックする"))
@twin_of(board.will_block)
def ja_block(world: World, player: str, card: str) -> None:
    """Script a block (``player A will block with X``)."""
    board.will_block(world, player, card_en(card))


@given(phrase(rf"{P}はブロックしない"))
@twin_of(board.will_not_block)
def ja_not_block(world: World, player: str) -> None:
    """Script no block (``player A will not block``)."""
    board.will_not_block(world, player)


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*のシールド・トリガーを使う"))
@twin_of(board.will_use_shield_trigger)
def ja_use_shield_trigger(world: World, player: str, card: str) -> None:
    """Script using a shield trigger (``player A will use the shield trigger of X``)."""
    board.will_use_shield_trigger(world, player, card_en(card))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*のシールド・トリガーを使わない"))
@twin_of(board.will_not_use_shield_trigger)
def ja_not_use_shield_trigger(world: World, player: str, card: str) -> None:
    """Script not using a shield trigger (``player A will not use the shield trigger of X``)."""
    board.will_not_use_shield_trigger(world, player, card_en(card))


@given(phrase(rf"{P}はマナゾーンに置くカードとして\s*(?P<cards>.+?)\s*(?:の順に|を)選ぶ"))
@twin_of(board.will_put_into_mana)
def ja_put_into_mana(world: World, player: str, cards: str) -> None:
    """Script the cards an effect puts into the mana zone (``player A will choose X to put into mana``)."""
    board.will_put_into_mana(world, player, cards_en(cards))


@given(phrase(rf"{P}は(?:左から)?(?P<shield>\d+)枚目のシールドをブレイクする"))
@twin_of(board.will_break_shield)
def ja_break_shield(world: World, player: str, shield: str) -> None:
    """Script the shield an attack breaks (``player A will break shield n``)."""
    board.will_break_shield(world, player, shield)


@given(phrase(rf"{P}は\s*(?P<cards>.+?)\s*(?:の順に|を)使用宣言する"))
@twin_of(board.will_declare)
def ja_declare(world: World, player: str, cards: str) -> None:
    """Script declared abilities, in order (``player A will declare X then Y``)."""
    board.will_declare(world, player, cards_en(cards))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*を使用宣言しない"))
@twin_of(board.will_not_declare)
def ja_not_declare(world: World, player: str, card: str) -> None:
    """Script declaring nothing more (``player A will not declare X``)."""
    board.will_not_declare(world, player, card_en(card))


@given(phrase(rf"{P}は手札から\s*(?P<cards>.+?)\s*(?:の順に|を)唱える"))
@twin_of(board.will_cast_from_hand)
def ja_cast_from_hand(world: World, player: str, cards: str) -> None:
    """Script the spells an effect casts from the hand (``player A will cast X from hand``)."""
    board.will_cast_from_hand(world, player, cards_en(cards))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*をコストを支払わずに唱えない"))
@twin_of(board.will_not_cast_for_free)
def ja_not_cast_for_free(world: World, player: str, card: str) -> None:
    """Script declining a free cast (``player A will not cast X for free``)."""
    board.will_not_cast_for_free(world, player, card_en(card))


@given(phrase(rf"{P}はプレイヤー(?P<owner>[AB])の(?:左から)?(?P<shield>\d+)枚目のシールドを選ぶ"))
@twin_of(board.will_choose_shield)
def ja_choose_shield(world: World, player: str, owner: str, shield: str) -> None:
    """Script the shield an effect chooses (``player A will choose player B's shield n``)."""
    board.will_choose_shield(world, player, owner, shield)


@given(phrase(rf"{P}は捨てるカードとして\s*(?P<cards>.+?)\s*(?:の順に|を)選ぶ"))
@twin_of(simultaneous_moves.will_choose_discard)
def ja_discard(world: World, player: str, cards: str) -> None:
    """Script the cards a discard selects, in order (``player A will choose X to discard``)."""
    simultaneous_moves.will_choose_discard(world, player, cards_en(cards))


@given(phrase(rf"{P}は手札に戻すカードとして\s*(?P<cards>.+?)\s*(?:の順に|を)選ぶ"))
@twin_of(mana.choose_to_return)
def ja_return_to_hand(world: World, player: str, cards: str) -> None:
    """Script a mana recovery (``player A will choose X to return to the hand``)."""
    mana.choose_to_return(world, player, cards_en(cards))


@given(phrase(rf"{P}はシールドを(?P<n>\d+)枚ブレイクすることを選ぶ"))
@twin_of(basic_rules.choose_breaker)
def ja_choose_breaker(world: World, player: str, n: str) -> None:
    """Script which breaker ability applies (``player A will choose to break n shields``)."""
    basic_rules.choose_breaker(world, player, n)


@given(phrase(rf"{P}は同時に移動するカードを\s*(?P<cards>.+?)\s*の順にする"))
@twin_of(simultaneous_moves.will_order)
def ja_move_order(world: World, player: str, cards: str) -> None:
    """Script the order of cards that move together (``player A will order X, Y as they move together``)."""
    simultaneous_moves.will_order(world, player, cards_en(cards))


@given(phrase(rf"{P}は\s*(?P<cards>.+?)\s*の置換効果を適用する"))
@twin_of(replacement.will_apply)
def ja_apply_replacement(world: World, player: str, cards: str) -> None:
    """Script which replacement effect applies, one per event (``player A will apply the replacement
    effect of X``)."""
    replacement.will_apply(world, player, cards_en(cards))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*の置換効果を使わない"))
@twin_of(replacement.will_not_use)
def ja_not_use_replacement(world: World, player: str, card: str) -> None:
    """Script declining an optional replacement effect (``player A will not use the replacement
    effect of X``)."""
    replacement.will_not_use(world, player, card_en(card))


@given(phrase(rf"{P}の抽選では\s*(?P<cards>.+?)\s*(?:の順に|が)選ばれる"))
@twin_of(simultaneous_moves.lots_will_pick)
def ja_lots(world: World, player: str, cards: str) -> None:
    """Script the random draws of a player's effects (``player A's random choices will pick X, Y``)."""
    simultaneous_moves.lots_will_pick(world, player, cards_en(cards))


@given(phrase(rf"{P}は(?P<zone>墓地|マナゾーン)から\s*(?P<cards>.+?)\s*(?:の順に|を)唱える"))
@twin_of(board.will_cast_from_zone)
def ja_cast_from_zone(world: World, player: str, zone: str, cards: str) -> None:
    """Script the spells an effect casts from the graveyard or the mana zone (``player A will cast X
    from the graveyard``)."""
    board.will_cast_from_zone(world, player, cards_en(cards), {"墓地": "graveyard"}.get(zone, "mana zone"))


@given(phrase(rf"{P}は\s*(?P<cards>.+?)\s*の順にシールド・トリガーを使う"))
@twin_of(pending.trigger_order)
def ja_trigger_order(world: World, player: str, cards: str) -> None:
    """Script the order of declared shield triggers (``player A will use the shield triggers in this
    order: X, Y``)."""
    pending.trigger_order(world, player, cards_en(cards))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*の任意の能力を(?P<use>使う|使わない)"))
@twin_of(pending.optional_ability)
def ja_optional_ability(world: World, player: str, card: str, use: str) -> None:
    """Script a "may" (``player A will use|not use the optional ability of X``)."""
    pending.optional_ability(world, player, "use" if use == "使う" else "not use", card_en(card))


@given(phrase(rf"{P}は\s*(?P<cards>.+?)\s*を別々のクリーチャーとして残す"))
@twin_of(rebuild.will_keep)
def ja_keep_separate(world: World, player: str, cards: str) -> None:
    """Script the old rebuild (``player A will keep X, Y as separate creatures``)."""
    rebuild.will_keep(world, player, cards_en(cards))


@given(phrase(rf"{P}は\s*(?P<creature>.+?)\s*の下に置くカードとして\s*(?P<cards>.+?)\s*(?:の順に|を)選ぶ"))
@twin_of(rebuild.will_put_under)
def ja_put_under(world: World, player: str, creature: str, cards: str) -> None:
    """Script the cards put under a creature (``player A will choose X, Y to put under Z``)."""
    rebuild.will_put_under(world, player, cards_en(cards), card_en(creature))


@given(phrase(rf"{P}は\s*(?P<card>.+?)\s*のG・ストライクを(?P<use>使う|使わない)"))
@twin_of(declarations.will_use_g_strike)
def ja_g_strike(world: World, player: str, card: str, use: str) -> None:
    """Script a G・ストライク (``player A will use|not use the G・ストライク of X``)."""
    declarations.will_use_g_strike(world, player, "use" if use == "使う" else "not use", card_en(card))


@given(phrase(rf"{P}はハイパーエナジーで\s*(?P<cards>.+?)\s*(?:の順に|を)タップする"))
@twin_of(choices.will_tap_for_hyper_energy)
def ja_hyper_energy(world: World, player: str, cards: str) -> None:
    """Script the creatures ハイパーエナジー taps (``player A will tap X, Y for hyper energy``)."""
    choices.will_tap_for_hyper_energy(world, player, "nothing" if cards.strip() == "なし" else cards_en(cards))


@given(phrase(rf"{P}は種族として\s*(?P<race>.+?)\s*を選ぶ"))
@twin_of(choices.will_choose_race)
def ja_choose_race(world: World, player: str, race: str) -> None:
    """Script the race an ability chooses (``player A will choose the race R``)."""
    choices.will_choose_race(world, player, race.strip())


@given(phrase(rf"{P}はジャンケンで(?P<hand>グー|チョキ|パー)を出す"))
@twin_of(choices.will_show_janken)
def ja_show_janken(world: World, player: str, hand: str) -> None:
    """Script the hand shown in a ジャンケン (``player A will show paper in janken``)."""
    choices.will_show_janken(world, player, {"グー": "rock", "チョキ": "scissors", "パー": "paper"}[hand])


@given(phrase(rf"{P}は(?:ダイナモで\s*(?P<card>.+?)\s*にパワーと能力を加える|(?P<keep>ダイナモを使わない))"))
@twin_of(choices.will_give_dynamo)
def ja_give_dynamo(world: World, player: str, card: str | None = None, keep: str | None = None) -> None:
    """Script the next ダイナモ decision (``player A will give the dynamo to Y`` / ``keep the dynamo``)."""
    choices.will_give_dynamo(world, player, card, "keep" if keep else None)


@given(phrase(rf"{P}はコスト(?P<n>\d+)を選ぶ"))
@twin_of(choices.will_choose_cost)
def ja_choose_cost(world: World, player: str, n: str) -> None:
    """Script the cost of a twinpact card an effect refers to (``player A will choose cost N``)."""
    choices.will_choose_cost(world, player, n)


@given(phrase(rf"{P}は進化元として\s*(?P<cards>.+?)\s*(?:の順に|を)選ぶ"))
@twin_of(choices.will_evolve_onto)
def ja_evolve_onto(world: World, player: str, cards: str) -> None:
    """Script the evolution sources (``player A will evolve onto X, Y``)."""
    choices.will_evolve_onto(world, player, cards_en(cards))


@given(phrase(rf"{P}はバトルゾーンを離れるカードとして\s*(?P<card>.+?)\s*を選ぶ"))
@twin_of(choices.will_choose_leaving_god)
def ja_leaving_god(world: World, player: str, card: str) -> None:
    """Script which god of a link leaves (``player A will choose X to leave the battle zone``)."""
    choices.will_choose_leaving_god(world, player, card_en(card))


@given(phrase(rf"{P}はモード「(?P<label>[^」]+)」を選ぶ"))
@twin_of(choices.will_choose_mode)
def ja_choose_mode(world: World, player: str, label: str) -> None:
    """Script a mode (``player A will choose the mode "L"``)."""
    choices.will_choose_mode(world, player, label)


@given(phrase(r"(?P<card>.+?)\s*はすべてのプロファイルでDMPS版のテキストを使う"))
@twin_of(resolution_order.dmps_text_everywhere)
def ja_dmps_text_everywhere(world: World, card: str) -> None:
    """Every profile plays the card's DMPS version (``X plays its DMPS text under every profile``)."""
    resolution_order.dmps_text_everywhere(world, card_en(card))


# ------------------------------------------------------------------- もし (when)
@when(phrase(rf"{P}は\s*(?P<card>.+?)\s*を\s*(?:(?P<onto>.+?)\s*の上に\s*)?召喚する"))
@twin_of(actions.summon)
def ja_summon(world: World, player: str, card: str, onto: str | None) -> None:
    """Summon from hand, paying (``player A summons X [onto Y]``)."""
    actions.summon(world, player, card_en(card), card_en(onto) if onto else None)


@when(phrase(rf"{P}は\s*(?P<card>.+?)\s*のハイパー化を使う"))
@twin_of(actions.hyperize)
def ja_hyperize(world: World, player: str, card: str) -> None:
    """Use ハイパー化 (``player A uses the ハイパー化 of X``)."""
    actions.hyperize(world, player, card_en(card))


@when(phrase(rf"{P}は\s*(?P<card>.+?)\s*のムゲンクライムを使う"))
@twin_of(actions.summon_by_mugen_climb)
def ja_mugen_climb(world: World, player: str, card: str) -> None:
    """Summon by ムゲンクライム (``player A uses ムゲンクライム to summon X``)."""
    actions.summon_by_mugen_climb(world, player, card_en(card))


@when(phrase(rf"{P}は\s*(?P<card>.+?)\s*のギャラクシールドを使う"))
@twin_of(actions.use_galaxyshield)
def ja_use_galaxyshield(world: World, player: str, card: str) -> None:
    """Use a card's ギャラクシールド (``player A uses the ギャラクシールド of X``)."""
    actions.use_galaxyshield(world, player, card_en(card))


@when(phrase(rf"{P}はタマシードの\s*(?P<card>.+?)\s*を使う"))
@twin_of(actions.use_tamaseed)
def ja_use_tamaseed(world: World, player: str, card: str) -> None:
    """Use a タマシード from hand (``player A uses the タマシード X``)."""
    actions.use_tamaseed(world, player, card_en(card))


@when(phrase(rf"{P}は\s*(?P<card>.+?)\s*を(?P<free>コストを支払わずに)?唱える"))
@twin_of(actions.cast)
def ja_cast(world: World, player: str, card: str, free: str | None) -> None:
    """Cast from hand (``player A casts X [without paying its cost]``)."""
    actions.cast(world, player, card_en(card), " without paying its cost" if free else None)


@when(phrase(rf"{P}は\s*(?P<card>.+?)\s*を(?:マナ)?チャージする"))
@twin_of(actions.charge)
def ja_charge(world: World, player: str, card: str) -> None:
    """Charge a card from hand (``player A charges X``)."""
    actions.charge(world, player, card_en(card))


@when(phrase(rf"{P}は\s*(?P<card>.+?)\s*で\s*(?P<target>プレイヤー[AB]|.+?)\s*を攻撃する"))
@twin_of(actions.attack)
def ja_attack(world: World, player: str, card: str, target: str) -> None:
    """Attack a player or a creature (``player A attacks player B|Y with X``)."""
    tgt = "player " + target[-1] if re.fullmatch(r"プレイヤー[AB]", target) else card_en(target)
    actions.attack(world, player, tgt, card_en(card))


@when(phrase(rf"{P}はターンを終了する"))
@twin_of(actions.end_turn)
def ja_end_turn(world: World, player: str) -> None:
    """End the turn (``player A ends the turn``)."""
    actions.end_turn(world, player)


@when(phrase(rf"{P}のターンが始まる"))
@twin_of(actions.turn_starts)
def ja_turn_starts(world: World, player: str) -> None:
    """The player's turn starts (``player A's turn starts``)."""
    actions.turn_starts(world, player)


@when(phrase(rf"{P}はカードを(?P<n>\d+)枚引く"))
@twin_of(actions.draws)
def ja_draws(world: World, player: str, n: str) -> None:
    """Draw n cards (``player A draws n cards``)."""
    actions.draws(world, player, n)


@when(phrase(rf"効果で{P}の山札の上から(?P<n>\d+)枚を(?P<zone>手札|マナゾーン|シールド)に(?:加える|置く)"))
@twin_of(actions.effect_from_deck)
def ja_effect_from_deck(world: World, player: str, n: str, zone: str) -> None:
    """An effect moves the top n cards of the deck (``an effect puts n cards from player A's deck
    into their hand|mana zone|shields``)."""
    actions.effect_from_deck(world, n, player, ZONE[zone])


# ----------------------------------------------------------------- ならば (then)
@verdict_ja(rf"{P}の(?P<counter>最大マナ|使用可能マナの上限|使用可能マナ|アンタップしているマナ)(?:は|が)(?P<n>\d+)")
@twin_of(game_state.counter_is)
def ja_counter_is(world: World, player: str, counter: str, n: str) -> tuple[str, str]:
    """A mana counter (``player A's max mana|usable-mana cap|usable mana|untapped mana is n``)."""
    return game_state.counter_is(world, player, COUNTERS[counter], n)


@verdict_ja(rf"{P}は\s*(?P<card>.+?)\s*を(?P<can>召喚できる|召喚できない|唱えられる|唱えられない)"
            r"(?:[:：]\s*(?P<reason>.+))?")
@twin_of(game_state.can_play)
def ja_can_play(world: World, player: str, card: str, can: str, reason: str | None = None) -> tuple[str, str]:
    """Whether a card in hand could be played now (``player A can|cannot summon|cast X[: reason]``)."""
    verb = "summon" if can.startswith("召喚") else "cast"
    return game_state.can_play(world, player, "cannot" if can.endswith("ない") else "can", verb, card_en(card),
                               reason)


@verdict_ja(r"直前の行動は拒否される(?:[:：]\s*(?P<reason>.+))?")
@twin_of(game_state.last_refused)
def ja_last_refused(world: World, reason: str | None = None) -> tuple[str, str]:
    """The last action was refused (``the last action is refused[: reason]``)."""
    return game_state.last_refused(world, reason)


@verdict_ja(r"直前の行動は認められる")
@twin_of(game_state.last_allowed)
def ja_last_allowed(world: World) -> tuple[str, str]:
    """The last action went through (``the last action is allowed``)."""
    return game_state.last_allowed(world)


@verdict_ja(rf"(?P<card>.+?)\s*は{P}の(?P<zone>手札|マナゾーン|墓地|シールドゾーン|山札|バトルゾーン|超次元ゾーン|超GRゾーン)に"
            r"(?P<is_>ある|いる|ない|いない)")
@twin_of(game_state.card_in)
def ja_card_in(world: World, card: str, player: str, zone: str, is_: str) -> tuple[str, str]:
    """Whether a card is in a zone (``X is|is not in player A's battle zone``)."""
    return game_state.card_in(world, card_en(card), "is not" if is_.endswith("ない") else "is", player, ZONE[zone])


@verdict_ja(r"(?P<who>プレイヤー[AB]が勝つ|プレイヤー[AB]が負ける|両プレイヤーが負ける|どのプレイヤーも勝たない|ゲームは続く)")
@twin_of(game_state.game_result)
def ja_game_result(world: World, who: str) -> tuple[str, str]:
    """Who won (``player A wins|loses``, ``both players lose``, ``no player wins``, ``the game goes on``)."""
    fixed = {"両プレイヤーが負ける": "both players lose", "どのプレイヤーも勝たない": "no player wins",
             "ゲームは続く": "the game goes on"}
    en = fixed.get(who) or f"player {who[5]} " + ("wins" if who.endswith("勝つ") else "loses")
    return game_state.game_result(world, en)


@verdict_ja(rf"{P}が引いたカードは(?P<n>\d+)枚")
@twin_of(zones.drew)
def ja_drew(world: World, player: str, n: str) -> tuple[str, str]:
    """How many cards the player drew (``player A drew n cards``)."""
    return zones.drew(world, player, n)


def _order_table(datatable: list[list[str]]) -> list[list[str]]:
    """An order table with a Japanese header (発生源 | 能力 | コントローラー) as the English step reads it."""
    header = [TABLE_HEADER.get(h.strip(), h.strip()) for h in datatable[0]]
    rows = [[c.strip().removeprefix("プレイヤー") if h == "controller" else card_en(c) if h == "source" else c
             for h, c in zip(header, row, strict=False)] for row in datatable[1:]]
    return [header, *rows]


def _ja_resolution_steps(world: World, datatable: list[list[str]]) -> Callable[[Record], list[str]]:
    return resolution_order.resolution_steps(world, _order_table(datatable))


@verdict_ja(r"待機した効果は次の順に解決される[:：]?", order=_ja_resolution_steps)
@twin_of(resolution_order.resolve_order)
def ja_resolve_order(world: World, datatable: list[list[str]]) -> tuple[str, str]:
    """The waiting effects resolved in this order (``the waiting effects resolve in this order:``;
    header 発生源 | 能力 | コントローラー, or the English one)."""
    return resolution_order.resolve_order(world, _order_table(datatable))


@verdict_ja(r"待機した効果はどの順でも解決できる", explores=True)
@twin_of(resolution_order.any_order)
def ja_any_order(world: World) -> tuple[str, str]:
    """Every order is reachable (``the waiting effects may resolve in any order``)."""
    return resolution_order.any_order(world)


@verdict_ja(r"待機した効果は決まった一つの順に解決される", explores=True)
@twin_of(resolution_order.fixed_order)
def ja_fixed_order(world: World) -> tuple[str, str]:
    """No choice changes the order (``the waiting effects resolve in one fixed order``)."""
    return resolution_order.fixed_order(world)
