import LintCore
import SwiftSourceFacts

/// Sentences glued from pieces in a fixed order.
public struct ConcatenatedTextRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "concatenated-text",
        name: "Sentence built from pieces",
        summary:
            "Text is put together from localized pieces or with prose (`L10n.total "
            + "+ \": \" + value`, `[a, b].joined(separator: \" \")`, "
            + "`\"\\(L10n.from) \\(L10n.to)\"`, `Text(\"Tap \") + Text(\"here\")`).",
        rationale:
            "Each piece is translated alone and the code fixes their order, so "
            + "languages with another word order, gender or case agreement get a "
            + "broken sentence (CH32 §11.3: do not concatenate strings, use "
            + "placeholders; §16.3). Android Lint's SetTextI18n reports the same. Untranslated words glued to a value "
            + "and translated pieces joined in a list with a value are violations; a translated piece joined with + to a "
            + "value or other words, translated phrases alone in a list, and an untranslated label and its value "
            + "(`\"Low: \" + value`) need review (P2): they are as often a label and its value, or whole sentences one "
            + "after another, as one sentence split in pieces. "
            + "A translated label, a colon and its one value (`L10n.total + \": \" + amount`), pieces with no words "
            + "(`\"(\" + time + \")\"`, `\"v\" + version`, a unit), punctuation around one "
            + "translated piece, and items of an accessibility label joined by commas (VoiceOver reads them one "
            + "by one, as Apple combines labels), items set apart by a separator symbol (•, |, ·, –, /), "
            + "whole lines stacked with a line break, and code of non-shipping builds (`#if DEBUG`, `#if STAGING`) "
            + "are not reported.",
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            // Seen in apps (brave): a translated title, then a name the literal space is joined to.
            RuleExample(
                swift: """
                    // catalog: Send
                    struct SendSummary: View {
                        private var sendTitle: String { String.localizedStringWithFormat(Strings.Wallet.intentLabel, Strings.Wallet.sent) }
                        var body: some View { Text(sendTitle) + Text(" " + sentFromAccountName).bold() }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (cwa-app-ios): a word in brackets, not a unit, that every language shows in English.
            RuleExample(swift: #"let englishTitle: String = AppStrings.contactFormTitle + " " + "(English)""#),
            RuleExample(
                swift: """
                    struct Header: View {
                        let note: String
                        var body: some View { Text("Signed in as " + note).navigationTitle(String(localized: "Recipe")) }
                    }
                    """, severity: .p1, outcome: .violation),
            // Words written as they are, joined in a fixed order with the values between them.
            RuleExample(
                swift: """
                    // catalog: Archive
                    struct ArchivedRow: View {
                        let habit: Habit
                        var body: some View {
                            Text(["Goal", habit.formattedGoal, "since", habit.startDate.formatted()].joined(separator: " "))
                        }
                    }
                    """, severity: .p1, outcome: .violation),
            // Seen in apps (Trio, iAPS): an untranslated label and its value; judges split on whether the order matters.
            RuleExample(
                swift: """
                    struct Header: View {
                        let note: String
                        var body: some View { Text("Chef's note: " + note).navigationTitle(String(localized: "Recipe")) }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (edx): whole translated phrases in a comma list, each maybe whole; beside it, a sentence built in a
            // fixed word order.
            RuleExample(
                swift: """
                    button.accessibilityHint = String(format: "%@, %@, %@", Strings.required, Strings.instructions, Strings.dropdown)
                    """, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    // catalog: Posted by = Posted by
                    titleLabel.text = String(format: "%@ %@", Strings.postedBy, Strings.author)
                    """, outcome: .violation),
            // Seen in apps (passepartout): translated footers in a list, each maybe a whole sentence.
            RuleExample(
                swift: """
                    footerLabel.text = [L10n.Paywall.fullProductsFooter, L10n.Paywall.productsFooter].joined(separator: " ")
                    """, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    struct DeleteTitle: View {
                        let name: String
                        var body: some View { Text(L10n.delete + " " + name) }
                    }
                    """, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    titleLabel.text = [NSLocalizedString("Due", comment: ""), NSLocalizedString("tomorrow", comment: \
                    "")].joined(separator: " ")
                    subtitleLabel.text = "\\(L10n.from) \\(L10n.to)"
                    Text("Tap ") + Text("here").bold() + Text(" to start")
                    statusLabel.text = L10n.Sync.done + (hasErrors ? " " + L10n.Sync.withErrors : "")
                    """, findings: 4),
            // Translated phrases joined with only a space or comma may each be whole: someone decides.
            RuleExample(
                swift: """
                    stepLabel.text = AppStrings.Hotline.step1 + " " + AppStrings.Hotline.callUs
                    """, severity: .p2),
            // Seen in apps (unstoppable-wallet): the same, through a name the function gave the first pieces.
            RuleExample(
                swift: """
                    // catalog: market.m_cap
                    func filterTitle() -> String {
                        let result = "market.m_cap".localized + " "
                        return result + "market.more_1_b".localized
                    }
                    """, severity: .p2),
            // Seen in apps (Trio): "2.1 U of 5 U" is a phrase, though its other pieces are units.
            RuleExample(
                swift: """
                    progressLabel.text = done + String(localized: " of ") + total + String(localized: " U")
                    """),
            // Seen in apps (Trio, nightguard): a count and its noun, whose form follows the count; judges call it a
            // plural chosen by hand or a sentence glued: someone decides.
            RuleExample(
                swift: """
                    Text("\\(readings.count) " + String(localized: "Readings"))
                    label.text = "\\(minutes) " + NSLocalizedString("minutes", comment: "")
                    """, findings: 2, severity: .p2),
            // For VoiceOver too, a "label: value" pair: a colon's spacing and place differ by language.
            RuleExample(
                swift: """
                    profileButton.accessibilityLabel = "\\(L10n.Profile.switchAccount): \\(L10n.Profile.unreadFlows)"
                    """, severity: .p2),
            // Seen in apps (havital): a translated label, its value and a translated unit: no sentence split, but
            // the label's and the unit's places are the language's to choose.
            RuleExample(
                swift: """
                    Text("\\(L10n.Review.average.localized): \\(Int(heartRate.average)) \\(L10n.Unit.bpm.localized)")
                    """, severity: .p2, outcome: .needsReview),
        ],
        nonTriggeringExamples: Self.nonTriggeringExamples
    )

    public init() {}

    /// English plurals and English word order are right while English is all the app shows.
    public static let harmsOnlyTranslations = true

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for assembled in file.facts.behavior.assembledTexts where !file.facts.isTextUsersDoNotRead(line: assembled.location.line) {
            // An app that translates nothing yet (Hackers) shows every text as written, joined or not:
            // one decision, which hardcoded-text reports once.
            if file.projectLocalizesNothing, assembled.localizedPieces == 0 { continue }
            guard let outcome = verdict(assembled) else { continue }
            let how =
                switch assembled.kind {
                case .plus: "+"
                case .joined: "joined(separator:)"
                case .format: "a format with no words of its own"
                case .interpolation: "interpolation"
                }
            let localized = assembled.localizedPieces
            let shown = assembled.shownBy.map { "\($0) shows " } ?? ""
            // Literals joined for line length (CodeEdit): the String is shown as written, never looked up.
            let onlyLiterals = assembled.pieces.allSatisfy { $0.kind == .literal }
            let problem =
                onlyLiterals
                ? "a String, which no language translates: it is shown as written"
                : "translators cannot reorder them"
                    + (outcome == .needsReview && assembled.kind == .plus && localized > 0
                        ? " if they make one sentence (a label and its value, or whole sentences one after another, are fine)" : "")
            findings.append(
                file.finding(
                    Self.description, severity: outcome == .needsReview ? .p2 : nil, outcome: outcome,
                    "\(shown)text built with \(how) from \(assembled.pieces.count) "
                        + "\(onlyLiterals ? "literals" : "pieces")\(localized > 0 ? " (\(localized) translated alone)" : ""): "
                        + "\(problem) (\(TextJudgement.quoted(assembled.expression)))",
                    at: assembled.location, element: assembled.expression,
                    data: [
                        FindingValue("built", how), FindingValue("pieces", assembled.pieces.map(\.text).joined(separator: " | ")),
                        FindingValue("localizedPieces", String(localized)), FindingValue("shownBy", assembled.shownBy ?? "(not seen)"),
                    ],
                    fix: onlyLiterals
                        ? "write the text as one literal, which Text and String(localized:) look up as one key"
                        : "make the sentence one key with placeholders, e.g. String(localized: "
                            + "\"\\(count) flows in \\(folder)\"), and put styled parts in an AttributedString"
                ))
        }
        for text in file.facts.texts where text.kind == .interpolated && !file.facts.isTextUsersDoNotRead(line: text.location.line) {
            let pieces = text.interpolations.map { AssembledText.Piece.classify($0.expression) }
            // Counted line by line (`"\(title)\n\(detail)"` is two lines, each whole).
            var lines: [Int] = [0]
            for (index, piece) in pieces.enumerated() {
                if index > 0, index < text.keyParts.count, text.keyParts[index].contains("\n") { lines.append(0) }
                if piece.kind == .localized { lines[lines.count - 1] += 1 }
            }
            let localized = lines.max() ?? 0
            let words = TextJudgement.isProse(text.keyParts.joined(separator: " "))
            guard localized >= 2, !(text.localizes && TextJudgement.isProse(text.key ?? "")) else { continue }
            // Items VoiceOver reads one after another (`"\(L10n.save) \(L10n.switchRole) \(state)"`), as for `+`.
            if text.api.lowercased().contains("accessibility"), text.keyParts.allSatisfy(Self.isListSeparator) { continue }
            if Self.isFormulaOfUnits(keyParts: text.keyParts, pieces: pieces) { continue }
            // Only spaces and commas between translated phrases: they may each be whole. A translated label, a colon,
            // a value and its translated unit (havital's "\(L10n.average): \(bpm) \(L10n.Unit.bpm)") split no
            // sentence; whether each language keeps the label first and the unit after, someone decides.
            let outcome: Outcome =
                !Self.isLabelAndQuantity(keyParts: text.keyParts, pieces: pieces)
                    && (words || pieces.contains(where: { $0.kind == .other })) ? .violation : .needsReview
            findings.append(
                file.finding(
                    Self.description, severity: outcome == .needsReview ? .p2 : nil, outcome: outcome,
                    "\(text.api) shows \(localized) translated pieces put in a fixed order: \(TextJudgement.quoted(text.expression))",
                    at: text.location, element: text.expression,
                    data: [
                        FindingValue("built", "interpolation"), FindingValue("pieces", pieces.map(\.text).joined(separator: " | ")),
                        FindingValue("localizedPieces", String(localized)), FindingValue("shownBy", text.api),
                    ],
                    fix: "make the sentence one key with placeholders, e.g. String(localized: \"Due \\(date)\")"))
        }
    }

    /// A name whose last part says it holds an address (`termsURL`, `site.url`, `avatarPath`).
    static func namesAnAddress(_ expression: String) -> Bool {
        let name = expression.split(separator: ".").last.map(String.init) ?? expression
        return ["URL", "Url", "URI", "Uri", "Path", "url", "path", "uri"].contains { name.hasSuffix($0) }
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Violation: untranslated words glued to a value on screen, translated pieces joined in a list with a value.
    /// Needs review: a translated piece glued with `+` to a value or words, translated phrases alone in a list,
    /// an untranslated label and its value: each may be whole ("Step 1" + " " + "Call the hotline") or a label
    /// and its value as often as one sentence split in pieces.
    private func verdict(_ assembled: AssembledText) -> Outcome? {
        switch assembled.kind {
        case .plus:
            // Judged line by line: lines joined with line breaks are each whole.
            var verdict: Outcome?
            for line in Self.lines(of: assembled.pieces) {
                let words = line.filter { !Self.isDecoration($0) }
                // Items set apart by a separator symbol (`L10n.queued + " • " + size`): a list of
                // facts, each whole, not a sentence whose words a language orders.
                let literals = line.filter { $0.kind == .literal }
                if literals.allSatisfy({ Self.isItemSeparator($0.text) }),
                    literals.contains(where: { $0.text.contains(where: Self.separatorSymbols.contains) })
                {
                    continue
                }
                // An address built from parts (`Strings.termsURL + siteURL`): no words to order.
                // (Every value: `L10n.invalidURL + ": " + urlString` is a sentence about an address.)
                let values = line.filter { $0.kind != .literal }
                if !values.isEmpty, values.allSatisfy({ Self.namesAnAddress($0.text) }) { continue }
                // Punctuation around one piece (`"(" + L10n.default + ")"`, `L10n.lastRefresh + ":"`): nothing to reorder.
                guard words.filter({ $0.kind != .literal || $0.text.contains(where: \.isLetter) }).count >= 2 else { continue }
                // Items VoiceOver reads one after another, joined by commas or spaces (`label + ", " +
                // L10n.favorite`): how Apple combines labels; no sentence is split.
                if assembled.isSpoken, words.allSatisfy({ $0.kind != .literal || Self.isListSeparator($0.text) }) { continue }
                // An error's own message, then a sentence of ours: whole sentences one after another.
                if words.contains(where: { $0.text.hasSuffix(".localizedDescription") }),
                    !words.contains(where: { $0.kind == .literal && $0.text.contains(where: \.isLetter) })
                {
                    continue
                }
                if Self.isQuantityWithUnits(line) || Self.isTitleWithCount(line) { continue }
                if Self.isCountAndNoun(line) {
                    verdict = .needsReview
                    continue
                }
                // `L10n.total + ": " + amount`: a translated label and its one value (34 of 38 such reviews judged false).
                if Self.isTranslatedLabelAndValue(words) { continue }
                let localized = words.filter { $0.kind == .localized }.count
                let gluing = words.contains { $0.kind == .other || $0.kind == .literal && TextJudgement.isProse($0.text) }
                // A translated piece glued to others: a sentence split in pieces, or a label and its value, or whole
                // sentences one after another, which only the texts tell (measured 74 of 90 right: someone decides).
                if localized >= 1,
                    gluing || words.contains(where: { $0.kind == .literal && !$0.text.allSatisfy { $0 == " " || $0 == "," } })
                {
                    verdict = .needsReview
                    continue
                }
                // Untranslated words glued to a value: a phrase of two words or more (a unit, `"bps"`, or a
                // tag, `"NIGHTLY "`, is a label of its own).
                if localized == 0, assembled.shownBy != nil, words.contains(where: { $0.kind == .literal && Self.isPhrase($0.text) }) {
                    // `"Low Default: " + value`: a label and its value, which no language reorders; the label is shown as
                    // written, which hardcoded-text reports. Judges split on it (Trio true, iAPS false): someone decides.
                    if Self.isLabelAndValue(words) {
                        verdict = .needsReview
                        continue
                    }
                    return .violation
                }
                if localized >= 2 { verdict = .needsReview }
            }
            return verdict
        case .joined:
            // Translated phrases and nothing else in a list (passepartout's two footers): each may be a whole
            // sentence, as with `+`, so someone decides; a value among them fixes its place in a sentence.
            // Words written as they are, spaced between values (`["Goal", goal, "since", date]`): the reader keeps only those.
            if assembled.localizedPieces == 0 { return assembled.shownBy == nil ? nil : .violation }
            guard assembled.localizedPieces >= 2 else { return nil }
            return assembled.pieces.allSatisfy { $0.kind == .localized } ? .needsReview : .violation
        case .format:
            guard assembled.localizedPieces >= 2 else { return nil }
            // `"%@, %@, %@, %@"`: translated phrases in a list, each whole (edx's hint: required, the instructions, the
            // error, "shows dropdown"), as in a joined list: someone decides.
            if let format = assembled.pieces.first, format.kind == .literal, Self.isCommaList(format.text) { return .needsReview }
            return .violation
        case .interpolation:
            return assembled.localizedPieces >= 2 ? .violation : nil
        }
    }

    /// A format whose only text, placeholders aside, is commas and spaces between them.
    static func isCommaList(_ format: String) -> Bool {
        var rest = Substring(format)
        var separators = ""
        while let percent = rest.firstIndex(of: "%") {
            separators += rest[..<percent]
            // `%@`, `%1$@`, `%d`, `%lld`: digits, `$` and length letters, then the conversion.
            rest = rest[rest.index(after: percent)...].drop { $0.isNumber || $0 == "$" || $0 == "l" || $0 == "h" }.dropFirst()
        }
        separators += rest
        return separators.contains(",") && separators.allSatisfy { $0 == "," || $0 == " " }
    }

    /// `"\(label): \(value) \(unit)"`: a translated label, a colon, one value and a translated unit after it.
    static func isLabelAndQuantity(keyParts: [String], pieces: [AssembledText.Piece]) -> Bool {
        guard pieces.count == 3, keyParts.count == 4, pieces.map(\.kind) == [.localized, .other, .localized] else { return false }
        let between = keyParts.map { $0.filter { !$0.isWhitespace } }
        return between == ["", ":", "", ""] && keyParts[2].allSatisfy { $0 == " " } && !keyParts[2].isEmpty
    }

    /// Words ending in a colon, then one value (`"Low Default: " + labelLow`).
    /// A translated label, a colon and one value that is not text to translate: `[L10n.total, ": ", amount]`.
    static func isTranslatedLabelAndValue(_ words: [AssembledText.Piece]) -> Bool {
        guard words.count == 3, words[0].kind == .localized, words[1].kind == .literal, words[2].kind == .other else { return false }
        let separator = words[1].text.filter { $0 != " " }
        return separator == ":" || separator == "："
    }

    static func isLabelAndValue(_ words: [AssembledText.Piece]) -> Bool {
        guard words.count == 2, words[0].kind == .literal, words[1].kind == .other else { return false }
        return words[0].text.reversed().first { $0 != " " } == ":"
    }

    /// Spaces, commas, periods and line breaks: what separates items of a list (a colon is a
    /// "label: value" whose spacing and order languages set apart).
    static func isListSeparator(_ literal: String) -> Bool {
        literal.allSatisfy { " ,.\n".contains($0) }
    }

    static let separatorSymbols: Set<Character> = ["•", "∙", "⋅", "‧", "◦", "|", "·", "–", "—", "-", "/"]

    /// `" • "`, `" | "`, `" – "`: a separator symbol with spaces, no words or punctuation.
    static func isItemSeparator(_ literal: String) -> Bool {
        literal.allSatisfy { $0 == " " || separatorSymbols.contains($0) }
    }

    static func isPhrase(_ literal: String) -> Bool {
        TextJudgement.isProse(literal) && literal.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }.count >= 2
    }

    /// The pieces between literals holding a line break.
    static func lines(of pieces: [AssembledText.Piece]) -> [[AssembledText.Piece]] {
        var lines: [[AssembledText.Piece]] = [[]]
        for piece in pieces {
            // A literal line break, or a part that ends its own line (`(title + "\n")`).
            if piece.kind == .literal && piece.text.contains("\n") || piece.kind == .other && piece.text.contains("\"\\n") {
                lines.append([])
            } else {
                lines[lines.count - 1].append(piece)
            }
        }
        return lines
    }
}
