"""Speedfossil's pictures, on the shared kit (:mod:`render.canvas`)."""
