"""Big Box cards played through the real window, one use each, checked on the model:
the Baker (load, then the taker's placement) and Boccaccio (decline, then a piece
to the palace)."""

from __future__ import annotations

import random

import pytest
from gui_driver import pick
from test_bigbox_table import BigBoxDriver, bigbox, seats
from test_full_game import check_board, witch_handover

from rattus_desktop.games.rattus.ui.tooltips import tip_for_key

pytestmark = pytest.mark.gui
SET = ["peasant", "merchant", "monk", "knight", "witch", "king", "baker", "boccaccio"]


def check_model(w, before: int, action) -> None:
    """The action was applied as clicked; every seat's 20 pieces are somewhere (the
    Baker's card counts); the board's mirror holds the Baker's pieces too."""
    session = w.controller.session
    g = session.game.state
    assert len(session.log) == before + 1, f"{action} was not applied"
    assert session.log[-1] == session.game.canonical(action)
    baker = g.plague_cards.baker or [0] * g.players
    for seat in range(g.players):
        assert g.reserve[seat] + g.on_board(seat) + g.palace[seat] + baker[seat] == 20
    assert w.table.scene.state.baker == tuple(g.plague_cards.baker)


def status_text(w) -> str:
    return " ".join(label.text() for label in (w.status.title, w.status.detail, w.status.hint))


def last_lines(w) -> list[str]:
    """The Chronicle's lines for the last move."""
    from rattus_desktop.games.rattus.ui.names import event_text

    names = [s.name for s in w.controller.seats]
    events = w.controller.session.steps[-1].events
    return [t for e in events if (t := event_text(e, names))]


def play_until(window, driver, wanted, rng, avoid=()) -> None:
    """Play random legal moves by mouse until an action of type ``wanted`` is legal;
    a move taking a card in ``avoid``'s way is left out when something else is legal."""
    for _ in range(3000):
        game = window.controller.game
        assert not game.is_over, f"no {wanted} came up"
        legal = game.legal_actions()
        if any(a.type == wanted for a in legal):
            return
        calm = [a for a in legal if a.type not in avoid
                and not (a.type == "take_card" and a.args[0] in avoid)] or legal
        before = len(window.controller.session.log)
        action = pick(rng, calm)
        driver.perform(action)
        if action.type == "witch_look":
            witch_handover(window, driver)
        check_model(window, before, action)
    raise AssertionError(f"no {wanted} came up")


def test_baker_loaded_by_click_then_placed_by_its_taker(window):
    window.start_game(bigbox(3, SET), seats(3), start_player=0, seed=4)
    driver = BigBoxDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(4)
    play_until(window, driver, "baker", rng)
    seat = window.controller.game.state.current
    reserve = window.controller.game.state.reserve[seat]
    driver.click(("card", "baker"))
    state = window.controller.game.state
    assert session.log[-1].type == "baker"
    assert state.plague_cards.baker[seat] == 1 and state.reserve[seat] == reserve - 1
    kinds = window.table.scene.bigbox_items.kinds()
    assert kinds.count("baker_piece") == 1
    assert seats(3)[seat].name in tip_for_key(window.table.scene, ("card", "baker"))
    assert any("puts a piece on the Baker" in line for line in last_lines(window))
    check_board(window)
    # someone takes the Baker: they click a region and the card's pieces go there
    play_until(window, driver, "baker_place", rng, avoid=("baker",))
    legal = window.controller.game.legal_actions()
    lit = window.table.interaction.card_use.targets()
    assert {k[1] for k in lit} == {a.args[0] for a in legal}
    assert "Baker: click a glowing region" in status_text(window)
    on_card = list(window.controller.game.state.plague_cards.baker)
    region = sorted(lit)[0][1]
    before = [window.controller.game.state.pieces[region][s] for s in range(3)]
    driver.click(("region", region))
    state = window.controller.game.state
    assert session.log[-1].type == "baker_place" and session.log[-1].args == (region,)
    assert [state.pieces[region][s] for s in range(3)] == [
        b + n for b, n in zip(before, on_card, strict=True)]
    assert not any(state.plague_cards.baker)
    assert "baker_piece" not in window.table.scene.bigbox_items.kinds()
    assert any("places the pieces from the Baker in" in line for line in last_lines(window))
    check_board(window)


