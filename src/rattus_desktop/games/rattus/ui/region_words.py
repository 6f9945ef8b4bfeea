"""The Region cards module's words: the Chronicle's lines for its events, the status
line and prompts of a reaction window, the Astronomer's and the Explorer's choosers,
the hand-over notes and the tooltips of a region card. The core emits ids and data;
these are the words (translated at lookup time)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules.modules.region_cards.state import RegionCard
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.plural import Numerus
from rattus_desktop.shell.kit.typography import join_list

LOG = IdTexts("RegionLog", {
    "region_card_played": QT_TRANSLATE_NOOP(
        "RegionLog", "{seat} covers the {on} with the {card} card."),
    "region_cards_discarded": QT_TRANSLATE_NOOP(
        "RegionLog", "The region cards played go to the discards; {cards} cost pieces again."),
    "region_deck_reshuffled": QT_TRANSLATE_NOOP(
        "RegionLog", "The discarded region cards are shuffled into a new deck."),
    "region_cards_drawn": QT_TRANSLATE_NOOP(
        "RegionLog", "With the Astronomer, {seat} draws region cards ({count})."),
    "region_card_kept": QT_TRANSLATE_NOOP(
        "RegionLog", "{seat} keeps {count} of them and discards {discarded}."),
    "region_card_kept_all": QT_TRANSLATE_NOOP("RegionLog", "{seat} keeps {count} of them."),
    "region_cards_revealed": QT_TRANSLATE_NOOP(
        "RegionLog", "With the Explorer, {seat} reveals the region cards {cards}."),
})

TEXT = IdTexts("RegionCards", {
    "window": QT_TRANSLATE_NOOP(
        "RegionCards", "{region} is about to be revealed: you may cover one of your class "
                       "cards with a region card — click a card of your hand, then a glowing "
                       "class card. Or pass (P)."),
    "window_question": QT_TRANSLATE_NOOP("RegionCards", "A region card for {region}?"),
    "pass": QT_TRANSLATE_NOOP("RegionCards", "Pass"),
    "pass_tip": QT_TRANSLATE_NOOP(
        "RegionCards", "Play no (more) region card before this reveal (key P)."),
    "pick_cover": QT_TRANSLATE_NOOP(
        "RegionCards", "The {region} card: now click the glowing class card it covers "
                       "(Esc cancels)."),
    "pick_hand_first": QT_TRANSLATE_NOOP(
        "RegionCards", "First click one of your region cards, then the class card it covers."),
    "no_fit": QT_TRANSLATE_NOOP(
        "RegionCards", "This card fits none of your uncovered class cards."),
    "handover_window": QT_TRANSLATE_NOOP(
        "RegionCards", "{name}: a region card window for {region}. Everybody else, look "
                       "away."),
    "handover_hand": QT_TRANSLATE_NOOP(
        "RegionCards", "{name} will see their region cards. Everybody else, look away."),
    "show_hand": QT_TRANSLATE_NOOP("RegionCards", "Show my region cards"),
    "hide_hand": QT_TRANSLATE_NOOP("RegionCards", "Hide my region cards"),
    "hand_title": QT_TRANSLATE_NOOP("RegionCards", "Region cards of {name}"),
    "hand_empty": QT_TRANSLATE_NOOP("RegionCards", "{name} holds no region cards."),
    "keep_title": QT_TRANSLATE_NOOP("RegionCards", "Astronomer: drawn for {name}"),
    "explore_title": QT_TRANSLATE_NOOP("RegionCards", "Explorer: revealed"),
    "keep_one": QT_TRANSLATE_NOOP(
        "RegionCards", "Astronomer: click the drawn region card you keep; the others are "
                       "discarded."),
    "keep_many": QT_TRANSLATE_NOOP(
        "RegionCards", "Astronomer: choose the {n} drawn region cards you keep, then press "
                       "“Keep”; the others are discarded."),
    "keep": QT_TRANSLATE_NOOP("RegionCards", "Keep"),
    "keep_question": QT_TRANSLATE_NOOP("RegionCards", "Which region cards do you keep?"),
    "keep_question_one": QT_TRANSLATE_NOOP("RegionCards", "Which region card do you keep?"),
    "explore": QT_TRANSLATE_NOOP(
        "RegionCards", "Explorer: click a glowing region (or its revealed card) for your "
                       "pieces; all the revealed cards are discarded."),
    "explore_question": QT_TRANSLATE_NOOP("RegionCards", "Which region does the Explorer "
                                                         "settle?"),
    "choice_card": QT_TRANSLATE_NOOP("RegionCards", "{region} ({classes})"),
    "wild": QT_TRANSLATE_NOOP("RegionCards", "any class"),
    "tip_classes": QT_TRANSLATE_NOOP("RegionCards", "Region card {region} — {classes}"),
    "tip_use": QT_TRANSLATE_NOOP(
        "RegionCards", "During a plague resolution, play it onto one of your class cards of "
                       "these classes: that card costs you no pieces for its class symbol "
                       "until the end of the plague phase (M and A still count)."),
    "tip_score": QT_TRANSLATE_NOOP(
        "RegionCards", "Unplayed at the end: 1 point if you have the most pieces in {region} "
                       "(ties count)."),
    "tip_covered": QT_TRANSLATE_NOOP(
        "RegionCards", "Covered by the {region} region card: no pieces lost for its class "
                       "symbol until the end of this plague phase."),
    "chosen": QT_TRANSLATE_NOOP("RegionCards", "✓ {card}"),
})

# the events whose Chronicle line this module writes
LOGGED = frozenset(LOG.table) - {"region_card_kept_all"} | {"explorer_placed"}


class RegionCount(Numerus):
    """The player panel's count of region cards."""

    def hand(self, n: int) -> str:
        return self.tr("%n region card(s) in hand", "", n)

    def explorer(self, n: int) -> str:
        return self.tr("The Explorer brings %n piece(s) of {seat} into {region}.", "", n)


