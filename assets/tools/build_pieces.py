"""Write the small SVG pictures: meeples, tokens, plague, palace, class icons,
card frame and application icon.  Run:  python assets/tools/build_pieces.py

All drawings are original to this project.  Meeples use fill="currentColor" on
their body and color="#ffffff" on the root, so they render white as they are and
take the player's colour when the app replaces "currentColor".
"""

from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent
INK = "#2b2118"
RED = "#9b1c1c"
GOLD = "#d4a94a"
PARCH = "#efe2c2"


def svg(view: str, body: str, extra: str = "", title: str = "") -> str:
    t = f"<title>{title}</title>" if title else ""
    w, h = view.split()[2:]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'viewBox="{view}" width="{w}" height="{h}"{extra}>{t}\n{body}\n</svg>\n'
    )


def write(rel: str, text: str) -> None:
    path = ASSETS / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def mirror(right: list[tuple[float, float]], cx: float = 50) -> str:
    """Polygon from the right half of a symmetric outline (top to bottom)."""
    left = [(2 * cx - x, y) for x, y in reversed(right)]
    pts = right + left
    return "M" + "L".join(f"{x:g} {y:g}" for x, y in pts) + "Z"


# ---------------------------------------------------------------- meeples
SHADOW = f'<ellipse cx="50" cy="93" rx="34" ry="5" fill="{INK}" fill-opacity="0.28"/>'
BODY = f'fill="currentColor" stroke="{INK}" stroke-width="4" stroke-linejoin="round"'
SHADE = f'fill="{INK}" fill-opacity="0.22"'
GLEAM = 'fill="#fffaf0" fill-opacity="0.45"'

