"""Every name and sentence the GUI shows for a data id, through Qt's translation.

Each id has its own literal ``QCoreApplication.translate`` call so that lupdate
finds the strings. Unknown ids fall back to the id itself (or the core's English).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Event
from rattus_desktop.shell.plural import Numerus
from rattus_desktop.shell.typography import join_list, unbreakable


def region_name(rid: str) -> str:
    names: dict[str, Callable[[], str]] = {
        "anglia": lambda: QCoreApplication.translate("Region", "Anglia"),
        "scandia": lambda: QCoreApplication.translate("Region", "Scandia"),
        "gallia": lambda: QCoreApplication.translate("Region", "Gallia"),
        "hispania": lambda: QCoreApplication.translate("Region", "Hispania"),
        "germania": lambda: QCoreApplication.translate("Region", "Germania"),
        "italia": lambda: QCoreApplication.translate("Region", "Italia"),
        "hungaria": lambda: QCoreApplication.translate("Region", "Hungaria"),
        "polonia": lambda: QCoreApplication.translate("Region", "Polonia"),
        "bulgaria": lambda: QCoreApplication.translate("Region", "Bulgaria"),
        "turcia": lambda: QCoreApplication.translate("Region", "Turcia"),
        "russia": lambda: QCoreApplication.translate("Region", "Russia"),
        "tartaria": lambda: QCoreApplication.translate("Region", "Tartaria"),
        "palace": lambda: QCoreApplication.translate("Region", "Palace"),
    }
    fn = names.get(rid)
    return fn() if fn else rid


REGION_IDS = ("anglia", "scandia", "gallia", "hispania", "germania", "italia", "hungaria",
              "polonia", "bulgaria", "turcia", "russia", "tartaria", "palace")


def keep_names_whole(text: str) -> str:
    """``text`` with every region name made unbreakable (narrow columns never split one)."""
    for rid in REGION_IDS:
        name = region_name(rid)
        if len(name) > 1 and name in text:
            text = text.replace(name, unbreakable(name))
    return text


def card_name(cid: str) -> str:
    names: dict[str, Callable[[], str]] = {
        "peasant": lambda: QCoreApplication.translate("Card", "Peasant"),
        "merchant": lambda: QCoreApplication.translate("Card", "Merchant"),
        "monk": lambda: QCoreApplication.translate("Card", "Monk"),
        "knight": lambda: QCoreApplication.translate("Card", "Knight"),
        "witch": lambda: QCoreApplication.translate("Card", "Witch"),
        "king": lambda: QCoreApplication.translate("Card", "King"),
    }
    fn = names.get(cid)
    return fn() if fn else cid


def card_text(cid: str) -> str:
    """The short ability text printed on a card."""
    texts: dict[str, Callable[[], str]] = {
        "peasant": lambda: QCoreApplication.translate(
            "CardText", "Place 1 more piece, or 1 where there are no rats."),
        "merchant": lambda: QCoreApplication.translate(
            "CardText", "Move 1–3 of your pieces to a neighbour."),
        "monk": lambda: QCoreApplication.translate(
            "CardText", "Move a rat token to a neighbour."),
        "knight": lambda: QCoreApplication.translate(
            "CardText", "Plague moves 1–2 steps; +2 population."),
        "witch": lambda: QCoreApplication.translate(
            "CardText", "Look at 2 rat tokens; you may swap them."),
        "king": lambda: QCoreApplication.translate(
            "CardText", "A piece from a rat-free region to the palace."),
    }
    fn = texts.get(cid)
    return fn() if fn else ""


def class_name(cls: str) -> str:
    names: dict[str, Callable[[], str]] = {
        "peasantry": lambda: QCoreApplication.translate("Class", "Peasantry"),
        "bourgeoisie": lambda: QCoreApplication.translate("Class", "Bourgeoisie"),
        "church": lambda: QCoreApplication.translate("Class", "Church"),
        "chivalry": lambda: QCoreApplication.translate("Class", "Chivalry"),
        "magic": lambda: QCoreApplication.translate("Class", "Magic"),
        "royalty": lambda: QCoreApplication.translate("Class", "Royalty"),
    }
    fn = names.get(cls)
    return fn() if fn else cls


def phase_name(phase: str) -> str:
    names: dict[str, Callable[[], str]] = {
        "setup": lambda: QCoreApplication.translate("Phase", "Initial placement"),
        "actions": lambda: QCoreApplication.translate("Phase", "Action phase"),
        "witch_swap": lambda: QCoreApplication.translate("Phase", "Witch"),
        "spread": lambda: QCoreApplication.translate("Phase", "Plague: spreading rats"),
        "knight_bonus": lambda: QCoreApplication.translate("Phase", "Plague: Knight's bonus"),
        "final_turn": lambda: QCoreApplication.translate("Phase", "Final round"),
        "game_over": lambda: QCoreApplication.translate("Phase", "Game over"),
    }
    fn = names.get(phase)
    return fn() if fn else phase


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


def _reason_templates() -> dict[str, Callable[[], str]]:
    return {
        "game_over": lambda: QCoreApplication.translate("Reason", "The game is over."),
        "wrong_phase": lambda: QCoreApplication.translate(
            "Reason", "That is not possible at this moment."),
        "region_not_in_play": lambda: QCoreApplication.translate(
            "Reason", "{region} is not in play in this game."),
        "not_legal": lambda: QCoreApplication.translate("Reason", "That move is not allowed now."),
        "final_round_forbids": lambda: QCoreApplication.translate(
            "Reason", "The final round allows no {what}."),
        "card_not_in_game": lambda: QCoreApplication.translate(
            "Reason", "The {card} is not in this game."),
        "card_already_taken": lambda: QCoreApplication.translate(
            "Reason", "You already took a card this turn."),
        "card_already_held": lambda: QCoreApplication.translate(
            "Reason", "You already hold the {card}."),
        "already_placed": lambda: QCoreApplication.translate(
            "Reason", "You already placed pieces this turn."),
        "reserve_empty": lambda: QCoreApplication.translate("Reason", "Your reserve is empty."),
        "no_rats": lambda: QCoreApplication.translate(
            "Reason", "{region} has no rats: only the Peasant may place there."),
        "wrong_count": lambda: QCoreApplication.translate(
            "Reason", "In {region} you may place {expected} pieces."),
        "card_not_held": lambda: QCoreApplication.translate(
            "Reason", "You do not hold the {card}."),
        "card_used": lambda: QCoreApplication.translate(
            "Reason", "You already used the {card} this turn."),
        "not_neighbour": lambda: QCoreApplication.translate("Reason", "{b} does not border {a}."),
        "merchant_count": lambda: QCoreApplication.translate(
            "Reason", "The Merchant moves 1 to 3 pieces."),
        "not_enough_pieces": lambda: QCoreApplication.translate(
            "Reason", "You have only {have} pieces in {region}."),
        "no_such_token": lambda: QCoreApplication.translate(
            "Reason", "There is no such rat token."),
        "region_full": lambda: QCoreApplication.translate(
            "Reason", "{region} already holds 3 rat tokens."),
        "same_token": lambda: QCoreApplication.translate(
            "Reason", "Pick two different rat tokens."),
        "region_has_rats": lambda: QCoreApplication.translate(
            "Reason", "{region} holds rats: the King needs a rat-free region."),
        "no_piece_there": lambda: QCoreApplication.translate(
            "Reason", "You have no piece in {region}."),
        "must_place_first": lambda: QCoreApplication.translate(
            "Reason", "Place your pieces before moving the plague."),
        "plague_must_move": lambda: QCoreApplication.translate(
            "Reason", "The plague must move to another region."),
        "plague_too_far": lambda: QCoreApplication.translate(
            "Reason", "The plague cannot reach {to} from here."),
        "not_final_round": lambda: QCoreApplication.translate(
            "Reason", "Only a final-round turn can be ended."),
        "setup_over": lambda: QCoreApplication.translate(
            "Reason", "The initial placement is over."),
        "no_witch_look": lambda: QCoreApplication.translate(
            "Reason", "Swap only right after looking with the Witch."),
        "no_bonus_now": lambda: QCoreApplication.translate(
            "Reason", "The Knight's bonus is decided just before a reveal."),
        "not_your_turn": lambda: QCoreApplication.translate("Reason", "It is not your turn."),
        "busy": lambda: QCoreApplication.translate("Reason", "Wait for the pieces to settle."),
        "no_target": lambda: QCoreApplication.translate(
            "Reason", "Drop it on a region of the board."),
        "nothing_to_move": lambda: QCoreApplication.translate(
            "Reason", "You cannot move that now."),
    }


def reason_text(code: str, params: dict[str, Any] | None, fallback: str) -> str:
    """A translated sentence for an illegal-move reason; the core's English otherwise."""
    fn = _reason_templates().get(code)
    if fn is None:
        return fallback
    return _fmt(fn(), dict(params or {}))


