"""Playing a game: the session (who sits where, the log) and the undo policy. Qt-free."""
