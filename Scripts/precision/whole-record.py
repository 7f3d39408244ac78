#!/usr/bin/env python3
"""Precision of every judged finding still reported, over all the judged app sets: per rule, and
per rule and app. A finding judged in two rounds counts once, with the later verdict (the TSVs
are read in the order below); one whose severity or outcome changed since keeps its verdict.
UNSURE verdicts are left out of precision.

Usage: whole-record.py REPORTS APPS [--by-app] [--rule RULE]

REPORTS holds one folder per set, `rep-SET/APP.json` (`Scripts/precision/run-apps.sh` with
OUT=REPORTS/rep-SET); APPS holds the app folders, `SET/APP/` (fetched by hand, never committed;
commits in docs/source-precision.md). --rule lists that rule's false findings with the reasons.
"""
import argparse, collections, importlib.util, os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("judged_after", os.path.join(HERE, "judged-after.py"))
judged_after = importlib.util.module_from_spec(spec)
spec.loader.exec_module(judged_after)

# The judged sets, each with its verdicts, earliest first (docs/source-precision.md says which apps and commits).
SETS = {
    "apps": ["source-judgements-before.tsv", "source-judgements-after.tsv", "swiftui-classes-judgements.tsv",
             "uikit-judgements.tsv", "rulebook-judgements.tsv", "stop33-judgements.tsv"],
    "apps2": ["more-apps-judgements.tsv", "stop37-judgements.tsv"],
    "apps3": ["fresh-apps-judgements.tsv", "stop37-judgements.tsv"],
    "apps4": ["apps4-judgements.tsv", "stop33-judgements.tsv", "stop37-judgements.tsv"],
    "apps5": ["apps5-judgements.tsv"],
    "apps6": ["apps6-judgements.tsv"],
    "apps7": ["apps7-judgements.tsv"],
    "apps8": ["apps8-judgements.tsv"],
    "apps9": ["apps9-judgements.tsv"],
    "apps10": ["apps10-judgements.tsv"],
    "apps11": ["apps11-judgements.tsv"],
    "apps12": ["apps12-judgements.tsv", "stop37-judgements.tsv"],
    "apps13": ["apps13-judgements.tsv"],
    "apps14": ["apps14-judgements.tsv"],
    "apps15": ["apps15-judgements.tsv"],
    "apps16": ["apps16-judgements.tsv"],
    "apps17": ["apps17-judgements.tsv"],
    "apps18": ["apps18-judgements.tsv"],
    "apps19": ["apps19-judgements.tsv"],
    "apps20": ["apps20-judgements.tsv"],
    "apps21": ["apps21-judgements.tsv"],
    "apps22": ["apps22-judgements.tsv"],
    "apps23": ["apps23-judgements.tsv"],
    "apps24": ["apps24-judgements.tsv"],
    "apps25": ["apps25-judgements.tsv"],
    "apps26": ["apps26-judgements.tsv"],
    "apps27": ["apps27-judgements.tsv"],
    "apps28": ["apps28-judgements.tsv"],
    "apps29": ["apps29-judgements.tsv"],
    "apps30": ["apps30-judgements.tsv"],
    "apps31": ["apps31-judgements.tsv"],
    "apps32": ["apps32-judgements.tsv"],
    "apps33": ["apps33-judgements.tsv"],
    "apps34": ["apps34-judgements.tsv"],
    "apps35": ["apps35-judgements.tsv"],
    "apps36": ["apps36-judgements.tsv"],
    "apps37": ["apps37-judgements.tsv"],
    "apps38": ["apps38-judgements.tsv"],
    "apps39": ["apps39-judgements.tsv"],
    "apps40": ["apps40-judgements.tsv"],
    "apps41": ["apps41-judgements.tsv"],
    "apps42": ["apps42-judgements.tsv"],
    "apps43": ["apps43-judgements.tsv"],
    "apps44": ["apps44-judgements.tsv"],
    "apps45": ["apps45-judgements.tsv"],
    "apps46": ["apps46-judgements.tsv"],
    "apps47": ["apps47-judgements.tsv"],
    "apps48": ["apps48-judgements.tsv"],
    "apps49": ["apps49-judgements.tsv"],
    "apps50": ["apps50-judgements.tsv"],
    "apps51": ["apps51-judgements.tsv"],
    "apps52": ["apps52-judgements.tsv"],
    "apps53": ["apps53-judgements.tsv"],
    "apps54": ["apps54-judgements.tsv"],
    "apps55": ["apps55-judgements.tsv"],
    "apps56": ["apps56-judgements.tsv"],
    "apps57": ["apps57-judgements.tsv"],
    "apps58": ["apps58-judgements.tsv"],
    "apps59": ["apps59-judgements.tsv"],
    "apps60": ["apps60-judgements.tsv"],
    "apps61": ["apps61-judgements.tsv"],
    "apps62": ["apps62-judgements.tsv"],
}
# Verdicts read again later, for findings of any set (each row names its app).
REREAD = [
    "stop38-judgements.tsv", "stop43-judgements.tsv", "stop44-judgements.tsv", "uikit-hint-sample-judgements.tsv", "stop49-judgements.tsv",
    "stop50-judgements.tsv", "stop51-judgements.tsv",
]
for _tsvs in SETS.values():
    _tsvs.extend(REREAD)


