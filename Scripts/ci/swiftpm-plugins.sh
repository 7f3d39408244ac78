#!/usr/bin/env bash
# The SwiftPM plugins from a consumer's side: a throw-away package that depends on this
# repository by path.
#  - the build-tool plugin (HandzLintCodegen) generates typed keys at build time, and they return
#    what `handz-lint catalog get` prints for the same key, locale and arguments;
#  - `swift package handz-lint` lints the package and fails on its P0/P1 findings;
#  - `swift package handz-lint-baseline` writes a baseline only with
#    --allow-writing-to-package-directory, and the baseline then silences those findings.
# Prints the time the plugin and the code generation add to the consumer's build, and fails when
# the first build (typed keys only) compiles swift-syntax: the codegen tool must stay small.
#
# HANDZ_CONSUMER_SCRATCH=DIR builds the consumer in DIR (swift build --scratch-path); CI points it at
# this repository's own .build, so the command plugins' tool reuses the swift-syntax the tests
# compiled instead of compiling it a second time.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d)
# HANDZ_KEEP_SCRATCH=1 keeps the consumer package for a look after a failure.
[ -n "${HANDZ_KEEP_SCRATCH:-}" ] && echo "consumer package in $scratch" || trap 'rm -rf "$scratch"' EXIT
# The dependency is this folder itself, by its real path: its identity (the folder's name) and every
# path in its compile commands then match the root build's, so the consumer's builds in the same
# scratch folder reuse the modules the tests compiled instead of compiling them again.
dependency=$(basename "$repo")
consumer="$scratch/Consumer"
mkdir -p "$consumer/Sources/Greeter" "$consumer/Sources/GreeterDemo"
cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(
            name: "Greeter",
            dependencies: [.product(name: "StringLookup", package: "$dependency"), .product(name: "LocaleServices", package: "$dependency")],
            resources: [.copy("Localizable.xcstrings")],
            plugins: [.plugin(name: "HandzLintCodegen", package: "$dependency")]
        ),
        .executableTarget(name: "GreeterDemo", dependencies: ["Greeter"]),
    ]
)
SWIFT
cp "$repo/Strings/Localizable.xcstrings" "$consumer/Sources/Greeter/Localizable.xcstrings"
cat > "$consumer/Sources/Greeter/Greeter.swift" <<'SWIFT'
import Foundation
import LocaleServices
import StringLookup

public enum Greeter {
    /// The texts the demo prints, through the generated accessors.
    public static let texts: [(LocalizedText, [String])] = [
        (L10n.Common.Button.close, []),
        (L10n.Screen.LibraryHome.flowCount(count: 1), ["--count", "1"]),
        (L10n.Screen.LibraryHome.flowCount(count: 11), ["--count", "11"]),
        (L10n.Screen.FlowDetail.summary(moves: 3, branches: 1), ["--arg", "3", "--arg", "1"]),
    ]

    // Lint fodder: a key the catalog does not have, and English the catalog does not have.
    public static let misspelled = NSLocalizedString("screen.libraryHome.titel", comment: "")
    public static let farewell = NSLocalizedString("Goodbye, friend", comment: "")
}
SWIFT
cat > "$consumer/Sources/GreeterDemo/main.swift" <<'SWIFT'
import Greeter
import LocaleServices
import StringLookup

