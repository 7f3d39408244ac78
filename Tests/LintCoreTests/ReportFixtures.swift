import LintCore
import SourceText

/// Hand-built reports that exercise everything reporters render: every severity, a
/// needs-review outcome, findings with and without a place, data values, fix hints,
/// references, a document source, suppressed findings with reasons, fixed baseline entries,
/// a baselined count, and text each output syntax must escape (quotes, `<`, `&`, `%`, line
/// breaks, commas, colons, pipes, non-ASCII).
enum ReportFixtures {
    static let rules = [
        rule(
            "missing-label", "Interactive element without a label", .p0, "CH32 §4.2",
            summary: "A control has neither visible text nor an accessibility label.",
            rationale: "VoiceOver reads \"button\" & nothing else; people cannot tell controls apart."),
        rule(
            "tap-target-size", "Small tap target", .p1, "CH32 §4.1",
            summary: "A touch area is under 44 × 44 pt.",
            rationale: "Small targets are missed by people with tremors <or gloves>."),
        rule(
            "text-contrast", "Text contrast", .p2, "CH32 §6.1",
            summary: "Text contrast is under 4.5:1.",
            rationale: "Low contrast text is unreadable in sunlight; 50% of users say so."),
        rule(
            "placeholder-mismatch", "Placeholder mismatch", .p0, "CH32 §11.2",
            summary: "A translation's placeholders differ from the source's.",
            rationale: "A wrong %@ crashes or shows garbage."),
        // Runs and finds nothing: JUnit lists it as a passing case, SARIF among its rules.
        rule(
            "screen-title", "Screen without a title", .p1, "CH32 §5.1",
            summary: "A screen has no title.", rationale: "The title is announced first."),
    ]

    static func rule(_ identifier: String, _ name: String, _ severity: Severity, _ reference: String, summary: String, rationale: String)
        -> RuleDescription
    {
        RuleDescription(
            identifier: identifier, name: name, summary: summary, rationale: rationale, reference: reference,
            defaultSeverity: severity, triggeringExamples: [], nonTriggeringExamples: [])
    }

    /// Given out of report order on purpose: the report sorts them.
    static let findings = [
        Finding(
            ruleID: "text-contrast", severity: .p2, message: "contrast 2.8:1 is under 4.5:1, the literal text %0A stays as typed",
            location: SourceLocation(file: "Specs/écran d'accueil.yml", line: 20, column: 9),
            subject: FindingSubject(scope: "écran", element: "subtitle"),
            data: [FindingValue("contrast", "2.8"), FindingValue("required", "4.5")],
            fixHint: "darken the text to #595959, or larger", reference: "CH32 §6.1"),
        Finding(
            ruleID: "text-contrast", severity: .p2, outcome: .needsReview,
            message: "contrast cannot be measured over an image;\nreview it on a device",
            location: nil, subject: FindingSubject(scope: "paywall", element: "hero"),
            data: [FindingValue("background", "image")]),
        Finding(
            ruleID: "tap-target-size", severity: .p1, message: "\"zoom:in\" is 32 × 32 pt, under 44 × 44 pt",
            location: SourceLocation(file: "Specs/écran d'accueil.yml", line: 3, column: 5),
            subject: FindingSubject(scope: "écran", element: "zoom:in"),
            data: [FindingValue("measured", "32"), FindingValue("required", "44")],
            fixHint: "grow the frame, or add hitSlop: 6", reference: "CH32 §4.1"),
        Finding(
            ruleID: "placeholder-mismatch", severity: .p0, message: "the translation has %@ where the source has %lld, 100% wrong: a,b | c",
            location: SourceLocation(file: "Strings/Localizable.xcstrings", line: 40, column: 21),
            subject: FindingSubject(scope: "screen.library.count", locale: "ar"),
            data: [FindingValue("source", "%lld"), FindingValue("translation", "%@")],
            fixHint: "write %lld in the Arabic text", reference: "CH32 §11.2"),
        Finding(
            ruleID: "missing-label", severity: .p0, message: "icon button \"addButton\" has no label & no <text>",
            location: SourceLocation(file: "Specs/home screen.yml", line: 12, column: 7),
            subject: FindingSubject(scope: "libraryHome", element: "addButton"),
            data: [FindingValue("role", "iconButton"), FindingValue(FindingValue.documentSource, "PRD, part 2.txt:141")],
            fixHint: "add label: \"Add flow\"", reference: "CH32 §4.2"),
        // A rule the report's rule list lacks (a finding from a newer engine), without a place.
        Finding(
            ruleID: "shipped-key-removed", severity: .p1, message: "shipped key \"common.ok\" is missing",
            location: nil, subject: FindingSubject(scope: "common.ok"), data: [FindingValue("key", "common.ok")],
            fixHint: "restore the key", reference: "CH32 §11.3"),
    ]

