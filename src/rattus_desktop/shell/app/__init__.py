"""The host application: the window, its menus and dialogs, saves and statistics UI,
the command-line entry, the self-test and autoplay. No game imports it."""
