"""The scenario runner on hostile files (issue 13): exit 2 with one line, never a
traceback, at once on a FIFO or a device; plus a bounded hypothesis fuzz test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rattus_desktop.engine import reading
from rattus_desktop.engine.scenario import EXIT_ILLEGAL, EXIT_MALFORMED, EXIT_OK, run_file

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "tests" / "scenarios").rglob("*.json"))
EXAMPLES = int(os.environ.get("RATTUS_FUZZ_EXAMPLES", "250"))  # more for a long run
EXAMPLE = ROOT / "tests" / "scenarios" / "classic" / "010-place-count-equals-rats.json"


def _cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rattus_desktop", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT)


def _malformed(path: Path, needle: str) -> None:
    result = run_file(path)
    assert result.exit_code == EXIT_MALFORMED and result.output is None
    assert result.message and needle in result.message and "Traceback" not in result.message


def test_nesting_5000_deep(tmp_path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"format": "rattus-scenario/1", "x": ' + "[" * 5000 + "]" * 5000 + "}")
    _malformed(path, "nested")


def test_an_integer_of_5000_digits(tmp_path) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"format": "rattus-scenario/1", "seed": ' + "9" * 5000 + "}")
    _malformed(path, "digits")


def test_a_token_class_that_is_a_list(tmp_path) -> None:
    path = tmp_path / "classes.json"
    text = EXAMPLE.read_text()
    assert '"classes": []' in text
    path.write_text(text.replace('"classes": []', '"classes": [["monk"]]'))
    _malformed(path, "malformed scenario")


def test_a_byte_order_mark_is_accepted(tmp_path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(reading.BOM + EXAMPLE.read_bytes())
    assert run_file(path).exit_code == json.loads(EXAMPLE.read_text())["expect_exit"]


def test_a_fifo_and_dev_zero_exit_2_at_once(tmp_path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path in (str(fifo), "/dev/zero"):
        start = time.monotonic()
        proc = _cli("scenario", path, timeout=30)
        took = time.monotonic() - start
        assert proc.returncode == 2, proc.stderr
        assert proc.stderr.strip() == f"rattus-desktop scenario: {path}: not a regular file"
        assert took < 30


def test_the_size_limit_applies_while_reading(tmp_path, monkeypatch) -> None:
    """A file that grows after the size check is still cut at the limit."""
    path = tmp_path / "grows.json"
    path.write_bytes(b" " * 10)
    real_fstat = os.fstat

    def small_fstat(fd: int) -> os.stat_result:
        info = real_fstat(fd)
        fields = list(info)
        fields[6] = 0  # st_size as it was when checked
        return os.stat_result(fields)

    path.write_bytes(b" " * 5000)
    monkeypatch.setattr(os, "fstat", small_fstat)
    try:
        reading.read_bytes(path, limit=1000)
    except reading.ReadError as exc:
        assert exc.code == "too_large"
    else:
        raise AssertionError("read past the limit")


# -- fuzz ------------------------------------------------------------------------------
def _mutations() -> st.SearchStrategy[bytes]:
    sources = [p.read_bytes() for p in SCENARIOS[:40]]

    @st.composite
    def mutate(draw: st.DrawFn) -> bytes:
        data = bytearray(draw(st.sampled_from(sources)))
        for _ in range(draw(st.integers(1, 4))):
            kind = draw(st.sampled_from(("flip", "cut", "insert", "delete")))
            at = draw(st.integers(0, max(0, len(data) - 1)))
            if kind == "flip" and data:
                data[at] ^= 1 << draw(st.integers(0, 7))
            elif kind == "cut":
                del data[at:]
            elif kind == "insert":
                data[at:at] = draw(st.sampled_from(
                    [b"[", b"{", b"]", b"}", b'"', b",", b"9" * 50, b"[[\"monk\"]]",
                     b"true", b"null", b"1.5", b"-1", b"\\ud800", b"\xef\xbb\xbf"]))
            elif data:
                del data[at:at + draw(st.integers(1, 20))]
        return bytes(data)

    return st.one_of(mutate(), st.binary(max_size=300))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=_mutations())
def test_fuzz_the_scenario_runner(tmp_path_factory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "scenario.json"
    path.write_bytes(data)
    result = run_file(path)  # any exception fails the test: no traceback, ever
    assert result.exit_code in (EXIT_OK, EXIT_MALFORMED, EXIT_ILLEGAL)
    assert (result.exit_code == EXIT_MALFORMED) == (result.output is None)
    if result.exit_code == EXIT_MALFORMED:
        assert result.message
    if result.output is not None:
        json.dumps(result.output, ensure_ascii=False).encode()  # printable as UTF-8
    assert path.read_bytes() == data  # nothing overwritten


@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.one_of(st.binary(max_size=200), _mutations()))
def test_fuzz_the_reader(data: bytes) -> None:
    try:
        doc = reading.decode_json(data)
    except reading.ReadError as exc:
        assert exc.code in reading.CODES and exc.message
        return
    json.dumps(doc, ensure_ascii=False, allow_nan=False).encode()  # can be written back
