"""The tournament's module-use counters (``bots.module_use``, from events and actions)
agree with a count made here independently, from the state before and after every
action of the same seeded game; and the report carries them per level."""

from __future__ import annotations

from typing import Any

from rattus_desktop.bots import make_bot
from rattus_desktop.bots.module_use import FIELDS, summarise, table
from rattus_desktop.bots.tournament import play_game, run_tournament, seats_for
from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.rules import configure

MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]
CARDS = ["peasant", "guild_master", "tavern_keeper", "alchemist", "student", "professor"]
BOTS = ("random", "easy", "random", "easy")
UNIVERSITY_PHASES = {"discard_class_card", "move_university", "bonus_place"}


def _config() -> Any:
    return configure(4, "bigbox", {"cards": CARDS, "modules": MODULES})


def _taken(before: dict[str, int | None], after: dict[str, int | None]) -> list[int]:
    """Seats that newly occupy a guild space or tavern city."""
    return [s for place, s in after.items() if s is not None and before.get(place) != s]


def _step(counts: list[dict[str, int]], seat: int, g0: Any, g1: Any) -> None:
    """What one action changed, read from the states before (g0) and after (g1)."""
    for field, part in (("guild_spaces", "guild"), ("tavern_cities", "tavern")):
        for s in _taken(getattr(g0.guilds, part), getattr(g1.guilds, part)):
            counts[s][field] += 1
    levels0, levels1 = g0.upgrades.levels, g1.upgrades.levels
    counts[seat]["upgrades"] += sum(max(0, n - levels0.get(c, 1)) for c, n in levels1.items())
    covers0 = g0.mods.cards.covers
    counts[seat]["region_cards"] += sum(1 for k, v in g1.mods.cards.covers.items()
                                        if covers0.get(k) != v)
    counts[seat]["university_decisions"] += g0.phase in UNIVERSITY_PHASES
    for s in range(g1.players):
        most = max(pieces[s] for pieces in g1.pieces.values())
        counts[s]["most_in_region"] = max(counts[s]["most_in_region"], most)


def _count_here(index: int, seed: int) -> list[dict[str, int]]:
    """The tournament's game ``index`` played again here (same deal, bots and seeds)."""
    levels = seats_for(BOTS, index)
    deal = seed * 1_000_003 + index // len(BOTS)
    game = registry.new_game(_config(), deal)
    bots = [make_bot("rattus", level, deal * 16 + s) for s, level in enumerate(levels)]
    counts = [dict.fromkeys(FIELDS, 0) for _ in BOTS]
    while not game.is_over:
        seat = game.current_player
        before = game.state.copy()
        game.apply(bots[seat].choose(game.view(seat)))
        _step(counts, seat, before, game.state)
    return counts


def test_counters_match_an_independent_count_on_a_seeded_game() -> None:
    for index in range(2):
        result = play_game(_config(), BOTS, index, 5)
        assert result.module_use == _count_here(index, 5)
    totals = {f: sum(c[f] for c in result.module_use or ()) for f in FIELDS}
    assert all(totals[f] > 0 for f in FIELDS), totals  # every counter was exercised


def test_the_report_gives_module_use_per_level_only_with_modules() -> None:
    report = run_tournament(_config(), BOTS, 4, 5)
    use = report["module_use"]
    assert set(use) == {"random", "easy"} and use["easy"]["seat_games"] == 8
    games = [play_game(_config(), BOTS, i, 5) for i in range(4)]
    assert use == summarise((g.levels, g.module_use) for g in games if g.module_use)
    assert "university" in table(use) and "random" in table(use)
    classic = run_tournament(registry.get("rattus").config(2), ["random", "easy"], 2, 5)
    assert "module_use" not in classic
