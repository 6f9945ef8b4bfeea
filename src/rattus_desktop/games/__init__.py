"""The games the application hosts: one package each, found through ``engine.registry``.

Each package exposes ``GAME`` (an ``engine.registry.GameDef``); importing it never
imports Qt. Nothing outside a game's package imports its internals.
"""

INSTALLED: tuple[str, ...] = ("rattus", "cartus", "notredame")
