"""A screen reader's view of a running app, for tests: reads the AT-SPI accessibility tree
and invokes actions on it, as Orca would.

Runs with the system Python (``/usr/bin/python3``), which has the AT-SPI bindings from the
distribution (Debian: gir1.2-atspi-2.0, python3-pyatspi); they are not on PyPI. It uses
nothing of this repository. ``--check`` prints "ok" when the bindings load.

Otherwise it serves one JSON command a line on stdin and answers one JSON line on stdout
({"ok": true, ...} or {"ok": false, "error": ...}). A node is found by a path of steps,
each a descendant of the one before: ``{"name": ..., "role": ..., "showing": true}`` (any
key may be left out; "name_has" matches part of the name, "label" the name of what the
node's labelled-by relation points at). The search starts at the
application named on the command line and at the menus it has opened: a popup menu is not
a child of anything in Qt's tree, so, like a screen reader, the probe learns of it from the
"showing" event. Every command polls the tree until what it waits for is there (or gone),
up to its "timeout" in seconds, letting events in between polls.

Commands:
    {"cmd": "find", "path": [...]}                  the node's facts
    {"cmd": "find_all", "path": [...], "match": {...}, "count": n}
                                                    facts of the nodes under the path's end
                                                    that match, once there are n of them
    {"cmd": "gone", "path": [...]}                  wait until no such node is shown
    {"cmd": "act", "path": [...], "action": "Press"}
    {"cmd": "set_text", "path": [...], "text": "..."}

A node's facts: name, role, description, actions, states, labelled_by (the names of the
nodes its labelled-by relation points at: how a combo box is named on Linux) and, for a
node with text, text.
"""

from __future__ import annotations

import json
import sys
import time

POLL_S = 0.05
MAX_NODES = 5000


def main() -> int:
    try:
        import pyatspi
        from gi.repository import GLib
    except ImportError as error:  # the test names what is missing when it skips
        print(f"missing: {error}", flush=True)
        return 3
    if sys.argv[1:] == ["--check"]:
        print("ok", flush=True)
        return 0
    probe = Probe(pyatspi, GLib, sys.argv[1])
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            answer = probe.run(json.loads(line))
        except Exception as error:  # every failure goes back to the test
            answer = {"ok": False, "error": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer), flush=True)
    return 0


class NotYet(Exception):
    """What the command waits for is not there yet."""