let strings = try LocalizedStrings(path: CommandLine.arguments[1])
for locale in ["en", "es", "ar"] {
    for (text, arguments) in Greeter.texts {
        print(([text.key, locale] + arguments).joined(separator: "\t"), terminator: "\t")
        print(try strings.string(text, locale: LocaleID(locale)))
    }
}
SWIFT
# handz-lint itself, as this repository builds it, says later what each key gives (copied aside, as
# the consumer's builds write to the same scratch folder).
(cd "$repo" && command swift build --product handz-lint > /dev/null)
tool="$scratch/handz-lint"
cp "$(cd "$repo" && command swift build --show-bin-path)/handz-lint" "$tool"
cd "$consumer"
scratch_path=${HANDZ_CONSUMER_SCRATCH:-$consumer/.build}
swift() { command swift "$1" --scratch-path "$scratch_path" "${@:2}"; }
seconds() { python3 -c 'import time; print(time.monotonic())'; }
quietly() { "$@" > build.log 2>&1 || { cat build.log; echo "failed: $*"; exit 1; }; }
start=$(seconds); quietly swift build --target Greeter; built=$(seconds)
if grep -q "Compiling SwiftSyntax" build.log; then cat build.log; echo "the typed-keys build compiled swift-syntax"; exit 1; fi
quietly swift build --product GreeterDemo
touch Sources/Greeter/Greeter.swift; begin=$(seconds); quietly swift build --product GreeterDemo; code=$(seconds)
# A catalog edit (a comment, which the accessors' documentation carries) regenerates the accessors.
sed -i 's/"comment" : "Button: cancels/"comment" : "Button: closes/' Sources/Greeter/Localizable.xcstrings
begin2=$(seconds); quietly swift build --product GreeterDemo; catalog=$(seconds)
python3 - "$start" "$built" "$begin" "$code" "$begin2" "$catalog" <<'PY'
import sys
start, built, begin, code, begin2, catalog = map(float, sys.argv[1:])
print(f"consumer: first build of the target with the plugin (builds the plugin's tool once) {built - start:.1f} s")
print(f"rebuild after a Swift edit {code - begin:.2f} s; after a catalog edit (codegen + compile) {catalog - begin2:.2f} s; codegen adds {(catalog - begin2) - (code - begin):+.2f} s")
PY
generated=$(find "$scratch_path" -name 'Localizable+Accessors.swift' -path '*Greeter*' | head -1)
[ -n "$generated" ] || { echo "the build-tool plugin generated nothing"; exit 1; }
bin=$(swift build --show-bin-path)
"$bin/GreeterDemo" Sources/Greeter/Localizable.xcstrings | while IFS=$'\t' read -r key locale rest; do
    text=${rest##*$'\t'}
    arguments=${rest%$'\t'*}
    [ "$arguments" = "$rest" ] && arguments=""
    # shellcheck disable=SC2086
    expected=$("$tool" catalog get "$key" --locale "$locale" --catalog Sources/Greeter/Localizable.xcstrings $arguments)
    [ "$expected" = "$text" ] || { echo "accessor for $key ($locale $arguments) gave '$text', catalog get '$expected'"; exit 1; }
done
echo "typed keys: the generated accessors match catalog get"

set +e
swift package handz-lint > lint.txt 2>&1; status=$?
set -e
[ $status -ne 0 ] || { cat lint.txt; echo "handz-lint should fail on the P0 finding"; exit 1; }
grep -q "unknown-key" lint.txt || { cat lint.txt; echo "the misspelled key is not reported"; exit 1; }
grep -q "hardcoded-text" lint.txt || { cat lint.txt; echo "the English text missing from the catalog is not reported"; exit 1; }
echo "swift package handz-lint: fails with the consumer's findings"

set +e
swift package handz-lint-baseline < /dev/null > baseline.txt 2>&1; status=$?
set -e
[ $status -ne 0 ] && [ ! -f handz-lint-baseline.json ] && grep -qi "permission" baseline.txt || { cat baseline.txt; echo "the baseline was written without permission"; exit 1; }
swift package --allow-writing-to-package-directory handz-lint-baseline > baseline.txt 2>&1
[ -f handz-lint-baseline.json ] || { cat baseline.txt; echo "no baseline written"; exit 1; }
swift package handz-lint --baseline handz-lint-baseline.json > lint.txt 2>&1 || { cat lint.txt; echo "the baseline does not silence the recorded findings"; exit 1; }
echo "swift package handz-lint-baseline: writes only with permission; the baseline silences what it recorded"
