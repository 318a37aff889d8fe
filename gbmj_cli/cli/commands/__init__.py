"""The Click commands of ``gbmj``, one module each, sharing the options of ``gbmj_cli.cli.options``.

Modules here import only click (and the light flag table) at import time; the scoring core and
Rich are imported inside the commands, so that ``gbmj --help`` and each command start fast.
"""
