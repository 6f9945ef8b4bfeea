"""Tooltips on the board: what every card, region, token, piece and pile is and does.

The texts are built when the tooltip opens (``BoardTips`` filters the view's
``QEvent.ToolTip``), so they are always in the current language and state.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QGraphicsView, QToolTip

from rattus_desktop.games.rattus.rules import Face
from rattus_desktop.games.rattus.rules.data import all_cards, bigbox_map
from rattus_desktop.games.rattus.ui import bigbox_names, guild_words, region_words, upgrade_names
from rattus_desktop.games.rattus.ui.names import card_name, class_name, region_name
from rattus_desktop.games.rattus.ui.university_items import KINDS, university_tip
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.plural import Numerus
from rattus_desktop.shell.kit.typography import join_list

_CARD_ABILITY = IdTexts("Tips", {
    "peasant": QT_TRANSLATE_NOOP(
        "Tips", "When you place pieces, place one more than the rats allow; or place "
                "exactly one piece in a region without rats."),
    "merchant": QT_TRANSLATE_NOOP(
        "Tips", "Move 1 to 3 of your pieces from one region to one neighbouring region."),
    "monk": QT_TRANSLATE_NOOP(
        "Tips", "Move one face-down rat token to a neighbouring region that holds fewer "
                "than 3 tokens; there it becomes the newest."),
    "knight": QT_TRANSLATE_NOOP(
        "Tips", "The plague may move 1 or 2 steps. Before the first reveal you may add 2 "
                "to the population for every token of this plague."),
    "witch": QT_TRANSLATE_NOOP(
        "Tips", "Look at any two face-down rat tokens (only you see them), then swap their "
                "places or leave them."),
    "king": QT_TRANSLATE_NOOP(
        "Tips", "Move one of your pieces from a region without rats to the palace, where "
                "it is safe and scores at the end."),
})


def card_ability(cid: str) -> str:
    return _CARD_ABILITY.get(cid) or bigbox_names.CARD_TEXT(cid, "")


_CARD_FINAL = IdTexts("Tips", {
    "peasant": QT_TRANSLATE_NOOP(
        "Tips", "Final round: place one piece from your reserve in any region."),
    "knight": QT_TRANSLATE_NOOP(
        "Tips", "Final round: move the plague 1 or 2 steps; in the final plague you may "
                "add 2 to the population of the region it stands in."),
})


def card_final(cid: str) -> str:
    return _CARD_FINAL.get(cid) or bigbox_names.FINAL.get(cid) or QCoreApplication.translate(
        "Tips", "Final round: as usual.")


def card_tip(cid: str) -> str:
    cls = all_cards()[cid].cls
    risk = QCoreApplication.translate(
        "Tips", "The price: each {cls} symbol on a token that breaks out where you have "
                "pieces costs you one piece.").format(cls=class_name(cls))
    title = QCoreApplication.translate("Tips", "{card} ({cls})").format(
        card=card_name(cid), cls=class_name(cls))
    return (f"<b>{escape(title)}</b><p>{escape(card_ability(cid))}</p>"
            f"<p>{escape(card_final(cid))}</p><p>{escape(risk)}</p>")


def upgrade_tip(card: str, level: int, item: object) -> str:
    """A tile on a card: what it does now; while on offer, what the next level does."""
    names = upgrade_names
    lines = [names.TIPS("lying").format(card=card_name(card), level=names.LEVEL_NAME(str(
        level)))] if level > 1 else []
    if level > 1 and (text := names.upgrade_text(card, level)):
        lines.append(text)
    if getattr(item, "offered", False) and (text := names.upgrade_text(card, level + 1)):
        lines.append(names.TIPS("offer").format(card=card_name(card),
                                                level=names.LEVEL_NAME(str(level + 1))))
        lines.append(names.TIPS("form").format(level=names.LEVEL_NAME(str(level + 1)),
                                               text=text))
    lines.append(names.TIPS("returns"))
    return "".join(f"<p>{escape(line)}</p>" for line in lines)


def neighbours(rid: str, in_play: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """Land and sea neighbours of ``rid`` among the regions in play."""
    land: list[str] = []
    sea: list[str] = []
    for a, b, kind in bigbox_map().borders:  # Europe's, and North Africa's (Big Box)
        other = b if a == rid else a if b == rid else None
        if other is not None and other in in_play:
            (sea if kind == "sea" else land).append(region_name(other))
    return land, sea


class Tips(Numerus):
    """Tooltip lines with counts (context "Tips")."""

    def rats(self, n: int) -> str:
        return self.tr("%n rat token(s) here.", "", n)

    def stack(self, n: int) -> str:
        return self.tr("{name}: %n piece(s) in {place}.", "", n)

    def reserve(self, n: int) -> str:
        return self.tr("Reserve of {name}: %n piece(s). Drag one onto a glowing region.", "", n)

    def supply(self, n: int) -> str:
        return self.tr("Rat supply: %n token(s) left. When it is empty, the final round "
                       "begins.", "", n)

    def revealed(self, n: int) -> str:
        return self.tr("%n token(s) revealed. Everybody may count which faces are still "
                       "unseen.", "", n)


def pieces_lines(pieces: list[int], names: list[str]) -> list[str]:
    """Each player's pieces in a region, and who holds the majority (M tokens hit them)."""
    held = [(names[s] if s < len(names) else "?", n) for s, n in enumerate(pieces) if n > 0]
    if not held:
        return [QCoreApplication.translate("Tips", "No pieces here.")]
    lines = [join_list(f"{name} {n}" for name, n in held)]
    most = max(n for _name, n in held)
    leaders = [name for name, n in held if n == most]
    lines.append(QCoreApplication.translate("Tips", "Majority: {names}").format(
        names=join_list(leaders)))
    return lines


