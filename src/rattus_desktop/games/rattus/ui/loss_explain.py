""""Why did I lose pieces": after every plague phase one Chronicle line sums up who lost
what; clicking it opens a card telling each loss — which token, which rule, which
pieces and what would have saved them.

The explanations are ids and data from the game's insight capability
(``explain_losses(view, events)``, Qt-free, of the public view before the step and its
public events); this module owns their words. ``LossChronicle.before`` is the public
view after the last change (``state_changed``): when a step's events arrive it still
shows the position before that step.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QWidget

from rattus_desktop.engine import registry
from rattus_desktop.engine.events import Event
from rattus_desktop.games.rattus.ui.names import card_name, cause_text, class_name, region_name
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.plural import Numerus
from rattus_desktop.shell.kit.typography import join_list

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.table import RattusTable


class LossWords(Numerus):
    """The words of the loss explanations (a translation context with plurals)."""

    def lost(self, n: int) -> str:
        return self.tr("{name} lost %n piece(s) ({causes})", "", n)

    def fewer_pieces(self, n: int) -> str:
        return self.tr("With %n piece(s) fewer in {region}, this token would not have "
                       "broken out.", "", n)

    def not_majority(self, n: int) -> str:
        return self.tr("With %n piece(s) fewer there, {other} would have had the majority "
                       "and lost instead.", "", n)

    def hit(self, n: int) -> str:
        return self.tr("{name} lost %n piece(s) to {rule}.", "", n)


def rule_text(cause: str) -> str:
    """The rule that took the pieces, as a phrase after "to"."""
    if cause == "majority":
        return QCoreApplication.translate("Losses", "the majority icon (the most pieces there)")
    if cause == "all":
        return QCoreApplication.translate("Losses", "the everyone icon (each player there)")
    return QCoreApplication.translate(
        "Losses", "the {cls} symbol (one piece per {cls} card held)").format(
            cls=class_name(cause))


def saver_text(saver: Any, note: Any, names: Sequence[str]) -> str:
    """What would have saved the pieces of ``note``, in words."""
    data = saver.data
    words = LossWords()
    if saver.id == "fewer_pieces":
        return words.fewer_pieces(int(data["fewer"])).format(region=region_name(note.region))
    if saver.id == "not_majority":
        return words.not_majority(int(data["fewer"])).format(other=_name(names, data["other"]))
    if saver.id == "tied":
        return QCoreApplication.translate(
            "Losses", "Tied with {others} for the most: one piece fewer and only they would "
                      "have lost.").format(
                others=join_list(_name(names, s) for s in data["others"]))
    if saver.id == "no_card":
        return QCoreApplication.translate(
            "Losses", "Without {cards} these pieces would have been spared.").format(
                cards=join_list(card_name(c) for c in data["cards"]))
    if saver.id == "monk":
        holder = data.get("holder")
        if holder is None:
            return QCoreApplication.translate(
                "Losses", "With the Monk (nobody held it) you could have moved this token "
                          "away to a neighbouring region.")
        return QCoreApplication.translate(
            "Losses", "With the Monk (held by {name}) this token could have been moved "
                      "away to a neighbouring region.").format(name=_name(names, holder))
    return ""


def _name(names: Sequence[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def face_text(face: Any) -> str:
    parts = [QCoreApplication.translate("Losses", "number {n}").format(n=face.n)]
    if face.majority:
        parts.append(QCoreApplication.translate("Losses", "{k}× majority").format(k=face.majority))
    if face.all:
        parts.append(QCoreApplication.translate("Losses", "{k}× everyone").format(k=face.all))
    parts += [class_name(c) for c in face.classes]
    return join_list(parts)


class Phase:
    """One plague phase's losses: the notes and who had pieces where it struck."""

    def __init__(self, notes: list[Any], present: list[int], regions: list[str]) -> None:
        self.notes = notes
        self.present = present  # seats with pieces in the struck regions
        self.regions = regions


def summary_text(phase: Phase, names: Sequence[str]) -> str:
    """The Chronicle's line: each player's losses by rule, or that nobody lost any."""
    per_seat: dict[int, dict[str, int]] = {}
    for note in phase.notes:
        causes = per_seat.setdefault(note.seat, {})
        causes[note.cause] = causes.get(note.cause, 0) + note.count
    parts = []
    for seat in sorted(set(phase.present) | set(per_seat)):
        lost = per_seat.get(seat, {})
        if not lost:
            parts.append(QCoreApplication.translate("Losses", "{name} lost none").format(
                name=_name(names, seat)))
            continue
        detail = join_list(QCoreApplication.translate("Losses", "{n} {cause}").format(
            n=n, cause=cause_text(c)) for c, n in lost.items())
        parts.append(LossWords().lost(sum(lost.values())).format(
            name=_name(names, seat), causes=detail))
    where = join_list(region_name(r) for r in phase.regions)
    if not parts:
        return QCoreApplication.translate("Losses", "Plague in {where}: nobody had pieces "
                                                    "there.").format(where=where)
    if not phase.notes:
        return QCoreApplication.translate("Losses", "Plague in {where}: {losses}.").format(
            where=where, losses=join_list(parts))
    return QCoreApplication.translate("Losses", "Plague in {where}: {losses}. Why? Click "
                                                "here.").format(where=where,
                                                                losses=join_list(parts))


