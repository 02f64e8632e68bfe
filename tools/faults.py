"""Hostile tries against ``dmrules`` (issues 21 and 32), as a careless or hostile user would make them,
and the table README shows: ``python -m tools.faults [--class NAME] [--markdown]``; ``python -m
tools.readme --faults`` writes it into README, and ``tests/project/test_fault_table.py`` runs each
class (a long test) and checks README's row of it.

Each try runs ``dmrules`` in a fresh process (with a timeout) on a scratch copy of the project
or on a file it sets up, and ends in exactly one of:

- **clear**: the documented exit code and a message that says what happened (the files it must
  leave alone are left alone);
- **traceback**: a Python traceback reached the user;
- **hang**: no exit within the try's timeout;
- **silent wrong**: another exit code, or the message is missing (e.g. a misspelt scenario passes);
- **data lost**: a file that must be left alone changed (a baseline, a device, an input), or a
  temporary file was left behind.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "reports" / "baseline.json"
SMALL = "features/zone_limits/bad_board.feature"
OUTCOMES = ("clear", "traceback", "hang", "silent wrong", "data lost")

Check = Callable[[Path], str | None]  # the scratch folder -> what was lost (None: nothing)


@dataclass
class Try:
    """One hostile try: ``dmrules ARGS`` (``{s}`` is the scratch folder) after ``setup``."""

    klass: str
    name: str
    args: list[str]
    codes: tuple[int, ...]  # the documented exit codes for it
    says: str = ""  # a regular expression its output must hold
    setup: Callable[[Path], None] = lambda s: None
    kept: Check = lambda s: None
    signal_after: tuple[int, float] | None = None  # (signal, seconds)
    timeout: float = 120
    project: bool = False  # run on a scratch copy of the project (with --root)
    pipe_head: bool = False  # read one line of stdout, then close it (``| head -1``)
    never: str = ""  # a regular expression its output must not hold
    shows: Check = lambda s: None  # what a file it wrote shows wrongly (None: nothing)


@dataclass
class Outcome:
    attempt: Try
    outcome: str
    detail: str = ""


# ------------------------------------------------------------------ set-ups and checks
def write(rel: str, text: str | bytes) -> Callable[[Path], None]:
    def setup(s: Path) -> None:
        path = s / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
    return setup


def both(*setups: Callable[[Path], None]) -> Callable[[Path], None]:
    def setup(s: Path) -> None:
        for one in setups:
            one(s)
    return setup


def copy_baseline(s: Path) -> None:
    shutil.copy(BASELINE, s / "b.json")


def fifo(rel: str) -> Callable[[Path], None]:
    return lambda s: os.mkfifo(s / rel)


def symlink(rel: str, to: str) -> Callable[[Path], None]:
    return lambda s: (s / rel).symlink_to(s / to)


def baseline_kept(s: Path) -> str | None:
    if (s / "b.json").read_bytes() != BASELINE.read_bytes():
        return "the baseline changed"
    return no_temps(s)


def no_temps(s: Path) -> str | None:
    left = [p.name for p in s.rglob(".*.tmp")]
    return f"temp files left: {left}" if left else None


def no_file(rel: str) -> Check:
    return lambda s: f"{rel} was written" if (s / rel).exists() else no_temps(s)


def device_kept(path: str) -> Check:
    import stat

    return lambda s: None if stat.S_ISCHR(os.stat(path).st_mode) else f"{path} is no longer a device"


def unchanged(rel: str) -> Check:
    """The file at ``rel`` of the scratch project is as the set-up left it (compared by the runner)."""
    return lambda s: None if (s / rel).read_bytes() == (s / f"{rel}.orig").read_bytes() else f"{rel} changed"


def keep_copy(rel: str) -> Callable[[Path], None]:
    def setup(s: Path) -> None:
        shutil.copy(s / rel, s / f"{rel}.orig")
    return setup


def both_updates_landed(s: Path) -> str | None:
    import json

    data = json.loads((s / "b.json").read_text(encoding="utf-8"))["scenarios"]
    missing = [f for f in ("zone_limits/bad_board.feature", "misc/s_back_from_mana.feature")
               if not any(uid.startswith(f) for uid in data)]
    return f"an update was lost: {missing}" if missing else no_temps(s)


# ------------------------------------------------------------------ the tries
CARD = "- name: {name}\n  type: creature\n  civilizations: [fire]\n  cost: {cost}\n  power: {power}\n"
BOMB = "- &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"- &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(9))
FEATURE = ("Feature: careless\n  Scenario: two mana\n    Given it is player A's turn\n"
           "    And player A's mana zone holds: アクア・ビークル, アクア・ビークル\n"
           "    Then under every profile player A's mana zone has 2 cards\n")
PAYLOAD = ("<script>alert(1)</script> <img src=x onerror=alert(2)> [x](javascript:alert(3)) "
           "\x1b[2J\x1b]0;title\x07")
ORDER = ("Feature: copies\n  Background:\n    Given it is player A's turn\n    And player A's deck has 10 cards\n"
         "  Scenario: two copies\n    Given player A's hand holds: 2 x 青銅の鎧\n"
         "    When an effect puts 青銅の鎧 from player A's hand into the battle zone\n"
         "    When an effect puts 青銅の鎧 from player A's hand into the battle zone\n"
         "    Then under dmps the waiting effects resolve in this order:\n"
         "      | source | ability |\n      | {a} | this enters |\n      | {b} | this enters |\n")


def card(name: str = "テスト・カード", cost: object = 3, power: object = 1000) -> str:
    return CARD.format(name=name, cost=cost, power=power)


def baseline_with(change: str) -> Callable[[Path], None]:
    """Writes b.json: the project's baseline with one entry of another shape (built when the try runs, not
    when the tries are listed: the baseline is megabytes, and the fault table's test lists them)."""
    return lambda s: write("b.json", _baseline_with(change))(s)


