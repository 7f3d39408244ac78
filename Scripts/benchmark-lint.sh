#!/usr/bin/env bash
# Spec lint benchmark: `handz-lint lint` (release build) on a generated app of 2,000 screens
# x 100 elements, ~31,000 keys in en/es/ar and 50 injected defects (Scripts/bench/gen_specs.py).
# Measures wall time (median of RUNS), CPU/wall (cores used), peak RSS, and checks the report
# against the generator's manifest: every injected defect found once, nothing else.
# Then the incremental lint: one screen file edited per run, linted with the cache (warm) and
# without (cold); the warm run must take <= 15% of the cold one and report the same findings.
# Targets: median cold wall <= 1.0 s, peak RSS <= 300 MB, warm/cold <= 0.15. Exit 1 when a
# target or a check fails.
#
# Usage: Scripts/benchmark-lint.sh
# Environment (all optional):
#   HANDZ_LINT=path     use this binary instead of building release (e.g. a debug build)
#   SCREENS=2000 ELEMENTS=100 DEFECTS=50 SEED=20240601   the generated set
#   RUNS=5              timed runs (after one untimed warm-up run)
#   BENCH_DIR=dir       where generated sets are kept and reused (default: $TMPDIR/handz-lint-bench)
#   MAX_WALL=1.0 MAX_RSS_MB=300 MAX_WARM=0.15            the targets
set -euo pipefail
cd "$(dirname "$0")/.."

SCREENS="${SCREENS:-2000}"
ELEMENTS="${ELEMENTS:-100}"
DEFECTS="${DEFECTS:-50}"
SEED="${SEED:-20240601}"
RUNS="${RUNS:-5}"
MAX_WALL="${MAX_WALL:-1.0}"
MAX_RSS_MB="${MAX_RSS_MB:-300}"
MAX_WARM="${MAX_WARM:-0.15}"
BENCH_DIR="${BENCH_DIR:-${TMPDIR:-/tmp}/handz-lint-bench}"

if [ ! -x /usr/bin/time ]; then
    echo "error: /usr/bin/time (GNU time) is needed to measure CPU time and peak memory" >&2
    exit 2
fi

# 1. The binary: release, built once, unless HANDZ_LINT names one.
lint="$(Scripts/bench/handz-lint-binary.sh)"
build="$([ -n "${HANDZ_LINT:-}" ] && echo "given by HANDZ_LINT" || echo release)"

# 2. The spec set, reused when the same generator wrote it with the same parameters.
set_dir="$BENCH_DIR/specs-${SCREENS}x${ELEMENTS}-d${DEFECTS}-s${SEED}"
digest="$(sha256sum Scripts/bench/gen_specs.py | cut -c1-16)"
reuse=no
if [ -f "$set_dir/manifest.json" ]; then
    reuse="$(python3 - "$set_dir/manifest.json" "$digest" "$SCREENS" "$ELEMENTS" "$DEFECTS" "$SEED" <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))
p = m.get("params", {})
same = m.get("generatorDigest") == sys.argv[2] and [p.get(k) for k in ("screens", "elements", "defects", "seed")] == [int(x) for x in sys.argv[3:7]]
print("yes" if same else "no")
EOF
)"
fi
if [ "$reuse" = yes ]; then
    echo "reusing $set_dir" >&2
else
    echo "generating $SCREENS screens x $ELEMENTS elements into $set_dir" >&2
    mkdir -p "$set_dir"
    python3 Scripts/bench/gen_specs.py --screens "$SCREENS" --elements "$ELEMENTS" --defects "$DEFECTS" \
        --seed "$SEED" --out "$set_dir"
fi