MEEPLES: dict[str, str] = {
    # the classic wooden figure
    "classic": (
        '<path d="M50 8C59.4 8 66 14.6 66 23C66 28.2 63.6 32.4 59.8 35.2C72 37 84.6 40.4 '
        '89.2 46C92.4 50.2 89.6 56.2 81.8 56.2C76.4 56.2 70.2 55.2 66 54.6C68.8 63.4 '
        '77 76 80.6 82.8C83 87.4 80.6 90.6 75.6 90.6L62 90.6C58.6 90.6 56.8 89.2 55.6 86.2'
        'L50 72.8L44.4 86.2C43.2 89.2 41.4 90.6 38 90.6L24.4 90.6C19.4 90.6 17 87.4 19.4 '
        '82.8C23 76 31.2 63.4 34 54.6C29.8 55.2 23.6 56.2 18.2 56.2C10.4 56.2 7.6 50.2 '
        '10.8 46C15.4 40.4 28 37 40.2 35.2C36.4 32.4 34 28.2 34 23C34 14.6 40.6 8 50 8Z" '
        f'{BODY}/>'
        f'<path d="M59.8 35.2C72 37 84.6 40.4 89.2 46C92.4 50.2 89.6 56.2 81.8 56.2C76.4 '
        f'56.2 70.2 55.2 66 54.6C68.8 63.4 77 76 80.6 82.8C83 87.4 80.6 90.6 75.6 90.6L62 '
        f'90.6C58.6 90.6 56.8 89.2 55.6 86.2L50 72.8L50 40C54 39 57 37.5 59.8 35.2Z" {SHADE}/>'
        f'<ellipse cx="44" cy="18" rx="5" ry="3.4" transform="rotate(-30 44 18)" {GLEAM}/>'
    ),
    # a turned pawn with a ball head
    "round": (
        '<path d="M50 6C58.8 6 65 12.4 65 20.6C65 26.4 61.8 31 57.2 33.4C62.8 34.6 66 36.8 '
        '66 39.6C66 42.6 62.4 44.4 58 45.2C59.6 58 66 68 76.4 74.2C81.6 77.2 83.4 80.6 83.4 '
        '84C83.4 88.4 78 91 70 91L30 91C22 91 16.6 88.4 16.6 84C16.6 80.6 18.4 77.2 23.6 '
        '74.2C34 68 40.4 58 42 45.2C37.6 44.4 34 42.6 34 39.6C34 36.8 37.2 34.6 42.8 33.4'
        'C38.2 31 35 26.4 35 20.6C35 12.4 41.2 6 50 6Z" '
        f'{BODY}/>'
        f'<path d="M57.2 33.4C62.8 34.6 66 36.8 66 39.6C66 42.6 62.4 44.4 58 45.2C59.6 58 66 '
        f'68 76.4 74.2C81.6 77.2 83.4 80.6 83.4 84C83.4 88.4 78 91 70 91L56 91C58 80 56 60 '
        f'54 45C56 44 58 42 57.2 33.4Z" {SHADE}/>'
        f'<path d="M59 12C63 15 64.6 20 63.2 24.6C61 29 56 32 51 32.6C57 28 60 20 59 12Z" '
        f'{SHADE}/>'
        f'<ellipse cx="44" cy="15" rx="4.6" ry="3" transform="rotate(-35 44 15)" {GLEAM}/>'
    ),
    # a square tower (a cube standing on an edge view)
    "square": (
        f'<path d="M50 10L84 24L84 76L50 91L16 76L16 24Z" {BODY}/>'
        f'<path d="M50 10L84 24L50 38L16 24Z" fill="#fffaf0" fill-opacity="0.4" '
        f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="M50 38L84 24L84 76L50 91Z" {SHADE}/>'
        f'<path d="M50 38L50 91" stroke="{INK}" stroke-width="3"/>'
    ),
    # a cone / pyramid
    "triangle": (
        f'<path d="M50 6L86 80C88 86 84 91 77 91L23 91C16 91 12 86 14 80Z" {BODY}/>'
        f'<path d="M50 6L86 80C88 86 84 91 77 91L56 91Z" {SHADE}/>'
        f'<path d="M46 20L32 52" stroke="#fffaf0" stroke-opacity="0.55" stroke-width="4" '
        f'stroke-linecap="round" fill="none"/>'
    ),
    # a cut gem standing on its point
    "diamond": (
        f'<path d="M50 6L86 46L50 91L14 46Z" {BODY}/>'
        f'<path d="M50 6L86 46L50 91Z" {SHADE}/>'
        f'<path d="M14 46L86 46M50 6L38 46L50 91M50 6L62 46L50 91" fill="none" '
        f'stroke="{INK}" stroke-width="2.2" stroke-linejoin="round" stroke-opacity="0.7"/>'
        f'<path d="M50 10L39 44L18 44Z" {GLEAM}/>'
    ),
    # a five-pointed star
    "star": (
        '<path d="M50 5L61.6 34.6L93.2 36.2L68.6 56.4L77 87.2L50 69.8L23 87.2L31.4 56.4'
        'L6.8 36.2L38.4 34.6Z" '
        f'{BODY}/>'
        f'<path d="M50 5L61.6 34.6L93.2 36.2L68.6 56.4L77 87.2L50 69.8L50 48Z" {SHADE}/>'
        f'<path d="M50 11L42 33L47 35Z" {GLEAM}/>'
    ),
}


def meeples() -> None:
    for name, body in MEEPLES.items():
        write(
            f"pieces/meeple-{name}.svg",
            svg("0 0 100 100", SHADOW + "\n" + body, ' color="#ffffff"',
                f"Player piece: {name} (tinted by the app)"),
        )


# ---------------------------------------------------------------- rat
def rat(fill: str, eye: str, ear: str, tail_w: float = 4.5) -> str:
    """A walking rat facing left in a 100 x 70 box."""
    return (
        f'<path d="M91 50C102 56 103 66 94 69C84 72 72 64 60 66" fill="none" stroke="{fill}" '
        f'stroke-width="{tail_w}" stroke-linecap="round"/>'
        f'<path d="M22 44C24 29 41 19 59 19C79 19 93 30 93 44C93 53 86 57 77 57L32 57'
        f'C26 57 21.5 52 22 44Z" fill="{fill}"/>'
        f'<path d="M35 27C26 28 14 36 5 43.5C3 45.5 4 48 7 48.5C16 50.5 28 53 38 50Z" '
        f'fill="{fill}"/>'
        f'<circle cx="33" cy="25" r="8" fill="{fill}"/>'
        f'<circle cx="33" cy="25" r="4.2" fill="{ear}"/>'
        f'<circle cx="21" cy="38.5" r="2.4" fill="{eye}"/>'
        f'<path d="M30 55L26 62L33 62L37 56M70 55L68 62L75 62L78 55" fill="{fill}" '
        f'stroke="{fill}" stroke-width="2" stroke-linejoin="round"/>'
        f'<path d="M6 46L-2 43M6 47L-2 49" stroke="{fill}" stroke-width="1.2" '
        f'stroke-linecap="round"/>'
    )


