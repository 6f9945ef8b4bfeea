"""The statistics window: opened on recorded games, its rating chart, CSV export, and
the recording of a game played to its end in the window."""

import csv
import io

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.shell.app.stats_chart import RatingChart, nice_step
from rattus_desktop.shell.app.stats_texts import number
from rattus_desktop.shell.app.stats_window import COLUMNS, StatsWindow
from rattus_desktop.stats import StatsStore, record_of
from rattus_desktop.stats.ratings import MU

pytestmark = pytest.mark.gui


def record(seed, game_id="rattus"):
    """A random legal game to its end, recorded with a profile and two bot levels."""
    import random

    game = registry.new_game(registry.get(game_id).config(3), seed)
    rng = random.Random(seed)
    events = []
    while not game.is_over:
        events += game.apply(rng.choice(game.legal_actions()))
    return record_of(game, [("human", "Ann"), ("easy", "easy"), ("hard", "hard")], events)


@pytest.fixture
def recorded(scratch_home):
    with StatsStore.open() as store:
        for seed in (1, 2, 3, 4):
            store.record(record(seed=seed))
        store.record(record(seed=1, game_id="notredame"))
    return StatsStore.open()


@pytest.fixture
def stats_window(qtbot, qapp, recorded):
    w = StatsWindow(recorded, None, "rattus", "classic")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _cell(w, row, name):
    return w.table.item(row, COLUMNS.index(name)).text()


def test_the_window_lists_every_player_with_figures_and_ratings(stats_window):
    w = stats_window
    assert w.current_kind() == ("rattus", "classic")
    assert w.kinds.count() == 2
    assert w.table.rowCount() == 3
    games = StatsStore.open().games("rattus", "classic")
    by_player = {s.player: [] for s in games[0].seats}
    for g in games:
        for s in g.seats:
            by_player[s.player].append(s)
    for row, stats in enumerate(w.rows):
        seats = by_player[stats.player]
        assert _cell(w, row, "games") == "4"
        wins = sum(s.won for s in seats)
        assert _cell(w, row, "wins").startswith(f"{wins} (")
        assert _cell(w, row, "average") == number(sum(s.score for s in seats) / 4)
        assert _cell(w, row, "best").startswith(f"{max(s.score for s in seats)} (")
        losses = sum(s.detail["losses"] for s in seats) / 4
        assert _cell(w, row, "losses") == number(losses)  # the locale's rounding
        assert "±" in _cell(w, row, "rating")
    ordinals = [r.rating.ordinal for r in w.rows]
    assert ordinals == sorted(ordinals, reverse=True)
    human = next(r for r, s in enumerate(w.rows) if s.kind == "human")
    assert _cell(w, human, "player") == "Ann"
    bot = next(r for r, s in enumerate(w.rows) if s.kind == "easy")
    assert "easy" in _cell(w, bot, "player").lower()


def test_favourite_cards_are_named(stats_window):
    from rattus_desktop.shell.app.stats_texts import card_label

    w = stats_window
    card, count = w.rows[0].favourite_cards()[0]
    name = card_label("rattus", card)
    assert name != card  # the card's name, not its id
    assert _cell(w, 0, "cards").startswith(f"{name} ×{count}")


def test_the_chart_shows_the_chosen_players_rating_over_time(stats_window):
    w = stats_window
    points = w.chart.points()
    assert len(points) == 5  # the start and after each of 4 games
    assert points[0][0] == MU
    history = StatsStore.open().history("rattus", "classic", w.rows[0].player)
    assert points[-1][0] == pytest.approx(history[-1].rating.mu)
    w.table.selectRow(2)
    assert w.chart.points()[-1][0] == pytest.approx(
        StatsStore.open().history("rattus", "classic", w.rows[2].player)[-1].rating.mu)
    assert w.rows[2].player in w.chart_title.text() or w.rows[2].name in w.chart_title.text()


def test_the_chart_draws_its_points_where_it_says(qtbot):
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(500, 260)
    chart.set_points([(25.0, 8.3), (27.0, 7.9), (24.0, 7.5)])
    chart.show()
    qtbot.waitExposed(chart)
    image = chart.grab().toImage()
    for i in range(3):
        p = chart.point_position(i)
        assert chart.point_at(p) == i
        colour = image.pixelColor(int(p.x()), int(p.y()))
        assert colour.red() > colour.green() + 40  # the red dot is drawn there
    assert chart.point_position(1).y() < chart.point_position(0).y()  # higher is better
    assert "game 2" in chart.point_text(2)
    assert nice_step(17.0) == 5.0 and nice_step(1.2) == 0.5


def test_another_game_shows_its_own_players(stats_window):
    w = stats_window
    w.kinds.setCurrentIndex(next(i for i in range(w.kinds.count())
                                 if w.kinds.itemData(i)[0] == "notredame"))
    assert w.current_kind() == ("notredame", "base")
    assert w.table.rowCount() == 3
    assert all(_cell(w, r, "games") == "1" for r in range(3))
    assert all(_cell(w, r, "cards") == "—" for r in range(3))


