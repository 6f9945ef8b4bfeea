"""Words for the Upgrades module (Academia) at the table: what each card's level II and
III tiles do (this edition's own design, ``data/rattus-bigbox-upgrades.toml`` and the
rules' upgrade table), the log lines of upgrades, returned tiles, the upgraded Witch and
Bishop III, and the refusals only upgraded forms bring."""

from __future__ import annotations

from collections.abc import Sequence

from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.plague import knight_bonus as plague_bonus
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts

LEVEL_TWO = IdTexts("Upgrade", {
    "peasant": QT_TRANSLATE_NOOP(
        "Upgrade", "Place 2 extra pieces (or 2 pieces in a region without rats)."),
    "merchant": QT_TRANSLATE_NOOP("Upgrade", "Move up to 5 pieces to a neighbouring region."),
    "monk": QT_TRANSLATE_NOOP("Upgrade", "Move up to 2 rat tokens, each to a neighbour."),
    "knight": QT_TRANSLATE_NOOP("Upgrade", "The plague piece may go one step further."),
    "witch": QT_TRANSLATE_NOOP(
        "Upgrade", "Look at 3 face-down rat tokens, then put them back in any order."),
    "king": QT_TRANSLATE_NOOP(
        "Upgrade", "Send up to 2 pieces from rat-free regions to the palace."),
    "baker": QT_TRANSLATE_NOOP("Upgrade", "Put 2 pieces onto the Baker each turn."),
    "serf": QT_TRANSLATE_NOOP("Upgrade", "2 pieces for each token that kills another player's "
                                         "piece."),
    "messenger": QT_TRANSLATE_NOOP("Upgrade", "Make two swaps."),
    "mayor": QT_TRANSLATE_NOOP(
        "Upgrade", "Also add a piece where you tie for the most pieces."),
    "nun": QT_TRANSLATE_NOOP("Upgrade", "Each nun raises the outbreak numbers by 2."),
    "bishop": QT_TRANSLATE_NOOP("Upgrade", "Place or move both bishops."),
    "soldier": QT_TRANSLATE_NOOP("Upgrade", "Spread 2 extra rat tokens."),
    "crusader": QT_TRANSLATE_NOOP(
        "Upgrade", "You may discard 1 turned-up token without resolving it."),
    "wizard": QT_TRANSLATE_NOOP("Upgrade", "Give out 2 potions."),
    "pied_piper": QT_TRANSLATE_NOOP("Upgrade", "Lead up to 2 of your pieces together."),
    "emperor": QT_TRANSLATE_NOOP("Upgrade", "Own 4 walls."),
    "queen": QT_TRANSLATE_NOOP("Upgrade", "Place 3 extra pieces when she qualifies."),
    "astronomer": QT_TRANSLATE_NOOP("Upgrade", "Draw 4 region cards and keep 2."),
    "explorer": QT_TRANSLATE_NOOP("Upgrade", "Put 2 pieces into the chosen region."),
    "nomad": QT_TRANSLATE_NOOP("Upgrade", "You also add a piece where the camel stops."),
    "sultan": QT_TRANSLATE_NOOP("Upgrade", "Hand out 2 diplomats."),
    "student": QT_TRANSLATE_NOOP("Upgrade", "Put 2 pieces into a university region."),
    "professor": QT_TRANSLATE_NOOP("Upgrade", "Look at the top 6 event cards."),
    "royal_librarian": QT_TRANSLATE_NOOP("Upgrade", "Move either university."),
    "inquisitor": QT_TRANSLATE_NOOP("Upgrade", "2 kills of other players are enough."),
    "guild_master": QT_TRANSLATE_NOOP("Upgrade", "Put 2 pieces on 2 guild spaces."),
    "tavern_keeper": QT_TRANSLATE_NOOP("Upgrade", "Take 2 tavern cities."),
    "boccaccio": QT_TRANSLATE_NOOP("Upgrade", "Send up to 2 pieces to the palace."),
    "judge": QT_TRANSLATE_NOOP(
        "Upgrade", "Return 1 piece, then send up to 2 more to the palace."),
})