def _baseline_with(change: str) -> str:
    import json

    data = json.loads(BASELINE.read_text(encoding="utf-8"))
    entry = next(iter(data["scenarios"].values()))
    run = next(iter(entry["runs"].values()))
    if change == "run":
        entry["runs"][next(iter(entry["runs"]))] = "passed"
    elif change == "numbers":
        run["verdicts"] = [[1, 2]]
    elif change == "null":
        run["verdicts"] = None
    elif change == "status":
        run["status"] = 3
    return json.dumps(data)


def tries() -> list[Try]:
    out: list[Try] = []
    # --no-cache: a run answered from the results cache (which earlier runs of the test command fill) can end
    # before the signal comes, and then writing its outputs is right; these tries are about a run in progress
    update = ["verify", "--no-cache", "--baseline", "{s}/b.json", "--update-baseline"]
    interrupted = r"interrupted"
    for sig, after in ((signal.SIGINT, 2.0), (signal.SIGINT, 5.0), (signal.SIGINT, 8.0), (signal.SIGINT, 15.0),
                       (signal.SIGINT, 25.0), (signal.SIGTERM, 8.0), (signal.SIGTERM, 20.0)):
        out.append(Try("interrupts", f"{sig.name} {after:.0f} s into --update-baseline (whole suite)", update, (130,),
                       interrupted, copy_baseline, baseline_kept, (sig, after)))
    out.append(Try("interrupts", "SIGINT 8 s into -n 2 --update-baseline", [*update, "-n", "2"], (130,), interrupted,
                   copy_baseline, baseline_kept, (signal.SIGINT, 8.0)))
    for fmt in ("json", "html"):
        out.append(Try("interrupts", f"SIGINT 6 s into --format {fmt} --out", ["verify", "--no-cache", "--format", fmt,
                       "--out", f"{{s}}/r.{fmt}"], (130,), interrupted, kept=no_file(f"r.{fmt}"),
                       signal_after=(signal.SIGINT, 6.0)))
    lone = ["verify", "--baseline", "{s}/b.json", "--update-baseline"]
    out += [Try("concurrent updates", f"two narrower updates at once ({n} of 3)", lone, (0,), "baseline .* written",
                copy_baseline, both_updates_landed) for n in (1, 2, 3)]

    report = ["verify", SMALL, "--format", "markdown", "--out"]
    out += [
        Try("outputs", "--out /dev/null (a character device)", [*report, "/dev/null"], (2,), "character device",
            kept=device_kept("/dev/null")),
        Try("outputs", "--out onto a FIFO", [*report, "{s}/fifo"], (2,), "FIFO", fifo("fifo")),
        Try("outputs", "--out onto a folder", [*report, "{s}"], (2,), "folder"),
        Try("outputs", "--out through a symlink (refused)", [*report, "{s}/link.md"], (2,),
            "never writes through a symlink", both(write("real.md", "old"), symlink("link.md", "real.md")),
            lambda s: None if (s / "link.md").is_symlink() and (s / "real.md").read_text() == "old"
            else "the symlink or its file was written"),
        Try("outputs", "--out through a dangling symlink", [*report, "{s}/dangling.md"], (2,), "symlink",
            symlink("dangling.md", "nowhere/x.md")),
        Try("outputs", "--out onto a feature file", [*report, f"{{s}}/{SMALL}"], (2,), "one of the run's inputs",
            keep_copy(SMALL), unchanged(SMALL), project=True),
        Try("outputs", "--out onto a card file", [*report, "{s}/engine/catalog/cards/basic.yaml"], (2,),
            "one of the run's inputs", project=True),
        Try("outputs", "--out onto the baseline being gated", ["verify", SMALL, "--baseline", "{s}/b.json",
            "--format", "json", "--out", "{s}/b.json"], (2,), "one of the run's inputs", copy_baseline,
            baseline_kept),
        Try("outputs", "--update-baseline onto /dev/null", ["verify", SMALL, "--baseline", "/dev/null",
            "--update-baseline"], (2,), "character device", kept=device_kept("/dev/null")),
    ]

    careless = ["verify", "--profile", "tcg"]
    for slip, where in (("    Gievn", "Given"), ("    given", "Given"), ("    GIVEN", "Given"), ("    Thne", "Then"),
                        ("    then", "Then"), ("  Scenaro:", "Scenario:")):
        original = "  Scenario:" if slip.strip().endswith(":") else "    Then" if where == "Then" else "    Given"
        text = FEATURE.replace(original, slip, 1)
        out.append(Try("misspelt keywords", f"'{slip.strip()}' in a scenario", careless, (4,),
                       f"looks like the keyword '{where}", write("features/misc/careless.feature", text),
                       project=True))
    out.append(Try("misspelt keywords", "a step before the first Scenario:", careless, (4,),
                   "a step before the first Scenario:",
                   write("features/misc/careless.feature", FEATURE.replace(
                       "Feature: careless\n", "Feature: careless\n  Given it is player A's turn\n")), project=True))
    out.append(Try("misspelt keywords", "a scenario that asserts nothing", careless, (1,), "asserts nothing",
                   write("features/misc/careless.feature", FEATURE.replace(
                       "    Then under every profile player A's mana zone has 2 cards\n", "")), project=True))

    cards = ["cards", "--dir", "{s}/cards"]
    for name, text, says in (
            ("an alias bomb", BOMB, "aliases expand"),
            ("nesting 100,000 deep", "- " + "[" * 100_000 + "]" * 100_000 + "\n", "nested more than"),
            ("a cost of 5,000 digits", card(cost="9" * 5000), "5000 digits"),
            ("a key given twice", card() + "  cost: 9\n", "given twice"),
            ("a negative cost", card(cost=-1), "out of range"),
            ("a power of 10^12", card(power=10**12), "out of range"),
            ("a second card, its name in NFD", card("ボルシャック・ドラゴン")
             + card(unicodedata.normalize("NFD", "ボルシャック・ドラゴン")), "duplicate card name"),
            ("a second card, its name in half-width kana", card("ボルシャック・ドラゴン") + card("ﾎﾞﾙｼｬｯｸ・ドラゴン"),
             "duplicate card name"),
            ("a 17 MB card file", "#" * (17 * 1024 * 1024), "larger than")):
        out.append(Try("card data", name, cards, (2,), says, write("cards/cards.yaml", text)))
    out.append(Try("card data", "a FIFO as card file", cards, (2,), "FIFO",
                   both(write("cards/a.yaml", card()), fifo("cards/b.yaml"))))

    gate = ["verify", SMALL, "--baseline", "{s}/b.json"]
    for name, setup in (("whose run is a string", baseline_with("run")), ("whose verdicts are numbers",
                        baseline_with("numbers")), ("whose verdicts are null", baseline_with("null")),
                        ("whose status is a number", baseline_with("status")),
                        ("nested 200,000 deep", write("b.json", "[" * 200_000 + "]" * 200_000)),
                        ("whose version has 5,000 digits", write("b.json", '{"format": "dmrules-baseline", '
                                                                 '"version": ' + "9" * 5000 + "}")),
                        ("not JSON", write("b.json", "{corrupt"))):
        out.append(Try("baselines", f"a baseline {name}", gate, (5,), "corrupt|version|not a dmrules", setup))
    out.append(Try("baselines", "a FIFO as baseline", gate, (5,), "FIFO", fifo("b.json")))
    out.append(Try("baselines", "/dev/zero as baseline", ["verify", SMALL, "--baseline", "/dev/zero"], (5,),
                   "character device"))
    out.append(Try("baselines", "--update-baseline on a corrupt baseline", [*gate, "--update-baseline"], (5,),
                   "does not write over", write("b.json", "{corrupt"),
                   lambda s: None if (s / "b.json").read_text() == "{corrupt" else "the baseline changed"))

    deck = ["deck", "check"]
    decks: tuple[tuple[str, str, str | bytes, str], ...] = (
            ("a count of 99999999999", "d.txt", "99999999999 x アクア・ビークル\n", "at most 99"),
            ("a count of 5,000 digits", "d.txt", "9" * 5000 + " x アクア・ビークル\n", "at most 99"),
            ("a YAML deck nested 5,000 deep", "d.yaml", "main:\n  - " + "[" * 5000 + "]" * 5000 + "\n", "nested"),
            ("a YAML deck alias bomb", "d.yaml", "x: " + BOMB.replace("\n- ", "\n  - ").replace("- &a", "\n  - &a"),
             "aliases|a YAML deck list"),
            ("not UTF-8", "d.txt", b"\xff\xfe\x00", "UTF-8"))
    for name, rel, content, says in decks:
        out.append(Try("other inputs", f"deck list: {name}", [*deck, f"{{s}}/{rel}"], (2,), says,
                       write(rel, content)))
    out.append(Try("other inputs", "deck list: a FIFO", [*deck, "{s}/d.txt"], (2,), "FIFO", fifo("d.txt")))
    out.append(Try("other inputs", "deck list: /dev/zero", [*deck, "/dev/zero"], (2,), "character device"))
    for name, text in (("scenarios is a string", '{"format": "dmrules-results", "version": 1, "profiles": [], '
                        '"scenarios": "x"}'), ("nested 100,000 deep", "[" * 100_000),
                       ("a version of 5,000 digits", '{"format": "dmrules-results", "version": ' + "1" * 5000 + "}")):
        out.append(Try("other inputs", f"merge: {name}", ["merge", "{s}/r.json"], (2,), "r.json",
                       write("r.json", text)))
    out.append(Try("other inputs", "a tag expression of 1,000 nots", ["verify", "--tags",
                   " ".join(["not"] * 1000) + " @mana"], (2,), "at most 100"))
    out.append(Try("other inputs", "a board of 99999999999 x アクア・ビークル", careless, (1,), "at most 999 cards",
                   write("features/misc/careless.feature", FEATURE.replace("アクア・ビークル, アクア・ビークル",
                                                                           "99999999999 x アクア・ビークル")),
                   project=True))

    named = write("features/misc/careless.feature", FEATURE.replace("Scenario: two mana", f"Scenario: {PAYLOAD}"))
    out += [Try("escaping", "a <script> scenario name in the Markdown report", [*careless, "--format", "markdown",
                "--out", "{s}/r.md"], (0,), "wrote", named, project=True,
                shows=lambda s: "raw <script> in the report" if "<script" in (s / "r.md").read_text() else None),
            Try("escaping", "a <script> scenario name in the HTML report", [*careless, "--format", "html", "--out",
                "{s}/r.html"], (0,), "wrote", named, project=True,
                shows=lambda s: "raw <script>alert" if "<script>alert" in (s / "r.html").read_text() else None),
            Try("escaping", "terminal escapes in a scenario name", [*careless, "--format", "rich"], (0,), "two mana|"
                "scenario", named, project=True, never="\x1b\\[2J|\x1b\\]0;|\x07")]

    for command in (["cards"], ["steps"], ["profiles"], ["verify", SMALL, "--format", "markdown"]):
        out.append(Try("broken pipes", f"dmrules {' '.join(command)} | head -1", command, (0,), "", pipe_head=True))

    out += issue_32_tries()
    order = "features/misc/copies.feature"
    copies = (("青銅の鎧#1", "青銅の鎧#2", 0), ("青銅の鎧#2", "青銅の鎧#1", 1), ("青銅の鎧#1", "青銅の鎧#9", 1))
    for a, b, code in copies:
        out.append(Try("order tables", f"{a}, {b}", ["verify", "--profile", "dmps"], (code,), "",
                       write(order, ORDER.format(a=a, b=b)), project=True))
    return out


