"""Benchmark (not a test): how long files at and over the size limits take to be read
or refused, and how long the unfinished-games list takes to open. Prints figures.

    python tests/saves/bench_file_limits.py [--src PATH]

``--src`` runs the same cases against another source tree (e.g. an older commit's
``src`` from ``git archive``) for before/after figures. Each case runs in its own
process; its wall time and peak memory (VmHWM, Linux) are printed as JSON lines.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CASES = {
    "scenario_62mb_zeros": ("scenario", "zeros.json"),
    "scenario_2mb_object_of_zeros": ("scenario", "zeros-object-2mb.json"),
    "save_14.7mb_padded": ("save", "padded-14.7mb.json"),
    "save_2mb_padded": ("save", "padded-2mb.json"),
    "save_20000_actions": ("save", "actions-20000.json"),
    "save_5000_actions": ("save", "actions-5000.json"),
    "unfinished_list_20_games": ("unfinished", "unfinished"),
}


def _real_save(src: Path) -> dict:
    """A long real game: Big Box, 6 players, every module, random legal actions."""
    sys.path.insert(0, str(src))
    from rattus_desktop.engine import registry
    from rattus_desktop.play.session import Seat, Session
    from rattus_desktop.saves.format import SaveFile

    cfg = registry.get("rattus").configure(6, "bigbox", {"modules": [
        "region_cards", "universities", "guild", "tavern", "upgrades"]})
    seats = [Seat(f"P{i}", "#000000") for i in range(6)]
    session = Session(cfg, seats, 7)
    rng = random.Random(7)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    return SaveFile.from_session(session).to_json()


def make_files(folder: Path, src: Path) -> None:
    n = 62 * 2**20
    (folder / "zeros.json").write_bytes(b"[" + b"0," * (n // 2 - 1) + b"0]")
    m = 2 * 2**20 - 100
    (folder / "zeros-object-2mb.json").write_bytes(
        b'{"format": "rattus-scenario/1", "x": [' + b"0," * (m // 2) + b"0]}")
    doc = _real_save(src)
    body = json.dumps(doc)
    for name, size in (("padded-14.7mb.json", int(14.7 * 2**20)),
                       ("padded-2mb.json", 2 * 2**20 - 10)):
        pad = " " * (size - len(body) - 2)
        (folder / name).write_text("{" + pad + body[1:], encoding="utf-8")
    for count in (20_000, 5_000):
        long = dict(doc, actions=doc["actions"] + [doc["actions"][-1]] *
                    (count - len(doc["actions"])))
        long.pop("check", None)
        (folder / f"actions-{count}.json").write_text(json.dumps(long), encoding="utf-8")
    slots = folder / "unfinished"
    slots.mkdir()
    for i in range(20):
        cut = dict(doc, actions=doc["actions"][:200], summary={})
        cut.pop("check", None)
        (slots / f"game-20260101-000000-{i}.json").write_text(json.dumps(cut),
                                                               encoding="utf-8")


def run_case(kind: str, path: Path) -> str:
    if kind == "scenario":
        from rattus_desktop.engine.scenario import run_file

        result = run_file(path)
        return f"exit {result.exit_code}: {(result.message or '')[-70:]}"
    if kind == "save":
        from rattus_desktop.saves import SaveError, load_save

        try:
            load_save(path)
        except SaveError as exc:
            return f"refused {exc.code}: {exc.message[-70:]}"
        return "loaded"
    from rattus_desktop.saves import unfinished

    entries = unfinished.list_games(path)
    return f"{len(entries)} entries"


def _warm_up() -> None:
    """Import what the cases use and load every game's data (not part of the timing)."""
    from rattus_desktop.engine import registry, scenario  # noqa: F401
    from rattus_desktop.saves import load_save, unfinished  # noqa: F401

    for game_id in registry.installed():
        definition = registry.get(game_id)
        registry.codec(game_id)
        registry.new_game(definition.config(definition.players[-1]), 0)
    registry.new_game(registry.get("rattus").configure(6, "bigbox", {"modules": [
        "region_cards", "universities", "guild", "tavern", "upgrades"]}), 0)


def _peak_mb() -> int | None:
    """The process's peak resident memory in MB (None where /proc is missing)."""
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii")
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024)
    return None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--src", default=str(ROOT / "src"))
    parser.add_argument("--case", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    src = Path(args.src).resolve()
    if args.case:  # the child: one case, timed after the imports and data files
        sys.path.insert(0, str(src))
        _warm_up()
        start = time.perf_counter()
        outcome = run_case(args.case[0], Path(args.case[1]))
        seconds = time.perf_counter() - start
        print(json.dumps({"seconds": round(seconds, 3), "peak_mb": _peak_mb(),
                          "outcome": outcome}))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        make_files(folder, src)
        for name, (kind, file) in CASES.items():
            out = subprocess.run([sys.executable, __file__, "--src", str(src), "--case",
                                  kind, str(folder / file)], capture_output=True, text=True,
                                 check=False)
            line = out.stdout.strip() or json.dumps({"error": out.stderr.strip()[-200:]})
            print(json.dumps({"case": name, "src": str(src), **json.loads(line)}),
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
