"""Is a value a well-formed Rattus action? (``engine.action_shape`` with Rattus's table.)

Checked first by ``Game.apply``, ``why_not`` and ``is_legal``: a value that is no
``(type, fields)`` pair, an unknown type (``<type>@<via>`` for an ability used through
the guild or the Alchemist), the wrong number of fields or a field of the wrong kind is
refused with ``IllegalAction``; only then do the rules look at it.
"""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.action_shape import (
    KIND_WORDS,
    KindCheck,
    as_action,
    is_flag,
    is_whole,
    optional,
    outer_error,
    pair_of,
    table_error,
    tuple_of,
)
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.games.rattus.rules.actions import CODEC, Action
from rattus_desktop.games.rattus.rules.actions_bigbox import VIAS
from rattus_desktop.games.rattus.rules.data import all_cards, known_regions
from rattus_desktop.games.rattus.rules.modules.guild.state import guild_spaces


def _region(value: Any) -> bool:
    return type(value) is str and value in known_regions()


def _card(value: Any) -> bool:
    return type(value) is str and value in all_cards()


def _space(value: Any) -> bool:
    return type(value) is str and value in guild_spaces()


_token = pair_of(_region, is_whole)
_ints = tuple_of(is_whole)
#: field kind -> its shape (ids must name a region, card or space some data file knows;
#: whether it is in this game is the rules' concern)
KINDS: dict[str, KindCheck] = {
    "int": is_whole, "index": is_whole, "bool": is_flag,
    "region": _region, "card": _card, "space": _space,
    "opt_region": optional(_region), "opt_card": optional(_card),
    "which": optional(lambda v: type(v) is str and v in ("green", "plain")),
    "opt_int": optional(is_whole),
    "token": _token, "piece": _token, "tokens": tuple_of(_token),
    "path": tuple_of(_region), "regions3": tuple_of(_region),
    "indices": _ints, "ints": _ints, "order": _ints,
    "walls": tuple_of(pair_of(_region, _region)),
}

#: what a field of a kind holds (the refusal's words)
WORDS = {**KIND_WORDS, "region": "a known region id", "card": "a known class card id",
         "space": "a guild space id", "token": "a token (region, index)",
         "piece": "a piece (region, seat)", "tokens": "tokens (region, index)",
         "path": "regions", "regions3": "3 regions", "opt_region": "a region id or null",
         "opt_card": "a class card id or null", "which": "green, plain or null",
         "indices": "whole numbers", "ints": "whole numbers", "order": "whole numbers",
         "walls": "borders (region, region)"}


def shape_error(value: Any) -> IllegalAction | None:
    """The refusal of a value that is no well-formed Rattus action, else None."""
    bad = outer_error(value)
    if bad is not None:
        return bad
    base, *vias = value[0].split("@")  # (a guild space's use through the Alchemist: 2)
    for via in vias:
        if via not in VIAS:
            return IllegalAction("unknown_type", f"{value[0]!r}: an ability is used "
                                 f"through {' or '.join(VIAS)}, not {via!r}", type=value[0])
    return table_error(value, CODEC.fields.get(base), KINDS, WORDS)


def well_formed(value: Any) -> Action:
    """``value`` as an ``Action``, or raise the ``IllegalAction`` of its shape."""
    bad = shape_error(value)
    if bad is not None:
        raise bad
    return as_action(value)
