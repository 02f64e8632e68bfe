"""Rule profiles: each is a composition of policies, one per fork in the rules.

Every fork the engine knows is a field of :class:`Profile`, and each field's policy module
(``engine/policies/``, named after its fork) says what the sources rule on each side. A profile that
differs from another in one fork is one ``replace(...)`` line.

Dated profiles are the paper rules as they stood on a date. Each rule change the engine
models is one line of :data:`RULE_CHANGES`: its date, the notice, the fork and the policy that
held before. A dated profile is its parent with the "before" side of every change made after
its date (:func:`as_of`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, fields, replace
from typing import Any

from engine.model.errors import UnknownProfileError
from engine.model.text import normal
from engine.policies.attack_redirection import ONE_REDIRECTION, REPEATED_REDIRECTION, AttackRedirection
from engine.policies.breakers import LARGEST_BREAKER, PLAYER_CHOOSES_BREAKER, BreakerChoice
from engine.policies.deck_rules import DMPS_DECKS, TCG_DECKS, DeckRules
from engine.policies.declaration_timing import (
    DMPS_DECLARATIONS,
    DMPS_OLD_DECLARATIONS,
    TCG_DECLARATIONS,
    TCG_DECLARATIONS_2021_06,
    TCG_DECLARATIONS_2022_08,
    DeclarationPolicy,
)
from engine.policies.designation import ANY_CARD, ELEMENTS, CardDesignation
from engine.policies.g_link import ACTIVATED, AS_IT_ENTERS, GLink
from engine.policies.hidden import MAY_FIND_NOTHING, MUST_FIND, HiddenZones
from engine.policies.limits import DMPS_LIMITS, NO_LIMITS, ZoneLimits
from engine.policies.lookback import ALL_THAT_LEFT, ONLY_ITSELF, LookBack
from engine.policies.lots import PLAYER_PICKS, RANDOM_PICKS, PicksPolicy
from engine.policies.mana_payment import ManaPolicy, PoolMana, TappedMana
from engine.policies.mana_summon import NO_S_BACK_FROM_MANA, S_BACK_FROM_MANA, ManaSummon
from engine.policies.meteorburn import FIRST_SELECTED, PLAYER_CHOOSES_CARD, MeteorburnOrder
from engine.policies.modes import AT_RESOLUTION, WHEN_WAITING, ModeChoice
from engine.policies.mulligan import NO_MULLIGAN, Mulligan
from engine.policies.names import WITH_RUBY, WRITTEN_ONLY, NameCategories
from engine.policies.ordering import CategoryPrecedence, FixedPrecedence, OrderingPolicy, PlayersChoose
from engine.policies.pending_or_nowhere import (
    DMPS_OLD_PENDING,
    DMPS_PENDING,
    NOWHERE_ZONE,
    PENDING_STATE,
    PendingPolicy,
)
from engine.policies.power import INT32, UNBOUNDED, PowerRange
from engine.policies.replacement_choice import PLAYERS_CHOOSE, PRIORITY_LEVELS, ReplacementPolicy
from engine.policies.shield_trigger_wait import IN_THE_HAND, NOWHERE, ShieldTriggerWait
from engine.policies.simultaneous_moves import OWNERS_ORDER, SEQUENCED, MovePolicy
from engine.policies.stacked_or_split import REBUILT, SOURCES_AS_USED, SPLIT, RebuildPolicy
from engine.policies.tap_skills import MUST_ATTACK_ATTACKS, MUST_ATTACK_MAY_TAP, TapSkills
from engine.policies.texts import DMPS_OLD_TEXTS, DMPS_TEXTS, TCG_TEXTS, CardTexts
from engine.policies.turn_limit import DMPS_TURN_LIMIT, NO_TURN_LIMIT, TurnLimit
from engine.policies.unplayable import CHOSEN_ANYWAY, NOT_OFFERED, Unplayable
from engine.policies.visibility import BY_ORIGIN, FACE_DOWN, ShieldVisibility
from engine.policies.waiting_shields import COUNTED, NOT_COUNTED, WaitingShields
from engine.policies.wave_striker import BOTH_SIDES, OWN_SIDE, WaveStriker

# The forks, as reports name them, in the order they are listed (field name -> label).
FORKS = {
    "mana": "mana",
    "limits": "zone limits",
    "ordering": "waiting effects",
    "power": "power",
    "turn_limit": "turn limit",
    "texts": "card texts",
    "mulligan": "mulligan",
    "breakers": "several breakers",
    "picks": "ties and paid resources",
    "moves": "simultaneous moves",
    "redirection": "attack redirection",
    "declarations": "declared abilities",
    "replacement": "replacement effects",
    "decks": "deck rules",
    "pending": "pending state",
    "rebuild": "rebuild",
    "designation": "choosing a card",
    "shields": "waiting shields",
    "hidden": "forced picks from hidden zones",
    "unplayable": "cards that can't be put",
    "tap_skills": "tap skills of must-attack creatures",
    "wave_striker": "wave strikers",
    "shield_triggers": "declared shield triggers wait",
    "visibility": "shield visibility",
    "names": "name categories",
    "mana_summon": "S-back and mana summon",
    "g_link": "G-link",
    "meteorburn": "meteorburn without a stated choice",
    "modes": "modes chosen",
    "lookback": "looking back at leaving",
}


@dataclass(frozen=True)
class Profile:
    """A rule profile: a name, a title, the dates it stands for, and one policy per fork."""

    name: str
    title: str
    texts: CardTexts  # engine/policies/texts.py: TCG texts or DMPS versions
    mana: ManaPolicy  # engine/policies/mana_payment.py: tapping cards or the DMPS pool
    limits: ZoneLimits  # engine/policies/limits.py: zone capacities and overflow
    ordering: OrderingPolicy  # engine/policies/ordering.py: which waiting effect resolves next
    power: PowerRange = UNBOUNDED  # engine/policies/power.py
    turn_limit: TurnLimit = NO_TURN_LIMIT  # engine/policies/turn_limit.py
    mulligan: Mulligan = NO_MULLIGAN  # engine/policies/mulligan.py
    breakers: BreakerChoice = PLAYER_CHOOSES_BREAKER  # engine/policies/breakers.py
    picks: PicksPolicy = PLAYER_PICKS  # engine/policies/lots.py: ties and paid resources
    moves: MovePolicy = OWNERS_ORDER  # engine/policies/simultaneous_moves.py: simultaneous moves, "first time", swaps
    redirection: AttackRedirection = REPEATED_REDIRECTION  # engine/policies/attack_redirection.py
    declarations: DeclarationPolicy = TCG_DECLARATIONS  # engine/policies/declaration_timing.py
    replacement: ReplacementPolicy = PLAYERS_CHOOSE  # engine/policies/replacement_choice.py
    decks: DeckRules = TCG_DECKS  # engine/policies/deck_rules.py
    pending: PendingPolicy = PENDING_STATE  # engine/policies/pending_or_nowhere.py: 保留状態 or the nowhere zone
    rebuild: RebuildPolicy = REBUILT  # engine/policies/stacked_or_split.py: 再構築 (801.4) or the old split
    designation: CardDesignation = ANY_CARD  # engine/policies/designation.py: "choose a card"
    shields: WaitingShields = NOT_COUNTED  # engine/policies/waiting_shields.py: broken shields during declarations
    hidden: HiddenZones = MAY_FIND_NOTHING  # engine/policies/hidden.py: "find nothing" in a hidden zone
    unplayable: Unplayable = CHOSEN_ANYWAY  # engine/policies/unplayable.py: choosing cards that can't be put
    tap_skills: TapSkills = MUST_ATTACK_MAY_TAP  # engine/policies/tap_skills.py
    wave_striker: WaveStriker = BOTH_SIDES  # engine/policies/wave_striker.py: whose wave strikers count
    shield_triggers: ShieldTriggerWait = IN_THE_HAND  # engine/policies/shield_trigger_wait.py
    visibility: ShieldVisibility = FACE_DOWN  # engine/policies/visibility.py: who may look at a shield
    names: NameCategories = WITH_RUBY  # engine/policies/names.py: name categories and their readings
    mana_summon: ManaSummon = S_BACK_FROM_MANA  # engine/policies/mana_summon.py
    g_link: GLink = AS_IT_ENTERS  # engine/policies/g_link.py: static or activated
    meteorburn: MeteorburnOrder = PLAYER_CHOOSES_CARD  # engine/policies/meteorburn.py
    modes: ModeChoice = AT_RESOLUTION  # engine/policies/modes.py: when a mode is chosen
    lookback: LookBack = ONLY_ITSELF  # engine/policies/lookback.py: what a creature that left sees (603.5c)
    dates: str = ""  # the dates it stands for ("since 2024-02-15", "2021-03-16 to 2022-09-13")
    parent: str | None = None  # the profile it is derived from (a dated profile: the current rules)
    changes: tuple[RuleChange, ...] = field(default=(), compare=False)  # the changes it stands before

    def forks(self) -> dict[str, str]:
        """Each fork and the choice this profile makes, for reports."""
        return {label: str(getattr(self, field).name) for field, label in FORKS.items()}

    def differs(self, other: Profile) -> list[str]:
        """The forks (labels) where this profile's policy is not ``other``'s."""
        return [label for f, label in FORKS.items() if getattr(self, f) != getattr(other, f)]


@dataclass(frozen=True)
class RuleChange:
    """A change of the paper rules the engine models: from ``date`` on, the fork ``fork`` is the
    current profile's; before it, ``before``."""

    date: str  # ISO date the change took effect
    notice: str  # the rule and the notice ("総合ルール 409, 2022-09-14: 保留状態")
    fork: str  # a field of Profile
    before: Any  # the policy that held before the date


