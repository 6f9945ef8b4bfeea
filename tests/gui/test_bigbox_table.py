"""The Big Box at the table: the joined board, six seats, and a whole 6-player game with
the first-game set (Messenger and Nomad included) played with the mouse."""

from __future__ import annotations

import random

import pytest
from gui_driver import BoardDriver, pick
from PySide6.QtCore import QPointF
from test_full_game import check_board, check_model, witch_handover

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.rules.data import africa_regions, bigbox_bands, bigbox_map
from rattus_desktop.games.rattus.ui.bigbox_gestures import CARD_OF, PHASE_USES, picks
from rattus_desktop.games.rattus.ui.map_layout import africa_geometry
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
NAMES = ["Agnes", "Bertrand", "Cecily", "Dietrich", "Eudes", "Fiora"]
MAX_STEPS = 2000


def bigbox(players: int, cards: object = "first"):
    return registry.get("rattus").configure(players, "bigbox", {"cards": cards})


def seats(n: int) -> list[Seat]:
    return [Seat(NAMES[i], theme.PLAYER_COLOURS[i]) for i in range(n)]


class BigBoxDriver(BoardDriver):
    """The classic gestures, and a Big Box card use as a card click then its picks."""

    def scene_pos(self, key: tuple):
        """A stack where it shows: at six players a back-row stack is partly hidden
        behind the front row, so aim at a point of it that is not covered."""
        pos = super().scene_pos(key)
        if key[0] != "stack" or key[1] == "palace" or self.scene.key_at(pos) == key:
            return pos
        item = self.scene.item_for(key)
        box = item.mapToScene(item.shape()).boundingRect()
        for i in range(1, 12):
            for j in range(1, 8):
                point = QPointF(box.left() + box.width() * j / 8,
                                box.top() + box.height() * i / 12)
                if self.scene.key_at(point) == key:
                    return point
        raise AssertionError(f"{key} cannot be seen anywhere to click it")

    def perform(self, action) -> None:
        t = action.type
        if t == "crusader_reveal":
            self.press_button(f"crusader:{action.args[0]}")
            return
        if t not in CARD_OF and t not in PHASE_USES:
            super().perform(action)
            return
        if t in PHASE_USES and not picks(action):
            self.press_button("decline")
            return
        if t in CARD_OF:
            self.click(("card", CARD_OF[t]))
        for key in picks(action):
            self.click(key)
        choice = f"choice:{action}"
        if self.has_button(choice):
            self.press_button(choice)


def test_africa_layout_lies_inside_its_regions(qapp):
    regions, arrows, top = africa_geometry()
    assert set(regions) == set(africa_regions()) and top == 1200
    for rid, geo in regions.items():
        for point in (geo.label, geo.pieces, geo.plague, *geo.tokens):
            assert geo.path.contains(point), (rid, point)
        assert len(geo.tokens) == 3
    seas = {frozenset((a, b)) for a, b, k in bigbox_map().borders
            if k == "sea" and (a in regions or b in regions)}
    assert {frozenset((s.a, s.b)) for s in arrows} == seas
    europe = window_free_geometry()
    for arrow in arrows:  # each end lies in the sea just off its own region's coast
        for rid, end in ((arrow.a, arrow.start), (arrow.b, arrow.end)):
            path = regions[rid].path if rid in regions else europe[rid].path
            assert not any(geo.path.contains(end) for geo in (*regions.values(),
                                                                *europe.values()))
            assert _near(path, end, 60), (arrow.a, arrow.b, rid)


def window_free_geometry():
    from rattus_desktop.games.rattus.ui.board_layout import board_geometry

    return board_geometry().regions


def _near(path, point, distance: float) -> bool:
    from PySide6.QtGui import QPainterPathStroker

    stroker = QPainterPathStroker()
    stroker.setWidth(2 * distance)
    return stroker.createStroke(path).contains(point)


