"""The premium and standard actions of the twelve buildings (ids from the data)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .effects import Events, draw, emit, lose_rats, take
from .phases import push
from .resolve import count_of
from .state import Pending, State, Task

Effect = Callable[[State, int, int, dict[str, Any], Events], None]


def _vp(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    g.vp[seat] += spec["n"]
    emit(ev, "vp", seat=seat, gain=spec["n"])


def _take(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    take(g, seat, spec["pile"], spec["n"], ev)


def _discard_rats(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    lose_rats(g, seat, spec["n"], ev)


def _draw(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    draw(g, seat, spec["n"], ev)


def _brew(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    draw(g, seat, count_of(g.row[index].laid[seat]) // spec["per"], ev)


def _look(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    push(g, [("looks", seat, "fortune_teller", spec["n"], ())])


def _hospital(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    if spec["rats"]:
        lose_rats(g, seat, spec["rats"], ev)
    most = min(spec["max"], g.rats[seat], g.hand_size(seat))
    if most >= 1:
        g.pending = Pending("hospital", seat, building=index, count=most)


def _levy(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    """Givers are fixed now, from the hand sizes now; they give clockwise from the left."""
    sheltered = {s for slot in g.row if slot.building == "guard_tower" for s in slot.entrants}
    mine = g.hand_size(seat)
    givers = [s for s in g.clockwise_from(seat)[1:]
              if s not in sheltered and g.hand_size(s) >= mine]
    emit(ev, "levy", seat=seat, givers=givers)
    push(g, [("levy_give", index, seat, s, spec["n"]) for s in givers])


def _none(g: State, index: int, seat: int, spec: dict[str, Any], ev: Events) -> None:
    return


EFFECTS: dict[str, Effect] = {
    "vp": _vp, "take": _take, "discard_rats": _discard_rats, "draw": _draw, "brew": _brew,
    "look": _look, "hospital": _hospital, "levy": _levy, "none": _none,
}


def action(g: State, task: Task, ev: Events) -> None:
    _, index, seat, which = task
    spec = getattr(g.cat.buildings[g.row[index].building], which)
    emit(ev, which, seat=seat, building=index, action=spec["id"])
    EFFECTS[spec["id"]](g, index, seat, spec, ev)


def levy_give(g: State, task: Task, ev: Events) -> None:
    _, index, holder, giver, n = task
    count = min(n, g.hand_size(giver))
    if count >= 1:
        g.pending = Pending("give", giver, building=index, source="guard_tower", to=holder,
                            count=count)
