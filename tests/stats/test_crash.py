"""A writer killed in the middle of recording a game never damages the database: it
opens cleanly and holds exactly the games committed before the crash."""

import os
import pickle
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from rattus_desktop.stats import StatsStore

from .games import record

ROOT = Path(__file__).resolve().parents[2]

# The child records one game through a connection whose execute() ends the process
# (os._exit: no cleanup, no rollback, like a crash) before its CRASH_AT-th statement.
CHILD = r"""
import os, pickle, sqlite3, sys
sys.path.insert(0, sys.argv[1])
from rattus_desktop.stats import opening
from rattus_desktop.stats.store import StatsStore

CRASH_AT = int(sys.argv[4])
count = [0]

class Crashing(sqlite3.Connection):
    armed = False
    def execute(self, *args, **kwargs):
        if Crashing.armed:
            count[0] += 1
            if count[0] == CRASH_AT:
                os._exit(3)
        return super().execute(*args, **kwargs)

real = opening.sqlite3.connect
opening.sqlite3 = type(sys)("sqlite3_shim")
opening.sqlite3.__dict__.update(sqlite3.__dict__)
opening.sqlite3.connect = lambda *a, **k: real(*a, factory=Crashing, **k)
rec = pickle.loads(open(sys.argv[3], "rb").read())
store = StatsStore.open(__import__("pathlib").Path(sys.argv[2]))
Crashing.armed = True
store.record(rec)
os._exit(0)  # a CRASH_AT past the last statement: the game was committed
"""

STATEMENTS = 16  # a 3-seat game: BEGIN ... COMMIT (the test checks the count below)


def _consistent(path: Path) -> int:
    """Open as the program does; check the tables agree; return the number of games."""
    with StatsStore.open(path) as store:
        assert store.notice is None  # not set aside: the file was never damaged
        assert store.conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        games = store.games()
        n = len(games)
        assert all(len(g.seats) == 3 for g in games)
        seats = store.conn.execute("SELECT COUNT(*) FROM seats").fetchone()[0]
        history = store.conn.execute("SELECT COUNT(*) FROM rating_history").fetchone()[0]
        assert seats == 3 * n and history == 3 * n
        assert {r.games for r in store.ratings("rattus", "classic")} == ({n} if n else set())
        return n


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):
    folder = tmp_path_factory.mktemp("crash")
    base = folder / "base.sqlite3"
    with StatsStore.open(base) as store:
        for seed in (1, 2, 3):
            store.record(record(seed=seed))
    pending = folder / "game.pickle"
    pending.write_bytes(pickle.dumps(record(seed=4)))
    return base, pending


def _run(tmp_path: Path, prepared: tuple[Path, Path], crash_at: int) -> tuple[int, Path]:
    base, pending = prepared
    db = tmp_path / f"stats-{crash_at}.sqlite3"
    shutil.copy(base, db)
    child = subprocess.run([sys.executable, "-c", CHILD, str(ROOT / "src"), str(db),
                            str(pending), str(crash_at)], capture_output=True, text=True,
                           timeout=120)
    assert child.returncode in (0, 3), child.stderr
    return child.returncode, db


def test_the_statement_count_of_one_record(tmp_path, prepared):
    code, _db = _run(tmp_path, prepared, STATEMENTS)  # before the last one: COMMIT
    assert code == 3
    code, db = _run(tmp_path, prepared, STATEMENTS + 1)
    assert code == 0 and _consistent(db) == 4


@pytest.mark.parametrize("crash_at", range(1, STATEMENTS + 1))
def test_a_crash_before_any_statement_loses_only_the_game_being_written(
        tmp_path, prepared, crash_at):
    code, db = _run(tmp_path, prepared, crash_at)
    assert code == 3
    assert _consistent(db) == 3
    with StatsStore.open(db) as store:  # and the next game records normally
        store.record(pickle.loads(prepared[1].read_bytes()))
    assert _consistent(db) == 4


KILLED = r"""
import pickle, sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from rattus_desktop.stats.store import StatsStore
recs = pickle.loads(open(sys.argv[3], "rb").read())
store = StatsStore.open(Path(sys.argv[2]))
for i, rec in enumerate(recs):
    store.record(rec)
    print(i + 1, flush=True)
print("done", flush=True)
"""


def test_a_writer_killed_at_an_arbitrary_moment(tmp_path):
    recs = [record(seed=seed) for seed in range(10, 40)]
    pending = tmp_path / "games.pickle"
    pending.write_bytes(pickle.dumps(recs))
    db = tmp_path / "stats.sqlite3"
    child = subprocess.Popen([sys.executable, "-c", KILLED, str(ROOT / "src"), str(db),
                              str(pending)], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    seen = 0
    while seen < 3:
        seen = int(child.stdout.readline())
    os.kill(child.pid, getattr(signal, "SIGKILL", signal.SIGTERM))  # Windows: terminates
    child.wait(timeout=60)
    n = _consistent(db)
    assert seen <= n <= len(recs)
    keys = [r.key for r in StatsStore.open(db).games()]
    assert keys == [r.key for r in recs[:n]]