def tokens() -> None:
    back = (
        '<defs><radialGradient id="tb" cx="42" cy="38" r="60" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#4a3526"/><stop offset="1" stop-color="#1f1610"/>'
        '</radialGradient></defs>'
        f'<circle cx="50" cy="50" r="47" fill="url(#tb)" stroke="{INK}" stroke-width="3"/>'
        '<circle cx="50" cy="50" r="41" fill="none" stroke="#b08d5a" stroke-width="2"/>'
        '<circle cx="50" cy="50" r="37" fill="none" stroke="#b08d5a" stroke-width="1.4" '
        'stroke-dasharray="1.5 4" stroke-linecap="round"/>'
        '<g transform="translate(17 27) scale(0.66)">'
        + rat("#d9c394", RED, "#8a6a48", 5.5)
        + "</g>"
    )
    write("pieces/token-back.svg", svg("0 0 100 100", back, title="Rat token, face down"))
    face = (
        '<defs><radialGradient id="tf" cx="42" cy="38" r="62" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#fbf3de"/><stop offset="1" stop-color="#dcc795"/>'
        '</radialGradient></defs>'
        f'<circle cx="50" cy="50" r="47" fill="url(#tf)" stroke="{INK}" stroke-width="3"/>'
        '<circle cx="50" cy="50" r="41.5" fill="none" stroke="#8a6a48" stroke-width="1.6"/>'
        '<circle cx="50" cy="50" r="38.5" fill="none" stroke="#8a6a48" stroke-width="0.8"/>'
    )
    write("pieces/token-face.svg", svg("0 0 100 100", face, title="Rat token, face up (blank)"))


def plague() -> None:
    body = (
        '<defs><radialGradient id="pb" cx="50" cy="96" r="44" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#5a1010"/><stop offset="1" stop-color="#1a0f0a"/>'
        '</radialGradient></defs>'
        f'<ellipse cx="50" cy="104" rx="40" ry="11" fill="{INK}" fill-opacity="0.3"/>'
        f'<ellipse cx="50" cy="98" rx="38" ry="12" fill="url(#pb)" stroke="{INK}" '
        'stroke-width="3"/>'
        f'<ellipse cx="50" cy="96" rx="30" ry="8" fill="none" stroke="{RED}" stroke-width="3"/>'
        # a rat sitting up, facing left, tail curled round the base
        f'<path d="M66 92C84 94 92 88 88 80C85 74 76 76 74 82" fill="none" stroke="#17100b" '
        'stroke-width="5" stroke-linecap="round"/>'
        '<path d="M50 30C64 30 72 46 72 64C72 80 66 94 50 94C35 94 30 84 32 72C33 64 36 58 '
        '36 52C36 42 40 30 50 30Z" fill="#241912" stroke="#0f0a07" stroke-width="2.5"/>'
        '<path d="M48 12C58 12 64 20 62 30C60 38 52 42 44 40C36 38 28 36 22 33C19 31.5 20 '
        '29 23 28C32 25 38 12 48 12Z" fill="#241912" stroke="#0f0a07" stroke-width="2.5" '
        'stroke-linejoin="round"/>'
        '<circle cx="55" cy="12" r="8" fill="#241912" stroke="#0f0a07" stroke-width="2.5"/>'
        f'<circle cx="55" cy="12" r="4" fill="{RED}" fill-opacity="0.75"/>'
        '<circle cx="38" cy="24" r="3.6" fill="#ff4a2e"/>'
        '<circle cx="37.2" cy="23.2" r="1.2" fill="#ffe9c7"/>'
        '<path d="M22 30L13 27M22 31.5L13 33" stroke="#0f0a07" stroke-width="1.3" '
        'stroke-linecap="round"/>'
        # fore paws
        '<path d="M40 52C36 56 34 60 36 62M46 54C44 58 44 62 46 63" fill="none" '
        'stroke="#0f0a07" stroke-width="2.5" stroke-linecap="round"/>'
        # red plague sash / skull mark on the chest
        f'<circle cx="52" cy="70" r="9" fill="{RED}" stroke="#0f0a07" stroke-width="2"/>'
        '<path d="M48 68.5a1.8 1.8 0 1 0 0.1 0M56 68.5a1.8 1.8 0 1 0 0.1 0" fill="#f3e2c0"/>'
        '<path d="M49 74.5L55 74.5" stroke="#f3e2c0" stroke-width="1.6"/>'
        '<path d="M48.2 67.2a2 2 0 1 0 0.1 0ZM55.8 67.2a2 2 0 1 0 0.1 0Z" fill="#f3e2c0"/>'
    )
    write("pieces/plague.svg", svg("0 0 100 116", body, title="The plague piece"))


