"""The plague-risk overlay's numbers against positions computed by hand (exact)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.insight import risk as risk_module
from rattus_desktop.games.rattus.insight.risk import region_risks
from rattus_desktop.games.rattus.rules.config import configure
from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.tokens import Face
from rattus_desktop.games.rattus.rules.view import PlayerView, TokenView

M = {"n": 1, "majority": 1}  # breaks out at 1, the majority loses one
Z = {"n": 1}  # breaks out at 1, no icon
A = {"n": 2, "all": 1}  # breaks out at 2, everyone there loses one
CH = {"n": 4, "classes": ["church"]}  # breaks out at 4, each Monk holder there loses one
H3 = {"n": 3}
H5 = {"n": 5}


def _game(regions: dict[str, Any], supply: list[dict[str, Any]], cards: dict[str, int],
          ruleset: str = "classic", options: dict[str, Any] | None = None) -> Game:
    config = configure(2, ruleset, options)
    doc = {"current_player": 0, "plague": "gallia", "regions": regions, "cards": cards,
           "supply": supply}
    return Game.from_setup(config, doc)


def test_one_token_four_faces_unseen() -> None:
    """Gallia: Ann 3, Bob 1 (POP 4), one face-down token; 4 faces unseen (M, H5, A, CH),
    Ann holds the Monk. M: Ann loses 1 (majority); H5 cannot break out; A: both lose
    1; CH (4 <= 4): Ann loses 1 (church). P = 3/4, Ann 3/4, Bob 1/4."""
    game = _game({"gallia": {"rats": [M], "pieces": [3, 1]}}, [H5, A, CH], {"monk": 0})
    view = game.view(None)
    assert len(view.unseen) == 4
    gallia = region_risks(view)["gallia"]
    assert gallia.exact
    assert gallia.outbreak == Fraction(3, 4)
    assert gallia.loss == (Fraction(3, 4), Fraction(1, 4))
    assert gallia.expected_total == 1
    assert gallia.plague_here and gallia.hidden == 1


def test_order_and_running_out_of_pieces() -> None:
    """Gallia: Ann 1 (POP 1), two face-down tokens drawn from the four unseen faces
    {M, Z, H3, H3} (12 ordered draws): every draw with M costs Ann her piece, whether
    Z broke out before it or not (6 of 12); only (H3, H3) breaks out nowhere (2 of 12):
    P = 10/12 = 5/6, Ann loses 6/12 = 1/2. A region with no token or no piece is left
    out."""
    game = _game({"gallia": {"rats": [M, Z], "pieces": [1, 0]},
                  "hispania": {"rats": [], "pieces": [2, 0]},
                  "anglia": {"rats": [H3], "pieces": [0, 0]}}, [H3], {})
    risks = region_risks(game.view(None))
    assert set(risks) == {"gallia"}
    assert risks["gallia"].outbreak == Fraction(5, 6)
    assert risks["gallia"].loss == (Fraction(1, 2), Fraction(0))


def test_nobody_breaks_out_below_the_numbers() -> None:
    game = _game({"gallia": {"rats": [H5], "pieces": [2, 2]}}, [H5, H5], {})
    gallia = region_risks(game.view(None))["gallia"]
    assert gallia.outbreak == 0 and gallia.loss == (0, 0)


def _knowing(view: PlayerView, region: str, index: int, face: Face) -> PlayerView:
    """``view`` as if its seat had seen token ``index`` of ``region`` (the Witch)."""
    tokens = list(view.tokens[region])
    tokens[index] = TokenView(tokens[index].uid, face, tokens[index].start)
    unseen = list(view.unseen)
    unseen.remove(face)
    return dataclasses.replace(view, tokens={**view.tokens, region: tuple(tokens)},
                               unseen=tuple(unseen))


def test_a_known_face_stays_where_it_is() -> None:
    """Gallia: Ann 1; the first token is known to be H3 (no outbreak at POP 1), the
    second one of {M, H5}: P = 1/2, Ann loses 1/2. Without that knowledge (the public
    view) the two are an ordered draw from {H3, M, H5}: M comes in 4 of 6: 2/3."""
    game = _game({"gallia": {"rats": [H3, M], "pieces": [1, 0]}}, [H5], {})
    public = region_risks(game.view(None))["gallia"]
    assert public.outbreak == Fraction(2, 3) and public.loss[0] == Fraction(2, 3)
    seen = _knowing(game.view(0), "gallia", 0, Face.from_json(H3))
    known = region_risks(seen)["gallia"]
    assert known.hidden == 1
    assert known.outbreak == Fraction(1, 2) and known.loss == (Fraction(1, 2), 0)


def test_a_starting_token_draws_from_the_starting_faces() -> None:
    """A starting token's back is marked: its face is one of the unseen starting faces."""
    game = _game({"gallia": {"rats": [H5], "pieces": [2, 1]}}, [M, H5], {})
    view = game.view(None)
    t = view.tokens["gallia"][0]
    starting = dataclasses.replace(
        view, tokens={**view.tokens, "gallia": (TokenView(t.uid, None, True),)},
        unseen_start=(Face.from_json(M),))
    gallia = region_risks(starting)["gallia"]
    assert gallia.outbreak == 1 and gallia.loss == (1, 0)


def test_the_nuns_raise_the_number() -> None:
    """Big Box, a nun in Gallia: a token breaks out only at POP >= n + 1. Ann 2, Bob 1
    (POP 3): A (2+1 <= 3) costs both a piece, H3 (3+1 > 3) nothing: P = 1/2."""
    cards = ["peasant", "merchant", "monk", "knight", "witch", "nun"]
    game = _game({"gallia": {"rats": [A], "pieces": [2, 1], "nuns": 1},
                  "hispania": {"nuns": 1}, "anglia": {"nuns": 1}}, [H3], {},
                 "bigbox", {"cards": cards, "modules": []})
    gallia = region_risks(game.view(None))["gallia"]
    assert gallia.outbreak == Fraction(1, 2)
    assert gallia.loss == (Fraction(1, 2), Fraction(1, 2))


def test_the_plague_reach_is_marked() -> None:
    game = _game({"gallia": {"rats": [M], "pieces": [1, 0]},
                  "anglia": {"rats": [M], "pieces": [1, 0]},
                  "scandia": {"rats": [M], "pieces": [1, 0]}}, [], {})
    risks = region_risks(game.view(None))
    assert risks["anglia"].reach and not risks["gallia"].reach
    assert not risks["scandia"].reach


def test_sampling_when_the_draws_are_too_many(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over the limit the answer is sampled from a seeded generator: close, repeatable."""
    game = _game({"gallia": {"rats": [M], "pieces": [3, 1]}}, [H5, A, CH], {"monk": 0})
    monkeypatch.setattr(risk_module, "LIMIT", 0)
    first = region_risks(game.view(None))["gallia"]
    assert not first.exact
    assert abs(float(first.outbreak) - 0.75) < 0.03
    assert abs(float(first.loss[0]) - 0.75) < 0.03
    assert region_risks(game.view(None))["gallia"] == first


def test_reached_through_the_registry() -> None:
    game = _game({"gallia": {"rats": [M], "pieces": [3, 1]}}, [H5, A, CH], {"monk": 0})
    insight = registry.get("rattus").load_insight()
    assert insight.risk(game.view(None))["gallia"].outbreak == Fraction(3, 4)
