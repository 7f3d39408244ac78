import LintCore
import SourceText
import SwiftSourceFacts

/// Catalog keys no code of the target uses.
public struct UnusedKeyRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "unused-key",
        name: "Unused key",
        summary:
            "A key of a table the code uses is used by no Swift file of the target "
            + "(when the whole target was linted). Keys added by hand "
            + "(extractionState: manual) and targets that build keys at run time are " + "listed as needs review.",
        rationale:
            "Dead keys cost translation money and hide the live ones (CH32 §11.3: "
            + "stable, structured keys). Xcode marks keys it extracted and no longer "
            + "finds as stale; keys added by hand, or looked up with a key built at "
            + "run time, it cannot judge, and neither can a linter: those need a person.",
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                swift: """
                    // catalog: recipes.title = Recipes
                    // catalog: recipes.empty = No recipes yet
                    struct RecipesView: View {
                        var body: some View { Text("recipes.title") }
                    }
                    """),
            // A key added by hand may be used by code the linter cannot see: needs review.
            RuleExample(
                swift: """
                    // catalog: recipes.title = Recipes
                    // catalog manual: widget.placeholder = Add a recipe
                    struct RecipesView: View {
                        var body: some View { Text("recipes.title") }
                    }
                    """),
        ],
        nonTriggeringExamples: [
            // Keys made of an enum's raw values are each used.
            RuleExample(
                swift: """
                    // catalog: Breakfast
                    // catalog: Dinner
                    enum Meal: String, CaseIterable { case breakfast, dinner }
                    struct MealPicker: View {
                        var body: some View {
                            ForEach(Meal.allCases, id: \\.self) { meal in Text(LocalizedStringKey(meal.rawValue.capitalized)) }
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    // catalog: recipes.title = Recipes
                    // catalog: recipes.subtitle = Cook something
                    // catalog: %lld servings
                    // catalog table Settings: settings.sound = Sound
                    enum Strings { static let subtitle = "recipes.subtitle" }
                    struct RecipesView: View {
                        let servings: Int
                        var body: some View {
                            Text("recipes.title")
                            Text(LocalizedStringKey(Strings.subtitle))
                            Text("\\(servings) servings")
                            Text("settings.sound", tableName: "Settings")
                        }
                    }
                    """),
            // Keys reached through generated constants (a build script's LocalString, SwiftGen's L10n).
            RuleExample(
                swift: """
                    // catalog: theme_settings.title = Theme
                    // catalog: Audio & Captions
                    // catalog: sync_toolbar.aborted = Sync aborted
                    struct SettingsView: View {
                        var body: some View {
                            Text(LocalString.theme_settings_title)
                            Text(L10n.audioCaptions)
                            Text(L10n.SyncToolbar.aborted)
                        }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(project: SwiftProjectContext, into findings: inout [Finding]) {
        // What each target uses; a catalog is used by every target that reads it (a package or
        // an extension whose target cannot be told reads the app's catalogs too).
        let uses = project.targets.map { target -> (used: Set<String>, tables: Set<String>, members: Set<String>) in
            var used = Set<String>()
            var tables: Set<String> = ["Localizable"]
            for file in target.files {
                for text in file.texts where text.localizes {
                    used.formUnion(text.keyCandidates())
                    if let table = text.tableName { tables.insert(table) }
                }
                // `LocalizedStringKey(kind.rawValue)`: each raw value is a key used.
                for key in file.keysBuiltAtRunTime { used.formUnion(key.possibleKeys(in: target.index) ?? []) }
            }
            return (used.union(target.literals), tables, target.memberNames)
        }
        for target in project.targets where target.isComplete && !target.strings.isEmpty {
            let catalogs = Set(target.strings.catalogs)
            var used = Set<String>(), tables = Set<String>(), members = Set<String>()
            var builtAtRunTime: [RuntimeKey] = []
            for (other, use) in zip(project.targets, uses) where other.strings.catalogs.contains(where: catalogs.contains) {
                used.formUnion(use.used)
                members.formUnion(use.members)
                tables.formUnion(use.tables)
                builtAtRunTime += other.files.flatMap(\.keysBuiltAtRunTime).filter { $0.possibleKeys(in: other.index) == nil }
            }
            for table in tables.sorted() {
                for (key, entry) in (target.strings.tables[table] ?? [:]).sorted(by: { $0.key < $1.key }) where !used.contains(key) {
                    // Reached through a generated constant (`L10n.settingsTitle`): used.
                    if MemberNameScanner.identifierForms(of: key).contains(where: members.contains) { continue }
                    if let pairs = MemberNameScanner.structuredPairs(of: key), pairs.allSatisfy(members.contains) { continue }
                    guard entry.extractionState != "stale" else { continue }
                    let location = entry.location ?? SourceLocation(file: entry.catalog, line: 1, column: 1)
                    let manual = entry.extractionState == "manual"
                    let review = manual || !builtAtRunTime.isEmpty
                    let why =
                        manual
                        ? "it was added by hand (extractionState: manual) and may be used where the linter cannot see"
                        : builtAtRunTime.isEmpty
                            ? "no Swift file of the target uses it"
                            : "no file names it, but \(builtAtRunTime.count) look-up(s) build their "
                                + "key at run time (\(builtAtRunTime[0].location))"
                    findings.append(
                        Finding(
                            ruleID: Self.description.identifier, severity: Self.description.defaultSeverity,
                            outcome: review ? .needsReview : .violation,
                            message: "\(TextJudgement.quoted(key)) is unused: \(why)", location: location,
                            subject: FindingSubject(scope: entry.catalog, element: key),
                            data: [
                                FindingValue("key", key), FindingValue("table", table),
                                FindingValue("extractionState", entry.extractionState ?? "automatic"),
                            ],
                            fixHint:
                                "remove it from the catalog if nothing uses it (Xcode: delete, or mark "
                                + "it stale and let the next build confirm)",
                            reference: Self.description.reference
                        ))
                }
            }
        }
    }
}
