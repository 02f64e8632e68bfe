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


def test_nested_claims_are_bound_and_their_cards_checked(tmp_path: Path) -> None:
    """The claim of ``in some order of the waiting effects, <claim>`` is a verdict too: the dry run
    binds it (in NFKC, as it runs) and checks its cards; the issue's ``プレイヤーＢの手札は１枚`` is fine."""
    assert problems(tmp_path, "Then under tcg in some order of the waiting effects, player B's hand has 1 card",
                    "Then TCGでは、待機した効果のいずれかの順で、プレイヤーＢの手札は１枚",
                    "Then ＴＣＧでは、待機した効果のすべての順で、青銅の鎧はプレイヤーＡの墓地にある",
                    "Then while 青銅の鎧 is being put, under tcg in some draw of the lots, player A's hand has 2 cards"
                    ) == []
    assert problems(tmp_path, "Then under tcg in some order of the waiting effects, player B's hand feels heavy") \
        [0].startswith("unknown claim \"player B's hand feels heavy\"")
    assert problems(tmp_path, "Then TCGでは、待機した効果のいずれかの順で、青銅の鎧鎧はプレイヤーＡの墓地にある") == [
        "unknown card '青銅の鎧鎧'; did you mean 青銅の鎧, 青銅の鎖鎌?"]
    assert problems(tmp_path, "Then under tcg in every choice of replacement effects, in some order of the waiting "
                              "effects, 青銅の鎧x is in player A's hand")[0].startswith("unknown card '青銅の鎧x'")


def test_decision_kinds_and_keywords_are_checked(tmp_path: Path) -> None:
    assert problems(tmp_path, 'Then under tcg player A was asked to "target"',
                    "Then TCGでは、プレイヤーＡの「ｔａｒｇｅｔ」の選択肢の数は２",
                    "Then under tcg 青銅の鎧 has the keyword blocker") == []
    found = problems(tmp_path, 'Then under tcg player A was asked to "targets"',
                     "Then TCGでは、プレイヤーAは「ブロック」を求められた",
                     "Then under tcg 青銅の鎧 has the keyword blockr")
    assert [p.split("; did you mean ")[0] for p in found] == [
        "unknown decision kind 'targets'", "unknown decision kind 'ブロック'", "unknown keyword 'blockr'"]
    assert [p.split("; did you mean ")[1].split(",")[0] for p in found] == ["'target'", "'block'", "'blocker'"]


def test_races_modes_and_civilizations_are_checked(tmp_path: Path) -> None:
    assert problems(tmp_path, "Given player A will choose the race ビーストフォーク",
                    'Given player A will choose the mode "discard then draw"',
                    'Given player A will choose the mode "２"',
                    "Then under tcg 青銅の鎧's civilizations are water, fire and nature",
                    "Then TCGでは、青銅の鎧の文明は水、自然") == []
    found = problems(tmp_path, "Given player A will choose the race ビーストフォーコ",
                     'Given player A will choose the mode "discard and draw"',
                     "Then under tcg 青銅の鎧's civilizations are water and fir",
                     "Then TCGでは、青銅の鎧の文明は水、自")
    assert [p.split("; did you mean ")[0] for p in found] == [
        "unknown race 'ビーストフォーコ'", "unknown mode 'discard and draw'", "unknown civilization 'fir'",
        "unknown civilization '自'"]
