#!/usr/bin/env python3
"""Counts, samples and scores the findings of the rule-book rules that read Swift code (issue 19)
in `handz-lint lint` reports written by Scripts/precision/run-apps.sh.

Usage: rulebook-summary.py REPORT_DIR [--per-rule N] [--context APPS_DIR] [--judgements TSV]
                           [--outcome needs-review] [--by-app]

Prints the findings per rule and app (severity:count, needs-review counted apart), then the
sample to read: per rule, every finding when there are at most N (default 30), else N chosen
round-robin over the apps, each app's findings in sha256("issue-19|" + app + "|" + place) order,
so the sample is the same on every machine and no app crowds out the others. With --context,
each sampled finding is printed with the code around it. With --judgements (app, file:line,
rule, severity, verdict, reason), prints precision per rule and per rule and app.
"""
import argparse, collections, hashlib, json, os

RULES = ["hardcoded-direction", "locale-unaware-format", "manual-plural", "concatenated-text", "color-only-state", "disabled-look-only",
         "motion-without-reduce-motion", "modal-close-and-focus", "tab-text-label", "icon-button-hint", "timer-announcements",
         "fixed-height-text", "destructive-confirmation", "purchase-restore-reachable"]


def load(report_dir):
    apps = {}
    for name in sorted(os.listdir(report_dir)):
        if name.endswith(".json"):
            with open(os.path.join(report_dir, name)) as handle:
                try:
                    apps[name[:-5]] = json.load(handle)
                except json.JSONDecodeError:
                    print(f"(skipped {name}: not JSON)")
    return apps


def app_root(report):
    title = report.get("title", "")
    return title.split(": ", 1)[1].strip() if ": " in title else ""


def place(finding, root, app=""):
    location = finding.get("location") or {}
    path = location.get("file", "?")
    if root and path.startswith(root + "/"):
        path = path[len(root) + 1:]
    elif app and f"/{app}/" in path:
        # Newer reports title "handz-lint APP: N Swift files" without the folder: the path inside the
        # app folder (named as the report) keeps places, and so the sample, the same on every machine.
        path = path.split(f"/{app}/", 1)[1]
    return f"{path}:{location.get('line', 0)}"


def label(finding):
    review = finding.get("outcome") == "needs-review"
    return finding["severity"] + ("?" if review else "")


def findings_of(apps, outcome=None):
    """rule → app → [(place, finding)], source files only; only `outcome` when given."""
    table = collections.defaultdict(lambda: collections.defaultdict(list))
    for app, report in apps.items():
        root = app_root(report)
        for finding in report["findings"]:
            if outcome and finding.get("outcome", "violation") != outcome:
                continue
            if finding["ruleId"] in RULES and ".swift" in (finding.get("location") or {}).get("file", ""):
                table[finding["ruleId"]][app].append((place(finding, root, app), finding))
    return table


def sample(per_app, size):
    queues = {app: sorted(items, key=lambda item: hashlib.sha256(f"issue-19|{app}|{item[0]}".encode()).hexdigest())
              for app, items in per_app.items()}
    chosen = []
    while len(chosen) < size and any(queues.values()):
        for app in sorted(queues):
            if queues[app] and len(chosen) < size:
                chosen.append((app,) + queues[app].pop(0))
    return chosen


def context(apps_dir, app, where, finding, radius=4):
    location = finding.get("location") or {}
    path, line = location.get("file"), location.get("line", 0)
    if not path or not os.path.exists(path):
        return ""
    with open(path, errors="replace") as handle:
        lines = handle.read().split("\n")
    start, end = max(0, line - 1 - radius), min(len(lines), line + radius)
    return "\n".join(f"    {'>' if n + 1 == line else ' '}{n + 1:5} {lines[n][:160]}" for n in range(start, end))


SHORT = ["dir", "loc", "plu", "cat", "col", "dis", "mot", "mod", "tab", "hint", "tim", "fix", "del", "buy"]


