import LintCore
import SourceText
import StringCatalog

/// Translations much longer than their source.
public struct TranslationTooLongRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "translation-too-long",
        name: "Translation too long",
        summary:
            "A translation is longer than real translations of a source that long "
            + "grow (300% of the source up to 10 characters, falling to 150% at 70), " + "or than a rules file's flat limit.",
        rationale: """
            A translation much longer than its source truncates or wraps critical CTAs (CH32 §11.4). How much longer is normal depends on \
            the source's length: short strings grow most ("OK" → "Aceptar"). IBM's expansion figures for English sources (Guidelines to \
            design global solutions, as quoted by W3C's "Text size in translation") run from 200–300% of the source up to 10 characters \
            to 130% over 70. The allowance takes the short end, 300% up to 10 characters, and falls linearly to 150% at 70 (275% \
            at 20 characters, 250% at 30, 200% at 50). That stays above the table's rows for 11 to 50 characters (180–200% … \
            140–160%), which are averages that many correct translations exceed, and never below the 30–50% CH32 §11.4 tells \
            layouts to plan for. From 70 characters a source is prose that wraps over lines: a translation past the allowance \
            needs review (does its container grow?) rather than being a defect. A rules file's `maximumExpansion` replaces the \
            allowance with one flat limit (Handz sets 1.5). Each placeholder counts as one character, forms for counts no real \
            count reaches (Spanish "many") are skipped, and sources shorter than `expansionMinimumSourceLength` are not checked, nor \
            entries whose only source text is an identifier-like key.
            """,
        reference: "CH32 §11.4",
        defaultSeverity: .p2,
        triggeringExamples: [
            // An xcstrings key that is the text, with no source unit: the key is the source.
            RuleExample(
                """
                de: Unsubscribe = Abonnement jetzt sofort und endgültig kündigen
                """),
            RuleExample(
                """
                en: screen.practice.start = Start practice
                de: screen.practice.start = Beginnen Sie jetzt sofort mit Ihrer Übungseinheit
                """),
            RuleExample(
                """
                en: screen.flows.saved = %1$lld of %2$lld saved
                es: screen.flows.saved = Se han guardado correctamente %1$lld de un total de %2$lld
                """),
            RuleExample(
                """
                en: screen.practice.start = Start practice
                de: screen.practice.start = Übung jetzt beginnen
                """, configuration: "catalog: { maximumExpansion: 1.2 }"),
            RuleExample(
                """
                en: common.button.ok = OK
                es: common.button.ok = Aceptar
                """, configuration: "rules: { translation-too-long: { expansionMinimumSourceLength: 2 } }"),
            RuleExample(
                """
                en: settings.sync.footer = Changes sync to every device signed in to your account.
                de: settings.sync.footer = Änderungen werden mit jedem Gerät synchronisiert, das mit Ihrem Konto angemeldet ist und das \
                Sie verwenden.
                """),
            // Prose wraps over lines: whether it fits depends on its container.
            RuleExample(
                """
                en: sync.footer = Your flows sync to every device where you are signed in with the same account, also offline.
                de: sync.footer = Ihre Abläufe werden auf jedes Gerät übertragen, auf dem Sie mit demselben Konto angemeldet sind, und \
                zwar auch dann, wenn keine Verbindung besteht.
                """, outcome: .needsReview),
        ],
        nonTriggeringExamples: [
            // damus: an InfoPlist table has no source file; its key names the string. (An xcstrings
            // key that is the text, "Subscribe" with no source unit, is measured: triggering above.)
            RuleExample(
                """
                de: NSCameraUsageDescription = Damus braucht Zugriff auf die Kamera, um Fotos aufzunehmen und zu teilen.
                """),
            RuleExample(
                """
                en: screen.practice.start = Start practice
                de: screen.practice.start = Übung starten
                en: common.button.ok = OK
                es: common.button.ok = Aceptar
                en: screen.moves.count = %lld moves
                es: screen.moves.count = %lld movimientos
                """),
            // Issue class 5: short sources grow by more than half as a matter of course.
            RuleExample(
                """
                en: window.next.display = Next Display
                de: window.next.display = Nächster Bildschirm
                en: window.lastThirds = Last Two Thirds
                de: window.lastThirds = Die letzten zwei Drittel
                en: menu.showDesktop = Show Desktop
                de: menu.showDesktop = Schreibtisch anzeigen
                """),
        ]
    )

    public static let checksUnits = true

    public struct Options: RuleOptions {
        /// A flat limit instead of the table (nil: the table).
        public var maximumExpansion: Double?
        public var expansionMinimumSourceLength = 10
        public init() {}
        public static let fields: [OptionField<Options>] = [
            .structured(
                "maximumExpansion", \.maximumExpansion, schema: #"{ "type": "number", "minimum": 1, "maximum": 100 }"#,
                "one flat limit, as a multiple of the source's length (1.5 = 50% longer), instead of the allowance by length",
                read: { input, context throws(InputError) in try input.number(of: context, in: 1...100) },
                show: { $0.map(OptionField<Options>.describe) ?? "by source length (300% up to 10 characters, falling to 150% at 70)" }),
            .integer(
                "expansionMinimumSourceLength", \.expansionMinimumSourceLength, in: 0...10_000, "shortest source checked, in characters"),
        ]
    }

    /// The allowed multiple of a source `length` characters long (see the rationale): 3 up to
    /// 10 characters, 1.5 from 70, linear in between. Never grows with the length.
    func maximum(forSourceLength length: Int) -> Double {
        if let flat = options.maximumExpansion { return flat }
        let (short, long) = ((length: 10.0, maximum: 3.0), (length: Double(Self.proseLength), maximum: 1.5))
        let clamped = min(max(Double(length), short.length), long.length)
        let value = short.maximum - (short.maximum - long.maximum) * (clamped - short.length) / (long.length - short.length)
        return (value * 100).rounded() / 100
    }

    /// A key written as an identifier: one word with `_`, `.` or digits, or a capital inside
    /// (`reacted_tagged_in_2`, `NSCameraUsageDescription`), not a word of text ("Subscribe").
    static func namesTheString(_ key: String) -> Bool {
        guard !key.contains(where: \.isWhitespace) else { return false }
        if key.contains(where: { $0 == "_" || $0 == "." || $0.isNumber }) { return true }
        return zip(key, key.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// Sources this long are prose shown over several lines (the allowance's long end).
    static let proseLength = 70

    let options: Options
    public init(options: Options) { self.options = options }

    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let value = unit.unit.value
        // A key that names the string ("NSCameraUsageDescription") is no measure of its text; a
        // key that is the text ("Subscribe", an xcstrings entry with no source unit) is.
        guard !unit.isSource, !value.isEmpty, entry.sourceNode != nil || !Self.namesTheString(entry.entry.key) else { return }
        // Forms for counts no real count reaches (Spanish "many": exact millions) need the
        // grammar they need ("1.000.000 de días"), not a shorter wording.
        if !unit.path.isEmpty, let category = Self.pluralCategory(in: unit.path), let profile = entry.catalog.pluralProfiles[unit.locale],
            profile.rarelyUsed.contains(where: { $0.rawValue == category })
        {
            return
        }
        // A template with %#@name@ stands for phrases its substitutions hold (measured on
        // their own): its bare words say nothing about the rendered length.
        if unit.summary.hasPercent, unit.format.specifiers.contains(where: { $0.substitutionName != nil }) { return }
        // Placeholders render the same in every language: each counts as one character, so
        // "%lld moves" and a form that spells the number out ("تدفق واحد") compare fairly.
        let source = entry.sourceSummary(ofPath: unit.path)
        let sourceFormat = unit.summary.hasPercent || source.hasPercent ? entry.sourceCounterpartFormat(ofPath: unit.path) : .noPlaceholders
        let sourcePlaceholders = Self.placeholderLength(sourceFormat), placeholders = Self.placeholderLength(unit.format)
        // Scalars bound graphemes from above: a translation whose scalar count is within the
        // limit needs no grapheme breaking at all.
        // (The allowance only shrinks as sources grow, so the scalar count's allowance is the
        // smallest the grapheme count can have.)
        let sourceScalars = source.scalarCount - sourcePlaceholders
        guard sourceScalars >= options.expansionMinimumSourceLength,
            Double(unit.summary.scalarCount - placeholders) > Double(sourceScalars) * maximum(forSourceLength: sourceScalars)
                || source.scalarCount != entry.sourceLength(ofPath: unit.path)
        else { return }
        let sourceLength = entry.sourceLength(ofPath: unit.path) - sourcePlaceholders
        guard sourceLength >= options.expansionMinimumSourceLength else { return }
        let length = value.count - placeholders
        let ratio = Double(length) / Double(sourceLength)
        let limit = maximum(forSourceLength: sourceLength)
        guard ratio > limit else { return }
        let percent = Int(((ratio - 1) * 100).rounded())
        // Prose wraps: whether it fits is the container's business, which a catalog cannot see.
        let wraps = options.maximumExpansion == nil && sourceLength >= Self.proseLength
        findings.append(
            entry.finding(
                Self.description, outcome: wraps ? .needsReview : .violation,
                "the \(unit.locale) text of \"\(entry.entry.key)\" is \(percent)% "
                    + "longer than the source (\(length) vs \(sourceLength) characters, " + "counting each placeholder as one)"
                    + (wraps ? "; text this long wraps over lines, so check that its container grows with it" : ""),
                offset: entry.offset(of: unit.unit), locale: unit.locale, element: unit.path,
                data: [
                    FindingValue("measured", String(length)),
                    FindingValue("required", "≤ \(Int((Double(sourceLength) * limit).rounded(.down)))"),
                    FindingValue("sourceLength", String(sourceLength)),
                    FindingValue("ratio", String((ratio * 100).rounded() / 100)), FindingValue("maximum", String(limit)),
                    FindingValue("allowance", options.maximumExpansion == nil ? "by source length" : "flat"),
                ],
                fix: "shorten the translation, or make sure the layout wraps it (CH32 §11.4)"
            ))
    }

    /// Characters format specifiers take beyond the one each counts for (ASCII: bytes are
    /// characters).
    static func placeholderLength(_ format: FormatString) -> Int {
        var length = 0
        for piece in format.pieces { if case .specifier(let specifier) = piece { length += specifier.text.utf8.count - 1 } }
        return length
    }

    /// "plural.many" → "many"; "substitutions.count.plural.few" → "few".
    static func pluralCategory(in path: String) -> Substring? {
        // Hot: runs for every unit; most paths are "" and the rest are short ASCII.
        guard !path.isEmpty else { return nil }
        var rest = path[...]
        while let dot = rest.firstIndex(of: ".") {
            let segment = rest[..<dot]
            rest = rest[rest.index(after: dot)...]
            if segment == "plural" { return rest.prefix { $0 != "." } }
        }
        return nil
    }
}