JA_FEATURE = ("# language: ja\n機能: 不注意\n  シナリオ: マナ\n    {first}プレイヤーAのターンである\n"
              "    かつ プレイヤーAのマナゾーンに アクア・ビークル、アクア・ビークル がある\n"
              "    ならば 全プロファイルでは、プレイヤーAのマナゾーンのカードは2枚\n")
LEDGER = ROOT / "features" / "faq" / "rulings.yaml"


def crafted_pickle(s: Path) -> None:
    """A catalog.pickle that would touch ``ran`` if anything unpickled it."""
    import pickle

    class Payload:
        def __reduce__(self) -> tuple[object, ...]:
            return (os.system, (f"touch {s / 'ran'}",))

    write("cards/cards.yaml", card())(s)
    (s / "cards" / "__pycache__").mkdir()
    (s / "cards" / "__pycache__" / "catalog.pickle").write_bytes(pickle.dumps(Payload()))


def copy_project_file(rel: str) -> Callable[[Path], None]:
    """The project's file ``rel`` copied into the scratch project (and kept to compare)."""
    def setup(s: Path) -> None:
        (s / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / rel, s / rel)
        shutil.copy(ROOT / rel, s / f"{rel}.orig")
    return setup


def copy_ledger(s: Path) -> None:
    shutil.copy(LEDGER, s / "copy.yaml")


