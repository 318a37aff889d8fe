"""The worked examples of docs/advice.md §15, the SkyEye analysis rows (appendix A) and the EllanServer
wait fixtures (appendix B), with every number they show, through the commands themselves.

A ``gbmj waits`` example is the spec's block: a summary line, the outs line, the forms line, then
the exact CSV output; an advise example is the exact CSV of the default view (or of ``--all``).
"""

import csv
import io
import json
import shlex

import pytest
from click.testing import CliRunner

from gbmj_cli.cli.main import cli

PLAIN = {"COLUMNS": "200", "NO_COLOR": "1"}


def run(command: str):
    return CliRunner().invoke(cli, shlex.split(command), env=PLAIN)


def record_of(command: str) -> dict:
    result = run(command + " --format json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _tiles(text: str) -> list[str]:
    return [] if text == "—" else text.split()


def parse_block(block: str) -> dict:
    """The spec's summary of a waits example, as the fields of the record it describes."""
    lines = block.splitlines()
    first = dict(part.split(" ", 1) for part in lines[0].split(" · "))
    shanten, forms = first["shanten"].split(" ", 1)
    second = dict(part.split(" ", 1) for part in lines[1].split(" · "))
    numbers = {
        name: None if value == "null" else int(value)
        for name, value in (part.split() for part in lines[2].removeprefix("forms: ").split(", "))
    }
    return {
        "shanten": int(shanten),
        "best_forms": forms.strip("()").split(),
        "tenpai": first["tenpai"] == "true",
        "useful": _tiles(first["useful"]),
        "kinds": int(first["kinds"]),
        "live": int(first["live"]),
        **{k: None if v == "null" else int(v) for k, v in second.items() if k != "held_waits"},
        "held_waits": _tiles(second["held_waits"]),
        "forms": numbers,
        "csv": "\n".join(lines[3:]) + "\n",
    }


WAITS_EXAMPLES = {
    "E1": (
        "2344567899m456s",
        """\
shanten 0 (regular) · tenpai true · useful 3m:3 6m:3 9m:2 · kinds 3 · live 8
outs 8 · legal_discard_outs 3 · legal_self_drawn_outs 8 · held_waits —
forms: regular 0, seven_pairs 4, thirteen_orphans 11, honors_and_knitted 9, knitted_straight 4
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
3m,3,6,false,8,true,3
6m,3,22,true,24,true,3
9m,2,7,false,9,true,2
""",
    ),
    "E2": (
        "45666699m23456s",
        """\
shanten 0 (regular) · tenpai true · useful 1s:4 4s:3 7s:4 · kinds 3 · live 11
outs 11 · legal_discard_outs 4 · legal_self_drawn_outs 11 · held_waits —
forms: regular 0, seven_pairs 3, thirteen_orphans 11, honors_and_knitted 9, knitted_straight 4
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1s,4,8,true,10,true,4
4s,3,7,false,9,true,3
7s,4,7,false,9,true,4
""",
    ),
    "E3": (
        "45666699m23456s --seen 777s",
        """\
shanten 0 (regular) · tenpai true · useful 1s:4 4s:3 7s:1 · kinds 3 · live 8
outs 8 · legal_discard_outs 5 · legal_self_drawn_outs 8 · held_waits —
forms: regular 0, seven_pairs 3, thirteen_orphans 11, honors_and_knitted 9, knitted_straight 4
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1s,4,8,true,10,true,4
4s,3,7,false,9,true,3
7s,4,11,true,13,true,1
""",
    ),
    "E4": (
        "2233444567m789s",
        """\
shanten 0 (regular) · tenpai true · useful 1m:4 2m:2 3m:2 4m:1 7m:3 · kinds 5 · live 12
outs 12 · legal_discard_outs 1 · legal_self_drawn_outs 12 · held_waits —
forms: regular 0, seven_pairs 3, thirteen_orphans 12, honors_and_knitted 10, knitted_straight 5
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1m,4,6,false,8,true,4
2m,2,4,false,8,true,2
3m,2,4,false,8,true,2
4m,1,9,true,11,true,1
7m,3,6,false,8,true,3
""",
    ),
    "E5": (
        "234m345s333pEEEE",
        """\
shanten 0 (regular) · tenpai false · useful — · kinds 0 · live 0
outs null · legal_discard_outs null · legal_self_drawn_outs null · held_waits E
forms: regular 0, seven_pairs 3, thirteen_orphans 11, honors_and_knitted 9, knitted_straight 5
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
""",
    ),
    "E6": (
        "23344445m888pWW",
        """\
shanten 0 (regular) · tenpai true · useful 1m:4 W:2 · kinds 2 · live 6
outs 6 · legal_discard_outs 0 · legal_self_drawn_outs 6 · held_waits 4m
forms: regular 0, seven_pairs 1, thirteen_orphans 11, honors_and_knitted 10, knitted_straight 6
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1m,4,7,false,9,true,4
W,2,6,false,10,true,2
""",
    ),
    "E7": (
        "1234444678m456p",
        """\
shanten 0 (regular) · tenpai true · useful 1m:3 · kinds 1 · live 3
outs 3 · legal_discard_outs 0 · legal_self_drawn_outs 3 · held_waits 4m
forms: regular 0, seven_pairs 4, thirteen_orphans 12, honors_and_knitted 9, knitted_straight 4
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1m,3,6,false,8,true,3
""",
    ),
    "E8": (
        "[2222m][345s][678p]13m55p",
        """\
shanten 0 (regular) · tenpai false · useful — · kinds 0 · live 0
outs null · legal_discard_outs null · legal_self_drawn_outs null · held_waits 2m
forms: regular 0, seven_pairs null, thirteen_orphans null, honors_and_knitted null, knitted_straight null
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
""",
    ),
    "E9": (
        "2666677778889m",
        """\
shanten 1 (regular seven_pairs) · tenpai false · useful 1m:4 2m:3 3m:4 4m:4 5m:4 8m:1 9m:3 · kinds 7 · live 23
outs null · legal_discard_outs null · legal_self_drawn_outs null · held_waits —
forms: regular 1, seven_pairs 1, thirteen_orphans 12, honors_and_knitted 11, knitted_straight 6
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
""",
    ),
    "E10": (
        "1111m2222s33p57pE",
        """\
shanten 1 (seven_pairs) · tenpai false · useful 5p:3 7p:3 E:3 · kinds 3 · live 9
outs null · legal_discard_outs null · legal_self_drawn_outs null · held_waits —
forms: regular 2, seven_pairs 1, thirteen_orphans 10, honors_and_knitted 9, knitted_straight 5
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
""",
    ),
    "E11": (
        "5555m2266s88pEEW",
        """\
shanten 0 (seven_pairs) · tenpai true · useful W:3 · kinds 1 · live 3
outs 3 · legal_discard_outs 3 · legal_self_drawn_outs 3 · held_waits —
forms: regular 2, seven_pairs 0, thirteen_orphans 10, honors_and_knitted 9, knitted_straight 6
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
W,3,26,true,27,true,3
""",
    ),
    "E12": (
        "19m19s19pESWNCFP",
        """\
shanten 0 (thirteen_orphans) · tenpai true · useful 1m:3 9m:3 1s:3 9s:3 1p:3 9p:3 E:3 S:3 W:3 N:3 C:3 F:3 P:3 · kinds 13 · live 39
outs 39 · legal_discard_outs 39 · legal_self_drawn_outs 39 · held_waits —
forms: regular 8, seven_pairs 6, thirteen_orphans 0, honors_and_knitted 4, knitted_straight 9
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1m,3,88,true,89,true,3
9m,3,88,true,89,true,3
1s,3,88,true,89,true,3
9s,3,88,true,89,true,3
1p,3,88,true,89,true,3
9p,3,88,true,89,true,3
E,3,88,true,89,true,3
S,3,88,true,89,true,3
W,3,88,true,89,true,3
N,3,88,true,89,true,3
C,3,88,true,89,true,3
F,3,88,true,89,true,3
P,3,88,true,89,true,3
""",
    ),
    "E13": (
        "147m258s369p23m55p",
        """\
shanten 0 (knitted_straight) · tenpai true · useful 1m:3 4m:3 · kinds 2 · live 6
outs 6 · legal_discard_outs 6 · legal_self_drawn_outs 6 · held_waits —
forms: regular 4, seven_pairs 5, thirteen_orphans 11, honors_and_knitted 4, knitted_straight 0
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1m,3,16,true,18,true,3
4m,3,16,true,18,true,3
""",
    ),
    "E14": (
        "[111m]2458m369s147p",
        """\
shanten 0 (knitted_straight) · tenpai true · useful 4m:3 · kinds 1 · live 3
outs 3 · legal_discard_outs 3 · legal_self_drawn_outs 3 · held_waits —
forms: regular 5, seven_pairs null, thirteen_orphans null, honors_and_knitted null, knitted_straight 0
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
4m,3,15,true,16,true,3
""",
    ),
    "E15": (
        "[EEE1][789s]23m456p88p",
        """\
shanten 0 (regular) · tenpai true · useful 1m:4 4m:4 · kinds 2 · live 8
outs 8 · legal_discard_outs 4 · legal_self_drawn_outs 4 · held_waits —
forms: regular 0, seven_pairs null, thirteen_orphans null, honors_and_knitted null, knitted_straight null
tile,left,discard_total,discard_meets_minimum,self_drawn_total,self_drawn_meets_minimum,live
1m,4,12,true,13,true,4
4m,4,4,false,5,false,4
""",
    ),
}
ADVISE_EXAMPLES = {
    "E16": (
        "123m456m789s234p5p5p --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
0,win,5p,true,-1,,,,,,,,,,,7,7,false
1,discard,4p,false,0,true,regular,2,7,1p:4 4p:3,7,4,4,1p:4:13:15 4p:3:5:7,,,,
2,discard,1m,false,0,true,regular,3,10,1m:3 4m:3 7m:4,10,0,4,1m:3:5:7 4m:3:5:7 7m:4:6:8,,,,
3,discard,2m,false,0,true,regular,1,3,2m:3,3,0,3,2m:3:6:8,,,,
4,discard,3m,false,0,true,regular,1,3,3m:3,3,0,3,3m:3:6:8,,,,
5,discard,5m,false,0,true,regular,1,3,5m:3,3,0,3,5m:3:6:8,,,,
6,discard,7s,false,0,true,regular,1,3,7s:3,3,0,3,7s:3:6:8,,,,
7,discard,8s,false,0,true,regular,1,3,8s:3,3,0,3,8s:3:6:8,,,,
8,discard,3p,false,0,true,regular,1,3,3p:3,3,0,3,3p:3:6:8,,,,
9,discard,4m,false,0,true,regular,2,7,4m:3 7m:4,7,0,0,4m:3:5:7 7m:4:4:6,,,,
10,discard,9s,false,0,true,regular,2,7,6s:4 9s:3,7,0,0,6s:4:5:7 9s:3:5:7,,,,
11,discard,6m,false,0,true,regular,2,6,3m:3 6m:3,6,0,0,3m:3:4:6 6m:3:5:7,,,,
12,discard,2p,false,0,true,regular,2,5,2p:3 5p:2,5,0,0,2p:3:5:7 5p:2:5:7,,,,
13,discard,5p,true,0,true,regular,2,5,2p:3 5p:2,5,0,0,2p:3:5:7 5p:2:5:7,,,,
""",
    ),
    "E17": (
        "123m456m789s234p5p5p --wall 0 --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
0,win,5p,true,-1,,,,,,,,,,,15,15,true
1,discard,1m,false,0,true,regular,3,10,1m:3 4m:3 7m:4,10,0,0,1m:3:-:- 4m:3:-:- 7m:4:-:-,,,,
2,discard,4m,false,0,true,regular,2,7,4m:3 7m:4,7,0,0,4m:3:-:- 7m:4:-:-,,,,
3,discard,9s,false,0,true,regular,2,7,6s:4 9s:3,7,0,0,6s:4:-:- 9s:3:-:-,,,,
4,discard,4p,false,0,true,regular,2,7,1p:4 4p:3,7,0,0,1p:4:-:- 4p:3:-:-,,,,
5,discard,6m,false,0,true,regular,2,6,3m:3 6m:3,6,0,0,3m:3:-:- 6m:3:-:-,,,,
6,discard,2p,false,0,true,regular,2,5,2p:3 5p:2,5,0,0,2p:3:-:- 5p:2:-:-,,,,
7,discard,5p,true,0,true,regular,2,5,2p:3 5p:2,5,0,0,2p:3:-:- 5p:2:-:-,,,,
8,discard,2m,false,0,true,regular,1,3,2m:3,3,0,0,2m:3:-:-,,,,
9,discard,3m,false,0,true,regular,1,3,3m:3,3,0,0,3m:3:-:-,,,,
10,discard,5m,false,0,true,regular,1,3,5m:3,3,0,0,5m:3:-:-,,,,
11,discard,7s,false,0,true,regular,1,3,7s:3,3,0,0,7s:3:-:-,,,,
12,discard,8s,false,0,true,regular,1,3,8s:3,3,0,0,8s:3:-:-,,,,
13,discard,3p,false,0,true,regular,1,3,3p:3,3,0,0,3p:3:-:-,,,,
""",
    ),
    "E18": (
        "123m456m789s234p5p5p --wall 1 --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
0,win,5p,true,-1,,,,,,,,,,,7,7,false
1,discard,1m,false,0,true,regular,3,10,1m:3 4m:3 7m:4,10,10,10,1m:3:13:15 4m:3:13:15 7m:4:14:16,,,,
2,discard,4m,false,0,true,regular,2,7,4m:3 7m:4,7,7,7,4m:3:13:15 7m:4:12:14,,,,
3,discard,9s,false,0,true,regular,2,7,6s:4 9s:3,7,7,7,6s:4:13:15 9s:3:13:15,,,,
4,discard,4p,false,0,true,regular,2,7,1p:4 4p:3,7,7,7,1p:4:21:23 4p:3:13:15,,,,
5,discard,6m,false,0,true,regular,2,6,3m:3 6m:3,6,6,6,3m:3:12:14 6m:3:13:15,,,,
6,discard,2p,false,0,true,regular,2,5,2p:3 5p:2,5,5,5,2p:3:13:15 5p:2:13:15,,,,
7,discard,5p,true,0,true,regular,2,5,2p:3 5p:2,5,5,5,2p:3:13:15 5p:2:13:15,,,,
8,discard,2m,false,0,true,regular,1,3,2m:3,3,3,3,2m:3:14:16,,,,
9,discard,3m,false,0,true,regular,1,3,3m:3,3,3,3,3m:3:14:16,,,,
10,discard,5m,false,0,true,regular,1,3,5m:3,3,3,3,5m:3:14:16,,,,
11,discard,7s,false,0,true,regular,1,3,7s:3,3,3,3,7s:3:14:16,,,,
12,discard,8s,false,0,true,regular,1,3,8s:3,3,3,3,8s:3:14:16,,,,
13,discard,3p,false,0,true,regular,1,3,3p:3,3,3,3,3p:3:14:16,,,,
""",
    ),
    "E19": (
        "2233444567m789s1m --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
0,win,1m,true,-1,,,,,,,,,,,8,8,true
1,discard,2m,false,0,true,regular,4,11,2m:2 3m:2 5m:3 8m:4,11,3,9,2m:2:6:8 3m:2:4:6 5m:3:21:23 8m:4:6:8,,,,
2,discard,1m,true,0,true,regular,5,11,1m:3 2m:2 3m:2 4m:1 7m:3,11,1,11,1m:3:6:8 2m:2:4:8 3m:2:4:8 4m:1:9:11 7m:3:6:8,,,,
3,discard,7m,false,0,true,regular,3,7,1m:3 4m:1 7m:3,7,1,7,1m:3:7:9 4m:1:8:10 7m:3:6:8,,,,
4,discard,4m,false,0,true,regular,3,7,1m:3 4m:1 7m:3,7,0,7,1m:3:7:9 4m:1:6:8 7m:3:6:8,,,,
5,discard,9s,false,0,true,regular,2,7,6s:4 9s:3,7,0,7,6s:4:6:8 9s:3:6:8,,,,
6,discard,5m,false,0,true,regular,2,7,5m:3 8m:4,7,0,3,5m:3:6:8 8m:4:5:7,,,,
7,discard,6m,false,0,true,regular,1,3,6m:3,3,0,3,6m:3:7:9,,,,
8,discard,7s,false,0,true,regular,1,3,7s:3,3,0,3,7s:3:7:9,,,,
9,discard,8s,false,0,true,regular,1,3,8s:3,3,0,3,8s:3:7:9,,,,
10,discard,3m,false,0,true,regular,2,4,2m:2 3m:2,4,0,2,2m:2:4:6 3m:2:6:8,,,,
""",
    ),
    "E20": (
        "45666699m23456s7s --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
0,win,7s,true,-1,,,,,,,,,,,9,9,true
1,discard,7s,true,0,true,regular,3,10,1s:4 4s:3 7s:3,10,4,10,1s:4:8:10 4s:3:7:9 7s:3:7:9,,,,
2,discard,4m,false,0,true,regular,2,7,4m:3 7m:4,7,4,7,4m:3:7:9 7m:4:8:10,,,,
3,discard,5m,false,0,true,regular,1,3,5m:3,3,3,3,5m:3:8:10,,,,
4,discard,3s,false,0,true,regular,1,3,3s:3,3,3,3,3s:3:8:10,,,,
5,discard,6s,false,0,true,regular,1,3,6s:3,3,3,3,6s:3:8:10,,,,
6,discard,9m,false,0,true,regular,1,2,9m:2,2,2,2,9m:2:8:10,,,,
7,discard,2s,false,0,true,regular,3,10,2s:3 5s:3 8s:4,10,0,10,2s:3:7:9 5s:3:6:8 8s:4:7:9,,,,
8,discard,4s,false,0,true,regular,2,7,1s:4 4s:3,7,0,7,1s:4:6:8 4s:3:7:9,,,,
9,discard,5s,false,0,true,regular,2,7,5s:3 8s:4,7,0,7,5s:3:7:9 8s:4:6:8,,,,
10,discard,6m,false,0,true,regular,3,6,3m:4 6m:0 9m:2,6,0,2,3m:4:5:7 6m:0:7:9 9m:2:6:8,,,,
""",
    ),
    "E21": (
        "45666699m23456s7s --seen 77s --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
0,win,7s,true,-1,,,,,,,,,,,9,9,true
1,discard,7s,true,0,true,regular,3,8,1s:4 4s:3 7s:1,8,5,8,1s:4:8:10 4s:3:7:9 7s:1:11:13,,,,
2,discard,4m,false,0,true,regular,2,7,4m:3 7m:4,7,4,7,4m:3:7:9 7m:4:8:10,,,,
3,discard,5m,false,0,true,regular,1,3,5m:3,3,3,3,5m:3:8:10,,,,
4,discard,3s,false,0,true,regular,1,3,3s:3,3,3,3,3s:3:8:10,,,,
5,discard,6s,false,0,true,regular,1,3,6s:3,3,3,3,6s:3:8:10,,,,
6,discard,9m,false,0,true,regular,1,2,9m:2,2,2,2,9m:2:8:10,,,,
7,discard,2s,false,0,true,regular,3,10,2s:3 5s:3 8s:4,10,0,10,2s:3:7:9 5s:3:6:8 8s:4:7:9,,,,
8,discard,4s,false,0,true,regular,2,7,1s:4 4s:3,7,0,7,1s:4:6:8 4s:3:7:9,,,,
9,discard,5s,false,0,true,regular,2,7,5s:3 8s:4,7,0,7,5s:3:7:9 8s:4:6:8,,,,
10,discard,6m,false,0,true,regular,3,6,3m:4 6m:0 9m:2,6,0,2,3m:4:5:7 6m:0:7:9 9m:2:6:8,,,,
""",
    ),
    "E22": (
        "234m345s333pEEEE5p --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
1,discard,E,false,0,true,regular,2,7,4p:4 5p:3,7,3,7,4p:4:7:9 5p:3:8:10,,,,
""",
    ),
    "E22-all": (
        "234m345s333pEEEE5p --all --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
1,discard,E,false,0,true,regular,2,7,4p:4 5p:3,7,3,7,4p:4:7:9 5p:3:8:10,,,,
2,discard,3p,false,1,false,regular,5,16,3p:1 4p:4 5p:3 6p:4 7p:4,,,,,,,,
3,discard,2m,false,1,false,regular,4,14,2m:3 5m:4 4p:4 5p:3,,,,,,,,
4,discard,4m,false,1,false,regular,4,14,1m:4 4m:3 4p:4 5p:3,,,,,,,,
5,discard,3s,false,1,false,regular,4,14,3s:3 6s:4 4p:4 5p:3,,,,,,,,
6,discard,5s,false,1,false,regular,4,14,2s:4 5s:3 4p:4 5p:3,,,,,,,,
7,discard,3m,false,1,false,regular,3,10,3m:3 4p:4 5p:3,,,,,,,,
8,discard,4s,false,1,false,regular,3,10,4s:3 4p:4 5p:3,,,,,,,,
9,discard,5p,true,0,false,regular,0,0,,,,,,E,,,
""",
    ),
    "E23": (
        "2344567899m456sE --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
1,discard,E,true,0,true,regular,3,8,3m:3 6m:3 9m:2,8,3,8,3m:3:6:8 6m:3:22:24 9m:2:7:9,,,,
2,discard,9m,false,0,true,regular,1,3,E:3,3,0,3,E:3:6:8,,,,
""",
    ),
    "E24": (
        "[EEE1][789s]23m456p88p6m --format csv",
        """\
rank,action,tile,drawn,shanten,tenpai,forms,kinds,live,useful,outs,legal_discard_outs,legal_self_drawn_outs,waits,held_waits,fan_total,total,meets_minimum
1,discard,6m,true,0,true,regular,2,8,1m:4 4m:4,8,4,4,1m:4:12:13 4m:4:4:5,,,,
""",
    ),
}


@pytest.mark.parametrize("name", list(WAITS_EXAMPLES))
def test_waits_example(name):
    command, block = WAITS_EXAMPLES[name]
    want = parse_block(block)
    record = record_of(f"waits {command}")
    assert record["shanten"] == want["shanten"]
    assert record["best_forms"] == want["best_forms"]
    assert record["tenpai"] is want["tenpai"]
    assert [f"{u['tile']}:{u['live']}" for u in record["useful"]] == want["useful"]
    assert (record["kinds"], record["live"]) == (want["kinds"], want["live"])
    for field in ("outs", "legal_discard_outs", "legal_self_drawn_outs"):
        assert record[field] == want[field], field
    assert record["held_waits"] == want["held_waits"]
    assert {f: None if r is None else r["shanten"] for f, r in record["forms"].items()} == want["forms"]
    result = run(f"waits {command} --format csv")
    assert result.exit_code == 0, result.output
    csv = want["csv"]
    if not record["waits"]:  # issue 11: a hand that is not ready gives its shanten row (docs/advice.md §8.3 has none)
        csv = csv.rstrip("\n") + ",shanten\n" + "," * 7 + f"{record['shanten']}\n"
    assert result.stdout == csv


@pytest.mark.parametrize("name", list(ADVISE_EXAMPLES))
def test_advise_example(name):
    command, expected = ADVISE_EXAMPLES[name]
    result = run(f"advise {command}")
    assert result.exit_code == 0, result.output
    assert result.stdout == expected


# ---- what the examples say beside their blocks ------------------------------------------------------


def _forms_useful(record: dict, form: str) -> str:
    return " ".join(f"{u['tile']}:{u['live']}" for u in record["forms"][form]["useful"])


def test_e3_left_stays_while_live_falls_and_the_last_copy_scores_the_fourth_tile():
    wait = {w["tile"]: w for w in record_of("waits 45666699m23456s --seen 777s")["waits"]}["7s"]
    assert (wait["left"], wait["live"]) == (4, 1)
    assert "last_tile" in {f["key"] for f in wait["discard"]["fans"]}  # 和绝张 (58)
    assert {f["id"] for f in wait["discard"]["fans"]} >= {58}


def test_e7_a_held_wait_still_takes_the_single_wait_fan_away():
    wait = record_of("waits 1234444678m456p")["waits"][0]
    assert 79 not in {f["id"] for f in wait["discard"]["fans"]}
    score = json.loads(run("score 1234444678m456p1m --format json").stdout)
    assert wait["discard"]["fan_total"] == score["fan_total"] == 6


def test_e9_per_form_useful_tiles_and_the_table_line():
    record = record_of("waits 2666677778889m")
    assert _forms_useful(record, "regular") == "1m:4 2m:3 3m:4 4m:4 5m:4 8m:1 9m:3"
    assert (record["forms"]["regular"]["kinds"], record["forms"]["regular"]["live"]) == (7, 23)
    assert _forms_useful(record, "seven_pairs") == "2m:3 8m:1 9m:3"
    assert (record["forms"]["seven_pairs"]["kinds"], record["forms"]["seven_pairs"]["live"]) == (3, 7)
    table = run("waits 2666677778889m --format table --lang en").stdout
    assert "not tenpai: shanten 1 (1 useful draw away from ready): 7 useful kinds, 23 live" in table


def test_e5_table_line():
    table = run("waits 234m345s333pEEEE --format table --lang en").stdout
    assert "not tenpai: the shape waits only on E, but you hold all four, so no tile completes it" in table


def test_e11_regular_useful_tiles_leave_out_the_kind_held_four_times():
    assert _forms_useful(record_of("waits 5555m2266s88pEEW"), "regular") == "2s:2 6s:2 8p:2 E:2"


def test_e16_the_discarded_copy_is_live_no_more():
    record = record_of("advise 123m456m789s234p5p5p")
    row = record["rows"][0]
    assert row["discard"] == "4p" and {w["tile"]: (w["left"], w["live"]) for w in row["waits"]}["4p"] == (4, 3)
    assert [r["drawn"] for r in record["rows"]][-1] is True and record["rows"][-1]["discard"] == "5p"
    assert record["win"]["fan_total"] == 7 and record["win"]["meets_minimum"] is False
    assert (record["shanten"], record["discards"], record["shown"]) == (-1, 13, "best")


def test_e23_and_e24_count_every_discard_but_show_the_best():
    for command, discards, shown in (("2344567899m456sE", 12, 2), ("[EEE1][789s]23m456p88p6m", 7, 1)):
        record = record_of(f"advise {command}")
        assert (record["discards"], len(record["rows"]), record["shanten"]) == (discards, shown, 0)
        everything = record_of(f"advise {command} --all")
        assert len(everything["rows"]) == discards and everything["shown"] == "all"
        assert everything["rows"][0] == record["rows"][0]


# ---- E25: rejections ---------------------------------------------------------------------------------

REJECTIONS = [
    (
        "advise 2344567899m456s",
        "tiles",
        (
            "13 tiles make a waiting hand: gbmj advise needs the tile just drawn as well (14 tiles), "
            "or ask `gbmj waits` what it waits on"
        ),
    ),
    (
        "advise 2344567899m456sEE",
        "tiles",
        "found 15 tiles, but gbmj advise needs 14 tiles: the 13 you hold and the one just drawn",
    ),
    (
        "advise 2344567899m456sE --seen EEEE",
        "tiles",
        "--seen shows 4 E, but your hand already holds 1, and there are only four of each tile",
    ),
    ("waits 45666699m23456s --seen 77777s", "tiles", "--seen shows 5 7s, but there are only four of each tile"),
    ("waits 45666699m23456s --seen 77", "parse", "--seen: digits '77' have no suit letter (m, s or p) after them"),
    (
        "waits 45666699m23456s --seen 777s --fourth-tile",
        "context",
        (
            "--fourth-tile cannot be combined with --seen: with --seen, gbmj decides 和绝张 for each wait from the "
            "visible tiles"
        ),
    ),
    ("waits 1111m1m456s789p11p", "tiles", "1m is written five times, but there are only four of each tile"),
]


@pytest.mark.parametrize("command, kind, message", REJECTIONS, ids=[c for c, _k, _m in REJECTIONS])
def test_e25_rejection(command, kind, message):
    result = run(command)
    assert result.exit_code == 1, result.output
    assert result.stderr.splitlines()[0] == f"Error: {message}"
    name, _, line = command.partition(" ")  # the same words as a line of gbmj batch: an error record
    options = ["batch", f"--{name}", "--format", "ndjson", "--no-summary", "--jobs", "1"]
    batch = CliRunner().invoke(cli, options, input=line + "\n", env=PLAIN)
    assert batch.exit_code == 1, batch.output
    record = json.loads(batch.stdout)
    assert (record["line"], record["kind"], record["error"]) == (1, kind, message)


def test_e25_usage_errors_exit_2():
    assert run("advise 123m456m789s234p5p5p --wall -1").exit_code == 2
    assert run("batch --waits --advise").exit_code == 2


def test_the_seen_caret_points_into_the_seen_value():
    lines = run("waits 45666699m23456s --seen 7s🀢").stderr.splitlines()
    assert lines == ["Error: --seen: flowers are not tiles on the table, leave them out", "  7s🀢", "    ^"]


# ---- appendix A: SkyEye's analysis rows --------------------------------------------------------------

SKYEYE = """\
1115m12p1569sSWP 4 5 5 6 5 4 3m:4 4m:4 5m:3 6m:4 7m:4 1s:3 2s:4 3s:4 4s:4 7s:4 8s:4 9s:3 3p:4 S:3 W:3 P:3
19m199p19sESWNCF 7 5 0 5 8 0 P:4
19m19p19sESWNCFP 8 6 0 4 9 0 1m:3 9m:3 1s:3 9s:3 1p:3 9p:3 E:3 S:3 W:3 N:3 C:3 F:3 P:3
2229999mSSWWFF 1 0 8 9 7 0 2m:1
147p369sESWNCFP 8 6 4 0 5 0 2m:4 5m:4 8m:4
58m17p369sEWNCFP 8 6 5 0 4 0 2m:4 4p:4 S:4
258m147p369sECFP 8 6 7 0 2 0 S:4 W:4 N:4
1112345678999s 0 4 10 10 5 0 1s:1 2s:3 3s:3 4s:3 5s:3 6s:3 7s:3 8s:3 9s:1
25558m369s46778p 4 4 12 5 0 0 1p:4
25558m369s14677p 4 4 11 4 0 0 5p:4 8p:4
258m369s1445677p 5 4 11 4 0 0 4p:2 7p:2
22334455p77779s 0 0 12 10 5 0 8s:4 9s:3
[111m]2458m369s147p 5 — — — 0 0 4m:3
[111m]5m12p1569sSWP 4 — — — 5 4 3m:4 4m:4 5m:3 6m:4 7m:4 1s:3 2s:4 3s:4 4s:4 7s:4 8s:4 9s:3 3p:4 S:3 W:3 P:3
1112223456777m 0 3 11 10 5 0 1m:1 2m:1 3m:3 4m:3 5m:3 6m:3 7m:1 8m:4
2223334445678m 0 3 13 10 5 0 2m:1 3m:1 4m:1 5m:3 6m:3 8m:3 9m:4
25568m369s14777p 4 4 11 4 0 0 4m:4 7m:4
2233445566778s 0 0 13 10 5 0 2s:2 5s:2 8s:3
"""
FORMS = ("regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight")


@pytest.mark.parametrize("row", SKYEYE.splitlines(), ids=lambda row: row.split()[0])
def test_skyeye_analysis_row(row):
    hand, *numbers = row.split()
    forms, shanten, useful = numbers[:5], int(numbers[5]), numbers[6:]
    record = record_of(f"waits {hand}")
    assert [None if r is None else r["shanten"] for r in record["forms"].values()] == [
        None if n == "—" else int(n) for n in forms
    ]
    assert record["shanten"] == shanten
    assert [f"{u['tile']}:{u['live']}" for u in record["useful"]] == useful
    if shanten == 0:
        assert [w["tile"] for w in record["waits"]] == [u.split(":")[0] for u in useful]


# ---- appendix B: EllanServer's wait fixtures ---------------------------------------------------------

ELLAN = """\
[CCCC][FFFF][PPPP][NNNN]E E —
19m19p19sESWNCFP 1m 9m 1s 9s 1p 9p E S W N C F P —
19m19p19sESWNNFP C —
22559m11sEESSPP 9m —
47m369p28sESWCFP 1m 5s N —
28m369p47sESWCFP 5m 1s N —
28m369p47sESWCCP none —
1112345678999s 1s 2s 3s 4s 5s 6s 7s 8s 9s —
[111s]2345678999s 1s 2s 4s 5s 7s 8s —
1112345689999s 7s —
1112346778999s 5s 7s 8s —
3344455566667m 2m 3m 4m 5m 7m 8m —
234m88899p45sEEE 3s 6s —
234m88899p35sEEE 4s —
234m8889p345sEEE 7p 9p —
234m3399p345sEEE 3p 9p —
34444556789pPP 7p P 4p
23344445m888pWW 1m W 4m
234m333p345sEEEE none E
"""


@pytest.mark.parametrize("row", ELLAN.splitlines(), ids=lambda row: row.split()[0])
def test_ellanserver_wait_fixture(row):
    hand, *rest = row.split()
    waits, held = rest[:-1], rest[-1]
    record = record_of(f"waits {hand}")
    assert [w["tile"] for w in record["waits"]] == ([] if waits == ["none"] else waits)
    assert record["held_waits"] == ([] if held == "—" else [held])
    assert record["tenpai"] is (waits != ["none"])


def test_waits_csv_header_is_todays_with_live_last():
    rows = list(csv.reader(io.StringIO(run("waits 2344567899m456s --format csv").stdout)))
    assert rows[0][-1] == "live" and len(rows) == 4
