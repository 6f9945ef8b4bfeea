"""The Big Box part of Help → Rules: our own summary (from the project's rules file and
the data files, in our words), as ``QT_TRANSLATE_NOOP`` texts so that lupdate finds them.

Each of the 33 class cards has its ability here (the six base cards keep their classic
texts), its level II and III tiles (``upgrade_names``) and its final-round form; each
of the five modules a paragraph; then the North Africa map and the Big Box setup.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules.data import africa_regions, all_cards, known_modules
from rattus_desktop.games.rattus.ui import bigbox_names, upgrade_names
from rattus_desktop.games.rattus.ui.names import card_name, class_name, region_name
from rattus_desktop.games.rattus.ui.tooltips import card_ability, card_final
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.typography import join_list

CONTEXT = "BigBoxRules"

ABILITY = IdTexts(CONTEXT, {
    "baker": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Once per turn, put 1 piece from your reserve on the Baker card. Whoever "
                 "takes the card from you at once puts every piece lying on it into one "
                 "region of their choice (the pieces keep their owners' colours). At the end, "
                 "before the final plague, the player to the holder's left places the pieces "
                 "still on it."),
    "serf": QT_TRANSLATE_NOOP(
        "BigBoxRules", "In your own plague phase, each turned-up token that kills at least one "
                 "piece of another player brings 1 piece from your reserve into the plague "
                 "region at once; it counts for the following tokens and can die to them."),
    "messenger": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Swap two pieces of different players standing in different regions: one "
                 "of yours with another player's, or two other players' pieces."),
    "mayor": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Right after you place, you may add 1 piece to every region where you hold "
                 "the strict majority of pieces, in board order while your reserve lasts."),
    "nun": QT_TRANSLATE_NOOP(
        "BigBoxRules", "The first use puts the 3 nuns into any regions (several may share one); "
                 "later uses move all 3. Each nun raises the outbreak number of every token "
                 "in her region by 1."),
    "bishop": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Put one of the 2 bishops into a region without one; when both are "
                 "out, move one instead. No new rat token may ever enter a bishop's region "
                 "(no spread, Monk, Pied Piper or Soldier token; the Witch swaps only within "
                 "it); tokens already there stay."),
    "soldier": QT_TRANSLATE_NOOP(
        "BigBoxRules", "The plague piece may move up to 2 steps (3 at 5 or 6 players). When the "
                 "rats spread, one more token than usual is added."),
    "crusader": QT_TRANSLATE_NOOP(
        "BigBoxRules", "The plague piece may move up to 2 steps (3 at 5 or 6 players). In the "
                 "resolution every token of the plague region is turned up at once and you "
                 "choose the order they resolve in; each still needs enough pieces there "
                 "when its turn comes."),
    "wizard": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Put a potion under one of your pieces on the board (a piece may carry "
                 "several). When that piece would die to the plague, a potion is discarded "
                 "instead. Potions travel with the piece."),
    "pied_piper": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Move 1 of your pieces to a neighbouring region and take along as many of "
                 "the origin's rat tokens as the destination can hold (3 at most, oldest "
                 "first). The piece may move even when no token can."),
    "emperor": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Put the 3 walls on borders between neighbouring regions (sea arrows too): "
                 "walled regions are no longer neighbours for anything. The plague region "
                 "may never be walled in completely. When all 3 are out, move all 3 instead."),
    "queen": QT_TRANSLATE_NOOP(
        "BigBoxRules", "When you place, if your largest group of connected regions holding your "
                 "pieces is strictly larger than every other player's, place 2 more pieces."),
    "astronomer": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Draw 3 region cards, keep 1 and discard the others (Region cards module)."),
    "explorer": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Turn up 3 region cards, choose one and put 1 piece from your reserve into "
                 "its region; all 3 are discarded (Region cards module)."),
    "nomad": QT_TRANSLATE_NOOP(
        "BigBoxRules", "After the initial placement, the last player to place puts the camel in "
                 "any region. Use: move the camel exactly 2 steps, not back to where it "
                 "started this turn; in its starting region and in the region it passes, the "
                 "players with the most pieces each add 1 piece."),
    "sultan": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Put a diplomat under one of your pieces (one per piece, one of yours per "
                 "region, not in the palace). Plain pieces die before diplomats. At the end "
                 "the most diplomats score 4 points and the second most 2."),
    "student": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Put 1 piece from your reserve into a region with a university "
                 "(Universities module)."),
    "professor": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Look at the top 4 event cards and put them back in any order (Universities "
                 "module)."),
    "royal_librarian": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Move the green university to any region without a university or a "
                 "university marker (Universities module)."),
    "inquisitor": QT_TRANSLATE_NOOP(
        "BigBoxRules", "The plague piece may move up to 2 steps (3 at 5 or 6 players). If your "
                 "plague phase kills at least 3 pieces of other players, you may disable one "
                 "class card of a player who lost pieces, until the end of that player's "
                 "next turn or until the card changes hands (its symbol still counts)."),
    "philosopher": QT_TRANSLATE_NOOP(
        "BigBoxRules", "No use on your turn. While you hold it, a player taking a card from you "
                 "may take only the Philosopher."),
    "alchemist": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Not usable on the turn you take it. If it carries no tile, put any level "
                 "III tile from the supply on it and use that ability at once (and on later "
                 "turns); if it carries one, return it instead. The tile's symbol never "
                 "costs pieces (Upgrades module)."),
    "guild_master": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Put 1 piece from your reserve on any guild space, sending its occupant "
                 "back to its owner's reserve (Guilds module)."),
    "tavern_keeper": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Put 1 piece from your reserve on an empty tavern city, or move 1 of your "
                 "pieces from a region onto that region's city, sending its occupant home "
                 "(Taverns module)."),
    "boccaccio": QT_TRANSLATE_NOOP(
        "BigBoxRules", "At the end of your plague phase, if at least one piece of another player "
                 "died, move 1 of your pieces from a region next to the plague region to "
                 "the palace."),
    "judge": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Return 1 of your pieces from a region to your reserve, then move another "
                 "of your pieces from that region to the palace."),
    "jester": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Drop 2 pieces from your reserve: each lands in a random region in play "
                 "and, half of the time, knocks a random piece there into a random "
                 "neighbouring region. Only pieces move."),
})

FINAL = IdTexts(CONTEXT, {
    "professor": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Final round: draw 4 event cards and resolve one of them at once."),
    "alchemist": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Final round: you may put a level III tile on it and use it."),
})

MODULE = IdTexts(CONTEXT, {
    "region_cards": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Before the initial placement each player is dealt 3 region cards of "
                 "regions in play; they stay private. During any plague resolution, before "
                 "each token is turned, a player may play a region card onto one of their "
                 "class cards whose class it shows (a wild card fits any): until the end of "
                 "this plague phase that card costs no pieces for its class symbol (M and A "
                 "are never covered). Played cards are discarded. At the end each card still "
                 "in hand scores 1 point if its owner has the most pieces in its region (ties "
                 "count). New cards come only from the Astronomer and the Explorer."),
    "universities": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Before the initial placement the 2 universities (one green) go into two "
                 "random regions, where no starting pieces may go. After each player's turn "
                 "an event card is turned up: nothing happens; every player may return a "
                 "class card; a university is founded (for each university, green first, "
                 "the player with the strict majority there scores 1 point, a marker stays "
                 "and the university moves on to a region with neither); or a class bonus "
                 "(for each card of that class, its holder puts 1 piece into a university "
                 "region). After the final plague one more university is founded."),
    "upgrades": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Instead of taking a class card, you may put the level II tile on one of "
                 "your cards, or turn its tile to level III (click the tile in the card's "
                 "corner). The tile replaces the card's ability (see each card below); the "
                 "card's class symbol costs as before. The tile goes back to the supply when "
                 "the card changes hands. The Philosopher, the Alchemist and the Jester have "
                 "no tile."),
    "guild": QT_TRANSLATE_NOOP(
        "BigBoxRules", "The guild board has six spaces, each giving the ability of one base card. "
                 "Whoever has a piece on a space may use it once per turn, not on the turn "
                 "the space was taken, and not in a turn they use the same ability from a "
                 "card. At the end the most spaces score 2 points and the second most 1 (3 "
                 "to 6 players). Pieces on the board are not on the map."),
    "tavern": QT_TRANSLATE_NOOP(
        "BigBoxRules", "The tavern board has one city per region. Whoever occupies a city adds 1 "
                 "piece to its region with each normal placement (not on the turn it was "
                 "taken). At the end the most cities score 2 points and the second most 1 "
                 "(3 to 6 players). Pieces on the board are not on the map."),
})

SECTION = IdTexts(CONTEXT, {
    "title": QT_TRANSLATE_NOOP("BigBoxRules", "The Big Box"),
    "intro": QT_TRANSLATE_NOOP(
        "BigBoxRules", "The Big Box is played by 2 to 6 players on Europe and North Africa, "
                 "with 33 class cards to choose from and five modules that may be added in any "
                 "combination. Everything in the classic rules holds unless it is changed "
                 "here."),
    "setup_title": QT_TRANSLATE_NOOP("BigBoxRules", "Setting up the Big Box"),
    "setup": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Which regions are in play depends on the number of players (5 players: "
                 "Europe without Russia and Tartaria, plus North Africa; 6 players: all 17). "
                 "Play with 6 class cards at 2 to 4 players and 8 at 5 or 6: the first-game "
                 "set (the six base cards, plus the Messenger and the Nomad at 5 or 6), a "
                 "random set, one card per class, or cards chosen by hand; below 4 players "
                 "include a chivalry card. Each region in play starts with one face-down "
                 "token. Each player places 2 pieces clockwise, then 2 counter-clockwise, "
                 "and at 5 or 6 players 2 more clockwise (6 pieces each)."),
    "turn_title": QT_TRANSLATE_NOOP("BigBoxRules", "What changes in play"),
    "turn": QT_TRANSLATE_NOOP(
        "BigBoxRules", "A player may hold several cards of one class: a matching symbol then costs "
                 "a piece for each such card. Cards that move the plague piece (Knight, "
                 "Soldier, Crusader, Inquisitor) move it up to 2 steps at 2 to 4 players and "
                 "up to 3 at 5 or 6; holding several still gives one such move. In the final "
                 "round the plague piece moves at most once: the first plague card used "
                 "moves it, and the others act where it stands."),
    "africa_title": QT_TRANSLATE_NOOP("BigBoxRules", "North Africa"),
    "africa": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Five regions south of the Mediterranean: {regions}. They join Europe by "
                 "sea arrows and come into play at 5 and 6 players, when both maps form one "
                 "board. The Big Box tokens also show the Islam class, the class of the "
                 "Astronomer, the Explorer, the Nomad and the Sultan."),
    "modules_title": QT_TRANSLATE_NOOP("BigBoxRules", "The five modules"),
    "cards_title": QT_TRANSLATE_NOOP("BigBoxRules", "The 33 class cards"),
    "cards_intro": QT_TRANSLATE_NOOP(
        "BigBoxRules", "Each card's ability, then what its level II and III tiles make of it "
                 "(Upgrades module), then its form in the final round."),
    "card_head": QT_TRANSLATE_NOOP("BigBoxRules", "{card} ({cls})"),
    "no_tile": QT_TRANSLATE_NOOP("BigBoxRules", "No upgrade tile."),
})


def ability_text(card: str) -> str:
    """A card's ability in the rules reference (the base cards keep their classic text)."""
    return ABILITY.get(card) or card_ability(card)


