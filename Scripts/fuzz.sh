#!/usr/bin/env bash
# Builds one libFuzzer target of Fuzz/ with AddressSanitizer and runs it on its seed corpus.
#
#   Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags…]     e.g. Scripts/fuzz.sh FuzzSpecYAML 600
#   Scripts/fuzz.sh list                                         the targets
#
# The build goes to Fuzz/.build-fuzz (never the normal .build) under the shared build lock; the
# run is niced and uses a working corpus in Fuzz/.build-fuzz/corpus/TARGET that starts from the
# committed seeds in Fuzz/Seeds/TARGET (new finds stay out of git). A crash, timeout or
# out-of-memory input is written to Fuzz/.build-fuzz/artifacts/TARGET/ and the script exits
# non-zero: turn it into a regression test in the normal suite, fix the fault at its root.
# Environment: FUZZ_FLAGS adds libFuzzer flags (e.g. FUZZ_FLAGS=-max_len=512); JOBS (default 2)
# is the build's parallelism.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
scratch="$fuzz/.build-fuzz"

if [[ "${1:-}" == "list" || $# -lt 2 ]]; then
    [[ "${1:-}" == "list" ]] || echo "usage: Scripts/fuzz.sh TARGET SECONDS [libFuzzer flags…]" >&2
    ls "$fuzz/Sources" | grep -v -e '^CFuzzer$' -e '^FuzzSupport$'
    [[ "${1:-}" == "list" ]]
    exit
fi
target="$1" seconds="$2"
shift 2
[[ -d "$fuzz/Sources/$target" ]] || { echo "no fuzz target $target (Scripts/fuzz.sh list)" >&2; exit 2; }
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "SECONDS must be a whole number, found '$seconds'" >&2; exit 2; }

"$root/Scripts/ensure-icu.sh"
cd "$fuzz"
# The manifest lists the targets from the folders under Sources/: a cached evaluation would miss a new one.
flock /tmp/swift-build.lock swift build -c release --scratch-path "$scratch" -j "${JOBS:-2}" --manifest-cache none \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address --product "$target"
binary="$scratch/release/$target"

corpus="$scratch/corpus/$target" artifacts="$scratch/artifacts/$target/"
mkdir -p "$corpus" "$artifacts"
# Swift's crash reporter would trigger a misleading AddressSanitizer report on every trap.
export SWIFT_BACKTRACE=enable=no
# Leak checks (LeakSanitizer stops the process and scans its memory) run after every input
# whose allocations do not balance, which Swift's caches make most inputs: 20 exec/s instead
# of thousands. They are off by default; check for leaks with a short run on the corpus:
#   FUZZ_FLAGS="-detect_leaks=1" Scripts/fuzz.sh TARGET 60 -runs=2000
# shellcheck disable=SC2086
exec nice -n 19 "$binary" "$corpus" "$fuzz/Seeds/$target" \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$artifacts" ${FUZZ_FLAGS:-} "$@"
