"""A Big Box seat's final score in parts (the summary's ``score_detail``), for the
results screen: "5 on the board · 3 universities"; classic games keep the shell's line."""

from __future__ import annotations

from typing import Any

from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.typography import join_list

PARTS = IdTexts("ScoreParts", {
    "pieces": QT_TRANSLATE_NOOP("ScoreParts", "{n} on the board"),
    "palace": QT_TRANSLATE_NOOP("ScoreParts", "{n} in the palace"),
    "diplomats": QT_TRANSLATE_NOOP("ScoreParts", "{n} for diplomats"),
    "universities": QT_TRANSLATE_NOOP("ScoreParts", "{n} for universities"),
    "region_cards": QT_TRANSLATE_NOOP("ScoreParts", "{n} for region cards"),
    "guild": QT_TRANSLATE_NOOP("ScoreParts", "{n} for guild spaces"),
    "tavern": QT_TRANSLATE_NOOP("ScoreParts", "{n} for taverns"),
})


def score_parts(summary: dict[str, Any], seat: int) -> str | None:
    """The non-zero parts of ``seat``'s score (None without a ``score_detail``)."""
    details = summary.get("score_detail")
    if not isinstance(details, list) or not 0 <= seat < len(details):
        return None
    detail: dict[str, int] = details[seat]
    parts = [(PARTS.get(part) or "{n} " + part).format(n=n) for part, n in detail.items() if n]
    return join_list(parts) or "0"
