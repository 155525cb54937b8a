"""Knowledge bases: folders and files read into passages, embedded, and searched by keyword
and meaning together. No Qt; blocking SQLite calls (run them off the UI thread).

    added = bases.add(data_dir, "handbook", [Path("~/Documents/handbook")], model=None)
    with KnowledgeStore.open(data_dir, "handbook") as store:
        report = await indexer.refresh(store, progress)   # read what changed, drop what went
        indexer.estimate(store)                           # passages and tokens to embed
        await indexer.embed(store, embeddings_client, progress)
        hits = search.search(store, "holiday allowance", query_vector, limit=10)

The modules are imported by name (app.kb.bases, .store, .indexer, .search, .cli); this
package imports nothing, so `cometdesk export` and the window's start pay nothing for it.
apsw, sqlite-vec and the document readers load with the first base opened or file read.
docs/knowledge-bases.md describes the file format, the command line and the limits.
"""
