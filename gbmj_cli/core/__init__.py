"""The pure core of gbmj: tiles, hands, notation, readings, fans, rule profiles, scoring, settlement.

Nothing here imports click or rich or writes anywhere (a test enforces it); the one file access is
reading rule profiles, through ``gbmj_cli.profiles``.
"""
