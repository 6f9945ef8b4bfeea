"""Saves, autosave, recent games and settings (Qt-free).

``write_save(session, path)`` / ``load_save(path)`` read and write save files;
every defect of a file is a ``SaveError(code, message)``. ``store`` knows where
the files live (``RATTUS_DESKTOP_HOME`` overrides the user's folders).
"""

from .errors import CODES, SaveError
from .format import FORMAT, VERSION, SaveFile, load_bytes, load_save, write_save

__all__ = ["CODES", "FORMAT", "VERSION", "SaveError", "SaveFile", "load_bytes", "load_save",
           "write_save"]
