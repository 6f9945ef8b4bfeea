"""Every name and sentence the GUI shows for a data id, through Qt's translation.

Each table maps ids to English texts marked with ``QT_TRANSLATE_NOOP`` (lupdate
finds them) and translates them at lookup time (``shell.id_texts.IdTexts``). Unknown
ids fall back to the id itself (or the core's English).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Event
from rattus_desktop.games.rattus.ui import (
    bigbox_names,
    guild_words,
    module_reasons,
    region_words,
    upgrade_names,
)
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.plural import Numerus
from rattus_desktop.shell.kit.typography import join_list, unbreakable

_REGION_NAME = IdTexts("Region", {
    "anglia": QT_TRANSLATE_NOOP("Region", "Anglia"),
    "scandia": QT_TRANSLATE_NOOP("Region", "Scandia"),
    "gallia": QT_TRANSLATE_NOOP("Region", "Gallia"),
    "hispania": QT_TRANSLATE_NOOP("Region", "Hispania"),
    "germania": QT_TRANSLATE_NOOP("Region", "Germania"),
    "italia": QT_TRANSLATE_NOOP("Region", "Italia"),
    "hungaria": QT_TRANSLATE_NOOP("Region", "Hungaria"),
    "polonia": QT_TRANSLATE_NOOP("Region", "Polonia"),
    "bulgaria": QT_TRANSLATE_NOOP("Region", "Bulgaria"),
    "turcia": QT_TRANSLATE_NOOP("Region", "Turcia"),
    "russia": QT_TRANSLATE_NOOP("Region", "Russia"),
    "tartaria": QT_TRANSLATE_NOOP("Region", "Tartaria"),
    "palace": QT_TRANSLATE_NOOP("Region", "Palace"),
})


def region_name(rid: str) -> str:
    return _REGION_NAME.get(rid) or bigbox_names.REGION(rid)


REGION_IDS = ("anglia", "scandia", "gallia", "hispania", "germania", "italia", "hungaria",
              "polonia", "bulgaria", "turcia", "russia", "tartaria", "palace",
              *bigbox_names.REGION.table)


def keep_names_whole(text: str) -> str:
    """``text`` with every region name made unbreakable (narrow columns never split one)."""
    for rid in REGION_IDS:
        name = region_name(rid)
        if len(name) > 1 and name in text:
            text = text.replace(name, unbreakable(name))
    return text


_CARD_NAME = IdTexts("Card", {
    "peasant": QT_TRANSLATE_NOOP("Card", "Peasant"),
    "merchant": QT_TRANSLATE_NOOP("Card", "Merchant"),
    "monk": QT_TRANSLATE_NOOP("Card", "Monk"),
    "knight": QT_TRANSLATE_NOOP("Card", "Knight"),
    "witch": QT_TRANSLATE_NOOP("Card", "Witch"),
    "king": QT_TRANSLATE_NOOP("Card", "King"),
})


def card_name(cid: str) -> str:
    return _CARD_NAME.get(cid) or bigbox_names.CARD(cid)


_CARD_TEXT = IdTexts("CardText", {
    "peasant": QT_TRANSLATE_NOOP("CardText", "Place 1 more piece, or 1 where there are no rats."),
    "merchant": QT_TRANSLATE_NOOP("CardText", "Move 1–3 of your pieces to a neighbour."),
    "monk": QT_TRANSLATE_NOOP("CardText", "Move a rat token to a neighbour."),
    "knight": QT_TRANSLATE_NOOP("CardText", "Plague moves 1–2 steps; +2 population."),
    "witch": QT_TRANSLATE_NOOP("CardText", "Look at 2 rat tokens; you may swap them."),
    "king": QT_TRANSLATE_NOOP("CardText", "A piece from a rat-free region to the palace."),
})


def card_text(cid: str) -> str:
    """The short ability text printed on a card."""
    return _CARD_TEXT.get(cid) or bigbox_names.CARD_TEXT(cid, "")


_CLASS_NAME = IdTexts("Class", {
    "peasantry": QT_TRANSLATE_NOOP("Class", "Peasantry"),
    "bourgeoisie": QT_TRANSLATE_NOOP("Class", "Bourgeoisie"),
    "church": QT_TRANSLATE_NOOP("Class", "Church"),
    "chivalry": QT_TRANSLATE_NOOP("Class", "Chivalry"),
    "magic": QT_TRANSLATE_NOOP("Class", "Magic"),
    "royalty": QT_TRANSLATE_NOOP("Class", "Royalty"),
})


def class_name(cls: str) -> str:
    return _CLASS_NAME.get(cls) or bigbox_names.CLASS(cls)


_PHASE_NAME = IdTexts("Phase", {
    "setup": QT_TRANSLATE_NOOP("Phase", "Initial placement"),
    "actions": QT_TRANSLATE_NOOP("Phase", "Action phase"),
    "witch_swap": QT_TRANSLATE_NOOP("Phase", "Witch"),
    "witch_arrange": QT_TRANSLATE_NOOP("Phase", "Witch"),  # Witch II/III
    "spread": QT_TRANSLATE_NOOP("Phase", "Plague: spreading rats"),
    "knight_bonus": QT_TRANSLATE_NOOP("Phase", "Plague: Knight's bonus"),
    "final_turn": QT_TRANSLATE_NOOP("Phase", "Final round"),
    "game_over": QT_TRANSLATE_NOOP("Phase", "Game over"),
})


def phase_name(phase: str) -> str:
    return _PHASE_NAME.get(phase) or bigbox_names.PHASE(phase)


def _fmt(template: str, params: dict[str, Any]) -> str:
    values = {k: _param_text(k, v) for k, v in params.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def _param_text(key: str, value: Any) -> str:
    if key in ("region", "to", "a", "b", "from"):
        return region_name(str(value))
    if key == "card":
        return card_name(str(value))
    if key == "token" and isinstance(value, Sequence) and len(value) == 2:
        return f"{region_name(str(value[0]))} #{int(value[1]) + 1}"
    if key == "expected" and isinstance(value, Sequence):
        return join_list(str(v) for v in value)
    return str(value)


_REASON_TEMPLATES = IdTexts("Reason", {
    "game_over": QT_TRANSLATE_NOOP("Reason", "The game is over."),
    "wrong_phase": QT_TRANSLATE_NOOP("Reason", "That is not possible at this moment."),
    "region_not_in_play": QT_TRANSLATE_NOOP("Reason", "{region} is not in play in this game."),
    "not_legal": QT_TRANSLATE_NOOP("Reason", "That move is not allowed now."),
    "final_round_forbids": QT_TRANSLATE_NOOP("Reason", "The final round allows no {what}."),
    "card_not_in_game": QT_TRANSLATE_NOOP("Reason", "The {card} is not in this game."),
    "card_already_taken": QT_TRANSLATE_NOOP("Reason", "You already took a card this turn."),
    "card_already_held": QT_TRANSLATE_NOOP("Reason", "You already hold the {card}."),
    "already_placed": QT_TRANSLATE_NOOP("Reason", "You already placed pieces this turn."),
    "reserve_empty": QT_TRANSLATE_NOOP("Reason", "Your reserve is empty."),
    "no_rats": QT_TRANSLATE_NOOP(
        "Reason", "{region} has no rats: only the Peasant may place there."),
    "wrong_count": QT_TRANSLATE_NOOP("Reason", "In {region} you may place {expected} pieces."),
    "card_not_held": QT_TRANSLATE_NOOP("Reason", "You do not hold the {card}."),
    "card_used": QT_TRANSLATE_NOOP("Reason", "You already used the {card} this turn."),
    "not_neighbour": QT_TRANSLATE_NOOP("Reason", "{b} does not border {a}."),
    "merchant_count": QT_TRANSLATE_NOOP("Reason", "The Merchant moves 1 to 3 pieces."),
    "not_enough_pieces": QT_TRANSLATE_NOOP("Reason", "You have only {have} pieces in {region}."),
    "no_such_token": QT_TRANSLATE_NOOP("Reason", "There is no such rat token."),
    "region_full": QT_TRANSLATE_NOOP("Reason", "{region} already holds 3 rat tokens."),
    "same_token": QT_TRANSLATE_NOOP("Reason", "Pick two different rat tokens."),
    "region_has_rats": QT_TRANSLATE_NOOP(
        "Reason", "{region} holds rats: the King needs a rat-free region."),
    "no_piece_there": QT_TRANSLATE_NOOP("Reason", "You have no piece in {region}."),
    "must_place_first": QT_TRANSLATE_NOOP("Reason", "Place your pieces before moving the plague."),
    "plague_must_move": QT_TRANSLATE_NOOP("Reason", "The plague must move to another region."),
    "plague_too_far": QT_TRANSLATE_NOOP("Reason", "The plague cannot reach {to} from here."),
    "no_spread_due": QT_TRANSLATE_NOOP("Reason", "No rat token is to be spread now."),
    # a value that is no well-formed action (a script, a scenario): never a click
    **dict.fromkeys(("bad_action", "bad_args", "bad_field", "bad_type", "unknown_type"),
                    QT_TRANSLATE_NOOP("Reason", "That is not a move of this game.")),
    "not_final_round": QT_TRANSLATE_NOOP("Reason", "Only a final-round turn can be ended."),
    "setup_over": QT_TRANSLATE_NOOP("Reason", "The initial placement is over."),
    "no_witch_look": QT_TRANSLATE_NOOP("Reason", "Swap only right after looking with the Witch."),
    "no_bonus_now": QT_TRANSLATE_NOOP(
        "Reason", "The Knight's bonus is decided just before a reveal."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reason", "It is not your turn."),
    "busy": QT_TRANSLATE_NOOP("Reason", "Wait for the pieces to settle."),
    "no_target": QT_TRANSLATE_NOOP("Reason", "Drop it on a region of the board."),
    "nothing_to_move": QT_TRANSLATE_NOOP("Reason", "You cannot move that now."),
})


def reason_text(code: str, params: dict[str, Any] | None, fallback: str) -> str:
    """A translated sentence for an illegal-move reason; the core's English otherwise."""
    template = (_REASON_TEMPLATES.get(code) or bigbox_names.REASON.get(code)
                or module_reasons.REASON.get(code) or upgrade_names.REASON.get(code)
                or guild_words.REASON.get(code))
    if template is None:
        return fallback
    return _fmt(template, dict(params or {}))


