"""Analysing a hand that has not won: shanten per form, useful tiles, waits, what each discard leaves.

Imports ``gbmj_cli.scoring`` (every wait and every discard's best win is scored) and the layers below
it. No click, no rich, no I/O.
"""
