"""Build the ``--offline`` OpenDART bundle from the shared recorded data (a developer tool, never run
by the product): ``python -m evals.build_offline_bundle [shared/data/opendart]``.

Output: ``core/data/bundle/opendart_recorded.json.gz`` — ``{"entries": [{endpoint, params, response}]}``
keyed by endpoint and parameters (the API key is never part of a key).
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[1] / "core" / "data" / "bundle" / "opendart_recorded.json.gz"
_REPORT = re.compile(
    r"^(?P<ep>[A-Za-z]+)_(?P<corp>\d{8})_(?P<year>\d{4})_(?P<reprt>\d{5})(?:_(?P<extra>\w+))?$"
)
#: One-row samples of endpoints the recorded files already hold in full.
_SKIP = {"fnlttSinglAcnt", "fnlttMultiAcnt", "fnlttSinglIndx"}


def _entry(endpoint: str, params: dict[str, str], response: Any) -> dict[str, Any]:
    return {"endpoint": endpoint, "params": params, "response": response}


def collect(root: Path) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    for path in sorted((root / "recorded").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        entries += [_entry(r["endpoint"], r["params"], r["response"]) for r in data["responses"]]
    for path in sorted((root / "samples").glob("*.json")):
        stem = path.stem
        body = json.loads(path.read_text(encoding="utf-8"))
        if stem.startswith("error_"):
            continue
        if stem.startswith("company_"):
            entries.append(_entry("company", {"corp_code": stem.split("_")[1]}, body))
            continue
        if stem.startswith("list_") and not stem.endswith("page_real"):
            entries.append(_entry("list", {"corp_code": stem.split("_")[1]}, body))
            continue
        match = _REPORT.match(stem)
        if not match or match["ep"] in _SKIP:
            continue
        params = {"corp_code": match["corp"], "bsns_year": match["year"], "reprt_code": match["reprt"]}
        if match["ep"] == "fnlttSinglAcntAll":
            params["fs_div"] = match["extra"] or "CFS"
        entries.append(_entry(match["ep"], params, body))
    return entries


def main() -> None:
    default = Path(__file__).resolve().parents[2] / "shared" / "data" / "opendart"
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else default
    entries = collect(root)
    payload = json.dumps(
        {"source": "OpenDART recorded 2026-02-17 + real samples", "entries": entries},
        ensure_ascii=False,
        separators=(",", ":"),
    )
    OUT.write_bytes(gzip.compress(payload.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"{len(entries)} entries → {OUT} ({OUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
