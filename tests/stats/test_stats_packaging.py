"""The frozen bundle holds the statistics' data file, openskill and its compiled parts."""

import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
cfg = importlib.import_module("bundle_config")


def test_the_details_file_is_bundled_beside_its_module():
    pairs = cfg.data_files()
    source = ROOT / "src" / "rattus_desktop" / "stats" / "details.toml"
    assert (str(source), "rattus_desktop/stats") in pairs


def test_openskill_and_its_mypyc_helpers_are_hidden_imports():
    import pkgutil

    def collect(package):
        module = __import__(package)
        return [package] + [m.name for m in pkgutil.walk_packages(module.__path__,
                                                                    package + ".")]

    names = cfg.hidden_imports(collect)
    assert "rattus_desktop.stats.store" in names
    assert "openskill.models.weng_lin.plackett_luce" in names
    for helper in cfg.mypyc_helpers("openskill"):
        assert helper.endswith("__mypyc") and helper in names
        importlib.import_module(helper)
    assert cfg.mypyc_helpers("no-such-distribution") == []


def test_openskill_is_a_dependency_and_pinned_for_releases():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(d.startswith("openskill") for d in project["dependencies"])
    constraints = (ROOT / "packaging" / "constraints.txt").read_text()
    assert "openskill==" in constraints
