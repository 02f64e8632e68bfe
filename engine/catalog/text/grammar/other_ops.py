"""Other operations (``op``): choices of a race, civilization or player; extra turns; repeats; delayed steps; janken."""

from __future__ import annotations

from engine.catalog.text.grammar.terminals import G

G.add("op", "ただし、その「S・トリガー」は使えない", {"no shield trigger": True})

# Choosing a race, a civilization, a player.
G.add("op", "種族を[1つ|ひとつ]<選ぶ>", {"choose race": True})
G.add("op", "{r:race}以外の種族を[1つ|ひとつ]<選ぶ>", {"choose race": {"not": "$r"}})
G.add("op", "文明を[ひとつ|1つ]<選ぶ>", {"choose civilization": True})
G.add("op", "{c:civ}以外の文明を[ひとつ|1つ]<選ぶ>", {"choose civilization": {"not": "$c"}})
G.add("op", "プレイヤーをひとり<選ぶ>", {"choose player": True})
G.add("op", "このターンの後にもう一度自分のターンを<行う>", {"extra turns": 1})
G.add("op", "その後、それを元に<戻す>", {"put back": True})
G.add("op", "それを元に<戻す>", {"put back": True, "_o": "no その後"})
G.add("op", "これをあと{n:num}回まで<行う>", {"repeat": "up to $n"})
G.add("op", "相手はそれを持ち主の{z:zone}に<置く|戻す>", {"that card": {"to": "$z", "by": "opponent"}})
G.add("op", "このクリーチャーはバトルゾーンに<留まる>", {"stay in the battle zone": True})
G.add("op", "{p:per}、{a:op}", {"repeat": {"per": "$p", "do": "$a"}})
G.add("op.may", "{p:per}、{a:op.may}", {"repeat": {"per": "$p", "do": "$a"}, "may": True})
G.add("op.may", "{p:per}シールドを{n:num}枚選び、表向きにしてもよい",
      {"repeat": {"per": "$p", "do": {"turn shields face up": "$n", "may": True}}, "may": True, "_c": "no comma"})
G.add("op", "{w:atend}{a:op}", {"delayed": {"*w": None, "do": "$a"}})
# 「そのターンの終わりにAし、各プレイヤーは…Bする」: both steps wait for the end of the turn. The second step is
# read only here (``dop``): read alone after 「Aし、」 it would happen at once, which the text does not say.
G.add("dop", "各プレイヤーは自分自身のマナゾーンからカードを{n:num}枚選んで持ち主の墓地に<置く>",
      {"mana to zone": {"player": "each", "count": "$n", "to": "graveyard", "_o": "選んで持ち主の"}})
G.add("op", "そのターンの終わりに{a:op.stem}、{b:dop}", {"delayed": {"at": "end of turn", "do": ["$a", "$b"], "_a": "no comma"}})
G.add("op.may", "{w:atend}{a:op.may}", {"delayed": {"*w": None, "do": "$a"}, "may": True})

# Janken (rock-paper-scissors) cards.
G.add("op", "相手[|プレイヤー]とジャンケン[で|して]勝敗を<決める>", {"janken": True})

# Battles that don't happen.
G.add("op", "バトルは<行われない>", {"no battle": True})
G.add("op", "ただし、両クリーチャーはタップしたままである", {"both stay tapped": True})
G.add("op", "コストを支払わずにすぐに<唱える>", {"cast that card": True})
G.add("op", "コストを支払わずに<唱える>", {"cast that card": True, "_o": "no すぐに"})
G.add("op", "自分の手札から{f:cnp}を{c:ccount}、コストを支払わずに<唱える>", {"cast from zone": {"zone": "hand", "*c": None, "filter": "$f"}})
G.add("op", "バトルゾーンに<出す>", {"that card": "battle zone", "_i": "implicit"})
G.add("op", "その後、[それ|これ]を好きな順序で元に<戻す>", {"put back": {"order": "any"}, "_o": "順序"})
G.add("op", "その後[|、]それを元に<戻す>", {"put back": True, "_o": "その後"})
G.add("op", "その後、そのクリーチャーをバトルゾーンに<出す>", {"put chosen into the battle zone": True})
G.add("op", "そのターンの終わりに、自分はゲームに<負ける>", {"lose the game": {"at": "end of turn"}})
G.add("op", "このターンの後にもう一度自分のターンを<行う>", {"extra turns": 1})
G.add("op", "そのクリーチャー同士をバトル<させる>", {"battle": {"pair": "chosen"}})
# メテオバーン (究極銀河ユニバース): 「…下にあるカードを1枚選び墓地に置いてもよい。そのカードが最後の1枚でフェニックスならば、
# 自分はゲームに勝利する」: the card burned was the last one under it, of the race.
G.add("op", "そのカードが最後の1枚で{r:race}ならば、自分はゲームに<勝利する>",
      {"win the game": {"if": {"burned the last card under it and it has race": "$r"}}})
# Upgrades of the step before (メタモーフ: 「…1枚目のかわりに、上から3枚を…」): the step as upgraded; ``upgrades``
# names what it replaces, and the exporter gives the ability before it the opposite condition (card_entries).
G.add("op", "自分の山札の上から{n:num}枚目のかわりに、上から{m:num}枚を自分のマナゾーンに<置く>",
      {"mana from deck": {"n": "$m", "upgrades": {"n": "$n"}}})
G.add("op", "バトルゾーンにある相手のクリーチャーを、{n:num}体のかわりにすべて<タップする>",
      {"tap": {"target": {"player": "opponent", "count": "all"}, "upgrades": {"count": "$n"}}})
G.add("op", "バトルゾーンにある相手のクロスギアを、{n:num}枚のかわりに{m:num}枚まで選び、持ち主の墓地に<置く>",
      {"destroy": {"target": {"player": "opponent", "type": "cross gear", "count": "up to $m"}, "upgrades": {"count": "$n"}}})