def test_boccaccio_declined_by_button_then_used_by_click(window):
    window.start_game(bigbox(3, SET), seats(3), start_player=0, seed=6)
    driver = BigBoxDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(6)
    declined = used = False
    while not used:
        play_until(window, driver, "boccaccio", rng)
        game = window.controller.game
        seat = game.state.current
        assert "Boccaccio" in status_text(window)
        lit = window.table.interaction.card_use.targets()
        froms = {a.args[0] for a in game.legal_actions()}
        assert {k[1] for k in lit} == froms - {None}
        before = len(session.log)
        if not declined:  # the first time: the prompt's button moves nothing
            palace = game.state.palace[seat]
            driver.press_button("decline")
            check_model(window, before, session.log[-1])
            assert session.log[-1].args == (None,) and game.state.palace[seat] == palace
            declined = True
            continue
        if not lit:
            driver.press_button("decline")
            continue
        region = sorted(lit)[0][1]
        pieces, palace = game.state.pieces[region][seat], game.state.palace[seat]
        driver.click(("region", region))
        check_model(window, before, session.log[-1])
        assert session.log[-1].type == "boccaccio" and session.log[-1].args == (region,)
        assert game.state.pieces[region][seat] == pieces - 1
        assert game.state.palace[seat] == palace + 1
        check_board(window)
        used = True
    assert any("Boccaccio takes a piece of" in line for line in last_lines(window))


INQUISITOR_SET = ["peasant", "merchant", "monk", "knight", "king", "baker", "boccaccio",
                  "inquisitor"]


def test_inquisitor_disables_a_clicked_card_drawn_greyed(window):
    window.start_game(bigbox(3, INQUISITOR_SET), seats(3), start_player=0, seed=4)
    driver = BigBoxDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(4)
    while True:
        play_until(window, driver, "inquisitor_disable", rng)
        legal = window.controller.game.legal_actions()
        if any(a.args[1] is not None for a in legal):
            break
        driver.press_button("decline")  # nobody's card can be chosen: only "none"
    game = window.controller.game
    assert "Inquisitor" in status_text(window)
    lit = window.table.interaction.card_use.targets()
    assert {k[1] for k in lit} == {a.args[1] for a in legal} - {None}
    assert all(window.table.scene.cards[k[1]].state == "target" for k in lit)
    unlit = [c for c in window.table.scene.cards if ("card", c) not in lit]
    before = len(session.log)
    driver.click(("card", unlit[0]))  # not a victim's card: refused in words
    assert len(session.log) == before and window.status.hint.text()
    assert window.status.hint.text() != "That is not one of the lit choices."
    card = sorted(lit)[0][1]
    holder = game.state.holders[card]
    driver.click(("card", card))
    check_model(window, before, session.log[-1])
    assert session.log[-1].type == "inquisitor_disable"
    assert session.log[-1].args == (holder, card)
    assert [(d.seat, d.card) for d in game.state.plague_cards.disabled][-1:] == [(holder, card)]
    assert window.table.scene.bigbox_items.kinds().count("disabled") == len(
        game.state.plague_cards.disabled)
    assert "Disabled by the Inquisitor" in tip_for_key(window.table.scene, ("card", card))
    assert any("disables the" in line for line in last_lines(window))
    check_board(window)


CRUSADER_SET = ["peasant", "philosopher", "monk", "crusader", "king", "baker", "boccaccio",
                "inquisitor"]


