"""The message catalogue: every sentence, label and word gbmj shows, by id, in English and Chinese.

Pure data. Each entry is ``id: (english, chinese)``; a text is a ``str.format`` template (so a
literal brace is written twice), and an English text that depends on a count is a pair
``(one, other)`` chosen by the parameter ``n``. Both languages take the same parameters (a test
checks it, and renders every entry in both). Ids are grouped by where the sentence is said:
``parse.`` and ``tiles.`` the hand, ``flag.`` the win flags, ``line.`` a batch line, ``rules.``
a rules file, ``ledger.`` and ``session.`` a referee's ledger, ``tournament.`` an event file
(``tview.``, ``tlabel.`` and ``tmethod.`` the tables of it and of a chase), ``replay.`` a Botzone log
(``gbmj replay``), ``label.`` a table heading, ``help.`` the help of a command or option and
``click.`` Click's own words in it, ... This is the one table of gbmj's words: what a fan means is
its profile's (``gbmj_cli/scoring/profiles``).
Sentences keep the English that the spec and scripts know byte for byte.
"""

Text = str | tuple[str, str]
CATALOGUE: dict[str, tuple[Text, str]] = {
    # --- counts and small words -------------------------------------------------------------------
    "count.tiles": (("{n} tile", "{n} tiles"), "{n} 张牌"),
    "count.sets": (("{n} set", "{n} sets"), "{n} 组牌"),
    "count.loose_tiles": (("{n} loose tile", "{n} loose tiles"), "{n} 张散牌"),
    "count.sets_and_loose": ("{sets} and {loose}", "{sets}和 {loose}"),
    "count.flower_glyphs": (("{n} flower glyph", "{n} flower glyphs"), "{n} 个花牌符号"),
    "meld.chow": ("chow", "顺子"),
    "meld.pung": ("pung", "刻子"),
    "meld.kong": ("kong", "杠"),
    "what.winning_hand": ("a winning hand", "和牌"),
    "what.waiting_hand": ("a waiting hand", "听牌的手牌"),
    "word.stdin": ("standard input", "标准输入"),
    # --- streams ------------------------------------------------------------------------------------
    "stream.cannot_write": ("cannot write standard output: {reason}", "无法写入标准输出：{reason}"),
    "stream.stdout_closed": ("cannot write standard output: it is closed", "无法写入标准输出：它已关闭"),
    "stream.cannot_read": ("cannot read {what}: {reason}", "无法读取{what}：{reason}"),
    "stream.cannot_read_closed": ("cannot read {what}: it is closed", "无法读取{what}：它已关闭"),
    # --- reading a hand (docs/notation.md) ---------------------------------------------------------------
    "tiles.fifth_copy": (
        "{tile} is written five times, but there are only four of each tile",
        "{tile} 写了五次，但每种牌只有四张",
    ),
    "parse.set_offer_digits": (
        "a set takes one offer digit, but {written!r} has more",
        "一组牌只能带一个来源数字，但 {written!r} 带了不止一个",
    ),
    "parse.suit_without_digits": (
        "suit letter '{ch}' has no digits before it{hint}",
        "花色字母 '{ch}' 前面没有数字{hint}",
    ),
    "hint.south_is_upper": (" (South is 'S')", "（南风写作 'S'）"),
    "hint.white_is_upper": (" (White is 'P')", "（白板写作 'P'）"),
    "parse.nested_set": (
        "sets cannot nest, but '{ch}' opens one inside {written!r}",
        "牌组不能嵌套，但 '{ch}' 在 {written!r} 里面又开了一组",
    ),
    "tiles.fifth_set": (
        "a hand holds at most 4 sets, and this bracket opens a fifth",
        "一手牌最多 4 组，这个括号开了第五组",
    ),
    "parse.close_without_open": (
        "closing bracket '{ch}' has no opening bracket before it",
        "右括号 '{ch}' 前面没有对应的左括号",
    ),
    "parse.mismatched_bracket": (
        "the set {written!r} opened with '{opener}' ends with '{ch}'",
        "牌组 {written!r} 以 '{opener}' 开头，却以 '{ch}' 结尾",
    ),
    "parse.comma_needs_offer": (
        "a comma in a set must be followed by an offer digit",
        "牌组中的逗号后面必须跟一个来源数字",
    ),
    "parse.comma_outside_set": (
        "a comma may only stand inside a set, before its offer digit",
        "逗号只能写在牌组里面、来源数字之前",
    ),
    "parse.comma_twice": (
        "a comma in a set must come once, after the set's tiles",
        "牌组中的逗号只能出现一次，写在牌的后面",
    ),
    "parse.flower_in_set": ("flower '{ch}' cannot stand inside a set", "花牌 '{ch}' 不能写在牌组里面"),
    "tiles.flower_twice": (
        "flower '{ch}' is written twice, but each flower exists once",
        "花牌 '{ch}' 写了两次，但每张花牌只有一张",
    ),
    "parse.not_a_tile": (
        "{ch!r} is not a tile, suit letter or bracket{hint}",
        "{ch!r} 不是牌、花色字母或括号{hint}",
    ),
    "hint.honour_upper": (" (honours are upper case: '{letter}')", "（字牌用大写字母：'{letter}'）"),
    "hint.suit_lower": (" (suit letters are lower case: 'm')", "（花色字母用小写：'m'）"),
    "hint.botzone_letter": (
        " (a Botzone code such as '{letter}1' is read only when the whole hand is written in Botzone codes)",
        "（像 '{letter}1' 这样的 Botzone 代码，只有整手牌都用 Botzone 代码书写时才会识别）",
    ),
    "hint.bar_in_gbmj": (
        " ('|' starts the win context of the tziakcha notation, which --notation gbmj leaves out)",
        "（'|' 是 tziakcha 写法中和牌情况的开头，--notation gbmj 不读它）",
    ),
    "hint.upper_s": (" ('S' is South: the bamboo suit letter is 's')", "（'S' 是南风：条子的花色字母是 's'）"),
    "hint.upper_p": (" ('P' is White: the dots suit letter is 'p')", "（'P' 是白板：饼子的花色字母是 'p'）"),
    "hint.botzone_w": (
        " ('W1' is West then a 1: Botzone codes are read only when the whole hand is written in them)",
        "（'W1' 被读作西风加一个 1：只有整手牌都用 Botzone 代码书写时才会识别它们）",
    ),
    "hint.botzone_f": (
        " ('F1' is 发 then a 1: Botzone codes are read only when the whole hand is written in them)",
        "（'F1' 被读作发加一个 1：只有整手牌都用 Botzone 代码书写时才会识别它们）",
    ),
    "parse.set_never_closed": (
        "the set {written!r} is never closed with '{closer}'",
        "牌组 {written!r} 没有用 '{closer}' 结束",
    ),
    "tiles.waiting_not_winning": (
        "{found} make a waiting hand: add the winning tile at the end to score it, "
        "or ask `gbmj waits` what it waits on",
        "{found}是一手听牌：在末尾加上和牌张再计番，或用 `gbmj waits` 查看听什么",
    ),
    "tiles.winning_not_waiting": (
        "found {found}, one more than a waiting hand holds: score a complete hand with `gbmj score`",
        "找到 {found}，比听牌多一张：完整的和牌请用 `gbmj score` 计番",
    ),
    "parse.z_range": (
        "'{digit}z' is not a tile: z honours run from 1z to 7z",
        "'{digit}z' 不是牌：z 字牌从 1z 到 7z",
    ),
    "parse.z_ambiguous": (
        "'{digit}z' is ambiguous, as Tenhou reads 5z 6z 7z as 白 发 中 and MCR tools as 中 发 白: "
        "add --z tenhou or --z mcr, or write the dragon letter (C 中, F 发, P 白)",
        "'{digit}z' 有歧义：天凤把 5z 6z 7z 读作白 发 中，国标工具读作中 发 白；"
        "请加上 --z tenhou 或 --z mcr，或直接写箭牌字母（C 中，F 发，P 白）",
    ),
    "parse.name_part_alone": (
        "'{ch}' is not a tile on its own: it belongs to the name {name}",
        "'{ch}' 单独不是一张牌：它是牌名 {name} 的一部分",
    ),
    "parse.braces_not_kong": (
        "braces hold only a concealed kong, so {written!r} is not allowed",
        "花括号里只能写暗杠，所以 {written!r} 不行",
    ),
    "parse.braces_offer": (
        "a concealed kong in braces takes no offer digit, so {written!r} is not allowed",
        "花括号里的暗杠不带来源数字，所以 {written!r} 不行",
    ),
    "parse.offer_kong": (
        "offer digit {offer} in {written!r} is not allowed: a kong takes 0 (concealed), 1-3 or 5-7 (melded)",
        "{written!r} 中的来源数字 {offer} 不行：杠只能带 0（暗杠）、1-3 或 5-7（明杠）",
    ),
    "parse.offer_set": (
        "offer digit {offer} in {written!r} is not allowed: a {kind} takes only 1-3 "
        "(a concealed one is written as loose tiles)",
        "{written!r} 中的来源数字 {offer} 不行：{kind}只能带 1-3（暗的直接写成散牌）",
    ),
    "tiles.set_size": (
        "set {written!r} holds {tiles}, but a set holds 3 or 4",
        "牌组 {written!r} 有 {tiles}，但一组牌是 3 张或 4 张",
    ),
    "tiles.not_a_set": (
        "set {written!r} is not a chow, pung or kong{hint}",
        "牌组 {written!r} 不是顺子、刻子或杠{hint}",
    ),
    "hint.honours_no_chow": (" (honours never form chows)", "（字牌不能组成顺子）"),
    "parse.no_suit": (
        "digits '{digits}' have no suit letter (m, s or p) after them{hint}",
        "数字 '{digits}' 后面没有花色字母（m、s 或 p）{hint}",
    ),
    "parse.after_comma": (
        "only an offer digit may follow the comma in a set, not '{ch}'",
        "牌组中逗号后面只能跟来源数字，不能跟 '{ch}'",
    ),
    "tiles.count": (
        "found {found}, but {what} needs {need} tiles{hint}",
        "找到 {found}，但{what}需要 {need} 张牌{hint}",
    ),
    "tiles.count_beside_sets": (
        "found {found}, but {what} needs {need} loose tiles beside {sets}{hint}",
        "找到 {found}，但{what}在 {sets}之外需要 {need} 张散牌{hint}",
    ),
    "hint.kong_in_brackets": (
        " (a kong goes in brackets: [{kong}1] melded or {{{kong}}} concealed)",
        "（杠要写在括号里：明杠 [{kong}1]，暗杠 {{{kong}}}）",
    ),
    # --- Botzone codes ------------------------------------------------------------------------------
    "botzone.fifth_pack": (
        "a hand holds at most 4 packs, and this one is a fifth",
        "一手牌最多 4 个副露，这是第五个",
    ),
    "botzone.pack_offer_digits": (
        "a pack takes one offer digit, but {written!r} has more",
        "一个副露只能带一个来源数字，但 {written!r} 带了不止一个",
    ),
    "botzone.flower_twice": (
        "flower {written!r} is written twice, but each flower exists once",
        "花牌 {written!r} 写了两次，但每张花牌只有一张",
    ),
    "botzone.pack_needs_code": (
        "{pack} needs a tile code after it, as in {pack} W2 1",
        "{pack} 后面要跟一个牌代码，例如 {pack} W2 1",
    ),
    "botzone.alphabet": (
        "tile codes W1-W9 万, T1-T9 条, B1-B9 饼, F1-F4 东南西北, J1-J3 中发白, H1-H8 flowers, "
        "and packs PENG, CHI, GANG",
        "牌代码 W1-W9 万、T1-T9 条、B1-B9 饼、F1-F4 东南西北、J1-J3 中发白、H1-H8 花牌，以及副露 PENG、CHI、GANG",
    ),
    "botzone.not_part": (
        "{shown!r} is not part of a Botzone hand, which holds {alphabet}{hint}",
        "{shown!r} 不属于 Botzone 写法，它只有{alphabet}{hint}",
    ),
    "hint.codes_upper": (" (codes are upper case: '{code}')", "（代码用大写：'{code}'）"),
    "hint.packs_upper": (" (pack words are upper case: PENG, CHI, GANG)", "（副露词用大写：PENG、CHI、GANG）"),
    "hint.pack_not_bracket": (
        " (write a fixed set as a pack: PENG W1 1, CHI W2 1, GANG W1 0)",
        "（副露要写成 PENG W1 1、CHI W2 1、GANG W1 0 这样）",
    ),
    "hint.digit_is_offer": (
        " (only a pack's tile takes a digit after it, its offer: PENG W1 1)",
        "（只有副露的牌后面可以跟数字，表示来源：PENG W1 1）",
    ),
    "botzone.code_needs_number": (
        "'{ch}' needs its number right after it, as in {letter}1",
        "'{ch}' 后面要紧跟数字，例如 {letter}1",
    ),
    "botzone.code_range": (
        "{written!r} is not a tile: {letter} runs from {letter}1 to {letter}{highest}",
        "{written!r} 不是牌：{letter} 从 {letter}1 到 {letter}{highest}",
    ),
    "botzone.flower_in_pack": (
        "a flower cannot stand in a pack, but {written!r} follows {pack}",
        "花牌不能写在副露里，但 {written!r} 跟在 {pack} 后面",
    ),
    "botzone.honour_chow": (
        "{written!r} is not a chow: honours never form chows",
        "{written!r} 不是顺子：字牌不能组成顺子",
    ),
    "botzone.chow_middle": (
        "{written!r} is not a chow: CHI names a chow by its middle tile, 2 to 8",
        "{written!r} 不是顺子：CHI 用顺子中间的牌表示，只能是 2 到 8",
    ),
    "botzone.offer": (
        "offer digit {offer} in {written!r} is not allowed: {word} takes {allowed}",
        "{written!r} 中的来源数字 {offer} 不行：{word} 只能带 {allowed}",
    ),
    "botzone.offer_pung": (
        "1-3 (who discarded it: 1 left, 2 opposite, 3 right)",
        "1-3（谁打出的：1 上家，2 对家，3 下家）",
    ),
    "botzone.offer_chow": ("1-3 (which of its tiles was claimed)", "1-3（吃的是其中哪一张）"),
    "botzone.offer_kong": (
        "0 (concealed), 1-3 (melded) or 5-7 (promoted from a pung)",
        "0（暗杠）、1-3（明杠）或 5-7（碰后加杠）",
    ),
    # --- tziakcha / GB-Mahjong strings --------------------------------------------------------------
    "tziakcha.flower_before_bar": (
        "'{ch}' is a flower in this notation, and flowers go at the end, after a second '|' (as in |EE0000|a)",
        "'{ch}' 在这种写法里是花牌，花牌要写在最后、第二个 '|' 之后（例如 |EE0000|a）",
    ),
    "tziakcha.shape": (
        "after '|' come the prevalent wind, your seat wind and four digits 0 or 1, as in |EE1000",
        "'|' 之后依次是圈风、门风和四个 0 或 1 的数字，例如 |EE1000",
    ),
    "tziakcha.context_too_long": (
        "the context after '|' holds 2 winds and 4 digits, and {ch!r} is one more "
        "(flowers go after a second '|', as in |EE1000|2)",
        "'|' 之后的和牌情况是 2 个风和 4 个数字，{ch!r} 多出来了（花牌写在第二个 '|' 之后，例如 |EE1000|2）",
    ),
    "tziakcha.not_allowed": ("{shape}, so {ch!r} is not allowed here", "{shape}，所以这里不能写 {ch!r}"),
    "tziakcha.cut_short": ("the context {written!r} is cut short: {shape}", "和牌情况 {written!r} 不完整：{shape}"),
    "tziakcha.third_bar": (
        "a tziakcha string has at most two '|': the context, then the flowers",
        "tziakcha 字符串最多有两个 '|'：先是和牌情况，再是花牌",
    ),
    "tziakcha.flowers": (
        "the flowers after the second '|' are one count 0-8 or letters a-h, not {ch!r}",
        "第二个 '|' 之后的花牌是一个 0-8 的数字或字母 a-h，不能是 {ch!r}",
    ),
    # --- --notation and --z on a line ---------------------------------------------------------------
    "flag.needs_value": ("{name} needs a value", "{name} 需要一个值"),
    "flag.choice": (
        "{option} takes one of {choices}, not {value!r}",
        "{option} 只能取 {choices} 之一，不能是 {value!r}",
    ),
    # --- the hand's own context against the flags ---------------------------------------------------
    "agree.conflict": (
        "the hand's own context gives {says}, but {flag} is given too: drop the flag, or make the two agree",
        "手牌字符串自带的和牌情况是{says}，但又给了 {flag}：去掉这个选项，或让两者一致",
    ),
    "says.self_drawn.on": ("a self-drawn win", "自摸"),
    "says.self_drawn.off": ("a win on a discard", "点和"),
    "says.last_tile.on": ("the last tile of the wall", "海底"),
    "says.last_tile.off": ("not the last tile of the wall", "不是海底"),
    "says.fourth_tile.on": ("the last copy of the tile", "和绝张"),
    "says.fourth_tile.off": ("not the last copy of the tile", "不是绝张"),
    "says.kong_draw.on": ("a win on a kong's replacement tile", "杠上开花"),
    "says.kong_draw.off": ("no kong draw", "不是杠上开花"),
    "says.robbing_kong.on": ("a win robbing a kong", "抢杠和"),
    "says.robbing_kong.off": ("no robbed kong", "不是抢杠"),
    "says.seat": ("seat {value}", "门风 {value}"),
    "says.round": ("prevalent wind {value}", "圈风 {value}"),
    "says.flowers": ("{value} flowers", "{value} 张花牌"),
    # --- win flags (docs/notation.md, "What must be rejected") --------------------------------------------
    "flag.wind": (
        "{option} takes a wind E, S, W or N, or 东, 南, 西 or 北, not {value!r}",
        "{option} 只能取风位 E、S、W 或 N，或东、南、西、北，不能是 {value!r}",
    ),
    "flag.at_least": (
        "{option} takes a whole number of at least {low}, not {value}",
        "{option} 只能取不小于 {low} 的整数，不能是 {value}",
    ),
    "flag.count_range": (
        "{option} takes a count from {low} to {high}, not {value}",
        "{option} 只能取 {low} 到 {high} 的数，不能是 {value}",
    ),
    "context.flowers_twice": (
        "the hand shows {glyphs} and --flowers gives {flowers} more: count flowers one way only",
        "手牌里有 {glyphs}，--flowers 又给了 {flowers} 张：花牌只能用一种方式计数",
    ),
    "context.kong_draw_and_robbing": (
        "--kong-draw and --robbing-kong exclude each other: one wins on your own kong, the other on another player's",
        "--kong-draw 和 --robbing-kong 不能同时给：一个是和自己杠的牌，一个是和别人杠的牌",
    ),
    "context.kong_draw_self_drawn": (
        "--kong-draw needs --self-drawn: a kong's replacement tile is drawn",
        "--kong-draw 需要 --self-drawn：杠后补的牌是自己摸的",
    ),
    "context.kong_draw_no_kong": (
        "--kong-draw needs a kong among the fixed sets, and this hand has none",
        "--kong-draw 需要副露中有杠，这手牌没有杠",
    ),
    "context.robbing_self_drawn": (
        "--robbing-kong wins on another player's kong tile, so it cannot be --self-drawn",
        "--robbing-kong 和的是别人加杠的牌，所以不能是 --self-drawn",
    ),
    "context.robbing_held": (
        "--robbing-kong is impossible while you hold another {tile}: the other three are in the pung being promoted",
        "你手里还有一张 {tile}，不可能抢杠：另外三张在被加杠的刻子里",
    ),
    "context.fourth_tile_held": (
        "--fourth-tile is impossible while you hold another {tile} among your concealed tiles",
        "你的立牌中还有一张 {tile}，不可能和绝张",
    ),
    "context.from_self_drawn": (
        "--from names the player who discarded, but --self-drawn means no one did",
        "--from 指的是点炮的玩家，但 --self-drawn 表示没人点炮",
    ),
    "context.from_own_seat": (
        "--from {seat} is your own seat (--seat {seat}): the winning tile must come from another player",
        "--from {seat} 是你自己的座位（--seat {seat}）：和牌张必须来自别的玩家",
    ),
    "context.unknown_profile": (
        "unknown rule profile {rules!r}: use one of {names}",
        "没有规则 {rules!r}：请用 {names} 之一",
    ),
    "score.not_winning_waits": (
        "{hand} is not a winning hand: without the last tile {last} it waits on {tiles}",
        "{hand} 不是和牌：去掉最后一张 {last}，它听 {tiles}",
    ),
    "score.not_winning": (
        "{hand} is not a winning hand (`gbmj waits` shows what the tiles before {last} need)",
        "{hand} 不是和牌（`gbmj waits` 可以显示 {last} 之前的牌需要什么）",
    ),
    # --- --seen, gbmj advise (docs/advice.md) -------------------------------------------------------------
    "seen.flowers": (
        "--seen: flowers are not tiles on the table, leave them out",
        "--seen：花牌不是桌上的牌，请去掉",
    ),
    "seen.wrapped": ("--seen: {message}", "--seen：{message}"),
    "seen.too_long": (
        "--seen holds {length} characters, more than the tiles of a whole game take (at most {most})",
        "--seen 有 {length} 个字符，比一整副牌还多（至多 {most}）",
    ),
    "seen.too_many": (
        "--seen shows {shown} {tile}, but there are only four of each tile",
        "--seen 中有 {shown} 张 {tile}，但每种牌只有四张",
    ),
    "seen.too_many_with_hand": (
        "--seen shows {shown} {tile}, but your hand already holds {held}, and there are only four of each tile",
        "--seen 中有 {shown} 张 {tile}，你手里已有 {held} 张，而每种牌只有四张",
    ),
    "advise.fourth_tile_and_seen": (
        "--fourth-tile cannot be combined with --seen: with --seen, gbmj decides 和绝张 for each wait "
        "from the visible tiles",
        "--fourth-tile 不能和 --seen 一起用：有了 --seen，gbmj 会根据可见的牌为每张听牌判断和绝张",
    ),
    "advise.thirteen": (
        "13 tiles make a waiting hand: gbmj advise needs the tile just drawn as well (14 tiles), "
        "or ask `gbmj waits` what it waits on",
        "13 张牌是一手听牌：gbmj advise 还需要刚摸到的那张（共 14 张），或用 `gbmj waits` 查看听什么",
    ),
    "advise.count": (
        "found {found} tiles, but gbmj advise needs 14 tiles: the 13 you hold and the one just drawn",
        "找到 {found} 张牌，但 gbmj advise 需要 14 张：手里的 13 张加刚摸到的一张",
    ),
    "flag.whole_number": (
        "{option} takes a whole number {limit}, not {value!r}",
        "{option} 只能取{limit}的整数，不能是 {value!r}",
    ),
    "limit.range": ("from {low} to {high}", " {low} 到 {high} "),
    "limit.at_least": ("of at least {low}", "不小于 {low} "),
    # --- a line of gbmj batch (docs/output.md, "A line of a batch file") ----------------------------------
    "line.all_on_a_line": (
        "--all applies to the whole run: give it to gbmj batch --advise, not on a line",
        "--all 作用于整个运行：请把它给 gbmj batch --advise，不要写在某一行上",
    ),
    "line.wall_only": (
        "--wall applies only to gbmj advise (gbmj batch --advise)",
        "--wall 只用于 gbmj advise（gbmj batch --advise）",
    ),
    "line.analysis_only": (
        "{name} applies only to gbmj waits and gbmj advise (gbmj batch --waits or --advise)",
        "{name} 只用于 gbmj waits 和 gbmj advise（gbmj batch --waits 或 --advise）",
    ),
    "line.not_advise": (
        "{name} does not apply to gbmj advise: its win row is self-drawn, and the last-tile and 和绝张 fans come "
        "from --wall and --seen",
        "{name} 不适用于 gbmj advise：它的和牌行按自摸计算，海底和和绝张由 --wall 和 --seen 决定",
    ),
    "line.seen_not_string": (
        '"seen" takes the tiles as a string, not {value!r}',
        '"seen" 的值要是写成字符串的牌，不能是 {value!r}',
    ),
    "line.switch_no_value": ("{name} is a switch and takes no value", "{name} 是开关，不带值"),
    "line.shell_split": (
        "the line cannot be split into words as a shell would: {detail}",
        "这一行无法像 shell 那样拆分成词：{detail}",
    ),
    "line.no_closing_quote": ("no closing quotation", "引号没有闭合"),
    "line.no_escaped": ("no escaped character", "反斜杠后面没有字符"),
    "line.json_too_deep": ("the JSON line is nested too deeply to read", "这一行 JSON 嵌套太深，无法读取"),
    "line.json_parse": (
        "the line starts like JSON but does not parse: {detail}",
        "这一行看起来像 JSON，但无法解析：{detail}",
    ),
    "line.json_detail": ("{message} at column {column}", "{message}（第 {column} 列）"),
    "line.json_not_object": (
        'a JSON line must be one object with a "hand" field',
        'JSON 行必须是一个带 "hand" 字段的对象',
    ),
    "line.json_no_hand": (
        'a JSON line needs a "hand" field holding the hand as a string',
        'JSON 行需要一个 "hand" 字段，值为字符串形式的手牌',
    ),
    "line.rules_file_on_line": (
        "--rules-file is accepted on the command line only",
        "--rules-file 只能写在命令行上",
    ),
    "line.switch_value": (
        "{option} is a switch and takes true or false, not {value!r}",
        "{option} 是开关，只能取 true 或 false，不能是 {value!r}",
    ),
    "line.rules_choice": (
        "--rules takes one of {names}, not {value!r}",
        "--rules 只能取 {names} 之一，不能是 {value!r}",
    ),
    "line.unknown_flag": ("unknown flag {word!r}", "未知选项 {word!r}"),
    "line.unknown_field": ("unknown field {key!r}", "未知字段 {key!r}"),
    "line.too_long": (
        "the line is {size:,} bytes long, over the limit of {limit:,} bytes (64 KiB)",
        "这一行有 {size:,} 字节，超过了 {limit:,} 字节（64 KiB）的上限",
    ),
    "line.not_utf8": (
        "the line is not valid UTF-8: byte {byte} (0x{value:02x}) does not form a character",
        "这一行不是有效的 UTF-8：第 {byte} 个字节（0x{value:02x}）不能组成字符",
    ),
    "line.internal": (
        "internal error in gbmj ({error}); please report this line",
        "gbmj 内部错误（{error}）；请报告这一行",
    ),
    # --- rules files (docs/profiles.md §3, §7) -----------------------------------------------------------
    "rules.where": ("{path}: {sentence}", "{path}：{sentence}"),
    "rules.where_line": ("{path}:{line}: {sentence}", "{path}:{line}：{sentence}"),
    "rules.too_large": ("{path} is larger than 1 MiB", "{path} 超过 1 MiB"),
    "rules.not_utf8": ("{path} is not UTF-8 text", "{path} 不是 UTF-8 文本"),
    "rules.toml_column": ("not valid TOML: {detail} (column {column})", "不是有效的 TOML：{detail}（第 {column} 列）"),
    "rules.toml_nested": ("not usable TOML: its arrays or tables nest too deeply", "无法使用的 TOML：数组或表嵌套过深"),
    "rules.toml_long_integer": (
        "not usable TOML: it holds an integer of more than 4,300 digits",
        "无法使用的 TOML：其中有超过 4300 位的整数",
    ),
    "rules.key_parts": (
        "not usable TOML: a dotted key of more than {most} parts",
        "无法使用的 TOML：点分键超过 {most} 段",
    ),
    "rules.toml": ("not valid TOML: {detail}", "不是有效的 TOML：{detail}"),
    "rules.cannot_read": ("cannot read rules file {path}: {reason}", "无法读取规则文件 {path}：{reason}"),
    "type.boolean": ("a boolean", "布尔值"),
    "type.string": ("a string", "字符串"),
    "type.integer": ("an integer", "整数"),
    "type.float": ("a float", "浮点数"),
    "type.array": ("an array", "数组"),
    "type.table": ("a table", "表"),
    "type.date": ("a date or time", "日期或时间"),
    "rules.did_you_mean": ("; did you mean '{word}'?", "；是不是 '{word}'？"),
    "rules.unknown_top_key": (
        "unknown key '{key}'; the top level allows {allowed}",
        "未知的键 '{key}'；顶层只允许 {allowed}",
    ),
    "rules.no_name": (
        "the key 'name' is missing: a rules file must have a name",
        "缺少键 'name'：规则文件必须有名字",
    ),
    "rules.bad_name": (
        "name {shown!r} must be 1-40 characters from A-Z a-z 0-9 . _ - and start with a letter or digit",
        "名字 {shown!r} 必须由 1-40 个 A-Z a-z 0-9 . _ - 字符组成，并以字母或数字开头",
    ),
    "rules.builtin_name": (
        "name '{name}' is a built-in profile; choose another name",
        "名字 '{name}' 是内置规则；请换一个名字",
    ),
    "rules.description": ("description must be a single-line string", "description 必须是单行字符串"),
    "rules.no_extends": (
        "the key 'extends' is missing: a rules file must extend 1998, mil, greenbook or another rules file",
        "缺少键 'extends'：规则文件必须继承 1998、mil、greenbook 或另一个规则文件",
    ),
    "rules.bad_extends": (
        "extends {shown!r} is neither a built-in profile ({names}) nor a path ending in .toml",
        "extends {shown!r} 既不是内置规则（{names}），也不是以 .toml 结尾的路径",
    ),
    "rules.section_switches": (
        "'{section}' must be a table of switch values, not {found}",
        "'{section}' 必须是开关值的表，不能是{found}",
    ),
    "rules.section_fans": (
        "'{section}' must be a table of fan tables, not {found}",
        "'{section}' 必须是番种表的表，不能是{found}",
    ),
    "rules.unknown_fan": ("unknown fan '{name}' in {where}{hint}", "{where} 中有未知番种 '{name}'{hint}"),
    "rules.unknown_fan_key": (
        "unknown key '{name}' in [{table}]; allowed: {allowed}",
        "[{table}] 中有未知的键 '{name}'；允许的有：{allowed}",
    ),
    "rules.long_number": ("a number of about {digits} digits", "约 {digits} 位的数"),
    "rules.too_big": (
        "{name} of {key} must be at most {most}, not {shown}",
        "{key} 的 {name} 不能大于 {most}，不能是 {shown}",
    ),
    "rules.positive": (
        "{name} of {key} must be a positive integer, not {shown}",
        "{key} 的 {name} 必须是正整数，不能是 {shown}",
    ),
    "rules.enabled_bool": ("enabled of {key} must be true or false", "{key} 的 enabled 必须是 true 或 false"),
    "rules.one_line": (
        "{name} of {key} must be a non-empty single-line string",
        "{key} 的 {name} 必须是非空的单行字符串",
    ),
    "rules.fan_needs": ("[fans.{key}] needs {missing}", "[fans.{key}] 需要 {missing}"),
    "rules.excludes_with_add": (
        "[{table}] cannot combine excludes with add or remove",
        "[{table}] 不能同时使用 excludes 和 add 或 remove",
    ),
    "rules.added_and_removed": (
        "'{fan}' is both added to and removed from [{table}]",
        "'{fan}' 在 [{table}] 中既被加入又被去掉",
    ),
    "rules.not_inherited": (
        "'{fan}' is not in the exclusion list of {key} inherited from {origin}, so it cannot be removed",
        "'{fan}' 不在从 {origin} 继承来的 {key} 的不计列表里，所以不能去掉",
    ),
    "rules.already_listed": (
        "'{fan}' is already in the exclusion list of {key}",
        "'{fan}' 已经在 {key} 的不计列表里",
    ),
    "rules.list_of_keys": (
        "{name} in [{table}] must be an array of fan keys",
        "[{table}] 中的 {name} 必须是番种键的数组",
    ),
    "rules.excludes_itself": ("{key} cannot exclude itself", "{key} 不能不计它自己"),
    "rules.listed_twice": (
        "'{fan}' appears twice in {name} of [{table}]",
        "'{fan}' 在 [{table}] 的 {name} 中出现了两次",
    ),
    "rules.governed": (
        "({fan}, {other}) belongs to the switch {switch}; set the switch instead",
        "（{fan}, {other}）由开关 {switch} 决定；请改为设置这个开关",
    ),
    "rules.partial_terminal_pungs": (
        "{fan} removes only some pung_of_terminals_or_honors, by a fixed rule or a switch, so it cannot list it",
        "{fan} 只按固定规则或开关不计部分 pung_of_terminals_or_honors，所以不能把它列出",
    ),
    "rules.walk_order": (
        "{fan} cannot exclude {other}: {other} comes first in the walk order, so the entry would never apply",
        "{fan} 不能不计 {other}：{other} 在检查顺序中排在前面，这一项永远不会生效",
    ),
    "rules.unknown_switch": ("unknown switch '{name}'{hint}", "未知开关 '{name}'{hint}"),
    "rules.switch_value": ("{name} takes {choices}, not {shown!r}", "{name} 只能取 {choices}，不能是 {shown!r}"),
    "rules.or": ("{first} or {last}", "{first} 或 {last}"),
    "rules.must_set": ("[switches] must set {missing}", "[switches] 必须设置 {missing}"),
    "rules.number_taken": (
        "number {number} of {fan} is already the number of {other}",
        "{fan} 的编号 {number} 已经是 {other} 的编号",
    ),
    "rules.undisableable": (
        "{fan} cannot be disabled: its reading depends on it",
        "{fan} 不能停用：它的拆分依赖于它",
    ),
    "rules.mixed_needs_fan": (
        "mixed_kong = 'melded_concealed_5' needs [fans.concealed_kong_and_melded_kong] enabled = true",
        "mixed_kong = 'melded_concealed_5' 需要 [fans.concealed_kong_and_melded_kong] enabled = true",
    ),
    "rules.fan_needs_mixed": (
        "[fans.concealed_kong_and_melded_kong] enabled = true needs mixed_kong = 'melded_concealed_5'",
        "[fans.concealed_kong_and_melded_kong] enabled = true 需要 mixed_kong = 'melded_concealed_5'",
    ),
    "rules.integer_range": (
        "{name} must be an integer from {low} to {high}, not {shown}",
        "{name} 必须是 {low} 到 {high} 的整数，不能是 {shown}",
    ),
    "rules.cap_under_minimum": (
        "cap {cap} is under the minimum {minimum}: use 0 for no cap, or at least {minimum}",
        "cap {cap} 小于起和番 {minimum}：不封顶写 0，否则至少为 {minimum}",
    ),
    "rules.house_key": (
        "house fan key '{key}' must be 1-40 characters from a-z 0-9 _, starting with a letter",
        "自定番种的键 '{key}' 必须是 1-40 个 a-z 0-9 _ 字符，以字母开头",
    ),
    "rules.house_official": (
        "'{key}' is an official fan: change it under [fans.{key}], or give the house fan another key",
        "'{key}' 是正式番种：请在 [fans.{key}] 下修改，或给自定番种另起一个键",
    ),
    "rules.house_needs": ("[house_fans.{key}] needs {missing}", "[house_fans.{key}] 需要 {missing}"),
    "rules.house_rule_table": (
        "rule of house fan {key} must be a table of at least one condition, such as pair_ranks = [2, 5, 8]",
        "自定番种 {key} 的 rule 必须是至少含一个条件的表，例如 pair_ranks = [2, 5, 8]",
    ),
    "rules.unknown_predicate": (
        "unknown condition '{name}' in the rule of {key}{hint}",
        "{key} 的 rule 中有未知条件 '{name}'{hint}",
    ),
    "rules.predicates": (
        "; the conditions are {names} (another one needs code)",
        "；可用的条件有 {names}（其他条件需要写代码）",
    ),
    "rules.predicate_value": (
        "{name} in the rule of {key} takes {takes}, not {shown}",
        "{key} 的 rule 中 {name} 只能取 {takes}，不能是 {shown}",
    ),
    "house.ranks": ("a list of ranks from 1 to 9", "1 到 9 的点数列表"),
    "house.tiles": ('a list of tiles such as "5p" or "E"', '牌的列表，例如 "5p" 或 "E"'),
    "house.suits": ("a list of suits from m, s, p and z (the honours)", "花色列表，取自 m、s、p 和 z（字牌）"),
    "house.forms": ("a list of forms from {forms}", "和牌形式列表，取自 {forms}"),
    "house.bool": ("true or false", "true 或 false"),
    "rules.cycle": ("extends '{extends}' makes a cycle: {cycle}", "extends '{extends}' 形成了循环：{cycle}"),
    "rules.too_deep": (
        "more than {limit} rules files extend one another",
        "超过 {limit} 个规则文件相互继承",
    ),
    # --- the command line ---------------------------------------------------------------------------
    "cli.error": ("Error: {message}", "错误：{message}"),
    "cli.flag_in_hand": (
        "{message}; flags such as --self-drawn go after the hand as separate words, outside its quotes",
        "{message}；--self-drawn 这样的选项要写在手牌之后，作为单独的词，放在引号外面",
    ),
    "cli.not_a_wind": (
        "{value!r} is not a wind: use E, S, W or N (either case), or 东, 南, 西 or 北",
        "{value!r} 不是风位：请用 E、S、W 或 N（大小写均可），或东、南、西、北",
    ),
    "cli.rules_file_stdin": (
        "a rules file cannot be read from standard input; give its path",
        "规则文件不能从标准输入读取；请给出它的路径",
    ),
    "cli.rules_and_rules_file": (
        "--rules and --rules-file exclude each other: give one of them",
        "--rules 和 --rules-file 不能同时给：只给其中一个",
    ),
    "cli.option_needs_value": (
        "{option} needs a value: {word!r} is an option, not its value",
        "{option} 需要一个值：{word!r} 是选项，不是它的值",
    ),
    # --- gbmj fans ---------------------------------------------------------------------------------
    "word.or": ("{first} or {rest}", "{first} 或 {rest}"),
    "fans.did_you_mean": ("; did you mean {names}?", "；是不是 {names}？"),
    "fans.run_for_list": ("; run `gbmj fans` for the list", "；运行 `gbmj fans` 查看列表"),
    "fans.unknown": (
        "no fan is called {wanted!r}: give a number of the {profile} table, a Chinese or English name, or a key{hint}",
        "没有叫 {wanted!r} 的番种：请给出 {profile} 番表中的编号、中文名、英文名或键{hint}",
    ),
    "process.interrupted": ("gbmj: interrupted", "gbmj：已中断"),
    "process.terminated": ("gbmj: terminated", "gbmj：已终止"),
    "process.internal": (
        "internal error in gbmj ({error}); please report the command",
        "gbmj 内部错误（{error}）；请报告这条命令",
    ),
    # --- gbmj batch ----------------------------------------------------------------------------------
    "batch.interrupted": ("gbmj batch: interrupted", "gbmj batch：已中断"),
    "batch.terminated": ("gbmj batch: terminated", "gbmj batch：已终止"),
    "batch.worker_killed": (
        "a worker process was killed by signal {signal} before it answered: lines {line} and after have no record",
        "一个工作进程在回答之前被信号 {signal} 杀死：第 {line} 行及之后的行没有记录",
    ),
    "batch.worker_ended": (
        "a worker process was ended before it answered: lines {line} and after have no record",
        "一个工作进程在回答之前结束了：第 {line} 行及之后的行没有记录",
    ),
    "batch.waits_and_advise": (
        "--waits and --advise exclude each other: a line is a waiting hand or a hand to advise",
        "--waits 和 --advise 不能同时给：每一行要么是听牌的手牌，要么是要分析打法的手牌",
    ),
    "batch.needs_advise": ("{option} needs --advise", "{option} 需要 --advise"),
    "batch.seen_needs_analysis": ("--seen needs --waits or --advise", "--seen 需要 --waits 或 --advise"),
    "batch.not_for_advise": (
        "{option} does not apply to gbmj batch --advise",
        "{option} 不适用于 gbmj batch --advise",
    ),
    # --- table headings (label.) and the words of the game in tables (word.) ------------------------
    "label.hand": ("Hand", "手牌"),
    "label.reading": ("Reading", "拆分"),
    "label.won": ("Won", "和牌"),
    "label.fans": ("Counted fans", "计番"),
    "label.excluded": ("Excluded fans", "不计"),
    "label.no": ("No.", "编号"),
    "label.fan": ("Fan", "番种"),
    "label.points": ("Points", "番数"),
    "label.count": ("Count", "次数"),
    "label.subtotal": ("Subtotal", "小计"),
    "label.by": ("Excluded by", "原因"),
    "label.payments": ("Payments", "结算"),
    "label.seat": ("Seat", "座位"),
    "label.role": ("Role", "角色"),
    "label.amount": ("Amount", "输赢"),
    "label.tile": ("Tile", "张"),
    "label.left": ("Left", "剩余"),
    "label.live": ("Live", "未见"),
    "label.discard": ("Discard", "点和"),
    "label.self_drawn": ("Self-drawn", "自摸"),
    "label.excludes": ("Excludes", "不计"),
    "label.excluded_by": ("Excluded by", "被不计于"),
    "label.example": ("Example", "例"),
    "label.means": ("Means", "释义"),
    "label.payments_base": ("Payments (base {base})", "结算 (底 {base})"),
    "label.payments_house": ("Payments (base {base}; {rules})", "结算 (底 {base}；{rules})"),
    "role.winner": ("winner", "和牌"),
    "role.discarder": ("discarder", "点炮"),
    "role.other": ("other", "其他"),
    "form.regular": ("4 sets + pair", "四组一将"),
    "word.account_once": ("account once", "套算一次"),
    "word.one_concealed": (" (one concealed)", "（一明一暗）"),
    "word.points": (("point", "points"), "番"),
    "word.partly": ("partly", "部分"),
    "word.its_pung": ("its pung", "其风刻"),
    "word.only_under": ("only under --rules {profile}", "仅在 --rules {profile} 下"),
    "won.self_drawn": ("self-drawn", "自摸"),
    "won.discard": ("on a discard", "点和"),
    "won.from": ("from {seat}", "放铳 {seat}"),
    "won.seat": ("seat {seat}", "门风 {seat}"),
    "won.round": ("round {seat}", "圈风 {seat}"),
    "won.last_tile": ("last tile", "海底"),
    "won.kong_draw": ("kong draw", "杠上"),
    "won.robbing_kong": ("robbing the kong", "抢杠"),
    "won.fourth_tile": ("fourth tile", "绝张"),
    "won.flowers": (("{n} flower", "{n} flowers"), "花 {n}"),
    "won.rules": ("rules {profile}", "规则 {profile}"),
    "won.separator": (", ", "，"),
    "totals.line": (
        "Fans {fans} + flowers {flowers} = total {total}   ",
        "番数 {fans} + 花牌 {flowers} = 合计 {total}   ",
    ),
    "totals.met": ("{minimum}-fan minimum met", "已达 {minimum} 番起和"),
    "totals.below": ("below the {minimum}-fan minimum: not a legal win", "不足 {minimum} 番起和: 不能和牌"),
    "catalogue.profile": (
        "Profile {name}: {description} (chain {chain})",
        "规则 {name}：{description}（继承链 {chain}）",
    ),
    # --- gbmj waits and gbmj advise tables (docs/advice.md §8.2, §9.5) ------------------------------------
    "form.seven_pairs": ("seven pairs", "七对"),
    "form.thirteen_orphans": ("thirteen orphans", "十三幺"),
    "form.honors_and_knitted": ("honors & knitted", "全不靠"),
    "form.knitted_straight": ("knitted straight", "组合龙"),
    "form.regular_short": ("regular", "四组一将"),
    "advice.seen": (("seen  {seen} ({n} tile)", "seen  {seen} ({n} tiles)"), "已见 {seen} ({n} 张)"),
    "advice.tenpai": (
        "tenpai: {kinds}, {left} left, {live} live; legal outs {discard} on a discard, {self_drawn} self-drawn",
        "听 {kinds}, 剩 {left} 张, 未见 {live} 张; 合法: 点和 {discard}, 自摸 {self_drawn}",
    ),
    "advice.tile_kinds": (("{n} tile kind", "{n} tile kinds"), "{n} 种"),
    "advice.held_also": (
        "({held} also completes the shape, but you hold all four)",
        "({held} 亦成牌型, 但四张都在你手里)",
    ),
    "advice.held_only": (
        "not tenpai: the shape waits only on {held}, but you hold all four, so no tile completes it",
        "未听牌: 牌型只听 {held}, 但四张都在你手里, 没有牌能和",
    ),
    "advice.not_tenpai": (
        "not tenpai: shanten {shanten} ({draws} away from ready): {kinds}, {live} live",
        "未听牌, 向听数 {shanten}: {kinds}, 未见 {live} 张",
    ),
    "advice.useful_draws": (("{n} useful draw", "{n} useful draws"), "{n} 张有效牌"),
    "advice.useful_kinds": (("{n} useful kind", "{n} useful kinds"), "有效牌 {n} 种"),
    "label.form": ("Form", "牌型"),
    "label.shanten": ("Shanten", "向听"),
    "label.kinds": ("Kinds", "种"),
    "label.useful_live": ("Useful tiles (live)", "有效牌 (未见)"),
    "label.fans_discard_win": ("Fans (discard win)", "番种 (点和)"),
    "label.fans_self_drawn_win": ("Fans (self-drawn win)", "番种 (自摸)"),
    "advice.impossible": ("impossible with these flags", "不可能"),
    "advice.context": ("seat {seat}, round {round}, {flowers}", "门风 {seat}, 圈风 {round}, {flowers}"),
    "advice.flowers": (("{n} flower", "{n} flowers"), "花 {n}"),
    "advice.no_flowers": ("no flowers", "无花"),
    "advice.wall_unknown": ("wall not given", "牌墙张数未给"),
    "advice.wall": ("wall {wall}", "牌墙余 {wall} 张"),
    "advice.seen_tiles": (("seen: {seen} ({n} tile)", "seen: {seen} ({n} tiles)"), "已见 {seen} ({n} 张)"),
    "advice.nothing_seen": ("nothing seen", "无已见牌"),
    "advice.rules": ("rules {profile}", "规则 {profile}"),
    "advice.separator": ("; ", "；"),
    "advice.win_flowers": ((" + {n} flower = {total}", " + {n} flowers = {total}"), " + {n} 花 = {total}"),
    "advice.win": ("self-drawn {total}: {fans} — ", "自摸 {total}: {fans} — "),
    "advice.legal_win": ("a legal win", "可以和牌"),
    "advice.not_legal_win": ("below the {minimum}-fan minimum, not a legal win", "不足 {minimum} 番起和, 不能和牌"),
    "advice.best_tenpai": (
        "discard {tile}: tenpai on {waits}, {live} live; legal outs {discard} on a discard, {self_drawn} self-drawn",
        "打 {tile}: 听 {waits}, 未见 {live} 张; 合法: 点和 {discard}, 自摸 {self_drawn}",
    ),
    "advice.best_no_live": ("discard {tile}: no live useful tile", "打 {tile}: 没有未见的有效牌"),
    "advice.best_shanten": (
        "discard {tile}: shanten {shanten}, {kinds}, {live} live",
        "打 {tile}: 向听数 {shanten}, {kinds}, 未见 {live} 张",
    ),
    "advice.no_live_useful": ("no live useful tile", "没有未见的有效牌"),
    "advice.held": (" (held: {held})", " (四张在手: {held})"),
    "advice.all_at_shanten": ("all at shanten {shanten}", "全部向听数 {shanten}"),
    "advice.every_discard": ("every discard, best first", "全部, 最好的在前"),
    "advice.best_group_live": ("the best group: shanten {shanten}, with live tiles", "最好的一组: 向听数 {shanten}"),
    "advice.best_group_dead": (
        "the best group: shanten {shanten}, no live tiles",
        "最好的一组: 向听数 {shanten}, 没有未见的有效牌",
    ),
    "advice.shown": ("{shown} of {total} discards shown ({why}){more}.", "显示 {shown} / {total} 种打法 ({why}){more}"),
    "advice.show_all": ("; --all shows every discard", "; --all 显示全部"),
    "advice.legal_note": (
        "Legal: live copies whose win reaches {minimum} fans, on a discard / self-drawn.",
        "合法: 和牌达到 {minimum} 番的未见张数, 点和 / 自摸",
    ),
    "advice.waits_note": (
        "Waits: kind:live and the fan totals of the win on a discard / self-drawn (D/S).",
        "听牌: 种:未见, 点和 / 自摸的番数",
    ),
    "advice.wall_empty": (
        "No tile is left to draw: these discards cannot lead to a win.",
        "牌墙已空: 这些打法都不能再和牌",
    ),
    "label.context": ("Context", "情况"),
    "label.win": ("Win", "和牌"),
    "label.best": ("Best", "最佳"),
    "label.discard_tile": ("Discard", "打出"),
    "label.forms": ("Forms", "牌型"),
    "label.legal": ("Legal", "合法"),
    "label.waits_or_useful": ("Waits (D/S) or useful tiles", "听牌 (点和/自摸) 或有效牌"),
    # --- the batch summary (docs/output.md, "Batch summary") ---------------------------------------------
    "summary.title": ("Summary", "汇总"),
    "summary.records": ("lines answered", "已回答的行"),
    "summary.scored": ("hands scored", "已计番的手牌"),
    "summary.rejected": ("rejected", "被拒绝"),
    "summary.below_minimum": ("below the {minimum}-fan minimum", "不足 {minimum} 番起和"),
    "summary.mean_total": ("mean total", "平均番数"),
    "summary.max_total": ("maximum total", "最高番数"),
    "summary.analysed": ("hands analysed", "已分析的手牌"),
    "summary.tenpai": ("ready (tenpai)", "听牌"),
    "summary.not_tenpai": ("not ready", "未听牌"),
    "summary.mean_waits": ("mean tile kinds waited on", "平均听牌种数"),
    "summary.max_waits": ("most tile kinds", "最多听牌种数"),
    "summary.winning": ("already complete", "已经和牌"),
    "summary.winning_legal": ("complete and legal ({minimum} fans)", "和牌且达到起和（{minimum} 番）"),
    "summary.best_tenpai": ("best discard tenpai", "最佳打法听牌"),
    "summary.hands": (("{count} hand", "{count} hands"), "{count} 手牌"),
    "summary.score_line": (
        "{hands} scored, {rejected} rejected, {below} below the {minimum}-fan minimum",
        "计番 {hands}，拒绝 {rejected} 行，{below} 手不足 {minimum} 番起和",
    ),
    "summary.score_totals": ("mean total {mean}, maximum total {max}", "平均番数 {mean}，最高番数 {max}"),
    "summary.top_fans_text": (
        "most frequent fans (hands in which each counts):",
        "最常见的番种（计入该番的手牌数）：",
    ),
    "summary.waits_line": (
        "{hands} analysed, {rejected} rejected, {tenpai} ready (tenpai), {not_tenpai} not ready",
        "分析 {hands}，拒绝 {rejected} 行，{tenpai} 手听牌，{not_tenpai} 手未听牌",
    ),
    "summary.waits_means": (
        "mean tile kinds waited on by a ready hand {mean}, most {max}",
        "听牌的手牌平均听 {mean} 种，最多 {max} 种",
    ),
    "summary.top_waits_text": ("most waited-on tiles (ready hands): {tiles}", "最常听的牌（听牌的手牌）：{tiles}"),
    "summary.advice_line": (
        "{hands} analysed, {rejected} rejected; {winning} already complete ({legal} legal wins); "
        "best discard tenpai in {tenpai}",
        "分析 {hands}，拒绝 {rejected} 行；{winning} 手已经和牌（{legal} 手合法）；{tenpai} 手的最佳打法听牌",
    ),
    "summary.by_shanten_text": (
        "hands by the shanten of the best discard: {counts}",
        "按最佳打法的向听数统计手牌：{counts}",
    ),
    "summary.top_fans": ("Most frequent fans", "最常见的番种"),
    "summary.top_waits": ("Most waited-on tiles", "最常听的牌"),
    "summary.by_shanten": ("Best discard by shanten", "最佳打法的向听数"),
    "column.fan": ("fan", "番种"),
    "column.english": ("English", "英文"),
    "column.hands": ("hands", "手数"),
    "column.share": ("share", "占比"),
    "column.tile": ("tile", "牌"),
    "column.shanten": ("shanten", "向听"),
    "batch.not_ready": ("not ready: {shanten}-shanten", "未听牌: 向听数 {shanten}"),
    "column.line": ("line", "行"),
    "column.hand": ("hand", "手牌"),
    "column.fans": ("fans", "番数"),
    "column.flowers": ("flw", "花"),
    "column.total": ("total", "合计"),
    "column.minimum": ("≥8", "起和"),
    "column.counted_fans": ("counted fans", "计番"),
    "column.kinds": ("kinds", "种"),
    "column.waits": ("waits (tile discard/self-drawn)", "听牌 (牌 点和/自摸)"),
    "column.win": ("win", "和牌"),
    "column.discard": ("discard", "打出"),
    "column.sh": ("sh", "向听"),
    "column.live": ("live", "未见"),
    "column.legal": ("legal", "合法"),
    # --- a referee's ledger (docs/session.md §4, §9) ------------------------------------------------------
    "ref.line": ("line {n}", "第 {n} 行"),
    "ref.hand": ("hand {n}", "第 {n} 盘"),
    "ledger.special_tsumo": ("tsumo already means self-drawn", "tsumo 本身就是自摸"),
    "ledger.special_self_drawn": ("a self-drawn win is written as tsumo", "自摸写作 tsumo"),
    "ledger.special_rob": ("rob already means robbing a kong", "rob 本身就是抢杠和"),
    "ledger.special_robbing": ("a win on a robbed kong is written as rob", "抢杠和写作 rob"),
    "ledger.special_discard": ("{kind} already means a win on a discard", "{kind} 本身就是点和"),
    "ledger.special_no_discard": ("discard is not a ledger word", "discard 不是记分表中的词"),
    "ledger.special_winds": (
        "the seat and prevalent winds come from the seating (docs/session.md §6), so a ledger does not give them",
        "门风和圈风由座位安排决定（docs/session.md §6），记分表里不写",
    ),
    "ledger.special_from": (
        "write from without dashes, as in `5 {kind} B from A 8`",
        "from 不带横线，例如 `5 {kind} B from A 8`",
    ),
    "ledger.special_option": ("write {word}=VALUE as one word", "把 {word}=值 写成一个词"),
    "ledger.special_setting": (
        "{word} is a setting: give it on the session line or as --{word} on the command line",
        "{word} 是设置：写在 session 行里，或在命令行上用 --{word}",
    ),
    "ledger.no_hand": (
        "there is no hand {shown}; a session has hands 1 to {hands}",
        "没有第 {shown} 盘；一场有第 1 到第 {hands} 盘",
    ),
    "ledger.unknown_event": (
        "unknown event {word}{hint} (events: {events})",
        "未知事件 {word}{hint}（事件有：{events}）",
    ),
    "ledger.did_you_mean": ("; did you mean {word}?", "；是不是 {word}？"),
    "ledger.found_nothing": ("nothing", "什么也没有"),
    "ledger.found_words": (("{n} word: {words}", "{n} words: {words}"), "{n} 个词：{words}"),
    "ledger.takes": ("{kind} takes {signature}; found {found}", "{kind} 的写法是 {signature}；实际是 {found}"),
    "ledger.takes_no_words": ("{kind} takes no words; found {found}", "{kind} 后面不跟词；实际是 {found}"),
    "ledger.claimants_spaces": (
        "write several claimants without spaces, as B,D",
        "几位和牌者之间不要加空格，写成 B,D",
    ),
    "ledger.from_between": (
        "from goes between the winner and the discarder, as in `5 {kind} B from A 8`",
        "from 写在和牌者和点炮者之间，例如 `5 {kind} B from A 8`",
    ),
    "ledger.no_discarder": (
        "{kind} takes {signature}; found no discarder ({word} is a total)",
        "{kind} 的写法是 {signature}；没有点炮者（{word} 是番数）",
    ),
    "ledger.no_winner": (
        "tsumo takes {signature}; found no winner ({word} is a total)",
        "tsumo 的写法是 {signature}；没有和牌者（{word} 是番数）",
    ),
    "ledger.csv_needs_winner": ("{kind} needs the winner in the player column", "{kind} 需要在 player 列写和牌者"),
    "ledger.csv_needs_player": ("{kind} needs the player in the player column", "{kind} 需要在 player 列写选手"),
    "ledger.csv_needs_discarder": ("{kind} needs the discarder in the from column", "{kind} 需要在 from 列写点炮者"),
    "ledger.csv_needs_points": ("penalty needs its points in the points column", "penalty 需要在 points 列写分数"),
    "ledger.option_name": (
        "an option needs a name before '=', as in note=..., not {written}",
        "选项在 '=' 前要有名字，例如 note=...，不能是 {written}",
    ),
    "ledger.given_twice": ("{key}= is given twice", "{key}= 给了两次"),
    "ledger.unknown_option": ("unknown option {written}{hint}", "未知选项 {written}{hint}"),
    "ledger.takes_no_option": ("{kind} takes no {key}=", "{kind} 不带 {key}="),
    "ledger.flag_twice": ("{flag} is given twice", "{flag} 给了两次"),
    "ledger.kong_draw_claim": ("kong-draw is a self-drawn win: write it as tsumo", "杠上开花是自摸：写作 tsumo"),
    "ledger.rob_flag": (
        "rob takes no {flag}: 抢杠和 does not count 和绝张, and a win on the last tile is a win or a tsumo",
        "rob 不带 {flag}：抢杠和不计和绝张，和最后一张牌要记作 win 或 tsumo",
    ),
    "ledger.takes_no_flag": ("{kind} takes no {flag}", "{kind} 不带 {flag}"),
    "ledger.one_winner": ("a self-drawn win has one winner", "自摸只有一位和牌者"),
    "ledger.one_player": ("{kind} names one player, not several", "{kind} 只写一位选手"),
    "ledger.one_discarder": ("{kind} has one discarder", "{kind} 只有一位点炮者"),
    "ledger.total_range": (
        "the total must be a whole number from 8 to {max}, not {written}",
        "番数必须是 8 到 {max} 的整数，不能是 {written}",
    ),
    "ledger.needs_total": (
        "{kind} needs a total or the tiles of the hand (hand=), as in {example}",
        "{kind} 需要番数或手牌（hand=），例如 {example}",
    ),
    "ledger.hand_needs_tiles": (
        "hand= needs the tiles of the hand, as in hand=123m456s789p11122m",
        "hand= 需要手牌，例如 hand=123m456s789p11122m",
    ),
    "ledger.flowers_range": ("flowers must be 0 to {max}, not {written}", "花牌数必须是 0 到 {max}，不能是 {written}"),
    "ledger.level": (
        "level must be cuohe, zhahe or deliberate (错和, 诈和, 有意诈和), not {written}",
        "level 必须是 cuohe、zhahe 或 deliberate（错和、诈和、有意诈和），不能是 {written}",
    ),
    "ledger.to_needs": ("to= needs a player, or each", "to= 需要一位选手，或 each"),
    "ledger.penalty_points": (
        "penalty points must be a whole number from 1 to {max} (10 and -10 both mean a loss of 10), not {written}",
        "罚分必须是 1 到 {max} 的整数（10 和 -10 都表示扣 10 分），不能是 {written}",
    ),
    "ledger.setting_range": (
        "{key} must be a whole number from {low} to {high}, not {written}",
        "{key} 必须是 {low} 到 {high} 的整数，不能是 {written}",
    ),
    "ledger.setting_choice": ("{key} must be {names}, not {written}", "{key} 必须是 {names}，不能是 {written}"),
    "ledger.quote_open": ('a quote (") is not closed', '引号（"）没有闭合'),
    "ledger.csv_quote": (
        "a quoted field does not end on this line (a CSV field cannot span lines)",
        "带引号的字段在这一行没有结束（CSV 字段不能跨行）",
    ),
    "ledger.line_too_long": ("this line is longer than 64 KiB", "这一行超过 64 KiB"),
    "ledger.too_large": (
        "the ledger is larger than {most} MiB; a ledger is read whole, so give one table's ledger",
        "记分表大于 {most} MiB；记分表要整体读入，请只给一桌的记分表",
    ),
    "ledger.too_many_errors": (
        "not read, nor the lines after it: the ledger has {most} errors before it",
        "这一行及其后各行没有读：之前已有 {most} 个错误",
    ),
    "ledger.too_many_words": (
        "this line has more than {most} words; an event takes a dozen at most",
        "这一行超过 {most} 个词；一个事件至多十几个词",
    ),
    "ledger.too_many_lines": (
        "not read, nor the lines after it: a ledger holds at most {most} lines",
        "这一行及其后各行没有读：一份记分表至多 {most} 行",
    ),
    "ledger.too_many_events": (
        "not read, nor the lines after it: a ledger is one table's session and holds at most {most} events",
        "这一行及其后各行没有读：一份记分表只记一桌的一场，至多 {most} 个事件",
    ),
    "ledger.not_utf8": (
        "this line is not valid UTF-8; save the ledger as UTF-8",
        "这一行不是有效的 UTF-8；请把记分表存为 UTF-8",
    ),
    "ledger.after_end": (
        "the session ended at {ref} ({word}); nothing may follow it",
        "这场已在{ref}结束（{word}）；后面不能再有内容",
    ),
    "ledger.no_hand_number": (
        "no hand number: write it first, as in {example}",
        "没有盘号：先写盘号，例如 {example}",
    ),
    "ledger.not_hand_number": (
        "{shown} is not a hand number, session or players; comments start with #",
        "{shown} 不是盘号，也不是 session 或 players；注释以 # 开头",
    ),
    "ledger.directive": ("a #! line must hold a session or players line", "#! 行里必须是 session 行或 players 行"),
    "ledger.second_session": (
        "a second session line; settings are given once (the first is line {first})",
        "第二个 session 行；设置只能给一次（第一个在第 {first} 行）",
    ),
    "ledger.second_players": (
        "a second players line; the players are named once (the first is line {first})",
        "第二个 players 行；选手只能写一次（第一个在第 {first} 行）",
    ),
    "ledger.setup_late": (
        "the {word} line must come before the first hand (line {line})",
        "{word} 行必须写在第一盘之前（第 {line} 行）",
    ),
    "ledger.setting_not_key": (
        "the session line holds settings written key=value, not {written}",
        "session 行里的设置写作 key=value，不能是 {written}",
    ),
    "ledger.unknown_setting": (
        "unknown setting {written}{hint} (settings: {settings})",
        "未知设置 {written}{hint}（设置有：{settings}）",
    ),
    "ledger.no_event": (
        "hand {hand} has no event{shown}; write it after the hand number, as in {example}",
        "第 {hand} 盘没有事件{shown}；事件写在盘号后面，例如 {example}",
    ),
    "ledger.is_an_option": (" ({written} is an option)", "（{written} 是一个选项）"),
    "ledger.unknown_word": ("unknown word {written}{hint}", "未知的词 {written}{hint}"),
    "ledger.csv_header": (
        "the CSV header must start with hand,event (the columns are {columns})",
        "CSV 表头必须以 hand,event 开头（列有：{columns}）",
    ),
    "ledger.unknown_column": (
        "unknown column {written}{hint} (the columns are {columns})",
        "未知的列 {written}{hint}（列有：{columns}）",
    ),
    "ledger.column_twice": ("column {written} appears twice", "列 {written} 出现了两次"),
    "ledger.too_many_fields": (
        "{used} fields, but the header has {columns} columns",
        "有 {used} 个字段，但表头只有 {columns} 列",
    ),
    "ledger.csv_no_hand": (
        "no hand number: write it in the hand column, as in 5,win,B,A,8",
        "没有盘号：写在 hand 列，例如 5,win,B,A,8",
    ),
    "ledger.csv_not_hand": ("{written} is not a hand number", "{written} 不是盘号"),
    "ledger.csv_no_event": (
        "hand {hand} has no event; write it in the event column, as in 5,win,B,A,8",
        "第 {hand} 盘没有事件；写在 event 列，例如 5,win,B,A,8",
    ),
    "ledger.csv_column_unused": (
        "{kind} takes no {column}: leave the {column} column empty",
        "{kind} 不带 {column}：{column} 列留空",
    ),
    "ledger.csv_unknown_flag": (
        "unknown flag {written} in the flags column{hint}",
        "flags 列中有未知标记 {written}{hint}",
    ),
    "ledger.no_players": (
        "the ledger has no players line; add `players NAME NAME NAME NAME` before hand 1",
        "记分表没有 players 行；请在第 1 盘之前加上 `players 名字 名字 名字 名字`",
    ),
    "ledger.csv_no_header": (
        "the CSV ledger has no header; it must start with hand,event",
        "CSV 记分表没有表头；它必须以 hand,event 开头",
    ),
    "ledger.name_empty": ("empty", "为空"),
    "ledger.name_characters": (
        'it holds one of the characters , = " or a control character',
        '其中有 , = " 或控制字符',
    ),
    "ledger.name_starts": ("it starts with {ch}", "以 {ch} 开头"),
    "ledger.name_number": ("a number", "是数字"),
    "ledger.name_long": ("longer than {most} characters", "超过 {most} 个字符"),
    "ledger.name_keyword": ("the keyword {word!r}", "是关键词 {word!r}"),
    "ledger.players_count": (
        "{n} players named; a table has four, in seat order E S W N",
        "写了 {n} 位选手；一桌有四位，按 E S W N 的座位顺序",
    ),
    "ledger.bad_name": (
        '{text!r} cannot be a player name ({why}; numbers, keywords and the characters , = " are not allowed)',
        '{text!r} 不能作选手名（{why}；不允许数字、关键词和 , = " 字符）',
    ),
    "ledger.name_twice": (
        "{text!r} is used twice: names and aliases must differ, without regard to case",
        "{text!r} 用了两次：名字和别名必须各不相同（不分大小写）",
    ),
    # --- settling a ledger (docs/session.md §7, §9) -------------------------------------------------------
    "session.no_outcome": (
        "hand {hand} has no outcome; add win, tsumo, rob, draw or skip",
        "第 {hand} 盘没有结果；请加上 win、tsumo、rob、draw 或 skip",
    ),
    "session.out_of_order": (
        "hand {hand} comes after hand {last}; keep each hand's lines together and in order",
        "第 {hand} 盘写在了第 {last} 盘之后；每盘的行要写在一起，并按顺序排列",
    ),
    "session.hand_missing": ("hand {first} is missing", "缺少第 {first} 盘"),
    "session.hands_missing": ("hands {first} to {last} are missing", "缺少第 {first} 到第 {last} 盘"),
    "session.missing": (
        "{missing} before hand {before}; write `{first} skip` if it was not played",
        "{missing}（在第 {before} 盘之前）；如果没打，请写 `{first} skip`",
    ),
    "session.two_outcomes": (
        "hand {hand} already has an outcome ({word}, {ref}); a hand has exactly one",
        "第 {hand} 盘已经有结果（{word}，{ref}）；每盘只有一个结果",
    ),
    "session.unknown_player": (
        "unknown player {written}; the players are {players}{hint}",
        "未知选手 {written}；选手有 {players}{hint}",
    ),
    "session.false_then_win": (
        "{who} made a false win in hand {hand} and cannot win it ({ref} names {who} as a winner)",
        "{who} 在第 {hand} 盘错和，不能再和这盘（{ref}写了 {who} 和牌）",
    ),
    "session.false_before": (
        "{who} made a false win in hand {hand} ({ref}) and cannot win it",
        "{who} 在第 {hand} 盘错和（{ref}），不能再和这盘",
    ),
    "session.own_discard": (
        "{who} cannot win on {who}'s own discard (use tsumo)",
        "{who} 不能和自己打出的牌（自摸请用 tsumo）",
    ),
    "session.own_kong": ("{who} cannot win on {who}'s own kong", "{who} 不能抢自己的杠"),
    "session.claimant_twice": ("{who} is named twice among the claimants", "{who} 在和牌者中写了两次"),
    "session.penalty_self": (
        "a penalty cannot be paid to the player who is penalised",
        "罚分不能付给被罚的选手本人",
    ),
    "session.false_in_skip": (
        "hand {hand} was not played (skip), so it cannot have a false win",
        "第 {hand} 盘没有打（skip），不能有错和",
    ),
    "session.below_minimum": (
        "a total of {total} is below the {minimum}-fan minimum, so this is not a win; record it as `false {winner}`",
        "{total} 番不足 {minimum} 番起和，不算和牌；请记作 `false {winner}`",
    ),
    "session.below_minimum_flowers": (
        "a total of {total} with {flowers} flowers is {fans} fans, below the {minimum}-fan minimum, "
        "so this is not a win; "
        "record it as `false {winner}`",
        "{total} 番中有 {flowers} 张花牌，只有 {fans} 番，不足 {minimum} 番起和，不算和牌；请记作 `false {winner}`",
    ),
    "session.disqualified": ("{who} is already disqualified ({ref})", "{who} 已经被取消资格（{ref}）"),
    "session.level_ignored": (
        "level={level} has no effect under false-win=gb: every false win costs 10 to each other player",
        "在 false-win=gb 下 level={level} 不起作用：每次错和都赔其他每位选手 10 分",
    ),
    "session.repeated": ("{ref} repeats {other}; both are counted", "{ref}重复了{other}；两行都计"),
    "session.hand_unscored": ("hand= cannot be scored: {message}", "hand= 无法计番：{message}"),
    "session.hand_below": (
        "hand= scores {fans} fans without flowers, below the {minimum}-fan minimum: check the tiles, "
        "or record `false {winner}`",
        "hand= 不算花牌只有 {fans} 番，不足 {minimum} 番起和：请检查手牌，或记作 `false {winner}`",
    ),
    "session.total_differs": (
        "declared total {total} kept; hand= scores {scored} ({fans} fans + {flowers} flowers); "
        "a confirmed total stands (1998 第十条(四))",
        "保留申报的 {total} 番；hand= 计得 {scored}（{fans} 番 + {flowers} 花）；已确认的番数有效（1998 第十条(四)）",
    ),
    "session.unbalanced": (
        "internal error: hand {hand} does not balance (sum {sum}); please report this",
        "内部错误：第 {hand} 盘不平衡（和为 {sum}）；请报告",
    ),
    # --- the table of a settled ledger (docs/session.md §10.1) ---------------------------------------------
    "sword.win": ("win", "点和"),
    "sword.tsumo": ("self-drawn", "自摸"),
    "sword.rob": ("robbed kong", "抢杠和"),
    "sword.draw": ("draw", "荒牌"),
    "sword.skip": ("not played", "未打"),
    "sword.unfinished": ("unfinished", "未完"),
    "sword.cuohe": ("false win", "错和"),
    "sword.zhahe": ("false win, not ready", "诈和"),
    "sword.deliberate": ("deliberate false win, disqualified", "有意诈和"),
    "sword.penalty": ("penalty", "罚分"),
    "sword.escape": ("escape", "逃跑"),
    "sword.end": ("ended", "终止"),
    "sword.last_tile": ("last-tile", "海底"),
    "sword.fourth_tile": ("fourth-tile", "和绝张"),
    "sword.kong_draw": ("kong-draw", "杠上开花"),
    "slabel.session": ("Session", "对局"),
    "slabel.settings": ("Settings", "设置"),
    "slabel.players": ("Players", "选手"),
    "slabel.hand": ("Hand", "盘"),
    "slabel.round": ("Round", "圈风"),
    "slabel.dealer": ("Dealer", "庄家"),
    "slabel.events": ("Events", "事件"),
    "slabel.place": ("Place", "名次"),
    "slabel.player": ("Player", "选手"),
    "slabel.total": ("Total", "总分"),
    "slabel.net": ("Net", "净分"),
    "slabel.table_points": ("Table\npoints", "标准分"),
    "slabel.wins": ("Wins", "和牌"),
    "slabel.self_drawn": ("Self-\ndrawn", "自摸"),
    "slabel.dealt_in": ("Dealt\nin", "点炮"),
    "slabel.false_wins": ("False\nwins", "错和"),
    "slabel.penalties": ("Penal-\nties", "罚分"),
    "slabel.note": ("Note", "备注"),
    "sstatus.complete": ("complete", "完成"),
    "sstatus.ended": ("ended at hand {hand}", "第 {hand} 盘终止"),
    "sstatus.escaped": ("escaped at hand {hand} ({who})", "第 {hand} 盘 {who} 逃跑"),
    "sstatus.in_progress": (
        "in progress: {done} of {hands} hands, table points provisional",
        "进行中: 已完成 {done}/{hands} 盘, 标准分为暂定",
    ),
    "sview.table": ("table {table}", "桌 {table}"),
    "sview.seating_competition": ("competition", "换位"),
    "sview.seating_fixed": ("fixed", "固定"),
    "sview.minimum": ("minimum {minimum}", "起和 {minimum} 番"),
    "sview.payments": ("payments {payments}", "付分 {payments}"),
    "sview.multiplier": ("points × {multiplier}", "番值 × {multiplier}"),
    "sview.cap": ("cap {cap}", "封顶 {cap}"),
    "sview.settings": (
        "rules {rules} · base {base} · seating {seating} · false win {false_win} · escape {escape} × {base} · "
        "start {start}",
        "规则 {rules} · 底分 {base} · 座位 {seating} · 错和 {false_win} · 逃跑 {escape} × {base} · 起始分 {start}",
    ),
    "sview.to_nobody": ("(to nobody)", "(无人收取)"),
    "sview.forfeit": ("(to nobody)", "(罚没)"),
    "sview.to_each": ("({points} to each)", "(每家 {points})"),
    "sview.also_next": (
        " ({others} also claimed; {winner} is next after {source})",
        " ({others} 也和牌; {winner} 是 {source} 的下家)",
    ),
    "sview.also_opposite": (
        " ({others} also claimed; {winner} sits opposite {source}, ahead of {others} in play)",
        " ({others} 也和牌; {winner} 是 {source} 的对家)",
    ),
    "sview.also_previous": (
        " ({others} also claimed; {winner} sits opposite {source}, ahead of {others} in play)",
        " ({others} 也和牌; {winner} 是 {source} 的上家)",
    ),
    "sview.declared_kept": (" (declared {total} kept)", " (申报 {total}, 以申报为准)"),
    "sview.sum": ("Sum of totals {sum} = 4 × {start} start", "总分合计 {sum} = 4 × {start} 起始分"),
    "sview.deducted": (" − {amount} deducted", " − {amount} 罚没"),
    "sview.escape": (" − {amount} escape", " − {amount} 逃跑"),
    "sview.escaped": ("escaped", "逃跑"),
    "sview.disqualified": ("disqualified", "取消资格"),
    "cli.warning_line": ("Warning: line {line}: {message}", "警告：第 {line} 行：{message}"),
    "cli.error_line": ("Error: line {line}: {message}", "错误：第 {line} 行：{message}"),
    "session.more_errors": ("... and {n} more errors", "……还有 {n} 个错误"),
    "session.errors_found": (
        ("{n} error found; the ledger was not settled.", "{n} errors found; the ledger was not settled."),
        "发现 {n} 个错误；记分表没有结算。",
    ),
    "session.rules_conflict": (
        "--rules and --rules-file cannot be combined: give one rule profile",
        "--rules 和 --rules-file 不能同时给：只给一种规则",
    ),
    "session.cannot_read": ("cannot read {path!r}: {reason}", "无法读取 {path!r}：{reason}"),
    "summary.not_utf8": (
        "{file} is not UTF-8 text: save it as UTF-8 and run again (the lines that are not UTF-8 were rejected, "
        "kind input)",
        "{file} 不是 UTF-8 文本：请把它另存为 UTF-8 再运行（不是 UTF-8 的行已被拒绝，kind 为 input）",
    ),
    "batch.typing_hint": (
        "gbmj batch: reading hands from the terminal, one a line; end with Ctrl-D (Ctrl-Z then Enter on Windows)",
        "gbmj batch：正在从终端读取手牌，每行一手；按 Ctrl-D 结束（Windows 上按 Ctrl-Z 再回车）",
    ),
    "batch.summary_options": (
        "--summary-only and --no-summary exclude each other: give one of them",
        "--summary-only 和 --no-summary 不能同时给：只给其中一个",
    ),
    "batch.done": (
        "{hands} in {seconds} s ({rate} hands/s)",
        "{hands}，用时 {seconds} 秒（每秒 {rate} 手）",
    ),
    "batch.bar": ("scoring", "计番"),
    "batch.eta": ("ETA", "剩余"),
    "batch.bar_hands": ("{hands} hands · {rate} hands/s", "{hands} 手 · 每秒 {rate} 手"),
    "batch.file": ("==> {file} <==", "==> 文件 {file} <=="),
    "cli.bom_needs_csv": ("--bom goes with --format csv", "--bom 要和 --format csv 一起用"),
    "cli.no_such_command_close": ("no command {name!r}; did you mean {close}?", "没有命令 {name!r}；是不是 {close}？"),
    "cli.no_such_command": ("no command {name!r}; the commands are {commands}", "没有命令 {name!r}；命令有 {commands}"),
    "cli.stdin_one_hand": (
        "gbmj {command} - reads one hand from standard input; give several to gbmj batch",
        "gbmj {command} - 从标准输入读取一手牌；多手牌请用 gbmj batch",
    ),
    "cli.stdin_too_large": (
        "standard input holds more than {most} KiB: give one hand, on one line",
        "标准输入超过 {most} KiB：请只给一手牌，写在一行",
    ),
    "cli.stdin_empty": ("standard input holds no hand", "标准输入中没有手牌"),
    "line.claim_not_scoring": (
        "--claim checks the score of a winning hand, not the waits or the discards of a hand",
        "--claim 核对的是和牌的计分，不是听牌或打法",
    ),
    "summary.claims": ("claims checked", "核对的报番"),
    "summary.claims_differing": ("claims that differ", "与计分不符的报番"),
    "summary.claims_line": (
        "claims: {checked} checked, {differing} differ from the score",
        "报番：核对 {checked} 条，{differing} 条与计分不符",
    ),
    "claim.matches_word": ("matches", "相符"),
    "claim.differs_word": ("differs", "不符"),
    "claim.table_note": ("claim {total}: {verdict}", "报番 {total}：{verdict}"),
    "label.sets": ("Sets", "牌组"),
    "sets.hand": ("whole hand", "整手牌"),
    "sets.context": ("how it was won", "和牌方式"),
    "claim.heading": ("Claim", "报番"),
    "claim.verdict_matches": ("= {scored}: matches the score", "= {scored}：与计分相符"),
    "claim.verdict_differs": ("= {claimed}, scored {scored}: differs", "= {claimed}，计分 {scored}：不符"),
    "claim.not_counted_title": ("Claimed, not counted", "报而未计"),
    "claim.not_claimed_title": ("Counted, not claimed", "计而未报"),
    "claim.claimed_column": ("Claimed", "报"),
    "claim.counted_column": ("Counted", "计"),
    "claim.why_column": ("Why", "原因"),
    "claim.why_not_in_rules": ("not a fan of the {rules} rules", "{rules} 规则中没有这个番种"),
    "claim.why_excluded": ("excluded by {by}", "不计：{by}"),
    "claim.why_principle": (
        "account once: its sets already make another fan",
        "套算一次、不重复：这些牌组已经计了别的番",
    ),
    "claim.why_other_reading": (
        "only in another reading ({groups}), worth {total} (the highest reading counts)",
        "只在另一种拆分（{groups}）中成立，那种拆分计 {total} 番（就高不就低）",
    ),
    "claim.why_not_present": ("the hand does not have it", "牌型中没有这个番"),
    "claim.why_fewer": (("the hand has it only {n} time", "the hand has it only {n} times"), "牌中只有 {n} 次"),
    "cli.nul_in_file_name": ("a file name cannot hold a NUL character", "文件名不能含有 NUL 字符"),
    "claim.total_twice": ("--claim gives total= twice: give one total", "--claim 给了两次 total=：只给一个总数"),
    "claim.what_total": ("total=", "总数 total="),
    "claim.what_count_after": ("a count after {word!r}", "{word!r} 后面的次数"),
    "claim.what_count_of": ("the count of {name!r}", "{name!r} 的次数"),
    "claim.empty": (
        "--claim names no fan and no total: give fan names, numbers or keys, or total=N",
        "--claim 没有番种也没有总数：请给出番种名、编号或键名，或 total=N",
    ),
    "claim.prefix": ("--claim: {message}", "--claim：{message}"),
    "claim.cannot_read": ("--claim cannot read {word!r}", "--claim 无法读取 {word!r}"),
    "claim.bad_number": (
        "--claim: {what} takes a whole number from {low} to 9999, not {text!r}",
        "--claim：{what} 需要 {low} 到 9999 之间的整数，而不是 {text!r}",
    ),
    "line.option_twice": ("{name} is given twice: give it once", "{name} 给了两次：只给一次"),
    "line.option_text": (
        "{option} takes a string or a list of strings, not {value!r}",
        "{option} 需要一个字符串或字符串列表，而不是 {value!r}",
    ),
    # --- gbmj tournament: where a problem is (tournament.md §5) ------------------------------------
    "tournament.where_line": ("{path}:{line}: {sentence}", "{path}:{line}：{sentence}"),
    "tournament.where": ("{path}: {sentence}", "{path}：{sentence}"),
    "tournament.in_file": ("the event file", "赛事文件"),
    "tournament.in_player": ("player {n}", "第 {n} 位选手"),
    "tournament.in_round": ("round {round}", "第 {round} 轮"),
    "tournament.in_table": ("table {table} of round {round}", "第 {round} 轮第 {table} 桌"),
    "tournament.did_you_mean": ("; did you mean '{word}'?", "；是不是 '{word}'？"),
    # --- a tournament's event file (tournament.md §2) ----------------------------------------------
    "tournament.unknown_key": ("unknown key '{key}' in {where}{hint}", "{where}中有未知的键 '{key}'{hint}"),
    "tournament.needs_key": ("{where} needs {key}", "{where}缺少 {key}"),
    "tournament.not_text": ("{key} must be text of one line, not {value}", "{key} 必须是一行文字，不能是 {value}"),
    "tournament.bad_number": (
        "{key} must be a whole number from {low} to {high}, not {value}",
        "{key} 必须是 {low} 到 {high} 的整数，不能是 {value}",
    ),
    "tournament.bad_seed": (
        "seed must be a whole number or text, not {value}",
        "seed 必须是整数或文字，不能是 {value}",
    ),
    "tournament.bad_draw": (
        "draw must be one of {methods}, not {value}{hint}",
        "draw 只能是 {methods} 之一，不能是 {value}{hint}",
    ),
    "tournament.bad_chain": (
        "tie_break must be {chains} or a list of keys, not {value}",
        "tie_break 必须是 {chains} 或一组键，不能是 {value}",
    ),
    "tournament.chain_key": (
        "unknown tie-break key {key}: the keys are {keys}{hint}",
        "未知的排名键 {key}：可用的键是 {keys}{hint}",
    ),
    "tournament.chain_twice": ("tie-break key '{key}' is listed twice", "排名键 '{key}' 写了两次"),
    "tournament.no_players": (
        "the event has no players: list them as [[players]] tables with an id and a name",
        "赛事没有选手：请用 [[players]] 表列出，每位选手有 id 和 name",
    ),
    "tournament.players_array": (
        "players must be [[players]] tables (id, name, team), not {value}",
        "players 必须是 [[players]] 表（id、name、team），不能是 {value}",
    ),
    "tournament.too_many_players": ("{n} players are more than {most}", "{n} 位选手，超过了 {most} 位"),
    "tournament.player_count": (
        (
            "{n} player cannot sit at tables of four: the number of players must be a multiple of four (no byes)",
            "{n} players cannot sit at tables of four: the number of players must be a multiple of four (no byes)",
        ),
        "{n} 位选手无法每桌四人入座：选手人数必须是四的倍数（不设轮空）",
    ),
    "tournament.not_a_string": ("it is not text", "它不是文字"),
    "tournament.bad_player_value": ("{key} {value} cannot be used: {why}", "{key} {value} 不能用：{why}"),
    "tournament.id_twice": (
        "player {n} has the id '{id}' of player {first}",
        "第 {n} 位选手的 id '{id}' 与第 {first} 位选手相同",
    ),
    "tournament.round_table": (
        "round must hold the rounds by number ([round.1], [round.2], ...), not {value}",
        "round 必须按编号列出各轮（[round.1]、[round.2] ……），不能是 {value}",
    ),
    "tournament.round_number": (
        "'{key}' is not a round: the rounds are 1 to {rounds}",
        "'{key}' 不是轮次：轮次是 1 到 {rounds}",
    ),
    "tournament.round_value": (
        "round {round} must be a table ([round.{round}]), not {value}",
        "第 {round} 轮必须是一个表（[round.{round}]），不能是 {value}",
    ),
    "tournament.tables_value": (
        "the tables of round {round} must be [round.{round}.table.N] tables, not {value}",
        "第 {round} 轮的各桌必须是 [round.{round}.table.N] 表，不能是 {value}",
    ),
    "tournament.table_number": (
        "'{key}' is not a table of round {round}: the tables are 1 to {tables}",
        "'{key}' 不是第 {round} 轮的桌号：桌号是 1 到 {tables}",
    ),
    "tournament.table_value": (
        "table {table} of round {round} must be a table ([round.{round}.table.{table}]), not {value}",
        "第 {round} 轮第 {table} 桌必须是一个表（[round.{round}.table.{table}]），不能是 {value}",
    ),
    "tournament.two_tables": (
        "{who} sits at tables {first} and {second} of round {round}",
        "{who} 在第 {round} 轮同时坐在第 {first} 桌和第 {second} 桌",
    ),
    "tournament.ledger_value": (
        "the ledger of {where} must be a file name, not {value}",
        "{where}的记分表必须是文件名，不能是 {value}",
    ),
    "tournament.ledger_twice": (
        "the ledger {path} is also the ledger of table {table} of round {round}",
        "记分表 {path} 也是第 {round} 轮第 {table} 桌的记分表",
    ),
    "tournament.ledger_and_scores": (
        "{where} has both a ledger and scores; give one of them",
        "{where}同时写了记分表和比赛分；只能写一种",
    ),
    "tournament.scores_not_seats": (
        "the scores of {where} are not those of the players seated there",
        "{where}的比赛分与入座的选手不符",
    ),
    "tournament.unknown_id": ("{id} in {where} is not a player's id{hint}", "{where}中的 {id} 不是选手的 id{hint}"),
    "tournament.seats_value": (
        "the seats of {where} must list four player ids (East, South, West, North), not {value}",
        "{where}的 seats 必须列出四位选手的 id（东、南、西、北），不能是 {value}",
    ),
    "tournament.seated_twice": ("{who} is seated twice at {where}", "{who} 在{where}入座了两次"),
    "tournament.scores_value": (
        "the scores of {where} must give four players' match scores ({{ ID = score, ... }}), not {value}",
        "{where}的 scores 必须给出四位选手的比赛分（{{ ID = 分数, ... }}），不能是 {value}",
    ),
    "tournament.score_value": (
        "the score of {id} must be a whole number from -{most} to {most}, not {value}",
        "{id} 的比赛分必须是 -{most} 到 {most} 的整数，不能是 {value}",
    ),
    # --- a tournament's ledgers and rounds (tournament.md §3, §5) ----------------------------------
    "tournament.cannot_read": ("cannot read the ledger {path}: {reason}", "无法读取记分表 {path}：{reason}"),
    "tournament.ledger_player_unknown": (
        "the ledger's player '{name}' is none of the event's players (by id or name)",
        "记分表中的选手 '{name}' 不是赛事的选手（按 id 或姓名）",
    ),
    "tournament.ledger_player_ambiguous": (
        "the ledger's player '{name}' could be any of {ids}; write the id",
        "记分表中的选手 '{name}' 可能是 {ids} 中的任何一位；请写 id",
    ),
    "tournament.ledger_player_twice": (
        "the ledger's players '{first}' and '{second}' are both {who}",
        "记分表中的选手 '{first}' 和 '{second}' 都是 {who}",
    ),
    "tournament.not_seated": (
        "the ledger's player '{name}' is {who}, who is not seated at table {table} of round {round} ({seats})",
        "记分表中的选手 '{name}' 是 {who}，不在第 {round} 轮第 {table} 桌入座（{seats}）",
    ),
    "tournament.after_past": (
        "there are no standings after round {after}: the event's rounds are 1 to {rounds}",
        "没有第 {after} 轮后的排名：赛事的轮次是 1 到 {rounds}",
    ),
    "tournament.no_such_round": (
        "there is no round {round}: the event's rounds are 1 to {rounds}",
        "没有第 {round} 轮：赛事的轮次是 1 到 {rounds}",
    ),
    "tournament.round_missing": (
        "round {round} has no results, but the standings after round {after} need it",
        "第 {round} 轮没有成绩，但第 {after} 轮后的排名需要它",
    ),
    "tournament.no_result": (
        "table {table} of round {round} has no ledger or scores yet",
        "第 {round} 轮第 {table} 桌还没有记分表或比赛分",
    ),
    "tournament.tables_missing": (
        "round {round} is written without its tables {tables}: write every table of a round, or none",
        "第 {round} 轮缺少第 {tables} 桌：一轮要么写出所有的桌，要么都不写",
    ),
    "tournament.has_results": (
        "round {round} has results already: its seats are not rewritten",
        "第 {round} 轮已经有成绩：不改写它的座位",
    ),
    "tournament.cannot_write": (
        "the seats of round {round} cannot be written into this file: write its tables as "
        "[round.{round}.table.N] sections",
        "无法把第 {round} 轮的座位写入这个文件：请把它的各桌写成 [round.{round}.table.N] 小节",
    ),
    # --- gbmj tournament's commands ----------------------------------------------------------------
    "tournament.cannot_read_event": ("cannot read {path}: {reason}", "无法读取 {path}：{reason}"),
    "tournament.cannot_write_event": ("cannot write {path}: {reason}", "无法写入 {path}：{reason}"),
    "tournament.ema_is_csv": ("--ema writes CSV: it takes no other --format", "--ema 输出 CSV：不能用别的 --format"),
    "tournament.more_problems": ("... and {n} more problems", "……还有 {n} 个问题"),
    "tournament.problems_ranked": (
        ("{n} problem found; nothing was ranked.", "{n} problems found; nothing was ranked."),
        "发现 {n} 个问题；没有排名。",
    ),
    "tournament.problems_drawn": (
        ("{n} problem found; nothing was drawn.", "{n} problems found; nothing was drawn."),
        "发现 {n} 个问题；没有排座。",
    ),
    "tournament.problems_written": (
        ("{n} problem found; the event file was not changed.", "{n} problems found; the event file was not changed."),
        "发现 {n} 个问题；赛事文件没有改动。",
    ),
    "tournament.wrote": ("wrote the seats of round {round} into {path}", "已把第 {round} 轮的座位写入 {path}"),
    # --- the tables of gbmj tournament and gbmj chase (tournament.md §8.3) -------------------------
    "tview.draw": (
        ("Round {round} · {method} draw · {n} repeat meeting", "Round {round} · {method} draw · {n} repeat meetings"),
        "第 {round} 轮 · {method}排座 · 重复相遇 {n} 对",
    ),
    "tview.after_round": ("After round {after} of {rounds}", "第 {after} 轮后（共 {rounds} 轮）"),
    "tview.chain": ("Ranked by {chain}", "排名依据：{chain}"),
    "tview.chase_after": (
        "After hand {hand}: the least total of one win that overtakes",
        "第 {hand} 盘后：追分所需的最少番数",
    ),
    "tview.chase_level": ("Nobody is behind anybody.", "没有人落后。"),
    "tview.chase_over": ("The session is over: there is nothing left to chase.", "对局已经结束，无需追分。"),
    "tmethod.random": ("random", "随机"),
    "tmethod.standing": ("standing", "高高碰"),
    "tmethod.snake": ("snake", "蛇形"),
    "tmethod.spread": ("spread", "避免重复"),
    "tlabel.rank": ("Rank", "名次"),
    "tlabel.player": ("Player", "选手"),
    "tlabel.name": ("Name", "姓名"),
    "tlabel.team": ("Team", "队伍"),
    "tlabel.members": ("Members", "队员"),
    "tlabel.table": ("Table", "桌"),
    "tlabel.east": ("E", "东"),
    "tlabel.south": ("S", "南"),
    "tlabel.west": ("W", "西"),
    "tlabel.north": ("N", "北"),
    "tlabel.table_points": ("Table\npoints", "标准分"),
    "tlabel.score": ("Score", "比赛分"),
    "tlabel.best_round_points": ("Best\nround", "单轮最高\n标准分"),
    "tlabel.best_rounds": ("Best\nrounds", "最高\n次数"),
    "tlabel.firsts": ("1st", "一位"),
    "tlabel.seconds": ("2nd", "二位"),
    "tlabel.thirds": ("3rd", "三位"),
    "tlabel.fourths": ("4th", "四位"),
    "tlabel.best_round_score": ("Best\nscore", "单轮最高\n比赛分"),
    "tlabel.target": ("Target", "目标"),
    "tlabel.gap": ("Gap", "分差"),
    "tlabel.self_drawn": ("Self-\ndrawn", "自摸"),
    "tlabel.off_target": ("Off\ntarget", "目标\n点和"),
    "tlabel.off_third": ("Off a\nthird", "他人\n点和"),
    # --- gbmj replay: reading a Botzone log (replay.md, "The format") -----------------------------
    "replay.not_a_log": (
        "{file} is not a Botzone log: its first line should be 'Match <id>', not {line!r}",
        "{file} 不是 Botzone 对局记录：第一行应为 'Match <编号>'，而不是 {line!r}",
    ),
    "replay.first_line_too_long": (
        "{file} is not a Botzone log: its first line is longer than 64 KiB",
        "{file} 不是 Botzone 对局记录：第一行超过 64 KiB",
    ),
    "replay.outside_match": (
        "a line outside any match: a match begins with 'Match <id>'",
        "这一行不属于任何对局：对局以 'Match <编号>' 开头",
    ),
    "replay.not_utf8": ("the line is not UTF-8 text", "这一行不是 UTF-8 文本"),
    "replay.line_too_long": ("the line is longer than 64 KiB", "这一行超过 64 KiB"),
    "replay.match_too_long": (
        "the match runs past {n:,} lines without its Score line",
        "对局超过 {n:,} 行仍没有 Score 行",
    ),
    "replay.no_match_id": ("'Match' is followed by no id", "'Match' 后面没有对局编号"),
    "replay.no_wind": (
        "the second line of a match is 'Wind' and the prevalent wind, 0-3",
        "对局的第二行应为 'Wind' 加圈风 0-3",
    ),
    "replay.no_deal": (
        "expected 'Player {player} Deal' and 13 tile codes",
        "应为 'Player {player} Deal' 加 13 张牌",
    ),
    "replay.not_an_event": (
        "not an event of a Botzone log: expected 'Player <0-3> Draw|Play|Chi|Peng|Gang|AnGang|BuGang|Hu <tile>',"
        " 'Huang', 'Fan' or 'Score'",
        "不是 Botzone 对局记录的事件：应为 'Player <0-3> Draw|Play|Chi|Peng|Gang|AnGang|BuGang|Hu <牌>'、"
        "'Huang'、'Fan' 或 'Score'",
    ),
    "replay.not_a_tile": (
        "{code!r} is not a tile code (W1-W9, T1-T9, B1-B9, F1-F4, J1-J3)",
        "{code!r} 不是牌的代码（W1-W9、T1-T9、B1-B9、F1-F4、J1-J3）",
    ),
    "replay.bad_ignore": (
        "an ignored claim is written 'Ignore Player <0-3> Chi|Peng|Gang|Hu <tile>'",
        "被忽略的操作应写作 'Ignore Player <0-3> Chi|Peng|Gang|Hu <牌>'",
    ),
    "replay.bad_fan_line": (
        "a Fan line is 'Fan <total> <name>*<count>+...'",
        "Fan 行应为 'Fan <番数> <番名>*<次数>+...'",
    ),
    "replay.bad_score_line": ("a Score line holds four whole numbers", "Score 行应有四个整数"),
    "replay.no_score": ("the match ends without its Score line", "对局没有 Score 行就结束了"),
    "replay.after_score": (
        "the match is over: nothing comes after its Score line",
        "对局已经结束：Score 行之后不能再有内容",
    ),
    "replay.after_end": (
        "the match is over: after {end} come only the Fan and Score lines",
        "对局已经结束：{end} 之后只能有 Fan 和 Score 行",
    ),
    # --- gbmj replay: the tiles of a match --------------------------------------------------------
    "replay.fifth_copy": (
        "a fifth {tile} appears, but there are four of each tile",
        "出现了第五张 {tile}，但每种牌只有四张",
    ),
    "replay.not_held": ("player {player} does not hold {tile}", "{player} 号玩家手中没有 {tile}"),
    "replay.kong_not_held": (
        "player {player} does not hold four {tile} for a concealed kong",
        "{player} 号玩家手中没有四张 {tile}，不能暗杠",
    ),
    "replay.wall_empty": ("player {player}'s wall is empty: nothing to draw", "{player} 号玩家的牌墙已空，无牌可摸"),
    "replay.huang_too_soon": (
        "Huang, but player {player}'s wall still holds {n} tiles",
        "荒牌，但 {player} 号玩家的牌墙还有 {n} 张",
    ),
    # --- gbmj replay: turns and claims (replay.md, "The judge's conventions") ---------------------
    "replay.wrong_turn": ("not the moment for this event: {expected}", "现在不该有这个事件：{expected}"),
    "replay.expect_draw": ("player {player} is to draw", "应由 {player} 号玩家摸牌"),
    "replay.expect_play": ("player {player} is to play", "应由 {player} 号玩家出牌"),
    "replay.expect_after_draw": (
        "player {player} has drawn and is to play, kong or win",
        "{player} 号玩家已摸牌，应出牌、杠或和",
    ),
    "replay.expect_after_discard": (
        "player {player} has discarded {tile}: a claim on it, or player {next}'s draw, comes next",
        "{player} 号玩家打出了 {tile}：接下来是对它的吃碰杠和，或 {next} 号玩家摸牌",
    ),
    "replay.expect_after_kong": (
        "player {player} has made a kong and is to draw",
        "{player} 号玩家已开杠，应补摸一张",
    ),
    "replay.expect_after_added_kong": (
        "player {player} has added {tile} to a pung: a win on it, or player {player}'s draw, comes next",
        "{player} 号玩家补杠了 {tile}：接下来是抢杠和，或 {player} 号玩家补摸",
    ),
    "replay.claim_wrong_tile": (
        "{action} names {tile}, but the tile to claim is {discard}",
        "{action} 写的是 {tile}，但可以吃碰杠和的牌是 {discard}",
    ),
    "replay.claim_own": ("player {player} cannot claim a tile he discarded", "{player} 号玩家不能吃碰杠自己打出的牌"),
    "replay.chow_not_next": (
        "only player {next}, the next to play after the discarder, may chow",
        "只有出牌者的下家 {next} 号玩家可以吃",
    ),
    "replay.chow_shape": (
        "no chow whose middle tile is {middle} holds the discard {discard}",
        "以 {middle} 为中间张的顺子不含打出的 {discard}",
    ),
    "replay.claim_last": (
        "no chow, pung or kong of a discard once player {next}'s wall is empty (the last tile)",
        "{next} 号玩家的牌墙已空（海底），不能吃、碰、杠",
    ),
    "replay.kong_last": (
        "no kong of one's own once player {player}'s wall is empty",
        "{player} 号玩家的牌墙已空，不能自己开杠",
    ),
    "replay.no_pung_to_add": (
        "player {player} has no pung of {tile} to add to",
        "{player} 号玩家没有 {tile} 的刻子可以补杠",
    ),
    "replay.hu_tile": (
        "a self-drawn Hu names the drawn tile {drawn} (or, as the data set writes it, the last tile shown), not {tile}",
        "自摸的 Hu 应写摸到的 {drawn}（或如数据集那样写最后亮出的牌），而不是 {tile}",
    ),
    "replay.ignored_first": (
        "the ignored {action} of player {player} comes first by priority (Hu > Peng = Gang > Chi, then turn order)",
        "被忽略的 {player} 号玩家的 {action} 按优先级（和 > 碰 = 杠 > 吃，再按出牌顺序）应在前",
    ),
    "replay.ignored_player": (
        "player {player} cannot be ignored here: he made the claim or the discard",
        "这里不能忽略 {player} 号玩家：是他吃碰杠和或打出的牌",
    ),
    "replay.not_winning": ("player {player}'s Hu does not win: {reason}", "{player} 号玩家的 Hu 不成和：{reason}"),
    "replay.internal": (
        "gbmj could not replay this match (a bug, please report it): {error}",
        "gbmj 无法复盘这一局（程序错误，请报告）：{error}",
    ),
    # --- gbmj replay: the run and its summary -----------------------------------------------------
    "replay.hands_alone": (
        "--hands writes batch lines: it takes no --format, --stats or --bom",
        "--hands 输出 batch 的输入行：不能与 --format、--stats 或 --bom 同用",
    ),
    "replay.interrupted": ("gbmj replay: interrupted", "gbmj replay：已中断"),
    "replay.terminated": ("gbmj replay: terminated", "gbmj replay：已终止"),
    "replay.worker_killed": (
        "a worker process was killed by signal {signal}; the matches from line {line} on have no record",
        "一个工作进程被信号 {signal} 终止；从第 {line} 行起的对局没有记录",
    ),
    "replay.worker_ended": (
        "a worker process ended unexpectedly; the matches from line {line} on have no record",
        "一个工作进程意外结束；从第 {line} 行起的对局没有记录",
    ),
    "replay.summary_matches": (
        "matches: {matches} (wins {wins}, drawn {draws}, false wins {false_wins})",
        "对局：{matches}（和牌 {wins}，荒牌 {draws}，错和 {false_wins}）",
    ),
    "replay.summary_wins": (
        "wins: self-drawn {self_drawn}, on a discard {discard}, robbing a kong {robbing};"
        " on a kong's replacement tile {kong_draw}, on the last tile {last_tile}",
        "和牌：自摸 {self_drawn}，点和 {discard}，抢杠和 {robbing}；杠上开花 {kong_draw}，海底 {last_tile}",
    ),
    "replay.summary_agreement": (
        "agree with their log: {agree}, disagree: {disagree}, bad events: {bad}",
        "与记录相符：{agree}，不符：{disagree}，坏事件：{bad}",
    ),
    "replay.summary_disagreements": ("disagreeing: {kinds}", "不符之处：{kinds}"),
    "replay.summary_bad": ("bad events: {kinds}", "坏事件：{kinds}"),
    # --- gbmj replay: the table and the statistics (replay.md, "Statistics") ----------------------
    "replay.column_match": ("match", "对局"),
    "replay.column_result": ("result", "结果"),
    "replay.column_fans": ("fans", "番数"),
    "replay.column_scores": ("scores", "得分"),
    "replay.column_agrees": ("log", "记录"),
    "replay.column_hands": ("hands", "手数"),
    "replay.column_share": ("share", "占比"),
    "replay.stats_title": ("Replay statistics", "复盘统计"),
    "replay.stats_fans": ("Fans, by the hands they count in", "各番种出现的手数"),
    "replay.stats_totals": ("Fan totals", "番数分布"),
    "replay.stats_largest": ("The largest hands", "番数最高的和牌"),
    "replay.stat_matches": ("matches", "对局"),
    "replay.stat_wins": ("wins", "和牌"),
    "replay.stat_draws": ("drawn (荒牌)", "荒牌"),
    "replay.stat_false_wins": ("false wins", "错和"),
    "replay.stat_wins_by_kind": ("wins", "和牌"),
    "replay.stat_self_drawn": ("self-drawn", "自摸"),
    "replay.stat_discard": ("on a discard", "点和"),
    "replay.stat_robbing_kong": ("robbing a kong", "抢杠和"),
    "replay.stat_kong_draw": ("on a kong's replacement tile", "杠上开花"),
    "replay.stat_last_tile": ("on the last tile", "海底"),
    "replay.stat_fourth_tile": ("on the last copy (和绝张)", "和绝张"),
    "replay.stat_agree": ("agree with their log", "与记录相符"),
    "replay.stat_disagree": ("disagree with their log", "与记录不符"),
    "replay.stat_disagreements": ("disagreeing", "不符之处"),
    "replay.stat_fan_total": ("fan total", "番数"),
    "replay.stat_fans": ("fans", "番种"),
    "replay.stat_scores": ("scores", "得分"),
    "replay.stat_bad_events": ("bad events", "坏事件"),
    "replay.stat_bad_events_by_kind": ("bad events", "坏事件"),
    "replay.stat_format": ("format", "格式"),
    "replay.stat_turn": ("out of turn", "次序"),
    "replay.stat_tiles": ("tiles", "牌"),
    "replay.stat_claim": ("claim", "吃碰杠和"),
    "replay.stat_wall": ("wall", "牌墙"),
    "replay.stat_not_winning": ("not winning", "不成和"),
    "replay.stat_input": ("input", "输入"),
    "replay.stat_internal": ("internal", "内部错误"),
    # --- --help (gbmj_cli.cli.help) ------------------------------------------------------------------
    # help.COMMAND is a command's help (help.gbmj the group's; a subcommand's COMMAND is its path,
    # tournament.draw), help.COMMAND.OPTION an option's, and help.option.OPTION the help of an option
    # that many commands share (OPTION: its long name, in snake_case). The English is the text Click
    # shows (the command's docstring, the option's help=), and a test checks that they agree, so that
    # no Chinese is left behind a change of the English. A text is written as Click writes one:
    # paragraphs separated by blank lines, a \b paragraph kept as it is (and, as in every entry, a
    # brace written twice).
    "help.gbmj": (
        (
            "gbmj: score Chinese Official Mahjong (MCR, 国标麻将) hands, all 81 fans.\n"
            "\n"
            "\b\n"
            "gbmj score HAND [flags]   score a winning hand (14 tiles)\n"
            "gbmj waits HAND [flags]   what a waiting hand (13 tiles) waits on\n"
            "gbmj advise HAND [flags]  what each discard of 14 tiles (the drawn one last) leaves\n"
            "gbmj fans [FAN]           the fan catalogue, or one fan\n"
            "gbmj batch [FILE|-]       score every line of a file or of standard input\n"
            "gbmj session LEDGER|-     settle a table from a referee's ledger\n"
            "gbmj convert HAND --to X  write a hand in another notation (tziakcha, botzone, ...)\n"
            "gbmj replay [FILE|-]      replay Botzone game logs and check the judge's scores\n"
            "gbmj tournament ...       an event of many tables: seat draws and standings\n"
            "gbmj chase LEDGER|-       the least total that overtakes each player ahead (追分)\n"
            "\n"
            "Notation: 123m = 1-2-3 characters (万), s = bamboo (条), p = dots (饼), E S W N winds,\n"
            "C F P dragons (中 发 白); [123m] [555p] [5555s1] claimed sets, {{5555s}} a concealed kong.\n"
            "The last loose tile is the winning tile. Run `gbmj score --help` for the win flags.\n"
            "Also read: tziakcha / GB-Mahjong strings ([EEE,2]...1p1p|EE1000|2), Botzone codes\n"
            "(W1 T1 B1 F1 J1 H1, PENG W1 1), 1z-4z (5z-7z with --z), Chinese names (一万 红中), full width."
        ),
        (
            "gbmj：为国标麻将（MCR，中国麻将竞赛规则）的手牌计番，81 个番种全部支持。\n"
            "\n"
            "\b\n"
            "gbmj score 手牌 [选项]     为一手和牌（14 张）计番\n"
            "gbmj waits 手牌 [选项]     一手听牌（13 张）听什么\n"
            "gbmj advise 手牌 [选项]    14 张牌（最后一张是刚摸的）打哪张好\n"
            "gbmj fans [番种]           番种表，或一个番种\n"
            "gbmj batch [文件|-]...     为文件或标准输入的每一行计番\n"
            "gbmj session 记分表|-      按裁判的记分表结算一桌\n"
            "gbmj convert 手牌 --to X   改写成别的写法（tziakcha、botzone）\n"
            "gbmj replay [文件|-]       复盘 Botzone 对局记录，核对裁判的计分\n"
            "gbmj tournament ...        多桌多轮的赛事：排座和排名\n"
            "gbmj chase 记分表|-        追分：反超每位领先者所需的最少番数\n"
            "\n"
            "写法：123m 是一二三万，s 是条，p 是饼，E S W N 是东南西北，C F P 是中发白；[123m] [555p] [5555s1] 是"
            "吃碰明杠的副露，{{5555s}} 是暗杠。最后一张散牌是和牌张。胡牌的情况（自摸、门风等）见 `gbmj score --h"
            "elp`。也能读 tziakcha / GB-Mahjong 字符串、Botzone 代码、1z-4z（5z-7z 需要 --z）、中文牌名（一万 红"
            "中）和全角字符。语言用 --lang 或 GBMJ_LANG 选择。"
        ),
    ),
    "help.advise": (
        (
            "Rank the discards of HAND: your 13 tiles and, written last, the tile just drawn (14 tiles).\n"
            "\n"
            "\b\n"
            "Examples:\n"
            "  gbmj advise 123m456m789s234p5p5p\n"
            "  gbmj advise 45666699m23456s7s --seen 77s --wall 20\n"
            "\n"
            "One row per distinct discard: its shanten and best forms, the useful tiles with their live\n"
            "copies and, when ready, every wait with its discard and self-drawn fan totals and the live\n"
            "copies that win legally (8 fans or more) either way. Rows are sorted by live tiles, shanten,\n"
            "legal outs on a discard, legal outs self-drawn, live copies, kinds, then tile. By default only\n"
            "the best group shows (--all shows every discard). When the 14 tiles already win, their\n"
            "self-drawn score comes first."
        ),
        (
            "为 手牌 的打法排序：你的 13 张牌，最后写刚摸到的一张（共 14 张）。\n"
            "\n"
            "\b\n"
            "例：\n"
            "  gbmj advise 123m456m789s234p5p5p\n"
            "  gbmj advise 45666699m23456s7s --seen 77s --wall 20\n"
            "\n"
            "每种打法一行：打出后的向听数和最佳牌型、有效牌及其未见张数；听牌时列出每张听牌的点和与自摸番数，以及"
            "能合法和牌（8 番以上）的未见张数。排序依次按未见有效牌、向听数、点和合法张数、自摸合法张数、未见张数"
            "、种数和牌。默认只显示最好的一组（--all 显示全部）。如果 14 张已经和牌，先给出自摸的番数。"
        ),
    ),
    "help.batch": (
        (
            "Score every line of each FILE (or standard input): a hand and its flags, or a JSON object.\n"
            "\n"
            "\b\n"
            "Each line holds the words you would type after `gbmj score`, e.g.\n"
            "    [EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2\n"
            'or a JSON object such as {{"hand": "123m456p789s11p22p", "self_drawn": true}}.\n'
            "Blank lines and lines starting with # are skipped. The win flags given to\n"
            "`batch` (--self-drawn, --seat, ...) are the defaults of every line; a line can\n"
            "override them, and switch one off (--discard, --no-last-tile, --no-kong-draw,\n"
            "--no-robbing-kong, --no-fourth-tile).\n"
            "\n"
            "One record per hand line, in input order, with its line number; a bad line\n"
            "gives an error record and the run goes on. A summary follows on standard\n"
            "error. With --waits, each line is a waiting hand and gives the record of\n"
            "`gbmj waits`; with --advise, a hand of 14 tiles whose discards are ranked as\n"
            "`gbmj advise` does. --notation and --z are the defaults of every line too (a\n"
            'line may give its own). A line may claim its score, --claim "花龙 幺九刻 自摸"\n'
            '(in JSON "claim": ...): its record then says whether the claim matches, and how not.\n'
            'Several files are read one after the other, their records carrying "file".\n'
            "\n"
            "Exit status 1 when any line was rejected; else 3 when any line's claim\n"
            "differs from its score; else 0."
        ),
        (
            "为每个 文件（或标准输入）的每一行计番：一手牌加选项，或一个 JSON 对象。\n"
            "\n"
            "\b\n"
            "每一行写的就是 `gbmj score` 后面要写的内容，例如\n"
            "    [EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2\n"
            '或 JSON 对象，例如 {{"hand": "123m456p789s11p22p", "self_drawn": true}}。\n'
            "\n"
            "空行和以 # 开头的行会跳过。给 `batch` 的选项（--self-drawn、--seat 等）是每一行的默认值；某一行可以"
            "改写，也可以关掉（--discard、--no-last-tile、--no-kong-draw、--no-robbing-kong、--no-fourth-tile）。"
            "\n"
            "\n"
            "每一手牌的行输出一条记录，按输入顺序，带行号；坏的行输出一条错误记录，继续往下。最后在标准错误上给出"
            "汇总。加 --waits 时每行是一手听牌，输出 `gbmj waits` 的记录；加 --advise 时每行是 14 张牌，像 `gbmj "
            'advise` 那样为打法排序。--notation 和 --z 也是每一行的默认值。某一行可以报番：--claim "花龙 幺九刻 '
            '自摸"（JSON 中为 "claim"），记录会说明报番是否相符、哪里不符。几个文件依次读取，记录中带有 "file"。'
            "有任何一行被拒绝时退出状态为 1；否则有一行报番不符时为 3；否则为 0。"
        ),
    ),
    "help.chase": (
        (
            "追分: for each player of LEDGER and each player ahead, the least total that overtakes.\n"
            "\n"
            "After the ledger's hands so far, with the ledger's base b and a gap of d points, one win of\n"
            "total F puts the player strictly ahead when 4b + 4F > d self-drawn, 4b + 2F > d off that\n"
            "player, 4b + F > d off a third player; the least such F, never under 8, is shown for each.\n"
            "Under --rules-file the win is paid as that profile pays, never under its minimum.\n"
            "The ledger is checked as `gbmj session` checks it: with any error, nothing is shown and the\n"
            "exit status is 1."
        ),
        (
            "追分：记分表中每位选手要超过每位领先者，一次和牌最少需要多少番。\n"
            "\n"
            "在记分表已有的各盘之后，底分为 b、落后 d 分时，一次总番数为 F 的和牌：自摸在 4b + 4F > d 时、"
            "和领先者点炮在 4b + 2F > d 时、和他人点炮在 4b + F > d 时反超；每种显示最小的 F，且不少于 8。"
            "加 --rules-file 时按该规则的付分方式结算，且不少于其起和番。"
            "记分表按 `gbmj session` 的方式检查：有任何错误时不显示结果，退出状态为 1。"
        ),
    ),
    "help.convert": (
        (
            "Write the hand HAND (and the win flags given) in the notation --to.\n"
            "\n"
            "\b\n"
            "Examples:\n"
            '  gbmj convert "[EEE1][123m]456p789s1p1p" --self-drawn --seat S --to tziakcha\n'
            '  gbmj convert "[EEE,1][123m]456p789s1p1p|ES1000|2" --to botzone\n'
            "\n"
            "The result is one line that `gbmj batch` reads back to the same hand and flags: the hand in\n"
            "the new notation, then the flags that notation cannot hold, as gbmj flags. A winning hand\n"
            "keeps its winning tile last; a waiting hand (one tile fewer) is converted too. Exit status 1\n"
            "when the hand cannot be read."
        ),
        (
            "把手牌 手牌（以及给出的选项）改写成 --to 的写法。\n"
            "\n"
            "\b\n"
            "例：\n"
            '  gbmj convert "[EEE1][123m]456p789s1p1p" --self-drawn --seat S --to tziakcha\n'
            '  gbmj convert "[EEE,1][123m]456p789s1p1p|ES1000|2" --to botzone\n'
            "\n"
            "结果是一行，`gbmj batch` 读回来是同样的手牌和选项：新写法的手牌，再加上那种写法表达不了的选项（写成 "
            "gbmj 选项）。和牌的手牌保留最后的和牌张；少一张的听牌也能改写。手牌读不出来时退出状态为 1。"
        ),
    ),
    "help.fans": (
        (
            "Show the fan catalogue, or one FAN: by number (48), Chinese name (碰碰和), English name or key.\n"
            "\n"
            "\b\n"
            "Examples:\n"
            "  gbmj fans\n"
            "  gbmj fans 48\n"
            "  gbmj fans 碰碰和\n"
            '  gbmj fans "all pungs" --format json\n'
            "  gbmj fans --rules greenbook"
        ),
        (
            "显示番种表，或一个 番种：用编号（48）、中文名（碰碰和）、英文名、键或常用的别名（七对子、十三么）。\n"
            "\n"
            "\b\n"
            "例：\n"
            "  gbmj fans\n"
            "  gbmj fans 48\n"
            "  gbmj fans 碰碰和\n"
            '  gbmj fans "all pungs" --format json\n'
            "  gbmj fans --rules greenbook"
        ),
    ),
    "help.replay": (
        (
            "Replay every match of each Botzone log FILE (or standard input) and check the judge's scores.\n"
            "\n"
            "\b\n"
            "A log is Botzone's text format of Chinese Standard Mahjong matches:\n"
            "    Match <id> / Wind <0-3> / Player <n> Deal <13 tiles> (four lines),\n"
            "    Player <n> Draw|Play|Chi|Peng|Gang|AnGang|BuGang|Hu <tile> ...,\n"
            "    then Fan <total> <name>*<count>+... and Score <4 scores>, or Huang\n"
            "    and Score 0 0 0 0; blank lines between matches.\n"
            "\n"
            "Each match is replayed under the judge's rules (four walls of 34, its\n"
            "win flags and payments); each win is scored by gbmj and paid as the judge\n"
            "pays, and compared with the log's Fan and Score lines. One record per\n"
            "match, in input order; a bad event gives an error record naming its line,\n"
            "and the run goes on with the next match. A summary follows on standard\n"
            "error.\n"
            "\n"
            "Exit status 1 when an event was bad or a file is no Botzone log; else 3\n"
            "when a match disagrees with its log; else 0."
        ),
        (
            "复盘每个 Botzone 对局记录 文件（或标准输入）中的每一局，核对裁判的计分。\n"
            "\n"
            "\b\n"
            "对局记录是 Botzone 国标麻将的文本格式：\n"
            "    Match <编号> / Wind <0-3> / Player <n> Deal <13 张牌>（四行），\n"
            "    Player <n> Draw|Play|Chi|Peng|Gang|AnGang|BuGang|Hu <牌> ...，\n"
            "    然后是 Fan <番数> <番名>*<次数>+... 和 Score <4 个得分>，或 Huang\n"
            "    和 Score 0 0 0 0；对局之间空一行。\n"
            "\n"
            "每一局按裁判程序的规则复盘（四道各 34 张的牌墙、和牌标记与付分）；每次和牌由 gbmj 计番，按裁判的规则"
            "付分，再与记录的 Fan 和 Score 行比较。每局输出一条记录，按输入顺序；坏的事件输出一条注明行号的错误记录"
            "，继续复盘下一局。最后在标准错误上给出汇总。\n"
            "\n"
            "有坏事件或某个文件不是 Botzone 对局记录时退出状态为 1；否则有一局与记录不符时为 3；否则为 0。"
        ),
    ),
    "help.score": (
        (
            "Score the winning hand HAND (14 tiles; the last loose tile is the winning tile).\n"
            "\n"
            "\b\n"
            "Examples:\n"
            '  gbmj score "[EEE1][123m]456p789s1p1p" --self-drawn --seat S --flowers 2\n'
            "  gbmj score 1112345678999p9p --format json\n"
            '  gbmj score "[EEE,1][123m,1]456p789s1p1p|ES1000|2"\n'
            "  gbmj score W1 W2 W3 W4 W5 W6 W7 W8 W9 T2 T3 T4 F1 F1\n"
            '  gbmj score "[EEE1][123m]456p789s1p1p" -z --seat S --claim "花龙 幺九刻 自摸"\n'
            "  echo 1112345678999p9p | gbmj score - --self-drawn\n"
            "\n"
            "The hand may be written in gbmj's notation, as a tziakcha / GB-Mahjong string (whose context\n"
            "after '|' sets the win flags) or in Botzone codes; see --notation. The table shows the tiles,\n"
            "the reading used, the counted fans and the sets that make each, the excluded fans and what\n"
            "excluded them, the totals against the 8-fan minimum and who pays whom; with --claim, where\n"
            "the claim and the score part. Exit status 1 when the hand, the flags or the claim are\n"
            "rejected (a hand below the minimum is still scored, status 0); 3 when the claim differs\n"
            "from the score."
        ),
        (
            "为和牌 手牌 计番（14 张；最后一张散牌是和牌张）。\n"
            "\n"
            "\b\n"
            "例：\n"
            '  gbmj score "[EEE1][123m]456p789s1p1p" --self-drawn --seat S --flowers 2\n'
            "  gbmj score 1112345678999p9p --format json\n"
            '  gbmj score "[EEE,1][123m,1]456p789s1p1p|ES1000|2"\n'
            "  gbmj score W1 W2 W3 W4 W5 W6 W7 W8 W9 T2 T3 T4 F1 F1\n"
            '  gbmj score "[EEE1][123m]456p789s1p1p" -z --seat S --claim "花龙 幺九刻 自摸"\n'
            "  echo 1112345678999p9p | gbmj score - --self-drawn\n"
            "\n"
            "手牌可以用 gbmj 的写法、tziakcha / GB-Mahjong 字符串（'|' 之后的和牌情况会设定相应选项）或 Botzone "
            "代码，见 --notation；写 - 则从标准输入读取一手牌。表格列出牌、所用的拆分、计入的番种及构成每个番种的"
            "牌组、不计的番种及其原因、与 8 番起和的比较，以及谁付给谁多少；加 --claim 时还列出报番与计分的出入。"
            "手牌、选项或报番被拒绝时退出状态为 1（不足起和的手牌照样计番，状态 0）；报番与计分不符时为 3。"
        ),
    ),
    "help.session": (
        (
            "Settle the table of LEDGER (a file, or - for standard input): payments, totals, places, table points"
            ".\n"
            "\n"
            "\b\n"
            "A ledger line is one event of a hand:\n"
            "  1 win B A 13      B wins on A's discard, total 13\n"
            "  2 tsumo C 24      C self-draws 24\n"
            "  3 draw            nobody wins\n"
            "Also rob, skip, false, penalty, escape and end; see docs/session.md.\n"
            "\n"
            "The ledger is checked whole: with any error nothing is settled, every error is listed with its\n"
            "line on standard error, and the exit status is 1."
        ),
        (
            "结算 记分表（文件，或 - 表示标准输入）这一桌：付分、总分、名次、标准分。\n"
            "\n"
            "\b\n"
            "记分表的一行是一盘中的一个事件：\n"
            "  1 win B A 13      B 和 A 打出的牌，13 番\n"
            "  2 tsumo C 24      C 自摸 24 番\n"
            "  3 draw            荒牌\n"
            "还有 rob、skip、false、penalty、escape 和 end；见 docs/session.md。\n"
            "\n"
            "记分表整体检查：有任何错误就不结算，每个错误连同行号列在标准错误上，退出状态为 1。"
        ),
    ),
    "help.tournament": (
        (
            "Run an event of many tables and rounds from its event file (TOML) and the tables' ledgers.\n"
            "\n"
            "\b\n"
            "  gbmj tournament draw EVENT --round N [--write]    the seats of round N\n"
            "  gbmj tournament standings EVENT [--after-round N] players and teams ranked\n"
            "\n"
            "The event file names the players, the rounds, the draw method and seed, the tie-break chain and,\n"
            "for each table of each round, the ledger that `gbmj session` reads (or the match scores). Every\n"
            "problem in it or in its ledgers is listed with its file and line, and the exit status is 1.\n"
            "See docs/tournament.md."
        ),
        (
            "按赛事文件（TOML）和各桌的记分表进行多桌多轮的比赛。\n"
            "\n"
            "\b\n"
            "  gbmj tournament draw 赛事 --round N [--write]     第 N 轮的座位\n"
            "  gbmj tournament standings 赛事 [--after-round N]  选手和队伍的排名\n"
            "\n"
            "赛事文件写明选手、轮数、排座方法和种子、排名规则，以及每轮每桌由 `gbmj session` 读取的记分表"
            "（或比赛分）。文件或记分表中的每个问题都连同文件名和行号列出，退出状态为 1。"
            "见 docs/tournament.md。"
        ),
    ),
    "help.tournament.draw": (
        (
            "The seats of round N of EVENT: table, seat (E S W N) and player, by the round's draw method.\n"
            "\n"
            "The draw is the same every time for the same event file: random and spread are seeded by the\n"
            "event's seed and the round, standing and snake read the standings after the round before.\n"
            "--write puts the seats into the event file as [round.N.table.T] seats = [...], keeping every\n"
            "other line (a round that already has results is not rewritten)."
        ),
        (
            "赛事 第 N 轮的座位：桌号、座位（东南西北）和选手，按这一轮的排座方法排定。\n"
            "\n"
            "同一个赛事文件每次排出的座位都一样：random 和 spread 以赛事的种子和轮次为种子，standing 和 snake "
            "按上一轮之后的排名排座。--write 把座位以 [round.N.table.T] seats = [...] 的形式写入赛事文件，其余"
            "各行不变（已经有成绩的一轮不改写）。"
        ),
    ),
    "help.tournament.standings": (
        (
            "Players and teams of EVENT ranked: table points, then the event's tie-break chain.\n"
            "\n"
            "Every round up to the one ranked must have a ledger or scores at every table. Ledgers are read\n"
            "and settled as `gbmj session` settles them, with the event's base (under --rules-file, with\n"
            "that profile, whose base is the default). With --ema the output is the results CSV: rank,\n"
            "player, name, team, table points, score and 1000 x (N - rank) / (N - 1)."
        ),
        (
            "赛事 的选手和队伍排名：先比标准分，再按赛事的排名规则。\n"
            "\n"
            "排名的那一轮及之前的每一轮，每桌都必须有记分表或比赛分。记分表按 `gbmj session` 的方式读取和结算，"
            "底分用赛事的（加 --rules-file 时按该规则结算，其底分为默认值）。"
            "加 --ema 时输出成绩 CSV：名次、选手、姓名、队伍、标准分、比赛分和 1000 × (N - 名次) / (N - 1)。"
        ),
    ),
    "help.waits": (
        (
            "Analyse the waiting hand HAND (13 tiles): shanten per form, useful tiles, and every wait scored.\n"
            "\n"
            "\b\n"
            "Examples:\n"
            "  gbmj waits 1112345678999p\n"
            "  gbmj waits 45666699m23456s --seen 777s\n"
            "\n"
            "For each form (4 sets + a pair, seven pairs, thirteen orphans, honors & knitted, knitted\n"
            "straight) the shanten and the tiles that bring it closer, with their live copies: 4 minus\n"
            "your own and those --seen on the table. When ready, each wait is scored won on a discard and\n"
            "self-drawn, with the other flags applied to both (--kong-draw leaves only the self-drawn win,\n"
            "--robbing-kong only the discard). A tile whose four copies you hold is no wait: it is listed\n"
            "as held (held_waits), never scored."
        ),
        (
            "分析听牌 手牌（13 张）：各牌型的向听数、有效牌，以及每张听牌的番数。\n"
            "\n"
            "\b\n"
            "例：\n"
            "  gbmj waits 1112345678999p\n"
            "  gbmj waits 45666699m23456s --seen 777s\n"
            "\n"
            "对每种牌型（四组一将、七对、十三幺、全不靠、组合龙）给出向听数和能让它更近一步的牌，以及未见的张数："
            "4 减去你自己的和 --seen 给出的桌上的。听牌时，每张听牌按点和与自摸各计一次番，其余选项对两者都适用（"
            "--kong-draw 只留自摸，--robbing-kong 只留点和）。四张都在你手里的牌不算听牌：列为 held_waits，不计番"
            "。"
        ),
    ),
    "help.option.ascii": (
        (
            "Draw tiles as text (1m 2m ...) or as Unicode tile glyphs. Default: glyphs on a terminal whose encodi"
            "ng has them, text otherwise."
        ),
        "用文字（1m 2m ...）或 Unicode 麻将牌符号画牌。默认：终端的编码支持时用符号，否则用文字。",
    ),
    "help.option.base": (
        "the base every loser pays (底), 1-1000",
        "每位输家付的底分，1-1000",
    ),
    "help.option.bom": (
        (
            "With --format csv: begin with a UTF-8 byte-order mark, which some spreadsheet programs need to read "
            "the Chinese names."
        ),
        "配合 --format csv：开头写 UTF-8 字节顺序标记，有些电子表格程序需要它才能读出中文。",
    ),
    "help.option.claim": (
        (
            'check a claimed score: fan names, numbers or keys, and total=N (e.g. "花龙 幺九刻 自摸"); exit statu'
            "s 3 when the claim differs from the score"
        ),
        '核对报番：番种名、编号或键名，以及 total=N（例如 "花龙 幺九刻 自摸"）；报番与计分不符时退出状态为 3',
    ),
    "help.option.flowers": (
        "number of flowers, 0-8",
        "花牌数，0-8",
    ),
    "help.option.format": (
        "Output format. Default: table when standard output is a terminal, json when it is piped or redirected.",
        "输出格式。默认：标准输出是终端时为 table，管道或重定向时为 json。",
    ),
    "help.option.fourth_tile": (
        "the winning tile is the last of its kind",
        "和牌张是这种牌的最后一张",
    ),
    "help.option.from": (
        "the seat that discarded the winning tile (for payments)",
        "打出和牌张的座位（用于付分）",
    ),
    "help.option.help": (
        "Show this message and exit.",
        "显示这条帮助并退出。",
    ),
    "help.option.kong_draw": (
        "self-drawn on the replacement tile of your kong",
        "自摸开杠后补摸的牌",
    ),
    "help.option.lang": (
        (
            "Language: zh (Chinese), en (English) or both (names in both languages). Default: $GBMJ_LANG, else zh"
            " under a Chinese locale, else both."
        ),
        "语言：zh（中文）、en（英文）或 both（名称用两种语言）。默认：$GBMJ_LANG，否则中文环境下为 zh，其余为 both。",
    ),
    "help.option.last_tile": (
        "won on the last tile of the wall",
        "和牌墙的最后一张",
    ),
    "help.option.notation": (
        "Notation of the hand: detected by default, or forced (gbmj, tziakcha / GB-Mahjong, botzone).",
        "手牌的写法：默认自动识别，也可指定（gbmj、tziakcha / GB-Mahjong、botzone）。",
    ),
    "help.option.robbing_kong": (
        "won on a tile another player added to a pung",
        "和别人碰后加杠的那张牌",
    ),
    "help.option.round": (
        "the prevalent wind",
        "圈风",
    ),
    "help.option.rules": (
        "rule profile: 1998 (81 fans), mil (adds 明暗杠), greenbook (WMO Green Book)",
        "规则：1998（81 番）、mil（加明暗杠）、greenbook（WMO 绿皮书）",
    ),
    "help.option.rules_file": (
        "score under the rule profile of this rules file (docs/profiles.md)",
        "按这个规则文件的规则计番（docs/profiles.md）",
    ),
    "help.option.seat": (
        "your seat wind",
        "你的门风",
    ),
    "help.option.seen": (
        (
            "Tiles face up on the table that are not yours: discards (yours too) and the other players' sets, in "
            "hand notation; give it several times if you like. They lower the live counts, and a wait whose other"
            " three copies are visible scores 和绝张."
        ),
        (
            "桌上亮出的不属于你的牌：弃牌（包括你自己的）和别人的副露，用手牌写法；可以给多次。它们会减少未见张数"
            "；其余三张都已亮出的听牌计和绝张。"
        ),
    ),
    "help.option.self_drawn": (
        "won on your own draw (default: on a discard)",
        "自摸和牌（默认：点和）",
    ),
    "help.option.version": (
        "Show the version and exit.",
        "显示版本号并退出。",
    ),
    "help.option.z": (
        "Order of the z honours 5z-7z: tenhou (白发中) or mcr (中发白). 1z-4z are E S W N either way.",
        "5z-7z 字牌的顺序：tenhou（白发中）或 mcr（中发白）。1z-4z 总是东南西北。",
    ),
    "help.advise.all": (
        "Show every discard, not only the best group.",
        "显示全部打法，而不只是最好的一组。",
    ),
    "help.advise.wall": (
        (
            "Tiles left in the wall after your draw. 0: the tile you drew was the last (妙手回春 for the win, no "
            "win after a discard); 1: the next tile is the last (海底捞月 / 妙手回春 on every wait)."
        ),
        (
            "摸牌后牌墙剩余的张数。0：你摸的是最后一张（和牌计妙手回春，打出后不能再和）；1：下一张是最后一张（每"
            "张听牌计海底捞月 / 妙手回春）。"
        ),
    ),
    "help.batch.advise": (
        "every line is a hand of 14 tiles, the drawn one last: rank its discards, as `gbmj advise` does",
        "每一行是 14 张牌，最后一张是刚摸的：像 `gbmj advise` 那样为打法排序",
    ),
    "help.batch.all": (
        "with --advise: every discard row, not only the best group",
        "配合 --advise：显示全部打法，而不只是最好的一组",
    ),
    "help.batch.chunk_size": (
        "lines a worker process scores at a time (default: 512); memory grows with it",
        "每个工作进程一次计番的行数（默认：512）；越大占用内存越多",
    ),
    "help.batch.explain": (
        "give every fan of a JSON record its sets (which groups of the reading make it); costs time",
        "给 JSON 记录中的每个番种加上它的牌组（由拆分中的哪几组构成）；会多花时间",
    ),
    "help.batch.format": (
        "output format (default: table on a terminal, ndjson when piped)",
        "输出格式（默认：终端上为 table，管道中为 ndjson）",
    ),
    "help.batch.jobs": (
        "worker processes, at most 64 (default: one per core after 0.5 s of scoring in this process; "
        "1 scores in this process)",
        "工作进程数，最多 64（默认：先在本进程中计番 0.5 秒，之后每个核心一个；1 表示在本进程中计番）",
    ),
    "help.batch.no_summary": (
        "write no summary (on standard error, or after a table)",
        "不输出汇总（标准错误上的，或表格之后的）",
    ),
    "help.batch.seen": (
        "with --waits or --advise: tiles face up on the table, the default of every line",
        "配合 --waits 或 --advise：桌上亮出的牌，每一行的默认值",
    ),
    "help.batch.summary_only": (
        "write only the summary, to standard output, in the chosen format",
        "只输出汇总，写到标准输出，格式按所选",
    ),
    "help.batch.waits": (
        "every line is a waiting hand (13 tiles): list what it waits on, as `gbmj waits` does",
        "每一行是一手听牌（13 张）：像 `gbmj waits` 那样列出听什么",
    ),
    "help.batch.wall": (
        "with --advise: tiles left in the wall, the default of every line",
        "配合 --advise：牌墙剩余张数，每一行的默认值",
    ),
    "help.chase.format": (
        "Output format. Default: table on a terminal, json when piped or redirected.",
        "输出格式。默认：终端上为 table，管道或重定向时为 json。",
    ),
    "help.chase.rules_file": (
        "Settle the ledger and pay the win chased under a rules file (docs/house-rules.md).",
        "按规则文件结算记分表并计算追分所需的和牌（docs/house-rules.md）。",
    ),
    "help.chase.input_format": (
        "How to read the ledger; auto reads CSV when the header starts with hand,event.",
        "如何读取记分表；auto 在表头以 hand,event 开头时按 CSV 读。",
    ),
    "help.convert.format": (
        "text: the line alone; json / ndjson: a record with the input and the notations.",
        "text：只输出那一行；json / ndjson：带输入和写法的记录。",
    ),
    "help.convert.to": (
        "The notation to write the hand in.",
        "要改写成的写法。",
    ),
    "help.fans.format": (
        "Output format. Default: table on a terminal, json when piped.",
        "输出格式。默认：终端上为 table，管道中为 json。",
    ),
    "help.replay.explain": ("give every fan of a JSON record its sets", "为 JSON 记录的每个番种给出它由哪些牌组构成"),
    "help.replay.format": (
        "output format (default: table on a terminal, ndjson when piped)",
        "输出格式（默认：终端上为 table，管道中为 ndjson）",
    ),
    "help.replay.hands": (
        "write each win as a line of `gbmj batch` input instead of records",
        "把每次和牌写成一行 `gbmj batch` 的输入，而不输出记录",
    ),
    "help.replay.chunk_size": (
        "matches a worker process replays at a time (default: 32); memory grows with it",
        "每个工作进程一次复盘的对局数（默认：32）；越大占用内存越多",
    ),
    "help.replay.jobs": (
        "worker processes, at most 64 (default: all cores; 1 replays in this process)",
        "工作进程数，最多 64（默认：全部核心；1 表示在本进程中复盘）",
    ),
    "help.replay.no_summary": ("write no summary on standard error", "不在标准错误上输出汇总"),
    "help.replay.only_disagreements": (
        "write only the matches that disagree with their log, and bad events",
        "只输出与记录不符的对局，以及坏事件",
    ),
    "help.replay.rules": (
        "rule profile that scores the wins; mil scores as the judge's calculator does",
        "为和牌计番的规则；mil 与裁判程序的算番器相同",
    ),
    "help.replay.stats": (
        "write statistics of all matches instead of records, in the chosen format",
        "以所选格式输出全部对局的统计，而不输出记录",
    ),
    "help.session.base": (
        "底分: what every loser pays on top of the fans [8].",
        "底分：每位输家在番数之外付的分 [8]。",
    ),
    "help.session.escape": (
        "A player who leaves loses ESCAPE x base [10].",
        "离场的选手输 ESCAPE × 底分 [10]。",
    ),
    "help.session.false_win": (
        "How false wins are paid [1998].",
        "错和如何付分 [1998]。",
    ),
    "help.session.format": (
        "Output format. Default: table on a terminal, json when piped or redirected.",
        "输出格式。默认：终端上为 table，管道或重定向时为 json。",
    ),
    "help.session.input_format": (
        "How to read the ledger; auto reads CSV when the header starts with hand,event.",
        "如何读取记分表；auto 在表头以 hand,event 开头时按 CSV 读。",
    ),
    "help.session.players": (
        "The four players in seat order (NAME or ALIAS=NAME); replaces the ledger's players line.",
        "按座位顺序的四位选手（名字 或 别名=名字）；代替记分表中的 players 行。",
    ),
    "help.session.rules": (
        "Rule profile that scores hand= [1998].",
        "为 hand= 计番的规则 [1998]。",
    ),
    "help.session.rules_file": (
        "Score hand= and pay the wins under the profile of a rules file (docs/house-rules.md).",
        "按规则文件的规则为 hand= 计番并结算和牌（docs/house-rules.md）。",
    ),
    "help.session.seating": (
        "Whether players change seats between rounds [competition].",
        "每圈之后选手是否换座位 [competition]。",
    ),
    "help.session.start": (
        "Every player's score before hand 1 [0].",
        "第 1 盘之前每位选手的分数 [0]。",
    ),
    "help.tournament.draw.format": (
        "Output format. Default: table on a terminal, json when piped or redirected.",
        "输出格式。默认：终端上为 table，管道或重定向时为 json。",
    ),
    "help.tournament.draw.rules_file": (
        "Settle the ledgers under the profile of a rules file: its minimum, payments and house fans "
        "(docs/house-rules.md).",
        "按规则文件结算记分表：其起和番、付分方式和自定番种（docs/house-rules.md）。",
    ),
    "help.tournament.standings.rules_file": (
        "Settle the ledgers under the profile of a rules file: its minimum, payments and house fans "
        "(docs/house-rules.md).",
        "按规则文件结算记分表：其起和番、付分方式和自定番种（docs/house-rules.md）。",
    ),
    "help.tournament.draw.round": (
        "The round to draw.",
        "要排座的轮次。",
    ),
    "help.tournament.draw.write": (
        "Also write the seats into the event file, changing nothing else in it.",
        "同时把座位写入赛事文件，文件的其余内容不变。",
    ),
    "help.tournament.standings.after_round": (
        "Rank after this round. Default: the last round that has results.",
        "排这一轮之后的名次。默认：最后一个有成绩的轮次。",
    ),
    "help.tournament.standings.ema": (
        "Write the EMA results CSV instead (rank, player, ..., ema_base_rank).",
        "改为输出 EMA 成绩 CSV（rank、player、……、ema_base_rank）。",
    ),
    "help.tournament.standings.format": (
        "Output format. Default: table on a terminal, json when piped or redirected.",
        "输出格式。默认：终端上为 table，管道或重定向时为 json。",
    ),
    # Click's own words, which Chinese help writes in Chinese (gbmj_cli.cli.help): the prefix of the
    # usage line, the headings, and the marks Click adds to an option's help.
    "click.usage": ("Usage: ", "用法："),
    "click.options": ("Options", "选项"),
    "click.commands": ("Commands", "命令"),
    "click.default": ("[default: ", "[默认："),
    "click.required": ("[required]", "[必填]"),
}
