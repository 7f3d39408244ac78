#!/usr/bin/env bash
# Precision of `handz-lint lint` on the Swift code of public SwiftUI apps (issue 9): lints each
# app folder WITHOUT a rules file (someone else's app has none), from a scratch folder so that
# the repository's Rules/handz.yml is not picked up, and writes one JSON report per app plus the
# wall time of each run. The apps are fetched by hand and never committed; their commits are in
# docs/source-precision.md. Then Scripts/precision/source-summary.py counts and samples.
#
# Usage: Scripts/precision/run-apps.sh APP_FOLDER…
# Environment (all optional):
#   HANDZ_LINT=path    use this binary instead of building the release one
#   OUT=dir            where the reports go (default: $TMPDIR/handz-source-precision)
#   LINT_ARGS="…"      more options for each run (e.g. --no-cache for cold timings)
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
OUT="${OUT:-${TMPDIR:-/tmp}/handz-source-precision}"
if [[ $# -eq 0 ]]; then echo "usage: $0 APP_FOLDER…" >&2; exit 2; fi
BIN="$(Scripts/bench/handz-lint-binary.sh)"
mkdir -p "$OUT/scratch"
for app in "$@"; do
    app="$(cd "$app" && pwd)"
    name="$(basename "$app")"
    start=$(date +%s.%N)
    # Exit code 1 means findings; 2 would be bad input, which the report then says.
    (cd "$OUT/scratch" && "$BIN" lint "$app" --format json ${LINT_ARGS:-} > "$OUT/$name.json") || [[ $? -eq 1 ]]
    end=$(date +%s.%N)
    printf '%s\t%.2f s\n' "$name" "$(echo "$end - $start" | bc)" | tee -a "$OUT/timings.tsv"
done
