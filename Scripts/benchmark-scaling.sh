#!/usr/bin/env bash
# Scaling benchmark: does every command cost the same per megabyte on a 4x input as on a 1x one?
# Runs, on generated inputs of 1x, 2x and 4x size:
#   catalog validate   the shared catalog (gen_catalog.py), pretty-printed as Xcode writes it
#   catalog validate   the same catalog minified to one line
#   lint               a generated app (Scripts/bench/gen_specs.py): specs + catalog + rules file
#   lint               a route spec whose registry is one long flow sequence (gen_flow_spec.py)
#   import routes      a product document built from the seed documents (gen_route_document.py)
# and prints, per row, size, wall time (best of RUNS), peak RSS, cost per MB and the ratio of the
# row's cost per MB to the 1x row's. Target: the 4x run costs at most MAX_RATIO (1.3) times per
# MB what the 1x run costs. Exit 1 when a target fails, 2 when a run fails.
#
# Usage: Scripts/benchmark-scaling.sh
# Environment (all optional):
#   HANDZ_LINT=path     use this binary instead of building release
#   RUNS=3              timed runs per input; the fastest counts
#   KEYS=10000          catalog keys at 1x (10 locales; about 23 MB pretty, 13 MB minified)
#   SCREENS=500         generated screens at 1x (40 elements each)
#   FLOW_ITEMS=50000    routes in the flow-sequence spec at 1x
#   DOC_MB=2            route document size at 1x
#   MAX_RATIO=1.3       the target
#   BENCH_DIR=dir       where generated inputs are kept and reused (default: $TMPDIR/handz-scaling-bench)
#   ONLY=name           run only rows whose command+input contains this text (e.g. "minified")
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${RUNS:-3}"
KEYS="${KEYS:-10000}"
SCREENS="${SCREENS:-500}"
FLOW_ITEMS="${FLOW_ITEMS:-50000}"
DOC_MB="${DOC_MB:-2}"
MAX_RATIO="${MAX_RATIO:-1.3}"
BENCH_DIR="${BENCH_DIR:-${TMPDIR:-/tmp}/handz-scaling-bench}"
ONLY="${ONLY:-}"
SHARED_GEN="${SHARED_GEN:-../shared/bench/gen_catalog.py}"
[ -f "$SHARED_GEN" ] || SHARED_GEN=/work/shared/bench/gen_catalog.py

if [ ! -x /usr/bin/time ]; then
    echo "error: /usr/bin/time (GNU time) is needed to measure wall time and peak memory" >&2
    exit 2
fi

# 1. The binary: release, built once under the shared build lock, unless HANDZ_LINT names one.
lint="$(Scripts/bench/handz-lint-binary.sh)"

# 2. Inputs, generated once per parameter set and reused.
mkdir -p "$BENCH_DIR"
generate() { # $1: output path (skipped when it exists), rest: command
    local out="$1"; shift
    if [ ! -e "$out" ]; then
        echo "generating $out" >&2
        "$@" >&2
    fi
}
minify() { # $1: pretty catalog, $2: one-line copy
    python3 - "$1" "$2" <<'EOF'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    catalog = json.load(f)
with open(sys.argv[2], "w", encoding="utf-8") as f:
    json.dump(catalog, f, ensure_ascii=False, separators=(",", ":"))
EOF
}

rows="$(mktemp "${TMPDIR:-/tmp}/handz-scaling-rows.XXXXXX")"
work="$(mktemp -d "${TMPDIR:-/tmp}/handz-scaling-run.XXXXXX")"
trap 'rm -rf "$rows" "$work"' EXIT

# measure NAME INPUT SCALE BYTES DIR -- COMMAND...: best wall of RUNS, largest peak RSS.
# Exit status 0 and 1 (findings) are both a completed run; anything else is a failure.
measure() {
    local name="$1" input="$2" scale="$3" bytes="$4" dir="$5"; shift 6
    if [ -n "$ONLY" ] && [[ "$name $input" != *"$ONLY"* ]]; then return; fi
    local best="" rss=0
    for run in $(seq 1 "$RUNS"); do
        local status=0
        (cd "$dir" && /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err") || status=$?
        if [ "$status" -gt 1 ]; then
            echo "error: $name on $input ($scale) exited with $status:" >&2
            tail -5 "$work/err" >&2
            exit 2
        fi
        read -r wall kb < <(tail -1 "$work/time")
        if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if $wall < $best else 1)"; then best="$wall"; fi
        [ "$kb" -gt "$rss" ] && rss="$kb"
    done
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$input" "$scale" "$bytes" "$best" "$rss" >>"$rows"
    echo "  $name $input ${scale}: ${best} s" >&2
}

