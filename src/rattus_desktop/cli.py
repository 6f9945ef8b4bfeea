"""The ``rattus-desktop`` command.

Subcommands (``scenario``, ``bench``, ...) never import Qt; without one, the
desktop application starts (options such as ``--autoplay`` go to it).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rattus_desktop import __version__

if TYPE_CHECKING:
    from rattus_desktop.engine.config import GameConfig


def _cmd_scenario(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="rattus-desktop scenario",
                                     description="Run a scenario file; print the state summary.")
    parser.add_argument("file")
    args = parser.parse_args(argv)
    from rattus_desktop.engine.scenario import run_file

    result = run_file(args.file)
    if result.message:
        print(f"rattus-desktop scenario: {result.message}", file=sys.stderr)
    if result.output is not None:
        print(json.dumps(result.output, ensure_ascii=False))
    return result.exit_code


def _cmd_bench(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="rattus-desktop bench",
                                     description="Time complete random-legal-action games.")
    _game_arguments(parser, default_players=4)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--baseline", action="store_true",
                        help="also time the game's first ruleset (same players) in this run "
                             "and print the speed ratio")
    parser.add_argument("--replay", action="store_true",
                        help="time the checked replay of recorded random games (actions "
                             "per second); every game unless --game is given")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.replay:
        named = any(a == "--game" or a.startswith("--game=") for a in argv)
        return _replay_bench(parser, args, named)
    config = _config(parser, args)
    from rattus_desktop.engine import registry
    from rattus_desktop.engine.bench import run_bench

    if not args.baseline:
        print(json.dumps(run_bench(config, args.games, args.seed)))
        return 0
    from rattus_desktop.engine.errors import ConfigError

    try:
        base = registry.get(args.game).config(args.players)
    except ConfigError as exc:
        parser.error(f"--baseline: {exc.reason}")
    result, baseline = _interleaved(config, base, args.games, args.seed)
    result["baseline"] = baseline
    result["ratio"] = round(result["games_per_second"] / baseline["games_per_second"], 3)
    print(json.dumps(result))
    return 0


def _replay_bench(parser: argparse.ArgumentParser, args: argparse.Namespace,
                  one_game: bool) -> int:
    """``bench --replay``: one JSON line per game (``--game``: that game only)."""
    from rattus_desktop.engine.replay_bench import default_configs, run_replay_bench

    if args.baseline:
        parser.error("--replay and --baseline do not go together")
    configs = [_config(parser, args)] if one_game else default_configs()
    for config in configs:
        print(json.dumps(run_replay_bench(config, args.games, args.seed)), flush=True)
    return 0


def _interleaved(config: GameConfig, base: GameConfig, games: int,
                 seed: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """Time ``config`` and ``base`` in alternating chunks of games, so that a change of
    load on a shared machine touches both alike; the figures are summed per config."""
    from rattus_desktop.engine.bench import run_bench

    totals: list[dict[str, Any]] = [{}, {}]
    done = 0
    while done < games:
        chunk = min(BASELINE_CHUNK, games - done)
        for total, cfg in zip(totals, (config, base), strict=True):
            part = run_bench(cfg, chunk, seed + done)
            total["seconds"] = total.get("seconds", 0.0) + part["seconds"]
            total["actions"] = total.get("actions", 0.0) + part["actions_per_game"] * chunk
            total.update({k: part[k] for k in ("game", "ruleset", "players")})
        done += chunk
    out = []
    for total in totals:
        seconds = total.pop("seconds")
        actions = total.pop("actions")
        out.append({**total, "games": games, "seed": seed, "seconds": round(seconds, 3),
                    "games_per_second": round(games / seconds, 1),
                    "actions_per_second": round(actions / seconds, 1),
                    "actions_per_game": round(actions / games, 1)})
    return out[0], out[1]


def _game_arguments(parser: argparse.ArgumentParser, default_players: int | None) -> None:
    from rattus_desktop.game_args import add_game_arguments

    add_game_arguments(parser, default_players)


def _config(parser: argparse.ArgumentParser, args: argparse.Namespace) -> GameConfig:
    from rattus_desktop.engine.errors import ConfigError
    from rattus_desktop.game_args import game_config

    try:
        return game_config(args)
    except ConfigError as exc:
        parser.error(exc.reason)


def _cmd_replay(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="rattus-desktop replay",
                                     description="Check a save file; print its final state "
                                                 "summary.")
    parser.add_argument("file")
    parser.add_argument("--log", action="store_true",
                        help="print the game's whole chronicle as text instead")
    parser.add_argument("--lang", default=None, metavar="zh_TW|en",
                        help="the chronicle's language (default: the system's)")
    args = parser.parse_args(argv)
    from rattus_desktop.saves import SaveError, load_save

    try:
        save = load_save(args.file)
    except SaveError as exc:
        print(f"rattus-desktop replay: {exc.message} [{exc.code}]", file=sys.stderr)
        return 2
    assert save.session is not None
    if args.log:
        from rattus_desktop.shell.app.main import lang_arg
        from rattus_desktop.shell.kit.chronicle_text import print_chronicle

        try:
            lang = lang_arg(args.lang) if args.lang is not None else None
        except argparse.ArgumentTypeError as exc:
            parser.error(str(exc))
        return print_chronicle(save, lang)
    print(json.dumps(save.session.game.summary(), ensure_ascii=False))
    return 0


def _cmd_tournament(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="rattus-desktop tournament",
                                     description="Bots against bots, seats rotated; prints JSON.")
    _game_arguments(parser, default_players=None)
    parser.add_argument("--bots", required=True,
                        help="levels by seat: hard,easy,easy,easy; a searching level may "
                             "carry settings to measure a change: hard/evaluation=cards")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--sprt", metavar="ELO0,ELO1", default=None,
                        help="stop the match of the first two levels once an SPRT decides")
    parser.add_argument("--record", action="store_true",
                        help="add every game to the statistics (bot seats rated by level)")
    parser.add_argument("--progress", action="store_true",
                        help="after every batch, a line on standard error: games, score, "
                             "LLR")
    args = parser.parse_args(argv)
    config = _config(parser, args)
    sprt = _sprt(parser, args.sprt)
    from rattus_desktop.bots import LEVELS, make_bot

    bots = [b.strip() for b in args.bots.split(",")]
    if len(bots) != args.players:
        parser.error(f"--bots needs {args.players} levels from {', '.join(LEVELS)}")
    for b in set(bots):
        try:
            make_bot(config.game, b, 0)  # refuses an unknown level, setting or evaluation
        except ValueError as exc:
            parser.error(f"--bots: {exc}")
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    from rattus_desktop.bots.tournament import run_tournament

    if sprt is not None and len(set(bots)) < 2:
        parser.error("--sprt needs two different levels in --bots")
    progress = _progress_line if args.progress else None
    if not args.record:
        report = run_tournament(config, bots, args.games, args.seed, args.jobs, sprt, progress)
        print(json.dumps(report))
        _module_use_table(report)
        return 0
    from rattus_desktop.stats.cli import recording_tournament

    return recording_tournament(lambda record: _module_use_table(run_tournament(
        config, bots, args.games, args.seed, args.jobs, sprt, progress, record=record)))


def _module_use_table(report: dict[str, Any]) -> dict[str, Any]:
    """With Big Box modules on, each level's module use as a table on standard error
    (standard output stays one JSON document, which holds the same figures)."""
    if "module_use" in report:
        from rattus_desktop.bots.module_use import table

        print(table(report["module_use"]), file=sys.stderr, flush=True)
    return report


def _progress_line(report: dict[str, Any]) -> None:
    """``tournament --progress``: the match so far, one line on standard error."""
    first = report["matches"][0] if report["matches"] else None
    parts = [f"{report['games']} games", f"{report['seconds']:.0f} s"]
    if first is not None:
        parts.append(f"{first['a']} vs {first['b']}: score {first['score']:.3f}, "
                     f"Elo {first['elo']:+.0f}")
    if "sprt" in report:
        parts.append(f"LLR {report['sprt']['llr']:+.2f} of {report['sprt']['bounds']}")
    print("; ".join(parts), file=sys.stderr, flush=True)


def _cmd_stats(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="rattus-desktop stats",
                                     description="The recorded games and the ratings.")
    parser.add_argument("--json", action="store_true",
                        help="print every recorded game and rating as JSON")
    parser.add_argument("--game", default=None, help="only this game's id")
    parser.add_argument("--ruleset", default=None, help="only this ruleset")
    parser.add_argument("--file", default=None,
                        help="the statistics file (default: stats.sqlite3 in the data folder)")
    args = parser.parse_args(argv)
    from rattus_desktop.stats.cli import show_stats

    return show_stats(args.json, args.game, args.ruleset, args.file)


def _sprt(parser: argparse.ArgumentParser, text: str | None) -> tuple[float, float] | None:
    if text is None:
        return None
    try:
        elo0, elo1 = (float(x) for x in text.split(","))
    except ValueError:
        parser.error("--sprt wants two Elo values: ELO0,ELO1 (e.g. 0,50)")
    if not elo1 > elo0:
        parser.error("--sprt wants ELO1 greater than ELO0")
    return (elo0, elo1)

BASELINE_CHUNK = 50  # games per alternating chunk of ``bench --baseline``


COMMANDS: dict[str, Callable[[Sequence[str]], int]] = {
    "scenario": _cmd_scenario,
    "bench": _cmd_bench,
    "replay": _cmd_replay,
    "tournament": _cmd_tournament,
    "stats": _cmd_stats,
}
# One line each for ``rattus-desktop --help`` (every command also has its own --help).
SUMMARIES: dict[str, str] = {
    "scenario": "scenario FILE      run a scenario file; print the state summary (JSON)",
    "bench": "bench              time complete random-legal-action games",
    "replay": "replay SAVE        check a save file; print its final state or chronicle",
    "tournament": "tournament         bots against bots, seats rotated; prints JSON",
    "stats": "stats              the recorded games and the ratings",
}


def commands_help() -> str:
    """The part of ``--help`` after the window's options: commands and --version."""
    lines = ["", "commands (no window; each has its own --help, e.g. "
             "rattus-desktop bench --help):"]
    lines += [f"  {SUMMARIES.get(name, name)}" for name in COMMANDS]
    lines += ["", "  --version, -V      print the version and exit",
              "", "On Windows the game is rattus-desktop (no console window); the commands "
              "print through rattus-desktop-cli."]
    return "\n".join(lines)


def print_help() -> int:
    """``rattus-desktop --help``: the window's options, then every command."""
    from rattus_desktop.shell.app.main import parse_args

    with contextlib.suppress(SystemExit):
        parse_args(["--help"])  # argparse prints the window's options and exits
    print(commands_help())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("--version", "-V"):
        print(f"rattus-desktop {__version__}")
        return 0
    if argv and argv[0] not in COMMANDS and ("--help" in argv or "-h" in argv):
        return print_help()
    if argv and argv[0] in COMMANDS:
        try:
            return COMMANDS[argv[0]](argv[1:])
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:  # e.g. piped into `head`: the reader left
            sys.stderr.close()
            return 0
    from rattus_desktop.shell.app.main import run_app

    return run_app(argv)


if __name__ == "__main__":
    sys.exit(main())
