"""The Rattus Cartus tutorial: a first game for two (you against an easy computer
player), seeded, walked through a round: the supply, a look at the nun row, entering
a building, and how the buildings resolve."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rattus_desktop.shell.kit.tutorial_script import Tutorial, TutorialNote, TutorialStep


def _names() -> list[str]:
    return [
        QCoreApplication.translate("CartusTutorial", "You"),
        QCoreApplication.translate("CartusTutorial", "Sister Hilde"),
    ]


def tutorial() -> Tutorial:
    step = TutorialStep
    return Tutorial(
        game="cartus",
        players=2,
        seed=1348,
        start_player=0,
        seat_names=_names,
        steps=(
            step(
                lambda: QCoreApplication.translate(
                    "CartusTutorial",
                    "Rattus Cartus: win influence on the six tracks of the classes by laying "
                    "cards in the buildings of the row. But mind your rats: at the end, a "
                    "player with more rats than the nuns in the nun row dies. Press Next.",
                ),
            ),
            step(
                lambda: QCoreApplication.translate(
                    "CartusTutorial",
                    "Supply: choose one building of the row and carry out its supply group "
                    "(draw cards, lose a rat, look at the nun row). Click a building.",
                ),
                frozenset({"supply"}),
                "row",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "CartusTutorial",
                    "Look at a card of the nun row: click one of the face-down cards. Only "
                    "you see it, and the table marks it for you.",
                ),
                frozenset({"look"}),
                "nuns",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "CartusTutorial",
                    "Enter a building: drag cards from your hand onto it (click to choose "
                    "several first). Cards of the building's class move your disc up its "
                    "track; cards of other classes bring you rats.",
                ),
                frozenset({"enter", "pass"}),
                "hand",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "CartusTutorial",
                    "The buildings resolve from left to right: the player who laid the most "
                    "cards there takes its premium action, the others its standard one. "
                    "Press Next and play on.",
                ),
                target="row",
            ),
        ),
        notes=(
            TutorialNote(
                "influence",
                lambda: QCoreApplication.translate(
                    "CartusTutorial",
                    "Influence: each card of the building's class (and each joker) moved a disc "
                    "up that class's track. The track leaders score at the end.",
                ),
            ),
        ),
        finish=lambda: QCoreApplication.translate(
            "CartusTutorial",
            "You know a round. Play on to the end against Sister Hilde; Help → Rules of "
            "the game has every rule, and Help → Tutorial starts this again.",
        ),
    )
