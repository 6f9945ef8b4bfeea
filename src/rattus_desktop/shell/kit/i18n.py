"""The user-interface language: which one, loading the .qm files, switching at run time.

Languages: ``zh_TW`` (Traditional Chinese) and ``en`` (English, the source texts).
The setting ``""`` means "follow the system": zh_TW, zh_Hant, zh_HK and zh_MO
locales get Traditional Chinese, everything else English. Installing or removing a
QTranslator makes Qt send ``QEvent.LanguageChange`` to every widget; widgets with
their own texts re-set them in ``changeEvent`` (see ``MainWindow.retranslate``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

LANGS: tuple[str, ...] = ("zh_TW", "en")
APP_PREFIX = "rattus_desktop"
# Shown in the Language menu in their own language, never translated.
NATIVE_NAMES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文"}
_TRADITIONAL_TERRITORIES = {QLocale.Country.Taiwan, QLocale.Country.HongKong,
                            QLocale.Country.Macao}


def normalize(lang: str | None) -> str:
    """``"zh_TW"``, ``"en"`` or ``""`` (system) for a user's spelling of a language."""
    text = (lang or "").strip().replace("-", "_")
    low = text.lower()
    if low in ("", "system", "auto"):
        return ""
    if low.startswith("zh"):
        return "zh_TW" if _is_traditional_name(low) else "en"
    return "en"


def _is_traditional_name(low: str) -> bool:
    return any(part in low for part in ("_tw", "_hant", "_hk", "_mo"))


def locale_lang(locale: QLocale) -> str:
    """The language for a system locale: Traditional Chinese locales → zh_TW, else en."""
    if locale.language() != QLocale.Language.Chinese:
        return "en"
    if locale.script() == QLocale.Script.TraditionalHanScript:
        return "zh_TW"
    if locale.script() == QLocale.Script.SimplifiedHanScript:
        return "en"
    return "zh_TW" if locale.territory() in _TRADITIONAL_TERRITORIES else "en"


def resolve(setting: str | None, system: QLocale | None = None) -> str:
    """The language to use for a setting (``""`` follows ``system``, QLocale.system())."""
    lang = normalize(setting)
    if lang:
        return lang
    return locale_lang(system if system is not None else QLocale.system())


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own ``qtbase_<lang>.qm`` may be (Qt's folder, a bundle, ours)."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs += [Path(frozen) / "PySide6" / "Qt" / "translations",
                 Path(frozen) / "PySide6" / "translations"]
    dirs += _app_dirs()
    return dirs


def _app_dirs() -> list[Path]:
    from rattus_desktop.resources import translations_dir

    try:
        return [translations_dir()]
    except FileNotFoundError:
        return []


def qm_files(lang: str) -> list[Path]:
    """The .qm files to load for ``lang``: ours, then Qt's qtbase (those that exist)."""
    found: list[Path] = []
    for folder in _app_dirs():
        path = folder / f"{APP_PREFIX}_{lang}.qm"
        if path.is_file():
            found.append(path)
            break
    for folder in qt_translations_dirs():
        path = folder / f"qtbase_{lang}.qm"
        if path.is_file():
            found.append(path)
            break
    return found


class Translations(QObject):
    """Owns the installed translators; ``apply`` switches the whole application."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = ""
        self.loaded: list[Path] = []
        self._translators: list[QTranslator] = []

    def apply(self, lang: str) -> str:
        """Switch to ``lang`` (zh_TW or en); returns it. Widgets get LanguageChange."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before loading translations")
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators, self.loaded = [], []
        for path in qm_files(lang):
            translator = QTranslator(self)
            if translator.load(str(path)):
                app.installTranslator(translator)
                self._translators.append(translator)
                self.loaded.append(path)
        self.lang = lang
        _cjk_app_font(lang)
        QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Script.TraditionalHanScript,
                                   QLocale.Country.Taiwan) if lang == "zh_TW"
                           else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        return lang


def _cjk_app_font(lang: str) -> None:
    """Chinese: the default font falls back to a Traditional Chinese face (menus, dialogs)."""
    from PySide6.QtGui import QGuiApplication

    from rattus_desktop.shell.kit.theme import CJK_SANS

    app = QCoreApplication.instance()
    if lang != "zh_TW" or not isinstance(app, QGuiApplication):
        return
    font = QGuiApplication.font()
    if CJK_SANS[0] not in font.families():
        font.setFamilies([font.family(), *CJK_SANS])
        QGuiApplication.setFont(font)


_current: Translations | None = None


def translations() -> Translations:
    """The application's one Translations object (created on first use)."""
    global _current
    if _current is None:
        _current = Translations()
    return _current


def apply_language(setting: str | None) -> str:
    """Install the translators for a setting value (``""``: the system's); returns the
    language now in use."""
    return translations().apply(resolve(setting))


def current_language() -> str:
    return translations().lang or "en"
