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
                "carriage",
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "The carriage: each marker in your Carriage House lets it travel one "
                    "road. Where it stops it may take the sealed letter lying there: a "
                    "message, worth prestige and a bonus.",
                ),
            ),
            TutorialNote(
                "message",
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "A message was taken: its letter now lies beside its owner's borough. "
                    "A colour can be taken only while it is among your least held.",
                ),
            ),
            TutorialNote(
                "donation",
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "A donation to Notre Dame: 1, 2 or 3 gold bring 1, 3 or 6 prestige, "
                    "and the cube placed in the cathedral shares its prestige at the end "
                    "of the period.",
                ),
            ),
            TutorialNote(
                "hire",
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "A person was hired for 1 gold: their help comes at once. The rats on "
                    "the persons come to everybody, hired or not.",
                ),
            ),
            TutorialNote(
                "outbreak",
                lambda: QCoreApplication.translate(
                    "NotreDameTutorial",
                    "An outbreak: the rats passed 9. The marker stays on 9; the borough "
                    "loses 2 prestige and a cube from its fullest sector. Hospital and "
                    "Park markers push the rats back.",
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