# ---------------------------------------------------------------- palace
def palace() -> None:
    stone = "#d8c8a2"
    stone_d = "#b8a57c"
    roof = "#9b2d20"
    o = f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"'
    body = (
        f'<ellipse cx="100" cy="184" rx="86" ry="10" fill="{INK}" fill-opacity="0.25"/>'
        # back wall with battlements
        f'<path d="M40 98V84H50V92H60V84H70V92H80V84H90V92H110V84H120V92H130V84H140V92H150'
        f'V84H160V98V178H40Z" fill="{stone_d}" {o}/>'
        # keep
        f'<path d="M72 70V50H80V58H90V50H100V58H110V50H120V58H128V50V70V178H72Z" '
        f'fill="{stone}" {o}/>'
        f'<path d="M100 50V30" stroke="{INK}" stroke-width="2.5"/>'
        f'<path d="M100 30L124 36L100 42Z" fill="{RED}" {ow(2)}/>'
        # side towers
        f'<path d="M22 92H58V180H22Z" fill="{stone}" {o}/>'
        f'<path d="M142 92H178V180H142Z" fill="{stone}" {o}/>'
        f'<path d="M16 94L40 52L64 94Z" fill="{roof}" {o}/>'
        f'<path d="M136 94L160 52L184 94Z" fill="{roof}" {o}/>'
        f'<path d="M40 52V36M160 52V36" stroke="{INK}" stroke-width="2.5"/>'
        f'<path d="M40 36L56 41L40 46ZM160 36L176 41L160 46Z" fill="{GOLD}" {ow(2)}'
        '/>'
        # windows
        f'<path d="M36 112a4 4 0 0 1 8 0v14h-8ZM156 112a4 4 0 0 1 8 0v14h-8Z'
        f'M95 76a5 5 0 0 1 10 0v16h-10Z" fill="{INK}"/>'
        # gate
        f'<path d="M82 180V146C82 134 90 126 100 126C110 126 118 134 118 146V180Z" '
        f'fill="#5a3a22" {o}/>'
        f'<path d="M88 140H112M86 152H114M86 164H114M94 130V180M100 127V180M106 130V180" '
        f'stroke="{INK}" stroke-width="1.8"/>'
        # stone courses
        f'<path d="M22 130H58M22 158H58M142 130H178M142 158H178M72 110H82M118 110H128" '
        f'stroke="{INK}" stroke-width="1.4" stroke-opacity="0.6"/>'
        f'<path d="M12 180H188" stroke="{INK}" stroke-width="3.5" stroke-linecap="round"/>'
    )
    write("board/palace.svg", svg("0 0 200 200", body, title="The palace"))


# ---------------------------------------------------------------- class icons
def ow(width: float = 3) -> str:
    return (f'stroke="{INK}" stroke-width="{width:g}" stroke-linejoin="round" '
            'stroke-linecap="round"')


OUT = ow()


def medal(fill: str) -> str:
    return (f'<circle cx="50" cy="50" r="46" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
            '<circle cx="50" cy="50" r="41" fill="none" stroke="#fffaf0" '
            'stroke-opacity="0.35" stroke-width="2"/>')


