"""The Emperor's walls: every legal wall set is accepted by a direct check, while
``legal_actions`` lists only a bounded subset (issue #14, point 3)."""

from __future__ import annotations

from itertools import combinations

import pytest

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.rules.config import bigbox
from rattus_desktop.games.rattus.rules.game import Game

CARDS = ["peasant", "merchant", "monk", "knight", "witch", "king", "emperor"]


def _game(players: int, plague: str = "anglia", walls: list[list[str]] | None = None) -> Game:
    setup: dict = {"current_player": 0, "plague": plague, "regions": {},
                   "supply": [{"n": 9}], "cards": {"emperor": 0}}
    if walls:
        setup["walls"] = walls
    return Game.from_setup(bigbox(players, CARDS), setup)


def _borders(game: Game) -> list[tuple[str, str]]:
    rules = game.rules
    return sorted({tuple(sorted((a, b), key=rules.order.__getitem__))
                   for a in rules.regions for b in rules.near[a]},
                  key=lambda w: (rules.order[w[0]], rules.order[w[1]]))


def _walled_in(game: Game, walls: tuple[tuple[str, str], ...], region: str) -> bool:
    cut = {frozenset(w) for w in walls}
    return all(frozenset((region, n)) in cut for n in game.rules.near[region])


@pytest.mark.parametrize("players, plague", [(2, "hispania"), (3, "anglia"), (4, "turcia")])
def test_every_wall_set_is_judged_directly(players: int, plague: str) -> None:
    game = _game(players, plague)
    listed = {a for a in game.legal_actions() if a.type == "emperor"}
    legal = 0
    for walls in combinations(_borders(game), 3):
        action = Action("emperor", (walls,))
        expected = not _walled_in(game, walls, plague)
        assert (game.why_not(action) is None) == expected, walls
        assert game.is_legal(action) == expected, walls
        legal += expected
    assert listed and all(game.why_not(a) is None for a in listed)
    assert len(listed) < legal  # a subset is listed, every legal set is accepted


def test_any_order_and_direction_is_the_same_set() -> None:
    game = _game(4)
    walls = (("germania", "gallia"), ("polonia", "hungaria"), ("italia", "gallia"))
    assert game.why_not(Action("emperor", (walls,))) is None
    game.apply(Action("emperor", (walls,)))
    assert game.summary()["walls"] == [["gallia", "germania"], ["gallia", "italia"],
                                       ["hungaria", "polonia"]]


def test_the_list_stays_bounded_at_six_players() -> None:
    game = _game(6)
    borders = _borders(game)
    total = len(list(combinations(borders, 3)))
    listed = [a for a in game.legal_actions() if a.type == "emperor"]
    assert total > 4000 and len(listed) < 400
    out = [("anglia", "gallia"), ("gallia", "italia"), ("hungaria", "polonia")]
    moved = _game(6, walls=[list(w) for w in out])
    listed = [a for a in moved.legal_actions() if a.type == "emperor"]
    one_moved = {frozenset([*out[:i], b, *out[i + 1:]]) for i in range(3)
                 for b in borders if b not in out}
    # each wall to each free border, unless that walls the plague (Anglia) in
    expected = {s for s in one_moved if not _walled_in(moved, tuple(s), "anglia")}
    assert {frozenset(a.args[0]) for a in listed} == expected
    assert len(expected) == 3 * (len(borders) - 3) - 2
    assert all(moved.why_not(a) is None for a in listed)


def test_walls_cut_neighbours_both_ways() -> None:
    walls = [["gallia", "germania"], ["gallia", "italia"], ["gallia", "hispania"]]
    game = _game(4, "gallia", walls)
    moves = {a.args[0] for a in game.legal_actions() if a.type == "move_plague"}
    assert moves == {"anglia"}
    reason = game.why_not(Action("move_plague", ("germania",)))
    assert reason is not None and reason.code == "walled"


def test_a_refused_wall_set_changes_nothing() -> None:
    game = _game(4, "hispania")
    before = game.summary()
    walls = (("gallia", "hispania"), ("hispania", "italia"), ("hungaria", "polonia"))
    reason = game.why_not(Action("emperor", (walls,)))
    assert reason is not None and reason.code == "plague_walled_in"
    with pytest.raises(Exception, match="walled in"):
        game.apply(Action("emperor", (walls,)))
    assert game.summary() == before
