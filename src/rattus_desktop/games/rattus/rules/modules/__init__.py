"""The Big Box modules, one folder each (``modules/<module>/``): its state, setup, plug-in
and explanations. The driver calls them through hooks; they call it back through
``rules.driver`` (``port.py``)."""