def icons() -> None:
    wheat = "#e0b850"
    stalks = "".join(
        f'<path d="M{50 + dx * 0.15:g} 86L{50 + dx:g} 24" fill="none" stroke="{INK}" '
        'stroke-width="2.4" stroke-linecap="round"/>'
        for dx in (-22, -11, 0, 11, 22)
    )

    def ear(x: float, y: float, ang: float) -> str:
        grains = "".join(
            f'<ellipse cx="{x + s * 5:g}" cy="{y + k * 7:g}" rx="4.4" ry="6.4" '
            f'transform="rotate({s * 24:g} {x + s * 5:g} {y + k * 7:g})" fill="{wheat}" '
            f'stroke="{INK}" stroke-width="1.8"/>'
            for k in range(4) for s in (-1, 1)
        )
        top = (f'<ellipse cx="{x:g}" cy="{y - 6:g}" rx="4.4" ry="7" fill="{wheat}" '
               f'stroke="{INK}" stroke-width="1.8"/>')
        return f'<g transform="rotate({ang:g} {x:g} {y + 30:g})">{top}{grains}</g>'

    peasantry = (
        medal("#a9b48a")
        + stalks
        + "".join(ear(50 + dx, 16, a) for dx, a in ((-22, -14), (-11, -7), (0, 0), (11, 7),
                                                    (22, 14)))
        + f'<path d="M36 60C44 65 56 65 64 60L64 67C56 72 44 72 36 67Z" fill="#8e2a1c" {OUT}/>'
    )
    write("icons/class-peasantry.svg", svg("0 0 100 100", peasantry, title="Peasantry"))

    bourgeoisie = (
        medal("#c9b07a")
        + f'<path d="M38 30C34 24 36 18 42 19C46 20 48 22 50 22C52 22 54 20 58 19C64 18 66 24 '
        f'62 30C74 38 82 52 80 66C78 80 66 86 50 86C34 86 22 80 20 66C18 52 26 38 38 30Z" '
        f'fill="#8a5a34" {OUT}/>'
        + f'<path d="M37 31C44 34 56 34 63 31" fill="none" {OUT}/>'
        + f'<path d="M56 33L66 42" fill="none" stroke="{GOLD}" stroke-width="3" '
        'stroke-linecap="round"/>'
        + f'<circle cx="33" cy="72" r="11" fill="{GOLD}" {OUT}/>'
        + f'<circle cx="33" cy="72" r="6" fill="none" stroke="{INK}" stroke-width="1.6"/>'
        + f'<circle cx="68" cy="76" r="9" fill="{GOLD}" {OUT}/>'
        + f'<circle cx="68" cy="76" r="4.5" fill="none" stroke="{INK}" stroke-width="1.6"/>'
        + '<path d="M40 58H60L57 72H43Z" fill="#6e4526" stroke="#2b2118" stroke-width="2" '
        'stroke-linejoin="round" stroke-dasharray="3 2"/>'
    )
    write("icons/class-bourgeoisie.svg", svg("0 0 100 100", bourgeoisie, title="Bourgeoisie"))

    church = (
        medal("#9fb0c4")
        + f'<path d="M42 12H58L55 38L80 34V50L55 47L58 88H42L45 47L20 50V34L45 38Z" '
        f'fill="#f1e5c6" {OUT}/>'
        + f'<circle cx="50" cy="42" r="6" fill="{GOLD}" {ow(2)}/>'
    )
    write("icons/class-church.svg", svg("0 0 100 100", church, title="Church"))

    chivalry = (
        medal("#b7a3a0")
        # great helm
        + f'<path d="M24 42C24 24 36 14 50 14C64 14 76 24 76 42V80C76 84 72 86 68 86H32'
        f'C28 86 24 84 24 80Z" fill="#aeb4b8" {OUT}/>'
        + f'<path d="M50 14V86" stroke="{INK}" stroke-width="2.4"/>'
        + f'<path d="M28 46H72V53H28Z" fill="{INK}"/>'
        + ''.join(f'<circle cx="{x}" cy="{y}" r="1.8" fill="{INK}"/>'
                  for x in (40, 44, 56, 60) for y in (64, 71))
        + '<path d="M31 26C36 20 42 18 46 18" fill="none" stroke="#fffaf0" stroke-opacity="0.6"'
        ' stroke-width="3" stroke-linecap="round"/>'
        + f'<path d="M50 14C54 6 64 4 70 8C64 10 58 12 54 16Z" fill="#8e2a1c" {ow(2)}'
        '/>'
    )
    write("icons/class-chivalry.svg", svg("0 0 100 100", chivalry, title="Chivalry"))

    magic = (
        medal("#a99bb8")
        + f'<path d="M42 14H58V22H56V36C70 40 80 52 80 64C80 78 66 88 50 88C34 88 20 78 20 64'
        f'C20 52 30 40 44 36V22H42Z" fill="#e8e0cc" {OUT}/>'
        + f'<path d="M23 60C32 56 40 64 50 60C60 56 68 62 77 58C79 62 80 66 79 70C76 80 64 86 '
        f'50 86C36 86 24 80 21 70C20 66 21 63 23 60Z" fill="#3f8a5c" stroke="{INK}" '
        'stroke-width="2"/>'
        + '<circle cx="40" cy="72" r="3" fill="#bfe3b0"/><circle cx="56" cy="66" r="2.2" '
        'fill="#bfe3b0"/><circle cx="60" cy="77" r="3.6" fill="#bfe3b0"/>'
        + f'<path d="M44 8H56V16H44Z" fill="#8a5a34" {ow(2.4)}/>'
        + '<path d="M30 52C32 46 36 42 40 40" fill="none" stroke="#fffaf0" stroke-opacity="0.7" '
        'stroke-width="3" stroke-linecap="round"/>'
        + '<path d="M72 20L74 25L79 26L75 29L76 34L72 31L68 34L69 29L65 26L70 25Z" '
        f'fill="{GOLD}" stroke="{INK}" stroke-width="1.4"/>'
    )
    write("icons/class-magic.svg", svg("0 0 100 100", magic, title="Magic"))

    royalty = (
        medal("#c4a35e")
        + f'<path d="M16 36L32 54L50 24L68 54L84 36L78 76H22Z" fill="{GOLD}" {OUT}/>'
        + f'<path d="M22 76H78V86H22Z" fill="#b8862e" {OUT}/>'
        + f'<circle cx="16" cy="34" r="5" fill="{GOLD}" {ow(2)}/>'
        + f'<circle cx="84" cy="34" r="5" fill="{GOLD}" {ow(2)}/>'
        + f'<circle cx="50" cy="21" r="5" fill="{GOLD}" {ow(2)}/>'
        + f'<circle cx="50" cy="64" r="6" fill="#8e2a1c" {ow(2)}/>'
        + f'<circle cx="33" cy="66" r="4" fill="#2f5f8a" {ow(2)}/>'
        + f'<circle cx="67" cy="66" r="4" fill="#2f5f8a" {ow(2)}/>'
    )
    write("icons/class-royalty.svg", svg("0 0 100 100", royalty, title="Royalty"))

    islam = (
        medal("#7fa48a")
        + f'<path d="M58 16C40 18 26 32 26 50C26 68 40 82 58 84C48 78 42 66 42 50C42 34 48 22 '
        f'58 16Z" fill="{GOLD}" {OUT}/>'
        + '<path d="M66 36L69.5 45.5L79.6 45.8L71.6 52L74.5 61.7L66 56L57.5 61.7L60.4 52'
        f'L52.4 45.8L62.5 45.5Z" fill="{GOLD}" {ow(2.4)}/>'
    )
    write("icons/class-islam.svg", svg("0 0 100 100", islam, title="Islam"))

    # majority: a banner carrying a drawn "M"
    majority = (
        f'<path d="M22 10H78V80L50 94L22 80Z" fill="#8e2a1c" {OUT}/>'
        + '<path d="M27 15H73V77L50 88L27 77Z" fill="none" stroke="#f1e5c6" '
        'stroke-opacity="0.55" stroke-width="2"/>'
        + '<path d="M32 68V28H40L50 46L60 28H68V68H60V44L52 58H48L40 44V68Z" fill="#f1e5c6" '
        f'stroke="{INK}" stroke-width="2.4" stroke-linejoin="round"/>'
    )
    write("icons/icon-majority.svg", svg("0 0 100 100", majority,
                                         title="Majority: the leaders lose one piece"))

    def fig(cx: float, top: float, s: float, fill: str) -> str:
        return (
            f'<g transform="translate({cx:g} {top:g}) scale({s:g})">'
            f'<circle cx="0" cy="9" r="9" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
            f'<path d="M-15 50C-15 30 -10 21 0 21C10 21 15 30 15 50Z" fill="{fill}" '
            f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"/></g>'
        )

    all_icon = (
        f'<path d="M22 10H78V80L50 94L22 80Z" fill="#2f4f5f" {OUT}/>'
        + '<path d="M27 15H73V77L50 88L27 77Z" fill="none" stroke="#f1e5c6" '
        'stroke-opacity="0.55" stroke-width="2"/>'
        + fig(34, 34, 0.8, "#d9c59b")
        + fig(66, 34, 0.8, "#d9c59b")
        + fig(50, 24, 0.95, "#f1e5c6")
    )
    write("icons/icon-all.svg", svg("0 0 100 100", all_icon,
                                    title="All: every player there loses one piece"))


