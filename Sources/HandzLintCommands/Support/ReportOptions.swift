import ArgumentParser
import CatalogValidation
import HandzLintKit
import LintCore
import SourceText

#if canImport(Glibc)
import Glibc
#endif

extension ReportFormat: ExpressibleByArgument {}

extension Severity: ExpressibleByArgument {
    public init?(argument: String) { self.init(label: argument) }
}

/// `--fail-on P0|P1|P2|never`.
enum FailThreshold: ExpressibleByArgument, Equatable {
    case severity(Severity)
    case never

    init?(argument: String) {
        if argument.lowercased() == "never" {
            self = .never
            return
        }
        guard let severity = Severity(label: argument) else { return nil }
        self = .severity(severity)
    }

    static var allValueStrings: [String] { ["P0", "P1", "P2", "never"] }
    var defaultValueDescription: String {
        switch self {
        case .severity(let severity): severity.rawValue
        case .never: "never"
        }
    }
}

/// Options every report-producing command shares.
struct ReportOptions: ParsableArguments {
    @Option(help: "Output format: text, xcode, markdown, json, sarif, junit, github or html (one self-contained page).")
    var format: ReportFormat?

    /// Whether the chosen format draws the report, so the command gathers what it draws.
    var wantsVisuals: Bool { format?.isVisual == true }

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at least this severe: P0, P1, P2 or never.")
    var failOn: FailThreshold = .severity(.p1)

    @Flag(
        name: .customLong("all"),
        help: "List every finding of each rule and every language in the text and Markdown reports (default: the first 20).")
    var listAll = false

    /// Renders the report, writes it, and returns the exit status the findings call for.
    /// `textFormat` is what `--format text` means for the command: the punch list for specs,
    /// Xcode's diagnostic lines for catalogs.
    func emit(_ report: LintReport, defaultFormat: ReportFormat, textFormat: ReportFormat = .text) throws -> Int32 {
        var chosen = format ?? defaultFormat
        if chosen == .text { chosen = textFormat }
        let color = output == nil && chosen == .text && isatty(1) == 1 && getenv("NO_COLOR") == nil
        let text = chosen.render(report, color: color, listAll: listAll)
        if let output {
            try AtomicWrite.write(text + "\n", to: output)
        } else {
            print(text)
        }
        // In a GitHub Actions step, the annotations go with a Markdown summary on the run's page.
        if chosen == .github, let summary = getenv("GITHUB_STEP_SUMMARY").map({ String(cString: $0) }), !summary.isEmpty {
            try appendText(MarkdownReporter().render(report) + "\n", to: summary)
        }
        switch failOn {
        case .never: return 0
        case .severity(let threshold):
            return report.findings.contains { $0.severity.isAtLeast(threshold) && $0.outcome == .violation } ? CLIExit.findings : 0
        }
    }
}

/// `--max-file-size MB`.
struct InputLimitOptions: ParsableArguments {
    /// Files are read whole into memory: 16 GB is more than a CI machine has, and keeps the
    /// byte count far from overflowing.
    static let allowedMegabytes = 1...16_384

    @Option(
        name: .customLong("max-file-size"),
        help: ArgumentHelp("Refuse input files larger than this many megabytes (1–16384).", valueName: "MB"))
    var maximumFileSize: Int = SourceFile.defaultSizeLimit / 1_048_576

    func validate() throws {
        guard InputLimitOptions.allowedMegabytes.contains(maximumFileSize) else {
            let range = InputLimitOptions.allowedMegabytes
            throw ValidationError(
                "--max-file-size must be a whole number of megabytes from "
                    + "\(range.lowerBound) to \(range.upperBound), found \(maximumFileSize)"
            )
        }
    }

    var bytes: Int { maximumFileSize * 1_048_576 }
}

/// `--detail`: one finding per key and language for translation work (missing, untranslated,
/// unreviewed) and plural forms, with places, instead of one translation-progress and one
/// plural-coverage finding per catalog and language: a localizer's worklist.
struct DetailOption: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "List missing, untranslated and unreviewed translations and plural forms one per key and language, "
                + "with places, instead of one translation-progress and one plural-coverage finding per catalog and language.")
    )
    var detail = false

    func apply(to configuration: inout LintConfiguration) {
        guard detail else { return }
        for rule in [TranslationProgressRule.description, PluralCoverageRule.description] {
            configuration.rules.disabled.insert(rule.identifier)
        }
    }
}

/// `--baseline FILE` and `--write-baseline FILE`, for every command that reports findings.
struct BaselineOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Report only findings this baseline does not list, and list the ones it lists that are fixed.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record the current findings as the baseline and exit 0.", valueName: "file"))
    var writeBaseline: String?

    func load() throws -> Baseline? { try baseline.map(Baseline.read(path:)) }

    /// Writes the baseline when asked; returns whether it did (the command then stops).
    func recordIfAsked(_ findings: [Finding]) throws -> Bool {
        guard let writeBaseline else { return false }
        try AtomicWrite.write(Baseline(findings: findings).text(), to: writeBaseline)
        print("\(writeBaseline): \(Set(findings.map(\.fingerprint)).count) finding(s) recorded")
        return true
    }
}

/// Appends to a file others write too (GitHub's step summary), creating it when absent.
func appendText(_ text: String, to path: String) throws {
    guard let file = fopen(path, "a") else { throw BadValue("cannot append to \(path) ($GITHUB_STEP_SUMMARY)") }
    defer { fclose(file) }
    guard fputs(text, file) >= 0 else { throw BadValue("cannot write to \(path) ($GITHUB_STEP_SUMMARY)") }
}
