"""The invariants of rattus-classic.md, checked on a full game state."""

from __future__ import annotations

from typing import Any

from bigbox_modules_invariants import check_modules

from rattus_desktop.games.rattus.rules import Game

TOTAL_TOKENS = 49
PIECES = 20


def check_invariants(game: Game, total_tokens: int | None = TOTAL_TOKENS) -> None:
    g = game.state
    if game.rules.bigbox:
        check_bigbox(game)
        total_tokens = None if total_tokens is None else BIGBOX_TOKENS
    for seat in range(g.players):
        on_board = sum(p[seat] for p in g.pieces.values())
        off_map = g.guilds.off_map(seat) if g.guilds is not None else 0  # guilds, taverns
        baker = g.plague_cards.baker[seat] if g.plague_cards.baker else 0  # on the Baker
        assert g.reserve[seat] + on_board + g.palace[seat] + off_map + baker == PIECES, seat
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


BIGBOX_TOKENS = 69
BIGBOX_REGIONS = {2: 7, 3: 10, 4: 12, 5: 15, 6: 17}


def check_bigbox(game: Game) -> None:
    """The Big Box invariants of rattus-bigbox.md that this version can reach."""
    g = game.state
    assert len(g.regions) == BIGBOX_REGIONS[g.players]
    assert set(g.holders) == set(game.rules.cards)
    assert g.nomad is None or g.nomad in g.regions
    if "nomad" not in game.rules.cards:
        assert g.nomad is None
    elif g.phase not in ("setup", "nomad_setup"):
        assert g.nomad is not None
    assert len(g.bishops) <= 2 and len(set(g.bishops)) == len(g.bishops)
    assert set(g.bishops) <= set(g.regions) and set(g.nuns) <= set(g.regions)
    assert len(g.nuns) in (0, 3)
    for region, potions in g.potions.items():  # potions only under pieces
        assert all(n == 0 or g.pieces[region][s] > 0 for s, n in enumerate(potions)), region
    if "wizard" not in game.rules.cards:
        assert not g.potions
    check_modules(game)
    check_guilds(game)
    check_upgrades(game)
    summary = game.summary()
    check_plague_cards(game, summary)
    if g.phase == "game_over":
        assert g.scores is not None
        for seat, detail in enumerate(summary["score_detail"]):
            assert sum(detail.values()) == g.scores[seat]
        outcome = game.outcome()
        assert outcome is not None
        assert [sum(d.values()) for d in outcome.detail] == g.scores


def check_guilds(game: Game) -> None:
    """Guild spaces, tavern cities and diplomats (Guilds and Taverns, Sultan)."""
    g, rules = game.state, game.rules
    gs = g.guilds
    if gs is None:
        assert not ({"guild", "tavern"} & set(rules.modules)) and "sultan" not in rules.cards
        return
    assert (gs.guild is not None) == ("guild" in rules.modules)
    assert (gs.tavern is not None) == ("tavern" in rules.modules)
    assert (gs.diplomats is not None) == ("sultan" in rules.cards)
    for seat in [*(gs.guild or {}).values(), *(gs.tavern or {}).values()]:
        assert seat is None or 0 <= seat < g.players
    assert set(gs.tavern or {}) <= set(g.regions)
    for region, per_seat in (gs.diplomats or {}).items():  # at most one per piece
        assert all(0 <= n <= g.pieces[region][s] for s, n in enumerate(per_seat)), region


def check_plague_cards(game: Game, summary: dict[str, Any]) -> None:
    """Walls on real borders, never walling the plague region in; disabled cards held by
    their seat, at most two; pieces on the Baker only with the Baker in the game."""
    g, rules = game.state, game.rules
    walls = summary["walls"]
    owned = (0, 3, 4, 5) if "upgrades" in rules.modules else (0, 3)  # Emperor II/III: 4/5
    assert len(walls) in owned and len({tuple(w) for w in walls}) == len(walls)
    assert all(b in rules.near[a] for a, b in walls)
    assert walls == sorted(walls, key=lambda w: (rules.order[w[0]], rules.order[w[1]]))
    if walls:
        cut = {frozenset(w) for w in walls}
        assert any(frozenset((g.plague, n)) not in cut for n in rules.near[g.plague])
    if "emperor" not in rules.cards:
        assert walls == []
    assert len(summary["disabled"]) <= 2
    for entry in summary["disabled"]:
        assert g.holders[entry["card"]] == entry["seat"]
    if "baker" not in rules.cards:
        assert summary["baker"] == [0] * g.players
    assert all(n >= 0 for n in summary["baker"])


def check_upgrades(game: Game) -> None:
    """Upgrade tiles lie only on held cards of this game (level 2 or 3), the Alchemist's
    tile is a tile off its card and the Alchemist is held, no listing context is left."""
    g, rules = game.state, game.rules
    up = g.upgrades
    assert up.via is None
    if "upgrades" not in rules.modules:
        assert not up.levels and up.alchemist_tile is None
    for card, level in up.levels.items():
        assert card in rules.cards and level in (2, 3) and g.holders[card] is not None
    if up.alchemist_tile is not None:
        assert g.holders["alchemist"] is not None and up.alchemist_tile in rules.cards
        assert up.alchemist_tile not in up.levels
