"""The Big Box module Universities (Academia)."""
