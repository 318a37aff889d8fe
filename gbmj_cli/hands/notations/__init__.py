"""Hand strings in the notations other tools write, translated to gbmj's fixed sets, tiles and win flags.

``read`` detects the notation of a string (or takes the one forced with ``--notation``) and gives the
same ``ParsedTiles`` as gbmj's own parser, with positions into the original string, plus the win
flags that the string itself sets (the tziakcha context suffix). ``write`` goes the other way, for
``gbmj convert``. Chinese tile names, full-width forms and ``z`` honours are part of gbmj's own
alphabet (``names`` and ``gbmj_cli.hands.notation``), so every notation that reads tiles through it
takes them too.
"""
