"""The range of power: unbounded on paper; DMPS stores power as a signed 32-bit integer
that wraps (000 その他)."""

from __future__ import annotations

from dataclasses import dataclass

INT32_MAX = 2**31 - 1


def wrap_int32(value: int) -> int:
    """Two's-complement wrap, as DMPS stores power."""
    return (value + 2**31) % 2**32 - 2**31


@dataclass(frozen=True)
class PowerRange:
    name: str
    wraps_int32: bool

    def apply(self, power: int) -> int:
        """A creature's power as the profile holds it."""
        return wrap_int32(power) if self.wraps_int32 else power


UNBOUNDED = PowerRange("unbounded", wraps_int32=False)
INT32 = PowerRange("int32, wraps", wraps_int32=True)
