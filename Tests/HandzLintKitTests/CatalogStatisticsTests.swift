import HandzLintKit
import LintTestSupport
import LocaleServices
import SourceText
import StringCatalog
import Testing

/// `catalog stats`: per locale, what is translated, in review, missing, and which plural
/// variations have every category the language needs.
struct CatalogStatisticsTests {
    static func sample() throws -> StringCatalog {
        try XCStringsReader.read(SourceFile(path: "L.xcstrings", bytes: Array(SampleCatalog.text.utf8)))
    }

    @Test func countsPerLocale() throws {
        let rows = LocaleStatistics.compute(try Self.sample(), cache: FormatterCache())
        #expect(rows.map(\.locale) == ["de", "fr"], "target locales only, in the catalog's order")
        let de = try #require(rows.first), fr = try #require(rows.last)
        // Stale and not-translatable keys are not counted: a, b, e, f, g remain.
        #expect(de.keys == 5 && fr.keys == 5)
        #expect(de.translated == 3, "a, b, f (f lacks a plural form but its units are translated); e is empty, g missing")
        #expect(de.missing == 1 && de.needsReview == 0)
        #expect(de.pluralVariations == 3 && de.completePluralVariations == 1, "b complete, f without one, g's substitution missing")
        #expect(fr.translated == 0 && fr.needsReview == 2 && fr.missing == 3)
        #expect(fr.pluralVariations == 3 && fr.completePluralVariations == 0)
        #expect(de.translatedPercent == 60)
        #expect(abs(de.pluralPercent - 100.0 / 3) < 0.001)
    }

    @Test func onlyTheLocalesAsked() throws {
        let rows = LocaleStatistics.compute(try Self.sample(), targetLocales: ["fr", "en", "ja"], cache: FormatterCache())
        #expect(rows.map(\.locale) == ["fr", "ja"], "the source language is never a target")
        let ja = try #require(rows.last)
        #expect(ja.keys == 5 && ja.missing == 5 && ja.translated == 0)
    }

    @Test func anEmptyCatalogIsComplete() {
        let rows = LocaleStatistics.compute(StringCatalog(sourceLanguage: "en"), targetLocales: ["de"], cache: FormatterCache())
        let de = rows.first
        #expect(rows.count == 1 && de?.locale == "de" && de?.keys == 0 && de?.pluralVariations == 0)
        #expect(de?.translatedPercent == 100 && de?.pluralPercent == 100)
    }

    @Test func theHandzCatalogIsFullyTranslated() throws {
        let catalog = try XCStringsReader.read(path: PackageRoot.path("Strings/Localizable.xcstrings"))
        for row in LocaleStatistics.compute(catalog, cache: FormatterCache()) {
            #expect(row.translated == row.keys && row.missing == 0 && row.needsReview == 0, "\(row.locale)")
            #expect(row.completePluralVariations == row.pluralVariations && row.pluralVariations > 0, "\(row.locale)")
        }
    }
}
