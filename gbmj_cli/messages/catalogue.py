"""The message catalogue: every sentence, label and word gbmj shows, by id, in English and Chinese.

Pure data. Each entry is ``id: (english, chinese)``; a text is a ``str.format`` template (so a
literal brace is written twice), and an English text that depends on a count is a pair
``(one, other)`` chosen by the parameter ``n``. Both languages take the same parameters (a test
checks it, and renders every entry in both). Ids are grouped by where the sentence is said:
``parse.`` and ``tiles.`` the hand, ``flag.`` the win flags, ``line.`` a batch line, ``rules.``
a rules file, ``ledger.`` and ``session.`` a referee's ledger, ``label.`` a table heading, ...
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
    # --- reading a hand (notation.md) ---------------------------------------------------------------
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
    # --- win flags (notation.md, "What must be rejected") --------------------------------------------
    "flag.wind": (
        "{option} takes a wind E, S, W or N, not {value!r}",
        "{option} 只能取风位 E、S、W 或 N，不能是 {value!r}",
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
    # --- --seen, gbmj advise (advice.md) -------------------------------------------------------------
    "seen.flowers": (
        "--seen: flowers are not tiles on the table, leave them out",
        "--seen：花牌不是桌上的牌，请去掉",
    ),
    "seen.wrapped": ("--seen: {message}", "--seen：{message}"),
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
    # --- a line of gbmj batch (output.md, "A line of a batch file") ----------------------------------
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
    # --- rules files (profiles.md §3, §7) -----------------------------------------------------------
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
        "{value!r} is not a wind: use E, S, W or N (either case)",
        "{value!r} 不是风位：请用 E、S、W 或 N（大小写均可）",
    ),
    "cli.rules_file_stdin": (
        "a rules file cannot be read from standard input; give its path",
        "规则文件不能从标准输入读取；请给出它的路径",
    ),
    "cli.rules_and_rules_file": (
        "--rules and --rules-file exclude each other: give one of them",
        "--rules 和 --rules-file 不能同时给：只给其中一个",
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
    # --- gbmj waits and gbmj advise tables (advice.md §8.2, §9.5) ------------------------------------
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
    # --- the batch summary (output.md, "Batch summary") ---------------------------------------------
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
    # --- a referee's ledger (session.md §4, §9) ------------------------------------------------------
    "ref.line": ("line {n}", "第 {n} 行"),
    "ref.hand": ("hand {n}", "第 {n} 盘"),
    "ledger.special_tsumo": ("tsumo already means self-drawn", "tsumo 本身就是自摸"),
    "ledger.special_self_drawn": ("a self-drawn win is written as tsumo", "自摸写作 tsumo"),
    "ledger.special_rob": ("rob already means robbing a kong", "rob 本身就是抢杠和"),
    "ledger.special_robbing": ("a win on a robbed kong is written as rob", "抢杠和写作 rob"),
    "ledger.special_discard": ("{kind} already means a win on a discard", "{kind} 本身就是点和"),
    "ledger.special_no_discard": ("discard is not a ledger word", "discard 不是记分表中的词"),
    "ledger.special_winds": (
        "the seat and prevalent winds come from the seating (session.md §6), so a ledger does not give them",
        "门风和圈风由座位安排决定（session.md §6），记分表里不写",
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
    # --- settling a ledger (session.md §7, §9) -------------------------------------------------------
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
        "a total of {total} is below the 8-fan minimum, so this is not a win; record it as `false {winner}`",
        "{total} 番不足 8 番起和，不算和牌；请记作 `false {winner}`",
    ),
    "session.below_minimum_flowers": (
        "a total of {total} with {flowers} flowers is {fans} fans, below the 8-fan minimum, so this is not a win; "
        "record it as `false {winner}`",
        "{total} 番中有 {flowers} 张花牌，只有 {fans} 番，不足 8 番起和，不算和牌；请记作 `false {winner}`",
    ),
    "session.disqualified": ("{who} is already disqualified ({ref})", "{who} 已经被取消资格（{ref}）"),
    "session.level_ignored": (
        "level={level} has no effect under false-win=gb: every false win costs 10 to each other player",
        "在 false-win=gb 下 level={level} 不起作用：每次错和都赔其他每位选手 10 分",
    ),
    "session.repeated": ("{ref} repeats {other}; both are counted", "{ref}重复了{other}；两行都计"),
    "session.hand_unscored": ("hand= cannot be scored: {message}", "hand= 无法计番：{message}"),
    "session.hand_below": (
        "hand= scores {fans} fans without flowers, below the 8-fan minimum: check the tiles, "
        "or record `false {winner}`",
        "hand= 不算花牌只有 {fans} 番，不足 8 番起和：请检查手牌，或记作 `false {winner}`",
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
    # --- the table of a settled ledger (session.md §10.1) ---------------------------------------------
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
}

# The Chinese definition of every fan, beside the English one that the fan table of
# ``gbmj_cli.scoring.catalog`` holds with its example; joined below into the entries ``fan.KEY``.
FAN_DEFINITIONS_ZH: dict[str, str] = {
    "big_four_winds": "东南西北四副风刻（或杠），加任意一对将。",
    "big_three_dragons": "中发白三副箭刻（或杠）。",
    "all_green": "只由绿色的牌组成：2、3、4、6、8 条和发。",
    "nine_gates": "同一花色的 1112345678999，门前清，和这一花色的任意一张。",
    "four_kongs": "四个杠，明杠暗杠均可。",
    "seven_shifted_pairs": "同一花色序数相连的七个对子，例如 2233445566778899 去掉一端的一对。",
    "thirteen_orphans": "幺九牌和字牌十三种各一张，再加其中任意一张成对。",
    "all_terminals": "只由幺九牌（1 和 9）组成：幺九的刻子（或杠）和幺九的将。",
    "little_four_winds": "三种风牌的刻子（或杠），第四种风牌作将。",
    "little_three_dragons": "两种箭牌的刻子（或杠），第三种箭牌作将。",
    "all_honors": "只由风牌和箭牌组成。",
    "four_concealed_pungs": "四个暗刻（或暗杠）（和别人打出的牌完成的刻子算明刻）。",
    "pure_terminal_chows": "同一花色的 123、123、789、789，加同一花色的 5 作将。",
    "quadruple_chow": "同一花色四副相同的顺子。",
    "four_pure_shifted_pungs": "同一花色四副依次递增一位数的刻子。",
    "four_pure_shifted_chows": "同一花色四副依次递增一位（123 234 345 456）或两位（123 345 567 789）的顺子。",
    "three_kongs": "三个杠，明杠暗杠均可。",
    "all_terminals_and_honors": "只由幺九牌和字牌组成，成刻子（或杠）和将（或七对）。",
    "seven_pairs": "七个对子，门前清（四张相同的牌算两个对子）。",
    "greater_honors_and_knitted_tiles": "七种字牌各一张，加组合龙（三种花色的 147 258 369）中的七张序数牌。",
    "all_even_pungs": "只由双数序数牌的刻子（或杠）组成，将也是双数。",
    "full_flush": "只由同一花色的牌组成，没有字牌。",
    "pure_triple_chow": "同一花色三副相同的顺子。",
    "pure_shifted_pungs": "同一花色三副依次递增一位数的刻子。",
    "upper_tiles": "只由 7、8、9 的序数牌组成。",
    "middle_tiles": "只由 4、5、6 的序数牌组成。",
    "lower_tiles": "只由 1、2、3 的序数牌组成。",
    "pure_straight": "同一花色的 123、456、789。",
    "three_suited_terminal_chows": "两种花色的 123 和 789，加第三种花色的 5 作将。",
    "pure_shifted_chows": "同一花色三副依次递增一位（123 234 345）或两位（123 345 567）的顺子。",
    "all_five": "每副顺子、刻子和将都有 5。",
    "triple_pung": "三种花色序数相同的刻子（或杠）。",
    "three_concealed_pungs": "三个暗刻（或暗杠）。",
    "lesser_honors_and_knitted_tiles": "十四张各不相同的单张：字牌和组合龙（147 258 369）中的序数牌，没有对子。",
    "knitted_straight": "一种花色的 1 4 7、另一种的 2 5 8、第三种的 3 6 9，再加一副顺子或刻子和一对将。",
    "upper_four": "只由 6 到 9 的序数牌组成。",
    "lower_four": "只由 1 到 4 的序数牌组成。",
    "big_three_winds": "三种风牌的刻子（或杠）。",
    "mixed_straight": "三种花色各一副，组成 123、456、789。",
    "reversible_tiles": "只由上下对称的牌组成：1234589 饼、245689 条和白板。",
    "mixed_triple_chow": "三种花色序数相同的顺子。",
    "mixed_shifted_pungs": "三种花色各一副刻子，依次递增一位数。",
    "chicken_hand": "除花牌外没有任何番种：这手牌本身算 8 番。",
    "last_tile_draw": "自摸牌墙的最后一张牌和牌。",
    "last_tile_claim": "和别人打出的牌墙最后一张牌。",
    "out_with_replacement_tile": "开杠后补摸的牌自摸和牌。",
    "robbing_the_kong": "和别人碰后加杠的那张牌。",
    "all_pungs": "四副刻子（或杠）加一对将。",
    "half_flush": "一种花色的序数牌加字牌。",
    "mixed_shifted_chows": "三种花色各一副顺子，依次递增一位（123 234 345）。",
    "all_types": "万、条、饼、风牌、箭牌五种牌都有。",
    "melded_hand": "四副都是吃碰明杠的副露，单钓别人打出的牌和牌。",
    "two_concealed_kongs": "两个暗杠。",
    "two_dragons_pungs": "两种箭牌的刻子（或杠）。",
    "outside_hand": "每副顺子、刻子和将都有幺九牌或字牌。",
    "fully_concealed_hand": "没有吃碰明杠，并且自摸和牌。",
    "two_melded_kongs": "两个明杠。",
    "last_tile": "和某种牌的最后一张：其余三张都已亮出。",
    "dragon_pung": "一副箭牌的刻子（或杠）。",
    "prevalent_wind": "一副圈风的刻子（或杠）。",
    "seat_wind": "一副门风的刻子（或杠）。",
    "concealed_hand": "没有吃碰明杠，和别人打出的牌。",
    "all_chows": "四副顺子加一对序数牌作将。",
    "tile_hog": "手中有某种牌的全部四张，但没有开杠。",
    "double_pung": "两种花色序数相同的两副刻子。",
    "two_concealed_pungs": "两个暗刻（或暗杠）。",
    "concealed_kong": "一个暗杠。",
    "all_simples": "没有幺九牌，也没有字牌。",
    "pure_double_chow": "同一花色两副相同的顺子。",
    "mixed_double_chow": "两种花色序数相同的顺子。",
    "short_straight": "同一花色两副序数相连的顺子，例如 123 和 456。",
    "two_terminal_chows": "同一花色的 123 和 789。",
    "pung_of_terminals_or_honors": "一副 1、9 或风牌的刻子（或杠）（箭牌的刻子计箭刻）。",
    "melded_kong": "一个明杠（杠别人打出的牌，或碰后加杠）。",
    "one_voided_suit": "三种花色中缺一种。",
    "no_honors": "没有风牌和箭牌。",
    "edge_wait": "只和 12 的 3 或 89 的 7 这一张牌。",
    "closed_wait": "只和顺子中间的一张，例如 35 和 4。",
    "single_wait": "只和与单张配成将的那一张牌。",
    "self_drawn": "自己摸到和牌张。",
    "flower_tiles": "每张花牌计 1 番；花牌不计入 8 番起和。",
    "concealed_kong_and_melded_kong": "一个明杠和一个暗杠（仅 mil 规则；不是 1998 年规则的正式番种）。",
}


def _fan_entries() -> dict[str, tuple[Text, str]]:
    from gbmj_cli.scoring.catalog import CATALOG

    return {f"fan.{fan.key}": (info.definition, FAN_DEFINITIONS_ZH[fan.key]) for fan, info in CATALOG.items()}


CATALOGUE.update(_fan_entries())

# The Chinese of the help texts (gbmj_cli.cli.help): their English is the command's docstring and
# the ``help=`` of each option, where Click keeps them. Keys: ``gbmj`` and ``gbmj COMMAND`` for the
# commands, ``COMMAND --option`` or, for an option many commands share, ``--option``. A help text
# is written as Click writes one: paragraphs separated by blank lines, a ``\b`` paragraph as it is.
HELP_ZH: dict[str, str] = {
    "gbmj": (
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
        "\n"
        "写法：123m 是一二三万，s 是条，p 是饼，E S W N 是东南西北，C F P 是中发白；[123m] [555p] [5555s1"
        "] 是吃碰明杠的副露，{5555s} 是暗杠。最后一张散牌是和牌张。胡牌的情况（自摸、门风等）见 `gbmj sco"
        "re --help`。也能读 tziakcha / GB-Mahjong 字符串、Botzone 代码、1z-4z（5z-7z 需要 --z）、中文牌名"
        "（一万 红中）和全角字符。语言用 --lang 或 GBMJ_LANG 选择。"
    ),
    "gbmj score": (
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
        "手牌可以用 gbmj 的写法、tziakcha / GB-Mahjong 字符串（'|' 之后的和牌情况会设定相应选项）或 Botzo"
        "ne 代码，见 --notation；写 - 则从标准输入读取一手牌。表格列出牌、所用的拆分、计入的番种及构成每个"
        "番种的牌组、不计的番种及其原因、与 8 番起和的比较，以及谁付给谁多少；加 --claim 时还列出报番与计分"
        "的出入。手牌、选项或报番被拒绝时退出状态为 1（不足起和的手牌照样计番，状态 0）；报番与计分不符时"
        "为 3。"
    ),
    "gbmj waits": (
        "分析听牌 手牌（13 张）：各牌型的向听数、有效牌，以及每张听牌的番数。\n"
        "\n"
        "\b\n"
        "例：\n"
        "  gbmj waits 1112345678999p\n"
        "  gbmj waits 45666699m23456s --seen 777s\n"
        "\n"
        "对每种牌型（四组一将、七对、十三幺、全不靠、组合龙）给出向听数和能让它更近一步的牌，以及未见的张"
        "数：4 减去你自己的和 --seen 给出的桌上的。听牌时，每张听牌按点和与自摸各计一次番，其余选项对两者"
        "都适用（--kong-draw 只留自摸，--robbing-kong 只留点和）。四张都在你手里的牌不算听牌：列为 held_w"
        "aits，不计番。"
    ),
    "gbmj advise": (
        "为 手牌 的打法排序：你的 13 张牌，最后写刚摸到的一张（共 14 张）。\n"
        "\n"
        "\b\n"
        "例：\n"
        "  gbmj advise 123m456m789s234p5p5p\n"
        "  gbmj advise 45666699m23456s7s --seen 77s --wall 20\n"
        "\n"
        "每种打法一行：打出后的向听数和最佳牌型、有效牌及其未见张数；听牌时列出每张听牌的点和与自摸番数，"
        "以及能合法和牌（8 番以上）的未见张数。排序依次按未见有效牌、向听数、点和合法张数、自摸合法张数、"
        "未见张数、种数和牌。默认只显示最好的一组（--all 显示全部）。如果 14 张已经和牌，先给出自摸的番数"
        "。"
    ),
    "gbmj fans": (
        "显示番种表，或一个 番种：用编号（48）、中文名（碰碰和）、英文名、键或常用的别名（七对子、十三么"
        "）。\n"
        "\n"
        "\b\n"
        "例：\n"
        "  gbmj fans\n"
        "  gbmj fans 48\n"
        "  gbmj fans 碰碰和\n"
        '  gbmj fans "all pungs" --format json\n'
        "  gbmj fans --rules greenbook"
    ),
    "gbmj batch": (
        "为每个 文件（或标准输入）的每一行计番：一手牌加选项，或一个 JSON 对象。\n"
        "\n"
        "\b\n"
        "每一行写的就是 `gbmj score` 后面要写的内容，例如\n"
        "    [EEE1][123m]456p789s1p1p --self-drawn --seat S --flowers 2\n"
        '或 JSON 对象，例如 {"hand": "123m456p789s11p22p", "self_drawn": true}。\n'
        "\n"
        "空行和以 # 开头的行会跳过。给 `batch` 的选项（--self-drawn、--seat 等）是每一行的默认值；某一行"
        "可以改写，也可以关掉（--discard、--no-last-tile、--no-kong-draw、--no-robbing-kong、--no-fourth-"
        "tile）。\n"
        "\n"
        "每一手牌的行输出一条记录，按输入顺序，带行号；坏的行输出一条错误记录，继续往下。最后在标准错误上"
        "给出汇总。加 --waits 时每行是一手听牌，输出 `gbmj waits` 的记录"
        "；加 --advise 时每行是 14 张牌，像 `gbmj advise` 那样为打法排序。--notation 和 --z 也是每一行的"
        '默认值。某一行可以报番：--claim "花龙 幺九刻 自摸"（JSON 中为 "claim"），记录会说明报番是否相符、'
        '哪里不符。几个文件依次读取，记录中带有 "file"。有任何一行被拒绝时退出状态为 1；否则有一行报番不符'
        "时为 3；否则为 0。"
    ),
    "gbmj session": (
        "结算 记分表（文件，或 - 表示标准输入）这一桌：付分、总分、名次、标准分。\n"
        "\n"
        "\b\n"
        "记分表的一行是一盘中的一个事件：\n"
        "  1 win B A 13      B 和 A 打出的牌，13 番\n"
        "  2 tsumo C 24      C 自摸 24 番\n"
        "  3 draw            荒牌\n"
        "还有 rob、skip、false、penalty、escape 和 end；见 README。\n"
        "\n"
        "记分表整体检查：有任何错误就不结算，每个错误连同行号列在标准错误上，退出状态为 1。"
    ),
    "gbmj convert": (
        "把手牌 手牌（以及给出的选项）改写成 --to 的写法。\n"
        "\n"
        "\b\n"
        "例：\n"
        '  gbmj convert "[EEE1][123m]456p789s1p1p" --self-drawn --seat S --to tziakcha\n'
        '  gbmj convert "[EEE,1][123m]456p789s1p1p|ES1000|2" --to botzone\n'
        "\n"
        "结果是一行，`gbmj batch` 读回来是同样的手牌和选项：新写法的手牌，再加上那种写法表达不了的选项（"
        "写成 gbmj 选项）。和牌的手牌保留最后的和牌张；少一张的听牌也能改写。手牌读不出来时退出状态为 1。"
    ),
    "--help": "显示这条帮助并退出。",
    "--version": "显示版本号并退出。",
    "--self-drawn": "自摸和牌（默认：点和）",
    "--seat": "你的门风",
    "--round": "圈风",
    "--flowers": "花牌数，0-8",
    "--last-tile": "和牌墙的最后一张",
    "--kong-draw": "自摸开杠后补摸的牌",
    "--robbing-kong": "和别人碰后加杠的那张牌",
    "--fourth-tile": "和牌张是这种牌的最后一张",
    "--from": "打出和牌张的座位（用于付分）",
    "--base": "每位输家付的底分，1-1000",
    "--rules": "规则：1998（81 番）、mil（加明暗杠）、greenbook（WMO 绿皮书）",
    "--rules-file": "按这个规则文件的规则计番（profiles.md）",
    "--claim": ('核对报番：番种名、编号或键名，以及 total=N（例如 "花龙 幺九刻 自摸"）；报番与计分不符时退出状态为 3'),
    "--notation": "手牌的写法：默认自动识别，也可指定（gbmj、tziakcha / GB-Mahjong、botzone）。",
    "--z": "5z-7z 字牌的顺序：tenhou（白发中）或 mcr（中发白）。1z-4z 总是东南西北。",
    "--format": "输出格式。默认：标准输出是终端时为 table，管道或重定向时为 json。",
    "--lang": (
        "语言：zh（中文）、en（英文）或 both（名称用两种语言）。默认：$GBMJ_LANG，否则中文环境下为 zh，其余为 both。"
    ),
    "--ascii": "用文字（1m 2m ...）或 Unicode 麻将牌符号画牌。默认：终端的编码支持时用符号，否则用文字。",
    "--bom": "配合 --format csv：开头写 UTF-8 字节顺序标记，有些电子表格程序需要它才能读出中文。",
    "--seen": (
        "桌上亮出的不属于你的牌：弃牌（包括你自己的）和别人的副露，用手牌写法；可以给多次。它们会减少未见"
        "张数；其余三张都已亮出的听牌计和绝张。"
    ),
    "advise --wall": (
        "摸牌后牌墙剩余的张数。0：你摸的是最后一张（和牌计妙手回春，打出后不能再和）；1：下一张是最后一张"
        "（每张听牌计海底捞月 / 妙手回春）。"
    ),
    "advise --all": "显示全部打法，而不只是最好的一组。",
    "batch --format": "输出格式（默认：终端上为 table，管道中为 ndjson）",
    "batch --waits": "每一行是一手听牌（13 张）：像 `gbmj waits` 那样列出听什么",
    "batch --advise": "每一行是 14 张牌，最后一张是刚摸的：像 `gbmj advise` 那样为打法排序",
    "batch --seen": "配合 --waits 或 --advise：桌上亮出的牌，每一行的默认值",
    "batch --wall": "配合 --advise：牌墙剩余张数，每一行的默认值",
    "batch --all": "配合 --advise：显示全部打法，而不只是最好的一组",
    "batch --explain": "给 JSON 记录中的每个番种加上它的牌组（由拆分中的哪几组构成）；会多花时间",
    "batch --summary-only": "只输出汇总，写到标准输出，格式按所选",
    "batch --no-summary": "不输出汇总（标准错误上的，或表格之后的）",
    "batch --jobs": "工作进程数，最多 64（默认：全部核心；1 表示在本进程中计番）",
    "convert --to": "要改写成的写法。",
    "convert --format": "text：只输出那一行；json / ndjson：带输入和写法的记录。",
    "fans --format": "输出格式。默认：终端上为 table，管道中为 json。",
    "session --input-format": "如何读取记分表；auto 在表头以 hand,event 开头时按 CSV 读。",
    "session --players": "按座位顺序的四位选手（名字 或 别名=名字）；代替记分表中的 players 行。",
    "session --base": "底分：每位输家在番数之外付的分 [8]。",
    "session --rules": "为 hand= 计番的规则 [1998]。",
    "session --rules-file": "按规则文件的规则为 hand= 计番。",
    "session --seating": "每圈之后选手是否换座位 [competition]。",
    "session --false-win": "错和如何付分 [1998]。",
    "session --escape": "离场的选手输 ESCAPE × 底分 [10]。",
    "session --start": "第 1 盘之前每位选手的分数 [0]。",
    "session --format": "输出格式。默认：终端上为 table，管道或重定向时为 json。",
}
