"""Run the real app in a real X window under Xvfb against the loopback test server, send a
prompt, let the reply stream in, and capture the screen with ImageMagick's `import` (a real
screen grab, not a widget render).

    python -m scripts.screenshot OUT.png [THEME [LANGUAGE [WIDTHxHEIGHT]]]

The screen is the window's size (1600x1000 unless told); the light English run at that
size also takes the other scenes (images, compare, tools, a document, formulas, the describe
table); the dark run at that size takes the describe table too."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPLY = """## Three ways to reverse a list in Python

| approach | copies? | speed |
|---|---|---|
| `reversed(xs)` | no (iterator) | fastest to start |
| `xs[::-1]` | yes | fast |
| `xs.reverse()` | no (in place) | fast |

1. **Slicing** makes a new list:

```python
def reverse_copy(xs: list[int]) -> list[int]:
    # A negative step walks the list backwards.
    return xs[::-1]
```

2. **In place**, when you don't need the original: `xs.reverse()`.

> Tip: `reversed()` is lazy, so it is ideal inside a `for` loop.
"""


MATH_REPLY = r"""The area is the integral of $y = x^2$ over $[0, 1]$:

$$\int_0^1 x^2 \, dx = \left[ \frac{x^3}{3} \right]_0^1 = \frac{1}{3}$$

