import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// Plurals and sentence building (CH32 §11.3, §16.3): choices between singular and plural texts,
/// and texts glued from pieces with `+`, `joined` or a wordless format (formatters are in
/// FormatterReading.swift).
extension FactCollector {
    // MARK: Plurals

    /// `count == 1 ? "item" : "items"`, `n == 1 ? "" : "s"`: a choice on a comparison with one
    /// between texts; the rule decides whether the texts are a singular and a plural.
    func readPluralChoice(_ sequence: SequenceExprSyntax, elements: [ExprSyntax]) {
        guard elements.filter({ $0.is(UnresolvedTernaryExprSyntax.self) }).count == 1,
            let choice = ternary(ExprSyntax(sequence))
        else { return }
        // (Or kept in a local only a log or a `fatalError` reads: Runestone's `countString`.)
        guard Self.comparesWithOne(choice.conditionNodes), !isLogged(sequence),
            !Self.everyLaterUse(ofLocalMadeBy: Syntax(sequence), satisfies: { isLogged($0) })
        else { return }
        let branches = choice.branches.map { branchText(Self.unwrapped($0)) }
        guard branches.allSatisfy({ $0 != nil }) else { return }
        // `Section(n > 1 ? "Comments" : "Comment")`: literals handed straight to a SwiftUI view's title are
        // each a LocalizedStringKey, looked up whole.
        let titleOfView =
            sequence.parent?.as(LabeledExprSyntax.self).map { argument in
                guard argument.label == nil, let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    call.arguments.first?.id == argument.id, let name = ViewChain.calledName(call)
                else { return false }
                return TextAPIs.titledViews.contains(name)
            } ?? false
        let translated = choice.branches.allSatisfy { branch in
            let written = Self.unwrapped(branch)
            return written.as(FunctionCallExprSyntax.self).map(TextAPIs.isLocalizationCall) ?? false
                || AssembledText.Piece.isLocalized(text(written))
                || titleOfView && written.is(StringLiteralExprSyntax.self)
        }
        // `let noun = n == 1 ? String(localized: "connection") : String(localized: "connections")`, then `"\(n) \(noun)"`:
        // each word is translated whole, and then put beside the count.
        let shownBesideAValue = Self.laterUses(ofLocalMadeBy: Syntax(sequence)).contains(where: Self.isInterpolatedBesideAnother)
        facts.behavior.pluralChoices.append(
            PluralChoice(
                condition: choice.condition, branches: branches.map { $0! },
                branchesAreWholeTexts: translated && !isPartOfText(sequence) && !shownBesideAValue,
                attachedWord: Self.wordBefore(sequence),
                location: location(sequence)))
    }

