"""State of the Big Box cards that move or shape the plague (Soldier, Crusader,
Inquisitor, Serf, Boccaccio, Baker, Emperor), hung on ``GameState.plague_cards``.

Everything here is public information (walls, pieces on the Baker, disabled cards,
tokens the Crusader turned up, who used which plague card in the final round).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.tokens import Token

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.state import GameState

Wall = tuple[str, str]


@dataclass(slots=True)
class Disabled:
    """A class card the Inquisitor disabled: until the end of its holder's next turn or
    until the card changes hands (ruling 21). The victim is never the active player when
    a card is disabled, so the disable ends with the next turn of ``seat`` that ends."""

    seat: int
    card: str


@dataclass(slots=True)
class PlagueCardsState:
    #: the Emperor's walls: borders (pairs in board order), sorted; empty: none out
    walls: tuple[Wall, ...] = ()
    #: pieces lying on the Baker card, per owner (empty list: no Baker in this game)
    baker: list[int] = field(default_factory=list)
    disabled: list[Disabled] = field(default_factory=list)
    #: pieces of each seat killed in the plague phase under way (potions do not count)
    kills: list[int] = field(default_factory=list)
    #: the Crusader's turned-up tokens still waiting to resolve (oldest first), their
    #: region and the POP bonus that applies to them
    waiting: list[Token] = field(default_factory=list)
    waiting_region: str | None = None
    waiting_bonus: int = 0
    #: what is left of the plague phase after the resolution ("boccaccio",
    #: "inquisitor"): the steps still to check, in order
    after: list[str] = field(default_factory=list)
    #: final round: plague card -> the seat that used it (ruling 7)
    final_users: dict[str, int] = field(default_factory=dict)
    #: final plague: the plague region's own steps already done ("crusader", "boccaccio")
    final_done: list[str] = field(default_factory=list)

    def copy(self) -> PlagueCardsState:
        return PlagueCardsState(
            self.walls, list(self.baker),
            [Disabled(d.seat, d.card) for d in self.disabled], list(self.kills),
            list(self.waiting), self.waiting_region, self.waiting_bonus, list(self.after),
            dict(self.final_users), list(self.final_done))


def is_disabled(state: PlagueCardsState, card: str) -> bool:
    return any(d.card == card for d in state.disabled)


def card_changed_hands(g: GameState, card: str, ev: list[Event]) -> None:
    """Ruling 21: a disabled card is enabled again once it changes hands (taken, or
    discarded to the supply by a University event)."""
    pc = g.plague_cards
    for entry in [d for d in pc.disabled if d.card == card]:
        pc.disabled.remove(entry)
        ev.append(Event("card_enabled", {"seat": entry.seat, "card": entry.card}))


def plague_cards_summary(out: dict[str, Any], g: GameState) -> None:
    """The summary's ``walls``, ``baker`` and ``disabled`` (scenario-format-bigbox.md)."""
    pc = g.plague_cards
    out["walls"] = [list(w) for w in pc.walls]
    if pc.baker:
        out["baker"] = list(pc.baker)
    out["disabled"] = [{"seat": d.seat, "card": d.card} for d in pc.disabled]


def others_killed(g: GameState, seat: int) -> int:
    """Pieces of players other than ``seat`` killed in the plague phase under way."""
    return sum(n for s, n in enumerate(g.plague_cards.kills) if s != seat)
