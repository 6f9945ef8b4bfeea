"""The Big Box's words: North Africa's regions, the new cards and their texts, the
Islam class, the modules, the new-game dialog's notes and the Big Box reason codes
(``games/rattus/rules/explain_bigbox.py``). ``names`` falls back to these tables."""

from __future__ import annotations

from collections.abc import Callable

from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts

REGION = IdTexts("Region", {
    "mauretania": QT_TRANSLATE_NOOP("Region", "Mauretania"),
    "numidia": QT_TRANSLATE_NOOP("Region", "Numidia"),
    "tripolitania": QT_TRANSLATE_NOOP("Region", "Tripolitania"),
    "cyrenaica": QT_TRANSLATE_NOOP("Region", "Cyrenaica"),
    "aegyptus": QT_TRANSLATE_NOOP("Region", "Aegyptus"),
})

CARD = IdTexts("Card", {
    "baker": QT_TRANSLATE_NOOP("Card", "Baker"),
    "serf": QT_TRANSLATE_NOOP("Card", "Serf"),
    "nun": QT_TRANSLATE_NOOP("Card", "Nun"),
    "bishop": QT_TRANSLATE_NOOP("Card", "Bishop"),
    "messenger": QT_TRANSLATE_NOOP("Card", "Messenger"),
    "mayor": QT_TRANSLATE_NOOP("Card", "Mayor"),
    "wizard": QT_TRANSLATE_NOOP("Card", "Wizard"),
    "pied_piper": QT_TRANSLATE_NOOP("Card", "Pied Piper"),
    "emperor": QT_TRANSLATE_NOOP("Card", "Emperor"),
    "queen": QT_TRANSLATE_NOOP("Card", "Queen"),
    "soldier": QT_TRANSLATE_NOOP("Card", "Soldier"),
    "crusader": QT_TRANSLATE_NOOP("Card", "Crusader"),
    "astronomer": QT_TRANSLATE_NOOP("Card", "Astronomer"),
    "explorer": QT_TRANSLATE_NOOP("Card", "Explorer"),
    "nomad": QT_TRANSLATE_NOOP("Card", "Nomad"),
    "sultan": QT_TRANSLATE_NOOP("Card", "Sultan"),
    "student": QT_TRANSLATE_NOOP("Card", "Student"),
    "professor": QT_TRANSLATE_NOOP("Card", "Professor"),
    "royal_librarian": QT_TRANSLATE_NOOP("Card", "Royal Librarian"),
    "inquisitor": QT_TRANSLATE_NOOP("Card", "Inquisitor"),
    "philosopher": QT_TRANSLATE_NOOP("Card", "Philosopher"),
    "alchemist": QT_TRANSLATE_NOOP("Card", "Alchemist"),
    "guild_master": QT_TRANSLATE_NOOP("Card", "Guild Master"),
    "tavern_keeper": QT_TRANSLATE_NOOP("Card", "Tavern Keeper"),
    "boccaccio": QT_TRANSLATE_NOOP("Card", "Boccaccio"),
    "judge": QT_TRANSLATE_NOOP("Card", "Judge"),
    "jester": QT_TRANSLATE_NOOP("Card", "Jester"),
})

