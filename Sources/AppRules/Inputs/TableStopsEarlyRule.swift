import LintCore
import SourceText

/// A `.strings` table the app reads only up to a stray character: the pairs after it never load.
public struct TableStopsEarlyRule: InputRule {
    public static let description = RuleDescription(
        identifier: "table-stops-early",
        name: "Table stops early",
        summary: "A .strings table holds a character where a key should start (\"a\" = \"b\";;); the app reads no pair after it.",
        rationale: """
            Foundation reads a .strings table pair by pair, and after each pair's `;` it expects a key. When the next character cannot \
            start one (a second `;`, a stray quote mark of another script, a bracket), its reader (parsePlistDictContent in \
            CFOldStylePList.c) ends the table there and returns the pairs before it: no error at build time or at run time. Every pair \
            after that place is missing from the app in that language, so users see the development language's text, or the key where \
            the code gives no default (CH32 §11.1, §11.3). xDrip4iOS's Spanish BluetoothPeripheralView table loses its last seven pairs \
            so; twelve other languages of the same table end in the same `;;` on their last pair, lose nothing, and are not reported. \
            handz-lint reads the table as the app does and checks the pairs before the stop; this finding says where it is and how many \
            pairs are lost. A table that does not read at all is unreadable-input's.
            """,
        reference: "CH32 §11.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                --- Sources/App/Home.swift
                import SwiftUI
                struct Home: View { var body: some View { Text("home.title"); Text("home.subtitle") } }
                --- Sources/App/en.lproj/Localizable.strings
                "home.title" = "Home";
                "home.subtitle" = "Welcome";
                --- Sources/App/de.lproj/Localizable.strings
                "home.title" = "Start";;
                "home.subtitle" = "Willkommen";
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                --- Sources/App/Home.swift
                import SwiftUI
                struct Home: View { var body: some View { Text("home.title"); Text("home.subtitle") } }
                --- Sources/App/en.lproj/Localizable.strings
                "home.title" = "Home";
                // A comment, and a pair whose value is its key.
                "home.subtitle";
                --- Sources/App/de.lproj/Localizable.strings
                {
                    "home.title" = "Start";
                    "home.subtitle" = "Willkommen";
                }
                """),
            // The same `;;` on the last pair: the app reads every pair.
            RuleExample(
                """
                --- Sources/App/Home.swift
                import SwiftUI
                struct Home: View { var body: some View { Text("home.title") } }
                --- Sources/App/en.lproj/Localizable.strings
                "home.title" = "Home";
                --- Sources/App/es.lproj/Localizable.strings
                "home.title" = "Inicio";;
                """),
        ]
    )

    public init() {}

    public func check(problems: [InputError], into findings: inout [Finding]) {
        for problem in problems {
            guard let stop = problem.stoppedEarly else { continue }
            findings.append(
                problem.finding(
                    Self.description, message: "\(SourcePath.fileName(problem.file)): \(problem.message)",
                    data: [FindingValue("pairsNotLoaded", String(stop.itemsAfter))],
                    fix: "delete the stray character, so that the pairs after it load"))
        }
    }
}
