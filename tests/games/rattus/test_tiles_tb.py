"""Upgrade tiles of the Astronomer, Explorer, Student, Professor, Royal Librarian, Sultan,
Guild Master and Tavern Keeper: the Professor's upgraded orders are checked directly and
listed bounded; the Astronomer's kept cards may be named in any order."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from rattus_desktop.games.rattus.rules import Action, Game
from rattus_desktop.games.rattus.rules.config import configure

SIX = ["peasant", "merchant", "monk", "knight", "witch", "king"]
BLANK = {"kind": "blank"}


def _professor(level: int) -> Game:
    config = configure(2, "bigbox", {"cards": [*SIX, "professor"],
                                     "modules": ["universities", "upgrades"]})
    game = Game.from_setup(config, {
        "current_player": 0, "plague": "anglia", "cards": {"professor": 0},
        "upgrades": {"professor": level}, "events": [BLANK] * 8,
        "regions": {"gallia": {"university": "green"}, "italia": {"university": "plain"}}})
    game.apply(Action("professor", ()))
    assert game.state.phase == "professor_order"
    return game


def _order(order: tuple[int, ...], discard: tuple[int, ...] = ()) -> Action:
    return Action("professor_order", (order, discard))


def test_professor_iii_lists_a_bounded_part_and_accepts_any_order() -> None:
    game = _professor(3)
    listed = game.legal_actions()
    # rotations and reverses: 12 keeping all 6, 10 for each single discard (6), 1 for all
    assert len(listed) == 12 + 6 * 10 + 1
    assert all(game.why_not(a) is None for a in listed)
    unlisted = _order((2, 0, 1), (5, 1, 3))
    assert unlisted not in listed and game.why_not(unlisted) is None
    refused = game.why_not(_order((0, 1, 2), (1, 1, 3)))
    assert refused is not None and refused.code == "professor_discard_bad"


def test_professor_ii_accepts_every_order_of_six_and_no_discard() -> None:
    game = _professor(2)
    assert all(game.why_not(_order(p)) is None for p in permutations(range(6)))
    refused = game.why_not(_order((0, 1, 2, 3, 4), (5,)))
    assert refused is not None and refused.code == "professor_discard_upgraded"
    refused = game.why_not(_order((0, 1, 2, 3)))
    assert refused is not None and refused.code == "bad_order"


def test_professor_iii_discarded_cards_leave_the_deck() -> None:
    game = _professor(3)
    before = len(game.state.mods.uni.deck) if game.state.mods.uni else 0
    game.apply(_order((1, 0), (0, 2, 4, 5)))
    uni = game.state.mods.uni
    assert uni is not None and len(uni.deck) == before + 2 and len(uni.discard) == 4


def _astronomer(cards: list[dict[str, Any]]) -> Game:
    config = configure(2, "bigbox", {"cards": [*SIX, "astronomer"],
                                     "modules": ["region_cards", "upgrades"]})
    game = Game.from_setup(config, {
        "current_player": 0, "plague": "anglia", "cards": {"astronomer": 0},
        "upgrades": {"astronomer": 3}, "hands": [[], []], "region_deck": cards})
    game.apply(Action("astronomer", ()))
    return game


def test_astronomer_iii_keeps_two_named_in_any_order() -> None:
    deck = [{"region": r, "classes": ["peasantry", "church"]}
            for r in ("gallia", "germania", "hungaria")] + [
        {"region": r, "classes": ["chivalry", "magic"]} for r in ("italia", "hispania")]
    game = _astronomer(deck)
    assert len(game.legal_actions()) == 10  # C(5, 2)
    assert game.why_not(Action("keep_region_card", ((4, 1),))) is None
    game.apply(Action("keep_region_card", ((4, 1),)))
    cards = game.state.mods.cards
    assert cards is not None
    assert sorted(c.region for c in cards.hands[0]) == ["germania", "hispania"]
    assert len(cards.discard) == 3