CARD_TEXT = IdTexts("CardText", {
    "baker": QT_TRANSLATE_NOOP("CardText", "Put 1 piece on this card; its next holder places "
                               "them all in one region."),
    "serf": QT_TRANSLATE_NOOP("CardText", "Each rat token that kills another player's piece: "
                              "1 piece of yours into the plague region."),
    "nun": QT_TRANSLATE_NOOP("CardText", "Put (or move) the 3 nuns: each raises the outbreak "
                             "numbers in its region by 1."),
    "bishop": QT_TRANSLATE_NOOP("CardText", "Put a bishop in a region: no new rat token may "
                                "ever enter it."),
    "messenger": QT_TRANSLATE_NOOP("CardText", "Swap two pieces of different players in "
                                   "different regions."),
    "mayor": QT_TRANSLATE_NOOP("CardText", "After placing: 1 more piece wherever you hold the "
                               "strict majority."),
    "wizard": QT_TRANSLATE_NOOP("CardText", "Put a potion under one of your pieces: it saves "
                                "that piece once from the plague."),
    "pied_piper": QT_TRANSLATE_NOOP("CardText", "Move 1 piece to a neighbour, taking rat tokens "
                                    "along."),
    "emperor": QT_TRANSLATE_NOOP("CardText", "Put 3 walls on borders: walled regions are no "
                                 "longer neighbours."),
    "queen": QT_TRANSLATE_NOOP("CardText", "When placing: 2 more pieces if your largest group "
                               "of connected regions is the largest."),
    "soldier": QT_TRANSLATE_NOOP("CardText", "Plague moves up to 2 (3) steps; spread 1 more "
                                 "rat token."),
    "crusader": QT_TRANSLATE_NOOP("CardText", "Plague moves up to 2 (3) steps; reveal all its "
                                  "tokens and choose their order."),
    "astronomer": QT_TRANSLATE_NOOP("CardText", "Draw 3 region cards, keep 1."),
    "explorer": QT_TRANSLATE_NOOP("CardText", "Reveal 3 region cards; 1 piece into the region "
                                  "of one of them."),
    "nomad": QT_TRANSLATE_NOOP("CardText", "Move the camel exactly 2 steps: most pieces where "
                               "it starts and passes add 1 piece."),
    "sultan": QT_TRANSLATE_NOOP("CardText", "Put a diplomat under one of your pieces: points "
                                "for the most diplomats."),
    "student": QT_TRANSLATE_NOOP("CardText", "1 piece into a region with a university."),
    "professor": QT_TRANSLATE_NOOP("CardText", "Look at the top 4 event cards and order them."),
    "royal_librarian": QT_TRANSLATE_NOOP("CardText", "Move the green university."),
    "inquisitor": QT_TRANSLATE_NOOP("CardText", "Plague moves up to 2 (3) steps; 3 kills "
                                    "disable a victim's card."),
    "philosopher": QT_TRANSLATE_NOOP("CardText", "From you, others may take only the "
                                     "Philosopher."),
    "alchemist": QT_TRANSLATE_NOOP("CardText", "Put a level III upgrade tile on this card and "
                                   "use it."),
    "guild_master": QT_TRANSLATE_NOOP("CardText", "1 piece onto a guild space, sending its "
                                      "occupant home."),
    "tavern_keeper": QT_TRANSLATE_NOOP("CardText", "1 piece onto a tavern city."),
    "boccaccio": QT_TRANSLATE_NOOP("CardText", "After a plague that killed others: 1 piece "
                                   "next to it to the palace."),
    "judge": QT_TRANSLATE_NOOP("CardText", "1 piece of a region back to your reserve, another "
                               "from there to the palace."),
    "jester": QT_TRANSLATE_NOOP("CardText", "Drop 2 pieces at random; each may knock a piece "
                                "into a neighbour."),
})

CLASS = IdTexts("Class", {"islam": QT_TRANSLATE_NOOP("Class", "Islam")})

MODULE = IdTexts("Module", {
    "region_cards": QT_TRANSLATE_NOOP("Module", "Region cards"),
    "universities": QT_TRANSLATE_NOOP("Module", "Universities"),
    "upgrades": QT_TRANSLATE_NOOP("Module", "Upgrades"),
    "guild": QT_TRANSLATE_NOOP("Module", "Guilds"),
    "tavern": QT_TRANSLATE_NOOP("Module", "Taverns"),
})

RULESET = IdTexts("Ruleset", {
    "classic": QT_TRANSLATE_NOOP("Ruleset", "Classic (2–4 players)"),
    "bigbox": QT_TRANSLATE_NOOP("Ruleset", "Big Box (2–6 players)"),
})

CARD_CHOICE = IdTexts("CardChoice", {
    "first": QT_TRANSLATE_NOOP("CardChoice", "First game"),
    "random": QT_TRANSLATE_NOOP("CardChoice", "Random"),
    "one_per_class": QT_TRANSLATE_NOOP("CardChoice", "One per class"),
    "chosen": QT_TRANSLATE_NOOP("CardChoice", "Chosen by hand"),
})

WARNING = IdTexts("CardWarning", {
    "no_chivalry": QT_TRANSLATE_NOOP(
        "CardWarning", "Below 4 players the set should hold at least one chivalry card."),
    "empty_set": QT_TRANSLATE_NOOP("CardWarning", "Choose at least one card."),
    "card_count": QT_TRANSLATE_NOOP(
        "CardWarning", "A normal game uses {expected} cards; {count} are chosen."),
})

