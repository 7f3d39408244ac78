#!/usr/bin/env bash
# Prints the path of the handz-lint that benchmarks and precision runs time: $HANDZ_LINT when it
# is set (it must be executable), else a release build made here, under the shared build lock
# when flock exists (the machine has two cores: builds take turns). Build output goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -n "${HANDZ_LINT:-}" ]; then
    [ -x "$HANDZ_LINT" ] || { echo "error: HANDZ_LINT=$HANDZ_LINT is not an executable" >&2; exit 2; }
    # Absolute, since callers run it from other folders (a relative path is the repository's).
    readlink -f "$HANDZ_LINT"
    exit 0
fi
Scripts/ensure-icu.sh >&2
if command -v flock > /dev/null; then
    flock /tmp/swift-build.lock swift build -c release --product handz-lint >&2
else
    swift build -c release --product handz-lint >&2
fi
echo "$(swift build -c release --show-bin-path)/handz-lint"