def as_of(parent: Profile, date: str, name: str, title: str, dates: str) -> Profile:
    """The paper rules as they stood on ``date``: ``parent`` with the policy that held before
    every change of :data:`RULE_CHANGES` made after that date (the latest change first)."""
    later = sorted((c for c in RULE_CHANGES if c.date > date), key=lambda c: c.date, reverse=True)
    changed = {c.fork: c.before for c in later}  # latest first: the earliest change after the date wins
    return replace(parent, name=name, title=title, dates=dates, parent=parent.name, changes=tuple(later),
                   **changed)


TCG = Profile(
    name="tcg",
    title="current paper rules",
    dates="the latest rules",
    texts=TCG_TEXTS,
    mana=TappedMana(),
    limits=NO_LIMITS,
    ordering=PlayersChoose(),
)

DMPS = Profile(
    name="dmps",
    title="Duel Masters Play's (current)",
    dates="the current app",
    texts=DMPS_TEXTS,
    mana=PoolMana(),
    limits=DMPS_LIMITS,
    ordering=FixedPrecedence(),
    power=INT32,
    turn_limit=DMPS_TURN_LIMIT,
    decks=DMPS_DECKS,
    breakers=LARGEST_BREAKER,
    picks=RANDOM_PICKS,
    moves=SEQUENCED,
    redirection=ONE_REDIRECTION,  # 000 最新のものとは異なる裁定: one block / guardman per attack
    declarations=DMPS_DECLARATIONS,
    replacement=PRIORITY_LEVELS,  # 000 適用する置換効果の決定: priority 1-5, no player chooses
    lookback=ALL_THAT_LEFT,  # 000 過去の状態を見る, as the catalog reads it (DMPS-MOVE-03)
    pending=DMPS_PENDING,  # 004 デュエル・マスターズ プレイスでは; 000: declared S-triggers out of every zone
    rebuild=SOURCES_AS_USED,  # 000 リンクによって…: the source elements come back as they were used
    designation=ELEMENTS,  # 000 カード指定除去の概念が異なる
    hidden=MUST_FIND,  # 000/001: no "forced may be optional" rule for hidden zones
    unplayable=NOT_OFFERED,  # 000 出せないカードに関するルール
    wave_striker=OWN_SIDE,  # 000 その他: 自分のクリーチャーだけを参照する
    shield_triggers=NOWHERE,  # 000: 使用宣言したS・トリガーは確認不能な領域に移動する
    visibility=BY_ORIGIN,  # 000/001: シールド化されたカードは…いつでも確認できる
    names=WRITTEN_ONLY,  # 000/001: 能力テキストの名称カテゴリにルビが存在しない
    mana_summon=NO_S_BACK_FROM_MANA,  # 000 その他: マナゾーンからS・バックを使えない
    g_link=ACTIVATED,  # 000 その他: G・リンクは常在型能力から起動型能力になった
    meteorburn=FIRST_SELECTED,  # 000 その他: 進化元として先に選択したクリーチャーから順に
)