REASON = IdTexts("Reason", {
    "philosopher_protects": QT_TRANSLATE_NOOP(
        "Reason", "From the Philosopher's holder you may take only the Philosopher."),
    "nuns_unchanged": QT_TRANSLATE_NOOP(
        "Reason", "The nuns already stand there: a use must change something."),
    "piper_count": QT_TRANSLATE_NOOP("Reason", "The Pied Piper moves 1 piece."),
    "bishop_there": QT_TRANSLATE_NOOP("Reason", "{region} already has a bishop."),
    "bishops_out": QT_TRANSLATE_NOOP(
        "Reason", "Both bishops are out: move one of them."),
    "no_bishop_there": QT_TRANSLATE_NOOP("Reason", "No bishop stands in {region}."),
    "bishop_left": QT_TRANSLATE_NOOP(
        "Reason", "A bishop is still off the board: place it first."),
    "mayor_region": QT_TRANSLATE_NOOP(
        "Reason", "The Mayor adds where you hold the majority (a region only in the final "
                  "round)."),
    "no_majority": QT_TRANSLATE_NOOP("Reason", "You hold the strict majority nowhere there."),
    "mayor_after_place": QT_TRANSLATE_NOOP("Reason", "The Mayor acts right after you place."),
    "bishop_blocks": QT_TRANSLATE_NOOP(
        "Reason", "A bishop stands in {region}: no rat token may be added there."),
    "not_in_game": QT_TRANSLATE_NOOP("Reason", "That is not part of this game."),
    "no_such_seat": QT_TRANSLATE_NOOP("Reason", "There is no such player."),
    "same_player": QT_TRANSLATE_NOOP(
        "Reason", "The Messenger swaps pieces of two different players."),
    "same_region": QT_TRANSLATE_NOOP(
        "Reason", "The Messenger swaps pieces in two different regions."),
    "no_nomad": QT_TRANSLATE_NOOP("Reason", "The camel is not on the board."),
    "nomad_steps": QT_TRANSLATE_NOOP("Reason", "The camel moves exactly 2 steps."),
    "nomad_back": QT_TRANSLATE_NOOP(
        "Reason", "The camel may not end where it started this turn."),
    "no_pick": QT_TRANSLATE_NOOP("Reason", "That is not one of the lit choices."),
    "card_already_disabled": QT_TRANSLATE_NOOP("Reason", "The {card} is already disabled."),
    "card_disabled": QT_TRANSLATE_NOOP("Reason", "The {card} is disabled by the Inquisitor."),
    "card_not_held_by": QT_TRANSLATE_NOOP("Reason", "That player does not hold the {card}."),
    "crusader_discard": QT_TRANSLATE_NOOP(
        "Reason", "Only an upgraded Crusader discards tokens."),
    "disable_none_no_seat": QT_TRANSLATE_NOOP(
        "Reason", "To disable nothing, choose no player."),
    "nomad_distinct": QT_TRANSLATE_NOOP(
        "Reason", "The camel passes regions distinct from each other and from its start."),
    "not_a_victim": QT_TRANSLATE_NOOP(
        "Reason", "Disable a card of another player who lost pieces in this plague phase."),
    "plague_already_moved": QT_TRANSLATE_NOOP(
        "Reason", "The plague already moved in this final round: it stays in {region}."),
    "walled": QT_TRANSLATE_NOOP("Reason", "A wall stands between {a} and {b}."),
    "only_diplomats": QT_TRANSLATE_NOOP(
        "Reason", "Your pieces in {region} all carry diplomats: only plain pieces leave the "
                  "map."),
})

NOTE = IdTexts("BigBoxNote", {
    "card_not_playable": QT_TRANSLATE_NOOP("BigBoxNote", "not playable in this version yet"),
    "module_not_playable": QT_TRANSLATE_NOOP("BigBoxNote", "not playable in this version yet"),
    "card_needs_module": QT_TRANSLATE_NOOP("BigBoxNote", "needs the {module} module"),
    "table_cannot": QT_TRANSLATE_NOOP("BigBoxNote", "not at this table yet"),
})