@pytest.mark.parametrize("players", [5, 6])
def test_joined_board_fades_what_is_out_of_play(window, players):
    window.start_game(bigbox(players), seats(players), start_player=0, seed=3)
    scene = window.table.scene
    assert set(scene.regions) == set(bigbox_map().regions)
    in_play = set(bigbox_bands().regions[players])
    assert {r for r, item in scene.regions.items() if item.in_play} == in_play
    assert scene.sceneRect().height() > 1700
    shapes = {theme.shape_for(s) for s in range(players)}
    colours = {s.colour for s in window.controller.seats}
    assert len(shapes) == players and len(colours) == players
    assert list(scene.cards) == list(window.controller.game.state.holders)
    out = sorted(set(scene.regions) - in_play)
    if out:  # an out-of-play region is never a target
        driver = BigBoxDriver(window, mode="click")
        log = len(window.controller.session.log)
        driver.move(("reserve",), ("region", out[0]))
        assert len(window.controller.session.log) == log
        assert window.status.hint.text()


def test_classic_after_bigbox_gets_europe_back(window):
    window.start_game(bigbox(6), seats(6), start_player=0, seed=3)
    window.start_game(registry.get("rattus").configure(3, "classic", None), seats(3),
                      start_player=0, seed=3)
    scene = window.table.scene
    assert set(scene.regions) == set(bigbox_map().regions) - set(africa_regions())
    assert scene.sceneRect().height() < 1300 and len(scene.cards) == 6


def test_six_player_first_game_by_mouse(window, qtbot):
    window.start_game(bigbox(6), seats(6), start_player=0, seed=7)
    driver = BigBoxDriver(window, mode="click")
    rng = random.Random(7)
    types: set[str] = set()
    for _step in range(MAX_STEPS):
        game = window.controller.game
        if game.is_over:
            break
        action = pick(rng, game.legal_actions())
        before = len(window.controller.session.log)
        driver.perform(action)
        if action.type == "witch_look" and window.controller.human_count() > 1:
            witch_handover(window, driver)
        check_model(window, before, action)
        if not window.table.witch.isVisible():
            check_board(window)
        types.add(action.type)
    assert window.controller.game.is_over and window.results.isVisible()
    assert {"setup_place", "nomad_setup", "messenger", "nomad"} <= types
    setup = [a for a in window.controller.session.log if a.type == "setup_place"]
    assert len(setup) == 3 * 6  # three rounds (of two pieces each) at 6 players


def test_illegal_pick_is_explained_by_the_core(window):
    window.start_game(bigbox(6), seats(6), start_player=0, seed=7)
    game = window.controller.game
    driver = BigBoxDriver(window, mode="click")
    while game.phase != "game_over" and not any(a.type == "nomad_setup"
                                                for a in game.legal_actions()):
        driver.perform(pick(random.Random(1), game.legal_actions()))
    lit = window.table.interaction.card_use.targets()
    assert lit and all(key[0] == "region" for key in lit)
    out = [r for r in window.table.scene.regions if ("region", r) not in lit]
    if out:
        log = len(window.controller.session.log)
        driver.click(("region", out[0]))
        assert len(window.controller.session.log) == log and window.status.hint.text()


def check_items(w) -> None:
    """Nuns, bishops, potions and the camel are drawn where the model has them."""
    g = w.controller.game.state
    kinds = w.table.scene.bigbox_items.kinds()
    assert kinds.count("nun") == len(set(g.nuns))
    assert kinds.count("bishop") == len(g.bishops)
    assert kinds.count("potion") == sum(1 for p in g.potions.values() for n in p if n)
    assert kinds.count("nomad") == (g.nomad is not None)
    from rattus_desktop.games.rattus.ui.tooltips import tip_for_key

    for region in set(g.nuns):
        assert "Nuns here" in tip_for_key(w.table.scene, ("region", region))
    for region in g.bishops:
        assert "bishop stands here" in tip_for_key(w.table.scene, ("region", region))


PLAYABLE_SET = ["knight", "nun", "bishop", "mayor", "wizard", "pied_piper", "queen",
                "philosopher", "judge", "jester"]


