"""Scoring a winning hand: its readings, the fans of each, the exclusions, the rule profiles, the best
reading, explanations, checked claims and payments.

Imports ``gbmj_cli.hands``, ``gbmj_cli.base`` and ``gbmj_cli.messages``. No click, no rich; the only files
read are rule profiles.
"""
