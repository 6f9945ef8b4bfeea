"""What a game declares of itself for the host: its options and its settings.

A ``GameOption`` is one entry of a config's options (OpenSpiel's declared game
parameters): the host builds the command line, autoplay and the tests' configurations
from the declarations and never names an option itself. A ``GameSetting`` is one
per-game user setting (kept under the game's id in the settings file); ``former`` names
the top-level key older settings files used for it, so that they still load.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

OptionKind = Literal["choice", "list", "int"]


@dataclass(frozen=True)
class GameOption:
    """One option of a game's config.

    ``kind``: "choice" (one of ``choices``), "list" (a comma list of ids, one of
    ``words`` kept as it is, or ``"all"`` for every one of ``choices``), "int".
    ``default`` None: the game's own default (the option is left out of the config).
    ``flag``: offered on the command line (``--name-with-dashes``).
    """

    name: str
    kind: OptionKind
    help: str  # English, for the command line
    choices: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    default: Any = None
    flag: bool = True

    @property
    def flag_name(self) -> str:
        return "--" + self.name.replace("_", "-")

    def from_text(self, text: str) -> Any:
        """The option's value for a command-line ``text`` (ValueError if it is none)."""
        if self.kind == "int":
            return int(text)
        if self.kind == "choice":
            if text not in self.choices:
                raise ValueError(f"{self.flag_name}: {text!r} is not one of "
                                 f"{', '.join(self.choices)}")
            return text
        if text in self.words:
            return text
        if text == "all" and self.choices:
            return list(self.choices)
        return [part.strip() for part in text.split(",") if part.strip()]


@dataclass(frozen=True)
class GameSetting:
    """One per-game user setting: a choice among ``choices`` (the first is the default)."""

    name: str
    choices: tuple[str, ...]
    former: str = ""  # the top-level key older settings files used ("" for none)

    @property
    def default(self) -> str:
        return self.choices[0]

    def check(self, value: Any) -> str:
        if value not in self.choices:
            raise ValueError(f"{self.name} must be one of {self.choices}, not {value!r}")
        return str(value)