@pytest.mark.parametrize("seed", [2, 9])
def test_every_other_playable_card_used_by_mouse(window, qtbot, seed):
    window.start_game(bigbox(4, PLAYABLE_SET), seats(4), start_player=0, seed=seed)
    driver = BigBoxDriver(window, mode="click")
    rng = random.Random(seed)
    types: set[str] = set()
    for _step in range(MAX_STEPS):
        game = window.controller.game
        if game.is_over:
            break
        legal = game.legal_actions()
        fresh = [a for a in legal if a.type not in types and a.type != "end_final_turn"]
        action = rng.choice(fresh) if fresh and rng.random() < 0.6 else pick(rng, legal)
        before = len(window.controller.session.log)
        driver.perform(action)
        check_model(window, before, action)
        check_board(window)
        check_items(window)
        types.add(action.type)
    assert window.controller.game.is_over
    assert {"nun", "bishop", "mayor", "wizard", "pied_piper", "judge", "jester"} <= types


def test_jester_drop_is_animated(qtbot, settings):
    from rattus_desktop.games.rattus.ui.items.meeple import MeepleItem
    from rattus_desktop.shell.app.window import MainWindow

    settings.set_speed("fast", save=False)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    w.start_game(bigbox(4, PLAYABLE_SET), seats(4), start_player=0, seed=2)
    session, rng = w.controller.session, random.Random(4)
    flow = w.table.flow
    while not any(a.type == "jester" for a in w.controller.game.legal_actions()):
        legal = w.controller.game.legal_actions()
        jester = [a for a in legal if a == registry.codec("rattus").from_text("take_card jester")]
        qtbot.waitUntil(lambda: not flow.animator.busy, timeout=20000)
        w.controller.try_apply(jester[0] if jester else pick(rng, legal))
    qtbot.waitUntil(lambda: not flow.animator.busy, timeout=20000)
    before = len(session.log)
    BigBoxDriver(w, mode="click").click(("card", "jester"))
    assert len(session.log) == before + 1 and session.log[-1].type == "jester"
    falling = [i for i in w.table.scene.items() if isinstance(i, MeepleItem) and i.zValue() >= 24]
    assert falling and flow.animator.busy
    qtbot.waitUntil(lambda: not flow.animator.busy, timeout=20000)
    check_board(w)
    w.table.flow.stop()
    w.close()


LOGGED_TOO = ["messenger", "nomad", "baker", "boccaccio", "inquisitor", "crusader", "serf",
              "sultan"]


def test_every_big_box_event_has_a_log_line(qapp):
    from rattus_desktop.games.rattus.ui.bigbox_display import HANDLERS
    from rattus_desktop.games.rattus.ui.names import event_text

    seen: dict[str, str] = {}
    for seed in range(80):  # until every event came up (a card enabled again is rare)
        if set(seen) == set(HANDLERS):
            break
        game = registry.new_game(bigbox(5, [*PLAYABLE_SET, *LOGGED_TOO]), seed, 0)
        rng = random.Random(seed)
        while not game.is_over:
            for event in game.apply(rng.choice(game.legal_actions())):
                if event.kind in HANDLERS:
                    line = event_text(event, NAMES[:5])
                    assert line and "{" not in line, (event, line)
                    seen[event.kind] = line
    assert set(seen) == set(HANDLERS)


def test_status_line_offers_the_card_uses_and_guides_the_picks(window):
    from rattus_desktop.games.rattus.ui.names import card_name

    window.start_game(bigbox(4, PLAYABLE_SET), seats(4), start_player=0, seed=2)
    game, rng = window.controller.game, random.Random(3)
    driver = BigBoxDriver(window, mode="click")
    while not any(a.type == "nun" for a in game.legal_actions()):
        assert not game.is_over
        legal = game.legal_actions()
        nun = [a for a in legal if a.type == "take_card" and a.args[0] == "nun"]
        driver.perform(nun[0] if nun else pick(rng, [a for a in legal if a.type != "nun"]))
    assert "Nun" in window.status.detail.text()
    driver.click(("card", "nun"))
    assert card_name("nun") in window.status.hint.text()
    lit = window.table.interaction.card_use.targets()
    assert lit and all(window.table.scene.regions[k[1]].state == "target" for k in lit)
    window.table.interaction.cancel()
    assert not window.table.interaction.card_use.active


