"""Every name and sentence the Notre Dame table shows for a data id, through Qt's
translation. Each id has its own literal ``QCoreApplication.translate`` call so that
lupdate finds the strings; unknown ids fall back to the id itself."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.shell.kit.plural import Numerus


class NDCount(Numerus):
    """Texts with a count (``%n`` plural forms; the context is "NDCount")."""

    def gold(self, n: int) -> str:
        return self.tr("%n gold", "", n)

    def markers(self, n: int) -> str:
        return self.tr("%n marker(s)", "", n)

    def donation(self, n: int) -> str:
        return self.tr("{name} gives %n gold to Notre Dame.", "", n)

    def outbreak(self, n: int) -> str:
        return self.tr("Outbreak in {name}'s borough! %n prestige lost.", "", n)

    def scored(self, n: int) -> str:
        return self.tr("Notre Dame scores: each of its %n cube(s) is worth {w} prestige.", "", n)

    def prestige(self, n: int) -> str:
        return self.tr("{name} gains %n prestige.", "", n)


COUNT = NDCount()


def list_sep() -> str:
    """Between the items of a list in a sentence."""
    return QCoreApplication.translate("NDName", ", ", "list separator")


def _pick(table: dict[str, Callable[[], str]], key: str) -> str:
    fn = table.get(key)
    return fn() if fn else key


def sector_name(sid: str) -> str:
    return _pick(
        {
            "residence": lambda: QCoreApplication.translate("NDName", "Residence"),
            "park": lambda: QCoreApplication.translate("NDName", "Park"),
            "hospital": lambda: QCoreApplication.translate("NDName", "Hospital"),
            "cloister_school": lambda: QCoreApplication.translate("NDName", "Cloister School"),
            "bank": lambda: QCoreApplication.translate("NDName", "Bank"),
            "carriage_house": lambda: QCoreApplication.translate("NDName", "Carriage House"),
            "hotel": lambda: QCoreApplication.translate("NDName", "Hotel"),
            "confidant": lambda: QCoreApplication.translate("NDName", "Confidant"),
            "notre_dame": lambda: QCoreApplication.translate("NDName", "Notre Dame"),
            "reserve": lambda: QCoreApplication.translate("NDName", "reserve"),
        },
        sid,
    )


card_name = sector_name


def sector_tip(sid: str) -> str:
    return _pick(
        {
            "residence": lambda: QCoreApplication.translate(
                "NDTip", "Residence: 1 prestige point per marker here."
            ),
            "park": lambda: QCoreApplication.translate(
                "NDTip",
                "Park: rats back 1; every 2 markers here add 1 prestige to each prestige gain.",
            ),
            "hospital": lambda: QCoreApplication.translate(
                "NDTip", "Hospital: rats back 1; each marker here lowers your plague by 1."
            ),
            "cloister_school": lambda: QCoreApplication.translate(
                "NDTip", "Cloister School: 1 cube from your stock to your reserve per marker here."
            ),
            "bank": lambda: QCoreApplication.translate("NDTip", "Bank: 1 gold per marker here."),
            "carriage_house": lambda: QCoreApplication.translate(
                "NDTip",
                "Carriage House: your carriage moves up to 1 road "
                "per marker here and may take a message.",
            ),
            "hotel": lambda: QCoreApplication.translate(
                "NDTip", "Hotel: take 1 gold, 1 cube or 1 rat back (two picks from 4 markers)."
            ),
            "confidant": lambda: QCoreApplication.translate(
                "NDTip", "Confidant: move your confidant to another sector and use that sector."
            ),
            "notre_dame": lambda: QCoreApplication.translate(
                "NDTip",
                "Notre Dame: donate 1, 2 or 3 gold for 1, 3 or 6 "
                "prestige and put a cube in Notre Dame.",
            ),
        },
        sid,
    )


def person_name(pid: str) -> str:
    return _pick(
        {
            "minstrel": lambda: QCoreApplication.translate("NDPerson", "Minstrel"),
            "moneylender": lambda: QCoreApplication.translate("NDPerson", "Moneylender"),
            "doctor": lambda: QCoreApplication.translate("NDPerson", "Doctor"),
            "jester": lambda: QCoreApplication.translate("NDPerson", "Jester"),
            "landlady": lambda: QCoreApplication.translate("NDPerson", "Landlady"),
            "monk": lambda: QCoreApplication.translate("NDPerson", "Monk"),
            "night_watchman": lambda: QCoreApplication.translate("NDPerson", "Night Watchman"),
            "town_guard": lambda: QCoreApplication.translate("NDPerson", "Town Guard"),
            "bishop": lambda: QCoreApplication.translate("NDPerson", "Bishop"),
            "lawyer": lambda: QCoreApplication.translate("NDPerson", "Lawyer"),
            "guild_master": lambda: QCoreApplication.translate("NDPerson", "Guild Master"),
            "beggar_king": lambda: QCoreApplication.translate("NDPerson", "Beggar King"),
            "carpenter": lambda: QCoreApplication.translate("NDPerson", "Carpenter"),
            "mayor": lambda: QCoreApplication.translate("NDPerson", "Mayor"),
            "lady_in_waiting": lambda: QCoreApplication.translate("NDPerson", "Lady-in-waiting"),
        },
        pid,
    )


def person_tip(pid: str) -> str:
    return _pick(
        {
            "minstrel": lambda: QCoreApplication.translate(
                "NDPerson", "Move 1 to 3 markers from one sector to another."
            ),
            "moneylender": lambda: QCoreApplication.translate("NDPerson", "2 gold and 1 prestige."),
            "doctor": lambda: QCoreApplication.translate(
                "NDPerson", "This round the plague does not touch you: only your hospital counts."
            ),
            "jester": lambda: QCoreApplication.translate(
                "NDPerson", "Move one marker (also from Notre Dame) to another sector and use it."
            ),
            "landlady": lambda: QCoreApplication.translate(
                "NDPerson", "3 prestige and one Hotel pick."
            ),
            "monk": lambda: QCoreApplication.translate(
                "NDPerson", "2 cubes to your reserve and 1 prestige."
            ),
            "night_watchman": lambda: QCoreApplication.translate(
                "NDPerson", "1 prestige per empty sector."
            ),
            "town_guard": lambda: QCoreApplication.translate(
                "NDPerson", "1 prestige per marker in your borough."
            ),
            "bishop": lambda: QCoreApplication.translate(
                "NDPerson", "Put a cube from your stock in an empty sector and use it."
            ),
            "lawyer": lambda: QCoreApplication.translate("NDPerson", "3 prestige per 2 messages."),
            "guild_master": lambda: QCoreApplication.translate(
                "NDPerson", "2 prestige for every 2 markers together in one sector."
            ),
            "beggar_king": lambda: QCoreApplication.translate(
                "NDPerson", "1 prestige per step your rats are below 9."
            ),
            "carpenter": lambda: QCoreApplication.translate(
                "NDPerson", "1 prestige per occupied sector."
            ),
            "mayor": lambda: QCoreApplication.translate(
                "NDPerson", "3 prestige for every 3 markers together in one sector."
            ),
            "lady_in_waiting": lambda: QCoreApplication.translate(
                "NDPerson", "1 prestige per marker in your fullest sector."
            ),
        },
        pid,
    )


def option_name(oid: str) -> str:
    return _pick(
        {
            "gold": lambda: QCoreApplication.translate("NDName", "1 gold"),
            "cube": lambda: QCoreApplication.translate("NDName", "1 cube"),
            "rat": lambda: QCoreApplication.translate("NDName", "1 rat back"),
        },
        oid,
    )


def borough_owners(public: Mapping[str, Any], seat_names: Sequence[str]) -> dict[str, str]:
    """Borough id -> the name of the seat that owns it (from the public summary)."""
    return {str(s["borough"]): seat_names[i] for i, s in enumerate(public["seats"])
            if i < len(seat_names)}


def market_name(market: str, owners: Mapping[str, str] | None = None) -> str:
    """A market or borough centre in words: by its owner's name when ``owners`` is
    known ("market 2 of Ann's borough"), else by the borough's 1-based number."""
    borough, _, local = market.partition(".")
    if owners is not None:
        owner = owners.get(borough)
        if owner is None:
            if local == "c":
                return QCoreApplication.translate("NDName", "centre of the unused borough")
            return QCoreApplication.translate(
                "NDName", "market {m} of the unused borough").format(m=local)
        if local == "c":
            return QCoreApplication.translate(
                "NDName", "centre of {name}'s borough").format(name=owner)
        return QCoreApplication.translate(
            "NDName", "market {m} of {name}'s borough").format(m=local, name=owner)
    number = int(borough[1:]) + 1
    if local == "c":
        return QCoreApplication.translate("NDName", "centre of borough {b}").format(b=number)
    return QCoreApplication.translate("NDName", "market {m} of borough {b}").format(
        m=local, b=number
    )


