"""Big Box Upgrades module (Academia): the tiles, the ``upgrade`` action and the one
place every ability reads its level from.

``level(g, card)`` is 1 while the card's ability is used from its guild space (ruling 27:
a space is always level I, whatever tile lies on the card), 3 while it is used through
the Alchemist (ruling 25: while listing or applying such a use, and for the rest of a
turn in which it was used that way), else the tile on the card (2 or 3), else 1.
``param(g, card, key)`` is the value of a tile parameter at that level
(``data/rattus-bigbox-upgrades.toml``).

Uses per turn: an ability whose tile gives several uses repeats its action (ruling 24);
``spend`` counts them in ``TurnState.used`` (``"monk:1"`` after the first of two, the
card id once none is left), so "once per turn" stays the card id in ``used``. A use
through the Alchemist leaves ``"<card><alchemist"`` there (level III for the rest of the
turn), the card id (its own card is closed: one source per turn) and, once none of its
uses is left, ``"<card><alchemist!"``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.data import DATA_DIR, all_cards
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.setup_contract import APPLIERS

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

MODULE = "upgrades"
TOP = 3
VIA_MARK = "<alchemist"
VIA_DONE = "<alchemist!"
CARD_MARK = "<card"  # a part of a use made from the card that ``uses_made`` does not count
T = TypeVar("T")


@dataclass(slots=True)
class UpgradeState:
    """Tiles on cards, the Alchemist's tile, and what the Alchemist rule needs."""

    levels: dict[str, int] = field(default_factory=dict)  # card -> 2 or 3
    alchemist_tile: str | None = None
    #: the card taken this turn when ``TurnState.took_card`` (None: an upgrade)
    last_taken: str | None = None
    #: transient: the card whose ability is being listed or applied through the
    #: Alchemist (None outside such a call)
    via: str | None = None
    #: transient: the card whose base ability is being listed, checked or applied from
    #: its guild space, at level I (None outside such a call)
    base: str | None = None

    def copy(self) -> UpgradeState:
        return UpgradeState(dict(self.levels), self.alchemist_tile, self.last_taken, self.via,
                            self.base)


@cache
def _data() -> dict[str, Any]:
    with (DATA_DIR / "rattus-bigbox-upgrades.toml").open("rb") as fh:
        return tomllib.load(fh)


@cache
def tiles() -> dict[str, dict[str, list[Any]]]:
    """Card -> parameter -> its values at levels I, II, III."""
    return dict(_data()["tiles"])


@cache
def no_tile() -> frozenset[str]:
    """Cards that have no upgrade by design (Philosopher, Alchemist, Jester)."""
    return frozenset(_data()["no_tile"])


def level(g: GameState, card: str) -> int:
    """The level of ``card``'s ability for the current use (1, 2 or 3)."""
    up = g.upgrades
    if up.base == card:  # from its guild space (ruling 27)
        return 1
    through = up.via is not None or up.alchemist_tile is not None  # (marks need a tile)
    if through and (up.via == card or card + VIA_MARK in g.turn.used):
        return TOP
    return up.levels.get(card, 1)


def at_base(g: GameState, card: str, run: Callable[[], T]) -> T:
    """``run()`` with ``card``'s ability taken at level I: used from its guild space
    (ruling 27: tiles on the card never reach the space)."""
    up = g.upgrades
    before, up.base = up.base, card
    try:
        return run()
    finally:
        up.base = before


def flat(g: GameState) -> bool:
    """No tile anywhere and no use through the Alchemist: every ability at level I (a
    fast path for the hot listing code: classic games and games without tiles)."""
    up = g.upgrades
    return not up.levels and up.via is None and up.alchemist_tile is None


def param(g: GameState, card: str, key: str) -> Any:
    """The value of ``key`` for ``card`` at its level now (``tiles()[card][key]``)."""
    return tiles()[card][key][level(g, card) - 1]


def uses_made(g: GameState, card: str) -> int:
    """Uses of ``card``'s ability this turn before its last one."""
    used = g.turn.used
    return sum(1 for k in (1, 2) if f"{card}:{k}" in used)


def spend(g: GameState, card: str) -> None:
    """Count one use of ``card``'s ability this turn (its tile may allow more)."""
    used = g.turn.used
    if flat(g):
        used.add(card)
        return
    made = uses_made(g, card) + 1
    allowed = param(g, card, "uses") if "uses" in tiles().get(card, {}) else 1
    done = made >= allowed
    if g.upgrades.via == card:
        used.update((card + VIA_MARK, card))
        used.add(card + VIA_DONE if done else f"{card}:{made}")
    else:
        used.add(card if done else f"{card}:{made}")


def source_open(g: GameState, card: str) -> bool:
    """Ruling 25: the Alchemist may serve ``card``'s ability only when the card itself
    has not been used this turn (one source per turn)."""
    used = g.turn.used
    if card + VIA_MARK in used:
        return True
    return card not in used and uses_made(g, card) == 0 and card + CARD_MARK not in used


# -- the upgrade action ------------------------------------------------------------
def has_tile(card: str) -> bool:
    return card in tiles()


def tile_free(g: GameState, card: str) -> bool:
    """Whether ``card``'s tile is off its card (in the supply or on the Alchemist)."""
    return card not in g.upgrades.levels


