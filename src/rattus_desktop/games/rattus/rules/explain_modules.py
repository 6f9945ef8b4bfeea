"""Why an action of the Region cards or Universities module (or of their cards) is
illegal: reason codes with their data and an English default text."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.astronomer import keep_count
from rattus_desktop.games.rattus.rules.abilities.professor import discard_refusal
from rattus_desktop.games.rattus.rules.abilities.royal_librarian import movable, names_which
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.errors import IllegalAction

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

Check = Callable[["GameState", "Rules", Action], "IllegalAction | None"]

#: the decision (phase) of each follow-up or module action type
PHASE_OF = {"region_card": "region_card", "pass": "region_card",
            "keep_region_card": "keep_region_card", "explore": "explore",
            "professor_order": "professor_order", "professor_resolve": "professor_resolve",
            "discard_class_card": "discard_class_card", "move_university": "move_university",
            "bonus_place": "bonus_place"}
MODULE_OF = {"region_card": "region_cards", "pass": "region_cards",
             "discard_class_card": "universities", "move_university": "universities",
             "bonus_place": "universities", "keep_region_card": "region_cards",
             "explore": "region_cards", "professor_order": "universities",
             "professor_resolve": "universities"}
CARD_TYPES = ("astronomer", "explorer", "student", "professor", "royal_librarian")
PLAYED = frozenset(PHASE_OF) | frozenset(CARD_TYPES)
NOT_NOW = {
    "region_card": ("no_window", "region cards are played only in a reaction window, "
                    "before a reveal"),
    "pass": ("no_window", "there is no reaction window to pass in now"),
    "keep_region_card": ("no_astronomer_draw", "keep a region card only right after "
                         "drawing with the Astronomer"),
    "explore": ("no_explorer_reveal", "choose a region card only right after revealing "
                "with the Explorer"),
    "professor_order": ("no_professor_look", "order event cards only right after looking "
                        "with the Professor"),
    "professor_resolve": ("no_professor_draw", "resolve an event card only right after "
                          "drawing with the Professor in the final round"),
    "discard_class_card": ("no_discard_event", "class cards are discarded only when the "
                           "event asks for it"),
    "move_university": ("no_university_move", "universities move only when one is founded"),
    "bonus_place": ("no_class_bonus", "bonus pieces are placed only for a class bonus event"),
}


def _illegal(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


def module_refusal(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    """For the module's own decisions: module off, wrong moment, then the details."""
    module = MODULE_OF[a.type]
    if module not in rules.modules:
        return _illegal("not_in_game", f"{a.type} is not part of this game", type=a.type)
    if g.phase != PHASE_OF[a.type]:
        code, reason = NOT_NOW[a.type]
        return _illegal(code, reason, phase=g.phase)
    return DETAILS[a.type](g, rules, a) if a.type in DETAILS else None


def _drawn_index(index: int, count: int) -> IllegalAction | None:
    if not 0 <= index < count:
        return _illegal("no_such_region_card", f"there is no drawn card {index} (0..{count - 1})",
                        index=index, count=count)
    return None


def _region_card(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    index, card = a.args
    st = g.mods.cards
    assert st is not None
    hand = st.hands[g.current]
    if not 0 <= index < len(hand):
        return _illegal("no_such_region_card", f"your hand has no card {index}", index=index,
                        count=len(hand))
    if card not in rules.cards:
        return _illegal("card_not_in_game", f"the {card} is not in this game", card=card)
    if g.holders[card] != g.current:
        return _illegal("card_not_held", f"you do not hold the {card}", card=card)
    if card in st.covers:
        return _illegal("card_covered", f"a region card already covers the {card}", card=card)
    return _illegal("region_card_misfit", f"that region card does not show the class of the "
                    f"{card}", card=card, cls=rules.card_class[card])


def _keep(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (indices,) = a.args
    st = g.mods.cards
    assert st is not None
    expected = keep_count(g)
    if len(indices) != expected:
        return _illegal("keep_count", f"the Astronomer keeps exactly {expected} card(s)",
                        expected=expected, count=len(indices))
    if len(set(indices)) != len(indices):
        return _illegal("keep_same_card", "keep different drawn cards")
    for index in indices:
        if wrong := _drawn_index(index, len(st.drawn)):
            return wrong
    return None


def _explore(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    st = g.mods.cards
    assert st is not None
    return _drawn_index(a.args[0], len(st.drawn))


def _order(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    st = g.mods.uni
    assert st is not None
    if refused := discard_refusal(g, a.args[1]):
        return refused
    count = len(st.looked)
    return _illegal("bad_order", f"the order must name each of positions 0..{count - 1} once",
                    count=count)


def _resolve(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    st = g.mods.uni
    assert st is not None
    return _illegal("no_such_event", f"there is no drawn event card {a.args[0]}",
                    index=a.args[0], count=len(st.drawn))


def _discard(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (card,) = a.args
    if card is not None and card not in rules.cards:
        return _illegal("card_not_in_game", f"the {card} is not in this game", card=card)
    return _illegal("card_not_held", f"you do not hold the {card}", card=card)


def _taken(g: GameState, region: str) -> IllegalAction:
    return _illegal("university_region_taken", f"{region} has a university or a university "
                    "marker", region=region)


def _move(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _taken(g, a.args[0])


def _not_university(region: str) -> IllegalAction:
    return _illegal("not_university_region", f"{region} has no university", region=region)


def _bonus(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _not_university(a.args[0])


DETAILS: dict[str, Check] = {
    "region_card": _region_card, "keep_region_card": _keep, "explore": _explore,
    "professor_order": _order, "professor_resolve": _resolve, "discard_class_card": _discard,
    "move_university": _move, "bonus_place": _bonus,
}


# -- the cards' uses (after the common checks: in game, held, not used, the phase) --------
def _empty_deck(g: GameState) -> IllegalAction | None:
    st = g.mods.cards
    if st is not None and not st.deck and not st.discard:
        return _illegal("region_deck_empty", "no region card is left to draw (ruling 19)")
    return None


def _reserve(g: GameState) -> IllegalAction | None:
    if g.reserve[g.current] == 0:
        return _illegal("reserve_empty", "your reserve is empty")
    return None


def _astronomer(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _empty_deck(g)


def _explorer(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _reserve(g) or _empty_deck(g)


def _student(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _reserve(g) or _not_university(a.args[0])


def _librarian(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    to, which = a.args
    if not names_which(g):
        if which is not None:
            return _illegal("librarian_which_upgraded", "only an upgraded Royal Librarian "
                            "names which university it moves", which=which)
        return _taken(g, to)
    if which is None:
        return _illegal("librarian_which_needed", "name which university the Royal "
                        "Librarian moves (green or plain)")
    if which not in movable(g):
        return _illegal("university_moved_already", f"the {which} university was already "
                        "moved this turn", which=which)
    return _taken(g, to)


def _professor(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    st = g.mods.uni
    if st is not None and not st.deck and not st.discard:
        return _illegal("event_deck_empty", "no event card is left to look at")
    return None


CARD_CHECKS: dict[str, Check] = {
    "astronomer": _astronomer, "explorer": _explorer, "student": _student,
    "professor": _professor, "royal_librarian": _librarian,
}


def setup_refusal(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    """An initial placement into a university's region (none may go there)."""
    st = g.mods.uni
    if st is not None and a.args[0] in (st.green, st.plain):
        return _illegal("university_no_setup", f"{a.args[0]} has a university: no initial "
                        "pieces may go there", region=a.args[0])
    return None
