"""Invariants of the Region cards and Universities modules, on a full game state."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rattus_desktop.games.rattus.rules.modules.region_cards.region_cards import cards_in_play
from rattus_desktop.games.rattus.rules.modules.universities.state import event_deck


def check_modules(game: Any) -> None:
    g, rules = game.state, game.rules
    cards, uni = g.mods.cards, g.mods.uni
    assert (cards is not None) == ("region_cards" in rules.modules)
    assert (uni is not None) == ("universities" in rules.modules)
    summary = game.summary()
    if cards is not None:
        held = [c for h in cards.hands for c in h]
        every = held + cards.deck + cards.discard + list(cards.covers.values()) + cards.drawn
        assert Counter(every) == Counter(cards_in_play(g.regions))  # no card lost or made
        assert all(g.holders[c] is not None for c in cards.covers)
        assert summary["hand_sizes"] == [len(h) for h in cards.hands]
        assert (g.phase == "region_card") == bool(cards.window)
        assert not cards.drawn or g.phase in ("keep_region_card", "explore")
    else:
        assert summary["hand_sizes"] is None
    if uni is not None:
        assert uni.green != uni.plain and {uni.green, uni.plain} <= set(g.regions)
        assert len(set(uni.markers)) == len(uni.markers) and set(uni.markers) <= set(g.regions)
        moving = uni.moving[0] if g.phase == "move_university" else None
        for which in ("green", "plain"):  # a marker lies with a university only while it
            if which != moving:           # waits to move away (found a university)
                assert uni.where(which) not in uni.markers, which
        assert (g.phase == "move_university") == bool(uni.moving)
        every_event = uni.deck + uni.discard + uni.looked + uni.drawn
        assert Counter(every_event) == Counter(event_deck())
        assert all(p >= 0 for p in uni.points) and summary["points"] == uni.points
        assert summary["events_left"] == len(uni.deck)
        flags = [r for r, e in summary["regions"].items() if e["university"]]
        assert sorted(flags) == sorted([uni.green, uni.plain])
