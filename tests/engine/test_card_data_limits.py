"""Card data a careless or hostile user writes (issue 21): read with limits (alias expansion,
depth, size, integer length, special files), duplicate keys an error, names kept in NFC and two
cards whose names differ only in their Unicode form refused, printed numbers range-checked; each
one ``file:line: field: problem``."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

import pytest

from engine.catalog.loader import Catalog, load_file
from engine.model.errors import CardDataError

CARD = "- name: {name}\n  type: creature\n  civilizations: [fire]\n  cost: {cost}\n  power: {power}\n"


def card(name: str = "テスト・カード", cost: object = 3, power: object = 1000) -> str:
    return CARD.format(name=name, cost=cost, power=power)


def write(tmp_path: Path, text: str, name: str = "cards.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


BOMB = "".join(f"- &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(9))


@pytest.mark.parametrize("text, line, problem", [
    ("- &a [x, x, x, x, x, x, x, x, x]\n" + BOMB, None, "aliases expand"),
    ("- " + "[" * 100_000 + "]" * 100_000 + "\n", 1, "nested more than"),
    (card(cost="9" * 5000), 4, "an integer of 5000 digits"),
    (card() + "  cost: 9\n", 6, "key 'cost' given twice"),
    (card(cost=-1), 4, "-1 is out of range"),
    (card(power=10**12), 5, "out of range"),
])
def test_hostile_card_data_is_one_error_with_its_line(tmp_path: Path, text: str, line: int | None,
                                                      problem: str) -> None:
    path = write(tmp_path, text)
    with pytest.raises(CardDataError) as caught:
        load_file(path)
    assert problem in str(caught.value)
    if line is not None:
        assert caught.value.line == line


def test_a_fifo_or_a_huge_file_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    with pytest.raises(CardDataError, match="FIFO"):
        load_file(fifo)
    big = write(tmp_path, "#" * (17 * 1024 * 1024), "big.yaml")
    with pytest.raises(CardDataError, match="larger than"):
        load_file(big)


def test_names_are_kept_in_nfc(tmp_path: Path) -> None:
    nfd = unicodedata.normalize("NFD", "ボルシャック・ドラゴン")
    (found,) = load_file(write(tmp_path, card(name=nfd)))
    assert found.name == "ボルシャック・ドラゴン" == unicodedata.normalize("NFC", nfd)


@pytest.mark.parametrize("second", [unicodedata.normalize("NFD", "ボルシャック・ドラゴン"),
                                    "ﾎﾞﾙｼｬｯｸ・ドラゴン"])
def test_two_cards_whose_names_differ_only_in_form_are_refused(tmp_path: Path, second: str) -> None:
    write(tmp_path, card(name="ボルシャック・ドラゴン"), "a.yaml")
    write(tmp_path, card(name=second), "b.yaml")
    with pytest.raises(CardDataError, match="duplicate card name"):
        Catalog.load(tmp_path)


def test_the_projects_card_data_is_within_the_limits() -> None:
    assert len(Catalog.load()) > 200
