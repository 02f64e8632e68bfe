"""``dmrules verify --dry-run`` in this process: what it binds and checks without running a scenario."""

from __future__ import annotations

from pathlib import Path

from reports.model.dry_run import DryRun, dry_run


def checked(tmp_path: Path, *steps: str, language: str = "en") -> DryRun:
    """A dry run of one scenario made of ``steps`` (``Given ...`` lines; ``language: ja`` for a Japanese file)."""
    head = "# language: ja\n機能: 試す\n  シナリオ: 一つ\n" if language == "ja" else "Feature: Try\n  Scenario: one\n"
    path = tmp_path / "features" / "try.feature"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(head + "".join(f"    {s}\n" for s in steps), encoding="utf-8")
    return dry_run(tmp_path, [path], lambda _: True)


def problems(tmp_path: Path, *steps: str, language: str = "en") -> list[str]:
    return [p.split(": ", 1)[1] for p in checked(tmp_path, *steps, language=language).problems]


def test_stop_is_an_answer_of_a_scripted_pick_not_a_card(tmp_path: Path) -> None:
    """``player A will choose stop as target`` scripts the option to stop picking (the scenario of
    features/keywords/effect_choices.feature:142 passes; its dry run must too)."""
    assert problems(tmp_path, "Given player A will choose stop as target",
                    "Then under tcg player A's hand has 0 cards") == []
    assert problems(tmp_path, "前提 プレイヤーAは stop を対象に選ぶ", "ならば TCGでは、プレイヤーAの手札は0枚",
                    language="ja") == []


def test_stop_is_still_no_card_where_a_step_names_cards(tmp_path: Path) -> None:
    assert problems(tmp_path, "Given player A's hand holds: stop", "Then under tcg player A's hand has 1 card") == [
        "unknown card 'stop'"]
