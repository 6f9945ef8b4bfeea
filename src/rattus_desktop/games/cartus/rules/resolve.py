"""Phase D: each building's card step (influence, rats, Swords, Flutes), its actions
(or the last round's extra space) and its clearing."""

from __future__ import annotations

from .effects import Events, advance_disc, emit, gain_rats, put_back
from .phases import push
from .state import Pending, Slot, State, Task


def count_of(cards: list[str]) -> int:
    """Population cards plus jokers."""
    return sum(1 for c in cards if c == "joker" or ":" in c)


def premium_holder(g: State, index: int) -> int | None:
    """Who takes the premium in this building (2 players: the round's holder, if here)."""
    slot = g.row[index]
    if g.rules.single_premium:
        return g.round_premium if g.round_premium in slot.entrants else None
    best: int | None = None
    for seat in slot.entrants:  # entry order: the first of equal counts wins
        if best is None or count_of(slot.laid[seat]) > count_of(slot.laid[best]):
            best = seat
    return best


def phase_d(g: State, task: Task, ev: Events) -> None:
    if g.rules.single_premium:
        totals = {s: 0 for s in g.entered}
        for slot in g.row:
            slot.revealed = bool(slot.entrants)
            for seat in slot.entrants:
                totals[seat] += count_of(slot.laid[seat])
        holder = g.entered[0]
        for seat in g.entered:
            if totals[seat] > totals[holder]:
                holder = seat
        g.round_premium = holder
        emit(ev, "laid_revealed", laid=_laid_json(g.row))
        emit(ev, "round_premium", seat=holder)
    push(g, [("building", i) for i in range(len(g.row))] + [("end_round",)])


def _laid_json(row: list[Slot]) -> list[dict[str, list[str]]]:
    return [{str(s): sorted(c) for s, c in slot.laid.items()} for slot in row]


def building(g: State, task: Task, ev: Events) -> None:
    index = task[1]
    slot = g.row[index]
    if not slot.entrants:
        return
    g.resolving = index
    slot.revealed = True
    cls = g.cat.buildings[slot.building].cls
    emit(ev, "cards_revealed", building=index,
         laid={str(s): sorted(slot.laid[s]) for s in slot.entrants})
    for seat in slot.entrants:
        advance_disc(g, seat, cls, count_of(slot.laid[seat]), ev)
    for seat in slot.entrants:
        mismatched = sum(1 for c in slot.laid[seat] if ":" in c and not c.startswith(cls + ":"))
        if mismatched:
            gain_rats(g, seat, mismatched, ev)
    tasks: list[Task] = []
    for seat in slot.entrants:
        tasks += [("sword", index, seat)] * slot.laid[seat].count("sword")
        tasks += [("flute", index, seat)] * slot.laid[seat].count("flute")
    tasks += _actions(g, index)
    tasks.append(("clear", index))
    push(g, tasks)


def _actions(g: State, index: int) -> list[Task]:
    holder = premium_holder(g, index)
    if g.last_round:
        return [("extra", index, holder)] if holder is not None else []
    tasks: list[Task] = [("action", index, holder, "premium")] if holder is not None else []
    others = [s for s in g.row[index].entrants if s != holder]
    return tasks + [("action", index, s, "standard") for s in others]


def others_in(g: State, index: int, seat: int) -> tuple[int, ...]:
    return tuple(sorted(s for s in g.row[index].entrants if s != seat))


def sword(g: State, task: Task, ev: Events) -> None:
    _, index, seat = task
    targets = others_in(g, index, seat)
    if targets:
        g.pending = Pending("sword", seat, building=index, targets=targets)
    else:
        emit(ev, "sword_idle", seat=seat, building=index)


def flute(g: State, task: Task, ev: Events) -> None:
    _, index, seat = task
    targets = others_in(g, index, seat)
    if targets and g.rats[seat] > 0:
        g.pending = Pending("flute", seat, building=index, targets=targets)
    else:
        emit(ev, "flute_idle", seat=seat, building=index)


def extra_space(g: State, task: Task, ev: Events) -> None:
    _, index, seat = task
    cls = g.cat.buildings[g.row[index].building].cls
    emit(ev, "extra_space", seat=seat, building=index)
    advance_disc(g, seat, cls, 1, ev)


def clear(g: State, task: Task, ev: Events) -> None:
    slot = g.row[task[1]]
    for seat in slot.entrants:
        for card in slot.laid[seat]:
            put_back(g, card)
        slot.laid[seat] = []
    slot.cleared = True
    g.resolving = None
    emit(ev, "cleared", building=task[1])
