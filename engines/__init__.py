"""Pure rules engines of the Speedtisch games: no I/O, no asyncio, no Discord."""
