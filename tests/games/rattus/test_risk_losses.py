""""Why did I lose pieces": the notes of a plague phase against positions told by hand."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import visible_events
from rattus_desktop.games.rattus.insight.losses import Saver, explain_losses, loss_summary
from rattus_desktop.games.rattus.rules.config import configure
from rattus_desktop.games.rattus.rules.game import Game


def _plague_in_gallia(gallia: dict[str, Any], cards: dict[str, int]) -> tuple[Any, list[Any]]:
    """Ann places in Hispania and moves the plague from Anglia to Gallia (no supply:
    no spread), which resolves at once. Returns the public view before and the events."""
    doc = {"current_player": 0, "plague": "anglia", "cards": cards, "supply": [],
           "regions": {"gallia": gallia, "hispania": {"rats": [{"n": 5}], "pieces": [0, 0]}}}
    game = Game.from_setup(configure(2, "classic", None), doc)
    game.apply(Action("place", ("hispania", 1)))
    before = game.view(None)
    events = visible_events(game.apply(Action("move_plague", ("gallia",))), None)
    return before, events


def test_the_majority_and_what_would_have_saved_it() -> None:
    """Gallia: Ann 3, Bob 1; a majority token (1). Ann loses 1 to the majority. With 3
    fewer pieces Bob would have had it; 4 fewer would be needed to stop the outbreak
    (she had only 3: not offered); the Monk (Ann's) could have moved the token away."""
    before, events = _plague_in_gallia(
        {"rats": [{"n": 1, "majority": 1}], "pieces": [3, 1]}, {"monk": 0})
    (note,) = explain_losses(before, events)
    assert (note.seat, note.region, note.cause, note.count) == (0, "gallia", "majority", 1)
    assert (note.pop, note.needed, note.pieces) == (4, 1, (3, 1))
    assert note.savers == (Saver("not_majority", {"fewer": 3, "other": 1}),
                           Saver("monk", {"holder": 0}))
    assert loss_summary([note], 2) == [{"majority": 1}, {}]


def test_a_tie_and_a_class_symbol() -> None:
    """Gallia: Ann 2, Bob 2; the token needs 4, has one M icon and the church symbol,
    Bob holds the Monk. Tied: both lose 1 (one fewer piece and only the other would
    have); then Bob loses 1 more for the Monk. One piece fewer in Gallia (POP 3 < 4)
    and nothing would have broken out."""
    before, events = _plague_in_gallia(
        {"rats": [{"n": 4, "majority": 1, "classes": ["church"]}], "pieces": [2, 2]},
        {"monk": 1})
    notes = explain_losses(before, events)
    assert [(n.seat, n.cause, n.count) for n in notes] == [
        (0, "majority", 1), (1, "majority", 1), (1, "church", 1)]
    ann, bob, bob_church = notes
    assert Saver("fewer_pieces", {"fewer": 1}) in ann.savers
    assert Saver("tied", {"others": [1]}) in ann.savers
    assert Saver("tied", {"others": [0]}) in bob.savers
    assert Saver("no_card", {"cards": ["monk"]}) in bob_church.savers
    assert loss_summary(notes, 2) == [{"majority": 1}, {"majority": 1, "church": 1}]


def test_no_loss_no_note_and_through_the_registry() -> None:
    before, events = _plague_in_gallia({"rats": [{"n": 5}], "pieces": [2, 2]}, {})
    assert any(e.kind == "token_revealed" for e in events)
    insight = registry.get("rattus").load_insight()
    assert insight.explain_losses(before, events) == []
