"""The Big Box module Upgrades (the level II/III tiles, the Alchemist)."""
