#!/usr/bin/env python3
"""What became of judged findings after a change: for each rule, of the findings a person judged
(a TSV of app, file:line, rule, severity, verdict, reason, as Scripts/precision/*judgements.tsv),
how many of those judged TRUE and FALSE are still reported in the new reports, and the new
findings nobody judged yet (to read before quoting a precision).

Usage: judged-after.py REPORT_DIR JUDGEMENTS_TSV [--apps-root DIR] [--list-unjudged N]

REPORT_DIR holds APP.json reports of `handz-lint lint --format json` (Scripts/precision/run-apps.sh);
a finding's place is its file relative to DIR/APP (default: the report's own root) and its line.
Violations and needs-review findings are counted apart, as in the judgements ("P1" against
"P1 review").
"""
import argparse, collections, json, os


def findings(report_dir, apps_root):
    found = collections.defaultdict(set)
    for name in sorted(os.listdir(report_dir)):
        if not name.endswith(".json"):
            continue
        app = name[:-5]
        with open(os.path.join(report_dir, name)) as handle:
            report = json.load(handle)
        if not isinstance(report, dict) or "findings" not in report:
            continue  # another tool's JSON beside the reports
        root = os.path.join(apps_root, app) + "/" if apps_root else ""
        for finding in report.get("findings", []):
            location = finding.get("location") or {}
            path = location.get("file", "")
            if root and path.startswith(root):
                path = path[len(root):]
            review = "" if finding.get("outcome") == "violation" else " review"
            key = (app, f"{path}:{location.get('line', 0)}", finding["ruleId"], finding["severity"] + review)
            found[finding["ruleId"]].add(key)
    return found


def verdicts(path):
    """(app, file:line, rule, severity) → (verdict, reason) of a judgements TSV."""
    judged = {}
    with open(path) as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if line.startswith("#") or len(fields) < 5:
                continue
            judged[tuple(fields[:4])] = (fields[4], fields[5] if len(fields) > 5 else "")
    return judged


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report_dir")
    parser.add_argument("judgements")
    parser.add_argument("--apps-root", default="")
    parser.add_argument("--list-unjudged", type=int, default=0)
    arguments = parser.parse_args()
    judged = {key: verdict for key, (verdict, _) in verdicts(arguments.judgements).items()}
    found = findings(arguments.report_dir, arguments.apps_root)
    print(f"{'rule':32} {'kind':7} {'TRUE kept':>10} {'FALSE kept':>11} {'precision':>10} {'unjudged':>9}")
    for rule in sorted({key[2] for key in judged}):
        for kind in ("", " review"):
            keys = {key: verdict for key, verdict in judged.items() if key[2] == rule and key[3].endswith(kind)
                    and (kind or not key[3].endswith(" review"))}
            if not keys:
                continue
            current = {key for key in found.get(rule, set()) if key[3].endswith(kind) and (kind or not key[3].endswith(" review"))}
            true_total = sum(1 for verdict in keys.values() if verdict == "TRUE")
            false_total = len(keys) - true_total
            true_kept = sum(1 for key, verdict in keys.items() if verdict == "TRUE" and key in current)
            false_kept = sum(1 for key, verdict in keys.items() if verdict != "TRUE" and key in current)
            unjudged = sorted(current - set(keys))
            kept = true_kept + false_kept
            precision = f"{100 * true_kept / kept:.0f}%" if kept else "-"
            print(f"{rule:32} {kind.strip() or 'viol.':7} {true_kept:>4}/{true_total:<5} {false_kept:>4}/{false_total:<6} {precision:>10} {len(unjudged):>9}")
            for key in unjudged[: arguments.list_unjudged]:
                print("      unjudged:", "\t".join(key))


if __name__ == "__main__":
    main()
