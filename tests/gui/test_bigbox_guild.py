"""Guilds, Taverns, the Emperor and the Alchemist at the table, played through the real
window by clicks (and the keyboard) and checked on the model: the Guild Master onto a
clicked guild space, the Tavern Keeper onto a clicked city, a guild space's ability
by its card's gesture and the source chosen by button, the Emperor's walls toggled on
clicked borders then built (a wrong count refused in words), the Alchemist's tile by a
clicked card, and computer seats using them with no prompt."""

from __future__ import annotations

import random

import pytest
from gui_driver import pick, steer_to
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtTest import QTest
from test_bigbox_table import BigBoxDriver, bigbox, seats
from test_full_game import check_board

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.rules.walls import borders
from rattus_desktop.games.rattus.ui.names import event_text
from rattus_desktop.games.rattus.ui.table_support import card_on_table, module_on_table
from rattus_desktop.games.rattus.ui.tooltips import tip_for_key
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui
SET = ["peasant", "merchant", "monk", "knight", "witch", "king", "guild_master",
       "tavern_keeper"]
EMPEROR_SET = ["peasant", "merchant", "monk", "knight", "king", "emperor"]
ALCHEMIST_SET = ["peasant", "merchant", "monk", "knight", "king", "alchemist"]
GESTURE_TYPES = ("place", "merchant", "monk", "king", "witch_look", "move_plague")


def guilds(players: int, cards=SET, modules=("guild", "tavern")):
    return registry.get("rattus").configure(players, "bigbox", {
        "cards": list(cards), "modules": list(modules)})


class GuildDriver(BigBoxDriver):
    """Plaques, borders, the Emperor's walls and uses from a guild space or through
    the Alchemist, as a player does them."""

    def scene_pos(self, key: tuple):
        if key[0] in ("guild", "tavern"):
            return self.scene.item_for(key).rect.center()
        if key[0] == "border":
            return self.scene.item_for(key).pos()
        pos = super().scene_pos(key)
        if key[0] != "stack" or self.lands_on(pos, key):
            return pos
        item = self.scene.item_for(key)  # a partly hidden stack: a point that still
        box = item.mapToScene(item.shape()).boundingRect()  # hits it in whole pixels
        for i in range(1, 16):
            for j in range(1, 10):
                point = QPointF(box.left() + box.width() * j / 10,
                                box.top() + box.height() * i / 16)
                if self.lands_on(point, key):
                    return point
        raise AssertionError(f"{key} cannot be clicked anywhere")

    def lands_on(self, pos, key: tuple) -> bool:
        """A click at ``pos`` (rounded to the viewport's pixels) hits ``key``."""
        return self.scene.key_at(self.view.mapToScene(self.view.mapFromScene(pos))) == key

    def perform(self, action) -> None:
        t = action.type
        if t in ("emperor", "emperor@alchemist"):
            self.build_walls(action)
            return
        base, _, via = t.partition("@")
        if via and base in GESTURE_TYPES:
            self.gesture(Action(base, action.args))
            if self.has_button(f"choice:{action}"):
                self.press_button(f"choice:{action}")
            return
        super().perform(action)

    def gesture(self, action) -> None:
        """The card's own gesture for ``action`` (no choice pressed)."""
        seat = self.w.controller.game.current_player
        t, args = action.type, action.args
        if t == "place":
            self.move(("reserve",), ("region", args[0]))
        elif t == "merchant":
            self.move(("stack", args[0], seat), ("region", args[1]))
        elif t == "king":
            self.move(("stack", args[0], seat), ("palace",))
        elif t == "monk":
            self.move(("token", *args[0]), ("region", args[1]))
        elif t == "witch_look":
            self.click(("token", *args[0][0]))
            self.click(("token", *args[0][1]))
        elif t == "move_plague":
            self.move(("plague",), ("region", args[0]))

    def build_walls(self, action) -> None:
        """Click the card, toggle every border that changes, then build."""
        card = "emperor" if action.type == "emperor" else "alchemist"
        self.click(("card", card))
        self.build_walls_now(action)

    def build_walls_now(self, action) -> None:
        """The walls being chosen: toggle every border that changes, then build."""
        now = {frozenset(w) for w in self.w.controller.game.state.plague_cards.walls}
        wanted = {frozenset(w) for w in action.args[0]}
        layer = self.scene.module_boards.walls
        for border in sorted(now ^ wanted, key=sorted):
            self.click(layer.borders[border].key)
        self.press_button("walls_build")


