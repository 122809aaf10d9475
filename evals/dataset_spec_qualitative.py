"""Qualitative facts: company overview (company.json), shareholders, the disclosure list."""

from __future__ import annotations

from evals.dataset import QuestionType
from evals.dataset_spec import Check, Field, Fig, RubricSpec, Spec, Text, company, states

_T: QuestionType = "qualitative"


def _fact(
    id_: str,
    question: str,
    expected: str,
    criteria: tuple[Check, ...],
    sample: str,
    figures: dict[str, Fig | Text],
    contradictions: tuple[Check, ...] = (),
) -> RubricSpec:
    return RubricSpec(id_, _T, question, expected, criteria, sample, contradictions, figures)


def _names(name: str, label: str) -> Check:
    """The answer names ``name``, which the recorded ``label`` text must contain."""
    return Check(f"{name}을(를) 든다", name, on=label)


def _filed(corp: str, report: str) -> Field:
    return Field(corp, "list", "rcept_dt", (("report_nm", report),))


SPECS: tuple[Spec, ...] = (
    _fact(
        "qual-01",
        "삼성전자 대표이사 누구야?",
        "삼성전자 대표이사: <<ceo>> (OpenDART 기업개황)",
        (_names("전영현", "ceo"), _names("노태문", "ceo")),
        "삼성전자 대표이사는 전영현, 노태문 두 명입니다(OpenDART 기업개황 기준).",
        {"ceo": Text(company("삼성전자", "ceo_nm"))},
    ),
    _fact(
        "qual-02",
        "현대차 설립일이랑 결산월",
        "현대자동차 설립일 <<est>>, <<acc>>월 결산",
        (
            states("est", "설립일"),
            Check(
                "결산월이 <<acc>>월이라고 말한다",
                r"결산[^\n]{0,10}<<acc>>\s*월|<<acc>>\s*월\s*(?:말\s*)?결산",
            ),
        ),
        "현대자동차의 설립일은 1967년 12월 29일이고, 결산월은 12월입니다.",
        {"est": Text(company("현대자동차", "est_dt"), "date"), "acc": Text(company("현대자동차", "acc_mt"))},
    ),
    _fact(
        "qual-03",
        "카카오는 어느 시장에 상장돼 있어?",
        "카카오: <<mkt>> 상장",
        (states("mkt", "상장시장"),),
        "카카오는 유가증권시장(KOSPI)에 상장되어 있습니다.",
        {"mkt": Text(company("카카오", "corp_cls"), "market")},
        (Check("코스닥 상장사라고 말한다", r"코스닥(?:에|\s*시장에)\s*상장(?:되어|돼)\s*있"),),
    ),
    _fact(
        "qual-04",
        "SK하이닉스 업종",
        "SK하이닉스 업종코드(KSIC) <<code>> — 반도체 제조업",
        (Check("업종(코드 <<code>>, 반도체 제조업)을 말한다", r"<<code>>|반도체"),),
        "SK하이닉스의 업종코드(KSIC)는 2612로, 반도체 소자 제조업에 속합니다.",
        {"code": Text(company("SK하이닉스", "induty_code"))},
    ),
    _fact(
        "qual-05",
        "네이버 종목코드",
        "NAVER 종목코드 <<code>>",
        (states("code", "종목코드"),),
        "NAVER의 종목코드는 035420입니다.",
        {"code": Text(company("NAVER", "stock_code"))},
    ),
    _fact(
        "qual-06",
        "삼성전자 본사 주소",
        "삼성전자 본사: <<addr>>",
        (
            Check("수원시 영통구라고 말한다", r"수원시?\s*영통구", on="addr"),
            Check("삼성로 129를 말한다", r"삼성로\s*129", on="addr"),
        ),
        "삼성전자 본사는 경기도 수원시 영통구 삼성로 129(매탄동)에 있습니다.",
        {"addr": Text(company("삼성전자", "adres"))},
    ),
    _fact(
        "qual-07",
        "카카오 본사 어디야?",
        "카카오 본사: <<addr>>",
        (
            Check("제주를 말한다", r"제주", on="addr"),
            Check("첨단로 242를 말한다", r"첨단로\s*242", on="addr"),
        ),
        "카카오 본사는 제주특별자치도 제주시 첨단로 242에 있습니다.",
        {"addr": Text(company("카카오", "adres"))},
    ),
    _fact(
        "qual-08",
        "NAVER 대표 누구?",
        "NAVER 대표이사: <<ceo>>",
        (_names("최수연", "ceo"),),
        "NAVER의 대표이사는 최수연입니다.",
        {"ceo": Text(company("NAVER", "ceo_nm"))},
    ),
    _fact(
        "qual-09",
        "현대자동차 대표이사가 누구야?",
        "현대자동차 대표이사: <<ceo>>",
        (_names("정의선", "ceo"), _names("무뇨스", "ceo")),
        "현대자동차는 정의선, 호세 무뇨스(무뇨스 바르셀로 호세 안토니오) 각자 대표이사 체제입니다.",
        {"ceo": Text(company("현대자동차", "ceo_nm"))},
    ),
    _fact(
        "qual-10",
        "SK하이닉스 설립일",
        "SK하이닉스 설립일 <<est>>",
        (states("est", "설립일"),),
        "SK하이닉스의 설립일은 1949-10-15입니다.",
        {"est": Text(company("SK하이닉스", "est_dt"), "date")},
    ),
    _fact(
        "qual-11",
        "삼성전자 최대주주는 누구야?",
        "삼성전자 최대주주: <<holder>> (보통주 <<rate>>, 2023년 말)",
        (Check("삼성생명(삼성생명보험)을 최대주주로 든다", r"삼성생명", on="holder"),),
        "삼성전자의 최대주주는 삼성생명보험(보통주 지분율 8.51%, 2023년 말)입니다.",
        {
            "holder": Text(
                Field("삼성전자", "hyslrSttus", "nm", (("relate", "최대주주 본인"),), 2023),
            ),
            "rate": Fig(
                Field(
                    "삼성전자",
                    "hyslrSttus",
                    "trmend_posesn_stock_qota_rt",
                    (("relate", "최대주주 본인"),),
                    2023,
                ),
                "percent",
            ),
        },
        (
            Check(
                "다른 주주를 최대주주라고 말한다",
                r"최대\s*주주(?:는|은)\s*(?:이재용|홍라희|삼성물산|국민연금)",
            ),
        ),
    ),
    _fact(
        "qual-12",
        "삼성전자 2024년 3분기 보고서는 언제 공시됐어?",
        "삼성전자 분기보고서 (2024.09): <<date>> 접수",
        (states("date", "접수일"),),
        "삼성전자의 2024년 3분기 분기보고서(2024.09)는 2024년 11월 14일에 공시되었습니다.",
        {"date": Text(_filed("삼성전자", "분기보고서 (2024.09)"), "date")},
    ),
    _fact(
        "qual-13",
        "삼성전자 2023년 사업보고서 접수번호 알려줘",
        "삼성전자 사업보고서 (2023.12): 접수번호 <<no>>",
        (states("no", "접수번호"),),
        "삼성전자 2023년 사업보고서(2023.12)의 접수번호는 20240312000736입니다.",
        {"no": Text(Field("삼성전자", "list", "rcept_no", (("report_nm", "사업보고서 (2023.12)"),)))},
    ),
    _fact(
        "qual-14",
        "삼성전자가 2024년에 제출한 정기보고서 목록",
        "사업보고서 (2023.12) <<d1>> · 분기보고서 (2024.03) <<d2>> · 반기보고서 (2024.06) <<d3>> · "
        "분기보고서 (2024.09) <<d4>>",
        (
            states("d1", "2023 사업보고서 접수일"),
            states("d2", "2024 1분기 분기보고서 접수일"),
            states("d3", "2024 반기보고서 접수일"),
            states("d4", "2024 3분기 분기보고서 접수일"),
        ),
        "2024년에 삼성전자가 제출한 정기보고서: 사업보고서(2023.12) 2024-03-12, 분기보고서(2024.03) 2024-05-16, "
        "반기보고서(2024.06) 2024-08-14, 분기보고서(2024.09) 2024-11-14.",
        {
            "d1": Text(_filed("삼성전자", "사업보고서 (2023.12)"), "date"),
            "d2": Text(_filed("삼성전자", "분기보고서 (2024.03)"), "date"),
            "d3": Text(_filed("삼성전자", "반기보고서 (2024.06)"), "date"),
            "d4": Text(_filed("삼성전자", "분기보고서 (2024.09)"), "date"),
        },
    ),
    _fact(
        "qual-15",
        "카카오 홈페이지 주소",
        "카카오 홈페이지: <<url>>",
        (Check("kakaocorp.com을 말한다", r"kakaocorp\.com", on="url"),),
        "카카오 홈페이지는 www.kakaocorp.com 입니다.",
        {"url": Text(company("카카오", "hm_url"))},
    ),
    _fact(
        "qual-16",
        "네이버 영문 회사명이 뭐야?",
        "NAVER 영문명: <<eng>>",
        (Check("NAVER Corporation을 말한다", r"NAVER\s+Corp(?:oration|\.)", on="eng"),),
        "네이버의 영문 회사명은 NAVER Corporation입니다.",
        {"eng": Text(company("NAVER", "corp_name_eng"))},
    ),
    _fact(
        "qual-17",
        "SK하이닉스 대표이사랑 본사 위치",
        "SK하이닉스 대표이사 <<ceo>>, 본사 <<addr>>",
        (_names("곽노정", "ceo"), Check("이천을 말한다", r"이천", on="addr")),
        "SK하이닉스 대표이사는 곽노정이고, 본사는 경기도 이천시 부발읍 경충대로 2091에 있습니다.",
        {"ceo": Text(company("SK하이닉스", "ceo_nm")), "addr": Text(company("SK하이닉스", "adres"))},
    ),
    _fact(
        "qual-18",
        "삼성전자 최대주주 변동 내역",
        "<<date>> 변동: 최대주주 <<holder>>, 특수관계인 포함 <<rate>> (사유: <<cause>>)",
        (
            Check("변동일 2021-04-29를 말한다", r"2021\s*(?:년|[-./])\s*0?4\s*(?:월|[-./])\s*29", on="date"),
            Check("상속에 따른 변동이라고 말한다", r"상속", on="cause"),
            states("rate", "변동 후 지분율"),
        ),
        "삼성전자 최대주주는 2021년 4월 29일 변동되었습니다. 변동 전 최대주주의 지분 상속에 따른 것으로, "
        "최대주주 삼성생명보험과 특수관계인의 지분율은 21.16%입니다.",
        {
            "date": Text(Field("삼성전자", "hyslrChgSttus", "change_on", year=2023)),
            "holder": Text(Field("삼성전자", "hyslrChgSttus", "mxmm_shrholdr_nm", year=2023)),
            "rate": Fig(Field("삼성전자", "hyslrChgSttus", "qota_rt", year=2023), "percent"),
            "cause": Text(Field("삼성전자", "hyslrChgSttus", "change_cause", year=2023)),
        },
    ),
    _fact(
        "qual-19",
        "카카오 대표는 누구야?",
        "카카오 대표이사: <<ceo>>",
        (_names("정신아", "ceo"),),
        "카카오의 대표이사는 정신아입니다.",
        {"ceo": Text(company("카카오", "ceo_nm"))},
    ),
)
