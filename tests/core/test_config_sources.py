"""Where ``Settings()`` finds each value (core.config reads the environment and ``.env`` itself, as
pydantic-settings did): code, then the environment, then ``.env``, then the default."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.config import Settings, load_settings
from core.config_fields import InvalidSetting
from core.errors import ConfigError


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "work"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder


def test_code_beats_the_environment_which_beats_dotenv(
    workdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (workdir / ".env").write_text(
        "DEXTER_HOME=/file\nDEXTER_LANG=en\nDEXTER_MODEL=gpt-5.6\n", encoding="utf-8"
    )
    monkeypatch.setenv("DEXTER_HOME", "/env")
    monkeypatch.setenv("DEXTER_LANG", "")  # set, though empty: a value, over the file's
    settings = Settings(DEXTER_HOME="/code")
    assert (settings.dexter_home, settings.dexter_lang, settings.dexter_model) == (
        Path("/code"),
        "",
        "gpt-5.6",
    )
    assert Settings().dexter_home == Path("/env")
    assert {"dexter_home", "dexter_lang", "dexter_model"} <= Settings().model_fields_set
    assert "dexter_max_iterations" not in Settings().model_fields_set  # the default was not given


def test_names_match_in_any_case_and_code_may_use_the_field_name(
    workdir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (workdir / ".env").write_text("dexter_offline=1\nKis_Paper=true\n", encoding="utf-8")
    monkeypatch.setenv("dexter_max_iterations", "7")
    settings = Settings(dexter_model="claude-haiku-4-5", Dexter_Lang="en")
    assert (settings.dexter_offline, settings.kis_paper, settings.dexter_max_iterations) == (True, True, 7)
    assert (settings.dexter_model, settings.dexter_lang) == ("claude-haiku-4-5", "en")
    assert settings.model_copy(update={"dexter_offline": False}).dexter_offline is False


def test_a_dotenv_name_without_a_value_is_no_value_and_unknown_names_are_ignored(workdir: Path) -> None:
    (workdir / ".env").write_text(
        "DEXTER_LANG\nNOT_A_SETTING=1\nexport DEXTER_MODEL='a # b'\n", encoding="utf-8"
    )
    settings = Settings(bogus=1)
    assert (settings.dexter_lang, settings.dexter_model) == ("ko", "a # b")
    assert not hasattr(settings, "bogus") and not hasattr(settings, "not_a_setting")


def test_a_bad_value_names_the_variable(workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (workdir / ".env").write_text("DEXTER_TELEGRAM_RATE=0\n", encoding="utf-8")
    with pytest.raises(ConfigError) as info:
        load_settings()
    assert str(info.value) == "DEXTER_TELEGRAM_RATE: Input should be greater than 0"
    assert info.value.setting == "DEXTER_TELEGRAM_RATE"
    monkeypatch.setenv("DEXTER_OFFLINE", "maybe")
    with pytest.raises(ConfigError, match=r"^DEXTER_OFFLINE: Input should be a valid boolean"):
        load_settings(DEXTER_TELEGRAM_RATE=1)
    with pytest.raises(InvalidSetting) as given:  # given in code by the field's name: that name
        Settings(dexter_max_iterations=99, DEXTER_OFFLINE="0")
    assert given.value.errors()[0]["loc"] == ("dexter_max_iterations",)
