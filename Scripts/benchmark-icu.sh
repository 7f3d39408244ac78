#!/usr/bin/env bash
# ICU layer benchmark: Swift layer vs the same ICU calls made directly from C, in one run.
# Usage: Scripts/benchmark-icu.sh [calls-per-round] [calls-for-memory-check]
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/ensure-icu.sh
swift build -c release --product icu-benchmark >&2
exec "$(swift build -c release --show-bin-path)/icu-benchmark" "$@"
