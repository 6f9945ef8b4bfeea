"""The hint (Ctrl+H): the hard bot's move for the human to move, from that seat's view
only; the same whatever the faces the player has not seen; shown on the board."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.rules.tokens import Token
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit.hint_search import compute_hint

pytestmark = pytest.mark.gui

ITERATIONS = 120  # a small search: the same view must give the same hint at any budget


def _rattus_game(moves: int = 30, seed: int = 5):
    game = registry.new_game(registry.get("rattus").config(3, "classic"), seed)
    rng = random.Random(2)
    for _ in range(moves):
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def _permuted(game, seat: int, rng: random.Random):
    """A copy of ``game`` whose faces unknown to ``seat`` (face-down tokens and the
    supply) are dealt differently: everything ``seat`` knows stays the same."""
    other = game.copy()
    g = other.state
    known = g.knowledge[seat]
    spots = [(r, i) for r, ts in g.rats.items() for i, t in enumerate(ts)
             if t.uid not in known and not t.start]
    faces = [g.rats[r][i].face for r, i in spots] + [t.face for t in g.supply if not t.start]
    rng.shuffle(faces)
    for r, i in spots:
        t = g.rats[r][i]
        g.rats[r][i] = Token(t.uid, faces.pop(), t.start)
    g.supply = [Token(t.uid, faces.pop(), t.start) if not t.start else t for t in g.supply]
    for k in g.knowledge:  # another seat's Witch knowledge followed the old faces
        for uid in list(k):
            where = [t for ts in g.rats.values() for t in ts if t.uid == uid]
            if where:
                k[uid] = where[0]
    return other


def test_the_hint_is_the_same_whatever_the_unseen_faces():
    game = _rattus_game()
    seat = game.current_player
    rng = random.Random(9)
    first = compute_hint("rattus", game.view(seat), 1, ITERATIONS)
    changed = 0
    for _ in range(3):
        other = _permuted(game, seat, rng)
        real_faces = [t.face for ts in other.state.rats.values() for t in ts]
        changed += real_faces != [t.face for ts in game.state.rats.values() for t in ts]
        assert other.view(seat) == game.view(seat)
        assert compute_hint("rattus", other.view(seat), 1, ITERATIONS) == first
    assert changed  # the hidden faces really were dealt differently
    assert first.seat == seat and first.action in game.legal_actions()
    assert first.top and first.top[0].action == first.action and first.iterations == ITERATIONS


def test_the_hint_reads_only_the_seat_s_own_view(window, monkeypatch):
    """The runner asks the game for the deciding seat's view and for nothing else."""
    config = registry.get("rattus").config(2, "classic")
    window.controller.new_game(config, [Seat("Ann", "#c0392b"), Seat("Bo", "#2e86c1", "easy")],
                               seed=4, start_player=0)
    game = window.controller.game
    asked: list[object] = []
    real_view = type(game).view
    monkeypatch.setattr(type(game), "view", lambda self, seat: (asked.append(seat),
                                                                real_view(self, seat))[1])
    monkeypatch.setattr("rattus_desktop.shell.kit.hint.compute_hint",
                        lambda gid, view, seed: compute_hint(gid, view, seed, ITERATIONS))
    assert window.hints.request(window.controller) is None
    window.hints.wait()
    monkeypatch.undo()
    assert set(asked) == {0}


def test_ctrl_h_marks_the_move_and_counts_the_use(window, qtbot, monkeypatch):
    monkeypatch.setattr("rattus_desktop.shell.kit.hint.compute_hint",
                        lambda gid, view, seed: compute_hint(gid, view, seed, ITERATIONS))
    config = registry.get("rattus").config(2, "classic")
    window.controller.new_game(config, [Seat("Ann", "#c0392b"), Seat("Bo", "#2e86c1", "easy")],
                               seed=4, start_player=0)
    session = window.controller.session
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: session.hints_used.get(0) == 1, timeout=20000)
    table = window.table
    assert table.hint_marks.action is not None and table.hint_marks.items
    assert "Hint:" in window.status.hint.text() and "%" in window.status.hint.text()
    window.controller.try_apply(table.hint_marks.action)  # playing on clears the mark
    assert not table.hint_marks.items


def test_no_hint_for_a_computer_seat(window):
    config = registry.get("rattus").config(2, "classic")
    window.controller.new_game(config, [Seat("Al", "#c0392b", "easy"),
                                        Seat("Bo", "#2e86c1", "easy")], seed=4)
    assert window.hints.request(window.controller) == "Hints are for a human player's turn."


@pytest.mark.parametrize("game_id", ["cartus", "notredame"])
def test_the_other_games_name_the_move(window, qtbot, monkeypatch, game_id):
    monkeypatch.setattr("rattus_desktop.shell.kit.hint.compute_hint",
                        lambda gid, view, seed: compute_hint(gid, view, seed, 40))
    definition = registry.get(game_id)
    players = definition.players[0]
    seats = [Seat(f"P{i}", c) for i, c in enumerate(("#c0392b", "#2e86c1", "#27ae60",
                                                      "#8e44ad")[:players])]
    window.controller.new_game(definition.config(players), seats, seed=3)
    session = window.controller.session
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: sum(session.hints_used.values()) == 1, timeout=30000)
    assert window.status.hint.text().startswith("Hint:")


def test_a_hint_is_counted_in_the_game_s_statistics(window, qtbot, monkeypatch):
    """Ctrl+H: the use joins the game's record (the statistics' pending hint count)."""
    from rattus_desktop.stats import session_key
    from rattus_desktop.stats.store import StatsStore

    monkeypatch.setattr("rattus_desktop.shell.kit.hint.compute_hint",
                        lambda gid, view, seed: compute_hint(gid, view, seed, ITERATIONS))
    window.menus.stats.enabled = True
    config = registry.get("rattus").config(2, "classic")
    window.controller.new_game(config, [Seat("Ann", "#c0392b"), Seat("Bo", "#2e86c1", "easy")],
                               seed=4, start_player=0)
    session = window.controller.session
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: session.hints_used.get(0) == 1, timeout=20000)
    with StatsStore.open() as store:
        rows = store.conn.execute("SELECT session, seat, uses FROM pending_hints").fetchall()
    assert rows == [(session_key(session.config, session.seed), 0, 1)]