def cause_text(cause: str) -> str:
    if cause == "majority":
        return QCoreApplication.translate("Cause", "majority")
    if cause == "all":
        return QCoreApplication.translate("Cause", "all")
    return class_name(cause)


def _event_templates() -> dict[str, Callable[[], str]]:
    return {
        "card_taken": lambda: QCoreApplication.translate("Log", "{seat} takes the {card}."),
        "card_taken_from": lambda: QCoreApplication.translate(
            "Log", "{seat} takes the {card} from {from_seat}."),
        "token_moved": lambda: QCoreApplication.translate(
            "Log", "The Monk moves a rat token from {from} to {to}."),
        "witch_looked": lambda: QCoreApplication.translate(
            "Log", "{seat} looks at two rat tokens with the Witch."),
        "witch_swapped": lambda: QCoreApplication.translate("Log", "{seat} swaps the two tokens."),
        "witch_kept": lambda: QCoreApplication.translate(
            "Log", "{seat} leaves the two tokens in place."),
        "to_palace": lambda: QCoreApplication.translate(
            "Log", "{seat} sends a piece from {region} to the palace."),
        "plague_moved": lambda: QCoreApplication.translate(
            "Log", "{seat} moves the plague from {from} to {to}."),
        "token_spread": lambda: QCoreApplication.translate(
            "Log", "A new rat token arrives in {region}."),
        "knight_bonus": lambda: QCoreApplication.translate(
            "Log", "{seat} uses the Knight: +2 population."),
        "knight_no_bonus": lambda: QCoreApplication.translate(
            "Log", "{seat} does not use the Knight's bonus."),
        "token_revealed": lambda: QCoreApplication.translate(
            "Log", "{region}: rats {n} against population {pop} — outbreak!"),
        "token_quiet": lambda: QCoreApplication.translate(
            "Log", "{region}: rats {n} against population {pop} — spared."),
        "turn_started": lambda: QCoreApplication.translate("Log", "— {seat}'s turn —"),
        "final_round": lambda: QCoreApplication.translate(
            "Log", "The end is near: {seat} triggered the final round."),
        "final_turn_started": lambda: QCoreApplication.translate("Log", "— {seat}'s final turn —"),
        "final_plague": lambda: QCoreApplication.translate(
            "Log", "The final plague sweeps Europe."),
        "region_resolving": lambda: QCoreApplication.translate(
            "Log", "The plague strikes {region}."),
        "game_over": lambda: QCoreApplication.translate("Log", "Game over: {winner} wins."),
    }


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
    key = event_key(event)
    counted = Log().counted(key, int(event.data.get("count", 0) or 0))
    if counted is not None:
        return _format_event(counted, event, seat_names)
    fn = _event_templates().get(key)
    if fn is None:
        return None
    return _format_event(fn(), event, seat_names)


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
    return out
