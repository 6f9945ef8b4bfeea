"""Smoke-test the frozen application: its --selftest, start-up time and bundle size.

    python packaging/smoke_test.py [--build] [--runs 3] [--max-mb 150] [--max-start 2]

With --build (or when dist/ has no bundle yet) it first runs packaging/build.py
--skip-installer. Then it runs the frozen ``rattus-desktop --selftest`` offscreen
``--runs`` times, takes the start-to-window time from its "window shown N s after
process start" line (the median counts), and measures the bundle on disk. Exit 0
only when every run passes and both targets hold. --json PATH writes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_config as cfg  # noqa: E402

DIST = cfg.ROOT / "dist"
SHOWN = re.compile(r"window shown ([0-9.]+) s after process start")


def bundle_dir() -> Path:
    """The folder that ships: the .app on macOS, the onedir folder elsewhere."""
    if sys.platform == "darwin":
        return DIST / f"{cfg.DISPLAY_NAME}.app"
    return DIST / cfg.APP_NAME


def executable() -> Path:
    if sys.platform == "darwin":
        return bundle_dir() / "Contents" / "MacOS" / cfg.APP_NAME
    return bundle_dir() / (f"{cfg.APP_NAME}.exe" if sys.platform == "win32" else cfg.APP_NAME)


def measure(folder: Path, top: int = 8) -> tuple[int, list[tuple[int, str]]]:
    """Total bytes of regular files (symlinks not followed) and the biggest files."""
    sizes = [(p.stat().st_size, p.relative_to(folder).as_posix())
             for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(s for s, _ in sizes), sorted(sizes, reverse=True)[:top]


def run_selftest(exe: Path, timeout: float) -> tuple[int, list[str], float | None]:
    """One frozen --selftest run: (exit code, its selftest lines, window-shown seconds).

    The time is taken here, from the spawn to the "window shown" line on stdout; when
    there is no stdout (windowed Windows builds) the app's own figure is used.
    """
    with tempfile.TemporaryDirectory(prefix="rattus-smoke-") as tmp:
        log = Path(tmp) / "selftest.log"
        env = {**os.environ, "RATTUS_SELFTEST_LOG": str(log),
               "RATTUS_DESKTOP_HOME": str(Path(tmp) / "home")}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        seen: float | None = None
        started = time.perf_counter()
        proc = subprocess.Popen([str(exe), "--selftest"], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, encoding="utf-8",
                                errors="replace")
        watchdog = threading.Timer(timeout, proc.kill)  # a hung app fails, never blocks
        watchdog.start()
        assert proc.stdout is not None
        for line in proc.stdout:
            if seen is None and SHOWN.search(line):
                seen = time.perf_counter() - started
        _, err = proc.communicate()
        watchdog.cancel()
        text = log.read_text(encoding="utf-8") if log.is_file() else ""
    lines = [ln for ln in text.splitlines() if ln.startswith("selftest:")]
    if proc.returncode != 0 and err.strip():
        lines.append("stderr: " + err.strip()[-2000:])
    inside = [float(m.group(1)) for ln in lines if (m := SHOWN.search(ln))]
    return proc.returncode, lines, seen if seen is not None else (inside or [None])[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="build the bundle first")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--max-mb", type=float, default=150.0)
    parser.add_argument("--max-start", type=float, default=2.0, help="seconds, median")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    parser.add_argument("--exe", type=Path,
                        help="test this installed executable instead of the dist/ bundle")
    args = parser.parse_args(argv)

    if args.exe is None and (args.build or not executable().is_file()):
        subprocess.run([sys.executable, str(cfg.ROOT / "packaging" / "build.py"),
                        "--skip-installer"], check=True)
    exe = args.exe or executable()
    bundle = bundle_dir()
    if args.exe is not None:  # <app>.app/Contents/MacOS/<exe>, else <folder>/<exe>
        bundle = exe.parents[2] if exe.parent.name == "MacOS" else exe.parent
    failures: list[str] = []
    starts: list[float] = []
    for i in range(max(1, args.runs)):
        code, lines, shown = run_selftest(exe, args.timeout)
        print(f"-- run {i + 1}: exit {code}")
        for line in lines:
            print("   " + line)
        if code != 0 or not lines or lines[-1] != "selftest: OK":
            failures.append(f"run {i + 1}: --selftest exited {code}")
        if shown is not None:
            starts.append(shown)
    total, biggest = measure(bundle)
    mb = total / 2**20
    start = statistics.median(starts) if starts else None
    print(f"bundle {bundle}: {mb:.1f} MB (target <= {args.max_mb:.0f} MB); biggest:")
    for size, name in biggest:
        print(f"   {size / 2**20:6.1f} MB  {name}")
    if start is None:
        failures.append("no 'window shown' time was printed")
    else:
        print(f"start to window: median {start:.3f} s over {len(starts)} runs "
              f"({', '.join(f'{s:.3f}' for s in starts)}; target <= {args.max_start} s)")
        if start > args.max_start:
            failures.append(f"start to window {start:.3f} s > {args.max_start} s")
    if mb > args.max_mb:
        failures.append(f"bundle {mb:.1f} MB > {args.max_mb} MB")
    if args.json:
        args.json.write_text(json.dumps({
            "platform": sys.platform, "version": cfg.read_version(), "bundle_mb": round(mb, 1),
            "biggest": [[round(s / 2**20, 1), n] for s, n in biggest],
            "start_seconds": starts, "failures": failures}, indent=2) + "\n")
    for failure in failures:
        print(f"FAIL {failure}")
    print("smoke test: " + ("FAILED" if failures else "OK"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
