import SwiftSourceFacts
import SourceText
let path = CommandLine.arguments[1]
let facts = try SwiftFileReader().read(path: path)
for t in facts.texts { print("TEXT", t.location.line, t.api, t.kind, t.key ?? "-", t.localizes) }
for c in facts.controls { print("CTRL", c.location.line, c.kind, c.label.content, c.label.title ?? "-", c.modifiers.map(\.name)) }
for i in facts.images { print("IMG", i.location.line, i.source, i.enclosingControl?.line ?? 0, i.modifiers.map(\.name)) }
for g in facts.gestures { print("GEST", g.location.line, g.kind, g.receiver ?? "-", g.hasAccessibleAction) }
for f in facts.fonts { print("FONT", f.location.line, f.api, f.size, f.followsDynamicType) }
for f in facts.frames { print("FRAME", f.location.line, f.width ?? -1, f.height ?? -1, f.receiver ?? "-", f.isTappable, f.paddings, f.hasContentShape) }
for s in facts.suppressions { print("SUP", s) }
for c in facts.interpolatedCounts { print("COUNT", c.key, c.index) }
for r in facts.keysBuiltAtRunTime { print("RUNTIME", r) }
print("PREVIEW", facts.previewRanges, "ERR", facts.syntaxError.map(String.init(describing:)) ?? "-")
