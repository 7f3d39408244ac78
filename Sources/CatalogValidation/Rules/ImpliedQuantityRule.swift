import LintCore
import StringCatalog
import LocaleServices

/// A plural form that writes "1" or leaves the number out although its category also covers
/// other numbers (Android Lint's ImpliedQuantity).
public struct ImpliedQuantityRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "implied-quantity",
        name: "Implied quantity",
        summary: "A plural form hard-codes \"1\" or drops the number while its category also matches 21, 31 … or 0.",
        rationale: "Russian `one` also covers 21 and 101, French `one` covers 0: \"Один файл\" or \"1 fichier\" is then wrong for those counts. The form must show the number.",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            en plural.one: screen.files.count = One file
            en plural.other: screen.files.count = %lld files
            ru plural.one: screen.files.count = Один файл
            ru plural.few: screen.files.count = %lld файла
            ru plural.many: screen.files.count = %lld файлов
            ru plural.other: screen.files.count = %lld файла
            """),
            RuleExample("""
            en plural.one: screen.files.count = %lld file
            en plural.other: screen.files.count = %lld files
            fr plural.one: screen.files.count = 1 fichier
            fr plural.many: screen.files.count = %lld de fichiers
            fr plural.other: screen.files.count = %lld fichiers
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            en plural.one: screen.files.count = One file
            en plural.other: screen.files.count = %lld files
            de plural.one: screen.files.count = Eine Datei
            de plural.other: screen.files.count = %lld Dateien
            """),
            RuleExample("""
            en plural.one: screen.files.count = %lld file
            en plural.other: screen.files.count = %lld files
            ru plural.one: screen.files.count = %lld файл
            ru plural.few: screen.files.count = %lld файла
            ru plural.many: screen.files.count = %lld файлов
            ru plural.other: screen.files.count = %lld файла
            """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        for (locale, localization) in entry.translations {
            guard let localization, localization.content.hasVariationsOrSubstitutions, let profile = entry.catalog.pluralProfiles[locale] else { continue }
            for site in localization.content.pluralSites {
                let substitution = site.path.hasPrefix("substitutions.") ? localization.content.substitution(named: String(site.path.split(separator: ".")[1])) : nil
                for variation in site.set.cases {
                    guard let category = PluralCategory(rawValue: variation.name), category != .other,
                          profile.coversSeveralNumbers.contains(category), let unit = variation.node.unit else { continue }
                    let format = FormatString(unit.value, isSubstitutionForm: substitution != nil)
                    let showsNumber = format.pieces.contains(.substitutionArgument)
                        || format.specifiers.contains { $0.argumentKind.isInteger || $0.argumentKind == .floatingPoint }
                    let hardCodesOne = unit.value.containsStandaloneOne
                    guard !showsNumber || hardCodesOne else { continue }
                    let numbers = profile.integerSamples[category]?.joined(separator: ", ") ?? ""
                    findings.append(entry.finding(
                        Self.description,
                        "the \(locale) \"\(category.rawValue)\" form of \"\(entry.entry.key)\" " + (hardCodesOne ? "says 1" : "does not show the number") + ", but \(locale) uses it for \(numbers)…",
                        offset: entry.offset(of: unit), locale: locale, element: site.path + "." + variation.name,
                        data: [FindingValue("category", category.rawValue), FindingValue("numbers", numbers), FindingValue("value", unit.value)],
                        fix: "write the count placeholder (%lld) instead of the number or word"
                    ))
                }
            }
        }
    }
}

extension String {
    /// A digit "1" that is a number on its own, not part of "10" or "%1$@".
    var containsStandaloneOne: Bool {
        let scalars = Array(unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "1" {
            let before = index > 0 ? scalars[index - 1] : " "
            let after = index + 1 < scalars.count ? scalars[index + 1] : " "
            let isDigit = { (s: Unicode.Scalar) in s.properties.numericType != nil }
            if !isDigit(before), !isDigit(after), before != "%", after != "$", before != "." { return true }
        }
        return false
    }
}
