"""Finding cards in the catalog: by name prefix, keyword, printed text, race, type and civilization
(``dmrules cards``). Words are compared as people type them: NFKC, any case, spaces ignored; a
keyword, type or civilization may be written in English or in Japanese (``slayer`` / ``スレイヤー``,
``spell`` / ``呪文``, ``fire`` / ``火``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.model.cards import CIV_NAMES_JA, CardDef, CardType, Civ
from engine.model.errors import DmRulesError, UnknownWordError
from engine.model.keywords import KEYWORDS
from engine.model.text import name_key
from steps.runtime.ability_words import abilities, versions

# The card types as the printed cards and dmwiki name them.
TYPES_JA: dict[str, CardType] = {
    "クリーチャー": CardType.CREATURE, "進化クリーチャー": CardType.EVOLUTION_CREATURE,
    "サイキック・クリーチャー": CardType.PSYCHIC_CREATURE, "GRクリーチャー": CardType.GR_CREATURE,
    "呪文": CardType.SPELL, "クロスギア": CardType.CROSS_GEAR, "城": CardType.CASTLE,
    "ドラグハート": CardType.DRAGHEART, "フィールド": CardType.FIELD, "オーラ": CardType.AURA,
    "タマシード": CardType.TAMASEED}
# A keyword limited to some attackers or opponents (火・自然スレイヤー) is the card's static ability
# "<keyword> against" (engine.mechanics.statics): the card has the keyword all the same.
AGAINST = " against"


def key(text: str) -> str:
    """How a searched word and a card's words are compared: NFKC, any case, no spaces."""
    return "".join(name_key(text).split())


def card_keywords(card: CardDef) -> list[str]:
    """The keywords a card has as printed (its own, its spell side's, its DMPS version's), a limited
    one with its limit (``slayer (nature, light)``), sorted. Keywords it only grants are not its own."""
    found: dict[str, str] = {}
    for version in versions(card):
        for k in version.keywords:
            found.setdefault(k, k)
        for ability in version.abilities:
            for static, value in ability.static.items():
                if isinstance(static, str) and static.endswith(AGAINST):
                    word = static.removesuffix(AGAINST)
                    found.setdefault(word, f"{word} ({_limit(value)})")
    return [found[k] for k in sorted(found)]


def _limit(value: object) -> str:
    """What a limited keyword is limited to, as the card data writes it (``nature, light``)."""
    f = value.get("filter", value) if isinstance(value, dict) else value
    if isinstance(f, dict) and len(f) == 1:
        (_, inner), = f.items()
        return ", ".join(inner) if isinstance(inner, list) else str(inner)
    return str(f)


def texts(card: CardDef) -> list[str]:
    """Every printed ability text of the card (its versions, and the abilities they grant)."""
    return [a.text for a in abilities(card) if a.text]


def keyword_words() -> dict[str, str]:
    """Each way of writing a keyword (English, Japanese; compared by :func:`key`) → its name in the
    card data. The Japanese names come from the keywords' docs (``スレイヤー: ...``) and the
    card-text compiler's table of printed keywords."""
    from engine.catalog.text.grammar import KEYWORD_NAMES  # the printed names (ブロッカー, W・ブレイカー, ...)

    words = {key(k): k for k in KEYWORDS}
    for k, doc in KEYWORDS.items():
        head = doc.split(":", 1)[0] if ":" in doc else ""
        if head and not head.isascii() and len(head) < 30:
            words.setdefault(key(head), k)
    for printed, k in KEYWORD_NAMES.items():
        words.setdefault(key(printed), k)
    return words


def resolve(what: str, word: str, table: dict[str, str], shown: Iterable[str]) -> str:
    """The value ``word`` names in ``table`` (keys compared by :func:`key`), else an error naming
    the nearest of ``shown``."""
    found = table.get(key(word))
    if found is None:
        raise UnknownWordError(what, word, shown)
    return found


def keyword_named(word: str) -> str:
    """A keyword as the card data names it, from its English or Japanese name."""
    english = {key(k): k for k in KEYWORDS}
    if key(word) in english:  # the usual case: no need for the compiler's table
        return english[key(word)]
    words = keyword_words()
    return resolve("keyword", word, words, [*KEYWORDS, *(w for w in words if not w.isascii())])


def type_named(word: str) -> CardType:
    table = {**{key(t.value): t.value for t in CardType}, **{key(k): v.value for k, v in TYPES_JA.items()}}
    return CardType(resolve("card type", word, table, [*(t.value for t in CardType), *TYPES_JA]))


def civilization_named(word: str) -> Civ:
    table = {**{key(c.value): c.value for c in Civ}, **{key(k): v.value for k, v in CIV_NAMES_JA.items()}}
    return Civ(resolve("civilization", word, table, [*(c.value for c in Civ), *CIV_NAMES_JA]))


@dataclass(frozen=True)
class CardQuery:
    """What a search asks for; every part given must hold (a part given twice: both must)."""

    prefix: str = ""  # the start of the card's name or of an alias
    keywords: tuple[str, ...] = ()  # as the card data names them
    texts: tuple[str, ...] = ()  # words of a printed ability text
    races: tuple[str, ...] = ()  # words of a race (ドラゴン finds アーマード・ドラゴン)
    types: tuple[CardType, ...] = ()
    civilizations: tuple[Civ, ...] = ()

    @classmethod
    def parse(cls, prefix: str | None = None, keywords: Iterable[str] = (), texts: Iterable[str] = (),
              races: Iterable[str] = (), types: Iterable[str] = (), civilizations: Iterable[str] = ()) -> CardQuery:
        """A query from the words a user typed, each checked (an unknown keyword, type or
        civilization is an error naming the nearest)."""
        for what, given in (("text", texts), ("race", races)):
            if any(not key(w) for w in given):
                raise DmRulesError(f"an empty --{what} finds every card: give a word")
        return cls(prefix or "", tuple(keyword_named(k) for k in keywords), tuple(texts), tuple(races),
                   tuple(type_named(t) for t in types), tuple(civilization_named(c) for c in civilizations))

    @property
    def filters(self) -> bool:
        """Whether anything besides the name prefix is asked."""
        return bool(self.keywords or self.texts or self.races or self.types or self.civilizations)

    def describe(self) -> str:
        """The query as the command line gave it (for the listing's title)."""
        parts = [f"name starts with {self.prefix!r}"] if self.prefix else []
        parts += [f"keyword {k}" for k in self.keywords] + [f"text {t!r}" for t in self.texts]
        parts += [f"race {r!r}" for r in self.races] + [f"type {t.value}" for t in self.types]
        parts += [f"civilization {c.value}" for c in self.civilizations]
        return ", ".join(parts)

    def matches(self, card: CardDef) -> bool:
        if self.prefix and not any(key(n).startswith(key(self.prefix)) for n in (card.name, *card.aliases)):
            return False
        own = {k.split(" (")[0] for k in card_keywords(card)}
        if any(k not in own for k in self.keywords):
            return False
        printed = [key(t) for t in texts(card)]
        if any(not any(key(t) in p for p in printed) for t in self.texts):
            return False
        races = [key(r) for v in versions(card) for r in v.races]
        if any(not any(key(r) in have for have in races) for r in self.races):
            return False
        if self.types and card.type not in self.types:
            return False
        civs = set(card.card_civilizations)
        return all(c in civs for c in self.civilizations)


def search(cards: Iterable[CardDef], query: CardQuery) -> list[CardDef]:
    """The cards the query finds, in the catalog's order."""
    return [c for c in cards if query.matches(c)]
