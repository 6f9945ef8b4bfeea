"""The Universities module at the table, played through the real window: the drawn
universities, markers, event deck and last event; each event decision by clicks (a
class card or the button, a lit region), refusals in words; the Student, the
Professor (its private look behind the hand-over screen, then the order by buttons)
and the Royal Librarian; a computer seat deciding an event with no prompt."""

from __future__ import annotations

import random

import pytest
from gui_driver import pick
from test_bigbox_table import BigBoxDriver, seats
from test_full_game import check_board, witch_handover

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.ui.names import card_name
from rattus_desktop.games.rattus.ui.tooltips import tip_for_key
from rattus_desktop.games.rattus.ui.university_items import DECK_POS, LAST_POS
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
SET = ["peasant", "merchant", "monk", "knight", "witch", "king", "student", "professor",
       "royal_librarian"]


def config(players: int, cards: list[str] = SET, modules: tuple[str, ...] = ("universities",)):
    return registry.get("rattus").configure(players, "bigbox", {"cards": list(cards),
                                                                "modules": list(modules)})


class UniDriver(BigBoxDriver):
    """Clicks on the universities' items, and the Professor's chooser buttons."""

    def scene_pos(self, key: tuple):
        if key[0] in ("university", "event_deck", "last_event", "marker"):
            item = self.scene.item_for(key)
            return item.mapToScene(item.shape().boundingRect().center())
        return super().scene_pos(key)

    def perform(self, action) -> None:
        t = action.type
        if t == "professor_order":
            self.professor_order(action)
            return
        if t == "professor_resolve":
            self.press_button(f"professor_resolve:{action.args[0]}")
            return
        super().perform(action)

    def professor_order(self, action) -> None:
        """Press the looked-at cards top first (the last one goes by itself)."""
        order, discard = action.args
        kept = [i for i in range(len(order) + len(discard)) if i not in discard]
        top_first = sorted(kept, key=lambda i: order[kept.index(i)])
        for i in top_first[:-1] if not discard else top_first:
            self.press_button(f"professor:{i}")
        if discard:
            self.press_button("professor_discard")
        elif self.has_button(f"professor:{top_first[-1]}"):
            self.press_button(f"professor:{top_first[-1]}")


def status_text(w) -> str:
    return " ".join(label.text() for label in (w.status.title, w.status.detail, w.status.hint))


def chronicle(w) -> list[str]:
    from rattus_desktop.games.rattus.ui.names import event_text

    names = [s.name for s in w.controller.seats]
    return [t for step in w.controller.session.steps for e in step.events
            if (t := event_text(e, names))]


def uni(w):
    return w.controller.game.state.mods.uni


def check_drawn(w) -> None:
    """The universities, markers, deck count and points on the board match the model."""
    scene, st = w.table.scene, uni(w)
    items = scene.universities
    for which in ("green", "plain"):
        item = items.universities[which]
        assert item.isVisible()
        assert item.pos() == items.spot(st.where(which))
    assert set(items.markers) == set(st.markers)
    assert items.deck.count == len(st.deck) and items.deck.isVisible()
    assert scene.state.uni_points == tuple(st.points)
    for panel in w.table.panels:
        assert f"University points: {st.points[panel.seat]}" in panel.counts.text()


def play_until(w, driver, wanted, rng, handover: bool = True) -> None:
    """Random legal moves by mouse until an action of a type in ``wanted`` is legal."""
    for _ in range(4000):
        game = w.controller.game
        assert not game.is_over, f"no {wanted} came up"
        if w.handover.isVisible() and handover:
            driver.press_button("ready")
        legal = game.legal_actions()
        if any(a.type in wanted for a in legal):
            return
        before = len(w.controller.session.log)
        action = pick(rng, legal)
        driver.perform(action)
        if action.type == "witch_look":
            witch_handover(w, driver)
        assert len(w.controller.session.log) == before + 1, f"{action} was not applied"
        assert w.controller.session.log[-1] == game.canonical(action)
        check_board(w)
    raise AssertionError(f"no {wanted} came up")


