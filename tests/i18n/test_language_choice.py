"""Which language: system locale mapping, the setting, --lang."""

from __future__ import annotations

import argparse

import pytest
from PySide6.QtCore import QLocale

from rattus_desktop.shell.app.main import lang_arg, parse_args
from rattus_desktop.shell.kit.i18n import locale_lang, normalize, resolve


@pytest.mark.parametrize(("name", "lang"), [
    ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_MO", "zh_TW"), ("zh_Hant", "zh_TW"),
    ("zh_Hant_HK", "zh_TW"), ("zh_CN", "en"), ("zh_Hans", "en"), ("zh_SG", "en"),
    ("fr_FR", "en"), ("en_US", "en"), ("de", "en"), ("ja_JP", "en"),
])
def test_system_locale_mapping(name, lang):
    assert locale_lang(QLocale(name)) == lang


def test_setting_wins_over_the_system():
    assert resolve("en", QLocale("zh_TW")) == "en"
    assert resolve("zh_TW", QLocale("fr_FR")) == "zh_TW"
    assert resolve("", QLocale("zh_HK")) == "zh_TW"
    assert resolve("", QLocale("fr_FR")) == "en"


def test_normalize():
    assert normalize("zh-TW") == "zh_TW"
    assert normalize("system") == ""
    assert normalize(None) == ""
    assert normalize("en_GB") == "en"


@pytest.mark.parametrize(("text", "lang"), [
    ("zh_TW", "zh_TW"), ("zh-TW", "zh_TW"), ("zh_Hant", "zh_TW"), ("zh_HK", "zh_TW"),
    ("en", "en"), ("en_US", "en"), ("system", ""),
])
def test_lang_argument(text, lang):
    assert lang_arg(text) == lang
    assert parse_args(["--lang", text]).lang == lang


def test_lang_argument_with_autoplay():
    args = parse_args(["--autoplay", "--players", "2", "--lang", "zh_TW", "--quit-at-end"])
    assert args.autoplay and args.lang == "zh_TW"


def test_unknown_language_is_refused():
    with pytest.raises(argparse.ArgumentTypeError):
        lang_arg("fr")
    with pytest.raises(SystemExit):
        parse_args(["--lang", "klingon"])
    assert parse_args([]).lang is None
