#!/usr/bin/env bash
# Writes what is derived from the rules: the rule lists (generate-rule-lists), the rules file's
# JSON Schema (Specs/schema/rules.schema.json) and README's rule tables (between the
# `<!-- rules:begin -->` and `<!-- rules:end -->` markers). Tests fail while any is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run generate-rule-lists
swift build --product handz-lint
bin="$(swift build --show-bin-path)/handz-lint"
"$bin" rules schema > Specs/schema/rules.schema.json
python3 - "$("$bin" rules --markdown)" <<'PY'
import re, sys
readme = open("README.md", encoding="utf-8").read()
begin, end = "<!-- rules:begin -->\n", "<!-- rules:end -->"
if begin not in readme or end not in readme:
    sys.exit("README.md has no rules markers")
head, rest = readme.split(begin, 1)
_, tail = rest.split(end, 1)
open("README.md", "w", encoding="utf-8").write(head + begin + sys.argv[1] + "\n" + end + tail)
PY
echo "rule lists, schema and README rule tables written"