def test_universities_deck_and_last_event_drawn_logged_and_explained(window):
    window.start_game(config(3), seats(3), start_player=0, seed=11)
    driver, rng = UniDriver(window, mode="click"), random.Random(11)
    scene = window.table.scene
    check_drawn(window)
    assert scene.universities.last.card is None
    assert "No event has been revealed yet" in tip_for_key(scene, ("last_event",))
    assert "card(s) left" in tip_for_key(scene, ("event_deck",)) or "cards left" in \
        tip_for_key(scene, ("event_deck",))
    green = uni(window).green
    assert "green university" in tip_for_key(scene, ("university", "green"))
    # a start region with a university is refused in words
    before = len(window.controller.session.log)
    driver.move(("reserve",), ("region", green))
    assert len(window.controller.session.log) == before
    assert "has a university" in window.status.hint.text()
    revealed = 0
    while revealed < 3:
        before = len(window.controller.session.steps)
        action = pick(rng, window.controller.game.legal_actions())
        driver.perform(action)
        if action.type == "witch_look":
            witch_handover(window, driver)
        events = [e for e in window.controller.session.steps[-1].events
                  if e.kind == "event_revealed"]
        assert len(window.controller.session.steps) == before + 1
        if events:
            revealed += 1
            card = {k: v for k, v in events[-1].data.items() if k in ("kind", "class")}
            assert scene.universities.last.card == card
            assert scene.universities.last.pos() == LAST_POS
            assert scene.universities.deck.pos() == DECK_POS
            assert "The last event revealed" in tip_for_key(scene, ("last_event",))
            assert any(line.startswith("Event:") for line in chronicle(window))
        check_drawn(window)
        check_board(window)


EVENT_PHASES = ("discard_class_card", "move_university", "bonus_place")


def lit(w) -> set:
    return set(w.table.interaction.card_use.targets())


def refused(w, driver, key, words: str) -> None:
    """A click on ``key`` applies nothing; the status line says why."""
    before = len(w.controller.session.log)
    driver.click(key)
    assert len(w.controller.session.log) == before, f"{key} was applied"
    assert words in w.status.hint.text(), w.status.hint.text()


def move_university_by_click(w, driver) -> None:
    game, st = w.controller.game, uni(w)
    legal = [a.args[0] for a in game.legal_actions()]
    assert lit(w) == {("region", r) for r in legal}
    which = st.moving[0]
    assert "A university is founded" in status_text(w)
    assert f"the {which} university" in status_text(w)
    taken = next(r for r in game.state.regions if r not in legal)
    refused(w, driver, ("region", taken), "already has a university or a university marker")
    driver.click(("region", legal[-1]))
    assert uni(w).where(which) == legal[-1]
    assert w.table.scene.universities.universities[which].pos() == \
        w.table.scene.universities.spot(legal[-1])
    assert any(f"moves the {which} university" in line for line in chronicle(w))


def others_decide(w) -> bool:
    """The decider is not the active player: the status line names them first."""
    seat = w.controller.game.current_player
    if seat == uni(w).active:
        return False
    name, active = (w.controller.seats[s].name for s in (seat, uni(w).active))
    assert f"{name} decides now (during {active}'s turn)." in status_text(w)
    return True


def discard_by_click(w, driver, decline: bool) -> None:
    game = w.controller.game
    seat = game.current_player
    held = [c for c, h in game.state.holders.items() if h == seat]
    assert lit(w) == {("card", c) for c in held}
    assert "Discard a class card" in status_text(w)
    others = [c for c, h in game.state.holders.items() if h is not None and h != seat]
    if others:
        refused(w, driver, ("card", others[0]), "You do not hold the")
    if decline:
        driver.press_button("decline")
        assert w.controller.session.log[-1].args == (None,)
        assert any("keeps their class cards" in line for line in chronicle(w))
        return
    driver.click(("card", held[0]))
    assert w.controller.game.state.holders[held[0]] is None
    assert w.table.scene.state.holders[held[0]] is None
    name = card_name(held[0])
    assert any(f"returns the {name} to the supply" in line for line in chronicle(w))


