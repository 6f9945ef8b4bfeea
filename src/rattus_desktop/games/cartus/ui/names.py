"""Every name and sentence the Cartus table shows for a data id, through Qt's translation.

Each id has its own literal ``QCoreApplication.translate`` call so that lupdate finds
the strings. Unknown ids fall back to the id itself (or the core's English).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.engine.events import Event
from rattus_desktop.shell.kit.plural import Numerus

translate = QCoreApplication.translate

Texts = dict[str, Callable[[], str]]


def class_name(cls: str) -> str:
    names: Texts = {
        "royalty": lambda: translate("CartusClass", "Royalty"),
        "church": lambda: translate("CartusClass", "Church"),
        "bourgeoisie": lambda: translate("CartusClass", "Bourgeoisie"),
        "chivalry": lambda: translate("CartusClass", "Chivalry"),
        "peasantry": lambda: translate("CartusClass", "Peasantry"),
        "magic": lambda: translate("CartusClass", "Magic"),
    }
    fn = names.get(cls)
    return fn() if fn else cls


def building_name(bid: str) -> str:
    names: Texts = {
        "palace": lambda: translate("CartusBuilding", "Palace"),
        "treasury": lambda: translate("CartusBuilding", "Treasury"),
        "monastery": lambda: translate("CartusBuilding", "Monastery"),
        "hospital": lambda: translate("CartusBuilding", "Hospital"),
        "office": lambda: translate("CartusBuilding", "Office"),
        "marketplace": lambda: translate("CartusBuilding", "Marketplace"),
        "guard_tower": lambda: translate("CartusBuilding", "Guard Tower"),
        "castle": lambda: translate("CartusBuilding", "Castle"),
        "farm": lambda: translate("CartusBuilding", "Farm"),
        "brewery": lambda: translate("CartusBuilding", "Brewery"),
        "fortune_teller": lambda: translate(
            "CartusBuilding", "Fortune-teller's Tent"),
        "piper_house": lambda: translate("CartusBuilding", "Piper's House"),
    }
    fn = names.get(bid)
    return fn() if fn else bid


def pile_name(kind: str) -> str:
    names: Texts = {
        "joker": lambda: translate("CartusCard", "Joker"),
        "sword": lambda: translate("CartusCard", "Sword"),
        "flute": lambda: translate("CartusCard", "Flute"),
        "pass": lambda: translate("CartusCard", "Pass"),
        "gold": lambda: translate("CartusCard", "Gold"),
    }
    fn = names.get(kind)
    return fn() if fn else kind


def card_name(card: str) -> str:
    """``church:3`` → "Church, 3 nuns"; a joker or special by its name."""
    if ":" not in card:
        return pile_name(card)
    cls, _, nuns = card.partition(":")
    n = int(nuns)
    return count_text('p10', n).format(
        cls=class_name(cls))


def joined(items: list[str] | tuple[str, ...]) -> str:
    """A list of names, with the language's list separator."""
    return translate("CartusCard", ", ").join(items)


def dotted(items: list[str] | tuple[str, ...]) -> str:
    """Items of one line (score items, piles), with the language's separator."""
    return translate("CartusPanel", " · ").join(items)


def cards_text(cards: list[str] | tuple[str, ...]) -> str:
    if not cards:
        return translate("CartusCard", "no cards")
    return translate("CartusCard", ", ").join(card_name(c) for c in cards)


def card_tip(card: str) -> str:
    """A tooltip for a hand card."""
    tips: Texts = {
        "joker": lambda: translate(
            "CartusTip", "Joker: counts as a card of the building's class; never brings rats."),
        "sword": lambda: translate(
            "CartusTip", "Sword: lay it in a building; another entrant there gives you half "
            "their hand (rounded down), cards of their choice."),
        "flute": lambda: translate(
            "CartusTip", "Flute: lay it in a building; 1 of your rats passes to another "
            "entrant there."),
        "pass": lambda: translate(
            "CartusTip", "Pass: on your entry turn, go to the back of the queue. Cannot be "
            "laid. Scores a majority at the end."),
        "gold": lambda: translate(
            "CartusTip", "Gold: cannot be laid. The most Gold scores 6 at the end, the "
            "second most 3."),
    }
    fn = tips.get(card)
    if fn:
        return fn()
    return translate(
        "CartusTip", "{card}. Laid in a building of another class it brings you a rat. "
        "Its nuns matter only in the nun row.").format(card=card_name(card))