def test_crusader_orders_the_turned_up_tokens_by_button(window):
    from rattus_desktop.games.rattus.ui.hints import token_choice

    window.start_game(bigbox(3, CRUSADER_SET), seats(3), start_player=0, seed=5)
    driver = BigBoxDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(5)
    while True:
        play_until(window, driver, "crusader_reveal", rng)
        if len(window.controller.game.legal_actions()) > 1:
            break
        driver.press_button("crusader:0")  # a lone token: its button resolves it
    game = window.controller.game
    waiting = list(game.state.plague_cards.waiting)
    region = game.state.plague_cards.waiting_region
    assert "Crusader" in status_text(window)
    assert any("turns up every rat token in" in line for line in last_lines(window))
    assert window.table.scene.state.tokens[region] == []  # turned up: off the board
    for i, token in enumerate(waiting):
        assert driver.button(f"crusader:{i}").text() == token_choice(token.face)
        assert str(token.face.n) in token_choice(token.face)
    revealed = len(game.state.revealed)
    before = len(session.log)
    driver.press_button(f"crusader:{len(waiting) - 1}")  # the newest first
    check_model(window, before, session.log[-1])
    assert session.log[-1].type == "crusader_reveal"
    assert session.log[-1].args == (len(waiting) - 1, False)
    assert len(game.state.revealed) >= revealed
    left = game.state.plague_cards.waiting
    assert left == waiting[:-1] or not left
    check_board(window)


def test_serf_and_soldier_play_by_themselves_through_a_whole_game(window):
    """Neither card asks anything: a game holding both plays to the end by mouse, the
    Serf's pieces are logged and drawn, the Soldier's extra rat arrives by the same
    spread gesture."""
    from rattus_desktop.games.rattus.ui.table_support import card_on_table

    assert card_on_table("serf") and card_on_table("soldier")
    cards = ["peasant", "serf", "monk", "soldier", "king", "philosopher", "boccaccio",
             "crusader"]
    window.start_game(bigbox(3, cards), seats(3), start_player=0, seed=3)
    driver = BigBoxDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(3)
    serf_lines = 0
    for _ in range(3000):
        game = window.controller.game
        if game.is_over:
            break
        action = pick(rng, game.legal_actions())
        before = len(session.log)
        driver.perform(action)
        check_model(window, before, action)
        check_board(window)
        serf_lines += sum("The Serf brings a piece of" in line for line in last_lines(window))
    assert window.controller.game.is_over and window.results.isVisible()
    served = sum(e.kind == "serf_placed" for step in session.steps for e in step.events)
    assert served > 0 and serf_lines == served


def test_sultan_puts_a_diplomat_under_a_clicked_piece(window):
    cards = ["peasant", "sultan", "monk", "knight", "king", "philosopher", "boccaccio",
             "baker"]
    window.start_game(bigbox(3, cards), seats(3), start_player=0, seed=2)
    driver = BigBoxDriver(window, mode="click")
    session, rng = window.controller.session, random.Random(2)
    play_until(window, driver, "sultan", rng)
    game = window.controller.game
    seat = game.state.current
    assert "use the Sultan" in status_text(window)
    driver.click(("card", "sultan"))
    lit = window.table.interaction.card_use.targets()
    legal = {a.args[0] for a in game.legal_actions() if a.type == "sultan"}
    assert {k[1] for k in lit} == legal
    assert all(window.table.scene.regions[k[1]].state == "target" for k in lit)
    unlit = [r for r in game.state.regions if ("region", r) not in lit]
    before = len(session.log)
    driver.click(("region", unlit[0]))  # none of your pieces there: refused in words
    assert len(session.log) == before and window.status.hint.text()
    assert window.status.hint.text() != "That is not one of the lit choices."
    assert window.table.interaction.card_use.active
    region = sorted(lit)[0][1]
    driver.click(("region", region))
    check_model(window, before, session.log[-1])
    assert session.log[-1].type == "sultan" and session.log[-1].args == (region,)
    diplomats = game.state.guilds.diplomats
    assert diplomats[region][seat] == 1
    drawn = sum(1 for per in diplomats.values() for n in per if n)
    assert window.table.scene.bigbox_items.kinds().count("diplomat") == drawn
    assert "Diplomats of" in tip_for_key(window.table.scene, ("region", region))
    assert any("puts a diplomat under" in line for line in last_lines(window))
    check_board(window)


def test_the_dialog_offers_the_cards_played_here():
    """The cards this file plays are offered by the table (the dialog's greying reads
    ``card_on_table``, checked in test_bigbox_dialog)."""
    from rattus_desktop.games.rattus.ui.table_support import card_on_table

    played = ["baker", "boccaccio", "inquisitor", "crusader", "serf", "soldier", "sultan"]
    assert all(card_on_table(card) for card in played)
