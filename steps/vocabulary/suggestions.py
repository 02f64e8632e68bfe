"""What to say about a step the library lacks: the closest steps of the same keyword, and a
snippet to paste into steps/ (the way cucumber and behave print one)."""

from __future__ import annotations

import difflib
import re

from engine.model.text import normal
from engine.policies.profiles import SPELLINGS, profile_names
from steps.runtime.verdicts import PROFILES, PROFILES_JA
from steps.vocabulary.index import KnownStep, known_steps

KEYWORDS = {"given": "Given", "when": "When", "then": "Then"}
MODULES = {"given": "steps/library/board.py", "when": "steps/library/actions.py", "then": "steps/library/game_state.py"}
_UNDER = re.compile(f"^{PROFILES} ")
_UNDER_JA = re.compile(f"^{PROFILES_JA}")
_PLAYER = re.compile(r"(player ?|プレイヤー)([AB])\b")
_NUMBER = re.compile(r"(?<![\w-])\d+(?![\w-])")


def similarity(text: str, step: KnownStep) -> float:
    """How close ``text`` is to a step: its readable form or its example line, whichever is closer."""
    line = step.sample.split(" ", 1)[-1]
    return max(difflib.SequenceMatcher(None, text, form).ratio() for form in (step.example, line))


def closest(step_type: str, text: str, n: int = 3, cutoff: float = 0.4) -> list[KnownStep]:
    """The ``n`` steps of the same keyword (given / when / then) closest to ``text``, best first."""
    same = [s for s in known_steps() if s.type == step_type]
    scored = sorted(((similarity(text, s), i, s) for i, s in enumerate(same)), key=lambda t: (-t[0], t[1]))
    return [s for score, _, s in scored[:n] if score >= cutoff]


def _card_names() -> list[str]:
    from engine.catalog.loader import default_catalog

    try:
        cards = list(default_catalog())
    except Exception:  # bad card data is reported elsewhere; a snippet can do without names
        return []
    return sorted({n for c in cards for n in (c.name, *c.aliases)}, key=len, reverse=True)


def generalize(text: str) -> tuple[str, list[str]]:
    """A regex for ``text``: players, numbers and card names become named groups; the group names."""
    spans: list[tuple[int, int, str, str]] = []  # start, end, name, regex

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e, _, _ in spans)

    for m in _PLAYER.finditer(text):
        name = "player" if not any(n == "player" for _, _, n, _ in spans) else "other"
        spans.append((m.start(2), m.end(2), name, "[AB]"))
    for card in _card_names():
        for m in re.finditer(re.escape(card), text):
            if free(m.start(), m.end()):
                count = sum(1 for _, _, n, _ in spans if n.startswith("card"))
                spans.append((m.start(), m.end(), f"card{count + 1 if count else ''}", ".+?"))
    for m in _NUMBER.finditer(text):
        if free(m.start(), m.end()):
            count = sum(1 for _, _, n, _ in spans if n.startswith("n"))
            spans.append((m.start(), m.end(), f"n{count + 1 if count else ''}", r"\d+"))
    out, pos = "", 0
    for start, end, name, rx in sorted(spans):
        out += re.escape(text[pos:start]).replace(r"\ ", " ") + f"(?P<{name}>{rx})"
        pos = end
    out += re.escape(text[pos:]).replace(r"\ ", " ")
    return out, [name for _, _, name, _ in sorted(spans)]


def snippet(step_type: str, text: str) -> str:
    """A step definition to paste into steps/ for ``text`` (Then: a verdict, its profiles left out)."""
    keyword = KEYWORDS.get(step_type, step_type.capitalize())
    japanese = bool(_UNDER_JA.match(text))
    body = _UNDER_JA.sub("", _UNDER.sub("", text)) if step_type == "then" else text
    pattern, groups = generalize(body)
    name = "_".join([w for w in re.findall(r"[a-z]+", body.lower()) if len(w) > 1][:5] or ["new_step"])
    args = "".join(f", {g}: str" for g in groups)
    quote = "'" if '"' in pattern else '"'
    regex = f"r{quote}{pattern}{quote}"
    if step_type == "then":
        decorator = f'@verdict{"_ja" if japanese else ""}({regex})'
        return (f'{decorator}\ndef {name}(world: World{args}) -> tuple[str, str]:\n'
                f'    """TODO: what this verdict observes."""\n'
                f'    observed, expected = ..., ...\n'
                f'    return observed, expected\n')
    return (f'@{step_type}(parsers.re({regex}))\ndef {name}(world: World{args}) -> None:\n'
            f'    """TODO: what this step does."""\n'
            f'    raise NotImplementedError({f"{keyword} {text}"!r})\n')


_PREFIX_EN = re.compile(r"^under (?P<profiles>.+?) (?P<rest>.+)$")
_PREFIX_JA = re.compile(r"^(?P<profiles>.+?)では(?:、|,|)\s*(?P<rest>.+)$")


def near_miss(step_type: str, text: str) -> tuple[list[str], bool]:
    """Why a line that is almost a step is not one: its letter case, its profile name; and how
    full-width characters were read (NFKC). True when a reason was found (no new step needed)."""
    same = [s for s in known_steps() if s.type == step_type]
    line = normal(text)
    why: list[str] = []
    if line != text:
        why.append(f"read with full-width characters as ASCII (NFKC): {line}")
    for s in same:
        if re.fullmatch(s.pattern, line, re.IGNORECASE):
            why.append(f"only the letter case differs from: {s.sample}")
            return why, True
    if step_type == "then":
        for prefix, known in ((_PREFIX_EN, "under dmps "), (_PREFIX_JA, "dmpsでは、")):
            m = prefix.match(line)
            if m and any(re.fullmatch(s.pattern, known + m.group("rest")) for s in same):
                names = ", ".join([*profile_names(), *SPELLINGS, "every profile", "全プロファイル"])
                why.append(f"{m.group('profiles')!r} is not a profile; the profiles: {names}")
                return why, True
    return why, False


def unknown_step_message(step_type: str, keyword: str, text: str, location: str) -> str:
    """The message for an unknown step: where, why a near miss fails, the closest steps of its
    keyword, and a snippet."""
    kw = KEYWORDS.get(step_type, step_type.capitalize())
    lines = [f"{location}: unknown step: {keyword} {text}"]
    reasons, found = near_miss(step_type, text)
    lines += [f"  {reason}" for reason in reasons]
    if found:
        return "\n".join(lines)
    near = closest(step_type, text)
    if near:
        lines.append(f"  closest {kw} steps:")
        lines += [f"    {s.sample}" for s in near]
    lines.append(f"  or define it, e.g. in {MODULES.get(step_type, 'steps/')}:")
    lines += ["    " + ln if ln else "" for ln in snippet(step_type, text).splitlines()]
    lines.append(f"  (`dmrules steps --keyword {step_type} WORD` searches the vocabulary)")
    return "\n".join(lines)