def region_tip(rid: str, in_play: tuple[str, ...], rats: int, plague: bool,
               pieces: list[int] | None = None, names: list[str] | None = None) -> str:
    lines = [f"<b>{escape(region_name(rid))}</b>"]
    if rid not in in_play:
        lines.append(escape(QCoreApplication.translate(
            "Tips", "Not in play with this number of players.")))
        return "<br>".join(lines)
    land, sea = neighbours(rid, in_play)
    if land:
        lines.append(escape(QCoreApplication.translate("Tips", "Borders: {names}").format(
            names=join_list(land))))
    if sea:
        lines.append(escape(QCoreApplication.translate("Tips", "By sea: {names}").format(
            names=join_list(sea))))
    lines.append(escape(Tips().rats(rats)))
    if pieces is not None and names is not None:
        lines.extend(escape(line) for line in pieces_lines(pieces, names))
    if plague:
        lines.append(escape(QCoreApplication.translate("Tips", "The plague is here.")))
    return "<br>".join(lines)


def token_tip(face: Face | None, region: str, index: int, count: int) -> str:
    where = QCoreApplication.translate("Tips", "{region}: token {i} of {n}").format(
        region=region_name(region), i=index + 1, n=count)
    if face is None:
        text = QCoreApplication.translate(
            "Tips", "Unknown rat token. When the plague strikes a region with pieces, its "
                    "tokens are revealed oldest first.")
        return f"<b>{escape(where)}</b><br>{escape(text)}"
    return f"<b>{escape(where)}</b><br>{face_tip(face)}"


def face_tip(face: Face) -> str:
    lines = [QCoreApplication.translate(
        "Tips", "Breaks out when the population is {n} or more.").format(n=face.n)]
    for _ in range(face.majority):
        lines.append(QCoreApplication.translate(
            "Tips", "M: the players with the most pieces there lose one each."))
    for _ in range(face.all):
        lines.append(QCoreApplication.translate("Tips", "A: every player there loses one."))
    for cls in face.classes:
        lines.append(QCoreApplication.translate(
            "Tips", "{cls}: each player there loses one piece per {cls} card held.").format(
                cls=class_name(cls)))
    return "<br>".join(escape(line) for line in lines)


def fixed_tip(kind: str, plague_region: str) -> str:
    if kind == "plague":
        return QCoreApplication.translate(
            "Tips", "The plague piece, in {region}. At the end of each turn it moves to a "
                    "neighbouring region: rats spread from there and its tokens are "
                    "revealed.").format(region=region_name(plague_region))
    if kind == "palace":
        return QCoreApplication.translate(
            "Tips", "The palace: pieces the King sends here are safe from the plague and "
                    "score at the end.")
    return ""