def older_ledger(s: Path) -> None:
    """The ledger as it was before issue 32: placeholder questions, no same_question_as links."""
    text = LEDGER.read_text(encoding="utf-8").replace("  question: null\n", "  question: (see the reason)\n")
    (s / "copy.yaml").write_text(re.sub(r"(?m)^  same_question_as: .*\n", "", text), encoding="utf-8")


def texts(cards: object) -> str:
    import json

    return json.dumps(cards, ensure_ascii=False)


def issue_32_tries() -> list[Try]:
    """Caches, writes, readers, keyword slips in both languages, capacity, the ledger, terminal escapes."""
    out: list[Try] = []
    cards = ["cards", "--dir", "{s}/cards"]
    out += [
        Try("caches", "a catalog.pickle that runs a shell command", cards, (0,), "テスト・カード", crafted_pickle,
            lambda s: "the pickle ran" if (s / "ran").exists() else None),
        Try("caches", "a corrupt catalog cache", cards, (0,), "corrupt",
            both(write("cards/cards.yaml", card()), write("cards/__pycache__/catalog.json", b"\x80\x04junk" * 99))),
        Try("caches", "a catalog cache symlinked onto a feature file", cards, (0,), "symlink",
            both(write("cards/cards.yaml", card()), write("victim.feature", "Feature: mine\n"),
                 lambda s: (s / "cards" / "__pycache__").mkdir(),
                 symlink("cards/__pycache__/catalog.json", "victim.feature")),
            lambda s: None if (s / "victim.feature").read_text() == "Feature: mine\n" else "the feature file changed"),
        Try("caches", "a FIFO as catalog cache", cards, (0,), "テスト・カード",
            both(write("cards/cards.yaml", card()), lambda s: (s / "cards" / "__pycache__").mkdir(),
                 fifo("cards/__pycache__/catalog.json")), timeout=60),
    ]
    report = ["verify", SMALL, "--format", "json", "--out"]
    for rel in ("reports/examples.yaml", "reports/sources.tsv", "reports/not_modelled.tsv", "reports/baseline.json"):
        out.append(Try("outputs", f"--out onto {rel}", [*report, f"{{s}}/{rel}"], (2,), "one of the run's inputs",
                       copy_project_file(rel), unchanged(rel), project=True))
    out += [
        Try("outputs", "skeleton --out over an existing feature file", ["skeleton", "ruling", "41804", "--ledger",
            str(LEDGER), "--out", f"{{s}}/{SMALL}"], (2,), "never writes over a file", keep_copy(SMALL),
            unchanged(SMALL), project=True),
        Try("outputs", "--split pages through a symlink onto a feature file", ["verify", SMALL, "--format",
            "markdown", "--split", "topic", "--out", "{s}/pages"], (2,), "never writes through a symlink",
            both(keep_copy(SMALL), lambda s: (s / "pages").mkdir(), symlink("pages/zone_limits.md", SMALL)),
            unchanged(SMALL), project=True),
        Try("outputs", "the rerun list through a symlink onto a feature file", ["verify", SMALL, "--profile", "tcg"],
            (0, 1), "rerun list was not written", both(keep_copy(SMALL), lambda s: (s / ".dmrules").mkdir(),
                                                       symlink(".dmrules/rerun.txt", SMALL)),
            unchanged(SMALL), project=True),
    ]
    check = ["rulings", "check", "{s}/dump.yaml"]
    out += [
        Try("other inputs", "ruling dump: an alias bomb", check, (2,), "aliases expand", write("dump.yaml", BOMB)),
        Try("other inputs", "ruling dump: a FIFO", check, (2,), "FIFO", fifo("dump.yaml")),
        Try("other inputs", "ruling dump: not UTF-8", check, (2,), "UTF-8", write("dump.yaml", b"- id: \xff\n")),
        Try("other inputs", "ruling dump: nested 5,000 deep", check, (2,), "nested",
            write("dump.yaml", "- " + "[" * 5000 + "]" * 5000 + "\n")),
    ]
    good = {"id": "a", "name": "n", "cardType": "呪文", "cost": 1, "civilizations": ["火"], "text": "x"}
    for name, content, says in (
            ("a list of numbers", texts([1, 2]), "each card is an object"),
            ("a text that is a number", texts([{**good, "text": 5}]), "'text'"),
            ("a card without an id", texts([{"text": "x"}]), "'id'"),
            ("an object", texts({"a": 1}), "expected a list"),
            ("an unknown civilization", texts([{**good, "civilizations": ["炎"]}]), "civilizations"),
            ("not UTF-8", b"[\xff]", "UTF-8")):
        out.append(Try("other inputs", f"assay --texts: {name}", ["assay", "--texts", "{s}/t.json"], (2,), says,
                       write("t.json", content)))
    out += [
        Try("other inputs", "assay --texts: a FIFO", ["assay", "--texts", "{s}/t.json"], (2,), "FIFO", fifo("t.json")),
        Try("other inputs", "the rerun file: a FIFO", ["verify", "--rerun"], (2,), "FIFO",
            both(lambda s: (s / ".dmrules").mkdir(), fifo(".dmrules/rerun.txt")), project=True),
        Try("other inputs", "the rerun file: a line that is no location", ["verify", "--rerun"], (2,),
            "rerun.txt:1: .* is not a scenario", write(".dmrules/rerun.txt", "rm -rf /\n"), project=True),
        Try("other inputs", "--name '('", ["verify", SMALL, "--name", "("], (2,), "not a regular expression"),
        Try("other inputs", "--name '(?:a{1000}){1000}'", ["verify", SMALL, "--name", "(?:a{1000}){1000}"], (2,),
            "counted repetitions"),
        Try("other inputs", "--name '(.*)*X'", ["verify", SMALL, "--name", "(.*)*X"], (2,), "no scenario matched"),
        Try("other inputs", "compile of a line of 2,000 effects", ["compile", "--file", "{s}/t.txt"], (1,),
            "no template reads", write("t.txt", "このクリーチャーがバトルゾーンに出た時、" + "カードを1枚引き、" * 2000
                                       + "カードを1枚引く。")),
        Try("other inputs", "compile --file a FIFO", ["compile", "--file", "{s}/t.txt"], (2,), "FIFO", fifo("t.txt")),
        Try("other inputs", "explain --diff on a malformed feature file", ["explain", "--diff", "tcg", "dmps",
            "features/misc/careless.feature:2"], (2,), "looks like the keyword",
            write("features/misc/careless.feature", FEATURE.replace("    Given", "    Gievn")), project=True),
        Try("other inputs", "rulings with a feature file that is not UTF-8", ["rulings"], (0,), "not UTF-8",
            write("features/misc/bad.feature", b"Feature: \xff\n"), project=True),
    ]
    careless = ["verify", "--profile", "tcg"]
    for first, word in (("Ｇｉｖｅｎ", "Given"), ("Given:", "Given"), ("Gievn\t", "Given"), ("Wen", "When"),
                        ("Giving", "Given"), ("Whenever", "When")):
        out.append(Try("misspelt keywords", f"'{first.strip()}' as a scenario's first step", careless, (4,),
                       f"looks like the keyword '{word}'",
                       write("features/misc/careless.feature", FEATURE.replace("    Given", f"    {first}", 1)),
                       project=True))
    for first, word in (("前堤 ", "前提"), ("ぜんてい ", "前提"), ("ゼンテイ ", "前提"), ("もじ ", "もし"),
                        ("ならぱ ", "ならば"), ("モシ ", "もし")):
        out.append(Try("misspelt keywords", f"'{first.strip()}' as a Japanese scenario's first step", careless, (4,),
                       f"looks like the keyword '{word}'",
                       write("features/misc/careless.feature", JA_FEATURE.format(first=first)), project=True))
    many = "".join(card(f"カード{n}", n % 10) for n in range(30_000))
    out += [
        Try("capacity", "30,000 cards in one card file", cards, (0,), "30000 cards", write("cards/cards.yaml", many),
            timeout=300),
        Try("ledger", "rulings check on a copy of the project's ledger", ["rulings", "check", "{s}/copy.yaml"], (0,),
            "0 changed, 0 disappeared, 0 answered twice", copy_ledger),
        Try("escaping", "a card name with ESC", cards, (2,), "control character U\\+001B",
            write("cards/cards.yaml", card('"テスト\\e[2J"')), never="\x1b"),
        Try("escaping", "a card name with a right-to-left override", cards, (2,), "control character U\\+202E",
            write("cards/cards.yaml", card('"テスト\\u202e"')), never="\u202e"),
        Try("escaping", "a card name with a line break", cards, (2,), "one line",
            write("cards/cards.yaml", card('"一行\\n二行"'))),
        Try("escaping", "a skeleton of a ruling with ESC", ["skeleton", "ruling", "1", "--ledger", "{s}/l.yaml"], (2,),
            "control character", write("l.yaml", "- id: '1'\n  date: '2020'\n  source: s\n  question: \"q\\e[2J\"\n"
                                       "  answer: a\n"), never="\x1b"),
        Try("escaping", "assay of a text with ESC", ["assay", "--texts", "{s}/t.json"], (2,), "control character",
            write("t.json", texts([{**good, "text": "ブロッカー\x1b[2J"}])), never="\x1b"),
    ]
    bidi = write("features/misc/careless.feature", FEATURE.replace("Scenario: two mana",
                                                                   "Scenario: two \u202eanam\u2066 \x1b[2J\x9b mana"))
    raw = "\x1b|\x9b|\u202e|\u2066"
    target = "features/misc/careless.feature:2"
    out += [
        Try("escaping", "explain of a scenario named with ESC and bidi overrides", ["explain", target], (0,),
            "under tcg", bidi, project=True, never=raw),
        Try("escaping", "explain --diff of a scenario named with ESC and bidi overrides",
            ["explain", "--diff", "tcg", "dmps", target], (0,), "tcg", bidi, project=True, never=raw),
        Try("escaping", "a JSON report of a scenario named with bidi overrides", [*careless, "--format", "json"], (0,),
            r"\\u202e", bidi, project=True, never=raw),
        Try("escaping", "a JUnit report of a scenario named with bidi overrides", [*careless, "--format", "junit"],
            (0,), r"\[U\+202E\]", bidi, project=True, never=raw),
        Try("ledger", "rulings check on the ledger as main kept it (placeholder questions, no links)",
            ["rulings", "check", "{s}/copy.yaml"], (0,), "0 changed, 0 disappeared, 0 answered twice", older_ledger),
        Try("outputs", "--out onto the clauses' ledger", [*report, "{s}/features/cr/clauses.yaml"], (2,),
            "one of the run's inputs", copy_project_file("features/cr/clauses.yaml"),
            unchanged("features/cr/clauses.yaml"), project=True),
    ]
    return out


