"""Elo, LOS and SPRT of the tournament, against hand-computed values."""

from __future__ import annotations

import math
import random

import pytest

from rattus_desktop.bots.rating import Match, Sprt, elo_of, expected_score, pair_sample


def test_elo_and_expected_score_are_inverse() -> None:
    assert expected_score(0) == 0.5
    assert expected_score(400) == pytest.approx(10 / 11)
    for elo in (-300, -50, 0, 120, 700):
        assert elo_of(expected_score(elo)) == pytest.approx(elo)
    assert elo_of(0.75) == pytest.approx(190.85, abs=0.01)  # 400 * log10(3)
    assert elo_of(1.0) == 1200 and elo_of(0.0) == -1200


def test_pairwise_samples_of_a_four_player_game() -> None:
    levels = ["hard", "medium", "medium", "medium"]
    # hard wins: ahead of all three mediums
    assert pair_sample(levels, [9, 8, 3, 2], 0, "hard", "medium") == 1.0
    # a medium wins; hard ahead of one medium on points, level with another
    assert pair_sample(levels, [5, 8, 5, 2], 1, "hard", "medium") == pytest.approx(0.5)
    assert pair_sample(levels, [5, 8, 5, 2], 1, "medium", "hard") == pytest.approx(0.5)
    assert pair_sample(levels, [1, 2, 3, 4], 3, "easy", "hard") is None


def test_match_statistics_by_hand() -> None:
    m = Match("a", "b", (1.0, 1.0, 1.0, 0.0))
    assert m.score == 0.75
    # sample variance of 1,1,1,0 and the two virtual games 1 and 0
    assert m.variance == pytest.approx((4 * (1 / 3) ** 2 + 2 * (2 / 3) ** 2) / 5)
    elo, low, high = m.elo()
    half = 1.96 * math.sqrt(m.variance / 4)
    assert elo == pytest.approx(elo_of(0.75))
    assert low == pytest.approx(elo_of(0.75 - half)) and high == 1200  # 0.75 + 0.49 > 1
    # LOS = Phi((3 - 1) / sqrt(4)) = Phi(1)
    assert m.los() == pytest.approx(0.8413, abs=1e-4)
    assert Match("a", "b", (0.5, 0.5)).los() == 0.5


def test_llr_sign_follows_the_score() -> None:
    strong = Match("a", "b", tuple([1.0] * 60 + [0.0] * 40))
    weak = Match("a", "b", tuple([1.0] * 40 + [0.0] * 60))
    assert strong.llr(0, 50) > 0 > weak.llr(0, 50)
    s0, s1 = expected_score(0), expected_score(50)
    expected = 100 * (s1 - s0) * (2 * 0.6 - s0 - s1) / (2 * strong.variance)
    assert strong.llr(0, 50) == pytest.approx(expected)


def test_one_sided_matches_are_not_decided_at_once() -> None:
    assert Sprt(0, 50).decide(Match("a", "b", (1.0,) * 3)) is None


def test_sprt_accepts_the_true_hypothesis() -> None:
    test = Sprt(0, 100)
    assert test.bounds == pytest.approx((math.log(0.05 / 0.95), math.log(0.95 / 0.05)))
    rng = random.Random(1)
    for true_elo, want in ((200, "H1"), (-100, "H0")):
        p = expected_score(true_elo)
        samples: list[float] = []
        decision = None
        while decision is None and len(samples) < 5000:
            samples.append(1.0 if rng.random() < p else 0.0)
            decision = test.decide(Match("a", "b", tuple(samples)))
        assert decision == want, (true_elo, len(samples))


def test_tournament_reports_matches_and_stops_on_sprt() -> None:
    from rattus_desktop.bots.tournament import run_tournament
    from rattus_desktop.engine import registry

    config = registry.get("rattus").config(2)
    report = run_tournament(config, ["easy", "random"], 400, 5, sprt=(0.0, 100.0))
    assert report["sprt"]["decision"] == "H1" and report["games"] < 400
    assert report["games"] % 2 == 0  # whole pairs of seat rotations
    (m,) = report["matches"]
    assert m["a"] == "easy" and m["b"] == "random" and m["elo"] > 100 and m["los"] > 0.99
    again = run_tournament(config, ["easy", "random"], 5, 5)
    assert again["games"] == 6 and "sprt" not in again


def test_tournament_progress_reports_each_batch_and_ends_with_the_result() -> None:
    from rattus_desktop.bots.tournament import run_tournament
    from rattus_desktop.engine import registry

    config = registry.get("rattus").config(2)
    seen: list[dict] = []
    report = run_tournament(config, ["easy", "random"], 400, 5, sprt=(0.0, 100.0),
                            progress=seen.append)
    assert [r["games"] for r in seen] == list(range(8, report["games"] + 1, 8))
    assert seen[-1]["matches"] == report["matches"]
    assert seen[-1]["sprt"]["decision"] == "H1"
    assert all(r["sprt"]["decision"] is None for r in seen[:-1])


def test_tournament_reports_cpu_time_per_decision() -> None:
    from rattus_desktop.bots.tournament import play_game, summarise
    from rattus_desktop.engine import registry

    config = registry.get("rattus").config(2)
    result = play_game(config, ["easy", "random"], 0, 3)
    assert [len(c) for c in result.cpu] == [len(t) for t in result.think]
    easy = summarise([result])["easy"]["think_cpu_ms"]
    assert 0 < easy["median"] <= easy["p90"] <= easy["p99"] <= easy["max"]


def test_nearest_rank_quantiles() -> None:
    from rattus_desktop.bots.tournament import nearest_rank

    values = [float(v) for v in range(1, 101)]
    assert nearest_rank(values, 0.9) == 90.0
    assert nearest_rank(values, 0.99) == 99.0
    assert nearest_rank([5.0], 0.99) == 5.0
    assert nearest_rank([1.0, 2.0, 3.0], 0.5) == 2.0