def action_spec_text(spec: Mapping[str, Any]) -> str:
    """A building action from the data (``{"id": "take", "pile": "gold", "n": 2}``)."""
    kind = spec.get("id")
    n = int(spec.get("n", 0))
    if kind == "vp":
        return count_text('p0', n)
    if kind == "take":
        pile = str(spec.get("pile"))
        return count_text('p14', n).format(
            pile=pile_name(pile))
    if kind == "discard_rats":
        return count_text('p1', n)
    if kind == "hospital":
        most = int(spec.get("max", 0))
        if int(spec.get("rats", 0)):
            return count_text('p11', most)
        return count_text('p2', most)
    if kind == "draw":
        return count_text('p3', n)
    if kind == "brew":
        per = int(spec.get("per", 1))
        if per == 1:
            return translate("CartusAction", "Draw 1 card per count")
        return count_text('p4', per)
    if kind == "look":
        return count_text('p5', n)
    if kind == "levy":
        return count_text('p6', n)
    if kind == "none":
        return translate("CartusAction", "Nothing")
    return str(kind)


def icon_name(icon: str, n: int) -> str:
    if icon == "draw":
        return count_text('p7', n)
    if icon == "rat":
        return translate("CartusSupply", "lose a rat")
    if icon == "look":
        return translate("CartusSupply", "look at a nun")
    return icon


def phase_text(phase: str) -> str:
    texts: Texts = {
        "supply": lambda: translate(
            "CartusPhase", "Supply: click a building to take its supply icons"),
        "look": lambda: translate(
            "CartusPhase", "Look: click a card of the nun row to see it"),
        "enter": lambda: translate(
            "CartusPhase", "Enter: click cards to select them, then drag one onto a "
            "building (or click the building)"),
        "sword": lambda: translate(
            "CartusPhase", "Sword: choose who gives you half their hand"),
        "flute": lambda: translate(
            "CartusPhase", "Flute: choose who gets one of your rats"),
        "give": lambda: translate(
            "CartusPhase", "Give cards: select the cards to hand over, then confirm"),
        "hospital": lambda: translate(
            "CartusPhase", "Hospital: select cards to discard (1 rat each), then confirm"),
        "game_over": lambda: translate("CartusPhase", "The game is over"),
    }
    fn = texts.get(phase)
    return fn() if fn else phase


def reason_text(code: str, params: Mapping[str, Any], default: str) -> str:
    """The translated refusal for a core reason code (the core's English if unknown)."""
    texts: Texts = {
        "not_in_hand": lambda: translate(
            "CartusReason", "You do not hold those cards."),
        "cannot_lay": lambda: translate(
            "CartusReason", "{card} may not be laid in a building: only population cards, "
            "jokers, Swords and Flutes.").format(card=pile_name(str(params.get("card")))),
        "no_pass": lambda: translate(
            "CartusReason", "You hold no Pass."),
        "alone_in_queue": lambda: translate(
            "CartusReason", "Nobody else is left in the entry queue: you cannot pass."),
        "bad_target": lambda: translate(
            "CartusReason", "That player is not a target here."),
        "wrong_count": lambda: count_text('p12', int(params.get("count", 0))),
        "too_many": lambda: count_text('p13', int(params.get("max", 0))),
        "position_chosen": lambda: translate(
            "CartusReason", "You already chose that card in this group; choose another."),
        "bad_position": lambda: translate(
            "CartusReason", "There is no such card in the nun row."),
        "no_such_building": lambda: translate(
            "CartusReason", "There is no such building in the row."),
        "not_due": lambda: translate(
            "CartusReason", "That is not what the game waits for now."),
        "game_over": lambda: translate("CartusReason", "The game is over."),
    }
    fn = texts.get(code)
    return fn() if fn else default


