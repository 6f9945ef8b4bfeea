"""The Rattus Cartus rules engine (pure Python, no Qt)."""
