"""Smoke-test the frozen application: its --selftest, start-up cost and bundle size.

    python packaging/smoke_test.py [--build] [--runs 5] [--max-mb 150] [--max-cpu 2]

With --build (or when dist/ has no bundle yet) it first runs packaging/build.py
--skip-installer. Then it runs the frozen ``rattus-desktop --selftest`` ``--runs``
times, on the Qt platform of $QT_QPA_PLATFORM (offscreen when unset; CI also runs it
with xcb under xvfb-run, a real X11 window). The gate is the process's CPU time until
its window was shown (the "window shown N s after process start, C s CPU" line):
unlike wall time it hardly moves when the machine is busy. It fails on a crash (a run
that does not end with "selftest: OK"), on a median CPU time over --max-cpu, or on a
clear outlier: one run over --max-outlier CPU seconds. Wall times are printed too, not
judged. It also starts the real application once (``--autoplay --quit-at-end``, two
easy bots, the pre-check included) and checks the command line of the bundle
(``--version`` and a two-worker ``tournament``, which needs
multiprocessing.freeze_support in the frozen app), on Windows through the console
twin rattus-desktop-cli.exe. --json PATH writes the figures. Sizes are in MiB.
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
from dataclasses import dataclass
from pathlib import Path
from typing import IO

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_config as cfg  # noqa: E402

DIST = cfg.ROOT / "dist"
SHOWN = re.compile(r"window shown ([0-9.]+) s after process start")
CPU = re.compile(r"window shown .*?([0-9.]+) s CPU")


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


@dataclass
class Run:
    code: int | None  # None: killed after the timeout
    stdout: str
    stderr: str
    seconds: float
    shown: float | None = None  # spawn to the "window shown" line on stdout


def run_captured(cmd: list[str], env: dict[str, str], timeout: float,
                 mark: re.Pattern[str] | None = None) -> Run:
    """Run ``cmd`` with stdout and stderr read at the same time, each by its own thread.

    (Reading one pipe to its end before the other lets a chatty child fill the other
    pipe's buffer and block.) ``shown`` is when a stdout line first matched ``mark``.
    """
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, encoding="utf-8",
                            errors="replace")
    out: list[str] = []
    err: list[str] = []
    shown: list[float] = []

    def pump(stream: IO[str], into: list[str], watch: bool) -> None:
        for line in stream:
            if watch and not shown and mark is not None and mark.search(line):
                shown.append(time.perf_counter() - started)
            into.append(line)
        stream.close()

    assert proc.stdout is not None and proc.stderr is not None
    readers = [threading.Thread(target=pump, args=(proc.stdout, out, True), daemon=True),
               threading.Thread(target=pump, args=(proc.stderr, err, False), daemon=True)]
    for reader in readers:
        reader.start()
    try:
        code: int | None = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:  # a hung app fails, never blocks the job
        proc.kill()
        proc.wait()
        code = None
    for reader in readers:
        reader.join(timeout=10)
    return Run(code, "".join(out), "".join(err), time.perf_counter() - started,
               shown[0] if shown else None)


@dataclass
class Selftest:
    code: int | None
    lines: list[str]
    shown: float | None  # wall seconds, spawn to the window
    cpu: float | None  # the process's CPU seconds until its window was shown


def run_selftest(exe: Path, timeout: float) -> Selftest:
    """One frozen --selftest run.

    The wall time is taken here, from the spawn to the "window shown" line on stdout;
    when there is no stdout (windowed Windows builds) the app's own figure is used. The
    CPU time is the app's own figure (the log file has it on every platform).
    """
    with tempfile.TemporaryDirectory(prefix="rattus-smoke-") as tmp:
        log = Path(tmp) / "selftest.log"
        env = {**os.environ, "RATTUS_SELFTEST_LOG": str(log),
               "RATTUS_DESKTOP_HOME": str(Path(tmp) / "home")}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        run = run_captured([str(exe), "--selftest"], env, timeout, SHOWN)
        text = log.read_text(encoding="utf-8") if log.is_file() else ""
    lines = [ln for ln in text.splitlines() if ln.startswith("selftest:")]
    if run.code is None:
        lines.append(f"killed after {timeout:.0f} s")
    if run.code != 0 and run.stderr.strip():
        lines.append("stderr: " + run.stderr.strip()[-2000:])
    inside = [float(m.group(1)) for ln in lines if (m := SHOWN.search(ln))]
    cpu = [float(m.group(1)) for ln in lines if (m := CPU.search(ln))]
    shown = run.shown if run.shown is not None else (inside or [None])[0]
    return Selftest(run.code, lines, shown, (cpu or [None])[0])


def judge_cpu(cpus: list[float], max_cpu: float, max_outlier: float) -> list[str]:
    """Failures of the CPU times to the window: a median over ``max_cpu``, or one clear
    outlier (a run over ``max_outlier`` seconds). A single cold run slower than the
    rest, under the outlier limit, is reported but passes."""
    if not cpus:
        return ["no 'window shown ... s CPU' figure was printed"]
    failures = []
    median = statistics.median(cpus)
    if median > max_cpu:
        failures.append(f"CPU to window: median {median:.3f} s > {max_cpu} s")
    failures += [f"CPU to window: run {i + 1} took {s:.3f} s > {max_outlier} s (outlier)"
                 for i, s in enumerate(cpus) if s > max_outlier]
    return failures


def check_window(exe: Path, timeout: float) -> list[str]:
    """The real application, not the selftest: two easy bots play to the end and it
    quits, printing the game's summary (Windows: through the console twin)."""
    cli = cli_executable(exe)
    with tempfile.TemporaryDirectory(prefix="rattus-smoke-") as tmp:
        env = {**os.environ, "RATTUS_DESKTOP_HOME": str(Path(tmp) / "home")}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        run = run_captured([str(cli), "--autoplay", "--quit-at-end", "--players", "2",
                            "--bot", "easy", "--speed", "instant", "--seed", "3"], env, timeout)
    print(f"-- {cli.name} --autoplay --quit-at-end on {env['QT_QPA_PLATFORM']}: "
          f"exit {run.code}, {run.seconds:.1f} s")
    try:
        over = isinstance(json.loads(run.stdout.strip().splitlines()[-1]), dict)
    except (ValueError, IndexError):
        over = False
    if run.code != 0 or not over:
        return [f"window: --autoplay exited {run.code} without a summary: "
                f"{run.stdout.strip()[-300:]} {run.stderr.strip()[-1500:]}"]
    return []


def cli_executable(exe: Path) -> Path:
    """The executable that prints: the console twin beside a Windows exe, else ``exe``."""
    twin = exe.with_name(f"{cfg.CLI_NAME}.exe")
    return twin if exe.suffix.lower() == ".exe" else exe


def check_cli(exe: Path, timeout: float) -> list[str]:
    """The bundle's command line: --version prints, a 2-worker tournament runs."""
    failures = []
    cli = cli_executable(exe)
    if not cli.is_file():
        return [f"command line: {cli} is missing"]
    with tempfile.TemporaryDirectory(prefix="rattus-smoke-") as tmp:
        env = {**os.environ, "RATTUS_DESKTOP_HOME": str(Path(tmp) / "home")}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        version = cfg.read_version()
        run = run_captured([str(cli), "--version"], env, timeout)
        print(f"-- {cli.name} --version: exit {run.code}: {run.stdout.strip()}")
        if run.code != 0 or run.stdout.strip() != f"rattus-desktop {version}":
            failures.append(f"command line: --version printed {run.stdout.strip()!r}, "
                            f"exit {run.code} {run.stderr.strip()[-500:]}")
        run = run_captured([str(cli), "tournament", "--players", "2", "--bots", "easy,easy",
                            "--games", "4", "--jobs", "2"], env, timeout)
        print(f"-- {cli.name} tournament --jobs 2: exit {run.code}, {run.seconds:.1f} s")
        try:
            games_ok = json.loads(run.stdout)["games"] == 4
        except (ValueError, KeyError, TypeError):
            games_ok = False
        if run.code != 0 or not games_ok:
            failures.append(f"command line: tournament --jobs 2 failed (exit {run.code}): "
                            f"{run.stdout.strip()[-500:]} {run.stderr.strip()[-1500:]}")
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="build the bundle first")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--max-mb", type=float, default=150.0, help="MiB (2**20 bytes)")
    parser.add_argument("--max-cpu", type=float, default=2.0,
                        help="CPU seconds to the window, median of the runs")
    parser.add_argument("--max-outlier", type=float, default=10.0,
                        help="CPU seconds: any single run over this fails")
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
    cpus: list[float] = []
    for i in range(max(1, args.runs)):
        result = run_selftest(exe, args.timeout)
        print(f"-- run {i + 1}: exit {result.code}")
        for line in result.lines:
            print("   " + line)
        if result.code != 0 or not result.lines or result.lines[-1] != "selftest: OK":
            failures.append(f"run {i + 1}: --selftest exited {result.code}")
        if result.shown is not None:
            starts.append(result.shown)
        if result.cpu is not None:
            cpus.append(result.cpu)
    failures += check_window(exe, min(args.timeout, 180.0))
    failures += check_cli(exe, min(args.timeout, 120.0))
    total, biggest = measure(bundle)
    mib = total / 2**20
    start = statistics.median(starts) if starts else None
    cpu = statistics.median(cpus) if cpus else None
    print(f"bundle {bundle}: {mib:.1f} MiB (target <= {args.max_mb:.0f} MiB); biggest:")
    for size, name in biggest:
        print(f"   {size / 2**20:6.1f} MiB  {name}")
    if start is not None:
        print(f"start to window (wall, not judged): median {start:.3f} s over {len(starts)} "
              f"runs ({', '.join(f'{s:.3f}' for s in starts)})")
    if cpu is not None:
        print(f"CPU to window: median {cpu:.3f} s ({', '.join(f'{c:.3f}' for c in cpus)}; "
              f"target: median <= {args.max_cpu} s, every run <= {args.max_outlier} s)")
    failures += judge_cpu(cpus, args.max_cpu, args.max_outlier)
    if mib > args.max_mb:
        failures.append(f"bundle {mib:.1f} MiB > {args.max_mb} MiB")
    if args.json:
        args.json.write_text(json.dumps({
            "platform": sys.platform, "version": cfg.read_version(),
            "qt_platform": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            "bundle_mib": round(mib, 1),
            "biggest": [[round(s / 2**20, 1), n] for s, n in biggest],
            "start_seconds": starts,
            "start_median": round(start, 3) if start is not None else None,
            "cpu_seconds": cpus, "cpu_median": round(cpu, 3) if cpu is not None else None,
            "failures": failures}, indent=2) + "\n")
    for failure in failures:
        print(f"FAIL {failure}")
    print("smoke test: " + ("FAILED" if failures else "OK"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
