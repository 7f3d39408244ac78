import AppRules
import ColorModel
import LintCore
import SourceText
import StringCatalog
import SwiftSourceFacts
import SwiftSourceReader

/// The Swift form of a rule's examples (run as tests, printed by `rules explain`): one Swift
/// target, with its catalog written in comment lines at the top.
///
///     // catalog: recipes.title = Recipes          a key of Localizable, with its English text
///     // catalog: Save                             a key that is its own text
///     // catalog plural: %lld servings             a key that varies by plural
///     // catalog manual: onboarding.legal          a key added by hand (extractionState: manual)
///     // catalog table Settings: settings.title    a key of another table
///     // asset Brand: #FFFFFF #1C1C1E               an asset color, light and dark
///     Text("recipes.title")
///     // file: Metrics.swift                       the next lines are another file of the target
///     enum Metrics { static let side: CGFloat = 30 }
///
/// Without catalog lines the code has no catalog (key checks have nothing to compare with).
/// The code before the first `// file:` line is `Example.swift`.
public struct SwiftExample: Sendable {
    /// The files of the target, `Example.swift` first.
    public let files: [SwiftFileContext]
    public let project: SwiftProjectContext

    public init(_ text: String) throws {
        var entries: [String: [CatalogEntry]] = [:]
        var assets: [String: TargetColors.NamedColor] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// asset ") {
                let (name, color) = try Self.assetColor(String(trimmed.dropFirst("// asset ".count)), line: number + 1)
                assets[name] = color
                continue
            }
            guard trimmed.hasPrefix("// catalog") else { continue }
            guard let colon = trimmed.firstIndex(of: ":") else {
                throw InputError(file: "Example.swift", message: "line \(number + 1): // catalog[ plural|manual|table NAME]: KEY [= VALUE]")
            }
            let modifiers = trimmed[trimmed.index(trimmed.startIndex, offsetBy: "// catalog".count)..<colon].split(separator: " ").map(
                String.init)
            let body = trimmed[trimmed.index(after: colon)...].drop { $0 == " " }
            let parts = body.split(separator: " = ", maxSplits: 1)
            let key = String(parts.first ?? ""), value = parts.count > 1 ? String(parts[1]) : key
            var table = "Localizable"
            var node = StringNode.unit(value)
            var state: String?
            var index = 0
            while index < modifiers.count {
                switch modifiers[index] {
                case "plural":
                    node = StringNode(variations: [
                        VariationSet(
                            kind: VariationSet.plural,
                            cases: [
                                VariationCase(name: "one", node: .unit(value)), VariationCase(name: "other", node: .unit(value)),
                            ])
                    ])
                case "manual": state = "manual"
                case "table" where index + 1 < modifiers.count:
                    table = modifiers[index + 1]
                    index += 1
                default:
                    throw InputError(file: "Example.swift", message: "line \(number + 1): unknown catalog modifier '\(modifiers[index])'")
                }
                index += 1
            }
            entries[table, default: []].append(
                CatalogEntry(key: key, extractionState: state, localizations: [Localization(language: "en", content: node)]))
        }
        let strings = SourceStrings(
            entries.keys.sorted().map { table in
                (table, "\(table).xcstrings", StringCatalog(sourceLanguage: "en", entries: entries[table]!), nil)
            })
        var sources: [(path: String, lines: [Substring])] = [("Example.swift", [])]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// file: ") {
                sources.append((String(trimmed.dropFirst("// file: ".count)), []))
            } else {
                sources[sources.count - 1].lines.append(line)
            }
        }
        let files = sources.map { SourceFile(path: $0.path, bytes: Array($0.lines.joined(separator: "\n").utf8)) }
        let read = files.map { SwiftFileReader().facts(for: $0) }
        let index = TargetIndex(files: read)
        let facts = SwiftFileFacts.resolvedAcrossTarget(read).map(index.markingPreviewOnlyCode)
        let localizesNothing = SwiftFileContext.localizesNothing(hasCatalogs: !entries.isEmpty, files: facts)
        // An example holding an app (`@main`) is linted as a whole folder, what nothing reaches told.
        let reachability = Reachability(files: facts, folderBuildsAnApp: true)
        self.files = facts.map { facts in
            var context = SwiftFileContext(facts: facts, strings: strings, targetIsKnown: true)
            context.index = index
            context.colors = TargetColors(assets: assets)
            context.projectLocalizesNothing = localizesNothing
            context.unreached = reachability.unreached(in: facts.path)
            context.unnamedFormatterOwners = reachability.unnamedFormatterOwners
            return context
        }
        let bytes = files.flatMap(\.bytes)
        project = SwiftProjectContext(targets: [
            .init(
                files: facts, strings: strings, isComplete: true,
                literals: StringLiteralScanner.literals(in: bytes),
                memberNames: MemberNameScanner.names(in: bytes), index: index)
        ])
    }

    /// `NAME: #LIGHT [#DARK [#LIGHT-HIGH-CONTRAST #DARK-HIGH-CONTRAST]]`: an asset color; a
    /// missing appearance is the light (or, for high contrast, the standard) one.
    static func assetColor(_ text: String, line: Int) throws -> (String, TargetColors.NamedColor) {
        let usage = InputError(file: "Example.swift", message: "line \(line): // asset NAME: #LIGHT [#DARK [#LIGHT-HC #DARK-HC]]")
        guard let colon = text.firstIndex(of: ":") else { throw usage }
        let colors = try text[text.index(after: colon)...].split(separator: " ").map { hex in
            guard let color = SRGBColor(hex: String(hex)) else { throw usage }
            return color
        }
        guard let light = colors.first, colors.count <= 4 else { throw usage }
        let dark = colors.count > 1 ? colors[1] : light
        let adaptive = AdaptiveColor(
            light: light, dark: dark, lightIncreasedContrast: colors.count > 2 ? colors[2] : light,
            darkIncreasedContrast: colors.count > 3 ? colors[3] : dark)
        let name = String(text[..<colon])
        return (name, TargetColors.NamedColor(colors: adaptive, path: "Assets.xcassets/\(name).colorset"))
    }
}
