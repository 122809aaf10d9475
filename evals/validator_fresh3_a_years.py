"""``tune3`` part A, one company over FY2021–FY2024 or FY2021–FY2023: a thread, Telegram, a story.

A follow-up answer in a thread ("네, 말씀하신 2022년 기준으로는 …", the year asked between the ends,
with where its figures came from), a Telegram reply of plain lines with no markdown (one year a line,
"2021년 279조 6,048억"), and the years told as a story (이듬해에는 …으로 늘었다가, the best and the
worst year, "2021년의 두 배 가까이").
"""

from __future__ import annotations

from evals.validator_fresh3_a_common import LOSS, NICK, fraction_words, move, pick, times_words
from evals.validator_fresh_figs import JO1, JO2, PCT1, SIGNED, UPDOWN, Form, Part, W
from evals.validator_report_figures import (
    NI,
    OP,
    OPM,
    REV,
    Metric,
    NoFigure,
    View,
    amount,
    growth,
    multiple,
)

_COLUMN = {0: "당기", 1: "전기", 2: "전전기"}
JE_BARE = Form("조억", won="")  # 279조 6,048억
COMPACT = Form("auto", 1, won="", minus="-")  # 51.6조 / 4,609억 / -7.7조
PP_APART = Form("%p", 1)  # 차이: no sign
PP_MOVED = Form("%p", 1, words=(" 높아졌", " 낮아졌"))


def span(account: str) -> Metric:
    """The change from the first view's year to the second's, in % (over a positive start)."""

    def fn(first: View, last: View) -> float:
        if first[account] <= 0:
            raise NoFigure("a change over a loss")
        return (last[account] - first[account]) / first[account] * 100

    return Metric(fn, signed=True)


def margin_apart(first: View, last: View) -> float:
    return abs(OPM(first) - OPM(last))


def margin_moved(first: View, last: View) -> float:
    return OPM(last) - OPM(first)


def yv(w: W, year: int) -> View:
    """``year``'s column from the latest report that also holds the year before (for a change on it)."""
    held = [b for b in w.scope.books if 0 <= b.year - year <= 1]
    if not held:
        return w.v(year=year)
    latest = max(held, key=lambda b: b.year)
    return View(latest, "연결", latest.year - year)


def _years(w: W) -> list[int]:
    return list(range(w.scope.first, w.scope.year + 1))


def _thread(w: W) -> str:
    c, last = w.scope.corp, w.scope.year
    fy = w.rng.choice(_years(w)[1:-1])
    fv, lv = yv(w, fy), w.v(year=last)
    w(
        pick(
            w,
            f"네, 말씀하신 {fy}년 기준으로는 ",
            f"{fy}년으로 다시 보면, ",
            f"네, {fy}년 숫자로 바꿔 드리면 ",
        )
    )
    w("매출 ", w.f(amount(REV), fv, form=JO2), ", 영업이익 ", w.f(amount(OP), fv, form=LOSS), ", 당기순이익 ")
    w(w.f(amount(NI), fv, form=LOSS), "이었습니다.\n\n")
    w(f"그 전해인 {fy - 1}년(", w.f(amount(REV), fv.prev, form=JO1), ")보다 매출이 ")
    w(
        w.f(growth(REV), fv, form=UPDOWN),
        f"한 해였고, 앞서 말씀드린 {last}년(",
        w.f(amount(REV), lv, form=JO1),
    )
    w(")까지는 ", w.f(span(REV), fv, lv, form=UPDOWN), "했습니다. ")
    w(f"영업이익률로 보면 {fy}년 ", w.f(OPM, fv, form=PCT1), f", {last}년 ", w.f(OPM, lv, form=PCT1))
    w("로 ", w.f(Metric(margin_apart), fv, lv, form=PP_APART), " 차이가 납니다.\n\n")
    source = fv.books
    w(f"({fy}년 수치는 {source.year}년 사업보고서의 {_COLUMN[fv.shift]} 칸, 연결 기준입니다.)")
    return pick(
        w, f"그럼 {fy}년은?", f"{c} {fy}년 기준으로도 알려줘", f"아까 {last}년 얘기였잖아, {fy}년은 어땠어?"
    )


