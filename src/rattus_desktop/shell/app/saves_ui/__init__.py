"""The Qt side of saves: File menu, autosave and resume, undo/redo actions, replay view.

Each piece is a small widget or QObject that the main window wires in; the
rules for saves, undo and settings live in the Qt-free ``rattus_desktop.saves``
and ``rattus_desktop.session`` modules.
"""
