"""The Big Box final round of the plague cards (rulings 7 and 8).

Ruling 7: the plague piece moves at most once in the whole final round. The first
final-turn player who uses a plague card (Knight, Soldier, Crusader, Inquisitor: up to
2/3 steps; Serf or Boccaccio alone: 1 step) moves it; later users "move" it to where it
stands (``move_plague`` with ``to`` = the plague region). One ``move_plague`` uses every
plague card its player holds (several together give one move of the longest length,
ruling 5). Each card's final effect belongs to its user and acts when the final plague
resolves that region: Knight bonus, Crusader order, Serf pieces, Boccaccio move; the
Soldier's token is placed at once, next to the plague region, before the final plague.

Ruling 8: last final turn -> Baker's pieces placed -> final plague (Boccaccio acting
right after the plague region) -> scores.
"""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.resolve import resolve_region
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.tokens import Token
from rattus_desktop.games.rattus.rules.walls import reachable


def final_reach(g: GameState, rules: Rules) -> int:
    """How far the current player's unused plague cards move the plague (0: none)."""
    reach = 0
    for ability in rules.hooks["final_plague_reach"]:
        reach = max(reach, ability.final_plague_reach(g, rules))
    return reach


def final_moves(g: GameState, rules: Rules) -> list[Action]:
    """``move_plague`` in a final turn: a real move while nobody moved the plague in
    this final round, else the "move" to where it stands."""
    final = g.final
    assert final is not None
    reach = final_reach(g, rules)
    if reach == 0:
        return []
    table = rules.actions.move_plague
    if final.plague_user is not None:
        return [table[g.plague]]
    return [table[r] for r in reachable(g, rules, g.plague, reach)]


def record_final_move(g: GameState, rules: Rules) -> list[str]:
    """The current player used every plague card they can use now: note the users."""
    final = g.final
    assert final is not None
    cards = [ab.id for ab in rules.hooks["final_plague_reach"]
             if ab.final_plague_reach(g, rules) > 0]
    for card in cards:
        g.turn.used.add(card)
        g.plague_cards.final_users[card] = g.current
    if final.plague_user is None:
        final.plague_user = g.current
    return cards


def soldier_token(g: GameState, rules: Rules) -> None:
    """The Soldier's final token: placed next to the plague region now, from the supply
    or (when it is empty) a random discarded token (ruling 2)."""

    if (g.supply or g.revealed) and rules.driver.spread_targets(g, rules):
        g.turn.spreads_left = 1
        decisions.interrupt(g, "spread")


def draw_discarded(g: GameState) -> Token:
    """A random discarded (revealed) token, back into play face down under a new uid
    (its old uid was seen with its face)."""
    token = g.revealed.pop(g.rng.randrange(len(g.revealed)))
    tokens = [t for ts in g.rats.values() for t in ts] + g.supply + g.removed + g.revealed
    uid = 1 + max((t.uid for t in tokens), default=token.uid)
    return Token(max(uid, token.uid + 1), token.face, token.start)


def final_spread_done(g: GameState, rules: Rules, ev: list[Event]) -> None:
    g.turn.spreads_left = 0
    decisions.resume(g, "final_turn")


def user(g: GameState, card: str) -> int | None:
    """The seat that used ``card`` in this final round (None: nobody)."""
    return g.plague_cards.final_users.get(card)


def plague_region(g: GameState, rules: Rules, region: str, bonus: int,
                  ev: list[Event]) -> bool:
    """The plague region in the final plague: the Crusader's order or the plain
    resolution (the Serf working during it; a region-card window may pause it before
    each reveal), the end of that resolution, then Boccaccio. True: a decision awaits;
    entered again when it is made, it goes on where it stopped (``final_done``)."""
    pc = g.plague_cards
    done = pc.final_done
    if "resolved" not in done:
        if not done:
            done.append("started")
            # the kill tally, only for the end-of-phase triggers (Boccaccio, Inquisitor)
            pc.kills = [0] * g.players if rules.hooks["after_plague_phase"] else []
            if g.rats[region] and any(g.pieces[region]):
                ev.append(Event("region_resolving", {"region": region}))
                for ability in rules.hooks["takes_resolution"]:
                    if ability.takes_resolution(g, rules, region, bonus, ev):
                        return True
        if resolve_region(g, rules, region, bonus, ev):
            return True  # paused before a reveal: the window's last pass resumes here
        for ability in rules.hooks["resolution_over"]:
            ability.resolution_over(g, rules, ev)
        done.append("resolved")
    for ability in rules.hooks["after_plague_phase"]:
        if ability.id in done:
            continue
        done.append(ability.id)
        if ability.after_plague_phase(g, rules):
            return True
    pc.kills = []
    return False
