import LintCore
import StringCatalog

/// A URL, e-mail address or file path that a translation lost or changed.
public struct UrlChangedRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "url-changed",
        name: "URL changed",
        summary: "A URL, e-mail address or file path of the source is missing from a translation or changed in it (scheme, host or path).",
        rationale: """
            A link the translator rewrote leads nowhere: a URL with a translated path or a Cyrillic host, a support address with a \
            translated name, a path such as /Applications turned into a folder that does not exist (CH32 §11.2: canonical identifiers are \
            not localized). Compared as addresses, not as text: a URL's query and fragment may change, "www." may be dropped, a path part \
            that names the source language ("en", "en-us" in support.apple.com/en-us/…, the "en." of en.wikipedia.org) may name the \
            translation's or the translation may add its language as a part (delta.chat/fr/donate), and a part listed in \
            `localizedSegments` may be anything. Examples may be localized: hosts reserved for them (example.com, .test), "/path/to/…", \
            and strings whose key or comment says they show a placeholder or an example. Markdown link targets and `href`s are \
            markup-mismatch's to compare.
            """,
        reference: "CH32 §11.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            // Delta Chat (uk): the host written in Cyrillic.
            RuleExample(
                """
                en: stats_msg_body = See https://delta.chat/help#statssending for more information.
                uk: stats_msg_body = Дивіться https://delta.чат/help#statssending для отримання \
                додаткової інформації.
                """),
            // Delta Chat (cs, it, nl): the sentence with the link dropped.
            RuleExample(
                """
                en: stats_msg_body = The attachment contains usage statistics. See https://delta.chat/help#statssending for more \
                information. Thank you!
                cs: stats_msg_body = Příloha obsahuje statistiky používání. Děkujeme vám!
                """),
            RuleExample(
                """
                en: support.contact = Write to support@simplenote.com for help.
                de: support.contact = Schreiben Sie an hilfe@simplenote.com.
                """),
            // Home Assistant (nb): the folder names translated.
            RuleExample(
                """
                en: sounds.error = Can't build ~/Library/Sounds path: %@
                nb: sounds.error = Kan ikke bygge ~/Bibliotek/Lyder-bane: %@
                """),
            RuleExample(
                """
                en: install.hint = Move the app to /Applications/Utilities first.
                de: install.hint = Bewegen Sie die App zuerst nach /Programme/Dienstprogramme.
                """),
            RuleExample(
                """
                en: help.link = See https://handz.app/help/start
                de: help.link = Siehe https://handz.app/hilfe/start
                """),
        ],
        nonTriggeringExamples: [
            // Trailing punctuation, "www.", a trailing slash and full-width punctuation are not
            // the address; Japanese and Korean write particles straight after it.
            RuleExample(
                """
                en: help.footer = Read the guide at https://www.iina.io/guide.
                de: help.footer = Die Anleitung finden Sie unter www.iina.io/guide/.
                ja: help.footer = ガイドはhttps://www.iina.io/guideをご覧ください。
                zh-Hans: help.footer = 访问https://www.iina.io/guide获取更多信息
                en: cli.hint = This adds the command into /usr/local/bin so it is on your PATH.
                ja: cli.hint = これにより、コマンドが/usr/local/binに追加されます。
                ko: cli.hint = 이는 명령을 /usr/local/bin에 추가합니다.
                en: sounds.error = Can't build ~/Library/Sounds path: %@
                zh-Hant: sounds.error = 無法建立 ~/Library/Sounds：%@
                nl: sounds.error = Kan ~/Library/Sounds-pad niet maken: %@
                en: support.contact = Contact us at support@simplenote.com for help.
                ru: support.contact = Свяжитесь с нами по адресу support@simplenote.com.
                """),
            // A path part that names the source language may name the translation's, a URL
            // may add the translation's language (Delta Chat), the query may be localized.
            RuleExample(
                """
                en: support.link = Visit https://support.apple.com/en-us/HT201236?lang=en
                de: support.link = Besuchen Sie https://support.apple.com/de-de/HT201236?lang=de
                en: wiki.link = From https://en.wikipedia.org/wiki/Swift_(programming_language)
                fr: wiki.link = Depuis https://fr.wikipedia.org/wiki/Swift_(programming_language)
                en: donate_device_msg = Please donate at https://delta.chat/donate
                fr: donate_device_msg = Faites un don sur https://delta.chat/fr/donate
                """),
            // Examples: reserved example hosts (ownCloud), a text field's placeholder (Home
            // Assistant, IINA's placeholderString), templates that are no paths (IINA).
            RuleExample(
                """
                en: https://example.com = https://example.com
                es: https://example.com = https://ejemplo.com
                en: help.link = See https://help.example.net/help/start or write to support@example.org
                de: help.link = Siehe https://help.example.net/hilfe/start oder an hilfe@beispiel.org
                en: settings.external_base_url.placeholder = https://homeassistant.myhouse.com
                de: settings.external_base_url.placeholder = https://homeassistant.meinhaus.de
                en: YeH-hk-7NN.title = /path/to/screenshot/folder
                fr: YeH-hk-7NN.title = /chemin/vers/dossier/captures
                @comment 4Tz-aa-Xy1.placeholderString Class = "NSTextFieldCell"; placeholderString = "~/Movies/Screenshots"; ObjectID = \
                "4Tz-aa-Xy1";
                en: 4Tz-aa-Xy1.placeholderString = ~/Movies/Screenshots
                de: 4Tz-aa-Xy1.placeholderString = ~/Filme/Bildschirmfotos
                en: read.seek = Seek {{#fwd}}forward{{/fwd}}{{#bwd}}backward{{/bwd}}
                de: read.seek = Springe {{#fwd}}vorwärts{{/fwd}}{{#bwd}}zurück{{/bwd}}
                """),
            // A placeholder inside a URL; "and/or", "24/7", "km/h" are not paths.
            RuleExample(
                """
                en: share.link = Open https://example.com/u/%@ and/or call 24/7 at 5 km/h
                de: share.link = Öffnen Sie https://example.com/u/%@ und/oder rufen Sie 24/7 an, 5 km/h
                """),
            // A Markdown link target is markup-mismatch's to compare.
            RuleExample(
                """
                en: about.feedback = Open an issue on [our page](https://github.com/CubeStuffs/CubeTime/issues).
                de: about.feedback = Öffne ein Issue auf [unserer Seite](https://github.com/CubeStuffs/CubeTime).
                """),
            RuleExample(
                """
                en: help.link = See https://handz.app/help/start
                de: help.link = Siehe https://handz.app/hilfe/start
                """, configuration: "rules: { url-changed: { localizedSegments: [help] } }"),
        ]
    )

    public struct Options: RuleOptions {
        public var localizedSegments: [String] = []
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .texts(
                "localizedSegments", \.localizedSegments,
                "URL path segments (and first host labels) a translation may replace with its own, such as a localized help folder")
        ]
    }

    public static let checksUnits = true
    let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        // Every address holds "/", "@" or "www.", which the byte summary notes.
        guard entry.sourceSummary(ofPath: unit.path).mayHoldAddress else { return }
        guard entry.comparesText(of: unit) else { return }
        let source = entry.maskedSource(ofPath: unit.path).text
        let sourceAddresses = AddressScanner.addresses(in: source).filter { !$0.isLinkTarget && !AddressMatcher.isExampleHost($0) }
        guard !sourceAddresses.isEmpty, !entry.entry.showsExampleValue else { return }
        let translated = AddressScanner.addresses(in: unit.maskedText)
        let matcher = AddressMatcher(
            localizedSegments: Set(options.localizedSegments.map { $0.lowercased() }),
            sourceLanguage: entry.catalog.catalog.sourceLanguage.lowercased(),
            translationLanguage: LanguageTags(unit.locale).language)
        var reported = Set<String>()
        for address in sourceAddresses
        where !translated.contains(where: { matcher.matches(address, $0) }) && reported.insert(address.text).inserted {
            // The translation's address of the same kind that is not the source's, if any,
            // is what it was changed to.
            let replacement = translated.first { candidate in
                candidate.kind == address.kind && !sourceAddresses.contains { matcher.matches($0, candidate) }
            }
            let what =
                replacement.map { "changes the \(address.kind.rawValue) \(address.text) to \($0.text)" }
                ?? "lacks the \(address.kind.rawValue) \(address.text)"
            findings.append(
                entry.finding(
                    Self.description, "the \(unit.locale) text of \"\(entry.entry.key)\" \(what)",
                    offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                    data: [
                        FindingValue("kind", address.kind.rawValue), FindingValue("expected", address.text),
                        FindingValue("found", replacement?.text ?? "(none)"),
                    ],
                    fix: "write \(address.text) exactly as the source does"
                        + (address.kind == .url ? ", or list a localized path segment in url-changed.localizedSegments" : "")
                ))
        }
    }
}