def check_model(w, before: int, action) -> None:
    """Applied as clicked; every seat's 20 pieces are somewhere (guild spaces and
    tavern cities count); the board shows the boards' occupants and the walls."""
    session = w.controller.session
    g = session.game.state
    assert len(session.log) == before + 1, f"{action} was not applied"
    assert session.log[-1] == session.game.canonical(action)
    gs = g.guilds
    for seat in range(g.players):
        off = gs.off_map(seat) if gs is not None else 0
        assert g.reserve[seat] + g.on_board(seat) + g.palace[seat] + off == 20
    ds = w.table.scene.state
    if gs is not None:
        assert ds.guild == gs.guild and ds.tavern == gs.tavern
    assert ds.walls == tuple(tuple(x) for x in g.plague_cards.walls)
    boards = w.table.scene.module_boards
    for (kind, name), item in boards.plaques.items():
        seat = (gs.guild if kind == "guild" else gs.tavern)[name]
        assert item.occupant == (None if seat is None else w.table.scene.seat_look(seat))
    standing = {frozenset(x) for x in g.plague_cards.walls}
    for border, item in boards.walls.borders.items():
        assert item.standing == (border in standing) and item.planned is None
    check_board(w)


def play_until(window, driver, wanted, rng, avoid=(), seat=None) -> None:
    """Random legal moves by gesture until an action of a type in ``wanted`` is legal
    (for ``seat`` if given); moves in ``avoid`` are left out while others are legal."""
    wanted = (wanted,) if isinstance(wanted, str) else wanted
    for _ in range(3000):
        game = window.controller.game
        assert not game.is_over, f"no {wanted} came up"
        legal = game.legal_actions()
        if any(a.type in wanted for a in legal) and seat in (None, game.current_player):
            return
        calm = [a for a in legal if a.type not in avoid and a.type != "upgrade"
                and not (a.type == "take_card" and a.args[0] in avoid)] or legal
        before = len(window.controller.session.log)
        action = pick(rng, calm)
        driver.perform(action)
        if action.type.startswith("witch_look"):
            driver.press_button("ready")
        check_model(window, before, action)
    raise AssertionError(f"no {wanted} came up")


def last_lines(w) -> list[str]:
    names = [s.name for s in w.controller.seats]
    return [t for e in w.controller.session.steps[-1].events if (t := event_text(e, names))]


def hint(w) -> str:
    return w.status.hint.text()


def test_the_table_offers_these_cards_and_modules():
    for card in ("guild_master", "tavern_keeper", "emperor", "alchemist"):
        assert card_on_table(card), card
    assert module_on_table("guild") and module_on_table("tavern")


def test_guild_master_puts_a_piece_on_a_clicked_space(window):
    window.start_game(guilds(3), seats(3), start_player=0, seed=4)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(4)
    boards = window.table.scene.module_boards
    assert {k for k in boards.plaques if k[0] == "guild"} == {
        ("guild", s) for s in window.controller.game.state.guilds.guild}
    play_until(window, driver, "guild_master", rng)
    game = window.controller.game
    seat = game.current_player
    legal = [a for a in game.legal_actions() if a.type == "guild_master"]
    driver.click(("card", "guild_master"))
    lit = window.table.interaction.card_use.targets()
    assert set(lit) == {("guild", a.args[0]) for a in legal}
    assert all(boards.plaques[k].state == "target" for k in lit)
    before = len(session.log)
    driver.click(("region", "gallia"))  # not a guild space: refused in words
    assert len(session.log) == before and hint(window)
    space = sorted(lit)[0][1]
    reserve = game.state.reserve[seat]
    driver.click(("guild", space))
    check_model(window, before, Action("guild_master", (space,)))
    assert game.state.guilds.guild[space] == seat and game.state.reserve[seat] == reserve - 1
    assert any("guild space" in line for line in last_lines(window))
    name = window.controller.seats[seat].name
    assert name in tip_for_key(window.table.scene, ("guild", space))
    # the same player's next use: their own space is not lit, and a click on it says why
    play_until(window, driver, "guild_master", rng, seat=seat, avoid=("guild_master",))
    driver.click(("card", "guild_master"))
    assert ("guild", space) not in window.table.interaction.card_use.targets()
    before = len(session.log)
    driver.click(("guild", space))
    assert len(session.log) == before
    assert hint(window) == "You already occupy that guild space."