size_of() { du -sb --apparent-size "$@" | awk '{ total += $1 } END { print total }'; }

for scale in 1 2 4; do
    keys=$((KEYS * scale))
    cat_dir="$BENCH_DIR/catalog-$keys"
    generate "$cat_dir/Localizable.xcstrings" python3 "$SHARED_GEN" --keys "$keys" --out "$cat_dir"
    [ -e "$cat_dir/minified.xcstrings" ] || minify "$cat_dir/Localizable.xcstrings" "$cat_dir/minified.xcstrings"
    for form in pretty minified; do
        file="$cat_dir/Localizable.xcstrings"
        [ "$form" = minified ] && file="$cat_dir/minified.xcstrings"
        measure "catalog validate" "$form catalog" "${scale}x" "$(size_of "$file")" "$cat_dir" -- \
            "$lint" catalog validate "$file" --max-file-size 1024 --format json --fail-on never --output "$work/findings.json"
    done

    screens=$((SCREENS * scale))
    spec_dir="$BENCH_DIR/specs-$screens"
    generate "$spec_dir/manifest.json" python3 Scripts/bench/gen_specs.py --screens "$screens" --elements 40 --out "$spec_dir"
    measure "lint" "generated app" "${scale}x" "$(size_of "$spec_dir/Specs" "$spec_dir/Strings" "$spec_dir/Rules")" "$spec_dir" -- \
        "$lint" lint --config Rules/bench.yml --format json --fail-on never --output "$work/report.json" --no-cache

    items=$((FLOW_ITEMS * scale))
    flow="$BENCH_DIR/flow-$items.yml"
    generate "$flow" python3 Scripts/bench/gen_flow_spec.py --items "$items" --out "$flow"
    measure "lint" "flow-sequence spec" "${scale}x" "$(size_of "$flow")" "$BENCH_DIR" -- \
        "$lint" lint "$flow" --format json --fail-on never --output "$work/report.json" --no-cache

    megabytes=$((DOC_MB * scale))
    document="$BENCH_DIR/routes-${megabytes}mb.txt"
    generate "$document" python3 Scripts/bench/gen_route_document.py --megabytes "$megabytes" --out "$document"
    measure "import routes" "route document" "${scale}x" "$(size_of "$document")" "$BENCH_DIR" -- \
        "$lint" import routes "$document" --output "$work/routes.yml"
done

# 3. The table.
python3 - "$rows" "$MAX_RATIO" "$lint" "$RUNS" "$(nproc)" <<'EOF'
import sys
rows_path, max_ratio, lint, runs, cores = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
rows = [line.rstrip("\n").split("\t") for line in open(rows_path) if line.strip()]
base = {}
print(f"handz-lint scaling: {lint}; best of {runs} runs; {cores} cores; target: 4x cost per MB <= {max_ratio:g} x 1x")
print()
header = f"{'command':<17} {'input':<19} {'scale':>5} {'size MB':>8} {'wall s':>8} {'RSS MB':>8} {'s/MB':>8} {'vs 1x':>6}  result"
print(header)
print("-" * len(header))
failed = False
for name, kind, scale, size, wall, rss_kb in rows:
    megabytes = int(size) / 1e6
    per_mb = float(wall) / megabytes
    key = (name, kind)
    if scale == "1x":
        base[key] = per_mb
    ratio = per_mb / base[key] if key in base and base[key] > 0 else float("nan")
    result = ""
    if scale == "4x":
        ok = ratio <= max_ratio
        failed |= not ok
        result = "PASS" if ok else "FAIL"
    print(f"{name:<17} {kind:<19} {scale:>5} {megabytes:>8.2f} {float(wall):>8.2f} {int(rss_kb) / 1024:>8.1f} {per_mb:>8.4f} {ratio:>6.2f}  {result}")
sys.exit(1 if failed else 0)
EOF
