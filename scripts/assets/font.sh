#!/usr/bin/env bash
# Builds the share images' font: Inter (SIL Open Font License) from Debian's
# fonts-inter-variable, limited to weights 400–800 and subset to Latin, as WOFF2.
# Needs: apt-get install fonts-inter-variable python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/../.."
SRC=/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf
OUT=src/share-image/fonts/inter-latin-var.woff2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p src/share-image/fonts
/usr/bin/python3 -m fontTools.varLib.instancer "$SRC" wght=400:800 -o "$TMP/inter.ttf" -q
/usr/bin/python3 -m fontTools.subset "$TMP/inter.ttf" \
  --unicodes="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2032-2033,U+20AC,U+2122,U+2190-2193,U+2212" \
  --layout-features="kern,liga,calt,tnum,case" --flavor=woff2 --output-file="$OUT"
cp /usr/share/doc/fonts-inter-variable/copyright src/share-image/fonts/inter-LICENSE.txt
ls -l "$OUT"
