"""A bot that keeps one ``gbmj batch`` running and asks it for a score whenever it needs one.

Each question is one line (the words of ``gbmj score``, or a JSON object); each answer is one
record, read back before the next question is written. Run: python examples/bot.py
"""

import json
import subprocess
import sys

gbmj = subprocess.Popen(
    [sys.executable, "-m", "gbmj_cli", "batch", "-", "--format", "ndjson", "--no-summary"],
    stdin=subprocess.PIPE,
    stdout=subprocess.PIPE,
    text=True,
    encoding="utf-8",
)


def ask(line: str) -> dict:
    """Send one hand line, get its record (an error record when the hand is rejected)."""
    assert gbmj.stdin is not None and gbmj.stdout is not None
    gbmj.stdin.write(line + "\n")
    gbmj.stdin.flush()
    return json.loads(gbmj.stdout.readline())


for line in (
    "PENG F1 1 CHI W2 T7 T8 T9 B1 B4 B5 B6 B1 H1 H2 --self-drawn --seat S",  # Botzone codes
    "[EEE,1][123m]456p789s1p1p|ES1000|2",  # a tziakcha string: its context sets the flags
    json.dumps({"hand": "[EEE1][123m]456p789s1p1p", "self_drawn": True, "seat": "S", "flowers": 2}),
    "W1 W2 W3",  # too few tiles: an error record, and the bot goes on
):
    record = ask(line)
    print(record["line"], record.get("total", record.get("error")))

assert gbmj.stdin is not None
gbmj.stdin.close()
gbmj.wait()
