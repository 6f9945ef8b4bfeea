"""Words for the guild board, the tavern board, the Emperor's walls and the Alchemist's
tile: board titles, tooltips, Chronicle lines, status-line phrases and choice labels.
The cores emit ids; these tables give the words (lupdate finds the literals)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.rules.data import all_cards
from rattus_desktop.games.rattus.rules.modules.tavern.taverns import tavern_cities
from rattus_desktop.shell.kit.i18n import current_language
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.typography import join_list

VIAS = ("guild", "alchemist")

BOARD = IdTexts("GuildBoard", {
    "guild": QT_TRANSLATE_NOOP("GuildBoard", "Guilds"),
    "tavern": QT_TRANSLATE_NOOP("GuildBoard", "Taverns"),
})

TIP = IdTexts("Tips", {
    "guild_board": QT_TRANSLATE_NOOP(
        "Tips", "Guild board: a piece on a space lets its owner use that base card's "
                "ability once per turn (not on the turn the space was taken). At the end, "
                "most spaces score 2 points, the next most 1."),
    "guild_space": QT_TRANSLATE_NOOP("Tips", "Guild space of the {card}: {ability}"),
    "tavern_board": QT_TRANSLATE_NOOP(
        "Tips", "Tavern board: whoever holds a city adds 1 piece to its region with each "
                "normal placement (not on the turn it was taken). At the end, most cities "
                "score 2 points, the next most 1."),
    "tavern_city": QT_TRANSLATE_NOOP(
        "Tips", "{city}, the tavern city of {region}: its holder adds 1 piece to {region} "
                "with each normal placement."),
    "held_by": QT_TRANSLATE_NOOP("Tips", "Held by {name}."),
    "free": QT_TRANSLATE_NOOP("Tips", "Empty."),
    "wall": QT_TRANSLATE_NOOP(
        "Tips", "A wall between {a} and {b}: they are no longer neighbours (plague, rats, "
                "moves)."),
    "border": QT_TRANSLATE_NOOP("Tips", "The border between {a} and {b}."),
    "alchemist_tile": QT_TRANSLATE_NOOP(
        "Tips", "Carries the level III tile of the {card}: its holder may use that ability "
                "through the Alchemist, once per turn."),
})

LOG = IdTexts("Log", {
    "guild_taken": QT_TRANSLATE_NOOP("Log", "{seat} puts a piece on the {space} guild space."),
    "guild_taken_from": QT_TRANSLATE_NOOP(
        "Log", "{seat} puts a piece on the {space} guild space; the piece of {from_seat} "
               "goes back to the reserve."),
    "guild_used": QT_TRANSLATE_NOOP("Log", "{seat} uses the {space} guild space."),
    "tavern_taken": QT_TRANSLATE_NOOP("Log", "{seat} puts a piece in the tavern of {city}."),
    "tavern_taken_from": QT_TRANSLATE_NOOP(
        "Log", "{seat} moves a piece from {from} into the tavern of {city}; the piece of "
               "{from_seat} goes back to the reserve."),
    "tavern_added": QT_TRANSLATE_NOOP(
        "Log", "The tavern of {city} brings {seat} a piece in {region}."),
    "walls_set": QT_TRANSLATE_NOOP("Log", "{seat} builds walls: {walls}."),
    "alchemist_tile": QT_TRANSLATE_NOOP(
        "Log", "{seat} puts the level III tile of the {tile} on the Alchemist."),
    "alchemist_returned": QT_TRANSLATE_NOOP(
        "Log", "{seat} returns the tile of the {tile} from the Alchemist."),
    "via_alchemist": QT_TRANSLATE_NOOP("Log", "{seat} uses the {card} through the Alchemist."),
    "alchemist_tile_back": QT_TRANSLATE_NOOP(
        "Log", "The Alchemist changes hands: the tile of the {card} goes back to the supply."),
})
#: a wall in a list of walls ("Gallia | Germania")
WALL_PAIR = QT_TRANSLATE_NOOP("Log", "{a}–{b}")

OPTION = IdTexts("Status", {
    "guild_master": QT_TRANSLATE_NOOP(
        "Status", "use the Guild Master (click the card, then a guild space)"),
    "tavern_keeper": QT_TRANSLATE_NOOP(
        "Status", "use the Tavern Keeper (click the card, then a tavern city)"),
    "emperor": QT_TRANSLATE_NOOP(
        "Status", "use the Emperor (click the card, then borders for the walls)"),
    "alchemist": QT_TRANSLATE_NOOP(
        "Status", "use the Alchemist (click the card, then the card whose tile it takes)"),
    "alchemist_return": QT_TRANSLATE_NOOP(
        "Status", "return the Alchemist's tile (click the card)"),
    "guild": QT_TRANSLATE_NOOP(
        "Status", "use your guild spaces (as with their cards; you are asked which source)"),
    "via_alchemist": QT_TRANSLATE_NOOP(
        "Status", "use the Alchemist's tile (as with its card; you are asked which source)"),
})

#: a choice button's words for the source of a use: the card's own, or a guild space's
SOURCE = IdTexts("Status", {
    "guild": QT_TRANSLATE_NOOP("Status", "{choice} (guild space)"),
    "alchemist": QT_TRANSLATE_NOOP("Status", "{choice} (Alchemist)"),
})

CHOICE = IdTexts("Status", {
    "move_plague": QT_TRANSLATE_NOOP("Status", "Move the plague to {region}"),
    "monk": QT_TRANSLATE_NOOP("Status", "Move the token to {region}"),
    "king": QT_TRANSLATE_NOOP("Status", "Send a piece of {region} to the palace"),
    "witch_look": QT_TRANSLATE_NOOP("Status", "Look at the two tokens"),
    "alchemist_return": QT_TRANSLATE_NOOP("Status", "Return the tile"),
})

WALLS = IdTexts("Status", {
    "doing": QT_TRANSLATE_NOOP(
        "Status", "Emperor: click glowing borders to put or take away walls ({n} of "
                  "{count}), then press “Build the walls” or Enter (Esc cancels)."),
    "build": QT_TRANSLATE_NOOP("Status", "Build the walls"),
    "cancel": QT_TRANSLATE_NOOP("Status", "Cancel"),
    "question": QT_TRANSLATE_NOOP("Status", "Emperor: {n} of {count} walls chosen."),
    "build_tip": QT_TRANSLATE_NOOP(
        "Status", "Put the Emperor's walls where they are drawn now."),
})


def translated(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def city_name(city: str) -> str:
    """A tavern city's name (from the data file) in the language now in use."""
    names = tavern_cities().get(city)
    if names is None:
        return city
    return names.get(current_language(), names["en"])