# Older DMPS behaviour the sources record: the help text's 99-card mana limit was not
# enforced (000, マナゾーン, struck-through wiki note); waiting effects in a fixed order by
# trigger kind (001, トリガー別の解決順序, Ver.3.9.2).
DMPS_OLD = replace(
    DMPS, name="dmps-old", title="Duel Masters Play's (older behaviour)", dates="older app versions", parent="dmps",
    limits=ZoneLimits({k: v for k, v in DMPS_LIMITS.capacity.items() if k.value != "mana zone"}),
    ordering=CategoryPrecedence(),
    declarations=DMPS_OLD_DECLARATIONS,  # 000/001: pseudo declarations, one Kankurou at a time
    pending=DMPS_OLD_PENDING,  # 004: before the DMPP-26 fix a spell back in its zone was put there
    texts=DMPS_OLD_TEXTS,  # 000: texts a later update changed (初出時の《バロン・ゴーヤマ》)
)

# The rule changes the engine models, one line each (see RuleChange). The earliest first.
RULE_CHANGES: tuple[RuleChange, ...] = (
    RuleChange("2021-03-16", "総合ルール 801.4, 2021-03-16: 再構築", "rebuild", SPLIT),
    RuleChange("2021-06-24", "総合ルール 511.1, 2021-06-24 (ruling notice 31632): the non-turn player declares "
               "its end-of-turn abilities after the turn player's effects", "declarations", TCG_DECLARATIONS_2021_06),
    RuleChange("2022-06-24", "000 その他: 2022年6月24日の裁定変更 (モードを選ぶのは解決の直前)", "modes", WHEN_WAITING),
    RuleChange("2021-09-07", "総合ルール 507.1, 2021-09-07 (rulechange 31637, ruling notice 31636): the defender "
               "chooses every attack-redirecting ability to use and the last ブロッカー blocks; before, one "
               "redirection per attack", "redirection", ONE_REDIRECTION),
    RuleChange("2022-08-10", "総合ルール 112.3c, 2022-08-10 (rulechange 31659): ninja strike declared whatever its "
               "mana count, checked at resolution", "declarations", TCG_DECLARATIONS_2022_08),
    RuleChange("2022-09-14", "総合ルール 409, 2022-09-14 (Ver.1.32): 保留状態", "pending", NOWHERE_ZONE),
    RuleChange("2022-10-28", "000 その他: 2022年10月28日の裁定変更 (タップスキル、可能であれば攻撃する状態)",
               "tap_skills", MUST_ATTACK_ATTACKS),
    RuleChange("2024-02-15", "総合ルール 113.6, 2024-02-15 (rulechange 316661): broken shields waiting for "
               "declarations are not counted", "shields", COUNTED),
)