# ---------------------------------------------------------------- card frame
def card_frame() -> None:
    corners = "".join(
        f'<g transform="translate({x} {y}) scale({sx} {sy})">'
        f'<path d="M0 0C10 0 18 4 22 12C14 10 8 12 6 18C4 10 0 6 0 0Z" fill="#8a6a48" '
        f'stroke="{INK}" stroke-width="1.4"/>'
        f'<circle cx="14" cy="14" r="3" fill="{RED}" stroke="{INK}" stroke-width="1"/></g>'
        for x, y, sx, sy in ((18, 18, 1, 1), (232, 18, -1, 1), (18, 332, 1, -1),
                             (232, 332, -1, -1))
    )
    body = (
        '<defs><radialGradient id="cp" cx="125" cy="150" r="230" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#f8efd8"/><stop offset="0.75" stop-color="#ead9b0"/>'
        '<stop offset="1" stop-color="#d6bf8c"/></radialGradient></defs>'
        f'<rect x="2" y="2" width="246" height="346" rx="16" fill="#3b2a1e" stroke="{INK}" '
        'stroke-width="3"/>'
        '<rect x="10" y="10" width="230" height="330" rx="10" fill="url(#cp)"/>'
        '<rect x="16" y="16" width="218" height="318" rx="7" fill="none" stroke="#8a6a48" '
        'stroke-width="2"/>'
        '<rect x="21" y="21" width="208" height="308" rx="5" fill="none" stroke="#8a6a48" '
        'stroke-width="0.9" stroke-dasharray="1 3.5" stroke-linecap="round"/>'
        + corners
        # medallion for the class icon, centre (125, 132), r 74
        + '<circle cx="125" cy="132" r="80" fill="#e4d0a2" stroke="#8a6a48" stroke-width="2"/>'
        f'<circle cx="125" cy="132" r="74" fill="#f6ecd3" stroke="{INK}" stroke-width="2.4"/>'
        # ribbon for the name, centred at (125, 272), about 190 x 44
        f'<path d="M14 258L34 258L30 272L34 286L14 286L22 272Z" fill="#7a2418" '
        f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
        f'<path d="M236 258L216 258L220 272L216 286L236 286L228 272Z" fill="#7a2418" '
        f'stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'
        f'<path d="M30 250H220V294H30Z" fill="#9b2d20" stroke="{INK}" stroke-width="2.4" '
        'stroke-linejoin="round"/>'
        '<path d="M36 256H214V288H36Z" fill="none" stroke="#e8c98a" stroke-opacity="0.7" '
        'stroke-width="1.2"/>'
        '<path d="M110 318L125 310L140 318L125 326Z" fill="#8a6a48" stroke="#2b2118" '
        'stroke-width="1.2"/>'
    )
    write("cards/card-frame.svg", svg("0 0 250 350", body, title="Class card frame"))


