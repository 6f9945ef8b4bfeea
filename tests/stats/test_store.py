"""The statistics database: recording, ratings with history, hint uses, bad files."""

import sqlite3

import pytest

from rattus_desktop.stats import StatsError, StatsStore, record_hint_use, session_key
from rattus_desktop.stats.ratings import Rating, rate
from rattus_desktop.stats.schema import SCHEMA_VERSION

from .games import record


@pytest.fixture
def store(tmp_path):
    s = StatsStore.open(tmp_path / "stats.sqlite3")
    yield s
    s.close()


def test_a_recorded_game_reads_back_whole(store):
    rec = record(seed=3, played_at="2026-05-06T07:08:09+00:00")
    assert store.record(rec) is True
    [back] = store.games()
    assert back == rec
    assert store.kinds() == [("rattus", "classic")]


def test_the_same_game_is_recorded_once(store):
    rec = record(seed=3)
    assert store.record(rec) is True
    assert store.record(rec) is False
    assert len(store.games()) == 1
    assert {r.games for r in store.ratings("rattus", "classic")} == {1}


def test_ratings_follow_the_model_game_after_game_with_history(store):
    expected: dict[str, Rating] = {}
    recs = [record(seed=s) for s in range(1, 5)]
    for rec in recs:
        store.record(rec)
        expected.update(rate([s.player for s in rec.seats], [s.rank for s in rec.seats],
                             expected))
    rows = {r.player: r for r in store.ratings("rattus", "classic")}
    assert set(rows) == {"human:Ann", "bot:easy", "bot:hard"}
    for player, rating in expected.items():
        assert rows[player].rating.mu == pytest.approx(rating.mu)
        assert rows[player].rating.sigma == pytest.approx(rating.sigma)
        assert rows[player].games == 4
    history = store.history("rattus", "classic", "human:Ann")
    assert len(history) == 4
    assert history[-1].rating.mu == pytest.approx(expected["human:Ann"].mu)
    assert [h.game_id for h in history] == sorted(h.game_id for h in history)
    ordinals = [r.rating.ordinal for r in store.ratings("rattus", "classic")]
    assert ordinals == sorted(ordinals, reverse=True)


def test_ratings_are_kept_per_game_and_ruleset(store):
    store.record(record(seed=1))
    store.record(record(seed=1, game_id="notredame"))
    assert store.kinds() == [("notredame", "base"), ("rattus", "classic")]
    assert {r.games for r in store.ratings("notredame", "base")} == {1}
    assert len(store.games("rattus")) == 1 and len(store.games(ruleset="base")) == 1


def test_hint_uses_join_the_game_when_it_is_recorded(store):
    rec = record(seed=2)
    key = session_key(rec.config, rec.seed)
    record_hint_use(key, 0, store)
    record_hint_use(key, 0, store)
    store.record_hint_use(key, 2)
    store.record_hint_use(session_key(rec.config, 99), 1)  # another game's
    store.record(rec)
    assert [s.hints for s in store.games()[0].seats] == [2, 0, 1]
    left = store.conn.execute("SELECT session, seat, uses FROM pending_hints").fetchall()
    assert left == [(session_key(rec.config, 99), 1, 1)]


def test_record_hint_use_opens_the_data_folders_database(tmp_path, monkeypatch):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path / "home"))
    record_hint_use("abc", 1)
    with StatsStore.open() as s:
        assert s.path == tmp_path / "home" / "data" / "stats.sqlite3"
        assert s.conn.execute("SELECT * FROM pending_hints").fetchall() == [("abc", 1, 1)]


def test_a_new_file_is_at_the_schema_version(tmp_path):
    with StatsStore.open(tmp_path / "sub" / "s.sqlite3") as s:
        assert s.conn.execute("SELECT version FROM schema_version").fetchall() == \
            [(SCHEMA_VERSION,)]
        assert s.notice is None


def test_an_empty_file_is_migrated_in_place(tmp_path):
    path = tmp_path / "s.sqlite3"
    sqlite3.connect(path).close()
    path.touch()
    with StatsStore.open(path) as s:
        assert s.notice is None
        assert s.conn.execute("SELECT version FROM schema_version").fetchone() == \
            (SCHEMA_VERSION,)


def test_a_damaged_file_is_moved_aside_untouched(tmp_path):
    path = tmp_path / "stats.sqlite3"
    junk = b"not a database at all\x00" * 100
    path.write_bytes(junk)
    with StatsStore.open(path) as s:
        assert s.notice is not None and s.notice.code == "damaged"
        assert "moved aside" in s.notice.message
        assert s.notice.moved_to.read_bytes() == junk
        assert "unreadable" in s.notice.moved_to.name
        s.record(record(seed=1))
    assert len(StatsStore.open(path).games()) == 1


def test_a_newer_versions_file_is_moved_aside_never_written(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as s:
        s.record(record(seed=1))
        s.conn.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    before = path.read_bytes()
    with StatsStore.open(path) as s:
        assert s.notice is not None and s.notice.code == "newer"
        assert "newer version" in s.notice.message
        assert s.notice.moved_to.read_bytes() == before
        assert s.games() == []


def test_a_foreign_database_is_moved_aside(tmp_path):
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE mine (x)")
    conn.commit()
    conn.close()
    with StatsStore.open(path) as s:
        assert s.notice is not None and "not a statistics database" in s.notice.message


def test_a_folder_that_cannot_be_made_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StatsError, match="cannot create"):
        StatsStore.open(blocker / "sub" / "stats.sqlite3")
