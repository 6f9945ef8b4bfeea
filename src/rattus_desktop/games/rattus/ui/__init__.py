"""The Rattus table in Qt: board scene, items, gestures, prompts, texts, tooltips, rules page."""
