#!/usr/bin/env bash
# The HTML punch list in a real browser: renders the bundled Handz report (specs and catalog)
# with headless chromium, and checks that the page holds one data-rule element per finding
# (compared with the JSON report of the same run) and that the screenshot is not blank.
# Installs Debian's chromium when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/ensure-command.sh chromium chromium
swift build --product handz-lint >/dev/null
bin="$(swift build --show-bin-path)/handz-lint"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

check() {  # NAME, the sections the page must draw (comma-separated ids), then handz-lint arguments
    local name=$1 section=$2; shift 2
    "$bin" "$@" --format html --output "$scratch/$name.html" --fail-on never
    "$bin" "$@" --format json --output "$scratch/$name.json" --fail-on never
    chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --dump-dom "file://$scratch/$name.html" > "$scratch/$name.dom" 2>/dev/null
    chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --window-size=1280,2400 \
        --screenshot="$scratch/$name.png" "file://$scratch/$name.html" >/dev/null 2>&1
    python3 - "$scratch/$name.json" "$scratch/$name.dom" "$section" <<'PY'
import json, re, sys
findings = len(json.load(open(sys.argv[1]))["findings"])
dom = open(sys.argv[2], encoding="utf-8").read()
elements = len(re.findall(r"<[a-z]+[^>]*\sdata-rule=", dom))
print(f"{sys.argv[2]}: {elements} data-rule elements for {findings} findings")
if elements != findings or findings == 0:
    sys.exit("the report does not show one element per finding")
for section in sys.argv[3].split(","):
    if f'id="{section}"' not in dom:
        sys.exit(f"the page has no {section} section")
PY
    python3 Scripts/ci/png_check.py "$scratch/$name.png" 20
}

check handz findings,screens,navigation
corpus=../shared/corpus/rxhanson__Rectangle__Main.xcstrings
if [ -f "$corpus" ]; then
    check rectangle-catalog findings catalog validate "$corpus"
else
    echo "skipped the catalog report: $corpus is absent (../shared/corpus)"
fi
echo "html report: ok"
