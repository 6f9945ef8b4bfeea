"""docs/glossary.md: one name for one thing in the three games, followed by the zh_TW
translation (avoided words absent in their scope, named messages translated exactly)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

from .conftest import ROOT, TRANSLATIONS

GLOSSARY = ROOT / "docs" / "glossary.md"
ZH = TRANSLATIONS / "rattus_desktop_zh_TW.ts"

#: contexts known to disagree with a term, still open (this list must only shrink; the
#: issue 28 work brought the Rattus table's plague wording to the glossary: none left)
OPEN_ELSEWHERE: dict[str, set[str]] = {}


@dataclass(frozen=True)
class Term:
    key: str
    english: str
    chinese: str
    avoid: tuple[str, ...]
    scope: tuple[str, ...]
    messages: tuple[tuple[str, str], ...]


def _split(cell: str, sep: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in cell.split(sep) if part.strip())


def terms() -> list[Term]:
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 6 or cells[0] in ("key", "---"):
            continue
        messages = tuple(tuple(m.split("/", 1)) for m in _split(cells[5], ";"))
        rows.append(Term(cells[0], cells[1], cells[2], _split(cells[3], "、"),
                         _split(cells[4], "、"), messages))  # type: ignore[arg-type]
    return rows


def zh_messages() -> list[tuple[str, str, str]]:
    """(context, English source, translation) of every zh_TW message."""
    root = ET.parse(ZH).getroot()
    found = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            forms = [] if tr is None else ([f.text or "" for f in tr.findall("numerusform")]
                                           or [tr.text or ""])
            found.extend((name, msg.findtext("source") or "", form) for form in forms)
    return found


def in_scope(context: str, scope: tuple[str, ...]) -> bool:
    return any(s == "*" or context == s or (s.endswith("*") and context.startswith(s[:-1]))
               for s in scope)


def test_the_glossary_names_every_kind_the_issue_asks_for():
    keys = {t.key for t in terms()}
    assert {"royalty", "church", "bourgeoisie", "chivalry", "peasantry", "magic", "plague",
            "prestige", "victory-points", "population-card", "joker", "special-card",
            "building-card", "action-card", "person-card", "message"} <= keys
    assert all(t.english and t.chinese for t in terms())


def test_no_translation_uses_an_avoided_word():
    bad = []
    for term in terms():
        known = OPEN_ELSEWHERE.get(term.key, set())
        for ctx, source, text in zh_messages():
            if ctx in known or not in_scope(ctx, term.scope):
                continue
            bad += [(term.key, word, ctx, source[:50]) for word in term.avoid if word in text]
    assert bad == []


def test_named_messages_translate_to_the_term():
    table = {(ctx, source): text for ctx, source, text in zh_messages()}
    wrong = []
    for term in terms():
        for ctx, source in term.messages:
            assert (ctx, source) in table, f"{term.key}: no message {ctx}/{source}"
            if table[(ctx, source)] != term.chinese:
                wrong.append((term.key, ctx, source, table[(ctx, source)]))
    assert wrong == []


def test_exceptions_are_still_needed():
    """A context listed as open elsewhere that now agrees must leave the list."""
    for key, contexts in OPEN_ELSEWHERE.items():
        term = next(t for t in terms() if t.key == key)
        for context in contexts:
            texts = [text for ctx, _s, text in zh_messages() if ctx == context]
            assert any(word in text for text in texts for word in term.avoid), context


def test_the_formerly_open_contexts_now_say_the_term():
    """The Rattus table's contexts once listed as open name the plague 鼠疫 (issue 28)."""
    term = next(t for t in terms() if t.key == "plague")
    for context in ("BigBoxRules", "CardText", "RattusTutorial", "Tips", "Reason", "Upgrade",
                    "Status"):
        texts = [text for ctx, _s, text in zh_messages() if ctx == context]
        assert any(term.chinese in text for text in texts), context
        assert not any(word in text for text in texts for word in term.avoid), context


def test_the_avoid_check_would_catch_a_stray_word():
    term = next(t for t in terms() if t.key == "bourgeoisie")
    assert in_scope("NDPerson", term.scope) and "資產階級" in term.avoid
    assert in_scope("CartusClass", ("Cartus*",)) and not in_scope("Class", ("Cartus*",))
