"""packaging/smoke_test.py and packaging/build.py pieces that run without a bundle."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import build
import pytest
import smoke_test

# A child that fills stderr far past any pipe buffer before it writes its stdout line:
# read one pipe after the other, it would block until the timeout.
CHATTY = (
    "import sys\n"
    "for i in range(4000):\n"
    "    sys.stderr.write('qt.qpa: a chatty warning line %05d\\n' % i)\n"
    "sys.stderr.flush()\n"
    "print('selftest: window shown 0.123 s after process start', flush=True)\n"
    "sys.stdout.write('x' * 300000 + '\\n')\n"
    "sys.stderr.write('the end\\n')\n"
)


def test_both_pipes_are_read_at_once():
    started = time.perf_counter()
    run = smoke_test.run_captured([sys.executable, "-c", CHATTY], dict(os.environ), 60,
                                  smoke_test.SHOWN)
    assert time.perf_counter() - started < 30
    assert run.code == 0
    assert run.stderr.count("chatty warning") == 4000 and run.stderr.endswith("the end\n")
    assert "window shown" in run.stdout and len(run.stdout) > 300000
    assert run.shown is not None and 0 < run.shown <= run.seconds


def test_a_hung_child_is_killed_at_the_timeout():
    run = smoke_test.run_captured([sys.executable, "-c", "import time; time.sleep(60)"],
                                  dict(os.environ), 1.0)
    assert run.code is None and run.seconds < 30


def test_cpu_times_median_and_outliers():
    judge = smoke_test.judge_cpu
    assert judge([0.3, 0.25, 0.24, 0.26, 0.25], 2.0, 10.0) == []
    assert judge([6.5, 0.4, 0.3, 0.3, 0.35], 2.0, 10.0) == []  # one cold start passes
    assert judge([2.5, 2.4, 2.6, 2.2, 2.3], 2.0, 10.0) == [
        "CPU to window: median 2.400 s > 2.0 s"]
    assert judge([25.0, 0.4, 0.3, 0.3, 0.35], 2.0, 10.0) == [
        "CPU to window: run 1 took 25.000 s > 10.0 s (outlier)"]
    assert judge([], 2.0, 10.0) == ["no 'window shown ... s CPU' figure was printed"]


@pytest.mark.skipif(sys.platform == "win32", reason="a #! script stands in for the app")
def test_the_cpu_figure_is_read_from_the_selftest_line(tmp_path):
    """A fake app that writes the selftest lines to the log as the real one does."""
    fake = tmp_path / "fake_app.py"
    fake.write_text(
        "import os, sys\n"
        "line = 'selftest: window shown 0.812 s after process start, 0.437 s CPU (W 1x1)'\n"
        "with open(os.environ['RATTUS_SELFTEST_LOG'], 'a') as fh:\n"
        "    fh.write(line + '\\nselftest: OK\\n')\n"
        "print(line, flush=True)\n", encoding="utf-8")
    exe = tmp_path / "fake-app"
    exe.write_text(f"#!/bin/sh\nexec {sys.executable} {fake} \"$@\"\n", encoding="utf-8")
    exe.chmod(0o755)
    result = smoke_test.run_selftest(exe, 60)
    assert result.code == 0 and result.lines[-1] == "selftest: OK"
    assert result.cpu == 0.437 and result.shown is not None and result.shown < 60


def test_cpu_pattern_matches_the_selftest_line():
    line = "selftest: window shown 0.460 s after process start, 0.452 s CPU (MainWindow 9x9)"
    assert smoke_test.CPU.search(line).group(1) == "0.452"
    assert smoke_test.SHOWN.search(line).group(1) == "0.460"


def test_the_command_line_goes_through_the_console_twin_on_windows(tmp_path):
    gui = tmp_path / "rattus-desktop.exe"
    assert smoke_test.cli_executable(gui) == tmp_path / "rattus-desktop-cli.exe"
    posix = tmp_path / "rattus-desktop"
    assert smoke_test.cli_executable(posix) == posix
    assert smoke_test.check_cli(gui, 5) == [
        f"command line: {tmp_path / 'rattus-desktop-cli.exe'} is missing"]


def test_notarytool_status_must_be_accepted():
    verdict = build.notary_verdict
    accepted = json.dumps({"id": "2efe2717-52ef-43a5-96dc-0797e4ca1041",
                           "message": "Processing complete", "status": "Accepted"})
    invalid = json.dumps({"id": "8c0a1c2e-aaaa-bbbb-cccc-000000000000",
                          "message": "Processing complete", "status": "Invalid"})
    assert verdict(accepted) == (True, "2efe2717-52ef-43a5-96dc-0797e4ca1041", "Accepted")
    assert verdict(invalid) == (False, "8c0a1c2e-aaaa-bbbb-cccc-000000000000", "Invalid")
    assert verdict("Conducting pre-submission checks...\n" + accepted)[0]
    assert verdict(json.dumps({"status": "In Progress", "id": "x"}))[0] is False
    assert verdict("")[0] is False
    assert verdict("Error: HTTP status code: 401. Unable to authenticate.")[0] is False
    assert verdict("[1, 2]")[0] is False


def test_notarize_fails_on_an_invalid_upload(monkeypatch, tmp_path):
    calls: list[list[str]] = []

    class Done:
        def __init__(self, stdout: str, code: int = 0) -> None:
            self.stdout, self.stderr, self.returncode = stdout, "", code

    def fake_run(cmd, **kwargs):
        calls.append(cmd)
        if cmd[:3] == ["xcrun", "notarytool", "submit"]:
            return Done(json.dumps({"id": "abc", "status": "Invalid", "message": "done"}))
        return Done("")

    monkeypatch.setattr(build.subprocess, "run", fake_run)
    try:
        build.notarize(tmp_path / "x.dmg", "id@example.com", "TEAM", "pw")
    except SystemExit as exc:
        assert "status Invalid" in str(exc) and "abc" in str(exc)
    else:
        raise AssertionError("an Invalid notarization passed")
    assert "--output-format" in calls[0] and "json" in calls[0] and "--wait" in calls[0]
    assert calls[1][:4] == ["xcrun", "notarytool", "log", "abc"]  # Apple's reasons logged
    assert not any("stapler" in c for cmd in calls for c in cmd)


def test_iscc_is_found_for_inno_setup_6_and_7(monkeypatch, tmp_path):
    monkeypatch.delenv("ISCC", raising=False)
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    for edition in ("Inno Setup 6", "Inno Setup 7"):
        (tmp_path / edition).mkdir()
        (tmp_path / edition / "ISCC.exe").write_bytes(b"")
    monkeypatch.setenv("PROGRAMFILES", str(tmp_path))
    monkeypatch.setenv("PROGRAMFILES(X86)", str(tmp_path / "none"))
    assert Path(build.find_iscc()) == tmp_path / "Inno Setup 7" / "ISCC.exe"
    monkeypatch.setenv("ISCC", "C:/custom/ISCC.exe")
    assert build.find_iscc() == "C:/custom/ISCC.exe"


def test_windows_signing_only_with_a_certificate(monkeypatch, tmp_path, capsys):
    calls: list[list[str]] = []
    monkeypatch.setattr(build.subprocess, "run", lambda cmd, **kw: calls.append(cmd))
    monkeypatch.delenv("WINDOWS_SIGN_PFX", raising=False)
    assert build.windows_sign([tmp_path / "a.exe"]) is False and calls == []
    monkeypatch.setenv("WINDOWS_SIGN_PFX", str(tmp_path / "cert.pfx"))
    monkeypatch.setenv("WINDOWS_SIGN_PASSWORD", "s3cret-pw")
    monkeypatch.setenv("SIGNTOOL", "C:/sdk/signtool.exe")
    assert build.windows_sign([tmp_path / "a.exe", tmp_path / "b.exe"]) is True
    sign, verify = calls
    assert sign[:2] == ["C:/sdk/signtool.exe", "sign"] and "s3cret-pw" in sign
    assert sign[sign.index("/fd") + 1] == "SHA256" and sign[sign.index("/tr") + 1]
    assert sign[-2:] == [str(tmp_path / "a.exe"), str(tmp_path / "b.exe")]
    assert verify[1:3] == ["verify", "/pa"]
    assert "s3cret-pw" not in capsys.readouterr().out  # the log never shows it


def test_signtool_is_found_in_the_newest_windows_sdk(monkeypatch, tmp_path):
    monkeypatch.delenv("SIGNTOOL", raising=False)
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    for version in ("10.0.19041.0", "10.0.22621.0", "10.0.9200.0"):
        folder = tmp_path / "Windows Kits" / "10" / "bin" / version / "x64"
        folder.mkdir(parents=True)
        (folder / "signtool.exe").write_bytes(b"")
    monkeypatch.setenv("PROGRAMFILES(X86)", str(tmp_path))
    assert Path(build.find_signtool()).parent.parent.name == "10.0.22621.0"
