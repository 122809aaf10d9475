"""The run's scratchpad: an append-only JSONL file that outlives context clearing.

Entries: ``init``, ``thinking``, ``tool_result``, ``answer`` and a closing ``end`` with the run status.
The final answer is built from this file, so results cleared from the in-memory context still count.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any


class Scratchpad:
    def __init__(self, directory: Path, run_id: str) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        self.path = directory / f"{run_id}.jsonl"
        self.run_id = run_id
        self._file: IO[str] | None = self.path.open("a", encoding="utf-8")

    @property
    def closed(self) -> bool:
        return self._file is None

    def _append(self, entry: dict[str, Any]) -> None:
        if self._file is None:
            return
        entry = {"type": entry.pop("type"), "ts": datetime.now(UTC).isoformat(), **entry}
        self._file.write(json.dumps(entry, ensure_ascii=False, default=str) + "\n")
        self._file.flush()

    def init(self, query: str, history_turns: int) -> None:
        self._append({"type": "init", "run_id": self.run_id, "query": query, "history_turns": history_turns})

    def thinking(self, text: str) -> None:
        self._append({"type": "thinking", "text": text})

    def tool_result(self, call_id: str, tool: str, args: dict[str, Any], result: str, *, ok: bool) -> None:
        self._append(
            {
                "type": "tool_result",
                "call_id": call_id,
                "tool": tool,
                "args": args,
                "ok": ok,
                "result": result,
            }
        )

    def validation(self, checked: int, unsupported: list[str], *, first: int = 0) -> None:
        """How many figures of the answer were checked, and which stayed unsupported."""
        entry: dict[str, Any] = {"type": "validation", "checked": checked, "unsupported": unsupported}
        if first:
            entry["unsupported_before_revision"] = first
        self._append(entry)

    def answer(self, text: str) -> None:
        self._append({"type": "answer", "text": text})

    def close(self, status: str) -> None:
        if self._file is None:
            return
        self._append({"type": "end", "status": status})
        self._file.close()
        self._file = None

    def entries(self) -> list[dict[str, Any]]:
        """Read every entry back from disk."""
        with self.path.open(encoding="utf-8") as fh:
            return [json.loads(line) for line in fh if line.strip()]

    def successful_results(self) -> list[dict[str, Any]]:
        return [e for e in self.entries() if e["type"] == "tool_result" and e["ok"]]
