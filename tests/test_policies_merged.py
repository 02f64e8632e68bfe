"""The forks the merged branches added, each on its own: name categories and their readings,
wave strikers, older DMPS texts, the pre-2021-06-24 end of turn, and a zone verdict's "nothing"."""

from __future__ import annotations

from dataclasses import replace

from engine.game import Game
from engine.model.cards import CardDef, CardType, Civ
from engine.model.events import Event
from engine.policies.declaration_timing import TCG_DECLARATIONS, TCG_DECLARATIONS_2021_06
from engine.policies.names import WITH_RUBY, WRITTEN_ONLY, reads
from engine.policies.profiles import get_profile
from engine.policies.texts import DMPS_OLD_TEXTS, DMPS_TEXTS, TCG_TEXTS
from engine.policies.wave_striker import BOTH_SIDES, OWN_SIDE
from steps.then import zone_is
from steps.world import World


def card(name: str, ruby: tuple[tuple[str, str | None], ...] = ()) -> CardDef:
    return CardDef(name=name, type=CardType.CREATURE, civilizations=(Civ.LIGHT,), cost=1, ruby=ruby)


# 000's examples: 超聖竜 read スーパーチャンプ in one name, ちょうせいりゅう in the other; 神聖牙 is two segments.
SHIDEN = card("超聖竜シデン・ギャラクシー", (("超聖竜", "スーパーチャンプ"), ("シデン・ギャラクシー", None)))
BOLF = card("超聖竜ボルフェウス・ヘヴン", (("超聖竜", "ちょうせいりゅう"), ("ボルフェウス・ヘヴン", None)))
PUNK = card("神聖牙 UK パンク", (("神", "シェン"), ("聖牙", "チュリー"), (" UK パンク", None)))
PLAIN = card("アクア・ビークル")


def test_a_name_category_reads_its_ruby_under_the_tcg_only() -> None:
    assert WITH_RUBY.matches(SHIDEN, "超聖竜", "スーパーチャンプ")
    assert not WITH_RUBY.matches(BOLF, "超聖竜", "スーパーチャンプ")
    assert WRITTEN_ONLY.matches(BOLF, "超聖竜", "スーパーチャンプ")
    assert WITH_RUBY.matches(BOLF, "超聖竜", None)  # a category written without a reading
    assert not WITH_RUBY.matches(SHIDEN, "ボルフェウス", None)
    assert not WRITTEN_ONLY.matches(SHIDEN, "ボルフェウス", None)


def test_a_reading_spans_whole_segments_or_reads_a_plain_segment_as_written() -> None:
    assert reads(PUNK, "神聖牙", "シェンチュリー")  # two segments, their readings joined
    assert not reads(PUNK, "神聖牙", "シェン")
    assert reads(PLAIN, "アクア", "アクア")  # inside a segment without ruby: read as written
    assert not reads(PLAIN, "アクア", "あくあ")
    assert not reads(SHIDEN, "超聖竜", "超聖竜")  # the segment has ruby: not read as written
    assert not reads(SHIDEN, "ギャラクシー", "ぎゃらくしー")


def test_wave_strikers_count_on_both_sides_in_the_tcg_and_on_your_own_in_dmps() -> None:
    assert OWN_SIDE.counts("A", "A") and not OWN_SIDE.counts("A", "B")
    assert BOTH_SIDES.counts("A", "A") and BOTH_SIDES.counts("A", "B")


def test_older_dmps_texts_are_played_where_recorded() -> None:
    newer, older = card("バロン・ゴーヤマ"), card("バロン・ゴーヤマ (older)")
    both = replace(card("X"), dmps=newer, dmps_old=older)
    assert DMPS_OLD_TEXTS.version(both) is older
    assert DMPS_TEXTS.version(both) is newer
    assert TCG_TEXTS.version(both).name == "X"
    assert DMPS_OLD_TEXTS.version(replace(card("Y"), dmps=newer)) is newer  # no older text: the DMPS one


def test_before_2021_06_24_the_end_of_the_turn_is_not_looked_at_again() -> None:
    game = Game(get_profile("tcg"))
    ended = Event("turn ended", "A")
    assert not TCG_DECLARATIONS_2021_06.looks_again(game, ended)  # both players declared together
    assert TCG_DECLARATIONS.looks_again(game, ended)


def test_an_empty_zone_holds_nothing() -> None:
    world = World(get_profile("tcg"))
    assert zone_is(world, "A", "hand", "nothing") == ("nothing", "nothing")
