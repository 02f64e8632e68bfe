"""Steps specific to one topic (zones). Shared phrases live in given.py / when.py / then.py."""

from __future__ import annotations
