#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run): the unit and end-to-end tests (`swift test`),
# then the integration checks in Scripts/ci/ that need tools outside Swift (a browser, git,
# pre-commit, a consumer package). Each installs what it needs when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/ensure-icu.sh
swift test
for check in Scripts/ci/*.sh; do
    echo "== $check"
    "$check"
done
