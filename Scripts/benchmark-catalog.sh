#!/usr/bin/env bash
# String-catalog benchmark on the shared workload (../shared/bench/gen_catalog.py, 20,000 keys,
# 10 locales, 45 MB): `handz-lint catalog validate` wall time, CPU and peak memory beside GNU
# `msgfmt -c` on the same content (the .po files the generator writes), whether all 50
# injected defects are found and no clean key is flagged, then the runtime look-up figures.
#
# Usage: Scripts/benchmark-catalog.sh            (RUNS=5 KEYS=20000 BENCH_DIR=... to change)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-5}"
KEYS="${KEYS:-20000}"
BENCH_DIR="${BENCH_DIR:-${TMPDIR:-/tmp}/handz-catalog-bench/cat$KEYS}"
GENERATOR=../shared/bench/gen_catalog.py

if [[ ! -f "$GENERATOR" ]]; then
    echo "error: $GENERATOR is absent: this benchmark needs the shared workload generator" >&2
    exit 2
fi
Scripts/ensure-icu.sh
swift build -c release --product handz-lint >&2
swift build -c release --product LookupBenchmark >&2
BIN="$(swift build -c release --show-bin-path)"

if [[ ! -f "$BENCH_DIR/Localizable.xcstrings" ]]; then
    echo "generating $KEYS keys into $BENCH_DIR" >&2
    python3 "$GENERATOR" --keys "$KEYS" --out "$BENCH_DIR" >&2
fi
CATALOG="$BENCH_DIR/Localizable.xcstrings"
REPORT="$(mktemp)"
trap 'rm -f "$REPORT" "$REPORT.time"' EXIT

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "catalog validate: $(du -m "$CATALOG" | cut -f1) MB, $KEYS keys, $(nproc) cores, median of $RUNS runs"
walls=(); rss=(); cpu=()
for _ in $(seq "$RUNS"); do
    /usr/bin/time -f "%e %M %P" -o "$REPORT.time" "$BIN/handz-lint" catalog validate "$CATALOG" \
        --config Scripts/bench/generated-catalog.yml --detail --format json --fail-on never > "$REPORT"
    read -r wall kb percent < "$REPORT.time"
    walls+=("$wall"); rss+=("$((kb / 1024))"); cpu+=("${percent%\%}")
done
ours=$(printf '%s\n' "${walls[@]}" | median)
ours_rss=$(printf '%s\n' "${rss[@]}" | median)
ours_cpu=$(printf '%s\n' "${cpu[@]}" | median)

peer="n/a"
if command -v msgfmt > /dev/null && [[ -d "$BENCH_DIR/po" ]]; then
    times=()
    for _ in $(seq "$RUNS"); do
        start=$(date +%s.%N)
        for po in "$BENCH_DIR"/po/*.po; do msgfmt -c -o /dev/null "$po" 2> /dev/null || true; done
        times+=("$(echo "$(date +%s.%N) - $start" | bc)")
    done
    peer=$(printf '%s\n' "${times[@]}" | median)
fi

python3 - "$REPORT" "$BENCH_DIR/defects.json" <<'EOF'
import json, sys
findings = json.load(open(sys.argv[1]))["findings"]
defects = json.load(open(sys.argv[2]))["defects"]
rule = {"missing_translation": "missing-translation", "placeholder_mismatch": "placeholder-mismatch",
        "missing_plural_category": "plural-category-missing", "key_naming": "key-naming", "long_translation": "translation-too-long"}
found = sum(1 for d in defects if any(f["ruleId"] == rule[d["type"]] and f["subject"]["scope"] == d["key"]
            and (d.get("locale") is None or f["subject"].get("locale") == d.get("locale")) for f in findings))
keys = {d["key"] for d in defects}
strays = [f for f in findings if f["subject"]["scope"] not in keys]
print(f"  defects found     {found}/{len(defects)}   findings on clean keys: {len(strays)}")
EOF
printf '  handz-lint        %6.2f s wall   %5s MB peak   CPU %s%%   (target <= 0.5 s, <= 300 MB)\n' "$ours" "$ours_rss" "$ours_cpu"
if [[ "$peer" != "n/a" ]]; then
    printf '  msgfmt -c (C)     %6.2f s wall   (placeholders and plural counts only; same content as .po)\n' "$peer"
    printf '  ratio             %6.2fx faster than msgfmt -c\n' "$(echo "$peer / $ours" | bc -l)"
fi
echo
echo "runtime look-up (StringLookup), release build:"
"$BIN/LookupBenchmark" lookup "$CATALOG"
