"""The Big Box contract's setup fields and action fields for cards and modules this
version does not play yet (``setup_contract``, ``actions_bigbox``): parsed and validated
now, so that whoever plays them only adds the behaviour. The parsers are tried on a
3-player Big Box board with the cards and modules they need listed (``configure`` still
refuses those cards, so a real game cannot hold them yet)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from rattus_desktop.engine.errors import ActionParseError, SetupError
from rattus_desktop.games.rattus.rules import setup_contract as sc
from rattus_desktop.games.rattus.rules.actions import CODEC, Action
from rattus_desktop.games.rattus.rules.config import configure
from rattus_desktop.games.rattus.rules.rules import Rules

BOARD = Rules(configure(3, "bigbox"))


def rules(cards: tuple[str, ...] = (), modules: tuple[str, ...] = ()) -> Any:
    return SimpleNamespace(cards=BOARD.cards + cards, modules=modules, order=BOARD.order,
                           near=BOARD.near, players=3)


def test_walls_are_sorted_borders_in_play() -> None:
    walls = sc.parse_walls(rules(("emperor",)), [["germania", "gallia"], ["anglia", "gallia"]],
                           "hungaria")
    assert walls == [("anglia", "gallia"), ("gallia", "germania")]


@pytest.mark.parametrize("raw, plague, words", [
    ([["gallia", "hungaria"]], "anglia", "do not share a border"),
    ([["gallia", "russia"]], "anglia", "not a border"),
    ([["gallia", "anglia"], ["anglia", "gallia"]], "hungaria", "twice"),
    ([["bulgaria", "turcia"]], "turcia", "walled in"),
    ([["a"]], "anglia", "not a border"),
    ("gallia", "anglia", "at most 5"),
])
def test_bad_walls(raw: Any, plague: str, words: str) -> None:
    with pytest.raises(SetupError, match=words):
        sc.parse_walls(rules(("emperor",)), raw, plague)


def test_walls_need_the_emperor() -> None:
    with pytest.raises(SetupError, match="emperor"):
        sc.parse_walls(rules(), [], "anglia")


def test_upgrades_and_the_alchemist_tile() -> None:
    r = rules(("alchemist",), ("upgrades",))
    assert sc.parse_upgrades(r, {"merchant": 2, "king": 3}) == {"merchant": 2, "king": 3}
    assert sc.parse_alchemist_tile(r, "monk", {"merchant": 2}) == "monk"
    for raw in ({"merchant": 4}, {"merchant": True}, {"alchemist": 2}, {"nun": 2}, ["monk"]):
        with pytest.raises(SetupError):
            sc.parse_upgrades(r, raw)
    with pytest.raises(SetupError, match="already lies"):
        sc.parse_alchemist_tile(r, "merchant", {"merchant": 2})
    with pytest.raises(SetupError, match="upgrades module"):
        sc.parse_upgrades(rules(), {"merchant": 2})


def test_region_cards() -> None:
    r = rules(modules=("region_cards",))
    hands = sc.parse_hands(r, [[{"region": "gallia", "classes": ["church", "magic"]}],
                               [{"region": "italia", "wild": True}], []])
    assert hands[1] == [{"region": "italia", "wild": True}]
    assert sc.parse_region_deck(r, [{"region": "anglia", "wild": True}]) == [
        {"region": "anglia", "wild": True}]
    for bad in ([[], []], [[{"region": "russia", "wild": True}], [], []],
                [[{"region": "gallia", "classes": ["church"]}], [], []],
                [[{"region": "gallia", "classes": ["church", "dragons"]}], [], []],
                [[{"region": "gallia", "wild": True, "classes": ["church", "magic"]}], [], []]):
        with pytest.raises(SetupError):
            sc.parse_hands(r, bad)
    with pytest.raises(SetupError, match="region_cards module"):
        sc.parse_hands(rules(), [[], [], []])


def test_events() -> None:
    r = rules(modules=("universities",))
    raw = [{"kind": "found_university"}, {"kind": "class_bonus", "class": "church"},
           {"kind": "blank"}, {"kind": "discard_class_card"}]
    assert sc.parse_events(r, raw) == raw
    for bad in ([{"kind": "plague"}], [{"kind": "class_bonus"}], [{"kind": "blank", "x": 1}]):
        with pytest.raises(SetupError):
            sc.parse_events(r, bad)


def test_disabled_cards_must_be_held_by_their_seat() -> None:
    r = rules(("inquisitor",))
    holders = {"merchant": 1, "king": None}
    assert sc.parse_disabled(r, [{"seat": 1, "card": "merchant"}], holders) == [(1, "merchant")]
    for bad in ([{"seat": 0, "card": "merchant"}], [{"seat": 1, "card": "king"}],
                [{"seat": 1, "card": "merchant"}] * 3):
        with pytest.raises(SetupError):
            sc.parse_disabled(r, bad, holders)


def test_universities_and_markers() -> None:
    r = rules(modules=("universities",))
    unis, markers = sc.parse_universities(r, {"gallia": {"university": "green"},
                                              "italia": {"university": "plain"},
                                              "anglia": {"marker": True}})
    assert unis == {"gallia": "green", "italia": "plain"} and markers == ["anglia"]
    for bad in ({"gallia": {"university": "green"}, "italia": {"university": "green"}},
                {"gallia": {"university": "green", "marker": True}},
                {"gallia": {"university": "blue"}}, {"gallia": {"marker": 1}}):
        with pytest.raises(SetupError):
            sc.parse_universities(r, bad)
    with pytest.raises(SetupError, match="universities module"):
        sc.parse_universities(rules(), {"gallia": {"marker": True}})


def test_a_parsed_field_goes_to_its_applier(monkeypatch: pytest.MonkeyPatch) -> None:
    r = rules(("baker",))
    g = SimpleNamespace(plague="anglia", holders={}, baker=None)
    monkeypatch.delitem(sc.APPLIERS, "baker")  # as if the Baker were not played yet
    with pytest.raises(SetupError, match="does not play it yet"):
        sc.apply_contract_fields(g, r, {"baker": [0, 2, 0]})  # type: ignore[arg-type]
    sc.apply_contract_fields(g, r, {"baker": [0, 0, 0]})  # type: ignore[arg-type]
    monkeypatch.setitem(sc.APPLIERS, "baker", lambda g, v: setattr(g, "baker", v))
    sc.apply_contract_fields(g, r, {"baker": [0, 2, 0]})  # type: ignore[arg-type]
    assert g.baker == [0, 2, 0]


@pytest.mark.parametrize("raw", [
    {"type": "emperor", "walls": [["gallia", "germania"]]},
    {"type": "witch_arrange", "order": [2, 0, 1]},
    {"type": "professor_order", "order": [1, 0], "discard": [1]},
    {"type": "royal_librarian", "to": "gallia", "which": "green"},
    {"type": "crusader_reveal", "index": 1, "discard": True},
    {"type": "region_card", "card": 0, "on": "monk"},
    {"type": "inquisitor_disable", "seat": 1, "card": None},
    {"type": "boccaccio", "from": None},
    {"type": "tavern_keeper", "city": "gallia", "from": "gallia"},
    {"type": "guild_master", "space": "witch"},
    {"type": "merchant", "from": "gallia", "to": "germania", "count": 2, "via": "guild"},
    {"type": "bishop", "region": "gallia", "from": None, "via": "alchemist"},
    {"type": "pass"},
])
def test_contract_actions_round_trip(raw: dict[str, Any]) -> None:
    action = CODEC.from_json(raw)
    assert CODEC.to_json(action) == raw
    assert CODEC.from_text(CODEC.to_text(action)) == action


def test_via_is_part_of_the_type() -> None:
    action = CODEC.from_json({"type": "king", "region": "gallia", "via": "guild"})
    assert action == Action("king@guild", ("gallia",))


@pytest.mark.parametrize("raw", [
    {"type": "king", "region": "gallia", "via": "card"},
    {"type": "spread", "region": "gallia", "via": "guild"},
    {"type": "explore", "index": -1},
    {"type": "emperor", "walls": [["gallia", "germania", "italia"]]},
])
def test_bad_contract_actions(raw: dict[str, Any]) -> None:
    with pytest.raises(ActionParseError):
        CODEC.from_json(raw)
