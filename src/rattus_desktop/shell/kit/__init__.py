"""The table kit: what a game's Qt side may import (controller, game UI protocol,
animation, theme, art, typography, overlays, views, bot runner, hint, Chronicle)."""
