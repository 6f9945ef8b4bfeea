"""The Region cards and Universities modules and their cards (Astronomer, Explorer,
Student, Professor, Royal Librarian): the deal, hidden information, sampling, the
action codec, and random games with every module card in play."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rattus_invariants import check_invariants

from rattus_desktop.games.rattus.rules import CODEC, Game, configure
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.modules.region_cards.state import region_cards
from rattus_desktop.games.rattus.rules.modules.universities.state import event_deck
from rattus_desktop.games.rattus.rules.steps import step_info

MODULES = ["region_cards", "universities"]
MODULE_CARDS = ["monk", "knight", "astronomer", "explorer", "student", "professor",
                "royal_librarian", "king"]


def _config(players: int, cards: object = "first", modules: list[str] = MODULES) -> object:
    return configure(players, "bigbox", {"cards": cards, "modules": modules})


def _play(game: Game, rng: random.Random, until: str | None = None, limit: int = 5000) -> None:
    for _ in range(limit):
        if game.is_over or game.phase == until:
            return
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_standard_deal_hands_and_universities(players: int) -> None:
    game = Game.new(_config(players), seed=players)
    g = game.state
    cards, uni = g.mods.cards, g.mods.uni
    assert cards is not None and uni is not None
    assert [len(h) for h in cards.hands] == [3] * players
    in_play = set(g.regions)
    assert all(c.region in in_play for h in cards.hands for c in h)
    assert len(cards.deck) == 4 * len(g.regions) - 3 * players
    assert uni.green != uni.plain and {uni.green, uni.plain} <= in_play
    assert Counter(uni.deck) == Counter(event_deck()) and len(uni.deck) == 20
    assert game.summary()["events_left"] == 20


def test_the_deal_follows_the_seed() -> None:
    a, b = Game.new(_config(4), seed=11), Game.new(_config(4), seed=11)
    assert a.state.mods == b.state.mods
    c = Game.new(_config(4), seed=12)
    assert c.state.mods != a.state.mods


def test_no_module_no_module_state() -> None:
    game = Game.new(configure(4, "bigbox"), seed=3)
    assert game.state.mods.cards is None and game.state.mods.uni is None
    summary = game.summary()
    assert summary["hand_sizes"] is None and summary["events_left"] is None


def test_no_initial_pieces_in_a_university_region() -> None:
    game = Game.new(_config(3, modules=["universities"]), seed=5)
    uni = game.state.mods.uni
    assert uni is not None
    legal = {a.args[0] for a in game.legal_actions()}
    assert legal == set(game.state.regions) - {uni.green, uni.plain}
    refused = game.why_not(Action("setup_place", (uni.green,)))
    assert refused is not None and refused.code == "university_no_setup"
    with pytest.raises(Exception, match="no initial pieces"):
        game.apply(Action("setup_place", (uni.plain,)))


def test_region_card_data() -> None:
    cards = region_cards()
    assert len(cards) == 68
    assert all(c.wild or len(c.classes) == 2 for c in cards)
    assert Counter(c.region for c in cards) == dict.fromkeys(Counter(c.region for c in cards), 4)


def test_other_hands_are_hidden_in_a_view() -> None:
    game = Game.new(_config(3, modules=["region_cards"]), seed=8)
    cards = game.state.mods.cards
    assert cards is not None
    view = game.view(0)
    assert view.mods is not None and view.mods.state.cards is not None
    assert view.mods.state.cards.hands[0] == cards.hands[0]
    assert view.mods.state.cards.hands[1] == [] and view.mods.state.cards.hands[2] == []
    assert view.mods.state.cards.deck == [] and view.mods.hand_sizes == (3, 3, 3)
    hidden = cards.hands[1] + cards.hands[2] + cards.deck
    assert Counter(view.mods.region_pool) == Counter(hidden)
    public = game.public_view()
    assert public.mods is not None and public.mods.state.cards is not None
    assert all(h == [] for h in public.mods.state.cards.hands)


def test_a_sampled_world_keeps_own_hand_and_deals_the_rest() -> None:
    game = Game.new(_config(4), seed=21)
    g = game.state
    assert g.mods.cards is not None
    world = game.view(2).sample(random.Random(1))
    wc = world.state.mods.cards
    assert wc is not None
    assert wc.hands[2] == g.mods.cards.hands[2]
    assert [len(h) for h in wc.hands] == [len(h) for h in g.mods.cards.hands]
    assert Counter(c for h in wc.hands for c in h) + Counter(wc.deck) == Counter(
        c for h in g.mods.cards.hands for c in h) + Counter(g.mods.cards.deck)
    assert world.view(2) == game.view(2)


def _reach(phase: str, cards: list[str], seeds: range) -> Game:
    for seed in seeds:
        game = Game.new(_config(2, cards), seed=seed)
        _play(game, random.Random(seed), until=phase)
        if game.phase == phase:
            return game
    raise AssertionError(f"no random game reached {phase}")


def test_the_astronomer_draw_is_private_until_kept() -> None:
    game = _reach("keep_region_card", MODULE_CARDS[:6], range(200))
    drawer = game.state.current
    other = 1 - drawer
    cards = game.state.mods.cards
    assert cards is not None and cards.drawn
    own = game.view(drawer).mods
    theirs = game.view(other).mods
    assert own is not None and theirs is not None
    assert own.state.cards is not None and own.state.cards.drawn == cards.drawn
    assert theirs.state.cards is not None and theirs.state.cards.drawn == []
    assert theirs.drawn == len(cards.drawn)
    assert game.view(other).sample(random.Random(3)).view(other) == game.view(other)


def test_the_professor_look_is_private_and_the_order_is_remembered() -> None:
    game = _reach("professor_order", MODULE_CARDS[:6], range(300))
    seat = game.state.current
    uni = game.state.mods.uni
    assert uni is not None and uni.looked
    looked = list(uni.looked)
    theirs = game.view(1 - seat).mods
    assert theirs is not None and theirs.state.uni is not None
    assert theirs.state.uni.looked == [] and theirs.looked == len(looked)
    order = tuple(range(len(looked)))[::-1]
    game.apply(Action("professor_order", (order, ())))
    assert uni.deck[-len(looked):] == looked  # reversed: the old top is now deepest
    mine = game.view(seat).mods
    assert mine is not None and mine.state.uni is not None
    assert mine.state.uni.deck == looked  # the Professor knows these top cards
    other = game.view(1 - seat).mods
    assert other is not None and other.state.uni is not None and other.state.uni.deck == []


def test_step_info_marks_what_comes_out() -> None:
    game = _reach("region_card", ["monk", "knight", "witch", "king", "peasant", "merchant"],
                  range(300))
    plays = [a for a in game.legal_actions() if a.type == "region_card"]
    assert plays
    info = step_info(game.apply(plays[0]))
    assert info.hidden == "past_reveal"


ACTIONS = [
    {"type": "region_card", "card": 1, "on": "monk"}, {"type": "pass"},
    {"type": "astronomer"}, {"type": "keep_region_card", "indices": [2]},
    {"type": "explorer"}, {"type": "explore", "index": 0},
    {"type": "student", "region": "gallia"}, {"type": "professor"},
    {"type": "professor_order", "order": [3, 1, 0, 2], "discard": []},
    {"type": "professor_resolve", "index": 1},
    {"type": "royal_librarian", "to": "italia", "which": None},
    {"type": "discard_class_card", "card": "king"},
    {"type": "discard_class_card", "card": None}, {"type": "move_university", "to": "anglia"},
    {"type": "bonus_place", "region": "hispania"},
]


@pytest.mark.parametrize("raw", ACTIONS, ids=lambda r: r["type"])
def test_codec_round_trips(raw: dict[str, object]) -> None:
    action = CODEC.from_json(raw)
    assert CODEC.to_json(action) == raw
    assert CODEC.from_text(CODEC.to_text(action)) == action


@pytest.mark.parametrize("raw", [
    {"type": "region_card", "card": True, "on": "monk"},
    {"type": "region_card", "card": 0, "on": "dragon"},
    {"type": "keep_region_card", "indices": []},
    {"type": "professor_order", "order": [0, -1]},
    {"type": "discard_class_card", "card": 3},
    {"type": "explore"},
])
def test_codec_refuses_malformed(raw: dict[str, object]) -> None:
    with pytest.raises(Exception) as info:
        CODEC.from_json(raw)
    assert type(info.value).__name__ == "ActionParseError"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_with_every_module_card(players: int) -> None:
    """The five module cards together, invariants after every action, a full end."""
    seen: set[str] = set()
    for seed in range(6):
        game = Game.new(_config(players, MODULE_CARDS), seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            action = legal[rng.randrange(len(legal))]
            seen.add(action.type)
            game.apply(action)
            check_invariants(game)
        outcome = game.outcome()
        assert outcome is not None
    assert {"student", "royal_librarian", "professor", "astronomer"} <= seen


def test_a_new_professor_look_ends_what_others_knew_of_the_top() -> None:
    events = [{"kind": "blank"}] * 4 + [{"kind": "found_university"}] * 4
    setup = {"current_player": 0, "plague": "anglia", "supply": [{"n": 9}],
             "regions": {"gallia": {"university": "green"}, "italia": {"university": "plain"}},
             "cards": {"professor": 0}, "events": events}
    cards = ["peasant", "merchant", "monk", "knight", "witch", "king", "professor"]
    game = Game.from_setup(_config(2, cards, ["universities"]), setup, seed=1)
    game.apply(Action("professor", ()))
    game.apply(Action("professor_order", ((0, 1, 2, 3), ())))
    game.apply(Action("move_plague", ("scandia",)))  # the blank on top is revealed
    mine = game.view(0).mods
    assert mine is not None and mine.state.uni is not None and len(mine.state.uni.deck) == 3
    game.apply(Action("take_card", ("professor",)))
    game.apply(Action("professor", ()))
    theirs = game.view(0).mods
    assert theirs is not None and theirs.state.uni is not None
    assert theirs.state.uni.deck == []  # seat 1 holds those cards now; what lies below is unknown
    assert game.view(0).sample(random.Random(2)).view(0) == game.view(0)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_modules_leave_the_rest_of_the_deal_unchanged(players: int) -> None:
    plain = Game.new(configure(players, "bigbox"), seed=99).state
    both = Game.new(_config(players), seed=99).state
    assert (both.plague, both.start_player, both.setup_order) == (
        plain.plague, plain.start_player, plain.setup_order)
    assert both.rats == plain.rats and both.supply == plain.supply
    assert both.removed == plain.removed
