"""Plain data: card definitions, game objects, events, the trace, decisions; no rules."""
