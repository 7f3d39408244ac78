#!/usr/bin/env bash
# Installation and the pre-commit hook, as a team would use them:
#  - Scripts/install.sh PREFIX installs a statically linked handz-lint and its completions, and
#    the installed binary runs (exit codes as documented). HANDZ_INSTALL_CONFIGURATION (default
#    release) picks the build; Scripts/test.sh passes debug, the build its tests made;
#  - pre-commit (from PyPI, in a throw-away virtualenv) runs this repository's hook on a
#    throw-away repository: the staged defect fails the commit, the fixed file passes, and files
#    that are not staged are not looked at.
# The hook is this repository's .pre-commit-hooks.yaml as committed at HEAD (commit before
# running it locally), served from a throw-away hook repository with one change: `language:
# system` and the binary installed above as its entry. pre-commit's `swift` language would build
# the package once more in release mode (twenty minutes of CI for swift-syntax) only to reach
# the same binary; everything else (which files, staged only, serial) is the hook as shipped.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
Scripts/ensure-command.sh git git

"$repo/Scripts/install.sh" --configuration "${HANDZ_INSTALL_CONFIGURATION:-release}" "$scratch/prefix" >/dev/null
installed="$scratch/prefix/bin/handz-lint"
[ -x "$installed" ] && [ -s "$scratch/prefix/share/zsh/site-functions/_handz-lint" ] || { echo "install.sh installed nothing"; exit 1; }
if ldd "$installed" | grep -q libswiftCore; then echo "the installed binary links the Swift runtime dynamically"; exit 1; fi
set +e; (cd "$scratch" && "$installed" lint "$repo/Tests/Fixtures/SampleApp" >/dev/null); status=$?; set -e
[ $status -eq 1 ] || { echo "the installed handz-lint exited $status on the sample app, expected 1"; exit 1; }
echo "install.sh: a static handz-lint with completions; it lints"

python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install -q pre-commit
project="$scratch/project"
mkdir -p "$project/Sources/App"
cd "$project"
git init -q
git config user.email ci@example.com
git config user.name CI
hooks="$scratch/hooks"
mkdir -p "$hooks"
git -C "$repo" show HEAD:.pre-commit-hooks.yaml \
    | sed -e "s|^  language: swift\$|  language: system|" -e "s|^  entry: handz-lint |  entry: $installed |" > "$hooks/.pre-commit-hooks.yaml"
grep -q "language: system" "$hooks/.pre-commit-hooks.yaml" && grep -q "entry: $installed lint" "$hooks/.pre-commit-hooks.yaml" \
    || { cat "$hooks/.pre-commit-hooks.yaml"; echo "the hook file no longer has the shape this check rewrites"; exit 1; }
(cd "$hooks" && git init -q && git add . && git -c user.email=ci@example.com -c user.name=CI commit -q -m hooks)
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $hooks
    rev: $(git -C "$hooks" rev-parse HEAD)
    hooks: [{ id: handz-lint }]
YAML
printf 'import SwiftUI\nstruct Tools: View {\n    var body: some View { Button { } label: { Image("gear") } }\n}\n' > Sources/App/Bad.swift
printf 'import SwiftUI\nstruct Clean: View {\n    var body: some View { Text(verbatim: "42") }\n}\n' > Sources/App/Clean.swift
git add .pre-commit-config.yaml Sources/App/Clean.swift
"$scratch/venv/bin/pre-commit" run > hook.txt 2>&1 || { cat hook.txt; echo "the hook failed on a clean staged file (Bad.swift is not staged)"; exit 1; }
git add Sources/App/Bad.swift
set +e; "$scratch/venv/bin/pre-commit" run > hook.txt 2>&1; status=$?; set -e
[ $status -ne 0 ] && grep -q "missing-label" hook.txt || { cat hook.txt; echo "the staged unlabelled button did not fail the hook"; exit 1; }
echo "pre-commit: the hook checks staged files only and fails on a staged P0"
