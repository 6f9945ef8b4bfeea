"""Canonical forms come from the ability table (issue 33): each ability that has
several spellings of an action declares them; the game dispatches by action type."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import Action, Game, classic
from rattus_desktop.games.rattus.rules.abilities import CANONICAL


def test_the_table_names_each_ability_with_spellings() -> None:
    assert {kind: cls.id for kind, cls in CANONICAL.items()} == {
        "witch_look": "witch", "messenger": "messenger", "nun": "nun",
        "keep_region_card": "astronomer"}


def test_game_canonical_goes_through_the_table() -> None:
    game = Game.new(classic(3), seed=1)
    order = sorted(game.rules.regions, key=game.rules.order.__getitem__)
    first, last = order[0], order[-1]
    swapped = Action("messenger", ((last, 0), (first, 1)))
    assert game.canonical(swapped) == Action("messenger", ((first, 1), (last, 0)))
    nuns = Action("nun", ((last, order[1], first),))
    assert game.canonical(nuns) == Action("nun", ((first, order[1], last),))
    assert game.canonical(Action("keep_region_card", ((3, 1),))) == Action(
        "keep_region_card", ((1, 3),))
    odd = Action("witch_look", ("not two tokens",))
    assert game.canonical(odd) == odd
    assert game.canonical(Action("witch_look@guild", (((last, 0), (first, 1)),))) == Action(
        "witch_look@guild", (((first, 1), (last, 0)),))
