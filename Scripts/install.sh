#!/usr/bin/env bash
# Usage: Scripts/install.sh [--configuration release|debug] [PREFIX]   (default: release, /usr/local)
# Builds handz-lint with the Swift standard library linked in statically (it runs on machines
# without a Swift toolchain; it still needs libicu at run time, as the app core does) and
# installs PREFIX/bin/handz-lint with its bash, zsh and fish completions.
# `--configuration debug` installs the debug build instead: CI checks this script with the build
# its tests already made, since a second, optimized build of swift-syntax would cost CI more than
# everything else it runs.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=release
if [[ "${1:-}" == "--configuration" ]]; then
    configuration=${2:?--configuration takes release or debug}
    shift 2
fi
[[ "$configuration" == release || "$configuration" == debug ]] || { echo "--configuration must be release or debug" >&2; exit 2; }
prefix=${1:-/usr/local}
Scripts/ensure-icu.sh
# The static Foundation libraries refer to each other (Foundation to CoreFoundation,
# FoundationInternationalization to _FoundationICU); linked one after the other, the order the
# autolink entries give leaves symbols undefined, so they are linked as one group.
static_libs="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift_static/linux"
group=(-Xlinker "-L$static_libs" -Xlinker --start-group)
for library in Foundation FoundationInternationalization FoundationEssentials _FoundationICU CoreFoundation _FoundationCShims \
    _FoundationCollections; do
    group+=(-Xlinker "-l$library")
done
group+=(-Xlinker --end-group)
swift build -c "$configuration" --product handz-lint --static-swift-stdlib "${group[@]}"
binary="$(swift build -c "$configuration" --show-bin-path)/handz-lint"
install -d "$prefix/bin" "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 0755 "$binary" "$prefix/bin/handz-lint"
"$binary" --generate-completion-script bash > "$prefix/share/bash-completion/completions/handz-lint"
"$binary" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_handz-lint"
"$binary" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/handz-lint.fish"
echo "installed $prefix/bin/handz-lint ($("$prefix/bin/handz-lint" --version), $configuration) with bash, zsh and fish completions"
