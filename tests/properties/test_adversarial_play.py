"""The adversarial random player (scenarios/adversary.py): a few random games per profile in which
players also try what the engine would not offer; the rules oracle (scenarios/rules_oracle.py) and
the engine must agree on every attempt. The long run is bench/adversarial_play.py."""

from __future__ import annotations

import pytest

from engine.policies.profiles import PROFILES, get_profile
from scenarios.adversary import play_adversarial_game
from scenarios.rules_oracle import MAIN, Attempt, TurnLog, judge, judge_declaration

GAMES = 3


@pytest.mark.parametrize("profile", list(PROFILES))
def test_the_engine_refuses_what_the_rules_refuse(profile: str) -> None:
    attempts = 0
    for seed in range(GAMES):
        found, tried = play_adversarial_game(get_profile(profile), seed, out=None)
        attempts += tried
        assert not found, "\n\n".join(d.scenario for d in found)
    assert attempts > 0


def test_the_oracle_refuses_an_action_of_a_step_that_is_over() -> None:
    """The table alone (no engine): a charge once the main step began is refused by 500.2a."""
    log = TurnLog(step=MAIN)
    judged = judge(Attempt("charge", "A"), "A", log, 0, simple_board=True)
    assert judged.verdict == "refuse" and "500.2a" in judged.why


def test_the_oracle_refuses_any_action_in_the_middle_of_an_attack() -> None:
    """MIDWAY (505.1, 505.4): the table alone says no, whatever the action."""
    judged = judge(Attempt("charge", "A"), "A", TurnLog(), 0, simple_board=True, midway="attack")
    assert judged.verdict == "refuse" and "505.4" in judged.why


def test_the_oracle_judges_declarations_by_their_window() -> None:
    """DECLARATION_WINDOWS: a block is the non-turn player's (507.1), not after the attack was left unblocked;
    革命チェンジ is the turn player's before the block creature step (506.3b); none outside an attack."""
    assert judge_declaration("block", "B", "A", True, {"attacked"}).verdict == "allow"
    assert judge_declaration("block", "A", "A", True, {"attacked"}).verdict == "refuse"
    assert judge_declaration("block", "B", "A", True, {"attacked", "unblocked"}).verdict == "refuse"
    assert judge_declaration("revolution change", "A", "A", True, {"attacked"}).verdict == "allow"
    assert judge_declaration("revolution change", "A", "A", True, {"attacked", "blocked"}).verdict == "refuse"
    assert judge_declaration("ninja strike", "B", "A", False, set()).verdict == "refuse"
    assert judge_declaration("s-back", "B", "A", True, set()).verdict is None
