import AppRules
import LintCore
import SourceText
import SpecModel
import YAMLSupport

/// The document form of a spec rule's examples (run as tests, printed by `rules explain`):
///
///     strings:                 # catalog keys and their source text (optional)
///       screen.home.save: Save
///     translations:            # their translations by language (optional)
///       screen.home.save: { de: Sichern }
///     palette:                 # named colors (optional)
///       ink: "#1C1C1E"
///     screen: { … }            # a screen spec, as in a `kind: screen` file
///     screens: [ … ]           # or several
///     routes: { … }            # a route spec, as in a `kind: routes` file
///
/// Options and policies come from the example's `configuration` (a rules-file fragment).
public struct SpecExample: Sendable {
    public let input: SpecInput

    public init(_ text: String) throws {
        let document = try YAMLDocument(file: SourceFile(path: "example.yml", bytes: Array(text.utf8)))
        var palette: [String: Color] = [:]
        var strings: [String: String]?
        var translations: [String: [(locale: String, text: String)]] = [:]
        var screenNodes: [Node] = []
        var routeNode: Node?
        for (key, _, value) in try document.fields(
            document.root, of: "the example", known: ["strings", "translations", "palette", "screen", "screens", "routes"])
        {
            switch key {
            case "strings":
                strings = [:]
                for (name, _, textNode) in try document.entries(value, of: "strings") {
                    strings![name] = try document.string(textNode, of: name)
                }
            case "translations":
                for (name, _, languages) in try document.entries(value, of: "translations") {
                    for (locale, _, textNode) in try document.entries(languages, of: name) {
                        translations[name, default: []].append((locale, try document.string(textNode, of: locale)))
                    }
                }
            case "palette":
                for (name, _, colorNode) in try document.entries(value, of: "palette") {
                    let hex = try document.string(colorNode, of: name)
                    guard var color = Color(hex: hex) else { throw document.error(colorNode, "not a color") }
                    color.name = name
                    palette[name] = color
                }
            case "screen": screenNodes.append(value)
            case "screens": screenNodes += try document.sequence(value, of: "screens")
            default: routeNode = value
            }
        }
        var screens: [ScreenSpec] = []
        for node in screenNodes { screens.append(try SpecLoader.screen(in: document, node: node, palette: palette)) }
        let routeSpec = try routeNode.map { node throws(InputError) in try SpecLoader.routes(in: document, node: node) }
        input = SpecInput(
            screens: screens, routeSpec: routeSpec, strings: strings.map { ExampleStrings(texts: $0, translated: translations) })
    }
}

public struct ExampleStrings: StringKeyLookup {
    let texts: [String: String]
    let translated: [String: [(locale: String, text: String)]]
    public func contains(_ key: String) -> Bool { texts[key] != nil }
    public func sourceText(_ key: String) -> String? { texts[key] }
    public func translations(_ key: String) -> [(locale: String, text: String)] { translated[key] ?? [] }
}
