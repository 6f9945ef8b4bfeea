"""Sampled worlds from a template: one world is built from the view per decision, and
every search iteration copies it and deals the hidden parts again.

What is dealt again is exactly what ``view.sample`` deals: the faces of the tokens the
seat has not seen (a starting token's face from the starting faces, the rest from the
others; what is left goes, shuffled, to the supply and the removed pile), the hidden
region and event cards (``deal_hidden``) and the world's own generator. Everything else
is public or the seat's own and is copied from the template, so the template never
holds anything the view does not say.
"""

from __future__ import annotations

import random

from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.modules_view import deal_hidden
from rattus_desktop.games.rattus.rules.tokens import Face, Token
from rattus_desktop.games.rattus.rules.view import PlayerView


class WorldSampler:
    """``sample(rng)``: a full game consistent with ``view``, like ``view.sample``."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.template = view.sample(random.Random(0))  # every hidden part is dealt again
        g = self.template.state
        known = view.known()
        self.slots = [(r, i, t.start) for r, ts in view.tokens.items()
                      for i, t in enumerate(ts) if t.face is None]
        hidden = [g.rats[r][i] for r, i, _ in self.slots] + g.supply + g.removed
        self.start_faces: list[Face] = [t.face for t in hidden if t.start]
        self.plain_faces: list[Face] = [t.face for t in hidden if not t.start]
        self.supply_uids = [t.uid for t in g.supply]
        self.removed_uids = [t.uid for t in g.removed]
        #: the tokens dealt so far, by (uid, id of the face, start): a token is frozen,
        #: so the worlds share them (the faces live as long as this sampler)
        self.made: dict[tuple[int, int, bool], Token] = {}
        assert all(g.rats[r][i].uid not in known for r, i, _ in self.slots)

    def sample(self, rng: random.Random) -> Game:
        world = self.template.copy()
        g = world.state
        start, plain = list(self.start_faces), list(self.plain_faces)
        rng.shuffle(start)
        rng.shuffle(plain)
        for region, i, is_start in self.slots:
            uid = g.rats[region][i].uid
            g.rats[region][i] = self.token(uid, start.pop() if is_start else plain.pop(),
                                           is_start)
        rest = [(f, True) for f in start] + [(f, False) for f in plain]
        rng.shuffle(rest)
        g.supply = [self.token(uid, *rest.pop()) for uid in self.supply_uids]
        g.removed = [self.token(uid, *f) for uid, f in zip(self.removed_uids, rest,
                                                           strict=True)]
        g.rng = random.Random(rng.random())
        if self.view.mods is not None:
            g.mods = deal_hidden(self.view.mods, self.view.seat, rng)
        return world

    def token(self, uid: int, face: Face, start: bool) -> Token:
        """``Token(uid, face, start)``, made once per decision."""
        key = (uid, id(face), start)
        made = self.made.get(key)
        if made is None:
            made = self.made[key] = Token(uid, face, start)
        return made
