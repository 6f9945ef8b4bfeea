"""What a finished game's record holds: places, winners, the summary's details."""

import pytest

from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.stats.details import cards_by_seat, losses_by_seat
from rattus_desktop.stats.record import game_key, ranks, record_of

from .games import SEATS3, finished


def test_ranks_put_winners_first_then_scores_with_shared_places():
    assert ranks(Outcome((5, 9, 9, 2), (0,))) == [1, 2, 2, 4]
    assert ranks(Outcome((7, 7, 3), (0, 1))) == [1, 1, 3]
    assert ranks(Outcome((4, 6, 6), ())) == [3, 1, 1]


def test_a_rattus_record_holds_scores_cards_and_plague_losses():
    game, events = finished("rattus", 3, seed=4)
    rec = record_of(game, SEATS3, events, played_at="2026-01-02T03:04:05+00:00")
    outcome = game.outcome()
    assert [s.score for s in rec.seats] == list(outcome.scores)
    assert rec.winners == list(outcome.winners)
    assert [s.player for s in rec.seats] == ["human:Ann", "bot:easy", "bot:hard"]
    summary = game.summary()
    for s in rec.seats:
        assert s.detail["cards"] == sorted(c for c, seat in summary["cards"].items()
                                           if seat == s.seat)
        lost = sum(e["count"] for e in events if e.kind == "pieces_lost" and e["seat"] == s.seat)
        assert s.detail["losses"] == lost
        assert s.detail["parts"] == outcome.detail[s.seat]
    assert sum(s.detail["losses"] for s in rec.seats) > 0
    assert rec.key == game_key(game) and len(rec.key) == 64
    assert rec.to_json()["played_at"] == "2026-01-02T03:04:05+00:00"


def test_notre_dame_counts_lost_cubes_and_has_no_cards():
    game, events = finished("notredame", 3, seed=2)
    rec = record_of(game, SEATS3, events)
    lost = [sum(1 for e in events if e.kind == "cube_lost" and e["seat"] == seat)
            for seat in range(3)]
    assert [s.detail["losses"] for s in rec.seats] == lost
    assert all("cards" not in s.detail for s in rec.seats)
    assert cards_by_seat("notredame", game.summary(), 3) is None


def test_cartus_records_neither_cards_nor_losses():
    game, events = finished("cartus", 3, seed=2)
    rec = record_of(game, SEATS3, events)
    assert all(set(s.detail) == {"parts"} for s in rec.seats)
    assert losses_by_seat("cartus", events, 3) is None


def test_private_events_are_not_counted():
    from rattus_desktop.engine.events import Event

    public = Event("pieces_lost", {"seat": 1, "count": 2, "region": "x", "cause": "m"})
    private = Event("pieces_lost", {"seat": 1, "count": 5, "region": "x", "cause": "m"}, 1)
    assert losses_by_seat("rattus", [public, private], 2) == [0, 2]


def test_an_unfinished_game_or_wrong_seats_are_refused():
    from rattus_desktop.engine import registry

    game = registry.new_game(registry.get("rattus").config(3), 1)
    with pytest.raises(ValueError, match="not over"):
        record_of(game, SEATS3, [])
    done, events = finished("rattus", 3, seed=1)
    with pytest.raises(ValueError, match="seats"):
        record_of(done, SEATS3[:2], events)
