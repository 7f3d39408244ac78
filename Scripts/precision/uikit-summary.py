#!/usr/bin/env python3
"""Counts and scores the findings of the rules issue 18 taught to read UIKit (gesture-alternative,
tap-target-size, missing-label, hardcoded-text, fixed-font-size) in `handz-lint lint` reports written
by Scripts/precision/run-apps.sh.

Usage: uikit-summary.py REPORT_DIR [--judgements TSV] [--uikit-only]

Prints findings per rule and app (severity:count, needs-review counted apart). With --judgements
(app, file:line, rule, severity, verdict, reason; one line per place, read for BEFORE and AFTER
alike), prints per rule the judged violations, the true ones, precision, and false P0s. Places
are paths inside the app folder (the report is named after the folder). --uikit-only keeps the
findings whose message names a UIKit API (UIButton, UIBarButtonItem, a gesture recognizer, an
Auto Layout or frame size, UIFont, NSAttributedString, UIKit titles).
"""
import argparse, collections, csv, json, os

RULES = ["gesture-alternative", "tap-target-size", "missing-label", "hardcoded-text", "fixed-font-size"]
UIKIT_MARKS = ["UIButton", "UIBarButtonItem", "GestureRecognizer", "touchesEnded", "touchesBegan", "constraint(equalToConstant",
               "frame = CGRect", "UIButton(frame", "UIFont", "ystemFont(ofSize", "NSAttributedString", "NSMutableAttributedString",
               "UIAlert", "UIAction", "UIMenu", "UIContextualAction", "UITabBarItem", "UINavigationItem", ".text =", ".title =",
               ".placeholder =", "setTitle"]


def place(finding, app):
    location = finding.get("location") or {}
    path = location.get("file", "?")
    if f"/{app}/" in path:
        path = path.split(f"/{app}/", 1)[1]
    return f"{path}:{location.get('line', 0)}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reports")
    parser.add_argument("--judgements")
    parser.add_argument("--uikit-only", action="store_true")
    args = parser.parse_args()
    findings = []
    for name in sorted(os.listdir(args.reports)):
        if not name.endswith(".json"):
            continue
        app = name[:-5]
        with open(os.path.join(args.reports, name)) as handle:
            for finding in json.load(handle)["findings"]:
                if finding["ruleId"] not in RULES:
                    continue
                if args.uikit_only and not any(mark in finding["message"] for mark in UIKIT_MARKS):
                    continue
                findings.append((app, place(finding, app), finding))
    counts = collections.defaultdict(collections.Counter)
    for app, _, finding in findings:
        review = finding.get("outcome") == "needs-review"
        counts[finding["ruleId"]][(app, finding["severity"] + ("?" if review else ""))] += 1
    for rule in RULES:
        print(rule, " ".join(f"{app}:{severity}={n}" for (app, severity), n in sorted(counts[rule].items())))
    if not args.judgements:
        return
    verdicts = {}
    with open(args.judgements) as handle:
        for row in csv.reader(handle, delimiter="\t"):
            if len(row) >= 5 and not row[0].startswith("#"):
                verdicts[(row[0], row[1], row[2])] = row[4]
    print("\nrule\tjudged\ttrue\tprecision\tfalse P0\tunjudged violations")
    for rule in RULES:
        judged = true = false_p0 = unjudged = 0
        for app, where, finding in findings:
            if finding["ruleId"] != rule or finding.get("outcome") == "needs-review":
                continue
            verdict = verdicts.get((app, where, rule))
            if verdict is None:
                unjudged += 1
                continue
            judged += 1
            true += verdict == "TRUE"
            false_p0 += verdict == "FALSE" and finding["severity"] == "P0"
        precision = f"{100 * true / judged:.1f}%" if judged else "-"
        print(f"{rule}\t{judged}\t{true}\t{precision}\t{false_p0}\t{unjudged}")


if __name__ == "__main__":
    main()
