import Foundation
import LocaleServices
import StringLookup
import Testing

/// The accessors the build-tool plugin generated for Strings/Localizable.xcstrings (this test
/// target's catalog) compile, and each returns what `handz-lint catalog get` prints for the
/// same key, locale and arguments.
struct GeneratedAccessorTests {
    static let catalog = BuildFolder.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path

    struct Case: Sendable, CustomTestStringConvertible {
        let text: LocalizedText
        let locale: String
        /// The same request as `catalog get` arguments.
        let arguments: [String]
        var testDescription: String { "\(text.key) \(locale) \(arguments.joined(separator: " "))" }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for locale in ["en", "es", "ar", "es-MX"] {
            cases.append(Case(text: L10n.Common.Button.close, locale: locale, arguments: []))
            for count in [0, 1, 2, 3, 11, 100] {
                cases.append(
                    Case(text: L10n.Screen.LibraryHome.flowCount(count: count), locale: locale, arguments: ["--count", String(count)]))
                cases.append(
                    Case(
                        text: L10n.Screen.FlowDetail.summary(moves: count, branches: count + 1), locale: locale,
                        arguments: ["--arg", String(count), "--arg", String(count + 1)]))
                cases.append(
                    Case(
                        text: L10n.Screen.LibraryHome.flowLimit(arg1: count, flows: 2), locale: locale,
                        arguments: ["--arg", String(count), "--arg", "2"]))
            }
            cases.append(
                Case(
                    text: L10n.Screen.FlowBuilderCanvas.Connector.label(arg1: "Jab", arg2: "Cross"), locale: locale,
                    arguments: ["--arg", "Jab", "--arg", "Cross"]))
        }
        return cases
    }()

    static let strings = Result { try LocalizedStrings(path: catalog) }

    @Test(arguments: cases)
    func accessorMatchesCatalogGet(_ testCase: Case) throws {
        let fromAccessor = try Self.strings.get().string(testCase.text, locale: LocaleID(testCase.locale))
        let result = try BuildFolder.runHandzLint(
            ["catalog", "get", testCase.text.key, "--locale", testCase.locale, "--catalog", Self.catalog] + testCase.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fromAccessor + "\n" == result.stdout)
    }
}
