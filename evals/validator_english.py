"""An English answer-validator corpus: answers written the way models write English equity notes.

Eight styles over 삼성전자, SK하이닉스, 현대자동차, 카카오 and NAVER in FY2023 and FY2024 (80 right answers):
bullets with ``KRW 6.57 trillion``, a ``(in KRW billion)`` table, ``₩6.57tn`` shorthand, prose with
``fell 84.9%``, ``6.57 trillion won (6.57조원)``, ``KRW 43.4bn``, approx. and %p/bps, a ``(KRW tn)``
balance table. Every figure comes from the raw recorded bundle (``evals.validator_report_figures``, which
imports nothing of the product). Each right answer has one wrong twin with one figure written wrong: a
trillion/billion slip, a flipped sign or direction, the prior year's value, the other basis (separate ↔
consolidated), an invented amount (×1.08) or ratio (+2%p).

Styles ``TUNE`` (the first four) were used to tune the checker's English reading; ``REPORT`` (the other
four) were written at the same time, before any tuning, and not looked at while tuning: the honest
number. ``python -m evals.validator_eval --corpus english`` (tuning half) / ``english-report``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from evals.validator_report_figures import CORPS, NI, OP, REV, TE, TL, YEARS, View, books

ENGLISH = {
    "삼성전자": "Samsung Electronics",
    "SK하이닉스": "SK hynix",
    "현대자동차": "Hyundai Motor",
    "카카오": "Kakao",
    "NAVER": "NAVER",
}
KINDS = ("unit_slip", "sign_flip", "wrong_year", "basis_swap", "invented_amount", "invented_ratio")


@dataclass(frozen=True, slots=True)
class EnglishCase:
    id: str
    company_years: tuple[tuple[str, int], ...]
    question: str
    answer: str
    style: str
    mistake: str = ""
    wrong: str = ""


# --- how figures are written ------------------------------------------------------------------


def krw(v: float) -> str:
    return f"KRW {v / 1e12:,.2f} trillion" if abs(v) >= 1e12 else f"KRW {v / 1e9:,.1f} billion"


def krw_ko(v: float) -> str:
    korean = f"{v / 1e12:,.2f}조원" if abs(v) >= 1e12 else f"{v / 1e8:,.0f}억원"
    return f"{krw(v)} ({korean})"


def tn_short(v: float) -> str:
    return f"₩{v / 1e12:,.2f}tn" if abs(v) >= 1e12 else f"₩{v / 1e9:,.0f}bn"


def won_words(v: float) -> str:
    return f"{v / 1e12:,.2f} trillion won" if abs(v) >= 1e12 else f"{v / 1e9:,.1f} billion won"


def bn(v: float) -> str:
    return f"KRW {v / 1e9:,.1f}bn"


def cell_bn(v: float) -> str:
    return f"{v / 1e9:,.1f}"


def cell_tn(v: float) -> str:
    return f"{v / 1e12:,.2f}"


def pct(v: float) -> str:
    return f"{v:.1f}%"


def signed(v: float) -> str:
    return f"{v:+.1f}%".replace("-", "−")


def moved(v: float) -> str:
    return f"{'rose' if v >= 0 else 'fell'} {abs(v):.1f}%"


# --- the figures of one company-year ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Figures:
    view: View

    def amount(self, account: str, *, basis: str = "", shift: int = 0) -> float:
        v = self.view if not basis else View(self.view.books, basis)
        for _ in range(shift):
            v = v.prev
        return v[account]

    def margin(self, top: str = OP, *, shift: int = 0) -> float:
        return self.amount(top, shift=shift) / self.amount(REV, shift=shift) * 100

    def growth(self, account: str) -> float:
        return (self.amount(account) / self.amount(account, shift=1) - 1) * 100

    def debt_ratio(self) -> float:
        return self.amount(TL) / self.amount(TE) * 100


#: One figure slot of an answer: its writer and its value; ``kinds``: the mistakes that fit it.
Slot = tuple[Callable[[float], str], float, tuple[str, ...], Callable[[], float]]
Style = Callable[[Figures, str], tuple[str, dict[str, Slot]]]


def _slots(f: Figures, fmt: Callable[[float], str], *, cells: bool = False) -> dict[str, Slot]:
    slip = () if cells else ("unit_slip",)
    return {
        "rev": (
            fmt,
            f.amount(REV),
            (*slip, "wrong_year", "basis_swap", "invented_amount"),
            lambda: f.amount(REV),
        ),
        "op": (
            fmt,
            f.amount(OP),
            (*slip, "wrong_year", "basis_swap", "invented_amount"),
            lambda: f.amount(OP),
        ),
        "ni": (
            fmt,
            f.amount(NI),
            (*slip, "wrong_year", "basis_swap", "invented_amount"),
            lambda: f.amount(NI),
        ),
        "opm": (pct, f.margin(), ("invented_ratio", "wrong_year"), lambda: f.margin()),
    }


def _bullets(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, krw)
    s["g"] = (signed, f.growth(REV), ("sign_flip",), lambda: f.growth(REV))
    y = f.view.year
    text = (
        f"## {name} — FY{y} results (consolidated)\n\n"
        "- **Revenue:** {rev} ({g} YoY)\n- **Operating profit:** {op}\n- **Operating margin:** {opm}\n"
        "- **Net income:** {ni}\n\nSource: OpenDART annual report (" + f.view.books.link + ")"
    )
    return text, s


def _table_bn(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, cell_bn, cells=True)
    s["prev_rev"] = (cell_bn, f.amount(REV, shift=1), ("invented_amount",), lambda: f.amount(REV, shift=1))
    y = f.view.year
    text = (
        f"**{name}** consolidated results (in KRW billion)\n\n| Item | FY{y - 1} | FY{y} |\n|---|---:|---:|\n"
        "| Revenue | {prev_rev} | {rev} |\n| Operating profit | "
        + cell_bn(f.amount(OP, shift=1))
        + " | {op} |\n"
        "| Net income | "
        + cell_bn(f.amount(NI, shift=1))
        + " | {ni} |\n\nOperating margin came to {opm} in FY"
        + str(y)
        + "."
    )
    return text, s


def _shorthand(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, tn_short)
    y = f.view.year
    text = f"{name} FY{y} (consol.): sales {{rev}}, OP {{op}} (OPM {{opm}}), NI {{ni}}."
    return text, s


def _prose(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, krw)
    s["mv"] = (
        (moved, f.growth(OP), ("sign_flip",), lambda: f.growth(OP))
        if f.amount(OP, shift=1) > 0
        else (moved, f.growth(REV), ("sign_flip",), lambda: f.growth(REV))
    )
    what = "operating profit" if f.amount(OP, shift=1) > 0 else "revenue"
    y = f.view.year
    text = (
        f"In FY{y}, {name} posted consolidated revenue of {{rev}}, and {what} {{mv}} year-on-year. "
        "Operating profit came to {op}, an operating margin of {opm}, while net income was {ni}."
    )
    return text, s


def _won_words(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, won_words)
    y = f.view.year
    text = (
        f"{name} reported FY{y} consolidated sales of {{rev}} and operating income of {{op}}, "
        "for an operating margin of {opm}. Net profit stood at {ni}."
    )
    return text, s


def _korean_kept(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, krw_ko)
    s["d"] = (pct, f.debt_ratio(), ("invented_ratio",), f.debt_ratio)
    y = f.view.year
    text = (
        f"### {name}: FY{y} at a glance\n\n"
        "* Revenue — {rev}\n* Operating profit — {op} (OPM {opm})\n* Net income — {ni}\n"
        "* Debt ratio (liabilities/equity) — {d}\n\n_All figures consolidated, from the FY"
        + str(y)
        + " annual report._"
    )
    return text, s


def _bn_bullets(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, bn)
    s["g"] = (moved, f.growth(REV), ("sign_flip",), lambda: f.growth(REV))
    y = f.view.year
    text = (
        f"**{name} FY{y}** (consolidated)\n- Revenue {{rev}}; revenue {{g}} vs the prior year\n"
        "- OP {op} → margin {opm}\n- Net income {ni}"
    )
    return text, s


def _tn_table(f: Figures, name: str) -> tuple[str, dict[str, Slot]]:
    s = _slots(f, cell_tn, cells=True)
    s["d"] = (pct, f.debt_ratio(), ("invented_ratio",), f.debt_ratio)
    y = f.view.year
    text = (
        f"{name} — FY{y}, consolidated (KRW tn)\n\n| | FY{y} |\n|---|---:|\n| Revenue | {{rev}} |\n"
        "| Operating profit | {op} |\n| Net income | {ni} |\n| Operating margin | {opm} |\n"
        "| Debt ratio | {d} |"
    )
    return text, s


TUNE: dict[str, Style] = {
    "bullets": _bullets,
    "table_bn": _table_bn,
    "shorthand": _shorthand,
    "prose": _prose,
}
REPORT: dict[str, Style] = {
    "won_words": _won_words,
    "korean_kept": _korean_kept,
    "bn_bullets": _bn_bullets,
    "tn_table": _tn_table,
}


def _render(text: str, slots: dict[str, Slot], override: dict[str, str] | None = None) -> str:
    values = {key: fmt(value) for key, (fmt, value, _, _) in slots.items()}
    return text.format(**{**values, **(override or {})})


def _mistake(f: Figures, key: str, slot: Slot, kind: str) -> str | None:
    fmt, value, _, _ = slot
    if kind == "unit_slip":
        shown = fmt(value)
        for a, b in (("trillion", "billion"), ("tn", "bn"), ("billion", "trillion"), ("bn", "tn")):
            if a in shown:
                return shown.replace(a, b, 1).split(" (")[0]
        return None
    if kind == "sign_flip":
        shown = fmt(value)
        if "rose" in shown or "fell" in shown:
            return shown.replace("rose", "@").replace("fell", "rose").replace("@", "fell")
        return fmt(-value)
    if kind == "wrong_year":
        account = {"rev": REV, "op": OP, "ni": NI}.get(key)
        return fmt(f.amount(account, shift=1)) if account else fmt(f.margin(shift=1))
    if kind == "basis_swap":
        account = {"rev": REV, "op": OP, "ni": NI}[key]
        return fmt(f.amount(account, basis="별도"))
    if kind == "invented_amount":
        return fmt(value * 1.08)
    if kind == "invented_ratio":
        return fmt(value + 2.0)
    return None


def cases(half: str = "tune") -> list[EnglishCase]:
    styles = TUNE if half == "tune" else REPORT
    out: list[EnglishCase] = []
    turn = 0
    for corp in CORPS:
        for year in YEARS:
            f = Figures(View(books(corp, year)))
            name = f"{ENGLISH[corp]} ({corp})" if ENGLISH[corp] != corp else corp
            question = f"How did {ENGLISH[corp]} do in FY{year}?"
            for style, write in styles.items():
                text, slots = write(f, name)
                base = f"en-{style}-{corp}-{year}"
                cy = ((corp, year),)
                out.append(EnglishCase(base, cy, question, _render(text, slots), style))
                fitting = [(k, kind) for k, slot in slots.items() for kind in slot[2]]
                wanted = KINDS[turn % len(KINDS)]  # the kinds in turn, else the slots in turn
                key, kind = next(((k, m) for k, m in fitting if m == wanted), fitting[turn % len(fitting)])
                turn += 1
                wrong = _mistake(f, key, slots[key], kind)
                if wrong is None or wrong == slots[key][0](slots[key][1]):
                    continue
                answer = _render(text, slots, {key: wrong})
                out.append(EnglishCase(f"{base}-{kind}", cy, question, answer, style, kind, wrong))
    return out
