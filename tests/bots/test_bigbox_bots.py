"""The bots in the Big Box with every module: they make every decision from their own
view, and what the view hides (other seats' region cards, the region deck, a hidden
draw, the event deck and the Professor's look, face-down tokens) is dealt again in every
sampled world and never steers a choice."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rattus_desktop.bots import make_bot
from rattus_desktop.engine.actions import Action
from rattus_desktop.games.rattus.rules import Game, configure
from rattus_desktop.games.rattus.rules.config import _offered

from .helpers import permute_hidden, tiny_search

MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]
ALL_CARDS = _offered(MODULES)
#: every card once, in five sets (8 cards each at 6 players; the last set tops up)
CARD_SETS = [ALL_CARDS[i:i + 8] for i in range(0, 32, 8)]
CARD_SETS[-1] = CARD_SETS[-1] + ALL_CARDS[32:]


def _config(players: int, cards: object = "random") -> object:
    return configure(players, "bigbox", {"cards": cards, "modules": MODULES})


def _position(players: int, seed: int, steps: int, cards: object = "random") -> Game:
    """A Big Box game (every module) after ``steps`` random legal actions."""
    game = Game.new(_config(players, cards), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def poison_modules(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy where everything of the modules ``seat`` cannot see is dealt again: the
    other seats' region cards, the region deck and a draw it has not seen (one pool),
    and the event cards it does not know (the deck below what it knows and a look it
    has not seen)."""
    other = permute_hidden(game, seat, rng)
    g = other.state
    cards, uni = g.mods.cards, g.mods.uni
    if cards is not None:
        piles = [h for s, h in enumerate(cards.hands) if s != seat] + [cards.deck]
        if not cards.drawn_public and seat != g.current:
            piles.append(cards.drawn)
        _reshuffle(piles, rng)
    if uni is not None:
        cut = len(uni.deck) - min(uni.seen[seat], len(uni.deck))
        below = uni.deck[:cut]
        piles = [below] + ([uni.looked] if seat != g.current else [])
        _reshuffle(piles, rng)
        uni.deck[:cut] = below
    return other


def _reshuffle(piles: list[list], rng: random.Random) -> None:
    pool = [c for pile in piles for c in pile]
    rng.shuffle(pool)
    for pile in piles:
        size = len(pile)
        pile[:] = [pool.pop() for _ in range(size)]


def _hidden_cards(game: Game, seat: int) -> list[object]:
    st = game.state.mods.cards
    assert st is not None
    return [c for s, h in enumerate(st.hands) if s != seat for c in h] + list(st.deck)


POSITIONS = [(players, seed, steps) for players in (2, 4, 6) for seed in range(3)
             for steps in (0, 25, 90)]


@pytest.mark.parametrize(("players", "seed", "steps"), POSITIONS)
def test_the_view_is_blind_to_poisoned_hidden_values(players: int, seed: int,
                                                    steps: int) -> None:
    game = _position(players, seed, steps)
    for seat in range(players):
        for k in range(2):
            poisoned = poison_modules(game, seat, random.Random(100 * seed + k))
            assert poisoned.view(seat) == game.view(seat)


def test_poisoning_changes_what_is_hidden() -> None:
    """The poison really moves hidden cards (else the test above proves nothing)."""
    game = _position(4, 1, 20)
    moved = [_hidden_cards(poison_modules(game, 0, random.Random(k)), 0)
             != _hidden_cards(game, 0) for k in range(5)]
    events = [poison_modules(game, 0, random.Random(k)).state.mods.uni.deck  # type: ignore
              != game.state.mods.uni.deck for k in range(5)]  # type: ignore[union-attr]
    assert all(moved) and any(events)


