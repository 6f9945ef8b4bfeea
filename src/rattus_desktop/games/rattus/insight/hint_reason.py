"""Why the hint's move (Rattus): the plague risk it changes, from the seat's view only.

``hint_reason(view, action)`` compares ``region_risks`` of the view with those of the
view after the move on a world sampled from it (nothing but the view is read; a move
that would reveal a face gives no comparison). Kinds (ids and data; the Qt layer owns
the words):

- ``plague_to`` {region, outbreak, mine, other, theirs}: the move takes the plague to
  ``region``: the chance of an outbreak there, this seat's expected loss and that of
  the seat (``other``) who would lose most;
- ``risk_change`` {region, before, after, mine_before, mine_after}: the region where
  this seat's expected loss changes most (outbreak chances before and after);
- None: the move changes no region's risk for this seat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.games.rattus.insight.risk import RegionRisk, region_risks
from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.view import PlayerView

MIN_CHANGE = Fraction(1, 20)  # a change of expected loss smaller than this is no reason


@dataclass(frozen=True)
class HintReason:
    kind: str  # "plague_to" or "risk_change"
    region: str
    before: Fraction  # the outbreak chance there before the move (plague_to: the chance)
    after: Fraction  # ... and after it (plague_to: the same)
    mine_before: Fraction  # this seat's expected loss there before
    mine_after: Fraction
    other: int | None = None  # plague_to: the seat that would lose most there
    theirs: Fraction = Fraction(0)


def hint_reason(view: PlayerView, action: Action) -> HintReason | None:
    seat = view.seat
    if seat is None:
        return None
    before = region_risks(view)
    if action.type == "move_plague":
        return _plague_to(before, str(action.args[0]), seat)
    world = view.sample(random.Random(0))
    assert isinstance(world, Game)
    try:
        world.apply(action)
    except IllegalAction:
        return None
    after_view = world.view(seat)
    if len(after_view.revealed) != len(view.revealed):
        return None
    return _largest_change(before, region_risks(after_view), seat)


def _plague_to(risks: dict[str, RegionRisk], region: str, seat: int) -> HintReason | None:
    risk = risks.get(region)
    if risk is None:
        return None
    others = [(v, s) for s, v in enumerate(risk.loss) if s != seat]
    theirs, other = max(others, default=(Fraction(0), None))
    return HintReason("plague_to", region, risk.outbreak, risk.outbreak, risk.loss[seat],
                      risk.loss[seat], other if theirs > 0 else None, theirs)


def _largest_change(before: dict[str, RegionRisk], after: dict[str, RegionRisk],
                    seat: int) -> HintReason | None:
    best: HintReason | None = None
    gap = MIN_CHANGE
    for region in sorted(set(before) | set(after)):
        old, new = before.get(region), after.get(region)
        mine_old = old.loss[seat] if old else Fraction(0)
        mine_new = new.loss[seat] if new else Fraction(0)
        if abs(mine_new - mine_old) >= gap:
            gap = abs(mine_new - mine_old)
            best = HintReason("risk_change", region,
                              old.outbreak if old else Fraction(0),
                              new.outbreak if new else Fraction(0), mine_old, mine_new)
    return best