def bonus_by_click(w, driver) -> None:
    game, st = w.controller.game, uni(w)
    seat = game.current_player
    homes = {st.green, st.plain}
    assert lit(w) == {("region", r) for r in homes}
    assert "class bonus" in status_text(w).lower()
    other = next(r for r in game.state.regions if r not in homes)
    refused(w, driver, ("region", other), "has no university")
    region = sorted(homes)[0]
    pieces = game.state.pieces[region][seat]
    driver.click(("region", region))
    assert w.controller.game.state.pieces[region][seat] == pieces + 1
    assert any("Class bonus:" in line and "puts a piece into" in line for line in chronicle(w))


def test_each_event_decision_by_clicks(window):
    window.start_game(config(4), seats(4), start_player=0, seed=5)
    driver, rng = UniDriver(window, mode="click"), random.Random(5)
    done: list[str] = []
    others = 0
    while not {"move_university", "bonus_place", "discard_none", "discard_card"} <= set(done):
        play_until(window, driver, EVENT_PHASES, rng)
        before = len(window.controller.session.log)
        phase = window.controller.game.phase
        others += others_decide(window)
        if phase == "move_university":
            move_university_by_click(window, driver)
            done.append(phase)
        elif phase == "bonus_place":
            bonus_by_click(window, driver)
            done.append(phase)
        else:
            decline = "discard_none" not in done
            discard_by_click(window, driver, decline)
            done.append("discard_none" if decline else "discard_card")
        assert len(window.controller.session.log) == before + 1
        check_board(window)
        check_drawn(window)
    assert others, "no event decision fell to a player whose turn it was not"


def test_student_puts_a_piece_into_a_clicked_university_region(window):
    window.start_game(config(3), seats(3), start_player=0, seed=8)
    driver, rng = UniDriver(window, mode="click"), random.Random(8)
    play_until(window, driver, ("student",), rng)
    game, st = window.controller.game, uni(window)
    seat = game.current_player
    assert "use the Student" in status_text(window)
    driver.click(("card", "student"))
    assert lit(window) == {("region", st.green), ("region", st.plain)}
    other = next(r for r in game.state.regions if r not in (st.green, st.plain))
    refused(window, driver, ("region", other), "has no university")
    pieces, reserve = game.state.pieces[st.plain][seat], game.state.reserve[seat]
    driver.click(("region", st.plain))
    assert window.controller.session.log[-1].type == "student"
    assert game.state.pieces[st.plain][seat] == pieces + 1
    assert game.state.reserve[seat] == reserve - 1
    assert any("The Student brings a piece of" in line for line in chronicle(window))
    check_board(window)


def test_royal_librarian_moves_the_green_university_to_a_clicked_free_region(window):
    window.start_game(config(3), seats(3), start_player=0, seed=9)
    driver, rng = UniDriver(window, mode="click"), random.Random(9)
    play_until(window, driver, ("royal_librarian",), rng)
    game, st = window.controller.game, uni(window)
    free = [a.args[0] for a in game.legal_actions() if a.type == "royal_librarian"]
    driver.click(("card", "royal_librarian"))
    assert lit(window) == {("region", r) for r in free}
    refused(window, driver, ("region", st.plain),
            "already has a university or a university marker")
    driver.click(("region", free[0]))
    assert uni(window).green == free[0]
    assert window.table.scene.universities.universities["green"].pos() == \
        window.table.scene.universities.spot(free[0])
    assert any("moves the green university" in line for line in chronicle(window))
    check_drawn(window)


