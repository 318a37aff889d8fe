"""Reading hands: the 34 tile kinds, sets and hands, the win context, and every notation read and written.

Imports ``gbmj_cli.base`` and ``gbmj_cli.messages`` only (a rule profile is named in the win context by
type alone). No click, no rich, no I/O.
"""
