"""OpenSkill ratings: the package's own documented example, and how games rate."""

import pytest
from openskill.models import PlackettLuce

from rattus_desktop.stats.ratings import MU, SIGMA, Rating, rate


def test_the_packages_documented_example():
    # openskill 6 README, "Limited Example": two teams of two fresh ratings, the first
    # team wins.
    model = PlackettLuce()
    r = model.rating
    [[a, b], [x, y]] = model.rate([[r(), r()], [r(), r()]])
    assert a.mu == pytest.approx(26.964294621803063, rel=1e-12)
    assert a.sigma == pytest.approx(8.177962604389991, rel=1e-12)
    assert x.mu == pytest.approx(23.035705378196937, rel=1e-12)
    assert x.sigma == pytest.approx(8.177962604389991, rel=1e-12)
    assert (a == b) and (x == y)


def test_our_rate_is_the_model_for_one_seat_each():
    model = PlackettLuce()
    before = {"human:Ann": Rating(30.0, 5.0), "bot:easy": Rating(22.0, 3.0),
              "bot:hard": Rating(27.0, 4.0)}
    ours = rate(["human:Ann", "bot:easy", "bot:hard"], [2, 3, 1], before)
    theirs = model.rate([[model.rating(mu=30.0, sigma=5.0)], [model.rating(mu=22.0, sigma=3.0)],
                         [model.rating(mu=27.0, sigma=4.0)]], ranks=[2, 3, 1])
    for player, team in zip(("human:Ann", "bot:easy", "bot:hard"), theirs, strict=True):
        assert ours[player].mu == pytest.approx(team[0].mu, rel=1e-12)
        assert ours[player].sigma == pytest.approx(team[0].sigma, rel=1e-12)


def test_defaults_and_direction():
    assert (25.0, pytest.approx(25.0 / 3.0)) == (MU, SIGMA)
    after = rate(["a", "b"], [1, 2], {})
    assert after["a"].mu > MU > after["b"].mu
    assert after["a"].sigma < SIGMA
    assert Rating(30.0, 2.0).ordinal == pytest.approx(24.0)
    assert Rating(30.0, 2.0).band() == (26.0, 34.0)


def test_a_tie_moves_equal_ratings_equally():
    after = rate(["a", "b", "c"], [1, 2, 2], {})
    assert after["b"] == after["c"]
    assert after["a"].mu > after["b"].mu


def test_a_player_in_several_seats_gets_the_mean_of_its_seats():
    model = PlackettLuce()
    r = model.rating
    teams = model.rate([[r()], [r()], [r()]], ranks=[1, 2, 3])
    after = rate(["hard", "easy", "easy"], [1, 2, 3], {})
    assert after["easy"].mu == pytest.approx((teams[1][0].mu + teams[2][0].mu) / 2)
    assert after["easy"].sigma == pytest.approx((teams[1][0].sigma + teams[2][0].sigma) / 2)
    assert set(after) == {"hard", "easy"}


def test_a_game_needs_two_seats_with_places():
    with pytest.raises(ValueError):
        rate(["a"], [1], {})
    with pytest.raises(ValueError):
        rate(["a", "b"], [1], {})


def test_a_player_in_several_seats_counts_each_game_once():
    from rattus_desktop.stats.report import player_stats
    from rattus_desktop.stats.store import RatingRow

    from .games import record

    recs = [record(seed=s, seats=[("easy", "easy"), ("easy", "easy"), ("hard", "hard")])
            for s in (1, 2, 3)]
    rows = [RatingRow("bot:easy", Rating(), 3), RatingRow("bot:hard", Rating(), 3)]
    stats = {p.player: p for p in player_stats(recs, rows)}
    easy = stats["bot:easy"]
    assert (easy.games, easy.seats) == (3, 6)
    assert easy.wins == sum(any(s.won for s in r.seats if s.kind == "easy") for r in recs)
    scores = [s.score for r in recs for s in r.seats if s.kind == "easy"]
    assert easy.average_score == pytest.approx(sum(scores) / 6)
    assert easy.best_score == max(scores)
