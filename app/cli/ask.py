"""`cometdesk ask "PROMPT" [--conversation ID] [--model ID]`: one question without the
window, sent as the window sends it and stored as the window stores it. No Qt.

The question goes through the window's own ChatSession: the same request (system prompt,
parameters, the branch on screen as history, knowledge bases, documents and images already
in the conversation), the same endpoint choice per model (the cached model list), the same
saving of the reply as it streams. The reply is written to stdout as it arrives. Without
--conversation it starts a new conversation with the parameters a new chat gets in the
window (the settings' default model, temperature, max tokens and system prompt, or the
default preset); with it, the question is added at the end of that conversation's branch on
screen and sent with its parameters. --model replaces the model either way. The endpoint is
the conversation's profile: the default one at ``COMETDESK_BASE_URL`` (else the settings')
with ``COMETDESK_API_KEY`` (else the keyring's key), another profile with its keyring key.

Not as in the window: MCP tools are not offered (nobody could approve a call), image models
are not drawn with, a history too long for the model is sent whole (the window asks where to
start), and the conversation keeps its first-words title (no generated title).

Exit codes: 0 the reply came whole; 1 no such conversation, or the request failed (a
rejected key, a 429 after the retries, a dropped connection: the question stays stored, as
in the window, and so does what arrived of the reply); 2 bad arguments or no key; 130
Ctrl+C, which keeps the reply so far, marked stopped. Each failure is one sentence on
stderr; the key is never printed.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, TypeVar

from app.cli.common import (
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    INTERRUPTED,
    api_key_or_exit,
    fail,
)
from app.cli.history import Missing, conversation_id, gone, live, owned
from app.domain import Conversation, Message, MessageStatus, Params
from app.storage import (
    DB_FILENAME,
    AsyncRepository,
    History,
    NotFoundError,
    OpenReport,
    OwnedHistory,
    Repository,
)

if TYPE_CHECKING:
    from app.api import ApiError
    from app.api.embeddings import EmbeddingsClient
    from app.config import Settings
    from app.domain import ToolCallPart
    from app.services.chat_session import RequestIdentity
    from app.services.tool_approval import ApprovalRequest

T = TypeVar("T")
# Finish reasons of a whole reply that still leave something out: said on stderr.
_CUT = {"length": "the token limit", "content_filter": "the provider's content filter"}

HELP = "ask a question as the window does; the reply on stdout"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("prompt", metavar="PROMPT", help='the question ("-": read it from stdin)')
    parser.add_argument(
        "--conversation",
        type=conversation_id,
        metavar="ID",
        help="go on with this conversation (default: a new one)",
    )
    parser.add_argument(
        "--model", metavar="ID", help="default: the conversation's, else the app's default model"
    )


class _Refused(Exception):
    """The arguments ask for what ``ask`` does not do: its sentence, with exit code 2."""


def run(args: argparse.Namespace, data_dir: Path) -> int:
    from app.config import load_settings

    text = _prompt(args.prompt)
    if isinstance(text, int):
        return text
    model = None if args.model is None else args.model.strip()
    if model == "":
        return fail("The model is empty: name one with --model, or leave it out.", EXIT_USAGE)
    settings = load_settings(data_dir)
    new_chat = _new_chat_params(settings, data_dir)
    printer = _Printer(sys.stdout, sys.stderr)
    try:
        with owned(data_dir / DB_FILENAME) as history:
            try:
                params = history.run(
                    lambda repo: _params(repo, args.conversation, new_chat, settings, model)
                )
            except Missing as err:
                return fail(err.sentence, EXIT_FAILED)
            except _Refused as err:
                return fail(str(err), EXIT_USAGE)
            key = _key(settings, params.profile)
            if isinstance(key, int):
                return key
            return _send(history, data_dir, settings, key, args.conversation, text, params, printer)
    except KeyboardInterrupt:
        return printer.interrupted()


def _prompt(given: str) -> str | int:
    """The question (from stdin for "-"), or the exit code of saying why there is none."""
    text = given
    if given == "-":
        try:
            text = sys.stdin.read()
        except (OSError, UnicodeDecodeError) as err:
            return fail(f"The question could not be read from stdin: {err}.", EXIT_USAGE)
    text = text.strip()
    if not text:
        return fail("The question is empty: give the prompt to ask.", EXIT_USAGE)
    return text


def _new_chat_params(settings: Settings, data_dir: Path) -> Params:
    """What a new chat starts with in the window: the settings' model, temperature, max
    tokens and system prompt, or the default preset (a preset without a model keeps it)."""
    from app.services.presets import load_presets

    params = Params(
        model=settings.default_model,
        temperature=settings.temperature,
        max_tokens=settings.max_tokens,
        system_prompt=settings.system_prompt,
    )
    preset = load_presets(data_dir).default_preset()
    if preset is None:
        return params
    return dataclasses.replace(preset.params, model=preset.params.model or params.model)


def _params(
    repo: Repository, cid: int | None, new_chat: Params, settings: Settings, model: str | None
) -> Params:
    """The parameters the question goes with: a new chat's, or the conversation's (Missing
    if it is not there, _Refused for a compare's column); ``model`` replaces the model."""
    if cid is None:
        params = new_chat
    else:
        conv: Conversation = live(repo, cid)
        if conv.compare_group:
            raise _Refused(
                f"Conversation {cid} is a column of a compare: go on with it in the window, "
                "which asks every column."
            )
        params = conv.params
        if not params.model:
            params = dataclasses.replace(params, model=settings.default_model)
    return params if model is None else dataclasses.replace(params, model=model)


def _key(settings: Settings, profile_id: str) -> str | int | None:
    """The key of the conversation's endpoint profile, or the exit code of saying there is
    none. The default profile's: COMETDESK_API_KEY, else the keyring's; another profile's:
    the keyring's, or none (a local server may need none; one that does answers 401)."""
    from app.config import DEFAULT_PROFILE

    profile = settings.profile(profile_id)
    if profile.id == DEFAULT_PROFILE:
        return api_key_or_exit()
    from app.secrets import KeyringStore, KeyStoreUnavailable

    try:
        return KeyringStore().get(profile.id)
    except KeyStoreUnavailable:
        return None


def _send(
    history: OwnedHistory,
    data_dir: Path,
    settings: Settings,
    key: str | None,
    cid: int | None,
    text: str,
    params: Params,
    printer: _Printer,
) -> int:
    from app.api import NetworkSettingError

    repo = HistoryRepository(history)
    try:
        final = asyncio.run(_turn(repo, data_dir, settings, key, cid, text, params, printer))
    except NetworkSettingError as err:  # the settings' proxy or CA file: nothing was stored
        return fail(str(err), EXIT_USAGE)
    except NotFoundError as err:  # the conversation went meanwhile (the window trashed it)
        return fail(gone(err), EXIT_FAILED)
    finally:
        repo.shutdown()
    printer.end_line()
    return _outcome(final, printer, key)


async def _turn(
    repo: HistoryRepository,
    data_dir: Path,
    settings: Settings,
    key: str | None,
    cid: int | None,
    text: str,
    params: Params,
    printer: _Printer,
) -> Message:
    """One chat turn through the window's ChatSession, with what the window gives it."""
    from app.api import ChatClient, ModelCatalog, Network, Timeouts, endpoint_for
    from app.documents import BlobDocuments
    from app.services.app_services import CACHE_DIRNAME
    from app.services.chat_session import ChatSession
    from app.services.knowledge_chat import Retriever
    from app.storage import BLOBS_DIRNAME, BlobStore

    base_url = settings.profile(params.profile).base_url
    client = ChatClient(
        base_url,
        key,
        timeouts=Timeouts(read=settings.read_timeout_s),
        network=Network(proxy=settings.proxy, ca_bundle=settings.ca_bundle),
    )
    try:
        # The endpoint per model as the window knows it at start-up: the cached model list.
        cached = ModelCatalog(data_dir / CACHE_DIRNAME).load_cached(base_url) or []
        known = {info.id: info for info in cached}
        blobs = BlobStore(data_dir / BLOBS_DIRNAME)
        session = ChatSession(
            repo,
            lambda _profile: client,
            printer,
            lambda part: blobs.data_url(part.blob, part.mime),
            endpoint_for=lambda model: endpoint_for(known.get(model.strip()), model),
            documents=BlobDocuments(blobs),
            identity=_identity(data_dir, settings),
            retriever=Retriever(repo, data_dir, _embeddings(base_url, key, settings)),
        )
        return await session.send(cid, text, params)
    finally:
        await client.aclose()


def _identity(data_dir: Path, settings: Settings) -> RequestIdentity:
    """This data folder's request identity, as the window's (app.ui.transcript.thread)."""
    from app.config import local_profile_id
    from app.services.chat_session import RequestIdentity

    def profile_id() -> str:
        try:
            return local_profile_id(data_dir)
        except OSError:
            return ""  # an unwritable folder: no identifier rather than no reply

    return RequestIdentity(
        profile_id,
        lambda: settings.send_safety_identifier,
        lambda: settings.server_keeps_conversation,
    )


def _embeddings(
    base_url: str, key: str | None, settings: Settings
) -> Callable[[str], EmbeddingsClient]:
    """The question's embeddings for the conversation's knowledge bases, if it has any."""

    def client(_profile: str) -> EmbeddingsClient:
        from app.kb.index_process import EndpointSpec

        return EndpointSpec(
            base_url,
            key,
            read_timeout=settings.read_timeout_s,
            proxy=settings.proxy,
            ca_bundle=settings.ca_bundle,
        ).client()

    return client


def _outcome(final: Message, printer: _Printer, key: str | None) -> int:
    """The exit code of how the reply ended, with its one sentence."""
    from app.secrets import redact

    where = f"conversation {final.conversation_id}"
    if final.status is MessageStatus.COMPLETE:
        cut = _CUT.get(final.finish_reason or "")
        if cut is not None:
            print(f"cometdesk: warning: the reply was cut short by {cut}.", file=sys.stderr)
        cid = final.conversation_id
        printer.tell(f"stored in {where} (go on with `cometdesk ask --conversation {cid} …`).")
        return EXIT_OK
    if final.status is MessageStatus.ERROR:
        error = printer.error.message if printer.error is not None else final.error
        reason = " ".join(redact(error or "The request failed", key).split()).rstrip(". ")
        return fail(f"{reason}; the question is kept in {where}.", EXIT_FAILED)
    if final.status is MessageStatus.INCOMPLETE:
        return fail(
            "The reply ended early (the connection closed before it finished); what arrived "
            f"is kept in {where}.",
            EXIT_FAILED,
        )
    return fail(f"The reply did not finish ({final.status.value}); see {where}.", EXIT_FAILED)


class HistoryRepository(AsyncRepository):
    """AsyncRepository's coroutines on this process's one connection to the history (an
    OwnedHistory), not on a second one: what ChatSession, ReplyStream and the Retriever are
    written against. Calls reach the history's thread in the order they were made (one
    thread hands them over), as the window's database thread takes them."""

    def __init__(self, history: OwnedHistory) -> None:
        # Not AsyncRepository.__init__: that opens the file; the history is open already.
        self.path = history.path
        self._history = history
        self._handover = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cometdesk-ask")

    async def run(self, fn: Callable[[Repository], T]) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._handover, self._history.run, fn)

    def blocking(self) -> History:
        return self._history

    async def open_report(self) -> OpenReport:
        return self._history.report

    async def close(self) -> None:
        """The history is its owner's to close."""

    def shutdown(self) -> None:
        self._handover.shutdown(wait=True)


