"""The Inno Setup script and its Traditional Chinese messages, read without ISCC."""

from __future__ import annotations

import re
from pathlib import Path

import bundle_config as cfg
import pytest

WINDOWS = cfg.ROOT / "packaging" / "windows"
ISS = WINDOWS / "rattus-desktop.iss"
ISL = WINDOWS / "ChineseTraditional.isl"
REFERENCE = Path(__file__).with_name("inno_default_messages.tsv")
PLACEHOLDER = re.compile(r"%[1-9]|\[name\]|\[name/ver\]|\[mb\]|\[gb\]")
# Setup appends "." to these (AddPeriod); a Chinese text ends them with 。 itself.
ADD_PERIOD = {
    "ErrorTooManyFilesInDir", "ErrorDownloadAborted", "ErrorDownloadFailed",
    "ErrorDownloadSizeFailed", "ErrorProgress", "ErrorFileSize", "ErrorExtractionAborted",
    "ArchiveIncorrectPassword", "ArchiveIsCorrupted", "ArchiveUnsupportedFormat",
    "ErrorInternal2", "ErrorFunctionFailedNoCode", "ErrorFunctionFailed", "SourceIsCorrupted",
    "SourceDoesntExist", "VerificationSignatureDoesntExist", "VerificationSignatureInvalid",
    "VerificationKeyNotFound", "VerificationFileNameIncorrect", "VerificationFileSizeIncorrect",
    "VerificationFileHashIncorrect", "ErrorRegSvr32Failed", "UninstallUnsupportedVer",
    "UninstallUnknownEntry", "UninstallDataCorrupted",
}


def sections(text: str) -> dict[str, list[str]]:
    """Lines by [Section], comments and blank lines left out."""
    out: dict[str, list[str]] = {}
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            out.setdefault(current, [])
        else:
            out.setdefault(current, []).append(line)
    return out


def messages(lines: list[str]) -> dict[str, str]:
    pairs = [line.partition("=") for line in lines]
    assert all(sep == "=" for _, sep, _ in pairs), "a line without name=text"
    names = [name for name, _, _ in pairs]
    assert len(names) == len(set(names)), "a message defined twice"
    return {name: value for name, _, value in pairs}


def reference() -> dict[tuple[str, str], tuple[set[str], int, bool]]:
    out = {}
    for line in REFERENCE.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        section, name, holders, breaks, empty = line.split("\t")
        out[(section, name)] = (set(holders.split()), int(breaks), empty == "empty")
    return out


@pytest.fixture(scope="module")
def isl() -> dict[str, list[str]]:
    raw = ISL.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "UTF-8 with a BOM (read as UTF-8 by Inno 6 and 7)"
    text = raw[3:].decode("utf-8")  # strict: an invalid byte fails Inno 7's compile too
    assert "\r\n" in text and "\n" not in text.replace("\r\n", ""), "CRLF line ends"
    assert not any(line.lstrip().startswith("#") for line in text.splitlines()), \
        "Inno 7 refuses # directives in a messages file"
    return sections(text)


def test_lang_options(isl):
    options = messages(isl["LangOptions"])
    assert options["LanguageName"] == "繁體中文"
    assert options["LanguageID"] == "$0404"  # Chinese (Traditional, Taiwan)
    assert options["LanguageCodePage"] == "950"


@pytest.mark.parametrize("section", ["Messages", "CustomMessages"])
def test_every_message_of_default_isl_is_translated(isl, section):
    ours = messages(isl[section])
    ref = {name: v for (sec, name), v in reference().items() if sec == section}
    assert sorted(set(ref) - set(ours)) == [], "missing (Setup would show English)"
    assert sorted(set(ours) - set(ref)) == [], "not a message of Default.isl"
    for name, (holders, breaks, empty) in ref.items():
        text = ours[name]
        assert set(PLACEHOLDER.findall(text)) == holders, name
        assert text.count("%n") == breaks, name
        if empty and name != "TranslatorNote":
            assert text == "", name
        elif not empty:
            assert text and re.search(r"[\u4e00-\u9fff]", text) or name in {
                "ButtonOK", "ComponentSize1", "ComponentSize2", "UninstallDisplayNameMark",
                "UninstallDisplayNameMarks", "ErrorRestartReplace"} or text.startswith("%"), name


def test_taiwanese_typography(isl):
    ours = messages(isl["Messages"]) | messages(isl["CustomMessages"])
    for name, text in ours.items():
        assert '"' not in text, f"{name}: quotes are 「」"
        for ascii_mark in (",", ";", "?", "!"):
            assert ascii_mark not in text, f"{name}: full-width punctuation, not {ascii_mark!r}"
        assert not re.search(r"[\u4e00-\u9fff）](:|\.(?!\.\.))", text), \
            f"{name}: 。 and ：, not . and : (... is the ellipsis)"
        assert "(" not in text.replace("(&", ""), f"{name}: full-width parentheses"
        accelerators = re.findall(r"&(.)", text)
        assert len(accelerators) <= 1 and all(re.fullmatch(r"\(&[A-Z]\)", m.group())
                                              for m in re.finditer(r"\(&.\)", text)), name
    for name in ADD_PERIOD:
        assert ours[name].endswith("。"), f"{name} goes through AddPeriod: end it with 。"


def test_script_has_both_languages_and_cleans_the_internal_folder():
    script = sections(ISS.read_text(encoding="utf-8"))
    languages = script["Languages"]
    assert 'Name: "english"; MessagesFile: "compiler:Default.isl"' in languages
    assert 'Name: "chinesetraditional"; MessagesFile: "ChineseTraditional.isl"' in languages
    assert (WINDOWS / "ChineseTraditional.isl").is_file()
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in script["InstallDelete"]


def test_custom_messages_the_script_uses_are_translated(isl):
    used = set(re.findall(r"\{cm:(\w+)", ISS.read_text(encoding="utf-8")))
    assert used and used <= set(messages(isl["CustomMessages"]))