def test_export_csv_writes_every_seat_atomically(stats_window, tmp_path):
    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "out.csv"
    target.write_text("old")
    assert stats_window.export_csv(target) is None
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"))))
    assert len(rows) == 12
    assert {r["player"] for r in rows} == {"human:Ann", "bot:easy", "bot:hard"}
    assert {r["game"] for r in rows} == {"rattus"}
    games = StatsStore.open().games("rattus", "classic")
    assert [int(r["score"]) for r in rows] == [s.score for g in games for s in g.seats]
    assert [p.name for p in target.parent.iterdir()] == ["out.csv"]  # no temporary left


def test_a_failed_export_says_why_and_keeps_the_old_file(stats_window, tmp_path):
    folder = tmp_path / "sub"
    folder.mkdir()
    (folder / "x.csv").mkdir()  # a folder where the file should go
    error = stats_window.export_csv(folder / "x.csv")
    assert error and "could not be written" in error


def test_no_games_yet_says_so(qtbot, scratch_home):
    w = StatsWindow(StatsStore.open(), None, "rattus", "classic")
    qtbot.addWidget(w)
    w.show()
    assert w.empty.isVisible() and not w.table.isVisible()
    assert w.export_csv(scratch_home / "x.csv") is not None


def test_a_damaged_file_is_told_in_the_window(qtbot, scratch_home):
    path = scratch_home / "data" / "stats.sqlite3"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"junk" * 100)
    w = StatsWindow(StatsStore.open(), None)
    qtbot.addWidget(w)
    w.show()
    assert w.notice.isVisible() and "stats-unreadable" in w.notice.text()


def test_the_menu_opens_the_window_and_a_finished_game_is_recorded(qtbot, window):
    from rattus_desktop.play.session import Seat

    window.menus.stats.enabled = True
    window.settings.set_speed("instant", save=False)
    seats = [Seat("Ann", "#d55e00", "random"), Seat("Bo", "#0072b2", "random")]
    window.start_game(registry.get("rattus").config(2), seats)
    qtbot.waitUntil(lambda: window.results.isVisible(), timeout=120_000)
    with StatsStore.open() as store:
        [game] = store.games()
        assert [s.player for s in game.seats] == ["bot:random", "bot:random"]
        assert game.source == "app"
    assert window.menus.stats.record_current() is False  # recorded once
    window.menus.statistics.trigger()
    dialog = window.menus.stats.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.table.rowCount() == 1 and len(dialog.chart.points()) == 2
    window.play_again()  # the open window shows the next game once it is recorded
    qtbot.waitUntil(lambda: len(dialog.chart.points()) == 3, timeout=120_000)
    assert dialog.table.item(0, COLUMNS.index("games")).text() == "2"
    dialog.close()


def test_hint_uses_are_counted_for_the_game_in_progress(qtbot, window):
    from rattus_desktop.engine import registry
    from rattus_desktop.play.session import Seat
    from rattus_desktop.stats import session_key

    window.menus.stats.enabled = True
    seats = [Seat("Ann", "#d55e00"), Seat("Bo", "#0072b2")]
    window.start_game(registry.get("rattus").config(2), seats)
    window.menus.stats.record_hint_use(0)
    window.menus.stats.record_hint_use(0)
    session = window.controller.session
    with StatsStore.open() as store:
        rows = store.conn.execute("SELECT session, seat, uses FROM pending_hints").fetchall()
    assert rows == [(session_key(session.config, session.seed), 0, 2)]


def test_a_window_without_persistent_settings_records_nothing(qtbot, window, scratch_home):
    from rattus_desktop.engine import registry
    from rattus_desktop.play.session import Seat

    assert window.menus.stats.enabled is False
    seats = [Seat("Ann", "#d55e00", "random"), Seat("Bo", "#0072b2", "random")]
    window.start_game(registry.get("rattus").config(2), seats)
    qtbot.waitUntil(lambda: window.results.isVisible(), timeout=120_000)
    assert not (scratch_home / "data" / "stats.sqlite3").exists()


def test_the_export_button_asks_for_a_file_and_writes_it(stats_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "picked.csv"
    asked = []

    def pick(parent, title, suggested, filters):
        asked.append((title, suggested, filters))
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    stats_window.export.click()
    assert asked and asked[0][1].endswith("rattus-stats-rattus-classic.csv")
    assert "*.csv" in asked[0][2]
    assert target.read_bytes().decode("utf-8-sig").startswith("played_at,game,ruleset")


def test_a_closed_window_survives_a_language_switch(qtbot, tmp_path) -> None:
    """Closed, it no longer reads its (closed) database when the language changes."""
    from rattus_desktop.shell.app.stats_window import StatsWindow
    from rattus_desktop.shell.kit.i18n import apply_language
    from rattus_desktop.stats.store import StatsStore

    store = StatsStore.open(tmp_path / "stats.sqlite3")
    window = StatsWindow(store)
    qtbot.addWidget(window)
    window.done(0)
    apply_language("zh_TW")
    apply_language("en")
    assert window.closed


def test_the_losses_column_speaks_the_shown_games_words(stats_window):
    w = stats_window
    header = w.table.horizontalHeaderItem(COLUMNS.index("losses"))
    assert header.text() == "Plague losses"  # Rattus names its own losses
    other = next(i for i in range(w.kinds.count()) if w.kinds.itemData(i)[0] == "notredame")
    w.kinds.setCurrentIndex(other)
    w.refresh()
    assert header.text() == "Losses" and "per game" in header.toolTip()
