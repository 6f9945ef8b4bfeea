"""Resolving a region: reveal tokens oldest first and apply those that break out."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import diplomats
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.tokens import Token


def resolve_region(g: GameState, rules: Rules, region: str, bonus: int,
                   ev: list[Event]) -> bool:
    """Reveal while the region holds pieces and face-down tokens (step 3). True when a
    decision before a reveal paused it (a region-card window: it resumes the caller)."""
    rats = g.rats[region]
    pieces = g.pieces[region]
    extra = outbreak_extra(g, rules, region)
    windows = rules.hooks["before_reveal"]
    counted = bool(rules.hooks["after_outbreak"] or g.plague_cards.kills)
    while rats and any(pieces):
        if windows and paused_before_reveal(g, rules, region):
            return True
        token = rats.pop(0)
        forget(g, token)
        g.revealed.append(token)
        if counted:  # kills tallied (Big Box plague cards): resolve_token
            resolve_token(g, rules, region, token, bonus, extra, ev)
            continue
        pop = sum(pieces) + bonus  # (resolve_token without the tally: the hot path)
        outbreak = pop >= token.face.n + extra
        ev.append(Event("token_revealed", {"region": region, "uid": token.uid,
                                           "face": token.face.to_json(), "pop": pop,
                                           "outbreak": outbreak}))
        if outbreak:
            apply_face(g, rules, region, token, ev)
    return False


def paused_before_reveal(g: GameState, rules: Rules, region: str) -> bool:
    """The reaction window before each reveal (region cards, ruling 18); the Crusader's
    picks pass here too (ruling 6, ``crusader.py``). True: a window awaits decisions."""
    return any(ab.before_reveal(g, rules, region) for ab in rules.hooks["before_reveal"])


def outbreak_extra(g: GameState, rules: Rules, region: str) -> int:
    return sum(ab.outbreak_extra(g, region) for ab in rules.hooks["outbreak_extra"])


def resolve_token(g: GameState, rules: Rules, region: str, token: Token, bonus: int,
                  extra: int, ev: list[Event]) -> None:
    """One revealed token: it breaks out when POP >= n (+ ``extra``); then the kills go
    to the plague phase's tally and the ``after_outbreak`` hooks (Serf)."""
    pieces = g.pieces[region]
    pop = sum(pieces) + bonus
    outbreak = pop >= token.face.n + extra
    ev.append(Event("token_revealed", {"region": region, "uid": token.uid,
                                       "face": token.face.to_json(), "pop": pop,
                                       "outbreak": outbreak}))
    if not outbreak:
        return
    hooks = rules.hooks["after_outbreak"]
    tally = g.plague_cards.kills
    if not hooks and not tally:
        apply_face(g, rules, region, token, ev)
        return
    before = list(pieces)
    apply_face(g, rules, region, token, ev)
    killed = [b - a for b, a in zip(before, pieces, strict=True)]
    if tally:
        for seat, n in enumerate(killed):
            tally[seat] += n
    for ability in hooks:
        ability.after_outbreak(g, rules, region, killed, ev)


def forget(g: GameState, token: Token) -> None:
    for known in g.knowledge:
        known.pop(token.uid, None)


def apply_face(g: GameState, rules: Rules, region: str, token: Token, ev: list[Event]) -> None:
    """M icons first (tied leaders lose one each), then A icons, then class symbols."""
    pieces = g.pieces[region]
    face = token.face
    for _ in range(face.majority):
        most = max(pieces)
        if most == 0:
            return
        for seat in [s for s, p in enumerate(pieces) if p == most]:
            lose(g, region, seat, 1, "majority", ev)
    for _ in range(face.all):
        for seat in [s for s, p in enumerate(pieces) if p > 0]:
            lose(g, region, seat, 1, "all", ev)
    for cls in face.classes:
        for seat, p in enumerate(pieces):
            if p > 0:
                held = sum(1 for c in rules.cards_of_class.get(cls, ()) if g.holders[c] == seat)
                if held and rules.hooks["covers"]:
                    held -= covered(g, rules, seat, cls)
                if held:
                    lose(g, region, seat, held, cls, ev)


def lose(g: GameState, region: str, seat: int, count: int, cause: str, ev: list[Event]) -> None:
    """``seat`` loses up to ``count`` pieces in ``region``; they return to the reserve."""
    if g.potions and g.potions[region][seat]:
        absorbed = min(count, g.potions[region][seat])
        g.potions[region][seat] -= absorbed
        count -= absorbed
        ev.append(Event("potion_used", {"seat": seat, "region": region, "count": absorbed}))
    count = min(count, g.pieces[region][seat])
    if count <= 0:
        return
    g.pieces[region][seat] -= count
    g.reserve[seat] += count
    ev.append(Event("pieces_lost", {"seat": seat, "region": region, "count": count,
                                    "cause": cause}))
    if g.guilds is not None:  # plain pieces die before diplomats
        diplomats.after_loss(g, region, seat, ev)


def covered(g: GameState, rules: Rules, seat: int, cls: str) -> int:
    """How many of ``seat``'s cards of class ``cls`` a region card covers now."""
    return sum(1 for c in rules.cards_of_class.get(cls, ()) if g.holders[c] == seat
               and any(ab.covers(g, c) for ab in rules.hooks["covers"]))
