"""The card-data vocabulary: trigger events, effect operations, keywords, static abilities.

Each name maps to a one-line description; ``dmrules cards --vocabulary`` prints them and
``engine/cards/README.md`` documents them. The implementations live in
:mod:`engine.triggers` (events) and :mod:`engine.effects` (operations).
"""

from __future__ import annotations

# Trigger events. "this ..." triggers watch the ability's own card.
TRIGGER_EVENTS: dict[str, str] = {
    "this enters": "this creature is put into the battle zone (出た時); filter by: summon|revolution change",
    "your creature enters": "one of your creatures is put into the battle zone; filter race/keyword/civ, other",
    "this destroyed": "this creature is destroyed (looks back: it was in the battle zone)",
    "another creature destroyed": "another creature is destroyed; filter whose: you|opponent|any",
    "this leaves": "this creature leaves the battle zone",
    "this attacks": "this creature attacks",
    "your creature attacks": "one of your creatures attacks; filter race/civ/other",
    "your turn starts": "the start of your turn",
    "your turn ends": "the end of your turn",
    "opponent turn ends": "the end of your opponent's turn",
    "opponent draws": "your opponent draws a card",
    "card put into graveyard": "a card is put into a graveyard from anywhere; filter whose",
    "this put into graveyard": "this card is put into the graveyard from anywhere (waits from the graveyard)",
    "this put into mana": "this card is put into the mana zone",
    "this discarded": "this card is discarded from its owner's hand (waits from the graveyard); filter "
                      "during: your turn|opponent turn. As 'instead of': madness-type abilities",
    "this breaks a shield": "this creature breaks a shield. As 'instead of': the broken shield does not go to "
                            "the hand (break replacement, e.g. redirect: graveyard = shield burning)",
    "a creature enters": "a creature is put into the battle zone; filter whose, max cost, not from (a zone). "
                         "As 'instead of': a landing replacement",
    "opponent creature attacks": "an opponent's creature attacks",
    "this cast": "(spells) what the spell does when cast",
    "unstated timing": "the sources give the effect but not when it triggers: never triggers by itself; "
                       "a scenario resolves it with `the ability of <card> resolves for player <X>`",
}

# Effect operations: ``- op: n`` or ``- op: {args}``.
EFFECT_OPS: dict[str, str] = {
    "draw": "the controller draws n cards",
    "mana from deck": "put the top n cards of the controller's deck into their mana zone",
    "mana from hand": "put up to n cards from the controller's hand into the mana zone (chosen)",
    "hand from deck": "put the top n cards of the controller's deck into their hand (not a draw)",
    "shields from deck": "put the top n cards of the controller's deck onto their shields",
    "recover usable mana": "DMPS: recover n usable mana (n: all = up to the cap), never above the cap",
    "increase usable mana": "DMPS: +n usable mana; the cap becomes twice the max mana this turn",
    "reduce usable mana": "DMPS: the target player's usable mana and its cap are n lower (player: opponent; "
                          "n: civilizations = those of their mana zone; until: end of their next turn)",
    "untap mana": "TCG: untap every card of the controller's mana zone",
    "hand from mana": "mana recovery: return up to n cards (type: creature) from the controller's mana zone "
                      "to their hand, chosen one at a time",
    "discard": "the target player discards n cards (player: opponent; pick: random|choose)",
    "destroy": "destroy creatures (target: ...)",
    "bounce": "return creatures to their owners' hands (target: ...)",
    "mana send": "put creatures into their owners' mana zones (target: ...)",
    "shield send": "put creatures onto their owners' shields (target: ...)",
    "shuffle graveyard into deck": "shuffle this card and the controller's graveyard into the deck",
    "power": "target creatures get +n power (amount: n, target: ...)",
    "grant": "target creatures gain keywords (keywords: [...], target: ...)",
    "reveal and take": "reveal the top n cards of the deck, put one matching the filter into the hand, the rest "
                       "into the graveyard (rest: graveyard) or the bottom of the deck (rest: bottom)",
    "meteorburn": "put n cards from under this creature into the graveyard, chosen one at a time",
    "win the game": "the controller wins the game (if: a condition checked when this step runs)",
    "put from hand": "put creatures from the controller's hand into the battle zone, one at a time in the "
                     "order chosen (count: n | up to n; filter: civilization, keyword, race, max cost, "
                     "not evolution)",
    "redirect": "(instead of: abilities) the card that was about to move goes to this zone of its owner "
                "instead: redirect: graveyard|hand|mana zone|shields|deck|battle zone",
}

KEYWORDS: dict[str, str] = {
    "blocker": "may block an attack, tapping itself; the attack then targets it",
    "speed attacker": "not summoning sick",
    "w breaker": "breaks 2 shields",
    "t breaker": "breaks 3 shields",
    "shield trigger": "when broken, may be used for free",
    "cannot attack": "this creature cannot attack",
    "cannot attack players": "this creature cannot attack players",
    "must attack": "this creature attacks every turn if able",
    "unblockable": "this creature cannot be blocked",
    "madness": "discarded during the opponent's turn: may enter the battle zone instead",
    "enters mana tapped": "put into the mana zone tapped (TCG)",
}

STATIC_KINDS: dict[str, str] = {
    "grant": "creatures matching a filter have keywords or abilities",
    "shield force": "シールド・フォース: as this creature enters, its controller may choose one of their shields; "
                    "while that shield stays in the shield zone, this creature gets power (+n)",
    "reduce usable mana": "DMPS: while this is in the battle zone, the opponent's usable mana and its cap are n "
                          "lower (n, or {n: 1, stacks: false} for この効果は重複しない)",
}
