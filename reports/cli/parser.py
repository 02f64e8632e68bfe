"""The argument parser of ``dmrules``: every sub-command, with examples in its ``--help``."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping

from engine.policies.profiles import profile_names
from reports.cli.exit_codes import help_table
from reports.model.clauses import STATUSES as CLAUSE_STATUSES
from reports.model.coverage import STATES
from reports.model.rulings import STATUSES as RULING_STATUSES
from reports.render.formats import FORMATS, SHOWS

Command = Callable[[argparse.Namespace], int]

TOP = """\
examples:
  dmrules verify                                  every scenario under every profile
  dmrules verify features/mana --profile dmps     a folder, one profile
  dmrules verify --tags '@mana and not @wip'      a cucumber tag expression
  dmrules explain features/basic/attack.feature:9 one run as a tree, per profile
  dmrules explain --diff tcg dmps features/basic/attack.feature:129   why two profiles diverge
  dmrules questions                               the open questions of the rules and their readings
  dmrules steps attack                            the steps that mention "attack"
  dmrules cards 青銅の鎧                          one card of the card catalog
  dmrules deck check my_deck.txt                  one line per broken deck rule, per profile

Each command has its own --help with examples.

"""

EXAMPLES = {
    "verify": """\
examples:
  dmrules verify                                      every scenario, every profile
  dmrules verify features/mana                        a topic folder, or one feature file
  dmrules verify features/mana/pool.feature:12        one scenario (as the report prints it)
  dmrules verify --profile dmps --profile tcg         only these profiles
  dmrules verify --tags '@wip'                        any tag; feature tags count
  dmrules verify --show all                           the per-topic tables too
  dmrules verify --format cucumber --out cucumber.json
  dmrules verify -n auto --baseline reports/baseline.json   the regression gate
  dmrules verify --dry-run                            bind every step, check every card; run nothing
  dmrules verify --rerun                              only what failed last time
  dmrules verify --name 'ドロー|draw'                  only the scenarios whose name matches
  dmrules verify --no-cache --profile-time            run everything again and say where the time went

--show (the terminal report): failures = the summary and the failures; diff (default) = and
one line per diverging scenario; all = and every topic's table with the differing verdicts.
The other formats are always complete, but Markdown takes --show diff (only the divergences), and
--split topic|fork writes it as one page per topic or fork into the folder --out names.
Each divergence names the forks of the rules that explain it (--no-forks skips that search).""",
    "merge": """\
examples:
  dmrules merge r1.json r2.json r3.json --format html --out divergences.html
  dmrules merge r1.json r2.json r3.json --baseline reports/baseline.json""",
    "coverage": """\
examples:
  dmrules coverage                                    runs the suite first
  dmrules coverage --results results.json --only missing
  DMRULES_EXAMPLES=~/examples.yaml dmrules coverage --format markdown --out coverage.md

The examples file: --examples PATH, else $DMRULES_EXAMPLES, else the project's reports/examples.yaml
next to the project.""",
    "sources": """\
