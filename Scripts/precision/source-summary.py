#!/usr/bin/env python3
"""Counts and samples the Swift findings of `handz-lint lint` reports (Scripts/precision/run-apps.sh).

Usage: source-summary.py REPORT_DIR [--sample N] [--judgements TSV] [--context APPS_DIR]

Prints per app the findings by rule and severity (Swift rules; catalog rules on the discovered
catalogs are counted apart), then the sample to judge: per app and rule, every finding when
there are at most N (default 15), else the N that come first sorted by sha256("issue-9|" + app
+ fingerprint + line), so the sample is the same on every machine. With --context, each sampled
finding is printed with the code around it. With --judgements (app, file:line, rule, severity,
verdict, reason), prints precision per rule and severity over the judged findings.
"""
import argparse, collections, hashlib, json, os, sys

SOURCE_RULES = {"missing-label", "hardcoded-text", "unknown-key", "tap-target-size", "fixed-font-size",
                "gesture-alternative", "image-without-label", "count-without-plural", "unused-key",
                "invalid-suppression", "swift-syntax-error"}


def load(report_dir):
    apps = {}
    for name in sorted(os.listdir(report_dir)):
        if name.endswith(".json"):
            with open(os.path.join(report_dir, name)) as handle:
                apps[name[:-5]] = json.load(handle)
    return apps


def is_source(finding):
    # unused-key points into a catalog but is a source rule.
    return finding["ruleId"] in SOURCE_RULES


def where(finding, root):
    location = finding.get("location") or {}
    path = location.get("file", "?")
    if root and path.startswith(root + "/"):
        path = path[len(root) + 1:]
    return f"{path}:{location.get('line', 0)}"


def app_root(report):
    title = report.get("title", "")
    return title.split(": ", 1)[1].strip() if ": " in title else ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reports")
    parser.add_argument("--sample", type=int, default=15)
    parser.add_argument("--judgements")
    parser.add_argument("--context")
    arguments = parser.parse_args()
    apps = load(arguments.reports)

    print("## Findings per app, rule and severity (Swift rules)\n")
    rules = sorted({f["ruleId"] for report in apps.values() for f in report["findings"] if is_source(f)})
    print("| rule | " + " | ".join(apps) + " | total |")
    print("| --- |" + " --- |" * (len(apps) + 1))
    for rule in rules:
        cells, total = [], collections.Counter()
        for report in apps.values():
            counter = collections.Counter(f["severity"] for f in report["findings"] if f["ruleId"] == rule)
            total += counter
            cells.append(" ".join(f"{s}:{counter[s]}" for s in ("P0", "P1", "P2") if counter[s]) or "0")
        print(f"| {rule} | " + " | ".join(cells) + " | " + " ".join(f"{s}:{total[s]}" for s in ("P0", "P1", "P2") if total[s]) + " |")
    print("\nCatalog rules on the discovered catalogs:")
    for app, report in apps.items():
        counter = collections.Counter(f"{f['ruleId']} {f['severity']}" for f in report["findings"] if not is_source(f))
        print(f"- {app}: " + (", ".join(f"{k} {v}" for k, v in sorted(counter.items())) or "none"))

    print("\n## Sample\n")
    for app, report in apps.items():
        root = app_root(report)
        by_rule = collections.defaultdict(list)
        for finding in report["findings"]:
            if is_source(finding):
                by_rule[finding["ruleId"]].append(finding)
        for rule, findings in sorted(by_rule.items()):
            def order(f):
                return hashlib.sha256(f"issue-9|{app}|{f.get('fingerprint', '')}|{where(f, root)}".encode()).hexdigest()
            chosen = sorted(findings, key=order)[:arguments.sample] if len(findings) > arguments.sample else findings
            for finding in sorted(chosen, key=lambda f: where(f, root)):
                print(f"{app}\t{where(finding, root)}\t{rule}\t{finding['severity']}\t{finding.get('outcome', '')}\t{finding['message']}")
                if arguments.context:
                    location = finding.get("location") or {}
                    path = location.get("file", "")
                    line = location.get("line", 0)
                    try:
                        with open(path, errors="replace") as handle:
                            lines = handle.read().split("\n")
                        for number in range(max(1, line - 4), min(len(lines), line + 4) + 1):
                            mark = ">" if number == line else " "
                            print(f"    {mark}{number:5} {lines[number - 1][:160]}")
                    except OSError:
                        pass

    if arguments.judgements:
        print("\n## Precision over the judged findings\n")
        tally = collections.defaultdict(collections.Counter)
        with open(arguments.judgements) as handle:
            for number, line in enumerate(handle):
                fields = line.rstrip("\n").split("\t")
                if number == 0 or len(fields) < 5:
                    continue
                tally[(fields[2], fields[3])][fields[4]] += 1
        print("| rule | severity | judged | true | false | precision | needs review (not judged) |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for (rule, severity), counter in sorted(tally.items()):
            judged = counter["TRUE"] + counter["FALSE"]
            precision = f"{100 * counter['TRUE'] / judged:.0f}%" if judged else "-"
            print(f"| {rule} | {severity} | {judged} | {counter['TRUE']} | {counter['FALSE']} | {precision} | {counter['REVIEW']} |")


if __name__ == "__main__":
    sys.exit(main())
