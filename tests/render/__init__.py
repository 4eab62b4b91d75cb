"""Tests of the Speedfabel pictures (render/)."""
