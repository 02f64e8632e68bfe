"""Steps specific to one topic (ordering). Shared phrases live in given.py / when.py / then.py."""

from __future__ import annotations
