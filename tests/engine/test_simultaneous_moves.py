"""Simultaneous moves (engine.mechanics.moving_together, engine.policies.simultaneous_moves) and the older
rulings DMPS keeps."""

from __future__ import annotations

from collections.abc import Sequence

from engine.explorer import GameSession, explore
from engine.game import Game
from engine.mechanics.moving_together import move_together
from engine.model.cards import Effect
from engine.model.decisions import Decision, Scripted
from engine.model.objects import Card, Creature, Zone
from engine.model.trace import Replaced
from engine.policies.lots import draw_lots
from engine.policies.profiles import get_profile
from engine.policies.simultaneous_moves import ALL, ANY, CHOSEN
from tests.conftest import new_game

VANILLAS = ["爆炎野郎ジョー", "クラッグザウルス", "予言者リュゾル"]




def names(cards: Sequence[Card | Creature]) -> list[str]:
    return [c.name for c in cards]


def test_dmps_all_moves_leftmost_first_but_into_the_hand_rightmost_first() -> None:
    g = new_game("dmps", turn="B")
    creatures = [g.board.creature("A", [n]) for n in VANILLAS]
    policy = g.profile.moves
    assert names(policy.order(g, creatures[::-1], ALL, Zone.GRAVEYARD, "B")) == VANILLAS
    assert names(policy.order(g, creatures, ALL, Zone.HAND, "B")) == VANILLAS[::-1]
    assert names(policy.order(g, creatures[::-1], CHOSEN, Zone.GRAVEYARD, "B")) == VANILLAS[::-1]


def test_dmps_all_takes_the_turn_players_cards_first() -> None:
    g = new_game("dmps", turn="B")
    a = g.board.creature("A", ["爆炎野郎ジョー"])
    b = g.board.creature("B", ["クラッグザウルス"])
    assert g.profile.moves.order(g, [a, b], ALL, Zone.GRAVEYARD, "B") == [b, a]


def test_dmps_evolution_top_card_first_and_the_hand_limit_takes_the_rest() -> None:
    g = new_game("dmps", turn="B")
    g.board.cards("A", Zone.HAND, ["予言者リュゾル"] * 9)
    lancer = g.board.creature("A", ["クリスタル・ランサー", "アクア・ガード"])
    move_together(g, [lancer], Zone.HAND, "bounce", ALL, "B")
    assert g.state.players["A"].hand[-1].name == "クリスタル・ランサー"
    assert names(g.state.players["A"].graveyard) == ["アクア・ガード"]


def test_an_order_left_open_is_drawn_by_lot_and_every_draw_can_be_explored() -> None:
    g = new_game("dmps", turn="B")
    creatures = [g.board.creature("A", [n]) for n in VANILLAS[:2]]

    def order(g: Game) -> None:
        g.note(", ".join(names(g.profile.moves.order(g, creatures, ANY, Zone.DECK, "B"))))

    graph = explore(GameSession(g, [order]), (Decision.LOTTERY,))
    orders = {records[-1].text() for _, records in graph.paths()}
    assert orders == {", ".join(VANILLAS[:2]), ", ".join(VANILLAS[1::-1])}


def test_a_scripted_draw_forces_the_lots() -> None:
    script = Scripted()
    script.add("A", Decision.LOTTERY, "クラッグザウルス")
    g = new_game("dmps", decider=script, turn="B")
    assert draw_lots(g, "A", VANILLAS, lambda n: n) == "クラッグザウルス"
    assert draw_lots(g, "A", VANILLAS, lambda n: n) in VANILLAS  # back to the seeded RNG


def test_tcg_owners_order_their_own_cards_turn_player_first() -> None:
    script = Scripted()
    script.add("B", Decision.MOVE_ORDER, "予言者リュゾル")
    g = new_game("tcg", decider=script, turn="B")
    a = g.board.creature("A", ["爆炎野郎ジョー"])
    b1, b2 = g.board.creature("B", ["クラッグザウルス"]), g.board.creature("B", ["予言者リュゾル"])
    assert g.profile.moves.order(g, [a, b1, b2], ALL, Zone.GRAVEYARD, "B") == [b2, b1, a]