def test_tavern_keeper_puts_a_piece_in_a_clicked_city(window):
    window.start_game(guilds(4), seats(4), start_player=0, seed=7)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(7)
    play_until(window, driver, "tavern_keeper", rng)
    game = window.controller.game
    seat = game.current_player
    legal = [a for a in game.legal_actions() if a.type == "tavern_keeper"]
    driver.click(("card", "tavern_keeper"))
    lit = window.table.interaction.card_use.targets()
    assert set(lit) == {("tavern", a.args[0]) for a in legal}
    action = sorted(legal, key=str)[0]
    city = action.args[0]
    before = len(session.log)
    driver.click(("tavern", city))
    check_model(window, before, action)
    assert game.state.guilds.tavern[city] == seat
    assert any("tavern of" in line for line in last_lines(window))
    tip = tip_for_key(window.table.scene, ("tavern", city))
    assert window.controller.seats[seat].name in tip and "tavern city" in tip
    # from the next turn on, the city adds a piece to its region with each placement
    play_until(window, driver, "place", rng, seat=(seat + 1) % 4, avoid=("tavern_keeper",))
    play_until(window, driver, "place", rng, seat=seat, avoid=("tavern_keeper",))
    place = min((a for a in window.controller.game.legal_actions() if a.type == "place"),
                key=lambda a: a.args[1])
    pieces, before = game.state.pieces[city][seat], len(session.log)
    driver.perform(place)
    check_model(window, before, place)
    added = [e for e in session.steps[-1].events if e.kind == "tavern_added"]
    assert [(e["seat"], e["region"]) for e in added] == [(seat, city)]
    own = place.args[1] if place.args[0] == city else 0
    assert game.state.pieces[city][seat] == pieces + own + 1
    assert any("The tavern of" in line for line in last_lines(window))


def test_a_guild_space_is_used_by_its_cards_gesture_and_a_choice(window):
    window.start_game(guilds(3), seats(3), start_player=0, seed=5)
    driver = GuildDriver(window, mode="drag")
    session, rng = window.controller.session, random.Random(5)
    wanted = tuple(f"{t}@guild" for t in ("place", "merchant", "monk", "king"))
    play_until(window, driver, wanted, rng)
    game = window.controller.game
    action = sorted((a for a in game.legal_actions() if a.type in wanted), key=str)[0]
    plain = Action(action.type.partition("@")[0], action.args)
    before = len(session.log)
    driver.gesture(plain)
    if plain in game.legal_actions():  # the card's use too: the source is asked
        assert driver.has_button(f"choice:{action}")
        assert "(guild space)" in driver.button(f"choice:{action}").text()
    if driver.has_button(f"choice:{action}"):
        driver.press_button(f"choice:{action}")
    check_model(window, before, action)
    assert session.log[-1].type == action.type
    assert any("guild space" in line for line in last_lines(window))


