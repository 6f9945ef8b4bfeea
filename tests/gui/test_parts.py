"""Smaller GUI checks: names, the controller's signals, hidden information, dialogs."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from rattus_desktop.games.rattus.rules import Action, Game
from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.games.rattus.ui import names
from rattus_desktop.games.rattus.ui.candidates import targets_for
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.bot_runner import bot_levels
from rattus_desktop.shell.kit.controller import GameController, public_view

pytestmark = pytest.mark.gui
CORE = Path(names.__file__).resolve().parent.parent / "rules"


def seats(n: int, kind: str = "human") -> list[Seat]:
    return [Seat(f"P{i}", theme.PLAYER_COLOURS[i], kind) for i in range(n)]


def test_every_core_reason_code_has_a_text(qapp):
    codes = set(re.findall(r'illegal\(\s*"(\w+)"', (CORE / "explain.py").read_text()))
    assert len(codes) > 20
    for code in codes:
        assert names.reason_text(code, {}, "FALLBACK") != "FALLBACK", code


def test_reason_text_fills_names(qapp):
    text = names.reason_text("not_neighbour", {"a": "gallia", "b": "russia"}, "x")
    assert text == "Russia does not border Gallia."
    assert names.reason_text("unknown_code", {}, "the core's English") == "the core's English"


def test_event_texts_use_player_names(qapp):
    rng = random.Random(3)
    kinds: set[str] = set()
    for seed in range(6):
        game = Game.new(classic(3), seed)
        while not game.is_over:
            for event in game.apply(rng.choice(game.legal_actions())):
                text = names.event_text(event, ["Ann", "Bo", "Cy"])
                if text is not None:
                    kinds.add(event.kind)
                    assert "{" not in text, text
                    if "seat" in event.data and event.kind != "token_moved":
                        assert ["Ann", "Bo", "Cy"][event["seat"]] in text
    assert {"placed", "plague_moved", "token_revealed", "game_over"} <= kinds


def test_try_apply_reports_illegal_with_reason(qtbot):
    c = GameController()
    c.new_game(classic(2), seats(2), seed=4, start_player=0)
    with qtbot.waitSignal(c.illegal) as blocker:
        assert not c.try_apply(Action("move_plague", ("gallia",)))
    code, text = blocker.args
    assert code == "wrong_phase"
    assert text
    assert len(c.session.log) == 0


def test_private_events_stay_private(qtbot):
    c = GameController()
    c.new_game(classic(2), seats(2), seed=9, start_player=0)
    game = c.game
    public: list = []
    private: list = []
    c.events_applied.connect(public.append)
    c.private_events.connect(lambda seat, evs: private.append((seat, evs)))
    rng = random.Random(1)
    while game.state.holders["witch"] is None or game.phase != "actions" \
            or game.current_player != game.state.holders["witch"] \
            or not any(a.type == "witch_look" for a in game.legal_actions()):
        legal = game.legal_actions()
        takes = [a for a in legal if a == Action("take_card", ("witch",))]
        c.try_apply(takes[0] if takes else rng.choice(legal))
        assert not game.is_over
    look = next(a for a in game.legal_actions() if a.type == "witch_look")
    public.clear()
    assert c.try_apply(look)
    assert all(e.private_to is None for batch in public for e in batch)
    assert [e.kind for e in public[-1]] == ["witch_looked"]
    assert private[-1][0] == game.current_player
    assert private[-1][1][0].kind == "witch_saw"
    view = public_view(game)
    assert all(t.face is None for ts in view.tokens.values() for t in ts)
    assert view.legal_actions == ()


def test_targets_come_from_legal_actions(qapp):
    game = Game.new(classic(2), 5, start_player=0)
    targets = targets_for(game.legal_actions(), ("reserve",), 0)
    assert set(targets) == {("region", r) for r in game.rules.regions}
    assert targets_for(game.legal_actions(), ("plague",), 0) == {}


def test_new_game_dialog(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    kind = dialog.rows[0][2]
    computer = [kind.model().item(i).isEnabled() for i in range(1, kind.count())]
    assert computer == [level in bot_levels() for level in ("easy", "medium", "hard")]
    assert kind.findData("random") == -1  # kept for tests and the command line only
    dialog.count_group.button(3).setChecked(True)
    dialog.rows[1][0].setText("Bruna")
    dialog.rows[2][1].setCurrentIndex(dialog.rows[2][1].findData(theme.PLAYER_COLOURS[0]))
    choice = dialog.choice()
    assert [s.name for s in choice.seats] == ["Player 1", "Bruna", "Player 3"]
    colours = [s.colour for s in choice.seats]
    assert len(set(colours)) == 3 and colours[2] == theme.PLAYER_COLOURS[0]
    assert choice.start_player is None
    dialog.start.setCurrentIndex(dialog.start.findData(1))
    assert dialog.choice().start_player == 1


def test_view_fits_the_window(window, qtbot):
    window.start_game(classic(3), seats(3), start_player=0, seed=2)
    small = window.table.view.transform().m11()
    window.resize(1900, 1150)
    qtbot.wait(20)
    assert window.table.view.transform().m11() > small
    visible = window.table.view.mapToScene(window.table.view.viewport().rect()).boundingRect()
    assert visible.contains(window.table.scene.sceneRect().adjusted(1, 1, -1, -1))


def test_regions_out_of_play_are_greyed(window):
    window.start_game(classic(2), seats(2), start_player=0, seed=2)
    out = {r for r, item in window.table.scene.regions.items() if not item.in_play}
    assert out == {"bulgaria", "turcia", "russia", "tartaria"}


def test_illegal_drop_goes_back_while_board_waits(window, qtbot, settings):
    from gui_driver import BoardDriver

    settings.set_speed("normal", save=False)
    window.start_game(classic(2), seats(2), start_player=0, seed=3)
    driver = BoardDriver(window)
    driver.drag(("reserve",), ("region", "russia"))
    assert "not in play" in window.status.hint.text()
    ghosts = [i for i in window.table.scene.items() if i.zValue() >= 30]
    assert ghosts  # still flying home
    qtbot.waitUntil(lambda: not [i for i in window.table.scene.items() if i.zValue() >= 30])
    driver.drag(("reserve",), ("region", "gallia"))
    assert window.table.flow.animator.busy
    log = len(window.controller.session.log)
    driver.drag(("reserve",), ("region", "italia"))  # ignored while pieces move
    assert len(window.controller.session.log) == log
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    assert window.controller.game.state.pieces["gallia"][0] == 2


def _to_witch_turn(window, rng: random.Random) -> None:
    """Play (through the controller) until a human may use the Witch."""
    c = window.controller
    game = c.game
    while not (game.phase == "actions" and any(a.type == "witch_look"
                                               for a in game.legal_actions())):
        legal = game.legal_actions()
        take = Action("take_card", ("witch",))
        c.try_apply(take if take in legal else rng.choice(legal))
        assert not game.is_over


def test_witch_secret_only_after_hand_over(window, qtbot):
    from gui_driver import BoardDriver

    window.start_game(classic(2), seats(2), start_player=0, seed=21)
    _to_witch_turn(window, random.Random(2))
    driver = BoardDriver(window, mode="click")
    look = next(a for a in window.controller.game.legal_actions() if a.type == "witch_look")
    seat = window.controller.game.current_player
    driver.perform(look)
    assert window.handover.isVisible() and not window.table.witch.isVisible()
    assert not any(t.show_face for t in window.table.scene.tokens.values())
    assert window.controller.seats[seat].name in window.handover.title.text()
    driver.press_button("ready")
    assert window.table.witch.isVisible()
    from rattus_desktop.games.rattus.ui.dialogs.witch import FaceView

    shown_faces = [w.findChild(FaceView).face for w in window.table.witch._widgets]
    state = window.controller.game.state
    assert shown_faces == [state.rats[r][i].face for r, i in look.args[0]]
    driver.press_button("keep")
    assert not window.table.witch.isVisible()
    assert window.controller.session.log[-1] == Action("witch_swap", (False,))
    assert not any(t.show_face for t in window.table.scene.tokens.values())
    # later in the turn the holder may look again, behind the hand-over screen
    driver.press_button("secrets")
    assert window.handover.isVisible()
    assert not any(t.show_face for t in window.table.scene.tokens.values())
    driver.press_button("ready")
    shown = [t for t in window.table.scene.tokens.values() if t.show_face]
    assert len(shown) == 2
    driver.press_button("secrets")
    assert not any(t.show_face for t in window.table.scene.tokens.values())