def test_professor_look_behind_the_handover_then_order_by_buttons(window):
    window.start_game(config(3), seats(3), start_player=0, seed=12)
    driver, rng = UniDriver(window, mode="click"), random.Random(12)
    play_until(window, driver, ("professor",), rng)
    seat = window.controller.game.current_player
    driver.click(("card", "professor"))
    # hot-seat: the looked-at cards are private, the hand-over screen comes first
    assert window.handover.isVisible()
    assert window.controller.seats[seat].name in window.handover.title.text()
    assert not any(driver.has_button(f"professor:{i}") for i in range(4))
    driver.press_button("ready")
    looked = list(uni(window).looked)
    assert len(looked) == 4
    assert "Professor" in status_text(window)
    for i in range(4):
        assert driver.has_button(f"professor:{i}")
    # put them back reversed: the bottom card first
    driver.press_button("professor:3")
    driver.press_button("professor_restart")
    for i in (3, 2, 1):
        driver.press_button(f"professor:{i}")
    assert window.controller.session.log[-1].type == "professor_order"
    deck = uni(window).deck
    assert list(reversed(deck[-4:])) == list(reversed(looked))
    assert any("puts the event cards back in a new order" in line
               for line in chronicle(window))
    assert not any(driver.has_button(f"professor:{i}") for i in range(4))
    check_board(window)


def test_a_computer_seat_decides_events_without_a_prompt(window, qtbot):
    players = [Seat("Ann", theme.PLAYER_COLOURS[0], "human"),
               Seat("Bot 1", theme.PLAYER_COLOURS[1], "easy"),
               Seat("Bot 2", theme.PLAYER_COLOURS[2], "easy")]
    window.start_game(config(3), players, start_player=0, seed=21)
    driver, rng = UniDriver(window, mode="click"), random.Random(21)
    prompts: list[tuple[int | None, str, list[str]]] = []
    original = window.status.set_prompt

    def record(question, choices):
        game = window.controller.game
        prompts.append((game.current_player, game.phase, [c[0] for c in choices]))
        original(question, choices)

    window.status.set_prompt = record
    controller = window.controller

    def bot_decisions() -> list:
        return [s for s in controller.session.steps if s.action.type in EVENT_PHASES
                and s.actor != 0]

    def ready() -> bool:
        return controller.game.is_over or (
            controller.current_is_human() and not window.table.flow.animator.busy)

    for _ in range(400):
        qtbot.waitUntil(ready, timeout=20000)
        if controller.game.is_over or len(bot_decisions()) >= 2:
            break
        if window.handover.isVisible():
            driver.press_button("ready")
        action = pick(rng, controller.game.legal_actions())
        before = len(controller.session.log)
        driver.perform(action)
        if action.type == "witch_look":
            driver.press_button("keep")
        assert len(controller.session.log) > before
    assert len(bot_decisions()) >= 2, "no computer seat decided an event"
    assert not [p for p in prompts if p[0] not in (0, None) and p[1] in EVENT_PHASES
                and p[2]], "a computer seat's event decision showed buttons"
    assert not window.handover.isVisible()