def test_sampled_worlds_deal_hidden_cards_again() -> None:
    game = _position(6, 2, 30)
    seat = game.state.current
    view = game.view(seat)
    hands = set()
    decks = set()
    for k in range(8):
        world = view.sample(random.Random(k))
        assert world.view(seat) == view
        assert world.state.mods.cards is not None and world.state.mods.uni is not None
        assert world.state.mods.cards.hands[seat] == game.state.mods.cards.hands[seat]  # type: ignore
        assert Counter(_hidden_cards(world, seat)) == Counter(_hidden_cards(game, seat))
        hands.add(tuple(tuple(h) for h in world.state.mods.cards.hands))
        decks.add(tuple(world.state.mods.uni.deck))
    assert len(hands) > 1 and len(decks) > 1


def _bots(level: str) -> object:
    if level == "easy":
        return make_bot("rattus", "easy", 9)
    return tiny_search(9, 8)


@pytest.mark.parametrize("level", ["easy", "search"])
def test_choices_ignore_poisoned_hidden_values(level: str) -> None:
    checked = 0
    for players, seed, steps in POSITIONS:
        game = _position(players, seed, steps)
        if game.is_over or len(game.legal_actions()) < 2:
            continue
        seat = game.state.current
        first = _bots(level).choose(game.view(seat))  # type: ignore[attr-defined]
        for k in range(2):
            poisoned = poison_modules(game, seat, random.Random(k))
            assert _bots(level).choose(poisoned.view(seat)) == first  # type: ignore
        checked += 1
    assert checked >= 15


def _play_to_end(players: int, cards: object, seed: int, steer: float = 0.0) -> set[str]:
    """Bots of every kind play a whole game; the phases they decided in and the kinds
    of action they chose (``kind:<type>``). With ``steer``, that share of the turns'
    actions is a random legal one instead (so that rarer card uses come up); every
    other decision, and every decision outside the actions phase, is the bots'."""
    game = Game.new(_config(players, cards), seed)
    bots = [tiny_search(seed + s, 4) if s % 3 == 0 else
            make_bot("rattus", "easy" if s % 3 == 1 else "random", seed + s)
            for s in range(players)]
    rng = random.Random(seed)
    phases: set[str] = set()
    for _ in range(20_000):
        if game.is_over:
            return phases
        seat = game.state.current
        view = game.view(seat)
        if view.phase == "actions" and rng.random() < steer:
            game.apply(rng.choice(view.legal_actions))
            continue
        action: Action = bots[seat].choose(view)
        assert action in view.legal_actions
        phases |= {view.phase, "kind:" + action.type.partition("@")[0]}
        if "@guild" in action.type:
            phases.add("via:guild")
        game.apply(action)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("index", range(len(CARD_SETS)))
def test_bots_play_every_card_with_every_module_to_the_end(index: int) -> None:
    phases = _play_to_end(6, CARD_SETS[index], 40 + index)
    assert {"setup", "actions", "spread"} <= phases


def test_bots_meet_the_module_decisions() -> None:
    seen: set[str] = set()
    for index, cards in enumerate(CARD_SETS):
        for players in (4, 6):
            for seed in (40 + index, 46 + index):
                # half of the turns' actions random: the bots take the Big Box cards
                # they can value, so the Witch's upgraded look needs the steer to come up
                seen |= _play_to_end(players, cards, seed, steer=0.5)
    module_decisions = {"region_card", "keep_region_card", "explore", "professor_order",
                        "discard_class_card", "move_university", "bonus_place",
                        "crusader_reveal", "inquisitor_disable", "witch_arrange",
                        "kind:upgrade", "kind:emperor", "kind:tavern_keeper", "via:guild"}
    assert module_decisions <= seen


def _record(players: int, seed: int) -> list[Action]:
    game = Game.new(_config(players), seed)
    bots = [tiny_search(70 + s, 4) if s == 0 else make_bot("rattus", "easy", s)
            for s in range(players)]
    out = []
    while not game.is_over:
        seat = game.state.current
        action = bots[seat].choose(game.view(seat))
        out.append(action)
        game.apply(action)
    return out


def test_a_seeded_search_bot_is_deterministic_in_the_big_box() -> None:
    assert _record(4, 3) == _record(4, 3)