def final_text(card: str) -> str:
    return FINAL.get(card) or card_final(card)


def _card_html(card: str) -> str:
    head = SECTION("card_head").format(card=card_name(card), cls=class_name(
        all_cards()[card].cls))
    lines = [ability_text(card)]
    forms = [upgrade_names.TIPS("form").format(level=upgrade_names.LEVEL_NAME(str(lvl)),
                                               text=text)
             for lvl in (2, 3) if (text := upgrade_names.upgrade_text(card, lvl))]
    lines += forms or [SECTION("no_tile")]
    lines.append(final_text(card))
    body = "<br>".join(escape(line) for line in lines)
    return f'<p><b>{escape(head)}</b><br>{body}</p>'


def _module_html(module: str) -> str:
    return f"<p><b>{escape(bigbox_names.MODULE(module))}</b><br>{escape(MODULE(module))}</p>"


def bigbox_html() -> str:
    """The whole Big Box page."""
    africa = SECTION("africa").format(regions=join_list([region_name(r)
                                                         for r in africa_regions()]))
    parts = [f"<h2>{escape(SECTION('title'))}</h2><p>{escape(SECTION('intro'))}</p>"]
    for title, text in (("setup_title", SECTION("setup")), ("turn_title", SECTION("turn")),
                        ("africa_title", africa)):
        parts.append(f"<h3>{escape(SECTION(title))}</h3><p>{escape(text)}</p>")
    parts.append(f"<h3>{escape(SECTION('modules_title'))}</h3>")
    parts.extend(_module_html(m) for m in known_modules())
    parts.append(f"<h3>{escape(SECTION('cards_title'))}</h3>"
                 f"<p>{escape(SECTION('cards_intro'))}</p>")
    parts.extend(_card_html(c) for c in all_cards())
    return "".join(parts)


def title() -> str:
    return QCoreApplication.translate("BigBoxRules", "The Big Box")
