"""The Region cards module at the table, played through the real window: a reaction
window for a seat that is not the active one (behind the hand-over screen; its hand
never on screen before), a card covering a class card by two clicks, Pass by button
and by key, a computer seat answering with no prompt, the Astronomer and the Explorer."""

from __future__ import annotations

import random

import pytest
from gui_driver import pick
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_bigbox_table import BigBoxDriver, seats
from test_full_game import witch_handover

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.ui.region_hand import RegionCardButton
from rattus_desktop.games.rattus.ui.tooltips import tip_for_key
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
SET = ["peasant", "merchant", "monk", "knight", "witch", "king", "astronomer", "explorer"]
LEFT = Qt.MouseButton.LeftButton


def region_game(players: int, cards: list[str] = SET):
    return registry.get("rattus").configure(
        players, "bigbox", {"cards": cards, "modules": ["region_cards"]})


def hand_on_screen(w) -> list:
    """The region cards the window shows now (the hand and any drawn ones)."""
    bar = w.table.region_hand.bar
    if not bar.isVisible():
        return []
    return [b.card for b in bar.findChildren(RegionCardButton) if b.isVisible()]


def click_widget(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT)


class RegionDriver(BigBoxDriver):
    """The Big Box gestures, plus the region-card window (a hand card then a class card,
    or Pass), the hand-over screens in front of it, and the Astronomer's and Explorer's
    choosers (their drawn cards clicked in the hand bar)."""

    def __init__(self, window, qtbot) -> None:
        super().__init__(window, mode="click")
        self.qtbot = qtbot

    def perform(self, action) -> None:
        hand = self.w.table.region_hand
        if self.w.handover.isVisible():
            self.press_button("ready")
        t = action.type
        if t == "pass":
            self.press_button("pass")
            return
        if t == "region_card":
            click_widget(self.qtbot, hand.bar.hand[action.args[0]])
            self.click(("card", action.args[1]))
            return
        if t == "explore":
            click_widget(self.qtbot, hand.bar.drawn[action.args[0]])
            return
        if t == "keep_region_card":
            for i in action.args[0]:
                click_widget(self.qtbot, hand.bar.drawn[i])
            if self.has_button("keep"):
                self.press_button("keep")
            return
        super().perform(action)


def check_privacy(w) -> None:
    """Only the deciding human's own cards are ever on screen, and only theirs."""
    c = w.controller
    shown = hand_on_screen(w)
    if not shown:
        return
    seat = c.viewer_seat()
    assert seat is not None and w.table.region_hand.shown == seat
    st = c.game.state.mods.cards
    assert [b.card for b in w.table.region_hand.bar.hand] == st.hands[seat]


def play_until(w, driver, wanted, rng, check=check_privacy, limit: int = 3000) -> None:
    """Random legal moves by mouse until ``wanted(game)`` holds."""
    for _ in range(limit):
        game = w.controller.game
        assert not game.is_over, "the wanted moment never came"
        if wanted(game):
            return
        action = pick(rng, game.legal_actions())
        before = len(w.controller.session.log)
        driver.perform(action)
        if action.type == "witch_look" and w.controller.human_count() > 1:
            witch_handover(w, driver)
        check(w)
        assert len(w.controller.session.log) > before, f"{action} was not applied"
    raise AssertionError("the wanted moment never came")


def not_active_window(game) -> bool:
    """A region-card window for a seat other than the one whose decision it paused."""
    st = game.state.mods.cards
    return game.phase == "region_card" and st.back is not None \
        and st.back[1] != game.current_player


def last_lines(w) -> list[str]:
    from rattus_desktop.games.rattus.ui.names import event_text

    names = [s.name for s in w.controller.seats]
    return [t for e in w.controller.session.steps[-1].events
            if (t := event_text(e, names))]


