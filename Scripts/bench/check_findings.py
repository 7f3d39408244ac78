#!/usr/bin/env python3
"""Compares a `handz-lint lint --format json` report with the manifest gen_specs.py wrote.

Every injected defect must be reported exactly once, by its rule, on its subject (scope,
element, locale), at its severity, and nothing else may be reported.

Usage:  python3 Scripts/bench/check_findings.py REPORT.json MANIFEST.json
Exit status 0 when they match, 1 when they do not (the differences are printed).
"""

import json
import sys
from collections import Counter


def subject(rule, scope, element, locale):
    return (rule, scope, element or None, locale or None)


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        report = json.load(f)
    with open(argv[2], encoding="utf-8") as f:
        manifest = json.load(f)
    found = Counter(subject(x["ruleId"], x["subject"].get("scope"), x["subject"].get("element"),
                            x["subject"].get("locale")) for x in report["findings"])
    expected = Counter(subject(d["ruleId"], d["scope"], d.get("element"), d.get("locale"))
                       for d in manifest["defects"])
    missing = expected - found
    unexpected = found - expected
    by_subject = {subject(x["ruleId"], x["subject"].get("scope"), x["subject"].get("element"),
                          x["subject"].get("locale")): x for x in report["findings"]}
    for key, count in sorted(missing.items(), key=str):
        print(f"missing   {key[0]} on {'/'.join(k for k in key[1:] if k)}" + (f" (x{count})" if count > 1 else ""))
    for key, count in sorted(unexpected.items(), key=str):
        message = by_subject[key]["message"]
        print(f"unexpected {key[0]} on {'/'.join(k for k in key[1:] if k)}: {message}" + (f" (x{count})" if count > 1 else ""))
    wrong_severity = []
    for d in manifest["defects"]:
        finding = by_subject.get(subject(d["ruleId"], d["scope"], d.get("element"), d.get("locale")))
        if finding and d.get("severity") and finding["severity"] != d["severity"]:
            wrong_severity.append(d["id"])
            print(f"severity  {d['ruleId']} on {d['scope']}: reported {finding['severity']}, expected {d['severity']}")
    total = sum(found.values())
    if missing or unexpected or wrong_severity:
        print(f"findings do not match the manifest: {total} reported, {sum(expected.values())} injected, "
              f"{sum(missing.values())} missing, {sum(unexpected.values())} unexpected, "
              f"{len(wrong_severity)} with another severity")
        return 1
    print(f"findings match the manifest: {total} reported = {sum(expected.values())} injected")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
