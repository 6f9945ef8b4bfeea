"""Write the town pictures of Rattus Cartus and Notre Dame: one illustration per Cartus
building (``cards/cartus-<id>.svg``), one building per Notre Dame sector
(``board/nd-<sector>.svg``), the cathedral (``board/nd-cathedral.svg``) and the sealed
letter of a message (``icons/nd-letter.svg``, its seal tinted by the app).

Run:  python assets/tools/build_towns.py

All drawings are original to this project, in the ink and parchment of the Rattus map.
Each building has its own silhouette (towers, tents, stalls, a barn...), so that the
pictures differ by shape, never by colour alone.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_pieces import INK, write  # noqa: E402

STONE = "#d9c9a3"
STONE_DARK = "#b8a47a"
ROOF = "#8c4a32"
SLATE = "#5d6470"
WOOD = "#8a5a2b"
GRASS = "#8fae5a"
LEAF = "#4f7a3a"
CLOTH = "#b8322b"
CLOTH2 = "#e8d9a8"
GOLDEN = "#d4a94a"
WINDOW = "#3a2f25"
LINE = f'stroke="{INK}" stroke-width="2.2" stroke-linejoin="round"'
THIN = f'stroke="{INK}" stroke-width="1.4" stroke-linejoin="round"'
W, H = 200, 120


def picture(body: str, title: str, view: str = f"0 0 {W} {H}") -> str:
    w, h = view.split()[2:]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'viewBox="{view}" width="{w}" height="{h}"><title>{title}</title>\n'
            f'{body}\n</svg>\n')


# ---------------------------------------------------------------- primitives
def ground(y: float = 104, colour: str = GRASS) -> str:
    return (f'<path d="M6 {y}Q100 {y - 6} 194 {y}L194 {H - 4}L6 {H - 4}Z" fill="{colour}" '
            f'fill-opacity="0.55"/>')


def wall(x: float, y: float, w: float, h: float, fill: str = STONE) -> str:
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{fill}" {LINE}/>'


def gable(x: float, y: float, w: float, h: float, fill: str = ROOF) -> str:
    return f'<path d="M{x - 4} {y}L{x + w / 2} {y - h}L{x + w + 4} {y}Z" fill="{fill}" {LINE}/>'


def cone(cx: float, y: float, w: float, h: float, fill: str = SLATE) -> str:
    return (f'<path d="M{cx - w / 2 - 3} {y}L{cx} {y - h}L{cx + w / 2 + 3} {y}Z" '
            f'fill="{fill}" {LINE}/>')


def battlement(x: float, y: float, w: float, teeth: int) -> str:
    step = w / (2 * teeth - 1)
    return "".join(f'<rect x="{x + 2 * i * step:.1f}" y="{y - 6}" width="{step:.1f}" '
                   f'height="6" fill="{STONE}" {THIN}/>' for i in range(teeth))


def window(x: float, y: float, w: float = 7, h: float = 11, arch: bool = True) -> str:
    if not arch:
        return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{WINDOW}"/>'
    r = w / 2
    return (f'<path d="M{x} {y + h}L{x} {y + r}A{r} {r} 0 0 1 {x + w} {y + r}L{x + w} {y + h}Z" '
            f'fill="{WINDOW}"/>')


def door(cx: float, base: float, w: float = 14, h: float = 20) -> str:
    r = w / 2
    return (f'<path d="M{cx - r} {base}L{cx - r} {base - h + r}A{r} {r} 0 0 1 {cx + r} '
            f'{base - h + r}L{cx + r} {base}Z" fill="{WOOD}" {THIN}/>')


def flag(x: float, y: float, colour: str = CLOTH) -> str:
    return (f'<path d="M{x} {y}L{x} {y - 16}" {THIN} fill="none"/>'
            f'<path d="M{x} {y - 16}L{x + 12} {y - 12.5}L{x} {y - 9}Z" fill="{colour}" {THIN}/>')


def cross(cx: float, top: float, size: float = 10) -> str:
    return (f'<path d="M{cx} {top}L{cx} {top + size}M{cx - size * 0.35} {top + size * 0.3}'
            f'L{cx + size * 0.35} {top + size * 0.3}" stroke="{INK}" stroke-width="2.4" '
            f'fill="none"/>')


def tree(cx: float, base: float, r: float = 12) -> str:
    return (f'<rect x="{cx - 2}" y="{base - r}" width="4" height="{r}" fill="{WOOD}" {THIN}/>'
            f'<circle cx="{cx}" cy="{base - r - r * 0.6}" r="{r}" fill="{LEAF}" {THIN}/>')


def coin(cx: float, cy: float, r: float = 6) -> str:
    return (f'<ellipse cx="{cx}" cy="{cy}" rx="{r}" ry="{r * 0.45}" fill="{GOLDEN}" {THIN}/>')


def coins(cx: float, base: float, n: int = 4) -> str:
    return "".join(coin(cx, base - 3 - i * 3.2) for i in range(n))


def barrel(cx: float, base: float, r: float = 8) -> str:
    return (f'<ellipse cx="{cx}" cy="{base - r}" rx="{r * 0.8}" ry="{r}" fill="{WOOD}" {THIN}/>'
            f'<path d="M{cx - r * 0.8} {base - r}L{cx + r * 0.8} {base - r}" {THIN}/>')


def stall(x: float, base: float, w: float, stripe: str) -> str:
    top = base - 30
    stripes = "".join(f'<path d="M{x + i * w / 4} {top}L{x + i * w / 4 + w / 8} {top}'
                      f'L{x + i * w / 4 + w / 8} {top + 10}L{x + i * w / 4} {top + 10}Z" '
                      f'fill="{stripe}"/>' for i in range(4))
    return (f'<rect x="{x}" y="{top}" width="{w}" height="10" fill="{CLOTH2}" {THIN}/>{stripes}'
            f'<rect x="{x}" y="{top}" width="{w}" height="10" fill="none" {THIN}/>'
            f'<path d="M{x + 2} {top + 10}L{x + 2} {base}M{x + w - 2} {top + 10}L{x + w - 2} '
            f'{base}" {THIN}/><rect x="{x}" y="{base - 10}" width="{w}" height="10" '
            f'fill="{WOOD}" {THIN}/>')


def wheel(cx: float, cy: float, r: float = 9) -> str:
    spokes = "".join(f'<path d="M{cx} {cy}L{cx + r * c:.1f} {cy + r * s:.1f}" {THIN}/>'
                     for c, s in ((1, 0), (0, 1), (0.7, 0.7), (-0.7, 0.7)))
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{INK}" '
            f'stroke-width="2.2"/>{spokes}'
            f'<path d="M{cx - r} {cy}L{cx + r} {cy}M{cx} {cy - r}L{cx} {cy + r}" {THIN}/>')


def sign(x: float, y: float, inner: str) -> str:
    return (f'<path d="M{x - 12} {y - 10}L{x} {y - 10}L{x} {y - 6}" {THIN} fill="none"/>'
            f'<rect x="{x - 8}" y="{y - 6}" width="16" height="13" fill="{CLOTH2}" {THIN}/>'
            f'{inner}')


def rat(cx: float, base: float, s: float = 1.0) -> str:
    return (f'<ellipse cx="{cx}" cy="{base - 4 * s}" rx="{7 * s}" ry="{4 * s}" '
            f'fill="#5a5048" {THIN}/>'
            f'<circle cx="{cx + 7 * s}" cy="{base - 6 * s}" r="{2.6 * s}" fill="#5a5048"/>'
            f'<path d="M{cx - 7 * s} {base - 4 * s}Q{cx - 14 * s} {base - 10 * s} '
            f'{cx - 16 * s} {base - 2 * s}" stroke="#5a5048" stroke-width="1.4" fill="none"/>')


def house(x: float, base: float, w: float, h: float, roof: str = ROOF) -> str:
    return (wall(x, base - h, w, h) + gable(x, base - h, w, h * 0.6, roof)
            + window(x + w * 0.2, base - h + 8) + window(x + w * 0.8 - 7, base - h + 8))


# ---------------------------------------------------------------- Cartus buildings
def palace() -> str:
    return (ground() + wall(40, 56, 120, 48) + battlement(40, 56, 120, 9)
            + wall(22, 36, 26, 68) + cone(35, 36, 26, 24) + flag(35, 12)
            + wall(152, 36, 26, 68) + cone(165, 36, 26, 24) + flag(165, 12)
            + wall(86, 30, 28, 26) + cone(100, 30, 28, 20, "#6d3a8c") + door(100, 104, 18, 26)
            + "".join(window(x, 66) for x in (56, 72, 122, 138))
            + f'<path d="M92 22l4-6 4 5 4-5 4 6z" fill="{GOLDEN}" {THIN}/>')


def treasury() -> str:
    cols = "".join(f'<rect x="{x}" y="54" width="8" height="44" fill="{STONE}" {THIN}/>'
                   for x in (44, 64, 84, 104, 124, 144))
    return (ground() + wall(36, 98, 128, 6, STONE_DARK) + cols
            + f'<path d="M34 54L100 26L166 54Z" fill="{STONE}" {LINE}/>'
            + f'<circle cx="100" cy="44" r="7" fill="{GOLDEN}" {THIN}/>'
            + coins(174, 104, 5) + coins(186, 104, 3) + coins(24, 104, 4))


def monastery() -> str:
    return (ground() + wall(30, 60, 100, 44) + gable(30, 60, 100, 26)
            + wall(130, 26, 34, 78) + cone(147, 26, 34, 26) + cross(147, -6 + 6, 12)
            + window(142, 38, 10, 14) + door(80, 104)
            + "".join(window(x, 70) for x in (42, 58, 98, 114))
            + f'<circle cx="80" cy="48" r="5" fill="{WINDOW}"/>')


def hospital() -> str:
    arches = "".join(window(x, 66, 10, 18) for x in (30, 50, 70, 110, 130, 150))
    return (ground() + wall(20, 56, 160, 48) + gable(20, 56, 160, 22)
            + arches + door(100, 104, 16, 24)
            + f'<path d="M90 42h20M100 32v20" stroke="{INK}" stroke-width="4"/>'
            + f'<path d="M182 104c0-10 6-14 10-14" {THIN} fill="none"/>'
            + f'<path d="M176 92l6 4 6-4v10h-12z" fill="{CLOTH2}" {THIN}/>')


def office() -> str:
    step = (f'<path d="M60 104L60 50L70 50L70 40L80 40L80 30L120 30L120 40L130 40L130 50'
            f'L140 50L140 104Z" fill="{STONE}" {LINE}/>')
    scroll = (f'<rect x="150" y="62" width="30" height="20" rx="3" fill="{CLOTH2}" {THIN}/>'
              f'<path d="M154 68h22M154 74h16" {THIN}/>')
    return (ground() + step + "".join(window(x, y) for x in (76, 96, 116) for y in (48, 70))
            + door(100, 104) + scroll + house(14, 104, 36, 34))


def marketplace() -> str:
    return (ground(104, STONE_DARK) + stall(14, 104, 52, CLOTH) + stall(74, 104, 52, "#3f7a3a")
            + stall(134, 104, 52, "#2f5f8f") + coins(40, 94, 2)
            + f'<circle cx="100" cy="88" r="5" fill="#c9a227" {THIN}/>'
            + f'<circle cx="160" cy="89" r="4" fill="{CLOTH}" {THIN}/>')


def guard_tower() -> str:
    return (ground() + wall(82, 22, 36, 82) + battlement(78, 22, 44, 4)
            + wall(78, 16, 44, 6) + window(96, 36, 8, 14) + window(96, 62, 8, 14)
            + door(100, 104, 14, 18) + flag(100, 10, "#a8322b")
            + f'<path d="M40 104L40 60M34 66l6-10 6 10" {LINE} fill="none"/>'
            + f'<path d="M160 104L160 60M154 66l6-10 6 10" {LINE} fill="none"/>')


def castle() -> str:
    return (ground() + wall(24, 30, 34, 74) + battlement(24, 30, 34, 4)
            + wall(142, 30, 34, 74) + battlement(142, 30, 34, 4)
            + wall(58, 56, 84, 48) + battlement(58, 56, 84, 6)
            + f'<path d="M86 104L86 82A14 14 0 0 1 114 82L114 104Z" fill="{WINDOW}" {THIN}/>'
            + "".join(f'<path d="M{x} 82L{x} 104" stroke="{STONE_DARK}" stroke-width="2"/>'
                      for x in (92, 100, 108))
            + window(37, 44) + window(155, 44) + flag(41, 24) + flag(159, 24))


def farm() -> str:
    rows = "".join(f'<path d="M{110 + i * 14} 104L{130 + i * 12} 78" stroke="{LEAF}" '
                   f'stroke-width="3"/>' for i in range(5))
    return (ground() + rows + wall(18, 60, 70, 44, "#b8322b") + gable(18, 60, 70, 30, SLATE)
            + f'<path d="M40 104L40 78L66 78L66 104M40 78L66 104M66 78L40 104" {THIN} '
            f'fill="{WOOD}"/>'
            + f'<path d="M170 104l-6-26 6 4 6-4z" fill="{GOLDEN}" {THIN}/>')


def brewery() -> str:
    return (ground() + house(30, 104, 90, 50) + wall(100, 34, 14, 20, STONE_DARK)
            + barrel(140, 104) + barrel(160, 104) + barrel(150, 88)
            + barrel(180, 104, 7) + door(75, 104)
            + '<path d="M106 32q4-8 0-14q-4-6 2-12" stroke="#999" stroke-width="2" fill="none"/>')


def fortune_teller() -> str:
    return (ground() + f'<path d="M40 104L100 24L160 104Z" fill="#2f5f8f" {LINE}/>'
            + f'<path d="M100 24L84 104M100 24L116 104" {THIN}/>'
            + f'<path d="M88 104L100 66L112 104Z" fill="{WINDOW}"/>'
            + f'<path d="M100 14l3 7 7 0-6 4 2 7-6-4-6 4 2-7-6-4 7 0z" fill="{GOLDEN}" {THIN}/>'
            + f'<circle cx="170" cy="92" r="9" fill="#cfe3f0" {THIN}/>'
            + f'<rect x="163" y="100" width="14" height="4" fill="{WOOD}" {THIN}/>'
            + f'<path d="M62 44a10 10 0 1 0 8 -14a8 8 0 1 1 -8 14z" fill="{GOLDEN}" {THIN}/>')


def piper_house() -> str:
    return (ground() + house(40, 104, 70, 46) + door(75, 104)
            + f'<path d="M120 60L176 44" stroke="{WOOD}" stroke-width="5" stroke-linecap="round"/>'
            + "".join(f'<circle cx="{130 + i * 10}" cy="{57.2 - i * 2.8:.1f}" r="1.6" '
                      f'fill="{INK}"/>' for i in range(4))
            + rat(130, 104) + rat(152, 104, 0.8) + rat(172, 104, 0.7))


CARTUS = {
    "palace": palace, "treasury": treasury, "monastery": monastery, "hospital": hospital,
    "office": office, "marketplace": marketplace, "guard_tower": guard_tower,
    "castle": castle, "farm": farm, "brewery": brewery, "fortune_teller": fortune_teller,
    "piper_house": piper_house,
}


# ---------------------------------------------------------------- Notre Dame sectors
def residence() -> str:
    return ground() + house(30, 104, 56, 56) + house(100, 104, 64, 66, SLATE) + door(132, 104)


def park() -> str:
    return (ground(96) + tree(40, 104, 14) + tree(80, 100, 18) + tree(130, 104, 15)
            + tree(166, 102, 12)
            + f'<path d="M20 112Q100 92 180 112" stroke="{STONE_DARK}" stroke-width="6" '
            f'fill="none"/>')


def nd_hospital() -> str:
    return hospital()


def cloister_school() -> str:
    arcade = "".join(f'<path d="M{x} 104L{x} 80A9 9 0 0 1 {x + 18} 80L{x + 18} 104" '
                     f'fill="{WINDOW}" {THIN}/>' for x in (30, 58, 86, 114, 142))
    book = (f'<path d="M100 28l-18 -6v22l18 6l18 -6v-22z" fill="{CLOTH2}" {LINE}/>'
            f'<path d="M100 28v22" {THIN}/>')
    return ground() + wall(22, 60, 156, 44) + gable(22, 60, 156, 12) + arcade + book


def bank() -> str:
    return treasury()


def carriage_house() -> str:
    return (ground() + wall(20, 54, 100, 50, "#c9a77a") + gable(20, 54, 100, 24)
            + f'<path d="M40 104L40 72L100 72L100 104Z" fill="{WINDOW}" {THIN}/>'
            + f'<path d="M128 80L176 80L182 92L122 92Z" fill="{WOOD}" {LINE}/>'
            + wheel(134, 96) + wheel(172, 96))


def hotel() -> str:
    bed = (f'<path d="M140 72h26" {THIN}/>'
           f'<rect x="142" y="64" width="8" height="6" rx="2" fill="#fff" {THIN}/>')
    return (ground() + house(24, 104, 96, 62) + window(40, 70) + window(96, 70)
            + door(72, 104) + sign(150, 72, bed)
            + f'<path d="M120 62h18" {THIN}/>')


def reserve() -> str:
    crates = "".join(f'<rect x="{x}" y="{y}" width="24" height="20" fill="{WOOD}" {LINE}/>'
                     f'<path d="M{x} {y}L{x + 24} {y + 20}M{x + 24} {y}L{x} {y + 20}" {THIN}/>'
                     for x, y in ((40, 84), (66, 84), (92, 84), (53, 64), (79, 64)))
    return ground() + crates + wall(130, 60, 50, 44, STONE_DARK) + gable(130, 60, 50, 20)


ND = {
    "residence": residence, "park": park, "hospital": nd_hospital,
    "cloister_school": cloister_school, "bank": bank, "carriage_house": carriage_house,
    "hotel": hotel, "reserve": reserve,
}


def cathedral() -> str:
    towers = "".join(wall(x, 20, 44, 100) + battlement(x, 20, 44, 4)
                     + window(x + 12, 34, 8, 22) + window(x + 24, 34, 8, 22)
                     for x in (20, 136))
    rose = "".join(f'<path d="M100 72L{100 + 16 * c:.1f} {72 + 16 * s:.1f}" {THIN}/>'
                   for c, s in ((1, 0), (0, 1), (0.7, 0.7), (-0.7, 0.7), (-1, 0), (0, -1),
                                (0.7, -0.7), (-0.7, -0.7)))
    return (f'<path d="M10 120L190 120" {LINE}/>' + wall(64, 40, 72, 80) + towers
            + f'<path d="M64 40L100 14L136 40Z" fill="{STONE}" {LINE}/>' + cross(100, 2, 12)
            + f'<circle cx="100" cy="72" r="17" fill="#6f86a8" {LINE}/>' + rose
            + "".join(door(x, 120, 14, 26) for x in (42, 100, 158)))


def letter() -> str:
    return (f'<rect x="6" y="16" width="88" height="60" rx="3" fill="#f4ead2" {LINE}/>'
            f'<path d="M6 16L50 50L94 16" fill="none" {LINE}/>'
            f'<path d="M6 76L40 44M94 76L60 44" fill="none" {THIN}/>'
            f'<circle cx="50" cy="50" r="13" fill="currentColor" {LINE}/>'
            f'<circle cx="50" cy="50" r="7" fill="none" stroke="{INK}" stroke-width="1.6" '
            f'stroke-opacity="0.6"/>')


# ---------------------------------------------------------------- Notre Dame persons
SKIN = "#e9c9a4"


def bust(robe: str, hat: str = "", item: str = "", hair: str = "#6b4a2b") -> str:
    """A person from the chest up (viewBox 0 0 100 100): robe, head, hat, what they hold."""
    return (f'<path d="M14 100C16 76 30 66 50 66C70 66 84 76 86 100Z" fill="{robe}" {LINE}/>'
            f'<path d="M32 40C32 24 68 24 68 40L68 48L32 48Z" fill="{hair}"/>'
            f'<circle cx="50" cy="46" r="17" fill="{SKIN}" {LINE}/>'
            f'<circle cx="44" cy="45" r="1.8" fill="{INK}"/><circle cx="56" cy="45" r="1.8" '
            f'fill="{INK}"/><path d="M45 54Q50 57 55 54" {THIN} fill="none"/>{hat}{item}')


def _hat(d: str, fill: str) -> str:
    return f'<path d="{d}" fill="{fill}" {LINE}/>'


PERSONS = {
    "minstrel": bust("#4f7a3a", _hat("M30 34Q50 18 72 30L80 24L70 36Z", CLOTH),
                     f'<ellipse cx="78" cy="84" rx="10" ry="12" fill="{WOOD}" {LINE}/>'
                     f'<path d="M74 74L64 50" stroke="{INK}" stroke-width="3"/>'),
    "moneylender": bust("#5d6470", _hat("M32 32L68 32L64 22L36 22Z", INK),
                        f'<path d="M70 78q10-8 18 0q4 14-9 16q-13-2-9-16z" fill="{GOLDEN}" '
                        f'{LINE}/>'),
    "doctor": bust(INK, _hat("M28 34L72 34L64 18L36 18Z", INK),
                   f'<path d="M50 52L50 70L56 62Z" fill="#f4ead2" {LINE}/>'),
    "jester": bust("#c9a227", _hat("M32 34L20 12L42 26L50 8L58 26L80 12L68 34Z", CLOTH)
                   + '<circle cx="20" cy="12" r="3" fill="#c9a227"/>'
                   '<circle cx="80" cy="12" r="3" fill="#c9a227"/>'),
    "landlady": bust("#8c4a32", _hat("M30 38Q50 16 70 38Q50 30 30 38Z", "#f4ead2"),
                     f'<path d="M74 70l10 0l0 6l-4 0l0 14l-2 0l0-14l-4 0z" fill="{GOLDEN}" '
                     f'{THIN}/>'),
    "monk": bust("#8a5a2b", _hat("M30 44Q30 18 50 18Q70 18 70 44Q60 30 50 30Q40 30 30 44Z",
                                 "#8a5a2b"), "", hair="#8a5a2b"),
    "night_watchman": bust("#2f3f5f", _hat("M32 32L68 32L62 20L38 20Z", "#5d6470"),
                           f'<rect x="72" y="70" width="14" height="18" rx="3" '
                           f'fill="{GOLDEN}" {LINE}/><path d="M79 64L79 70" {THIN}/>'),
    "town_guard": bust("#a8322b", _hat("M30 36Q50 14 70 36Z", SLATE),
                       f'<path d="M82 100L82 30M76 38L82 22L88 38Z" stroke="{INK}" '
                       f'stroke-width="3" fill="{SLATE}"/>'),
    "bishop": bust("#f4ead2", _hat("M36 32L50 4L64 32Z", "#c9a227")
                   + cross(50, 10, 10)),
    "lawyer": bust(INK, _hat("M32 30Q50 22 68 30L68 36L32 36Z", "#f4ead2"),
                   f'<rect x="66" y="72" width="22" height="16" rx="3" fill="{CLOTH2}" {LINE}/>'
                   f'<path d="M70 78h14M70 83h10" {THIN}/>'),
    "guild_master": bust("#3f7a3a", _hat("M30 34L70 34L66 24L34 24Z", "#6d3a8c"),
                         f'<path d="M70 90L84 70M78 66l12 8-4 4-12-8z" fill="{SLATE}" '
                         f'{LINE}/>'),
    "beggar_king": bust("#8a7a5a", _hat("M34 30L38 16L44 26L50 12L56 26L62 16L66 30Z",
                                        "#b8a47a"),
                        f'<path d="M18 92l8-10M26 96l6-12" {THIN}/>', hair="#9a9a9a"),
    "carpenter": bust("#b07a2a", _hat("M30 36Q50 20 70 36Z", "#8a5a2b"),
                      f'<path d="M68 92L86 70" stroke="{WOOD}" stroke-width="5"/>'
                      f'<rect x="80" y="62" width="12" height="10" fill="{SLATE}" {LINE}/>'),
    "mayor": bust("#6d3a8c", _hat("M28 34L72 34L66 20L34 20Z", INK),
                  f'<path d="M36 68Q50 86 64 68" stroke="{GOLDEN}" stroke-width="4" '
                  f'fill="none"/><circle cx="50" cy="80" r="5" fill="{GOLDEN}" {THIN}/>'),
    "confidant": bust("#5a5048", _hat("M28 50Q26 14 50 14Q74 14 72 50Q64 30 50 30Q36 30 28 50Z",
                                      "#5a5048"),
                      f'<path d="M40 60L50 52L60 60" {THIN} fill="none"/>'),
    "lady_in_waiting": bust("#2f5f8f", _hat("M34 30L50 0L66 30Z", "#e8b7c8"),
                            f'<path d="M72 76l16-10l-2 18z" fill="#f4ead2" {LINE}/>',
                            hair="#c9a227"),
}


def main() -> None:
    for bid, draw in CARTUS.items():
        write(f"cards/cartus-{bid}.svg", picture(draw(), f"Rattus Cartus building: {bid}"))
    for sector, draw in ND.items():
        write(f"board/nd-{sector}.svg", picture(draw(), f"Notre Dame sector: {sector}"))
    for pid, body in PERSONS.items():
        write(f"icons/nd-person-{pid}.svg", picture(body, f"Notre Dame person: {pid}",
                                                    "0 0 100 100"))
    write("board/nd-cathedral.svg", picture(cathedral(), "Notre Dame cathedral",
                                            "0 0 200 120"))
    write("icons/nd-letter.svg", picture(letter(), "Notre Dame message: a sealed letter "
                                         "(the seal tinted by the app)", "0 0 100 92")
          .replace("<svg ", '<svg color="#9b1c1c" ', 1))


if __name__ == "__main__":
    main()