def source_name(source: str) -> str:
    return _pick(
        {
            "residence": lambda: QCoreApplication.translate("NDSource", "Residence"),
            "donation": lambda: QCoreApplication.translate("NDSource", "Donations"),
            "message": lambda: QCoreApplication.translate("NDSource", "Messages"),
            "notre_dame": lambda: QCoreApplication.translate("NDSource", "Notre Dame scoring"),
            "park_bonus": lambda: QCoreApplication.translate("NDSource", "Park bonus"),
            "persons": lambda: QCoreApplication.translate("NDSource", "Persons"),
            "outbreak": lambda: QCoreApplication.translate("NDSource", "Outbreaks"),
        },
        source,
    )


# -- refusals ------------------------------------------------------------------------
def reason_text(code: str, params: dict[str, Any], default: str) -> str:
    field = str(params.get("field", ""))
    table: dict[str, Callable[[], str]] = {
        "game_over": lambda: QCoreApplication.translate("NDReason", "The game is over."),
        "wrong_phase": lambda: QCoreApplication.translate("NDReason", "That is not possible now."),
        "card_not_offered": lambda: QCoreApplication.translate(
            "NDReason", "That card is not among the cards offered to you."
        ),
        "card_not_in_hand": lambda: QCoreApplication.translate(
            "NDReason", "That card is not in your hand."
        ),
        "person_not_available": lambda: QCoreApplication.translate(
            "NDReason", "That person is not in this round's row."
        ),
        "no_gold": lambda: QCoreApplication.translate(
            "NDReason", "Hiring costs 1 gold and you have none."
        ),
        "not_fullest": lambda: QCoreApplication.translate(
            "NDReason", "The outbreak takes a cube from one of your fullest sectors."
        ),
        "not_enough_gold": lambda: QCoreApplication.translate(
            "NDReason", "You do not have that much gold."
        ),
        "too_far": lambda: QCoreApplication.translate(
            "NDReason", "The carriage cannot go that far: at most {steps} step(s)."
        ).format(steps=params.get("steps", "")),
        **dict.fromkeys(
            ("bad_action", "bad_args", "bad_field", "unknown_type"),
            lambda: QCoreApplication.translate("NDReason", "That is not a move of this game."),
        ),
        "bad_value": lambda: QCoreApplication.translate(
            "NDReason", "That choice ({field}) is not possible here."
        ).format(field=field_name(field)),
        "missing_field": lambda: QCoreApplication.translate(
            "NDReason", "This card needs one more choice: {field}."
        ).format(field=field_name(field)),
        "extra_field": lambda: QCoreApplication.translate(
            "NDReason", "This card does not go there: it acts only on its own place."
        ),
        "bad_combination": lambda: QCoreApplication.translate(
            "NDReason", "These choices do not go together here."
        ),
        "bad_type": lambda: QCoreApplication.translate(
            "NDReason", "That choice is not understood."
        ),
        "not_allowed": lambda: QCoreApplication.translate("NDReason", "That is not possible now."),
    }
    fn = table.get(code)
    return fn() if fn else default


