"""What the board shows right now: a copy of a PlayerView that events move forward.

The scene animates one event at a time; between events it shows this mirror.
It only replays what each event says happened (no rules): after the last event
of an action it is replaced by a fresh view from the game, so it never drifts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rattus_desktop.games.rattus.rules import Event, Face, PlayerView
from rattus_desktop.games.rattus.rules.modules.region_cards.state import RegionCard
from rattus_desktop.games.rattus.ui import region_display, university_display
from rattus_desktop.games.rattus.ui.bigbox_display import HANDLERS as BIGBOX_HANDLERS
from rattus_desktop.games.rattus.ui.guild_display import HANDLERS as GUILD_HANDLERS
from rattus_desktop.games.rattus.ui.guild_display import guild_fields
from rattus_desktop.games.rattus.ui.upgrade_tiles import HANDLERS as UPGRADE_HANDLERS


@dataclass
class DisplayState:
    players: int
    regions: tuple[str, ...]
    pieces: dict[str, list[int]]
    tokens: dict[str, list[int]]  # region -> token uids, oldest first
    known: dict[int, Face]  # faces the viewing seat knows (Witch), by uid
    plague: str
    palace: list[int]
    reserve: list[int]
    holders: dict[str, int | None]
    supply: int
    revealed: list[Face] = field(default_factory=list)
    current: int | None = None
    phase: str = "setup"
    # Big Box items (empty in classic games)
    nomad: str | None = None
    nuns: tuple[str, ...] = ()
    bishops: tuple[str, ...] = ()
    potions: dict[str, tuple[int, ...]] = field(default_factory=dict)
    baker: tuple[int, ...] = ()  # pieces on the Baker card, per owner (empty: no Baker)
    disabled: tuple[str, ...] = ()  # class cards the Inquisitor disabled
    diplomats: dict[str, tuple[int, ...]] = field(default_factory=dict)  # the Sultan's
    hand_sizes: tuple[int, ...] = ()  # region cards per seat (empty: no such module)
    covers: dict[str, RegionCard] = field(default_factory=dict)  # class card -> its cover
    drawn: tuple[str, ...] = ()  # the regions of the region cards the Explorer revealed
    upgrades: dict[str, int] = field(default_factory=dict)  # tiles on cards: card -> 2 or 3
    upgrade_module: bool = False  # the Upgrades module is in this game
    # guild spaces / tavern cities -> occupant (None: the module is off); the walls
    guild: dict[str, int | None] | None = None
    tavern: dict[str, int | None] | None = None
    walls: tuple[tuple[str, str], ...] = ()
    alchemist_tile: str | None = None
    # the Universities module (ui/university_display.py; empty without it)
    universities: dict[str, str] = field(default_factory=dict)  # green/plain -> region
    markers: tuple[str, ...] = ()
    events_left: int | None = None
    last_event: dict[str, Any] | None = None  # the event card revealed last
    uni_points: tuple[int, ...] = ()
    final_found: bool = False  # the last "found a university" (ruling 8) under way
    professor_drawn: bool = False  # the Professor's final draw awaits its pick

    @classmethod
    def from_view(cls, view: PlayerView) -> DisplayState:
        return cls(
            players=view.players, regions=tuple(view.regions),
            pieces={r: list(p) for r, p in view.pieces.items()},
            tokens={r: [t.uid for t in ts] for r, ts in view.tokens.items()},
            known=dict(view.known()), plague=view.plague, palace=list(view.palace),
            reserve=list(view.reserve), holders=dict(view.holders),
            supply=view.supply_count, revealed=list(view.revealed),
            current=view.current_player, phase=view.phase,
            nomad=view.nomad, nuns=tuple(view.nuns), bishops=tuple(view.bishops),
            potions=dict(view.potions), baker=tuple(view.plague_cards.baker),
            disabled=tuple(d.card for d in view.plague_cards.disabled),
            diplomats=_diplomats(view), hand_sizes=region_display.hand_sizes(view),
            covers=region_display.covers(view), drawn=region_display.drawn(view),
            upgrades=dict(view.upgrades.levels),
            upgrade_module="upgrades" in (view.config.option("modules") or ()),
            **guild_fields(view),
            **university_display.from_view(view),
        )

    def on_board(self, seat: int) -> int:
        return sum(p[seat] for p in self.pieces.values())

    # -- replaying events -------------------------------------------------------
    def apply(self, event: Event) -> None:
        handler = _HANDLERS.get(event.kind)
        if handler is not None:
            handler(self, event.data)


def _diplomats(view: PlayerView) -> dict[str, tuple[int, ...]]:
    """The Sultan's diplomats per region per seat (empty without the Sultan)."""
    found = view.guilds.diplomats if view.guilds is not None else None
    return {r: tuple(d) for r, d in (found or {}).items()}


def _placed(s: DisplayState, d: dict[str, Any]) -> None:
    s.pieces[d["region"]][d["seat"]] += d["count"]
    s.reserve[d["seat"]] -= d["count"]


def _merchant(s: DisplayState, d: dict[str, Any]) -> None:
    s.pieces[d["from"]][d["seat"]] -= d["count"]
    s.pieces[d["to"]][d["seat"]] += d["count"]


def _palace(s: DisplayState, d: dict[str, Any]) -> None:
    s.pieces[d["region"]][d["seat"]] -= 1
    s.palace[d["seat"]] += 1


def _token_moved(s: DisplayState, d: dict[str, Any]) -> None:
    uid = s.tokens[d["from"]].pop(d["index"])
    s.tokens[d["to"]].append(uid)


def _swapped(s: DisplayState, d: dict[str, Any]) -> None:
    if not d["swap"]:
        return
    (ra, ia), (rb, ib) = d["tokens"]
    s.tokens[ra][ia], s.tokens[rb][ib] = s.tokens[rb][ib], s.tokens[ra][ia]


def _plague(s: DisplayState, d: dict[str, Any]) -> None:
    s.plague = d["to"]


def _spread(s: DisplayState, d: dict[str, Any]) -> None:
    s.tokens[d["region"]].append(d["uid"])
    s.supply = max(0, s.supply - 1)


def _revealed(s: DisplayState, d: dict[str, Any]) -> None:
    uids = s.tokens[d["region"]]
    if d["uid"] in uids:
        uids.remove(d["uid"])
    elif uids:
        uids.pop(0)
    face = d["face"]
    s.revealed.append(Face.from_json(face))
    s.known.pop(d["uid"], None)


def _lost(s: DisplayState, d: dict[str, Any]) -> None:
    s.pieces[d["region"]][d["seat"]] -= d["count"]
    s.reserve[d["seat"]] += d["count"]


def _card(s: DisplayState, d: dict[str, Any]) -> None:
    s.holders[d["card"]] = d["seat"]


def _turn(s: DisplayState, d: dict[str, Any]) -> None:
    s.current = d["seat"]


_HANDLERS = {
    "setup_placed": _placed, "placed": _placed, "merchant_moved": _merchant,
    "to_palace": _palace, "token_moved": _token_moved, "witch_swapped": _swapped,
    "plague_moved": _plague, "token_spread": _spread, "token_revealed": _revealed,
    "pieces_lost": _lost, "card_taken": _card, "turn_started": _turn,
    "final_turn_started": _turn,
}
_HANDLERS.update(BIGBOX_HANDLERS)
_HANDLERS.update(region_display.HANDLERS)
_HANDLERS.update(UPGRADE_HANDLERS)
_HANDLERS.update(GUILD_HANDLERS)
_HANDLERS.update(university_display.HANDLERS)