LOG = IdTexts("Log", {
    "jester_dropped": QT_TRANSLATE_NOOP("Log", "The Jester drops a piece of {seat} into {region}."),
    "jester_knocked": QT_TRANSLATE_NOOP(
        "Log", "The Jester drops a piece of {seat} into {region}; it knocks a piece of "
               "{victim} into {victim_to}."),
    "pieces_swapped": QT_TRANSLATE_NOOP(
        "Log", "The Messenger swaps a piece of {a_seat} in {a_region} with one of {b_seat} "
               "in {b_region}."),
    "piper_moved": QT_TRANSLATE_NOOP(
        "Log", "The Pied Piper leads a piece of {seat} from {from} to {to}; rat tokens "
               "taken along: {tokens}."),
    "mayor_added": QT_TRANSLATE_NOOP("Log", "The Mayor adds a piece of {seat} in {regions}."),
    "nomad_bonus": QT_TRANSLATE_NOOP("Log", "The camel brings {seat} a piece in {region}."),
    "judged": QT_TRANSLATE_NOOP(
        "Log", "The Judge sends a piece of {seat} in {region} home, another to the palace."),
    "judged_home": QT_TRANSLATE_NOOP(
        "Log", "The Judge sends a piece of {seat} in {region} home."),
    "nuns_placed": QT_TRANSLATE_NOOP("Log", "{seat} sends the nuns to {regions}."),
    "bishop_placed": QT_TRANSLATE_NOOP("Log", "{seat} puts a bishop in {region}."),
    "potion_placed": QT_TRANSLATE_NOOP(
        "Log", "The Wizard gives a piece of {seat} in {region} a potion."),
    "nomad_moved": QT_TRANSLATE_NOOP("Log", "{seat} leads the camel from {from} to {to}."),
    "nomad_placed": QT_TRANSLATE_NOOP("Log", "{seat} puts the camel in {region}."),
    "baker_loaded": QT_TRANSLATE_NOOP("Log", "{seat} puts a piece on the Baker."),
    "baker_placed": QT_TRANSLATE_NOOP(
        "Log", "{seat} places the pieces from the Baker in {region}."),
    "boccaccio_moved": QT_TRANSLATE_NOOP(
        "Log", "Boccaccio takes a piece of {seat} from {from} to the palace."),
    "boccaccio_none": QT_TRANSLATE_NOOP("Log", "{seat} moves no piece with Boccaccio."),
    "card_disabled": QT_TRANSLATE_NOOP(
        "Log", "With the Inquisitor, {by} disables the {card} of {seat}."),
    "card_disabled_none": QT_TRANSLATE_NOOP(
        "Log", "With the Inquisitor, {by} disables no card."),
    "card_enabled": QT_TRANSLATE_NOOP("Log", "The {card} of {seat} works again."),
    "diplomat_placed": QT_TRANSLATE_NOOP(
        "Log", "The Sultan puts a diplomat under a piece of {seat} in {region}."),
    "serf_placed": QT_TRANSLATE_NOOP(
        "Log", "The Serf brings a piece of {seat} into {region}."),
    "crusader_turned_up": QT_TRANSLATE_NOOP(
        "Log", "The Crusader of {seat} turns up every rat token in {region}."),
})


def log_key(kind: str, data: dict[str, object]) -> str:
    """The Big Box log template of an event (some have variants)."""
    if kind in university_names.LOG_KINDS:
        return university_names.log_key(kind, data)
    if kind == "jester_dropped" and data.get("knocked"):
        return "jester_knocked"
    if kind == "judged" and not data.get("to_palace"):
        return "judged_home"
    if kind == "boccaccio_moved" and data.get("from") is None:
        return "boccaccio_none"
    if kind == "card_disabled" and data.get("card") is None:
        return "card_disabled_none"
    return kind


def log_values(data: dict[str, object], region: Callable[[str], str],
               seat: Callable[[object], str], join: Callable[[list[str]], str]
               ) -> dict[str, str]:
    """The Big Box fields of an event's log line, in words."""
    out: dict[str, str] = {}
    for key, value in data.items():
        if key in ("a", "b") and isinstance(value, list | tuple) and len(value) == 2:
            out[f"{key}_region"], out[f"{key}_seat"] = region(str(value[0])), seat(value[1])
        elif key == "regions" and isinstance(value, list | tuple):
            out["regions"] = join([region(str(r)) for r in value])
        elif key == "path" and isinstance(value, list | tuple) and value:
            out["to"] = region(str(value[-1]))
        elif key == "by":
            out["by"] = seat(value)
        elif key == "knocked" and isinstance(value, list | tuple) and len(value) == 2:
            out["victim"], out["victim_to"] = seat(value[0]), region(str(value[1]))
    out.update(university_names.log_values(data, join))
    return out

