#!/usr/bin/env bash
# How many of SwiftLint's accessibility examples (as our own shapes, Tests/Fixtures/PeerExamples)
# a handz-lint build agrees on: a file agrees when the folder's rules report exactly its lines
# marked `// flagged`. Each file is linted alone, without a rules file, from a scratch folder.
#
# Usage: Scripts/precision/peer-agreement.sh [HANDZ_LINT_BINARY]   (default: .build/debug/handz-lint)
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
BIN="$(readlink -f "${1:-.build/debug/handz-lint}")"
ROOT="$PWD/Tests/Fixtures/PeerExamples"
SCRATCH="$(mktemp -d)"
trap 'rm -rf "$SCRATCH"' EXIT
for folder in AccessibilityLabelForImage AccessibilityTraitForButton; do
    case $folder in
        AccessibilityLabelForImage) rules="image-without-label missing-label" ;;
        *) rules="gesture-alternative" ;;
    esac
    agree=0 total=0 disagreeing=()
    for file in "$ROOT/$folder"/*.swift; do
        total=$((total + 1))
        cp "$file" "$SCRATCH/Example.swift"
        (cd "$SCRATCH" && "$BIN" lint Example.swift --format json --no-cache > report.json) || [[ $? -eq 1 ]]
        reported=$(python3 -c 'import json, sys
rules = sys.argv[2].split()
lines = sorted({f["location"]["line"] for f in json.load(open(sys.argv[1]))["findings"] if f["ruleId"] in rules})
print(",".join(map(str, lines)))' "$SCRATCH/report.json" "$rules")
        marked=$( (grep -n '// flagged$' "$file" || true) | cut -d: -f1 | paste -sd, -)
        if [[ "$reported" == "$marked" ]]; then agree=$((agree + 1)); else disagreeing+=("$(basename "$file")"); fi
    done
    printf '%s: %d of %d agree; differ: %s\n' "$folder" "$agree" "$total" "${disagreeing[*]:-none}"
done
