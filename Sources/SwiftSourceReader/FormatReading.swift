import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// Formatting and sentence building (CH32 §11.3, §11.5, §16.3): date patterns and fixed locales
/// on formatters, `String(format:)` with numbers, choices between singular and plural texts,
/// and texts glued from pieces with `+`, `joined` or a wordless format.
extension FactCollector {
    // MARK: Formatters

    /// `formatter.dateFormat = "…"`, `formatter.locale = Locale(identifier: "…")`, `formatter.timeZone = …`.
    func readFormatterSetting(property: String, receiver: ExprSyntax?, value: ExprSyntax, at sequence: SequenceExprSyntax) {
        let name = Self.lastName(receiver)
        let owner = formatterOwnerDeclaration(of: sequence).map(noteFormatterOwner)
        switch property {
        case "dateFormat":
            guard let pattern = value.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return }
            facts.behavior.formats.append(
                FormatFact(
                    kind: .dateFormat, api: "dateFormat", value: pattern, receiver: name, owner: owner, location: location(sequence)))
        case "locale":
            guard let call = value.as(FunctionCallExprSyntax.self), let called = ViewChain.calledName(call), called == "Locale",
                let identifier = call.arguments.first(where: { $0.label?.text == "identifier" })?.expression
                    .as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else { return }
            facts.behavior.formats.append(
                FormatFact(
                    kind: .fixedLocale, api: "locale", value: identifier, receiver: name, owner: owner, location: location(sequence)))
        case "timeZone":
            let written = text(value)
            guard ["UTC", "GMT", "secondsFromGMT: 0", ".gmt", ".utc"].contains(where: written.contains) else { return }
            facts.behavior.formats.append(
                FormatFact(
                    kind: .fixedTimeZone, api: "timeZone", value: written, receiver: name, owner: owner, location: location(sequence)))
        default:
            break
        }
    }

    /// The name other code uses for a formatter set up in an initializer closure
    /// (`static let dayFormatter: DateFormatter = { let f = DateFormatter(); f.dateFormat = …; return f }()`)
    /// or a function (`func makeFormatter()`).
    private func formatterOwner(of node: some SyntaxProtocol) -> String? { formatterOwnerDeclaration(of: node)?.name }

    /// The owner's name and its whole declaration (a property's `var`, a function).
    private func formatterOwnerDeclaration(of node: some SyntaxProtocol) -> (name: String, declaration: Syntax)? {
        var current = node.parent
        while let node = current {
            // `let f = DateFormatter()` inside a function is not the owner; the function is.
            if let binding = node.as(PatternBindingSyntax.self),
                binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) == true
                    || binding.accessorBlock != nil
            {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return (name, binding.parent?.parent ?? Syntax(binding))
            }
            if let function = node.as(FunctionDeclSyntax.self) { return (function.name.text, Syntax(function)) }
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// Keeps an owner that only this target's code can name (not `public`, `@objc` or an override),
    /// so that `readReferences` can tell whether the file names it anywhere else.
    private func noteFormatterOwner(_ owner: (name: String, declaration: Syntax)) -> String {
        let modifiers = owner.declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let attributes = owner.declaration.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        if !Self.isPublic(modifiers), !Self.isCalledFromOutside(modifiers, attributes) {
            behaviorState.formatterOwners[owner.name, default: []].append(
                owner.declaration.position.utf8Offset..<owner.declaration.endPosition.utf8Offset)
        }
        return owner.name
    }

    /// `formatter.string(from:)`, `formatter.date(from:)`, `formatter.number(from:)`.
    func readFormatterCall(_ call: FunctionCallExprSyntax, name: String) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = Self.lastName(member.base),
            let label = call.arguments.first?.label?.text, label == "from" || label == "for"
        else { return }
        facts.behavior.formatterCalls.append(
            FormatterCall(
                receiver: receiver, method: "\(name)(\(label):)", shownBy: name == "string" ? displayAPI(of: call) : nil,
                namesFile: name == "string" && Self.isInFileName(call), owner: formatterOwner(of: call),
                isPrinted: isLogged(call, consoleOnly: true), location: location(call)))
    }

    /// `formatter.string(from: now) + ".jpg"`, `"Export-\(formatter.string(from: now)).json"`: the text is
    /// joined with a file's extension.
    static func isInFileName(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        if let list = node.parent?.as(ExprListSyntax.self) {
            return list.contains { element in
                element.as(StringLiteralExprSyntax.self)?.representedLiteralValue.map { endsWithFileExtension($0, whole: true) } ?? false
            }
        }
        guard let literal = node.parent?.parent?.parent?.as(StringLiteralExprSyntax.self),
            let last = literal.segments.last?.as(StringSegmentSyntax.self)
        else { return false }
        return endsWithFileExtension(last.content.text, whole: false)
    }

    /// `".jpg"`, `"-log.txt"` (`whole`: nothing but a name's end, no spaces).
    static func endsWithFileExtension(_ text: String, whole: Bool) -> Bool {
        guard let dot = text.lastIndex(of: "."), !whole || !text.contains(" ") else { return false }
        let suffix = text[text.index(after: dot)...]
        return (2...5).contains(suffix.count) && suffix.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
            && suffix.contains(where: \.isLetter)
    }

    /// `String(format: "%.1f", x)` without `locale:`: the decimal separator is always a period.
    /// `String(format: "%@ %@", a, b)`: a sentence built in a fixed order.
    func readStringFormat(_ call: FunctionCallExprSyntax) {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label?.text == "format" else { return }
        let format: String
        if let literal = first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            format = literal
        } else if let inner = first.expression.as(FunctionCallExprSyntax.self), TextAPIs.isLocalizationCall(inner),
            let key = inner.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        {
            format = key
            if arguments.contains(where: { $0.label?.text == "locale" }) { return }
            if Self.hasFloatSpecifier(format) { recordStringFormat(call, format: format) }
            return
        } else {
            return
        }
        if arguments.contains(where: { $0.label?.text == "locale" }) { return }
        if Self.hasFloatSpecifier(format) { recordStringFormat(call, format: format) }
        let pieces = arguments.dropFirst().map { AssembledText.Piece.classify(text($0.expression)) }
        if pieces.count >= 2, pieces.filter({ $0.kind == .localized }).count >= 2, !format.contains(where: \.isLetter) {
            facts.behavior.assembledTexts.append(
                AssembledText(
                    kind: .format, pieces: [AssembledText.Piece(kind: .literal, text: format)] + pieces, shownBy: displayAPI(of: call),
                    expression: text(call), location: location(call)))
        }
    }

    /// `decoder.dateDecodingStrategy = .formatted(formatter)`: the formatter reads (or writes) the
    /// dates of data, as `date(from:)` does.
    func readCodingStrategy(property: String, value: ExprSyntax, at sequence: SequenceExprSyntax) {
        guard let call = value.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == "formatted",
            let receiver = Self.lastName(call.arguments.first?.expression)
        else { return }
        facts.behavior.formatterCalls.append(FormatterCall(receiver: receiver, method: property, location: location(sequence)))
    }

    private func recordStringFormat(_ call: FunctionCallExprSyntax, format: String) {
        // Coordinates are written with a period in every locale (ISO 6709; what maps apps read back):
        // with a decimal comma a "lat, lon" pair could not be told apart or pasted.
        if joinsCoordinatesWithComma(call, format: format) { return }
        facts.behavior.formats.append(
            FormatFact(
                kind: .stringFormat, api: "String(format:)", value: format, shownBy: displayAPI(of: call), location: location(call)))
    }

    /// `"\(String(format: "%.6f", lat)), \(String(format: "%.6f", lon))"`: a latitude and a longitude set
    /// apart by a comma. (A lone coordinate, or a pair set apart by a space, reads well with a decimal comma.)
    func joinsCoordinatesWithComma(_ call: FunctionCallExprSyntax, format: String) -> Bool {
        let values = call.arguments.dropFirst().map { text($0.expression).lowercased() }
        guard !values.isEmpty, values.allSatisfy({ value in ["latitude", "longitude"].contains(where: value.contains) }) else {
            return false
        }
        if format.contains(",") { return true }
        var node = Syntax(call)
        for _ in 0..<8 {
            guard let parent = node.parent else { return false }
            node = parent
            let written = text(node).lowercased()
            guard written.contains("latitude"), written.contains("longitude") else { continue }
            return node.tokens(viewMode: .sourceAccurate).contains { token in
                if case .stringSegment = token.tokenKind { return token.text.contains(",") }
                return false
            }
        }
        return false
    }

    /// `%f`, `%.1f`, `%5.2lf`, `%e`, `%g`: numbers with a decimal separator (`%.0f` has none).
    static func hasFloatSpecifier(_ format: String) -> Bool {
        var characters = Array(format)[...]
        while let percent = characters.firstIndex(of: "%") {
            var index = percent + 1
            while index < characters.endIndex, "0123456789.-+ #*$lLhqjzt".contains(characters[index]) { index += 1 }
            let flags = String(characters[(percent + 1)..<index])
            if index < characters.endIndex, "feEgGaA".contains(characters[index]), !flags.hasSuffix(".0"), !flags.hasSuffix(".") {
                return true
            }
            characters = characters[min(index + 1, characters.endIndex)...]
        }
        return false
    }

    // MARK: Plurals

    /// `count == 1 ? "item" : "items"`, `n == 1 ? "" : "s"`: a choice on a comparison with one
    /// between texts; the rule decides whether the texts are a singular and a plural.
    func readPluralChoice(_ sequence: SequenceExprSyntax, elements: [ExprSyntax]) {
        guard elements.filter({ $0.is(UnresolvedTernaryExprSyntax.self) }).count == 1,
            let choice = ternary(ExprSyntax(sequence))
        else { return }
        let condition = choice.conditionNodes
        let comparesWithOne = condition.indices.contains { index in
            guard let literal = condition[index].as(IntegerLiteralExprSyntax.self), literal.literal.text == "1" else { return false }
            let neighbours = [index - 1, index + 1].filter(condition.indices.contains)
            return neighbours.contains {
                Self.comparisons.contains(condition[$0].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            }
        }
        guard comparesWithOne, !isLogged(sequence) else { return }
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
        facts.behavior.pluralChoices.append(
            PluralChoice(
                condition: choice.condition, branches: branches.map { $0! },
                branchesAreWholeTexts: translated && !isPartOfText(sequence), location: location(sequence)))
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
                // An app's own log function (`SNLog`, `DDLogInfo`), which writes where users do not read.
                if !consoleOnly, call.calledExpression.is(DeclReferenceExprSyntax.self),
                    name.first?.isUppercase == true && name.hasSuffix("Log") || name.hasPrefix("DDLog")
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
        var pieces: [AssembledText.Piece] = []
        for (index, element) in operands.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return }
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
            return AssembledText.Piece.classify(text(base))
        }
        return AssembledText.Piece.classify(text(expression))
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
        guard pieces.contains(where: { $0.kind == .localized }) else { return }
        // Lines or paragraphs joined with line breaks are each whole (`"\n"`, `.newline`).
        if let separator = call.arguments.first?.expression {
            if separator.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.contains("\n") ?? false { return }
            if ["newline", "linebreak"].contains(where: text(separator).lowercased().contains) { return }
        }
        facts.behavior.assembledTexts.append(
            AssembledText(
                kind: .joined, pieces: pieces, shownBy: displayAPI(of: call),
                expression: text(call), location: location(call)))
    }
}