PHASE = IdTexts("Phase", {
    "nomad_setup": QT_TRANSLATE_NOOP("Phase", "Placing the camel"),
    "baker_place": QT_TRANSLATE_NOOP("Phase", "Placing the Baker's pieces"),
    "boccaccio": QT_TRANSLATE_NOOP("Phase", "Boccaccio"),
    "inquisitor_disable": QT_TRANSLATE_NOOP("Phase", "Inquisitor"),
    "crusader_reveal": QT_TRANSLATE_NOOP("Phase", "Crusader"),
    "region_card": QT_TRANSLATE_NOOP("Phase", "Region card window"),
    "keep_region_card": QT_TRANSLATE_NOOP("Phase", "Astronomer"),
    "explore": QT_TRANSLATE_NOOP("Phase", "Explorer"),
})

# What the deciding player may do with a Big Box card (status line), by action type.
OPTION = IdTexts("Status", {
    "messenger": QT_TRANSLATE_NOOP(
        "Status", "use the Messenger (click the card, then two pieces to swap)"),
    "judge": QT_TRANSLATE_NOOP("Status", "use the Judge (click the card, then a region)"),
    "nun": QT_TRANSLATE_NOOP("Status", "use the Nun (click the card, then three regions)"),
    "bishop": QT_TRANSLATE_NOOP("Status", "use the Bishop (click the card, then a region)"),
    "pied_piper": QT_TRANSLATE_NOOP(
        "Status", "use the Pied Piper (click the card, then your region and its neighbour)"),
    "jester": QT_TRANSLATE_NOOP("Status", "use the Jester (click the card)"),
    "mayor": QT_TRANSLATE_NOOP("Status", "use the Mayor (click the card)"),
    "baker": QT_TRANSLATE_NOOP(
        "Status", "use the Baker (click the card: 1 piece onto it)"),
    "sultan": QT_TRANSLATE_NOOP(
        "Status", "use the Sultan (click the card, then a region with your piece)"),
    "wizard": QT_TRANSLATE_NOOP(
        "Status", "use the Wizard (click the card, then a region with your piece)"),
    "nomad": QT_TRANSLATE_NOOP(
        "Status", "use the Nomad (click the card, then the camel's two steps)"),
    "astronomer": QT_TRANSLATE_NOOP(
        "Status", "use the Astronomer (click the card: draw region cards, keep one)"),
    "explorer": QT_TRANSLATE_NOOP(
        "Status", "use the Explorer (click the card: reveal region cards, settle one "
                  "region)"),
})

NOMAD_SETUP = QT_TRANSLATE_NOOP("Status", "Put the camel: click a glowing region.")
#: what the deciding player does in a Big Box phase that is one click (status line)
DOING = {
    "nomad_setup": NOMAD_SETUP,
    "baker_place": QT_TRANSLATE_NOOP(
        "Status", "Baker: click a glowing region for all the pieces on the card."),
    "boccaccio": QT_TRANSLATE_NOOP(
        "Status", "Boccaccio: click a glowing region next to the plague to take 1 of your "
                  "pieces there to the palace, or move none."),
    "inquisitor_disable": QT_TRANSLATE_NOOP(
        "Status", "Inquisitor: click a glowing class card of a player who lost pieces to "
                  "disable it until the end of their next turn, or disable none."),
    "crusader_reveal": QT_TRANSLATE_NOOP(
        "Status", "Crusader: choose on the right which turned-up token resolves next (each "
                  "still needs its population)."),
}
CRUSADER_QUESTION = QT_TRANSLATE_NOOP("Status", "Which token of {region} resolves next?")
#: a turned-up token on the Crusader's button: what it needs, then its symbols
CRUSADER_TOKEN = QT_TRANSLATE_NOOP("Status", "Population {n}: {symbols}")
CRUSADER_PLAIN = QT_TRANSLATE_NOOP("Status", "Population {n}")
SYMBOL_M = QT_TRANSLATE_NOOP("Status", "M")
SYMBOL_A = QT_TRANSLATE_NOOP("Status", "A")
#: the button that declines a pick-only decision: (question, label), by phase
DECLINE = {
    "boccaccio": (QT_TRANSLATE_NOOP("Status", "Boccaccio: move a piece to the palace?"),
                  QT_TRANSLATE_NOOP("Status", "Move none")),
    "inquisitor_disable": (QT_TRANSLATE_NOOP("Status", "Inquisitor: disable a card?"),
                           QT_TRANSLATE_NOOP("Status", "Disable none")),
}
PICK_NEXT = QT_TRANSLATE_NOOP("Status", "{card}: click a glowing place (Esc cancels).")


