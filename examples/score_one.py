"""Score one hand with the gbmj library and print its fans (run: python examples/score_one.py)."""

from gbmj_cli import WinContext, parse_hand, result_record, score

result = score(parse_hand("[EEE1][123m]456p789s1p1p"), WinContext(self_drawn=True, seat="S", flowers=2))
for fan in result_record(result)["fans"]:
    print(f"{fan['name']} {fan['name_en']}: {fan['points']} x {fan['count']}")
print("total", result.total, "- legal win" if result.meets_minimum else "- below the 8-fan minimum")
