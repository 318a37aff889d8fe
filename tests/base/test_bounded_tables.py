"""The bounded tables of the scorer's caches and the batch's fragments: what each keeps, and that a
memo's answers are the function's."""

from gbmj_cli.base.bounded import RECENT, Memo, Table


def _counting_square() -> tuple[Memo[int, int], list[int]]:
    computed: list[int] = []

    def square(n: int) -> int:
        computed.append(n)
        return n * n

    return Memo(square, 3), computed


def test_the_first_keys_are_kept_for_good_and_computed_once() -> None:
    memo, computed = _counting_square()
    assert [memo[n] for n in (1, 2, 3, 1, 2, 3)] == [1, 4, 9, 1, 4, 9]
    assert computed == [1, 2, 3]
    for n in range(10, 10 + 2 * RECENT):  # far more keys than the memo keeps
        memo[n]
    assert [memo[n] for n in (1, 2, 3)] == [1, 4, 9]
    assert computed.count(1) == 1 and len(memo) == 3


def test_a_full_memo_remembers_the_keys_it_missed_last() -> None:
    memo, computed = _counting_square()
    for n in (1, 2, 3):
        memo[n]
    late = range(100, 100 + RECENT + 1)
    for n in late:
        memo[n]
    assert memo[late[-1]] == late[-1] ** 2 and computed.count(late[-1]) == 1  # among the last RECENT
    assert memo[late[0]] == late[0] ** 2 and computed.count(late[0]) == 2  # the oldest was dropped
    assert len(memo) == 3 and len(memo.recent) == RECENT


def test_cache_clear_forgets_every_answer() -> None:
    memo, computed = _counting_square()
    for n in range(3 + RECENT):
        memo[n]
    memo.cache_clear()
    assert not memo and not memo.recent
    assert memo[0] == 0 and computed.count(0) == 2


def test_a_full_memo_keeps_exactly_the_last_keys_it_missed() -> None:
    memo, computed = _counting_square()
    for n in range(3 + 3 * RECENT + 7):  # round its ring of recent keys several times
        memo[n]
    assert sorted(memo.recent) == list(range(3 + 2 * RECENT + 7, 3 + 3 * RECENT + 7))
    assert all(memo.recent[n] == n * n for n in memo.recent)
    assert len(computed) == 3 + 3 * RECENT + 7  # each key once: none was found in the wrong place


def test_a_full_table_drops_its_oldest_entry_for_each_new_one() -> None:
    table: Table[int, str] = Table(3)
    for n in range(7):
        assert table.file(n, str(n)) == str(n)
    assert table == {4: "4", 5: "5", 6: "6"}
    table.file(5, "five")  # filed again: a new value, not a new entry
    table.file(7, "7")
    table.file(8, "8")
    assert table == {6: "6", 7: "7", 8: "8"}
    table.clear()
    table.file(9, "9")
    assert table == {9: "9"}
