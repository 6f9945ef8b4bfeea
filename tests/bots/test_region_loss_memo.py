"""The decision's memo of expected region losses answers what a fresh computation does."""

from __future__ import annotations

from rattus_desktop.games.rattus.bot.evaluate import new_token_losses, region_losses, seat_classes
from rattus_desktop.games.rattus.bot.faces import FaceStats

from .helpers import random_position


def test_memoised_region_losses_match_fresh_ones() -> None:
    asked = 0
    for seed in range(6):
        game = random_position(4, seed, 40 + 7 * seed)
        g, seat = game.state, game.state.current
        shared = FaceStats(game.view(seat).unseen)
        known = dict(g.knowledge[seat])
        classes = seat_classes(g, game.rules)
        for region in g.regions:
            pieces, tokens = g.pieces[region], g.rats[region]
            for bonus in (0, 2):
                fresh = FaceStats(game.view(seat).unseen)
                first = region_losses(shared, known, classes, pieces, tokens, bonus)
                again = region_losses(shared, known, classes, list(pieces), list(tokens), bonus)
                assert first == again == region_losses(fresh, known, classes, pieces, tokens,
                                                       bonus)
                asked += bool(tokens)
            assert new_token_losses(shared, classes, pieces) == new_token_losses(
                FaceStats(game.view(seat).unseen), classes, pieces)
            if tokens:  # a face learnt since (the Witch) is another question
                learnt = {**known, tokens[0].uid: tokens[0]}
                assert region_losses(shared, learnt, classes, pieces, tokens) == region_losses(
                    FaceStats(game.view(seat).unseen), learnt, classes, pieces, tokens)
    assert asked > 10
