"""
Makes the two small faces the minority area's language switcher draws its own-script names with
(shared/i18n/area-language.ts, AREA_LANGUAGE_NAMES), so a machine without a Uyghur or Tibetan font shows
the names, not boxes, before either language is chosen (the full faces load only then: decision 065).

Each is the regular face the site already ships for that language (@fontsource/noto-serif-tibetan,
@fontsource/noto-sans-arabic, SIL Open Font License 1.1, OFL.txt beside the output), cut down to the
letters of the one name with its shaping tables kept (Tibetan stacks, Arabic joining forms).

Run from the repository root with Debian's python3-fonttools (and python3-brotli) after changing a name:
    /usr/bin/python3 apps/web/scripts/subset-language-names.py
"""
import re
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / 'apps/web/src/shared/layout/fonts'
NAMES_SOURCE = ROOT / 'apps/web/src/shared/i18n/area-language.ts'
FACES = {
    'ug': ROOT / 'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
    'bo': ROOT / 'node_modules/@fontsource/noto-serif-tibetan/files/noto-serif-tibetan-tibetan-400-normal.woff2',
}


def names() -> dict[str, str]:
    source = NAMES_SOURCE.read_text(encoding='utf-8')
    found = re.search(r"AREA_LANGUAGE_NAMES[^=]*=\s*\{([^}]*)\}", source)
    if not found:
        raise SystemExit(f'AREA_LANGUAGE_NAMES not found in {NAMES_SOURCE}')
    return dict(re.findall(r"(\w+):\s*'([^']*)'", found.group(1)))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for language, name in names().items():
        options = subset.Options()
        options.flavor = 'woff2'
        options.layout_features = ['*']
        options.name_IDs = ['*']
        options.notdef_outline = True
        font = subset.load_font(str(FACES[language]), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=name)
        subsetter.subset(font)
        target = OUT / f'language-name-{language}.woff2'
        subset.save_font(font, str(target), options)
        print(f'{target.relative_to(ROOT)}: {name} ({target.stat().st_size} bytes)')
    # One licence text for both (the same OFL 1.1), with each face's copyright line.
    licences = [(face.parents[1] / 'LICENSE').read_text(encoding='utf-8') for face in FACES.values()]
    copyrights = [text.splitlines()[0] for text in licences]
    body = licences[0].split('\n', 1)[1]
    (OUT / 'OFL.txt').write_text('\n'.join(copyrights) + '\n' + body, encoding='utf-8')


if __name__ == '__main__':
    main()
