#!/usr/bin/env bash
# Precision of `handz-lint catalog validate` on the shared real-world corpus (../shared/corpus):
# runs every catalog rule on every corpus catalog WITHOUT a rules file (a localizer linting
# someone else's catalog has none), then prints per rule the findings by severity, the
# translated units of each catalog, length findings per 100 translated units, the round trip
# of each .xcstrings through `catalog normalize --check`, and the seeded sample of P0/P1
# findings to judge. With a judgements file (Scripts/precision/judgements-before.tsv), also
# the precision table. Method and the BEFORE table: docs/precision.md.
#
# Usage: Scripts/precision/run-corpus.sh [--judgements FILE]
# Environment (all optional):
#   HANDZ_LINT=path    use this binary instead of building the release one
#   CORPUS=dir         the corpus (default: ../shared/corpus next to the project)
#   OUT=dir            scratch folder for the reports (default: $TMPDIR/handz-precision)
#   SAMPLE=30          findings judged per rule and severity when there are more
#   SEED=issue-10      seed of the sample
# Output is deterministic: the same corpus and binary give the same bytes.
set -euo pipefail
export LC_ALL=C   # glob and sort order must not depend on the machine's locale
cd "$(dirname "$0")/../.."
ROOT="$PWD"
CORPUS="${CORPUS:-$ROOT/../shared/corpus}"
OUT="${OUT:-${TMPDIR:-/tmp}/handz-precision}"
SAMPLE="${SAMPLE:-30}"
SEED="${SEED:-issue-10}"
JUDGEMENTS=""
if [[ "${1:-}" == "--judgements" ]]; then JUDGEMENTS="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; fi

if [[ ! -d "$CORPUS" ]]; then
    echo "skipped: $CORPUS is absent: the precision run needs the shared real-world corpus (see ../shared/corpus/README.md)"
    exit 0
fi
CORPUS="$(cd "$CORPUS" && pwd)"

BIN="$(Scripts/bench/handz-lint-binary.sh)"

rm -rf "$OUT"
mkdir -p "$OUT/reports" "$OUT/lproj" "$OUT/roundtrip"

# .strings and .stringsdict have no source text of their own: the source is the sibling
# en.lproj table, so each translation is put beside its English table (symlinks). A table
# whose English sibling is not in the corpus is validated on its own.
link_lproj() { # NAME TABLE.EXT LANG=FILE...
    local name="$1" table="$2"; shift 2
    for pair in "$@"; do
        mkdir -p "$OUT/lproj/$name/${pair%%=*}.lproj"
        ln -s "$CORPUS/${pair#*=}" "$OUT/lproj/$name/${pair%%=*}.lproj/$table"
    done
}
link_lproj exelban__stats Localizable.strings \
    en=exelban__stats__en.Localizable.strings uk=exelban__stats__uk.Localizable.strings
link_lproj duckduckgo__iOS Localizable.stringsdict \
    en=duckduckgo__iOS__en.Localizable.stringsdict ru=duckduckgo__iOS__ru.Localizable.stringsdict
LONE_TABLE=wikimedia__wikipedia-ios__ru.Localizable.stringsdict

# catalog id, path given to handz-lint (relative to $OUT, which has no Rules/handz.yml)
MANIFEST="$OUT/manifest.tsv"
: > "$MANIFEST"
for file in "$CORPUS"/*.xcstrings "$CORPUS"/*.xliff; do
    printf '%s\t%s\n' "$(basename "$file")" "$file" >> "$MANIFEST"
done
printf '%s\t%s\n' exelban__stats.lproj lproj/exelban__stats >> "$MANIFEST"
printf '%s\t%s\n' duckduckgo__iOS.lproj lproj/duckduckgo__iOS >> "$MANIFEST"
printf '%s\t%s\n' "$LONE_TABLE" "$CORPUS/$LONE_TABLE" >> "$MANIFEST"
# A table added to the corpus later must not be left out without a word.
for file in "$CORPUS"/*.strings "$CORPUS"/*.stringsdict; do
    name="$(basename "$file")"
    if [[ "$name" != "$LONE_TABLE" && -z "$(find "$OUT/lproj" -lname "$file")" ]]; then
        echo "warning: $name is not run: give it an lproj layout in $0" >&2
    fi
done

# Run from the scratch folder so that no Rules/handz.yml is picked up: the built-in defaults.
while IFS=$'\t' read -r id path; do
    (cd "$OUT" && "$BIN" catalog validate "$path" --detail --format json --fail-on never > "reports/$id.json")
done < "$MANIFEST"

# Round trip: each corpus .xcstrings, copied, must already be written as Xcode writes it.
for file in "$CORPUS"/*.xcstrings; do
    copy="$OUT/roundtrip/$(basename "$file")"
    cp "$file" "$copy" && chmod u+w "$copy"
    if "$BIN" catalog normalize "$copy" --check > /dev/null; then
        echo "$(basename "$file")	byte-identical" >> "$OUT/roundtrip.tsv"
    else
        "$BIN" catalog normalize "$copy" > /dev/null
        where="$(cmp "$file" "$copy" | sed 's/.* differ: //' | head -1)"
        echo "$(basename "$file")	differs from the normalized copy: $where" >> "$OUT/roundtrip.tsv"
    fi
done
# Not corpus: a constructed probe for class 7 (Xcode orders language codes without regard to
# case: zh-Hans, zh-Hant, zh-HK). No corpus catalog has a code where byte and case-insensitive
# order disagree (linearmouse's zh-Hant-HK sorts the same both ways).
python3 - "$OUT/roundtrip/probe-zh-HK.xcstrings" <<'EOF'
import json, sys
units = {lang: {"stringUnit": {"state": "translated", "value": "x"}} for lang in ["zh-Hans", "zh-Hant", "zh-HK"]}
catalog = {"sourceLanguage": "en", "strings": {"Hello": {"localizations": units}}, "version": "1.0"}
open(sys.argv[1], "w").write(json.dumps(catalog, indent=2, separators=(",", " : ")))
EOF
if "$BIN" catalog normalize "$OUT/roundtrip/probe-zh-HK.xcstrings" --check > /dev/null; then
    echo "probe-zh-HK.xcstrings (constructed)	byte-identical" >> "$OUT/roundtrip.tsv"
else
    "$BIN" catalog normalize "$OUT/roundtrip/probe-zh-HK.xcstrings" > /dev/null
    order=$(grep -o '"zh-H[a-zA-Z]*"' "$OUT/roundtrip/probe-zh-HK.xcstrings" | tr -d '"' | paste -sd, -)
    echo "probe-zh-HK.xcstrings (constructed)	differs: written as $order (Xcode: zh-Hans,zh-Hant,zh-HK)" >> "$OUT/roundtrip.tsv"
fi

python3 Scripts/precision/summarize.py --out "$OUT" --corpus "$CORPUS" --sample "$SAMPLE" --seed "$SEED" \
    ${JUDGEMENTS:+--judgements "$JUDGEMENTS"}