class _Printer:
    """The session's events for a terminal or a pipe: the reply's text on stdout as it
    arrives; on a terminal only, retries and parameter notes on stderr."""

    def __init__(self, out: TextIO, err: TextIO) -> None:
        self._out = out
        self._err = err
        self._chatty = _is_terminal(err)
        self.conversation_id: int | None = None
        self.question_stored = False
        self.reply_id: int | None = None
        self.error: ApiError | None = None
        self._open_line = False  # stdout holds text not ended by a newline
        self._sources: dict[int, tuple[str, str]] = {}

    def conversation_created(self, conversation: Conversation) -> None:
        self.conversation_id = conversation.id

    def message_added(self, message: Message) -> None:
        self.conversation_id = message.conversation_id
        self.question_stored = self.question_stored or message.role == "user"

    def reply_started(self, message: Message) -> None:
        if self.reply_id is None:
            self.reply_id = message.id

    def reply_delta(self, message_id: int, text: str) -> None:
        if message_id != self.reply_id or not text:
            return
        from app.storage.text_safety import clean_text

        self._out.write(clean_text(text)[0])  # a lone surrogate cannot be written: U+FFFD
        self._out.flush()
        self._open_line = not text.endswith("\n")

    def reply_reasoning(self, message_id: int, text: str) -> None:
        pass  # stored with the reply; stdout is the answer

    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None:
        self.tell(f"{reason}; trying again in {delay:.0f} s (attempt {attempt})…")

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        for note in adjustments:
            self.tell(f"note: {note}")

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        if message.id == self.reply_id:
            self.error = error

    def reply_citation(self, message_id: int, number: int, url: str, title: str) -> None:
        if message_id == self.reply_id:
            self._sources[number] = (url, title)

    def tool_call_pending(self, message_id: int, request: ApprovalRequest) -> None:
        pass  # no tools are offered from the command line

    def tool_call_started(self, message_id: int, call: ToolCallPart) -> None:
        pass

    def tool_call_finished(self, message_id: int, call: ToolCallPart) -> None:
        pass  # the API's own tools (code interpreter): stored with the reply

    def tool_loop_stopped(self, message_id: int, reason: str) -> None:
        pass

    def tell(self, text: str) -> None:
        """A line on stderr for a person at a terminal; nothing for scripts."""
        if self._chatty:
            self._err.write(f"cometdesk: {text}\n")
            self._err.flush()

    def end_line(self) -> None:
        """End the reply's last line, then its sources (``[n] title <url>``), if any."""
        if self._open_line:
            self._out.write("\n")
            self._open_line = False
        if self._sources:
            self._out.write("\n")
            for number, (url, title) in sorted(self._sources.items()):
                self._out.write(f"[{number}] {' '.join(title.split()) or url} <{url}>\n")
        self._out.flush()

    def interrupted(self) -> int:
        """Ctrl+C: the reply so far is stored (marked stopped) by the session."""
        self.end_line()
        where = f"conversation {self.conversation_id}"
        if self.reply_id is not None:
            said = f"stopped (Ctrl+C); the reply so far is kept in {where}, marked stopped."
        elif self.question_stored:
            said = f"stopped (Ctrl+C) before the reply began; the question is kept in {where}."
        else:
            said = "stopped (Ctrl+C); nothing was sent."
        return fail(said, INTERRUPTED)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or stand-in stream
        return False