examples:
  dmrules sources                      (from the project's reports/examples.yaml)""",
    "explain": """\
examples:
  dmrules explain features/trigger_order/heavens_gate.feature:9
  dmrules explain trigger_order/heavens_gate.feature:9 --profile dmps   (the path under features/ works too)
  dmrules explain --diff tcg dmps features/basic/attack.feature:129      why tcg and dmps diverge there""",
    "steps": """\
examples:
  dmrules steps                       every step, with an example line
  dmrules steps mana                  the steps whose pattern or description mention "mana"
  dmrules steps --keyword when attack
  dmrules steps --markdown            README's "Step vocabulary" section
  dmrules steps --language ja         the Japanese steps (each English step lists its Japanese twin)
  dmrules steps --format json         every step as JSON: keyword, pattern, language, twin, description,
                                      example, location (for editor extensions)
  dmrules steps --i18n ja             the Gherkin keywords of a language (# language: ja)
  dmrules steps --format glue > .dmrules/glue.py   every step as @given/@when/@then, for editors""",
    "profiles": """\
examples:
  dmrules profiles""",
    "skeleton": """\
examples:
  dmrules skeleton ruling 41804                        the scenario to fill in, on stdout
  dmrules skeleton ruling 41804 --out features/faq/q41804.feature
  dmrules skeleton ruling 46075 --language ja          Japanese steps, whatever the ruling's language

The question, answer and title are the ruling's as the ledger records them: the source's own words
where the record keeps them (original:), else the ledger's condensed English. The named cards are laid
out by type: creatures in the battle zone, spells and the other cards one uses in the hand.""",
    "questions": """\
examples:
  dmrules questions                                   every open question, its readings and pins
  dmrules questions waiting-shields-not-counted       one question in full

A scenario names a question with a tag @question:ID; dmrules verify runs it under each reading
the engine can run (a policy of a fork) and reports the values per reading side by side.""",
    "deck": """\
examples:
  dmrules deck check my_deck.txt                  every profile: one line per broken deck rule, or ok
  dmrules deck check my_deck.yaml --profile dmps  only this profile

A text deck list: one card a line, '4 x 予言者クルト' or '予言者クルト'; a line '# hyperspatial' puts
the following lines in the hyperspatial zone ('# main' back); blank lines and other '#' lines are
ignored. A YAML one: {main: [4 x 予言者クルト, ...], hyperspatial: [...]}.
Exit 0: every profile accepts it; 1: one rejects it; 2: the file can't be read (one line says where).""",
    "rulings": """\
examples:
  dmrules rulings                                 every ruling of the ledger, with its status
  dmrules rulings --status encoded --year 2023    the rulings of 2023 that scenarios encode
  dmrules rulings --status waiting                what each waits on
  dmrules rulings --mechanic seal --card ドルマゲドン
  dmrules rulings --provenance official --status waiting   official rulings that wait on a capability
  dmrules rulings check new_dump.yaml             answers changed, rulings gone, questions answered twice

The ledger is features/faq/rulings.yaml (its fields: README, "Adding a ruling"). check exits 1
when it finds anything, 0 when the dump agrees.""",
    "rules": """\
examples:
  dmrules rules                                   every clause of the comprehensive rules recorded, with its status
  dmrules rules --section 5                       the clauses of chapter 5 (the turn)
  dmrules rules --section 509 --status encoded    the clauses of rule 509 that scenarios encode
  dmrules rules --status waiting                  what each waits on
  dmrules rules --format json

The ledger is features/cr/clauses.yaml; scenarios that assert a clause are tagged @cr:NUMBER. A tag
naming no recorded clause is an error (exit 2) naming the file and line.""",
    "cards": """\
examples:
  dmrules cards                       every card (and so the card catalog is valid)
  dmrules cards 青銅の鎧              one card: its facts, abilities and DMPS version
  dmrules cards "Bronze-Arm Tribe"    by an English alias (any case)
  dmrules cards ボルメテウス          every card whose name starts with it
  dmrules cards --keyword スレイヤー  the cards with a keyword (its English or Japanese name)
  dmrules cards --text 'カードを1枚引く' --civilization water   words of the printed text, and a civilization
  dmrules cards --race ドラゴン --type creature                 a race (its words: アーマード・ドラゴン too)
  dmrules cards --vocabulary          what card data may use

The filters may be combined and repeated: a card is listed when every one holds. NAME with a filter
is the start of a name; alone, a full name shows the card, the start of names lists them.""",
    "assay": """\
examples:
  dmrules assay                                   the figure and the ranked missing templates
  dmrules assay --texts ~/classic-ja.json --top 10

A card counts as compiled when its text renders back exactly and the catalog loads its entry.
The texts: --texts PATH, else $DMRULES_CARD_TEXTS, else ../shared/cards/classic-ja.json next to
the project (the command reads them; nothing else in the project does).""",
    "compile": """\
examples:
  dmrules compile 'このクリーチャーがバトルゾーンに出た時、カードを1枚引いてもよい。'
  dmrules compile --type spell --file text.txt
  echo 'ブロッカー' | dmrules compile

Prints the catalog entry (YAML; name, cost and civilization are placeholders), or names the
first sentence no template reads with the nearest templates (exit 1). '\\n' in an argument
is a line break.""",
}


