"""What the frozen app must carry that PyInstaller's import analysis cannot see.

Plain data, no PyInstaller imports: cometdesk.spec builds from it, and
tests/e2e/test_packaging.py checks every name here against the installed packages, so a
typo or a renamed module fails a fast test rather than a user's first start.
"""

from __future__ import annotations

APP_NAME = "cometdesk"
BUNDLE_ID = "io.cometapi.CometDesk"

# Modules loaded by name at run time (entry points, importlib), invisible to the analysis.
HIDDEN_IMPORTS: tuple[str, ...] = (
    # keyring discovers its backends through entry points and imports them lazily; each
    # platform needs its own, and the chainer/fail backends are always consulted.
    "keyring.backends.SecretService",
    "keyring.backends.kwallet",
    "keyring.backends.libsecret",
    "keyring.backends.macOS",
    "keyring.backends.Windows",
    "keyring.backends.fail",
    "keyring.backends.null",
    "keyring.backends.chainer",
    "secretstorage",
    "jeepney",
    "jeepney.io.blocking",
    # The asyncio↔Qt loop and the HTTP stack (imported lazily, after the first paint).
    "qasync",
    "httpx",
    "httpx_sse",
    "h11",
    "certifi",
    "nh3",
    "PIL.Image",
    "PIL.ImageOps",
    "PIL.PngImagePlugin",
    "PIL.JpegImagePlugin",
    "PIL.WebPImagePlugin",
    "PIL.GifImagePlugin",
)

# Packages whose every submodule ships: Markdown extensions are named by short strings
# ("fenced_code"), Pygments lexers and styles are looked up by name from a table.
COLLECT_SUBMODULES: tuple[str, ...] = (
    "markdown.extensions",
    "pygments.lexers",
    "pygments.styles",
    "pygments.formatters",
    "keyring.backends",
)

# Native libraries loaded by path at run time, not imported, so the analysis never sees
# them: (package, file-name patterns in its folder). sqlite-vec's vector search is a
# loadable SQLite extension (vec0.so / vec0.dylib / vec0.dll) that app.kb.store hands to
# load_extension() from sqlite_vec.loadable_path(), the package's own folder; PyInstaller's
# default patterns ("lib*.so") would miss it. It ships in the same folder of the bundle.
DYNAMIC_LIBS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("sqlite_vec", ("vec0.so", "vec0.dylib", "vec0.dll")),
)

# Native extension modules the bundle must carry, each with the module that imports it.
# The analysis finds them through app.audio's imports (voice: miniaudio is a cffi module
# that needs cffi's backend); the slow packaging test checks that they are in the bundle.
NATIVE_MODULES: tuple[str, ...] = ("_miniaudio", "_cffi_backend", "apsw")

# Distribution metadata read at run time through importlib.metadata: keyring's backend
# entry points and Markdown's short extension names are resolved from it.
COPY_METADATA: tuple[str, ...] = ("keyring", "markdown", "httpx", "pygments")

# Never wanted in the bundle; several are pulled in only by optional code paths of
# dependencies (Pillow's ImageTk, Pygments' Tk formatter, test helpers).
EXCLUDES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    "PIL.ImageTk",
    "PIL.ImageQt",
    "pytest",
    "pytestqt",
    "mypy",
    "ruff",
    "setuptools",
    "pip",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
)

# Shared libraries and Qt plugins the app never loads although PyInstaller's Qt hooks
# collect them (file-name substrings, matched against the bundle's destination paths).
# The PDF image-format plugin drags in Qt PDF; QML tooling and the designer plugins belong
# to Qt Quick and Designer; the SQL drivers to QtSql.
EXCLUDED_BINARY_PARTS: tuple[str, ...] = (
    "libQt6Pdf",
    "libQt6Qml",
    "libQt6Quick",
    "libQt6Designer",
    "libQt6Sql",
    "libQt6Test",
    "plugins/imageformats/libqpdf",
    "plugins/qmltooling/",
    "plugins/qmllint/",
    "plugins/designer/",
    "plugins/sqldrivers/",
    # The GTK 3 platform theme would bundle the build machine's GTK, cairo and pango (~20 MB)
    # and load them next to the user's own GTK modules and themes, a classic source of
    # crashes in frozen Qt apps. Native dialogs still come through the XDG desktop portal.
    "plugins/platformthemes/libqgtk3",
    # Platforms for embedded devices and remote framebuffers; a desktop app needs xcb,
    # wayland, and offscreen (headless runs and the smoke test).
    "plugins/platforms/libqeglfs",
    "plugins/platforms/libqlinuxfb",
    "plugins/platforms/libqminimal",
    "plugins/platforms/libqvnc",
    "plugins/platforms/libqvkkhrdisplay",
    "plugins/egldeviceintegrations/",
    "libQt6EglFs",
    "libQt6EglFSDeviceIntegration",
)

# Qt's own translations the app ships: those for the languages it may show. Every other
# *.qm of Qt's (assistant, designer, linguist, ~200 files) is dropped.
QT_TRANSLATION_PREFIXES: tuple[str, ...] = ("qtbase_",)
