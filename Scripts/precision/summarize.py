#!/usr/bin/env python3
"""Tables for Scripts/precision/run-corpus.sh: findings per rule and severity on the corpus,
translated units per catalog (counted here, independently of handz-lint), length findings per
100 translated units, the seeded sample of P0/P1 findings to judge and, given the judgements,
precision per rule and the false-finding classes. Output is deterministic."""
import argparse
import collections
import hashlib
import json
import os
import plistlib
import sys
import xml.etree.ElementTree as ET

SEVERITIES = ["P0", "P1", "P2"]
LENGTH_RULE = "translation-too-long"
COLUMNS = ["id", "catalog", "rule", "severity", "key", "element", "locale", "message", "verdict", "class", "reason"]
XLIFF = "{urn:oasis:names:tc:xliff:document:1.2}"


def cell(text, limit=None):
    text = " ".join(str(text).split())
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


def finding_id(catalog, finding):
    identity = "|".join([catalog, finding.get("fingerprint", ""), finding["message"]])
    return hashlib.sha256(identity.encode()).hexdigest()[:12]


# Translated units: string units of a non-source language whose value is not empty, whatever
# their state; plural and device forms and substitution forms count one each, as do the
# NSStringLocalizedFormatKey of a .stringsdict entry and the top-level unit of an .xcstrings
# entry with substitutions. This is what translation-too-long can look at.

def xcstrings_units(path):
    catalog = json.load(open(path, encoding="utf-8"))
    source = catalog.get("sourceLanguage", "en")

    def walk(node):
        count = 0
        unit = node.get("stringUnit")
        if unit and unit.get("value"):
            count += 1
        for cases in node.get("variations", {}).values():
            for case in cases.values():
                count += walk(case)
        for substitution in node.get("substitutions", {}).values():
            count += walk(substitution)
        return count

    return sum(walk(node) for entry in catalog["strings"].values()
               for language, node in entry.get("localizations", {}).items() if language != source)


def xliff_units(path):
    count = 0
    for file in ET.parse(path).getroot().iter(XLIFF + "file"):
        if file.get("target-language") == file.get("source-language"):
            continue
        for unit in file.iter(XLIFF + "trans-unit"):
            target = unit.find(XLIFF + "target")
            if target is not None and "".join(target.itertext()):
                count += 1
    return count


def strings_entries(path):
    """Key-value pairs of an old-style .strings table (UTF-8 or UTF-16)."""
    raw = open(path, "rb").read()
    text = raw.decode("utf-16") if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else raw.decode("utf-8-sig")
    escapes = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'"}
    index, end, pairs = 0, len(text), []

    def skip(i):
        while i < end:
            if text[i].isspace():
                i += 1
            elif text.startswith("//", i):
                i = text.find("\n", i) if "\n" in text[i:] else end
            elif text.startswith("/*", i):
                i = text.index("*/", i) + 2
            else:
                break
        return i

    def token(i):
        if text[i] != '"':
            start = i
            while i < end and (text[i].isalnum() or text[i] in "_.-$:/"):
                i += 1
            return text[start:i], i
        i, chars = i + 1, []
        while text[i] != '"':
            if text[i] == "\\":
                chars.append(escapes.get(text[i + 1], text[i + 1]))
                i += 2
            else:
                chars.append(text[i])
                i += 1
        return "".join(chars), i + 1

    while True:
        index = skip(index)
        if index >= end:
            return pairs
        key, index = token(index)
        index = skip(index)
        if text[index] == ";":
            pairs.append((key, key))
            index += 1
            continue
        value, index = token(skip(index + 1))
        index = skip(index)
        pairs.append((key, value))
        index += 1


def stringsdict_units(path):
    count = 0
    for entry in plistlib.load(open(path, "rb")).values():
        for name, value in entry.items():
            if isinstance(value, str):
                count += 1 if value else 0
            elif isinstance(value, dict):
                count += sum(1 for form, text in value.items()
                             if not form.startswith("NSStringFormat") and isinstance(text, str) and text)
    return count