def test_final_professor_pick_then_the_last_found_and_the_results(window):
    """The Professor in the final round: the drawn cards are public (no hand-over), one
    is picked by its button and happens; after the final plague one more "found a
    university" scores, told in the Chronicle; the results show university points."""
    window.start_game(config(3), seats(3), start_player=0, seed=1)
    driver, rng = UniDriver(window, mode="click"), random.Random(1)
    play_until(window, driver, ("professor_resolve",), rng)
    drawn = [c.to_json() for c in uni(window).drawn]
    assert drawn and not window.handover.isVisible()
    assert "Which drawn event card happens now?" in window.status.question.text()
    for i in range(len(drawn)):
        assert driver.has_button(f"professor_resolve:{i}")
    assert any("draws event cards with the Professor" in line for line in chronicle(window))
    driver.press_button("professor_resolve:0")
    assert window.controller.session.log[-1].type == "professor_resolve"
    shown = [e for e in window.controller.session.steps[-1].events if e.kind == "event_revealed"]
    assert [{k: v for k, v in e.data.items() if k in ("kind", "class")} for e in shown] == \
        [drawn[0]]
    assert window.table.scene.universities.last.card == drawn[0]
    while not window.controller.game.is_over:
        if window.handover.isVisible():
            driver.press_button("ready")
        game = window.controller.game
        action = pick(rng, game.legal_actions())
        driver.perform(action)
        if action.type == "witch_look":
            witch_handover(window, driver)
    lines = chronicle(window)
    last = lines.index("After the final plague, a university is founded one last time.")
    assert any("university in" in line for line in lines[last + 1:])
    summary = window.controller.game.summary()
    points = [d["universities"] for d in summary["score_detail"]]
    assert points == list(uni(window).points)
    assert window.results.isVisible()
    grid = window.results.table
    heads = {grid.itemAtPosition(0, c).widget().text(): c for c in range(1, grid.columnCount())
             if grid.itemAtPosition(0, c) is not None}
    cells = [grid.itemAtPosition(r, heads["Universities"]) for r in range(1, grid.rowCount())]
    shown = [int(c.widget().text()) for c in cells
             if c is not None and c.widget().text().isdigit()]
    assert sorted(shown) == sorted(points)
    assert any(points), "nobody scored a university point: the check above saw nothing"


SIX = ["peasant", "merchant", "monk", "knight", "witch", "king"]


def from_setup(monkeypatch, setup: dict) -> None:
    """The next game the window starts begins at ``setup`` (the contract's explicit
    set-up: here a level II/III tile, which this table cannot yet put on by gesture)."""
    from rattus_desktop.games.rattus.rules.game import Game
    from rattus_desktop.play.session import Session

    monkeypatch.setattr(Session, "new_game", lambda self: Game.from_setup(self.config, setup))


def upgraded(cards: list[str]):
    return config(2, [*SIX, *cards], ("universities", "upgrades"))


@pytest.mark.parametrize("level", [2, 3])
def test_upgraded_royal_librarian_click_a_university_then_a_region(window, monkeypatch, level):
    from_setup(monkeypatch, {
        "current_player": 0, "plague": "anglia", "cards": {"royal_librarian": 0},
        "upgrades": {"royal_librarian": level}, "events": [{"kind": "blank"}] * 8,
        "regions": {"gallia": {"university": "green"}, "italia": {"university": "plain"}}})
    window.start_game(upgraded(["royal_librarian"]), seats(2), start_player=0, seed=1)
    driver = UniDriver(window, mode="click")
    driver.click(("card", "royal_librarian"))
    assert lit(window) == {("university", "green"), ("university", "plain")}
    assert window.table.scene.universities.universities["plain"].state == "target"
    refused(window, driver, ("region", "hispania"), "not one of the lit choices")
    driver.click(("university", "plain"))
    free = {("region", a.args[0]) for a in window.controller.game.legal_actions()
            if a.type == "royal_librarian" and a.args[1] == "plain"}
    assert lit(window) == free and ("region", "gallia") not in free
    driver.click(("region", "hispania"))
    assert window.controller.session.log[-1].args == ("hispania", "plain")
    assert uni(window).plain == "hispania" and uni(window).green == "gallia"
    assert any("moves the plain university from Italia to Hispania" in line
               for line in chronicle(window))
    moves = [a for a in window.controller.game.legal_actions() if a.type == "royal_librarian"]
    if level == 2:
        assert not moves
        return
    driver.click(("card", "royal_librarian"))  # level III: the other one may move too
    assert lit(window) == {("university", "green")}
    driver.click(("university", "green"))
    driver.click(("region", "germania"))
    assert uni(window).green == "germania"


