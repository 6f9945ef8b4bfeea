"""Hidden information: views show only what a seat knows; samples agree with views;
all chance comes from the game's own generator."""

from __future__ import annotations

import random

import pytest
from notredame_invariants import check

from rattus_desktop.games.notredame.rules.data import load
from rattus_desktop.games.notredame.rules.game import NotreDameGame
from rattus_desktop.games.notredame.rules.scenarios import configure, new

DATA = load()


def positions(players: int, seed: int, every: int = 7) -> list[NotreDameGame]:
    """Copies of one random game taken every few actions."""
    game = new(configure(players), seed)
    rng = random.Random(seed)
    out = []
    while not game.is_over:
        if len(game.history) % every == 0:
            out.append(game.copy())
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return out + [game]


def permute_unseen(game: NotreDameGame, seat: int, rng: random.Random) -> NotreDameGame:
    """The same game with everything ``seat`` cannot see shuffled."""
    other = game.copy()
    g = other.state
    for s in g.seats:
        rng.shuffle(s.deck)
    rng.shuffle(g.brown_deck)
    persons = DATA.persons
    groups: dict[str, list[str]] = {}
    for p in g.gray_deck:
        groups.setdefault(persons[p].period, []).append(p)
    g.gray_deck = []
    for period in DATA.periods:
        group = groups.get(period, [])
        rng.shuffle(group)
        g.gray_deck += group
    for colour in {m.split(".")[0] for m in g.markets}:
        markets = [m for m in g.markets if m.startswith(colour + ".")]
        types = [g.markets[m] for m in markets]
        rng.shuffle(types)
        g.markets.update(zip(markets, types, strict=True))
    blind = [t for t in range(g.players) if t != seat and not g.known[seat][t]]
    if len(blind) >= 2:
        a, b = blind[:2]
        sa, sb = g.seats[a], g.seats[b]
        if (len(sa.hand), len(sa.offer)) == (len(sb.hand), len(sb.offer)):
            sa.hand, sb.hand = sb.hand, sa.hand
            sa.offer, sb.offer = sb.offer, sa.offer
            for row in g.known:
                row[a], row[b] = row[b], row[a]
    return other


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_views_do_not_change_when_the_unseen_is_permuted(players: int) -> None:
    rng = random.Random(players)
    for game in positions(players, 11 * players):
        for seat in range(players):
            view = game.view(seat)
            assert permute_unseen(game, seat, rng).view(seat) == view
        assert permute_unseen(game, -1, rng).view(None) == game.view(None)


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_samples_agree_with_the_view_and_play_on(players: int) -> None:
    rng = random.Random(players + 100)
    for game in positions(players, 3 * players, every=23):
        for seat in (*range(players), None):
            view = game.view(seat)
            world = view.sample(rng)
            check(world.state, standard=False)
            assert world.view(seat) == view
            if seat == game.current_player:
                assert world.legal_actions() == game.legal_actions()
        world = game.view(game.current_player).sample(rng)
        while not world.is_over:
            legal = world.legal_actions()
            world.apply(legal[rng.randrange(len(legal))])
            check(world.state, standard=False)


def test_a_view_hides_other_hands_and_shows_its_own() -> None:
    game = new(configure(4), 9)
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    assert view.private["offer"] == game.summary()["seats"][seat]["offer"]
    assert len(view.private["offer"]) == 3 and view.private["hand"] == []
    assert all(s["offer"] == 3 and s["hand"] == 0 for s in view.public["seats"])
    assert "deck" in view.private and len(view.private["deck"]) == 6
    assert view.legal_actions == tuple(game.legal_actions())
    other = (seat + 1) % 4
    assert game.view(other).legal_actions == ()
    assert game.view(None).private == {}


def test_passing_cards_is_remembered_by_the_passer() -> None:
    game = new(configure(3), 2)
    while game.state.top is not None and not (
            game.state.top.kind == "draft" and game.state.top.n == 2):
        game.apply(game.legal_actions()[0])
    g = game.state
    for seat in range(3):
        left = (seat + 1) % 3
        assert sorted(g.known[seat][left]) == sorted(g.seats[left].offer)
        assert game.view(seat).private["known"][left] == sorted(
            g.seats[left].offer, key=DATA.cards.index)


def test_golden_deal_of_seed_42() -> None:
    game = new(configure(3), 42)
    s = game.summary()
    g = game.state
    assert (s["start_player"], s["current_player"], s["persons"]) == GOLDEN_42["persons"]
    assert [seat.offer + seat.deck for seat in g.seats] == GOLDEN_42["decks"]
    assert g.markets == GOLDEN_42["markets"]
    assert g.brown_deck == GOLDEN_42["brown"] and g.gray_deck == GOLDEN_42["gray"]


def test_no_global_randomness(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: object, **kwargs: object) -> None:
        raise AssertionError("the global random generator was used")

    for name in ("random", "shuffle", "randrange", "randint", "choice", "choices",
                 "sample", "getrandbits", "uniform", "seed"):
        monkeypatch.setattr(random, name, boom)
    game = new(configure(4), 3)
    rng = random.Random(1)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
        if len(game.history) % 40 == 0:
            game.view(0).sample(rng)
    assert game.outcome() is not None


# The deal of seed 42 at 3 players: start player, persons, decks (top first, as shuffled),
# messages, person decks. A change here changes every saved game's replay.
GOLDEN_42: dict[str, object] = {'persons': (2, 2, ['bishop', 'landlady', 'monk']),
     'decks': [['cloister_school',
                'carriage_house',
                'hospital',
                'bank',
                'park',
                'notre_dame',
                'confidant',
                'residence',
                'hotel'],
               ['hospital',
                'park',
                'residence',
                'confidant',
                'bank',
                'hotel',
                'carriage_house',
                'cloister_school',
                'notre_dame'],
               ['notre_dame',
                'confidant',
                'carriage_house',
                'hospital',
                'cloister_school',
                'park',
                'hotel',
                'residence',
                'bank']],
     'markets': {'b0.1': 3,
                 'b0.2': 2,
                 'b0.3': 4,
                 'b0.4': 1,
                 'b1.1': 4,
                 'b1.2': 3,
                 'b1.3': 1,
                 'b1.4': 2,
                 'b2.1': 2,
                 'b2.2': 4,
                 'b2.3': 3,
                 'b2.4': 1},
     'brown': ['jester', 'minstrel', 'doctor', 'moneylender'],
     'gray': ['town_guard',
              'night_watchman',
              'lawyer',
              'beggar_king',
              'guild_master',
              'lady_in_waiting',
              'mayor',
              'carpenter']}