# 3. Runs: one warm-up (its report is checked against the manifest), then RUNS timed ones.
work="$(mktemp -d "${TMPDIR:-/tmp}/handz-lint-bench-run.XXXXXX")"
trap 'rm -rf "$work"' EXIT
run_lint() { # $1: report file, $2: time file, $3: the set's folder (default: the generated one), then cache options
    local report="$1" timing="$2" folder="${3:-$set_dir}"
    shift $(( $# < 3 ? $# : 3 ))
    (cd "$folder" && /usr/bin/time -f "%e %U %S %M" -o "$timing" \
        "$lint" lint --config Rules/bench.yml --detail --format json --fail-on never --output "$report" "${@:---no-cache}")
}
run_lint "$work/report.json" "$work/time-0"
for i in $(seq 1 "$RUNS"); do
    run_lint "$work/report-$i.json" "$work/time-$i"
done

# 3b. Incremental: a copy of the set, its cache filled once; then RUNS times one screen file is
# edited (a button shrunk to 20 x 20 pt, or back), linted with the cache (warm), and linted
# without it (cold) for the same findings.
cp -a "$set_dir" "$work/set"
run_lint "$work/prime.json" "$work/time-prime" "$work/set" --cache-path "$work/cache"
edited="$(python3 -c 'import glob, sys; print(sorted(glob.glob(sys.argv[1] + "/Specs/screens/*.yml"))[0][len(sys.argv[1]) + 1:])' "$work/set")"
for i in $(seq 1 "$RUNS"); do
    python3 - "$work/set/$edited" "$i" <<'EDIT'
import re, sys
path, run = sys.argv[1], int(sys.argv[2])
text = open(path).read()
if run % 2:
    text = re.sub(r"frame: \[(\s*[\d.]+,\s*[\d.]+),\s*[\d.]+,\s*[\d.]+\]", lambda m: f"frame: [{m.group(1)}, 20, 20]  # edited", text, count=1)
else:
    text = text.replace(", 20, 20]  # edited", ", 44, 44]", 1)
open(path, "w").write(text)
EDIT
    run_lint "$work/warm-$i.json" "$work/time-warm-$i" "$work/set" --cache-path "$work/cache"
    run_lint "$work/cold-$i.json" "$work/time-cold-$i" "$work/set" --no-cache
done

# 4. Summary.
python3 - "$work" "$RUNS" "$set_dir" "$lint" "$build" "$MAX_WALL" "$MAX_RSS_MB" "$(nproc)" "$edited" "$MAX_WARM" <<'EOF'
import json, os, statistics, subprocess, sys
work, runs, set_dir, lint, build, max_wall, max_rss, cores, edited, max_warm = sys.argv[1:11]
max_warm = float(max_warm)
runs, max_wall, max_rss = int(runs), float(max_wall), float(max_rss)
manifest = json.load(open(os.path.join(set_dir, "manifest.json")))
report = json.load(open(os.path.join(work, "report.json")))
st = manifest["stats"]
rows = []
for i in range(1, runs + 1):
    wall, user, system, rss_kb = open(os.path.join(work, f"time-{i}")).read().split()[-4:]
    rows.append((float(wall), float(user), float(system), int(rss_kb) / 1024))
print(f"handz-lint lint: {st['screens']} screens x {manifest['params']['elements']} elements, "
      f"{st['routes']} routes, {st['keys']} keys (en, es, ar), {len(manifest['defects'])} injected defects")
print(f"  binary   {lint} ({build})")
print(f"  input    {set_dir}")
print(f"           {st['specFiles']} spec files ({st['specBytes'] / 1e6:.1f} MB) + 1 catalog "
      f"({st['catalogBytes'] / 1e6:.1f} MB); {st['elements']} elements, {st['interactiveElements']} interactive")
print(f"  lint     {report['title']}")
print(f"  runs     {runs} timed, after 1 warm-up; {cores} cores")
print()
print("  run   wall s   user s    sys s   CPU/wall   RSS MB")
for i, (wall, user, system, rss) in enumerate(rows, 1):
    print(f"  {i:>3} {wall:>8.2f} {user:>8.2f} {system:>8.2f} {(user + system) / max(wall, 0.01):>10.2f} {rss:>8.1f}")
wall = statistics.median(r[0] for r in rows)
cpu = statistics.median((r[1] + r[2]) / max(r[0], 0.01) for r in rows)
rss = max(r[3] for r in rows)
ok_wall, ok_rss = wall <= max_wall, rss <= max_rss
summary = report["summary"]
check = subprocess.run([sys.executable, "Scripts/bench/check_findings.py", os.path.join(work, "report.json"),
                        os.path.join(set_dir, "manifest.json")], capture_output=True, text=True)
print()
print(f"  median wall      {wall:8.2f} s    target <= {max_wall:g} s     {'PASS' if ok_wall else 'FAIL'}")
print(f"  CPU / wall       {cpu:8.2f}      cores used (median)")
print(f"  peak RSS         {rss:8.1f} MB   target <= {max_rss:g} MB    {'PASS' if ok_rss else 'FAIL'}")
print(f"  files            {st['specFiles'] + 1:8d}      spec files + catalog")
print(f"  findings         {len(report['findings']):8d}      P0 {summary.get('P0', 0)}, P1 {summary.get('P1', 0)}, "
      f"P2 {summary.get('P2', 0)}; injected {len(manifest['defects'])}")
print(f"  manifest check   {'PASS' if check.returncode == 0 else 'FAIL'}: " + check.stdout.strip().replace("\n", "\n                   "))

def wall_of(name):
    return float(open(os.path.join(work, name)).read().split()[-4])
warm = [wall_of(f"time-warm-{i}") for i in range(1, runs + 1)]
cold = [wall_of(f"time-cold-{i}") for i in range(1, runs + 1)]
same = all(json.load(open(os.path.join(work, f"warm-{i}.json")))["findings"] == json.load(open(os.path.join(work, f"cold-{i}.json")))["findings"]
           for i in range(1, runs + 1))
changed = any(json.load(open(os.path.join(work, f"warm-{i}.json")))["findings"] != json.load(open(os.path.join(work, "prime.json")))["findings"]
              for i in range(1, runs + 1, 2))
ratio = statistics.median(warm) / statistics.median(cold)
ok_warm = ratio <= max_warm and same and changed
print()
print(f"  incremental      one screen file edited per run ({edited}: a button to 20 x 20 pt and back), {runs} runs")
print(f"    warm (cache)   {statistics.median(warm):8.2f} s    median; cold (--no-cache) on the same files {statistics.median(cold):.2f} s")
print(f"    warm / cold    {ratio:8.2f}      target <= {max_warm:g}   {'PASS' if ratio <= max_warm else 'FAIL'}")
print(f"    findings       {'identical' if same else 'DIFFERENT'} warm and cold in every run; the edit "
      f"{'shows in them' if changed else 'DOES NOT show'}   {'PASS' if same and changed else 'FAIL'}")
sys.exit(0 if ok_wall and ok_rss and check.returncode == 0 and ok_warm else 1)
EOF
