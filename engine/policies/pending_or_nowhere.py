"""The pending state (保留状態, 409) and the nowhere zone (どこでもないゾーン) that it replaced.

004 (保留状態) is the source. Since 2022-09-14 (総合ルール Ver.1.32, 409) a card being used
(summoned, cast) or being put into the battle zone by an effect is *pending* until its move is
processed: it belongs to its zone but is not counted or referred to; it never left that zone,
and put back there it has not been "put into" it (no trigger, same orientation, same place:
409.2a), except that a spell's own "instead of the graveyard after it is cast" replacement
still applies (004: 例外として…). Before that date (tcg-2021, tcg-2020) only a card being
*used* was moved to the nowhere zone, with the same counts; a card put by an effect stayed
counted in its zone; coming back to the zone it had left was being put into it (but not
having left it: 004 裁定の変遷, 「そのゾーンを離れたことにはならない」が「そのゾーンに置かれたことに
はなる」), and the summon of a creature that cannot be put could still be declared (【ケドケド
ベラドマイ】). 004 (デュエル・マスターズ プレイスでは): DMPS follows the TCG, except that a spell
recast from the graveyard that goes back there is put into it (偽りの王 ヴィルヘルム triggers
twice); older DMPS (before the DMPP-26 fix) put any spell back into the zone it was cast from
(a charger cast from the mana zone triggers "when you put a card into your mana zone" and
becomes the newest mana card).

Where declared S-triggers wait until they are used is decided here too: the TCG moves them to
the hand with the other broken shields and uses them from there one at a time (113.6; 004: a
declaration is not pending, the declared card can be discarded meanwhile); DMPS keeps them out
of every zone (000 ゲームの仕様にもとづく調整例: 「ディスカードする手札の選択時には、待機中の
《デモハン》は存在していない」). The mechanics are :mod:`engine.mechanics.pending`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.objects import PUT, USE, Zone

NEVER, ALWAYS, SPELL_TO_GRAVEYARD, SPELL_TO_ORIGIN = "never", "always", "spell to graveyard", "spell to origin"


@dataclass(frozen=True)
class PendingPolicy:
    """What becomes pending, where it is meanwhile, and what going back to its zone means."""

    name: str
    nowhere: bool  # a card being used moves to the nowhere zone (before 2022-09-14)
    effect_puts: bool  # a card an effect puts into the battle zone is pending too (409, 2022-09-14)
    back_in_zone: str  # NEVER | ALWAYS | SPELL_TO_GRAVEYARD | SPELL_TO_ORIGIN: a card back in its zone is put there
    unputtable_summons: bool  # the summon of a creature that cannot be put may be declared

    def becomes_pending(self, reason: str) -> bool:
        """Whether a card used (USE) or put by an effect (PUT) becomes pending."""
        return reason == USE or (reason == PUT and self.effect_puts)

    def shown_in(self, zone: Zone | None) -> Zone | None:
        """Where the rules say a pending card is: its own zone (409), or the nowhere zone."""
        return Zone.NOWHERE if self.nowhere and zone is not None else zone

    @property
    def pays_first(self) -> bool:
        """The cost is paid before the card leaves for the nowhere zone (reading: a card used
        from the mana zone could tap itself then as well); since 409 the card becomes pending
        first and is paid for while pending (004: 保留状態でコストを支払う)."""
        return self.nowhere

    def placed_back(self, spell_done: bool, zone: Zone | None) -> bool:
        """Whether a pending card that goes back to its own zone is put into it (an event, its
        triggers, the newest place, a new orientation). ``spell_done``: a spell whose use is over."""
        if self.back_in_zone == ALWAYS:
            return True
        if not spell_done:
            return False
        return self.back_in_zone == SPELL_TO_ORIGIN or (
            self.back_in_zone == SPELL_TO_GRAVEYARD and zone is Zone.GRAVEYARD)


PENDING_STATE = PendingPolicy(
    "pending state: not counted, back in its zone it is not put there (409, 2022-09-14)",
    nowhere=False, effect_puts=True, back_in_zone=NEVER, unputtable_summons=False)
NOWHERE_ZONE = PendingPolicy(
    "nowhere zone: a used card goes there; back in its zone it is put there, never having left it",
    nowhere=True, effect_puts=False, back_in_zone=ALWAYS, unputtable_summons=True)
DMPS_PENDING = PendingPolicy(
    "pending state; a spell back in the graveyard after its cast is put there; declared S-triggers "
    "wait out of every zone (004, 000)",
    nowhere=False, effect_puts=True, back_in_zone=SPELL_TO_GRAVEYARD, unputtable_summons=False)
DMPS_OLD_PENDING = PendingPolicy(
    "pending state; a spell back in the zone it was cast from is put there, newest (004, before the "
    "DMPP-26 fix)",
    nowhere=False, effect_puts=True, back_in_zone=SPELL_TO_ORIGIN, unputtable_summons=False)
