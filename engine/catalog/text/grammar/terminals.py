"""Terminals of the grammar (numbers, card names, civilizations, races) and the grammar object ``G`` every
topic module adds its templates to."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from engine.catalog.text.templates import Grammar, Value

CIVILIZATIONS = {"光": "light", "水": "water", "闇": "darkness", "火": "fire", "自然": "nature"}

# The races printed on the classic cards, and the race categories texts refer to.
RACES = (
    "アポロニア・ドラゴン アーク・セラフィム アースイーター アース・ドラゴン アーマロイド アーマード・ドラゴン "
    "アーマード・ワイバーン イニシエート エメラルド・モンスター エンジェル・コマンド ガーゴイル ガーディアン "
    "キカイヒーロー キマイラ グラディエーター グランド・デビル グレートメカオー ゲル・フィッシュ コスモ・ウォーカー "
    "コロニー・ビートル ゴッド ゴースト サイバーロード サイバー・ウイルス サイバー・クラスター サイバー・ムーン "
    "サバイバー サムライ シノビ シャイン・モンスター シー・ハッカー ジャイアント ジャイアント・インセクト スターノイド "
    "スターライト・ツリー スノーフェアリー スピリット・クォーツ スプラッシュ・クイーン セイント・ヘッド "
    "セイント・ペガサス ゼノパーツ ソルトルーパー ダイナモ ダークロード ダーク・モンスター ツリーフォーク "
    "ティラノ・ドレイク ディープ・マリーン デスパペット デビルマスク デューンゲッコー デーモン・コマンド ドラゴノイド "
    "ドラゴン・ゾンビ ドリームメイト ナイト ナーガ バルーン・マッシュルーム バーサーカー パラサイトワーム "
    "パンドラボックス ヒューマノイド ビッグマッスル ビークル・ビー ビーストフォーク ファイアー・バード フィッシュ "
    "フェザーノイド フェニックス フレイム・モンスター ブルー・モンスター ブレイブ・スピリット ブレインジャッカー "
    "ヘドリアン ホーン・ビースト ボルケーノ・ドラゴン ポセイディア・ドラゴン マシン・イーター マーフォーク "
    "ミステリー・トーテム メカサンダー メカ・デル・ソル メルト・ウォリアー ライトブリンガー リキッド・ピープル "
    "リビング・デッド リヴァイアサン レインボー・ファントム ロスト・クルセイダー ロック・ビースト ワイルド・ベジーズ "
    "ワンダー・トリック ワールド・ドラゴン ワールド・バード"
).split()
RACE_CATEGORIES = ("ドラゴン", "コマンド", "サイバー", "モンスター", "ビースト")

G = Grammar()


def _num(text: str, pos: int) -> Iterator[tuple[Value, int]]:
    m = re.compile(r"\d+").match(text, pos)
    if m:
        yield int(m.group()), m.end()


def _name(text: str, pos: int) -> Iterator[tuple[Value, int]]:
    m = re.compile(r"[^《》]+").match(text, pos)
    if m:
        yield m.group(), m.end()


def _words(words: dict[str, Value]) -> tuple[Callable[[str, int], Iterator[tuple[Value, int]]],
                                               Callable[[Value], str | None]]:
    ordered = sorted(words, key=len, reverse=True)

    def parse(text: str, pos: int) -> Iterator[tuple[Value, int]]:
        for w in ordered:
            if text.startswith(w, pos):
                yield words[w], pos + len(w)

    inverse = {v: k for k, v in words.items()}
    return parse, (lambda v: inverse.get(v) if isinstance(v, str) else None)


G.terminal("num", _num, lambda v: str(v) if isinstance(v, int) and not isinstance(v, bool) else None, "0123456789")
G.terminal("name", _name, lambda v: v if isinstance(v, str) and v else None)


def _num_above(text: str, pos: int) -> Iterator[tuple[Value, int]]:
    """「Nより大きい」 as the least whole number above N (powers and costs are whole numbers)."""
    for n, end in _num(text, pos):
        yield n + 1, end


G.terminal("numabove", _num_above,
           lambda v: str(v - 1) if isinstance(v, int) and not isinstance(v, bool) and v > 0 else None, "0123456789")
for _terminal, _table in (("civ", CIVILIZATIONS), ("race", {r: r for r in RACES}),
                          ("racecat", {r: r for r in RACE_CATEGORIES})):
    _parse, _render = _words(_table)
    G.terminal(_terminal, _parse, _render, {w[0] for w in _table})
