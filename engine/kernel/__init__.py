"""What the mechanics and the operations see of a game: the rules interface, the registry of
operations and conditions, and argument helpers."""
