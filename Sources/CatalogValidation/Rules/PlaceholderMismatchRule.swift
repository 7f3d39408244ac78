import LintCore
import StringCatalog

/// A translation whose placeholders differ from its source's, by position and type.
public struct PlaceholderMismatchRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "placeholder-mismatch",
        name: "Placeholder mismatch",
        summary: "A translation's placeholders differ from the source's in number, position or type.",
        rationale: """
            String(format:) reads arguments by the translation's specifiers: an extra or retyped one reads memory the caller never passed \
            and crashes or prints garbage (P0); a missing one drops information (P1). An integer read wider than passed (%lld for %d) \
            reads bits never passed (P1); one read narrower (%d for Swift's %lld) prints counts below 2^31 right and needs a look (P2). \
            A translation is compared with its source over all \
            its forms, as Foundation formats them: a %#@name@ variable reads its argument whether or not a form shows it, a plain \
            specifier in a variable's form is that variable's argument, and a plural form may show the count where the source's form of \
            the same name does not (Russian `one` also covers 21).
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                en: screen.share.message = Shared by %@
                es: screen.share.message = Compartido por %lld
                """),
            RuleExample(
                """
                en: screen.share.message = Shared by %@
                es: screen.share.message = Compartido por %@ y %@
                """),
            RuleExample(
                """
                en: screen.move.message = %1$@ moved %2$lld flows
                de: screen.move.message = %1$@ hat Flows verschoben
                """),
            // The translation reads 64 bits where the code passes 32.
            RuleExample(
                """
                en: screen.import.progress = %d of %d imported
                fr: screen.import.progress = %lld sur %d importés
                """, severity: .p1, outcome: .violation),
            // Meshtastic: `%d` for Swift's `%lld` prints every count below 2^31 right, so it is only worth a look.
            RuleExample(
                """
                en: screen.import.progress = %lld of %lld imported
                fr: screen.import.progress = %d sur %lld importés
                """, severity: .p2, outcome: .needsReview),
            // A name every source form shows, dropped from one translated form.
            RuleExample(
                """
                en: feed.boosts = %#@boosts@
                en substitutions.boosts.plural.one: feed.boosts = %2$@ boosted one post
                en substitutions.boosts.plural.other: feed.boosts = %2$@ boosted %arg posts
                @substitution en feed.boosts boosts 1 lld
                ru: feed.boosts = %#@boosts@
                ru substitutions.boosts.plural.one: feed.boosts = %2$@ продвинул %arg пост
                ru substitutions.boosts.plural.few: feed.boosts = Продвинуто %arg поста
                ru substitutions.boosts.plural.many: feed.boosts = %2$@ продвинул %arg постов
                ru substitutions.boosts.plural.other: feed.boosts = %2$@ продвинул %arg поста
                @substitution ru feed.boosts boosts 1 lld
                """),
            // A form that reads argument 2, which the source never passes.
            RuleExample(
                """
                en: tabs.close = %#@tabs@
                en substitutions.tabs.plural.one: tabs.close = Close Tab
                en substitutions.tabs.plural.other: tabs.close = Close %d Tabs
                @substitution en tabs.close tabs - d
                ru: tabs.close = %#@tabs@
                ru substitutions.tabs.plural.one: tabs.close = Закрыть %2$d вкладку
                ru substitutions.tabs.plural.few: tabs.close = Закрыть %d вкладки
                ru substitutions.tabs.plural.many: tabs.close = Закрыть %d вкладок
                ru substitutions.tabs.plural.other: tabs.close = Закрыть %d вкладки
                @substitution ru tabs.close tabs - d
                """),
            // A source that is not a format: nothing fills the placeholder, the user sees "%@".
            RuleExample(
                """
                en: recipes.add = Add recipe
                es: recipes.add = Añadir %@ receta
                """, severity: .p1),
        ],
        nonTriggeringExamples: [
            // A key the source language has no text for: an identifier, not a sentence without placeholders.
            RuleExample(
                """
                es: settings.copy.hint = Pulsa %@ para copiar
                """),
            // A translation of a plain source may write a percentage ("% m" is no placeholder).
            RuleExample(
                """
                en: sale.banner = Half price today
                es: sale.banner = 50 % menos, 100% hoy
                """),
            RuleExample(
                """
                en: screen.move.message = %1$@ moved %2$lld flows
                de: screen.move.message = %2$lld Flows von %1$@ verschoben
                """),
            RuleExample(
                """
                en: screen.speed.label = 70% faster
                es: screen.speed.label = 70 % más rápido
                """),
            RuleExample(
                """
                en plural.one: screen.files.count = One file
                en plural.other: screen.files.count = %lld files
                de plural.one: screen.files.count = Eine Datei
                de plural.other: screen.files.count = %lld Dateien
                """),
            RuleExample(
                """
                en: screen.progress.label = %lld%% complete
                fr: screen.progress.label = %lld %% terminé
                """),
            // Issue class 3 (DuckDuckGo): the Russian `one` form shows the count, the English
            // `one` form does not; the English `other` form does, and `one` also covers 21.
            RuleExample(
                """
                en: passwords.delete.title = %#@passwords@
                en substitutions.passwords.plural.one: passwords.delete.title = Delete this password?
                en substitutions.passwords.plural.other: passwords.delete.title = Delete %d passwords?
                @substitution en passwords.delete.title passwords - d
                ru: passwords.delete.title = %#@passwords@
                ru substitutions.passwords.plural.one: passwords.delete.title = Удалить %1$d пароль?
                ru substitutions.passwords.plural.few: passwords.delete.title = Удалить %1$d пароля?
                ru substitutions.passwords.plural.many: passwords.delete.title = Удалить %1$d паролей?
                ru substitutions.passwords.plural.other: passwords.delete.title = Удалить пароли (%1$d)?
                @substitution ru passwords.delete.title passwords - d
                """),
            // N1 (DuckDuckGo): the plain %d in an English form is the variable's argument, 1,
            // which the Russian forms write %1$d; %1#@count@ is a reference (1 is a width).
            RuleExample(
                """
                en: trackers.blocked = %1#@count@
                en substitutions.count.plural.one: trackers.blocked = %2$@, %3$@ and 1 other were blocked
                en substitutions.count.plural.other: trackers.blocked = %2$@, %3$@ and %d others were blocked
                @substitution en trackers.blocked count - d
                ru: trackers.blocked = %1#@count@
                ru substitutions.count.plural.one: trackers.blocked = %2$@, %3$@ и еще %1$d сервис заблокированы
                ru substitutions.count.plural.few: trackers.blocked = %2$@, %3$@ и еще %1$d сервиса заблокированы
                ru substitutions.count.plural.many: trackers.blocked = %2$@, %3$@ и еще %1$d сервисов заблокированы
                ru substitutions.count.plural.other: trackers.blocked = %2$@, %3$@ и еще %1$d сервиса заблокированы
                @substitution ru trackers.blocked count - d
                """),
        ]
    )

    public static let checksUnits = true

    public init() {}

    /// Translations that are one string (nearly all): compared unit by unit as they are met.
    public func check(unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        guard !unit.isSource, unit.standsAlone else { return }
        guard entry.sourceFormat != nil else {
            // Without source text the key is no text to compare with: a table key the source
            // language lacks (left in a translation, Maccy, Swiftfin) is another rule's matter.
            if entry.sourceNode != nil { reportUnfilled(unit, in: entry, into: &findings) }
            return
        }
        // Most translations keep a plain source's specifiers in the source's order.
        if entry.sourceNode?.hasVariationsOrSubstitutions != true,
            unit.format.specifiers == entry.sourceCounterpartFormat(ofPath: "").specifiers
        {
            return
        }
        guard let source = entry.sourceArguments else { return }
        compare(source, LocalizationArguments(plain: unit.format, unit: unit.unit), locale: unit.locale, entry: entry, into: &findings)
    }

    /// A source that is not a format is shown as written, so a translation's placeholder is
    /// shown as written too ("Añadir %@ receta"). Only unmistakable ones count: `%@` and integer
    /// or floating-point specifiers without a space flag, since "50 % menos" is prose.
    private func reportUnfilled(_ unit: UnitContext, in entry: EntryContext, into findings: inout [Finding]) {
        let shown = unit.format.specifiers.filter {
            $0.substitutionName == nil && !$0.flags.contains(" ") && "@dDiuxXfeEgG".contains($0.conversion)
        }
        guard let first = shown.first else { return }
        findings.append(
            entry.finding(
                Self.description, severity: .p1,
                "\(unit.locale) \"\(entry.entry.key)\": shows \(first.text) as "
                    + "written: the source has no placeholders, so nothing fills it",
                offset: unit.unit.valueOffset >= 0 ? unit.unit.valueOffset : nil, locale: unit.locale, element: unit.path,
                data: [FindingValue("placeholder", first.text), FindingValue("source", "no placeholders")],
                fix: "remove \(first.text) from the translation, or pass the value in code and add the placeholder to the source"))
    }

    /// Translations with variations or substitutions: compared once, over all their forms.
    public func check(entry: EntryContext, into findings: inout [Finding]) {
        guard entry.translationArguments.contains(where: { $0 != nil }), let source = entry.sourceArguments else { return }
        for (index, arguments) in entry.translationArguments.enumerated() {
            if let arguments { compare(source, arguments, locale: entry.translations[index].locale, entry: entry, into: &findings) }
        }
    }

    private func compare(
        _ source: LocalizationArguments, _ translation: LocalizationArguments, locale: String, entry: EntryContext,
        into findings: inout [Finding]
    ) {
        func report(
            _ severity: Severity, outcome: Outcome = .violation, _ message: String, at read: LocalizationArguments.Read?,
            _ data: [FindingValue], _ fix: String
        ) {
            findings.append(
                entry.finding(
                    Self.description, severity: severity, outcome: outcome, "\(locale) \"\(entry.entry.key)\": \(message)",
                    offset: read.map { $0.offset >= 0 ? $0.offset : entry.entry.offset }, locale: locale, element: read?.path, data: data,
                    fix: fix))
        }
        for position in translation.reads.keys.sorted() {
            let readers = translation.reads[position]!
            guard let expected = source.reads[position]?.map(\.kind) else {
                report(
                    .p0, "argument \(position) is not in the source, so the translation reads a value that is never passed", at: readers[0],
                    [
                        FindingValue("argument", String(position)), FindingValue("expected", source.summary),
                        FindingValue("found", translation.summary),
                    ],
                    "remove the extra placeholder or use one of the source's: \(source.summary)")
                continue
            }
            var seen = Set<FormatSpecifier.ArgumentKind>()
            for reader in readers where seen.insert(reader.kind).inserted {
                let kind = reader.kind
                if !expected.contains(where: { $0.isCompatible(with: kind) }) {
                    report(
                        .p0, "argument \(position) is read as \(kind.readableName) but the source passes \(expected[0].readableName)",
                        at: reader,
                        [
                            FindingValue("argument", String(position)), FindingValue("expected", expected[0].rawValue),
                            FindingValue("found", kind.rawValue),
                        ],
                        "use the source's specifier for argument \(position)")
                } else if kind.isInteger, !expected.contains(kind), let integer = expected.first(where: { $0.isInteger }) {
                    // `%d` for the source's `%lld` reads the low 32 bits of the 64-bit value passed: right below
                    // 2,147,483,648 (every count a screen shows), wrong above. `%lld` for `%d` reads 32 bits never passed.
                    let readsLowHalf = kind == .integer && integer == .longInteger
                    report(
                        readsLowHalf ? .p2 : .p1, outcome: readsLowHalf ? .needsReview : .violation,
                        "argument \(position) is read as \(kind.readableName) but the source passes \(integer.readableName)"
                            + (readsLowHalf ? " (values of 2,147,483,648 or more print wrong)" : ""),
                        at: reader,
                        [
                            FindingValue("argument", String(position)), FindingValue("expected", integer.rawValue),
                            FindingValue("found", kind.rawValue),
                        ],
                        "use the same integer size as the source (%lld for Int)")
                }
            }
        }
        let first = translation.reads.values.flatMap { $0 }.min { $0.path < $1.path }
        for position in source.reads.keys.sorted() where translation.reads[position] == nil {
            let kind = source.reads[position]![0].kind
            report(
                .p1, "argument \(position) of the source is never shown", at: first,
                [
                    FindingValue("argument", String(position)), FindingValue("expected", source.summary),
                    FindingValue("found", translation.summary),
                ],
                "add the placeholder for argument \(position) (\(kind.readableName))")
        }
        // A form may leave out its own count, but not what every source form shows (a name):
        // the users its category covers would lose it.
        for (path, site) in translation.sites.sorted(by: { $0.key < $1.key }) {
            guard let sourceSite = source.sites[path] else { continue }
            let required = sourceSite.readByEveryForm.subtracting([sourceSite.countPosition, site.countPosition].compactMap { $0 })
                .subtracting(translation.readByFrame)
            guard !required.isEmpty else { continue }
            for form in site.forms {
                for position in required.subtracting(form.positions).sorted() where translation.reads[position] != nil {
                    let category = form.path.split(separator: ".").last.map(String.init) ?? form.path
                    report(
                        .p1, "the \(category) form leaves out argument \(position), which every source form shows",
                        at: LocalizationArguments.Read(kind: source.reads[position]![0].kind, path: form.path, unit: form.unit),
                        [
                            FindingValue("argument", String(position)), FindingValue("form", category),
                            FindingValue("value", form.unit.value),
                        ],
                        "show argument \(position) (\(source.reads[position]![0].kind.readableName)) in the \(category) form too")
                }
            }
        }
    }
}
