"""The Big Box module Region cards (Africanus)."""