def _sub(sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, help_text: str,
         func: Command) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help_text, description=help_text, epilog=EXAMPLES[name],
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.set_defaults(func=func)
    return p


def add_output_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--format", choices=FORMATS, default="rich", help="the report's format (default: rich)")
    p.add_argument("--out", metavar="FILE", help="write the report to FILE (checked before the run starts)")
    p.add_argument("--show", choices=SHOWS, default=None,
                   help="what the terminal report shows (default: diff; see below); with --format markdown, "
                        "diff lists only the diverging and failing scenarios (default there: all)")
    p.add_argument("--split", choices=("topic", "fork"),
                   help="with --format markdown: --out is a folder, written as index.md and one page per topic "
                        "or per fork (for a wiki)")
    p.add_argument("--failures-only", action="store_true",
                   help="list only failing scenarios (the rich and markdown reports)")
    p.add_argument("--baseline", metavar="FILE",
                   help="regression gate: fail when any verdict or trace moved since FILE, and show what moved")
    p.add_argument("--update-baseline", action="store_true",
                   help="rewrite the --baseline FILE with this run (atomically) instead of failing on moves")


def add_examples_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--examples", metavar="PATH",
                   help="the examples file (default: $DMRULES_EXAMPLES, else the project's reports/examples.yaml)")
    p.add_argument("--catalog", dest="examples", help=argparse.SUPPRESS)  # the option's former name, still read