    /// The letters written right before a choice: in the same literal (`"Song\(n == 1 ? "" : "s")"`) or
    /// ending the literal it is added to (`"file" + (n == 1 ? "" : "s")`).
    private static func wordBefore(_ sequence: SequenceExprSyntax) -> String? {
        var before: StringSegmentSyntax?
        if let segment = sequence.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(ExpressionSegmentSyntax.self),
            let segments = segment.parent?.as(StringLiteralSegmentListSyntax.self)
        {
            for element in segments {
                if element.id == segment.id { break }
                before = element.as(StringSegmentSyntax.self)
            }
        } else {
            var node = Syntax(sequence)
            while let tuple = node.parent?.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 { node = Syntax(tuple) }
            guard let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }),
                index != list.startIndex, list[list.index(before: index)].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                list.index(before: index) != list.startIndex
            else { return nil }
            before = list[list.index(list.index(before: index), offsetBy: -1)].as(StringLiteralExprSyntax.self)?.segments.last?
                .as(StringSegmentSyntax.self)
        }
        let letters = String((before?.content.text ?? "").reversed().prefix { $0.isLetter }.reversed())
        return letters.isEmpty ? nil : letters
    }

    /// `noun` in `"\(count) \(noun)"`: interpolated in a literal that interpolates something else too.
    static func isInterpolatedBesideAnother(_ use: Syntax) -> Bool {
        guard let segment = use.parent?.parent?.parent?.as(ExpressionSegmentSyntax.self),
            let segments = segment.parent?.as(StringLiteralSegmentListSyntax.self)
        else { return false }
        return segments.contains { $0.id != segment.id && $0.is(ExpressionSegmentSyntax.self) }
    }

    /// Inside an interpolation or a `+` chain: the choice is a piece of a larger text.
    private func isPartOfText(_ node: SequenceExprSyntax) -> Bool {
        var current = Syntax(node)
        for _ in 0..<6 {
            guard let parent = current.parent else { return false }
            if parent.is(ExpressionSegmentSyntax.self) { return true }
            if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                sequence.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
            {
                return true
            }
            guard [.tupleExpr, .labeledExprList, .labeledExpr, .exprList].contains(parent.kind) else { return false }
            current = parent
        }
        return false
    }

    /// Inside a `print`, `NSLog` or a logger's call: text for developers, not users (`consoleOnly`: not a logger's,
    /// whose lines an app may show).
    func isLogged(_ node: some SyntaxProtocol, consoleOnly: Bool = false) -> Bool {
        var current = node.parent
        for _ in 0..<12 {
            guard let parent = current, !parent.is(CodeBlockItemSyntax.self) else { return false }
            if let call = parent.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call) {
                if ["print", "debugPrint", "NSLog", "os_log", "fatalError", "assertionFailure", "preconditionFailure"].contains(name) {
                    return true
                }
                // An app's own log function (`SNLog`, `DDLogInfo`, noop's `log(…)`, `debugLog`), which writes where users do
                // not read. (Words, not letters: `dialog(…)` and `catalog(…)` are no log.)
                if !consoleOnly, call.calledExpression.is(DeclReferenceExprSyntax.self),
                    name.first?.isUppercase == true && name.hasSuffix("Log") || name.hasPrefix("DDLog")
                        || Self.camelWords(name).contains("log")
                {
                    return true
                }
                let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(text)?.lowercased() ?? ""
                if !consoleOnly, receiver.contains("log"),
                    ["info", "debug", "notice", "warning", "error", "fault", "trace", "critical", "log", "verbose"].contains(name)
                {
                    return true
                }
            }
            current = parent.parent
        }
        return false
    }

    /// The text a branch shows: a literal's (interpolations as `%@`), a localization call's key,
    /// `"key".localized`'s key, a strings constant's name (`L10n.files` → `files`).
    func branchText(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.map { segment in
                segment.as(StringSegmentSyntax.self)?.content.text ?? "%@"
            }.joined()
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if TextAPIs.isLocalizationCall(call) || ViewChain.calledName(call) == "String" {
                return call.arguments.first.flatMap { branchText(Self.unwrapped($0.expression)) }
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localized",
                let base = member.base
            {
                return branchText(base)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "localized", let base = member.base { return branchText(base) }
            if AssembledText.Piece.isLocalized(text(member)) { return member.declName.baseName.text }
        }
        return nil
    }

    // MARK: Sentences

    /// `L10n.total + ": " + value`, `Text("Tap ") + Text("here")`: the outermost `+` chain of
    /// strings (after an `=`, if any).
    func readPlus(_ sequence: SequenceExprSyntax, elements: [ExprSyntax]) {
        if isOperandOfOuterPlus(sequence) { return }
        var operands = elements
        var shownBy: String?
        if let assignment = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
            guard assignment == 1, let property = Self.lastName(elements[0]) else { return }
            if TextAPIs.displayedProperties.contains(property) { shownBy = ".\(property) =" }
            operands = Array(elements[(assignment + 1)...])
        } else {
            shownBy = displayAPI(of: sequence)
        }
        guard let added = Self.plusOperands(operands) else { return }
        var pieces: [AssembledText.Piece] = []
        for element in added {
            // `collation.sectionTitles + ["*"]` joins arrays, not text (threema's index titles).
            if element.is(ArrayExprSyntax.self) { return }
            // `let result = L10n.mCap + " "` then `result + L10n.more1B` (unstoppable-wallet): the pieces the
            // function put together just before.
            if let name = element.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
                let value = localInitializer(of: name.baseName.text, at: Syntax(element))?.as(SequenceExprSyntax.self),
                let earlier = Self.plusOperands(Array(value.elements))
            {
                pieces += earlier.map { piece(Self.unwrapped($0)) }
                continue
            }
            pieces.append(piece(Self.unwrapped(element)))
        }
        guard pieces.count >= 2, pieces.contains(where: { $0.kind != .other }) else { return }
        let destination = shownBy ?? Self.boundName(of: sequence) ?? ""
        facts.behavior.assembledTexts.append(
            AssembledText(
                kind: .plus, pieces: pieces, shownBy: shownBy, isSpoken: destination.lowercased().contains("access"),
                expression: text(sequence), location: location(sequence)))
    }

    /// The operands of `a + b + c`, nil when another operator joins them.
    static func plusOperands(_ elements: [ExprSyntax]) -> [ExprSyntax]? {
        var operands: [ExprSyntax] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                operands.append(element)
            } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text != "+" {
                return nil
            }
        }
        return operands.count >= 2 ? operands : nil
    }

    /// `let accessLabel = a + b` (through ternaries and parentheses): the name the text is kept in.
    static func boundName(of sequence: SequenceExprSyntax) -> String? {
        var node = Syntax(sequence)
        for _ in 0..<6 {
            guard let parent = node.parent else { return nil }
            if let clause = parent.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            let through: [SyntaxKind] = [.unresolvedTernaryExpr, .exprList, .sequenceExpr, .tupleExpr, .labeledExprList, .labeledExpr]
            guard through.contains(parent.kind) else { return nil }
            node = parent
        }
        return nil
    }

    /// A `+` operand: `Text("…")` (with modifiers) counts as localized text, as SwiftUI looks it up.
    private func piece(_ expression: ExprSyntax) -> AssembledText.Piece {
        if let literal = expression.as(StringLiteralExprSyntax.self), !Self.hasInterpolation(ExprSyntax(literal)) {
            return AssembledText.Piece(kind: .literal, text: literal.representedLiteralValue ?? text(literal))
        }
        let chain = ViewChain(expression)
        if chain.baseName == "Text", let base = chain.base?.as(FunctionCallExprSyntax.self) {
            // `Text("\(Image(systemName: "lock")) ")`: an icon, not words.
            if let literal = base.arguments.first?.expression.as(StringLiteralExprSyntax.self), base.arguments.first?.label == nil,
                !literal.segments.contains(where: { ($0.as(StringSegmentSyntax.self)?.content.text ?? "").contains(where: \.isLetter) })
            {
                return AssembledText.Piece(kind: .literal, text: "")
            }
            // `Text("\n")`: a line break; the lines it sets apart are judged each alone.
            if let literal = base.arguments.first?.expression.as(StringLiteralExprSyntax.self), base.arguments.first?.label == nil,
                let value = literal.representedLiteralValue, value.contains("\n"), value.allSatisfy(\.isWhitespace)
            {
                return AssembledText.Piece(kind: .literal, text: value)
            }
            // `Text(verbatim: "\n\n")`: shown as written.
            if let first = base.arguments.first, first.label?.text == "verbatim",
                let literal = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            {
                return AssembledText.Piece(kind: .literal, text: literal)
            }
            if let first = base.arguments.first, first.label == nil {
                // `Text("@" + domain)`: a String built with `+` takes Text's verbatim initializer; only its translated
                // operands are translated (`Text(L10n.hint + " ")`).
                if let sequence = first.expression.as(SequenceExprSyntax.self) {
                    let operands = sequence.elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
                    let translated = operands.contains { AssembledText.Piece.classify(text($0)).kind == .localized }
                    return AssembledText.Piece(kind: translated ? .localized : .other, text: text(first.expression))
                }
                if let translated = translatedMember(first.expression) { return translated }
                // `Text(Strings.Wallet.swapOn)`: the argument says what the view shows.
                let argument = AssembledText.Piece.classify(text(first.expression))
                if argument.kind == .localized { return argument }
            }
            return AssembledText.Piece.classify(text(base))
        }
        return AssembledText.Piece.classify(text(expression))
    }

    /// `Text(sendTitle)`, where the type declares `var sendTitle: String { String.localizedStringWithFormat(Strings.sentFrom, …) }`
    /// (brave): a property of the type whose value is translated text.
    private func translatedMember(_ expression: ExprSyntax) -> AssembledText.Piece? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = expression.ancestorOrSelf(mapping: { $0.declGroup })
        else { return nil }
        for member in type.memberBlock.members {
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            var value = binding.initializer?.value
            if let getter = binding.accessorBlock.flatMap(Self.getterStatements) { value = Self.onlyExpression(of: getter) ?? nil }
            // A format filled in: what it shows is the format's text.
            if let call = value?.as(FunctionCallExprSyntax.self),
                ["localizedStringWithFormat", "String"].contains(ViewChain.calledName(call)), let format = call.arguments.first,
                format.label == nil || format.label?.text == "format"
            {
                value = format.expression
            }
            guard let value else { return nil }
            let piece = AssembledText.Piece.classify(text(value))
            return piece.kind == .localized ? piece : nil
        }
        return nil
    }

    private func isOperandOfOuterPlus(_ sequence: SequenceExprSyntax) -> Bool {
        var node = Syntax(sequence)
        // `("a" + b) + c`: parentheses around an operand.
        while let labeled = node.parent?.as(LabeledExprSyntax.self), let tuple = labeled.parent?.parent?.as(TupleExprSyntax.self),
            tuple.elements.count == 1
        {
            node = Syntax(tuple)
        }
        guard let outer = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        return outer.elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
    }

    /// `[L10n.from, L10n.to].joined(separator: " ")`.
    func readJoined(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let array = member.base?.as(ArrayExprSyntax.self),
            array.elements.count >= 2
        else { return }
        let pieces = array.elements.map { piece(Self.unwrapped($0.expression)) }
        let shownBy = displayAPI(of: call)
        // Translated pieces, or words written as they are, joined by spaces into what goes straight to a view
        // (`Text(["Goal", goal, "since", date].joined(separator: " "))`). (Other separators list items, each whole.)
        let separator = call.arguments.first.map { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "?" } ?? ""
        guard
            pieces.contains(where: { $0.kind == .localized })
                || shownBy != nil && [" ", ""].contains(separator)
                    && pieces.contains(where: { $0.kind == .literal && $0.text.contains(where: \.isLetter) })
                    && pieces.contains(where: { $0.kind == .other })
        else { return }
        // Lines or paragraphs joined with line breaks are each whole (`"\n"`, `.newline`).
        if let separator = call.arguments.first?.expression {
            if separator.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.contains("\n") ?? false { return }
            if ["newline", "linebreak"].contains(where: text(separator).lowercased().contains) { return }
        }
        facts.behavior.assembledTexts.append(
            AssembledText(
                kind: .joined, pieces: pieces, shownBy: shownBy,
                expression: text(call), location: location(call)))
    }
}
