"""The Upgrades module at the table, played through the real window and checked on the
model: an upgrade by a click on the card's tile (drawn II/III, with tooltips and a log
line), the Witch II/III look by clicks and her private arranging screen behind the
hand-over, the Bishop III's removal, the Pied Piper II's count, and a whole upgraded
game played through the gesture layer."""

from __future__ import annotations

import random

import pytest
from gui_driver import pick
from PySide6.QtCore import QPointF
from test_bigbox_table import BigBoxDriver, seats
from test_full_game import check_board

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.ui.bigbox_gestures import CARD_OF
from rattus_desktop.games.rattus.ui.names import event_text
from rattus_desktop.games.rattus.ui.tooltips import tip_for_key
from rattus_desktop.games.rattus.ui.witch_look import look_size

pytestmark = pytest.mark.gui

SET = ["peasant", "merchant", "monk", "knight", "witch", "king", "bishop", "pied_piper"]


def upgraded(players: int, cards: list[str]):
    return registry.get("rattus").configure(players, "bigbox", {
        "cards": cards, "modules": ["upgrades"]})


class UpgradeDriver(BigBoxDriver):
    """Also the Upgrades module's gestures: a tile, an upgraded look, the arranging
    screen (after the hand-over), Bishop III, the Crusader's discard."""

    def scene_pos(self, key: tuple):
        if key[0] == "upgrade":
            tile = self.scene.upgrade_tiles.item(key[1])
            return tile.mapToScene(QPointF(0, 0))
        pos = super().scene_pos(key)
        if key[0] != "stack" or self._lands(pos, key):
            return pos
        return self._visible_point(key)

    def _lands(self, pos: QPointF, key: tuple) -> bool:
        """A click at ``pos`` (rounded to the view's pixels, as a mouse is) hits ``key``."""
        return self.scene.key_at(self.view.mapToScene(self.view.mapFromScene(pos))) == key

    def _visible_point(self, key: tuple) -> QPointF:
        item = self.scene.item_for(key)
        box = item.mapToScene(item.shape()).boundingRect()
        for i in range(1, 16):
            for j in range(1, 10):
                point = QPointF(box.left() + box.width() * j / 10,
                                box.top() + box.height() * i / 16)
                if self._lands(point, key):
                    return point
        raise AssertionError(f"{key} cannot be clicked anywhere")

    def perform(self, action) -> None:
        t, args = action.type, action.args
        if t == "upgrade":
            self.click(("upgrade", args[0]))
        elif t == "witch_look" and len(args[0]) > 2:
            self.click(("card", "witch"))
            for ref in args[0]:
                self.click(("token", *ref))
        elif t == "witch_arrange":
            self.arrange(args[0])
        elif t == "crusader_reveal" and args[1] is True:
            self.press_button(f"crusader_discard:{args[0]}")
        else:
            super().perform(action)
        self.pass_handover()

    def pass_handover(self) -> None:
        if self.w.handover.isVisible():
            self.press_button("ready")

    def arrange(self, order: tuple[int, ...]) -> None:
        self.pass_handover()
        prompt = self.w.table.witch_arrange
        assert prompt.isVisible()
        placed = sorted(range(len(order)), key=lambda t: order[t])
        for t in placed:
            self.press_button(f"arrange:{t}")
        self.press_button("arrange_done")


def check_model(w, before: int, action) -> None:
    session = w.controller.session
    assert len(session.log) == before + 1, f"{action} was not applied"
    assert session.log[-1] == session.game.canonical(action)
    g = session.game.state
    baker = g.plague_cards.baker or [0] * g.players
    for seat in range(g.players):
        assert g.reserve[seat] + g.on_board(seat) + g.palace[seat] + baker[seat] == 20
    assert w.table.scene.upgrade_tiles.levels() == dict(g.upgrades.levels)


def steer(w, driver, wanted, prefer, rng, limit: int = 3000) -> None:
    """Play legal moves by gesture until ``wanted(legal)``; ``prefer(action)`` moves are
    chosen when there are any (the others at random, never taking a preferred card
    from its holder, never a Witch look unless preferred)."""
    for _ in range(limit):
        game = w.controller.game
        assert not game.is_over, "the wanted decision never came up"
        legal = game.legal_actions()
        if wanted(legal):
            return
        good = [a for a in legal if prefer(a)]
        calm = [a for a in legal if a.type not in ("witch_look", "jester")] or legal
        action = rng.choice(good) if good else pick(rng, calm)
        before = len(w.controller.session.log)
        driver.perform(action)
        check_model(w, before, action)
    raise AssertionError("the wanted decision never came up")