So about $0.333$ square units. (Prices like $5 and $10 stay plain text.)
"""


DEFAULT_SIZE = "1600x1000"

# The describe scene: (file, alt text) for the images described so far.
ALBUM = (
    (
        "beach-sunset.jpg",
        "A calm beach at sunset, the sun low over the sea and the wet sand glowing orange.",
    ),
    ("bicycle.jpg", "A blue bicycle leaning against a white wall in bright sunshine."),
    (
        "city-night.jpg",
        "A city street at night, shop signs and car lights reflected on the wet road.",
    ),
    (
        "forest-path.jpg",
        "A narrow path through a green forest, sunlight falling between tall trees.",
    ),
    ("harbour-boats.jpg", "Small fishing boats moored in a harbour, hills and houses behind them."),
    ("kyoto-gate.jpg", "A red wooden shrine gate framed by orange autumn maple leaves."),
    ("latte-art.jpg", "A cup of latte seen from above, a leaf drawn in the milk foam."),
    ("mountain-lake.jpg", "A still mountain lake reflecting snowy peaks under a clear blue sky."),
    (
        "receipt-0412.png",
        "A shop receipt listing three items, a matcha latte among them, and the total.",
    ),
)
DESCRIBING = "scan-0007.jpg"
BROKEN = "scan-0008.jpg"
WAITING = ("snowy-street.jpg", "sunflowers.jpg")


def make_album(folder: Path) -> None:
    """Small generated pictures, one per name, each with its own colours and shapes."""
    from PIL import Image, ImageDraw

    names = [name for name, _text in ALBUM] + [DESCRIBING, *WAITING]
    for n, name in enumerate(names):
        hue = (n * 47) % 360
        image = Image.new("RGB", (320, 240))
        draw = ImageDraw.Draw(image)
        for y in range(240):  # a sky: a vertical gradient of the picture's own hue
            shade = int(90 + 120 * y / 240)
            draw.line([(0, y), (320, y)], fill=_hsv(hue, 0.45, shade / 255))
        draw.ellipse((200, 30, 260, 90), fill=_hsv((hue + 40) % 360, 0.6, 1.0))
        draw.polygon([(0, 240), (110, 120), (220, 240)], fill=_hsv((hue + 180) % 360, 0.5, 0.45))
        draw.polygon(
            [(120, 240), (240, 140), (320, 200), (320, 240)],
            fill=_hsv((hue + 200) % 360, 0.55, 0.3),
        )
        image.save(folder / name, quality=90)
    (folder / BROKEN).write_bytes(b"%PDF-1.4 this scan was saved as a PDF, not a JPEG")


def _hsv(hue: int, saturation: float, value: float) -> tuple[int, int, int]:
    import colorsys

    r, g, b = colorsys.hsv_to_rgb(hue / 360, saturation, value)
    return round(r * 255), round(g * 255), round(b * 255)


async def stage_describe(controller: object, folder: Path) -> object:
    """The Describe images window over the main window, a job three quarters done: rows
    described, one being described, one that failed, two waiting (staged through the
    presenter as the job's own rows would arrive)."""
    from app.media import ImageError, load_image_file
    from app.services.describe.rows import DescribeRow

    presenter = controller.describe.open()  # type: ignore[attr-defined]
    view = presenter.view
    view.model_picker.setEditText("gpt-4.1")
    await presenter._choose([str(folder)])
    await presenter._estimate()
    for n, (name, text) in enumerate(ALBUM):
        row = DescribeRow(
            file=str(folder / name),
            description=text,
            model="gpt-4.1",
            input_tokens=151 + n % 3,
            output_tokens=len(text.split()) + 4,
            status="ok",
        )
        presenter.table.set_row(row, presenter._cost(row))
    try:
        load_image_file(folder / BROKEN)
        error = "The file could not be read."
    except ImageError as err:
        error = err.message
    failed = DescribeRow(str(folder / BROKEN), "", "gpt-4.1", None, None, "error", error)
    presenter.table.set_row(failed, None)
    presenter.table.set_state(str(folder / DESCRIBING), "describing")
    presenter._show_progress()
    view.set_phase("running")
    view.set_estimate("")
    view.table.selectRow(8)
    view.table.scrollToBottom()
    return view


def _start_xvfb(size: str) -> tuple[subprocess.Popen[bytes], str]:
    display = ":97"
    proc = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(1.0)
    return proc, display


def main(out: str, theme: str, language: str, size: str = DEFAULT_SIZE) -> int:
    if not shutil.which("Xvfb"):
        print("Xvfb is not installed (apt-get install xvfb)", file=sys.stderr)
        return 2
    xvfb, display = _start_xvfb(size)
    try:
        env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
        command = [
            sys.executable,
            "-m",
            "scripts.screenshot",
            "--inner",
            out,
            theme,
            language,
            size,
        ]
        return subprocess.call(command, env=env)
    finally:
        xvfb.terminate()


QUICK_REPLY = (
    "A **bar chart of five values** rising overall: the fourth bar is the tallest (about "
    "2.5× the first), with a dip at the third and a slight fall at the end.\n\n"
    "- Highest: bar 4\n- Lowest: bar 1\n- Trend: upward, not steady"
)


def _png(image: Any) -> bytes:
    import io

    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


# The conversation shown, in English and in Japanese (for the Japanese UI screenshot).
CHATS = {
    "en": (
        ("Trip plan for Kyoto in April", "Why is the sky blue?", "SQL window functions"),
        "How do I reverse a list in Python? Compare the options.",
        "And for a deque?",
    ),
    "ja": (
        ("4月の京都旅行の計画", "空はなぜ青いの?", "SQL のウィンドウ関数"),
        "Python でリストを逆順にするには? 方法を比べてください。",
        "deque の場合は?",
    ),
}


def inner(
    out: str, theme_mode: str = "light", language: str = "en", size: str = DEFAULT_SIZE
) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    from app.main import _make_loop, build_controller
    from app.secrets import MemoryKeyStore
    from app.ui.shell.main_window import MainWindow
    from app.ui.transcript.message_parts import FoldSection
    from tests.support.fake_server import FakeOpenAIServer, Reply

    app = QApplication(sys.argv[:1])
    from app.ui.shell import i18n
    from app.ui.shell.theme import ThemeManager

    i18n.install(app, language)
    ThemeManager(app).apply(theme_mode)
    # Variants (another theme, language or size): the chat scene only.
    only_main = (theme_mode, language, size) != ("light", "en", DEFAULT_SIZE)
    width, height = (int(n) for n in size.split("x"))
    titles, question, follow_up = CHATS["ja" if language == "ja" else "en"]
    loop = _make_loop(app)
    asyncio.set_event_loop(loop)
    server = FakeOpenAIServer(default_delay=0.004)
    data = Path(tempfile.mkdtemp(prefix="cometdesk-shot-"))
    # The loopback server only echoes: an auto-title request would name chats after its prompt.
    from app import config

    config.save_settings(data, config.Settings(auto_title=False))
    window = MainWindow()
    window.resize(width, height)
    # A small window as a first run shows it: the inspector closed (Ctrl+I opens it).
    window.header.inspector_button.setChecked(width >= 1200)
    window.move(0, 0)
    env = {"COMETDESK_BASE_URL": server.base_url, "COMETDESK_API_KEY": "sk-screenshot"}
    controller = build_controller(window, data, env, MemoryKeyStore())
    window.show()

    def shoot(path: str) -> None:
        grabbed = False
        if shutil.which("import"):  # ImageMagick: a real screen grab
            grab = subprocess.run(["import", "-window", "root", path], check=False)
            grabbed = grab.returncode == 0
        if not grabbed:  # Qt's own render of the window
            window.grab().save(path)
        print(f"saved {path}")

    def next_reply() -> asyncio.Future[None]:
        """Done once the next reply has finished."""
        finished: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def done(*_args: object) -> None:
            controller.replyFinished.disconnect(done)
            if not finished.done():
                finished.set_result(None)

        controller.replyFinished.connect(done)
        return finished

    async def send_and_wait() -> None:
        """Send what the composer holds; return once the reply has finished."""
        replied = next_reply()
        controller.send_from_composer()
        await replied

    async def images_scene() -> None:
        from PIL import Image, ImageDraw

        controller.new_chat()
        folder = Path(tempfile.mkdtemp(prefix="cometdesk-img-"))
        receipt = Image.new("RGB", (900, 1200), "white")
        draw = ImageDraw.Draw(receipt)
        for i, line in enumerate(
            ["KYOTO TEA HOUSE", "Matcha latte   620", "Mochi (3)   450", "Total        1070"]
        ):
            draw.text((60, 80 + i * 60), line, fill="black")
        receipt.save(folder / "receipt.png")
        photo = Image.new("RGB", (4000, 3000))
        for x in range(0, 4000, 40):
            photo.paste((200 - x % 180, 90 + x % 120, 60 + x % 160), (x, 0, x + 40, 3000))
        photo.save(folder / "temple.jpg", quality=90)
        await window.attachment_tray.add_files([folder / "receipt.png", folder / "temple.jpg"])
        window.composer.setPlainText("What does the receipt say, and where was the photo taken?")
        await asyncio.sleep(0.5)

    async def compare_scene() -> None:
        models = ("gpt-4o-mini", "claude-sonnet-4-5", "gemini-2.5-flash")
        answers = (
            "**Haiku about autumn**\n\nCrisp leaves drift and fall,\n"
            "lanterns glow on temple stone —\nthe year exhales slow.",
            "Here is one:\n\n> Maple fire on hills,\n> cold river carries the red\n"
            "> past the sleeping town.\n\nIt uses the classic 5-7-5 pattern.",
            "1. *Golden ginkgo rain*\n2. *Footsteps hush on fallen leaves*\n"
            "3. *Moon in the teacup*\n\n| line | syllables |\n|---|---|\n| 1 | 5 |\n"
            "| 2 | 7 |\n| 3 | 5 |",
        )
        for model, answer in zip(models, answers, strict=True):
            server.enqueue(Reply(text=answer, chunk_size=3), key=model)
        window.compare_button.click()
        view = window.compare_view
        while len(view.columns) < 3:
            view.add_button.click()
        for column, model in zip(view.columns, models, strict=True):
            column.model_picker.setEditText(model)
        window.composer.setPlainText("Write a haiku about autumn in Kyoto.")
        controller.send_from_composer()
        while controller.compare.busy():
            await asyncio.sleep(0.05)
        view.figures.fold_button.click()  # folded after a first exchange: opened to show it
        await asyncio.sleep(0.8)

    async def tools_scene() -> None:
        """mcp-server-time added, the time in Tokyo asked: the approval, then the reply."""
        from dataclasses import replace as _replace

        from app.mcp import ServerConfig
        from app.ui.tools.approval_dialog import ApprovalDialog
        from tests.support.mcp_fake_replies import tool_call

        tools = controller.services.tools
        time_server = ServerConfig(
            "time", "Time", command=sys.executable, args=("-m", "mcp_server_time")
        )
        tools.settings.update(_replace(tools.settings.settings, servers=(time_server,)))
        await tools.manager.configure((time_server,))
        window.parameter_panel.tools.set_servers([("time", "Time")])
        controller.new_chat()
        server.enqueue(
            Reply(
                text="",
                tool_calls=[tool_call("time__get_current_time", {"timezone": "Asia/Tokyo"})],
            ),
            Reply(
                text="It is **9:41 in the morning** in Tokyo (JST, UTC+9), on Monday.", chunk_size=4
            ),
        )
        window.composer.setPlainText("What time is it in Tokyo right now?")
        replied = next_reply()
        controller.send_from_composer()
        dialog = None
        while dialog is None:
            await asyncio.sleep(0.1)
            dialog = next((d for d in window.findChildren(ApprovalDialog) if d.isVisible()), None)
        await asyncio.sleep(0.5)
        shoot(str(Path(out).with_name("tool-approval.png")))
        dialog.run_button.click()
        await replied
        for section in window.transcript.findChildren(FoldSection, "toolCallSection"):
            section.set_open(True)
        await asyncio.sleep(0.8)
        shoot(str(Path(out).with_name("tool-reply.png")))

    async def documents_scene() -> None:
        """A PDF attached, its preview open at pages 1–2; then a reply with formulas."""
        from app.ui.composer.document_preview import DocumentPreview
        from tests.support.documents import make

        controller.new_chat()
        folder = Path(tempfile.mkdtemp(prefix="cometdesk-doc-"))
        (folder / "quarterly-report.pdf").write_bytes(make.report_pdf())
        controller.documents.add_files([folder / "quarterly-report.pdf"])
        while not controller.documents.chips():
            await asyncio.sleep(0.05)
        window.composer.setPlainText("Summarise the costs section in two sentences.")
        chip = controller.documents.chips()[0]
        await controller.documents.preview(chip)
        preview = next(d for d in window.findChildren(DocumentPreview) if d.isVisible())
        preview.last.setValue(2)
        await asyncio.sleep(0.8)
        shoot(str(Path(out).with_name("document.png")))
        preview.accept()
        controller.documents.clear()
        window.composer.clear()
        controller.new_chat()
        server.enqueue(Reply(text=MATH_REPLY, chunk_size=5))
        window.composer.setPlainText("What is the area under y = x² from 0 to 1?")
        await send_and_wait()
        await asyncio.sleep(1.5)  # formulas render in a worker, then redraw
        shoot(str(Path(out).with_name("math.png")))

    async def sync_scene() -> None:
        """Sync set up through a folder, a backup from this machine and one from another,
        the sync dialog open on the list to restore from; the sidebar's sync line beside."""
        from app.services.backup_runs import back_up
        from app.services.sync.round import sync_round
        from app.services.sync.setup import Secrets, check_and_save
        from app.storage import DB_FILENAME, own_history
        from app.sync import RemoteConfig

        storage = Path(tempfile.mkdtemp(prefix="cometdesk-sync-"))
        other = Path(tempfile.mkdtemp(prefix="cometdesk-laptop-"))
        remote = RemoteConfig.parse(["folder", str(storage)])
        secrets = Secrets(None, "a long passphrase for the screenshot")
        keys = controller.services.endpoints.keystore
        await asyncio.to_thread(check_and_save, data, remote, secrets, keys)
        await asyncio.to_thread(check_and_save, other, remote, secrets, MemoryKeyStore())

        def as_the_other_machine() -> None:
            # The other machine's own history, owned by this helper for its round and backup.
            with own_history(other / DB_FILENAME) as history:
                asyncio.run(sync_round(other, history, remote, None, secrets.passphrase))
                env = {"COMETDESK_SYNC_PASSPHRASE": secrets.passphrase}
                back_up(other, history, MemoryKeyStore(), env)

        await asyncio.to_thread(as_the_other_machine)
        finished = asyncio.get_running_loop().create_future()
        controller.sync.finished.connect(lambda: finished.done() or finished.set_result(None))
        await controller.sync._load()
        controller.sync.sync_now()
        await finished
        # This window's history through its one owner, as the window's own backups do.
        await asyncio.to_thread(back_up, data, controller.services.repo.blocking(), keys)
        dialog = controller.sync.open_setup()
        section = dialog.findChild(QWidget, "backupsSection")
        while section.list.topLevelItemCount() < 2:
            await asyncio.sleep(0.1)
        dialog.move(window.x() + (window.width() - dialog.width()) // 2, window.y() + 120)
        await asyncio.sleep(0.5)
        shoot(str(Path(out).with_name("sync.png")))
        dialog.reject()

    async def capture_scene() -> None:
        """Capture region: the frozen screen under the overlay, a region being dragged."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        await asyncio.sleep(0.8)  # the dialog before it is gone from the screen
        controller.capture.start()
        while not controller.capture.overlays or not controller.capture.overlays[0].isVisible():
            await asyncio.sleep(0.05)
        overlay = controller.capture.overlays[0]
        QTest.mousePress(overlay, Qt.MouseButton.LeftButton, pos=QPoint(360, 150))
        QTest.mouseMove(overlay, QPoint(1180, 620))
        await asyncio.sleep(0.5)
        shoot(str(Path(out).with_name("capture.png")))
        QTest.keyClick(overlay, Qt.Key.Key_Escape)

    async def quick_scene() -> None:
        """The quick window over the main window: a question with a copied chart attached,
        its answer streamed below."""
        from PIL import Image, ImageDraw
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QGuiApplication, QImage

        chart = Image.new("RGB", (640, 400), "white")
        draw = ImageDraw.Draw(chart)
        for i, height in enumerate((120, 210, 160, 300, 260)):
            draw.rectangle((60 + i * 110, 360 - height, 130 + i * 110, 360), fill="#4c78a8")
        draw.line((40, 360, 620, 360), fill="black", width=2)
        QGuiApplication.clipboard().setImage(QImage.fromData(_png(chart)))
        quick = controller.quick.presenter
        quick.open()
        quick.window.move(QPoint(window.x() + 420, window.y() + 160))
        await asyncio.sleep(0.3)
        quick.window.clipboard_button.click()
        while len(quick.window.tray.attachments()) < 1 or quick.window.tray.is_busy():
            await asyncio.sleep(0.05)
        server.enqueue(Reply(text=QUICK_REPLY, chunk_size=4))
        quick.window.field.setText("What does this chart show?")
        finished = asyncio.get_running_loop().create_future()
        quick.replyFinished.connect(lambda _m: finished.done() or finished.set_result(None))
        quick.send()
        await finished
        await asyncio.sleep(0.8)
        shoot(str(Path(out).with_name("quick.png")))
        quick.hide()

    async def describe_scene(path: str) -> None:
        """Describe images: the window over the main one, a job three quarters done."""
        folder = Path(tempfile.mkdtemp(prefix="cometdesk-album-"))
        make_album(folder)
        view = await stage_describe(controller, folder)
        # The window alone on the screen: without a window manager it has no frame to stand
        # apart from the main window by.
        view.setGeometry(0, 0, width, height)
        view.raise_()
        await asyncio.sleep(1.0)  # thumbnails are made in a worker, then drawn
        shoot(path)
        view.hide()

    async def prompts_scene() -> None:
        """The prompt library: "/" typed at the start of the message box, the list open."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QFrame

        controller.new_chat()
        server.enqueue(
            Reply(
                text="Here is a short summary of the meeting notes you pasted:\n\n"
                "- The launch moves to **May 12**\n- Ana owns the release notes\n"
                "- Budget review next Tuesday"
            )
        )
        window.composer.setPlainText("Summarise these meeting notes: …")
        await send_and_wait()
        window.composer.setFocus()
        QTest.keyClicks(window.composer, "/")
        picker = None
        while picker is None or not picker.isVisible():
            await asyncio.sleep(0.05)
            picker = window.findChild(QFrame, "promptPicker")
        await asyncio.sleep(0.5)
        shoot(str(Path(out).with_name("prompts.png")))
        QTest.keyClick(window.composer, Qt.Key.Key_Escape)
        window.composer.clear()

    async def assistants_scene() -> None:
        """New chat with an assistant: the sidebar's button clicked, the list open."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        controller.new_chat()
        button = window.sidebar.assistant_chat_button
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        found: list[Any] = []
        while not found:
            await asyncio.sleep(0.05)
            found = [
                w
                for w in QApplication.topLevelWidgets()
                if w.objectName() == "assistantPicker" and w.isVisible()
            ]
        await asyncio.sleep(0.5)
        shoot(str(Path(out).with_name("assistants.png")))
        found[0].close()

    async def probabilities_scene() -> None:
        """A reply asked with "Show probabilities", its tokens tinted by probability."""
        import math

        from PySide6.QtWidgets import QToolButton

        controller.new_chat()
        panel = window.parameter_panel
        panel.model_picker.setEditText("gpt-4o-mini")
        panel.output.logprobs_check.setChecked(True)
        answer = (
            "The Eiffel Tower was finished in 1889 for the World's Fair in Paris. It is "
            "about 330 metres tall and was, for four decades, the tallest structure in the world."
        )
        words = answer.split(" ")
        deltas = [words[0], *(" " + w for w in words[1:])]
        unsure = {"1889": 0.46, "World's": 0.71, "330": 0.38, "four": 0.55, "structure": 0.62}
        chances = [unsure.get(d.strip(), 0.97) for d in deltas]
        others = {"1889": " 1887", "World's": " Universal", "330": " 300", "four": " three"}
        alternatives = [
            [(d, math.log(c)), (others.get(d.strip(), " building"), math.log((1 - c) * 0.8))]
            if d.strip() in unsure
            else [(d, math.log(c))]
            for d, c in zip(deltas, chances, strict=True)
        ]
        server.enqueue(
            Reply(
                deltas=deltas,
                logprobs=[math.log(c) for c in chances],
                alternatives=alternatives,
                delay_per_chunk=0.01,
            )
        )
        window.composer.setPlainText("When was the Eiffel Tower built, and how tall is it?")
        await send_and_wait()
        await asyncio.sleep(0.3)
        reply = window.transcript.shown_messages[-1]
        widget = window.transcript.widget_of(reply.id)
        button = widget.bar.findChild(QToolButton, "action_probabilities")
        button.click()
        await asyncio.sleep(0.8)
        shoot(str(Path(out).with_name("probabilities.png")))
        panel.output.logprobs_check.setChecked(False)

    async def knowledge_scene() -> None:
        """A chat using a knowledge base: the reply's [1] clicked, its passage open."""
        from concurrent.futures import ThreadPoolExecutor

        from PySide6.QtWidgets import QDialog

        from app.api import Network, Timeouts
        from app.api.embeddings import EmbeddingsClient
        from app.kb import bases
        from app.kb.index_job import IndexJob
        from tests.support.documents import make
        from tests.support.embeddings_server import EmbeddingsServer

        docs = Path(tempfile.mkdtemp(prefix="cometdesk-kb-"))
        (docs / "handbook.pdf").write_bytes(
            make.pdf(
                [
                    "Welcome to the company handbook. Read it on your first day.",
                    "Holiday allowance: every employee receives twenty-eight days of paid "
                    "leave\nper calendar year, booked through the staffing portal.",
                    "Security: badges must be worn visibly inside the building at all times.",
                ]
            )
        )
        (docs / "notes.md").write_text(
            "# Kitchen\n\nThe espresso machine is descaled every Friday afternoon.\n",
            encoding="utf-8",
        )
        embeddings = EmbeddingsServer()
        embeddings.__enter__()
        server.embeddings = embeddings  # type: ignore[attr-defined]
        bases.add(data, "handbook", [docs], None)

        def client() -> EmbeddingsClient:
            return EmbeddingsClient(
                embeddings.base_url, None, timeouts=Timeouts(), network=Network()
            )

        with ThreadPoolExecutor(1) as pool:
            await asyncio.wrap_future(pool.submit(IndexJob(data, "handbook", client).run))
        controller.new_chat()
        section = window.parameter_panel.knowledge
        await controller.knowledge.presenter.refresh()
        while "handbook" not in section.boxes:
            await asyncio.sleep(0.05)
        section.boxes["handbook"].setChecked(True)
        server.enqueue(
            Reply(
                text="Every employee gets **twenty-eight days** of paid leave a year, booked "
                "through the staffing portal [1]."
            )
        )
        window.composer.setPlainText("How many days of holiday allowance do we get?")
        await send_and_wait()
        from app.ui.transcript.citations import sources_of

        reply = window.transcript.shown_messages[-1]
        while window.transcript.widget_of(reply.id).message.retrieval is None:
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.3)
        cited = sources_of(window.transcript.widget_of(reply.id).message)[0]
        window.transcript.passageRequested.emit(cited)  # as a click on its [1] does
        preview = None
        while preview is None:
            await asyncio.sleep(0.05)
            found = [d for d in window.findChildren(QDialog, "passagePreview") if d.isVisible()]
            preview = found[0] if found else None
        preview.move(window.x() + window.width() // 2, window.y() + 120)
        await asyncio.sleep(0.6)
        shoot(str(Path(out).with_name("knowledge.png")))
        preview.close()
        section.boxes["handbook"].setChecked(False)
        embeddings.__exit__(None, None, None)

    async def prompt_sets_scene() -> None:
        """A prompt set of eight prompts across three models, answered, one row voted."""
        prompts = [
            "What is the capital of Australia?",
            "Explain recursion to a ten-year-old in two sentences.",
            "Translate 'good morning' into French, Spanish and Japanese.",
            "Write a regular expression that matches an ISO date.",
            "Name three prime numbers above 100.",
            "Summarise the plot of Hamlet in one line.",
            "What does HTTP status 429 mean?",
            "Suggest a name for a tea shop.",
        ]
        presenter = controller.prompt_sets.open()
        view = presenter.view
        view.set_prompts_text("\n".join(prompts))
        view.columns.set_columns(
            [("gpt-4o-mini", ""), ("gpt-4.1", "temperature=0.2"), ("claude-sonnet-4-5", "")]
        )
        view.resize(1400, 820)
        await presenter.start()
        while presenter.running:
            await asyncio.sleep(0.1)
        await presenter.vote(0, 1)  # the second column's answer was the best
        await asyncio.sleep(0.6)
        shoot(str(Path(out).with_name("prompt-sets.png")))
        view.close()

    async def script() -> None:
        for title in titles:
            controller.new_chat()
            server.enqueue(Reply(text=f"A short answer about *{title.lower()}*."))
            window.composer.setPlainText(title)
            await send_and_wait()
        controller.new_chat()
        window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
        window.parameter_panel.temperature_input.setValue(0.7)
        server.enqueue(Reply(text=REPLY, chunk_size=4))
        window.composer.setPlainText(question)
        await send_and_wait()
        window.composer.setPlainText(follow_up)
        await asyncio.sleep(0.8)
        shoot(out)
        if only_main:
            if (language, size) == ("en", DEFAULT_SIZE):  # the dark theme's describe table
                await describe_scene(str(Path(out).with_name("describe-dark.png")))
            await controller.shutdown()
            app.quit()
            return
        window.composer.clear()
        await images_scene()
        shoot(str(Path(out).with_name("images.png")))
        window.attachment_tray.clear()
        window.composer.clear()
        await compare_scene()
        shoot(str(Path(out).with_name("compare.png")))
        controller.set_compare(False)  # as the Compare button does: Send goes to the chat
        await tools_scene()
        await documents_scene()
        await sync_scene()
        await capture_scene()
        await quick_scene()
        await prompts_scene()
        await assistants_scene()
        await probabilities_scene()
        await knowledge_scene()
        await prompt_sets_scene()
        await describe_scene(str(Path(out).with_name("describe.png")))
        await controller.shutdown()
        app.quit()

    async def run_script() -> None:
        try:
            await script()
        except BaseException:
            import traceback

            traceback.print_exc()
        finally:
            loop.stop()  # whatever happened, never leave the app running

    def go() -> None:
        controller.start()
        controller.ready.connect(lambda: asyncio.ensure_future(run_script()))

    QTimer.singleShot(0, go)
    with loop:
        loop.run_forever()
    server.stop()
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "--inner":
        raise SystemExit(inner(*sys.argv[2:6]))
    given = sys.argv[1:5]  # OUT [THEME [LANGUAGE [SIZE]]]
    arguments = [*given, *["light", "en", DEFAULT_SIZE][len(given) - 1 :]]
    raise SystemExit(main(*arguments))
