"""The desktop application (PySide6): main window, board scene, dialogs, demo mode."""

from ._none_guard import guard_none_refcount

guard_none_refcount()