def holds(w, card: str) -> bool:
    g = w.controller.game.state
    return g.holders.get(card) == g.current


def lines_of_last_move(w) -> list[str]:
    names = [s.name for s in w.controller.seats]
    return [t for e in w.controller.session.steps[-1].events if (t := event_text(e, names))]


def test_upgrade_by_clicking_the_lit_tile(window):
    window.start_game(upgraded(3, SET), seats(3), start_player=0, seed=3)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(3)
    steer(window, driver, lambda legal: any(a.type == "upgrade" for a in legal),
          lambda a: False, rng)
    game = window.controller.game
    offered = [a.args[0] for a in game.legal_actions() if a.type == "upgrade"]
    scene = window.table.scene
    for card in scene.cards:  # only the cards the player may upgrade show a lit tile
        tile = scene.upgrade_tiles.item(card)
        assert (tile.isVisible() and tile.state == "source") == (card in offered), card
    card = offered[0]
    tip = tip_for_key(scene, ("upgrade", card))
    assert "Level II" in tip and "instead of taking a card" in tip
    before = len(session.log)
    driver.click(("upgrade", card))
    assert session.log[-1].type == "upgrade" and session.log[-1].args == (card,)
    check_model(window, before, session.log[-1])
    assert game.state.upgrades.levels == {card: 2}
    tile = scene.upgrade_tiles.item(card)
    assert tile.isVisible() and tile.level == 2
    assert "carries its Level II tile" in tip_for_key(scene, ("card", card))
    assert any("puts the level II tile on the" in line for line in lines_of_last_move(window))
    # a second tile this turn is refused in words, and nothing changes
    other = [c for c in scene.cards if c != card and game.state.holders[c] == game.state.current]
    before = len(session.log)
    driver.click(("upgrade", card))
    assert len(session.log) == before and window.status.hint.text()
    assert other is not None
    check_board(window)


def test_witch_three_looks_by_clicks_then_arranges_behind_the_handover(window):
    window.start_game(upgraded(2, SET), seats(2), start_player=0, seed=5)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(5)

    def prefer(a) -> bool:
        return (a.type == "take_card" and a.args[0] == "witch"
                and window.controller.game.state.holders["witch"] is None) or (
            a.type == "upgrade" and a.args[0] == "witch"
            and window.controller.game.state.upgrades.levels.get("witch", 1) < 2)

    steer(window, driver, lambda legal: look_size(legal) == 3, prefer, rng)
    game = window.controller.game
    seat = game.state.current
    assert "click her card, then the rat tokens" in window.status.detail.text()
    refs = [(r, i) for r in game.state.regions for i in range(len(game.state.rats[r]))]
    look = tuple(rng.sample(refs, 3))  # any three tokens, not only the listed windows
    tokens = [game.state.rats[r][i] for r, i in look]
    before = len(session.log)
    driver.click(("card", "witch"))
    assert window.table.interaction.witch_look.active
    driver.click(("token", *look[0]))
    driver.click(("token", *look[1]))
    driver.click(("token", *look[1]))  # clicked again: put back
    assert window.table.interaction.witch_look.picked == [look[0]]
    driver.click(("token", *look[1]))
    driver.click(("token", *look[2]))
    assert session.log[-1].type == "witch_look" and session.log[-1].args == (look,)
    assert game.phase == "witch_arrange"
    assert "put the rat tokens back in the order" in window.status.detail.text()
    assert "Witch" in window.status.title.text()
    assert any("looks at 3 rat tokens" in line for line in lines_of_last_move(window))
    # hot-seat: the hand-over screen stands before the faces
    prompt = window.table.witch_arrange
    assert window.handover.isVisible() and not prompt.isVisible()
    assert window.controller.seats[seat].name in window.handover.title.text()
    driver.press_button("ready")
    assert prompt.isVisible() and prompt.faces == [t.face for t in tokens]
    assert not driver.button("arrange_done").isEnabled()
    for t in (2, 0, 1):  # token 2 to the first place, 0 to the second, 1 to the third
        driver.press_button(f"arrange:{t}")
    driver.press_button("arrange_done")
    order = (1, 2, 0)
    assert session.log[-1].type == "witch_arrange" and session.log[-1].args == (order,)
    assert len(session.log) == before + 2 and not prompt.isVisible()
    for token, to in zip(tokens, order, strict=True):
        region, index = look[to]
        assert game.state.rats[region][index].uid == token.uid
    assert any("back in a chosen order" in line for line in lines_of_last_move(window))
    check_board(window)


