"""The desktop application (PySide6): main window, board scene, dialogs, demo mode."""
