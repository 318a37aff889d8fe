"""The Click commands of ``gbmj``, one module each, sharing the options of ``gbmj_cli.cli.options``.

The group imports a command's module only when that command runs, so each module imports what its
command needs at its top; only a Rich view is imported where a table is drawn (Rich's console and
tables cost about 25 ms, which JSON and CSV do not pay).
"""
