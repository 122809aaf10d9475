"""English questions over every answer kind of the Korean reader, typed as English-speaking investors type in
chat (written for the English keyless path, apart from its code).

Each expected figure was computed with the writer's own script from the raw rows of
core/data/bundle/opendart_recorded.json.gz (fnlttSinglAcnt CFS rows, alotMatter, stockTotqySttus, hyslrSttus,
mrhlSttus, hmvAuditIndvdlBySttus, indvdlByPay, empSttus); the rows and arithmetic sit in the comment above a
case. ``None`` figures: the data cannot answer, so a reply stating a figure of the kind asked is wrong.
Follow-ups are written "earlier question || follow-up".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Unit = Literal["won", "pct", "count", "times"]


@dataclass(frozen=True, slots=True)
class Want:
    unit: Unit
    value: float


@dataclass(frozen=True, slots=True)
class EnglishCase:
    theme: str
    question: str
    wants: tuple[Want, ...]  # empty: not answerable from the data
    names: tuple[str, ...] = ()


def won(v: float) -> Want:
    return Want("won", v)


def pct(v: float) -> Want:
    return Want("pct", v)


def count(v: int) -> Want:
    return Want("count", v)


def q(theme: str, question: str, *wants: Want, names: tuple[str, ...] = ()) -> EnglishCase:
    return EnglishCase(theme, question, wants, names)


# fmt: off
CASES: tuple[EnglishCase, ...] = (
    # --- amounts and ratios (CFS fnlttSinglAcnt, annual 11011) ---
    q("amounts", "samsung elec revenue 2023", won(258935494000000)),  # 매출액 2023 thstrm
    q("amounts", "What was SK hynix's operating loss in 2023?", won(-7730313000000)),  # 영업이익 2023
    q("amounts", "naver net income fy2024", won(1931976372953)),  # 당기순이익 2024
    q("amounts", "hyundai motor total assets 2024", won(339798429000000)),  # 자산총계 2024
    q("amounts", "kakao op margin 2024", pct(5.85)),  # 460,212,161,525 / 7,871,692,199,887
    q("amounts", "Samsung Electronics debt ratio 2024", pct(27.93)),  # 112,339,878 / 402,192,070 (백만)
    q("amounts", "hynix net margin 2024", pct(29.91)),  # 19,796,902 / 66,192,960
    q("amounts", "Naver shareholders' equity 2023", won(24237998815553)),  # 자본총계 2023
    q("amounts", "how much revenue did kakao make in 2023", won(7557001757272)),
    q("amounts", "Hyundai Motor net profit 2023?", won(12272301000000)),
    # --- growth and change between years ---
    q("growth", "samsung electronics revenue growth 2024", pct(16.2)),  # 300,870,903 / 258,935,494 − 1
    q("growth", "How much did Naver's operating profit grow in 2024?", pct(32.94)),  # 1,979,263 / 1,488,820 − 1
    q("growth", "hyundai motor net income yoy 2024", pct(7.8)),  # 13,229,908 / 12,272,301 − 1
    q("growth", "kakao revenue 2023 vs 2024", pct(4.16)),  # 7,871,692,199,887 / 7,557,001,757,272 − 1
    q("growth", "SK hynix operating profit change 2023 to 2024", won(23467319000000)),  # −7.73tn → 23.47tn
    q("growth", "hynix revenue growth rate 2024", pct(102.02)),  # 66,192,960 / 32,765,719 − 1
    # --- comparisons ---
    # NAVER 985,017,762,493 − Kakao (−1,816,669,011,014) = 2,801,686,773,507
    q("compare", "naver vs kakao 2023 net income — which is bigger and by how much", won(2801686773507)),
    q("compare", "Which had higher revenue in 2024, Hyundai Motor or Samsung Electronics?", won(300870903000000)),
    q("compare", "difference between samsung electronics and sk hynix operating profit 2024", won(9258642000000)),
    q("compare", "Compare Naver and Kakao operating margin 2024", pct(18.43), pct(5.85)),
    q("compare", "hyundai motor vs kakao total assets 2023", won(282463355000000), won(25179968939321)),
    q("compare", "Which had lower debt ratio in 2024, Naver or Kakao?", pct(41.36)),
    # 300,870,903 / 66,192,960 = 4.545
    q("compare", "samsung electronics revenue is how many times sk hynix's in 2024?", Want("times", 4.545)),
    q("compare", "samsung electronics vs sk hynix net income 2024", won(34451351000000), won(19796902000000)),
    # --- quarters (11014: thstrm = three months, thstrm_add = nine months) ---
    q("quarters", "hynix q3 2024 revenue", won(17573069000000)),
    q("quarters", "hynix q3 2024 revenue qoq"),  # no half-year report recorded: Q2 2024 is not in the data
    q("quarters", "samsung electronics q3 2024 operating profit yoy", pct(277.37)),  # 9,183,371 / 2,433,534 − 1
    q("quarters", "Naver revenue 9M 2024", won(7852098497624)),
    q("quarters", "kakao net income first nine months of 2024", won(233336913625)),
    q("quarters", "hyundai motor Q4 2024 revenue", won(46623701000000)),  # 175,231,153 − 128,607,452
    q("quarters", "samsung electronics fourth quarter 2024 operating profit", won(6492703000000)),  # 32,725,961 − 26,233,258
    q("quarters", "SK hynix 3Q24 net income", won(5753373000000)),
    q("quarters", "Kakao Q3 2024 operating margin", pct(6.79)),  # 130,525,745,048 / 1,921,397,995,104
    q("quarters", "naver three-month revenue q3 2024", won(2715557161556)),
    q("quarters", "Hyundai Motor Q3 2024 revenue year over year", pct(4.73)),  # 42,928,332 / 40,991,126 − 1
    # --- per share and dividends (fnlttSinglAcntAll EPS; alotMatter, 백만원 ×1,000,000) ---
    q("pershare", "Samsung Electronics EPS 2023", won(2131)),
    q("pershare", "samsung electronics payout ratio 2023", pct(67.8)),  # (연결)현금배당성향
    q("pershare", "samsung electronics dividend per share 2023", won(1444)),
    q("pershare", "samsung electronics preferred dividend per share 2023", won(1445)),
    q("pershare", "Samsung Electronics total dividends 2023", won(9809438000000)),  # 9,809,438 백만원
    q("pershare", "Samsung Electronics par value per share", won(100)),
    q("pershare", "samsung elec DPS common and preferred 2023", won(1444), won(1445)),
    q("pershare", "sk hynix eps 2023", won(-13244)),
    q("pershare", "Samsung Electronics diluted EPS 2023", won(2131)),
    q("pershare", "What was Samsung's dividend payout ratio in 2023?", pct(67.8)),
    q("pershare", "kakao dividend per share 2023"),  # no alotMatter recorded for Kakao
    q("pershare", "SEC payout ratio 2023", pct(67.8)),
    # --- share counts (stockTotqySttus 2023: istc_totqy, distb_stock_co, tesstk_co '-', isu_stock_totqy) ---
    q("shares", "Samsung Electronics shares outstanding 2023", count(5969782550)),
    q("shares", "how many shares has samsung electronics issued", count(5969782550)),
    q("shares", "samsung electronics number of issued shares 2023", count(5969782550)),
    q("shares", "Samsung Electronics treasury shares 2023"),  # tesstk_co is '-': no count filed
    q("shares", "samsung electronics authorized shares", count(20000000000)),
    q("shares", "samsung electronics outstanding common shares 2023", count(5969782550)),
    q("shares", "Samsung Electronics share count", count(5969782550)),
    q("shares", "samsung electronics total shares issued 2023", count(5969782550)),
    # --- holders (hyslrSttus 2023: 삼성생명보험㈜ 508,157,148 8.51, 삼성물산 298,818,100 5.01; mrhlSttus) ---
    q("holders", "Who is Samsung Electronics' largest shareholder?", pct(8.51), names=("Samsung Life",)),
    q("holders", "samsung elec biggest shareholder?", pct(8.51), names=("Samsung Life",)),
    q("holders", "Samsung Electronics largest shareholder stake 2023", pct(8.51)),
    q("holders", "how many shares does Samsung C&T hold in Samsung Electronics", count(298818100)),
    q("holders", "Samsung Life stake in Samsung Electronics 2023", pct(8.51)),
    q("holders", "How many Samsung Electronics shares does Samsung Life Insurance own?", count(508157148)),
    # 508,157,148 + 298,818,100 = 806,975,248; 8.51 + 5.01 = 13.52
    q("holders", "samsung electronics largest shareholder and related parties stake 2023", pct(13.52)),
    q("holders", "Samsung Electronics minority shareholders 2023", count(4672039)),
    q("holders", "how many minority shareholders does samsung electronics have", count(4672039)),
    q("holders", "samsung electronics minority shareholders stake", pct(67.3)),
    q("holders", "samsung electronics total number of shareholders 2023", count(4672130)),
    # 508,157,148 − 298,818,100 = 209,339,048
    q("holders", "samsung life vs samsung c&t: who holds more samsung electronics shares and by how many",
      count(209339048)),
    q("holders", "Samsung Electronics largest shareholder shares held 2023", count(508157148)),
    q("holders", "what percentage of samsung electronics does samsung c&t own", pct(5.01)),
    # --- named executives' pay (hmvAuditIndvdlBySttus 경계현 2,403,000,000; indvdlByPay 김기남 17,265,000,000) ---
    q("pay", "How much was Samsung Electronics CEO Kyung Kye-hyun paid in 2023?", won(2403000000)),
    q("pay", "Samsung Electronics 경계현 pay 2023", won(2403000000)),
    q("pay", "Samsung Electronics highest paid executive 2023", won(17265000000)),
    q("pay", "samsung electronics 김기남 compensation 2023", won(17265000000)),
    q("pay", "who was the top paid person at Samsung Electronics in 2023", won(17265000000)),
    # --- employees (empSttus 2023: only the DX 남 row, sm 38,286; no company total) ---
    q("employees", "How many employees does Samsung have?"),
    q("employees", "Samsung Electronics employees 2023"),
    q("employees", "samsung electronics headcount"),
    q("employees", "Samsung Electronics DX division male employees 2023", count(38286)),
    q("employees", "naver employees 2023"),  # no empSttus recorded for NAVER
    # --- follow-ups ---
    q("follow", "samsung electronics revenue 2023 || what about 2024?", won(300870903000000)),
    q("follow", "naver operating profit 2024 || and kakao?", won(460212161525)),
    q("follow", "hynix revenue 2024 || operating margin?", pct(35.45)),  # 23,467,319 / 66,192,960
    q("follow", "Samsung Electronics largest shareholder || what's its stake?", pct(8.51)),
    q("follow", "Samsung Electronics dividend per share 2023 || and the payout ratio?", pct(67.8)),
    q("follow", "kakao q3 2024 revenue || and naver?", won(2715557161556)),
    # --- not answerable from the data ---
    q("unanswerable", "samsung electronics revenue 2014"),
    q("unanswerable", "Kakao largest shareholder"),
    q("unanswerable", "Naver dividend per share 2023"),
    q("unanswerable", "samsung electronics revenue forecast 2027"),
    q("unanswerable", "Hyundai Motor minority shareholders"),
)

#: More English questions of every shape (the writer's adversarial self-check: traps, near misses, follow-ups), for
#: the Korean-sentence check only: whatever they get, no quick reply may hold a Korean sentence.
MORE: tuple[str, ...] = (
    'Samsung Electronics and SK hynix shares outstanding 2023',
    'samsung electronics stake in samsung biologics',
    'samsung electronics revenue 2023 and 2024 combined',
    'samsung electronics operating profit 2024 is how many times 2023',
    'what is samsung electronics dps change 2022 to 2023',
    'samsung electronics bps 2023',
    'samsung electronics roe 2023',
    'samsung electronics treasury stock',
    'samsung electronics largest shareholder 2022',
    'samsung electronics minority shareholders 2024',
    'Samsung Electronics shares outstanding 2024',
    'samsung c&t stake in samsung electronics 2021',
    'who owns samsung electronics',
    'samsung electronics ceo',
    'samsung electronics ceo pay 2023',
    'samsung electronics employees in the DX division',
    'how many shares does samsung electronics hold in samsung c&t',
    'Samsung Electronics largest shareholder || and sk hynix?',
    'Samsung Electronics shares outstanding 2023 || what about 2022?',
    'naver revenue 2024 || shares outstanding?',
    'hyundai motor largest shareholder',
    'samsung electronics net income attributable to owners 2023',
    'samsung electronics cash and cash equivalents 2023',
    'samsung electronics capex 2023',
    'samsung electronics dividend yield 2023',
    'samsung electronics total shareholder count',
    'kakao vs naver largest shareholder',
    'samsung electronics top 5 paid executives 2023',
    'samsung electronics preferred shares outstanding',
    'samsung electronics revenue in won',
    'samsung electronics revenue trend',
    'samsung electronics consolidated and separate revenue 2023',
    'samsung electronics separate operating profit 2023',
    'kakao net income 2021-2024',
    'naver vs kakao revenue 2022-2024',
    'hynix q4 2024 operating profit',
    'samsung electronics q3 2024 revenue qoq',
    'samsung electronics cost of sales ratio 2023',
    'samsung electronics sga 2023',
    'samsung electronics inventories q3 2024',
    'samsung electronics total dividends 2022',
    'samsung electronics dividend per share 2020',
    'samsung electronics par value 2023',
    'samsung electronics eps growth 2023',
    'samsung electronics revenue 2025',
    'samsung electronics revenue 2030',
    'apple revenue 2023',
    'coupang revenue 2023',
    'samsung revenue 2023',
    'lg revenue 2023',
    'samsung electronics h1 2024 revenue',
    'samsung electronics first half 2024 operating profit',
    'samsung electronics revenue in 100 million won',
    'naver operating margin vs kakao operating margin 2024 difference',
    'samsung electronics and sk hynix and naver revenue 2024',
    'samsung electronics operating income as a percentage of revenue 2024',
    'what share of samsung electronics revenue is operating profit 2024',
    'sk hynix revenue as a share of samsung electronics revenue 2024',
    'samsung electronics authorized shares 2023',
    'samsung electronics minority shareholders percentage of shares',
    'samsung electronics stake',
    'how many shares does samsung electronics have',
    'samsung electronics preferred shares outstanding 2023',
    "samsung life's stake in samsung electronics",
    'who holds less samsung electronics stock, samsung life or samsung c&t',
    'samsung c&t vs samsung life samsung electronics shares difference',
    'samsung electronics shares held by samsung c&t',
    'samsung c&t shares in samsung electronics',
    'does samsung life own more of samsung electronics than samsung c&t',
    'what % of samsung electronics does samsung life own',
    'samsung electronics foreign ownership',
    'samsung electronics largest shareholder 2023 shares and stake',
    "samsung electronics largest shareholder's stake in 2023 vs 2022",
    'samsung electronics number of shareholders',
    "samsung electronics minority shareholders' shares",
    'sk hynix largest shareholder',
    'samsung electronics employees 2024',
    'samsung electronics male employees',
    'samsung electronics dps vs eps 2023',
    'samsung electronics payout ratio 2023 separate',
    'samsung electronics total dividends vs net income 2023',
    'samsung electronics par value vs dps',
    "naver revenue is how many times kakao's 2023",
    "kakao revenue as a percentage of naver's 2023",
    'samsung electronics q3 2024 revenue vs q2 2024',
    'samsung electronics q2 2024 revenue',
    'hynix q3 2024 operating profit qoq',
    'samsung electronics 9m 2024 revenue yoy',
    'samsung electronics highest paid 2022',
    'samsung electronics 이재용 pay 2023',
    'samsung electronics 경계현 salary',
    'sk hynix top paid executive 2023',
    'samsung electronics ceo 2023 compensation',
    "what's the total revenue of samsung electronics and sk hynix in 2024",
    'samsung electronics and sk hynix revenue 2024 total',
    'samsung electronics revenue 2023 and 2024 in total',
    'samsung electronics and sk hynix combined revenue 2024',
    'total operating profit of naver and kakao 2024',
    'samsung electronics total revenue 2024',
    'samsung electronics revenue 2022-2024 total',
    'samsung electronics quarterly revenue 2024',
    'samsung electronics revenue jul-sep 2024',
    'samsung electronics revenue q3 2024 vs same period last year',
    'samsung electronics revenue q3 2024 vs q3 2023',
    'samsung electronics revenue 3 months 2024',
    'samsung electronics revenue last year',
    'samsung electronics revenue this year',
    'naver revenue up or down 2024',
    'kakao revenue the year before last',
    'samsung electronics operating profit 2024 vs 2023 how much more',
    'samsung electronics q3 2024 revenue and operating profit',
    'hynix 2024 net income vs samsung 2023 net income',
    'how many samsung electronics shares does samsung hold',
    'samsung stake in samsung electronics',
    'samsung electronics stake in samsung electronics',
    'sk stake in sk hynix',
    'how many shares of samsung electronics does naver own',
    'naver vs kakao: who holds more samsung electronics shares',
    'samsung life and samsung c&t stakes in samsung electronics',
    'samsung life stake in samsung electronics vs samsung c&t stake',
)
# fmt: on
