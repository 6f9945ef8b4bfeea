"""The user's folders: where saves, the autosave, the recent list, the statistics and the
settings live. ``saves`` and ``stats`` both find them here.

By default the user's folders from appdirs (``user_data_dir`` for games and statistics,
``user_config_dir`` for settings). ``RATTUS_DESKTOP_HOME`` overrides both with
``$RATTUS_DESKTOP_HOME/data`` and ``$RATTUS_DESKTOP_HOME/config`` (tests use it
so they never touch the real home).
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "RattusDesktop"
APP_AUTHOR = "Rattus"
HOME_ENV = "RATTUS_DESKTOP_HOME"


def data_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "data"
    import appdirs

    return Path(appdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "config"
    import appdirs

    return Path(appdirs.user_config_dir(APP_NAME, APP_AUTHOR))