def classes_text(card: RegionCard, class_name: Callable[[str], str]) -> str:
    if card.wild:
        return TEXT("wild")
    return join_list(list(dict.fromkeys(class_name(c) for c in card.classes)))


def card_label(card: RegionCard, region_name: Callable[[str], str],
               class_name: Callable[[str], str]) -> str:
    """A drawn card on a button: its region and classes."""
    return TEXT("choice_card").format(region=region_name(card.region),
                                      classes=classes_text(card, class_name))


def card_tip(card: RegionCard, region_name: Callable[[str], str],
             class_name: Callable[[str], str]) -> str:
    """The rich-text tooltip of a region card: what it shows and what it does."""
    region = region_name(card.region)
    head = TEXT("tip_classes").format(region=region, classes=classes_text(card, class_name))
    return "".join([f"<p><b>{escape(head)}</b></p>", f"<p>{escape(TEXT('tip_use'))}</p>",
                    f"<p>{escape(TEXT('tip_score').format(region=region))}</p>"])


def event_text(kind: str, data: dict[str, Any], seat_names: Sequence[str],
               region_name: Callable[[str], str], card_name: Callable[[str], str]) -> str | None:
    """The Chronicle's line of a Region cards event (None for passes)."""
    def seat(value: object) -> str:
        return seat_names[value] if isinstance(value, int) and 0 <= value < len(
            seat_names) else "?"

    def regions(cards: object) -> str:
        items = cards if isinstance(cards, list | tuple) else []
        return join_list([region_name(str(c.get("region", "?"))) for c in items
                          if isinstance(c, dict)])

    key = kind
    if kind == "region_card_kept" and not data.get("discarded"):
        key = "region_card_kept_all"
    template = LOG.get(key)
    if kind == "explorer_placed":
        template = RegionCount().explorer(int(str(data.get("count", 0))))
    if template is None:
        return None
    card = data.get("card")
    values = {
        "seat": seat(data.get("seat")), "count": str(data.get("count", "")),
        "region": region_name(str(data.get("region", ""))),
        "on": card_name(str(data.get("on", ""))),
        "card": region_name(str(card.get("region", "?"))) if isinstance(card, dict) else "",
        "discarded": regions(data.get("discarded")),
    }
    cards = data.get("cards")
    if kind == "region_cards_discarded":
        values["cards"] = join_list([card_name(str(c)) for c in cards or ()])
    else:
        values["cards"] = regions(cards)
    return template.format(**values)


def translate(text: str) -> str:
    return QCoreApplication.translate("RegionCards", text)


def cover_lines(cid: str, covers: dict[str, RegionCard],
                region_name: Callable[[str], str]) -> list[str]:
    """The tooltip line of a class card a region card covers now."""
    card = covers.get(cid)
    return [TEXT("tip_covered").format(region=region_name(card.region))] if card else []
