"""The kit's one narrowing step (``shell/kit/narrowing.py``): one candidate is applied,
several open the chooser, none is explained; the chooser's buttons end with Cancel."""

from __future__ import annotations

import pytest

from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.shell.kit.narrowing import deciding_field, narrow, offer, settle, values_of

pytestmark = pytest.mark.gui


def outcome(candidates: list[Action]) -> list[tuple[str, object]]:
    seen: list[tuple[str, object]] = []
    settle(candidates, lambda a: seen.append(("one", a)),
           lambda several: seen.append(("several", several)), lambda: seen.append(("none", None)))
    return seen


def test_settle_applies_asks_or_explains() -> None:
    a, b = Action("x", (1,)), Action("x", (2,))
    assert outcome([a]) == [("one", a)]
    assert outcome([a, b]) == [("several", [a, b])]
    assert outcome([]) == [("none", None)]


class Prompt:
    def __init__(self) -> None:
        self.asked: tuple[str, list] | None = None

    def set_prompt(self, question: str, choices: list) -> None:
        self.asked = (question, choices)


def test_the_chooser_offers_each_choice_then_cancel(qapp) -> None:
    prompt, ran = Prompt(), []
    offer(prompt, "Which?", [("a", "A", lambda: ran.append("a")),
                             ("b", "B", lambda: ran.append("b"))], lambda: ran.append("cancel"))
    assert prompt.asked is not None
    question, choices = prompt.asked
    assert question == "Which?"
    assert [(n, label, default) for n, label, _run, default in choices] == [
        ("a", "A", True), ("b", "B", False), ("cancel", "Cancel", False)]
    for _n, _label, run, _default in choices:
        run()
    assert ran == ["a", "b", "cancel"]


def test_one_field_at_a_time() -> None:
    cands = [new_action("play", (("card", "c"), ("sector", s), ("count", n)))
             for s in ("bank", "park") for n in (1, 2)]
    assert deciding_field(cands, ("count", "sector")) == "count"
    assert deciding_field(cands, ("sector", "count")) == "sector"
    assert values_of(cands, "sector") == ["bank", "park"]
    left = narrow(cands, "sector", "park")
    assert deciding_field(left, ("sector",)) is None
    assert deciding_field(left, ("sector", "count")) == "count"
