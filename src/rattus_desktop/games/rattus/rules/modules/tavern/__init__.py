"""The Big Box module the Taverns board."""
