"""One knowledge base on disk: ``<data_dir>/knowledge/<name>.sqlite3``, readable by the user only.

SQLite through apsw, which ships its own SQLite (with FTS5) and may load extensions (the
standard library's module may not, depending on how Python was built), with sqlite-vec
loaded for the vector index. Tables:

- ``meta``: the base's name, embedding model, the size asked of the model, the vector
  dimension, fixed by the first embedding stored (a model that later returns another size is
  refused, never mixed: see ``DimensionChanged``), and what was learnt of the model's
  similarity floor from the stored vectors (``Calibration``, app.kb.calibration), absent
  until learnt.
- ``sources``: the folders and files the base was given.
- ``documents``: one row per file found: path, mtime, size, content hash, ``ok`` or
  ``error`` with the reason. A file whose mtime and size are unchanged is not read again.
- ``passages``: each document's passages (ordinal, page, sheet name, text, estimated tokens).
- ``passages_fts``: FTS5 over the passages' text (external content: the text is stored once;
  triggers keep the index in step).
- ``embeddings``: each embedded passage's vector as int8, scaled per vector (cosine distance
  does not change with a vector's length, so nothing is lost to the scale).
- ``vectors``: a sqlite-vec ``vec0`` table of the same vectors as sign bits, the coarse index
  that is scanned whole; its best candidates are re-ranked by the int8 vectors. Measured
  (docs/performance.md): a float32 scan of 100,000 × 512 takes ~170 ms, the bit scan ~10.

Deleting a passage (a changed or deleted document) removes its FTS entry, embedding and
vector in the same transaction, by triggers.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.kb.chunking import Passage

if TYPE_CHECKING:
    import apsw

FORMAT = 1
KNOWLEDGE_DIRNAME = "knowledge"
SUFFIX = ".sqlite3"
_NAME = re.compile(r"^[^\W_][\w .-]{0,63}$")
# English stemming (porter) over Unicode words without accents: "booking" finds "booked".
_TOKENIZER_WORDS = ("porter", "unicode61", "remove_diacritics", "2")
_TOKENIZER = (_TOKENIZER_WORDS[0], list(_TOKENIZER_WORDS[1:]))
COMMON_SHARE = 0.02
COMMON_FLOOR = 1000


class KbError(Exception):
    """A knowledge base cannot be used as asked; ``str(err)`` is one sentence for the user."""


class UnknownBase(KbError):
    pass


class DimensionChanged(KbError):
    def __init__(self, name: str, model: str, stored: int, got: int) -> None:
        super().__init__(
            f"{model} now returns {got}-dimensional embeddings, but the knowledge base {name} "
            f"holds {stored}-dimensional ones; re-index it to embed everything again "
            f"(cometdesk kb index {_quoted(name)} --reindex)."
        )
        self.stored = stored
        self.got = got


def _quoted(name: str) -> str:
    return f'"{name}"' if " " in name else name


def knowledge_dir(data_dir: Path) -> Path:
    return data_dir / KNOWLEDGE_DIRNAME


def base_path(data_dir: Path, name: str) -> Path:
    return knowledge_dir(data_dir) / f"{name}{SUFFIX}"


def check_name(name: str) -> str:
    """The name as given, or KbError: letters, digits, spaces, . _ -, up to 64 characters."""
    if not _NAME.match(name) or name != name.strip() or name.endswith("."):
        raise KbError(
            f"{name!r} cannot name a knowledge base: use up to 64 letters, digits, spaces, "
            "dots, dashes or underscores, starting with a letter or digit."
        )
    return name


def base_names(data_dir: Path) -> list[str]:
    folder = knowledge_dir(data_dir)
    if not folder.is_dir():
        return []
    return sorted(
        p.name[: -len(SUFFIX)]
        for p in folder.iterdir()
        if p.name.endswith(SUFFIX) and _NAME.match(p.name[: -len(SUFFIX)])
    )


@dataclass(frozen=True, slots=True)
class DocumentRow:
    id: int
    path: str
    mtime_ns: int
    size: int
    hash: str
    status: str  # "ok" or "error"
    error: str | None


@dataclass(frozen=True, slots=True)
class Calibration:
    """How similar unrelated passages of the base are under its model: the median cosine
    similarity of ``pairs`` sampled passage pairs and their spread (a standard deviation
    estimated from the median absolute deviation, which the related pairs a sample also
    holds barely move); and ``sample``, passages a question is compared with to find its
    own floor. See app.kb.calibration."""

    similarity: float
    spread: float
    pairs: int
    sample: tuple[int, ...]


_CALIBRATION_KEYS = ("similarity_floor", "similarity_spread", "similarity_pairs", "floor_sample")


@dataclass(frozen=True, slots=True)
class Counts:
    documents: int
    unreadable: int
    passages: int
    embedded: int


_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE sources(path TEXT PRIMARY KEY, added_at REAL NOT NULL);
CREATE TABLE documents(
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    mtime_ns INTEGER NOT NULL,
    size INTEGER NOT NULL,
    hash TEXT NOT NULL,
    kind TEXT,
    status TEXT NOT NULL,
    error TEXT,
    indexed_at REAL NOT NULL
);
CREATE TABLE passages(
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    ordinal INTEGER NOT NULL,
    page INTEGER,
    label TEXT,
    unit TEXT NOT NULL,
    text TEXT NOT NULL,
    tokens INTEGER NOT NULL
);
CREATE INDEX passages_of_document ON passages(document_id, ordinal);
CREATE TABLE embeddings(passage_id INTEGER PRIMARY KEY, vector BLOB NOT NULL);
CREATE VIRTUAL TABLE passages_fts USING fts5(
    text, content='passages', content_rowid='id',
    tokenize='{tokenizer}'
);
CREATE VIRTUAL TABLE passages_vocab USING fts5vocab(passages_fts, 'row');
CREATE TRIGGER passages_added AFTER INSERT ON passages BEGIN
    INSERT INTO passages_fts(rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER passages_removed AFTER DELETE ON passages BEGIN
    INSERT INTO passages_fts(passages_fts, rowid, text) VALUES ('delete', old.id, old.text);
    DELETE FROM embeddings WHERE passage_id = old.id;
END;
"""