def cause_text(cause: str) -> str:
    if cause == "majority":
        return QCoreApplication.translate("Cause", "majority")
    if cause == "all":
        return QCoreApplication.translate("Cause", "all")
    return class_name(cause)


_EVENT_TEMPLATES = IdTexts("Log", {
    "card_taken": QT_TRANSLATE_NOOP("Log", "{seat} takes the {card}."),
    "card_taken_from": QT_TRANSLATE_NOOP("Log", "{seat} takes the {card} from {from_seat}."),
    "token_moved": QT_TRANSLATE_NOOP("Log", "The Monk moves a rat token from {from} to {to}."),
    "witch_looked": QT_TRANSLATE_NOOP("Log", "{seat} looks at two rat tokens with the Witch."),
    "witch_swapped": QT_TRANSLATE_NOOP("Log", "{seat} swaps the two tokens."),
    "witch_kept": QT_TRANSLATE_NOOP("Log", "{seat} leaves the two tokens in place."),
    "to_palace": QT_TRANSLATE_NOOP("Log", "{seat} sends a piece from {region} to the palace."),
    "plague_moved": QT_TRANSLATE_NOOP("Log", "{seat} moves the plague from {from} to {to}."),
    "token_spread": QT_TRANSLATE_NOOP("Log", "A new rat token arrives in {region}."),
    "knight_bonus": QT_TRANSLATE_NOOP("Log", "{seat} uses the Knight: +2 population."),
    "knight_no_bonus": QT_TRANSLATE_NOOP("Log", "{seat} does not use the Knight's bonus."),
    "token_revealed": QT_TRANSLATE_NOOP(
        "Log", "{region}: rats {n} against population {pop} — outbreak!"),
    "token_quiet": QT_TRANSLATE_NOOP(
        "Log", "{region}: rats {n} against population {pop} — spared."),
    "turn_started": QT_TRANSLATE_NOOP("Log", "— {seat}'s turn —"),
    "final_round": QT_TRANSLATE_NOOP("Log", "The end is near: {seat} triggered the final round."),
    "final_turn_started": QT_TRANSLATE_NOOP("Log", "— {seat}'s final turn —"),
    "final_plague": QT_TRANSLATE_NOOP("Log", "The final plague sweeps Europe."),
    "region_resolving": QT_TRANSLATE_NOOP("Log", "The plague strikes {region}."),
    "game_over": QT_TRANSLATE_NOOP("Log", "Game over: {winner} wins."),
})


