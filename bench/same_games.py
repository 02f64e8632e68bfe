"""Do seeded random games play the same before and after a change? A digest of each game's records.

A speed-up of the engine must not change what a game does: the same profile, pool and seed play the same
game, record for record. ``python -m bench.same_games --write FILE`` writes a digest of every record of
each seeded game (each profile; the hand-written pool and the classic pool) on the tree as it is;
``python -m bench.same_games --against FILE`` plays them again and names the games whose records differ
(exit status 1). Record fields that hold an object's id (``ability_id``: a memory address, different in
each process) are left out of the digest.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

from engine.autoplay import POOL_NAMES, classic_pool, play_game
from engine.policies.profiles import get_profile, profile_names

_IDS = re.compile(r"_id=\d+")


def digests(games: int = 200, classic_games: int = 60) -> dict[str, str]:
    """``profile/pool/seed`` -> the digest of that game's records and outcome."""
    out: dict[str, str] = {}
    for name in profile_names():
        profile = get_profile(name)
        for pool_name, pool, count in (("hand", POOL_NAMES, games), ("classic", classic_pool(), classic_games)):
            for seed in range(count):
                game = play_game(profile, seed, pool=pool)
                h = hashlib.sha256()
                for entry in game.trace:
                    h.update(str(entry).encode())
                    h.update(_IDS.sub("_id=?", repr(entry.record)).encode())
                h.update(repr(game.state.outcome).encode())
                out[f"{name}/{pool_name}/{seed}"] = h.hexdigest()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.same_games", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--write", type=Path, metavar="FILE", help="write the digests of the games to FILE")
    what.add_argument("--against", type=Path, metavar="FILE", help="compare the games with the digests in FILE")
    parser.add_argument("--games", type=int, default=200, help="seeds per profile, hand-written pool (default 200)")
    parser.add_argument("--classic-games", type=int, default=60, help="seeds per profile, classic pool (default 60)")
    args = parser.parse_args(argv)
    expected: dict[str, str] = {}
    if args.against:
        try:
            expected = json.loads(args.against.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            parser.error(f"can't read {args.against}: {exc}")
    found = digests(args.games, args.classic_games)
    if args.write:
        args.write.write_text(json.dumps(found, indent=0) + "\n", encoding="utf-8")
        print(f"{len(found)} games written to {args.write}")
        return 0
    differ = sorted(k for k in expected.keys() & found.keys() if expected[k] != found[k])
    missing = sorted(expected.keys() - found.keys())
    print(f"{len(expected.keys() & found.keys())} games compared, {len(differ)} differ"
          + (f": {', '.join(differ[:20])}" if differ else "")
          + (f"; {len(missing)} not played here (fewer seeds asked)" if missing else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
