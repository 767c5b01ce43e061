#!/usr/bin/python3
"""Turns the <text> of the demo pictures (server/static/**/*.svg) into outlines, in place.

Why: every SVG shown by an <img> is a document of its own, and a text in it is shaped and laid out with the system's
fonts on the page's main thread each time it is drawn. Measured on the hall: the pictures' words cost about 150 ms of
layout and paint on the main thread; as outlines they cost almost nothing (a designer exports a banner the same way).

Each text becomes one <path> (one, so a gradient fill still spans the whole line) inside a <g aria-label="…"> that
keeps the words, so a later edit can find them. Latin letters and digits are drawn with DejaVu Sans, Chinese with
WenQuanYi Zen Hei (a weight of 600 or more is thickened by a stroke, italic is slanted: as a browser synthesises them
for a font without those faces). Both fonts are Debian's (fonts-dejavu-core, fonts-wqy-zenhei); fontTools is
python3-fonttools. A dev-time tool: the outlined files are committed, nothing runs it at build or start.

Usage: /usr/bin/python3 scripts/outline-svg-text.py [file.svg ...]   (default: every SVG under server/static)
"""
import glob
import html
import re
import sys

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans{}.ttf'
WQY = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc'
SLANT = 0.2  # Chromium's synthetic italic skew
BOLD_STROKE = 0.04  # of the font size: close to a browser's synthetic bold

_fonts = {}


def font(name):
    if name not in _fonts:
        _fonts[name] = TTCollection(WQY).fonts[0] if name == 'wqy' else TTFont(DEJAVU.format(name))
    return _fonts[name]


def face_for(char, bold, italic):
    """DejaVu for what it has (Latin, digits, signs), with its own bold and oblique faces; WenQuanYi for the rest."""
    suffix = ('-Bold' if bold else '') + ('Oblique' if italic and bold else '-Oblique' if italic else '')
    dejavu = font(suffix)
    if ord(char) in dejavu.getBestCmap():
        return dejavu, False
    return font('wqy'), True


def attr(tag, name):
    m = re.search(r'\s' + re.escape(name) + r'="([^"]*)"', tag)
    return m.group(1) if m else None


def outline(tag, words):
    size = float(attr(tag, 'font-size') or 16)
    weight = attr(tag, 'font-weight') or '400'
    bold = weight == 'bold' or (weight.isdigit() and int(weight) >= 600)
    italic = attr(tag, 'font-style') == 'italic'
    x0, y0 = float(attr(tag, 'x') or 0), float(attr(tag, 'y') or 0)
    glyphs, width = [], 0.0
    for char in words:
        face, synthetic = face_for(char, bold, italic)
        cmap, scale = face.getBestCmap(), size / face['head'].unitsPerEm
        name = cmap.get(ord(char)) or '.notdef'
        glyphs.append((face, name, width, scale, synthetic))
        width += face['hmtx'][name][0] * scale
    anchor = attr(tag, 'text-anchor') or 'start'
    start = x0 - (width / 2 if anchor == 'middle' else width if anchor == 'end' else 0)
    pen = SVGPathPen(None, ntos=lambda v: ('%.1f' % v).rstrip('0').rstrip('.'))
    thicken = False
    for face, name, dx, scale, synthetic in glyphs:
        skew = SLANT if italic and synthetic else 0
        # font units (y up) → picture (y down), slanted about the baseline
        transform = (scale, 0, -skew * scale, -scale, start + dx, y0)
        face.getGlyphSet()[name].draw(TransformPen(pen, transform))
        thicken = thicken or (bold and synthetic)
    keep = []
    for name in ('fill', 'style', 'opacity', 'fill-opacity', 'transform'):
        value = attr(tag, name)
        if value is not None:
            keep.append(f'{name}="{value}"')
    if thicken:
        width_attr = f'stroke-width="{size * BOLD_STROKE:.1f}" stroke-linejoin="round"'
        style = attr(tag, 'style') or ''
        style_fill = re.search(r'fill:\s*([^;]+)', style)
        if style_fill:  # a brand colour (var(--art-…)): only a style can carry it
            keep = [k for k in keep if not k.startswith('style=')] + [f'style="{style};stroke:{style_fill.group(1)}"', width_attr]
        else:
            keep.append(f'stroke="{attr(tag, "fill") or "#000"}" {width_attr}')
    return f'<g aria-label="{html.escape(words, quote=True)}"><path d="{pen.getCommands()}" {" ".join(keep)}/></g>'


def convert(path):
    source = open(path, encoding='utf-8').read()
    result = re.sub(r'(<text\b[^>]*>)([^<]*)</text>', lambda m: outline(m.group(1), html.unescape(m.group(2))), source)
    if result != source:
        open(path, 'w', encoding='utf-8').write(result)
        print('outlined', path)


if __name__ == '__main__':
    for file in sys.argv[1:] or sorted(glob.glob('server/static/**/*.svg', recursive=True)):
        convert(file)
