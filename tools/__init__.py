"""Maintenance tools: the README generator."""