def explanation_html(phase: Phase, names: Sequence[str]) -> str:
    """The card's text: every loss with its token, rule, pieces and what would have saved
    it."""
    if not phase.notes:
        return escape(QCoreApplication.translate("Losses", "Nobody lost a piece."))
    blocks = []
    saved = QCoreApplication.translate("Losses", "What would have saved them:")
    for note in phase.notes:
        pieces = join_list(f"{_name(names, s)} {p}" for s, p in enumerate(note.pieces) if p)
        head = QCoreApplication.translate(
            "Losses", "{region}: a token with {face} met a population of {pop} (it breaks "
                      "out at {needed}); pieces there: {pieces}.").format(
                region=region_name(note.region), face=face_text(note.face), pop=note.pop,
                needed=note.needed, pieces=pieces)
        hit = LossWords().hit(note.count).format(name=_name(names, note.seat),
                                                 rule=rule_text(note.cause))
        savers = [saver_text(s, note, names) for s in note.savers]
        if not savers:
            savers = [QCoreApplication.translate(
                "Losses", "Only leaving {region} would have saved them.").format(
                    region=region_name(note.region))]
        items = "".join(f"<li>{escape(s)}</li>" for s in savers)
        blocks.append(f"<p><b>{escape(hit)}</b><br>{escape(head)}</p>"
                      f"<p>{escape(saved)}</p><ul>{items}</ul>")
    return "".join(blocks)


class LossCard(Overlay):
    """The explanation of one plague phase, over the window (Close or Esc)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=120)
        self.title = QLabel()
        self.title.setFont(theme.font(15, bold=True))
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setFont(theme.font(11))
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget "
                             "{ background: transparent; }")
        scroll.setWidget(self.words)
        scroll.setWidgetResizable(True)
        scroll.setMinimumSize(640, 300)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close_overlay)
        self.body.addWidget(self.title)
        self.body.addWidget(scroll)
        self.body.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)

    def show_phase(self, phase: Phase, names: Sequence[str]) -> None:
        self.title.setText(QCoreApplication.translate("Losses", "Why were pieces lost?"))
        self.close_button.setText(QCoreApplication.translate("Losses", "Close"))
        self.words.setText(explanation_html(phase, names))
        self.open()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape:
            self.close_overlay()
        else:
            super().keyPressEvent(event)


class Replayer:
    """Replays a session's log forward, once, for the view before any step."""

    def __init__(self, session: Any) -> None:
        self.log = list(session.log)
        self.game = session.new_game()
        self.done = 0

    def before(self, position: int) -> Any:
        """The public view before step ``position`` (1-based; positions only grow)."""
        while self.done < position - 1:
            self.game.apply(self.log[self.done])
            self.done += 1
        return self.game.view(None)


class LossChronicle(QObject):
    """Keeps every plague phase of the game; writes its line; opens its card."""

    def __init__(self, table: RattusTable) -> None:
        super().__init__(table)
        self.table = table
        self.before: Any = None
        self.phases: list[Phase] = []
        self.card = LossCard(table.host.overlay_parent())
        table.controller.state_changed.connect(self.remember)
        table.side.link_clicked.connect(self._clicked)

    def remember(self) -> None:
        c = self.table.controller
        self.before = c.game.view(None) if c.has_game else None

    def clear(self) -> None:
        self.phases = []

    def on_events(self, events: list[Event], position: int | None,
                  before: Any = None) -> Callable[[], None] | None:
        """For a step's public events: a callable writing its line (None: no plague)."""
        view = before if before is not None else self.before
        if view is None or not any(e.kind == "token_revealed" for e in events):
            return None
        insight = registry.get(view.config.game).load_insight()
        if insight is None:
            return None
        regions = list(dict.fromkeys(e["region"] for e in events if e.kind == "token_revealed"))
        present = sorted({s for r in regions for s, p in enumerate(view.pieces[r]) if p})
        phase = Phase(insight.explain_losses(view, events), present, regions)
        self.phases.append(phase)
        index = len(self.phases) - 1
        return lambda: self._log(index, position)

    def _log(self, index: int, position: int | None) -> None:
        names = self.table.controller.seat_names
        phase = self.phases[index]
        link = f"loss:{index}" if phase.notes else None  # nothing to explain: no link
        self.table.side.add_log(lambda: summary_text(phase, names), link=link)

    def replayer(self, session: Any) -> Replayer:
        """For a rebuilt Chronicle: the public view before each step, on demand."""
        self.clear()
        return Replayer(session)

    def _clicked(self, link: str) -> None:
        if link.startswith("loss:") and link[5:].isdigit() and int(link[5:]) < len(self.phases):
            self.show(int(link[5:]))

    def show(self, index: int) -> None:
        self.card.show_phase(self.phases[index], self.table.controller.seat_names)