def test_emperor_walls_toggled_on_borders_then_built(window):
    window.start_game(bigbox(4, EMPEROR_SET), seats(4), start_player=0, seed=3)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(3)
    play_until(window, driver, "emperor", rng)
    game = window.controller.game
    walls = sorted((a for a in game.legal_actions() if a.type == "emperor"), key=str)[0]
    driver.click(("card", "emperor"))
    interaction = window.table.interaction
    assert interaction.wall_use.active and driver.has_button("walls_build")
    layer = window.table.scene.module_boards.walls
    lit = set(interaction.wall_use.targets())
    assert {frozenset(k[1:]) for k in lit} == {frozenset(b) for b in borders(game.rules)}
    assert all(layer.borders[frozenset(k[1:])].isVisible() for k in lit)
    first, *rest = [frozenset(w) for w in walls.args[0]]
    driver.click(layer.borders[first].key)
    assert layer.borders[first].planned is True
    before = len(session.log)
    driver.press_button("walls_build")  # one wall of three: refused, the plan stays
    assert len(session.log) == before and "3" in hint(window)
    assert interaction.wall_use.active and layer.borders[first].planned is True
    for border in rest:
        driver.click(layer.borders[border].key)
    QTest.keyClick(window.table.view, Qt.Key.Key_Return)  # Enter builds
    check_model(window, before, walls)
    assert {frozenset(w) for w in game.state.plague_cards.walls} == {first, *rest}
    assert all(layer.borders[b].standing and layer.borders[b].isVisible()
               for b in (first, *rest))
    a, b = sorted(first)
    assert "wall" in tip_for_key(window.table.scene, layer.borders[first].key)
    assert any("builds walls" in line for line in last_lines(window))
    assert not driver.has_button("walls_build")


def test_emperor_cancelled_by_escape_leaves_the_walls(window):
    window.start_game(bigbox(4, EMPEROR_SET), seats(4), start_player=0, seed=3)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(3)
    play_until(window, driver, "emperor", rng)
    driver.click(("card", "emperor"))
    layer = window.table.scene.module_boards.walls
    border = next(iter(layer.borders))
    driver.click(layer.borders[border].key)
    from rattus_desktop.shell.kit.i18n import apply_language

    try:  # a language switch while choosing: the prompt in the new words, still there
        apply_language("zh_TW")
        window.retranslate()
        words = QCoreApplication.translate("Status", "Build the walls")  # (the .qm's)
        assert driver.button("walls_build").text() == words
        assert window.table.interaction.wall_use.active
    finally:
        apply_language("en")
        window.retranslate()
    assert driver.button("walls_build").text() == "Build the walls"
    before = len(session.log)
    QTest.keyClick(window.table.view, Qt.Key.Key_Escape)
    assert len(session.log) == before and not window.table.interaction.wall_use.active
    assert layer.plan is None and not layer.borders[border].isVisible()
    assert not driver.has_button("walls_build")


def test_alchemist_takes_the_tile_of_a_clicked_card(window):
    window.start_game(guilds(3, ALCHEMIST_SET, ("upgrades",)), seats(3), start_player=0,
                      seed=6)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(6)
    play_until(window, driver, "alchemist", rng)
    game = window.controller.game
    legal = [a for a in game.legal_actions() if a.type == "alchemist"]
    driver.click(("card", "alchemist"))
    lit = window.table.interaction.card_use.targets()
    assert set(lit) == {("card", a.args[0]) for a in legal}
    tile = sorted(lit)[0][1]
    before = len(session.log)
    driver.click(("card", tile))
    check_model(window, before, Action("alchemist", (tile,)))
    assert game.state.upgrades.alchemist_tile == tile
    drawn = window.table.scene.module_boards.tile
    assert drawn is not None and drawn.card == tile
    assert drawn.parentItem() is window.table.scene.cards["alchemist"]
    assert "level III tile" in tip_for_key(window.table.scene, ("card", "alchemist"))
    assert any("on the Alchemist" in line for line in last_lines(window))
    # a later turn of the same player: a click on the Alchemist alone returns the tile
    play_until(window, driver, "alchemist_return", rng, seat=game.current_player,
               avoid=("alchemist", "alchemist_return"))
    before = len(session.log)
    driver.click(("card", "alchemist"))
    if driver.has_button("choice:alchemist_return"):
        driver.press_button("choice:alchemist_return")
    if session.log[-1].type != "alchemist_return":  # other uses lit beside it
        driver.press_button(f"choice:{Action('alchemist_return')}")
    check_model(window, before, Action("alchemist_return"))
    assert game.state.upgrades.alchemist_tile is None
    assert window.table.scene.module_boards.tile is None


