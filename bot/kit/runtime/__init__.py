"""The kit's table runtime: one live table (state, lock, action log, timers),
the scheduler, edits within Discord's limits, and the process pools where
pictures are drawn and computers think."""
