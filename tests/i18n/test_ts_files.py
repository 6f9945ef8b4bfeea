"""The .ts files: every zh_TW message finished; English (the source language) holds only
its plural forms, filled; both up to date."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

from .conftest import TRANSLATIONS, update

ZH = TRANSLATIONS / "rattus_desktop_zh_TW.ts"
EN = TRANSLATIONS / "rattus_desktop_en.ts"


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(path).getroot()
    return [(ctx.findtext("name") or "", msg) for ctx in root.iter("context")
            for msg in ctx.iter("message")]


def keys(path: Path) -> set[tuple[str, str, str, bool]]:
    return {(ctx, msg.findtext("source") or "", msg.findtext("comment") or "",
             msg.get("numerus") == "yes") for ctx, msg in messages(path)}


def translated(msg: ET.Element) -> list[str]:
    tr = msg.find("translation")
    assert tr is not None
    if msg.get("numerus") == "yes":
        return [(f.text or "").strip() for f in tr.findall("numerusform")]
    return [(tr.text or "").strip()]


def test_zh_tw_every_message_finished_and_not_empty():
    found = messages(ZH)
    assert len(found) > 250
    bad = [(ctx, msg.findtext("source")) for ctx, msg in found
           if msg.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
           or not all(translated(msg))]
    assert bad == []


def test_zh_tw_keeps_placeholders():
    import re

    for ctx, msg in messages(ZH):
        source = msg.findtext("source") or ""
        wanted = sorted(set(re.findall(r"\{\w+\}|%n", source)))
        for text in translated(msg):
            assert sorted(set(re.findall(r"\{\w+\}|%n", text))) == wanted, (ctx, source)


def test_english_plural_forms_filled():
    plurals = [(ctx, msg) for ctx, msg in messages(EN) if msg.get("numerus") == "yes"]
    assert plurals
    for ctx, msg in plurals:
        forms = translated(msg)
        assert len(forms) == 2 and all(forms), (ctx, msg.findtext("source"))
        assert msg.find("translation").get("type") != "unfinished"


def test_ts_files_up_to_date_with_the_code(tmp_path):
    copies = []
    for ts in (ZH, EN):
        copy = tmp_path / ts.name
        shutil.copy(ts, copy)
        copies.append(copy)
    update.refresh(copies)
    for ts, copy in zip((ZH, EN), copies, strict=True):
        assert keys(copy) == keys(ts), (
            f"{ts.name} is out of date: run python3 translations/update.py")


def test_english_holds_the_plural_forms_only():
    assert keys(EN) == {key for key in keys(ZH) if key[3]}
    assert all(msg.get("numerus") == "yes" for _, msg in messages(EN))


def test_plural_only_keeps_the_plural_messages_and_their_contexts(tmp_path):
    ts = tmp_path / "x.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1">\n'
                  "<context><name>A</name><message><source>plain</source>"
                  '<translation type="unfinished"></translation></message></context>\n'
                  "<context><name>B</name><message><source>x</source></message>"
                  '<message numerus="yes"><source>%n cat(s)</source><translation>'
                  "<numerusform>%n cat</numerusform><numerusform>%n cats</numerusform>"
                  "</translation></message></context>\n</TS>\n", encoding="utf-8")
    update.plural_only(ts)
    assert keys(ts) == {("B", "%n cat(s)", "", True)}
    assert translated(messages(ts)[0][1]) == ["%n cat", "%n cats"]