def test_computer_seats_use_them_without_a_prompt(window, qtbot):
    cards = ["peasant", "merchant", "emperor", "knight", "guild_master", "tavern_keeper"]
    window.start_game(guilds(3, cards), [Seat(n.name, n.colour, "random") for n in seats(3)],
                      start_player=0, seed=2)
    session = window.controller.session
    asked: list[str] = []

    def done() -> bool:
        asked.extend(window.status.prompt_buttons)  # nobody is asked anything
        return window.controller.game.is_over

    qtbot.waitUntil(done, timeout=120_000)
    used = {a.type for a in session.log}
    assert {"guild_master", "tavern_keeper", "emperor"} <= used
    assert not asked
    g = window.controller.game.state
    ds = window.table.scene.state
    assert ds.guild == g.guilds.guild and ds.tavern == g.guilds.tavern
    assert ds.walls == tuple(tuple(w) for w in g.plague_cards.walls)


def key(window, k) -> None:
    QTest.keyClick(window.table.view, k)


def test_guild_master_and_walls_by_keyboard(window):
    cards = ["peasant", "merchant", "emperor", "knight", "guild_master", "tavern_keeper"]
    window.start_game(guilds(3, cards), seats(3), start_player=0, seed=8)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(8)
    interaction = window.table.interaction
    play_until(window, driver, "guild_master", rng)
    window.table.view.setFocus()
    for _ in range(40):  # Tab steps through what can be used, the cards included
        key(window, Qt.Key.Key_Tab)
        if interaction.selected == ("card", "guild_master"):
            break
    assert interaction.selected == ("card", "guild_master")
    key(window, Qt.Key.Key_Return)  # the card's use begins: the spaces glow
    assert interaction.card_use.active
    key(window, Qt.Key.Key_Right)
    target = interaction.hovered
    assert target is not None and target[0] == "guild"
    before = len(session.log)
    key(window, Qt.Key.Key_Return)
    check_model(window, before, Action("guild_master", (target[1],)))
    # the Emperor: Tab to the card, Enter, the arrows light a border, Enter puts a wall
    play_until(window, driver, "emperor", rng)
    game = window.controller.game
    wanted = sorted((a for a in game.legal_actions() if a.type == "emperor"), key=str)[0]
    window.table.view.setFocus()
    for _ in range(40):
        key(window, Qt.Key.Key_Tab)
        if interaction.selected == ("card", "emperor"):
            break
    key(window, Qt.Key.Key_Return)
    assert interaction.wall_use.active
    layer = window.table.scene.module_boards.walls
    now = {frozenset(w) for w in game.state.plague_cards.walls}
    for border in sorted(now ^ {frozenset(w) for w in wanted.args[0]}, key=sorted):
        steer_to(window, layer.borders[border].key)  # the arrows step by position
        assert interaction.hovered == layer.borders[border].key
        key(window, Qt.Key.Key_Return)  # toggles the lit border
    before = len(session.log)
    key(window, Qt.Key.Key_Return)  # nothing lit: builds
    check_model(window, before, wanted)


def test_alchemist_carrying_the_emperor_builds_walls_through_it(window):
    cards = ["peasant", "merchant", "monk", "knight", "emperor", "alchemist"]
    window.start_game(guilds(3, cards, ("upgrades",)), seats(3), start_player=0, seed=9)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(9)
    play_until(window, driver, "alchemist", rng, avoid=("emperor",))
    game = window.controller.game
    assert Action("alchemist", ("emperor",)) in game.legal_actions()
    driver.click(("card", "alchemist"))
    before = len(session.log)
    driver.click(("card", "emperor"))
    check_model(window, before, Action("alchemist", ("emperor",)))
    uses = sorted((a for a in game.legal_actions() if a.type == "emperor@alchemist"), key=str)
    assert uses  # the tile's ability at once, through the Alchemist
    driver.click(("card", "alchemist"))
    assert window.table.interaction.wall_use.type == "emperor@alchemist"
    before = len(session.log)
    driver.build_walls_now(uses[0])
    check_model(window, before, uses[0])
    assert any("builds walls" in line for line in last_lines(window))


