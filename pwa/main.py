"""What PyScript runs in the engine's worker: the bridge's calls, exported to the page
(the bridge and every rule are bytecode in engine.zip; see bridge.py)."""

from bridge import *