def base_type(action_type: str) -> str:
    """An action type without its source (``place@guild`` -> ``place``)."""
    return action_type.partition("@")[0]


def source_of(action_type: str) -> str | None:
    via = action_type.partition("@")[2]
    return via if via in VIAS else None


def options(types: set[str]) -> list[str]:
    """The uses on offer (status line phrases) of these cards and sources."""
    out = [OPTION(t) for t in ("guild_master", "tavern_keeper", "emperor", "alchemist",
                               "alchemist_return") if t in types]
    if any(source_of(t) == "guild" for t in types):
        out.append(OPTION("guild"))
    if any(source_of(t) == "alchemist" for t in types):
        out.append(OPTION("via_alchemist"))
    return out


def log_key(kind: str, data: dict[str, object]) -> str:
    if kind in ("guild_taken", "tavern_taken") and data.get("from_seat") is not None:
        return f"{kind}_from"
    if kind == "tile_returned" and data.get("from") == "alchemist":
        return "alchemist_tile_back"
    return kind


def log_values(data: dict[str, object], region: Callable[[str], str],
               card: Callable[[str], str]) -> dict[str, str]:
    """The fields of these events in words (space, city, walls, tile)."""
    out: dict[str, str] = {}
    if "space" in data:
        out["space"] = card(str(data["space"]))
    city = data.get("city", data.get("region"))
    if city is not None:
        out["city"] = city_name(str(city))
    if "tile" in data and data["tile"] is not None:
        out["tile"] = card(str(data["tile"]))
    walls = data.get("walls")
    if isinstance(walls, list):
        pair = translated("Log", WALL_PAIR)
        out["walls"] = _join([pair.format(a=region(str(a)), b=region(str(b)))
                              for a, b in walls])
    return out