# ---------------------------------------------------------------- app icon
def app_icon() -> None:
    body = (
        '<defs><radialGradient id="ar" cx="230" cy="210" r="230" gradientUnits="userSpaceOnUse">'
        '<stop offset="0" stop-color="#c43a2a"/><stop offset="1" stop-color="#7d1410"/>'
        '</radialGradient></defs>'
        '<rect x="8" y="8" width="496" height="496" rx="96" fill="#2a1c13"/>'
        '<rect x="22" y="22" width="468" height="468" rx="84" fill="none" stroke="#d4a94a" '
        'stroke-width="8"/>'
        '<circle cx="256" cy="256" r="196" fill="url(#ar)" stroke="#efe2c2" stroke-width="14"/>'
        '<g transform="translate(72 122) scale(3.55)">'
        '<g stroke="#efe2c2" stroke-width="5" stroke-linejoin="round">'
        + rat("#efe2c2", "#efe2c2", "#efe2c2", 10)
        + "</g>"
        + rat("#1a110b", "#ff5a3a", "#5a3a22", 5.2)
        + "</g>"
    )
    write("icons/app.svg", svg("0 0 512 512", body, title="Rattus Desktop"))


def main() -> None:
    meeples()
    tokens()
    plague()
    palace()
    icons()
    card_frame()
    app_icon()


if __name__ == "__main__":
    main()