def field_name(field: str) -> str:
    return _pick(
        {
            "from": lambda: QCoreApplication.translate("NDField", "which cube to move"),
            "to": lambda: QCoreApplication.translate("NDField", "where to"),
            "count": lambda: QCoreApplication.translate("NDField", "how many"),
            "confidant": lambda: QCoreApplication.translate("NDField", "the confidant too"),
            "sector": lambda: QCoreApplication.translate("NDField", "which sector"),
            "donate": lambda: QCoreApplication.translate("NDField", "how much gold"),
            "market": lambda: QCoreApplication.translate("NDField", "where the carriage goes"),
            "take": lambda: QCoreApplication.translate("NDField", "take the message"),
            "choices": lambda: QCoreApplication.translate("NDField", "which hotel reward"),
            "skip": lambda: QCoreApplication.translate("NDField", "use the card"),
        },
        field,
    )


def value_text(field: str, value: Any, owners: Mapping[str, str] | None = None) -> str:
    """One field's value as words (the choice buttons); ``owners`` names the boroughs."""
    if field in ("from", "to", "sector"):
        return sector_name(str(value))
    if field == "market":
        return market_name(str(value), owners)
    if field == "choices":
        plus = QCoreApplication.translate("NDName", " + ", "between two hotel picks")
        return plus.join(option_name(str(v)) for v in value)
    if field == "donate":
        return (
            QCoreApplication.translate("NDName", "no donation")
            if value == 0
            else COUNT.gold(int(value))
        )
    if field == "take":
        return (
            QCoreApplication.translate("NDName", "take the message")
            if value
            else QCoreApplication.translate("NDName", "leave it")
        )
    if field == "confidant":
        return (
            QCoreApplication.translate("NDName", "with the confidant")
            if value
            else QCoreApplication.translate("NDName", "cubes only")
        )
    if field == "skip":
        return QCoreApplication.translate("NDName", "discard without effect")
    if field == "count":
        return COUNT.markers(int(value))
    return str(value)