def _name(names: list[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def _building(row: list[str] | None, index: Any) -> str:
    """A building of the row by name when the row is known, else by its place."""
    if row is not None and isinstance(index, int) and 0 <= index < len(row):
        return building_name(row[index])
    return translate("CartusEvent", "building {n}").format(
        n=int(index or 0) + 1)


def event_text(event: Event, names: list[str], row: list[str] | None = None) -> str | None:
    """The log line for a public event (None: not logged); ``row``: the buildings."""
    d = event.data
    who = _name(names, d.get("seat"))
    k = event.kind
    if k == "reveal":
        return translate("CartusEvent", "Round {n} begins.").format(n=d.get("round"))
    if k == "last_round":
        return translate("CartusEvent", "The building deck is empty: this is the last round.")
    if k == "exchange":
        return translate("CartusEvent", "The whole row was one building: a card was exchanged.")
    if k == "supply":
        return translate("CartusEvent", "{name} takes the supply of the {b}.").format(
            name=who, b=_building(row, d.get("building")))
    if k == "draw":
        return count_text('p15', int(d.get("count", 0))).format(
            name=who)
    if k == "rats":
        change = int(d.get("change", 0))
        if change >= 0:
            return count_text('p25', change).format(name=who)
        return count_text('p16', -change).format(name=who)
    if k == "look":
        return translate("CartusEvent", "{name} looks at nun-row card {p}.").format(
            name=who, p=int(d.get("position", 0)) + 1)
    if k == "enter":
        return count_text('p17', int(d.get("count", 0))).format(
            name=who, b=_building(row, d.get("building")))
    if k == "pass":
        return translate("CartusEvent", "{name} plays a Pass and goes to the back of the queue.") \
            .format(name=who)
    if k == "influence":
        return count_text('p18', int(d.get("by", 0))).format(
            name=who, cls=class_name(str(d.get("cls"))))
    if k == "extra_space":
        return translate(
            "CartusEvent", "{name} holds the premium of the last round: 1 more space.") \
            .format(name=who)
    if k == "round_premium":
        return translate("CartusEvent", "{name} holds this round's premium.").format(name=who)
    if k == "sword":
        return count_text('p19', int(d.get("count", 0))).format(
            name=who, target=_name(names, d.get("target")))
    if k == "flute":
        return translate("CartusEvent", "{name}'s Flute passes a rat to {target}.").format(
            name=who, target=_name(names, d.get("target")))
    if k in ("sword_idle", "flute_idle"):
        return translate("CartusEvent", "{name}'s special card finds no target.").format(name=who)
    if k == "give":
        return count_text('p20', int(d.get("count", 0))) \
            .format(name=who, to=_name(names, d.get("to")))
    if k == "take":
        return count_text('p21', int(d.get("count", 0))).format(
            name=who, pile=pile_name(str(d.get("pile"))))
    if k == "vp":
        return count_text('p22', int(d.get("gain", 0))).format(name=who)
    if k == "hospital":
        return count_text('p23', len(d.get("cards", []))).format(name=who)
    if k == "levy":
        givers = joined([_name(names, g) for g in d.get("givers", [])])
        if not givers:
            return translate("CartusEvent", "{name}'s levy finds nobody to collect from.").format(
                name=who)
        return translate("CartusEvent", "{name} levies cards from {givers}.").format(
            name=who, givers=givers)
    if k == "reshuffle":
        return translate("CartusEvent", "The discard pile is shuffled into a new deck.")
    if k == "end_round":
        return translate("CartusEvent", "The round ends.")
    if k == "nun_row":
        return translate("CartusEvent", "The nun row is turned up.")
    if k == "game_over":
        return translate("CartusEvent", "The game is over.")
    return None


def action_text(action: Any) -> str:
    """A short description of an action (log, replay list)."""
    kind = getattr(action, "type", "")
    args = tuple(getattr(action, "args", ()))
    if kind == "supply":
        return translate("CartusMove", "supply from building {b}").format(b=args[0] + 1)
    if kind == "look":
        return translate("CartusMove", "look at nun-row card {p}").format(p=args[0] + 1)
    if kind == "enter":
        return count_text('p24', len(args[1])).format(
            b=args[0] + 1)
    if kind == "pass":
        return translate("CartusMove", "pass")
    if kind == "sword":
        return translate("CartusMove", "Sword on player {t}").format(t=args[0] + 1)
    if kind == "flute":
        return translate("CartusMove", "Flute on player {t}").format(t=args[0] + 1)
    if kind == "give":
        return count_text('p8', len(args[0]))
    if kind == "hospital":
        return count_text('p9', len(args[0]))
    return str(kind)


def score_item(item: str) -> str:
    names: Texts = {
        "tracks": lambda: translate("CartusScore", "Tracks"),
        "hand": lambda: translate("CartusScore", "Hand"),
        "specials": lambda: translate("CartusScore", "Swords, Flutes, Passes"),
        "gold": lambda: translate("CartusScore", "Gold"),
        "vp": lambda: translate("CartusScore", "Victory points"),
    }
    fn = names.get(item)
    return fn() if fn else item


class CartusCount(Numerus):
    """Sentences with a count (``%n`` plural forms; the context is "CartusCount")."""

    def text(self, key: str, n: int) -> str:
        texts: Texts = {
            'p0': lambda: self.tr('Gain %n victory point(s)', "", n),
            'p1': lambda: self.tr('Lose %n rat(s)', "", n),
            'p2': lambda: self.tr('Discard up to %n card(s): 1 rat each', "", n),
            'p3': lambda: self.tr('Draw %n card(s)', "", n),
            'p4': lambda: self.tr('Draw 1 card per %n count', "", n),
            'p5': lambda: self.tr('Look at %n nun-row card(s)', "", n),
            'p6': lambda: self.tr(
                'Levy: %n cards from each larger hand outside a Guard Tower', "", n),
            'p7': lambda: self.tr('draw %n', "", n),
            'p8': lambda: self.tr('give %n card(s)', "", n),
            'p9': lambda: self.tr('discard %n card(s)', "", n),
            'p10': lambda: self.tr('{cls}, %n nun(s)', "", n),
            'p11': lambda: self.tr('Lose 1 rat, then discard up to %n card(s): 1 rat each', "", n),
            'p12': lambda: self.tr('Give exactly %n card(s).', "", n),
            'p13': lambda: self.tr('Discard at most %n card(s).', "", n),
            'p14': lambda: self.tr('Take %n × {pile}', "", n),
            'p15': lambda: self.tr('{name} draws %n card(s).', "", n),
            'p16': lambda: self.tr('{name} loses %n rat(s).', "", n),
            'p17': lambda: self.tr('{name} enters the {b} with %n card(s).', "", n),
            'p18': lambda: self.tr('{name} moves %n space(s) up on {cls}.', "", n),
            'p19': lambda: self.tr("{name}'s Sword: {target} must give %n card(s).", "", n),
            'p20': lambda: self.tr('{name} gives {to} %n card(s).', "", n),
            'p21': lambda: self.tr('{name} takes %n × {pile}.', "", n),
            'p22': lambda: self.tr('{name} gains %n victory point(s).', "", n),
            'p23': lambda: self.tr('{name} discards %n card(s) at the Hospital.', "", n),
            'p24': lambda: self.tr('enter building {b} with %n card(s)', "", n),
            'p25': lambda: self.tr('{name} gains %n rat(s).', "", n),
            'p26': lambda: self.tr('%n nun(s) in all.', "", n),
        }
        return texts[key]()


def count_text(key: str, n: int) -> str:
    return CartusCount().text(key, n)
