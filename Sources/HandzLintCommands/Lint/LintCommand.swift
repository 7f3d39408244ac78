import ArgumentParser
import HandzLintKit
import LintCore
import SourceText

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint the app's Swift code, screen and route specs and catalogs into a P0/P1/P2 punch list.",
        discussion: """
            With no arguments: the specs, sources and catalogs Rules/handz.yml names. Another app: \
            handz-lint lint --config Rules/ignition.yml. PATHS may be Swift files, folders of Swift \
            code (their String Catalogs and .lproj tables come with them, each file checked against \
            its own target's), spec files or folders of specs, and catalogs.

              handz-lint lint MyApp/                      # SwiftUI and UIKit code and its catalogs
              handz-lint lint Specs/handz --strings Strings/Localizable.xcstrings

            Severities follow CH32 §13.4: P0 blocks a task for VoiceOver or large-text users, P1 \
            is major, P2 minor. `handz-lint rules` lists every check; silence one in a spec with \
            lintIgnore: [{ rule: ID, reason: "…" }] (the report lists it), in Swift with \
            // handz-lint:disable:next RULE -- reason, or a disable RULE -- reason … enable RULE \
            region. Code in #Preview and PreviewProvider is skipped (rules file: swift: \
            { includePreviews: true }).

            Translation work is summed up per catalog and language (translation-progress, with \
            a table per language in the text, Markdown and HTML reports), and so are plural forms \
            (plural-coverage); --detail lists them one finding per key and language instead. The \
            text and Markdown reports list the first \
            20 findings of each rule; --all lists them all (JSON, SARIF, JUnit, GitHub and Xcode \
            output always hold every finding).

            Baselines: --write-baseline FILE records today's findings; --baseline FILE then \
            reports only new ones and lists recorded findings that are fixed.

            Results are cached by file content, rules file and tool build: a second run reads \
            only the files that changed (screens and Swift files; route specs, palettes and \
            the rules that look across files run every time). --no-cache reads everything.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Swift files or folders, spec files or folders, catalogs (default: the rules file's specs, sources and strings).",
            valueName: "path"))
    var paths: [String] = []

    @OptionGroup var config: ConfigurationOption

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "Catalogs to validate and that spec keys must exist in (default: the rules file's strings); repeat for several.",
            valueName: "path"))
    var strings: [String] = []

    @OptionGroup var baseline: BaselineOptions
    @OptionGroup var change: ChangeOptions
    @OptionGroup var report: ReportOptions
    @OptionGroup var detail: DetailOption
    @OptionGroup var limits: InputLimitOptions
    @OptionGroup var caching: CacheOptions

    func run() throws {
        let (lint, inputs) = try plan()
        let result = try lint.run(inputs, cache: caching.cache(for: lint, visual: report.wantsVisuals))
        for problem in result.cacheProblems { writeError("warning: " + problem) }
        if try baseline.recordIfAsked(result.findings) { return }
        var lintReport = lint.report(result, baseline: try baseline.load(), visual: report.wantsVisuals)
        // The same lint, in a copy of the revision, from the same folder: what was there before.
        let reviewed = try change.review(result.findings) { tree in
            let (before, beforeInputs) = try plan(moving: tree)
            return try before.run(beforeInputs).findings
        }
        lintReport.narrow(to: reviewed, since: change.reference)
        let status = try report.emit(lintReport, defaultFormat: .text)
        // End here rather than unwinding: the spec model is large and the process is done.
        withExtendedLifetime(result) { exitProcess(status) }
    }

    /// What to lint and with which rules, from the arguments and the rules file in the current
    /// folder; `tree` moves absolute paths into a revision's copy.
    private func plan(moving tree: RevisionTree? = nil) throws -> (LintRun, LintRun.Inputs) {
        var configuration = try ConfigurationOption.load(path: config.path.map { tree?.map($0) ?? $0 }, in: tree?.folder)
        detail.apply(to: &configuration)
        let lint = LintRun(configuration: configuration, sizeLimit: limits.bytes)
        let move = { (path: String) in tree?.map(path) ?? path }
        var inputs = paths.isEmpty ? lint.configuredInputs : LintRun.Inputs.classify(paths.map(move))
        // Specs are checked against catalogs: the ones given, else the rules file's.
        if !strings.isEmpty {
            inputs.strings = strings.map(move) + (paths.isEmpty ? [] : inputs.strings)
        } else if !paths.isEmpty, !inputs.specs.isEmpty {
            inputs.strings += configuration.stringsPaths
        }
        guard !inputs.isEmpty else {
            throw ValidationError(
                "nothing to lint: give Swift files or folders, specs or catalogs, or a "
                    + "rules file that names them (--config Rules/handz.yml)"
            )
        }
        return (lint, inputs)
    }
}
