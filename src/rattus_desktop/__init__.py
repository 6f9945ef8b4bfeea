"""Rattus Desktop: the plague-era board game Rattus on the desktop."""

__version__ = "0.1.0"