def test_camel_and_messenger_by_keyboard(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    def press(key, times: int = 1) -> None:
        for _ in range(times):
            QTest.keyClick(window.table.view, key)

    window.start_game(bigbox(6), seats(6), start_player=0, seed=7)
    session, rng = window.controller.session, random.Random(2)
    while not any(a.type == "nomad_setup" for a in session.game.legal_actions()):
        window.controller.try_apply(pick(rng, session.game.legal_actions()))
    before = len(session.log)
    press(Qt.Key.Key_Right, 2)
    hovered = window.table.interaction.hovered
    assert hovered in window.table.interaction.card_use.targets()
    press(Qt.Key.Key_Return)
    assert len(session.log) == before + 1 and session.log[-1].type == "nomad_setup"
    assert session.game.state.nomad == hovered[1]
    while not any(a.type == "messenger" for a in session.game.legal_actions()):
        legal = session.game.legal_actions()
        take = [a for a in legal if a.type == "take_card" and a.args[0] == "messenger"]
        window.controller.try_apply(take[0] if take else pick(rng, [
            a for a in legal if a.type != "messenger"]))
    for _ in range(40):
        if window.table.interaction.selected == ("card", "messenger"):
            break
        press(Qt.Key.Key_Tab)
    before = len(session.log)
    press(Qt.Key.Key_Return)  # the card: its use begins
    assert window.table.interaction.card_use.active
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Return)  # the first piece
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Return)  # the second piece: swapped
    assert len(session.log) == before + 1 and session.log[-1].type == "messenger"


def test_north_africa_tooltips_name_its_neighbours(window):
    from rattus_desktop.games.rattus.ui.tooltips import card_tip, tip_for_key

    window.start_game(bigbox(6), seats(6), start_player=0, seed=3)
    tip = tip_for_key(window.table.scene, ("region", "numidia"))
    assert "Mauretania" in tip and "Tripolitania" in tip and "Italia" in tip
    assert "camel" in card_tip("nomad") and "Swap" in card_tip("messenger")


def test_saved_big_box_game_resumes_on_the_joined_board(window, tmp_path):
    from rattus_desktop.saves import load_save, write_save

    window.start_game(bigbox(6), seats(6), start_player=0, seed=7)
    rng = random.Random(8)
    for _ in range(60):
        window.controller.try_apply(pick(rng, window.controller.game.legal_actions()))
    path = tmp_path / "bigbox.json"
    write_save(window.controller.session, path)
    expected = window.controller.game.state
    window.start_game(registry.get("rattus").configure(2, "classic", None), seats(2),
                      start_player=0, seed=1)
    assert "numidia" not in window.table.scene.regions
    window.controller.adopt(load_save(path).session)
    scene = window.table.scene
    assert "numidia" in scene.regions and list(scene.cards) == list(expected.holders)
    assert scene.state.pieces == {r: list(p) for r, p in expected.pieces.items()}
    assert scene.state.nomad == expected.nomad


@pytest.mark.parametrize("arrangement", ["wide", "tall"])
def test_eight_cards_and_the_side_fit_either_arrangement(window, arrangement):
    from rattus_desktop.games.rattus.ui.board_layout import BOARD_W

    window.start_game(bigbox(6), seats(6), start_player=0, seed=3)
    scene = window.table.scene
    scene.arrange("wide" if arrangement == "tall" else "tall")
    scene.arrange(arrangement)
    rect = scene.sceneRect()
    board_bottom = africa_geometry()[2] + 560
    assert len(scene.cards) == 8
    for item in (*scene.cards.values(), scene.tray, scene.supply, scene.discard):
        box = item.mapToScene(item.boundingRect()).boundingRect()
        assert rect.contains(box), (item, box, rect)
        if arrangement == "tall":
            assert box.top() > board_bottom and box.right() <= BOARD_W + 24
