"""Trigger values as the catalog's ``when:`` (an event name, or {event, filters}; several events: a list)."""

from __future__ import annotations

from typing import Any

from engine.catalog.text.templates import Value


def _rename_player(d: dict[str, Any]) -> dict[str, Any]:
    return {("whose" if k == "player" else k): v for k, v in d.items()}


def export_when(when: Value) -> Value:
    """An internal trigger value as the catalog's ``when:`` (an event name or {event, filters}; several
    events 「…時、または、…時」: a list of them)."""
    if not isinstance(when, dict):
        return when
    if "any event" in when:  # 「…時または…時」: one ability, several events
        rest = {k: v for k, v in when.items() if k != "any event"}
        return [export_when({**rest, **sub}) for sub in when["any event"]]  # the catalog's list of events
    w = dict(when)
    w.pop("while in battle zone", None)  # the default: abilities wait from the battle zone
    put_by_you = w.pop("put by you", False)  # 「ドラゴンを…出した時」: the controller puts it (リップ・ウォッピー)
    event = w.get("event")
    if isinstance(event, str) and event.startswith("creature "):
        verb = event[len("creature "):]
        if w.pop("self", False):
            name = {"enters": "this enters", "attacks": "this attacks", "destroyed": "this destroyed",
                    "leaves": "this leaves", "wins a battle": "this wins a battle",
                    "breaks a shield": "this breaks a shield"}.get(verb)
            if verb == "put into graveyard":
                w["event"], w["to"] = "this leaves", "graveyard"
            elif verb == "unblocked":
                w["event"], w["self"] = "your creature unblocked", True
            else:
                w["event"] = name or f"this {verb}"
        elif w.pop("crossed", False):
            w["event"] = f"crossed creature {verb}"
        else:
            player = w.pop("player", None) or ("you" if put_by_you else None)
            if verb == "destroyed" and w.pop("other", False):
                w["event"] = "another creature destroyed"
                if player:
                    w["whose"] = player
            elif player == "you" and verb in ("enters", "attacks", "leaves", "unblocked"):
                w["event"] = f"your creature {verb}"
            elif player == "opponent" and verb in ("attacks", "unblocked"):
                w["event"] = f"opponent creature {verb}"
            else:
                w["event"] = f"a creature {verb}" if verb != "enters" else "a creature enters"
                if player:
                    w["whose"] = player
    nested = w.pop("filter", None)  # 「自分の光の呪文を唱える時」: the filter's keys are the trigger's own
    if isinstance(nested, dict):
        w.update(nested)
    w = _rename_player(w)
    if list(w) == ["event"]:
        return w["event"]
    return w