def test_window_for_another_seat_behind_handover_covers_a_card(window, qtbot):
    window.start_game(region_game(3), seats(3), start_player=0, seed=11)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(11)
    play_until(window, driver, not_active_window, rng)
    game = window.controller.game
    seat = game.current_player
    name = window.controller.seats[seat].name
    # the hand-over screen stands before it; nobody's cards are on screen
    assert window.handover.isVisible() and name in window.handover.title.text()
    assert "region card window" in window.handover.info.text()
    assert hand_on_screen(window) == []
    driver.press_button("ready")
    st = game.state.mods.cards
    assert hand_on_screen(window) == st.hands[seat]
    assert driver.has_button("pass")
    status = window.status.detail.text()
    assert "about to be revealed" in status
    legal = [a for a in game.legal_actions() if a.type == "region_card"]
    assert legal, "the window is offered only to a seat with a fitting card"
    index = legal[0].args[0]
    click_widget(qtbot, window.table.region_hand.bar.hand[index])
    lit = window.table.interaction.card_use.targets()
    assert {k[1] for k in lit} == {a.args[1] for a in legal if a.args[0] == index}
    assert all(window.table.scene.cards[k[1]].state == "target" for k in lit)
    on = sorted(k[1] for k in lit)[0]
    played = st.hands[seat][index]
    size = len(st.hands[seat])
    before = len(window.controller.session.log)
    driver.click(("card", on))
    session = window.controller.session
    assert len(session.log) == before + 1
    assert session.log[-1].type == "region_card" and session.log[-1].args == (index, on)
    assert st.covers[on] == played and len(st.hands[seat]) == size - 1
    assert window.table.scene.region_marks.covered() == sorted(st.covers)
    assert "Covered by the" in tip_for_key(window.table.scene, ("card", on))
    assert any("covers the" in line for line in last_lines(window))
    panel = window.table.panels[seat]
    assert str(size - 1) in panel.hand.text()
    # covered until the plague phase is over, then the played cards go
    play_until(window, driver, lambda g: not g.state.mods.cards.covers, rng)
    assert window.table.scene.region_marks.covered() == []
    assert "Covered by the" not in tip_for_key(window.table.scene, ("card", on))
    assert played in st.discard


def human_window(game) -> bool:
    return game.phase == "region_card"


def open_window(w, driver) -> None:
    """Through the hand-over screen if one stands before the window."""
    if w.handover.isVisible():
        driver.press_button("ready")
    assert hand_on_screen(w) == w.controller.game.state.mods.cards.hands[
        w.controller.game.current_player]


def test_pass_by_button_then_by_key(window, qtbot):
    window.start_game(region_game(3), seats(3), start_player=0, seed=5)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(5)
    session = window.controller.session
    play_until(window, driver, human_window, rng)
    open_window(window, driver)
    seat = window.controller.game.current_player
    hand = list(window.controller.game.state.mods.cards.hands[seat])
    before = len(session.log)
    driver.press_button("pass")
    assert len(session.log) == before + 1 and session.log[-1].type == "pass"
    assert window.controller.game.state.mods.cards.hands[seat] == hand  # nothing played
    assert not any("covers" in line for line in last_lines(window))
    if window.controller.game.phase != "region_card":
        play_until(window, driver, human_window, rng)
    open_window(window, driver)
    before = len(session.log)
    window.table.view.setFocus()
    QTest.keyClick(window.table.view, Qt.Key.Key_P)
    assert len(session.log) == before + 1 and session.log[-1].type == "pass"


def test_computer_seat_answers_its_window_at_once(window, qtbot, monkeypatch):
    """Computer moves wait a minute here, except a region-card window's answer: the
    bot gives it at once, with no prompt and no hand-over screen."""
    monkeypatch.setattr(window.settings, "bot_delay_ms", lambda: 60_000)
    players = [Seat("Agnes", theme.PLAYER_COLOURS[0]),
               *(Seat(n, theme.PLAYER_COLOURS[i + 1], kind="easy")
                 for i, n in enumerate(("Bertrand", "Cecily")))]
    window.start_game(region_game(3), players, start_player=0, seed=8)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(8)
    flow, c = window.table.flow, window.controller
    answered = 0
    for _ in range(3000):
        game = c.game
        if game.is_over or answered >= 2:
            break
        if c.current_is_human():
            if game.phase == "region_card":  # a lone human: no hand-over, the hand shown
                assert not window.handover.isVisible() and driver.has_button("pass")
                assert hand_on_screen(window) == game.state.mods.cards.hands[
                    game.current_player]
            driver.perform(pick(rng, game.legal_actions()))
            check_privacy(window)
            continue
        if game.phase != "region_card":
            before = len(c.session.log)
            flow._ask_bot()  # the test skips the minute's pacing of ordinary moves
            qtbot.waitUntil(lambda b=before: len(c.session.log) > b, timeout=10_000)
            continue
        assert not window.handover.isVisible() and not driver.has_button("pass")
        assert hand_on_screen(window) == []
        before = len(c.session.log)
        qtbot.waitUntil(lambda b=before: len(c.session.log) > b, timeout=5_000)
        assert c.session.log[before].type in ("pass", "region_card")
        answered += 1
    assert answered >= 2, "no computer seat had a region-card window"


