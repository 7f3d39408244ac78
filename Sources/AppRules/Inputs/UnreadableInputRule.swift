import LintCore
import SourceText

/// A file of the app that cannot be read or parsed: reported, and every other file is linted.
public struct UnreadableInputRule: InputRule {
    public static let description = RuleDescription(
        identifier: "unreadable-input",
        name: "Unreadable input",
        summary: "A file the run should read (Swift source, catalog, spec) cannot be read or parsed; the others were linted.",
        rationale: """
            A file the linter cannot read is a file it cannot vouch for: its strings may be missing at run time (a `.strings` table with a \
            syntax error loads as nothing, so users see keys), and no rule has looked at it. It blocks as a P0 so the team sees it, but it \
            never stops the run: one malformed table among forty languages must not hide the findings of the other four hundred files \
            (a usage error, a path that does not exist or an invalid rules file still exits 2). The finding gives the file, line and \
            column and the reader's own message. A key written twice is not this: tables with duplicates are read as the app reads them \
            (duplicate-key).
            """,
        reference: "CH32 §11.1",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                --- Sources/App/Home.swift
                import SwiftUI
                struct Home: View { var body: some View { Text("home.title") } }
                --- Sources/App/en.lproj/Localizable.strings
                "home.title" = "Home";
                --- Sources/App/de.lproj/Localizable.strings
                "home.title" = "Start"
                "home.subtitle" = "Willkommen";
                """),
            RuleExample(
                """
                --- Sources/App/Home.swift
                import SwiftUI
                struct Home: View { var body: some View { Text("Home") } }
                --- Sources/App/Localizable.xcstrings
                { "sourceLanguage" : "en", "strings" : { "Home" : { } }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                --- Sources/App/Home.swift
                import SwiftUI
                struct Home: View { var body: some View { Text("home.title") } }
                --- Sources/App/en.lproj/Localizable.strings
                /* The home screen's title. */
                "home.title" = "Home";
                --- Sources/App/de.lproj/Localizable.strings
                "home.title" = "Start";
                """)
        ]
    )

    public init() {}

    public func check(problems: [InputError], into findings: inout [Finding]) {
        // A table the app reads in part is table-stops-early's.
        for problem in problems where problem.stoppedEarly == nil {
            findings.append(
                problem.finding(
                    Self.description,
                    message: "\(SourcePath.fileName(problem.file)) cannot be read, so nothing in it was checked: \(problem.message)",
                    data: [FindingValue("problem", problem.message)],
                    fix: "fix the file so that it reads (Xcode reports the same line when it builds), or remove it from the target"))
        }
    }
}
