#!/bin/sh
# The language switch's "हिन्दी" on English pages is drawn from a 2 KB subset of Noto Sans
# Devanagari Bold holding only its letters (and the conjuncts they form), not the 54 KB face that
# Hindi pages load. Run again if LOCALE_NAMES.hi (app/utils/i18n/locales.ts) changes; the unit
# test app/styles/language-name-font.test.ts fails until it is. Needs Python's fontTools with
# brotli (Debian: apt-get install python3-fonttools python3-brotli); the build does not.
set -eu
cd "$(dirname "$0")/.."
name=$(npx tsx -e "import { LOCALE_NAMES } from './app/utils/i18n/locales.ts'; process.stdout.write(LOCALE_NAMES.hi)")
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2 \
  --text="$name" --layout-features='*' --flavor=woff2 --no-hinting --desubroutinize \
  --output-file=app/styles/fonts/language-name-hi-700.woff2
echo "app/styles/fonts/language-name-hi-700.woff2: the letters of $name"
