"""Settling a table: a referee's ledger read and checked, seats and winds, payments, places and table points.

Imports ``gbmj_cli.scoring`` (a ledger's wins may be scored from their hands) and the layers below it;
never ``gbmj_cli.analysis``. No click, no rich; the reader takes text, not files.
"""
