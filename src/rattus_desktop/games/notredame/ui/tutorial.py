"""The Notre Dame tutorial: a first game for two (you against an easy computer player),
seeded, walked through a round: the draft, playing two cards, hiring a person; the
plague and the period's scoring explained when they first come."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rattus_desktop.shell.kit.tutorial_script import Tutorial, TutorialNote, TutorialStep


def _names() -> list[str]:
    return [
        QCoreApplication.translate("NotreDameTutorial", "You"),
        QCoreApplication.translate("NotreDameTutorial", "Master Villon"),
    ]


def tutorial() -> Tutorial:
    step = TutorialStep
    return Tutorial(
        game="notredame",
        players=2,
        seed=1163,
        start_player=0,
        seat_names=_names,
        steps=(
            step(
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "Paris: you lead a borough of seven sectors around Notre Dame. The most "
                    "prestige after nine rounds wins; keep the rats below 10. Press Next.",
                ),
            ),
            step(
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "The draft: keep one of the three cards offered to you (click it); the "
                    "other two go to the player on your left.",
                ),
                frozenset({"draft"}),
                "hand",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "Keep one of the two cards passed to you; the last one goes on, and the "
                    "card you receive last joins your hand.",
                ),
                frozenset({"draft"}),
                "hand",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "Play a card: drag it onto its sector of your borough (or click it). A "
                    "cube from your reserve goes there and the sector acts, counting every "
                    "marker in it.",
                ),
                frozenset({"play"}),
                "hand",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial", "Play a second card; the third is put away unplayed."
                ),
                frozenset({"play"}),
                "hand",
            ),
            step(
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "Hire one of this round's persons for 1 gold (click it), or hire nobody. "
                    "Their rats join the plague either way.",
                ),
                frozenset({"hire", "no_hire"}),
                "persons",
            ),
        ),
        notes=(
            TutorialNote(
                "plague",
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "The plague: every player's rats rise by the rats on this round's "
                    "persons, less one per marker in their hospital. Past 9 comes an "
                    "outbreak: 2 prestige and a cube are lost.",
                ),
            ),
            TutorialNote(
                "notre_dame_scored",
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "A period ends: Notre Dame shares out its prestige among the cubes "
                    "donated into it, and they go back to their owners.",
                ),
            ),
        ),
        finish=lambda: QCoreApplication.translate(
            "NotreDameTutorial",
            "You know a round. Play on to the end against Master Villon; Help → Rules of "
            "the game has every rule, and Help → Tutorial starts this again.",
        ),
    )