    static let suppressed = [
        LintReport.Suppression(
            finding: Finding(
                ruleID: "tap-target-size", severity: .p1, message: "\"close\" is 30 × 30 pt",
                location: SourceLocation(file: "Specs/home screen.yml", line: 30, column: 7),
                subject: FindingSubject(scope: "libraryHome", element: "close"), data: [FindingValue("measured", "30")]),
            reason: "Toolbar button; hit area extended in code (see #42) | 44 pt"),
        LintReport.Suppression(
            finding: Finding(
                ruleID: "missing-label", severity: .p0, message: "no label",
                location: nil, subject: FindingSubject(scope: "settings"), data: []),
            reason: "decorative <b>only</b>,\nsecond line & more"),
    ]

    static let full = LintReport(
        title: "handz-lint Handz \"beta\": 2 screens, <routes> & more",
        tool: LintReport.Tool(version: "1.2.3"), rules: rules, findings: findings, suppressed: suppressed,
        fixedBaselineEntries: [
            "missing-label › settings › closeButton: button \"closeButton\" has no label",
            "placeholder-mismatch › greeting › es: 50% off, %@ vs %lld",
        ],
        baselinedCount: 3)

    /// Nothing found, nothing suppressed, no baseline: reporters must not print empty sections.
    static let empty = LintReport(
        title: "handz-lint catalog validate: Strings/Localizable.xcstrings",
        tool: LintReport.Tool(version: "1.2.3"), rules: Array(rules.prefix(2)), findings: [])

    /// More findings of one rule than the human formats list (22, two past the limit), and two
    /// languages' translation progress, one of them required: the summary table, the progress
    /// table and "… N more" must show, and the machine formats must still hold everything.
    static let crowded: LintReport = {
        let tooLong = rule(
            "translation-too-long", "Translation too long", .p2, "CH32 §11.4",
            summary: "A translation is much longer than its source.", rationale: "Longer text is cut off or wraps.")
        let progress = rule(
            "translation-progress", "Translation progress", .p2, "CH32 §11.1",
            summary: "A language of a catalog is not completely translated.", rationale: "Users read the development language.")
        var findings = (1...22).map { index in
            Finding(
                ruleID: "translation-too-long", severity: .p2, message: "the de text of \"row.\(index)\" is 2.4× the source",
                location: SourceLocation(file: "App/de.lproj/Localizable.strings", line: index, column: 1),
                subject: FindingSubject(scope: "row.\(index)", locale: "de"), data: [FindingValue("ratio", "2.4")],
                fixHint: "shorten it, or let the label wrap", reference: "CH32 §11.4")
        }
        let rows = [
            (
                TranslationProgress(
                    catalog: "App [Localizable]", language: "de", total: 40, missing: 3, needsReview: 1, untranslated: 0, isRequired: true),
                ["a.title", "b.title", "c|title"], ["d.title"], [String](), Severity.p1
            ),
            (
                TranslationProgress(
                    catalog: "App [Localizable]", language: "fr", total: 40, missing: 10, needsReview: 0, untranslated: 2, isRequired: false
                ),
                (1...10).map { "key.\($0)" }, [String](), ["ok.button", "cancel.button"], Severity.p2
            ),
        ]
        for (row, missing, review, untranslated, severity) in rows {
            findings.append(
                Finding(
                    ruleID: "translation-progress", severity: severity, message: "\(row.language) is \(row.percentText) translated",
                    location: SourceLocation(file: "App/\(row.language).lproj/Localizable.strings", line: 1, column: 1),
                    subject: FindingSubject(scope: row.catalog, locale: row.language),
                    data: row.data(
                        missingKeys: missing, needsReviewKeys: review, untranslatedKeys: untranslated,
                        minimumComplete: row.isRequired ? 100 : nil),
                    fixHint: "translate the keys listed", reference: "CH32 §11.1"))
        }
        return LintReport(
            title: "handz-lint App: 3 catalogs", tool: LintReport.Tool(version: "1.2.3"), rules: [tooLong, progress], findings: findings)
    }()
}
