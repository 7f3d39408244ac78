#!/usr/bin/env python3
"""A route spec whose registry is one long YAML flow sequence, for timing the spec reader
(stdlib only).

    kind: routes
    app: Flow
    access: [{code: F, name: Free}]
    presentations: [{id: Push, name: Push}]
    tabs: [{id: home, root: Area/Screen0, stack: [Area/Screen0, Area/Screen1, ...]}]
    routes: [{id: Area/Screen0, presentation: Push, access: F}, {id: Area/Screen1, ...}, ...]

Both lists are single lines of --items entries: the shape a generated or JSON-converted spec
has, and the one where anything that measures positions from the start of the line costs
items x line length.

Usage:  python3 Scripts/bench/gen_flow_spec.py --items 50000 --out "$SCRATCH/flow-50k.yml"
Output is byte-identical for the same arguments.
"""

import argparse


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--items", type=int, required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    ids = [f"Area{index % 97}/Screen{index}" for index in range(args.items)]
    with open(args.out, "w", encoding="utf-8") as out:
        out.write("kind: routes\napp: Flow\naccess: [{code: F, name: Free}]\npresentations: [{id: Push, name: Push}]\n")
        out.write(f"tabs: [{{id: home, root: {ids[0]}, stack: [" + ", ".join(ids) + "]}]\n")
        out.write("routes: [" + ", ".join(f"{{id: {i}, presentation: Push, access: F}}" for i in ids) + "]\n")
    print(f"wrote {args.items} routes on two flow-sequence lines -> {args.out}")


if __name__ == "__main__":
    main()