def print_by_app(apps, table):
    def cell(items):
        review = sum(1 for _, f in items if f.get("outcome") == "needs-review")
        violations = len(items) - review
        if not items:
            return "·"
        return (str(violations) if violations else "") + (f"+{review}?" if review else "")
    print("| app | " + " | ".join(SHORT) + " |")
    print("| --- |" + " ---: |" * len(SHORT))
    for app in sorted(apps):
        print(f"| {app} | " + " | ".join(cell(table[rule].get(app, [])) for rule in RULES) + " |")
    totals = [cell([item for items in table[rule].values() for item in items]) for rule in RULES]
    print("| **total** | " + " | ".join(totals) + " |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reports")
    parser.add_argument("--per-rule", type=int, default=30)
    parser.add_argument("--context")
    parser.add_argument("--judgements")
    parser.add_argument("--rule")
    # needs-review: sample and score the findings that ask for review (TRUE = the review was warranted).
    parser.add_argument("--outcome", choices=["violation", "needs-review"], default="violation")
    # by-app: the table of docs/source-precision.md (apps down, rules across, `N+M?`), and nothing else.
    parser.add_argument("--by-app", action="store_true")
    arguments = parser.parse_args()
    apps = load(arguments.reports)
    table = findings_of(apps)
    if arguments.by_app:
        print_by_app(apps, table)
        return
    # Verdicts are given to violations; needs-review findings make no claim and are counted apart.
    judged = findings_of(apps, outcome=arguments.outcome)

    print("## Findings per rule and app (`?` = needs review)\n")
    names = list(apps)
    print("| rule | " + " | ".join(names) + " | total |")
    print("| --- |" + " --- |" * (len(names) + 1))
    for rule in RULES:
        cells, total = [], collections.Counter()
        for app in names:
            counts = collections.Counter(label(f) for _, f in table[rule].get(app, []))
            total.update(counts)
            cells.append(" ".join(f"{k}:{v}" for k, v in sorted(counts.items())) or "0")
        print(f"| {rule} | " + " | ".join(cells) + " | " + (" ".join(f"{k}:{v}" for k, v in sorted(total.items())) or "0") + " |")

    if arguments.judgements:
        verdicts = {}
        with open(arguments.judgements) as handle:
            for row in handle:
                parts = row.rstrip("\n").split("\t")
                if len(parts) >= 5 and not row.startswith("#"):
                    verdicts[(parts[0], parts[1], parts[2])] = parts[4]
        print(f"\n## Precision over the read sample ({arguments.outcome} findings; "
              "TRUE = real defect, or for needs-review: review warranted)\n")
        print(f"| rule | {arguments.outcome} | read | true | false | precision | needs review (all) "
              "| per app (true/read) |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for rule in RULES:
            chosen = sample(judged[rule], arguments.per_rule)
            read = true = 0
            review = sum(1 for items in table[rule].values() for _, f in items if f.get("outcome") == "needs-review")
            total = sum(len(items) for items in judged[rule].values())
            per_app = collections.defaultdict(lambda: [0, 0])
            for app, where, finding in chosen:
                verdict = verdicts.get((app, where, rule))
                if verdict is None:
                    continue
                read += 1
                per_app[app][1] += 1
                if verdict == "TRUE":
                    true += 1
                    per_app[app][0] += 1
            precision = f"{100 * true // read}%" if read else "–"
            apps_cell = ", ".join(f"{a} {t}/{r}" for a, (t, r) in sorted(per_app.items()))
            print(f"| {rule} | {total} | {read} | {true} | {read - true} | {precision} | {review} | {apps_cell} |")
        missing = [(app, where, rule) for rule in RULES for app, where, _ in sample(judged[rule], arguments.per_rule)
                   if (app, where, rule) not in verdicts]
        if missing:
            print(f"\n{len(missing)} sampled findings have no verdict yet, e.g. {missing[:3]}")

    if arguments.context:
        for rule in RULES:
            if arguments.rule and rule != arguments.rule:
                continue
            chosen = sample(judged[rule], arguments.per_rule)
            if not chosen:
                continue
            print(f"\n## {rule}: {len(chosen)} of {sum(len(v) for v in judged[rule].values())} {arguments.outcome} findings\n")
            for app, where, finding in chosen:
                print(f"{app}\t{where}\t{rule}\t{label(finding)}\t{finding['message']}")
                print(context(arguments.context, app, where, finding))


if __name__ == "__main__":
    main()
