"""Tournaments: many tables over several rounds, one ranking; and 追分 at one table (docs/tournament.md).

Reads an event file's text and the ledgers' bytes and returns typed results; imports
``gbmj_cli.table`` (each table is settled as ``gbmj session`` settles it), ``gbmj_cli.scoring`` and
the layers below them. No click, no rich, no files.
"""
