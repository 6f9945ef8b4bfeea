"""The Universities module's words: the event cards, the module's phases and prompts,
its Chronicle lines and tooltips (the core emits ids: ``rules/universities.py``,
``abilities/student.py``, ``professor.py``, ``royal_librarian.py``).

``bigbox_names`` joins these tables into its own (``extend``), so ``names`` finds them
as it finds every Big Box word."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.plural import Numerus

#: an event card's name, by kind (a class bonus names its class: ``event_name``)
EVENT = IdTexts("Event", {
    "blank": QT_TRANSLATE_NOOP("Event", "Nothing happens"),
    "discard_class_card": QT_TRANSLATE_NOOP("Event", "Discard a class card"),
    "found_university": QT_TRANSLATE_NOOP("Event", "A university is founded"),
    "class_bonus": QT_TRANSLATE_NOOP("Event", "Class bonus: {cls}"),
})
#: what an event card does, by kind (its tooltip)
EVENT_TEXT = IdTexts("Event", {
    "blank": QT_TRANSLATE_NOOP("Event", "Nothing happens this time."),
    "discard_class_card": QT_TRANSLATE_NOOP(
        "Event", "From the start player on, each player holding class cards may return one "
                 "of them to the supply."),
    "found_university": QT_TRANSLATE_NOOP(
        "Event", "Each university (the green one first): the player with the strict "
                 "majority of pieces there scores 1 point, a university marker stays in "
                 "that region, and the active player moves the university to a region with "
                 "neither a university nor a marker."),
    "class_bonus": QT_TRANSLATE_NOOP(
        "Event", "For each {cls} card a player holds, they put 1 piece from their reserve "
                 "into a region with a university (from the active player on)."),
})
UNIVERSITY = IdTexts("Event", {
    "green": QT_TRANSLATE_NOOP("Event", "the green university"),
    "plain": QT_TRANSLATE_NOOP("Event", "the plain university"),
})
#: the same at the start of a sentence
UNIVERSITY_START = IdTexts("Event", {
    "green": QT_TRANSLATE_NOOP("Event", "The green university"),
    "plain": QT_TRANSLATE_NOOP("Event", "The plain university"),
})

PHASE = {
    "discard_class_card": QT_TRANSLATE_NOOP("Phase", "Event: discard a class card"),
    "move_university": QT_TRANSLATE_NOOP("Phase", "Event: a university is founded"),
    "bonus_place": QT_TRANSLATE_NOOP("Phase", "Event: class bonus"),
    "professor_order": QT_TRANSLATE_NOOP("Phase", "Professor"),
    "professor_resolve": QT_TRANSLATE_NOOP("Phase", "Professor"),
}
OPTION = {
    "student": QT_TRANSLATE_NOOP(
        "Status", "use the Student (click the card, then a university's region)"),
    "professor": QT_TRANSLATE_NOOP(
        "Status", "use the Professor (click the card: look at the top event cards)"),
    "royal_librarian": QT_TRANSLATE_NOOP(
        "Status", "use the Royal Librarian (click the card, then a free region)"),
}
#: the status line's sentence for an event decision, by phase ({university}, {event})
DOING = {
    "discard_class_card": QT_TRANSLATE_NOOP(
        "Status", "Event “{event}”: click one of your glowing class cards to return it to "
                  "the supply, or keep them all."),
    "move_university": QT_TRANSLATE_NOOP(
        "Status", "Event “{event}”: click a glowing region to move {university} there."),
    "bonus_place": QT_TRANSLATE_NOOP(
        "Status", "Event “{event}”: click a glowing university region for your piece."),
    "professor_order": QT_TRANSLATE_NOOP(
        "Status", "Professor: click the event cards on the right in the order they go back, "
                  "the top one first."),
    "professor_resolve": QT_TRANSLATE_NOOP(
        "Status", "Professor: choose on the right which drawn event card happens now."),
}
#: the decider is not the player whose turn it is: say so first
OTHERS_DECISION = QT_TRANSLATE_NOOP("Status", "{name} decides now (during {active}'s turn).")
DECIDER_BANNER = QT_TRANSLATE_NOOP("Status", "{name} decides")
DECLINE = {
    "discard_class_card": (QT_TRANSLATE_NOOP("Status", "Return a class card to the supply?"),
                           QT_TRANSLATE_NOOP("Status", "Keep my cards")),
}
#: the Professor's chooser (status line)
PROFESSOR_ORDER_Q = QT_TRANSLATE_NOOP(
    "Status", "Which event card goes back on top now? Placed so far: {placed}")
PROFESSOR_NONE_YET = QT_TRANSLATE_NOOP("Status", "none")
PROFESSOR_RESOLVE_Q = QT_TRANSLATE_NOOP("Status", "Which drawn event card happens now?")
PROFESSOR_DISCARD_REST = QT_TRANSLATE_NOOP("Status", "Discard the others")
PROFESSOR_START_OVER = QT_TRANSLATE_NOOP("Status", "Start over")
PROFESSOR_HANDOVER = QT_TRANSLATE_NOOP(
    "Status", "The Professor lets {name} see the top event cards. Everybody else, look "
              "away.")
PROFESSOR_CARD_TIP = QT_TRANSLATE_NOOP(
    "Status", "Event card {i} from the top: {text} Click to put it back next.")

LOG = {
    "event_blank": QT_TRANSLATE_NOOP("Log", "Event: nothing happens."),
    "event_discard_class_card": QT_TRANSLATE_NOOP(
        "Log", "Event: each player may return a class card to the supply."),
    "event_found_university": QT_TRANSLATE_NOOP("Log", "Event: a university is founded."),
    "event_class_bonus": QT_TRANSLATE_NOOP(
        "Log", "Event: class bonus — a piece into a university region for each {cls} card "
               "held."),
    "events_reshuffled": QT_TRANSLATE_NOOP(
        "Log", "The event discards are shuffled into a new deck."),
    "university_scored": QT_TRANSLATE_NOOP(
        "Log", "{University} in {region} scores 1 point for {seat}."),
    "university_scored_none": QT_TRANSLATE_NOOP(
        "Log", "{University} in {region}: no strict majority, no point."),
    "markers_cleared": QT_TRANSLATE_NOOP(
        "Log", "No region is free any more: every university marker is removed."),
    "university_moved": QT_TRANSLATE_NOOP(
        "Log", "{seat} moves {university} from {from} to {to}."),
    "class_card_discarded": QT_TRANSLATE_NOOP(
        "Log", "{seat} returns the {card} to the supply."),
    "class_card_kept": QT_TRANSLATE_NOOP("Log", "{seat} keeps their class cards."),
    "bonus_placed": QT_TRANSLATE_NOOP("Log", "Class bonus: {seat} puts a piece into {region}."),
    "last_found_university": QT_TRANSLATE_NOOP(
        "Log", "After the final plague, a university is founded one last time."),
    "student_placed": QT_TRANSLATE_NOOP(
        "Log", "The Student brings a piece of {seat} into {region}."),
    "professor_looked": QT_TRANSLATE_NOOP(
        "Log", "{seat} looks at the top {count} event cards with the Professor."),
    "professor_ordered": QT_TRANSLATE_NOOP(
        "Log", "{seat} puts the event cards back in a new order."),
    "professor_ordered_discard": QT_TRANSLATE_NOOP(
        "Log", "{seat} puts the event cards back and discards {discarded} of them."),
    "professor_drew": QT_TRANSLATE_NOOP(
        "Log", "{seat} draws event cards with the Professor: {events}."),
}
LOG_KINDS = frozenset({"event_revealed", "university_scored", "class_card_discarded",
                       "professor_ordered"})

TIP = IdTexts("Tips", {
    "green": QT_TRANSLATE_NOOP(
        "Tips", "The green university, in {region}. At “a university is founded” it scores "
                "first: the strict majority here gets 1 point, then it moves."),
    "plain": QT_TRANSLATE_NOOP(
        "Tips", "A university, in {region}. At “a university is founded” the strict "
                "majority here gets 1 point, then it moves."),
    "no_start": QT_TRANSLATE_NOOP("Tips", "No starting pieces may go into its region."),
    "marker": QT_TRANSLATE_NOOP(
        "Tips", "A university marker: a university stood in {region}. No university may "
                "move here until every marker is removed."),
    "last": QT_TRANSLATE_NOOP("Tips", "The last event revealed: {name}."),
    "none_yet": QT_TRANSLATE_NOOP("Tips", "No event has been revealed yet."),
})
#: the player panel's count line gains the seat's university points
PANEL_POINTS = QT_TRANSLATE_NOOP("Panel", "University points: {n}")


class UniversityCounts(Numerus):
    """The module's texts with a count (``%n`` plural forms)."""

    def deck(self, n: int) -> str:
        return self.tr("The event deck: %n card(s) left. After each player's turn one is "
                       "revealed; the discards are shuffled again when it runs out.", "", n)

    def owed(self, n: int) -> str:
        return self.tr("(%n more piece(s) owed)", "", n)