def can_use(kind: str):
    def wanted(game) -> bool:
        return any(a.type == kind for a in game.legal_actions())
    return wanted


def test_astronomer_draws_then_keeps_a_clicked_card(window, qtbot):
    window.start_game(region_game(2), seats(2), start_player=0, seed=3)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(3)
    play_until(window, driver, can_use("astronomer"), rng)
    c = window.controller
    seat = c.game.current_player
    st = c.game.state.mods.cards
    hand = list(st.hands[seat])
    driver.click(("card", "astronomer"))
    assert c.session.log[-1].type == "astronomer" and c.game.phase == "keep_region_card"
    drawn = list(st.drawn)
    bar = window.table.region_hand.bar
    assert [b.card for b in bar.drawn] == drawn and len(drawn) == 3
    assert [b.card for b in bar.hand] == hand  # the player's own hand, nobody else's
    assert "Astronomer" in window.status.detail.text()
    assert driver.has_button("keep:0")
    discards = len(st.discard)
    click_widget(qtbot, bar.drawn[1])
    assert c.session.log[-1].type == "keep_region_card"
    assert c.session.log[-1].args == ((1,),)
    assert st.hands[seat] == [*hand, drawn[1]] and st.drawn == []
    assert len(st.discard) == discards + 2
    assert any("keeps 1 of them" in line for line in last_lines(window))
    assert str(len(hand) + 1) in window.table.panels[seat].hand.text()


def test_explorer_reveals_then_settles_the_chosen_region(window, qtbot):
    window.start_game(region_game(2), seats(2), start_player=0, seed=4)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(4)
    play_until(window, driver, can_use("explorer"), rng)
    c = window.controller
    seat = c.game.current_player
    st = c.game.state.mods.cards
    driver.click(("card", "explorer"))
    assert c.session.log[-1].type == "explorer" and c.game.phase == "explore"
    drawn = list(st.drawn)
    bar = window.table.region_hand.bar
    assert [b.card for b in bar.drawn] == drawn
    assert any("reveals the region cards" in line for line in last_lines(window))
    lit = window.table.interaction.card_use.targets()
    assert {k[1] for k in lit} == {card.region for card in drawn}
    assert all(window.table.scene.regions[k[1]].state == "target" for k in lit)
    assert all(driver.has_button(f"explore:{i}") for i in range(len(drawn)))
    unlit = [r for r in c.game.state.regions if ("region", r) not in lit]
    before = len(c.session.log)
    driver.click(("region", unlit[0]))  # not a revealed card's region: refused
    assert len(c.session.log) == before and window.status.hint.text()
    region = drawn[-1].region
    pieces, reserve = c.game.state.pieces[region][seat], c.game.state.reserve[seat]
    driver.click(("region", region))  # the glowing region itself
    index = c.session.log[-1].args[0]
    assert c.session.log[-1].type == "explore" and drawn[index].region == region
    assert c.game.state.pieces[region][seat] == pieces + 1
    assert c.game.state.reserve[seat] == reserve - 1 and st.drawn == []
    assert any("The Explorer brings 1 piece" in line for line in last_lines(window))
    assert window.table.scene.state.pieces[region][seat] == pieces + 1


def test_hot_seat_hand_shown_by_button_behind_handover(window, qtbot):
    window.start_game(region_game(3), seats(3), start_player=0, seed=2)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(2)
    play_until(window, driver, lambda g: g.phase == "actions", rng)
    c = window.controller
    seat = c.game.current_player
    assert hand_on_screen(window) == [] and driver.has_button("region_hand")
    driver.press_button("region_hand")
    assert window.handover.isVisible() and hand_on_screen(window) == []
    assert c.seats[seat].name in window.handover.title.text()
    driver.press_button("ready")
    assert hand_on_screen(window) == c.game.state.mods.cards.hands[seat]
    tip = window.table.region_hand.bar.hand[0].toolTip()
    assert "Region card" in tip and "1 point" in tip
    play_until(window, driver, lambda g: g.current_player != seat, rng)
    assert window.table.region_hand.shown is None or \
        window.table.region_hand.shown == c.game.current_player
    assert hand_on_screen(window) == [] or c.game.phase == "region_card"


