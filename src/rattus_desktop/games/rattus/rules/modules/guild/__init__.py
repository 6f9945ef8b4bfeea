"""The Big Box module the Guilds board (its spaces, the Sultan's diplomats' state)."""