def action_text(action: Action) -> str:
    f = dict(action.args)
    if action.type == "draft":
        return QCoreApplication.translate("NDAction", "keep {card}").format(
            card=card_name(f["card"])
        )
    if action.type == "no_hire":
        return QCoreApplication.translate("NDAction", "hire nobody")
    if action.type == "outbreak_remove":
        return QCoreApplication.translate("NDAction", "lose a cube from {sector}").format(
            sector=sector_name(f["sector"])
        )
    head = (
        QCoreApplication.translate("NDAction", "play {card}").format(
            card=card_name(f.get("card", ""))
        )
        if action.type == "play"
        else QCoreApplication.translate("NDAction", "hire {person}").format(
            person=person_name(f.get("person", ""))
        )
    )
    rest = [value_text(k, v) for k, v in action.args if k not in ("card", "person")]
    return list_sep().join([head, *rest])


# -- the log -------------------------------------------------------------------------
def event_text(event: Event, names: list[str]) -> str | None:
    d = event.data
    seat = d.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    k = event.kind
    if k == "round":
        return QCoreApplication.translate("NDLog", "Round {r} begins; {name} starts.").format(
            r=d["round"], name=names[d["start_player"]]
        )
    if k == "persons":
        return QCoreApplication.translate("NDLog", "This round's persons: {list}.").format(
            list=list_sep().join(person_name(p) for p in d["persons"])
        )
    if k == "play":
        return QCoreApplication.translate("NDLog", "{name} plays {card}.").format(
            name=name, card=card_name(d["card"])
        )
    if k == "donation":
        return COUNT.donation(int(d["gold"])).format(name=name)
    if k == "message":
        return QCoreApplication.translate("NDLog", "{name} takes a message (type {t}).").format(
            name=name, t=d["type"]
        )
    if k == "hire":
        return QCoreApplication.translate("NDLog", "{name} hires the {person}.").format(
            name=name, person=person_name(d.get("person", ""))
        )
    if k == "plague":
        return QCoreApplication.translate(
            "NDLog", "Plague: {name}'s rats go from {a} to {b}."
        ).format(name=name, a=d["from"], b=d["to"])
    if k == "outbreak":
        return COUNT.outbreak(int(d["prestige_lost"])).format(name=name)
    if k == "cube_lost":
        return QCoreApplication.translate("NDLog", "{name} loses a cube from {sector}.").format(
            name=name, sector=sector_name(d["sector"])
        )
    if k == "notre_dame_scored":
        return COUNT.scored(int(d["cubes"])).format(w=d["worth"])
    if k == "prestige":
        total = int(d["gain"]) + int(d.get("park_bonus", 0))
        return COUNT.prestige(total).format(name=name)
    if k == "game_over":
        return QCoreApplication.translate("NDLog", "The game is over.")
    if k == "cards_passed":
        return QCoreApplication.translate("NDLog", "The cards are passed to the left.")
    return None