def _join(items: list[str]) -> str:
    return join_list(items) if items else "—"


def choice_label(action: Action, region: Callable[[str], str],
                 card: Callable[[str], str]) -> str | None:
    """A choice button's words for a use that has no count to choose (the card's own
    form beside a guild space's or the Alchemist's)."""
    t, args = action.type, action.args
    if t == "move_plague":
        return CHOICE("move_plague").format(region=region(str(args[0])))
    if t == "monk":
        return CHOICE("monk").format(region=region(str(args[1])))
    if t == "king":
        return CHOICE("king").format(region=region(str(args[0])))
    if t in ("witch_look", "alchemist_return"):
        return CHOICE(t)
    if t == "alchemist":
        return card(str(args[0]))
    return card(t) if t in all_cards() and not args else None


def board_tip(ds: Any, key: tuple[object, ...], names: list[str],
              region: Callable[[str], str], card: Callable[[str], str],
              ability: Callable[[str], str]) -> str:
    """The tooltip (HTML) of a guild space, a tavern city or a border."""
    kind = key[0]
    if kind == "border":
        a, b = str(key[1]), str(key[2])
        walls = {frozenset(w) for w in getattr(ds, "walls", ())}
        text = TIP("wall" if frozenset((a, b)) in walls else "border")
        return escape(text.format(a=region(a), b=region(b)))
    name = str(key[1])
    held = (getattr(ds, "guild", None) if kind == "guild" else getattr(ds, "tavern", None)) or {}
    seat = held.get(name)
    holder = TIP("held_by").format(name=names[seat]) if isinstance(seat, int) and \
        seat < len(names) else TIP("free")
    if kind == "guild":
        title = TIP("guild_space").format(card=card(name), ability=ability(name))
        board = TIP("guild_board")
    else:
        title = TIP("tavern_city").format(city=city_name(name), region=region(name))
        board = TIP("tavern_board")
    return f"<b>{escape(title)}</b><br>{escape(holder)}<p>{escape(board)}</p>"


def card_lines(cid: str, ds: Any, card: Callable[[str], str]) -> list[str]:
    """What these modules put on a class card (the Alchemist's tile), for its tooltip."""
    tile = getattr(ds, "alchemist_tile", None)
    if cid == "alchemist" and tile is not None:
        return [TIP("alchemist_tile").format(card=card(str(tile)))]
    return []


#: refusals of the Emperor's walls and of the Alchemist (codes from the rules core)
REASON = IdTexts("Reason", {
    "not_a_border": QT_TRANSLATE_NOOP("Reason", "{a} and {b} do not share a border."),
    "wall_twice": QT_TRANSLATE_NOOP("Reason", "A border holds only one wall."),
    "wall_count": QT_TRANSLATE_NOOP(
        "Reason", "The Emperor puts exactly {expected} walls, not {count}."),
    "walls_unchanged": QT_TRANSLATE_NOOP(
        "Reason", "The walls already stand there: a use must change something."),
    "plague_walled_in": QT_TRANSLATE_NOOP(
        "Reason", "The plague region {region} may not be walled in completely."),
    "alchemist_fresh": QT_TRANSLATE_NOOP(
        "Reason", "The Alchemist cannot be used on the turn it is taken."),
    "alchemist_empty": QT_TRANSLATE_NOOP("Reason", "The Alchemist carries no tile."),
    "alchemist_full": QT_TRANSLATE_NOOP(
        "Reason", "The Alchemist carries the tile of the {card}: return it first."),
    "alchemist_used_tile": QT_TRANSLATE_NOOP(
        "Reason", "You used the tile this turn: it stays on the Alchemist."),
    "no_tile": QT_TRANSLATE_NOOP("Reason", "The {card} has no upgrade tile."),
    "tile_not_free": QT_TRANSLATE_NOOP(
        "Reason", "The tile of the {card} lies on its card: it is not in the supply."),
    "one_source": QT_TRANSLATE_NOOP(
        "Reason", "You already used the {card} from its card this turn (one source per "
                  "turn)."),
})