def _telegram(w: W) -> str:
    c, first, last = w.scope.corp, w.scope.first, w.scope.year
    nick = NICK[c]
    margins = w.rng.random() < 0.5
    w(pick(w, f"{nick} {first}~{last}년 매출이랑 영업이익이요\n\n", f"요청하신 {nick} 연도별 숫자요\n\n"))
    w("매출\n")
    for year in _years(w):
        w(f"{year}년 ", w.f(amount(REV), w.v(year=year), form=JE_BARE), "\n")
    w("\n영업이익\n")
    for year in _years(w):
        view = w.v(year=year)
        w(f"{year}년 ", w.f(amount(OP), view, form=COMPACT))
        if margins:
            w(" (", w.f(OPM, view, form=PCT1), ")")
        w("\n")
    best = max(_years(w), key=lambda year: w.v(year=year)[OP])
    worst = min(_years(w), key=lambda year: w.v(year=year)[OP])
    w(f"\n영업이익은 {best}년이 제일 좋았고 {worst}년이 제일 약했어요\n")
    w(f"{last}년 매출은 {first}년보다 ")
    w(w.f(span(REV), w.v(year=first), w.v(year=last), form=Form("%", 0, words=(" 많아요", " 적어요"))), "\n")
    w("전부 연결 기준" + (", 괄호는 영업이익률" if margins else "") + "이에요")
    return pick(w, f"{nick} {first}년부터 {last}년까지 실적 보내줘", f"{c} 최근 몇 년 매출 영업이익 좀")


def _story(w: W) -> str:
    c, first, last = w.scope.corp, w.scope.first, w.scope.year
    years = _years(w)
    w(f"{c}의 {first}~{last}년을 한 흐름으로 보면 이렇습니다.\n\n")
    w(f"{first}년 매출 ", w.f(amount(REV), w.v(year=first), form=JO1), "에서 출발해, ")
    before = 0.0
    seen: set[bool] = set()
    for index, year in enumerate(years[1:], 1):
        view = yv(w, year)
        rise = view[REV] - view.prev[REV]
        if index == 1:
            when = "이듬해에는"
        elif year == last:
            when = f"마지막 {year}년에는"
        else:
            when = pick(w, f"{year}년에는", "그다음 해에는")
        again = "다시 " if (rise >= 0) != (before >= 0) and (rise >= 0) in seen else ""
        seen.add(rise >= 0)
        end = "습니다." if year == last else "고, "
        w(f"{when} {again}", w.f(amount(REV), view, form=JO1), "(", w.f(growth(REV), view, form=SIGNED), ")")
        w(f"으로 {move(rise, '늘었', '줄었')}{end}")
        before = rise
    w("\n\n")
    views: list[tuple[int, View]] = [(year, w.v(year=year)) for year in years]
    best = max(views, key=lambda item: item[1][OP])
    worst = min(views, key=lambda item: item[1][OP])
    w(
        f"영업이익이 가장 많았던 해는 {best[0]}년(",
        w.f(amount(OP), best[1], form=LOSS),
        f")이고, 가장 적었던 해는 {worst[0]}년(",
    )
    w(w.f(amount(OP), worst[1], form=LOSS), ")입니다. ")
    fv, lv = w.v(year=first), w.v(year=last)
    if fv[OP] > 0 and lv[OP] > 0:
        ratio = lv[OP] / fv[OP]
        words = times_words(ratio) or fraction_words(ratio)
        if words:
            w(f"{last}년 영업이익은 {first}년의 {words}입니다.")
        else:
            w(f"{last}년 영업이익은 {first}년의 ", w.f(multiple(OP), lv, fv, form=Form("배", 1)), "입니다.")
    else:
        w("중간에 적자 해가 있어 처음과 끝의 배수 비교는 의미가 없습니다.")
    w("\n\n")
    parts: list[Part] = [
        f"영업이익률은 {first}년 ",
        w.f(OPM, fv, form=PCT1),
        f"에서 {last}년 ",
        w.f(OPM, lv, form=PCT1),
    ]
    w(*parts, "로 ", w.f(Metric(margin_moved), fv, lv, form=PP_MOVED), "습니다. 모두 연결 기준입니다.")
    return pick(w, f"{c} {first}년 이후 실적 흐름 설명해줘", f"{c} 지난 몇 년 스토리로 풀어줘")


TUNE3_A_YEARS = {
    "t3-thread-followup": ("multi", _thread),
    "t3-telegram-years": ("multi", _telegram),
    "t3-year-story": ("multi", _story),
}
