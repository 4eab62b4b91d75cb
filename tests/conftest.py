"""Shared pytest configuration for the Speedtisch test suite."""
