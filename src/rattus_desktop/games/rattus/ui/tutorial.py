"""The Rattus tutorial: a first classic game for two (you against an easy computer
player), seeded, walked through one turn: settling, a class card, placing, a card's
use, moving the plague and its spread; the plague explained when it first strikes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rattus_desktop.shell.kit.tutorial_script import Tutorial, TutorialNote, TutorialStep

CARD_USES = frozenset({"merchant", "monk", "witch_look", "witch_swap", "king"})


def _names() -> list[str]:
    return [
        QCoreApplication.translate("RattusTutorial", "You"),
        QCoreApplication.translate("RattusTutorial", "Brother Anselm"),
    ]


def tutorial() -> Tutorial:
    step = TutorialStep
    return Tutorial(
        game="rattus",
        players=2,
        seed=1347,
        start_player=0,
        seat_names=_names,
        steps=(
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "Europe, 1347: the Black Death is coming. You play the vermilion pieces "
                    "against Brother Anselm. At the end every piece of yours still on the "
                    "board or in the palace scores a point. Press Next.",
                ),
            ),
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "First you settle: drag two pieces from your reserve onto a region of the "
                    "map. Every region starts with one face-down rat token.",
                ),
                frozenset({"setup_place"}),
                "board",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "Brother Anselm has settled twice; now you put 2 more pieces into a "
                    "region (the second round goes the other way round).",
                ),
                frozenset({"setup_place"}),
                "board",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "Your first turn. You may take one class card: click one of the six on "
                    "the right. Each card gives you an ability, but the plague also hunts "
                    "its holders.",
                ),
                frozenset({"take_card"}),
                "cards",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "Now place pieces from your reserve into one region: as many as it has "
                    "rat tokens (at least one). Drag them onto a lit region.",
                ),
                frozenset({"place"}),
                "board",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "You may use your card once this turn (its words are on it; hover over "
                    "it for more), or end your turn at once by dragging the plague piece to "
                    "a neighbouring region.",
                ),
                frozenset({*CARD_USES, "move_plague"}),
                "cards",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "To end your turn, drag the plague piece to a neighbouring region.",
                ),
                frozenset({"move_plague"}),
                "plague",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "The plague spreads: put the new rat token into one of the lit regions "
                    "around it. Where more pieces stand, it does more harm.",
                ),
                frozenset({"spread"}),
                "plague",
            ),
        ),
        notes=(
            TutorialNote(
                "token_revealed",
                lambda: QCoreApplication.translate(
                    "RattusTutorial",
                    "The plague strikes: the rat tokens in its region are turned up. A token "
                    "breaks out when the region holds at least its number of pieces; then each "
                    "symbol on it takes pieces (the majority, the holders of a class card, "
                    "everyone). Click a line of the Chronicle to see the board as it was.",
                ),
            ),
        ),
        finish=lambda: QCoreApplication.translate(
            "RattusTutorial",
            "That was a whole turn. Play on to the end against Brother Anselm; Help → "
            "Rules of the game (F1) has every rule, and Help → Tutorial starts this "
            "again.",
        ),
    )
