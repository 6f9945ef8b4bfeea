"""The Big Box heuristic (easy, and the anchor of medium and hard) uses the Big Box:
cards beyond the classic six, guild spaces, taverns and the decisions of the modules,
chosen one action ahead (``bot/lookahead.py``), where before it never did (issue 30).

``legacy`` (an evaluation term) keeps the heuristic as it was, so each test compares
the two on the same deals."""

from __future__ import annotations

from collections import Counter

from rattus_desktop.games.rattus.bot.faces import FaceStats
from rattus_desktop.games.rattus.bot.heuristic import policy
from rattus_desktop.games.rattus.bot.lookahead import decide, margin, module_use, sample_kinds
from rattus_desktop.games.rattus.rules import Action, Game
from rattus_desktop.games.rattus.rules.config import configure

MODULES = ("region_cards", "universities", "upgrades", "guild", "tavern")
CARDS = ("monk", "knight", "guild_master", "tavern_keeper", "student", "judge")


def _stats(game: Game, legacy: bool) -> FaceStats:
    stats = FaceStats(game.view(game.state.current).unseen)
    stats.terms = frozenset({"legacy"}) if legacy else frozenset()
    return stats


def _play(seed: int, legacy: bool, players: int = 4) -> tuple[Counter[str], int]:
    """A whole game of the heuristic in every seat: the kinds of action chosen and the
    most pieces one seat ever had in one region."""
    game = Game.new(configure(players, "bigbox", {"cards": CARDS, "modules": MODULES}), seed)
    kinds: Counter[str] = Counter()
    most = 0
    for _ in range(5_000):
        if game.is_over:
            return kinds, most
        action = policy(game, _stats(game, legacy))
        kinds[action.type] += 1
        game.apply(action)
        most = max(most, max(max(p) for p in game.state.pieces.values()))
    raise AssertionError("the game did not end")


def test_the_heuristic_uses_guilds_and_taverns_where_it_did_not() -> None:
    new, old = Counter[str](), Counter[str]()
    for seed in range(3):
        new.update(_play(seed, legacy=False)[0])
        old.update(_play(seed, legacy=True)[0])
    module_kinds = ("guild_master", "tavern_keeper", "student", "judge")
    assert sum(new[k] for k in module_kinds) >= 3
    assert sum(old[k] for k in module_kinds) == 0


def _position(seed: int) -> Game:
    """A 4-player position in the action phase after a few heuristic turns."""
    game = Game.new(configure(4, "bigbox", {"cards": CARDS, "modules": MODULES}), seed)
    while game.phase != "actions" or game.state.turn.placed:
        game.apply(policy(game, _stats(game, False)))
    return game


def test_a_voluntary_use_is_made_only_when_it_gains() -> None:
    for seed in range(4):
        game = _position(seed)
        stats = _stats(game, False)
        action = module_use(game, stats)
        if action is None:
            continue
        world = game.copy()
        world.apply_unchecked(action)
        me = game.state.current
        assert margin(world, stats, me) > margin(game, stats, me)


def test_a_decision_takes_the_best_option_one_action_ahead() -> None:
    game = _position(1)
    stats = _stats(game, False)
    me = game.state.current
    looked = sample_kinds(game.legal_actions())
    assert len(looked) > 1
    chosen = decide(game, stats)

    def ahead(action: Action) -> float:
        world = game.copy()
        world.apply_unchecked(action)
        return margin(world, stats, me)

    assert chosen in looked
    assert ahead(chosen) == max(ahead(a) for a in looked)