def event_key(event: Event) -> str:
    """Which log template an event uses (some events have variants)."""
    kind, data = event.kind, event.data
    if kind == "card_taken" and data.get("from_seat") is not None:
        return "card_taken_from"
    if kind == "placed" and data.get("extra"):
        return "placed_extra"
    if kind == "witch_swapped" and not data.get("swap"):
        return "witch_kept"
    if kind == "knight_bonus" and not data.get("use"):
        return "knight_no_bonus"
    if kind == "token_revealed" and not data.get("outbreak"):
        return "token_quiet"
    return kind


class Log(Numerus):
    """Log lines that count pieces (``%n`` plural forms; the context is "Log")."""

    def counted(self, key: str, n: int) -> str | None:
        lines: dict[str, Callable[[], str]] = {
            "setup_placed": lambda: self.tr("{seat} places %n piece(s) in {region}.", "", n),
            "placed": lambda: self.tr("{seat} places %n piece(s) in {region}.", "", n),
            "placed_extra": lambda: self.tr(
                "{seat} places %n piece(s) in {region} (Peasant).", "", n),
            "merchant_moved": lambda: self.tr(
                "{seat} moves %n piece(s) from {from} to {to}.", "", n),
            "pieces_lost": lambda: self.tr(
                "{seat} loses %n piece(s) in {region} ({cause}).", "", n),
        }
        fn = lines.get(key)
        return fn() if fn else None