def lproj_units(folder, source="en"):
    count = 0
    for language in sorted(os.listdir(folder)):
        if not language.endswith(".lproj") or language[:-6] in (source, "Base"):
            continue
        for table in sorted(os.listdir(os.path.join(folder, language))):
            path = os.path.join(folder, language, table)
            if table.endswith(".strings"):
                count += sum(1 for _, value in strings_entries(path) if value)
            elif table.endswith(".stringsdict"):
                count += stringsdict_units(path)
    return count


def translated_units(path):
    if os.path.isdir(path):
        return lproj_units(path)
    if path.endswith(".xcstrings"):
        return xcstrings_units(path)
    if path.endswith(".xliff"):
        return xliff_units(path)
    if path.endswith(".stringsdict"):  # a lone translation: every unit is in its language
        return stringsdict_units(path)
    return sum(1 for _, value in strings_entries(path) if value)


def table(headers, rows, align=None):
    align = align or ["l"] + ["r"] * (len(headers) - 1)
    lines = ["| " + " | ".join(headers) + " |",
             "| " + " | ".join("---:" if a == "r" else "---" for a in align) + " |"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def percent(part, whole):
    return "—" if whole == 0 else f"{100 * part / whole:.0f}%"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--sample", type=int, default=30)
    parser.add_argument("--seed", default="issue-10")
    parser.add_argument("--judgements")
    args = parser.parse_args()

    manifest = [line.rstrip("\n").split("\t") for line in open(os.path.join(args.out, "manifest.tsv"))]
    findings = []  # (catalog, finding)
    units = {}
    for catalog, path in manifest:
        report = json.load(open(os.path.join(args.out, "reports", catalog + ".json"), encoding="utf-8"))
        findings += [(catalog, f) for f in report["findings"]]
        units[catalog] = translated_units(path if os.path.isabs(path) else os.path.join(args.out, path))

    print("# handz-lint catalog validate on the shared corpus (no rules file: built-in defaults)\n")
    print("## Findings per rule\n")
    by_rule = collections.defaultdict(collections.Counter)
    for _, f in findings:
        by_rule[f["ruleId"]][f["severity"]] += 1
    rows = [[rule, sum(c.values())] + [c[s] for s in SEVERITIES] for rule, c in sorted(by_rule.items())]
    rows.append(["**all rules**", len(findings)] + [sum(c[s] for c in by_rule.values()) for s in SEVERITIES])
    print(table(["rule", "findings", "P0", "P1", "P2"], rows))

    print("\n## Catalogs: translated units and length findings\n")
    rows = []
    for catalog, _ in manifest:
        mine = [f for c, f in findings if c == catalog]
        severity = collections.Counter(f["severity"] for f in mine)
        length = sum(1 for f in mine if f["ruleId"] == LENGTH_RULE)
        rows.append([catalog, units[catalog], len(mine)] + [severity[s] for s in SEVERITIES]
                    + [length, f"{100 * length / units[catalog]:.1f}" if units[catalog] else "—"])
    length = sum(1 for _, f in findings if f["ruleId"] == LENGTH_RULE)
    total_units = sum(units.values())
    rows.append(["**corpus**", total_units, len(findings)]
                + [sum(1 for _, f in findings if f["severity"] == s) for s in SEVERITIES]
                + [length, f"{100 * length / total_units:.1f}"])
    print(table(["catalog", "translated units", "findings", "P0", "P1", "P2", "length", "length / 100 units"], rows))

    print("\n## Round trip (`catalog normalize --check` on a copy)\n")
    roundtrip = [line.rstrip("\n").split("\t") for line in open(os.path.join(args.out, "roundtrip.tsv"))]
    print(table(["catalog", "result"], roundtrip, ["l", "l"]))

    # The sample: every P0 and P1 finding of a rule and severity, or SAMPLE of them chosen by a
    # seeded hash (stable across Python versions and machines).
    groups = collections.defaultdict(list)
    for catalog, f in findings:
        if f["severity"] in ("P0", "P1"):
            groups[(f["ruleId"], f["severity"])].append((catalog, f))
    sample = []
    for group in sorted(groups):
        members = sorted(groups[group], key=lambda cf: hashlib.sha256(
            (args.seed + "|" + finding_id(*cf)).encode()).hexdigest())
        sample += sorted(members[: args.sample], key=lambda cf: (cf[0], finding_id(*cf)))
    with open(os.path.join(args.out, "sample.tsv"), "w", encoding="utf-8") as out:
        out.write("\t".join(COLUMNS) + "\n")
        for catalog, f in sample:
            subject = f.get("subject", {})
            out.write("\t".join([finding_id(catalog, f), catalog, f["ruleId"], f["severity"], cell(subject.get("scope", ""), 90),
                                 subject.get("element", ""), subject.get("locale", ""), cell(f["message"], 160), "", "", ""]) + "\n")
    print(f"\n## Sample to judge\n\n{len(sample)} P0/P1 findings (all of a rule and severity, or {args.sample} "
          f"chosen by seed \"{args.seed}\"): {os.path.basename(args.out)}/sample.tsv")

    if args.judgements:
        report_precision(args.judgements, sample, groups)


def report_precision(path, sample, groups):
    rows = [line.rstrip("\n").split("\t") for line in open(path, encoding="utf-8")]
    header, rows = rows[0], rows[1:]
    judged = {row[0]: dict(zip(header, row)) for row in rows}
    wanted = {finding_id(c, f) for c, f in sample}
    missing, extra = sorted(wanted - judged.keys()), sorted(judged.keys() - wanted)
    bad = sorted(i for i, row in judged.items() if row["verdict"] not in ("TRUE", "FALSE"))
    print("\n## Precision per rule (P0 and P1 findings judged; P2 not judged)\n")
    result, merged = [], []
    for rule, severity in sorted(groups, key=lambda g: (g[1], g[0])):
        ids = [finding_id(c, f) for c, f in groups[(rule, severity)]]
        verdicts = [judged[i]["verdict"] for i in ids if i in judged]
        true, false = verdicts.count("TRUE"), verdicts.count("FALSE")
        result.append([rule, severity, len(ids), len(verdicts), true, false, percent(true, true + false)])
    counts = collections.defaultdict(collections.Counter)
    for (rule, severity), members in groups.items():
        counts[rule][severity] += len(members)
    for rule in sorted({r[0] for r in result}):
        mine = [r for r in result if r[0] == rule]
        judged_n, true, false = (sum(r[i] for r in mine) for i in (3, 4, 5))
        false_p0 = sum(r[5] for r in mine if r[1] == "P0")
        merged.append([rule, counts[rule]["P0"], counts[rule]["P1"], judged_n, true, false, percent(true, judged_n), false_p0])
    print(table(["rule", "P0", "P1", "judged", "true", "false", "precision", "false P0"], merged))
    print("\nBy severity:\n")
    print(table(["rule", "severity", "findings", "judged", "true", "false", "precision"], result, ["l", "l", "r", "r", "r", "r", "r"]))
    for severity in ("P0", "P1"):
        # Per rule the judged share stands for all its findings: weight each rule's precision
        # by its number of findings.
        rows = [r for r in result if r[1] == severity and r[3]]
        estimated_true = sum(r[2] * r[4] / r[3] for r in rows)
        total = sum(r[2] for r in rows)
        judged_true, judged_all = sum(r[4] for r in rows), sum(r[3] for r in rows)
        print(f"\n{severity}: {judged_all} judged, {judged_true} true, {judged_all - judged_true} false; "
              f"precision of the judged {percent(judged_true, judged_all)}, "
              f"estimated over all {total} findings (each rule weighted by its count) {percent(estimated_true, total)}")
    classes = collections.Counter((row["class"], row["rule"], row["severity"]) for row in judged.values() if row["verdict"] == "FALSE")
    print("\n## False findings by class (judged)\n")
    print(table(["class", "rule", "severity", "false"], [[c, r, s, n] for (c, r, s), n in sorted(classes.items())], ["l", "l", "l", "r"]))
    if missing or extra or bad:
        print(f"\nwarning: {len(missing)} sampled findings not judged, {len(extra)} judgements match no sampled finding, "
              f"{len(bad)} verdicts neither TRUE nor FALSE: {' '.join((missing + extra + bad)[:10])}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