# The paper rules before the pending-state revision (2022-09-14: どこでもないゾーン -> 保留状態),
# and before the rebuild revision (2021-03-16, 801.4 再構築).
TCG_2021 = as_of(TCG, "2022-09-13", "tcg-2021", "paper rules before 2022-09-14", "2021-03-16 to 2022-09-13")
TCG_2020 = as_of(TCG, "2021-03-15", "tcg-2020", "paper rules before 2021-03-16", "until 2021-03-15")

PROFILES: dict[str, Profile] = {p.name: p for p in (TCG, TCG_2021, TCG_2020, DMPS, DMPS_OLD)}


def lineage() -> list[tuple[Profile, list[str]]]:
    """Each profile with the forks where it differs from its parent (all forks for a root)."""
    return [(p, p.differs(PROFILES[p.parent]) if p.parent else list(FORKS.values())) for p in PROFILES.values()]


def fork_fields(a: Profile, b: Profile) -> list[str]:
    """The forks (field names, in :data:`FORKS` order) where ``a``'s policy is not ``b``'s."""
    return [f for f in FORKS if getattr(a, f) != getattr(b, f)]


def switched(base: Profile, to: Profile, forks: Iterable[str]) -> Profile:
    """``base`` with ``to``'s policy on each of ``forks`` (field names): what fork attribution runs.
    Its name says what was switched (``tcg+dmps[mana,limits]``); no verdict is written for it."""
    chosen = sorted(set(forks), key=list(FORKS).index)
    return replace(base, name=f"{base.name}+{to.name}[{','.join(chosen)}]", parent=base.name,
                   **{f: getattr(to, f) for f in chosen})