def upgrade_actions(g: GameState, rules: Rules) -> list[Action]:
    """Instead of ``take_card``: a tile on one of your cards, or II turned to III."""
    if MODULE not in rules.modules or g.turn.took_card or g.final is not None:
        return []
    seat = g.current
    return [new_action("upgrade", (c,)) for c in rules.cards
            if g.holders[c] == seat and has_tile(c) and g.upgrades.levels.get(c, 1) < TOP]


def apply_upgrade(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (card,) = action.args
    up = g.upgrades
    new = up.levels.get(card, 1) + 1
    if new == 2 and up.alchemist_tile == card:  # ruling 24: taken from the Alchemist
        up.alchemist_tile = None
    up.levels[card] = new
    up.last_taken = None
    g.turn.took_card = True
    ev.append(Event("card_upgraded", {"seat": g.current, "card": card, "level": new}))


def changed_hands(g: GameState, card: str, ev: list[Event]) -> None:
    """A card changed hands (taken, or back to the supply): its tile returns to the
    supply; the Alchemist's tile returns when the Alchemist changes hands."""
    up = g.upgrades
    if up.levels.pop(card, None) is not None:
        ev.append(Event("tile_returned", {"card": card}))
    if card == "alchemist" and up.alchemist_tile is not None:
        ev.append(Event("tile_returned", {"card": up.alchemist_tile, "from": "alchemist"}))
        up.alchemist_tile = None


def note_taken(g: GameState, card: str, ev: list[Event]) -> None:
    """``take_card``: remember the card (the Alchemist's first turn) and return tiles."""
    g.upgrades.last_taken = card
    changed_hands(g, card, ev)


def summary_levels(g: GameState) -> dict[str, int]:
    return dict(sorted(g.upgrades.levels.items()))


def needs_tiles(cards: Iterable[str], implemented: Iterable[str]) -> list[str]:
    """Cards of ``cards`` that have tiles by design but whose level II/III forms this
    version does not play yet (``configure`` refuses them with the module)."""
    done = set(implemented)
    return [c for c in cards if c not in no_tile() and c not in done]


def explain_upgrade(g: GameState, rules: Rules, action: Action) -> IllegalAction | None:
    """Why ``upgrade`` is illegal now."""
    (card,) = action.args
    if MODULE not in rules.modules:
        return IllegalAction("not_in_game", "the upgrades module is not in this game",
                             type="upgrade")
    if card not in rules.cards:
        return IllegalAction("card_not_in_game", f"{card} is not in this game", card=card)
    if g.phase == "final_turn":
        return IllegalAction("final_round_forbids", "the final round allows no upgrades",
                             what="upgrading")
    if g.phase != "actions":
        return IllegalAction("wrong_phase", "upgrading is not possible now", phase=g.phase)
    if g.turn.took_card:
        return IllegalAction("card_already_taken", "you already took a card or upgraded "
                             "this turn")
    if g.holders[card] != g.current:
        return IllegalAction("card_not_held", f"you do not hold the {card}", card=card)
    if not has_tile(card):
        return IllegalAction("no_tile", f"the {card} has no upgrade tile", card=card)
    return IllegalAction("tile_top", f"the {card} is already at level III", card=card)


# -- explicit setups (scenario-format-bigbox.md: "upgrades", "alchemist_tile") -----------
def _read_by_setup_fields(g: GameState, value: Any) -> None:
    """Checked by the contract's parser; ``setup_fields`` puts it into the state."""


APPLIERS.update(dict.fromkeys(("upgrades", "alchemist_tile"), _read_by_setup_fields))


def setup_fields(g: GameState, rules: Rules, doc: dict[str, Any]) -> str | None:
    """Read ``upgrades`` and ``alchemist_tile``; the reason they are malformed, or None."""
    raw, tile = doc.get("upgrades"), doc.get("alchemist_tile")
    if raw in (None, {}) and tile is None:
        return None
    if MODULE not in rules.modules:
        return "setup.upgrades/alchemist_tile need the upgrades module"
    if raw is not None:
        if not isinstance(raw, dict):
            return "setup.upgrades must be an object {card: 2 or 3}"
        for card, lvl in raw.items():
            if problem := _tile_problem(g, rules, card):
                return f"setup.upgrades.{card}: {problem}"
            if type(lvl) is not int or lvl not in (2, TOP):
                return f"setup.upgrades.{card} must be 2 or 3, not {lvl!r}"[:120]
            if g.holders[card] is None:
                return f"setup.upgrades.{card}: a tile lies only on a held card"
            g.upgrades.levels[card] = lvl
    if tile is not None:
        return _alchemist_tile(g, rules, tile)
    return None


def _tile_problem(g: GameState, rules: Rules, card: Any) -> str | None:
    if not isinstance(card, str) or card not in all_cards():
        return f"unknown card {card!r}"[:80]
    if card not in rules.cards:
        return f"{card} is not in this game"
    if not has_tile(card):
        return f"the {card} has no upgrade tile"
    return None


def _alchemist_tile(g: GameState, rules: Rules, tile: Any) -> str | None:
    if "alchemist" not in rules.cards:
        return "setup.alchemist_tile needs the Alchemist in this game"
    if problem := _tile_problem(g, rules, tile):
        return f"setup.alchemist_tile: {problem}"
    if tile in g.upgrades.levels:
        return f"setup.alchemist_tile: the {tile} tile lies on its card"
    if g.holders["alchemist"] is None:
        return "setup.alchemist_tile: a tile lies only on a held Alchemist"
    g.upgrades.alchemist_tile = tile
    return None
