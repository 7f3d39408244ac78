import LintCore
import StringCatalog

/// A URL, e-mail address or file path that a translation lost or changed.
public struct UrlChangedRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "url-changed",
        name: "URL changed",
        summary: "A URL, e-mail address or file path of the source is missing from a translation or changed in it (scheme, host or path).",
        rationale: """
        A link the translator rewrote leads nowhere: a URL with a translated path or a Cyrillic host, a support address with a translated name, a path \
        such as /Applications turned into a folder that does not exist (CH32 §11.2: canonical identifiers are not localized). Compared as addresses, \
        not as text: a URL's query and fragment may change, "www." may be dropped, a path part that names the source language ("en", "en-us" in \
        support.apple.com/en-us/…, the "en." of en.wikipedia.org) may name the translation's, and a part listed in `localizedSegments` may be anything. \
        Markdown link targets and `href`s are markup-mismatch's to compare.
        """,
        reference: "CH32 §11.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            // A public Russian XLIFF: the URL's host was translated into Cyrillic.
            RuleExample("""
            en: help.footer = Read the guide at https://example.com/guide.
            ru: help.footer = Читайте руководство на https://пример.ком/guide.
            """),
            RuleExample("""
            en: support.contact = Write to support@example.com for help.
            de: support.contact = Schreiben Sie an hilfe@example.com.
            """),
            RuleExample("""
            en: install.hint = Move the app to /Applications/Utilities first.
            de: install.hint = Bewegen Sie die App zuerst nach /Programme/Dienstprogramme.
            """),
            // CubeTime: a translation that drops the link entirely.
            RuleExample("""
            en: privacy.body = The policy is at https://www.apple.com/legal/privacy/, read it.
            fr: privacy.body = La politique est disponible sur le site d'Apple.
            """),
            RuleExample("""
            en: help.link = See https://example.com/help/start
            de: help.link = Siehe https://example.com/hilfe/start
            """),
        ],
        nonTriggeringExamples: [
            // Trailing punctuation, "www." and a trailing slash are not the address.
            RuleExample("""
            en: help.footer = Read the guide at https://www.example.com/guide.
            de: help.footer = Die Anleitung finden Sie unter www.example.com/guide/.
            ja: help.footer = ガイドはhttps://www.example.com/guide をご覧ください。
            """),
            // A path part that names the source language may name the translation's; the
            // query may be localized.
            RuleExample("""
            en: support.link = Visit https://support.apple.com/en-us/HT201236?lang=en
            de: support.link = Besuchen Sie https://support.apple.com/de-de/HT201236?lang=de
            en: wiki.link = From https://en.wikipedia.org/wiki/Swift_(programming_language)
            fr: wiki.link = Depuis https://fr.wikipedia.org/wiki/Swift_(programming_language)
            """),
            // A placeholder inside a URL; "and/or", "24/7", "km/h" are not paths.
            RuleExample("""
            en: share.link = Open https://example.com/u/%@ and/or call 24/7 at 5 km/h
            de: share.link = Öffnen Sie https://example.com/u/%@ und/oder rufen Sie 24/7 an, 5 km/h
            """),
            // A Markdown link target is markup-mismatch's to compare.
            RuleExample("""
            en: about.feedback = Open an issue on [our page](https://github.com/CubeStuffs/CubeTime/issues).
            de: about.feedback = Öffne ein Issue auf [unserer Seite](https://github.com/CubeStuffs/CubeTime).
            """),
            RuleExample("""
            en: help.link = See https://example.com/help/start
            de: help.link = Siehe https://example.com/hilfe/start
            """, configuration: "rules: { url-changed: { localizedSegments: [help] } }"),
        ]
    )

    public struct Options: RuleOptions {
        public var localizedSegments: [String] = []
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .texts("localizedSegments", \.localizedSegments,
                   "URL path segments (and first host labels) a translation may replace with its own, such as a localized help folder"),
        ]
    }

    public static let checksUnits = true
    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard entry.comparesText(of: unit) else { return }
        let (source, summary) = entry.maskedSource(ofPath: unit.path)
        guard summary.mayHoldAddress || summary.hasNonASCII else { return }
        let sourceAddresses = AddressScanner.addresses(in: source).filter { !$0.isLinkTarget }
        guard !sourceAddresses.isEmpty else { return }
        let translated = AddressScanner.addresses(in: unit.maskedText)
        let matcher = AddressMatcher(localizedSegments: Set(options.localizedSegments.map { $0.lowercased() }),
                                     sourceLanguage: entry.catalog.catalog.sourceLanguage.lowercased())
        var reported = Set<String>()
        for address in sourceAddresses where !translated.contains(where: { matcher.matches(address, $0) }) && reported.insert(address.text).inserted {
            // The translation's address of the same kind that is not the source's, if any,
            // is what it was changed to.
            let replacement = translated.first { candidate in candidate.kind == address.kind && !sourceAddresses.contains { matcher.matches($0, candidate) } }
            let what = replacement.map { "changes the \(address.kind.rawValue) \(address.text) to \($0.text)" } ?? "lacks the \(address.kind.rawValue) \(address.text)"
            findings.append(entry.finding(
                Self.description, "the \(unit.locale) text of \"\(entry.entry.key)\" \(what)",
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [FindingValue("kind", address.kind.rawValue), FindingValue("expected", address.text), FindingValue("found", replacement?.text ?? "(none)")],
                fix: "write \(address.text) exactly as the source does" + (address.kind == .url ? ", or list a localized path segment in url-changed.localizedSegments" : "")
            ))
        }
    }
}