def test_window_answered_from_the_keyboard(window, qtbot):
    window.start_game(region_game(3), seats(3), start_player=0, seed=11)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(11)
    play_until(window, driver, human_window, rng)
    open_window(window, driver)
    game = window.controller.game
    legal = [a for a in game.legal_actions() if a.type == "region_card"]
    view = window.table.view
    view.setFocus()
    interaction = window.table.interaction
    for _ in range(10):  # the arrow keys step through the cards of the hand
        QTest.keyClick(view, Qt.Key.Key_Right)
        if interaction.hovered == ("hand", legal[0].args[0]):
            break
    index = legal[0].args[0]
    assert interaction.hovered == ("hand", index)
    assert window.table.region_hand.bar.hand[index].look == "hover"
    QTest.keyClick(view, Qt.Key.Key_Return)
    lit = interaction.card_use.targets()
    assert {k[1] for k in lit} == {a.args[1] for a in legal if a.args[0] == index}
    QTest.keyClick(view, Qt.Key.Key_Right)
    on = interaction.hovered[1]
    before = len(window.controller.session.log)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(window.controller.session.log) == before + 1
    assert window.controller.session.log[-1].args == (index, on)


def test_upgraded_astronomer_keeps_two_chosen_cards(window, qtbot):
    """Astronomer II draws 4 and keeps 2: two drawn cards marked by click (again: put
    back), then "Keep". The tile is laid by the model (the Upgrades module's own table
    gestures are not this test's business)."""
    config = registry.get("rattus").configure(
        2, "bigbox", {"cards": SET, "modules": ["region_cards", "upgrades"]})
    window.start_game(config, seats(2), start_player=0, seed=6)
    driver = RegionDriver(window, qtbot)
    rng = random.Random(6)
    c = window.controller
    for _ in range(3000):
        game = c.game
        assert not game.is_over, "the Astronomer was never upgraded and used"
        legal = game.legal_actions()
        upgrade = [a for a in legal if a.type == "upgrade" and a.args[0] == "astronomer"]
        if upgrade and game.state.upgrades.levels.get("astronomer", 1) == 1:
            assert c.try_apply(upgrade[0])
            continue
        if any(a.type == "astronomer" for a in legal) and \
                game.state.upgrades.levels.get("astronomer", 1) == 2:
            break
        driver.perform(pick(rng, [a for a in legal if a.type != "upgrade"]))
        check_privacy(window)
    seat = c.game.current_player
    st = c.game.state.mods.cards
    hand = list(st.hands[seat])
    driver.click(("card", "astronomer"))
    assert c.game.phase == "keep_region_card"
    drawn = list(st.drawn)
    bar = window.table.region_hand.bar
    assert len(drawn) == 4 and [b.card for b in bar.drawn] == drawn
    assert "choose the 2 drawn region cards" in window.status.detail.text()
    keep = driver.button("keep")
    assert not keep.isEnabled()
    for i in (0, 3, 2):
        click_widget(qtbot, window.table.region_hand.bar.drawn[i])
    click_widget(qtbot, window.table.region_hand.bar.drawn[2])  # put back
    assert window.table.region_hand.kept == {0, 3}
    assert driver.button("keep").isEnabled()
    assert driver.button("keep:0").text().startswith("✓")
    before = len(c.session.log)
    driver.press_button("keep")
    assert len(c.session.log) == before + 1
    assert c.session.log[-1].type == "keep_region_card" and c.session.log[-1].args == ((0, 3),)
    assert st.hands[seat] == [*hand, drawn[0], drawn[3]]


def test_new_game_dialog_offers_the_module_and_its_two_cards(qtbot, settings):
    from test_bigbox_dialog import card_items, dialog_for

    dialog = dialog_for(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    panel.how.button(3).setChecked(True)  # chosen by hand
    check = panel.modules["region_cards"]
    assert check.isEnabled()
    check.setChecked(True)
    items = card_items(panel)
    for card in ("astronomer", "explorer"):
        assert items[card].flags() & Qt.ItemFlag.ItemIsEnabled, card
        assert "not at this table yet" not in items[card].text()
