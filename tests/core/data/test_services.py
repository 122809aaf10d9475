from __future__ import annotations

from pathlib import Path

import pytest

from core.config import Settings
from core.data.services import open_data_services
from core.errors import ConfigError


async def test_offline_services_serve_recorded_dart_and_demo_kis(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings) as data:
        accounts = await data.dart.key_accounts("00126380", 2023, "11011")
        assert accounts["CFS"].value("revenue") == 258_935_494_000_000
        quote = await data.kis.price("005930")
        assert quote.demo and quote.price > 0
    assert (tmp_path / "dexter.db").exists()


async def test_online_services_name_the_missing_key(tmp_path: Path) -> None:
    async with await open_data_services(Settings(DEXTER_HOME=str(tmp_path))) as data:
        with pytest.raises(ConfigError, match="OPENDART_API_KEY"):
            _ = data.dart
        with pytest.raises(ConfigError, match="KIS_APP_KEY"):
            _ = data.kis
