"""A local Discord for end-to-end tests of the real, unmodified discord.py bot.

See docs/DISCORD_SIM.md. The main entry points are :class:`DiscordSim` and
the ``discord_sim`` pytest fixture in :mod:`tests.discord_sim.fixtures`.
"""

from .clock import SimClock
from .errors import DiscordError, SimTimeout, SimulatorError, UnknownRouteError
from .faults import Fault, Faults
from .model import SimAttachment, SimChannel, SimInteraction, SimMessage, SimModal, SimUser
from .people import Person
from .rest import RecordedRequest
from .sim import DiscordSim, SimConfig

__all__ = [
    "DiscordError",
    "DiscordSim",
    "Fault",
    "Faults",
    "Person",
    "RecordedRequest",
    "SimAttachment",
    "SimChannel",
    "SimClock",
    "SimConfig",
    "SimInteraction",
    "SimMessage",
    "SimModal",
    "SimTimeout",
    "SimUser",
    "SimulatorError",
    "UnknownRouteError",
]
