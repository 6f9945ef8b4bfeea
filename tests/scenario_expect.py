"""Checking the ``expect`` block of a scenario file against the runner's output."""

from __future__ import annotations

import re
from typing import Any

LEN = re.compile(r"^len\((.+)\)$")


def lookup(doc: Any, path: str) -> Any:
    match = LEN.match(path)
    if match:
        return len(lookup(doc, match.group(1)))
    value = doc
    for part in path.split("."):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def matches(actual: Any, expected: Any) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and matches(actual[k], v) for k, v in expected.items())
    return actual == expected


def mismatches(output: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    problems = []
    for path, wanted in expect.items():
        try:
            got = lookup(output, path)
        except (KeyError, IndexError, TypeError, ValueError):
            problems.append(f"{path}: missing (expected {wanted!r})")
            continue
        if not matches(got, wanted):
            problems.append(f"{path}: got {got!r}, expected {wanted!r}")
    return problems
