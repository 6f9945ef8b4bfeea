"""Class-card abilities, one small unit each, registered by card id."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules.abilities.alchemist import Alchemist
from rattus_desktop.games.rattus.rules.abilities.astronomer import Astronomer
from rattus_desktop.games.rattus.rules.abilities.baker import Baker
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.abilities.bishop import Bishop
from rattus_desktop.games.rattus.rules.abilities.boccaccio import Boccaccio
from rattus_desktop.games.rattus.rules.abilities.crusader import Crusader
from rattus_desktop.games.rattus.rules.abilities.emperor import Emperor
from rattus_desktop.games.rattus.rules.abilities.explorer import Explorer
from rattus_desktop.games.rattus.rules.abilities.guild_master import GuildMaster
from rattus_desktop.games.rattus.rules.abilities.inquisitor import Inquisitor
from rattus_desktop.games.rattus.rules.abilities.jester import Jester
from rattus_desktop.games.rattus.rules.abilities.judge import Judge
from rattus_desktop.games.rattus.rules.abilities.king import King
from rattus_desktop.games.rattus.rules.abilities.knight import Knight
from rattus_desktop.games.rattus.rules.abilities.mayor import Mayor
from rattus_desktop.games.rattus.rules.abilities.merchant import Merchant
from rattus_desktop.games.rattus.rules.abilities.messenger import Messenger
from rattus_desktop.games.rattus.rules.abilities.monk import Monk
from rattus_desktop.games.rattus.rules.abilities.nomad import Nomad
from rattus_desktop.games.rattus.rules.abilities.nun import Nun
from rattus_desktop.games.rattus.rules.abilities.peasant import Peasant
from rattus_desktop.games.rattus.rules.abilities.philosopher import Philosopher
from rattus_desktop.games.rattus.rules.abilities.pied_piper import PiedPiper
from rattus_desktop.games.rattus.rules.abilities.professor import Professor
from rattus_desktop.games.rattus.rules.abilities.queen import Queen
from rattus_desktop.games.rattus.rules.abilities.royal_librarian import RoyalLibrarian
from rattus_desktop.games.rattus.rules.abilities.serf import Serf
from rattus_desktop.games.rattus.rules.abilities.soldier import Soldier
from rattus_desktop.games.rattus.rules.abilities.student import Student
from rattus_desktop.games.rattus.rules.abilities.sultan import Sultan
from rattus_desktop.games.rattus.rules.abilities.tavern_keeper import TavernKeeper
from rattus_desktop.games.rattus.rules.abilities.witch import Witch
from rattus_desktop.games.rattus.rules.abilities.wizard import Wizard

ABILITIES: dict[str, type[Ability]] = {
    cls.id: cls for cls in (Peasant, Merchant, Monk, Knight, Witch, King, Messenger, Nomad,
                            Judge, Philosopher, Nun, PiedPiper, Jester, Bishop, Mayor, Wizard,
                            Queen, Alchemist)
} | {
    cls.id: cls for cls in (Astronomer, Explorer, Student, Professor, RoyalLibrarian)
}
ABILITIES.update({cls.id: cls for cls in (Sultan, GuildMaster, TavernKeeper)})
# the cards that move or shape the plague
ABILITIES.update({cls.id: cls for cls in (Soldier, Crusader, Inquisitor, Serf, Boccaccio,
                                          Baker, Emperor)})

#: action type -> the ability class that brings it to one spelling (``canonical_form``)
CANONICAL: dict[str, type[Ability]] = {
    kind: cls for cls in ABILITIES.values() for kind in cls.canonical_types}

__all__ = ["ABILITIES", "CANONICAL", "Ability"]