# Created with the vec0 table, once the first embedding tells the dimension.
_VECTORS = """
CREATE VIRTUAL TABLE vectors USING vec0(embedding bit[{bits}]);
CREATE TRIGGER embeddings_removed AFTER DELETE ON embeddings BEGIN
    DELETE FROM vectors WHERE rowid = old.passage_id;
END;
"""


class KnowledgeStore:
    """An open knowledge base file. Blocking calls: use it from one thread at a time."""

    def __init__(self, path: Path, conn: apsw.Connection) -> None:
        self.path = path
        self._conn = conn
        self._tokenizer: apsw.FTS5Tokenizer | None = None

    # -- opening ------------------------------------------------------------------------------

    @classmethod
    def create(
        cls, data_dir: Path, name: str, model: str, dimensions: int | None
    ) -> KnowledgeStore:
        check_name(name)
        path = base_path(data_dir, name)
        if path.exists():
            raise KbError(f"A knowledge base named {name} exists already.")
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        # The file exists, private, before SQLite opens it: never a moment readable by others.
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        try:
            store = cls(path, _connect(path))
            with store._conn:
                store._conn.execute(_SCHEMA.format(tokenizer=" ".join(_TOKENIZER_WORDS)))
                store._set_meta(
                    {
                        "format": str(FORMAT),
                        "name": name,
                        "model": model,
                        "dimensions": "" if dimensions is None else str(dimensions),
                        "created_at": str(time.time()),
                    }
                )
        except BaseException:
            with contextlib.suppress(OSError):
                path.unlink()
            raise
        return store

    @classmethod
    def open(cls, data_dir: Path, name: str) -> KnowledgeStore:
        path = base_path(data_dir, name)
        if not _NAME.match(name) or not path.is_file():
            raise UnknownBase(
                f"There is no knowledge base named {name}; `cometdesk kb list` shows them."
            )
        import apsw

        try:
            store = cls(path, _connect(path))
            found = store.meta("format")
        except apsw.Error as err:
            raise KbError(f"The knowledge base {name} cannot be opened ({err}).") from err
        if found != str(FORMAT):
            store.close()
            raise KbError(
                f"The knowledge base {name} was written by another version of Comet Desk "
                f"(format {found}); remove it and add it again."
            )
        return store

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> KnowledgeStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        with self._conn:
            yield

    # -- meta ---------------------------------------------------------------------------------

    def meta(self, key: str) -> str | None:
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def _set_meta(self, values: dict[str, str]) -> None:
        self._conn.executemany(
            "INSERT INTO meta(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            list(values.items()),
        )

    @property
    def name(self) -> str:
        return self.meta("name") or self.path.name[: -len(SUFFIX)]

    @property
    def model(self) -> str:
        return self.meta("model") or ""

    @property
    def requested_dimensions(self) -> int | None:
        value = self.meta("dimensions")
        return int(value) if value else None

    @property
    def dimension(self) -> int | None:
        value = self.meta("dimension")
        return int(value) if value else None

    def stored_calibration(self) -> Calibration | None:
        """What the last indexing run learnt; None before one (or in a base written before
        calibrations were: the meta table takes the keys without a new format)."""
        values = [self.meta(key) for key in _CALIBRATION_KEYS]
        if any(v is None for v in values):
            return None
        floor, spread, pairs, sample = (v or "" for v in values)
        try:
            ids = tuple(int(n) for n in sample.split())
            return Calibration(float(floor), float(spread), int(pairs), ids)
        except ValueError:
            return None

    def store_calibration(self, calibration: Calibration) -> None:
        values = (
            f"{calibration.similarity:.6f}",
            f"{calibration.spread:.6f}",
            str(calibration.pairs),
            " ".join(str(n) for n in calibration.sample),
        )
        with self._conn:
            self._set_meta(dict(zip(_CALIBRATION_KEYS, values, strict=True)))

    # -- sources ------------------------------------------------------------------------------

    def add_sources(self, paths: Iterable[Path]) -> list[str]:
        """Adds what is not there yet; returns the sources as stored now."""
        with self._conn:
            self._conn.executemany(
                "INSERT OR IGNORE INTO sources(path, added_at) VALUES (?, ?)",
                [(str(p), time.time()) for p in paths],
            )
        return self.sources()

    def remove_sources(self, paths: Iterable[str]) -> None:
        with self._conn:
            self._conn.executemany("DELETE FROM sources WHERE path = ?", [(p,) for p in paths])

    def sources(self) -> list[str]:
        return [str(r[0]) for r in self._conn.execute("SELECT path FROM sources ORDER BY path")]

    # -- documents and passages ---------------------------------------------------------------

    def documents(self) -> dict[str, DocumentRow]:
        rows = self._conn.execute(
            "SELECT id, path, mtime_ns, size, hash, status, error FROM documents"
        )
        return {
            str(r[1]): DocumentRow(
                _int(r[0]), str(r[1]), _int(r[2]), _int(r[3]), str(r[4]), str(r[5]), _opt(r[6])
            )
            for r in rows
        }

    def touch_document(self, doc_id: int, mtime_ns: int, size: int) -> None:
        """The file was saved again with the same content: nothing to read or embed."""
        with self._conn:
            self._conn.execute(
                "UPDATE documents SET mtime_ns = ?, size = ? WHERE id = ?", (mtime_ns, size, doc_id)
            )

    def put_document(
        self,
        path: str,
        *,
        mtime_ns: int,
        size: int,
        digest: str,
        kind: str | None,
        passages: Sequence[Passage],
        unit: str,
        tokens: Sequence[int],
        error: str | None = None,
    ) -> None:
        """Replaces the document's passages (and so their embeddings) in one transaction:
        a run killed before this commits reads the file again next time."""
        with self._conn:
            row = self._conn.execute("SELECT id FROM documents WHERE path = ?", (path,)).fetchone()
            values = (mtime_ns, size, digest, kind, "error" if error else "ok", error, time.time())
            if row is None:
                self._conn.execute(
                    "INSERT INTO documents(mtime_ns, size, hash, kind, status, error, indexed_at,"
                    " path) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (*values, path),
                )
                doc_id = self._conn.last_insert_rowid()
            else:
                doc_id = _int(row[0])
                self._conn.execute("DELETE FROM passages WHERE document_id = ?", (doc_id,))
                self._conn.execute(
                    "UPDATE documents SET mtime_ns = ?, size = ?, hash = ?, kind = ?, status = ?,"
                    " error = ?, indexed_at = ? WHERE id = ?",
                    (*values, doc_id),
                )
            self._conn.executemany(
                "INSERT INTO passages(document_id, ordinal, page, label, unit, text, tokens)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (doc_id, p.ordinal, p.page, p.label, unit, p.text, n)
                    for p, n in zip(passages, tokens, strict=True)
                ],
            )

    def remove_documents(self, paths: Iterable[str]) -> int:
        removed = 0
        with self._conn:
            for path in paths:
                row = self._conn.execute(
                    "SELECT id FROM documents WHERE path = ?", (path,)
                ).fetchone()
                if row is None:
                    continue
                self._conn.execute("DELETE FROM passages WHERE document_id = ?", (row[0],))
                self._conn.execute("DELETE FROM documents WHERE id = ?", (row[0],))
                removed += 1
        return removed

    def counts(self) -> Counts:
        documents, unreadable = self._conn.execute(
            "SELECT count(*), coalesce(sum(status = 'error'), 0) FROM documents"
        ).fetchone() or (0, 0)
        passages = self._scalar("SELECT count(*) FROM passages")
        embedded = self._scalar("SELECT count(*) FROM embeddings")
        return Counts(_int(documents), _int(unreadable), passages, embedded)

    def problems(self) -> list[tuple[str, str]]:
        rows = self._conn.execute(
            "SELECT path, error FROM documents WHERE status = 'error' ORDER BY path"
        )
        return [(str(r[0]), str(r[1])) for r in rows]

    def pending(self) -> tuple[int, int]:
        """(passages not embedded yet, their estimated tokens)."""
        row = self._conn.execute(
            "SELECT count(*), coalesce(sum(tokens), 0) FROM passages p"
            " WHERE NOT EXISTS (SELECT 1 FROM embeddings e WHERE e.passage_id = p.id)"
        ).fetchone()
        return (0, 0) if row is None else (_int(row[0]), _int(row[1]))

    def pending_batch(self, after: int, size: int) -> list[tuple[int, str]]:
        """Up to ``size`` passages not embedded yet with ids above ``after``, by id."""
        rows = self._conn.execute(
            "SELECT id, text FROM passages p WHERE id > ?"
            " AND NOT EXISTS (SELECT 1 FROM embeddings e WHERE e.passage_id = p.id)"
            " ORDER BY id LIMIT ?",
            (after, size),
        )
        return [(_int(r[0]), str(r[1])) for r in rows]

    # -- vectors ------------------------------------------------------------------------------

    def store_vectors(self, items: Sequence[tuple[int, Sequence[float]]]) -> None:
        """Stores embeddings of passages (ones deleted meanwhile are skipped). The first
        fixes the base's dimension; another dimension later raises DimensionChanged."""
        if not items:
            return
        got = len(items[0][1])
        if any(len(v) != got for _, v in items):
            raise KbError("The embeddings endpoint returned vectors of different sizes.")
        with self._conn:
            stored = self.dimension
            if stored is None:
                self._create_vectors(got)
            elif stored != got:
                raise DimensionChanged(self.name, self.model, stored, got)
            live = {
                _int(r[0])
                for r in self._conn.execute(
                    f"SELECT id FROM passages WHERE id IN ({','.join('?' * len(items))})",
                    tuple(pid for pid, _ in items),
                )
            }
            rows = [(pid, quantize(v)) for pid, v in items if pid in live]
            self._conn.executemany(
                "INSERT OR REPLACE INTO embeddings(passage_id, vector) VALUES (?, ?)", rows
            )
            self._conn.executemany(
                "INSERT INTO vectors(rowid, embedding)"
                " VALUES (?, vec_quantize_binary(vec_int8(?)))",
                [(pid, padded(q)) for pid, q in rows],
            )

    def _create_vectors(self, dimension: int) -> None:
        self._conn.execute(_VECTORS.format(bits=_bits(dimension)))
        self._set_meta({"dimension": str(dimension)})

    def forget_embeddings(self) -> None:
        """Drops every vector (the passages stay): the next index embeds them all again."""
        with self._conn:
            self._conn.execute("DROP TRIGGER IF EXISTS embeddings_removed")
            self._conn.execute("DROP TABLE IF EXISTS vectors")
            self._conn.execute("DELETE FROM embeddings")
            self._conn.execute(
                "DELETE FROM meta WHERE key IN"
                f" ('dimension', {','.join('?' * len(_CALIBRATION_KEYS))})",
                _CALIBRATION_KEYS,
            )

    def check_query_dimension(self, got: int) -> None:
        stored = self.dimension
        if stored is not None and stored != got:
            raise DimensionChanged(self.name, self.model, stored, got)

    # -- search -------------------------------------------------------------------------------

    def keyword_ranks(self, query: str, limit: int, *, common_too: bool = False) -> list[int]:
        """Passage ids best first by BM25 over the query's words, [] for a query without
        words. Words found in more than COMMON_SHARE of the passages are left out: BM25
        gives them almost no weight, yet scoring the passages they match would cost more
        than the rest of the search (a "the" or "of" matches nearly every passage). With
        ``common_too`` (no vector side to fall back on) the rarest word stays in anyway."""
        words = list(dict.fromkeys(w.lower() for w in _WORD.findall(query)))[:64]
        if not words:
            return []
        cap = max(COMMON_FLOOR, int(self._scalar("SELECT count(*) FROM passages") * COMMON_SHARE))
        found: list[tuple[int, str]] = []
        for word in words:
            counts = [self._document_frequency(token) for token in self._tokens(word)]
            if counts and min(counts) > 0:
                found.append((min(counts), word))
        kept = [word for count, word in found if count <= cap]
        if not kept and found and common_too:
            kept = [min(found)[1]]
        if not kept:
            return []
        rows = self._conn.execute(
            "SELECT rowid FROM passages_fts WHERE passages_fts MATCH ? ORDER BY rank LIMIT ?",
            (fts_query(kept), limit),
        )
        return [_int(r[0]) for r in rows]

    def _tokens(self, word: str) -> list[str]:
        import apsw

        if self._tokenizer is None:
            self._tokenizer = self._conn.fts5_tokenizer(*_TOKENIZER)
        tokens = self._tokenizer(
            word.encode("utf-8"),
            apsw.FTS5_TOKENIZE_QUERY,
            None,
            include_offsets=False,
            include_colocated=False,
        )
        return [str(t) for t in tokens]

    def _document_frequency(self, token: str) -> int:
        row = self._conn.execute(
            "SELECT doc FROM passages_vocab WHERE term = ?", (token,)
        ).fetchone()
        return 0 if row is None else _int(row[0])

    def vector_ranks(self, vector: Sequence[float], limit: int, oversample: int) -> list[int]:
        """Passage ids best first: ``limit * oversample`` candidates by Hamming distance of
        the sign bits, re-ranked by cosine distance of the int8 vectors."""
        if self.dimension is None:
            return []
        query = quantize(vector)
        coarse = [
            _int(r[0])
            for r in self._conn.execute(
                "SELECT rowid FROM vectors WHERE embedding MATCH vec_quantize_binary(vec_int8(?))"
                " AND k = ?",
                (padded(query), min(4096, limit * oversample)),
            )
        ]
        if not coarse:
            return []
        rows = self._conn.execute(
            "SELECT passage_id, vec_distance_cosine(vec_int8(vector), vec_int8(?)) AS d"
            f" FROM embeddings WHERE passage_id IN ({','.join('?' * len(coarse))})"
            " ORDER BY d LIMIT ?",
            (query, *coarse, limit),
        )
        return [_int(r[0]) for r in rows]

    def similarities(self, vector: Sequence[float], ids: Sequence[int]) -> dict[int, float]:
        """Cosine similarity (1 - cosine distance, of the stored int8 vectors) of each given
        passage to the query; a passage not embedded yet is left out."""
        if self.dimension is None or not ids:
            return {}
        rows = self._conn.execute(
            "SELECT passage_id, vec_distance_cosine(vec_int8(vector), vec_int8(?))"
            f" FROM embeddings WHERE passage_id IN ({','.join('?' * len(ids))})",
            (quantize(vector), *ids),
        )
        return {_int(r[0]): 1.0 - float(r[1]) for r in rows}

    def embedded_ids(self) -> list[int]:
        return [_int(r[0]) for r in self._conn.execute("SELECT passage_id FROM embeddings")]

    def places(self, ids: Iterable[int]) -> dict[int, tuple[int, int | None, int]]:
        """(document id, page, ordinal) of each given passage."""
        wanted = tuple(dict.fromkeys(ids))
        if not wanted:
            return {}
        rows = self._conn.execute(
            "SELECT id, document_id, page, ordinal FROM passages"
            f" WHERE id IN ({','.join('?' * len(wanted))})",
            wanted,
        )
        return {
            _int(r[0]): (_int(r[1]), None if r[2] is None else _int(r[2]), _int(r[3])) for r in rows
        }

    def pair_similarities(self, pairs: Sequence[tuple[int, int]]) -> list[float]:
        """Cosine similarity of the stored vectors of each pair of passages; a pair with a
        passage not embedded, or a zero vector, is left out."""
        if not pairs:
            return []
        rows = self._conn.execute(
            f"WITH pair(a, b) AS (VALUES {','.join(['(?, ?)'] * len(pairs))})"
            " SELECT vec_distance_cosine(vec_int8(x.vector), vec_int8(y.vector)) FROM pair"
            " JOIN embeddings x ON x.passage_id = pair.a"
            " JOIN embeddings y ON y.passage_id = pair.b",
            tuple(n for pair in pairs for n in pair),
        )
        return [1.0 - float(r[0]) for r in rows if r[0] is not None]

    def passages_by_id(self, ids: Sequence[int]) -> dict[int, dict[str, Any]]:
        if not ids:
            return {}
        rows = self._conn.execute(
            "SELECT p.id, d.path, p.page, p.label, p.unit, p.ordinal, p.text"
            " FROM passages p JOIN documents d ON d.id = p.document_id"
            f" WHERE p.id IN ({','.join('?' * len(ids))})",
            tuple(ids),
        )
        return {
            _int(r[0]): {
                "file": str(r[1]),
                "page": None if r[2] is None else _int(r[2]),
                "label": _opt(r[3]),
                "unit": str(r[4]),
                "ordinal": _int(r[5]),
                "text": str(r[6]),
            }
            for r in rows
        }

    # -- helpers ------------------------------------------------------------------------------

    def _scalar(self, sql: str) -> int:
        row = self._conn.execute(sql).fetchone()
        return 0 if row is None else _int(row[0])

    def execute(self, sql: str, bindings: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Raw SQL, for the benchmark and tests that build large bases directly."""
        return list(self._conn.execute(sql, tuple(bindings)))

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        self._conn.executemany(sql, (tuple(r) for r in rows))


def _connect(path: Path) -> apsw.Connection:
    import apsw
    import sqlite_vec  # type: ignore[import-untyped]  # no type information shipped

    conn = apsw.Connection(str(path))
    conn.set_busy_timeout(10_000)
    conn.enable_load_extension(True)
    conn.load_extension(sqlite_vec.loadable_path())
    conn.enable_load_extension(False)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


_WORD = re.compile(r"\w+", re.UNICODE)


def fts_query(words: Sequence[str]) -> str:
    """Words (letters, digits, underscores only) as an FTS5 query that matches any of them;
    quoted, so none is read as an operator (AND, OR, NOT, NEAR)."""
    return " OR ".join(f'"{w}"' for w in words)


def quantize(vector: Sequence[float]) -> bytes:
    """int8, scaled so the largest component is ±127 (cosine distance ignores the scale)."""
    top = max((abs(x) for x in vector), default=0.0)
    scale = 127.0 / top if top > 0 else 0.0
    return array("b", [max(-127, min(127, round(x * scale))) for x in vector]).tobytes()


def _bits(dimension: int) -> int:
    return (dimension + 7) // 8 * 8


def padded(vector: bytes) -> bytes:
    """An int8 vector zero-padded to a multiple of 8, which bit vectors need."""
    return vector + b"\x00" * (_bits(len(vector)) - len(vector))


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _opt(value: object) -> str | None:
    return None if value is None else str(value)