def options(types: set[str]) -> list[str]:
    """The Big Box card uses on offer, as short phrases (in the option table's order)."""
    return [OPTION(kind) for kind in OPTION.table if kind in types]

FINAL = IdTexts("Tips", {
    "mayor": QT_TRANSLATE_NOOP(
        "Tips", "Final round: add 1 piece to one region where you hold the strict majority."),
    "queen": QT_TRANSLATE_NOOP(
        "Tips", "Final round: if your largest group of connected regions is the largest, "
                "place 2 pieces in any region."),
    "serf": QT_TRANSLATE_NOOP(
        "Tips", "Final round: move the plague 1 step; the Serf works there in the final "
                "plague."),
    "soldier": QT_TRANSLATE_NOOP(
        "Tips", "Final round: move the plague and put one rat token next to it."),
    "crusader": QT_TRANSLATE_NOOP(
        "Tips", "Final round: move the plague; you order that region's tokens in the final "
                "plague."),
    "inquisitor": QT_TRANSLATE_NOOP(
        "Tips", "Final round: move the plague 1 to 2 (3) steps; it resolves with the final "
                "plague."),
    "boccaccio": QT_TRANSLATE_NOOP(
        "Tips", "Final round: move the plague 1 step; Boccaccio works there in the final "
                "plague."),
})

ITEM_TIP = IdTexts("Tips", {
    "nuns": QT_TRANSLATE_NOOP("Tips", "Nuns here: {n} (each raises the outbreak numbers by 1)."),
    "bishop": QT_TRANSLATE_NOOP("Tips", "A bishop stands here: no new rat token may enter."),
    "nomad": QT_TRANSLATE_NOOP("Tips", "The camel stands here."),
    "potions": QT_TRANSLATE_NOOP("Tips", "Potions of {name}: {n}"),
    "diplomats": QT_TRANSLATE_NOOP(
        "Tips", "Diplomats of {name}: {n} (their pieces die after the plain ones)"),
    "baker": QT_TRANSLATE_NOOP("Tips", "On the card: {name} {n}"),
    "disabled": QT_TRANSLATE_NOOP(
        "Tips", "Disabled by the Inquisitor: no ability until the end of its holder's next "
                "turn or until it changes hands."),
})


def card_lines(cid: str, baker: tuple[int, ...], disabled: tuple[str, ...],
               names: list[str]) -> list[str]:
    """What lies on a Big Box card now, or what holds it, for its tooltip."""
    out = [ITEM_TIP("disabled")] if cid in disabled else []
    if cid == "baker":
        out.extend(ITEM_TIP("baker").format(name=names[seat], n=n)
                   for seat, n in enumerate(baker) if n and seat < len(names))
    return out


def item_lines(rid: str, nuns: tuple[str, ...], bishops: tuple[str, ...],
               nomad: str | None, potions: tuple[int, ...], names: list[str],
               diplomats: tuple[int, ...] = ()) -> list[str]:
    """The Big Box items of a region, for its tooltip."""
    out: list[str] = []
    if rid in nuns:
        out.append(ITEM_TIP("nuns").format(n=nuns.count(rid)))
    if rid in bishops:
        out.append(ITEM_TIP("bishop"))
    if nomad == rid:
        out.append(ITEM_TIP("nomad"))
    for seat, n in enumerate(potions):
        if n and seat < len(names):
            out.append(ITEM_TIP("potions").format(name=names[seat], n=n))
    for seat, n in enumerate(diplomats):
        if n and seat < len(names):
            out.append(ITEM_TIP("diplomats").format(name=names[seat], n=n))
    return out

# The Universities module's words (ui/university_names.py) join the tables above.
from rattus_desktop.games.rattus.ui import university_names  # noqa: E402

university_names.extend(PHASE.table, OPTION.table, LOG.table, DECLINE)
