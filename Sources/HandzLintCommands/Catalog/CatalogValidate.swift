import ArgumentParser
import HandzLintKit
import LintCore

struct CatalogValidate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check catalogs for missing translations, plural forms, placeholders, key naming and more.",
        discussion: """
            Prints findings in the shape Xcode shows (PATH:LINE:COL: error: MESSAGE (LANG: KEY)). \
            Severities: P0 breaks at run time or shows garbage, P1 is wrong text for some users, \
            P2 is quality. `handz-lint rules` lists every check. Translation work is one \
            translation-progress finding per catalog and language, and plural forms one \
            plural-coverage finding; --detail lists each missing, untranslated or unreviewed \
            translation and each plural with its place instead. Exit status: 1 when a \
            finding reaches --fail-on (default P1), 2 when a catalog cannot be read.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Catalogs: .xcstrings, .strings, .stringsdict or .xliff files, or folders of LANG.lproj (default: the rules file's strings).",
            valueName: "path"))
    var paths: [String] = []

    @OptionGroup var config: ConfigurationOption

    @Option(help: ArgumentHelp("Only check these target locales (comma-separated).", valueName: "locales"))
    var locales: String?

    @Option(help: ArgumentHelp("The shipped-keys lock file (default: CATALOG.lock next to each catalog).", valueName: "file"))
    var lock: String?

    @OptionGroup var baseline: BaselineOptions
    @OptionGroup var report: ReportOptions
    @OptionGroup var detail: DetailOption
    @OptionGroup var limits: InputLimitOptions
    @OptionGroup var change: ChangeOptions

    func run() throws {
        let (check, targets) = try plan()
        let findings = try check.findings(paths: targets, lockPath: lock)
        if try baseline.recordIfAsked(findings) { return }
        var result = check.report(paths: targets, findings: findings, baseline: try baseline.load(), visual: report.wantsVisuals)
        let reviewed = try change.review(findings) { tree in
            let (before, beforeTargets) = try plan(moving: tree)
            return try before.findings(paths: beforeTargets, lockPath: lock.map(tree.map))
        }
        result.narrow(to: reviewed, since: change.reference)
        let status = try report.emit(result, defaultFormat: .xcode, textFormat: .xcode)
        if status != 0 { throw ExitCode(status) }
    }

    /// The check and the catalogs, from the arguments and the rules file; `tree` moves absolute
    /// paths into a revision's copy.
    private func plan(moving tree: RevisionTree? = nil) throws -> (CatalogCheck, [String]) {
        var configuration = try ConfigurationOption.load(path: config.path.map { tree?.map($0) ?? $0 })
        detail.apply(to: &configuration)
        if let locales {
            configuration.catalog.targetLocales = locales.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }
        }
        let targets = paths.isEmpty ? configuration.stringsPaths : paths.map { tree?.map($0) ?? $0 }
        guard !targets.isEmpty else {
            throw ValidationError("give a catalog to validate, or a --config whose 'strings' lists them")
        }
        return (CatalogCheck(configuration: configuration, sizeLimit: limits.bytes), targets)
    }
}

extension String {
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice.removeFirst() }
        while slice.last == character { slice.removeLast() }
        return String(slice)
    }
}