class Probe:
    def __init__(self, pyatspi, glib, app_name: str) -> None:
        # A call the app does not answer (one stuck in a modal loop) fails in 10 s, not 25.
        pyatspi.Atspi.set_timeout(10_000, 15_000)
        self.atspi = pyatspi
        self.context = glib.MainContext.default()
        self.app_name = app_name
        self.popups: list[object] = []
        pyatspi.Registry.registerEventListener(
            self._on_showing, "object:state-changed:showing", "window:activate"
        )

    # ---- events -----------------------------------------------------------------------

    def _on_showing(self, event) -> None:
        source = event.source
        try:
            role = source.getRoleName()
        except Exception:  # gone already
            return
        if role in ("popup menu", "menu", "dialog", "alert", "window") and source not in (
            self.popups
        ):
            self.popups.append(source)

    def _pump(self, seconds: float) -> None:
        """Let the events that came in be handled, for about this long."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if not self.context.iteration(False):
                time.sleep(0.005)

    # ---- the tree ---------------------------------------------------------------------

    def _app(self):
        desktop = self.atspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == self.app_name:
                return app
        raise NotYet(f"no application {self.app_name!r} on the accessibility bus")

    def _roots(self) -> list[object]:
        roots = [self._app()]
        for popup in list(self.popups):
            try:
                if self._showing(popup):
                    roots.append(popup)
            except Exception:  # a menu that closed and went away
                self.popups.remove(popup)
        for root in roots:
            root.clearCache()  # names, children and states are read anew each poll
        return roots

    def _showing(self, node) -> bool:
        return node.getState().contains(self.atspi.STATE_SHOWING)

    def _walk(self, node):
        """The node's descendants, depth first (not the node itself)."""
        stack = [node]
        seen = 0
        while stack:
            current = stack.pop()
            try:
                children = [current.getChildAtIndex(i) for i in range(current.childCount)]
            except Exception:  # went away while read
                continue
            for child in reversed(children):
                if child is None:
                    continue
                seen += 1
                if seen > MAX_NODES:
                    return
                yield child
                stack.append(child)

    def _matches(self, node, step: dict) -> bool:
        try:
            if "name" in step and node.name != step["name"]:
                return False
            if "name_has" in step and step["name_has"] not in (node.name or ""):
                return False
            if "role" in step and node.getRoleName() != step["role"]:
                return False
            if "label" in step and step["label"] not in self._labels(node):
                return False
            return not step.get("showing") or self._showing(node)
        except Exception:  # went away while read
            return False

    def _find(self, path: list[dict]):
        """The first node at the end of the path, searching each root in turn."""
        for root in self._roots():
            found = self._follow(root, path)
            if found is not None:
                return found
        raise NotYet(f"nothing at {path}")

    def _follow(self, node, path: list[dict]):
        if not path:
            return node
        for child in self._walk(node):
            if self._matches(child, path[0]):
                found = self._follow(child, path[1:])
                if found is not None:
                    return found
        return None

    def _labels(self, node) -> list[str]:
        """The names of what the node's labelled-by relation points at."""
        names: list[str] = []
        for relation in node.getRelationSet():
            if relation.getRelationType() == self.atspi.RELATION_LABELLED_BY:
                targets = [relation.getTarget(i) for i in range(relation.getNTargets())]
                names += [t.name for t in targets if t is not None]
        return names

    def facts(self, node) -> dict:
        atspi = self.atspi
        out = {
            "name": node.name,
            "role": node.getRoleName(),
            "description": node.description,
            "states": sorted(atspi.stateToString(s) for s in node.getState().getStates()),
            "actions": [],
            "labelled_by": self._labels(node),
        }
        try:
            action = node.queryAction()
            out["actions"] = [action.getName(i) for i in range(action.nActions)]
        except NotImplementedError:
            pass
        try:
            text = node.queryText()
            out["text"] = text.getText(0, min(text.characterCount, 2000))
        except NotImplementedError:
            pass
        return out

    # ---- commands ---------------------------------------------------------------------

    def run(self, command: dict) -> dict:
        handler = getattr(self, "cmd_" + command.pop("cmd"))
        timeout = float(command.pop("timeout", 20))
        deadline = time.monotonic() + timeout
        while True:
            try:
                return {"ok": True, **handler(**command)}
            except NotYet as waiting:
                if time.monotonic() >= deadline:
                    return {"ok": False, "error": f"after {timeout:g} s: {waiting}"}
            self._pump(POLL_S)

    def cmd_find(self, path: list[dict]) -> dict:
        return {"node": self.facts(self._find(path))}

    def cmd_find_all(self, path: list[dict], match: dict, count: int = 1) -> dict:
        under = self._find(path)
        nodes = [self.facts(n) for n in self._walk(under) if self._matches(n, match)]
        if len(nodes) < count:
            raise NotYet(f"{len(nodes)} of {count} nodes like {match} under {path}")
        return {"nodes": nodes}

    def cmd_gone(self, path: list[dict]) -> dict:
        try:
            self._find(path)
        except NotYet:
            return {}
        raise NotYet(f"still there: {path}")

    def cmd_act(self, path: list[dict], action: str) -> dict:
        node = self._find(path)
        actions = node.queryAction()
        names = [actions.getName(i) for i in range(actions.nActions)]
        if action not in names:
            raise NotYet(f"{node.name!r} offers {names}, not {action!r}")
        return {"done": bool(actions.doAction(names.index(action)))}

    def cmd_set_text(self, path: list[dict], text: str) -> dict:
        node = self._find(path)
        return {"done": bool(node.queryEditableText().setTextContents(text))}


if __name__ == "__main__":
    raise SystemExit(main())