def test_pieces_fly_to_the_boards_and_walls_rise_when_animated(window, qtbot):
    """At a visible speed: the Guild Master's piece flies onto its space, then the
    Emperor's new walls grow on their borders; the board ends as the model says."""
    cards = ["peasant", "merchant", "emperor", "knight", "guild_master", "tavern_keeper"]
    window.start_game(guilds(3, cards), seats(3), start_player=0, seed=8)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(8)
    flow = window.table.flow
    play_until(window, driver, "guild_master", rng)
    window.settings.set_speed("fast", save=False)
    space = sorted(a.args[0] for a in window.controller.game.legal_actions()
                   if a.type == "guild_master")[0]
    before = len(session.log)
    driver.click(("card", "guild_master"))
    driver.click(("guild", space))
    assert flow.animator.busy  # the piece is in flight
    flying = [i for i in window.table.scene.items() if i.zValue() == 25]
    assert flying
    qtbot.waitUntil(lambda: not flow.animator.busy, timeout=20_000)
    check_model(window, before, Action("guild_master", (space,)))
    window.settings.set_speed("instant", save=False)
    play_until(window, driver, "emperor", rng)
    window.settings.set_speed("fast", save=False)
    wanted = sorted((a for a in window.controller.game.legal_actions()
                     if a.type == "emperor"), key=str)[0]
    now = {frozenset(w) for w in window.controller.game.state.plague_cards.walls}
    new = [frozenset(w) for w in wanted.args[0] if frozenset(w) not in now]
    before = len(session.log)
    driver.build_walls(wanted)
    layer = window.table.scene.module_boards.walls
    scales: list[float] = []
    qtbot.waitUntil(lambda: scales.append(min(layer.borders[w].scale() for w in new))
                    or not flow.animator.busy, timeout=20_000)
    assert min(scales) < 1.0  # they grew
    assert all(layer.borders[w].scale() == 1.0 for w in new)
    check_model(window, before, wanted)


def test_a_big_box_card_used_through_the_alchemist_by_its_clicks(window):
    cards = ["peasant", "merchant", "monk", "knight", "judge", "alchemist"]
    window.start_game(guilds(3, cards, ("upgrades",)), seats(3), start_player=0, seed=10)
    driver = GuildDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(10)
    play_until(window, driver, "alchemist", rng, avoid=("judge",))
    game = window.controller.game
    assert Action("alchemist", ("judge",)) in game.legal_actions()
    driver.click(("card", "alchemist"))
    unlit = [c for c in window.table.scene.cards
             if ("card", c) not in window.table.interaction.card_use.targets()]
    before = len(session.log)
    driver.click(("card", unlit[0]))  # no tile to take there: the core says why
    assert unlit == ["alchemist"] and len(session.log) == before
    assert hint(window) == "The Alchemist has no upgrade tile."
    driver.click(("card", "judge"))
    check_model(window, before, Action("alchemist", ("judge",)))
    uses = [a for a in game.legal_actions() if a.type == "judge@alchemist"]
    assert uses
    driver.click(("card", "alchemist"))  # the Alchemist's click starts the Judge's use
    lit = window.table.interaction.card_use.targets()
    assert set(lit) == {("region", a.args[0]) for a in uses}
    region = sorted(lit)[0][1]
    before = len(session.log)
    driver.click(("region", region))
    check_model(window, before, Action("judge@alchemist", (region,)))
    assert any("through the Alchemist" in line or "Judge" in line
               for line in last_lines(window))
