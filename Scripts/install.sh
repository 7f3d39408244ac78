#!/usr/bin/env bash
# Usage: Scripts/install.sh [PREFIX]   (default /usr/local)
# Builds a release handz-lint with the Swift standard library linked in statically (it runs on
# machines without a Swift toolchain; it still needs libicu at run time, as the app core does)
# and installs PREFIX/bin/handz-lint with its bash, zsh and fish completions.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-/usr/local}
Scripts/ensure-icu.sh
swift build -c release --product handz-lint --static-swift-stdlib
binary="$(swift build -c release --show-bin-path)/handz-lint"
install -d "$prefix/bin" "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 0755 "$binary" "$prefix/bin/handz-lint"
"$binary" --generate-completion-script bash > "$prefix/share/bash-completion/completions/handz-lint"
"$binary" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_handz-lint"
"$binary" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/handz-lint.fish"
echo "installed $prefix/bin/handz-lint ($("$prefix/bin/handz-lint" --version)) with bash, zsh and fish completions"
