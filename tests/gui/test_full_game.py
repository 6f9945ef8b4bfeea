"""Whole games played through the board with real mouse events on the view's viewport.

The test reads the model to choose a legal action, performs it with the mouse (or a
prompt button), and checks the model after every step: the action was applied, the
invariants hold, the board shows the model, and no face-down token shows its face.
"""

from __future__ import annotations

import random

import pytest
from gui_driver import BoardDriver, pick, visible_overlays

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
NAMES = ["Agnes", "Bertrand", "Cecily", "Dietrich"]
MAX_STEPS = 700


def seats(n: int) -> list[Seat]:
    return [Seat(NAMES[i], theme.PLAYER_COLOURS[i]) for i in range(n)]


def check_model(w, before: int, action) -> None:
    session = w.controller.session
    game = session.game
    assert len(session.log) == before + 1, f"{action} was not applied"
    assert session.log[-1] == game.canonical(action)
    g = game.state
    for seat in range(g.players):
        assert g.reserve[seat] + g.on_board(seat) + g.palace[seat] == 20
    assert all(len(t) <= 3 for t in g.rats.values())


def check_board(w) -> None:
    """The board shows the model (after the instant animations) and hides faces."""
    ds = w.table.scene.state
    g = w.controller.game.state
    assert ds.pieces == {r: list(p) for r, p in g.pieces.items()}
    assert ds.plague == g.plague
    assert ds.palace == list(g.palace)
    assert {r: len(u) for r, u in ds.tokens.items()} == {r: len(t) for r, t in g.rats.items()}
    assert not any(t.show_face for t in w.table.scene.tokens.values())
    assert not w.table.flow.animator.busy
    if not w.controller.game.is_over:
        name = w.controller.seats[w.controller.game.current_player].name
        assert name in w.status.title.text()


def witch_handover(w, driver: BoardDriver) -> None:
    """After a Witch look with two humans: the hand-over screen comes first."""
    assert w.handover.isVisible() and not w.table.witch.isVisible()
    name = w.controller.seats[w.controller.game.current_player].name
    assert name in w.handover.title.text()
    driver.press_button("ready")
    assert w.table.witch.isVisible()
    assert len(w.table.witch._widgets) == 2


def try_illegal_drops(w, driver: BoardDriver, notes: dict) -> None:
    """Illegal drops go back, change nothing, and the status line says why."""
    game = w.controller.game
    log = len(w.controller.session.log)
    types = {a.type for a in game.legal_actions()}
    if game.phase == "actions" and "place" in types and "move_plague" not in types:
        target = game.rules.near[game.state.plague][0]
        driver.drag(("plague",), ("region", target))
        assert len(w.controller.session.log) == log
        assert "Place your pieces" in w.status.hint.text()
        notes["must_place"] = True
    out_of_play = [r for r in w.table.scene.regions if r not in game.rules.regions]
    if game.phase == "actions" and "place" in types and out_of_play:
        driver.drag(("reserve",), ("region", out_of_play[0]))
        assert len(w.controller.session.log) == log
        assert "not in play" in w.status.hint.text()
        notes["not_in_play"] = True
    empty = [r for r in game.rules.regions if not game.state.rats[r]]
    if game.phase == "actions" and "place" in types and empty and not any(
            a.type == "place" and a.args[0] == empty[0] for a in game.legal_actions()):
        driver.drag(("reserve",), ("region", empty[0]))
        assert len(w.controller.session.log) == log
        assert w.status.hint.text()
        notes["no_rats"] = True


def play(w, driver: BoardDriver, rng: random.Random, illegal: bool) -> dict:
    notes: dict = {"types": set()}
    for _step in range(MAX_STEPS):
        game = w.controller.game
        if game.is_over:
            break
        assert not visible_overlays(w) or w.table.witch.isVisible()
        if illegal and rng.random() < 0.15:
            try_illegal_drops(w, driver, notes)
        action = pick(rng, game.legal_actions())
        before = len(w.controller.session.log)
        driver.perform(action)
        if action.type == "witch_look" and w.controller.human_count() > 1:
            witch_handover(w, driver)
        check_model(w, before, action)
        if not w.table.witch.isVisible():
            check_board(w)
        notes["types"].add(action.type)
    return notes


def test_two_player_game_by_drag_and_drop(window, qtbot):
    window.start_game(classic(2), seats(2), start_player=0, seed=11)
    driver = BoardDriver(window, mode="drag")
    notes = play(window, driver, random.Random(11), illegal=True)
    game = window.controller.game
    assert game.is_over
    assert window.results.isVisible()
    summary = game.summary()
    assert summary["winner"] is not None
    assert window.controller.seats[summary["winner"]].name in window.results.title.text()
    # this seed's game uses every kind of action, each through its gesture
    assert notes["types"] == {
        "setup_place", "take_card", "place", "merchant", "monk", "witch_look", "witch_swap",
        "king", "move_plague", "spread", "knight_bonus", "end_final_turn"}
    assert notes.get("must_place") and notes.get("not_in_play") and notes.get("no_rats")


def test_four_player_game_by_click_select(window, qtbot):
    window.start_game(classic(4), seats(4), start_player=2, seed=5)
    driver = BoardDriver(window, mode="click")
    notes = play(window, driver, random.Random(5), illegal=False)
    game = window.controller.game
    assert game.is_over
    assert window.results.isVisible()
    assert {"setup_place", "take_card", "place", "merchant", "monk", "witch_look",
            "move_plague", "spread", "knight_bonus", "end_final_turn"} <= notes["types"]
    driver.press_button("again")
    assert not window.controller.game.is_over
    assert len(window.controller.session.log) == 0


def test_human_against_computer(window, qtbot):
    """Computer seats move by themselves (in a worker thread); the human by mouse."""
    players = [Seat("Agnes", theme.PLAYER_COLOURS[0]),
               Seat("Robot", theme.PLAYER_COLOURS[1], "random")]
    window.start_game(classic(len(players)), players, start_player=1, seed=8)
    driver = BoardDriver(window, mode="drag")
    rng = random.Random(8)
    game = window.controller.session.game
    for _step in range(MAX_STEPS):
        qtbot.waitUntil(lambda: game.is_over or (window.controller.current_is_human()
                                                  and not window.table.flow.animator.busy),
                        timeout=5000)
        if game.is_over:
            break
        action = pick(rng, game.legal_actions())
        before = len(window.controller.session.log)
        driver.perform(action)
        check_model(window, before, action)
    assert game.is_over and window.results.isVisible()
    movers = {window.controller.seats[0].name, window.controller.seats[1].name}
    assert all(name in window.table.side.log.toPlainText() for name in movers)
