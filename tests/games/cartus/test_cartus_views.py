"""Views hide what a seat cannot know; samples agree with the view; no global random."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from cartus_helpers import check_invariants, fresh, playout

from rattus_desktop.games.cartus.rules.game import CartusGame
from rattus_desktop.games.cartus.rules.state import State, add_card

SRC = Path(__file__).resolve().parents[3] / "src"


def permute_hidden(g: State, seat: int, rng: random.Random) -> None:
    """Shuffle what ``seat`` cannot see: other hands' population cards, the deck and
    the unseen nun-row positions, keeping every size."""
    others = [s for s in range(g.players) if s != seat]
    spots: list[tuple[str, int]] = []
    cards: list[str] = []
    for s in others:
        for card, n in list(g.hands[s].items()):
            if ":" in card:
                cards += [card] * n
                spots += [("hand", s)] * n
                del g.hands[s][card]
    for i in range(5):
        if i not in g.known[seat]:
            cards.append(g.nun_row[i])
            spots.append(("nun", i))
    cards += g.deck
    spots += [("deck", 0)] * len(g.deck)
    rng.shuffle(cards)
    g.deck = []
    for (where, key), card in zip(spots, cards, strict=True):
        if where == "hand":
            add_card(g.hands[key], card)
        elif where == "nun":
            g.nun_row[key] = card
        else:
            g.deck.append(card)
    g.rng.seed(rng.random())


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_view_unchanged_when_hidden_parts_are_permuted(players: int) -> None:
    for seed in range(30):
        game = fresh(players, seed)
        rng = random.Random(seed)
        for g in playout(game, rng):
            if rng.random() < 0.15 and not g.is_over:
                seat = rng.randrange(players)
                other = g.copy()
                permute_hidden(other.state, seat, rng)
                assert other.view(seat) == g.view(seat)
                assert other.view(None) == g.view(None)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_sample_is_consistent_with_the_view(players: int) -> None:
    for seed in range(20):
        game = fresh(players, seed, ("beginner", "random_mix")[seed % 2])
        rng = random.Random(seed)
        for g in playout(game, rng):
            if rng.random() < 0.1 and not g.is_over:
                seat = g.current_player
                assert seat is not None
                view = g.view(seat)
                world = view.sample(random.Random(seed))
                assert isinstance(world, CartusGame)
                mine = world.view(seat)
                assert mine.hand == view.hand and mine.hand_sizes == view.hand_sizes
                assert mine.nun_row == view.nun_row and mine.row == view.row
                assert mine.legal_actions == view.legal_actions
                check_invariants(world.state)
                for _ in playout(world, random.Random(seed)):
                    pass


def test_view_hides_hands_rats_and_nuns() -> None:
    game = fresh(3, 4)
    view = game.view(1)
    assert view.hand == tuple(game.summary()["hands"][1])
    assert view.rats == 10 and view.hand_sizes == (5, 5, 5)
    assert view.nun_row == (None,) * 5
    public = game.view(None)
    assert public.hand is None and public.rats is None and public.legal_actions == ()


def test_golden_deal_of_seed_42() -> None:
    s = fresh(4, 42).summary()
    assert s["start_player"] == GOLDEN["start_player"]
    assert s["nun_row"] == GOLDEN["nun_row"]
    assert s["hands"] == GOLDEN["hands"]
    assert [b["card"] for b in s["buildings"]] == GOLDEN["row"]
    assert s["replacement"] == GOLDEN["replacement"]


GOLDEN: dict[str, object] = {
    "start_player": 3,
    "nun_row": ["peasantry:1", "peasantry:0", "church:4", "church:0", "peasantry:0"],
    "hands": [["chivalry:1", "chivalry:4", "peasantry:2", "peasantry:3", "royalty:3"],
              ["chivalry:0", "chivalry:2", "magic:3", "royalty:0", "royalty:0"],
              ["bourgeoisie:3", "bourgeoisie:4", "church:1", "royalty:0", "royalty:4"],
              ["church:3", "magic:2", "magic:4", "peasantry:4", "royalty:4"]],
    "row": ["farm_3", "monastery_5", "palace_5"],
    "replacement": ["palace_1", "farm_1", "palace_4", "castle_2", "marketplace_5",
                    "monastery_1"],
}


def test_no_global_randomness(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*_args: object, **_kw: object) -> None:
        raise AssertionError("global random used")

    for name in ("random", "randrange", "randint", "choice", "choices", "shuffle", "sample",
                 "seed", "getrandbits", "uniform"):
        monkeypatch.setattr(random, name, boom)
    for players in (2, 3, 4, 5):
        game = fresh(players, 3, "random_mix")
        for g in playout(game, random.Random(1)):
            if g.history[-1].type == "enter":
                g.view(0).sample(random.Random(2))


def test_running_a_game_does_not_import_qt() -> None:
    code = ("import sys, random\n"
            "import rattus_desktop.games.cartus as c\n"
            "from rattus_desktop.engine.protocol import random_playout\n"
            "g = c.GAME.new(c.GAME.config(4), 1, None)\n"
            "random_playout(g, random.Random(1))\n"
            "c.GAME.load_bot_policy()\n"
            "assert not [m for m in sys.modules if m.startswith('PySide6')]\n")
    subprocess.run([sys.executable, "-c", code], check=True, env={"PYTHONPATH": str(SRC)})
