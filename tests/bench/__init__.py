"""Benchmarks: runnable scripts, not collected by pytest (no test_ prefix)."""
