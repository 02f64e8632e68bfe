"""Steps specific to one topic (basic). Shared phrases live in given.py / when.py / then.py."""

from __future__ import annotations
