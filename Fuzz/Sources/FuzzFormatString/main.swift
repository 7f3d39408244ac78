// printf format strings: the parser in both modes, then the runtime formatting them with
// arbitrary arguments as a plain string, as plural forms and as a substitution's forms, in a
// locale the input chooses. The first bytes choose the locale and the arguments, the rest is
// the translation. (`catalog validate` on hostile specifiers is FuzzXCStrings' part.)
import FuzzSupport
import LocaleServices
import StringCatalog
import StringLookup

let cache = FormatterCache()
let locales = ["en", "de", "ar", "pl"].map { try! LocaleID($0) }

func catalog(_ text: String, language: String) -> StringCatalog {
    func unit(_ value: String) -> StringNode { .unit(value) }
    func plural(_ forms: [(String, String)]) -> StringNode {
        StringNode(variations: [VariationSet(kind: VariationSet.plural, cases: forms.map { VariationCase(name: $0.0, node: unit($0.1)) })])
    }
    let categories = ["zero", "one", "two", "few", "many", "other"]
    var substituted = unit("%#@n@ / %@")
    substituted.substitutions = [
        Substitution(name: "n", argumentNumber: nil, formatSpecifier: "lld", variations: plural(categories.map { ($0, text) }).variations)
    ]
    let translated = [
        ("plain", unit(text)),
        ("plural", plural(categories.map { ($0, text) })),
        ("sub", substituted),
    ]
    let source = [
        ("plain", unit("%1$@ has %2$lld")), ("plural", plural([("one", "%lld item"), ("other", "%lld items")])), ("sub", unit("%@")),
    ]
    let entries = zip(source, translated).map { source, target in
        CatalogEntry(
            key: source.0,
            localizations: language == "en"
                ? [Localization(language: "en", content: target.1)]
                : [Localization(language: "en", content: source.1), Localization(language: language, content: target.1)])
    }
    return StringCatalog(sourceLanguage: "en", entries: entries)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(Fuzzer.bytes(data, size))
    let locale = locales[Int(input.byte()) % locales.count]
    var arguments: [FormatArgument] = []
    for _ in 0..<(input.byte() % 6) {
        switch input.byte() % 3 {
        case 0: arguments.append(.integer(input.integer()))
        case 1:
            arguments.append(
                .double([.nan, .infinity, -.infinity, 0.5, 1e300, -0.0, 2.25, Double(input.integer())][Int(input.byte()) % 8]))
        default: arguments.append(.text(["", "x", "שלום", "%@", "%d"][Int(input.byte()) % 5]))
        }
    }
    let text = input.rest()
    _ = FormatString(text).arguments
    _ = FormatString(text, isSubstitutionForm: true).arguments

    let strings = LocalizedStrings(
        catalog: catalog(text, language: locale.identifier), options: .init(missingKeyPolicy: .error), cache: cache)
    guard let table = try? strings.table(for: locale) else { fatalError("no table for \(locale)") }
    for key in ["plain", "plural", "sub"] {
        guard let result = try? table.format(key, arguments) else { fatalError("\(key) is missing") }
        // A marker is how formatting shows a problem; one without an issue is a silent failure.
        if result.text.contains("⟦"), !text.contains("⟦"), result.issues.isEmpty { fatalError("a marker without an issue for \(key)") }
    }
    return 0
}

Fuzzer.run(fuzzOne)