def test_dmps_first_time_is_the_first_card_moved_tcg_every_card_moved_together() -> None:
    assert get_profile("dmps").moves.first_time_together is False
    assert get_profile("dmps-old").moves.first_time_together is False
    assert get_profile("tcg").moves.first_time_together is True


def test_one_or_more_triggers_once_for_a_batch_and_again_for_the_next() -> None:
    g = new_game("dmps", turn="B")
    dragons = ("インフィニティ・ドラゴン", "グラディアン・レッド・ドラゴン", "紅神龍メルガルス",
               "ボルメテウス・ホワイト・ドラゴン")
    _, *others = [g.board.creature("A", [n]) for n in dragons]

    def triggered() -> int:
        return len([w for w in g.state.waiting if w.source_name == "インフィニティ・ドラゴン"])

    move_together(g, others[:2], Zone.GRAVEYARD, "destroyed", ALL, "B")
    assert triggered() == 1
    move_together(g, others[2:], Zone.GRAVEYARD, "destroyed", ALL, "B")
    assert triggered() == 2


def _venus_and_akashic(profile: str) -> Game:
    script = Scripted()
    script.add("A", Decision.LOTTERY, "超神星ヴィーナス・ラ・セイントマザー")
    g = new_game(profile, decider=script, turn="A")
    g.board.creature("A", ["超神星ヴィーナス・ラ・セイントマザー", *["晴天の守護者レゾ・パコス"] * 3])
    g.board.creature("A", ["電磁無頼アカシック・サード"])
    g.effect("A", Effect("swap", {"out": "random", "in": {"evolution": False}}))
    return g


def test_dmps_swap_goes_as_far_as_it_can_so_meteorburn_fires() -> None:
    g = _venus_and_akashic("dmps")
    assert len(g.state.players["A"].battle[0].cards) == 3
    assert names(g.state.players["A"].graveyard) == ["晴天の守護者レゾ・パコス"]
    assert len(g.state.players["A"].battle) == 2


def test_tcg_swap_that_cannot_complete_is_not_carried_out() -> None:
    g = _venus_and_akashic("tcg")
    assert len(g.state.players["A"].battle[0].cards) == 4
    assert g.state.players["A"].graveyard == []
    assert not g.trace.of(Replaced)


def test_leave_replacement_is_offered_only_to_the_leaving_creature_as_a_whole() -> None:
    g = new_game("dmps", turn="B")
    venus = g.board.creature("A", ["超神星ヴィーナス・ラ・セイントマザー", "晴天の守護者レゾ・パコス"])
    g.destroy([venus])
    assert venus in g.state.players["A"].battle and len(venus.cards) == 1
    g.destroy([venus])  # nothing left under it: the meteorburn can't be used
    assert venus not in g.state.players["A"].battle
    assert names(g.state.players["A"].graveyard) == ["晴天の守護者レゾ・パコス", "超神星ヴィーナス・ラ・セイントマザー"]


def test_redirections_per_attack_dmps_once_tcg_again() -> None:
    for profile, blocks in (("dmps", ["アクア・ガード"]), ("tcg", ["アクア・ガード", "シーマイン"])):
        script = Scripted()
        script.add("B", "block", "アクア・ガード", "シーマイン")
        g = new_game(profile, decider=script, turn="A")
        g.board.turn("A", 3)
        attacker = g.board.creature("A", ["群れを守るトライ・ホーン"])
        g.board.creature("B", ["アクア・ガード"])
        g.board.creature("B", ["シーマイン"])
        g.board.cards("B", Zone.SHIELDS, ["予言者リュゾル"] * 5)
        g.attack(attacker, "B")
        got = [e.creature.name for e in g.state.events if e.kind == "blocked" and e.creature is not None]
        assert got == blocks, profile
