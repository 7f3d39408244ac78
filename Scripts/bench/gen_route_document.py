#!/usr/bin/env python3
"""A large product document for timing `handz-lint import routes` (stdlib only).

Concatenates the seed documents (/work/shared/seeds/*.txt: CH04's tab-separated route
registry, the other apps' Markdown tables, legends, constant maps and prose) again and again
until the output reaches --megabytes. Each copy renames every `Area/Screen` id to
`Area/ScreenC{n}`, so every copy registers distinct routes and the prose mentions them, as a
larger registry would; headings and tables keep their shape.

Usage:  python3 Scripts/bench/gen_route_document.py --megabytes 2 --out "$SCRATCH/routes-2mb.txt"
        [--seeds /work/shared/seeds]
Output is byte-identical for the same arguments.
"""

import argparse
import glob
import os
import re

ROUTE_ID = re.compile(r"\b([A-Z][A-Za-z0-9]*)/([A-Z][A-Za-z0-9]*)\b")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--megabytes", type=float, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seeds", default="/work/shared/seeds")
    args = ap.parse_args()
    paths = sorted(glob.glob(os.path.join(args.seeds, "*.txt")))
    if not paths:
        raise SystemExit(f"no seed documents (*.txt) in {args.seeds}")
    seeds = [open(p, encoding="utf-8").read() for p in paths]
    target = int(args.megabytes * 1_000_000)
    written = 0
    copy = 0
    with open(args.out, "w", encoding="utf-8") as out:
        while written < target:
            for text in seeds:
                varied = ROUTE_ID.sub(lambda m: f"{m.group(1)}/{m.group(2)}C{copy}", text)
                if not varied.endswith("\n"):
                    varied += "\n"
                chunk = varied.encode("utf-8")
                out.write(varied)
                written += len(chunk)
            copy += 1
    print(f"wrote {written / 1e6:.2f} MB ({copy} copies of {len(seeds)} seed documents) -> {args.out}")


if __name__ == "__main__":
    main()