class WatchedProfile(Profile):
    """A profile that notes which forks the rules read (:func:`forks_read`): a fork never read
    in a run cannot have decided anything in it."""

    def __getattribute__(self, name: str) -> Any:
        if name in FORKS:
            object.__getattribute__(self, "__dict__").setdefault("_read", set()).add(name)
        return object.__getattribute__(self, name)


def watched(profile: Profile) -> WatchedProfile:
    """``profile`` as a :class:`WatchedProfile` (same name and policies)."""
    return WatchedProfile(**{f.name: getattr(profile, f.name) for f in fields(Profile)})


def forks_read(profile: Profile) -> frozenset[str]:
    """The forks (field names) a watched profile was asked for so far (none for a plain profile)."""
    return frozenset(profile.__dict__.get("_read", ()))


# What a scenario may write besides a profile's name (any case, any width): the app's nickname,
# and the words for every profile.
SPELLINGS = {"デュエプレ": "dmps"}
EVERY = ("every profile", "all profiles", "すべてのプロファイル", "全てのプロファイル", "全プロファイル")


def get_profile(name: str) -> Profile:
    try:
        return PROFILES[name]
    except KeyError:
        raise UnknownProfileError(name, list(PROFILES)) from None


def profile_named(spelling: str) -> str:
    """The profile a scenario means by ``spelling``: ``DMPS``, ``ｔｃｇ``, ``デュエプレ``."""
    key = normal(spelling).strip().casefold()
    name = SPELLINGS.get(key, key)
    if name not in PROFILES:
        raise UnknownProfileError(spelling.strip(), [*PROFILES, *SPELLINGS])
    return name


def profile_list(text: str) -> list[str]:
    """The profiles a verdict names: ``dmps, dmps-old``, ``tcg and dmps``, ``TCGとDMPS``,
    ``tcg、dmps``, ``every profile``, ``全プロファイル``."""
    text = normal(text).strip()
    if text.casefold() in EVERY:
        return profile_names()
    return [profile_named(p) for p in re.split(r",\s*and\s|,|、|\band\b|と", text) if p.strip()]


def profile_names() -> list[str]:
    return list(PROFILES)
