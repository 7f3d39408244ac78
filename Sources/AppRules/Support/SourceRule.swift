import LintCore
import SourceText
import SwiftSourceFacts

/// A check on the app's Swift code: one type per file, with its description, examples and
/// options. A concept that specs have too (labels, tap targets, fixed fonts) is the same rule
/// type as the spec check, extended here, so one rule id and one set of options cover both.
public protocol SourceRule: LintRule {
    /// Runs once per Swift file.
    func check(file: SwiftFileContext, into findings: inout [Finding])
    /// Runs once per run, over every file read (keys no code uses).
    func check(project: SwiftProjectContext, into findings: inout [Finding])
    /// Whether the harm shows only once the app is translated (a plural chosen in English, a
    /// sentence built from pieces): in a project that localizes nothing yet, its violations
    /// need review, as the English they show is right.
    static var harmsOnlyTranslations: Bool { get }
}

extension SourceRule {
    public static var harmsOnlyTranslations: Bool { false }
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {}
    public func check(project: SwiftProjectContext, into findings: inout [Finding]) {}
}

/// One Swift file seen from the rules.
public struct SwiftFileContext: Sendable {
    public let facts: SwiftFileFacts
    /// The tables of the file's target.
    public let strings: SourceStrings
    /// False when the file's target could not be told and every catalog found is used.
    public let targetIsKnown: Bool
    /// Every rule id the toolkit has, so a suppression naming another is reported; empty when
    /// the caller does not know them (then names are not checked).
    public var ruleIdentifiers: Set<String> = []
    /// The colors the file's target defines (asset catalogs) and the system's.
    public var colors = TargetColors()
    /// Tables the other targets of the linted folders have: a table this file's target lacks
    /// but another has may mean the file's target was told wrong (it is found by folder).
    public var tablesOfOtherTargets: Set<String> = []
    /// Tables of the file's target whose catalog could not be read (reported as such): a key
    /// looked up there cannot be checked, and is not reported as missing.
    public var unreadableTables: Set<String> = []
    /// The declarations of the file's target, to resolve names the file reads.
    public var index: TargetIndex = .empty
    /// The names of the apps the project builds (`Bark`, `ProtonVPN`): the app's own name is a brand.
    public var productNames: Set<String> = []
    /// The linted folders hold no catalog or strings table and no code that looks a key up: the
    /// app is not localized yet, which is one decision rather than a fault of each text.
    public var projectLocalizesNothing = false
    /// The file's declarations no code of the linted folders reaches (`Reachability`).
    public var unreached: [Reachability.Unreached] = []
    /// The formatters' owners no code of the linted folders names (`Reachability.unnamedFormatterOwners`).
    public var unnamedFormatterOwners: Set<String> = []

    /// Whether a project localizes nothing yet: it has no catalog or strings table and none of its
    /// code looks a key up (`NSLocalizedString`, `String(localized:)`).
    public static func localizesNothing(hasCatalogs: Bool, files: [SwiftFileFacts]) -> Bool {
        !hasCatalogs && !files.contains { $0.texts.contains { UserText.lookUpAPIs.contains($0.api) } }
    }

    /// Whether `text` is one of the project's app names, spaces and hyphens aside ("Proton VPN" for
    /// `ProtonVPN`); case counts ("home" is a word, `Home` a name).
    public func namesProduct(_ text: String) -> Bool {
        guard !productNames.isEmpty, text.count <= 40 else { return false }
        func folded(_ name: String) -> String { name.filter { !$0.isWhitespace && $0 != "-" } }
        let name = folded(text)
        return productNames.contains { folded($0) == name }
    }

    /// Where a text's table stands for the file's target (unknown-key and hardcoded-text read it alike).
    public enum TableStanding: Equatable, Sendable {
        /// The target has the table.
        case present
        /// Nobody has it: the text shows as written.
        case missing
        /// Another target has it: the file may be built into that one (targets are told by folder).
        case elsewhere
        /// Nothing can be said: the table is named by an expression the file does not resolve
        /// (any table), or its catalog could not be read (mlem's, refused for a key given twice).
        case unknown
    }

    public func tableStanding(of text: UserText) -> TableStanding {
        if strings.hasTable(text.tableName) { return .present }
        let table = text.tableName ?? "Localizable"
        if text.tableExpression != nil || unreadableTables.contains(table) { return .unknown }
        return tablesOfOtherTargets.contains(table) ? .elsewhere : .missing
    }

    public init(facts: SwiftFileFacts, strings: SourceStrings, targetIsKnown: Bool) {
        self.facts = facts
        self.strings = strings
        self.targetIsKnown = targetIsKnown
    }

    public func finding(
        _ rule: RuleDescription, severity: Severity? = nil, outcome: Outcome = .violation, _ message: String, at location: SourceLocation,
        element: String? = nil, data: [FindingValue] = [], fix: String?
    ) -> Finding {
        var data = data
        // Findings about keys say which catalogs were searched, and when that was a guess.
        if !targetIsKnown, !strings.isEmpty {
            data.append(
                FindingValue("catalogs", "all found (the file's target could not be told): " + strings.catalogs.joined(separator: ", ")))
        }
        return Finding(
            ruleID: rule.identifier, severity: severity ?? rule.defaultSeverity, outcome: outcome, message: message, location: location,
            subject: FindingSubject(scope: SourceFindingScope.scope(of: location), element: element), data: data, fixHint: fix,
            reference: rule.reference)
    }
}

/// Every file of a run, by target, for checks across files.
public struct SwiftProjectContext: Sendable {
    public struct Target: Sendable {
        public let files: [SwiftFileFacts]
        public let strings: SourceStrings
        /// Whether every Swift file of the target was read (a folder was given), so a key no
        /// file uses is really unused.
        public let isComplete: Bool
        /// Every one-line string literal of the target's Swift files, generated ones included
        /// (`StringLiteralScanner`): keys held in constants count as used.
        public let literals: Set<String>
        /// Every member name the target's Swift files read (`MemberNameScanner`): keys reached
        /// through generated constants (`L10n.settingsTitle`) count as used.
        public let memberNames: Set<String>
        /// The target's declarations (`TargetIndex`).
        public let index: TargetIndex

        public init(
            files: [SwiftFileFacts], strings: SourceStrings, isComplete: Bool, literals: Set<String>, memberNames: Set<String> = [],
            index: TargetIndex = .empty
        ) {
            self.files = files
            self.strings = strings
            self.isComplete = isComplete
            self.literals = literals
            self.memberNames = memberNames
            self.index = index
        }
    }

    public let targets: [Target]

    public init(targets: [Target]) {
        self.targets = targets
    }
}

/// What a source finding is about, for baselines: the file and the line's text would move
/// with edits, so the scope is the file and the element is what the rule names (the key, the
/// control); the line stays in the location only.
public enum SourceFindingScope {
    public static func scope(of location: SourceLocation) -> String { location.file }
}
