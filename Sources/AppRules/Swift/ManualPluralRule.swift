import LintCore
import SwiftSourceFacts

/// `count == 1 ? "item" : "items"`: English's two plural forms written into the code.
public struct ManualPluralRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "manual-plural",
        name: "Plural chosen in code",
        summary:
            "Code picks a singular or a plural text by comparing a count with one "
            + "(`count == 1 ? \"item\" : \"items\"`, `n == 1 ? \"\" : \"s\"`, or the same choice written as an `if`).",
        rationale:
            "English has two forms; Arabic has six, Russian and Polish three or "
            + "four, Japanese one, and French uses the singular for zero. A choice "
            + "on `== 1` can only ever produce English (CH32 §11.3: use "
            + "pluralization rules; §16.3: use proper plural rules instead of "
            + "adding \"s\"). Android Lint's PluralsCandidate reports the same. A choice between two whole "
            + "translated phrases that show no number (\"Delete Flow\" / \"Delete Flows\") is one-or-several, "
            + "which each language words its own way: not reported.",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                swift: """
                    Text("\\(count) \\(count == 1 ? "recipe" : "recipes")")
                    """),
            RuleExample(
                swift: """
                    label.text = "\\(files.count) file" + (files.count == 1 ? "" : "s")
                    """),
            RuleExample(
                swift: """
                    Text("\\(deleted.count) deleted stud" + (deleted.count == 1 ? "y" : "ies"))
                    """),
            RuleExample(
                swift: """
                    let title = count > 1 ? String(localized: "\\(count) people") : String(localized: "1 person")
                    """),
            // UIKit: one key for one, a format key for the others, chosen by an `if`.
            RuleExample(
                swift: """
                    if count == 1 {
                        label.text = NSLocalizedString("downloads single title", comment: "")
                    } else {
                        let format = NSLocalizedString("downloads many title format", comment: "")
                        label.text = String(format: format, "\\(count)")
                    }
                    """),
            // Each word translated whole, then shown beside the count.
            RuleExample(
                swift: """
                    private var connectionCountText: String {
                        let count = dataModel.connections.count
                        let noun = count == 1 ? String(localized: "connection") : String(localized: "connections")
                        return "\\(count) \\(noun)"
                    }
                    """),
            // Seen in apps (Ice): the same choice written as an `if`.
            RuleExample(
                swift: """
                    func formattedToSeconds(_ interval: TimeInterval) -> LocalizedStringKey {
                        let formatted = interval.formatted()
                        return if interval == 1 {
                            LocalizedStringKey(formatted + " second")
                        } else {
                            LocalizedStringKey(formatted + " seconds")
                        }
                    }
                    var badge: some View {
                        if unread == 1 { Text("1 unread message") } else { Text("\\(unread) unread messages") }
                    }
                    """, findings: 2),
            // An ending added when the count is not one.
            RuleExample(
                swift: """
                    func summary(total: Int) -> String {
                        var changeText = "\\(total) change"
                        if total > 1 { changeText += "s" }
                        return changeText
                    }
                    """),
            // The same choice as a `switch`, with or without a case of its own for none.
            RuleExample(
                swift: """
                    var pendingSummary: String {
                        switch todos.count {
                        case 1: return String(localized: "1 to-do in this list")
                        default: return String(localized: "\\(todos.count) to-dos in this list")
                        }
                    }
                    var shelf: some View {
                        switch books.count {
                        case 0: Text("No books")
                        case 1: Text("1 book")
                        default: Text("\\(books.count) books")
                        }
                    }
                    """, findings: 2),
            // Seen in apps (Pulse): a project that localizes nothing yet shows only English, where the choice is
            // right; someone decides whether it will be translated.
            RuleExample(
                swift: """
                    func title(count: Int) -> String { "\\(count) \\(count == 1 ? "Task" : "Tasks")" }
                    """, severity: .p2, outcome: .needsReview),
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    Text("\\(count) recipes")
                    Text(step == 1 ? "First step" : "Next step")
                    let label = index == 1 ? "Start" : "Continue"
                    let suffix = count == 1 ? "" : "…"
                    let scheme = getServerMethod() == 1 ? "http" : "https"
                    print("Deleted \\(count) record\\(count == 1 ? "" : "s")")
                    Self.logger.info("Refreshed \\(feeds) feed\\(feeds == 1 ? "" : "s")")
                    """),
            // Seen in apps (session-ios, noop): the app's own log function.
            RuleExample(swift: #"SNLog("Removed \(files.count) orphaned file\(files.count == 1 ? "" : "s")")"#),
            RuleExample(swift: #"log("History span: ~\(spanDays) day\(spanDays == 1 ? "" : "s") of backlog")"#),
            // Seen in apps (Runestone, in FlowDown): kept in a local that only a `fatalError` reads.
            RuleExample(
                swift: """
                    func selectRange(at index: Int) {
                        let count = highlightedRanges.count
                        let countString = count == 1 ? "There is \\(count) highlighted range" : "There are \\(count) highlighted ranges"
                        fatalError("Cannot select highlighted range at index \\(index). \\(countString)")
                    }
                    """),
            // Seen in apps: one or several, each phrase translated whole, with no number shown.
            RuleExample(
                swift: """
                    let undoName = removed.count == 1 ? NSLocalizedString("Remove Flow", comment: "") : NSLocalizedString("Remove Flows", \
                    comment: "")
                    """),
            // Seen in apps: a menu section titled "Comment" or "Comments", each literal a key looked up whole.
            RuleExample(
                swift: """
                    Section(threadLength > 1 ? "Comments" : "Comment") { Toggle("Creator", isOn: $showCreator) }
                    """),
            RuleExample(
                swift: """
                    func printingTitle(labelCount: Int) -> String {
                        if labelCount == 1 {
                            return NSLocalizedString("Printing Label", comment: "")
                        } else {
                            return NSLocalizedString("Printing Labels", comment: "")
                        }
                    }
                    if step == 1 { Text("Welcome") } else { Text("Keep going") }
                    if routes.count == 1 {
                        label.text = String(format: NSLocalizedString("Connection to %@", comment: ""), name(of: routes.first!))
                    } else {
                        label.text = NSLocalizedString("Connections", comment: "")
                    }
                    if pages.count == 1 { Text("Single page") } else { Text("\\(pages.count) pages") }
                    var label = "\\(count) items"
                    if count > 1 { label += "!" }
                    switch step {
                    case 1: Text("Welcome")
                    default: Text("Keep going")
                    }
                    switch count {
                    case 1: Text("1 book")
                    case 2: Text("A pair of books")
                    default: Text("\\(count) books")
                    }
                    """),
        ]
    )

    public init() {}

    /// English plurals and English word order are right while English is all the app shows.
    public static let harmsOnlyTranslations = true

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for choice in file.facts.behavior.pluralChoices {
            guard choice.branches.count == 2 else { continue }
            // Two keys, the other a format given the count: whatever the keys say, the choice is the plural.
            let keysByCount: (singular: String, plural: String)? =
                choice.formatsTheCount && choice.branchesAreWholeTexts ? (choice.branches[0], choice.branches[1]) : nil
            guard var pair = Self.pluralPair(choice.branches[0], choice.branches[1], after: choice.attachedWord) ?? keysByCount
            else { continue }
            if pair.singular.isEmpty, let word = choice.attachedWord { pair = (word, word + pair.plural) }
            // "Delete Feed" or "Delete Feeds", each translated whole and showing no number: one or
            // several, which every language can say in its own words (a count shown needs plural rules).
            let showsANumber = choice.formatsTheCount || choice.branches.joined().contains { $0.isNumber || $0 == "%" }
            if choice.branchesAreWholeTexts, !showsANumber { continue }
            let shown = choice.branches.map { TextJudgement.quoted($0) }.joined(separator: " / ")
            findings.append(
                file.finding(
                    Self.description, "\(choice.condition) chooses between \(shown): the English rule for plurals", at: choice.location,
                    element: "\(pair.singular)/\(pair.plural)",
                    data: [
                        FindingValue("condition", choice.condition), FindingValue("singular", pair.singular),
                        FindingValue("plural", pair.plural),
                    ],
                    fix: "use one key with plural variations (Xcode: Vary by Plural; .stringsdict), e.g. Text(\"\\(count) \(pair.plural)\")"
                ))
        }
    }

    static let irregular: [String: String] = [
        "child": "children", "person": "people", "man": "men", "woman": "women", "foot": "feet", "tooth": "teeth", "mouse": "mice",
        "is": "are", "was": "were", "has": "have", "this": "these", "that": "those", "it": "they", "its": "their",
    ]
    /// Verbs and determiners agree with the count but are not plurals of nouns on their own.
    static let agreementOnly: Set<String> = ["is", "was", "has", "this", "that", "it", "its"]

    /// The singular and plural word when two texts differ only by English plural forms; endings chosen after a word's
    /// first letters (`"stud" + (n == 1 ? "y" : "ies")`) are read with them.
    static func pluralPair(_ first: String, _ second: String, after word: String?) -> (singular: String, plural: String)? {
        if let word, !first.isEmpty, !second.isEmpty, (first + second).allSatisfy(\.isLetter),
            let whole = pluralPair(word + first, word + second)
        {
            return whole
        }
        return pluralPair(first, second)
    }

    /// The singular and plural word when two texts differ only by English plural forms.
    static func pluralPair(_ first: String, _ second: String) -> (singular: String, plural: String)? {
        let a = words(first), b = words(second)
        if a.isEmpty != b.isEmpty {
            let suffix = (a + b).joined()
            return suffix == "s" || suffix == "es" ? ("", suffix) : nil
        }
        guard a.count == b.count, a != b else { return nil }
        var pair: (String, String)?
        for (x, y) in zip(a, b) where x != y {
            guard let plural = pluralOf(x, y) ?? pluralOf(y, x) else { return nil }
            if pair == nil || agreementOnly.contains(pair!.0) { pair = plural }
        }
        guard let pair, !agreementOnly.contains(pair.0) else { return nil }
        return pair
    }

    /// Protocols whose secure form adds an `s`: `https` is no plural of `http` (Feather's server address).
    static let secureSchemes: Set<String> = ["http", "ws", "ftp", "smtp", "imap", "pop3", "ldap"]

    private static func pluralOf(_ singular: String, _ plural: String) -> (String, String)? {
        if irregular[singular] == plural { return (singular, plural) }
        guard singular.count >= 2, !secureSchemes.contains(singular) else { return nil }
        if plural == singular + "s" || plural == singular + "es" { return (singular, plural) }
        if singular.hasSuffix("y"), plural == singular.dropLast() + "ies" { return (singular, plural) }
        return nil
    }

    /// Lowercased words, placeholders and numbers left out.
    private static func words(_ text: String) -> [String] {
        TextChecks.words(text.replacingPlaceholders()).map(String.init)
    }
}

extension String {
    /// `%@`, `%lld`, `%1$@` removed, so they do not read as words.
    func replacingPlaceholders() -> String {
        var result = ""
        var index = startIndex
        while index < endIndex {
            let character = self[index]
            index = self.index(after: index)
            guard character == "%" else {
                result.append(character)
                continue
            }
            while index < endIndex, "0123456789$.-+ #*lhqLjzt".contains(self[index]) { index = self.index(after: index) }
            if index < endIndex { index = self.index(after: index) }  // the conversion: d, @, f…
            result.append(" ")
        }
        return result
    }
}