def test_bishop_three_removes_a_token_by_clicks(window):
    window.start_game(upgraded(2, SET), seats(2), start_player=0, seed=2)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(2)

    def prefer(a) -> bool:
        state = window.controller.game.state
        if a.type == "take_card":
            return a.args[0] == "bishop" and state.holders["bishop"] is None
        if a.type == "upgrade":
            return a.args[0] == "bishop"
        return a.type == "bishop" and a.args[1] is None and bool(state.rats[a.args[0]])

    steer(window, driver, lambda legal: any(a.type == "bishop_remove" for a in legal),
          prefer, rng)
    game = window.controller.game
    removals = [a for a in game.legal_actions() if a.type == "bishop_remove"]
    driver.click(("card", "bishop"))
    lit = window.table.interaction.card_use.targets()
    assert {("token", *a.args[0]) for a in removals} <= set(lit)
    region, index = removals[0].args[0]
    uid = game.state.rats[region][index].uid
    count, before = len(game.state.rats[region]), len(session.log)
    driver.click(("token", region, index))
    assert session.log[-1].type == "bishop_remove"
    check_model(window, before, session.log[-1])
    assert len(game.state.rats[region]) == count - 1
    assert uid in {t.uid for t in game.state.removed}
    assert any("removes a rat token from" in line for line in lines_of_last_move(window))
    check_board(window)


def test_pied_piper_two_asks_how_many(window):
    window.start_game(upgraded(2, SET), seats(2), start_player=0, seed=4)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(4)

    def prefer(a) -> bool:
        state = window.controller.game.state
        if a.type == "take_card":
            return a.args[0] == "pied_piper" and state.holders["pied_piper"] is None
        return a.type == "upgrade" and a.args[0] == "pied_piper"

    def two(legal) -> bool:
        return any(a.type == "pied_piper" and a.args[2] == 2 for a in legal)

    steer(window, driver, two, prefer, rng)
    game = window.controller.game
    action = next(a for a in game.legal_actions() if a.type == "pied_piper" and a.args[2] == 2)
    driver.click(("card", "pied_piper"))
    driver.click(("region", action.args[0]))
    before = len(session.log)
    driver.click(("region", action.args[1]))
    assert len(session.log) == before  # several counts fit: the status line asks
    assert "leads how many" in window.status.question.text()
    assert driver.button(f"choice:{action}").text().startswith("Lead 2")
    driver.press_button(f"choice:{action}")
    check_model(window, before, action)
    check_board(window)


BASE_SET = ["peasant", "merchant", "monk", "knight", "witch", "king", "bishop", "crusader"]
MORE_SET = ["mayor", "nun", "wizard", "pied_piper", "soldier", "nomad", "inquisitor", "judge"]
OTHER_SET = ["baker", "serf", "messenger", "queen", "sultan", "boccaccio", "crusader", "king"]


@pytest.mark.parametrize(("seed", "players", "cards"), [
    (1, 3, BASE_SET), (6, 3, BASE_SET), (2, 5, MORE_SET), (3, 5, OTHER_SET)])
def test_an_upgraded_game_played_through_the_gestures(window, seed, players, cards):
    """Every decision by its gesture, upgrades taken often: the model follows each one
    and the board shows it (tiles included)."""
    window.start_game(upgraded(players, cards), seats(players), start_player=0, seed=seed)
    driver = UpgradeDriver(window, mode="click")
    rng = random.Random(seed)
    types: set[str] = set()
    for _step in range(3000):
        game = window.controller.game
        if game.is_over:
            break
        legal = game.legal_actions()
        rich = [a for a in legal if a.type in ("upgrade", "witch_look", "witch_arrange",
                                                "bishop_remove") or a.args[-1:] == (True,)
                and a.type == "crusader_reveal"]
        action = rng.choice(rich) if rich and rng.random() < 0.7 else pick(rng, legal)
        before = len(window.controller.session.log)
        driver.perform(action)
        check_model(window, before, action)
        check_board(window)
        types.add(action.type)
    assert window.controller.game.is_over
    assert "upgrade" in types
    assert "witch_arrange" in types or "witch" not in cards


