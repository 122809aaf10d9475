"""An English question gets an English answer: the answer step's system prompt asks for English and the
companies named come with their English form (the Korean in parentheses)."""

from __future__ import annotations

from pathlib import Path

from core.agent import Agent, AgentConfig
from core.agent.events import Done
from core.agent.loop import failures_note
from core.agent.verify import mark_unverified
from core.data.companies.corpcode_format import Company
from core.data.companies.english import english_name, named_in_english
from core.model import UserMessage
from core.scripted import ScriptedModel, say
from core.tools import ToolRegistry
from core.tools.resolve import company_prelude, resolve_company
from core.verify import check_answer
from tests.conftest import companies


def _agent(model: ScriptedModel, tmp_path: Path, lang: str = "ko") -> Agent:
    return Agent(
        model,
        ToolRegistry([resolve_company]),
        AgentConfig(scratchpad_dir=tmp_path, lang=lang, verify=False),
        prelude=company_prelude(companies()),
    )


async def test_an_english_question_is_answered_in_english_with_english_names(tmp_path: Path) -> None:
    model = ScriptedModel([say("ok"), say("Kia (기아) ...")])
    events = [e async for e in _agent(model, tmp_path).run("What was 삼성전자's revenue vs kia in 2023?")]
    assert isinstance(events[-1], Done)
    loop, answer = model.requests[0], model.requests[-1]
    assert "in English Samsung Electronics (삼성전자)" in loop.system
    assert "in English Kia (기아)" in loop.system
    assert "answer in English" in answer.system and "KRW" in answer.system and "출처" not in answer.system
    last = answer.messages[-1]
    assert isinstance(last, UserMessage)
    prompt = last.content
    assert "Samsung Electronics (삼성전자)" in prompt and "Kia (기아)" in prompt


async def test_a_korean_question_stays_korean_and_dexter_lang_forces(tmp_path: Path) -> None:
    model = ScriptedModel([say("ok"), say("답")])
    _ = [e async for e in _agent(model, tmp_path).run("삼성전자 OPM 2023")]
    answer = model.requests[-1]
    assert "Answer in Korean" in answer.system and "Companies named" not in str(answer.messages[-1])
    forced = ScriptedModel([say("ok"), say("Answer")])
    _ = [e async for e in _agent(forced, tmp_path / "f", lang="en").run("삼성전자 영업이익률 2023")]
    assert "answer in English" in forced.requests[-1].system
    kept = ScriptedModel([say("ok"), say("답")])
    _ = [e async for e in _agent(kept, tmp_path / "k", lang="ko-only").run("samsung elec 2023 op margin?")]
    assert "Answer in Korean" in kept.requests[-1].system


def test_english_names_from_the_corp_list() -> None:
    index = companies()
    by_name = {
        m.company.name: m.company for q in ("삼성전자", "NAVER", "LG화학") for m in index.lookup(q)[:1]
    }
    assert named_in_english(by_name["삼성전자"]) == "Samsung Electronics (삼성전자)"
    assert named_in_english(by_name["NAVER"]) == "NAVER"  # the same in both: once
    assert english_name(by_name["LG화학"]) == "LG Chem"
    legal = Company("00000000", "에이치에스효성", "HS HYOSUNG Corporation", "000000")
    assert english_name(legal) == "HS Hyosung"  # from the legal name: suffix cut, capitals softened
    assert english_name(Company("00000001", "엑셈", "EXEM CO., LTD.", "000001")) == "EXEM"  # a brand kept


async def test_companies_named_in_english_reach_the_prompt_in_english(tmp_path: Path) -> None:
    model = ScriptedModel([say("ok"), say("SK hynix (SK하이닉스) ...")])
    question = "What was SK hynix's revenue vs Hyundai Motor in 2023?"
    _ = [e async for e in _agent(model, tmp_path).run(question)]
    system = model.requests[0].system
    assert "- SK하이닉스: stock_code 000660" in system and "in English SK hynix (SK하이닉스)" in system
    assert "- 현대자동차: stock_code 005380" in system and "in English Hyundai Motor (현대자동차)" in system
    assert (
        "- SK: " not in system and "현대코퍼레이션" not in system
    )  # not the Korean reading of "SK", "Hyundai"


def test_the_notes_an_english_answer_ends_with_are_english() -> None:
    verdict = check_answer(
        "Revenue was KRW 9.99 trillion in FY2023.", ['{"revenue": 258935494000000, "year": 2023}']
    )
    assert not verdict.ok
    marked = mark_unverified("Body", verdict, "en")
    assert marked.startswith("Body\n\n> ⚠️ Figures not found in the data: 9.99 trillion")
    assert "확인" not in marked
    assert failures_note(["get_prices: timeout"], "en") == "> ⚠️ 1 data request(s) failed: get_prices: timeout"
