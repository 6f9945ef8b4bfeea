"""The order the Notre Dame table asks an action's fields in."""

from __future__ import annotations

from rattus_desktop.engine.actions import Action
from rattus_desktop.games.notredame.ui.choices import deciding_field, narrow, values_of


def nd(donate: int, source: str | None) -> Action:
    args: tuple = (("card", "notre_dame"), ("donate", donate))
    return Action("play", args + ((("from", source),) if source else ()))


def test_an_empty_reserve_donation_asks_the_gold_before_the_cube() -> None:
    """Asking "which cube to move?" first offered "—" for "no donation"."""
    cands = [nd(0, None), nd(1, "park"), nd(1, "hotel")]
    assert deciding_field(cands) == "donate"
    assert values_of(cands, "donate") == [0, 1]
    gave = narrow(cands, "donate", 1)
    assert deciding_field(gave) == "from"
    assert values_of(gave, "from") == ["park", "hotel"]
    assert deciding_field(narrow(cands, "donate", 0)) is None


def test_guild_master_and_mayor_say_they_count_markers_in_one_sector(qapp) -> None:
    """They score per pair / triple of markers standing together in one sector (the
    ruling under the persons table); the cards once said "per 2 (3) sectors"."""
    from rattus_desktop.games.notredame.ui.names import person_tip

    assert person_tip("guild_master") == "2 prestige for every 2 markers together in one sector."
    assert person_tip("mayor") == "3 prestige for every 3 markers together in one sector."