def test_jester_drop_falls_onto_the_regions_the_core_drew(qtbot, settings):
    """The falling pieces land on the stacks of the regions the core's seeded draw named;
    when the animation ends every stack on the board shows the model's count."""
    from PySide6.QtCore import QTimer

    from rattus_desktop.games.rattus.ui.items.meeple import MeepleItem
    from rattus_desktop.shell.app.window import MainWindow

    settings.set_speed("fast", save=False)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    cards = ["peasant", "merchant", "monk", "knight", "witch", "king", "jester", "judge"]
    w.start_game(upgraded(3, cards), seats(3), start_player=0, seed=8)
    flow, rng = w.table.flow, random.Random(8)
    game = w.controller.game
    while not any(a.type == "jester" for a in game.legal_actions()):
        legal = [a for a in game.legal_actions() if a.type not in ("witch_look", "upgrade")]
        take = [a for a in legal if a.type == "take_card" and a.args[0] == "jester"]
        qtbot.waitUntil(lambda: not flow.animator.busy, timeout=20000)
        w.controller.try_apply(take[0] if take else pick(rng, legal))
    qtbot.waitUntil(lambda: not flow.animator.busy, timeout=20000)
    scene = w.table.scene
    last: dict[int, tuple[MeepleItem, QPointF]] = {}

    def sample() -> None:
        for item in scene.items():
            if isinstance(item, MeepleItem) and item.zValue() >= 25:
                last[id(item)] = (item, item.pos())

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(5)
    BigBoxDriver(w, mode="click").click(("card", "jester"))
    assert w.controller.session.log[-1].type == "jester" and flow.animator.busy
    qtbot.waitUntil(lambda: not flow.animator.busy, timeout=20000)
    timer.stop()
    drops = [e for e in w.controller.session.steps[-1].events if e.kind == "jester_dropped"]
    assert drops and len(last) == len(drops)  # one falling piece per drop
    for (_item, pos), drop in zip(last.values(), drops, strict=True):
        land = scene.stack_pos(drop["region"], drop["seat"])
        assert abs(pos.x() - land.x()) < 1 and abs(pos.y() - land.y()) < 40, (pos, land)
    g = game.state
    for (place, seat), stack in scene.stacks.items():
        want = g.palace[seat] if place == "palace" else g.pieces.get(place, [0] * 3)[seat]
        assert stack.count == want and stack.isVisible() == (want > 0), (place, seat)
    check_board(w)
    names = [s.name for s in w.controller.seats]
    lines = [event_text(e, names) for e in drops]
    assert all(line and "The Jester drops a piece of" in line for line in lines)
    flow.stop()
    w.close()


def test_crusader_two_discards_a_turned_up_token_by_its_button(window):
    cards = ["peasant", "merchant", "monk", "crusader", "witch", "king", "bishop", "judge"]
    window.start_game(upgraded(2, cards), seats(2), start_player=0, seed=3)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(3)

    def prefer(a) -> bool:
        state = window.controller.game.state
        if a.type == "take_card":
            return a.args[0] == "crusader" and state.holders["crusader"] is None
        return a.type == "upgrade" and a.args[0] == "crusader"

    def discard(legal) -> bool:
        return any(a.type == "crusader_reveal" and a.args[1] is True for a in legal)

    steer(window, driver, discard, prefer, rng)
    game = window.controller.game
    action = next(a for a in game.legal_actions() if a.type == "crusader_reveal"
                  and a.args[1] is True)
    button = driver.button(f"crusader_discard:{action.args[0]}")
    resolve = driver.button(f"crusader:{action.args[0]}")
    assert button.text() == f"Discard: {resolve.text()}"
    before, waiting = len(session.log), len(game.state.plague_cards.waiting)
    driver.press_button(f"crusader_discard:{action.args[0]}")
    check_model(window, before, action)
    assert len(game.state.plague_cards.waiting) < waiting or game.phase != "crusader_reveal"
    check_board(window)


def test_upgrade_by_keyboard(window):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.start_game(upgraded(3, SET), seats(3), start_player=0, seed=3)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(3)
    steer(window, driver, lambda legal: any(a.type == "upgrade" for a in legal),
          lambda a: False, rng)
    card = next(a.args[0] for a in window.controller.game.legal_actions() if a.type == "upgrade")
    view = window.table.view
    view.setFocus()
    for _ in range(40):  # Tab through what can move until the tile is picked up
        if window.table.interaction.selected == ("upgrade", card):
            break
        QTest.keyClick(view, Qt.Key.Key_Tab)
    assert window.table.interaction.selected == ("upgrade", card)
    before = len(session.log)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert session.log[-1].type == "upgrade" and session.log[-1].args == (card,)
    check_model(window, before, session.log[-1])