LEVEL_THREE = IdTexts("Upgrade", {
    "peasant": QT_TRANSLATE_NOOP(
        "Upgrade", "Place 3 extra pieces (or 3 pieces in a region without rats)."),
    "merchant": QT_TRANSLATE_NOOP("Upgrade", "Move up to 5 pieces up to 2 steps away."),
    "monk": QT_TRANSLATE_NOOP("Upgrade", "Move up to 2 rat tokens to any regions."),
    "knight": QT_TRANSLATE_NOOP(
        "Upgrade", "The plague piece may go one step further, and the bonus is +3."),
    "witch": QT_TRANSLATE_NOOP(
        "Upgrade", "Look at 4 face-down rat tokens, then put them back in any order."),
    "king": QT_TRANSLATE_NOOP(
        "Upgrade", "Send up to 2 pieces to the palace from any region, rats or not."),
    "baker": QT_TRANSLATE_NOOP("Upgrade", "Put 3 pieces onto the Baker each turn."),
    "serf": QT_TRANSLATE_NOOP("Upgrade", "2 pieces for each token that kills anybody."),
    "messenger": QT_TRANSLATE_NOOP("Upgrade", "Make three swaps."),
    "mayor": QT_TRANSLATE_NOOP(
        "Upgrade", "Ties count, and in the final round add a piece in every region where "
                   "you have the most."),
    "nun": QT_TRANSLATE_NOOP("Upgrade", "Each nun raises the outbreak numbers by 3."),
    "bishop": QT_TRANSLATE_NOOP(
        "Upgrade", "Place or move both bishops, and remove one rat token from a bishop's "
                   "region unseen."),
    "soldier": QT_TRANSLATE_NOOP(
        "Upgrade", "Spread 2 extra rat tokens, each to any region within 2 steps."),
    "crusader": QT_TRANSLATE_NOOP(
        "Upgrade", "You may discard 2 turned-up tokens without resolving them."),
    "wizard": QT_TRANSLATE_NOOP("Upgrade", "Give out 3 potions."),
    "pied_piper": QT_TRANSLATE_NOOP(
        "Upgrade", "Lead up to 3 of your pieces together, up to 2 steps."),
    "emperor": QT_TRANSLATE_NOOP("Upgrade", "Own 5 walls."),
    "queen": QT_TRANSLATE_NOOP(
        "Upgrade", "Place 3 extra pieces; a tie for the largest group qualifies too."),
    "astronomer": QT_TRANSLATE_NOOP("Upgrade", "Draw 5 region cards and keep 2."),
    "explorer": QT_TRANSLATE_NOOP(
        "Upgrade", "Reveal 4 region cards; put 2 pieces into the chosen region."),
    "nomad": QT_TRANSLATE_NOOP(
        "Upgrade", "The camel walks exactly 3 steps; bonuses in its start and both regions "
                   "it passes."),
    "sultan": QT_TRANSLATE_NOOP("Upgrade", "Hand out 3 diplomats."),
    "student": QT_TRANSLATE_NOOP("Upgrade", "Put 3 pieces into a university region."),
    "professor": QT_TRANSLATE_NOOP(
        "Upgrade", "Look at the top 6 event cards and discard any of them."),
    "royal_librarian": QT_TRANSLATE_NOOP("Upgrade", "Move both universities."),
    "inquisitor": QT_TRANSLATE_NOOP("Upgrade", "2 kills are enough; disable up to 2 cards."),
    "guild_master": QT_TRANSLATE_NOOP("Upgrade", "Put 3 pieces on guild spaces."),
    "tavern_keeper": QT_TRANSLATE_NOOP("Upgrade", "Take 3 tavern cities."),
    "boccaccio": QT_TRANSLATE_NOOP("Upgrade", "Send up to 3 pieces to the palace."),
    "judge": QT_TRANSLATE_NOOP(
        "Upgrade", "Send up to 2 pieces to the palace; none needs to go home."),
})

LEVEL_NAME = IdTexts("Upgrade", {
    "2": QT_TRANSLATE_NOOP("Upgrade", "Level II"),
    "3": QT_TRANSLATE_NOOP("Upgrade", "Level III"),
})

TIPS = IdTexts("Upgrade", {
    "offer": QT_TRANSLATE_NOOP(
        "Upgrade", "Click to upgrade the {card} to {level} instead of taking a card this "
                   "turn."),
    "lying": QT_TRANSLATE_NOOP("Upgrade", "The {card} carries its {level} tile."),
    "returns": QT_TRANSLATE_NOOP(
        "Upgrade", "The tile goes back to the supply when the card changes hands; the "
                   "card's class still costs its holder as before."),
    "option": QT_TRANSLATE_NOOP("Upgrade", "upgrade one of your cards (click its tile)"),
    "form": QT_TRANSLATE_NOOP("Upgrade", "{level}: {text}"),
    "crusader_discard": QT_TRANSLATE_NOOP("Upgrade", "Discard: {token}"),
    "knight_question": QT_TRANSLATE_NOOP(
        "Upgrade", "The Knight: +{n} population for this plague?"),
    "knight_yes": QT_TRANSLATE_NOOP("Upgrade", "Yes, +{n}"),
    "arrange_doing": QT_TRANSLATE_NOOP(
        "Upgrade", "Witch: put the rat tokens back in the order you choose."),
    "knight_doing": QT_TRANSLATE_NOOP(
        "Upgrade", "Knight: add +{n} population to this plague? Choose on the right."),
    "witch_option": QT_TRANSLATE_NOOP(
        "Upgrade", "use the Witch (click her card, then the rat tokens to look at)"),
})

