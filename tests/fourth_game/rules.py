"""Pips, the rules (no Qt, no global randomness).

Six cards ``c1``..``c6`` (worth 1..6) are dealt three a seat from the seed. In turn
each seat plays one card of its hand onto a place, ``left`` or ``right``. When both
hands are empty each place scores its total for the seat with the most there (a tie
at a place: nobody scores it); the higher score wins, a tie is broken by turn order
(the first seat wins it).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rattus_desktop.engine.actions import Action, FieldCodec
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError, IllegalAction
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Outcome, StepInfo

GAME_ID = "pips"
CARDS = tuple(f"c{n}" for n in range(1, 7))
PLACES = ("left", "right")
HAND = 3


def worth(card: str) -> int:
    return int(card[1:])


def configure(players: int, ruleset: str, options: Mapping[str, Any] | None) -> GameConfig:
    if players != 2:
        raise ConfigError("players", "Pips is for two players")
    return GameConfig.make(GAME_ID, 2, ruleset or "standard", dict(options or {}))


def _card(value: Any) -> str:
    if value not in CARDS:
        raise ValueError("a card c1..c6")
    return str(value)


def _place(value: Any) -> str:
    if value not in PLACES:
        raise ValueError("left or right")
    return str(value)


CODEC = FieldCodec({"play": (("card", "card"), ("place", "place"))},
                   {"card": _card, "place": _place})


@dataclass
class PipsView:
    seat: int | None
    current_player: int | None
    config: GameConfig
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    placed: dict[str, list[tuple[int, str]]]
    legal_actions: tuple[Action, ...]

    @property
    def phase(self) -> str:
        return "over" if self.current_player is None else "play"

    def sample(self, rng: random.Random) -> PipsGame:
        """A game this seat cannot tell from the true one: the cards it has not seen
        dealt again at random to the other hand."""
        seen = {c for cards in self.placed.values() for _s, c in cards}
        own = list(self.hand or ())
        unknown = [c for c in CARDS if c not in seen and c not in own]
        rng.shuffle(unknown)
        hands: list[list[str]] = [[], []]
        for s in range(2):
            if s == self.seat:
                hands[s] = list(own)
            else:
                hands[s] = [unknown.pop() for _ in range(self.hand_sizes[s])]
        game = PipsGame(self.config, hands, {p: list(v) for p, v in self.placed.items()})
        game.current = self.current_player
        return game


@dataclass
class PipsGame:
    config: GameConfig
    hands: list[list[str]]
    placed: dict[str, list[tuple[int, str]]] = field(
        default_factory=lambda: {p: [] for p in PLACES})
    current: int | None = 0
    history: list[Action] = field(default_factory=list)
    seed: int = 0

    # -- the protocol --------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.current

    @property
    def phase(self) -> str:
        return "over" if self.current is None else "play"

    @property
    def is_over(self) -> bool:
        return self.current is None

    def legal_actions(self) -> Sequence[Action]:
        if self.current is None:
            return ()
        return tuple(Action("play", (c, p)) for c in self.hands[self.current] for p in PLACES)

    def is_legal(self, action: Action) -> bool:
        return self.why_not(action) is None

    def why_not(self, action: Action) -> IllegalAction | None:
        if self.current is None:
            return IllegalAction("game_over", "the game is over")
        if action.type != "play" or len(action.args) != 2:
            return IllegalAction("bad_type", "Pips knows only 'play card place'")
        card, place = action.args
        if place not in PLACES:
            return IllegalAction("no_place", f"no place {place!r}")
        if card not in self.hands[self.current]:
            return IllegalAction("not_in_hand", f"{card!r} is not in your hand", card=card)
        return None

    def apply(self, action: Action) -> list[Event]:
        error = self.why_not(action)
        if error is not None:
            raise error
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        assert self.current is not None
        seat, (card, place) = self.current, action.args
        self.history.append(action)
        self.hands[seat].remove(card)
        self.placed[place].append((seat, card))
        events = [Event("played", {"seat": seat, "card": card, "place": place})]
        if any(self.hands):
            self.current = 1 - seat
        else:
            self.current = None
            outcome = self.outcome()
            assert outcome is not None
            events.append(Event("game_over", {"scores": list(outcome.scores),
                                              "winners": list(outcome.winners)}))
        return events

    def canonical(self, action: Action) -> Action:
        return action

    def view(self, seat: int | None) -> PipsView:
        hand = tuple(self.hands[seat]) if seat is not None else None
        legal = tuple(self.legal_actions()) if seat == self.current else ()
        return PipsView(seat, self.current, self.config, hand,
                        tuple(len(h) for h in self.hands),
                        {p: list(v) for p, v in self.placed.items()}, legal)

    def scores(self) -> tuple[int, ...]:
        out = [0, 0]
        for cards in self.placed.values():
            totals = [sum(worth(c) for s, c in cards if s == seat) for seat in (0, 1)]
            if totals[0] != totals[1]:
                best = 0 if totals[0] > totals[1] else 1
                out[best] += totals[best]
        return tuple(out)

    def outcome(self) -> Outcome | None:
        if self.current is not None:
            return None
        scores = self.scores()
        if scores[0] == scores[1]:
            return Outcome(scores, (0,), tie_break="turn_order", tied=(0, 1))
        return Outcome(scores, (0 if scores[0] > scores[1] else 1,))

    def summary(self) -> dict[str, Any]:
        outcome = self.outcome()
        return {"scores": list(self.scores()),
                "winners": list(outcome.winners) if outcome else [],
                "winner": outcome.winner if outcome else None,
                "tied": list(outcome.tied) if outcome else []}

    def copy(self) -> PipsGame:
        return PipsGame(self.config, [list(h) for h in self.hands],
                        {p: list(v) for p, v in self.placed.items()}, self.current,
                        list(self.history))

    def step_info(self, events: Sequence[Event]) -> StepInfo:
        return StepInfo(hidden=None, ends_turn=True)


def new_game(config: GameConfig, seed: int, start_player: int | None = None) -> PipsGame:
    deck = list(CARDS)
    random.Random(seed).shuffle(deck)
    game = PipsGame(config, [deck[:HAND], deck[HAND:2 * HAND]], seed=seed)
    game.current = start_player or 0
    return game


def scenario(doc: dict[str, Any]) -> tuple[PipsGame, list[Action]]:
    raise ConfigError("no_scenarios", "Pips has no scenarios")


class PipsPolicy:
    """The ``engine.protocol.BotPolicy`` of Pips: the biggest card where it wins."""

    def fingerprint(self, view: Any) -> bytes:
        return repr((view.seat, view.hand, view.placed)).encode()

    def prepare(self, view: Any) -> random.Random:
        return random.Random(self.fingerprint(view))

    def candidates(self, game: Any, ctx: Any) -> Sequence[Action]:
        return list(game.legal_actions())

    def playout_action(self, game: Any, rng: random.Random) -> Action:
        legal = game.legal_actions()
        return legal[rng.randrange(len(legal))]

    def easy_action(self, game: Any, rng: random.Random) -> Action:
        return max(game.legal_actions(), key=lambda a: (worth(a.args[0]), rng.random()))

    def evaluate(self, game: Any, seat: int, ctx: Any = None) -> list[float]:
        scores = game.scores()
        total = sum(scores) or 1
        return [s / total for s in scores]

    def turn_marker(self, game: Any) -> object:
        return sum(len(v) for v in game.placed.values())


POLICY = PipsPolicy()