def event_name(card: dict[str, Any]) -> str:
    """An event card's name (``{"kind": ..., "class": ...}``), in words."""
    from rattus_desktop.games.rattus.ui.names import class_name

    return EVENT(str(card.get("kind"))).format(cls=class_name(str(card.get("class", ""))))


def event_text(card: dict[str, Any]) -> str:
    from rattus_desktop.games.rattus.ui.names import class_name

    return EVENT_TEXT(str(card.get("kind"))).format(cls=class_name(str(card.get("class", ""))))


def log_key(kind: str, data: dict[str, Any]) -> str:
    """The Chronicle template of a Universities event (some have variants)."""
    if kind == "event_revealed":
        return f"event_{data.get('kind')}"
    if kind == "university_scored" and data.get("seat") is None:
        return "university_scored_none"
    if kind == "class_card_discarded" and data.get("card") is None:
        return "class_card_kept"
    if kind == "professor_ordered" and data.get("discarded"):
        return "professor_ordered_discard"
    return kind


def log_values(data: dict[str, Any], join: Callable[[list[str]], str]) -> dict[str, str]:
    """The Universities fields of an event's log line, in words."""
    from rattus_desktop.games.rattus.ui.names import class_name

    out: dict[str, str] = {}
    if isinstance(data.get("university"), str):
        out["university"] = UNIVERSITY(str(data["university"]))
        out["University"] = UNIVERSITY_START(str(data["university"]))
    if isinstance(data.get("class"), str):
        out["cls"] = class_name(str(data["class"]))
    events = data.get("events")
    if isinstance(events, list):
        out["events"] = join([event_name(e) for e in events if isinstance(e, dict)])
    return out


def extend(phase: dict[str, str], option: dict[str, str], log: dict[str, str],
           decline: dict[str, tuple[str, str]]) -> None:
    """Join these tables into the Big Box's (``bigbox_names``); the event decisions'
    status sentences name the event, so ``university_prompts`` writes them."""
    phase.update(PHASE)
    option.update(OPTION)
    log.update(LOG)
    decline.update(DECLINE)


def university_points(ds: Any, seat: int) -> str:
    """A second line for a player's counts: their university points (nothing without
    the module)."""
    if not getattr(ds, "uni_points", ()) or seat >= len(ds.uni_points):
        return ""
    return "\n" + QCoreApplication.translate("Panel", PANEL_POINTS).format(
        n=ds.uni_points[seat])
