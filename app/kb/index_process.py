"""An indexing run in a process of its own (``python -m app.kb.index_worker``; in the
frozen app, whose ``sys.executable`` is the app itself, ``cometdesk --kb-index-worker``).

Reading documents, splitting them, parsing the embeddings' JSON and packing vectors are
CPU work that holds Python's interpreter lock in long stretches (a 4 MB JSON answer is one
call); on a thread of the window's process they made the UI miss frames (measured:
heartbeat p99 ~50 ms; docs/performance.md). In a child process they cost the window
nothing. The child reports JSON lines on its stdout (progress, then the result); what it
needs, the key included, goes in on its stdin, never on its command line.

Pause ends the child. Nothing is lost that was stored: every document and every batch of
vectors is committed on its own, and the next run goes on from there (app.kb.indexer).
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.kb.index_job import JobResult, Pending, Progress, pending
from app.kb.store import KbError, KnowledgeStore

if TYPE_CHECKING:
    from app.api.embeddings import EmbeddingsClient

WORKER = "app.kb.index_worker"
# The frozen app's hidden first argument that runs the worker instead of the window
# (app.main). Not a user command: nothing lists it in --help.
FROZEN_WORKER_FLAG = "--kb-index-worker"


def worker_command() -> list[str]:
    """How the child is started. In a PyInstaller bundle ``sys.executable`` is the app, and
    ``-m`` would open a second window; from source it is Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable, FROZEN_WORKER_FLAG]
    return [sys.executable, "-m", WORKER]


def _no_console() -> int:
    """On Windows the app is a console program (console=True in the spec): a child started
    from the window, which has no console, would flash one of its own."""
    return getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0


@dataclass(frozen=True, slots=True)
class EndpointSpec:
    """Where embeddings are asked for, as plain values a child process can be given."""

    base_url: str
    api_key: str | None = field(repr=False)  # never in a log line or a traceback
    read_timeout: float | None = None
    proxy: str = ""
    ca_bundle: str = ""

    def client(self) -> EmbeddingsClient:
        from app.api import Network, Timeouts
        from app.api.embeddings import EmbeddingsClient

        timeouts = Timeouts() if self.read_timeout is None else Timeouts(read=self.read_timeout)
        return EmbeddingsClient(
            self.base_url,
            self.api_key,
            timeouts=timeouts,
            network=Network(proxy=self.proxy, ca_bundle=self.ca_bundle),
        )


class ProcessJob:
    """The same run as ``IndexJob`` (same arguments and result) in a child process."""

    def __init__(
        self,
        data_dir: Path,
        name: str,
        endpoint: EndpointSpec | None,
        progress: Progress | None = None,
        *,
        embed: bool = True,
        paths: Sequence[str] | None = None,
        reindex: bool = False,
    ) -> None:
        self.data_dir = data_dir
        self.name = name
        self._order: dict[str, Any] = {
            "data_dir": str(data_dir),
            "name": name,
            "endpoint": None if endpoint is None else asdict(endpoint),
            "embed": embed,
            "paths": None if paths is None else list(paths),
            "reindex": reindex,
        }
        self._progress = progress
        self._lock = threading.Lock()
        self._child: subprocess.Popen[str] | None = None
        self._paused = False

    def pause(self) -> None:
        with self._lock:
            self._paused = True
            if self._child is not None and self._child.poll() is None:
                self._child.terminate()

    def run(self) -> JobResult:
        """Blocking: call it on a worker thread."""
        with self._lock:
            if self._paused:
                return self._stopped()
            child = subprocess.Popen(
                worker_command(),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                encoding="utf-8",
                creationflags=_no_console(),
            )
            self._child = child
        assert child.stdin is not None and child.stdout is not None
        result: JobResult | None = None
        try:
            child.stdin.write(json.dumps(self._order) + "\n")
            child.stdin.close()
            for line in child.stdout:
                message = json.loads(line)
                if "progress" in message and self._progress is not None:
                    phase, done, total = message["progress"]
                    self._progress(str(phase), int(done), int(total))
                elif "result" in message:
                    result = _result(message["result"])
        except (OSError, ValueError):
            pass  # a child ended mid-line: said below
        finally:
            child.stdout.close()
            if not child.stdin.closed:
                child.stdin.close()
            child.wait()
        if result is not None:
            return result
        if self._paused:
            return self._stopped()
        return self._stopped(
            failure="The indexing process ended unexpectedly; Index goes on from where it stopped."
        )

    def _stopped(self, failure: str | None = None) -> JobResult:
        result = JobResult(paused=failure is None, failure=failure)
        try:
            with KnowledgeStore.open(self.data_dir, self.name) as store:
                result.pending = pending(store, self.data_dir)
        except KbError as err:
            result.failure = str(err)
        return result


def _result(data: dict[str, Any]) -> JobResult:
    left = data.get("pending")
    return JobResult(
        read=int(data.get("read", 0)),
        removed=int(data.get("removed", 0)),
        embedded=int(data.get("embedded", 0)),
        problems=[(str(p), str(r)) for p, r in data.get("problems", [])],
        failure=data.get("failure"),
        dimension_changed=bool(data.get("dimension_changed")),
        paused=bool(data.get("paused")),
        pending=None if left is None else Pending(**left),
    )


def client_maker(endpoint: EndpointSpec | None) -> Callable[[], EmbeddingsClient] | None:
    return None if endpoint is None else endpoint.client
