"""The action phase: initial placement, taking a card, placing, moving the plague."""

from __future__ import annotations

from collections.abc import Sequence

from rattus_desktop.games.rattus.rules import decisions, final_plague
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.listing import Listing, with_swaps
from rattus_desktop.games.rattus.rules.modules.tavern import taverns
from rattus_desktop.games.rattus.rules.modules.upgrades import upgrades
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState, TurnState
from rattus_desktop.games.rattus.rules.walls import distance, reachable

SETUP_PIECES = 2


def start_turn(g: GameState, seat: int, ev: list[Event]) -> None:
    decisions.await_decision(g, "actions", seat)
    g.turn = TurnState()
    ev.append(Event("turn_started", {"seat": seat}))


def must_place(g: GameState) -> bool:
    """Ruling: placing is mandatory while some region holds rats and the reserve lasts."""
    if g.turn.placed or g.reserve[g.current] == 0:
        return False
    return any(g.rats[r] for r in g.regions)


def setup_actions(g: GameState, rules: Rules) -> list[Action]:
    table = rules.actions.setup_place
    blockers = rules.hooks["blocks_setup"]
    if blockers:  # no initial pieces into a university's region
        return [table[r] for r in g.regions
                if not any(ab.blocks_setup(g, r) for ab in blockers)]
    return [table[r] for r in g.regions]


def apply_setup_place(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (region,) = action.args
    seat = g.current
    g.pieces[region][seat] += SETUP_PIECES
    g.reserve[seat] -= SETUP_PIECES
    ev.append(Event("setup_placed", {"seat": seat, "region": region, "count": SETUP_PIECES}))
    g.setup_order.pop(0)
    if g.setup_order:
        decisions.await_decision(g, "setup", g.setup_order[0])
    else:
        after_setup(g, rules, ev)


def after_setup(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """Set-up steps after the initial placement (the nomad), then the first turn."""
    for ability in rules.hooks["after_setup"]:
        if ability.after_setup(g, rules):
            return
    start_turn(g, g.start_player, ev)


def action_phase_actions(g: GameState, rules: Rules) -> Sequence[Action]:
    seat = g.current
    out: list[Action] = []
    if not g.turn.took_card:
        table = rules.actions.take_card
        blockers = rules.hooks["blocks_take"]
        if blockers:
            out += [table[c] for c in rules.cards if g.holders[c] != seat
                    and not any(b.blocks_take(g, rules, c) for b in blockers)]
        else:
            out += [table[c] for c in rules.cards if g.holders[c] != seat]
        if rules.modules:  # Upgrades: a tile instead of a card
            out += upgrades.upgrade_actions(g, rules)
    if not g.turn.placed:
        out += place_actions(g, rules)
    lazy: list[Sequence[Action]] | None = None
    if "messenger" not in rules.by_card:
        for ability in rules.hooks["uses"]:
            out.extend(ability.uses(g, rules))
    else:
        lazy, out = with_swaps(g, rules, out)
    if not must_place(g):
        out += plague_moves(g, rules)
    return out if lazy is None else Listing([*lazy, out])


def place_actions(g: GameState, rules: Rules) -> list[Action]:
    reserve = g.reserve[g.current]
    out: list[Action] = []
    if g.final is None and reserve > 0:
        table = rules.actions.place
        rats = g.rats
        out += [table[r, min(len(rats[r]), reserve)] for r in g.regions if rats[r]]
    for ability in rules.hooks["place_options"]:
        out.extend(ability.place_options(g, rules))
    return out


def plague_moves(g: GameState, rules: Rules) -> list[Action]:
    reach = 0 if g.final is not None else 1
    for ability in rules.hooks["plague_reach"]:
        reach = max(reach, ability.plague_reach(g, rules))
    table = rules.actions.move_plague
    if g.plague_cards.walls:
        return [table[r] for r in reachable(g, rules, g.plague, reach)]
    return [table[r] for r in rules.reachable(g.plague, reach)]


def apply_take_card(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (card,) = action.args
    previous = g.holders[card]
    g.holders[card] = g.current
    g.turn.took_card = True
    ev.append(Event("card_taken", {"seat": g.current, "card": card, "from_seat": previous}))
    if rules.modules:  # Upgrades: the tile returns; the Alchemist's first turn
        upgrades.note_taken(g, card, ev)
    for ability in rules.hooks["on_card_taken"]:  # Baker, Inquisitor
        ability.on_card_taken(g, rules, card, previous, ev)


def apply_place(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    region, count = action.args
    seat = g.current
    plain = (g.final is None and bool(g.rats[region])
             and count == min(len(g.rats[region]), g.reserve[seat]))
    if not plain:
        claimed = any(ab.claims_place(g, rules, action) for ab in rules.hooks["claims_place"])
        assert claimed, f"no ability allows {action}"
    land(g, rules, region, count, not plain, ev)


def land(g: GameState, rules: Rules, region: str, count: int, extra: bool,
         ev: list[Event]) -> None:
    """The pieces of a ``place`` action land (and the taverns add theirs)."""
    seat = g.current
    g.pieces[region][seat] += count
    g.reserve[seat] -= count
    g.turn.placed = True
    g.turn.just_placed = True
    ev.append(Event("placed", {"seat": seat, "region": region, "count": count,
                               "extra": extra}))
    if g.guilds is not None:
        taverns.after_place(g, ev)


def apply_move_plague(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (to,) = action.args
    start = g.plague
    steps = distance(g, rules, start, to) if g.plague_cards.walls else rules.distance(start, to)
    g.plague = to
    for ability in rules.hooks["on_plague_moved"]:
        ability.on_plague_moved(g, steps)
    cards = final_plague.record_final_move(g, rules) if g.final is not None else []
    ev.append(Event("plague_moved", {"seat": g.current, "from": start, "to": to,
                                     "steps": steps}))
    if "soldier" in cards:
        final_plague.soldier_token(g, rules)
