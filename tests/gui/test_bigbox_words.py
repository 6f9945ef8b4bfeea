"""Big Box words: every reason code of the Big Box core has a sentence in both
languages; ``--autoplay`` takes the Big Box options through ``configure``."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from rattus_desktop.games.rattus.rules import explain_bigbox, explain_modules
from rattus_desktop.games.rattus.rules.modules.guild import explain as explain_guild
from rattus_desktop.games.rattus.ui import bigbox_names
from rattus_desktop.games.rattus.ui.names import reason_text

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "translations" / "rattus_desktop_zh_TW.ts"


def bigbox_codes() -> set[str]:
    """Every refusal code of the Big Box's explain modules (cards, modules, guilds)."""
    codes: set[str] = set()
    for module in (explain_bigbox, explain_modules, explain_guild):
        source = Path(module.__file__).read_text(encoding="utf-8")
        codes |= set(re.findall(r'_illegal\(\s*"([a-z_]+)"', source))
    return codes


def zh_translations(context: str) -> dict[str, str]:
    text = TS.read_text(encoding="utf-8")
    block = re.search(rf"<name>{context}</name>(.*?)</context>", text, re.S)
    assert block is not None
    pairs = re.findall(r"<source>([^<]*)</source>\s*<translation>([^<]*)</translation>",
                       block.group(1))
    return {html.unescape(s): html.unescape(t) for s, t in pairs}


def test_every_big_box_reason_code_has_words(qapp):
    codes = bigbox_codes()
    assert len(codes) >= 15
    zh = zh_translations("Reason")
    for code in codes:
        bare = reason_text(code, {}, "FALLBACK")
        assert bare != "FALLBACK", code
        template = bigbox_names.REASON.table.get(code, "")
        params = dict.fromkeys(re.findall(r"{(\w+)}", bare), "numidia")
        assert "{" not in reason_text(code, params, "FALLBACK"), code
        if template:  # a Big Box sentence (others are the classic ones)
            assert zh.get(template), code


def test_autoplay_takes_the_big_box_options():
    from rattus_desktop.shell.app.autoplay import autoplay_config
    from rattus_desktop.shell.app.main import parse_args

    args = parse_args(["--autoplay", "--ruleset", "bigbox", "--players", "6", "--cards",
                       "random", "--card-seed", "4"])
    config = autoplay_config(args)
    assert (config.ruleset, config.players, len(config.option("cards"))) == ("bigbox", 6, 8)
    first = autoplay_config(parse_args(["--autoplay", "--ruleset", "bigbox", "--players",
                                        "5"]))
    assert "messenger" in first.option("cards") and "nomad" in first.option("cards")
    with pytest.raises(SystemExit):
        parse_args(["--autoplay", "--ruleset", "classic", "--players", "6"])
    with pytest.raises(SystemExit):
        parse_args(["--autoplay", "--ruleset", "bigbox", "--modules", "no_such_module"])
