"""What this table can play by gesture: the action types it has gestures for, hence the
class cards (their abilities' action types, read from the rules core) and the modules it
can offer in the new-game dialog. A card or module the core plays but the table cannot
show yet is offered greyed, like one the core refuses (with its own note)."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules.abilities import ABILITIES
from rattus_desktop.games.rattus.ui.bigbox_gestures import CARD_OF, PHASE_USES

CLASSIC_GESTURES = frozenset({
    "setup_place", "take_card", "place", "merchant", "monk", "witch_look", "witch_swap",
    "king", "move_plague", "spread", "knight_bonus", "end_final_turn"})
#: decisions answered with the status line's buttons (the Crusader's turned-up tokens,
#: the Professor's chooser), the Upgrades module's tiles (``upgrade_tiles``) and the
#: Witch II/III's arranging screen
PROMPTS = frozenset({"crusader_reveal", "upgrade", "witch_arrange", "professor_order",
                     "professor_resolve"})
#: the Region cards module's prompts and choosers (ui/region_hand.py)
REGION_PROMPTS = frozenset({"pass", "keep_region_card", "explore"})
#: the Emperor's walls, clicked border by border (ui/wall_use.py)
WALLS = frozenset({"emperor"})
GESTURES = (CLASSIC_GESTURES | frozenset(CARD_OF) | frozenset(PHASE_USES) | PROMPTS
            | REGION_PROMPTS | WALLS)
#: the Big Box modules this table draws and plays (their boards, items and decisions):
#: all five
TABLE_MODULES: tuple[str, ...] = ("region_cards", "upgrades", "guild", "tavern",
                                  "universities")


def card_on_table(card: str) -> bool:
    """Every decision of ``card``'s ability has a gesture here."""
    ability = ABILITIES.get(card)
    return ability is not None and set(ability.action_types) <= GESTURES


def module_on_table(module: str) -> bool:
    return module in TABLE_MODULES
