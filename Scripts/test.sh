#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run): one debug build of everything (swift-syntax
# compiled once), the unit and end-to-end tests, swift-format's lint, then the integration
# checks in Scripts/ci/ that need tools outside Swift (a browser, git, pre-commit, a consumer
# package), each reusing that build and installing what it needs when it is missing. Prints
# each phase's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
phases=()
began=$(date +%s)
phase() {  # NAME COMMAND…: runs it and records how long it took
    local name=$1 start milliseconds
    shift
    echo "== $name"
    start=$(date +%s%N)
    "$@"
    milliseconds=$(( ($(date +%s%N) - start) / 1000000 ))
    phases+=("$(printf '%-28s %4d.%01d s' "$name" $((milliseconds / 1000)) $((milliseconds % 1000 / 100)))")
}
phase "ICU (ensure-icu.sh)" Scripts/ensure-icu.sh
phase "build (debug, with tests)" swift build --build-tests
phase "swift test" swift test --skip-build
# Test fixtures are sample apps written as apps are, not to our style (their positions are expected).
phase "swift format lint" swift format lint --strict --recursive Sources Plugins Fuzz/Sources $(find Tests -name "*.swift" -not -path "Tests/Fixtures/*")
phase "html report" Scripts/ci/html-report.sh
# The build the tests made, linked statically: a second, optimized build of swift-syntax would
# cost more than the rest of CI together (Scripts/install.sh builds release for users).
phase "install and pre-commit" env HANDZ_INSTALL_CONFIGURATION=debug Scripts/ci/install-and-pre-commit.sh
# Last: the consumer package builds in this .build, reusing its swift-syntax.
phase "SwiftPM plugins (consumer)" env HANDZ_CONSUMER_SCRATCH="$PWD/.build" Scripts/ci/swiftpm-plugins.sh
echo "== phase times"
printf '%s\n' "${phases[@]}"
printf '%-28s %4d s\n' "total" $(( $(date +%s) - began ))
