"""Where each fork's policies come from: the rule numbers, the seed pages and their sections, the
official notices. Reports cite these beside a divergence the fork explains (``dmrules explain
--diff``, the catalog). The prose that says what each side rules is the policy module's docstring
(``engine/policies/<module>.py``); this table is its citations, as data.

Seed pages (the rules sources the examples come from, ``SEEDS``): 000 and 001 are dmwiki's page on
how Duel Masters Play's differs from the paper game (current and earlier versions), 002 the
Duel Masters Wiki's page on the 2021-03-16 rules revision, 003 a summary of the paper rules
(2011), 004 dmwiki's page on the pending state.
"""

from __future__ import annotations

from dataclasses import dataclass

DMWIKI_DIFFERENCES = "https://dmwiki.net/TCG%E7%89%88%E3%81%A8%E3%81%AE%E5%B7%AE%E7%95%B0%E7%82%B9%20%28%E3%83%87%E3%83%A5%E3%82%A8%E3%83%97%E3%83%AC%29"


@dataclass(frozen=True)
class Seed:
    """A rules source page: its number (the seed file's prefix), title and address ("" unknown)."""

    number: str
    title: str
    address: str = ""


SEEDS: dict[str, Seed] = {s.number: s for s in (
    Seed("000", "TCG版との差異点 (デュエプレ) — dmwiki", DMWIKI_DIFFERENCES),
    Seed("001", "TCG版との差異点 (デュエプレ) — dmwiki, an earlier version", DMWIKI_DIFFERENCES),
    Seed("002", "March 16, 2021 Rules revision — Duel Masters Wiki",
         "https://duelmasters.fandom.com/wiki/March_16,_2021_Rules_revision"),
    Seed("003", "デュエル・マスターズ トレーディングカードゲーム (rules summary, 2011-05-08)"),
    Seed("004", "保留状態 — dmwiki", "https://dmwiki.net/%E4%BF%9D%E7%95%99%E7%8A%B6%E6%85%8B"),
)}


@dataclass(frozen=True)
class Citation:
    """A fork's sources: the policy module, rule numbers (総合ルール), (seed, section) pairs and
    official notices (addresses)."""

    module: str
    rules: tuple[str, ...] = ()
    seeds: tuple[tuple[str, str], ...] = ()
    notices: tuple[str, ...] = ()

    def seed_pages(self) -> list[tuple[Seed, str]]:
        """Each cited seed page with its section."""
        return [(SEEDS[n], section) for n, section in self.seeds]


RULECHANGE = "https://dm.takaratomy.co.jp/rule/rulechange/{}/"

# One entry per fork of engine/policies/profiles.py FORKS (tests/project check they match).
CITATIONS: dict[str, Citation] = {
    "mana": Citation("mana_payment", (), (("000", "マナコスト"), ("001", "マナコスト"))),
    "limits": Citation("limits", (), (("000", "ゾーンの枚数上限"), ("001", "ゾーンの枚数上限"))),
    "ordering": Citation("ordering", (), (("000", "待機した効果の解決の順序"),
                                                  ("001", "トリガー別の解決順序"))),
    "power": Citation("power", (), (("000", "その他"),)),
    "turn_limit": Citation("turn_limit", (), (("000", "その他"),)),
    "texts": Citation("texts", (), (("000", "系統的な調整例"), ("000", "カード個別の調整"))),
    "mulligan": Citation("mulligan", (), (("003", "事前準備"),)),
    "breakers": Citation("breakers", (), (("000", "ブレイカー能力"), ("000", "その他"))),
    "picks": Citation("lots", (), (("000", "系統的な調整例"),)),
    "moves": Citation("simultaneous_moves", (), (("000", "同時に複数のカードが移動する際の順序"),)),
    "redirection": Citation("attack_redirection", ("507.1",), (("000", "最新のものとは異なる裁定"),),
                            (RULECHANGE.format(31637),)),
    "declarations": Citation("declaration_timing", ("506.3", "511.1", "112.3c"),
                             (("000", "待機した効果の解決の順序"),),
                             (RULECHANGE.format(31632), RULECHANGE.format(31659))),
    "replacement": Citation("replacement_choice", (), (("000", "適用する置換効果の決定"),
                                                               ("001", "適用する置換効果の適用"))),
    "decks": Citation("deck_rules", (), (("003", "事前準備"), ("000", "DP殿堂"))),
    "pending": Citation("pending_or_nowhere", ("409",), (("004", "保留状態"),), (RULECHANGE.format(31662),)),
    "rebuild": Citation("stacked_or_split", ("801.4",), (("002", "March 16, 2021 Rules revision"),
                                                         ("000", "リンクによって…"))),
    "designation": Citation("designation", (), (("000", "カード指定除去の概念が異なる"),)),
    "shields": Citation("waiting_shields", ("113.6",), (), (RULECHANGE.format(316661),
                                                            "https://dm.takaratomy.co.jp/rule/qa/44581/")),
    "hidden": Citation("hidden", (), (("000", "ルールの違い"), ("001", "ゲームの仕様にもとづく調整例"))),
    "unplayable": Citation("unplayable", (), (("000", "出せないカードに関するルール"), ("000", "その他"))),
    "tap_skills": Citation("tap_skills", (), (("000", "その他"),)),
    "wave_striker": Citation("wave_striker", (), (("000", "その他"), ("001", "系統的な調整例"))),
    "shield_triggers": Citation("shield_trigger_wait", ("113.6",), (("004", "保留状態"),
                                                                    ("000", "ゲームの仕様にもとづく調整例"))),
    "visibility": Citation("visibility", (), (("003", "シールドについて"), ("000", "ゲームの仕様にもとづく調整例"))),
    "names": Citation("names", (), (("000", "能力テキストの名称カテゴリにルビが存在しない"),)),
    "mana_summon": Citation("mana_summon", (), (("000", "その他"),)),
    "g_link": Citation("g_link", (), (("003", "ゴッド・リンク"), ("000", "その他"))),
    "meteorburn": Citation("meteorburn", (), (("000", "その他"),)),
    "modes": Citation("modes", (), (("000", "その他"),)),
    "lookback": Citation("lookback", ("603.5c",), (("000", "過去の状態を見る"),)),
}
