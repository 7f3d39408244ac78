#!/usr/bin/env python3
"""Writes a deterministic SwiftUI code base for Scripts/benchmark-source.sh: screens of a
habit tracker with lists, forms, toolbars, alerts, images, gestures and UIKit bits, in the
shapes real apps use (modifier chains, result builders, trailing and label closures,
interpolations, #Preview). Same arguments, same bytes.

Usage: gen_swiftui.py --lines 50000 --out DIR
"""
import argparse
import os
import random

NOUNS = ["Habit", "Streak", "Reminder", "Goal", "Journal", "Mood", "Routine", "Badge", "Workout", "Meal"]
FIELDS = ["title", "notes", "category", "owner", "place"]


def view(rng, name, index):
    noun = rng.choice(NOUNS)
    lines = [
        "import SwiftUI",
        "",
        f"struct {name}: View {{",
        f"    @State private var items: [{noun}] = []",
        "    @State private var query = \"\"",
        "    @State private var showingEditor = false",
        "    @State private var count = 0",
        "    @ScaledMetric private var iconSize: CGFloat = 24",
        "    let title: String",
        "",
        "    var body: some View {",
        "        NavigationStack {",
        "            List {",
    ]
    for section in range(rng.randint(2, 4)):
        lines += [
            f"                Section(\"{noun} group {section}\") {{",
            "                    ForEach(items) { item in",
            "                        NavigationLink(value: item) {",
            "                            HStack(spacing: 12) {",
            f"                                Image(systemName: \"{rng.choice(['star', 'flame', 'leaf', 'bolt'])}.fill\")",
            "                                    .font(.system(size: iconSize))",
            "                                    .foregroundStyle(.tint)",
            "                                    .accessibilityHidden(true)",
            "                                VStack(alignment: .leading, spacing: 4) {",
            f"                                    Text(item.{rng.choice(FIELDS)})",
            "                                        .font(.headline)",
            "                                    Text(\"\\(item.streak) days in a row\")",
            "                                        .font(.subheadline)",
            "                                        .foregroundStyle(.secondary)",
            "                                }",
            "                                Spacer()",
            "                                if item.isDone {",
            "                                    Image(systemName: \"checkmark.circle.fill\")",
            "                                        .foregroundStyle(.green)",
            "                                } else {",
            f"                                    Text(\"{rng.randint(1, 9)} left\")",
            "                                        .font(.caption)",
            "                                        .padding(.horizontal, 6)",
            "                                        .background(Capsule().fill(.quaternary))",
            "                                }",
            "                            }",
            "                            .padding(.vertical, 4)",
            "                        }",
            "                        .swipeActions {",
            "                            Button(role: .destructive) {",
            "                                delete(item)",
            "                            } label: {",
            "                                Label(\"Delete\", systemImage: \"trash\")",
            "                            }",
            "                        }",
            "                    }",
            "                }",
        ]
    lines += [
        "            }",
        "            .navigationTitle(title)",
        f"            .searchable(text: $query, prompt: \"Search {noun.lower()}s\")",
        "            .toolbar {",
        "                ToolbarItem(placement: .primaryAction) {",
        "                    Button {",
        "                        showingEditor = true",
        "                    } label: {",
        "                        Image(systemName: \"plus\")",
        "                    }",
        "                    .accessibilityLabel(\"Add\")",
        "                }",
        "            }",
        "            .alert(\"Delete all?\", isPresented: $showingEditor) {",
        "                Button(\"Delete\", role: .destructive) { items.removeAll() }",
        "                Button(\"Cancel\", role: .cancel) {}",
        "            } message: {",
        "                Text(\"This cannot be undone.\")",
        "            }",
        "        }",
        "    }",
        "",
        f"    private func delete(_ item: {noun}) {{",
        "        items.removeAll { $0.id == item.id }",
        "        count -= 1",
        "    }",
        "}",
        "",
        "#Preview {",
        f"    {name}(title: \"Preview {index}\")",
        "}",
        "",
    ]
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=50000)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    rng = random.Random(32)
    os.makedirs(arguments.out, exist_ok=True)
    written = 0
    index = 0
    while written < arguments.lines:
        name = f"Screen{index:04d}View"
        lines = view(rng, name, index)
        with open(os.path.join(arguments.out, f"{name}.swift"), "w") as handle:
            handle.write("\n".join(lines))
        written += len(lines)
        index += 1
    print(f"{index} files, {written} lines in {arguments.out}")


if __name__ == "__main__":
    main()
