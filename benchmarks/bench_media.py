"""process_image on a realistic 12 MP phone photo; target: median ≤ 300 ms (default policy).

The photo is 4000×3000 with noise over gradients (so it compresses like a real photo,
~2.6 MB at quality 92), EXIF with GPS and an orientation tag of 1, and an sRGB profile.
The baseline is the cost of merely decoding the same JPEG at full size with Pillow, so
the ratio holds on a slower or busier machine.

Run: python -m benchmarks.bench_media
"""

from __future__ import annotations

import io
import os
import platform
import statistics
import time
from collections.abc import Callable
from functools import partial

import PIL
from PIL import ExifTags, Image, ImageCms, ImageFilter

from app.media import ResizePolicy, process_image, thumbnail

RUNS = 10
TARGET_MS = 300.0


def make_photo() -> bytes:
    size = (4000, 3000)
    noise = Image.effect_noise(size, 40).convert("L")
    ramp = Image.linear_gradient("L").resize(size)
    other = ramp.transpose(Image.Transpose.FLIP_LEFT_RIGHT).rotate(7)
    image = Image.merge("RGB", (ramp, noise, other)).filter(ImageFilter.GaussianBlur(1.2))
    exif = Image.Exif()
    exif[ExifTags.Base.Make] = "BenchCam"
    exif[ExifTags.Base.Model] = "12MP"
    exif[ExifTags.Base.Orientation] = 1
    gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
    gps[ExifTags.GPS.GPSLatitudeRef] = "N"
    gps[ExifTags.GPS.GPSLatitude] = (52.0, 22.0, 31.0)
    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    out = io.BytesIO()
    image.save(out, "JPEG", quality=92, exif=exif, icc_profile=srgb)
    return out.getvalue()


def timings_ms(action: Callable[[], object], runs: int = RUNS) -> list[float]:
    action()  # warm-up: plugin registration, first-call allocations
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return times


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def decode_only(data: bytes) -> None:
    with Image.open(io.BytesIO(data)) as image:
        image.load()


def main() -> int:
    print(
        f"machine: {platform.machine()}, nproc {os.cpu_count()}, Python {platform.python_version()}"
    )
    print(f"Pillow {PIL.__version__}")
    data = make_photo()
    print(f"input: 4000×3000 JPEG q92 with EXIF+GPS+ICC, {len(data) / 1e6:.2f} MB")

    baseline = timings_ms(lambda: decode_only(data))
    print(
        f"baseline  Pillow full decode          median {statistics.median(baseline):6.1f} ms"
        f"  p95 {p95(baseline):6.1f} ms"
    )

    result = process_image(data)
    default = timings_ms(lambda: process_image(data))
    median = statistics.median(default)
    print(
        f"process_image default (OPENAI_HIGH)   median {median:6.1f} ms  p95 {p95(default):6.1f} ms"
        f"  → {result.width}×{result.height} {result.mime} {len(result.data) / 1e3:.0f} kB"
        f"  ({median / statistics.median(baseline):.2f}× baseline)"
    )
    for policy in (ResizePolicy.FIT_2048, ResizePolicy.FIT_1568, ResizePolicy.ORIGINAL):
        out = process_image(data, policy=policy)
        times = timings_ms(partial(process_image, data, policy=policy), runs=5)
        print(
            f"process_image {policy.name:<22}  median {statistics.median(times):6.1f} ms"
            f"  p95 {p95(times):6.1f} ms  → {out.width}×{out.height} {len(out.data) / 1e3:.0f} kB"
        )
    thumbs = timings_ms(lambda: thumbnail(data))
    print(f"thumbnail 96 px                       median {statistics.median(thumbs):6.1f} ms")

    verdict = "OK" if median <= TARGET_MS else "OVER TARGET"
    print(f"target: default median ≤ {TARGET_MS:.0f} ms → {verdict}")
    return 0 if median <= TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
