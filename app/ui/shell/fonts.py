"""Text at one weight whatever the script: Japanese, Chinese and Korean as light as the Latin
and Cyrillic around them, in the dark theme too.

On Linux the CJK fallback (Noto Sans CJK, Source Han Sans) is a CFF font, and Qt turns
FreeType's CFF "stem darkening" on (FreeType leaves it off) and blends those glyphs
gamma-corrected. That is meant for dark text on a light background; light text on a dark
one comes out heavier, so in the dark theme Japanese and Korean look bold next to regular
Latin (which, TrueType, gets neither). The font chosen is the regular face all along: the
weight comes from the rendering. Turning stem darkening off before the first CJK glyph is
loaded renders CFF fonts as TrueType ones are, alike in both themes; the flag is read
when a font is loaded, so this runs before any window is built.

Qt offers no setting for it: the switch is FreeType's own, on the library Qt uses (which
Qt exports for its tests). Where either is missing (Windows and macOS draw text with their
own engines) nothing changes."""

from __future__ import annotations

import ctypes
import logging
import os
import sys

log = logging.getLogger(__name__)

QT_GUI = "libQt6Gui.so.6"
QT_FREETYPE = "_Z14qt_getFreetypev"  # FT_Library qt_getFreetype(), exported by Qt Gui


def even_cjk_weight() -> bool:
    """Turn off CFF stem darkening in Qt's FreeType; True if it is off now."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        # Already loaded by PySide: RTLD_NOLOAD finds it by name, never loads another copy.
        gui = ctypes.CDLL(QT_GUI, mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
        library = getattr(gui, QT_FREETYPE)
        # Looked up through Qt Gui: the FreeType Qt itself is linked against.
        set_property = gui.FT_Property_Set
    except (OSError, AttributeError):
        return False
    library.restype = ctypes.c_void_p
    library.argtypes = []
    set_property.restype = ctypes.c_int
    set_property.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_void_p]
    handle = library()
    if not handle:
        return False
    off = ctypes.c_ubyte(1)  # FT_Bool no_stem_darkening
    error = set_property(handle, b"cff", b"no-stem-darkening", ctypes.byref(off))
    if error:
        log.debug("FreeType kept CFF stem darkening (error %d)", error)
    return error == 0
