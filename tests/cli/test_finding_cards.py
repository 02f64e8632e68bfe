"""Finding cards: ``dmrules cards`` by name prefix, keyword (English or Japanese), printed text, race,
type and civilization; the listing's keyword column; near names when nothing matches."""

from __future__ import annotations

import re

import pytest

from engine.catalog.loader import default_catalog
from engine.model.errors import DmRulesError, UnknownWordError
from reports.cli.exit_codes import ExitCode
from reports.cli.main import main
from reports.model.card_search import CardQuery, card_keywords, search

CATALOG = default_catalog()


def listed(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    """The names a listing shows (plain text: the tests' output is not a terminal)."""
    assert main(["cards", *args]) == 0
    lines = capsys.readouterr().out.splitlines()
    return [re.split(r"\s{2,}", line)[0] for line in lines[2:] if line.strip()]


def test_keyword_in_english_or_japanese_lists_the_slayers(capsys: pytest.CaptureFixture[str]) -> None:
    slayers = [c.name for c in CATALOG if "slayer" in c.keywords
               or any("slayer against" in a.static for a in c.abilities)]
    assert len(slayers) >= 20
    assert listed(capsys, "--keyword", "スレイヤー") == slayers == listed(capsys, "--keyword", "SLAYER")
    assert "ギガゲイル" in slayers  # 自然・光スレイヤー: a limited slayer is a slayer
    assert "暗黒皇女メガリア" not in slayers  # it gives slayer, it has none
    assert "slayer (nature, light)" in card_keywords(CATALOG.get("ギガゲイル"))


def test_a_name_prefix_lists_the_cards_whose_name_starts_with_it(capsys: pytest.CaptureFixture[str]) -> None:
    found = listed(capsys, "ボルメテウス")
    assert found == [c.name for c in CATALOG if c.name.startswith("ボルメテウス")] and len(found) >= 2
    assert main(["cards", "ボルメテウス・ホワイト・ドラゴン"]) == 0  # a whole name: the card itself
    assert capsys.readouterr().out.startswith("ボルメテウス・ホワイト・ドラゴン\n")
    assert main(["cards", "ボルメテウスX"]) == ExitCode.USAGE
    assert "did you mean" in capsys.readouterr().err


def test_filters_combine(capsys: pytest.CaptureFixture[str]) -> None:
    found = listed(capsys, "--type", "呪文", "--civilization", "水", "--text", "カードを２枚引")
    assert found and all(CATALOG.get(n).type.value == "spell" and "water" in CATALOG.get(n).civilizations
                         for n in found)
    assert "エナジー・ライト" in found
    dragons = listed(capsys, "--race", "ドラゴン", "--type", "creature")
    assert dragons and all(any("ドラゴン" in r for r in CATALOG.get(n).races) for n in dragons)
    assert listed(capsys, "ボルメテウス", "--keyword", "w breaker") == listed(capsys, "ボルメテウス")


def test_nothing_found_is_said_and_bad_words_are_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--text", "この文は どのカードにもない"]) == 0
    assert "no card: text" in capsys.readouterr().err
    assert main(["cards", "--keyword", "slayerr"]) == ExitCode.USAGE
    assert "unknown keyword 'slayerr'; did you mean slayer" in capsys.readouterr().err
    with pytest.raises(UnknownWordError, match="card type"):
        CardQuery.parse(types=["spel"])
    with pytest.raises(UnknownWordError, match="civilization"):
        CardQuery.parse(civilizations=["purple"])
    with pytest.raises(DmRulesError, match="empty --text"):
        CardQuery.parse(texts=[" "])


def test_the_listing_has_a_keyword_column(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "keywords" in lines[1]
    line = next(ln for ln in lines if ln.startswith("ギガジール "))
    assert "slayer" in line


def test_search_reads_every_version_of_a_card() -> None:
    with_dmps = next(c for c in CATALOG if c.dmps is not None and c.dmps.abilities and c.dmps.abilities[0].text
                     and c.dmps.abilities[0].text not in {a.text for a in c.abilities})
    words = with_dmps.dmps.abilities[0].text[:12] if with_dmps.dmps else ""
    assert with_dmps in search(CATALOG, CardQuery.parse(texts=[words]))
