"""When declared abilities (使用宣言) are declared, and what the non-turn player's abilities see.

TCG (506.3, 2020-10-23; 511.1, 2021-06-24): the turn player declares all its optional
hidden-zone triggers as they trigger, then resolves; the non-turn player declares only when
none of the turn player's waiting effects are left. DMPS (000 待機した効果の解決の順序, steps
2-3): the specials are declared as they trigger and resolve before everything else, in the
order chosen (invasion, revolution change, attack chance at an attack; revenge chance and
invasion ZERO at the end of a turn); any other declared ability waits like the rest and is
chosen when it resolves. Older DMPS (000 on 剛撃無双カンクロウ and 天真妖精オチャッピィ; 001
疑似使用宣言): nothing is declared ahead; each card is offered as its ability resolves.

Two dated changes of the paper rules (engine.policies.profiles.RULE_CHANGES): before 2021-06-24
(ruling notice 31632; dmvault faqId 2188, confirmed 2017-03-01) both players declared their
end-of-turn declared abilities together as the turn ended, before any waiting effect resolved,
whether or not their condition held yet (it is checked as they resolve); before 2022-08-10
(rulechange 31659; 112.3c of 2018-08-09) ninja strike could be declared only if its condition
(the mana count) held at the declaration, since then it is checked at resolution (Q&A 41804).

Which zone state the non-turn player's abilities see (000 非ターン・プレイヤー側の誘発型能力の
誘発タイミングと使用宣言について): TCG, by declaration (one that needs a declaration sees its zone
right after all the turn player's waiting effects resolved); DMPS, by timing (an ability timed
at the end of a turn sees its zone then; any other only cards there when the event happened).
The mechanics are :mod:`engine.mechanics.declarations`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from engine.model.events import Event
from engine.model.view import GameView
from engine.model.waiting import Waiting
from engine.policies.ordering import SPECIAL_RANK

# The declared abilities that DMPS resolves before all others (000, steps 2 and 3).
SPECIALS = frozenset(SPECIAL_RANK)
WHEN_TRIGGERED, SPECIALS_WHEN_TRIGGERED, WHEN_RESOLVING = "when triggered", "specials when triggered", "when resolving"
BY_DECLARATION, BY_TIMING = "by declaration", "by timing"


@dataclass(frozen=True)
class DeclarationPolicy:
    """When declared abilities are declared, and what the non-turn player's abilities see."""

    name: str
    declare: str  # WHEN_TRIGGERED | SPECIALS_WHEN_TRIGGERED | WHEN_RESOLVING
    non_turn_player: str  # BY_DECLARATION (TCG) | BY_TIMING (DMPS)
    # before 2021-06-24: both players declare their end-of-turn abilities together as the turn ends
    turn_end_together: bool = False
    # declaration kinds that may be declared with their condition unmet (checked at resolution)
    unmet_kinds: frozenset[str] = field(default_factory=frozenset)

    def up_front(self, kind: str) -> bool:
        """Whether an ability of this declaration kind is declared as it triggers."""
        if self.declare == WHEN_TRIGGERED:
            return True
        return self.declare == SPECIALS_WHEN_TRIGGERED and kind in SPECIALS

    def looks_later(self, game: GameView, w: Waiting, kind: str) -> bool:
        """Whether ``w`` sees its zone only once the turn player's waiting effects are gone."""
        if w.controller == game.state.turn_player:
            return False
        if self.turn_end_together and w.event.kind == "turn ended":
            return False
        if self.non_turn_player == BY_DECLARATION:
            return bool(kind)
        return w.event.kind == "turn ended"

    def looks_again(self, game: GameView, event: Event) -> bool:
        """Whether the non-turn player's abilities may see ``event`` again later (then the game
        runs the second pass for it), even from cards that were not in their zone yet."""
        if self.turn_end_together and event.kind == "turn ended":
            return False
        return self.non_turn_player == BY_DECLARATION or event.kind == "turn ended"

    def declarable_unmet(self, kind: str, event: Event) -> bool:
        """Whether an ability of this declaration kind may be declared while its condition does
        not hold (it is then checked as the ability resolves)."""
        return kind in self.unmet_kinds or (self.turn_end_together and event.kind == "turn ended")

    @property
    def one_at_a_time(self) -> bool:
        """Pseudo declarations (001 疑似使用宣言): each card offered and used on its own."""
        return self.declare == WHEN_RESOLVING


TCG_DECLARATIONS = DeclarationPolicy(
    "declared as they trigger, turn player first; the non-turn player's declared abilities see "
    "their zone after the turn player's effects (506.3, 511.1); ninja strike declared whatever its "
    "mana count, checked at resolution (2022-08-10)", WHEN_TRIGGERED, BY_DECLARATION,
    unmet_kinds=frozenset({"ninja strike"}))
# Before 2022-08-10 (112.3c, 2018-08-09): ninja strike's condition must hold when it is declared.
TCG_DECLARATIONS_2022_08 = replace(
    TCG_DECLARATIONS, unmet_kinds=frozenset(),
    name="as tcg, but ninja strike is declared only if its condition holds then (112.3c, before 2022-08-10)")
# Before 2021-06-24 (511.1; ruling notice 31632, dmvault faqId 2188): at the end of a turn both
# players declare together, before anything resolves, met or not; and the ninja strike rule above.
TCG_DECLARATIONS_2021_06 = replace(
    TCG_DECLARATIONS_2022_08, turn_end_together=True,
    name="as tcg before 2022-08-10, and at the end of a turn both players declare together as it ends, "
         "condition met or not (before 2021-06-24)")
DMPS_DECLARATIONS = DeclarationPolicy(
    "specials declared as they trigger and resolved first; other declared abilities chosen as they "
    "resolve; the non-turn player's end-of-turn abilities see their zone last (000)",
    SPECIALS_WHEN_TRIGGERED, BY_TIMING)
DMPS_OLD_DECLARATIONS = DeclarationPolicy(
    "pseudo declarations: each card offered as its ability resolves, one at a time (001 疑似使用宣言, "
    "000 カンクロウ / オチャッピィ)", WHEN_RESOLVING, BY_TIMING)
