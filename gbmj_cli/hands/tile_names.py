"""Chinese tile names as characters of gbmj's alphabet: numerals, suit characters, honour names.

Data only, read by the scanner of ``gbmj_cli.hands.notation``: 一-九 are digits and 万 条/索 饼/筒 suit
letters, so 一万, 一二三万 and 123万 all read as 1m 2m 3m; 东 南 西 北 中 发 白 are honours. The
two-character names 红中, 发财, 青发, 白板 and 东风 (南风 ...) are read through their extra character,
which stands only next to the character it belongs to. Traditional forms are accepted as well.
"""

DIGITS: dict[str, int] = {ch: value for value, ch in enumerate("一二三四五六七八九", start=1)}

# Suit characters: the index of the suit's first tile (0 万 characters, 9 条 bamboo, 18 饼 dots).
SUITS: dict[str, int] = {"万": 0, "萬": 0, "条": 9, "條": 9, "索": 9, "饼": 18, "餅": 18, "筒": 18}

# Honour names, as the honour letter they stand for.
HONOURS: dict[str, str] = {
    "东": "E",
    "東": "E",
    "南": "S",
    "西": "W",
    "北": "N",
    "中": "C",
    "发": "F",
    "發": "F",
    "白": "P",
}

# The extra character of a two-character name: (characters it may follow, characters it may precede).
NAME_PARTS: dict[str, tuple[str, str]] = {
    "红": ("", "中"),
    "紅": ("", "中"),
    "青": ("", "发發"),
    "财": ("发發", ""),
    "財": ("发發", ""),
    "板": ("白", ""),
    "风": ("东東南西北", ""),
    "風": ("东東南西北", ""),
}

# How to write the name that an extra character standing alone belongs to, for the error message.
NAME_OF_PART: dict[str, str] = {
    "红": "红中",
    "紅": "红中",
    "青": "青发",
    "财": "发财",
    "財": "发财",
    "板": "白板",
    "风": "东风",
    "風": "东风",
}