def event_text(event: Event, seat_names: Sequence[str]) -> str | None:
    """One log line for ``event``, or None for events the log does not show."""
    if event.kind in region_words.LOGGED:
        return region_words.event_text(event.kind, dict(event.data), seat_names,
                                       region_name, card_name)
    key = event_key(event)
    counted = Log().counted(key, int(event.data.get("count", 0) or 0))
    if counted is not None:
        return _format_event(counted, event, seat_names)
    template = upgrade_names.log_template(event) or _EVENT_TEMPLATES.get(key) or \
        bigbox_names.LOG.get(bigbox_names.log_key(event.kind, event.data)) or \
        guild_words.LOG.get(guild_words.log_key(event.kind, event.data))
    if template is None:
        return None
    return _format_event(template, event, seat_names)


def _format_event(template: str, event: Event, seat_names: Sequence[str]) -> str:
    values = _event_values(event, seat_names)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def _seat(seat_names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seat_names):
        return seat_names[seat]
    return "?"


def _event_values(event: Event, seat_names: Sequence[str]) -> dict[str, str]:
    data = event.data
    out: dict[str, str] = {}
    for key, value in data.items():
        if key in ("seat", "from_seat", "trigger", "winner"):
            out[key] = _seat(seat_names, value)
        elif key in ("region", "from", "to"):
            out[key] = region_name(str(value))
        elif key == "card":
            out[key] = card_name(str(value))
        elif key == "cause":
            out[key] = cause_text(str(value))
        else:
            out[key] = str(value)
    if "trigger" in data:
        out["seat"] = _seat(seat_names, data["trigger"])
    if "face" in data:
        out["n"] = str(data["face"].get("n", "?"))
    out.update(bigbox_names.log_values(data, region_name, lambda s: _seat(seat_names, s),
                                       lambda words: join_list(words)))
    out.update(upgrade_names.log_values(event))
    out.update(guild_words.log_values(data, region_name, card_name))
    return out