def verdicts(tsvs):
    """(app, file:line, rule, severity) → (verdict, reason). A verdict is about the place and the rule: a finding
    whose severity or outcome changed since it was judged (a violation that became a review) keeps it."""
    judged, by_place = {}, {}
    for name in tsvs:
        for key, value in judged_after.verdicts(os.path.join(HERE, name)).items():
            judged[key] = value
            by_place[key[:3]] = value
    return _Verdicts(judged, by_place)


class _Verdicts(dict):
    def __init__(self, judged, by_place):
        super().__init__(judged)
        self.by_place = by_place

    def get(self, key, default=None):
        return super().get(key) or self.by_place.get(key[:3], default)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("reports")
    parser.add_argument("apps")
    parser.add_argument("--by-app", action="store_true")
    parser.add_argument("--rule")
    arguments = parser.parse_args()
    totals = collections.defaultdict(lambda: [0, 0, 0])  # (rule, kind) → true, false, unjudged
    by_app = collections.defaultdict(lambda: [0, 0])  # (rule, app) → true, false (violations)
    falses = []
    for set_name, tsvs in SETS.items():
        folder = os.path.join(arguments.reports, "rep-" + set_name)
        if not os.path.isdir(folder):
            continue
        judged = verdicts([name for name in tsvs if os.path.exists(os.path.join(HERE, name))])
        found = judged_after.findings(folder, os.path.join(arguments.apps, set_name))
        for rule, keys in found.items():
            for key in keys:
                kind = "review" if key[3].endswith("review") else "violation"
                verdict, reason = judged.get(key, ("", ""))
                if verdict not in ("TRUE", "FALSE"):
                    totals[(rule, kind)][2] += verdict == ""
                    continue
                totals[(rule, kind)][0 if verdict == "TRUE" else 1] += 1
                if kind == "violation":
                    by_app[(rule, key[0])][0 if verdict == "TRUE" else 1] += 1
                if verdict == "FALSE" and rule == arguments.rule:
                    falses.append((kind, key[0], key[1], reason))
    print("| rule | violations true/judged | precision | reviews true/judged | unjudged |")
    print("|---|---|---|---|---|")
    for rule in sorted({rule for rule, _ in totals}):
        true, false, unjudged = totals[(rule, "violation")]
        review_true, review_false, review_unjudged = totals[(rule, "review")]
        precision = f"{100 * true / (true + false):.0f}%" if true + false else "–"
        reviews = f"{review_true}/{review_true + review_false}" if review_true + review_false else "–"
        print(f"| {rule} | {true}/{true + false} | {precision} | {reviews} | {unjudged + review_unjudged} |")
    if arguments.by_app:
        print("\n| rule | app: violations true/judged |\n|---|---|")
        for rule in sorted({rule for rule, _ in by_app}):
            cells = [f"{app} {t}/{t + f}" for (r, app), (t, f) in sorted(by_app.items()) if r == rule]
            print(f"| {rule} | {', '.join(cells)} |")
    for kind, app, where, reason in falses:
        print(f"FALSE {kind}\t{app}\t{where}\t{reason}")


if __name__ == "__main__":
    main()
