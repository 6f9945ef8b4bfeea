"""How the Big Box's events move the board's DisplayState forward (no rules: each
handler only replays what its event says happened)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules import Face

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.display_state import DisplayState


def _add(s: DisplayState, region: str, seat: int, n: int = 1) -> None:
    s.pieces[region][seat] += n


def _jester(s: DisplayState, d: dict[str, Any]) -> None:
    seat, region = d["seat"], d["region"]
    knocked = d.get("knocked")
    if knocked:
        victim, to = knocked
        _add(s, region, victim, -1)
        _add(s, to, victim)
    _add(s, region, seat)
    s.reserve[seat] -= 1


def _swapped(s: DisplayState, d: dict[str, Any]) -> None:
    (ra, sa), (rb, sb) = d["a"], d["b"]
    _add(s, ra, sa, -1)
    _add(s, rb, sa)
    _add(s, rb, sb, -1)
    _add(s, ra, sb)


def _piper(s: DisplayState, d: dict[str, Any]) -> None:
    _add(s, d["from"], d["seat"], -d["count"])
    _add(s, d["to"], d["seat"], d["count"])
    moved = s.tokens[d["from"]][:d.get("tokens", 0)]
    del s.tokens[d["from"]][:len(moved)]
    s.tokens[d["to"]].extend(moved)


def _mayor(s: DisplayState, d: dict[str, Any]) -> None:
    for region in d["regions"]:
        _add(s, region, d["seat"])
        s.reserve[d["seat"]] -= 1


def _nomad_bonus(s: DisplayState, d: dict[str, Any]) -> None:
    _add(s, d["region"], d["seat"])
    s.reserve[d["seat"]] -= 1


def _judged(s: DisplayState, d: dict[str, Any]) -> None:
    seat, region = d["seat"], d["region"]
    _add(s, region, seat, -1)
    s.reserve[seat] += 1
    if d.get("to_palace"):
        _add(s, region, seat, -1)
        s.palace[seat] += 1


def _nuns(s: DisplayState, d: dict[str, Any]) -> None:
    s.nuns = tuple(sorted(d["regions"]))


def _bishop(s: DisplayState, d: dict[str, Any]) -> None:
    bishops = [b for b in s.bishops if b != d.get("from")]
    s.bishops = (*bishops, d["region"])


def _potion(s: DisplayState, d: dict[str, Any]) -> None:
    per_seat = list(s.potions.get(d["region"], (0,) * s.players))
    per_seat[d["seat"]] += 1
    s.potions[d["region"]] = tuple(per_seat)


def _nomad_moved(s: DisplayState, d: dict[str, Any]) -> None:
    s.nomad = d["path"][-1]


def _nomad_placed(s: DisplayState, d: dict[str, Any]) -> None:
    s.nomad = d["region"]


def _baker_loaded(s: DisplayState, d: dict[str, Any]) -> None:
    seat = d["seat"]
    s.reserve[seat] -= 1
    s.baker = tuple(n + (i == seat) for i, n in enumerate(s.baker))


def _baker_placed(s: DisplayState, d: dict[str, Any]) -> None:
    for seat, n in enumerate(d["pieces"]):
        _add(s, d["region"], seat, n)
    s.baker = (0,) * len(s.baker)


def _boccaccio(s: DisplayState, d: dict[str, Any]) -> None:
    if d["from"] is not None:
        _add(s, d["from"], d["seat"], -1)
        s.palace[d["seat"]] += 1


def _disabled(s: DisplayState, d: dict[str, Any]) -> None:
    if d["card"] is not None:
        s.disabled = (*s.disabled, d["card"])


def _enabled(s: DisplayState, d: dict[str, Any]) -> None:
    s.disabled = tuple(c for c in s.disabled if c != d["card"])


def _turned_up(s: DisplayState, d: dict[str, Any]) -> None:
    """The Crusader turns the plague region's tokens up: they leave the board (shown in
    the prompt that orders them) and join the revealed faces."""
    s.tokens[d["region"]] = [u for u in s.tokens[d["region"]] if u not in d["uids"]]
    s.revealed.extend(Face.from_json(face) for face in d["faces"])


def _diplomat(s: DisplayState, d: dict[str, Any]) -> None:
    per_seat = list(s.diplomats.get(d["region"], (0,) * s.players))
    per_seat[d["seat"]] += 1
    s.diplomats[d["region"]] = tuple(per_seat)


HANDLERS = {
    "jester_dropped": _jester, "pieces_swapped": _swapped, "piper_moved": _piper,
    "mayor_added": _mayor, "nomad_bonus": _nomad_bonus, "judged": _judged,
    "nuns_placed": _nuns, "bishop_placed": _bishop, "potion_placed": _potion,
    "nomad_moved": _nomad_moved, "nomad_placed": _nomad_placed,
    "baker_loaded": _baker_loaded, "baker_placed": _baker_placed,
    "boccaccio_moved": _boccaccio, "card_disabled": _disabled, "card_enabled": _enabled,
    "crusader_turned_up": _turned_up, "serf_placed": _nomad_bonus,
    "diplomat_placed": _diplomat,
}
