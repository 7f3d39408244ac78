import HandzLintKit
import LintTestSupport
import SourceText
import StringCatalog
import Testing

/// Pseudo-localizations change only literal text, keep every placeholder, and mark every
/// string (plain ones too) in the way their style promises.
struct PseudoLocalizationTests {
    static func sample() throws -> StringCatalog {
        try XCStringsReader.read(SourceFile(path: "L.xcstrings", bytes: Array(SampleCatalog.text.utf8)))
    }

    @Test func accentedChangesLettersOnly() {
        #expect(PseudoStyle.accented.transform("Home") == "Ĥöɱé")
        #expect(PseudoStyle.accented.transform("%lld flows") == "%lld ƒľöŵš")
        #expect(PseudoStyle.accented.transform("%1$@ of %2$lld, 50%% done") == "%1$@ öƒ %2$lld, 50%% ďöñé")
        #expect(PseudoStyle.accented.transform("70% faster") == "70% ƒášţéŕ", "not a format string: the percent sign is text")
        #expect(PseudoStyle.accented.transform("") == "")
    }

    @Test(arguments: ["Home", "%lld flows", "Saved %@!", "", "70% faster"])
    func boundedAndRTLWrapEveryStringOnce(_ text: String) {
        #expect(PseudoStyle.bounded.transform(text) == "⟦" + text + "⟧")
        #expect(PseudoStyle.rtl.transform(text) == "\u{202E}" + text + "\u{202C}")
    }

    @Test func expandedGrowsByAboutFortyPercent() {
        for text in ["Settings", "Delete flow", "OK"] {
            let expanded = PseudoStyle.expanded.transform(text)
            #expect(Double(expanded.count) >= Double(text.count) * 1.3, "\(text) → \(expanded)")
        }
        let format = PseudoStyle.expanded.transform("%lld moves in %@")
        #expect(format.count > "%lld moves in %@".count)
        #expect(FormatString(format).specifiers.map(\.text) == ["%lld", "%@"])
    }

    /// `%arg` is a substitution form's own argument, not `%a` followed by "rg".
    @Test func substitutionFormsKeepTheirArgument() {
        #expect(PseudoStyle.accented.transform("%arg branches", isSubstitutionForm: true) == "%arg ƀŕáñçĥéš")
        #expect(PseudoStyle.expanded.transform("%arg sets", isSubstitutionForm: true).hasPrefix("%arg šéţš"))
    }

    @Test(arguments: PseudoStyle.allCases)
    func localizedCatalogsKeepEveryPlaceholder(_ style: PseudoStyle) throws {
        let catalog = try Self.sample()
        let pseudo = style.localize(catalog)
        let language = style.defaultLocale
        for (entry, original) in zip(pseudo.entries, catalog.entries) {
            let added = entry.localization(language)
            guard original.isTranslatable else {
                #expect(added == nil, "\(entry.key) is not translatable")
                continue
            }
            let source = try #require(original.localization("en")).content
            let content = try #require(added, "\(entry.key) gets \(language)").content
            #expect(content.unitsWithPaths.map(\.path) == source.unitsWithPaths.map(\.path), "same variations in \(entry.key)")
            for ((path, unit), (_, sourceUnit)) in zip(content.unitsWithPaths, source.unitsWithPaths) {
                let form = path.hasPrefix("substitutions.")
                #expect(unit.state == "translated")
                #expect(
                    FormatString(unit.value, isSubstitutionForm: form).pieces.filter { if case .literal = $0 { false } else { true } }
                        == FormatString(sourceUnit.value, isSubstitutionForm: form).pieces.filter {
                            if case .literal = $0 { false } else { true }
                        },
                    "\(style) \(entry.key) \(path): \(unit.value)")
                if style == .bounded, !form { #expect(unit.value.hasPrefix("⟦") && unit.value.hasSuffix("⟧")) }
                if style == .bounded, form { #expect(!unit.value.contains("⟦"), "forms are inserted into a wrapped string") }
            }
            #expect(entry.localizations.map(\.language) == entry.localizations.map(\.language).sorted(), "languages stay sorted")
        }
    }

    @Test func localizingTwiceReplacesThePseudoLanguage() throws {
        let once = PseudoStyle.bounded.localize(try Self.sample(), as: "qps")
        let twice = PseudoStyle.bounded.localize(once, as: "qps")
        #expect(twice == once, "built from the source text, not from the previous pseudo text")
        #expect(once.entry(forKey: "a.plain")?.localization("qps")?.content.unit?.value == "⟦Plain⟧")
    }
}