# ------------------------------------------------------------------ running them
def scratch_project(dest: Path) -> None:
    """A copy of the project's code and card data with one small feature file."""
    for name in ("pyproject.toml", "conftest.py"):
        shutil.copy(ROOT / name, dest / name)
    shutil.copytree(ROOT / "scenarios", dest / "scenarios", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "engine" / "catalog" / "cards", dest / "engine" / "catalog" / "cards")
    (dest / SMALL).parent.mkdir(parents=True)
    shutil.copy(ROOT / SMALL, dest / SMALL)


def run_try(attempt: Try) -> Outcome:
    with tempfile.TemporaryDirectory(prefix="dmrules-fault-") as tmp:
        s = Path(tmp)
        if attempt.project:
            scratch_project(s)
        attempt.setup(s)
        if attempt.name.startswith("two narrower updates at once"):
            return _concurrent(attempt, s)
        root = ["--root", str(s if attempt.project else ROOT)]
        argv = [sys.executable, "-P", "-m", "reports.cli", *root, *[a.replace("{s}", str(s)) for a in attempt.args]]
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_", "DMRULES_"))}
        proc = subprocess.Popen(argv, cwd=s if attempt.project else ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True,
                                start_new_session=True, errors="replace",
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        try:
            if attempt.pipe_head:
                assert proc.stdout is not None
                proc.stdout.readline()
                proc.stdout.close()
                err = proc.stderr.read() if proc.stderr else ""
                proc.wait(timeout=attempt.timeout)
                out = ""
            else:
                if attempt.signal_after:
                    time.sleep(attempt.signal_after[1])
                    os.killpg(proc.pid, attempt.signal_after[0])
                out, err = proc.communicate(timeout=attempt.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return Outcome(attempt, "hang", f"no exit in {attempt.timeout:.0f} s")
        return judge(attempt, s, proc.returncode, out + err)


def _concurrent(attempt: Try, s: Path) -> Outcome:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_", "DMRULES_"))}
    procs = [subprocess.Popen([sys.executable, "-m", "reports.cli", "--root", str(ROOT), "verify", feature,
                               "--baseline", str(s / "b.json"), "--update-baseline"], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for feature in (SMALL, "features/misc/s_back_from_mana.feature")]
    results = [p.communicate(timeout=attempt.timeout) for p in procs]
    codes = {p.returncode for p in procs}
    text = "".join(o + e for o, e in results)
    return judge(attempt, s, max(codes), text)


def judge(attempt: Try, s: Path, code: int, text: str) -> Outcome:
    if "Traceback" in text:
        return Outcome(attempt, "traceback", text.strip().splitlines()[-1][:200])
    lost = attempt.kept(s)
    if lost:
        return Outcome(attempt, "data lost", lost)
    if code not in attempt.codes:
        return Outcome(attempt, "silent wrong", f"exit {code}, expected {attempt.codes}: {text.strip()[-200:]}")
    wrong = attempt.shows(s)
    if wrong:
        return Outcome(attempt, "silent wrong", wrong)
    if attempt.never and re.search(attempt.never, text):
        return Outcome(attempt, "silent wrong", f"the output holds /{attempt.never!r}/")
    if attempt.says and not re.search(attempt.says, text):
        return Outcome(attempt, "silent wrong", f"no message /{attempt.says}/: {text.strip()[-200:]}")
    return Outcome(attempt, "clear", f"exit {code}")


def row(klass: str, outcomes: list[Outcome]) -> str:
    """README's row of one class: its tries and how many ended each way."""
    mine = [o for o in outcomes if o.attempt.klass == klass]
    counts = [len(mine), *[sum(1 for o in mine if o.outcome == kind) for kind in OUTCOMES]]
    return f"| {klass} | " + " | ".join(map(str, counts)) + " |"


def section(outcomes: list[Outcome]) -> str:
    """README's fault table (``python -m tools.readme --faults`` writes it): the table and its date."""
    import datetime

    return table(outcomes) + f"\n({len(outcomes)} tries, {datetime.date.today().isoformat()}.)\n"


def table(outcomes: list[Outcome]) -> str:
    classes = list(dict.fromkeys(o.attempt.klass for o in outcomes))
    rows = ["| class | tries | clear errors | tracebacks | hangs | silent wrongs | data lost |",
            "|---|---:|---:|---:|---:|---:|---:|"]
    totals = [0] * 6
    for klass in classes:
        mine = [o for o in outcomes if o.attempt.klass == klass]
        counts = [len(mine), *[sum(1 for o in mine if o.outcome == kind) for kind in OUTCOMES]]
        totals = [t + c for t, c in zip(totals, counts, strict=True)]
        rows.append(row(klass, outcomes))
    rows.append("| **all** | " + " | ".join(f"**{t}**" for t in totals) + " |")
    return "\n".join(rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.faults", description=__doc__.splitlines()[0])
    parser.add_argument("--class", dest="klass", help="run only the tries of this class")
    parser.add_argument("--markdown", action="store_true", help="print README's table only")
    args = parser.parse_args(argv)
    chosen = [t for t in tries() if not args.klass or t.klass == args.klass]
    outcomes = []
    for attempt in chosen:
        outcome = run_try(attempt)
        outcomes.append(outcome)
        if not args.markdown:
            print(f"{outcome.outcome:<12} {attempt.klass}: {attempt.name} ({outcome.detail})", flush=True)
    print(table(outcomes))
    return 0 if all(o.outcome == "clear" for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
