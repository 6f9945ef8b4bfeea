"""The invariants of rattus-classic.md, checked on a full game state."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import Game

TOTAL_TOKENS = 49
PIECES = 20


def check_invariants(game: Game, total_tokens: int | None = TOTAL_TOKENS) -> None:
    g = game.state
    for seat in range(g.players):
        on_board = sum(p[seat] for p in g.pieces.values())
        assert g.reserve[seat] + on_board + g.palace[seat] == PIECES, seat
        assert g.reserve[seat] >= 0 and all(p[seat] >= 0 for p in g.pieces.values())
    assert all(len(t) <= 3 for t in g.rats.values())
    tokens = [t for ts in g.rats.values() for t in ts] + g.supply + g.removed + g.revealed
    if total_tokens is not None:
        assert len(tokens) == total_tokens
    uids = [t.uid for t in tokens]
    assert len(set(uids)) == len(uids)
    assert all(h is None or 0 <= h < g.players for h in g.holders.values())
    assert g.plague in g.regions
    assert set(g.pieces) == set(g.regions) == set(g.rats)
