"""The card catalog's cache (issue 32): plain JSON that nothing can run code from, keyed by the
contents of the card files and the engine's sources, ignored with a note when corrupt, never read
or written through a symlink; and a card file of 30,000 cards loads."""

from __future__ import annotations

import dataclasses
import json
import os
import pickle
from pathlib import Path
from typing import Any

import pytest

from engine.catalog import card_cache
from engine.catalog.loader import CARDS_DIR, Catalog
from engine.model.errors import CardDataError

CARD = "- name: {name}\n  type: creature\n  civilizations: [fire]\n  cost: {cost}\n  power: 1000\n"


def same(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (a tuple is not a list, an enum not a string)."""
    if type(a) is not type(b):
        return False
    if dataclasses.is_dataclass(a):
        return all(same(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def folder(tmp_path: Path, text: str = CARD.format(name="テスト・カード", cost=3)) -> Path:
    (tmp_path / "cards.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def test_the_cached_catalog_is_the_catalog_read_from_its_files() -> None:
    read = sorted(Catalog.read(), key=lambda c: c.name)
    Catalog.load()  # writes the cache if it is missing
    cached = card_cache.load(CARDS_DIR, card_cache.cache_key(CARDS_DIR) or "")
    assert cached is not None
    assert same(read, sorted(cached, key=lambda c: c.name))


def test_a_pickle_in_the_cache_folder_is_never_read(tmp_path: Path) -> None:
    marker = tmp_path / "ran"

    class Payload:
        def __reduce__(self) -> tuple[Any, ...]:
            return (os.system, (f"touch {marker}",))

    cards = folder(tmp_path)
    (cards / "__pycache__").mkdir()
    (cards / "__pycache__" / "catalog.pickle").write_bytes(pickle.dumps(Payload()))
    assert [c.name for c in Catalog.load(cards)] == ["テスト・カード"]
    assert not marker.exists()


def test_a_crafted_json_cache_builds_only_card_classes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = folder(tmp_path)
    key = card_cache.cache_key(cards)
    path = card_cache.cache_file(cards)
    path.parent.mkdir()
    header = json.dumps({"format": card_cache.CACHE_FORMAT, "version": card_cache.CACHE_VERSION, "key": key})
    path.write_text(header + '\n[{"~c": "Popen", "~v": {"args": "touch x"}}]', encoding="utf-8")
    assert [c.name for c in Catalog.load(cards)] == ["テスト・カード"]
    err = capsys.readouterr().err
    assert "the card cache" in err and "corrupt" in err
    assert not (tmp_path / "x").exists()


def test_a_corrupt_cache_is_noted_and_rewritten(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = folder(tmp_path)
    path = card_cache.cache_file(cards)
    path.parent.mkdir()
    path.write_bytes(b"\x80\x04\x95 not a cache at all" * 1000)
    assert [c.name for c in Catalog.load(cards)] == ["テスト・カード"]
    err = capsys.readouterr().err
    assert "the card cache" in err and "corrupt" in err and err.count("\n") == 1
    assert card_cache.load(cards, card_cache.cache_key(cards) or "") is not None  # rewritten, readable


def test_an_edit_that_keeps_size_and_time_is_not_served_stale(tmp_path: Path) -> None:
    cards = folder(tmp_path)
    assert Catalog.load(cards).get("テスト・カード").cost == 3
    path = cards / "cards.yaml"
    stat = path.stat()
    path.write_text(CARD.format(name="テスト・カード", cost=4), encoding="utf-8")
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert path.stat().st_size == stat.st_size
    assert Catalog.load(cards).get("テスト・カード").cost == 4


def test_a_cache_that_is_a_symlink_or_a_fifo_is_neither_read_nor_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "cards").mkdir()
    cards = folder(tmp_path / "cards")
    victim = tmp_path / "victim.feature"
    victim.write_text("Feature: mine\n", encoding="utf-8")
    path = card_cache.cache_file(cards)
    path.parent.mkdir()
    path.symlink_to(victim)
    assert len(Catalog.load(cards)) == 1
    assert victim.read_text(encoding="utf-8") == "Feature: mine\n" and path.is_symlink()
    assert "symlink" in capsys.readouterr().err
    path.unlink()
    os.mkfifo(path)
    assert len(Catalog.load(cards)) == 1  # never waits on the FIFO
    assert path.is_fifo()


@pytest.mark.long  # 12 s of CPU: CI runs it (README, Tests)
def test_thirty_thousand_cards_in_one_file_load(tmp_path: Path) -> None:
    text = "".join(CARD.format(name=f"カード{n}", cost=n % 10) for n in range(30_000))
    cards = folder(tmp_path, text)
    assert len(Catalog.load(cards)) == 30_000
    assert len(Catalog.load(cards)) == 30_000  # from the cache


@pytest.mark.parametrize("name", ["\"テスト\\e[2J\"", "\"テスト\\u202e\"", "\"一行\\n二行\""])
def test_a_card_name_with_a_control_character_is_refused_at_its_line(tmp_path: Path, name: str) -> None:
    cards = folder(tmp_path, CARD.format(name="正しいカード", cost=1) + CARD.format(name=name, cost=1))
    with pytest.raises(CardDataError, match=r"cards.yaml:6: field '(yaml|name)': .*(control character|one line)"):
        Catalog.read(cards)


def test_a_catalog_with_a_dmps_text_is_made_once_and_leaves_the_catalog_as_it_was() -> None:
    """Catalog.with_dmps_text: the card's DMPS version in a new catalog, the same one every time it is asked
    (a catalog never changes); the catalog asked keeps the TCG text."""
    from engine.catalog.loader import default_catalog

    catalog = default_catalog()
    name = next(d.name for d in catalog if d.dmps is not None)
    made = catalog.with_dmps_text(name)
    assert made is catalog.with_dmps_text(name)
    assert made.get(name) is catalog.get(name).dmps and catalog.get(name).dmps is not catalog.get(name)
    assert [c.name for c in made] == [c.name for c in catalog]
