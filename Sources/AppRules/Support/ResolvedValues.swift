import SourceText
import SwiftSourceFacts

/// Values a file reads by name, resolved through its target's declarations (`TargetIndex`):
/// `Metrics.buttonSize` is as literal as `38`, `model.title` as `"Show all"` when that is all
/// the declaration can hold.
extension SwiftFileContext {
    /// The fixed number a name holds: a constant or computed value of the target, or a local,
    /// whose every candidate is the same literal. Nil when it cannot be told, may change (a
    /// stored `var`) or scales (`@ScaledMetric`).
    func number(_ reference: NameReference?) -> Double? {
        guard let resolution = reference.flatMap(index.resolve), !resolution.isByNameOnly else { return nil }
        return resolution.number
    }

    /// What a text read from a name shows, when every declaration it can mean holds string
    /// literals only.
    func literalText(_ reference: NameReference?) -> LiteralText? {
        guard let reference, let resolution = index.resolve(reference), let strings = resolution.strings else { return nil }
        let types = resolution.local.map { [$0.type] } ?? resolution.declarations.map(\.type)
        let keyTypes = types.map { $0.map { LiteralText.keyTypes.contains(TargetIndex.bareType($0)) } ?? false }
        // Some candidates looked up, others shown as they are: the answer depends on which is meant.
        guard keyTypes.allSatisfy({ $0 }) || keyTypes.allSatisfy({ !$0 }) else { return nil }
        let declaration = resolution.declarations.first.map { declared in
            "\(declared.owner.map { $0 + "." } ?? "")\(declared.name) (\(Self.shortFile(declared.location)))"
        }
        let names = resolution.declarations.map(\.name)
        return LiteralText(
            strings: strings, isKey: keyTypes.first ?? false, declaration: declaration,
            isByNameOnly: resolution.isByNameOnly,
            namesItsValue: !names.isEmpty
                && names.allSatisfy { name in
                    strings.allSatisfy { LiteralText.names(name, $0) }
                })
    }

    static func shortFile(_ location: SourceLocation) -> String {
        (location.file.split(separator: "/").last.map(String.init) ?? location.file) + ":\(location.line)"
    }
}

/// The literal strings a name holds, and whether its type looks them up in a table.
struct LiteralText {
    /// Types whose literals are keys: `Text(title)` with `title: LocalizedStringKey` is localized.
    static let keyTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue"]

    var strings: [String]
    var isKey: Bool
    /// Where it is declared (`MenuModel.title (Menu.swift:12)`), nil for a local.
    var declaration: String?
    /// The type of the value it is read from could not be told (`TargetIndex.Resolution`).
    var isByNameOnly: Bool
    /// Every declaration names its own value: a proper noun or a token kept in a constant
    /// (`static let jellyfin = "Jellyfin"`, `let appName = "NetNewsWire"`), not UI wording.
    var namesItsValue: Bool

    /// `jellyfin` = "Jellyfin", `hdr` = "HDR"; `appName`, `productName`: a name.
    static func names(_ declaration: String, _ value: String) -> Bool {
        let letters = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return letters(declaration) == letters(value) || declaration == "name" || declaration.hasSuffix("Name")
    }

    /// Letters that are all capitals (`"$ USD"`, `"HDR"`): codes and acronyms kept in a
    /// constant, shown the same in every language.
    static func isCode(_ value: String) -> Bool {
        let letters = value.filter(\.isLetter)
        return !letters.isEmpty && letters.allSatisfy(\.isUppercase)
    }
}

extension RuntimeKey {
    /// The keys a look-up built from an enum's raw values can ask for (`kind.rawValue`, changed
    /// as the code changes it: `.capitalized`), nil when the index cannot tell.
    func possibleKeys(in index: TargetIndex) -> [String]? {
        guard let reference, let values = index.rawValues(of: reference) else { return nil }
        return values.map { value in
            switch transform {
            case "lowercased": value.lowercased()
            case "uppercased": value.uppercased()
            case "capitalized":
                value.split(separator: " ", omittingEmptySubsequences: false).map { word in
                    word.prefix(1).uppercased() + word.dropFirst().lowercased()
                }.joined(separator: " ")
            default: value
            }
        }
    }
}
