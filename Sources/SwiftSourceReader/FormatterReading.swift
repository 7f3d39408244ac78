import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// Formatters and formats (CH32 §11.5): date patterns and fixed locales on formatters, what a
/// formatter's text becomes, `String(format:)` with numbers.
extension FactCollector {
    /// `formatter.dateFormat = "…"`, `formatter.locale = Locale(identifier: "…")`, `formatter.timeZone = …`.
    func readFormatterSetting(property: String, receiver: ExprSyntax?, value: ExprSyntax, at sequence: SequenceExprSyntax) {
        let name = Self.lastName(receiver)
        let owner = formatterOwnerDeclaration(of: sequence).map(noteFormatterOwner)
        switch property {
        case "dateFormat":
            guard let pattern = value.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !isInWrittenValueCase(sequence)
            else { return }
            var fact = FormatFact(
                kind: .dateFormat, api: "dateFormat", value: pattern, receiver: name, owner: owner, location: location(sequence))
            fact.followsClockSetting = isChosenByClockSetting(sequence)
            facts.behavior.formats.append(fact)
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

    /// In `case .military:` of `switch Defaults[.timeFormat]`, in `case .h24:` (oscar-weather's `switch mode`), or
    /// `if settings.use24HourClock { … }` (MeetingBar): the app asks users which clock they want.
    private func isChosenByClockSetting(_ node: some SyntaxProtocol) -> Bool {
        let words = ["timeformat", "clock", "24hour", "24h", "h24", "12h", "h12", "military", "hourformat", "ampm", "am_pm", "twelvehour"]
        let parts: Set<BranchPart> = [.switchSubject, .caseLabel, .ifConditions, .ternaryCondition]
        return branchConditions(around: node, levels: 8, reading: parts).contains {
            condition in
            words.contains(where: condition.lowercased().filter { !$0.isWhitespace }.contains)
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
                namesFile: name == "string" && (Self.isInFileName(call) || isInFileNamer(call)), owner: formatterOwner(of: call),
                isPrinted: isLogged(call, consoleOnly: true), isKey: name == "string" && isUsedAsKey(call), location: location(call)))
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

    /// In a function, property or type that makes file names (ScanNow's `DateAndTimeFilenameStrategy.filename(settings:)`,
    /// ArcMini's `lazy var singleItemFilename`).
    func isInFileNamer(_ call: FunctionCallExprSyntax) -> Bool {
        let function = call.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })?.name.text
        let property = call.ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self) })?.pattern.as(IdentifierPatternSyntax.self)?
            .identifier.text
        return [function, property, enclosingTypeName(of: call)].contains { $0?.lowercased().contains("filename") ?? false }
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
        if joinsCoordinatesWithComma(call, format: format) || isFormatterFallback(call) { return }
        facts.behavior.formats.append(
            FormatFact(
                kind: .stringFormat, api: "String(format:)", value: format, shownBy: displayAPI(of: call) ?? shownThroughLocal(call),
                location: location(call)))
    }

    /// `let percent = String(format: "%.1f", p)`, then `label.text = percent` or `Text("\(percent) %")`: where the local
    /// the value is kept in is shown. One hop further: the local handed to another format kept in a variable
    /// (`subtitle = String(format: fmt, size, percent)`, then `cell.detailTextLabel?.text = subtitle`).
    private func shownThroughLocal(_ call: FunctionCallExprSyntax) -> String? {
        for use in Self.laterUses(ofLocalMadeBy: Syntax(call)) {
            if let shown = displayAPI(of: use) { return "\(shown) (through \(use.trimmedDescription))" }
            guard let carrier = Self.formatCarrying(use) else { continue }
            let laterUses =
                carrier.parent?.is(InitializerClauseSyntax.self) ?? false
                ? Self.laterUses(ofLocalMadeBy: carrier) : Self.laterUses(ofVariableAssigned: carrier)
            for later in laterUses {
                if let shown = displayAPI(of: later) {
                    return "\(shown) (through \(use.trimmedDescription), then \(later.trimmedDescription))"
                }
            }
        }
        return nil
    }

    /// The `String(format:)` call a value is an argument of (not its format), or the string it is interpolated in.
    static func formatCarrying(_ use: Syntax) -> Syntax? {
        let value = wholeValue(use)
        if let argument = value.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
            list.first?.id != argument.id, let call = list.parent?.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == "String",
            list.first?.label?.text == "format"
        {
            return Syntax(call)
        }
        if let argument = value.parent?.as(LabeledExprSyntax.self), let segment = argument.parent?.parent?.as(ExpressionSegmentSyntax.self),
            let literal = segment.parent?.parent?.as(StringLiteralExprSyntax.self)
        {
            return Syntax(literal)
        }
        return nil
    }

    /// `numberFormatter.string(from: n) ?? String(format: "%.1f", x)` (daily-dozen): shown only when the
    /// formatter, which follows the user's locale, gives nothing.
    func isFormatterFallback(_ call: FunctionCallExprSyntax) -> Bool {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { Syntax($0).id == Syntax(call).id }), index >= 2,
            elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        else { return false }
        let formatted = text(elements[index - 2])
        return [".string(from:", ".string(for:", ".formatted("].contains(where: formatted.contains)
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
}
