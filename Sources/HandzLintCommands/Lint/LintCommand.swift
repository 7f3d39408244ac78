import ArgumentParser
import HandzLintKit
import LintCore
import SourceText

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint screen and route specs (and the app's catalogs) into a P0/P1/P2 punch list.",
        discussion: """
        With no arguments: the specs and catalogs Rules/handz.yml names. Another app: \
        handz-lint lint --config Rules/ignition.yml. PATHS may be spec files or folders.

        Severities follow CH32 §13.4: P0 blocks a task for VoiceOver or large-text users, P1 \
        is major, P2 minor. `handz-lint rules` lists every check; silence one in a spec with \
        lintIgnore: [{ rule: ID, reason: "…" }] (the report lists it).

        Baselines: --write-baseline FILE records today's findings; --baseline FILE then \
        reports only new ones and lists recorded findings that are fixed.
        """
    )

    @Argument(help: ArgumentHelp("Spec files or folders (default: the rules file's specs).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var config: ConfigurationOption

    @Option(name: .customLong("strings"), help: ArgumentHelp("Catalogs the specs' keys must exist in (default: the rules file's strings); repeat for several.", valueName: "path"))
    var strings: [String] = []

    @OptionGroup var baseline: BaselineOptions
    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: InputLimitOptions

    func run() throws {
        let configuration = try config.load()
        let specPaths = paths.isEmpty ? configuration.specPaths : paths
        guard !specPaths.isEmpty else {
            throw ValidationError("no specs to lint: give spec files or folders, or a rules file whose 'specs' lists them (--config Rules/handz.yml)")
        }
        let lint = SpecLint(configuration: configuration, sizeLimit: limits.bytes)
        let result = try lint.run(specPaths: specPaths, stringsPaths: strings.isEmpty ? nil : strings)
        if try baseline.recordIfAsked(result.findings) { return }
        let lintReport = lint.report(result, baseline: try baseline.load(), visual: report.wantsVisuals)
        let status = try report.emit(lintReport, defaultFormat: .text)
        // End here rather than unwinding: the spec model is large and the process is done.
        withExtendedLifetime(result) { exitProcess(status) }
    }
}