def build_parser(commands: Mapping[str, Command]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dmrules", description="Rules verification for Duel Masters (TCG and "
                                     "DMPS): every worked example run under every rule profile.",
                                     epilog=TOP + help_table(), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", help="the project folder (default: found from here)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    v = _sub(sub, "verify", "run every scenario under every profile and report", commands["verify"])
    v.add_argument("paths", nargs="*", help="feature files or folders (FILE:LINE for one scenario)")
    v.add_argument("--profile", action="append", help="only this profile (repeatable); default: all: "
                   + ", ".join(profile_names()))
    v.add_argument("--tags", help="cucumber tag expression, e.g. '@mana and not @ex:DMPS-MANA-01'")
    v.add_argument("--shard", metavar="I/N", help="run only the I-th of N deterministic slices of the scenarios "
                   "(merge the JSON results with `dmrules merge`)")
    v.add_argument("--force-verdicts", metavar="PROFILE",
                   help="assert PROFILE's verdicts under every profile that runs (divergent ones fail)")
    v.add_argument("--name", metavar="REGEX", help="only the scenarios whose name contains a match of REGEX")
    v.add_argument("--dry-run", action="store_true", help="parse the features and bind every step, check every "
                   "card and profile they name; run nothing (undefined steps and unknown cards: exit 1)")
    v.add_argument("--rerun", action="store_true", help="run the scenarios the last run recorded as failing "
                   "(.dmrules/rerun.txt; every run writes it)")
    v.add_argument("-n", "--workers", help="run in parallel with pytest-xdist (e.g. auto)")
    v.add_argument("--show-pytest", action="store_true", help="also print pytest's own output")
    v.add_argument("--explore-cpu", type=float, metavar="SECONDS", help="the explorer's guard: CPU seconds one "
                   "exploration of the players' choices may take before its result is partial (default 60; "
                   "environment: DMRULES_EXPLORE_CPU)")
    v.add_argument("--explore-memory", type=float, metavar="MB", help="the explorer's guard: megabytes the process "
                   "may grow by in one exploration (default 1024; environment: DMRULES_EXPLORE_MEMORY)")
    v.add_argument("--no-forks", dest="forks", action="store_false",
                   help="skip fork attribution (which forks of the rules explain each divergence)")
    v.add_argument("--no-cache", dest="cache", action="store_false",
                   help="run every selected scenario, even those whose results are in the cache (.dmrules/cache/: "
                        "a run is reused while its scenario, the profile and the code are unchanged)")
    v.add_argument("--profile-time", nargs="?", const="-", metavar="FILE",
                   help="say where the time went (start-up, catalog, collection, runs, explorations, attribution, "
                        "report) and the ten costliest runs, on stderr (and as JSON to FILE)")
    add_examples_argument(v)
    add_output_arguments(v)

    m = _sub(sub, "merge", "combine JSON results (e.g. of --shard runs) into one report", commands["merge"])
    m.add_argument("results", nargs="+", metavar="RESULTS.json", help="files written by --format json")
    add_output_arguments(m)

    cv = _sub(sub, "coverage", "which example ids have scenarios, and whether their verdicts pass",
              commands["coverage"])
    add_examples_argument(cv)
    cv.add_argument("--results", metavar="RESULTS.json", help="use these results instead of running the suite")
    cv.add_argument("--only", action="append", choices=STATES, help="list only entries in this state (repeatable)")
    cv.add_argument("--format", choices=("rich", "markdown", "json"), default="rich")
    cv.add_argument("--out", metavar="FILE", help="write to FILE instead of the terminal")
    cv.add_argument("-n", "--workers", help="run in parallel with pytest-xdist (e.g. auto)")

    so = _sub(sub, "sources", "regenerate reports/sources.tsv (id → seed § section) from the examples file",
              commands["sources"])
    add_examples_argument(so)

    e = _sub(sub, "explain", "one scenario's run as a tree: events, waiting effects, why each came next",
             commands["explain"])
    e.add_argument("target", help="FEATURE:LINE (the line of the Scenario: or of one of its steps)")
    e.add_argument("--profile", action="append", help="only this profile (repeatable); default: all")
    e.add_argument("--diff", nargs=2, metavar=("P", "Q"),
                   help="why P and Q diverge: both runs aligned, where they split, the forks that decide it "
                        "and their sources, a witness for a choice vs fixed difference")

    s = _sub(sub, "steps", "list the step vocabulary (or the steps that mention WORD)", commands["steps"])
    s.add_argument("word", nargs="?", metavar="WORD",
                   help="only the steps whose pattern, example or description contain WORD (any case)")
    s.add_argument("--keyword", choices=("given", "when", "then"), help="only the steps of this keyword")
    s.add_argument("--markdown", action="store_true", help="as the Markdown section README.md embeds")
    s.add_argument("--format", choices=("text", "json", "glue"), default="text",
                   help="json: a list of objects (keyword, pattern, language, twin, description, example, location); "
                        "glue: a Python file with every step as a pytest-bdd decorator, for editor extensions")
    s.add_argument("--language", choices=("en", "ja"), help="only the steps of this language")
    s.add_argument("--i18n", metavar="LANG", help="print the Gherkin keywords of LANG (en, ja, ...) and exit")

    sk = _sub(sub, "skeleton", "write the skeleton of a scenario for an official ruling, in the ruling's language",
              commands["skeleton"])
    sk.add_argument("what", choices=("ruling",), help="ruling: from a record of the rulings ledger")
    sk.add_argument("id", metavar="ID", help="the ruling's id (a Q&A number, or qa:ID)")
    sk.add_argument("--ledger", metavar="FILE", help="the rulings ledger (default: features/faq/rulings.yaml)")
    sk.add_argument("--out", metavar="FILE", help="write the feature to FILE (default: stdout)")
    sk.add_argument("--language", choices=("en", "ja"),
                    help="the Gherkin's language (default: the ruling's, as the ledger records its words)")

    _sub(sub, "profiles", "list the profiles and their forks", commands["profiles"])

    qs = _sub(sub, "questions", "list the open questions of the rules and their readings", commands["questions"])
    qs.add_argument("id", nargs="?", metavar="ID", help="show this question in full")

    d = _sub(sub, "deck", "check a deck list against each profile's deck rules", commands["deck"])
    d.add_argument("action", choices=("check",), help="check: one line per deck rule the list breaks, or ok")
    d.add_argument("file", metavar="FILE", help="the deck list (text or YAML)")
    d.add_argument("--profile", action="append", help="only this profile (repeatable); default: all")

    r = _sub(sub, "rulings", "list and filter the ledger of official rulings, or check a dump against it",
             commands["rulings"])
    r.add_argument("action", nargs="?", choices=("list", "check"), default="list",
                   help="list (default), or check FILE")
    r.add_argument("file", nargs="?", metavar="FILE", help="check: a dump in the ledger's format")
    r.add_argument("--status", choices=RULING_STATUSES, help="only rulings in this status")
    r.add_argument("--kind", help="only rulings of this kind of source (qa, notice, mirror-confirmed, dmps-faq, ...)")
    r.add_argument("--mechanic", help="only rulings tagged with this mechanic (e.g. seal)")
    r.add_argument("--year", help="only rulings answered in this year (or 'unknown')")
    r.add_argument("--card", help="only rulings that name a card whose name contains this")
    r.add_argument("--provenance", choices=("official", "qa", "notice", "unaddressed", "summary"),
                   help="only official rulings (an official Q&A, a notice or the rules, or official with the address "
                        "not found) or only summaries (a wiki, a blog: no official address)")
    r.add_argument("--format", choices=("rich", "json"), default="rich")

    cr = _sub(sub, "rules", "list and filter the ledger of the comprehensive rules' clauses", commands["rules"])
    cr.add_argument("--status", choices=CLAUSE_STATUSES, help="only clauses in this status")
    cr.add_argument("--section", help="only a chapter (5), a rule (505) or a clause and its sub-clauses (505.6)")
    cr.add_argument("--format", choices=("rich", "json"), default="rich")

    c = _sub(sub, "cards", "list (and so validate) the card catalog, or show one card", commands["cards"])
    c.add_argument("name", nargs="?", metavar="NAME", help="show this card (its Japanese name or an alias), or list "
                   "the cards whose name starts with NAME")
    c.add_argument("--keyword", action="append", metavar="KEYWORD",
                   help="only the cards with this keyword (slayer or スレイヤー; `dmrules cards --vocabulary` lists "
                        "them)")
    c.add_argument("--text", action="append", metavar="TEXT", help="only the cards whose printed text contains TEXT")
    c.add_argument("--race", action="append", metavar="RACE", help="only the cards with a race containing RACE")
    c.add_argument("--type", action="append", metavar="TYPE", help="only the cards of this type (spell or 呪文, ...)")
    c.add_argument("--civilization", action="append", metavar="CIV",
                   help="only the cards of this civilization (fire or 火, ...)")
    c.add_argument("--dir", help="a folder of card catalog YAML files (default: the project's)")
    c.add_argument("--vocabulary", action="store_true", help="list the trigger events, effect operations, "
                   "keywords and static abilities card data may use")

    a = _sub(sub, "assay", "the round-trip assay of the card-text compiler over the classic texts", commands["assay"])
    a.add_argument("--texts", metavar="PATH", help="classic-ja.json (default: $DMRULES_CARD_TEXTS, else "
                   "../shared/cards/classic-ja.json)")
    a.add_argument("--top", type=int, default=40, help="how many missing templates to list (default 40)")

    k = _sub(sub, "compile", "compile one printed Japanese card text into catalog data", commands["compile"])
    k.add_argument("text", nargs="*", help="the printed text (else --file, else standard input)")
    k.add_argument("--file", metavar="FILE", help="read the text from FILE")
    k.add_argument("--type", default="creature", choices=("creature", "evolution creature", "spell", "cross gear",
                                                          "evolution cross gear", "castle"),
                   help="the card's type (default: creature)")
    return parser
