#!/usr/bin/env bash
# Swift source front-end benchmark: on 50,000 generated lines of SwiftUI
# (Scripts/bench/gen_swiftui.py), the time swift-syntax alone takes to parse the files beside
# the time SwiftFileReader takes to parse them and read every fact, both spread over the same
# threads in one run, median of ROUNDS rounds, and their ratio (issue 9 asks the whole
# `handz-lint lint` for <= 2 s on 2 cores and <= 1.5x swift-syntax's parse time).
# Then a 20 MB generated file, to show reading time grows with size only.
#
# Usage: Scripts/benchmark-source.sh          (LINES=50000 ROUNDS=5 BENCH_DIR=... to change)
set -euo pipefail
cd "$(dirname "$0")/.."
LINES="${LINES:-50000}"
ROUNDS="${ROUNDS:-5}"
BENCH_DIR="${BENCH_DIR:-${TMPDIR:-/tmp}/handz-source-bench}"

swift build -c release --product SourceBenchmark >&2
BIN="$(swift build -c release --show-bin-path)/SourceBenchmark"

rm -rf "$BENCH_DIR/swiftui" && mkdir -p "$BENCH_DIR/swiftui"
python3 Scripts/bench/gen_swiftui.py --lines "$LINES" --out "$BENCH_DIR/swiftui" >&2
echo "== $LINES lines of SwiftUI, $(nproc) cores"
nice -n 19 "$BIN" bench --rounds "$ROUNDS" "$BENCH_DIR/swiftui"

# One large file: the same screens concatenated until 20 MB, read on one thread.
BIG="$BENCH_DIR/big"
rm -rf "$BIG" && mkdir -p "$BIG"
while [[ ! -f "$BIG/All.swift" || $(stat -c %s "$BIG/All.swift") -lt 20971520 ]]; do
    cat "$BENCH_DIR"/swiftui/*.swift | sed 's/^#Preview {/#Preview("p") {/' >> "$BIG/All.swift"
done
echo "== one file of $(( $(stat -c %s "$BIG/All.swift") / 1048576 )) MB"
nice -n 19 "$BIN" bench --rounds 3 --threads 1 "$BIG"