class BoardTips(QObject):
    """Answers the board view's tooltip events from the scene's current state."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        text = self.text_at(self.view.mapToScene(event.pos()))
        if text:
            QToolTip.showText(event.globalPos(), text, self.view.viewport())
        else:
            QToolTip.hideText()
        return True

    def text_at(self, pos: object) -> str:
        scene = self.view.scene()
        key = scene.key_at(pos)  # type: ignore[attr-defined]
        return tip_for_key(scene, key) if key else ""


def tip_for_key(scene: object, key: tuple[object, ...]) -> str:  # noqa: PLR0911
    """The tooltip of the game object ``key`` (as ``BoardScene.key_at`` names it)."""
    ds = getattr(scene, "state", None)
    kind = key[0]
    if kind == "card":
        cid = str(key[1])
        names = [seat.name for seat in getattr(scene, "seats", [])]
        lines = bigbox_names.card_lines(cid, ds.baker, ds.disabled, names) if ds is not None else []
        lines += region_words.cover_lines(cid, ds.covers, region_name) if ds is not None else []
        lines += upgrade_names.tile_lines(cid, ds.upgrades.get(cid, 1),
                                          ds.upgrade_module) if ds is not None else []
        lines += guild_words.card_lines(cid, ds, card_name)
        return "".join([card_tip(cid), *(f"<p>{escape(line)}</p>" for line in lines)])
    if ds is None:
        return fixed_tip(str(kind), "") if kind == "palace" else ""
    if kind == "upgrade":
        return upgrade_tip(str(key[1]), ds.upgrades.get(str(key[1]), 1),
                           scene.item_for(key))  # type: ignore[attr-defined]
    if kind in ("guild", "tavern", "border"):
        names = [seat.name for seat in getattr(scene, "seats", [])]
        return guild_words.board_tip(ds, key, names, region_name, card_name, card_ability)
    if kind in KINDS:  # the Universities module
        return university_tip(scene, key)  # type: ignore[arg-type]
    if kind == "region":
        rid = str(key[1])
        names = [seat.name for seat in getattr(scene, "seats", [])]
        extra = bigbox_names.item_lines(rid, ds.nuns, ds.bishops, ds.nomad,
                                        ds.potions.get(rid, ()), names,
                                        ds.diplomats.get(rid, ()))
        risk = getattr(scene, "risk_tip", None)  # the plague-risk overlay, while on
        extra = [*extra, *(risk(rid) if callable(risk) else [])]
        return "<br>".join([region_tip(rid, ds.regions, len(ds.tokens.get(rid, [])),
                                       ds.plague == rid, list(ds.pieces.get(rid, [])), names),
                            *(escape(line) for line in extra)])
    if kind == "token":
        region, index = str(key[1]), int(key[2])  # type: ignore[call-overload]
        item = scene.item_for(key)  # type: ignore[attr-defined]
        face = item.face if item is not None and item.show_face else None
        return token_tip(face, region, index, len(ds.tokens.get(region, [])))
    return _side_tip(scene, ds, key)


def _side_tip(scene: object, ds: object, key: tuple[object, ...]) -> str:
    kind = key[0]
    seats = getattr(scene, "seats", [])
    if kind == "stack":
        place, seat = str(key[1]), int(key[2])  # type: ignore[call-overload]
        count = ds.palace[seat] if place == "palace" else ds.pieces[place][seat]  # type: ignore[attr-defined]
        name = seats[seat].name if seat < len(seats) else "?"
        return escape(Tips().stack(count).format(name=name, place=region_name(place)))
    if kind == "reserve" and ds.current is not None:  # type: ignore[attr-defined]
        seat = ds.current  # type: ignore[attr-defined]
        return escape(Tips().reserve(ds.reserve[seat]).format(name=seats[seat].name))  # type: ignore[attr-defined]
    if kind == "supply":
        return escape(Tips().supply(ds.supply))  # type: ignore[attr-defined]
    if kind == "revealed":
        return escape(Tips().revealed(len(ds.revealed)))  # type: ignore[attr-defined]
    return escape(fixed_tip(str(kind), ds.plague))  # type: ignore[attr-defined]