def test_knight_three_offers_a_bonus_of_three(window):
    window.start_game(upgraded(2, SET), seats(2), start_player=0, seed=7)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(7)

    def prefer(a) -> bool:
        state = window.controller.game.state
        if a.type == "take_card":
            return a.args[0] == "knight" and state.holders["knight"] is None
        return a.type == "upgrade" and a.args[0] == "knight"

    def bonus(legal) -> bool:
        state = window.controller.game.state
        return (window.controller.game.phase == "knight_bonus"
                and state.upgrades.levels.get("knight") == 3)

    steer(window, driver, bonus, prefer, rng)
    assert driver.button("bonus_yes").text() == "Yes, +3"
    assert "+3" in window.status.question.text() and "+3" in window.status.detail.text()
    before = len(session.log)
    driver.press_button("bonus_yes")
    check_model(window, before, session.log[-1])
    assert session.log[-1].type == "knight_bonus" and session.log[-1].args == (True,)


FORMS_SET = ["nomad", "merchant", "monk", "king", "messenger", "wizard", "pied_piper", "judge"]


def _used(w, key: str) -> bool:
    return key in w.controller.game.state.turn.used


UPGRADED_FORMS = {  # card, level, an action only that level allows (its args or a repeat)
    "nomad": (3, lambda w, a: a.type == "nomad" and len(a.args[0]) == 3),
    "merchant": (3, lambda w, a: a.type == "merchant" and (
        a.args[2] > 3 or a.args[1] not in w.controller.game.rules.near[a.args[0]])),
    "monk": (2, lambda w, a: a.type == "monk" and _used(w, "monk:1")),
    "king": (3, lambda w, a: a.type == "king" and bool(
        w.controller.game.state.rats[a.args[0]])),
    "messenger": (3, lambda w, a: a.type == "messenger" and _used(w, "messenger:2")),
    "wizard": (3, lambda w, a: a.type == "wizard" and _used(w, "wizard:2")),
    "pied_piper": (3, lambda w, a: a.type == "pied_piper" and a.args[2] == 3),
    "judge": (3, lambda w, a: a.type == "judge"),
}


@pytest.mark.parametrize("card", sorted(UPGRADED_FORMS))
def test_each_upgraded_form_by_gesture(window, card):
    """Each table card's level II/III form whose action differs (longer paths, larger
    counts, farther moves, repeated uses) is reached and played by its gesture."""
    level, allowed = UPGRADED_FORMS[card]
    window.start_game(upgraded(3, FORMS_SET), seats(3), start_player=0, seed=5)
    driver = UpgradeDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(5)

    def prefer(a) -> bool:
        state = window.controller.game.state
        if a.type == "take_card":
            return a.args[0] == card and state.holders[card] is None
        if a.type == "upgrade":
            return a.args[0] == card
        return a.type in [t for t, c in CARD_OF.items() if c == card]

    def wanted(legal) -> bool:
        state = window.controller.game.state
        return state.upgrades.levels.get(card, 1) == level and any(
            allowed(window, a) for a in legal)

    steer(window, driver, wanted, prefer, rng, limit=4000)
    action = next(a for a in window.controller.game.legal_actions() if allowed(window, a))
    before = len(session.log)
    driver.perform(action)
    check_model(window, before, action)
    check_board(window)


def test_every_upgrades_event_has_a_log_line(qapp):
    """The Chronicle words every event of the Upgrades module (tiles laid, turned and
    returned, the Witch II/III look and arrangement, Bishop III's removal)."""
    wanted = {"card_upgraded:2", "card_upgraded:3", "tile_returned", "witch_looked:many",
              "witch_arranged", "token_removed"}
    seen: dict[str, str] = {}
    for seed in range(60):
        if set(seen) >= wanted:
            break
        game = registry.new_game(upgraded(3, SET), seed, 0)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            rich = [a for a in legal if a.type in ("upgrade", "witch_look", "bishop_remove",
                                                    "take_card")]
            for event in game.apply(rng.choice(rich) if rich and rng.random() < 0.5
                                    else rng.choice(legal)):
                kind = event.kind
                if kind == "card_upgraded":
                    kind = f"card_upgraded:{event['level']}"
                elif kind == "witch_looked":
                    kind = "witch_looked:many" if len(event["tokens"]) > 2 else ""
                if kind in wanted:
                    line = event_text(event, ["A", "B", "C"])
                    assert line and "{" not in line, (event, line)
                    seen[kind] = line
    assert set(seen) == wanted
    assert "looks at 3 rat tokens" in seen["witch_looked:many"] or "looks at 4" in seen[
        "witch_looked:many"]
