"""The rules mechanics: zones and moves, triggers and resolution, replacement effects, combat,
turns, pending state, rebuild."""
