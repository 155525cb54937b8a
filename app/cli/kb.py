"""`cometdesk kb …`: knowledge bases without the window.

    cometdesk kb add NAME PATH... [--model EMBEDDING_MODEL]
    cometdesk kb index NAME [--reindex]
    cometdesk kb search NAME "QUERY" [--json] [--limit K]
    cometdesk kb list
    cometdesk kb remove NAME

Exit codes: 0 done; 1 some files could not be read (each named on stderr with the reason)
or the run stopped after storing part of its work; 2 nothing could start (bad arguments, an
unknown base, no key, an endpoint without embeddings, a rejected key, another dimension).
Every failure is one sentence on stderr, never a traceback; the key is never printed. What a
knowledge base is and does lives in app/kb; this module reads the arguments and says the result.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.cli.common import EXIT_FAILED, EXIT_OK, EXIT_USAGE, fail

if TYPE_CHECKING:
    from app.api.embeddings import EmbeddingsClient
    from app.kb.store import KnowledgeStore

DEFAULT_LIMIT = 10
MAX_LIMIT = 200
HELP = "knowledge bases: add, index, search, list, remove"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Actions parse as the command's own parser does (argparse's default parser_class).
    actions = parser.add_subparsers(dest="action", required=True)
    add = actions.add_parser("add", help="create a knowledge base or add folders/files to it")
    add.add_argument("name", metavar="NAME")
    add.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="folders or files")
    add.add_argument(
        "--model", metavar="EMBEDDING_MODEL", help="default: text-embedding-3-small (512 dims)"
    )
    index = actions.add_parser("index", help="read what changed and embed what is new")
    index.add_argument("name", metavar="NAME")
    index.add_argument(
        "--reindex", action="store_true", help="embed every passage again (a changed model)"
    )
    search = actions.add_parser("search", help="keyword and meaning search, best first")
    search.add_argument("name", metavar="NAME")
    search.add_argument("query", metavar="QUERY")
    search.add_argument("--json", action="store_true", help="a JSON list of hits")
    search.add_argument(
        "--limit",
        type=_limit,
        default=DEFAULT_LIMIT,
        metavar="K",
        help=f"hits (default {DEFAULT_LIMIT})",
    )
    actions.add_parser("list", help="the knowledge bases with their counts")
    remove = actions.add_parser("remove", help="delete a knowledge base (not its files)")
    remove.add_argument("name", metavar="NAME")


def _limit(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, found {text!r}") from None
    if not 1 <= value <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(f"choose 1 to {MAX_LIMIT}")
    return value


def run(args: argparse.Namespace, data_dir: Path) -> int:
    import apsw

    from app.api import ApiError, NetworkSettingError
    from app.kb.store import KbError

    try:
        if args.action == "add":
            return _add(args, data_dir)
        if args.action == "index":
            return _index(args, data_dir)
        if args.action == "search":
            return _search(args, data_dir)
        if args.action == "list":
            return _list(data_dir)
        return _remove(args, data_dir)
    except (KbError, NetworkSettingError, ApiError) as err:
        return fail(str(err), EXIT_USAGE)
    except BrokenPipeError:
        raise  # our reader left (a pipe into head): not the knowledge base's failure
    except OSError as err:
        reason = err.strerror or err
        return fail(f"The knowledge base could not be written: {reason}.", EXIT_FAILED)
    except apsw.Error as err:  # a full disk, a damaged file, another process holding it
        return fail(f"The knowledge base could not be read or written ({err}).", EXIT_FAILED)


def _add(args: argparse.Namespace, data_dir: Path) -> int:
    from app.kb.bases import add

    added = add(data_dir, args.name, args.paths, args.model)
    verb = "Created" if added.created else "Updated"
    print(
        f"{verb} knowledge base {added.name} ({_plural(len(added.sources), 'source')}, "
        f"model {added.model}); run `cometdesk kb index {_quoted(added.name)}` to read and "
        "embed it."
    )
    return EXIT_OK


def _index(args: argparse.Namespace, data_dir: Path) -> int:
    from app.api import ApiError
    from app.cli.progress import ProgressBar
    from app.kb.indexer import embed, estimate, refresh
    from app.kb.store import KbError, KnowledgeStore

    store = KnowledgeStore.open(data_dir, args.name)
    with store:
        key = _api_key()
        if isinstance(key, int):
            return key
        if args.reindex:
            store.forget_embeddings()
        with ProgressBar(sys.stderr) as bar:
            report = asyncio.run(refresh(store, bar))
        for path, reason in report.problems:
            print(f"cometdesk: warning: {path}: {reason}", file=sys.stderr)
        planned = estimate(store)
        if planned.passages:
            print(_estimate_line(store, planned.passages, planned.tokens, data_dir))
        stored_before = store.counts().embedded

        async def work(progress: ProgressBar) -> None:
            async with _client(data_dir, key) as client:
                await embed(store, client, progress)

        failure: str | None = None
        with ProgressBar(sys.stderr) as bar:
            try:
                asyncio.run(work(bar))
            except (ApiError, KbError) as err:
                failure = str(err)
        counts = store.counts()
        now = counts.embedded - stored_before
        name = store.name
    said = [
        f"{_plural(counts.documents - counts.unreadable, 'document')}",
        f"{_plural(counts.passages, 'passage')}",
    ]
    changes = [f"{report.read} read", f"{now} embedded now"]
    if report.removed:
        changes.append(f"{report.removed} removed")
    print(f"{name}: {', '.join(said)} ({', '.join(changes)}).")
    if failure is not None:
        # Nothing stored in this run: the endpoint or the key is the problem, not the files.
        code = EXIT_USAGE if now == 0 else EXIT_FAILED
        left = counts.passages - counts.embedded
        tail = "" if code == EXIT_USAGE else f" {_plural(left, 'passage')} left to embed."
        return fail(failure + tail, code)
    if report.problems:
        return fail(f"{_plural(len(report.problems), 'file')} could not be read.", EXIT_FAILED)
    return EXIT_OK


def _estimate_line(store: KnowledgeStore, passages: int, tokens: int, data_dir: Path) -> str:
    from app.kb.index_job import catalog_price

    price = catalog_price(store.model, data_dir)
    if price is None:
        cost = "price unknown"
    else:
        cost = f"{_dollars(tokens * price / 1_000_000)} at ${price:g} per million tokens"
    return f"To embed: {_plural(passages, 'passage')}, about {tokens:,} tokens ({cost})."


def _dollars(amount: float) -> str:
    if amount < 0.0001:
        return "under $0.0001"
    return f"≈ ${amount:.4f}" if amount < 1 else f"≈ ${amount:,.2f}"


def _search(args: argparse.Namespace, data_dir: Path) -> int:
    from app.kb.search import search
    from app.kb.store import KnowledgeStore

    with KnowledgeStore.open(data_dir, args.name) as store:
        vector = None
        if store.dimension is not None:
            key = _api_key(keyword_only=True)
            if isinstance(key, str):
                vector = asyncio.run(_query_vector(store, data_dir, key, args.query))
        hits = search(store, args.query, vector, args.limit)
    if args.json:
        json.dump([hit.to_json() for hit in hits], sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return EXIT_OK
    if not hits:
        print("No passages found.")
    for n, hit in enumerate(hits, start=1):
        where = hit.file
        if hit.page is not None:
            where += f", {hit.unit} {hit.page}" + (f" ({hit.label})" if hit.label else "")
        text = " ".join(hit.text.split())
        shown = text if len(text) <= 300 else text[:299].rstrip() + "…"
        print(f"{n}. {where}  [score {hit.score:.4f}]\n   {shown}")
    return EXIT_OK


async def _query_vector(store: KnowledgeStore, data_dir: Path, key: str, query: str) -> list[float]:
    async with _client(data_dir, key) as client:
        answer = await client.embed(store.model, [query], dimensions=store.requested_dimensions)
    vector = answer.vectors[0]
    store.check_query_dimension(len(vector))
    return vector


def _list(data_dir: Path) -> int:
    from app.kb.bases import listing

    bases = listing(data_dir)
    if not bases:
        print("No knowledge bases yet: `cometdesk kb add NAME PATH...` makes one.")
        return EXIT_OK
    rows = [("Name", "Model", "Sources", "Documents", "Unreadable", "Passages", "Embedded", "Size")]
    for base in bases:
        c = base.counts
        rows.append(
            (
                base.name,
                base.model,
                str(base.sources),
                str(c.documents - c.unreadable),
                str(c.unreadable),
                str(c.passages),
                str(c.embedded),
                f"{base.bytes / 1_000_000:.1f} MB",
            )
        )
    widths = [max(len(row[n]) for row in rows) for n in range(len(rows[0]))]
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    return EXIT_OK


def _remove(args: argparse.Namespace, data_dir: Path) -> int:
    from app.kb.bases import remove

    remove(data_dir, args.name)
    print(f"Removed knowledge base {args.name} (its documents are untouched).")
    return EXIT_OK


def _client(data_dir: Path, key: str) -> EmbeddingsClient:
    from app.config import load_settings
    from app.kb.index_process import EndpointSpec

    settings = load_settings(data_dir)
    return EndpointSpec(
        settings.effective_base_url(),
        key,
        read_timeout=settings.read_timeout_s,
        proxy=settings.proxy,
        ca_bundle=settings.ca_bundle,
    ).client()


def _api_key(*, keyword_only: bool = False) -> str | int:
    """The key, or the exit code of saying why there is none. For a search, no key means
    keyword hits only."""
    from app.secrets import headless_key

    key, problem = headless_key()
    if key:
        return key
    if keyword_only:
        print(f"cometdesk: warning: No API key, so keyword hits only: {problem}", file=sys.stderr)
        return EXIT_USAGE
    return fail(f"No API key: {problem}", EXIT_USAGE)


def _plural(n: int, noun: str) -> str:
    return f"1 {noun}" if n == 1 else f"{n:,} {noun}s"


def _quoted(name: str) -> str:
    return f'"{name}"' if " " in name else name
