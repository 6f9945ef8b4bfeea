"""The Notre Dame rules engine (pure Python, no Qt).

``game.NotreDameGame`` implements ``engine.protocol.Game``; ``scenarios`` builds games
from the contract's scenario files; ``codec.CODEC`` reads and writes its actions.
"""
