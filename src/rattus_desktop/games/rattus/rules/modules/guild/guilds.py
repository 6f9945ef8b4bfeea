"""Big Box Guilds (``guild`` module): six spaces, each granting one base card's ability.

Whoever has a piece on a space may use its ability once per turn, not on the turn the
space was taken, and not in a turn in which they use the same ability from a class card
(rulings 4, 27: the whole base ability, the Knight's bonus and the final-round variants
included), always at level I: a space's ability is listed, checked and applied under
``upgrades.at_base``, so tiles on the card never reach it. A use from a space is a
distinct action type ``<type>@guild`` (the contract's ``"via": "guild"``; never
inferred). The guild's Knight: ``move_plague@guild`` moves the plague up to 2/3 steps;
the occupant of a usable Knight space decides the Knight's bonus (+2) after any plague
move of their turn, as a holder does. A holder of the enabled Knight card may not use
the space, whose ability already acts from the card (ruling 6). In the final round
(ruling 7) a later user "moves" the plague to where it stands, and decides the bonus
when the final plague reaches it.

End (ruling 23): most spaces 2 points, the next lower count 1 (3-6 players only); every
tied player gets the award; at least one space is needed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.abilities.king import King
from rattus_desktop.games.rattus.rules.abilities.knight import Knight
from rattus_desktop.games.rattus.rules.abilities.merchant import Merchant
from rattus_desktop.games.rattus.rules.abilities.monk import Monk
from rattus_desktop.games.rattus.rules.abilities.peasant import Peasant
from rattus_desktop.games.rattus.rules.abilities.queen import EXTRA, qualifies
from rattus_desktop.games.rattus.rules.abilities.witch import Witch
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.guild.state import guild_marker, guild_spaces
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import at_base
from rattus_desktop.games.rattus.rules.plague_cards_state import is_disabled

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

VIA = "guild"
KNIGHT_USED = "via:guild:knight"  # TurnState.used marker: the guild's Knight acted
#: the ability (guild space) each ``@guild`` action type uses
GUILD_TYPES = {"place": "peasant", "merchant": "merchant", "monk": "monk",
               "witch_look": "witch", "king": "king", "move_plague": "knight"}
FIRST, SECOND = 2, 1


def guild_type(base: str) -> str:
    return f"{base}@{VIA}"


def occupant(g: GameState, space: str) -> int | None:
    gs = g.guilds
    return None if gs is None or gs.guild is None else gs.guild.get(space)


def space_usable(g: GameState, space: str) -> bool:
    """The current player occupies ``space``, did not take it this turn, and has not
    used its ability this turn (from any source)."""
    used = g.turn.used
    return (occupant(g, space) == g.current and guild_marker(space) not in used
            and space not in used)


class GuildSource(Ability):
    """A base ability reached from its guild space instead of a class card."""

    def usable(self, g: GameState) -> bool:
        return space_usable(g, self.id)

    def held_by_current(self, g: GameState) -> bool:
        return self.usable(g)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        plain = at_base(g, self.id, lambda: list(super(GuildSource, self).uses(g, rules)))
        return [new_action(guild_type(a.type), a.args) for a in plain]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        base = action.type.partition("@")[0]
        if base != action.type:
            ev.append(Event("guild_used", {"seat": g.current, "space": self.id}))
        at_base(g, self.id, lambda: super(GuildSource, self).apply(
            g, rules, Action(base, action.args), ev))


class GuildPeasant(GuildSource, Peasant):
    action_types = ("place@guild",)

    def place_options(self, g: GameState, rules: Rules) -> Iterable[Action]:
        return at_base(g, self.id, lambda: self._place_options(g, rules))

    def _place_options(self, g: GameState, rules: Rules) -> list[Action]:
        out = []
        for action in Peasant.place_options(self, g, rules):
            region, count = action.args
            out.append(new_action("place@guild", (region, count)))
            queen = _queen_count(g, rules, count)
            if queen is not None:
                out.append(new_action("place@guild", (region, queen)))
        return out

    def claims_place(self, g: GameState, rules: Rules, action: Action) -> bool:
        return False  # a plain ``place`` never uses the guild's Peasant (never inferred)

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        region, count = action.args
        ev.append(Event("guild_used", {"seat": g.current, "space": self.id}))
        peasant = next(a.args[1] for a in at_base(
            g, self.id, lambda: list(Peasant.place_options(self, g, rules)))
            if a.args[0] == region)
        g.turn.used.add(self.id)
        if count != peasant:
            g.turn.used.add("queen")
        rules.driver.land(g, rules, region, count, True, ev)


def _queen_count(g: GameState, rules: Rules, peasant: int) -> int | None:
    """The Queen's +2 on top of the guild Peasant's count, if she can add it now."""
    if g.final is not None or g.holders.get("queen") != g.current or "queen" in g.turn.used:
        return None

    both = min(peasant + EXTRA, g.reserve[g.current])
    return both if both != peasant and qualifies(g, rules, g.current) else None


class GuildMerchant(GuildSource, Merchant):
    action_types = ("merchant@guild",)


class GuildMonk(GuildSource, Monk):
    action_types = ("monk@guild",)


class GuildWitch(GuildSource, Witch):
    action_types = ("witch_look@guild", "witch_swap")

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        looks = at_base(g, self.id, lambda: list(Witch.uses(self, g, rules)))
        return [new_action("witch_look@guild", a.args) for a in looks]


class GuildKing(GuildSource, King):
    action_types = ("king@guild",)


class GuildKnight(GuildSource, Knight):
    action_types = ("move_plague@guild",)

    def usable(self, g: GameState) -> bool:
        return space_usable(g, self.id) and not card_knight_held(g)

    def plague_reach(self, g: GameState, rules: Rules) -> int:
        return 0  # a plain ``move_plague`` never uses the guild's Knight

    def on_plague_moved(self, g: GameState, steps: int) -> None:
        return None

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        final = g.final
        if final is None:
            if g.phase != "actions" or rules.driver.must_place(g):
                return ()
            return [new_action("move_plague@guild", (r,))
                    for r in rules.reachable(g.plague, rules.long_reach)]
        if final.plague_user is None:
            return [new_action("move_plague@guild", (r,))
                    for r in rules.reachable(g.plague, rules.long_reach)]
        if moved_in_final(g):  # ruling 7: one move per player
            return ()
        return [new_action("move_plague@guild", (g.plague,))]  # to where it stands

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        ev.append(Event("guild_used", {"seat": g.current, "space": self.id}))
        g.turn.used.update((self.id, KNIGHT_USED))
        if g.final is not None and g.guilds is not None:
            if g.final.plague_user is None:
                g.final.plague_user = g.current
            g.guilds.final_knight = g.current
        rules.driver.apply_move_plague(g, rules, Action("move_plague", action.args), ev)
        if g.final is None:
            rules.driver.start_plague(g, rules, ev)

    def bonus(self, g: GameState) -> int:
        return int(self.tile_bonus(1))  # a guild space is always level I (ruling 27)

    def wants_bonus_decision(self, g: GameState, rules: Rules) -> bool:
        """After any plague move of the occupant's turn while the space is usable, or
        after the space moved it (ruling 27)."""
        region = g.plague
        return ((KNIGHT_USED in g.turn.used or self.usable(g))
                and bool(g.rats[region]) and any(g.pieces[region]))

    def final_bonus_seat(self, g: GameState, region: str) -> int | None:
        if g.final is None or region != g.plague or g.guilds is None:
            return None
        return g.guilds.final_knight  # the seat that used the space this final round


def card_knight_held(g: GameState) -> bool:
    """The current player holds the enabled Knight card (ruling 27: no Knight space)."""
    return g.holders.get("knight") == g.current and not (
        g.plague_cards.disabled and is_disabled(g.plague_cards, "knight"))


def moved_in_final(g: GameState) -> bool:
    """The current player already moved (or "moved") the plague this final round."""
    final = g.final
    seat = g.current
    return final is not None and (
        final.plague_user == seat or seat in g.plague_cards.final_users.values()
        or (g.guilds is not None and g.guilds.final_knight == seat))


GUILD_ABILITIES: tuple[type[Ability], ...] = (GuildPeasant, GuildMerchant, GuildMonk,
                                              GuildKnight, GuildWitch, GuildKing)


def guild_abilities(modules: tuple[str, ...]) -> tuple[Ability, ...]:
    """The abilities the guild board adds to a game with the module on."""
    if VIA not in modules:
        return ()
    by_id = {cls.id: cls for cls in GUILD_ABILITIES}
    return tuple(by_id[space]() for space in guild_spaces())


def majority_points(counts: list[int], players: int) -> list[int]:
    """Ruling 23: most 2 points, the next lower count 1 (3-6 players), ties all score;
    nobody scores without at least one."""
    out = [0] * len(counts)
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    awards = (FIRST, SECOND) if players >= 3 else (FIRST,)
    for level, award in zip(levels, awards, strict=False):
        for seat, count in enumerate(counts):
            if count == level:
                out[seat] = award
    return out


def guild_points(g: GameState) -> list[int]:
    if g.guilds is None or g.guilds.guild is None:
        return [0] * g.players
    counts = [0] * g.players
    for seat in g.guilds.guild.values():
        if seat is not None:
            counts[seat] += 1
    return majority_points(counts, g.players)