def test_professor_three_keeps_one_on_top_and_discards_the_others(window, monkeypatch):
    events = [{"kind": "blank"}, {"kind": "found_university"},
              {"kind": "class_bonus", "class": "church"}, {"kind": "discard_class_card"},
              {"kind": "blank"}, {"kind": "blank"}, {"kind": "blank"}]
    from_setup(monkeypatch, {
        "current_player": 0, "plague": "anglia", "cards": {"professor": 0},
        "upgrades": {"professor": 3}, "events": events,
        "regions": {"gallia": {"university": "green"}, "italia": {"university": "plain"}}})
    window.start_game(upgraded(["professor"]), seats(2), start_player=0, seed=1)
    driver = UniDriver(window, mode="click")
    driver.click(("card", "professor"))
    driver.press_button("ready")  # two players at the table: the hand-over first
    looked = [c.to_json() for c in uni(window).looked]
    assert looked == events[:6]
    assert not driver.has_button("professor_discard")  # first choose what stays on top
    driver.press_button("professor:2")
    assert "Class bonus: Church" in window.status.question.text()
    driver.press_button("professor_discard")
    assert window.controller.session.log[-1].args == ((0,), (0, 1, 3, 4, 5))
    assert uni(window).deck[-1].to_json() == events[2]
    assert any("discards 5 of them" in line for line in chronicle(window))


def test_event_decisions_by_keyboard(window, qtbot):
    """The arrow keys step through the lit places, Enter takes one; 1-9 press the
    status line's buttons (here "Keep my cards")."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.start_game(config(4), seats(4), start_player=0, seed=5)
    driver, rng = UniDriver(window, mode="click"), random.Random(5)
    done: set[str] = set()
    while {"move_university", "discard_class_card"} - done:
        play_until(window, driver, ("move_university", "discard_class_card"), rng)
        phase = window.controller.game.phase
        before = len(window.controller.session.log)
        window.table.view.setFocus()
        if phase == "move_university":
            targets = lit(window)
            QTest.keyClick(window.table.view, Qt.Key.Key_Right)  # the nearest that way
            hovered = window.table.interaction.hovered
            assert hovered in targets
            QTest.keyClick(window.table.view, Qt.Key.Key_Return)
            assert window.controller.session.log[-1].args == (hovered[1],)
        else:
            QTest.keyClick(window.table.view, Qt.Key.Key_1)
            assert window.controller.session.log[-1].args == (None,)
        assert len(window.controller.session.log) == before + 1
        done.add(phase)


def test_professor_two_orders_six_cards_any_way(window, monkeypatch):
    """Professor II looks at 6: any of the 720 orders can be clicked (checked directly
    by the core, not only the few it lists)."""
    events = [{"kind": "blank"}, {"kind": "found_university"},
              {"kind": "class_bonus", "class": "church"}, {"kind": "discard_class_card"},
              {"kind": "class_bonus", "class": "magic"}, {"kind": "blank"}]
    from_setup(monkeypatch, {
        "current_player": 0, "plague": "anglia", "cards": {"professor": 0},
        "upgrades": {"professor": 2}, "events": events,
        "regions": {"gallia": {"university": "green"}, "italia": {"university": "plain"}}})
    window.start_game(upgraded(["professor"]), seats(2), start_player=0, seed=1)
    driver = UniDriver(window, mode="click")
    driver.click(("card", "professor"))
    driver.press_button("ready")
    assert [c.to_json() for c in uni(window).looked] == events
    listed = {a.args for a in window.controller.game.legal_actions()}
    for i in (4, 1, 5, 0, 2):  # top first; the last one (3) goes by itself
        driver.press_button(f"professor:{i}")
    action = window.controller.session.log[-1]
    assert action.type == "professor_order" and action.args not in listed
    top_first = [c.to_json() for c in reversed(uni(window).deck)]
    assert top_first == [events[i] for i in (4, 1, 5, 0, 2, 3)]
