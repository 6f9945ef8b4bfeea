"""Hidden information: a player's view holds what that seat knows, and nothing more."""

from __future__ import annotations

import random

from rattus_desktop.games.rattus.rules import Game, action_from_json, determinize, visible_events
from rattus_desktop.games.rattus.rules.config import classic

SETUP = {
    "current_player": 0, "plague": "anglia", "cards": {"witch": 0},
    "regions": {
        "gallia": {"rats": [{"n": 1, "classes": ["church"]}, {"n": 4, "majority": 1}],
                   "pieces": [1, 1]},
        "italia": {"rats": [{"n": 2, "all": 1}], "pieces": [0, 2]},
    },
    "supply": [{"n": 3}, {"n": 5, "classes": ["royalty"]}],
}


def _permute_hidden(game: Game, seed: int) -> Game:
    """The same game with every face-down face (board, supply, removed) permuted."""
    other = game.copy()
    g = other.state
    slots = [(ts, i) for ts in g.rats.values() for i in range(len(ts))]
    slots += [(g.supply, i) for i in range(len(g.supply))]
    slots += [(g.removed, i) for i in range(len(g.removed))]
    known = set().union(*(k.keys() for k in g.knowledge))
    slots = [(ts, i) for ts, i in slots if ts[i].uid not in known]
    rng = random.Random(seed)
    for start in (False, True):  # a starting token's back is marked: faces stay in their set
        group = [(ts, i) for ts, i in slots if ts[i].start == start]
        faces = [ts[i].face for ts, i in group]
        rng.shuffle(faces)
        for (ts, i), face in zip(group, faces, strict=True):
            ts[i] = type(ts[i])(ts[i].uid, face, start)
    return other


def test_views_do_not_change_when_hidden_faces_are_permuted() -> None:
    for seed in range(20):
        game = Game.new(classic(3), seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(5, 60)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        other = _permute_hidden(game, seed)
        for seat in range(3):
            assert game.view(seat) == other.view(seat)


def test_face_down_tokens_have_no_face_in_views() -> None:
    game = Game.new(classic(4), 2)
    for seat in range(4):
        view = game.view(seat)
        assert all(t.face is None for ts in view.tokens.values() for t in ts)
        assert len(view.unseen) == 49
        assert view.unseen == tuple(sorted(view.unseen, key=lambda f: (f.n, f.classes,
                                                                       f.majority, f.all)))


def test_witch_peek_is_known_to_its_holder_only_until_revealed() -> None:
    game = Game.from_setup(classic(2), SETUP)
    events = game.apply(action_from_json(
        {"type": "witch_look", "tokens": [["gallia", 1], ["italia", 0]]}))
    private = [e for e in events if e.private_to is not None]
    assert [e.kind for e in private] == ["witch_saw"]
    assert visible_events(events, 1) == [e for e in events if e.private_to is None]
    mine, theirs = game.view(0), game.view(1)
    assert {t.face.n for ts in mine.tokens.values() for t in ts if t.face} == {4, 2}
    assert all(t.face is None for ts in theirs.tokens.values() for t in ts)
    assert len(mine.unseen) == len(theirs.unseen) - 2
    # the knowledge stays with seat 0 after the Witch changes hands
    game.apply(action_from_json({"type": "witch_swap", "swap": True}))
    assert game.state.rats["gallia"][1].face.n == 2
    assert game.view(0).known() == {t.uid: t.face for t in
                                    (game.state.rats["gallia"][1], game.state.rats["italia"][0])}


def test_legal_actions_only_in_the_deciding_seats_view() -> None:
    game = Game.new(classic(2), 5)
    seat = game.current_player
    assert game.view(seat).legal_actions == tuple(game.legal_actions())
    assert game.view(1 - seat).legal_actions == ()


def test_determinize_is_consistent_with_the_view() -> None:
    game = Game.from_setup(classic(2), SETUP)
    game.apply(action_from_json({"type": "witch_look", "tokens": [["gallia", 0], ["italia", 0]]}))
    view = game.view(0)
    for seed in range(20):
        world = determinize(view, game.rules, random.Random(seed))
        assert world.view(0) == view
        assert world.legal_actions() == game.legal_actions()
        assert _all_faces(world) == _all_faces(game)
        assert world.state.rats["gallia"][0].face == game.state.rats["gallia"][0].face
        assert world.state.rats["italia"][0].face == game.state.rats["italia"][0].face


def _all_faces(game: Game) -> list:
    g = game.state
    tokens = [t for ts in g.rats.values() for t in ts] + g.supply + g.removed
    return sorted((t.face for t in tokens), key=repr)


def test_determinize_during_initial_placement_and_starting_tokens() -> None:
    from rattus_desktop.games.rattus.rules.data import classic_tokens

    starting = sorted((t.face for t in classic_tokens() if t.start), key=repr)
    game = Game.new(classic(3), 9)
    game.apply(game.legal_actions()[0])
    view = game.view(0)
    assert view.setup_order == tuple(game.state.setup_order)
    for seed in range(10):
        world = determinize(view, game.rules, random.Random(seed))
        assert world.view(0) == view
        board = [t for ts in world.state.rats.values() for t in ts]
        assert all(t.start for t in board)  # dealt at setup: starting tokens, publicly
        assert all(t.face in starting for t in board)
        world.apply(world.legal_actions()[0])  # the placement goes on in the sample


def test_public_view_knows_no_face() -> None:
    game = Game.from_setup(classic(2), SETUP)
    game.apply(action_from_json({"type": "witch_look", "tokens": [["gallia", 0], ["italia", 0]]}))
    public = game.public_view()
    assert public.seat is None and public.legal_actions == ()
    assert all(t.face is None for ts in public.tokens.values() for t in ts)
    assert len(public.unseen) == len(game.view(1).unseen)


def test_start_player_out_of_range_is_refused() -> None:
    import pytest

    with pytest.raises(ValueError):
        Game.new(classic(2), 1, start_player=2)
