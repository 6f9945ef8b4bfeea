"""The status line's sentences: whose turn, which phase, and what they may do now.

"What they may do" is read off the legal actions' types; nothing is decided here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Action, Face
from rattus_desktop.games.rattus.ui import bigbox_names, guild_words, upgrade_names
from rattus_desktop.games.rattus.ui.names import card_name, class_name, phase_name, region_name
from rattus_desktop.games.rattus.ui.witch_look import look_size
from rattus_desktop.shell.kit.plural import Numerus
from rattus_desktop.shell.kit.typography import join_clauses, join_list, join_sentences


class Status(Numerus):
    """Status texts with a count (``%n`` plural forms)."""

    def left(self, n: int) -> str:
        return self.tr("(%n left to place)", "", n)


def _options(types: set[str]) -> list[str]:
    """The optional things on offer, as short phrases."""
    out: list[str] = []
    if "take_card" in types:
        out.append(QCoreApplication.translate("Status", "take a class card (click it)"))
    if "place" in types and "move_plague" in types:
        out.append(QCoreApplication.translate("Status", "place pieces from your reserve"))
    if "merchant" in types:
        out.append(QCoreApplication.translate(
            "Status", "use the Merchant (drag your pieces to a neighbour)"))
    if "monk" in types:
        out.append(QCoreApplication.translate(
            "Status", "use the Monk (drag a rat token to a neighbour)"))
    if "witch_look" in types:
        out.append(QCoreApplication.translate(
            "Status", "use the Witch (click two rat tokens)"))
    if "king" in types:
        out.append(QCoreApplication.translate(
            "Status", "use the King (drag a piece to the palace)"))
    out.extend(bigbox_names.options(types))
    if "upgrade" in types:
        out.append(upgrade_names.TIPS("option"))
    if "witch_look_many" in types:
        out.append(upgrade_names.TIPS("witch_option"))
    out.extend(guild_words.options(types))
    return out


def _action_phase(types: set[str]) -> str:
    options = join_clauses(_options(types))
    if "place" in types and "move_plague" not in types:
        first = QCoreApplication.translate(
            "Status", "Place your pieces: drag one from your reserve onto a glowing region.")
        if not options:
            return first
        more = QCoreApplication.translate("Status", "You may also {things}.")
        return join_sentences((first, more.format(things=options)))
    if not options:
        return QCoreApplication.translate(
            "Status", "Drag the plague piece to a glowing region to end your actions.")
    end = QCoreApplication.translate(
        "Status", "Then drag the plague piece to a glowing region to end your actions.")
    may = QCoreApplication.translate("Status", "You may {things}.")
    return join_sentences((may.format(things=options), end))


def doing_text(phase: str, legal: list[Action], spreads_left: int = 0) -> str:
    """What the deciding human may do now, as one or two sentences."""
    types = {a.type for a in legal}
    if look_size(legal):  # Witch II/III: more tokens, clicked one by one
        types = (types - {"witch_look"}) | {"witch_look_many"}
    if phase in bigbox_names.DOING:
        return QCoreApplication.translate("Status", bigbox_names.DOING[phase])
    if phase == "setup":
        return QCoreApplication.translate(
            "Status", "Drag two pieces from your reserve onto a region of your choice.")
    if phase == "spread":
        text = QCoreApplication.translate(
            "Status", "The rats spread: drag a new rat from the supply onto a glowing region.")
        return join_sentences((text, Status().left(spreads_left)))
    if phase == "knight_bonus":
        return QCoreApplication.translate(
            "Status", "Knight: add +2 population to this plague? Choose on the right.")
    if phase == "witch_swap":
        return QCoreApplication.translate("Status", "Witch: swap the two tokens or leave them.")
    if phase == "witch_arrange":  # Witch II/III
        return upgrade_names.TIPS("arrange_doing")
    if phase == "final_turn":
        options = "; ".join(_options(types) + _final_plague(types))
        if options:
            text = QCoreApplication.translate(
                "Status", "Your final turn: you may {things}. Then press “End my turn”.")
            return text.format(things=options)
        return QCoreApplication.translate(
            "Status", "Your final turn: nothing is left to do. Press “End my turn”.")
    return _action_phase(types)


def _final_plague(types: set[str]) -> list[str]:
    out = []
    if "place" in types:
        out.append(QCoreApplication.translate("Status", "place one piece (Peasant)"))
    if "move_plague" in types:
        out.append(QCoreApplication.translate("Status", "move the plague (Knight)"))
    return out


def title_text(name: str, phase: str, is_human: bool, level: str = "") -> str:
    if phase == "game_over":
        return phase_name(phase)
    if not is_human:
        text = QCoreApplication.translate("Status", "{name} (computer) — {phase}")
        return text.format(name=name, phase=phase_name(phase))
    text = QCoreApplication.translate("Status", "{name} — {phase}")
    return text.format(name=name, phase=phase_name(phase))


def thinking_text(name: str) -> str:
    return QCoreApplication.translate("Status", "{name} is thinking…").format(name=name)


def choice_text(action: Action) -> str:
    """A button label for one of several actions that fit one gesture."""
    via = guild_words.source_of(action.type)
    if via is not None:  # the same use from a guild space or through the Alchemist
        plain = choice_text(Action(guild_words.base_type(action.type), action.args))
        return guild_words.SOURCE(via).format(choice=plain)
    if action.type == "place":
        text = QCoreApplication.translate("Status", "Place {count} in {region}")
        return text.format(count=action.args[1], region=region_name(action.args[0]))
    if action.type == "merchant":
        text = QCoreApplication.translate("Status", "Move {count} to {region}")
        return text.format(count=action.args[2], region=region_name(action.args[1]))
    if action.type == "take_card":
        return card_name(str(action.args[0]))
    if action.type == "pied_piper":  # Pied Piper II/III: how many pieces go together
        text = QCoreApplication.translate("Status", "Lead {count} to {region}")
        return text.format(count=action.args[2], region=region_name(action.args[1]))
    return guild_words.choice_label(action, region_name, card_name) or str(action)


def token_choice(face: Face) -> str:
    """A button label for one of the Crusader's turned-up tokens."""
    def tr(text: str) -> str:
        return QCoreApplication.translate("Status", text)

    symbols = ([tr(bigbox_names.SYMBOL_M)] * face.majority + [tr(bigbox_names.SYMBOL_A)] *
               face.all + [class_name(c) for c in face.classes])
    if not symbols:
        return tr(bigbox_names.CRUSADER_PLAIN).format(n=face.n)
    return tr(bigbox_names.CRUSADER_TOKEN).format(n=face.n, symbols=join_list(symbols))


def choice_question(actions: list[Action]) -> str:
    if actions and actions[0].type == "place" and len(actions) > 2:  # Peasant II/III
        return QCoreApplication.translate("Status", "How many pieces?")
    if actions and actions[0].type == "place":
        return QCoreApplication.translate(
            "Status", "How many pieces? (The Peasant allows one more.)")
    if actions and actions[0].type == "pied_piper":
        return QCoreApplication.translate("Status", "The Pied Piper leads how many pieces?")
    if actions and actions[0].type == "merchant":
        return QCoreApplication.translate("Status", "The Merchant moves how many pieces?")
    return QCoreApplication.translate("Status", "Which one?")
