"""Words for the refusals of the Big Box modules (region cards, universities, guilds and
taverns) and of the upgraded cards' forms; the codes come from the rules core's
``explain_modules``, ``explain_guild`` and ``explain_bigbox``."""

from __future__ import annotations

from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts

REASON = IdTexts("Reason", {
    "crusader_discards_used": QT_TRANSLATE_NOOP(
        "Reason", "Your Crusader may discard no more tokens in this plague."),
    "bad_order": QT_TRANSLATE_NOOP("Reason", "Give each card exactly one place in the order."),
    "card_covered": QT_TRANSLATE_NOOP("Reason", "A region card already covers the {card}."),
    "event_deck_empty": QT_TRANSLATE_NOOP("Reason", "No event card is left."),
    "keep_count": QT_TRANSLATE_NOOP("Reason", "Keep exactly {expected} of the drawn cards."),
    "keep_same_card": QT_TRANSLATE_NOOP("Reason", "Keep different drawn cards."),
    "librarian_which_needed": QT_TRANSLATE_NOOP(
        "Reason", "Say which university the Royal Librarian moves: the green or the plain "
                  "one."),
    "librarian_which_upgraded": QT_TRANSLATE_NOOP(
        "Reason", "Only an upgraded Royal Librarian moves the plain university."),
    "no_such_event": QT_TRANSLATE_NOOP("Reason", "That is not one of the drawn event cards."),
    "no_such_region_card": QT_TRANSLATE_NOOP("Reason", "There is no such region card."),
    "not_university_region": QT_TRANSLATE_NOOP("Reason", "{region} has no university."),
    "region_card_misfit": QT_TRANSLATE_NOOP(
        "Reason", "That region card does not show the class of the {card}."),
    "region_deck_empty": QT_TRANSLATE_NOOP("Reason", "No region card is left to draw."),
    "university_moved_already": QT_TRANSLATE_NOOP(
        "Reason", "That university already moved this turn."),
    "university_no_setup": QT_TRANSLATE_NOOP(
        "Reason", "{region} has a university: no starting pieces may go there."),
    "university_region_taken": QT_TRANSLATE_NOOP(
        "Reason", "{region} already has a university or a university marker."),
    "ability_used": QT_TRANSLATE_NOOP("Reason", "You already used that ability this turn."),
    "city_empty": QT_TRANSLATE_NOOP(
        "Reason", "That city is empty: put a piece from your reserve on it."),
    "city_occupied": QT_TRANSLATE_NOOP(
        "Reason", "That city is taken: move one of your pieces from its region onto it."),
    "diplomat_there": QT_TRANSLATE_NOOP("Reason", "You already have a diplomat in {region}."),
    "guild_space_new": QT_TRANSLATE_NOOP(
        "Reason", "A guild space cannot be used on the turn it was taken."),
    "guild_space_not_held": QT_TRANSLATE_NOOP(
        "Reason", "You have no piece on that guild space."),
    "knight_card_held": QT_TRANSLATE_NOOP(
        "Reason", "You hold the Knight: its ability already works from the card."),
    "module_not_in_game": QT_TRANSLATE_NOOP("Reason", "That board is not part of this game."),
    "no_guild_space": QT_TRANSLATE_NOOP("Reason", "The guild board has no space for that."),
    "own_city": QT_TRANSLATE_NOOP("Reason", "You already occupy that city."),
    "own_space": QT_TRANSLATE_NOOP("Reason", "You already occupy that guild space."),
    "tavern_from_other": QT_TRANSLATE_NOOP(
        "Reason", "A piece moves onto a city only from that city's own region."),
    "witch_count": QT_TRANSLATE_NOOP("Reason", "The Witch looks at 2 tokens."),
})