LOG = IdTexts("Log", {
    "card_upgraded_2": QT_TRANSLATE_NOOP(
        "Log", "{seat} puts the level II tile on the {card}."),
    "card_upgraded_3": QT_TRANSLATE_NOOP(
        "Log", "{seat} turns the tile of the {card} to level III."),
    "tile_returned": QT_TRANSLATE_NOOP(
        "Log", "The upgrade tile of the {card} goes back to the supply."),
    "witch_looked_many": QT_TRANSLATE_NOOP(
        "Log", "{seat} looks at {count} rat tokens with the Witch."),
    "witch_arranged": QT_TRANSLATE_NOOP(
        "Log", "{seat} puts the rat tokens back in a chosen order."),
    "token_removed": QT_TRANSLATE_NOOP(
        "Log", "With the Bishop, {seat} removes a rat token from {region}, unseen."),
})

REASON = IdTexts("Reason", {
    "tile_top": QT_TRANSLATE_NOOP("Reason", "The {card} is already at level III."),
    "no_tile": QT_TRANSLATE_NOOP("Reason", "The {card} has no upgrade tile."),
    "tile_not_free": QT_TRANSLATE_NOOP("Reason", "The tile of the {card} lies on its card."),
    "witch_look_count": QT_TRANSLATE_NOOP("Reason", "The Witch looks at {expected} tokens."),
    "witch_no_tokens": QT_TRANSLATE_NOOP(
        "Reason", "Fewer than 2 rat tokens lie face down on the board."),
    "witch_order": QT_TRANSLATE_NOOP("Reason", "Give each looked-at token one place."),
    "needs_level": QT_TRANSLATE_NOOP("Reason", "Only the {card} III can do that."),
    "too_far": QT_TRANSLATE_NOOP("Reason", "{b} is more than {steps} steps from {a}."),
})


def upgrade_text(card: str, level: int) -> str | None:
    """What ``card``'s tile of ``level`` (2 or 3) does, or None (no such tile)."""
    table = LEVEL_TWO if level == 2 else LEVEL_THREE if level == 3 else None
    return table.get(card) if table is not None else None


def log_template(event: Event) -> str | None:
    """The log line of an Upgrades event (None: another table's event)."""
    kind, data = event.kind, event.data
    if kind == "card_upgraded":
        return LOG.get(f"card_upgraded_{data.get('level')}")
    if kind == "witch_looked" and len(data.get("tokens", ())) > 2:
        return LOG.get("witch_looked_many")
    if kind in ("tile_returned", "witch_arranged", "token_removed"):
        return LOG.get(kind)
    return None


def log_values(event: Event) -> dict[str, str]:
    """Extra fields of an Upgrades log line (the number of tokens a Witch looked at)."""
    tokens = event.data.get("tokens")
    if event.kind != "witch_looked" or not isinstance(tokens, list | tuple):
        return {}
    return {"count": str(len(tokens))}


def tile_lines(card: str, level: int, module_on: bool) -> list[str]:
    """Tooltip lines of a card: its tile now, then its upgraded forms (Upgrades on)."""
    from rattus_desktop.games.rattus.ui.names import card_name

    if not module_on:
        return []
    out: list[str] = []
    if level > 1:
        out.append(TIPS("lying").format(card=card_name(card), level=LEVEL_NAME(str(level))))
    for lvl in (2, 3):
        text = upgrade_text(card, lvl)
        if text is not None:
            out.append(TIPS("form").format(level=LEVEL_NAME(str(lvl)), text=text))
    return out


def level_label(level: int) -> str:
    """The roman numeral painted on a tile (not translated: the same in both languages)."""
    return {2: "II", 3: "III"}.get(level, "")


def known_cards() -> Sequence[str]:
    return tuple(LEVEL_TWO.table)


def crusader_button(action: Action) -> str:
    """The prompt button of a Crusader pick: resolve the token, or (II/III) discard it."""
    kind = "crusader_discard" if action.args[1] is True else "crusader"
    return f"{kind}:{action.args[0]}"


def crusader_label(action: Action, token: str) -> str:
    return TIPS("crusader_discard").format(token=token) if action.args[1] is True else token


def knight_bonus(game: object) -> int:
    """The population bonus of the Knight's decision awaited in ``game`` now (+2; +3
    with the Knight III; +2 from the guild's Knight space, ruling 27)."""
    rules, state = getattr(game, "rules", None), getattr(game, "state", None)
    if rules is None or state is None:
        return 2
    return plague_bonus(state, rules)
