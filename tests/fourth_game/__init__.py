"""A fourth game, in the tests only (issue 26, item 8): "Pips", two seats, a private
hand of three cards, each played onto a keyed place. Registered by the test suite
(``registration.py``), never shipped; played through the real window with no change to
``shell/app`` or ``cli.py``: the proof that the table kit is a kit."""
