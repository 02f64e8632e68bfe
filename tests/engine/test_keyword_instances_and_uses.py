"""Keyword instances (110.7: two スレイヤー destroy twice) and the 'you used this turn' condition (701.5a: a
card used — cast, summoned, a タマシード used — counts; one put by an effect does not)."""

from __future__ import annotations

from engine.game import Game
from engine.kernel.registry import Context, check
from engine.mechanics import discard_instead, galaxyshield
from engine.mechanics.filters import has_keyword, keyword_instances
from engine.model.events import Event
from engine.model.objects import Zone
from tests.conftest import new_game


def test_each_grant_is_an_instance() -> None:
    g = new_game("tcg", turn="A")
    g.board.creature("A", ["暗黒皇女メガリア"])
    fire = g.board.creature("A", ["紅神龍メルガルス"])
    assert keyword_instances(g, fire, "slayer") == 1
    g.board.creature("A", ["砂男"])
    assert keyword_instances(g, fire, "slayer") == 2 and has_keyword(g, fire, "slayer")
    assert keyword_instances(g, fire, "blocker") == 0 and not has_keyword(g, fire, "blocker")


def _used(g: Game, cause: str, kind: str, name: str) -> bool:
    card, = g.board.cards("A", Zone.HAND, [name])
    g.state.events.append(Event(kind, "A", card=card, cause=cause, data={"turn": g.state.turn_id}))
    ctx = Context(g, "A", None)
    return check(ctx, {"you used this turn": {"type": "spell", "min cost": 5}})


def test_a_cast_spell_counts_and_a_put_card_does_not() -> None:
    assert _used(new_game("tcg", turn="A"), "cast", "cast", "デーモン・ハンド")
    assert not _used(new_game("tcg", turn="A"), "effect", "entered", "デーモン・ハンド")
    assert not _used(new_game("tcg", turn="A"), "cast", "cast", "トキシック・パイプ")  # cost 1


def test_galaxyshield_pays_its_own_cost_and_puts_the_card_face_up() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["予言者リュゾル"] * 3)
    card, = g.board.cards("A", Zone.HAND, ["「純愛の紅」"])
    assert galaxyshield.problem(g, "A", card) is None
    assert galaxyshield.problem(g, "B", card) is not None  # not in B's hand
    g.use_galaxyshield("A", card)
    assert card in g.state.players["A"].shields and card.face_up


def test_no_galaxyshield_and_a_locked_use() -> None:
    g = new_game("tcg", turn="A")
    g.board.cards("A", Zone.MANA, ["アクア・ビークル"] * 5)
    plain, spell = g.board.cards("A", Zone.HAND, ["デーモン・ハンド", "三・騎・繚・乱"])
    assert "has no ギャラクシールド" in (galaxyshield.problem(g, "A", plain) or "")
    assert galaxyshield.problem(g, "A", spell) is None
    g.board.creature("B", ["聖霊王アルファディオス", "予言者リュゾル"])
    assert "cannot be used" in (galaxyshield.problem(g, "A", spell) or "")


def test_sabaki_z_reads_only_a_judgement_crest_from_the_shield_zone() -> None:
    for shield, summoned in (("予言者リュゾル", False), ("剣参ノ裁キ", True)):
        g = new_game("tcg", turn="A")
        attacker = g.board.creature("A", ["青銅の鎧"])
        g.board.cards("B", Zone.SHIELDS, [shield])
        sabaki, = g.board.cards("B", Zone.HAND, ["煌メク聖戦 絶十"])
        g.attack(attacker, "B")
        assert (sabaki in g.state.players["B"].hand) != summoned


def test_abyss_rush_only_from_the_graveyard() -> None:
    for zone, rushed in ((Zone.GRAVEYARD, True), (Zone.HAND, False)):
        g = new_game("tcg", turn="A")
        g.board.cards("A", Zone.MANA, ["うごめく者ボーン・グール"] * 2)
        card, = g.board.cards("A", zone, ["キーロック=デボック"])
        g.summon("A", card)
        cr = g.state.creature_of(card)
        assert cr is not None and has_keyword(g, cr, "attacks players the turn it enters") == rushed
        assert bool(g.state.at_end_of_turn) == rushed


def test_a_discard_replaced_once_for_all_the_cards() -> None:
    g = new_game("tcg", turn="A")
    g.board.creature("B", ["グラディアン・バレット・ドラゴン"])
    cheap = g.board.cards("B", Zone.HAND, ["爆炎野郎ジョー", "爆炎野郎ジョー", "ボルシャック・ドラゴン"])
    left = discard_instead.replace(g, cheap)
    assert left == [cheap[2]] and len(g.state.players["B"].battle) == 3
    assert discard_instead.replace(g, g.board.cards("B", Zone.HAND, ["爆炎野郎ジョー"])) != []  # once per turn
