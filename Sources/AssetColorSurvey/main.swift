import AssetColors
import ColorModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Reads every asset catalog under each folder given (one folder = one app) and prints, per
// app and in total: catalogs, colorsets, colors resolved in all four appearances, component
// forms, color spaces, appearances used, system references, clamped (out-of-sRGB) values,
// and every problem and unresolved value with its reason.
//
//     swift run AssetColorSurvey [--list] /work/scratch/apps/*
//
// --list also prints every color: name, then its four values (light, dark, light and dark with
// Increase Contrast) as hex, and the entry each comes from.

let list = CommandLine.arguments.contains("--list")
let folders = CommandLine.arguments.dropFirst().filter { $0 != "--list" }
guard !folders.isEmpty else {
    print("usage: AssetColorSurvey [--list] FOLDER…")
    exit(2)
}

struct Tally {
    var apps = 0, catalogs = 0, colorsets = 0, colors = 0, fullyResolved = 0, problems = 0, clamped = 0
    var withDark = 0, withHighContrast = 0, namespaced = 0, otherIdioms = 0, gamutVariants = 0, unset = 0
    var forms: [ComponentForm: Int] = [:]
    var spaces: [ColorSpace: Int] = [:]
    var references: [String: Int] = [:]
    var unresolved: [String] = []
    var problemLines: [String] = []

    mutating func add(_ result: AssetCatalogColors) {
        apps += result.catalogs.isEmpty ? 0 : 1
        catalogs += result.catalogs.count
        colorsets += result.colorsetCount
        colors += result.colors.count
        problems += result.problems.count
        problemLines += result.problems.map(\.description)
        for color in result.colors {
            if color.adaptiveColor != nil { fullyResolved += 1 }
            for form in color.componentForms { forms[form, default: 0] += 1 }
            for space in color.colorSpaces { spaces[space, default: 0] += 1 }
            for reference in color.systemReferences { references[reference, default: 0] += 1 }
            let values = Appearance.all.map { color.values[$0] }
            if values.contains(where: \.wasClamped) { clamped += 1 }
            if values[1].entry?.hasPrefix("dark") == true { withDark += 1 }
            if values.contains(where: { $0.entry?.contains("high contrast") == true }) { withHighContrast += 1 }
            if color.name.contains("/") { namespaced += 1 }
            if !color.otherIdioms.isEmpty { otherIdioms += 1 }
            if color.hasGamutVariants { gamutVariants += 1 }
            if values[0].unresolvedReason?.hasPrefix("no color is set") == true { unset += 1 }
            for (appearance, value) in zip(Appearance.all, values) {
                if let reason = value.unresolvedReason { unresolved.append("\(color.path) [\(appearance)]: \(reason)") }
            }
        }
    }

    func summary() -> String {
        let list = { (counts: [String: Int]) in counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }
        return """
            apps with catalogs \(apps), catalogs \(catalogs), colorsets \(colorsets), colors read \(colors), \
            resolved in all 4 appearances \(fullyResolved), problems \(problems)
              colors with a dark entry \(withDark), with high-contrast entries \(withHighContrast), namespaced \(namespaced), \
            with other idioms \(otherIdioms), with gamut variants \(gamutVariants), with a value clamped to sRGB \(clamped), \
            empty (no color set) \(unset)
              component forms (colors using each): \(list(Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })))
              color spaces (colors using each): \(list(Dictionary(uniqueKeysWithValues: spaces.map { ($0.key.rawValue, $0.value) })))
              system references: \(list(references))
            """
    }
}

var total = Tally()
for folder in folders {
    let result = AssetCatalogReader.read(folder: folder)
    var app = Tally()
    app.add(result)
    total.add(result)
    guard !result.catalogs.isEmpty else { continue }
    print("== \(folder)")
    print(app.summary())
    for line in app.problemLines { print("  problem: \(line)") }
    for line in app.unresolved { print("  unresolved: \(line)") }
    if list {
        for color in result.colors {
            let values = Appearance.all.map { color.values[$0] }.map { ($0.color?.hex ?? "-") + " (" + ($0.entry ?? "none") + ")" }
            print("  \(color.name): " + values.joined(separator: "  "))
        }
    }
}
print("== total (\(folders.count) folders)")
print(total.summary())
